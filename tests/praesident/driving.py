"""Helpers of the Präsident tests: a game from a tag, a table position built by hand, a bot game."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from domain.praesident.cards import parse
from domain.praesident.commands import DealRound, Start
from domain.praesident.decide import decide
from domain.praesident.events import Event
from domain.praesident.evolve import fold
from domain.praesident.legal import legal_commands
from domain.praesident.rules import STANDARD, Rules
from domain.praesident.state import PLAYING, State
from domain.praesident.view import to_act, view

Bot = Callable[[Mapping[str, Any], Sequence[Any], random.Random], Any]


def seed_of(tag: str) -> bytes:
    return hashlib.sha256(f"praesident-test/{tag}".encode()).digest()


def cards(text: str) -> tuple[int, ...]:
    """``"H5 C5 JK1"`` -> card ints."""
    return tuple(parse(t) for t in text.split())


def new_game(rules: Rules, seats: int, tag: str, deck: tuple[int, ...] | None = None) -> tuple[State, list[Event]]:
    events = decide(State(), Start(tuple(f"p{i}" for i in range(seats)), rules, seed_of(tag), deck))
    return fold(events), events


def position(
    hands: Sequence[str],
    *,
    turn: int = 0,
    top: str = "",
    last: int = -1,
    passed: Sequence[int] = (),
    rules: Rules = STANDARD,
    revolution: bool = False,
    places: Sequence[int] | None = None,
) -> State:
    """A playing position built by hand (each hand as card names)."""
    n = len(hands)
    return State(
        phase=PLAYING,
        rules=rules,
        players=tuple(f"p{i}" for i in range(n)),
        round_no=1,
        hands=tuple(tuple(sorted(cards(h))) for h in hands),
        turn=turn,
        top=cards(top),
        trick=cards(top),
        last_player=last,
        passed=tuple(i in passed for i in range(n)),
        revolution=revolution,
        places=tuple(places) if places is not None else (0,) * n,
        totals=(0,) * n,
        titles=("",) * n,
    )


def play_game(
    rules: Rules,
    seats: int,
    tag: str,
    bots: Sequence[Bot],
    *,
    on_state: Callable[[State], None] | None = None,
    seen: list[Any] | None = None,
) -> tuple[State, list[Event]]:
    """A whole game of ``bots`` (one per seat), every decision through ``decide``."""
    state, events = new_game(rules, seats, tag)
    rng = random.Random(tag)
    while state.phase != "over":
        if on_state is not None:
            on_state(state)
        if state.phase == "between":
            batch = decide(state, DealRound())
        else:
            seat = to_act(state)[0]
            legal = legal_commands(state, seat)
            shown = view(state, seat)
            if seen is not None:
                seen.append(shown)
            batch = decide(state, bots[seat](shown, legal, rng))
        events.extend(batch)
        state = fold(batch, state)
    return state, events


def with_rules(rules: Rules, **changes: Any) -> Rules:
    return replace(rules, **changes)
