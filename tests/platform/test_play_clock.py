"""The platform's turn clock at the tables of every game it serves whole (SQLite and PostgreSQL).

Written once for every game of :data:`tests.platform.served.SERVED`: a table opened through HTTP
with ``turn_seconds``; the awaited seat does nothing; a millisecond before its time is up nothing
happens, at the deadline the game's own timeout move is made for it by the clock (actor
``clock``, the timer's key) and the next seat's timer is set; the service is down while that
one's deadline passes, and the restarted process makes the missed timeout.  A timer whose seat
moved does nothing, a timer fired twice appends once, a table without a clock gets no timer, and
a bad clock is refused naming its field.

Time is the injected service clock (``FakeClock``): the test moves it and wakes the scheduler.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.game_module import GameModule
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.runtime import Runtime
from tests.live.conftest import live_options
from tests.live.helpers import clock_to, reaction_rounds, wait_for
from tests.platform.served import SERVED, play_of, seat_count
from tests.service_fixtures import FakeClock, seeded_random

SECONDS = 5


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _open(services: Services, module: GameModule[Any, Any, Any], turn_seconds: int | None = SECONDS) -> uuid.UUID:
    """A started table of guests, opened through HTTP (no background work in that app)."""
    base = f"/v1/games/{module.name}/tables"
    with TestClient(create_app(services=services, background=False)) as http:
        body: dict[str, Any] = {"seats": seat_count(module, 2), "setup": {}}
        if turn_seconds is not None:
            body["turn_seconds"] = turn_seconds
        opened = http.post(base, json=body)
        assert opened.status_code == 201, opened.text
        assert opened.json()["table"]["turn_seconds"] == turn_seconds
        table, host = opened.json()["table"]["table_id"], opened.json()["host_token"]
        for seat in range(body["seats"]):
            guest = http.post("/v1/guests", json={"name": f"g{seat}"}).json()["token"]
            assert http.post(f"{base}/{table}/seats/{seat}", headers=_auth(guest)).status_code == 201
        started = http.post(f"{base}/{table}/host/{play_of(module).start}", headers=_auth(host), json={})
        assert started.status_code == 200, started.text
    return uuid.UUID(table)


def _start(services: Services) -> Runtime:
    return Runtime(services, live_options(bots=False), background=True).start()


def _armed(runtime: Runtime) -> list[tuple[uuid.UUID, int, int]]:
    """The play clock's pending timers: (table, version set at, due)."""
    assert runtime.reactions is not None
    return [
        (t["stream_id"], t["payload"]["version"], t["due_at"]) for t in runtime.reactions.runner.timers("play_clock")
    ]


def _records(services: Services, module: GameModule[Any, Any, Any], table: uuid.UUID) -> list[RecordedEvent[Any]]:
    return services.platform_tables[module.name].games.load(table)


def _version(services: Services, module: GameModule[Any, Any, Any], table: uuid.UUID) -> int:
    return services.platform_tables[module.name].version(table)


def _by_clock(services: Services, module: GameModule[Any, Any, Any], table: uuid.UUID) -> list[RecordedEvent[Any]]:
    return [r for r in _records(services, module, table) if r.metadata.get("actor") == "clock"]


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_time_runs_out_and_the_games_timeout_move_is_made_across_a_restart(
    service_settings: Settings, clock: FakeClock, module: GameModule[Any, Any, Any]
) -> None:
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(b"play clock"))
    table = _open(services, module)
    play, game = play_of(module), services.platform_tables[module.name]
    runtime = _start(services)
    try:
        version = _version(services, module, table)
        due = clock.now + SECONDS * 1000
        wait_for(lambda: _armed(runtime) == [(table, version, due)], 10, what="the first turn's timer")
        state = game.games.state(table)
        seat = play.to_act(state)[0]
        expected = module.decider.decide(state, play.timeout_command(state, seat))
        with TestClient(create_app(services=services, background=False)) as http:  # the view shows the clock
            shown = http.get(f"/v1/games/{module.name}/tables/{table}/view").json()["clock"]
        assert shown == {"turn_seconds": SECONDS, "seat": seat, "deadline": due}
        clock_to(runtime, clock, due - 1)
        reaction_rounds(runtime)
        assert _version(services, module, table) == version
        clock_to(runtime, clock, due)
        wait_for(lambda: _by_clock(services, module, table), 10, what="the first timeout")
        made = _by_clock(services, module, table)
        assert [r.event for r in made] == expected  # the game's own timeout move, nothing else
        assert made[0].metadata["key"].startswith("react:play_clock:")
        assert all(r.metadata.get("seat") == seat for r in made)
        after = _version(services, module, table)
        assert after == version + len(expected)
        next_due = clock.now + SECONDS * 1000
        waiting = bool(play.to_act(game.games.state(table)))
        if waiting:
            wait_for(lambda: _armed(runtime) == [(table, after, next_due)], 10, what="the next seat's timer")
        assert runtime.play_clock is not None
        assert runtime.play_clock.timed_out == 1
    finally:
        runtime.stop()
        services.close()
    if not waiting:
        return  # the timeout ended the round: nobody's clock runs until the next deal
    # The service is down while the next seat's deadline passes; the restarted one times it out.
    clock.advance(next_due + 250 - clock.now)
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(b"restarted"))
    runtime = _start(services)
    try:
        wait_for(lambda: _version(services, module, table) > after, 10, what="the timeout missed while down")
        assert {r.metadata["actor"] for r in _records(services, module, table) if r.version > after} == {"clock"}
    finally:
        runtime.stop()
        services.close()


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_a_stale_or_repeated_timer_appends_nothing(
    services: Services, clock: FakeClock, module: GameModule[Any, Any, Any]
) -> None:
    table = _open(services, module)
    runtime = _start(services)
    try:
        version = _version(services, module, table)
        wait_for(lambda: len(_armed(runtime)) == 1, 10, what="the timer")
        clock_reaction = runtime.play_clock
        assert clock_reaction is not None
        payload = {"game": module.name, "version": version}
        assert clock_reaction.perform(services.games, table, payload, "react:play_clock:by-hand")
        moved = _version(services, module, table)
        assert moved > version
        # the same timer again (a crash before its row went): the key finds the stored batch
        assert not clock_reaction.perform(services.games, table, payload, "react:play_clock:by-hand")
        # a timer set before the seat moved: nothing to do
        assert not clock_reaction.perform(services.games, table, payload, "react:play_clock:stale")
        assert _version(services, module, table) == moved
        assert clock_reaction.timed_out == 1
    finally:
        runtime.stop()


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_no_clock_no_timer_and_a_bad_clock_is_refused(
    services: Services, clock: FakeClock, module: GameModule[Any, Any, Any]
) -> None:
    table = _open(services, module, turn_seconds=None)
    with TestClient(create_app(services=services, background=False)) as http:
        assert http.get(f"/v1/games/{module.name}/tables/{table}/view").json()["clock"] is None
    runtime = _start(services)
    try:
        reaction_rounds(runtime)
        assert _armed(runtime) == []
        version = _version(services, module, table)
        clock_to(runtime, clock, clock.now + 3_600_000)
        reaction_rounds(runtime)
        assert _version(services, module, table) == version
    finally:
        runtime.stop()
    with TestClient(create_app(services=services, background=False)) as http:
        for bad in (4, 3601, "soon", True):
            answer = http.post(
                f"/v1/games/{module.name}/tables", json={"seats": seat_count(module), "turn_seconds": bad}
            )
            assert answer.status_code == 422, answer.text
            assert "turn_seconds" in str(answer.json()["detail"]), answer.text
