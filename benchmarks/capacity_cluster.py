"""Throwaway PostgreSQL clusters for ``benchmarks.capacity``: start, count, load with pgbench, tear down.

The capacity benchmark must never reconfigure or overload the machine's shared PostgreSQL, and
it needs settings that one cannot set per database (``max_connections``, ``commit_delay`` for
every session, a streaming standby).  So it runs its own: :func:`throwaway_cluster` makes one
with ``initdb`` in a temporary folder, starts it on a free port of 127.0.0.1 and always stops
and deletes it again.  As root, every server program runs as the ``postgres`` user
(``runuser -u postgres --``), since ``initdb`` refuses root.

What is counted rather than timed (:class:`Counters`), read from the server's statistics:

* write transactions: the next transaction id (``pg_snapshot_xmax(pg_current_snapshot())``,
  which assigns none itself); only a transaction that writes gets an id, so the difference is
  exactly the number of write transactions while nothing else writes;
* commits: ``pg_stat_database.xact_commit`` less ``sessions`` (each new connection commits one
  catalog transaction while it starts) and less the one query of the reader itself;
* WAL flushes: ``pg_stat_wal.wal_sync`` (fdatasync calls of the WAL), and ``wal_sync_time``
  when ``track_wal_io_timing`` is on;
* events: the rows of the events table (the benchmark empties it between runs).

Statistics reach the shared counters when a backend ends (or idles a while), so read them after
the writers' connections are closed.  :func:`route` is the table-to-partition router the
capacity plan proposes (rendezvous hashing).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pwd
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg

from benchmarks.api import cpu_seconds

PG_BIN = Path(os.environ.get("MAUMAU_PG_BIN", "/usr/lib/postgresql/15/bin"))
"""Where ``initdb``, ``pg_ctl``, ``pg_basebackup`` and ``pgbench`` are (``MAUMAU_PG_BIN`` overrides)."""

SERVER_SETTINGS: dict[str, str] = {
    "max_connections": "600",
    "shared_buffers": "256MB",
    "synchronous_commit": "on",
    "fsync": "on",
    "wal_level": "replica",
    "max_wal_senders": "4",
    "max_wal_size": "8GB",
    "checkpoint_timeout": "30min",
    "autovacuum": "off",
    "track_wal_io_timing": "on",
    "log_min_messages": "warning",
    "log_checkpoints": "off",
}
"""The throwaway cluster's settings.  Durable commits as production runs them (``fsync``,
``synchronous_commit``); checkpoints and autovacuum pushed out of the few minutes of a run, so
that the counts are the appends' own (the events table is insert-only)."""

_PGBENCH_TPS = re.compile(r"^tps = ([0-9.]+) \(without initial connection time\)", re.M)
_PGBENCH_FAILED = re.compile(r"^number of failed transactions: (\d+)", re.M)


def unavailable() -> str | None:
    """Why no throwaway cluster can be started here (``None``: it can)."""
    for program in ("initdb", "pg_ctl", "pg_basebackup", "pgbench"):
        if not (PG_BIN / program).exists():
            return f"{PG_BIN / program} is missing"
    if os.geteuid() == 0:
        if shutil.which("runuser") is None:
            return "running as root without runuser"
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no postgres user"
    return None


def _server_program(program: str, *args: str) -> list[str]:
    """The command line of a server program, run as the ``postgres`` user when we are root."""
    prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    return [*prefix, str(PG_BIN / program), *args]


def _own(path: Path) -> None:
    """Give ``path`` to the ``postgres`` user when we are root (the server writes there)."""
    if os.geteuid() == 0:
        entry = pwd.getpwnam("postgres")
        os.chown(path, entry.pw_uid, entry.pw_gid)


