"""The chips ledger over 10,000 bot coups: every chip is accounted for after every batch.

Bots of every strategy bet at one table through the decider (the very ``decide``/``evolve`` the
service runs); the host grants chips at the start and tops up a bot that went broke.  After each
batch of events: the sum of the balances plus the house's result equals the chips granted (both
folded from the events, and as ``CoupSettled.house_total`` says), no balance is negative, every
balance an event records is the fold's, and each coup is one batch in the order
closed -> dealt -> settled.  A bet above the balance is refused and changes nothing.
"""

from __future__ import annotations

from collections import Counter

import pytest

from domain.errors import RuleViolation
from domain.puntobanco.bots import STRATEGIES, base_stake, bot_bet
from domain.puntobanco.commands import DealCoup, GrantChips, PlaceBet, StartShoe
from domain.puntobanco.decide import decide
from domain.puntobanco.events import (
    BetPlaced,
    BetReturned,
    BetsClosed,
    BetSettled,
    ChipsGranted,
    CoupDealt,
    CoupSettled,
    PBEvent,
    ShoeFinished,
)
from domain.puntobanco.evolve import fold
from domain.puntobanco.rules import DEFAULT_RULES
from domain.puntobanco.state import LastBet, PBState
from tests.puntobanco.helpers import run, seed, table

BOTS = [("banker", 0), ("player", 1), ("tie", 2), ("martingale", 3), ("follow", 4), ("martingale", 5)]


def _check_batch(before: PBState, events: list[PBEvent], after: PBState) -> None:
    """The ledger's invariants over one batch."""
    assert sum(after.balances.values()) + after.house == after.granted
    assert all(v >= 0 for v in after.balances.values()), after.balances
    running = dict(before.balances)
    for event in events:
        if isinstance(event, ChipsGranted):
            running[event.player] = running.get(event.player, 0) + event.amount
        elif isinstance(event, BetPlaced):
            running[event.player] -= event.amount
        elif isinstance(event, BetSettled | BetReturned):
            running[event.player] += event.paid if isinstance(event, BetSettled) else event.amount
        else:
            continue
        assert event.balance == running[event.player] >= 0
    assert running == dict(after.balances)
    settled = [e for e in events if isinstance(e, CoupSettled)]
    if settled:
        assert settled[-1].house_total == after.house


def test_ten_thousand_bot_coups_conserve_every_chip() -> None:
    state = table(grants=[(f"bot:{name}@{seat}", 2_000) for name, seat in BOTS])
    coups = shoes = 0
    outcomes: Counter[str] = Counter()
    bets_by_spot: Counter[str] = Counter()
    results: Counter[str] = Counter()
    while coups < 10_000:
        if state.shoe is None:
            shoes += 1
            state, _ = run(state, StartShoe(seed=seed(10_000 + shoes)))
        batch: list[PBEvent] = []
        s = state
        for name, seat in BOTS:
            player = f"bot:{name}@{seat}"
            if s.balances.get(player, 0) < base_stake(DEFAULT_RULES, "banker"):
                events = decide(s, GrantChips(player, 1_000))  # the host tops a broke bot up
                s = fold(events, s)
                batch += events
            command = bot_bet(name, s, seat, player)
            if command is not None:
                events = decide(s, command)
                s = fold(events, s)
                batch += events
        events = decide(s, DealCoup())
        kinds = [type(e) for e in events]
        assert kinds[:2] == [BetsClosed, CoupDealt]
        assert kinds[2:-1].count(BetSettled) == len(s.bets)
        assert kinds[-1] in (CoupSettled, ShoeFinished)
        after = fold(events, s)
        batch += events
        _check_batch(state, batch, after)
        for e in events:
            if isinstance(e, CoupDealt):
                outcomes[e.outcome] += 1
            if isinstance(e, BetSettled):
                bets_by_spot[e.spot] += 1
                results[e.result] += 1
        state = after
        coups += 1
    assert sum(outcomes.values()) == 10_000
    assert shoes >= 10_000 // 85
    assert set(bets_by_spot) == {"player", "banker", "tie"}
    assert set(results) == {"win", "lose", "push"}
    assert state.house > 0, "over 10,000 coups the house edge shows"
    assert state.granted == sum(state.balances.values()) + state.house


def test_the_martingale_doubles_after_a_loss_and_starts_again_after_a_win() -> None:
    state = table(grants=[("m", 1_000)])
    state, _ = run(state, StartShoe(seed=seed(1)))
    assert bot_bet("martingale", state, 0, "m") == PlaceBet(0, "m", "player", 20)
    lost = _with_last(state, "m", LastBet("player", 80, "lose"))
    assert bot_bet("martingale", lost, 0, "m") == PlaceBet(0, "m", "player", 160)
    assert bot_bet("martingale", _with_last(state, "m", LastBet("player", 80, "push")), 0, "m").amount == 80  # type: ignore[union-attr]
    assert bot_bet("martingale", _with_last(state, "m", LastBet("player", 80, "win")), 0, "m").amount == 20  # type: ignore[union-attr]
    # Doubling past the balance (or the table maximum) starts again from the smallest bet.
    broke = _with_last(state, "m", LastBet("player", 640, "lose"))
    assert bot_bet("martingale", broke, 0, "m").amount == 20  # type: ignore[union-attr]


def _with_last(state: PBState, player: str, last: LastBet) -> PBState:
    from dataclasses import replace

    return replace(state, last_bets={**state.last_bets, player: last})


def test_a_bot_never_bets_more_than_it_holds_and_sits_out_when_broke() -> None:
    state = table(grants=[("poor", 19)])
    state, _ = run(state, StartShoe(seed=seed(1)))
    for name in STRATEGIES:
        assert bot_bet(name, state, 0, "poor") is None
    state, _ = run(state, GrantChips("poor", 1), PlaceBet(0, "poor", "player", 20))
    assert bot_bet("player", state, 0, "poor") is None, "one bet per seat and coup for a bot"


@pytest.mark.parametrize("amount", [41, 1_000])
def test_a_bet_above_the_balance_is_refused_and_changes_nothing(amount: int) -> None:
    state = table(grants=[("alice", 40)])
    state, _ = run(state, StartShoe(seed=seed(2)))
    with pytest.raises(RuleViolation) as refused:
        decide(state, PlaceBet(0, "alice", "player", amount))
    assert refused.value.rule == "insufficient_chips"
    assert state.balances == {"alice": 40}
    assert state.bets == ()
    state, _ = run(state, PlaceBet(0, "alice", "player", 40))
    assert state.balances == {"alice": 0}
