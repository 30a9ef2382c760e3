"""A tournament reaction's intents are typed commands that travel in the tournament codec's wire
form, which is the form their stored payloads (``maumau_reaction_timers.payload``) always had."""

from __future__ import annotations

import json

import pytest

from domain.tournament.codec import intent_from_dict, intent_to_dict
from domain.tournament.intents import (
    INTENT_TYPES,
    Advance,
    DealNext,
    EndMatch,
    OpenTable,
    RecordResult,
    RevealDeals,
    SeatSubstitute,
    TableDeadline,
    TableIntent,
    TableOp,
)

STORED = [
    ({"op": "open", "round": 1, "table": 2}, OpenTable(1, 2)),
    ({"op": "deadline", "round": 1, "table": 2}, TableDeadline(1, 2)),
    ({"op": "substitute", "round": 2, "table": 1, "seat": 3, "bot": "heuristic"}, SeatSubstitute(2, 1, 3, "heuristic")),
    ({"op": "reveal", "round": 3, "table": 4}, RevealDeals(3, 4)),
    ({"op": "record", "round": 1, "table": 1, "version": 57}, RecordResult(1, 1, 57)),
    ({"op": "end", "round": 2, "table": 3}, EndMatch(2, 3)),
    ({"op": "deal", "round": 1, "table": 2, "version": 31}, DealNext(1, 2, 31)),
    ({"op": "advance", "round": 2, "table": 0}, Advance(2)),
]
"""Payloads as the reactions wrote them before the intents were typed (the dicts keyed on ``op``),
and the intent each one is (``deal``, a game's next round at a tournament table, came later in
the same form, and so did ``advance``, the schedule's step to the next round)."""


@pytest.mark.parametrize(("stored", "intent"), STORED, ids=[str(s["op"]) for s, _ in STORED])
def test_a_stored_payload_loads_and_is_written_byte_for_byte_as_before(
    stored: dict[str, object], intent: TableIntent
) -> None:
    assert intent_from_dict(json.loads(json.dumps(stored))) == intent
    assert json.dumps(intent_to_dict(intent)) == json.dumps(stored)


def test_every_op_has_one_intent() -> None:
    assert sorted(t.OP for t in INTENT_TYPES) == sorted(TableOp)
    assert {s["op"] for s, _ in STORED} == set(TableOp)


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"op": "shuffle", "round": 1, "table": 1}, "op"),
        ({"round": 1, "table": 1}, "op"),
        ({"op": "open", "table": 1}, "round"),
        ({"op": "open", "round": "1", "table": 1}, "round"),
        ({"op": "record", "round": 1, "table": 1}, "version"),
        ({"op": "deal", "round": 1, "table": 1}, "version"),
        ({"op": "substitute", "round": 1, "table": 1, "seat": 0}, "bot"),
    ],
)
def test_a_bad_payload_names_its_field(payload: dict[str, object], field: str) -> None:
    with pytest.raises(ValueError, match=f"^{field}:"):
        intent_from_dict(payload)