def free_port() -> int:
    """A TCP port of 127.0.0.1 nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _run(command: Sequence[str], *, timeout: float = 120) -> str:
    """Run a program; its output, or ``RuntimeError`` with the output when it fails."""
    done = subprocess.run(list(command), capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}): {done.stdout}{done.stderr}")
    return done.stdout


@dataclass
class Cluster:
    """One running throwaway cluster (a primary or a standby) on 127.0.0.1:``port``."""

    name: str
    data: Path
    port: int
    sockets: Path
    standbys: list[Cluster] = field(default_factory=list)
    """The standbys made from this cluster (stopped with it)."""

    def url(self, database: str = "postgres") -> str:
        """The libpq URL of ``database`` (user ``postgres``, trust authentication)."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        """Start the server on its port and wait until it accepts connections."""
        options = f"-c port={self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={self.sockets}"
        log = self.data.parent / f"{self.name}.log"
        _run(_server_program("pg_ctl", "-D", str(self.data), "-l", str(log), "-o", options, "-w", "-t", "60", "start"))

    def stop(self) -> None:
        """Stop the server now (``-m immediate``: nothing of it is kept)."""
        with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
            _run(_server_program("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop"))

    def execute(self, sql: str, params: Sequence[Any] = (), database: str = "postgres") -> list[tuple[Any, ...]]:
        """Run one statement on a fresh autocommit connection; its rows (if any)."""
        with psycopg.connect(self.url(database), autocommit=True) as conn, conn.cursor() as cur:
            cur.execute(sql, params)
            return list(cur.fetchall()) if cur.description else []

    def configure(self, settings: Mapping[str, str]) -> dict[str, str]:
        """``ALTER SYSTEM`` the ``settings`` and reload; what the server then shows for each."""
        for key, value in settings.items():
            self.execute(f"ALTER SYSTEM SET {key} = '{value}'")
        self.execute("SELECT pg_reload_conf()")
        time.sleep(0.2)
        return {key: str(self.execute(f"SHOW {key}")[0][0]) for key in settings}

    def version(self) -> str:
        """The server's version (``SHOW server_version``)."""
        return str(self.execute("SHOW server_version")[0][0])

    def server_cpu_seconds(self) -> float:
        """CPU seconds (user + system) of the postmaster, its live children and its reaped ones.

        Linux ``/proc`` only; a child that ended is in the postmaster's ``cutime``/``cstime`` once
        reaped, so connections may come and go between two readings.
        """
        try:
            root = int((self.data / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return 0.0
        return cpu_seconds([root], reaped=True)

    def standby(self, name: str) -> Cluster:
        """A streaming standby of this cluster (``pg_basebackup -R``), started on a port of its own."""
        data = self.data.parent / name
        data.mkdir(mode=0o700)
        _own(data)
        source = ("-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres")
        _run(_server_program("pg_basebackup", *source, "-D", str(data), "-R", "-X", "stream", "-c", "fast"))
        standby = Cluster(name, data, free_port(), self.sockets)
        self.standbys.append(standby)
        standby.start()
        return standby


@contextlib.contextmanager
def throwaway_clusters(names: Sequence[str], settings: Mapping[str, str] | None = None) -> Iterator[list[Cluster]]:
    """New clusters, one per name (``initdb``, :data:`SERVER_SETTINGS` and ``settings``), made at
    the same time and each running on a free port; they and every standby made from them are
    stopped and their folder deleted afterwards, whatever happens."""
    reason = unavailable()
    if reason is not None:
        raise RuntimeError(f"no throwaway PostgreSQL cluster: {reason}")
    root = Path(tempfile.mkdtemp(prefix="maumau-capacity-"))
    _own(root)
    ports: list[int] = []
    while len(ports) < len(names):
        port = free_port()
        if port not in ports:
            ports.append(port)
    clusters = [Cluster(name, root / name, port, root) for name, port in zip(names, ports, strict=True)]
    lines = [f"{key} = '{value}'" for key, value in {**SERVER_SETTINGS, **(settings or {})}.items()]

    def make(cluster: Cluster) -> None:
        options = ("-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions")
        _run(_server_program("initdb", "-D", str(cluster.data), *options))
        with (cluster.data / "postgresql.conf").open("a") as conf:
            conf.write("\n# benchmarks.capacity\n" + "\n".join(lines) + "\n")
        cluster.start()

    try:
        with ThreadPoolExecutor(len(clusters)) as pool:  # every cluster gets its chance; the first failure is raised
            for started in [pool.submit(make, c) for c in clusters]:
                started.result()
        yield clusters
    finally:
        for cluster in clusters:
            for standby in cluster.standbys:
                standby.stop()
            cluster.stop()
        shutil.rmtree(root, ignore_errors=True)


@contextlib.contextmanager
def throwaway_cluster(name: str = "primary", settings: Mapping[str, str] | None = None) -> Iterator[Cluster]:
    """One cluster of :func:`throwaway_clusters`."""
    with throwaway_clusters([name], settings) as (cluster,):
        yield cluster


# ---------------------------------------------------------------- counts


@dataclass(frozen=True)
class Counters:
    """The server's counters at one moment (see the module docstring for what each one means)."""

    next_xid: int
    xact_commit: int
    sessions: int
    wal_sync: int
    wal_sync_ms: float
    wal_bytes: int
    events: int


def counters(cluster: Cluster, database: str) -> Counters:
    """Read :class:`Counters` on a fresh connection (its own start and query are left out)."""
    (row,) = cluster.execute(
        "SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint, d.xact_commit, d.sessions, "
        "w.wal_sync, w.wal_sync_time, w.wal_bytes::bigint, "
        "(SELECT count(*) FROM maumau_events) "
        "FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = current_database()",
        database=database,
    )
    return Counters(int(row[0]), int(row[1]), int(row[2]), int(row[3]), float(row[4]), int(row[5]), int(row[6]))


def settle(cluster: Cluster, database: str, timeout: float = 30.0) -> None:
    """Wait until no session is connected to ``database``, then a little: an ending backend
    hands in its statistics as it leaves.  Asks from the ``postgres`` database, so that the
    waiting is not counted in ``database``'s figures."""
    deadline = time.monotonic() + timeout
    sql = "SELECT count(*) FROM pg_stat_activity WHERE datname = %s"
    with psycopg.connect(cluster.url("postgres"), autocommit=True) as conn:  # not counted in ``database``
        while time.monotonic() < deadline:
            row = conn.execute(sql, (database,)).fetchone()
            if row is None or int(row[0]) == 0:
                break
            time.sleep(0.05)
    time.sleep(0.25)


def counted(before: Counters, after: Counters, appends: int) -> dict[str, Any]:
    """Per append: write transactions, commits, WAL flushes, events; the mean WAL flush time.

    The commits leave out every session's start-up transaction and the reading query of the
    ``before`` reading (the ``after`` one is not yet in its own figures).
    """
    writes = after.next_xid - before.next_xid
    commits = (after.xact_commit - before.xact_commit) - (after.sessions - before.sessions) - 1
    syncs = after.wal_sync - before.wal_sync
    events = after.events - before.events
    per = max(1, appends)
    return {
        "appends": appends,
        "write_transactions": writes,
        "commits": commits,
        "wal_flushes": syncs,
        "events": events,
        "write_transactions_per_append": round(writes / per, 4),
        "commits_per_append": round(commits / per, 4),
        "wal_flushes_per_append": round(syncs / per, 4),
        "events_per_append": round(events / per, 4),
        "wal_bytes_per_append": round((after.wal_bytes - before.wal_bytes) / per, 1),
        "wal_flush_ms_mean": round((after.wal_sync_ms - before.wal_sync_ms) / syncs, 4) if syncs else None,
    }


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q`` quantile (nearest rank) of ``values``; ``None`` when there are none."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


# ---------------------------------------------------------------- pgbench


def append_script(
    topics: Sequence[str], states: Sequence[bytes], *, batches: int = 1, origin: str = "o.pgbench00000"
) -> str:
    """A pgbench script: one call of the store's one-statement append (``maumau_append``,
    migration 0020) per transaction, of one move's events (``topics``/``states``, as the store
    encodes them) at the next versions of the client's own stream; with ``batches`` > 1, that
    many moves of as many streams in the one call (what a group commit writes).

    The stream ids are made of ``:run``, the client's number and the batch's, so two runs never
    collide; ``:v`` (start it with ``-D v=0``) is the streams' version, kept by the client
    between transactions.
    """
    rows = ", ".join(
        f"ROW((lpad(to_hex(:run), 12, '0') || lpad(to_hex(:client_id * {batches} + {b}), 20, '0'))::uuid, "
        f":v + {i + 1}, '{topic}', '\\x{state.hex()}'::bytea)"
        for b in range(batches)
        for i, (topic, state) in enumerate(zip(topics, states, strict=True))
    )
    announcement = " ".join([origin, *sorted(set(topics))])
    return (
        f'SELECT "public"."maumau_append"(ARRAY[{rows}]::"public"."stored_event_uuid"[], '
        f"'{announcement}') AS notification_id;\n"
        f"\\set v :v + {len(topics)}\n"
    )


def pgbench(
    cluster: Cluster,
    database: str,
    script: str,
    *,
    clients: int,
    seconds: float,
    rate: float | None = None,
    threads: int = 2,
    folder: Path | None = None,
) -> dict[str, Any]:
    """Run ``script`` with ``clients`` connections for ``seconds`` (at most ``rate`` transactions
    per second in total when given); transactions, tps, p50/p99 latency from the per-transaction
    log, failures."""
    work = Path(tempfile.mkdtemp(prefix="maumau-pgbench-", dir=folder))
    try:
        path = work / "append.sql"
        path.write_text(script)
        command = [str(PG_BIN / "pgbench"), "-h", "127.0.0.1", "-p", str(cluster.port), "-U", "postgres", "-n"]
        command += [
            "-f",
            str(path),
            "-c",
            str(clients),
            "-j",
            str(min(threads, clients)),
            "-T",
            str(max(1, round(seconds))),
        ]
        command += ["-D", "v=0", "-D", f"run={uuid.uuid4().int >> 80}", "-l", "--log-prefix", str(work / "tx")]
        if rate is not None:
            command += ["-R", str(rate)]
        out = _run([*command, database], timeout=seconds + 120)
        latencies: list[float] = []
        for log in work.glob("tx.*"):
            for line in log.read_text().splitlines():
                parts = line.split()
                if len(parts) >= 3 and parts[2].isdigit():
                    latencies.append(int(parts[2]) / 1000)  # microseconds -> ms
        tps = _PGBENCH_TPS.search(out)
        failed = _PGBENCH_FAILED.search(out)
        return {
            "transactions": len(latencies),
            "per_s": round(float(tps.group(1)), 1) if tps else None,
            "p50_ms": _rounded(percentile(latencies, 0.5)),
            "p99_ms": _rounded(percentile(latencies, 0.99)),
            "failed": int(failed.group(1)) if failed else 0,
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _rounded(value: float | None, digits: int = 3) -> float | None:
    return None if value is None else round(value, digits)


def median_of(runs: Sequence[Mapping[str, Any]], key: str) -> float | None:
    """The median of ``key`` over ``runs`` (``None`` values left out)."""
    values = [float(r[key]) for r in runs if r.get(key) is not None]
    return round(statistics.median(values), 4) if values else None


# ---------------------------------------------------------------- partitions


def route(table_id: uuid.UUID, partitions: Sequence[str]) -> str:
    """The partition (of ``partitions``, e.g. database names) that holds ``table_id``.

    Rendezvous (highest random weight) hashing: every partition scores the table id and the
    highest score wins.  Adding a partition moves only the tables the new one wins (about
    1/n of them); removing one moves only its own; no ring or table of ranges to keep.
    """
    if not partitions:
        raise ValueError("no partitions")

    def score(partition: str) -> bytes:
        return hashlib.blake2b(table_id.bytes + partition.encode(), digest_size=8).digest()

    return max(partitions, key=score)
