"""Self-play: bots drive the decider round after round (statistics, benchmarks, property tests).

Pure given its inputs: the deals come from the match seed, the bots' choices from the ``rng`` the
caller passes, so the same ``(rules, seats, seed, bots, rng state)`` always replays the same match.
The loop uses :func:`~domain.maumau.evolve.apply_in_place` on one private state (no copies), asks
:func:`~domain.maumau.decide.decide` for every command exactly like the service does, and lets the bots
see only :func:`~domain.maumau.view.player_view` — so a simulation exercises the real rules path.

One step of a round:

1. if a call was forgotten (a "Mau" or a challengeable "Mau-Mau" window is open), every opponent
   whose legal commands contain that :class:`~domain.maumau.commands.Challenge`, except the seat to move,
   is asked in seat order after the forgetter; a bot that returns the challenge makes it (the first
   one wins the window), anything else counts as "no";
2. the seat to move asks its bot for one command (it may challenge too, or, as the next player,
   close an open "Mau-Mau" window) and the command is decided and applied.

Every accepted command counts as a move; ``max_moves`` is a safety valve that abandons a round
that does not end (the match then stops, since its state is mid-round).

Seeds (documented so a run can be reproduced and every deal verified): round ``r`` (1-based) of a
match with seed ``S`` is dealt from ``sha256(b"maumau/sim/round/v1:" + S + r.to_bytes(4, "big"))``;
the ``k``-th match (0-based) of :func:`simulate_rounds` with seed ``S`` has the seed
``sha256(b"maumau/sim/match/v1:" + S + k.to_bytes(4, "big"))``.

Runs split into independent units, so that any number of processes gives the same results
(:func:`simulate_block`, :func:`simulate_match`): block ``b`` of a run seeded ``S`` is
:func:`simulate_rounds` seeded ``sha256(b"maumau/sim/block/v1:" + S + b.to_bytes(4, "big"))``, its
bots drawing from ``random.Random`` of that seed; match ``k`` of a run of whole matches is
:func:`play_match` seeded :func:`match_seed` (``S``, ``k``), its bots drawing from
``random.Random`` of that seed.

Rotation (``rotate=True``, the balance lab's design of experiments): the engine always deals
round 1 of a match to start at its seat 0, so a fixed line-up gives the bot at seat 0 the first
move of every match.  With rotation the line-up's seat numbers are turned against the engine's:
match ``i`` of a run of whole matches (match ``k`` of block ``b``: ``i = b + k``) sits line-up
seat ``(e + i) mod n`` at engine seat ``e``, so the match starts at line-up seat ``i mod n``,
and every bot sits at every position of the first round equally often over each ``n``
consecutive matches.  The deals do not change: match ``i`` keeps its seed.  The returned
:class:`RoundStats` are in line-up seats (``first_seat``, ``winner`` and every per-seat tuple);
recorded events stay in engine seats.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from domain.errors import RuleViolation
from domain.maumau.bot_registry import BOTS
from domain.maumau.bots import Bot
from domain.maumau.commands import Challenge, StartMatch, StartRound
from domain.maumau.decide import decide
from domain.maumau.events import CallMissed, CardsDealt, DrawPileReshuffled, Event, PenaltyApplied
from domain.maumau.evolve import apply_in_place
from domain.maumau.legal import acting_seat, challengers
from domain.maumau.rules import RuleSet
from domain.maumau.state import BETWEEN_ROUNDS, FINISHED, PLAYING, State, initial_state
from domain.maumau.view import player_view

DEFAULT_MAX_MOVES = 10_000
"""Safety valve: a round still running after this many accepted commands is abandoned."""


_COUNTED = frozenset((CallMissed, PenaltyApplied, DrawPileReshuffled, CardsDealt))


class SimulationError(Exception):
    """A bot broke the protocol: no command when it had to move, or a command ``decide`` refused."""


@dataclass(frozen=True, slots=True)
class RoundStats:
    """What happened in one simulated round.

    ``winner`` is ``None`` when the safety valve stopped the round (``valve``); ``reason`` is the
    :class:`~domain.maumau.events.RoundWon` reason ("out", "blocked") or ``"valve"``.  ``forgotten_calls``
    counts :class:`~domain.maumau.events.CallMissed` events, ``penalties`` :class:`~domain.maumau.events.PenaltyApplied`
    events, ``reshuffles`` :class:`~domain.maumau.events.DrawPileReshuffled` events.

    Per seat (balance studies): ``dealt`` the hands as dealt, ``hands_left`` the hands at the end
    (empty when the valve stopped the round), ``forgotten_by_seat`` its forgotten calls,
    ``penalties_by_seat`` the penalties it received and ``penalty_cards_by_seat`` the cards they
    cost; ``seed`` the seed (hex) the round was dealt from.
    """

    round_no: int
    first_seat: int
    winner: int | None
    reason: str
    moves: int
    events: int
    reshuffles: int
    forgotten_calls: int
    penalties: int
    valve: bool
    points: tuple[int, ...] = ()
    dealt: tuple[tuple[int, ...], ...] = ()
    hands_left: tuple[tuple[int, ...], ...] = ()
    forgotten_by_seat: tuple[int, ...] = ()
    penalties_by_seat: tuple[int, ...] = ()
    penalty_cards_by_seat: tuple[int, ...] = ()
    seed: str = ""


@dataclass(slots=True)
class RoundResult:
    """A round's statistics and, when recorded, its events (start events included)."""

    stats: RoundStats
    events: list[Event] = field(default_factory=list)


