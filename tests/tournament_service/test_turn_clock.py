"""A tournament's tables play on the turn clock (both backends): a per-tournament setting, on by
default, that the organiser may change or turn off at creation; bad values are refused by name
and create nothing.

The stall it prevents: a guest who never moves.  With the clock, that seat times out, forfeits
after ``max_timeouts`` timeouts, a substitute plays it out, and the round closes (and the
tournament finishes) with no director in between.  Time is the injected service clock
(``FakeClock``); the bots are stepped and the durable reactions run by hand, so nothing sleeps."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from argon2 import PasswordHasher
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.maumau.events import MatchFinished, MatchStarted, SeatForfeited, TurnTimedOut
from domain.tournament.codec import config_from_dict, jsonify
from domain.tournament.model import DEFAULT_TURN_SECONDS, TournamentConfig
from domain.turn_clock import TurnClock
from infrastructure.services.accounts import AccountService
from infrastructure.services.bootstrap import Services
from infrastructure.services.bot_runner import BotRunner
from infrastructure.services.errors import InvalidInput
from infrastructure.services.reactions import ReactionRunner
from infrastructure.services.runtime import durable_reactions
from infrastructure.services.scheduler import Scheduler
from tests.api.helpers import bearer
from tests.service_fixtures import FakeClock
from tests.tournament_service.helpers import Director, guest


def _with_absent_guest(
    services: Services, org: Director, format_: str = "series", **body: Any
) -> tuple[uuid.UUID, uuid.UUID, int, ReactionRunner]:
    """A one-round tournament at tables of three: a guest who never moves and bots (a series: one
    table; duplicate: two, sealed), seated and started by the reactions.  The tournament, the
    guest's table and seat, and the reactions' runner (every durable reaction of the service:
    the clock, substitutes, auto-deal, tournaments)."""
    players = 6 if format_ == "duplicate" else 3
    tid = org.create(format=format_, rounds=1, boards=2, table_size=3, min_players=players, **body)
    absent = guest(services, "absent")
    services.tournaments.register(absent, tid)
    org.bots(tid, players - 1)
    services.tournaments.start(org.identity, tid)
    tables = services.tournaments.seat_round(org.identity, tid).state.rounds[0].tables
    table = next(t for t in tables if "e1" in t.entrants)
    runner = ReactionRunner(services.games, services.engine, durable_reactions(services))
    runner.install()
    runner.run_until_idle()  # the tables opened, seated and started
    return tid, uuid.UUID(table.table_id), table.entrants.index("e1"), runner


def _events(services: Services, table_id: uuid.UUID, kind: type) -> list[Any]:
    return [r.event for r in services.games.load(table_id) if type(r.event) is kind]


def _play(
    services: Services, runner: ReactionRunner, clock: FakeClock, tid: uuid.UUID, turn_ms: int, *, max_waits: int = 60
) -> int:
    """Run the reactions and let the bots move until the tournament is finished; whenever nothing
    can move (the guest is to move), let a turn's time pass.  How many turns of time passed."""
    bots = BotRunner(services.games, services.tables, services.engine, Scheduler(clock), seat_cache_seconds=0)
    table_ids = [uuid.UUID(t.table_id) for r in services.tournaments.state(tid).rounds for t in r.tables]
    for waits in range(max_waits + 1):
        for _ in range(10_000):
            runner.run_until_idle()
            if not any(bots.step(table_id) for table_id in table_ids):
                break
        if services.tournaments.state(tid).status == "finished":
            return waits
        clock.advance(turn_ms + 1)
    raise AssertionError(f"the tournament did not finish after {max_waits} turns' time: its table is stalled")


@pytest.mark.parametrize("format_", ["series", "duplicate"])
def test_a_guest_who_never_moves_times_out_forfeits_and_the_round_closes_by_itself(
    services: Services, org: Director, clock: FakeClock, format_: str
) -> None:
    tid, table_id, seat, runner = _with_absent_guest(services, org, format_)  # the clock left to its default

    waits = _play(services, runner, clock, tid, DEFAULT_TURN_SECONDS * 1000)  # no director from here on

    assert services.tables.table(table_id).settings.turn_seconds == DEFAULT_TURN_SECONDS
    assert _events(services, table_id, MatchStarted)[0].clock == TurnClock(DEFAULT_TURN_SECONDS * 1000, 0, 3)

    timeouts = _events(services, table_id, TurnTimedOut)
    assert [t.seat for t in timeouts] == [seat] * 3, "only the absent seat timed out, three times"
    assert waits == 3
    assert [(f.seat, f.reason) for f in _events(services, table_id, SeatForfeited)] == [(seat, "timeouts")]
    assert len(_events(services, table_id, MatchFinished)) == 1
    state = services.tournaments.state(tid)
    assert state.status == "finished"
    result = next(r for r in state.rounds[0].results if r is not None and r.table_id == str(table_id))
    assert result.forfeited == (seat,)
    assert len(result.points) == 2, "both boards were played out (the substitute played the seat)"
    assert services.tournaments.summary(tid)["config"]["turn_seconds"] == DEFAULT_TURN_SECONDS


