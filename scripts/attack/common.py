"""Shared parts of the attack campaign (``scripts.attack.campaign``): the service under attack and the tally.

* :class:`Service` runs ``maumau serve`` as a real subprocess on a free port of 127.0.0.1 and can
  stop it gracefully, ``kill -9`` it and start it again on the same port and database.
* :func:`throwaway_database` gives the campaign its own database: a fresh SQLite file, or a
  ``maumau_attack_<hex>`` database created on the PostgreSQL server of the given URL and dropped
  afterwards (the database named in the URL itself is never touched); ``maumau db upgrade`` runs
  on it, as an operator would.
* :func:`error_shape_problem` checks the one documented error body
  ``{"detail": {"rule": str, "message": str, ...}}``; :class:`Tally` counts answers by status and
  keeps the first problems found with enough of the request to reproduce them.
* :func:`store_snapshot` reads the row counts that any accepted write changes (events, tables,
  seats, open seats, players, rulesets, deal sources) straight from the database, so a refused
  write can be shown to have changed nothing.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import sqlalchemy as sa

__all__ = [
    "ROOT",
    "Service",
    "Tally",
    "bearer",
    "error_shape_problem",
    "store_snapshot",
    "throwaway_database",
]

ROOT = Path(__file__).resolve().parent.parent
"""The repository root: where ``maumau serve`` runs (alembic.ini lives there)."""

MAX_PROBLEMS = 8
"""Problems kept in full per kind (all of them are counted)."""


def bearer(token: str | None) -> dict[str, str]:
    """The ``Authorization`` header for ``token`` (none for ``None``)."""
    return {"Authorization": f"Bearer {token}"} if token else {}


# ---------------------------------------------------------------- the database


@contextlib.contextmanager
def throwaway_database(database_url: str | None) -> Iterator[str]:
    """Yield the URL of a fresh, migrated database; remove it afterwards.

    ``None`` or a ``sqlite`` URL: a new SQLite file in a temporary folder (the URL's own file is not
    used, so a run never mixes with earlier data).  A ``postgresql`` URL: the server and
    credentials to create ``maumau_attack_<hex>`` on (``DROP ... WITH (FORCE)`` at the end).
    """
    if database_url is None or database_url.startswith("sqlite"):
        folder = Path(tempfile.mkdtemp(prefix="maumau-attack-db-"))
        url = f"sqlite:///{folder / 'attack.db'}"
        try:
            _upgrade(url)
            yield url
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return
    import psycopg

    admin_url = database_url.replace("postgresql+psycopg://", "postgresql://")
    name = f"maumau_attack_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = f"{admin_url.rsplit('/', 1)[0]}/{name}"
    try:
        _upgrade(url)
        yield url
    finally:
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _upgrade(url: str) -> None:
    """``maumau db upgrade`` on ``url``, as a subprocess (what an operator runs)."""
    command = [sys.executable, "-m", "api.cli.main", "db", "upgrade", "--database-url", url]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"maumau db upgrade failed: {done.stdout}{done.stderr}")


def _sa_url(url: str) -> str:
    return url.replace("postgresql://", "postgresql+psycopg://", 1) if url.startswith("postgresql://") else url


_SNAPSHOT_SQL = sa.text(
    "SELECT (SELECT count(*) FROM maumau_events), (SELECT count(*) FROM maumau_tables), "
    "(SELECT count(*) FROM maumau_seats), (SELECT count(*) FROM maumau_seats WHERE left_at IS NULL), "
    "(SELECT count(*) FROM maumau_players), (SELECT count(*) FROM maumau_rulesets), "
    "(SELECT count(*) FROM maumau_deal_sources)"
)


def store_snapshot(engine: sa.engine.Engine) -> tuple[int, ...]:
    """Row counts every accepted write changes: events, tables, seats, open seats, players,
    rulesets, deal sources."""
    with engine.connect() as conn:
        row = conn.execute(_SNAPSHOT_SQL).one()
    return tuple(int(v) for v in row)


def snapshot_engine(url: str) -> sa.engine.Engine:
    """A small SQLAlchemy engine on the campaign's database (for snapshots and fault checks)."""
    return sa.create_engine(_sa_url(url), pool_size=1, max_overflow=1)


