"""The identities results are keyed on (``MatchStarted`` version 2): per-seat account ids, the
ruleset's stable id and ``rated``; bounded in ``decide``, round-tripped by the codec, and absent
(defaults, never guessed) from a version-1 event stored before they existed."""

from __future__ import annotations

import pytest

from domain.errors import RuleViolation
from domain.maumau import events as ev
from domain.maumau.codec import decode, encode
from domain.maumau.commands import StartMatch
from domain.maumau.decide import RULESET_ID_MAX, decide
from domain.maumau.evolve import fold
from domain.maumau.rules import MM_001
from domain.maumau.state import State
from domain.upcasting import VERSION_KEY

ALICE = "0b9c6f1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f"
BOB = "5f4e3d2c-1b0a-4f9e-8d7c-6b5a49382716"


def test_start_match_carries_ids_ruleset_id_and_rated_into_the_event() -> None:
    events = decide(State(), StartMatch(MM_001, 3, ("alice", "bob", "bot"), (ALICE, BOB, None), "MM-001", True))
    assert events == [ev.MatchStarted(MM_001, 3, ("alice", "bob", "bot"), (ALICE, BOB, None), "MM-001", True)]
    topic, payload = encode(events[0])
    assert payload[VERSION_KEY] == 4  # version 3 added the turn clock, version 4 sealed matches
    assert payload["player_ids"] == [ALICE, BOB, None]
    assert decode(topic, payload) == events[0]
    assert fold(events).seats == 3


def test_without_ids_the_match_is_unrated_and_unkeyed() -> None:
    (started,) = decide(State(), StartMatch(MM_001, 2))
    assert isinstance(started, ev.MatchStarted)
    assert (started.player_ids, started.ruleset_id, started.rated) == ((), None, False)


@pytest.mark.parametrize(
    ("player_ids", "ruleset_id", "rated", "rule"),
    [
        ((ALICE,), None, False, "player_ids"),  # one id for two seats
        ((ALICE, BOB, None), None, False, "player_ids"),  # three ids for two seats
        ((ALICE, ALICE.upper()), None, False, "player_ids"),  # not the canonical spelling
        ((ALICE, "bob"), None, False, "player_ids"),
        ((ALICE, 7), None, False, "player_ids"),
        ((), "", False, "ruleset_id"),
        ((), "x" * (RULESET_ID_MAX + 1), False, "ruleset_id"),
        ((), "MM\n001", False, "ruleset_id"),
        ((), "name:MM-001", False, "ruleset_id"),  # the read side's legacy key form
        ((), "*", False, "ruleset_id"),  # the read side's all-rulesets key
        ((), None, 1, "rated"),
    ],
)
def test_bad_identities_are_refused_and_change_nothing(
    player_ids: tuple[object, ...], ruleset_id: object, rated: object, rule: str
) -> None:
    state = State()
    with pytest.raises(RuleViolation) as caught:
        decide(state, StartMatch(MM_001, 2, (), player_ids, ruleset_id, rated))  # type: ignore[arg-type]
    assert caught.value.rule == rule
    assert state == State()


def test_a_version_1_match_started_reads_with_no_ids_unrated() -> None:
    stored = {"ruleset": MM_001.to_dict(), "seats": 2, "players": ["alice", "bob"]}  # as stored before v2
    event = decode("maumau.MatchStarted", stored)
    assert event == ev.MatchStarted(MM_001, 2, ("alice", "bob"))
    assert isinstance(event, ev.MatchStarted)
    assert (event.player_ids, event.ruleset_id, event.rated) == ((), None, False)
    assert "player_ids" not in stored
