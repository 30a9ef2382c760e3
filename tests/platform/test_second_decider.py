"""A second game through the same platform: write side, live stream, replay and read side.

:data:`~tests.platform.tally.game.TALLY` is a tiny game made for these tests (its own topics,
``tally.``, and one hidden number per seat).  It runs through exactly the code Mau-Mau runs
through — ``GameService`` (execute, idempotency, expected versions, group commit, another
process's writes), the SSE route over real HTTP, the replay reads, the projection runner — with
no change to any of them, on SQLite and PostgreSQL.  The read models are Mau-Mau's: a tally
stream in the log must stall nothing (positions pass it, nothing parks) and leave the Mau-Mau read
models exactly as a log without it would.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from eventsourcing.persistence import StoredEvent
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.engine import Engine

from api.http.app import create_app
from domain.actors import Actor
from domain.maumau.commands import StartMatch
from domain.maumau.game import MAUMAU
from domain.maumau.rules import PRESETS
from infrastructure.adapters.event_store import EventStore, ForeignEvent, build_event_store
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import Services, build_services, event_codec
from infrastructure.services.errors import IdempotencyMismatch, InvalidInput, NotFound, StaleVersion
from infrastructure.services.games import GameService
from infrastructure.services.replay import stream_events
from infrastructure.services.runtime import load_runtime_settings
from projections import parking
from projections.registry import PROJECTIONS
from projections.runner import Runner, make_engine, open_store, read_trackers
from tests.api.helpers import bearer, seat_guest
from tests.live.helpers import live_server, parse_sse, wait_for
from tests.platform.tally.game import TALLY, Add, Added, Start, Started, TallyState, Won
from tests.projections.helpers import append_interleaved, bot_matches
from tests.service_fixtures import FakeClock, seeded_random

SECRETS = (7_770_001, 7_770_002)
"""The hidden numbers of seats 0 and 1: distinctive, so a leak is found by a plain text search."""


@pytest.fixture
def platform(service_settings: Settings, clock: FakeClock) -> Iterator[Services]:
    """The service graph with both games registered in the store (the game service plays Mau-Mau)."""
    built = build_services(service_settings, clock=clock, random_seed=seeded_random(), deciders=(MAUMAU, TALLY))
    yield built
    built.close()


@pytest.fixture
def tally(platform: Services, clock: FakeClock) -> GameService:
    """The same GameService class, given the tally decider, on the same store."""
    return GameService(platform.store, decider=TALLY, clock=clock)


def _start(games: GameService, table: uuid.UUID, target: int = 10) -> None:
    games.execute(table, lambda s: TALLY.decide(s, Start(2, target, SECRETS)), actor=Actor.HOST)


def _add(games: GameService, table: uuid.UUID, seat: int, amount: int, **kwargs: Any) -> Any:
    return games.submit(table, seat, {"type": "add", "amount": amount}, **kwargs)


def _play_out(games: GameService, table: uuid.UUID) -> None:
    """Seats add 3 in turn until somebody wins."""
    while not TALLY.is_terminal(games.state(table)):
        state = games.state(table)
        _add(games, table, state.turn, 3)


# ---------------------------------------------------------------- write side


def test_a_tally_game_is_played_through_the_game_service(tally: GameService, platform: Services) -> None:
    table = uuid.uuid4()
    _start(tally, table, target=7)
    first = _add(tally, table, 0, 3)
    assert (first.first_version, first.version, first.events) == (2, 2, (Added(0, 3, 3),))
    assert first.state == TallyState("playing", 2, 7, 3, 1, SECRETS, -1, 2)
    _add(tally, table, 1, 2)
    last = _add(tally, table, 0, 3)
    assert last.events == (Added(0, 3, 8), Won(0, 8, SECRETS))
    assert (last.first_version, last.version) == (4, 5)
    assert TALLY.is_terminal(last.state)
    assert last.state.winner == 0
    stored = platform.store.load(table)
    assert [type(r.event) for r in stored] == [Started, Added, Added, Added, Won]
    assert [r.metadata["actor"] for r in stored] == ["host", "seat", "seat", "seat", "seat"]
    # Another process (a cold cache) folds the stream to the same state.
    assert GameService(platform.store, decider=TALLY).state(table) == last.state


def test_refused_tally_commands_change_nothing(tally: GameService, platform: Services) -> None:
    table = uuid.uuid4()
    _start(tally, table)
    cases: list[tuple[int, dict[str, Any], str]] = [
        (1, {"type": "add", "amount": 1}, "not_your_turn"),
        (0, {"type": "add", "amount": 4}, "amount"),
        (0, {"type": "add", "amount": "two"}, "amount"),
        (0, {"type": "subtract", "amount": 1}, "type"),
    ]
    for seat, payload, rule in cases:
        with pytest.raises(InvalidInput) as refused:
            tally.submit(table, seat, payload)
        assert refused.value.rule == rule
    assert platform.store.current_version(table) == 1
    with pytest.raises(InvalidInput) as again:
        _start(tally, table)
    assert again.value.rule == "already_started"
    assert platform.store.current_version(table) == 1


def test_tally_idempotency_and_expected_versions(tally: GameService, platform: Services, clock: FakeClock) -> None:
    table = uuid.uuid4()
    _start(tally, table)
    done = _add(tally, table, 0, 2, key="k-1", expected_version=1)
    clock.advance(1000)
    again = _add(tally, table, 0, 2, key="k-1")
    assert again.replayed
    assert (again.first_version, again.version, again.events) == (2, 2, done.events)
    with pytest.raises(IdempotencyMismatch):
        _add(tally, table, 0, 3, key="k-1")
    with pytest.raises(StaleVersion) as stale:
        _add(tally, table, 1, 1, expected_version=1)
    assert (stale.value.expected, stale.value.current) == (1, 2)
    assert platform.store.current_version(table) == 2
    # Another process moves: this one's cache is behind, its append conflicts, it catches up and
    # decides again (no expected version) — or refuses (an expected version from before).
    other = GameService(platform.store, decider=TALLY, clock=clock)
    _add(other, table, 1, 1)
    with pytest.raises(StaleVersion):
        _add(tally, table, 0, 1, expected_version=2)
    moved = _add(tally, table, 0, 1)
    assert (moved.first_version, moved.state.total) == (4, 4)
    # The key of a batch appended by the other process is known here once caught up.
    _add(other, table, 1, 1, key="k-2")
    assert _add(tally, table, 1, 1, key="k-2").replayed
    assert [r.version for r in platform.store.load(table)] == [1, 2, 3, 4, 5]


def test_tally_moves_of_many_tables_share_group_commits(tally: GameService, platform: Services) -> None:
    """While one insert is held, the moves of eight other tables queue and ride in ONE transaction."""
    tables = [uuid.uuid4() for _ in range(9)]
    for table in tables:
        _start(tally, table)
    groups: list[int] = []
    release = threading.Event()

    def hook(stage: str, batches: Any) -> None:
        if stage == "before_insert":
            groups.append(len(batches))
            if len(groups) == 1:
                release.wait(30)

    platform.store.fault_hook = hook
    results: dict[uuid.UUID, Any] = {}
    threads = [threading.Thread(target=lambda t=t: results.__setitem__(t, _add(tally, t, 0, 2))) for t in tables]
    threads[0].start()
    wait_for(lambda: groups, what="the first insert to be held")
    for thread in threads[1:]:
        thread.start()
    committer = tally._committer
    assert committer is not None
    wait_for(lambda: len(committer._queue) == 8, what="eight moves to queue behind it")
    release.set()
    for thread in threads:
        thread.join(30)
    platform.store.fault_hook = None
    assert groups == [1, 8]
    assert all(results[t].version == 2 and results[t].state.total == 2 for t in tables)
    assert all(platform.store.current_version(t) == 2 for t in tables)


def test_each_game_service_refuses_the_other_games_streams(tally: GameService, platform: Services) -> None:
    table = uuid.uuid4()
    _start(tally, table)
    for call in (platform.games.state, platform.games.load, lambda t: platform.games.state_at(t, 1)):
        with pytest.raises(NotFound) as refused:
            call(table)
        assert refused.value.rule == "stream_kind"
    with pytest.raises(NotFound):
        platform.games.submit(table, 0, {"type": "draw"})
    assert platform.store.current_version(table) == 1
    match = uuid.uuid4()
    platform.games.execute(match, lambda s: MAUMAU.decide(s, StartMatch(PRESETS["MM-001"], 2)), actor=Actor.HOST)
    for call in (tally.state, tally.load, lambda t: tally.submit(t, 0, {"type": "add", "amount": 1})):
        with pytest.raises(NotFound) as refused:
            call(match)
        assert refused.value.rule == "stream_kind"
    assert platform.store.current_version(match) == 1


# ---------------------------------------------------------------- live stream over real HTTP


class _Reader:
    """Reads an SSE stream in a thread until the server ends it."""

    def __init__(self, http: httpx.Client, url: str, headers: dict[str, str]) -> None:
        self.text = ""
        self.status = 0
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(http, url, headers), daemon=True)
        self._thread.start()

    def _run(self, http: httpx.Client, url: str, headers: dict[str, str]) -> None:
        try:
            with http.stream("GET", url, headers=headers) as response:
                self.status = response.status_code
                for chunk in response.iter_text():
                    self.text += chunk
        finally:
            self.done.set()

    def frames(self) -> list[dict[str, Any]]:
        return parse_sse(self.text)[0]


def test_a_tally_stream_is_served_live_over_real_http_redacted_per_seat(
    service_settings: Settings, clock: FakeClock
) -> None:
    """A service process whose game service plays tally: the unchanged SSE route frames its
    events through the tally decider — each seat sees its own secret only, until the game is
    won — and ends the stream after the final event; a reconnect to the finished game is 204."""
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(), decider=TALLY)
    app = create_app(
        services=services, background=False, runtime_settings=load_runtime_settings(sse_heartbeat_seconds=0.1)
    )
    try:
        with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
            created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
            table = uuid.UUID(created["table_id"])
            tokens = [seat_guest(http, str(table), seat, f"tally{seat}") for seat in (0, 1)]
            hub = app.state.runtime.hub
            readers = [_Reader(http, f"/v1/tables/{table}/events", bearer(tokens[seat])) for seat in (0, 1)]
            readers.append(_Reader(http, f"/v1/tables/{table}/events/public", {}))
            wait_for(lambda: hub.count(table) == 3, what="three streams to listen")
            _start(services.games, table)
            _play_out(services.games, table)
            for reader in readers:
                assert reader.done.wait(20), "the stream ends after the final event"
            version = services.store.current_version(table)
            for viewer, reader in zip((0, 1, None), readers, strict=True):
                assert reader.status == 200
                frames = reader.frames()
                assert [f["id"] for f in frames] == list(range(1, version + 1))
                assert [f["event"] for f in frames] == ["Started"] + ["Added"] * (version - 2) + ["Won"]
                started = frames[0]["data"]
                assert started["secrets"] == [s if i == viewer else None for i, s in enumerate(SECRETS)]
                assert frames[-1]["data"]["secrets"] == list(SECRETS), "the final event reveals them"
                before_end = "".join(json.dumps(f["data"]) for f in frames[:-1])
                for seat, secret in enumerate(SECRETS):
                    assert (str(secret) in before_end) == (seat == viewer), f"secret of seat {seat} leaked"
                assert [f["data"] for f in frames] == [
                    {"version": r.version, **TALLY.redact(r.event, viewer)} for r in services.games.load(table)
                ]
            again = http.get(f"/v1/tables/{table}/events", headers={**bearer(tokens[0]), "Last-Event-ID": str(version)})
            assert again.status_code == 204
            resumed = _Reader(http, f"/v1/tables/{table}/events/public", {"Last-Event-ID": "2"})
            assert resumed.done.wait(20)
            assert [f["id"] for f in resumed.frames()] == list(range(3, version + 1))
    finally:
        services.close()


def test_a_maumau_process_refuses_to_frame_a_tally_stream(platform: Services, tally: GameService) -> None:
    """The Mau-Mau app knows the table (lobby) but the stream is tally's: its routes answer 404
    ``stream_kind`` in the documented shape instead of reading it with Mau-Mau's rules."""
    with TestClient(create_app(services=platform)) as http:
        created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
        table = uuid.UUID(created["table_id"])
        _start(tally, table)
        for url in (f"/v1/tables/{table}/events/public", f"/v1/tables/{table}/rounds/1/commitment"):
            r = http.get(url)
            assert r.status_code == 404, r.text
            assert r.json()["detail"]["rule"] == "stream_kind"
    assert platform.store.current_version(table) == 1


