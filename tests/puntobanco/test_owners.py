"""Whose chips: a name in the ledger belongs to the identity its first chip event recorded, and
every chip event of a person carries that identity's id (the pure decider; the service and HTTP
side are in ``test_takeover.py``)."""

from __future__ import annotations

import pytest

from domain.errors import RuleViolation
from domain.puntobanco.codec import command_from_dict, command_to_dict, decode, encode
from domain.puntobanco.commands import CloseTable, GrantChips, PlaceBet
from domain.puntobanco.decide import decide
from domain.puntobanco.events import BetPlaced, BetReturned, BetSettled, ChipsGranted
from domain.puntobanco.evolve import fold
from tests.puntobanco.helpers import NO_BURN, cards, deal, run, table, with_explicit_shoe

ALICE = "0b5c2f4e-8d7a-4c1e-9f3b-2a6d8e1c4b7f"
MALLORY = "7e1d3c5b-2a4f-4e6d-8c9b-1f3e5a7d9c2b"


def test_every_chip_event_of_a_person_carries_the_identity_behind_the_name() -> None:
    state, granted = run(table(NO_BURN), GrantChips("alice", 1_000, ALICE))
    assert granted == [ChipsGranted("alice", 1_000, 1_000, ALICE)]
    state = with_explicit_shoe(state, cards("H4 S3 D5 C2"))  # Player natural 9
    state, placed = run(state, PlaceBet(0, "alice", "player", 100, ALICE), PlaceBet(0, "alice", "tie", 20, ALICE))
    assert [e.player_id for e in placed if isinstance(e, BetPlaced)] == [ALICE, ALICE]
    state, dealt = deal(state)
    settled = [e for e in dealt if isinstance(e, BetSettled)]
    assert [(e.player, e.player_id, e.result) for e in settled] == [("alice", ALICE, "win"), ("alice", ALICE, "lose")]
    state, _ = run(state, PlaceBet(0, "alice", "banker", 100, ALICE))
    _, closed = run(state, CloseTable())
    assert [(e.player, e.player_id) for e in closed if isinstance(e, BetReturned)] == [("alice", ALICE)]


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (ALICE, MALLORY),  # another identity under the owner's name
        (ALICE, None),  # no identity at all under an identity's name
        (None, MALLORY),  # an identity under a name that has none (a bot's, or one from before ids)
    ],
)
def test_a_name_keeps_its_owner_and_nobody_else_moves_its_chips(first: str | None, then: str | None) -> None:
    state = with_explicit_shoe(table(NO_BURN, ()), cards("H4 S3 D5 C2"))
    state, _ = run(state, GrantChips("alice", 1_000, first))
    for command in (GrantChips("alice", 500, then), PlaceBet(0, "alice", "player", 100, then)):
        with pytest.raises(RuleViolation) as refused:
            decide(state, command)
        assert refused.value.rule == "player_identity"
        assert "alice" in refused.value.message
    assert decide(state, PlaceBet(0, "alice", "player", 100, first))  # the owner still may
    assert state.owners == {"alice": first}


def test_a_bad_id_is_refused_naming_it() -> None:
    state = table()
    for bad in ("", "a b", "x" * 65, 7):
        with pytest.raises(RuleViolation) as refused:
            decide(state, GrantChips("alice", 100, bad))  # type: ignore[arg-type]
        assert refused.value.rule == "player_id"


def test_guest_names_are_ledger_names() -> None:
    state, events = run(table(), GrantChips("guest:bob#x1_Y", 100, ALICE))
    assert state.balances == {"guest:bob#x1_Y": 100}
    assert events == [ChipsGranted("guest:bob#x1_Y", 100, 100, ALICE)]


def test_events_stored_before_ids_decode_with_none_and_fold() -> None:
    """The stored form of an old event has no ``player_id``: it decodes with ``None``."""
    topic, payload = encode(ChipsGranted("alice", 100, 100, ALICE))
    assert payload["player_id"] == ALICE
    del payload["player_id"]
    old = decode(topic, payload)
    assert old == ChipsGranted("alice", 100, 100)
    state = fold([old], table())
    assert state.owners == {"alice": None}
    assert state.balances == {"alice": 100}


def test_a_bets_wire_form_carries_the_id_and_keeps_the_old_form_without_one() -> None:
    bet = PlaceBet(2, "alice", "banker", 100, ALICE)
    wire = command_to_dict(bet)
    assert wire == {"type": "bet", "player": "alice", "spot": "banker", "amount": 100, "player_id": ALICE}
    assert command_from_dict(wire, 2, None) == bet
    bot = PlaceBet(1, "bot:tie@1", "tie", 20)
    assert command_to_dict(bot) == {"type": "bet", "player": "bot:tie@1", "spot": "tie", "amount": 20}
    assert command_from_dict(command_to_dict(bot), 1, None) == bot
    with pytest.raises(ValueError, match="player_id"):
        command_from_dict({**wire, "player_id": 5}, 2, None)
