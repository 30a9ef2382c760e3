"""Event schema versions and upcasting (``domain.upcasting``, ``domain.maumau.codec``): events stored in an
older shape are read as today's events, today's events round-trip, and history nobody can read is
refused rather than guessed at.

The version-1 payloads below, and the whole match in ``data/maumau_v1_match.json``, are what the
codec wrote *before* ``MatchFinished`` had a schema version (taken from its output then and frozen:
never regenerate them from the current encoder, or the test would prove nothing).
"""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from api.reports.event_catalogue import sample_events
from domain.maumau import events as ev
from domain.maumau.codec import decode, encode, event_to_dict
from domain.maumau.commands import EndMatch
from domain.maumau.evolve import fold
from domain.maumau.game import MAUMAU
from domain.maumau.rules import PRESETS, RuleSet, derive
from domain.maumau.scoring import match_result, open_match_result, termination_text
from domain.maumau.state import State
from domain.outcome import MATCH_ENDS, ROUND_ENDS, Outcome, Termination
from domain.upcasting import UPCASTERS, VERSION_KEY, UnreadableEvent, schema_version, upcast
from tests.domain.helpers import Table

DATA = Path(__file__).parent / "data" / "maumau_v1_match.json"

# ---------------------------------------------------------------- frozen version-1 payloads

V1_MATCH_FINISHED: list[tuple[dict[str, Any], Termination]] = [
    ({"winners": [0], "totals": [5, 3], "reason": "first to 5 wins"}, Termination.WIN_TARGET),
    ({"winners": [0], "totals": [0, 120], "reason": "a player passed 100 points"}, Termination.POINTS_LIMIT),
    ({"winners": [0, 1], "totals": [17, 17], "reason": "2 rounds played"}, Termination.MAX_ROUNDS),
    ({"winners": [1], "totals": [1, 2], "reason": "ended by the host"}, Termination.ENDED_BY_HOST),
]
"""``MatchFinished`` as the codec stored it at version 1: one payload per end of a match."""

V1_ROUND_WON_BLOCKED: dict[str, Any] = {
    "round_no": 1,
    "seat": 1,
    "reason": "blocked",
    "points": [169, 0],
    "hands": [["C7", "CA"], ["H9"]],
    "seed": "ab" * 32,
}
"""A blocked round's ``RoundWon`` as stored before ``reason`` was typed (its stored form is unchanged)."""


def _stored_match() -> tuple[list[tuple[str, dict[str, Any]]], dict[str, Any]]:
    """The frozen version-1 match: its ``(topic, payload)`` pairs and the facts of its fold then."""
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    return [(topic, payload) for topic, payload in doc["events"]], doc["final_state"]


STATE_FIELDS_SINCE = frozenset(
    {
        "draws",
        # the turn clock and the refused-challenge limit (all at their defaults in a match without them)
        "clock",
        "clock_seat",
        "clock_started",
        "clock_deadline",
        "banks",
        "timeouts",
        "forfeited",
        "refused",
        # sealed matches (tournaments): unsealed, nothing to reveal, in every match before them
        "sealed",
        "unrevealed",
        # the seat whose forgotten call a challenge punished, until the turn passes (-1 at a match's end)
        "challenged",
    }
)
"""State fields added after the fixture was frozen: it has no value for them to compare with."""


def state_facts(state: State) -> dict[str, Any]:
    """A state as JSON-comparable facts (the form the fixture froze): rulesets and the last round
    in wire form, tuples as lists; :data:`STATE_FIELDS_SINCE` left out."""
    facts: dict[str, Any] = {}
    for f in dataclasses.fields(state):
        if f.name in STATE_FIELDS_SINCE:
            continue
        value = getattr(state, f.name)
        if isinstance(value, RuleSet):
            value = value.to_dict()
        elif f.name == "last_round":
            value = None if value is None else event_to_dict(value)
        facts[f.name] = json.loads(json.dumps(value))
    return facts


# ---------------------------------------------------------------- (a) old shapes read as new events


@pytest.mark.parametrize(("payload", "termination"), V1_MATCH_FINISHED, ids=lambda x: str(x)[:24])
def test_a_version_1_match_finished_is_read_with_the_termination_its_reason_names(
    payload: dict[str, Any], termination: Termination
) -> None:
    stored = copy.deepcopy(payload)
    event = decode("maumau.MatchFinished", stored)
    assert event == ev.MatchFinished(
        tuple(payload["winners"]), tuple(payload["totals"]), termination, payload["reason"]
    )
    assert isinstance(event, ev.MatchFinished)
    assert type(event.termination) is Termination
    assert event.outcome == Outcome(termination, tuple(payload["winners"]))
    assert stored == payload  # reading never changes what is stored