@dataclass(slots=True)
class MatchResult:
    """A simulated match: per-round results, the final state and, when recorded, every event."""

    rounds: list[RoundResult]
    state: State
    events: list[Event] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        """True when the match rule ended the match (not a round limit or the safety valve)."""
        return self.state.phase == FINISHED

    @property
    def winners(self) -> tuple[int, ...]:
        """The match winners (empty unless :attr:`finished`)."""
        return self.state.winners


def round_seed(match_seed: bytes, round_no: int) -> bytes:
    """The 32-byte seed dealing round ``round_no`` (1-based) of a match seeded ``match_seed``."""
    return hashlib.sha256(b"maumau/sim/round/v1:" + match_seed + round_no.to_bytes(4, "big")).digest()


def match_seed(run_seed: bytes, match_index: int) -> bytes:
    """The seed of the ``match_index``-th (0-based) match of a :func:`simulate_rounds` run."""
    return hashlib.sha256(b"maumau/sim/match/v1:" + run_seed + match_index.to_bytes(4, "big")).digest()


def lineup_offset(match_index: int, seats: int) -> int:
    """The rotation of match ``match_index`` (see the module docstring): it starts at line-up
    seat ``match_index mod seats``."""
    return match_index % seats


def _seated(bots: Sequence[Bot], offset: int) -> list[Bot]:
    """The bots by engine seat when line-up seat ``(e + offset) mod n`` sits at engine seat ``e``."""
    n = len(bots)
    return [bots[(e + offset) % n] for e in range(n)]


def _turn(values: tuple[int, ...], offset: int) -> tuple[int, ...]:
    """A per-seat tuple from engine seats to line-up seats (line-up seat ``s`` is engine seat
    ``(s - offset) mod n``)."""
    n = len(values)
    if n == 0 or offset % n == 0:
        return values
    return tuple(values[(s - offset) % n] for s in range(n))


def to_lineup(stats: RoundStats, offset: int, seats: int) -> RoundStats:
    """``stats`` of a round played with rotation ``offset``, in line-up seats."""
    if offset % seats == 0:
        return stats
    return RoundStats(
        stats.round_no,
        (stats.first_seat + offset) % seats,
        None if stats.winner is None else (stats.winner + offset) % seats,
        stats.reason,
        stats.moves,
        stats.events,
        stats.reshuffles,
        stats.forgotten_calls,
        stats.penalties,
        stats.valve,
        _turn(stats.points, offset),
        tuple(_turn_hands(stats.dealt, offset)),
        tuple(_turn_hands(stats.hands_left, offset)),
        _turn(stats.forgotten_by_seat, offset),
        _turn(stats.penalties_by_seat, offset),
        _turn(stats.penalty_cards_by_seat, offset),
        stats.seed,
    )


def _turn_hands(hands: tuple[tuple[int, ...], ...], offset: int) -> list[tuple[int, ...]]:
    n = len(hands)
    return [hands[(s - offset) % n] for s in range(n)] if n else []


def _apply_all(state: State, events: list[Event], sink: list[Event] | None) -> int:
    for event in events:
        apply_in_place(state, event)
    if sink is not None:
        sink.extend(events)
    return len(events)


def start_match(rules: RuleSet, seats: int, sink: list[Event] | None = None) -> State:
    """A fresh private state with the match started (events appended to ``sink`` if given)."""
    state = initial_state()
    _apply_all(state, decide(state, StartMatch(rules, seats)), sink)
    return state


