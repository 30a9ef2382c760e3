"""Mau-Mau as a :class:`~domain.game_module.GameModule`: its decider, who may sit, its host commands.

Seats: a table has 2 to 10 seats (its ruleset narrows that); the host may seat the bots of
:data:`domain.maumau.bot_registry.BOTS`; while a match runs (started, not finished) each seat belongs to whoever
started the match in it (``MatchStarted.players``).  Host and system commands: ``start`` (every
seat filled: the match starts and its first round is dealt), ``start_again`` (the system's retry:
a match already started is no error, no events), ``next_round``, ``end``, ``end_if_open`` (a
finished match: no events) and ``reveal`` (a sealed match's ended rounds).

How a round is dealt (RULES.md §7): from the table's explicit deck (its first round), from its
table seed (duplicate deals) or from a fresh random seed (:func:`round_command`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.game_module import GameModule, HostCommand, SeatPolicy, TableFacts, TableNotReady
from domain.maumau.bot_registry import BOTS
from domain.maumau.commands import EndMatch, RevealDeals, StartMatch, StartRound
from domain.maumau.decide import decide
from domain.maumau.events import Event
from domain.maumau.evolve import fold
from domain.maumau.game import MAUMAU
from domain.maumau.rules import RuleSet
from domain.maumau.state import FINISHED, NEW, Phase, State
from domain.shuffle import table_round_seed
from domain.turn_clock import TurnClock

__all__ = ["MAUMAU_MODULE", "MauMauSetup", "match_owners", "round_command"]


@dataclass(frozen=True, slots=True)
class MauMauSetup:
    """What a Mau-Mau table's host commands need of its set-up: the ruleset snapshot and its
    id, the seat count, the table seed (duplicate deals) or explicit first deck, and what the
    match records of the table's settings (rated, the turn clock, sealed)."""

    rules: RuleSet
    seats: int
    ruleset_id: str
    seed: bytes | None = None
    deck: tuple[int, ...] | None = None
    rated: bool = False
    clock: TurnClock | None = None
    sealed: bool = False


def round_command(setup: MauMauSetup, round_no: int, fresh_seed: Callable[[], bytes], at: int | None) -> StartRound:
    """How round ``round_no`` of a table is dealt: its explicit deck (first round), its table seed
    (duplicate deals) or ``fresh_seed()``; ``at`` starts the first turn's clock."""
    if setup.seed is not None:
        seed = table_round_seed(setup.seed, round_no)
    elif setup.deck is not None and round_no == 1:
        return StartRound(deck=setup.deck, at=at)
    else:
        seed = fresh_seed()
    return StartRound(seed=seed, deck=setup.deck if round_no == 1 else None, at=at)


def match_owners(state: State) -> tuple[str | None, ...] | None:
    """While a match runs (started, not finished): per seat the handle that started it there
    (``bot:<name>`` for a bot; ``None`` where the match named nobody).  ``None`` when no match
    runs, so the seats are free to take."""
    if state.phase not in (Phase.BETWEEN_ROUNDS, Phase.PLAYING):
        return None
    players = tuple(state.players)
    return players if len(players) == state.seats else (None,) * state.seats


def _start(facts: TableFacts, state: State) -> list[Event]:
    """Start the match with the seated occupants and deal its first round (409 ``seats_empty``
    while a seat is empty)."""
    setup: MauMauSetup = facts.setup
    empty = facts.empty_seats
    if empty:
        raise TableNotReady("seats_empty", f"every seat must be taken first; empty: {', '.join(map(str, empty))}")
    seated = [o for o in facts.occupants if o is not None]
    events = decide(
        state,
        StartMatch(
            setup.rules,
            setup.seats,
            tuple(o.name for o in seated),
            player_ids=tuple(o.player_id for o in seated),
            ruleset_id=setup.ruleset_id,
            rated=setup.rated,
            clock=setup.clock,
            sealed=setup.sealed,
        ),
    )
    started = fold(events, state)
    return events + decide(started, round_command(setup, started.round_no + 1, facts.fresh_seed, facts.at))


def _start_again(facts: TableFacts, state: State) -> list[Event]:
    """The system's start: a match already started is no error but no events (a retry)."""
    return [] if state.phase != NEW else _start(facts, state)


def _next_round(facts: TableFacts, state: State) -> list[Event]:
    """Deal the next round of a running match."""
    return decide(state, round_command(facts.setup, state.round_no + 1, facts.fresh_seed, facts.at))


def _end(_facts: TableFacts, state: State) -> list[Event]:
    """End an open-ended match between rounds."""
    return decide(state, EndMatch())


def _end_if_open(facts: TableFacts, state: State) -> list[Event]:
    """The system's end: a finished match gives no events."""
    return [] if state.phase == FINISHED else _end(facts, state)


def _reveal(_facts: TableFacts, state: State) -> list[Event]:
    """Reveal a sealed match's ended rounds (nothing left to reveal: no events)."""
    return decide(state, RevealDeals())


MAUMAU_MODULE: GameModule[State, object, Event] = GameModule(
    decider=MAUMAU,
    seats=SeatPolicy(seat_counts=(2, 10), bots=tuple(BOTS), owners=match_owners),
    host_commands={
        "start": HostCommand("start", _start),
        "start_again": HostCommand("start", _start_again),
        "next_round": HostCommand("next_round", _next_round),
        "end": HostCommand("end", _end),
        "end_if_open": HostCommand("end", _end_if_open),
        "reveal": HostCommand("reveal", _reveal),
    },
)
"""Mau-Mau, as ``infrastructure.services.bootstrap`` registers it."""
