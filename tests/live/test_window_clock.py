"""The challenge-window clock (SQLite and PostgreSQL): a forgotten "Mau-Mau" window closes at its
deadline with no client request at all — by the injected clock, by the real clock with a short
window, after a restart (the durable reaction catches up from its tracking position) — and a
window closed earlier is left alone.  Crashes and kill -9: ``tests/live/test_reactions.py``."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.maumau.events import CallMissed, ChallengeWindowClosed, RoundWon
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.games import system_clock
from infrastructure.services.runtime import Runtime
from tests.api.helpers import bearer
from tests.live.conftest import live_options
from tests.live.helpers import Table, wait_for
from tests.service_fixtures import seeded_random


def _open_a_window(table: Table, rng: random.Random) -> dict[str, Any]:
    """Two humans play, calling "Mau" but never "Mau-Mau": the first last card opens a window.
    Returns the public state with the window open."""
    client = table.client
    for _ in range(3000):
        state = table.state()
        if state["window_seat"] is not None:
            return state
        assert state["phase"] == "playing", state
        seat = state["turn"]
        legal = client.get(f"{table.url}/legal", headers=bearer(table.tokens[seat])).json()["legal"]
        plays = [c for c in legal if c["type"] == "play" and c.get("call") != "maumau"]
        called = [c for c in plays if c.get("call") == "mau"]
        others = [c for c in legal if c["type"] in ("draw", "pass")]
        command = rng.choice(called or plays or others)
        r = client.post(f"{table.url}/commands", json=command, headers=bearer(table.tokens[seat]))
        assert r.status_code == 200, r.text
    raise AssertionError("no window opened")


def _armed(runtime: Runtime) -> dict[Any, tuple[int, int]]:
    """The window clock's pending timers: table -> (seat, deadline)."""
    assert runtime.reactions is not None
    timers = runtime.reactions.runner.timers("window_clock")
    return {t["stream_id"]: (t["payload"]["seat"], t["payload"]["deadline"]) for t in timers}


def _rounds_after_now(runtime: Runtime) -> None:
    """Wake the reactions and wait for two full rounds (one that surely started after the wake)."""
    assert runtime.reactions is not None
    start = runtime.reactions.rounds
    runtime.reactions.wake()
    wait_for(lambda: runtime.reactions is not None and runtime.reactions.rounds >= start + 2, 10, what="two rounds")
    runtime.reactions.wake()


def _closing(services: Services, table: Table) -> list[Any]:
    records = services.games.load(table.id)
    return [r for r in records if isinstance(r.event, ChallengeWindowClosed) and r.event.call == "maumau"]


def test_the_clock_closes_a_window_at_its_deadline_without_any_request(live_app, live_client, services, clock) -> None:
    table = Table.open(live_client, ["human", "human"], "MM-001")
    state = _open_a_window(table, random.Random(5))
    runtime: Runtime = live_app.state.runtime
    window = runtime.window_clock
    assert window is not None
    deadline = state["window_deadline"]
    wait_for(lambda: _armed(runtime) == {table.id: (state["window_seat"], deadline)}, 10, what="the timer")
    version = state["version"]
    # Before the deadline nothing happens, even when the scheduler and the reactions look.
    clock.advance(deadline - clock.now - 1)
    runtime.scheduler.wake()  # type: ignore[union-attr]
    _rounds_after_now(runtime)
    assert services.games.state(table.id).version == version
    # At the deadline the clock closes it and the round ends: no client asked for anything.
    clock.advance(1)
    runtime.scheduler.wake()  # type: ignore[union-attr]
    wait_for(lambda: _closing(services, table), 10, what="the window to close")
    closed = _closing(services, table)[0]
    assert closed.event.reason == "deadline passed"
    assert closed.metadata["actor"] == "clock"
    assert closed.event.at == deadline
    # Its idempotency key names the event that opened the window.
    missed = [
        n
        for n in services.store.read_notifications(1, 1000, topics=(CallMissed.TOPIC,))
        if n.stream_id == table.id and n.event.call == "maumau"
    ]
    assert closed.metadata["key"] == f"react:window_clock:{missed[-1].notification_id}"
    assert any(isinstance(r.event, RoundWon) for r in services.games.load(table.id))
    assert window.closed == 1
    wait_for(lambda: _armed(runtime) == {}, 10, what="the timer row to go")


def test_a_short_window_closes_by_the_real_clock(service_settings) -> None:
    services = build_services(service_settings, clock=system_clock, random_seed=seeded_random(b"short"))
    app = create_app(services=services, background=True, runtime_settings=live_options())
    try:
        with TestClient(app) as client:
            r = client.post(
                "/v1/rulesets",
                json={"base": "MM-001", "name": "quick window", "overrides": {"challenge_window_ms": 300}},
            )
            assert r.status_code == 201, r.text
            table = Table.open(client, ["human", "human"], r.json()["id"])
            _open_a_window(table, random.Random(9))
            # No request from here on: only the store is watched.
            wait_for(lambda: _closing(services, table), 10, 0.02, "the real clock to close the window")
            assert _closing(services, table)[0].metadata["actor"] == "clock"
    finally:
        services.close()


def test_windows_left_open_are_closed_after_a_restart_and_an_early_close_is_left_alone(services, clock) -> None:
    quiet = create_app(services=services, background=False)
    with TestClient(quiet) as client:
        first = Table.open(client, ["human", "human"], "MM-001")
        state = _open_a_window(first, random.Random(5))
        second = Table.open(client, ["human", "human"], "MM-001")
        other = _open_a_window(second, random.Random(5))
        # The next player closes the second window himself before the deadline.
        r = client.post(
            f"{second.url}/commands", json={"type": "close_window"}, headers=bearer(second.tokens[other["turn"]])
        )
        assert r.status_code == 200, r.text
    closed_early = len(services.games.load(second.id))
    # A new process starts: the reaction follows the log from its position and finds the first
    # window still open (the second one's close cancelled its timer).
    runtime = Runtime(services, live_options(bots=False), background=True).start()
    try:
        assert runtime.window_clock is not None
        wait_for(
            lambda: _armed(runtime) == {first.id: (state["window_seat"], state["window_deadline"])},
            10,
            what="the open window's timer",
        )
        # A timer that fires for a window closed meanwhile appends nothing.
        stale = {"seat": other["window_seat"], "deadline": other["window_deadline"]}
        clock.advance(max(state["window_deadline"], other["window_deadline"]) - clock.now)
        assert not runtime.window_clock.perform(services.games, second.id, stale, "react:window_clock:stale")
        runtime.scheduler.wake()  # type: ignore[union-attr]
        wait_for(lambda: _closing(services, first), 10, what="the window left open to close")
        wait_for(lambda: _armed(runtime) == {}, 10, what="the timer row to go")
        assert len(services.games.load(second.id)) == closed_early, "a closed window is left alone"
        assert runtime.window_clock.closed == 1
    finally:
        runtime.stop()
