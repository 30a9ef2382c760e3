"""The projection runner on both backends: rebuild equality, two runners, uncommitted events."""

from __future__ import annotations

import json
import sqlite3
import threading
import uuid
from datetime import UTC, datetime
from typing import Any

import psycopg
import pytest
from sqlalchemy import func, select

from domain.maumau import codec
from domain.maumau.rules import PRESETS
from infrastructure.adapters.event_store import EVENTS_TABLE
from projections.in_process import InProcessRunner, start_in_process
from projections.operations import checksums, rebuild, status
from projections.registry import PROJECTIONS
from projections.runner import Runner, read_trackers
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved, bot_matches, view_tables


def _positions(side: ReadSide) -> dict[str, int]:
    with side.engine.connect() as conn:
        return {name: t.position for name, t in read_trackers(conn, PROJECTIONS).items()}


def test_read_models_equal_a_rebuild_after_bot_matches_of_every_preset(read_side: ReadSide, matches) -> None:
    half = len(matches) // 2
    append_interleaved(read_side.store, matches[:half], max_chunk=12)
    runner = Runner(read_side.engine, read_side.store, batch_size=37)  # small batches: rounds span batches
    runner.run_until_caught_up()
    append_interleaved(read_side.store, matches[half:], seed=3, max_chunk=12)
    runner.run_until_caught_up()
    head = read_side.store.max_notification_id()
    assert set(_positions(read_side).values()) == {head}

    live = checksums(read_side.engine)
    generations = rebuild(read_side.engine, read_side.store, list(PROJECTIONS), batch_size=1000, jobs=2)
    assert set(generations.values()) == {2}
    assert checksums(read_side.engine) == live

    views = view_tables()
    with read_side.engine.connect() as conn:
        rulesets = set(conn.execute(select(views["score_sheet_matches"].c.ruleset)).scalars())
        outcomes = set(conn.execute(select(views["mau_moments"].c.outcome)).scalars())
        audit_rows = conn.execute(select(func.count()).select_from(views["audit_trail"])).scalar_one()
        redacted = conn.execute(
            select(func.count()).select_from(views["audit_trail"]).where(views["audit_trail"].c.redacted)
        ).scalar_one()
        players = conn.execute(select(func.count()).select_from(views["leaderboard"])).scalar_one()
    assert rulesets == set(PRESETS)
    assert {"called", "called_auto", "penalised", "not_challenged", "not_challengeable"} <= outcomes
    assert audit_rows == head
    assert redacted == 0  # every match finished: every round is revealed
    assert players > 0
    # The old generation is gone and the status reports no lag.
    assert all(row["lag"] == 0 and row["generation"] == 2 for row in status(read_side.engine, read_side.store))


def test_two_runners_at_once_never_apply_an_event_twice(read_side: ReadSide, matches) -> None:
    append_interleaved(read_side.store, matches[:10], max_chunk=12)
    head = read_side.store.max_notification_id()
    runners = [Runner(read_side.engine, read_side.store, batch_size=53) for _ in range(2)]
    errors: list[BaseException] = []

    def run(r: Runner) -> None:
        try:
            r.run_until_caught_up(max_seconds=60)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(r,)) for r in runners]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    # Each (event, projection) application is counted only when its transaction committed.
    # ``applied`` counts (event, read model) pairs of the stream kinds a read model follows: the
    # log is Mau-Mau's alone, so the other games' read models apply none of it.
    maumau_models = [p for p in PROJECTIONS.values() if codec.TOPIC_PREFIX in p.follows]
    assert sum(r.applied for r in runners) == head * len(maumau_models)
    live = checksums(read_side.engine)
    rebuild(read_side.engine, read_side.store, list(PROJECTIONS))
    assert checksums(read_side.engine) == live


def _raw_event(stream: uuid.UUID) -> tuple[str, bytes]:
    """A MatchStarted of a new stream, as the store encodes it (topic, state)."""
    from domain.maumau.events import MatchStarted

    topic, payload = codec.encode(MatchStarted(PRESETS["MM-001"], 2, ("ada", "bob")))
    state = json.dumps({"t": datetime.now(UTC).isoformat(), "m": {}, "e": payload}).encode()
    return topic, state


