"""The Punto Banco decider: a table's transitions, refusals that change nothing, the atomic coup,
the cut card and the end of a shoe, closing, the codec and the redaction."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from domain.cards import card_name
from domain.errors import EventMismatch, RuleViolation
from domain.puntobanco import PUNTOBANCO
from domain.puntobanco.commands import CloseTable, DealCoup, GrantChips, OpenTable, PlaceBet, StartShoe
from domain.puntobanco.decide import decide
from domain.puntobanco.events import (
    BetPlaced,
    BetReturned,
    BetsClosed,
    BetSettled,
    CardsBurned,
    ChipsGranted,
    CoupDealt,
    CoupSettled,
    PBEvent,
    ShoeFinished,
    ShoeStarted,
    TableClosed,
    TableOpened,
)
from domain.puntobanco.evolve import evolve, fold
from domain.puntobanco.redaction import public_event
from domain.puntobanco.rules import DEFAULT_RULES
from domain.puntobanco.shoe import shoe_order
from domain.puntobanco.state import PBState
from domain.puntobanco.view import table_view
from domain.shuffle import commitment
from tests.puntobanco.helpers import NO_BURN, cards, deal, run, seed, table, with_explicit_shoe


def _refused(state: PBState, command: object, rule: str) -> None:
    with pytest.raises(RuleViolation) as refused:
        decide(state, command)  # type: ignore[arg-type]
    assert refused.value.rule == rule, refused.value.message


def test_a_table_opens_once_and_nothing_happens_before() -> None:
    _refused(PBState(), GrantChips("alice", 10), "no_table")
    state, events = run(PBState(), OpenTable(DEFAULT_RULES))
    assert events == [TableOpened(DEFAULT_RULES)]
    _refused(state, OpenTable(DEFAULT_RULES), "table_open")
    _refused(PBState(), OpenTable(replace(DEFAULT_RULES, decks=0)), "rules")


def test_grants_and_their_bounds() -> None:
    state = table()
    state, events = run(state, GrantChips("alice", 500), GrantChips("alice", 250))
    assert events == [ChipsGranted("alice", 500, 500), ChipsGranted("alice", 250, 750)]
    assert state.balances == {"alice": 750}
    assert state.granted == 750
    for bad, rule in ((0, "amount"), (10**9 + 1, "amount"), (True, "amount"), ("5", "amount")):
        _refused(state, GrantChips("alice", bad), rule)  # type: ignore[arg-type]
    _refused(state, GrantChips("", 5), "player")
    _refused(state, GrantChips("x" * 65, 5), "player")
    _refused(state, GrantChips("a b", 5), "player")
    big = state
    for _ in range(1000):
        big, _ = run(big, GrantChips("bob", 10**9))
    _refused(big, GrantChips("bob", 1), "balance_limit")


def test_a_shoe_starts_with_its_commitment_and_the_burn() -> None:
    state = table()
    state, events = run(state, StartShoe(seed=seed(1)))
    started, burned = events
    assert isinstance(started, ShoeStarted)
    assert isinstance(burned, CardsBurned)
    order = shoe_order(8, seed(1))
    assert started.order == order
    assert started.commitment == commitment(seed(1))
    assert (started.cards, started.cut_index, started.explicit) == (416, 400, False)
    rank = order[0] & 15
    assert burned.shown == order[0]
    assert burned.count == {14: 1}.get(rank, min(rank, 10))
    assert burned.hidden == order[1 : 1 + burned.count]
    assert state.shoe is not None
    assert state.shoe.pos == 1 + burned.count
    _refused(state, StartShoe(seed=seed(2)), "shoe_running")
    fresh = table()
    _refused(fresh, StartShoe(), "shoe_source")
    _refused(fresh, StartShoe(seed=seed(1), order=order), "shoe_source")
    _refused(fresh, StartShoe(seed=b"short"), "seed")
    _refused(fresh, StartShoe(order=order[:-1]), "order")
    _refused(fresh, StartShoe(order=(*order[:-1], order[0])), "order")


def test_bets_their_limits_and_refusals() -> None:
    state = table(grants=[("alice", 1000), ("bob", 30)])
    _refused(state, PlaceBet(0, "alice", "banker", 100), "no_shoe")
    state, _ = run(state, StartShoe(seed=seed(1)))
    _refused(state, PlaceBet(0, "alice", "dragon", 100), "spot")
    _refused(state, PlaceBet(7, "alice", "banker", 100), "seat")
    _refused(state, PlaceBet(-1, "alice", "banker", 100), "seat")
    _refused(state, PlaceBet(0, "alice", "player", 19), "bet_limits")
    _refused(state, PlaceBet(0, "alice", "player", 10_001), "bet_limits")
    _refused(state, PlaceBet(0, "alice", "banker", 30), "banker_bet_unit")
    _refused(state, PlaceBet(1, "bob", "player", 40), "insufficient_chips")
    _refused(state, PlaceBet(1, "carol", "player", 20), "insufficient_chips")
    state, events = run(state, PlaceBet(0, "alice", "banker", 100), PlaceBet(0, "alice", "tie", 20))
    assert [type(e) for e in events] == [BetPlaced, BetPlaced]
    assert state.balances["alice"] == 880
    _refused(state, PlaceBet(0, "alice", "banker", 100), "one_bet_per_spot")
    _refused(state, PlaceBet(0, "bob", "player", 20), "seat_in_use")
    # A refused bet changes nothing: the same state decides the same way again.
    assert decide(state, PlaceBet(1, "bob", "player", 30))[0].balance == 0  # type: ignore[union-attr]


def test_the_refusal_of_a_bet_above_the_balance_names_the_balance() -> None:
    state = table(grants=[("bob", 30)])
    state, _ = run(state, StartShoe(seed=seed(1)))
    with pytest.raises(RuleViolation) as refused:
        decide(state, PlaceBet(1, "bob", "player", 40))
    assert refused.value.rule == "insufficient_chips"
    assert "40" in refused.value.message
    assert "30" in refused.value.message


def test_a_coup_is_one_batch_closed_dealt_settled() -> None:
    # P: 4 5 (natural 9), B: 3 2.
    state = with_explicit_shoe(table(NO_BURN, grants=[("alice", 1000), ("bob", 1000)]), cards("H4 S3 D5 C2"))
    state, _ = run(
        state,
        PlaceBet(0, "alice", "banker", 100),
        PlaceBet(1, "bob", "player", 100),
        PlaceBet(1, "bob", "tie", 20),
    )
    after, events = deal(state)
    assert [type(e) for e in events] == [BetsClosed, CoupDealt, BetSettled, BetSettled, BetSettled, CoupSettled]
    closed, dealt, *settled, summary = events
    assert closed == BetsClosed(1, 1, 3, 220)
    assert isinstance(dealt, CoupDealt)
    assert (dealt.player_total, dealt.banker_total, dealt.natural, dealt.outcome) == (9, 5, True, "player")
    assert [card_name(c) for c in dealt.player_cards] == ["H4", "D5"]
    assert [(s.player, s.result, s.paid) for s in settled if isinstance(s, BetSettled)] == [
        ("alice", "lose", 0),
        ("bob", "win", 200),
        ("bob", "lose", 0),
    ]
    assert summary == CoupSettled(1, 1, "player", 3, 220, 200, 0, 20, 20)
    assert after.balances == {"alice": 900, "bob": 1080}
    assert after.house == 20
    assert after.bets == ()
    assert after.coup_no == 2


def test_banker_win_pays_less_commission_and_a_tie_pushes() -> None:
    # coup 1: P 3 4 (7), B 6 2 (8): Banker natural.  coup 2: P K 9, B 4 5: tie of naturals.
    state = with_explicit_shoe(table(NO_BURN, grants=[("alice", 1000)]), cards("H3 S6 D4 C2 SK H4 C9 D5"))
    state, _ = run(state, PlaceBet(0, "alice", "banker", 200))
    state, events = deal(state)
    assert [(e.result, e.paid, e.commission) for e in events if isinstance(e, BetSettled)] == [("win", 390, 10)]
    state, _ = run(state, PlaceBet(0, "alice", "banker", 200), PlaceBet(0, "alice", "tie", 100))
    state, events = deal(state)
    assert [(e.spot, e.result, e.paid) for e in events if isinstance(e, BetSettled)] == [
        ("banker", "push", 200),
        ("tie", "win", 900),
    ]
    assert state.balances["alice"] == 1000 + 190 + 800
    assert state.house == -990


def test_the_shoe_ends_one_coup_after_the_cut_card() -> None:
    state = table(grants=[("alice", 10**6)])
    state, _ = run(state, StartShoe(seed=seed(3)))
    shoe = state.shoe
    assert shoe is not None
    cut = shoe.cut_index
    dealt: list[CoupDealt] = []
    finished = None
    while finished is None:
        before = state.shoe
        assert before is not None
        state, events = run(state, PlaceBet(0, "alice", "player", 20), DealCoup())
        coup = next(e for e in events if isinstance(e, CoupDealt))
        used = len(coup.player_cards) + len(coup.banker_cards)
        assert coup.cut_card == (before.pos <= cut < before.pos + used)
        dealt.append(coup)
        finished = next((e for e in events if isinstance(e, ShoeFinished)), None)
        assert type(events[-1]) is (ShoeFinished if finished else CoupSettled)
    cut_coups = [i for i, c in enumerate(dealt) if c.cut_card]
    assert len(cut_coups) == 1
    assert cut_coups[0] == len(dealt) - 2, "exactly one more coup after the one that brought out the cut card"
    assert dealt[-1].last
    assert not any(c.last for c in dealt[:-1])
    assert finished.seed == seed(3).hex()
    assert finished.order == shoe_order(8, seed(3))
    assert finished.reason == "cut_card"
    assert finished.coups == len(dealt)
    assert state.shoe is None
    _refused(state, PlaceBet(0, "alice", "player", 20), "no_shoe")
    _refused(state, DealCoup(), "no_shoe")
    state, events = run(state, StartShoe(seed=seed(4)))
    assert isinstance(events[0], ShoeStarted)
    assert events[0].shoe_no == 2


@pytest.mark.parametrize("decks", [1, 2, 8])
def test_a_shoe_never_runs_short_whatever_its_order(decks: int) -> None:
    rules = replace(DEFAULT_RULES, decks=decks, cut_card_reserve=12)
    for n in range(30):
        state = table(rules)
        state, _ = run(state, StartShoe(seed=seed(100 + n)))
        while state.shoe is not None:
            state, _ = deal(state)


def test_closing_returns_open_bets_and_reveals_the_running_shoe() -> None:
    state = table(grants=[("alice", 100)])
    state, _ = run(state, StartShoe(seed=seed(5)), PlaceBet(2, "alice", "player", 60))
    assert state.balances["alice"] == 40
    state, events = run(state, CloseTable("end of the lesson"))
    assert [type(e) for e in events] == [BetReturned, ShoeFinished, TableClosed]
    assert events[0] == BetReturned(1, 1, 2, "alice", "player", 60, 100)
    finished = events[1]
    assert isinstance(finished, ShoeFinished)
    assert finished.reason == "closed"
    assert finished.seed == seed(5).hex()
    assert state.balances["alice"] == 100
    assert PUNTOBANCO.is_terminal(state)
    assert PUNTOBANCO.is_final(events[-1])
    _refused(state, GrantChips("alice", 1), "table_closed")
    _refused(state, CloseTable(), "table_closed")
    _refused(table(), CloseTable(""), "reason")


def test_evolve_refuses_events_that_do_not_fit() -> None:
    with pytest.raises(EventMismatch):
        evolve(PBState(), ChipsGranted("a", 1, 1))
    state = table()
    with pytest.raises(EventMismatch):
        evolve(state, TableOpened(DEFAULT_RULES))
    with pytest.raises(EventMismatch):
        evolve(state, BetsClosed(1, 1, 0, 0))
    redacted = ShoeStarted(1, 8, 416, 400, "c", False, None, None)
    with pytest.raises(EventMismatch):
        evolve(state, redacted)
    with pytest.raises(EventMismatch):
        evolve(state, object())  # type: ignore[arg-type]


def _full_table_events() -> list[PBEvent]:
    state = table(grants=[("alice", 10_000)])
    events: list[PBEvent] = [TableOpened(DEFAULT_RULES), ChipsGranted("alice", 10_000, 10_000)]
    state, new = run(state, StartShoe(seed=seed(6)))
    events += new
    while state.shoe is not None:
        state, new = run(state, PlaceBet(0, "alice", "banker", 20), DealCoup())
        events += new
    state, new = run(state, StartShoe(seed=seed(7)), PlaceBet(0, "alice", "tie", 20), CloseTable())
    return events + new


def test_the_codec_round_trips_every_event_through_json() -> None:
    events = _full_table_events()
    assert {type(e) for e in events} == {
        TableOpened,
        ChipsGranted,
        ShoeStarted,
        CardsBurned,
        BetPlaced,
        BetsClosed,
        CoupDealt,
        BetSettled,
        CoupSettled,
        BetReturned,
        ShoeFinished,
        TableClosed,
    }
    for event in events:
        topic, payload = PUNTOBANCO.encode(event)
        assert topic.startswith("puntobanco.")
        assert PUNTOBANCO.decode(topic, json.loads(json.dumps(payload))) == event
    assert fold(events) == fold(PUNTOBANCO.decode(*PUNTOBANCO.encode(e)) for e in events)


def test_redaction_hides_the_order_the_seed_and_the_burned_cards_until_the_shoe_finishes() -> None:
    state = table()
    state, events = run(state, StartShoe(seed=seed(8)))
    started, burned = events
    for viewer in (None, 0, 3):
        shown = PUNTOBANCO.redact(started, viewer)
        assert shown["seed"] is None
        assert shown["order"] is None
        assert shown["commitment"] == commitment(seed(8))
        hidden = PUNTOBANCO.redact(burned, viewer)
        assert isinstance(burned, CardsBurned)
        assert hidden["hidden"] is None
        assert hidden["shown"] == card_name(burned.shown)
    assert public_event(started, revealed=True)["seed"] == seed(8).hex()
    view = json.dumps(table_view(state))
    assert seed(8).hex() not in view
    order = [card_name(c) for c in shoe_order(8, seed(8))]
    assert json.dumps(order[1:12])[1:-1] not in view
    assert "order" not in view


def test_seat_commands_decode_from_their_wire_form() -> None:
    bet = PUNTOBANCO.decode_command({"type": "bet", "player": "a", "spot": "tie", "amount": 20}, 3, None)
    assert bet == PlaceBet(3, "a", "tie", 20)
    assert PUNTOBANCO.encode_command(bet) == {"type": "bet", "player": "a", "spot": "tie", "amount": 20}
    for payload, field in (
        ({"type": "deal"}, "type"),
        ({"type": "bet", "player": 1, "spot": "tie", "amount": 2}, "player"),
        ({"type": "bet", "player": "a", "spot": 3, "amount": 2}, "spot"),
        ({"type": "bet", "player": "a", "spot": "tie", "amount": True}, "amount"),
    ):
        with pytest.raises(ValueError, match=f"^{field}"):
            PUNTOBANCO.decode_command(payload, 0, None)
    with pytest.raises(ValueError, match=r"^seat"):
        PUNTOBANCO.decode_command({"type": "bet", "player": "a", "spot": "tie", "amount": 20}, None, None)
