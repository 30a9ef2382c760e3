"""Several service processes on one PostgreSQL database: a move appended through one process
reaches the event streams served by another at once (LISTEN/NOTIFY), not at the next heartbeat.

Two service graphs on one database stand for two processes (as ``maumau serve --workers 2`` runs
them): the stream is served over real HTTP by uvicorn from the first, the moves go through the
HTTP app of the second.  The heartbeat is set to a minute, so only the LISTEN path can deliver in
time; with it switched off (``sse_follow_other_processes=False``) the same move does not arrive.
"""

from __future__ import annotations

import random
import threading
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import Services, build_services
from tests.api.helpers import HttpTable, bearer, choose
from tests.live.conftest import live_options
from tests.live.helpers import live_server, parse_sse, wait_for
from tests.service_fixtures import FakeClock, _truncate_postgres


@pytest.fixture
def pg_settings(postgres_template: str) -> Settings:
    """An empty PostgreSQL database at Alembic's head (the feature exists on PostgreSQL only)."""
    _truncate_postgres(postgres_template)
    return load_settings(database_url=postgres_template, create_tables=False, pool_size=10)


@pytest.fixture
def two_processes(pg_settings: Settings) -> Iterator[tuple[Services, Services]]:
    """Two service graphs on the same database."""
    clock = FakeClock()
    first, second = build_services(pg_settings, clock=clock), build_services(pg_settings, clock=clock)
    try:
        yield first, second
    finally:
        first.close()
        second.close()


def _follow(base: str, path: str, token: str, frames: list[dict[str, Any]]) -> None:
    """Read a seat's event stream, appending its frames as they arrive (until the server closes it)."""
    with (
        httpx.Client(base_url=base, timeout=httpx.Timeout(5.0, read=120.0)) as client,
        client.stream("GET", f"{path}/events", headers=bearer(token)) as response,
    ):
        assert response.status_code == 200
        buffer = ""
        try:
            for chunk in response.iter_text():
                buffer += chunk
                while "\n\n" in buffer:
                    block, buffer = buffer.split("\n\n", 1)
                    frames.extend(parse_sse(block + "\n\n")[0])
        except httpx.TransportError:
            return  # the server shut down at the end of the test


def _move(table: HttpTable, rng: random.Random) -> int:
    """One move of the seat to act, through ``table``'s client; the version it reached."""
    seat = table.view(0)["turn"]
    move = choose(table.legal(seat)["legal"], rng)
    assert move is not None, "the seat to move has no legal command"
    r = table.command(seat, move)
    assert r.status_code == 200, r.text
    version: int = r.json()["version"]
    return version


def _stream_and_move(
    services: tuple[Services, Services], follow: bool, moves: int
) -> tuple[list[dict[str, Any]], list[int], Any]:
    first, second = services
    options = live_options(bots=False, window_timers=False, sse_heartbeat_seconds=60, sse_follow_other_processes=follow)
    app = create_app(services=first, background=True, runtime_settings=options)
    frames: list[dict[str, Any]] = []
    reached: list[int] = []
    rng = random.Random(7)
    with live_server(app) as base, TestClient(create_app(services=second)) as other:
        table = HttpTable.open(other, "MM-001", 2)
        threading.Thread(target=_follow, args=(base, table.url, table.tokens[0], frames), daemon=True).start()
        wait_for(lambda: frames and frames[-1]["id"] == table.version, 10, what="the stream to send the deal")
        for _ in range(moves):
            reached.append(_move(table, rng))
            if follow:
                wait_for(lambda: frames[-1]["id"] >= reached[-1], 3, what=f"version {reached[-1]} on the stream")
        if not follow:
            with pytest.raises(AssertionError, match="timed out"):
                wait_for(lambda: frames[-1]["id"] >= reached[-1], 1.5)
        remote = app.state.runtime.remote
    return frames, reached, remote