def play_round(
    state: State,
    bots: Sequence[Bot],
    rng: random.Random,
    max_moves: int = DEFAULT_MAX_MOVES,
    seed: bytes | None = None,
    record: bool = True,
) -> RoundResult:
    """Play one round on ``state`` (changed in place) with ``bots[seat]`` at each seat.

    With ``seed`` the round is first started from it (``state`` must be between rounds);
    without, ``state`` must be in a running round.  Returns the round's statistics and, with
    ``record``, its events.  Raises :class:`SimulationError` when a bot misbehaves.
    """
    events: list[Event] = []  # the round's events (kept even without ``record``, for the counts)
    apply = apply_in_place
    view = player_view

    def run(command: object) -> None:
        try:
            out = decide(state, command)
        except RuleViolation as exc:
            raise SimulationError(f"decide refused {command!r}: {exc}") from exc
        for event in out:
            apply(state, event)
        events.extend(out)

    if seed is not None:
        run(StartRound(seed=seed))
    if state.phase != PLAYING:
        raise SimulationError(f"no round to play (phase {state.phase})")
    seats = state.seats
    if len(bots) != seats:
        raise SimulationError(f"{len(bots)} bots for {seats} seats")
    round_no, first_seat = state.round_no, state.first_seat
    moves = 0
    valve = False
    while state.phase == PLAYING:
        if moves >= max_moves:
            valve = True
            break
        turn = state.turn
        if state.window_seat >= 0 or state.mau_open >= 0:
            for other in challengers(state):
                command = bots[other](view(state, other), rng)
                if type(command) is Challenge:
                    run(command)
                    moves += 1
                    break
            if state.phase != PLAYING:
                break
            turn = acting_seat(state)
        command = bots[turn](view(state, turn), rng)
        if command is None:
            raise SimulationError(f"the bot at seat {turn} returned no command although it is to move")
        # The hot path: run(command), inlined.
        try:
            out = decide(state, command)
        except RuleViolation as exc:
            raise SimulationError(f"decide refused {command!r}: {exc}") from exc
        for event in out:
            apply(state, event)
        events.extend(out)
        moves += 1
    n_events = len(events)
    reshuffles = forgotten = penalties = 0
    dealt: tuple[tuple[int, ...], ...] = ()
    forgotten_by = [0] * seats
    penalties_by = [0] * seats
    penalty_cards_by = [0] * seats
    for event in events:
        kind = type(event)
        if kind in _COUNTED:
            if kind is CallMissed:
                forgotten += 1
                forgotten_by[event.seat] += 1  # type: ignore[union-attr]
            elif kind is PenaltyApplied:
                penalties += 1
                penalties_by[event.seat] += 1  # type: ignore[union-attr]
                penalty_cards_by[event.seat] += event.count  # type: ignore[union-attr]
            elif kind is CardsDealt:
                dealt = event.hands  # type: ignore[union-attr]
            else:
                reshuffles += 1
    last = state.last_round
    per_seat = (tuple(forgotten_by), tuple(penalties_by), tuple(penalty_cards_by))
    if not valve and last is not None and last.round_no == round_no:
        stats = RoundStats(
            round_no,
            first_seat,
            last.seat,
            last.reason,
            moves,
            n_events,
            reshuffles,
            forgotten,
            penalties,
            False,
            last.points,
            dealt,
            last.hands,
            *per_seat,
            state.seed,
        )
    else:
        stats = RoundStats(
            round_no,
            first_seat,
            None,
            "valve",
            moves,
            n_events,
            reshuffles,
            forgotten,
            penalties,
            True,
            (),
            dealt,
            (),
            *per_seat,
            state.seed,
        )
    return RoundResult(stats, events if record else [])


def play_match(
    rules: RuleSet,
    seats: int,
    seed: bytes,
    bots: Sequence[Bot],
    rng: random.Random,
    *,
    max_moves: int = DEFAULT_MAX_MOVES,
    max_rounds: int | None = None,
    record: bool = True,
    offset: int = 0,
) -> MatchResult:
    """Play a match of ``rules`` for ``seats`` bots until the match rule ends it, ``max_rounds``
    rounds were played, or a round hits the safety valve.  Round ``r`` is dealt from
    :func:`round_seed` (``seed``, ``r``).  With ``record`` every event of the match is kept.
    ``offset`` rotates the line-up (``bots`` by line-up seat; see the module docstring): the
    rounds' statistics come back in line-up seats."""
    events: list[Event] = []
    state = start_match(rules, seats, events if record else None)
    rounds: list[RoundResult] = []
    seated = _seated(bots, offset) if offset % seats else bots
    while state.phase == BETWEEN_ROUNDS and (max_rounds is None or len(rounds) < max_rounds):
        result = play_round(state, seated, rng, max_moves, round_seed(seed, state.round_no + 1), record)
        if offset % seats:
            result.stats = to_lineup(result.stats, offset, seats)
        rounds.append(result)
        if record:
            events.extend(result.events)
        if result.stats.valve:
            break
    return MatchResult(rounds, state, events)


