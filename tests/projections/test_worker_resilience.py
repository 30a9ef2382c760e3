"""The PostgreSQL projection worker (``maumau projections run`` as a subprocess) outlives its
database connections: killed with ``pg_terminate_backend`` (the LISTEN connection alone, then
every connection of the database in the middle of a catch-up) and a restart of a throwaway
cluster (``pg_ctl restart -m fast`` and ``-m immediate``).  Each time it must keep running,
catch up with events appended meanwhile by itself, re-open its LISTEN connection, and park
nothing (a lost connection is transient, never a projection's fault).

The failing driver errors those situations raise are classified on the real server too.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest

from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from projections import parking
from projections.registry import PROJECTIONS
from projections.runner import make_engine, open_store, read_trackers
from tests.projections.helpers import append_interleaved, bot_matches

ROOT = Path(__file__).resolve().parents[2]
LISTEN_NAME = "maumau-projections"


@dataclass
class Worker:
    """``maumau projections run`` as a subprocess, its output in a temporary file."""

    process: subprocess.Popen[bytes]
    log: Any

    @classmethod
    def start(cls, url: str) -> Worker:
        """Start the worker on ``url``."""
        command = [
            sys.executable,
            "-m",
            "projections.cli",
            "run",
            "--database-url",
            url,
            "--batch-size",
            "40",
            "--poll-interval",
            "0.5",
        ]
        log = tempfile.TemporaryFile()  # noqa: SIM115 - open as long as the worker runs; closed by stop()
        process = subprocess.Popen(
            command, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=log, stderr=log
        )
        return cls(process, log)

    def output(self) -> str:
        """The end of what the worker wrote so far (for assertion messages)."""
        self.log.seek(0)
        return str(self.log.read().decode(errors="replace"))[-4000:]

    def stop(self) -> int:
        """SIGTERM the worker (it stops cleanly; SIGKILL if it does not); its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:  # pragma: no cover - reported by the caller's assertion
                self.process.kill()
                self.process.wait()
        self.log.close()
        return self.process.returncode


def _until(check: Callable[[], bool], worker: Worker, what: str, limit: float = 60.0) -> None:
    """Poll ``check`` until true; fail if the worker exits or ``limit`` seconds pass (a safety
    net: the assertion is that it happens, not how fast)."""
    deadline = time.monotonic() + limit
    while True:
        if worker.process.poll() is not None:
            raise AssertionError(
                f"the worker exited ({worker.process.returncode}) waiting for {what}:\n{worker.output()}"
            )
        try:
            if check():
                return
        except psycopg.OperationalError:
            pass  # the test's own connection while the server restarts
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} within {limit} s:\n{worker.output()}")
        time.sleep(0.05)


class Side:
    """The test's own view of the database: appends, positions, parks, backends."""

    def __init__(self, url: str) -> None:
        """Open settings, a store and an engine on ``url``."""
        self.url = url
        self.settings = load_settings(database_url=url, create_tables=False)
        self.store = open_store(self.settings)
        self.engine = make_engine(self.settings)

    def reopen(self) -> None:
        """A fresh event store (its pooled connections died with the server or were killed)."""
        self.store.close()
        self.store = open_store(self.settings)

    def caught_up(self) -> bool:
        """Every projection at the head of the log (and none parked)."""
        head = self.store.max_notification_id()
        with self.engine.connect() as conn:
            assert parking.read_parked(conn) == {}
            return all(t.position >= head for t in read_trackers(conn, PROJECTIONS).values())

    def listeners(self) -> list[int]:
        """The backend pids of the worker's LISTEN connections."""
        with psycopg.connect(self.url, autocommit=True) as conn:
            rows = conn.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = %s",
                (LISTEN_NAME,),
            ).fetchall()
        return [r[0] for r in rows]

    def terminate(self, application_name: str | None) -> int:
        """``pg_terminate_backend`` every other backend of the database (of ``application_name``
        only, if given); how many."""
        sql = (
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid()"
        )
        args: tuple[Any, ...] = ()
        if application_name is not None:
            sql += " AND application_name = %s"
            args = (application_name,)
        with psycopg.connect(self.url, autocommit=True) as conn:
            return int(conn.execute(sql, args).fetchone()[0])  # type: ignore[index]

    def close(self) -> None:
        """Release the store and the engine."""
        self.engine.dispose()
        self.store.close()


def test_worker_survives_pg_terminate_backend_and_catches_up(make_postgres_database, matches) -> None:
    url = make_postgres_database()
    upgrade(load_settings(database_url=url, create_tables=False))
    side = Side(url)
    worker = Worker.start(url)
    try:
        append_interleaved(side.store, matches[:3], max_chunk=12)
        _until(side.caught_up, worker, "first catch-up")
        _until(lambda: len(side.listeners()) == 1, worker, "LISTEN connection")
        first = side.listeners()

        # 1. The LISTEN connection alone (the crash of issue #8 item 3).
        assert side.terminate(LISTEN_NAME) == 1
        append_interleaved(side.store, matches[3:6], seed=5, max_chunk=12)
        _until(side.caught_up, worker, "catch-up after the LISTEN connection was killed")
        _until(lambda: len(side.listeners()) == 1 and side.listeners() != first, worker, "a new LISTEN connection")

        # 2. Every connection of the database, while the worker is catching up with a big append.
        append_interleaved(side.store, matches[6:12], seed=6, max_chunk=30)
        killed = side.terminate(None)
        assert killed >= 2  # the worker's (and the test's own pools)
        side.reopen()
        append_interleaved(side.store, matches[12:15], seed=7, max_chunk=12)
        _until(side.caught_up, worker, "catch-up after every connection was killed")
        _until(lambda: len(side.listeners()) == 1, worker, "LISTEN connection after the massacre")
        assert worker.process.poll() is None
        output = worker.output()
    finally:
        code = worker.stop()
        side.close()
    assert code == 0, output
    assert "PARKED" not in output