# ---------------------------------------------------------------- the service


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class Service:
    """``maumau serve`` in a subprocess (one process, bots on without thinking time)."""

    database_url: str
    log_dir: Path
    env: dict[str, str] = field(default_factory=dict)
    port: int = field(default_factory=_free_port)
    process: subprocess.Popen[bytes] | None = None
    starts: int = 0

    @property
    def base(self) -> str:
        """The service's base URL."""
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> None:
        """Start the process and wait until ``/healthz`` answers (raises if it dies first)."""
        env = {**os.environ, "MAUMAU_DATABASE_URL": self.database_url, **self.env}
        if self.database_url.startswith("postgresql"):
            env.setdefault("MAUMAU_CREATE_TABLES", "false")
        command = [
            sys.executable,
            "-m",
            "api.cli.main",
            "serve",
            "--port",
            str(self.port),
            "--bot-delay-ms",
            "0",
            "--log-level",
            "warning",
            "--no-migrate",
        ]
        self.starts += 1
        with (self.log_dir / f"serve-{self.starts}.log").open("wb") as out:
            self.process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while True:
            try:
                if httpx.get(f"{self.base}/healthz", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"maumau serve did not start: see {self.log_dir}")
            time.sleep(0.1)

    def kill9(self) -> None:
        """``kill -9`` the process (no shutdown code runs) and reap it."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        """Stop gracefully (SIGINT), killing after 15 s."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def tracebacks(self) -> list[str]:
        """The first line after each ``Traceback`` in the service's logs (an unhandled error)."""
        found: list[str] = []
        for log in sorted(self.log_dir.glob("serve-*.log")):
            lines = log.read_text(errors="replace").splitlines()
            for i, line in enumerate(lines):
                if line.startswith("Traceback"):
                    tail = next((t for t in lines[i + 1 :] if t and not t.startswith(" ")), "?")
                    found.append(f"{log.name}: {tail[:300]}")
        return found


# ---------------------------------------------------------------- answers


def error_shape_problem(response: httpx.Response) -> str | None:
    """Why a 4xx/5xx answer is not ``{"detail": {"rule": str, "message": str, ...}}`` (None if it is)."""
    try:
        body = response.json()
    except ValueError:
        return f"not JSON: {response.text[:120]!r}"
    detail = body.get("detail") if isinstance(body, dict) else None
    if not isinstance(detail, dict):
        return f"detail is not an object: {str(body)[:120]}"
    if not isinstance(detail.get("rule"), str) or not isinstance(detail.get("message"), str):
        return f"detail lacks rule/message strings: {str(detail)[:120]}"
    return None


@dataclass
class Tally:
    """Answers counted by status (and by route), and the problems found with reproductions."""

    by_status: Counter[str] = field(default_factory=Counter)
    by_route: dict[str, Counter[str]] = field(default_factory=dict)
    problems: Counter[str] = field(default_factory=Counter)
    examples: list[dict[str, Any]] = field(default_factory=list)

    @property
    def tried(self) -> int:
        """Requests sent."""
        return sum(self.by_status.values())

    def count(self, route: str, status: str) -> None:
        """One answer (``status`` may be ``"transport"`` for a connection that broke)."""
        self.by_status[status] += 1
        self.by_route.setdefault(route, Counter())[status] += 1

    def problem(self, kind: str, **repro: Any) -> None:
        """One problem of ``kind`` with what reproduces it."""
        self.problems[kind] += 1
        if self.problems[kind] <= MAX_PROBLEMS:
            self.examples.append({"kind": kind, **repro})

    def report(self) -> dict[str, Any]:
        """The tally as JSON."""
        return {
            "inputs_tried": self.tried,
            "by_status": dict(sorted(self.by_status.items())),
            "server_errors_5xx": sum(n for s, n in self.by_status.items() if s.startswith("5")),
            "problems": dict(self.problems),
            "problem_examples": self.examples,
            "by_route": {r: dict(sorted(c.items())) for r, c in sorted(self.by_route.items())},
        }
