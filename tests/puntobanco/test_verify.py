"""Verifying a finished shoe from its events: a fair shoe passes; any tampering is named."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from domain.puntobanco.commands import DealCoup, PlaceBet, StartShoe
from domain.puntobanco.events import BetSettled, CardsBurned, CoupDealt, CoupSettled, PBEvent, ShoeFinished, ShoeStarted
from domain.puntobanco.rules import DEFAULT_RULES, PuntoBancoRules
from domain.puntobanco.verify import verify_shoe
from tests.puntobanco.helpers import NO_BURN, run, seed, stacked_order, table


def _shoe(rules: PuntoBancoRules = DEFAULT_RULES, explicit: bool = False) -> list[PBEvent]:
    """The events of one whole shoe with bets on every spot."""
    state = table(rules, grants=[("a", 10**6), ("b", 10**6)])
    start = StartShoe(order=stacked_order((), rules.decks)[::-1]) if explicit else StartShoe(seed=seed(42))
    state, events = run(state, start)
    while state.shoe is not None:
        state, new = run(
            state, PlaceBet(0, "a", "banker", 100), PlaceBet(1, "b", "player", 40), PlaceBet(1, "b", "tie", 20)
        )
        events += new
        state, new = run(state, DealCoup())
        events += new
    return events


def test_a_fair_shoe_verifies() -> None:
    report = verify_shoe(DEFAULT_RULES, _shoe())
    assert report["ok"], report["problems"]
    assert report["coups"] == report["coups_ok"] > 60
    assert report["commitment_ok"]
    assert report["order_ok"]
    assert report["burn_ok"]
    assert report["settlements_ok"]


def test_an_explicit_shoe_verifies_against_its_own_digest() -> None:
    report = verify_shoe(NO_BURN, _shoe(NO_BURN, explicit=True))
    assert report["ok"], report["problems"]
    assert report["explicit"] is True


def _tamper(kind: type, change: Callable[[Any], PBEvent], index: int = 0) -> list[PBEvent]:
    events = _shoe()
    positions = [i for i, e in enumerate(events) if isinstance(e, kind)]
    events[positions[index]] = change(events[positions[index]])
    return events


@pytest.mark.parametrize(
    ("events", "problem"),
    [
        (lambda: _tamper(ShoeFinished, lambda e: replace(e, seed=seed(43).hex())), "commitment"),
        (lambda: _tamper(ShoeStarted, lambda e: replace(e, commitment="0" * 64)), "commitment"),
        (lambda: _tamper(ShoeFinished, lambda e: replace(e, order=e.order[1:] + e.order[:1])), "order"),
        (lambda: _tamper(CardsBurned, lambda e: replace(e, count=e.count + 1)), "burn"),
        (lambda: _tamper(CoupDealt, lambda e: replace(e, outcome="tie"), 5), "coup 6"),
        (lambda: _tamper(CoupDealt, lambda e: replace(e, player_cards=e.banker_cards), 2), "coup 3"),
        (lambda: _tamper(BetSettled, lambda e: replace(e, paid=e.paid + 1), 7), "settled"),
        (lambda: _tamper(CoupSettled, lambda e: replace(e, house_result=e.house_result - 5), 4), "coup 5"),
        (lambda: _tamper(ShoeFinished, lambda e: replace(e, coups=e.coups - 1)), "coups"),
    ],
    ids=["seed", "commitment", "order", "burn", "outcome", "cards", "payout", "house", "count"],
)
def test_tampering_is_found(events: Callable[[], list[PBEvent]], problem: str) -> None:
    report = verify_shoe(DEFAULT_RULES, events())
    assert not report["ok"]
    assert any(problem in p for p in report["problems"]), report["problems"]


def test_a_shoe_cut_short_is_not_a_whole_shoe() -> None:
    events = _shoe()
    assert verify_shoe(DEFAULT_RULES, events[:-3])["ok"] is False
    ended_early = [e for e in events if not isinstance(e, ShoeFinished)]
    last = next(i for i, e in enumerate(ended_early) if isinstance(e, CoupDealt) and e.cut_card)
    cut = [*ended_early[: last + 8], next(e for e in events if isinstance(e, ShoeFinished))]
    report = verify_shoe(DEFAULT_RULES, cut)
    assert not report["ok"]