# ---------------------------------------------------------------- replay and load


def test_tally_replay_and_load_through_the_decider(tally: GameService, platform: Services) -> None:
    table = uuid.uuid4()
    _start(tally, table)
    _add(tally, table, 0, 3)
    _add(tally, table, 1, 3)
    assert tally.state_at(table, 2) == TallyState("playing", 2, 10, 3, 1, SECRETS, -1, 2)
    assert tally.state_at(table, 1).total == 0
    for viewer in (0, 1, None):
        framed = stream_events(tally, table, viewer, upto=2)
        assert [f["version"] for f in framed] == [1, 2]
        assert framed[0]["secrets"] == [s if i == viewer else None for i, s in enumerate(SECRETS)]
        assert framed[1] == {"version": 2, "type": "Added", "seat": 0, "amount": 3, "total": 3}
    _play_out(tally, table)
    final = stream_events(tally, table, None)
    assert final[-1]["type"] == "Won"
    assert final[-1]["secrets"] == list(SECRETS)
    assert TALLY.fold((r.event for r in tally.load(table)), None) == tally.state(table)
    with pytest.raises(NotFound):
        stream_events(platform.games, table, None)


# ---------------------------------------------------------------- read side


def _append_tally_games(store: EventStore[Any], count: int, seed: int) -> list[uuid.UUID]:
    """``count`` tally games played out, appended batch by batch like the service would."""
    ids = []
    for k in range(count):
        table = uuid.UUID(int=(seed << 64) + k + 1)
        state = TALLY.initial_state()
        commands: list[object] = [Start(2, 5 + k % 4, SECRETS)]
        while commands:
            events = TALLY.decide(state, commands.pop())
            store.append(table, TALLY.version(state), events, metadata={"actor": "test"})
            state = TALLY.fold(events, state)
            if not TALLY.is_terminal(state):
                commands.append(Add(state.turn, 1 + (state.total + k) % 3))
        ids.append(table)
    return ids