def test_runner_never_passes_an_uncommitted_event(read_side: ReadSide, matches) -> None:
    append_interleaved(read_side.store, matches[:2], max_chunk=30)
    runner = Runner(read_side.engine, read_side.store, batch_size=500)
    runner.run_until_caught_up()
    before = read_side.store.max_notification_id()
    a, b = uuid.uuid4(), uuid.uuid4()
    topic, state = _raw_event(a)
    if read_side.settings.is_postgres:
        # Two writers that skip the recorder's table lock: the first stays open, the second
        # (a higher id) commits.  The runner must stop before the first's id.
        url = read_side.url
        with psycopg.connect(url) as open_tx, psycopg.connect(url, autocommit=True) as other:
            open_tx.execute(
                f"INSERT INTO {EVENTS_TABLE} (originator_id, originator_version, topic, state) VALUES (%s, 1, %s, %s)",
                (a, topic, state),
            )
            other.execute(
                f"INSERT INTO {EVENTS_TABLE} (originator_id, originator_version, topic, state) VALUES (%s, 1, %s, %s)",
                (b, topic, state),
            )
            assert read_side.store.max_notification_id() == before + 2
            for _ in range(3):
                runner.step()
            assert runner.waiting_on_gap
            assert set(_positions(read_side).values()) == {before}
            open_tx.commit()
        runner.run_until_caught_up()
        assert set(_positions(read_side).values()) == {before + 2}
        # A rolled-back insert leaves a permanent hole: once nobody is writing, the runner passes it.
        with psycopg.connect(url) as rolled_back:
            rolled_back.execute(
                f"INSERT INTO {EVENTS_TABLE} (originator_id, originator_version, topic, state) VALUES (%s, 1, %s, %s)",
                (uuid.uuid4(), topic, state),
            )
            rolled_back.rollback()
        read_side.store.append(uuid.uuid4(), 0, [codec.decode(topic, json.loads(state)["e"])])
        runner.run_until_caught_up(max_seconds=10)
        assert set(_positions(read_side).values()) == {before + 4}
    else:
        path = str(read_side.settings.sqlite_path)
        conn = sqlite3.connect(path, isolation_level=None, timeout=10)
        try:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute(
                f"INSERT INTO {EVENTS_TABLE} (originator_id, originator_version, topic, state) VALUES (?, 1, ?, ?)",
                (a.hex, topic, state),
            )
            for _ in range(3):
                runner.step()
            assert set(_positions(read_side).values()) == {before}
            conn.execute("COMMIT")
        finally:
            conn.close()
        runner.run_until_caught_up()
        assert set(_positions(read_side).values()) == {before + 1}
    with read_side.engine.connect() as c:
        sheet = view_tables()["score_sheet_matches"]
        assert c.execute(select(sheet.c.status).where(sheet.c.match_id == a)).scalar_one() == "running"


def test_in_process_runner_follows_appends_on_sqlite(tmp_path) -> None:
    from infrastructure.adapters.settings import load_settings

    settings = load_settings(database_url=f"sqlite:///{tmp_path / 'svc.db'}")
    handle = start_in_process(settings, poll_interval=0.05)
    try:
        assert isinstance(handle, InProcessRunner)  # a file-backed SQLite database is shared
        matches = bot_matches(3, seed=11, max_rounds=1)
        append_interleaved(handle.store, matches)
        handle.wake()
        handle.catch_up(timeout=20)
        with handle.engine.connect() as conn:
            t = view_tables()["score_sheet_matches"]
            assert conn.execute(select(func.count()).select_from(t)).scalar_one() == 3
    finally:
        handle.stop()


def test_rebuild_while_the_live_runner_keeps_running(read_side: ReadSide, matches) -> None:
    append_interleaved(read_side.store, matches[:6], max_chunk=12)
    stop = threading.Event()
    live = Runner(read_side.engine, read_side.store, batch_size=41)
    thread = threading.Thread(target=live.run_forever, args=(stop,), kwargs={"poll_interval": 0.02})
    thread.start()
    try:
        writer = threading.Thread(
            target=append_interleaved, args=(read_side.store, matches[6:12]), kwargs={"seed": 5, "max_chunk": 12}
        )
        writer.start()
        rebuild(read_side.engine, read_side.store, ["audit", "leaderboards"], batch_size=200)
        writer.join()
        deadline = datetime.now(UTC).timestamp() + 30
        head = read_side.store.max_notification_id()
        while set(_positions(read_side).values()) != {head}:
            assert datetime.now(UTC).timestamp() < deadline
            stop.wait(0.02)
    finally:
        stop.set()
        thread.join()
    with read_side.engine.connect() as conn:
        trackers: dict[str, Any] = read_trackers(conn)
    assert trackers["audit"].generation == 2
    assert "audit#rebuild" not in trackers
    serving = checksums(read_side.engine)
    rebuild(read_side.engine, read_side.store, list(PROJECTIONS))
    assert checksums(read_side.engine) == serving


@pytest.mark.parametrize("name", ["nope"])
def test_rebuild_rejects_an_unknown_projection(read_side: ReadSide, name: str) -> None:
    with pytest.raises(KeyError, match="known"):
        rebuild(read_side.engine, read_side.store, [name])