def test_a_round_won_as_stored_before_is_read_with_a_typed_termination() -> None:
    event = decode("maumau.RoundWon", dict(V1_ROUND_WON_BLOCKED))
    assert isinstance(event, ev.RoundWon)
    assert type(event.reason) is Termination
    assert event.reason is Termination.BLOCKED
    as_text: str = event.reason  # a StrEnum member is a str: readers comparing with strings keep working
    assert as_text == "blocked"
    assert event.outcome == Outcome(Termination.BLOCKED, (1,))
    assert encode(event) == ("maumau.RoundWon", V1_ROUND_WON_BLOCKED)  # stored form unchanged


def test_a_version_1_reason_that_names_no_known_end_is_refused() -> None:
    with pytest.raises(UnreadableEvent, match="names no known end"):
        decode("maumau.MatchFinished", {"winners": [0], "totals": [1, 0], "reason": "someone left"})
    with pytest.raises(UnreadableEvent, match="names no known end"):
        decode("maumau.MatchFinished", {"winners": [0], "totals": [1, 0]})  # no reason at all


@pytest.mark.parametrize("version", [3, 99])
def test_an_event_written_by_a_newer_engine_is_refused(version: int) -> None:
    payload = {VERSION_KEY: version, "winners": [0], "totals": [1, 0], "termination": "max_rounds", "reason": ""}
    with pytest.raises(UnreadableEvent, match=f"version {version} was written by a newer engine"):
        decode("maumau.MatchFinished", payload)
    with pytest.raises(UnreadableEvent, match="newer engine"):
        decode("maumau.TurnEnded", {VERSION_KEY: 2, "seat": 0, "next_seat": 1})


@pytest.mark.parametrize("version", ["2", 0, -1, True, None])
def test_a_version_that_is_not_a_positive_int_is_refused(version: object) -> None:
    with pytest.raises(UnreadableEvent, match="not a positive integer"):
        decode("maumau.TurnEnded", {VERSION_KEY: version, "seat": 0, "next_seat": 1})


def test_an_explicit_version_1_is_read_like_no_version() -> None:
    assert decode("maumau.TurnEnded", {VERSION_KEY: 1, "seat": 0, "next_seat": 1}) == ev.TurnEnded(0, 1)


@pytest.mark.parametrize(
    ("topic", "payload"),
    [
        ("maumau.RoundWon", {**V1_ROUND_WON_BLOCKED, "reason": "valve"}),
        ("maumau.RoundWon", {**V1_ROUND_WON_BLOCKED, "reason": "max_rounds"}),  # a match end, not a round's
        (
            "maumau.MatchFinished",
            {VERSION_KEY: 2, "winners": [0], "totals": [1, 0], "termination": "out", "reason": ""},
        ),
        ("maumau.MatchFinished", {VERSION_KEY: 2, "winners": [0], "totals": [1, 0], "reason": ""}),
    ],
    ids=["unknown", "match-end-for-a-round", "round-end-for-a-match", "missing"],
)
def test_a_termination_that_does_not_fit_its_event_is_refused(topic: str, payload: dict[str, Any]) -> None:
    with pytest.raises(UnreadableEvent, match="is not one of"):
        decode(topic, payload)


# ---------------------------------------------------------------- (b) new events round-trip


def test_a_new_match_finished_is_stored_as_version_2_and_reads_back_equal() -> None:
    event = ev.MatchFinished((0, 1), (17, 17), Termination.MAX_ROUNDS, "2 rounds played")
    topic, payload = encode(event)
    assert (topic, payload) == (
        "maumau.MatchFinished",
        {
            VERSION_KEY: 2,
            "winners": [0, 1],
            "totals": [17, 17],
            "termination": "max_rounds",
            "reason": "2 rounds played",
        },
    )
    assert next(iter(payload)) == VERSION_KEY  # the version leads the stored payload
    assert type(payload["termination"]) is str  # plain strings in the stored and wire form
    assert json.loads(json.dumps(payload)) == payload
    assert decode(topic, json.loads(json.dumps(payload))) == event
    assert VERSION_KEY not in event_to_dict(event)  # the wire form is always the current shape


@pytest.mark.parametrize("kind", ev.EVENT_TYPES, ids=lambda k: k.__name__)
def test_every_event_type_round_trips_and_only_versioned_ones_carry_a_version(kind: type[ev.Event]) -> None:
    event = sample_events()[kind]
    topic, payload = encode(event)
    assert decode(topic, json.loads(json.dumps(payload))) == event
    assert (VERSION_KEY in payload) == (schema_version(kind) > 1)
    if VERSION_KEY in payload:
        assert payload[VERSION_KEY] == schema_version(kind)


def test_the_engine_writes_version_2_with_its_termination_when_a_match_ends() -> None:
    t = Table(PRESETS["TAVERN"], 2, deal=False)  # open-ended: only the host ends it
    (finished,) = t.do(EndMatch())
    assert finished == ev.MatchFinished((0, 1), (0, 0), Termination.ENDED_BY_HOST, "ended by the host")
    assert encode(finished)[1][VERSION_KEY] == 2


# ---------------------------------------------------------------- (c) a whole stored match


