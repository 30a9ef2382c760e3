"""Helpers of the Punto Banco tests: run commands through the pure decider, seeds, card lists."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import replace

from domain.cards import parse_card
from domain.puntobanco.commands import DealCoup, GrantChips, OpenTable, PBCommand, StartShoe
from domain.puntobanco.decide import decide
from domain.puntobanco.events import PBEvent
from domain.puntobanco.evolve import fold
from domain.puntobanco.rules import DEFAULT_RULES, PuntoBancoRules
from domain.puntobanco.shoe import canonical_shoe
from domain.puntobanco.state import PBState


def seed(n: int) -> bytes:
    """A fixed 32-byte shoe seed."""
    return hashlib.sha256(b"pb-tests" + n.to_bytes(4, "big")).digest()


def cards(text: str) -> tuple[int, ...]:
    """``"H4 S3"`` -> engine ints."""
    return tuple(parse_card(c) for c in text.split())


def run(state: PBState, *commands: PBCommand) -> tuple[PBState, list[PBEvent]]:
    """Decide and apply ``commands`` one after the other; the state and every event."""
    out: list[PBEvent] = []
    for command in commands:
        events = decide(state, command)
        state = fold(events, state)
        out.extend(events)
    return state, out


def table(rules: PuntoBancoRules = DEFAULT_RULES, grants: Iterable[tuple[str, int]] = ()) -> PBState:
    """An open table with the grants made."""
    state, _ = run(PBState(), OpenTable(rules), *(GrantChips(p, a) for p, a in grants))
    return state


def stacked_order(front: Sequence[int], decks: int) -> tuple[int, ...]:
    """An explicit shoe order starting with ``front`` (the rest of the shoe after it, sorted)."""
    rest = list(canonical_shoe(decks))
    for card in front:
        rest.remove(card)
    return (*front, *rest)


NO_BURN = replace(DEFAULT_RULES, burn="none")
"""Default rules without a burn (explicit shoes start dealing at their first card)."""


def with_explicit_shoe(state: PBState, front: Sequence[int]) -> PBState:
    """``state`` with a shoe laid out to deal ``front`` first."""
    assert state.rules is not None
    state, _ = run(state, StartShoe(order=stacked_order(front, state.rules.decks)))
    return state


def deal(state: PBState) -> tuple[PBState, list[PBEvent]]:
    """Deal one coup."""
    return run(state, DealCoup())