def test_moves_through_another_process_reach_the_stream_at_once(two_processes) -> None:
    frames, reached, remote = _stream_and_move(two_processes, follow=True, moves=4)
    assert [f["id"] for f in frames] == list(range(1, reached[-1] + 1))  # in order, none twice
    assert remote is not None
    assert remote.caught_up >= 4


def test_without_following_other_processes_the_move_waits_for_the_heartbeat(two_processes) -> None:
    frames, reached, remote = _stream_and_move(two_processes, follow=False, moves=1)
    assert remote is None
    assert frames[-1]["id"] < reached[-1]


def test_a_process_that_streams_no_table_does_not_read_the_log(two_processes, pg_settings) -> None:
    import psycopg

    from infrastructure.adapters.pg_listen import postgres_dsn
    from infrastructure.services.live import EventHub
    from infrastructure.services.remote_appends import RemoteAppends

    first, second = two_processes
    hub = EventHub(first.games)
    watcher = RemoteAppends(first.games, hub, postgres_dsn(pg_settings))
    with (
        TestClient(create_app(services=second)) as other,
        psycopg.connect(postgres_dsn(pg_settings), autocommit=True) as reader,
    ):
        table = HttpTable.open(other, "MM-001", 2)
        assert watcher.sweep(reader, None) is None  # nobody listens: nothing read
        assert watcher.sweeps == 0
        first.games.state(uuid.UUID(table.table_id))  # cached at the deal
        unlisten = hub.listen(uuid.UUID(table.table_id), lambda batch: None)
        head = watcher.sweep(reader, None)  # the first sweep with a listener: take the head
        assert head is not None
        assert head >= table.version
        version = _move(table, random.Random(3))
        last = watcher.sweep(reader, head)  # the move is found in the log and caught up
        assert last is not None
        assert last > head
        cached = first.games.cached_state(uuid.UUID(table.table_id))
        assert cached is not None
        assert cached.version == version
        unlisten()
        assert watcher.sweep(reader, last) is None


def test_the_watcher_reconnects_after_losing_its_connections(two_processes, pg_settings) -> None:
    """The database drops the watcher's connections (a restart, a failover): it reconnects and the
    next move still reaches the stream at once."""
    import psycopg

    from infrastructure.adapters.pg_listen import postgres_dsn
    from infrastructure.services.remote_appends import APPLICATION_NAME

    first, second = two_processes
    options = live_options(bots=False, window_timers=False, sse_heartbeat_seconds=60)
    app = create_app(services=first, background=True, runtime_settings=options)
    frames: list[dict[str, Any]] = []
    rng = random.Random(11)
    # this database's connections only: other suites on the same server run watchers too
    count_sql = "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s AND datname = current_database()"
    kill_sql = (
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
        "WHERE application_name = %s AND datname = current_database()"
    )
    with (
        live_server(app) as base,
        TestClient(create_app(services=second)) as other,
        psycopg.connect(postgres_dsn(pg_settings), autocommit=True) as admin,
    ):
        table = HttpTable.open(other, "MM-001", 2)
        threading.Thread(target=_follow, args=(base, table.url, table.tokens[0], frames), daemon=True).start()
        wait_for(lambda: frames and frames[-1]["id"] == table.version, 10, what="the stream to send the deal")
        version = _move(table, rng)
        wait_for(lambda: frames[-1]["id"] >= version, 3, what="the first move")

        def connections() -> int:
            row = admin.execute(count_sql, (APPLICATION_NAME,)).fetchone()
            return int(row[0]) if row else 0

        wait_for(lambda: connections() == 2, 5, what="the watcher's LISTEN and reader connections")
        killed = admin.execute(kill_sql, (APPLICATION_NAME,)).fetchone()
        assert killed is not None
        assert killed[0] == 2
        version = _move(table, rng)
        wait_for(lambda: frames[-1]["id"] >= version, 5, what="the move after the connections were lost")
        wait_for(lambda: connections() == 2, 5, what="the watcher to reconnect")
    assert [f["id"] for f in frames] == list(range(1, version + 1))