def test_the_organiser_sets_the_clock_and_the_pause_between_boards(
    services: Services, org: Director, clock: FakeClock
) -> None:
    body: dict[str, Any] = {
        "turn_seconds": 5,
        "bank_seconds": 10,
        "max_timeouts": 1,
        "auto_deal_seconds": 7,
    }  # the service's: 0
    tid, table_id, seat, runner = _with_absent_guest(services, org, **body)
    settings = services.tables.table(table_id).settings
    assert (settings.turn_seconds, settings.bank_seconds, settings.max_timeouts) == (5, 10, 1)
    assert settings.auto_deal_seconds == 7
    assert _events(services, table_id, MatchStarted)[0].clock == TurnClock(5_000, 10_000, 1)
    config = services.tournaments.summary(tid)["config"]
    assert {k: config[k] for k in body} == body

    _play(services, runner, clock, tid, 15_000)  # a turn and the whole bank
    assert [t.seat for t in _events(services, table_id, TurnTimedOut)] == [seat]
    assert [(f.seat, f.reason) for f in _events(services, table_id, SeatForfeited)] == [(seat, "timeouts")]
    assert services.tournaments.state(tid).status == "finished"


def test_without_the_clock_an_absent_guest_keeps_the_table_waiting(
    services: Services, org: Director, clock: FakeClock
) -> None:
    tid, table_id, _seat, runner = _with_absent_guest(services, org, turn_seconds=None)
    assert services.tables.table(table_id).settings.turn_seconds is None
    assert _events(services, table_id, MatchStarted)[0].clock is None
    assert services.tournaments.summary(tid)["config"]["turn_seconds"] is None
    with pytest.raises(AssertionError, match="stalled"):
        _play(services, runner, clock, tid, 3_600_000, max_waits=3)
    assert _events(services, table_id, TurnTimedOut) == []
    assert services.tournaments.state(tid).status == "running"


def test_a_tournament_stored_before_the_setting_keeps_playing_without_a_clock() -> None:
    made = TournamentConfig("Cup", "series", {"name": "MM-001"}, "MM-001", 1, 1)
    assert made.turn_seconds == DEFAULT_TURN_SECONDS
    stored = jsonify(made)
    assert config_from_dict(stored) == made, "the stored form keeps the setting"
    old = {
        k: v
        for k, v in stored.items()
        if k not in ("turn_seconds", "bank_seconds", "max_timeouts", "auto_deal_seconds")
    }
    legacy = config_from_dict(old)
    assert (legacy.turn_seconds, legacy.auto_deal_seconds) == (None, None)
    assert config_from_dict(jsonify(legacy)) == legacy


BAD = [
    ("turn_seconds", 4),
    ("turn_seconds", 3601),
    ("turn_seconds", 0),
    ("turn_seconds", True),
    ("turn_seconds", 60.0),
    ("turn_seconds", "60"),
    ("bank_seconds", -1),
    ("bank_seconds", 7201),
    ("bank_seconds", None),
    ("max_timeouts", 0),
    ("max_timeouts", 21),
    ("max_timeouts", False),
    ("auto_deal_seconds", 601),
    ("auto_deal_seconds", -1),
    ("auto_deal_seconds", "3"),
]


@pytest.mark.parametrize(("field", "value"), BAD)
def test_bad_clock_settings_are_refused_by_name_and_create_nothing(
    services: Services, org: Director, field: str, value: object
) -> None:
    before = services.store.max_notification_id()
    with pytest.raises(InvalidInput) as refused:
        org.create(**{field: value})
    assert refused.value.rule == field
    assert "must be" in refused.value.message  # the value is wrong (not an unknown field)
    assert services.store.max_notification_id() == before


def test_over_http_the_clock_is_on_by_default_null_turns_it_off_and_bad_values_get_422(
    services: Services,
) -> None:
    fast = AccountService(services.engine, hasher=PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1))
    fast.register("clockorg", "correct horse battery", role="organiser")
    token = fast.sign_in("clockorg", "correct horse battery")[1].token
    body = {"name": "Clock cup", "format": "series", "rounds": 1, "boards": 1}
    with TestClient(create_app(services=services, background=False)) as client:
        made = []
        for extra in ({}, {"turn_seconds": None}, {"turn_seconds": 30, "max_timeouts": 2}):
            answer = client.post("/v1/tournaments", json={**body, **extra}, headers=bearer(token))
            assert answer.status_code == 201, answer.text
            made.append(answer.json()["summary"]["config"])
        assert [(c["turn_seconds"], c["bank_seconds"], c["max_timeouts"]) for c in made] == [
            (DEFAULT_TURN_SECONDS, 0, 3),
            (None, 0, 3),
            (30, 0, 2),
        ]
        before = services.store.max_notification_id()
        for field, value in [("turn_seconds", 4), ("turn_seconds", True), ("max_timeouts", 21), ("bank_seconds", "9")]:
            answer = client.post("/v1/tournaments", json={**body, field: value}, headers=bearer(token))
            assert answer.status_code == 422, answer.text
            assert answer.json()["detail"]["rule"] == field
        assert services.store.max_notification_id() == before