def _tally_store(settings: Settings) -> EventStore[Any]:
    return build_event_store(settings, event_codec((MAUMAU, TALLY)))


def _positions(engine: Engine) -> dict[str, int]:
    with engine.connect() as conn:
        return {name: t.position for name, t in read_trackers(conn, PROJECTIONS).items()}


@pytest.mark.parametrize("runner_knows_tally", [False, True], ids=["foreign", "registered"])
def test_tally_streams_in_the_log_stall_no_read_model(migrated_database_url: str, runner_knows_tally: bool) -> None:
    """Tally streams before, between and after Mau-Mau matches: every projection reaches the
    head, nothing parks, nothing fails — whether the runner's process knows the tally game
    (decoded events of another kind) or not (opaque ``ForeignEvent`` values)."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    writer = _tally_store(settings)
    store = _tally_store(settings) if runner_knows_tally else open_store(settings)
    engine = make_engine(settings)
    try:
        _append_tally_games(writer, 3, seed=1)
        append_interleaved(writer, bot_matches(2, seed=5), max_chunk=8)
        _append_tally_games(writer, 2, seed=2)
        notes = store.read_notifications(1, 100_000)
        kinds = {type(n.event) for n in notes if n.topic.startswith("tally.")}
        assert kinds == ({Started, Added, Won} if runner_knows_tally else {ForeignEvent})
        runner = Runner(engine, store, batch_size=25)
        runner.run_until_caught_up(max_seconds=120)
        head = store.max_notification_id()
        assert set(_positions(engine).values()) == {head}, "every read model went past the tally events"
        assert runner.parked == {}
        assert not runner.failing
        with engine.connect() as conn:
            assert parking.read_parked(conn, read_trackers(conn)) == {}
        # A log that ends with a foreign stream: the positions still reach its end.
        _append_tally_games(writer, 1, seed=3)
        runner.run_until_caught_up(max_seconds=60)
        assert set(_positions(engine).values()) == {store.max_notification_id()}
        runner.close()
    finally:
        engine.dispose()
        store.close()
        writer.close()


def _read_models(engine: Engine) -> dict[str, list[tuple[Any, ...]]]:
    """Every read table's rows in key order, without the log positions (``notification_id``):
    the two logs compared below number their notifications differently."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with engine.connect() as conn:
        for projection in PROJECTIONS.values():
            for name, table in projection.tables.views.items():
                columns = [c for c in table.columns if c.name != "notification_id"]
                pk = [c for c in table.columns if c.primary_key]
                rows = conn.execute(select(*columns).order_by(*pk)).all()
                out[name] = [tuple(json.dumps(v, sort_keys=True, default=str) for v in row) for row in rows]
    return out


