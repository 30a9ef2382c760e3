"""Equal rules: our engine and OpenSpiel's ``crazy_eights`` on the same game, move for move.

The ruleset :data:`domain.maumau.reference_rulesets.OPENSPIEL_C8` plays OpenSpiel's ``crazy_eights`` with
``use_special_cards`` on.  This module holds what the comparison needs besides the rules, none of
which decides a rule:

* the translation between OpenSpiel's actions and our cards and commands (:func:`os_card`,
  :func:`our_card`, :func:`our_actions`);
* :func:`uniform_bot`, our counterpart of OpenSpiel's uniformly random player: it picks uniformly
  among the distinct actions OpenSpiel would list (one per playable card, the draw, the pass) and
  then a suit uniformly for an 8, so both engines play the same distribution of games;
* :func:`differential_game`, which deals one of our rounds and plays it in both engines at once,
  feeding OpenSpiel's chance nodes the cards our deal and draws produced, and checks at every
  decision that both list the same legal actions for the same player;
* :func:`bench_equal_rules`, games per second of both engines with uniformly random players in one
  process (``python -m benchmarks.engine`` reports it as ``equal_rules``).

OpenSpiel is imported lazily (``pip install -e '.[bench]'``); without it the functions that need it
say so.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from domain.maumau.bots import uniform_bot
from domain.maumau.commands import Draw, Pass, PlayCards, SeatCommand, StartRound
from domain.maumau.decide import decide
from domain.maumau.events import CardDrawn, RoundStarted, StartCardTurned
from domain.maumau.evolve import apply_in_place
from domain.maumau.legal import legal_commands
from domain.maumau.reference_rulesets import OPENSPIEL_C8
from domain.maumau.rules import RuleSet
from domain.maumau.simulation import round_seed, simulate_rounds, start_match
from domain.maumau.state import PLAYING, State

OS_SUITS = "CDHS"
"""OpenSpiel's suit order (an action's suit is ``action % 4``)."""
OUR_SUITS = "CSHD"
"""Ours (a card's suit is ``card >> 4``)."""
OS_DRAW, OS_PASS, OS_NOMINATE, OS_DEALER = 52, 53, 54, 52
"""OpenSpiel's action ids: draw, pass, nominate suit (+0..3); at the first chance node, the dealer (+seat)."""
OS_MAX_TURNS = 10_000
"""OpenSpiel's turn cap, loaded far above any round: with no reshuffle a round has fewer plays than cards."""

_OS_TO_OUR_SUIT = [OUR_SUITS.index(s) for s in OS_SUITS]
_OUR_TO_OS_SUIT = [OS_SUITS.index(s) for s in OUR_SUITS]


def os_card(card: int) -> int:
    """OpenSpiel's action (card id ``rank_index * 4 + suit``) for our card int."""
    return ((card & 15) - 2) * 4 + _OUR_TO_OS_SUIT[card >> 4]


def our_card(action: int) -> int:
    """Our card int for an OpenSpiel card id (0..51)."""
    return _OS_TO_OUR_SUIT[action % 4] * 16 + action // 4 + 2


def os_suit(suit: int) -> int:
    """OpenSpiel's suit index for ours."""
    return _OUR_TO_OS_SUIT[suit]


def our_actions(commands: list[SeatCommand]) -> set[int]:
    """Our legal commands as OpenSpiel's action ids: one per playable card (wish variants are one
    action: OpenSpiel names the suit in a second step), draw, pass."""
    out: set[int] = set()
    for command in commands:
        kind = type(command)
        if kind is PlayCards:
            out.add(os_card(command.cards[0]))  # type: ignore[union-attr]
        elif kind is Draw:
            out.add(OS_DRAW)
        elif kind is Pass:
            out.add(OS_PASS)
        else:  # pragma: no cover - OPENSPIEL-C8 has no calls, so no challenges
            out.add(-1)
    return out


def load_game(players: int) -> Any:
    """OpenSpiel's ``crazy_eights`` with special cards for ``players`` (raises ``ImportError``)."""
    import pyspiel

    return pyspiel.load_game("crazy_eights", {"players": players, "use_special_cards": True, "max_turns": OS_MAX_TURNS})


# ---------------------------------------------------------------- the differential game


@dataclass
class DifferentialResult:
    """One round played in both engines: decisions compared, whether a documented difference
    stopped the comparison early (``stopped``: why), and the first disagreement (``mismatch``)."""

    seats: int
    decisions: int = 0
    plays: int = 0
    draws: int = 0
    passes: int = 0
    finished: bool = False
    stopped: str = ""
    mismatch: str = ""
    trace: list[str] = field(default_factory=list)


def _feed_chance(os_state: Any, cards: list[int], result: DifferentialResult, what: str) -> bool:
    """Deal ``cards`` (ours) at OpenSpiel's chance nodes; ``False`` (and a mismatch) if it cannot."""
    for card in cards:
        action = os_card(card)
        if not os_state.is_chance_node() or action not in os_state.legal_actions():
            result.mismatch = f"{what}: OpenSpiel cannot deal {card} (chance node: {os_state.is_chance_node()})"
            return False
        os_state.apply_action(action)
    return True


def differential_game(
    seats: int,
    seed: bytes,
    rng: random.Random,
    rules: RuleSet = OPENSPIEL_C8,
    game: Any = None,
    stop_at_known_difference: bool = True,
) -> DifferentialResult:
    """Deal our round from ``seed`` and play it in both engines with uniformly random choices,
    checking before every decision that both engines wait for the same player and list the same
    actions.  OpenSpiel's chance nodes are given the cards our deal and draws produced.

    The one known difference (a draw penalty that takes the last card of the draw pile counts as
    a pass in OpenSpiel) stops the comparison, unless ``stop_at_known_difference`` is off."""
    game = game if game is not None else load_game(seats)
    result = DifferentialResult(seats)
    state: State = start_match(rules, seats)
    events = decide(state, StartRound(seed=round_seed(seed, 1)))
    for event in events:
        apply_in_place(state, event)
    started = next(e for e in events if type(e) is StartCardTurned)
    round_started = next(e for e in events if type(e) is RoundStarted)
    os_state = game.new_initial_state()
    os_state.apply_action(OS_DEALER + (state.first_seat - 1) % seats)
    # Our deal gives card i to seat (first + i) % seats; OpenSpiel deals from the seat after the dealer.
    dealt = list(round_started.deck[: seats * rules.hand_size_for(seats)])
    if not _feed_chance(os_state, [*dealt, *started.buried, started.card], result, "deal"):
        return result
    while True:
        ours_over = state.phase != PLAYING
        if os_state.is_terminal() or ours_over:
            if os_state.is_terminal() != ours_over:
                result.mismatch = f"end: OpenSpiel terminal {os_state.is_terminal()}, ours over {ours_over}"
            result.finished = not result.mismatch
            return result
        if os_state.is_chance_node():
            result.mismatch = "OpenSpiel waits for a card nobody drew in our engine"
            return result
        player = os_state.current_player()
        if player != state.turn:
            result.mismatch = f"OpenSpiel waits for seat {player}, ours for seat {state.turn}"
            return result
        theirs = set(os_state.legal_actions())
        mine = our_actions(legal_commands(state, player))
        result.decisions += 1
        if theirs != mine:
            result.mismatch = f"seat {player}: OpenSpiel {sorted(theirs)}, ours {sorted(mine)}"
            return result
        action = sorted(theirs)[rng.randrange(len(theirs))]
        result.trace.append(os_state.action_to_string(player, action))
        if action == OS_PASS:
            result.passes += 1
            os_state.apply_action(action)
            _run(state, Pass(player))
        elif action == OS_DRAW:
            result.draws += 1
            pending = state.pending_draw
            os_state.apply_action(action)
            out = _run(state, Draw(player))
            drawn = [card for e in out if type(e) is CardDrawn for card in e.cards]
            if not _feed_chance(os_state, drawn, result, "draw"):
                return result
            if pending and not state.pile and len(drawn) == pending and not result.stopped:
                # OpenSpiel counts a draw penalty that takes the very last card as a pass towards
                # the end of the game; the next passes would end its game one pass earlier.
                result.stopped = "a draw penalty took the last card of the draw pile"
                if stop_at_known_difference:
                    return result
        else:
            result.plays += 1
            card = our_card(action)
            os_state.apply_action(action)
            wish = None
            if rules.effect_by_rank[card & 15] is not None and rules.effect_by_rank[card & 15].kind == "wish":  # type: ignore[union-attr]
                if os_state.is_terminal():
                    wish = 0  # the last card: OpenSpiel ends before the suit is named
                else:
                    nominate = set(os_state.legal_actions())
                    wishes = {
                        c.wish for c in legal_commands(state, player) if type(c) is PlayCards and c.cards == (card,)
                    }
                    if nominate != {OS_NOMINATE + os_suit(w) for w in wishes if w is not None}:
                        result.mismatch = f"suits for {card}: OpenSpiel {sorted(nominate)}, ours {sorted(wishes)}"  # type: ignore[type-var]
                        return result
                    pick = sorted(nominate)[rng.randrange(len(nominate))]
                    os_state.apply_action(pick)
                    wish = _OS_TO_OUR_SUIT[pick - OS_NOMINATE]
            _run(state, PlayCards(player, (card,), wish))


def _run(state: State, command: object) -> list[Any]:
    out = decide(state, command)
    for event in out:
        apply_in_place(state, event)
    return out


# ---------------------------------------------------------------- speed on equal rules


def _play_openspiel(game: Any, rng: random.Random) -> int:
    """One OpenSpiel game with uniformly random players (chance by its probabilities); its actions."""
    state = game.new_initial_state()
    steps = 0
    choice, choices = rng.choice, rng.choices
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = choice(state.legal_actions())
        state.apply_action(action)
        steps += 1
    return steps


def ours_games_per_s(players: int, games: int, repeats: int) -> dict[str, Any]:
    """Our side of the comparison: games/s of ``OPENSPIEL-C8`` with :func:`uniform_bot` at every
    seat through :func:`~domain.maumau.simulation.simulate_rounds` (the full rules path: a view with its
    legal commands for every bot call, ``decide``, ``apply_in_place``); medians of ``repeats`` runs
    of ``games`` games after a warm-up, wall clock and CPU time."""
    bots = [uniform_bot] * players
    simulate_rounds(OPENSPIEL_C8, players, max(5, games // 10), b"equal/warm-up", bots)
    wall: list[float] = []
    cpu: list[float] = []
    moves = 0
    for i in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        results = simulate_rounds(OPENSPIEL_C8, players, games, f"equal/{i}".encode(), bots)
        wall.append(games / (time.perf_counter() - t0))
        cpu.append(games / max(1e-9, time.process_time() - c0))
        moves += sum(r.stats.moves for r in results)
    return {
        "games_per_s": round(statistics.median(wall), 1),
        "games_per_s_cpu": round(statistics.median(cpu), 1),
        "moves_per_game": round(moves / (games * repeats), 1),
    }


def openspiel_games_per_s(players: int, games: int, repeats: int) -> dict[str, Any]:
    """OpenSpiel's side: games/s of ``crazy_eights`` (special cards, :data:`OS_MAX_TURNS`) with
    uniformly random players and chance sampled by its probabilities, in a Python loop; or why it
    did not run."""
    try:
        game = load_game(players)
    except ImportError as exc:
        return {"available": False, "reason": f"open_spiel not importable ({exc}); pip install -e '.[bench]'"}
    rng = random.Random(0)
    for _ in range(max(5, games // 10)):
        _play_openspiel(game, rng)
    wall: list[float] = []
    cpu: list[float] = []
    steps = 0
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        steps += sum(_play_openspiel(game, rng) for _ in range(games))
        wall.append(games / (time.perf_counter() - t0))
        cpu.append(games / max(1e-9, time.process_time() - c0))
    return {
        "available": True,
        "parameters": dict(game.get_parameters()),
        "games_per_s": round(statistics.median(wall), 1),
        "games_per_s_cpu": round(statistics.median(cpu), 1),
        "steps_per_game": round(steps / (games * repeats), 1),
    }


def interleaved_ratio(players: int, games: int, repeats: int) -> dict[str, Any]:
    """Wall-clock ratio ours / OpenSpiel's with the two sides interleaved: each repeat times
    ``games`` of our games, then ``games`` of OpenSpiel's, in this process, so a change of load
    hits both sides of a pair alike; the median of the per-pair ratios (and of CPU-time ratios).
    ``{"available": False, ...}`` without OpenSpiel."""
    try:
        game = load_game(players)
    except ImportError as exc:
        return {"available": False, "reason": f"open_spiel not importable ({exc}); pip install -e '.[bench]'"}
    bots = [uniform_bot] * players
    rng = random.Random(0)
    simulate_rounds(OPENSPIEL_C8, players, max(5, games // 10), b"equal/warm-up", bots)
    for _ in range(max(5, games // 10)):
        _play_openspiel(game, rng)
    ratios: list[float] = []
    ratios_cpu: list[float] = []
    for i in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        simulate_rounds(OPENSPIEL_C8, players, games, f"equal/{i}".encode(), bots)
        t1, c1 = time.perf_counter(), time.process_time()
        for _ in range(games):
            _play_openspiel(game, rng)
        t2, c2 = time.perf_counter(), time.process_time()
        ratios.append((t2 - t1) / (t1 - t0))  # same games on both sides: ours/theirs in games/s
        ratios_cpu.append((c2 - c1) / max(1e-9, c1 - c0))
    return {
        "available": True,
        "players": players,
        "games_per_repeat": games,
        "repeats": repeats,
        "ratios": [round(r, 3) for r in ratios],
        "ratio": round(statistics.median(ratios), 3),
        "ratio_cpu": round(statistics.median(ratios_cpu), 3),
    }


def play_games(side: str, players: int, games: int) -> int:
    """Play ``games`` equal-rules games of one side (``"ours"``: :data:`OPENSPIEL_C8` with
    :func:`uniform_bot`; ``"openspiel"``: ``crazy_eights``), seeded so that the first ``games`` of
    a longer run are the same games; the moves (steps) played.  What a callgrind child runs."""
    if side == "ours":
        results = simulate_rounds(OPENSPIEL_C8, players, games, b"equal/callgrind", [uniform_bot] * players)
        return sum(r.stats.moves for r in results)
    game = load_game(players)
    rng = random.Random(0)
    return sum(_play_openspiel(game, rng) for _ in range(games))


def bench_equal_rules(players: int, games: int, repeats: int, *, openspiel: bool = True) -> dict[str, Any]:
    """Both sides and the ratio ours / OpenSpiel's (wall clock; ``ratio_cpu`` on CPU time);
    without ``openspiel`` our side only."""
    report: dict[str, Any] = {"ruleset": OPENSPIEL_C8.name, "players": players, "games_per_repeat": games}
    report["repeats"] = repeats
    report["ours"] = ours_games_per_s(players, games, repeats)
    report["openspiel"] = (
        openspiel_games_per_s(players, games, repeats) if openspiel else {"available": False, "reason": "not asked"}
    )
    if report["openspiel"]["available"]:
        report["ratio"] = round(report["ours"]["games_per_s"] / report["openspiel"]["games_per_s"], 3)
        report["ratio_cpu"] = round(report["ours"]["games_per_s_cpu"] / report["openspiel"]["games_per_s_cpu"], 3)
    return report


__all__ = [
    "DifferentialResult",
    "bench_equal_rules",
    "differential_game",
    "interleaved_ratio",
    "load_game",
    "openspiel_games_per_s",
    "os_card",
    "os_suit",
    "our_actions",
    "our_card",
    "ours_games_per_s",
    "play_games",
    "uniform_bot",
]