def test_a_whole_match_stored_in_the_old_shape_folds_to_the_state_it_folded_to_then() -> None:
    stored, facts_then = _stored_match()
    assert not any(VERSION_KEY in payload for _, payload in stored)  # truly the old shape
    events = [decode(topic, copy.deepcopy(payload)) for topic, payload in stored]
    state = fold(events)
    assert state_facts(state) == facts_then
    assert state_facts(MAUMAU.fold(events, None)) == facts_then
    assert MAUMAU.is_terminal(state)
    assert MAUMAU.is_final(events[-1])
    finished = events[-1]
    assert isinstance(finished, ev.MatchFinished)
    assert finished.outcome == Outcome(Termination.MAX_ROUNDS, (1,))
    assert state.last_round is not None
    assert state.last_round.outcome == Outcome(Termination.OUT, (1,))


def test_the_old_match_re_encoded_is_its_upcast_and_nothing_else() -> None:
    stored, _ = _stored_match()
    for topic, payload in stored:
        again = encode(decode(topic, copy.deepcopy(payload)))
        if topic == "maumau.MatchFinished":
            assert again == (topic, {VERSION_KEY: 2, **payload, "termination": "max_rounds"})
        elif topic == "maumau.MatchStarted":  # version 2: no ids, no ruleset id, unrated
            upcast_then = {
                **payload,
                "player_ids": [],
                "ruleset_id": None,
                "rated": False,
                "clock": None,
                "sealed": False,
            }
            assert again == (topic, {VERSION_KEY: 4, **upcast_then})  # v2: ids; v3: the turn clock; v4: sealed
        else:  # every other event is still version 1: byte-for-byte the payload it was stored with
            assert again == (topic, payload)
            assert json.dumps(again[1]) == json.dumps(payload)


# ---------------------------------------------------------------- the table of upcasters


def test_every_event_type_has_an_unbroken_chain_of_upcasters_to_its_version() -> None:
    topics = {kind.TOPIC: kind for kind in ev.EVENT_TYPES}
    for topic, version in UPCASTERS:
        assert topic in topics, f"an upcaster for an unknown topic {topic}"
        assert 1 <= version < schema_version(topics[topic]), f"an upcaster from {topic} v{version} nobody needs"
    for topic, kind in topics.items():
        for version in range(1, schema_version(kind)):
            assert (topic, version) in UPCASTERS, f"{topic}: no upcaster from version {version}"


def test_upcast_leaves_its_input_unchanged_and_strips_the_version() -> None:
    payload = {"winners": [0], "totals": [5, 3], "reason": "first to 5 wins"}
    frozen = copy.deepcopy(payload)
    out = upcast("maumau.MatchFinished", payload, 2)
    assert payload == frozen
    assert out == {**frozen, "termination": "win_target"}
    current = {VERSION_KEY: 2, **out}
    assert upcast("maumau.MatchFinished", current, 2) == out


@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=lambda r: r.name)
@pytest.mark.parametrize("termination", sorted(MATCH_ENDS - {Termination.FORFEIT}))  # forfeits came after v1
def test_the_v1_reason_of_every_match_end_names_its_termination(rules: RuleSet, termination: Termination) -> None:
    """The texts the engine writes for people (``termination_text``) are the texts version 1 was
    written with, so what the upcaster recognises and what the engine writes cannot drift apart."""
    rules = derive(rules, win_target=rules.win_target or 5, points_limit=rules.points_limit or 100, max_rounds=8)
    payload = {"winners": [0], "totals": [0, 0], "reason": termination_text(rules, termination)}
    assert upcast("maumau.MatchFinished", payload, 2)["termination"] == termination.value


# ---------------------------------------------------------------- outcomes


def test_terminations_split_into_round_ends_and_match_ends() -> None:
    assert set(Termination) == ROUND_ENDS | MATCH_ENDS
    assert not ROUND_ENDS & MATCH_ENDS
    assert {t.value for t in Termination} == {
        "out",
        "blocked",
        "win_target",
        "points_limit",
        "max_rounds",
        "ended_by_host",
        "abandoned",
        "forfeit",
    }


def test_match_result_is_an_outcome() -> None:
    wins_rules = derive(PRESETS["TAVERN"], win_target=3, max_rounds=10)
    assert match_result(wins_rules, 4, 1, [0, 0], [1, 3]) == Outcome(Termination.WIN_TARGET, (1,))
    assert match_result(wins_rules, 4, 1, [0, 0], [1, 2]) is None
    assert match_result(wins_rules, 10, 1, [0, 0], [4, 2, 4]) == Outcome(Termination.MAX_ROUNDS, (0, 2))
    points = PRESETS["MM-001"]
    assert match_result(points, 3, 0, [101, 40, 40], [1, 1, 1]) == Outcome(Termination.POINTS_LIMIT, (1, 2))
    assert open_match_result(points, [5, 3], [0, 2]) == Outcome(Termination.ENDED_BY_HOST, (1,))
