"""The league decider: creation, adding events, every refusal by its rule, the input bounds and
the codec's round trip."""

from __future__ import annotations

import json
from typing import Any

import pytest

from domain.errors import RuleViolation
from domain.league.events import AddEvent, CreateLeague, LeagueEvent, LeagueState
from domain.league.game import LEAGUE
from domain.league.model import MAX_EVENTS, MAX_POINTS, POINTS_MAX, LeagueConfig, check_points


def run(state: LeagueState, command: Any) -> LeagueState:
    """Decide ``command`` and fold its events (each through the codec and JSON)."""
    events: list[LeagueEvent] = LEAGUE.decide(state, command)
    for e in events:
        topic, payload = LEAGUE.encode_event(e)
        assert LEAGUE.decode_event(topic, json.loads(json.dumps(payload))) == e
        state = LEAGUE.evolve(state, e)
    return state


def refused(state: LeagueState, command: Any, rule: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        LEAGUE.decide(state, command)
    assert caught.value.rule == rule, caught.value.message


def created(**config: Any) -> LeagueState:
    return run(LeagueState(), CreateLeague("L1", "org", LeagueConfig(**{"name": "Season", **config}), 5))


def test_create_then_add_events() -> None:
    s = created(name="  Spring  season ", points=[25, 18, 15], best_of=2)
    assert s.config == LeagueConfig("Spring  season", (25, 18, 15), 2)
    assert (s.league_id, s.organiser_id, s.created_at, s.version) == ("L1", "org", 5, 1)
    refused(s, CreateLeague("L1", "org", LeagueConfig("Again"), 6), "league_exists")
    s = run(s, AddEvent("t1", "org", 7))
    s = run(s, AddEvent("t2", "org", 8))
    assert s.events == ("t1", "t2")
    assert s.version == 3
    refused(s, AddEvent("t1", "org", 9), "event_already_added")
    refused(LeagueState(), AddEvent("t1", "org", 9), "no_league")
    refused(s, AddEvent("", "org", 9), "tournament")
    refused(s, AddEvent("x" * 65, "org", 9), "tournament")


def test_at_most_fifty_events() -> None:
    s = created()
    for n in range(MAX_EVENTS):
        s = run(s, AddEvent(f"t{n}", "org", n))
    refused(s, AddEvent("one-more", "org", 99), "too_many_events")


@pytest.mark.parametrize(
    ("config", "rule"),
    [
        ({"name": ""}, "name"),
        ({"name": "x" * 101}, "name"),
        ({"name": "bad\u202ename"}, "name"),
        ({"name": "line\nbreak"}, "name"),
        ({"points": []}, "points"),
        ({"points": [0, 0]}, "points"),
        ({"points": [5, 6]}, "points"),
        ({"points": [3, -1]}, "points"),
        ({"points": [POINTS_MAX + 1]}, "points"),
        ({"points": [1.5]}, "points"),
        ({"points": [True]}, "points"),
        ({"points": "25,18"}, "points"),
        ({"points": [1] * (MAX_POINTS + 1)}, "points"),
        ({"best_of": 0}, "best_of"),
        ({"best_of": MAX_EVENTS + 1}, "best_of"),
        ({"best_of": True}, "best_of"),
    ],
)
def test_bad_definitions_are_refused_by_field(config: dict[str, Any], rule: str) -> None:
    refused(LeagueState(), CreateLeague("L1", "org", LeagueConfig(**{"name": "Season", **config}), 1), rule)


def test_the_points_schemes() -> None:
    assert check_points(None) is None
    assert check_points("field") is None
    assert check_points([25, 18, 15, 12, 10, 8, 6, 4, 2, 1]) == (25, 18, 15, 12, 10, 8, 6, 4, 2, 1)
    assert check_points([3, 3, 0]) == (3, 3, 0)
    assert check_points([1] * MAX_POINTS) == (1,) * MAX_POINTS


def test_commands_travel() -> None:
    for command in (CreateLeague("L", "o", LeagueConfig("N", (3, 1), None), 0), AddEvent("t", "o", 0)):
        assert LEAGUE.decode_command(LEAGUE.encode_command(command), None, 0) == command
    with pytest.raises(ValueError, match=r"^type"):
        LEAGUE.decode_command({"type": "nope"}, None, 0)
    with pytest.raises(ValueError, match=r"^tournament_id"):
        LEAGUE.decode_command({"type": "add_event"}, None, 0)