@pytest.fixture
def second_database_url(database_url: str, tmp_path: Any, request: pytest.FixtureRequest) -> str:
    """Another empty, migrated database on the same backend as ``database_url``."""
    from infrastructure.adapters.migrate import upgrade

    if database_url.startswith("sqlite"):
        url = f"sqlite:///{tmp_path / 'without_tally.db'}"
    else:
        url = request.getfixturevalue("make_postgres_database")()
    upgrade(load_settings(database_url=url))
    return url


def test_interleaved_tally_streams_leave_the_maumau_read_models_unchanged(
    migrated_database_url: str, second_database_url: str
) -> None:
    """Log A: Mau-Mau matches with tally games interleaved; log B: the very same Mau-Mau rows
    (same bytes, same timestamps) without the tally games.  The read models built from A and B
    are identical row for row (log positions aside)."""
    with_tally = load_settings(database_url=migrated_database_url, create_tables=False)
    without = load_settings(database_url=second_database_url, create_tables=False)
    store_a, store_b = _tally_store(with_tally), open_store(without)
    engine_a, engine_b = make_engine(with_tally), make_engine(without)
    try:
        matches = bot_matches(4, seed=11)
        _append_tally_games(store_a, 2, seed=1)
        append_interleaved(store_a, matches[:2], max_chunk=5)
        _append_tally_games(store_a, 2, seed=2)
        append_interleaved(store_a, matches[2:], seed=4, max_chunk=9)
        _append_tally_games(store_a, 1, seed=3)
        rows = store_a._recorder.select_notifications(1, 100_000)
        maumau_rows = [
            StoredEvent(r.originator_id, r.originator_version, r.topic, r.state)
            for r in rows
            if r.topic.startswith("maumau.")
        ]
        assert 0 < len(maumau_rows) < len(rows)
        store_b._recorder.insert_events(maumau_rows)
        for store, engine in ((store_a, engine_a), (store_b, engine_b)):
            runner = Runner(engine, store, batch_size=40)
            runner.run_until_caught_up(max_seconds=120)
            runner.close()
            assert runner.parked == {}
        assert store_a.max_notification_id() > store_b.max_notification_id()
        models = _read_models(engine_a)
        assert models == _read_models(engine_b)
        assert models["audit_trail"], "the comparison compares something"
        assert models["leaderboard"]
    finally:
        for engine in (engine_a, engine_b):
            engine.dispose()
        store_a.close()
        store_b.close()
