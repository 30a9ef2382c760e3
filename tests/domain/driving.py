"""A tiny driver for the property, shuffle and perft tests: start a match and a round, list every
seat's legal commands, decide and apply one command.

It goes through the public engine only (``decide``, ``fold``, ``legal_commands``), exactly like the
service, and keeps no rules of its own.
"""

from __future__ import annotations

from domain.maumau import (
    PRESETS,
    Event,
    RuleSet,
    StartMatch,
    StartRound,
    State,
    decide,
    fold,
    initial_state,
    legal_commands,
)


def seat_counts(rules: RuleSet) -> list[int]:
    """The seat counts the property tests cover: 2, 3, 4 and the ruleset's maximum."""
    lo, hi = rules.players
    return sorted({n for n in (2, 3, 4, hi) if lo <= n <= hi})


CASES: list[tuple[str, int]] = [(name, n) for name, rules in PRESETS.items() for n in seat_counts(rules)]
"""Every preset at every covered seat count: ``[("MM-001", 2), ..., ("ZONE", 10)]``."""


def step(state: State, command: object) -> tuple[State, list[Event]]:
    """Decide ``command`` and apply its events: ``(new state, events)`` (``state`` is not changed)."""
    events = decide(state, command)
    return fold(events, state), events


def new_match(rules: RuleSet, seats: int) -> tuple[State, list[Event]]:
    """A match of ``rules`` for ``seats`` players, set up but not dealt."""
    return step(initial_state(), StartMatch(rules, seats))


def new_round(
    rules: RuleSet, seats: int, seed: bytes | None = None, deck: tuple[int, ...] | None = None
) -> tuple[State, list[Event]]:
    """A new match with round 1 dealt from ``seed`` or an explicit ``deck``: ``(state, all events)``."""
    state, events = new_match(rules, seats)
    state, more = step(state, StartRound(seed=seed, deck=deck))
    return state, events + more


def all_legal(state: State) -> list[object]:
    """The legal commands of every seat, seat by seat (the moves of a node in the game tree)."""
    out: list[object] = []
    for seat in range(state.seats):
        out += legal_commands(state, seat)
    return out