# ---------------------------------------------------------------- a throwaway cluster, restarted


def _pg_bin() -> Path | None:
    """The newest ``/usr/lib/postgresql/*/bin`` holding ``initdb`` and ``pg_ctl``."""
    found = [p.parent for p in Path("/usr/lib/postgresql").glob("*/bin/initdb") if (p.parent / "pg_ctl").exists()]
    return max(found, key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0) if found else None


@dataclass
class Cluster:
    """A private PostgreSQL cluster in a temporary directory."""

    bin: Path
    data: Path
    port: int
    as_user: list[str]

    @property
    def admin_url(self) -> str:
        """The ``postgres`` database."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def pg_ctl(self, *args: str) -> None:
        """Run ``pg_ctl`` on the cluster (as its owner)."""
        opts = f"-p {self.port} -k {self.data.parent} -c listen_addresses=127.0.0.1 -c fsync=off"
        subprocess.run(
            [
                *self.as_user,
                str(self.bin / "pg_ctl"),
                "-D",
                str(self.data),
                "-l",
                str(self.data.parent / "server.log"),
                "-w",
                "-t",
                "60",
                "-o",
                opts,
                *args,
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    """A throwaway cluster (``initdb`` + ``pg_ctl``), as user ``postgres`` when run as root."""
    bin_dir = _pg_bin()
    if bin_dir is None:
        pytest.skip("no initdb/pg_ctl under /usr/lib/postgresql/*/bin: cannot start a private cluster to restart")
    as_user: list[str] = []
    if os.geteuid() == 0:
        if shutil.which("runuser") is None:
            pytest.skip("running as root without runuser: cannot start PostgreSQL as user postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    base = Path(tempfile.mkdtemp(prefix="maumau-pg-", dir="/tmp"))
    if as_user:
        shutil.chown(base, "postgres", "postgres")
    data = base / "data"
    try:
        subprocess.run(
            [*as_user, str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync"],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        found = Cluster(bin_dir, data, _free_port(), as_user)
        found.pg_ctl("start")
        try:
            yield found
        finally:
            found.pg_ctl("stop", "-m", "immediate")
    finally:
        shutil.rmtree(base, ignore_errors=True)


@pytest.mark.postgres
def test_worker_survives_server_restarts_fast_and_immediate(cluster: Cluster) -> None:
    with psycopg.connect(cluster.admin_url, autocommit=True) as conn:
        conn.execute("CREATE DATABASE maumau")
    url = cluster.admin_url.rsplit("/", 1)[0] + "/maumau"
    upgrade(load_settings(database_url=url, create_tables=False))
    games = bot_matches(9, seed=41, max_rounds=2)
    side = Side(url)
    worker = Worker.start(url)
    try:
        append_interleaved(side.store, games[:3], max_chunk=12)
        _until(side.caught_up, worker, "first catch-up")
        for k, mode in enumerate(("fast", "immediate")):
            cluster.pg_ctl("restart", "-m", mode)
            side.reopen()
            append_interleaved(side.store, games[3 + 3 * k : 6 + 3 * k], seed=k, max_chunk=12)
            _until(side.caught_up, worker, f"catch-up after `pg_ctl restart -m {mode}`")
            _until(lambda: len(side.listeners()) == 1, worker, f"LISTEN connection after the {mode} restart")
        assert worker.process.poll() is None
        output = worker.output()
    finally:
        code = worker.stop()
        side.close()
    assert code == 0, output
    assert "PARKED" not in output


def test_driver_errors_of_a_lost_connection_are_transient_and_bad_values_are_not(make_postgres_database) -> None:
    url = make_postgres_database()
    with psycopg.connect(url, autocommit=True) as conn:
        with pytest.raises(psycopg.Error) as overflow:
            conn.execute("SELECT CAST(100000000000000000000 AS integer)")
        assert not parking.is_transient(overflow.value)
        with pytest.raises(psycopg.Error) as division:
            conn.execute("SELECT 1 / 0")
        assert not parking.is_transient(division.value)
        pid = conn.info.backend_pid
        with psycopg.connect(url, autocommit=True) as killer:
            killer.execute("SELECT pg_terminate_backend(%s)", (pid,))
        with pytest.raises(psycopg.Error) as lost:
            conn.execute("SELECT 1")
        assert parking.is_transient(lost.value)
    with pytest.raises(psycopg.Error) as refused:
        psycopg.connect(f"postgresql://postgres@127.0.0.1:{_free_port()}/postgres", connect_timeout=5)
    assert parking.is_transient(refused.value)