def simulate_rounds(
    rules: RuleSet,
    seats: int,
    rounds: int,
    seed: bytes,
    bots: Sequence[Bot],
    rng: random.Random | None = None,
    *,
    max_moves: int = DEFAULT_MAX_MOVES,
    record: bool = False,
    on_round: Callable[[RoundResult], None] | None = None,
    rotate: bool = False,
    first_match: int = 0,
) -> list[RoundResult]:
    """Play exactly ``rounds`` rounds in consecutive matches (a new match starts when one ends or
    a round hits the valve), so the first seat rotates as in real play.  Match ``k`` has the seed
    :func:`match_seed` (``seed``, ``k``); ``rng`` defaults to ``random.Random(seed)``.
    ``on_round`` is called after each round (progress bars).  With ``rotate`` match ``k`` starts
    at line-up seat ``(first_match + k) mod seats`` (see the module docstring)."""
    rng = random.Random(seed) if rng is None else rng  # noqa: S311 - bot choices, not secrets
    results: list[RoundResult] = []
    k = 0
    while len(results) < rounds:
        mseed = match_seed(seed, k)
        offset = lineup_offset(first_match + k, seats) if rotate else 0
        seated = _seated(bots, offset) if offset else bots
        k += 1
        state = start_match(rules, seats)
        while state.phase == BETWEEN_ROUNDS and len(results) < rounds:
            result = play_round(state, seated, rng, max_moves, round_seed(mseed, state.round_no + 1), record)
            if offset:
                result.stats = to_lineup(result.stats, offset, seats)
            results.append(result)
            if on_round is not None:
                on_round(result)
            if result.stats.valve:
                break
    return results


def block_seed(run_seed: bytes, block: int) -> bytes:
    """The seed of block ``block`` (0-based) of a run seeded ``run_seed`` (see the module docstring)."""
    return hashlib.sha256(b"maumau/sim/block/v1:" + run_seed + block.to_bytes(4, "big")).digest()


def simulate_block(
    rules: RuleSet,
    seats: int,
    rounds: int,
    run_seed: bytes,
    block: int,
    bots: Sequence[Bot],
    *,
    max_moves: int = DEFAULT_MAX_MOVES,
    record: bool = False,
    rotate: bool = False,
) -> list[RoundResult]:
    """Block ``block`` of a run: ``rounds`` rounds of :func:`simulate_rounds` seeded
    :func:`block_seed` (``run_seed``, ``block``), bots drawing from ``random.Random`` of that seed.
    A block depends on nothing but its arguments, so blocks may be played in any process and order.
    With ``rotate`` match ``k`` of the block starts at line-up seat ``(block + k) mod seats``."""
    seed = block_seed(run_seed, block)
    rng = random.Random(seed)  # noqa: S311 - bot choices, not secrets
    return simulate_rounds(
        rules, seats, rounds, seed, bots, rng, max_moves=max_moves, record=record, rotate=rotate, first_match=block
    )


def simulate_match(
    rules: RuleSet,
    seats: int,
    run_seed: bytes,
    match_index: int,
    bots: Sequence[Bot],
    *,
    max_moves: int = DEFAULT_MAX_MOVES,
    max_rounds: int | None = None,
    record: bool = False,
    rotate: bool = False,
) -> MatchResult:
    """Match ``match_index`` of a run of whole matches: :func:`play_match` seeded :func:`match_seed`
    (``run_seed``, ``match_index``), bots drawing from ``random.Random`` of that seed; at most
    ``max_rounds`` rounds (an open-ended ruleset has no end of its own).  With ``rotate`` the
    match starts at line-up seat ``match_index mod seats``."""
    seed = match_seed(run_seed, match_index)
    rng = random.Random(seed)  # noqa: S311 - bot choices, not secrets
    offset = lineup_offset(match_index, seats) if rotate else 0
    return play_match(
        rules, seats, seed, bots, rng, max_moves=max_moves, max_rounds=max_rounds, record=record, offset=offset
    )


def random_rounds(
    rules: RuleSet, seats: int, rounds: int, seed: bytes = b"maumau", record: bool = True
) -> list[RoundResult]:
    """``rounds`` rounds of :func:`~domain.maumau.bots.random_bot` self-play (tests, benchmarks)."""
    return simulate_rounds(rules, seats, rounds, seed, [BOTS["random"]] * seats, record=record)


__all__ = [
    "DEFAULT_MAX_MOVES",
    "MatchResult",
    "RoundResult",
    "RoundStats",
    "SimulationError",
    "block_seed",
    "lineup_offset",
    "match_seed",
    "play_match",
    "play_round",
    "random_rounds",
    "round_seed",
    "simulate_block",
    "simulate_match",
    "simulate_rounds",
    "start_match",
    "to_lineup",
]
