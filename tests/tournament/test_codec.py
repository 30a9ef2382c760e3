"""The tournament codec: every event type round-trips exactly through its JSON form (a new event
type without a sample fails here), nested values travel as plain dicts and lists, and the
redaction blanks the seed and nothing else."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import pytest

from domain.maumau.rules import preset
from domain.tournament.codec import EVENTS_BY_TOPIC, TOPIC_PREFIX, decode, encode, event_type
from domain.tournament.commands import CreateTournament
from domain.tournament.events import (
    EVENT_TYPES,
    EntrantApproved,
    EntrantCheckedIn,
    EntrantRegistered,
    EntrantWithdrawn,
    ProtestDecided,
    ProtestLodged,
    ResultCorrected,
    ResultEntered,
    RoundClosed,
    RoundSeated,
    ScoreAdjusted,
    SubstituteSeated,
    TableResultRecorded,
    TournamentCreated,
    TournamentEnded,
    TournamentEvent,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.game import TOURNAMENT
from domain.tournament.model import Adjustment, Entrant, SeatedTable, TableResult, TournamentConfig
from domain.tournament.state import TournamentState

SEED_HEX = "ab" * 32
TID = "6f1c3f0e-8a57-4c1e-9a53-2d0c7e5b9a10"
RULES = {**preset("MM-001").to_dict(), "max_rounds": 3, "win_target": None, "points_limit": None}
CONFIG = TournamentConfig(
    name="Cup",
    format="duplicate",
    ruleset=RULES,
    ruleset_id="MM-001",
    rounds=3,
    boards=3,
    table_size=4,
    scoring="matchpoints",
    tie_breaks=("matchpoints", "head_to_head", "lot"),
    time_limit_seconds=None,
    correction_window_seconds=600,
    min_players=8,
    bot_substitute="random",
)
TABLES = (
    SeatedTable(1, "1b4e28ba-2fa1-51d2-883f-0016d3cca427", ("e1", "e2", "e3", "e4")),
    SeatedTable(2, "2b4e28ba-2fa1-51d2-883f-0016d3cca427", ("e5", "e6", "e7", "e8")),
)
RESULT = TableResult(1, TABLES[0].table_id, TABLES[0].entrants, ((0, 3, 5, 2), (4, 0, 1, 1)), (0, 1), (3,), 57)

SAMPLES: list[TournamentEvent] = [
    TournamentCreated(TID, CONFIG, "org-1", "c0" * 32, SEED_HEX, 1),
    TournamentCreated(
        TID, TournamentConfig("Series", "series", RULES, "MM-001", 2, 1, time_limit_seconds=900), "o", "c", "", 1
    ),
    TournamentCreated(
        TID, TournamentConfig("Invited", "series", RULES, "MM-001", 2, 1, registration="invite"), "o", "c", "", 1
    ),
    EntrantRegistered(Entrant("e1", "Ann", "account", "acc-1", None, 2), "acc-1", 2),
    EntrantRegistered(Entrant("e9", "Bot", "bot", None, "heuristic", None), "org-1", 2),
    EntrantRegistered(Entrant("e10", "Gus", "guest", "g-1", None, None), "g-1", 2, pending=True),
    EntrantApproved("e10", "org-1", 3),
    EntrantWithdrawn("e1", "ill", "org-1", 3),
    TournamentStarted(4),
    RoundSeated(1, TABLES, ("e9",), None, 5),
    RoundSeated(2, TABLES[:1], (), 905_000, 5),
    RoundSeated(2, TABLES[:1], ("e9",), None, 5, ("e1", "e2", "e3", "e4", "e9")),
    SubstituteSeated(1, 1, 0, "e1", "random", 6),
    TableResultRecorded(1, RESULT, 7),
    TableResultRecorded(1, TableResult(2, TABLES[1].table_id, TABLES[1].entrants, (), ()), 7),
    RoundClosed(1, 8),
    ResultCorrected(1, RESULT, "miscount", "director-1", 9),
    ResultCorrected(1, RESULT, "miscount", "director-1", 9, previous=TableResult(1, "t", ("e1",), ((0,),), (0,))),
    ScoreAdjusted(Adjustment("e2", "penalty", -1.5, "slow play", 1, "director-1"), 10),
    ScoreAdjusted(Adjustment("e2", "adjustment", 2.0, "bye credit", 0, ""), 10),
    ProtestLodged("pr-1", 1, 2, 41, "wrong Mau call", "e5", 11),
    ProtestLodged("pr-2", 1, 2, None, "another", "e6", 11),
    ProtestDecided("pr-1", "upheld", "replayed", "director-1", 12),
    EntrantCheckedIn("e-1", "player-1", 12),
    TournamentEnded("the hall closes at ten", "director-1", 12),
    ResultEntered(1, RESULT, "e1", "player-1", 12),
    ResultEntered(1, RESULT, None, "director-1", 12),
    TournamentFinished(SEED_HEX, 13),
]


def test_every_event_type_has_a_sample() -> None:
    assert {type(e) for e in SAMPLES} == set(EVENT_TYPES)
    assert set(EVENTS_BY_TOPIC) == {t.TOPIC for t in EVENT_TYPES}
    assert all(TOPIC_PREFIX + t.__name__ == t.TOPIC for t in EVENT_TYPES)


@pytest.mark.parametrize("event", SAMPLES, ids=[f"{type(e).__name__}-{i}" for i, e in enumerate(SAMPLES)])
def test_events_round_trip_exactly(event: TournamentEvent) -> None:
    topic, payload = encode(event)
    assert topic == type(event).TOPIC
    assert TOURNAMENT.owns(topic)
    omitted = {
        f.name
        for f in fields(event)
        if f.name in getattr(event, "OMIT_DEFAULTS", ()) and getattr(event, f.name) == f.default
    }
    assert set(payload) == {f.name for f in fields(event)} - omitted  # a field at its default may be left out
    text = json.dumps(payload)  # JSON-ready: no default= needed
    assert decode(topic, json.loads(text)) == event
    assert decode(topic, payload) == event
    assert TOURNAMENT.decode(*TOURNAMENT.encode(event)) == event
    assert json.dumps(encode(decode(topic, json.loads(text)))[1]) == text  # stable bytes


def _no_tuples(value: Any) -> bool:
    if isinstance(value, tuple):
        return False
    if isinstance(value, dict):
        return all(_no_tuples(v) for v in value.values())
    if isinstance(value, list):
        return all(_no_tuples(v) for v in value)
    return True


def test_nested_values_travel_as_plain_data() -> None:
    for event in SAMPLES:
        assert _no_tuples(encode(event)[1]), event
    _, seated = encode(next(e for e in SAMPLES if isinstance(e, RoundSeated)))
    assert seated["tables"][0] == {"table_no": 1, "table_id": TABLES[0].table_id, "entrants": ["e1", "e2", "e3", "e4"]}
    _, created = encode(SAMPLES[0])
    assert created["config"]["tie_breaks"] == ["matchpoints", "head_to_head", "lot"]
    assert created["config"]["ruleset"] == json.loads(json.dumps(RULES))


def test_a_ruleset_given_with_tuples_is_stored_as_json() -> None:
    rules = {**RULES, "players": (2, 5)}
    command = CreateTournament(TID, TournamentConfig("Cup", "series", rules, "MM-001", 1, 3), "o", bytes(32), 1)
    (event,) = TOURNAMENT.decide(TournamentState(), command)
    assert isinstance(event, TournamentCreated)
    assert event.config.ruleset["players"] == [2, 5]
    topic, payload = encode(event)
    assert decode(topic, json.loads(json.dumps(payload))) == event


def test_events_written_before_registration_approval_and_old_values_still_read() -> None:
    """Stored events of the release before ``registration``, ``pending`` and ``previous``."""
    created = {**encode(SAMPLES[0])[1]}
    created["config"] = {k: v for k, v in created["config"].items() if k != "registration"}
    assert decode(TournamentCreated.TOPIC, created) == SAMPLES[0]
    assert CONFIG.registration == "open"
    registered = {k: v for k, v in encode(SAMPLES[3])[1].items() if k != "pending"}
    assert decode(EntrantRegistered.TOPIC, registered) == SAMPLES[3]
    corrected = {k: v for k, v in encode(ResultCorrected(1, RESULT, "m", "d", 9))[1].items() if k != "previous"}
    assert decode(ResultCorrected.TOPIC, corrected) == ResultCorrected(1, RESULT, "m", "d", 9)


def test_unknown_topics_are_refused() -> None:
    with pytest.raises(KeyError):
        decode("tournament.Nope", {})


@pytest.mark.parametrize("event", SAMPLES, ids=[f"{type(e).__name__}-{i}" for i, e in enumerate(SAMPLES)])
def test_redaction_blanks_the_seed_and_a_result_it_cannot_place(event: TournamentEvent) -> None:
    _, payload = encode(event)
    for viewer in (None, 0, 2):
        public = TOURNAMENT.redact(event, viewer)
        assert public["type"] == event_type(event) == type(event).__name__
        expected = {**payload, "seed": None} if isinstance(event, TournamentCreated) else payload
        if isinstance(event, TableResultRecorded):  # without the state: held back (a sealed round's may be)
            expected = {**payload, "result": None}
        assert {k: v for k, v in public.items() if k != "type"} == expected
    if isinstance(event, TournamentCreated) and event.seed:
        assert event.seed not in json.dumps(TOURNAMENT.redact(event, None))
