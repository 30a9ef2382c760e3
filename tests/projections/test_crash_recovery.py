"""Crash recovery on PostgreSQL: ``kill -9`` the projection worker mid-batch, again and again,
while events are being appended; after a restart every read table equals a rebuild from zero."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from projections.operations import checksums, rebuild
from projections.registry import PROJECTIONS
from projections.runner import Runner, make_engine, open_store, read_trackers
from tests.projections.helpers import append_interleaved, bot_matches

ROOT = Path(__file__).resolve().parents[2]
KILLS = 10


def _position(engine) -> int:
    with engine.connect() as conn:
        return min(t.position for t in read_trackers(conn, PROJECTIONS).values())


@pytest.mark.slow
def test_kill_9_the_worker_ten_times_then_tables_equal_a_rebuild(
    make_postgres_database: Callable[[], str], matches
) -> None:
    url = make_postgres_database()
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:  # as in the read_side fixture: no fsync waits
        conn.execute(f'ALTER DATABASE "{url.rsplit("/", 1)[1]}" SET synchronous_commit = off')
    settings = load_settings(database_url=url, create_tables=False)
    upgrade(settings)
    store, engine = open_store(settings), make_engine(settings)
    rng = random.Random(99)
    stop_writing = threading.Event()
    more = bot_matches(16, seed=31, max_rounds=2)  # enough to keep appending through every kill
    writer = threading.Thread(
        target=append_interleaved,
        args=(store, matches + more),
        kwargs={"seed": 4, "max_chunk": 6, "parallel": 6, "stop": stop_writing, "pause": 0.004},
    )
    command = [
        sys.executable,
        "-m",
        "projections.cli",
        "run",
        "--database-url",
        url,
        "--batch-size",
        "20",
        "--poll-interval",
        "0.05",
    ]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        writer.start()
        kills = 0
        progress = []
        while kills < KILLS:
            before = _position(engine)
            worker = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                deadline = time.monotonic() + 30
                while _position(engine) == before and time.monotonic() < deadline:
                    if worker.poll() is not None:
                        raise AssertionError(f"worker exited with {worker.returncode}")
                    time.sleep(0.005)
                time.sleep(rng.uniform(0.0, 0.08))  # somewhere inside the following batches
            finally:
                worker.send_signal(signal.SIGKILL)
                worker.wait()
            kills += 1
            progress.append(_position(engine))
        stop_writing.set()
        writer.join()
        assert progress == sorted(progress)
        assert progress[-1] > progress[0]
        Runner(engine, store).run_until_caught_up(max_seconds=60)
        assert _position(engine) == store.max_notification_id()
        after_crashes = checksums(engine)
        rebuild(engine, store, list(PROJECTIONS))
        assert checksums(engine) == after_crashes
    finally:
        stop_writing.set()
        writer.join()
        engine.dispose()
        store.close()
