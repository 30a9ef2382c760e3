"""The turn clock (SQLite and PostgreSQL): a seat whose time runs out times out with no request
arriving — the timeout event, the automatic move, and after ``max_timeouts`` the forfeit that ends a
two-seat match — across a restart of the service in between (the deadline passing while no process
runs); a timer whose seat moved meanwhile does nothing; the table page shows the deadline.

Time is the injected service clock (``FakeClock``): the test moves it and wakes the scheduler; the
only thing the test does between the start of the match and the end of it is watch the store."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.maumau.events import (
    MatchFinished,
    RoundWon,
    SeatForfeited,
    TurnClockStarted,
    TurnClockStopped,
    TurnEnded,
    TurnTimedOut,
)
from domain.outcome import Termination
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.runtime import Runtime
from tests.api.helpers import bearer
from tests.live.conftest import live_options
from tests.live.helpers import Table, clock_to, reaction_rounds, wait_for
from tests.service_fixtures import FakeClock, seeded_random

CLOCKED = {"turn_seconds": 5, "bank_seconds": 0, "max_timeouts": 2}


def _open(services: Services, seats: int = 2, **settings: Any) -> Table:
    """A started table of people with the clock ``settings``, opened through HTTP (no background
    work in that app: the clock runs in the runtime the test starts)."""
    with TestClient(create_app(services=services, background=False)) as client:
        table = Table.open(client, ["human"] * seats, "MM-001", settings={**CLOCKED, **settings})
    table.client = None  # from here on no request reaches the service
    return table


def _records(services: Services, table: Table) -> list[RecordedEvent[Any]]:
    return services.games.load(table.id)


def _last(services: Services, table: Table, kind: type) -> RecordedEvent[Any]:
    found = [r for r in _records(services, table) if type(r.event) is kind]
    assert found, f"no {kind.__name__} yet"
    return found[-1]


def _armed(runtime: Runtime) -> list[tuple[uuid.UUID, int, int]]:
    """The turn clock's pending timers: (table, seat, deadline)."""
    assert runtime.reactions is not None
    timers = runtime.reactions.runner.timers("turn_clock")
    return [(t["stream_id"], t["payload"]["seat"], t["payload"]["deadline"]) for t in timers]


def _start(services: Services) -> Runtime:
    return Runtime(services, live_options(bots=False), background=True).start()


def _timeouts(services: Services, table: Table) -> list[RecordedEvent[Any]]:
    return [r for r in _records(services, table) if type(r.event) is TurnTimedOut]


def _notification_of(services: Services, table: Table, version: int) -> int:
    notes = services.store.read_notifications(1, 100_000, topics=(TurnClockStarted.TOPIC,))
    return next(n.notification_id for n in notes if n.stream_id == table.id and n.version == version)


def _restart(settings: Settings, clock: FakeClock) -> Services:
    """A new process on the same database: new pools, empty caches, the same service clock."""
    return build_services(settings, clock=clock, random_seed=seeded_random(b"restarted"))


def test_time_runs_out_with_no_request_and_two_timeouts_forfeit_across_a_restart(
    service_settings: Settings, clock: FakeClock
) -> None:
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(b"turn clock"))
    table = _open(services)
    first = _last(services, table, TurnClockStarted)
    s0, d0 = first.event.seat, first.event.deadline
    assert d0 == clock.now + 5_000
    runtime = _start(services)
    try:
        wait_for(lambda: _armed(runtime) == [(table.id, s0, d0)], 10, what="the first turn's timer")
        version = services.games.state(table.id).version
        # A millisecond before the deadline nothing happens, even when everything looks.
        clock_to(runtime, clock, d0 - 1)
        reaction_rounds(runtime)
        assert services.games.state(table.id).version == version
        # At the deadline the seat times out: the event, the automatic move, the next clock.
        clock_to(runtime, clock, d0)
        wait_for(lambda: _timeouts(services, table), 10, what="the first timeout")
        timed = _timeouts(services, table)[0]
        assert timed.event == TurnTimedOut(s0, 1, d0, d0)
        assert timed.metadata["actor"] == "clock"
        assert timed.metadata["key"] == f"react:turn_clock:{_notification_of(services, table, first.version)}"
        batch = [r.event for r in _records(services, table) if r.version >= timed.version]
        kinds = [type(e) for e in batch]
        assert TurnEnded in kinds  # the automatic move ended the turn (a draw, or a draw and a pass)
        assert batch[-2] == TurnClockStopped(s0, d0, 0)
        second = batch[-1]
        assert isinstance(second, TurnClockStarted)
        assert (second.seat, second.deadline) == (1 - s0, d0 + 5_000)
        wait_for(lambda: _armed(runtime) == [(table.id, 1 - s0, d0 + 5_000)], 10, what="the next timer")
    finally:
        runtime.stop()
        services.close()

    # The service is down while the second seat's deadline passes.
    _at_down = d0 + 5_000 + 250
    clock.advance(_at_down - clock.now)
    services = _restart(service_settings, clock)
    runtime = _start(services)
    try:
        wait_for(lambda: len(_timeouts(services, table)) == 2, 10, what="the timeout missed while down")
        late = _timeouts(services, table)[1]
        assert late.event == TurnTimedOut(1 - s0, 1, d0 + 5_000, _at_down)
        third = _last(services, table, TurnClockStarted).event
        assert (third.seat, third.deadline) == (s0, _at_down + 5_000)
        # The first seat's second timeout is its last: it forfeits, and with two seats the match ends.
        clock_to(runtime, clock, third.deadline)
        wait_for(lambda: services.games.state(table.id).is_terminal(), 10, what="the forfeit")
        end = [r.event for r in _records(services, table)][-4:]
        assert end[0] == TurnTimedOut(s0, 2, third.deadline, third.deadline)
        assert end[1] == SeatForfeited(s0, "timeouts", third.deadline)
        assert isinstance(end[2], RoundWon)
        assert (end[2].seat, end[2].reason) == (1 - s0, Termination.ABANDONED)
        assert isinstance(end[3], MatchFinished)
        assert (end[3].winners, end[3].termination) == ((1 - s0,), Termination.FORFEIT)
        wait_for(lambda: _armed(runtime) == [], 10, what="the timer rows to go")
        assert runtime.turn_clock is not None
        assert runtime.turn_clock.timeouts == 2  # this process's; the first was the other one's
        assert len(_timeouts(services, table)) == 3  # exactly one event per timeout
    finally:
        runtime.stop()
        services.close()


def test_a_timer_whose_seat_moved_does_nothing(services: Services, clock: FakeClock) -> None:
    app = create_app(services=services, background=False)
    with TestClient(app) as client:
        table = Table.open(client, ["human", "human"], "MM-001", settings=CLOCKED)
        first = _last(services, table, TurnClockStarted).event
        runtime = _start(services)
        try:
            wait_for(lambda: _armed(runtime) == [(table.id, first.seat, first.deadline)], 10, what="the timer")
            # The seat moves in time: its timer is replaced by the next seat's.
            clock.advance(4_000)
            token = table.tokens[first.seat]
            legal = client.get(f"{table.url}/legal", headers=bearer(token)).json()["legal"]
            move = next(c for c in legal if c["type"] == "draw")
            assert client.post(f"{table.url}/commands", json=move, headers=bearer(token)).status_code == 200
            state = services.games.state(table.id)
            if state.clock_seat == first.seat:  # drew a playable card: keep it
                r = client.post(f"{table.url}/commands", json={"type": "pass"}, headers=bearer(token))
                assert r.status_code == 200, r.text
            nxt = _last(services, table, TurnClockStarted).event
            assert nxt.seat != first.seat
            wait_for(lambda: _armed(runtime) == [(table.id, nxt.seat, nxt.deadline)], 10, what="the timer replaced")
            version = services.games.state(table.id).version
            # The old deadline passes: nothing happens, and firing the stale timer by hand changes nothing.
            clock_to(runtime, clock, first.deadline)
            reaction_rounds(runtime)
            stale = {"seat": first.seat, "deadline": first.deadline}
            assert runtime.turn_clock is not None
            assert not runtime.turn_clock.perform(services.games, table.id, stale, "react:turn_clock:stale")
            assert services.games.state(table.id).version == version
            assert not _timeouts(services, table)
            # The table page shows the running clock's deadline.
            page = client.get(table.url).json()
            assert page["clock"]["seat"] == nxt.seat
            assert page["clock"]["deadline"] == nxt.deadline
            assert page["clock"]["timeouts"] == [0, 0]
        finally:
            runtime.stop()
        plain = Table.open(client, ["human", "human"], "MM-001")
        assert client.get(plain.url).json()["clock"] is None
