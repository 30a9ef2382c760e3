"""Capacity, measured: moves per service core, appends per PostgreSQL primary, a replica's lag.

``python -m benchmarks.capacity --json`` (about 8 minutes) or ``--quick`` (seconds, for the test).
Everything runs on throwaway PostgreSQL clusters the benchmark starts itself
(:mod:`benchmarks.capacity_cluster`: ``initdb`` in a temporary folder, a free port of 127.0.0.1,
``max_connections=600``, durable commits, torn down at the end); the machine's shared server is
never touched.  Sections (``--sections``, all by default):

``service``
    One process, one thread: an in-process :class:`~infrastructure.services.games.GameService`
    on PostgreSQL plays 4-seat MM-001 tables of random bots move by move, round-robin
    (``benchmarks.cache``'s move driver; a finished match is replaced).  Moves per CPU second of
    the process (``time.process_time``) and per wall second, the PostgreSQL server's CPU per move,
    and the write transactions per move.  With ``--http`` also over HTTP, reusing
    ``benchmarks.api``'s service subprocess and move clients: the server process's CPU per move.
``primary``
    What one primary carries.  ``W`` writers (8 … 512) each append one move's events (a
    ``CardPlayed`` and a ``TurnEnded``, encoded as the store encodes them) per transaction to
    a stream of their own, through the store's one-statement append (``maumau_append``, which
    takes the events table's EXCLUSIVE lock: the global ordering lock).  Clients (``--clients``):

    * ``pgbench`` (``-c W -j 2``, a script calling the same SQL): the server without Python;
      ``pgbench_grouped``: :data:`GROUP` moves of as many streams per call, as a group commit
      writes them;
    * Python: ``W`` threads, one connection each, through
      :meth:`~infrastructure.adapters.event_store.EventStore.append_prepared` (``python``), and
      the same threads through one :class:`~infrastructure.services.games.GroupCommit` as a
      service process shares its appends (``python_grouped``: several moves per transaction).

    Every level is swept ``--repeats`` times (the clients measured once run in the first
    sweep).  Settings compared at every level, back to back: ``delay_0`` (``commit_delay=0``),
    ``delay_1000`` (``commit_delay=1000`` µs, ``commit_siblings=5``), and for pgbench a
    reference ``async`` (``synchronous_commit=off``: what the lock allows when nobody waits for
    the WAL flush under it; not a setting the store may run with).  Per level: appends/s,
    p50/p99 append latency, and counts per append: write transactions, commits, WAL flushes
    (``pg_stat_wal.wal_sync``), events, WAL bytes, and the share of the time a WAL flush was in
    progress.  The ceiling is the highest pgbench median of ``delay_0``; it "flattens" at the
    first level reaching 90 % of it.
``replica``
    A streaming standby (``pg_basebackup -R``) of the primary; pgbench appends at fixed rates
    (fractions of the measured ceiling) while a sampler reads, every 20 ms, the replay lag in
    bytes and ``replay_lag`` from ``pg_stat_replication`` and the standby's
    ``now() - pg_last_xact_replay_timestamp()``.
``partitions``
    A second throwaway primary: ``W`` table ids are routed by rendezvous hash
    (:func:`benchmarks.capacity_cluster.route`) and the two primaries take their share of
    pgbench writers at the same time; total appends/s against one primary with all ``W``.

Every measurement records the load average before and after; the report adds the CPU count,
the PostgreSQL version and settings, and the arithmetic of tables per core and per primary
(``docs/capacity.md``).  Counts (transactions, commits, flushes per append) are exact and
asserted by ``tests/benchmarks/test_capacity_bench.py``; timings on the shared two-core machine
are only comparable within one run.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import platform
import random
import signal
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

from benchmarks.capacity_cluster import (
    SERVER_SETTINGS,
    Cluster,
    append_script,
    counted,
    counters,
    median_of,
    percentile,
    pgbench,
    route,
    settle,
    throwaway_clusters,
    unavailable,
)

DATABASE = "maumau_capacity"
LEVELS = (8, 16, 32, 64, 128, 256, 512)
SETTINGS: dict[str, dict[str, str]] = {
    "delay_0": {"synchronous_commit": "on", "commit_delay": "0", "commit_siblings": "5"},
    "delay_1000": {"synchronous_commit": "on", "commit_delay": "1000", "commit_siblings": "5"},
    "async": {"synchronous_commit": "off", "commit_delay": "0", "commit_siblings": "5"},
}
"""The commit settings compared (``async`` is a reference for pgbench only)."""
DURABLE = ("delay_0", "delay_1000")
GROUP = 16
"""Moves per transaction of the ``pgbench_grouped`` client (a group commit's transaction)."""
CLIENTS = ("pgbench", "pgbench_grouped", "python", "python_grouped")
SAME_WITHIN = 0.05
"""Two settings whose back-to-back runs differ by less than this share are called equal."""
FLATTENS_AT = 0.9
"""A level "reaches the ceiling" at this share of the highest median."""
HUMAN_SECONDS_PER_MOVE = (5.0, 10.0)
"""Assumed: a human table makes one move every 5 to 10 seconds (all its seats together)."""
BOT_SECONDS_PER_MOVE = 0.4
"""A bots-only table: one move per bot delay (the service's default ``bot_delay_ms`` is 400)."""
PLANNING_SHARE = 0.5
"""Plan a primary (or a core) at half of what it was measured to carry: head-room for peaks,
catch-ups, the read side and a noisy neighbour."""

Report = dict[str, Any]


def _load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


@contextlib.contextmanager
def _loaded(into: dict[str, Any]) -> Iterator[None]:
    """Record the load average before and after the block in ``into["load"]``."""
    before = _load()
    try:
        yield
    finally:
        into["load"] = {"before": before, "after": _load()}


# ---------------------------------------------------------------- database and events


def _prepare(cluster: Cluster, database: str = DATABASE) -> str:
    """Create ``database`` on ``cluster`` and migrate it to Alembic's head; its URL."""
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings

    cluster.execute(f'CREATE DATABASE "{database}"')
    url = cluster.url(database)
    upgrade(load_settings(database_url=url))
    return url


def move_events() -> list[object]:
    """One typical move's events, from a real match: a ``CardPlayed`` and its ``TurnEnded``."""
    from domain.maumau.bots import random_bot
    from domain.maumau.commands import StartMatch, StartRound
    from domain.maumau.decide import decide
    from domain.maumau.evolve import apply_in_place
    from domain.maumau.rules import PRESETS
    from domain.maumau.state import initial_state
    from domain.maumau.view import player_view

    state = initial_state()
    for event in decide(state, StartMatch(PRESETS["MM-001"], 4)):
        apply_in_place(state, event)
    for event in decide(state, StartRound(seed=bytes(32))):
        apply_in_place(state, event)
    rng = random.Random(1)
    while True:
        command = random_bot(player_view(state, state.turn), rng)
        assert command is not None
        events = decide(state, command)
        if [type(e).__name__ for e in events] == ["CardPlayed", "TurnEnded"]:
            return list(events)
        for event in events:
            apply_in_place(state, event)


def _store(url: str, pool: int) -> Any:
    """The service's event store on ``url`` with ``pool`` connections (no overflow)."""
    from infrastructure.adapters.event_store import build_event_store
    from infrastructure.adapters.settings import load_settings
    from infrastructure.services.bootstrap import event_codec

    settings = load_settings(database_url=url, pool_size=pool, max_overflow=0, pool_timeout=120)
    return build_event_store(settings, event_codec())


def _script(url: str, batches: int = 1) -> str:
    """The pgbench script appending :func:`move_events` as the store encodes them (``batches``
    moves of different streams per transaction)."""
    store = _store(url, 1)
    try:
        prepared = store.prepare_append(uuid.uuid4(), 0, move_events(), metadata={"actor": "seat", "seat": 0})
    finally:
        store.close()
    return append_script(
        [r.topic for r in prepared.records], [bytes(r.state) for r in prepared.records], batches=batches
    )


# ---------------------------------------------------------------- 1. the service core


def _service_run(cluster: Cluster, url: str, seconds: float, tables: int, seed: int) -> dict[str, Any]:
    """One repetition of the in-process service loop (see the module docstring)."""
    from benchmarks.cache import _move
    from domain.actors import Actor
    from domain.maumau import PRESETS, StartMatch, decide
    from infrastructure.adapters.settings import load_settings
    from infrastructure.services.bootstrap import build_services

    rules = PRESETS["MM-001"]
    rng = random.Random(seed)
    before = counters(cluster, DATABASE)
    services = build_services(load_settings(database_url=url, pool_size=4, max_overflow=0))
    games = services.games
    appends = 0
    try:

        def new_table() -> uuid.UUID:
            nonlocal appends
            table = uuid.uuid4()
            games.execute(table, lambda s: decide(s, StartMatch(rules, 4)), actor=Actor.HOST)
            appends += 1
            return table

        def move(table: uuid.UUID) -> uuid.UUID:
            nonlocal appends
            state = games.cached_state(table)
            if state is not None and state.phase == "finished":
                table = new_table()
            _move(games, table, rng, rng.getrandbits(64))
            appends += 1
            return table

        playing = [new_table() for _ in range(tables)]
        for _ in range(3):  # warm: every table dealt and cached
            playing = [move(t) for t in playing]
        moves = 0
        wall, cpu, server = time.perf_counter(), time.process_time(), cluster.server_cpu_seconds()
        stop = wall + seconds
        while time.perf_counter() < stop:
            for i, table in enumerate(playing):
                playing[i] = move(table)
            moves += len(playing)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        server = cluster.server_cpu_seconds() - server
    finally:
        services.close()
    settle(cluster, DATABASE)
    counts = counted(before, counters(cluster, DATABASE), appends)
    return {
        "moves": moves,
        "wall_s": round(wall, 3),
        "cpu_s": round(cpu, 3),
        "moves_per_cpu_s": round(moves / cpu, 1) if cpu else None,
        "moves_per_wall_s": round(moves / wall, 1),
        "cpu_ms_per_move": round(1000 * cpu / moves, 4) if moves else None,
        "server_cpu_ms_per_move": round(1000 * server / moves, 4) if moves else None,
        "counts": counts,
    }


def _service_http(url: str, seconds: float, clients: int) -> dict[str, Any]:
    """``benchmarks.api``'s service subprocess and move clients on ``url``: CPU per move of the server."""
    from benchmarks.api import _run, _server, _service_env

    env = _service_env(url)
    with (
        tempfile.TemporaryDirectory(prefix="maumau-capacity-http-") as logs,
        _server("api.http.app:create_app", env, Path(logs) / "service.log") as (base, process),
    ):
        run = _run("move", base, clients, seconds, [process.pid])
    cpu_ms = run["server_cpu_ms_per_request"]
    return {
        "clients": clients,
        "seconds": seconds,
        "moves": run["requests"],
        "moves_per_wall_s": run["per_s"],
        "p50_ms": run["p50_ms"],
        "p99_ms": run["p99_ms"],
        "server_cpu_ms_per_move": cpu_ms,
        "moves_per_server_cpu_s": round(1000 / cpu_ms, 1) if cpu_ms else None,
        "client_cpu_ms_per_move": run["client_cpu_ms_per_request"],
        "errors": run["errors"],
    }


def section_service(cluster: Cluster, url: str, args: argparse.Namespace) -> Report:
    """Section 1: moves per service core (see the module docstring)."""
    out: Report = {"tables": args.tables, "seats": 4, "ruleset": "MM-001", "bots": "random", "threads": 1}
    with _loaded(out):
        runs = [_service_run(cluster, url, args.service_seconds, args.tables, seed) for seed in range(args.repeats)]
    out["repeats"] = runs
    out["median"] = {
        key: median_of(runs, key)
        for key in ("moves_per_cpu_s", "moves_per_wall_s", "cpu_ms_per_move", "server_cpu_ms_per_move")
    }
    out["write_transactions_per_append"] = [r["counts"]["write_transactions_per_append"] for r in runs]
    if args.http:
        http: Report = {}
        with _loaded(http):
            http.update(_service_http(url, args.http_seconds, args.http_clients))
        out["http"] = http
    return out


# ---------------------------------------------------------------- 2. one primary


def _python_writers(cluster: Cluster, url: str, writers: int, seconds: float, grouped: bool) -> dict[str, Any]:
    """``writers`` threads appending one move each per call for ``seconds`` (module docstring)."""
    from infrastructure.services.games import GroupCommit

    events = move_events()
    before = counters(cluster, DATABASE)
    store = _store(url, writers)
    committer = GroupCommit(store) if grouped else None
    latencies: list[list[float]] = [[] for _ in range(writers)]
    counts = [0] * writers
    errors: list[str] = []
    ready = threading.Barrier(writers + 1)
    stopping = threading.Event()

    def writer(index: int) -> None:
        stream = uuid.uuid4()
        version = 0
        meta: dict[str, Any] = {"actor": "seat", "seat": 0}
        mine = latencies[index]

        def append() -> None:
            nonlocal version
            if committer is not None:
                committer.append(stream, version, events, meta)
            else:
                (conflict,) = store.append_prepared([store.prepare_append(stream, version, events, metadata=meta)])
                if conflict is not None:
                    raise conflict
            version += len(events)
            counts[index] += 1

        try:
            append()  # warm: this writer's connection is open
            ready.wait()
            while not stopping.is_set():
                start = time.perf_counter()
                append()
                mine.append(time.perf_counter() - start)
        except threading.BrokenBarrierError:
            return
        except Exception as error:  # counted; the measurement is reported with it
            errors.append(f"{type(error).__name__}: {error}")
            with contextlib.suppress(threading.BrokenBarrierError):
                ready.abort()

    threads = [threading.Thread(target=writer, args=(i,), daemon=True) for i in range(writers)]
    try:
        for thread in threads:
            thread.start()
        with contextlib.suppress(threading.BrokenBarrierError):
            ready.wait(timeout=300)
        start, cpu, server = time.perf_counter(), time.process_time(), cluster.server_cpu_seconds()
        stopping.wait(seconds)
        stopping.set()
        for thread in threads:
            thread.join(120)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        server = cluster.server_cpu_seconds() - server
    finally:
        stopping.set()
        store.close()
    settle(cluster, DATABASE)
    every = [x * 1000 for mine in latencies for x in mine]
    timed = len(every)
    return {
        "writers": writers,
        "appends": timed,
        "per_s": round(timed / wall, 1) if wall else None,
        "p50_ms": _r(percentile(every, 0.5)),
        "p99_ms": _r(percentile(every, 0.99)),
        "client_cpu_ms_per_append": round(1000 * cpu / timed, 4) if timed else None,
        "server_cpu_ms_per_append": round(1000 * server / timed, 4) if timed else None,
        "errors": errors[:5],
        "counts": counted(before, counters(cluster, DATABASE), sum(counts)),
    }


def _pgbench_run(cluster: Cluster, script: str, writers: int, seconds: float, batches: int = 1) -> dict[str, Any]:
    """One pgbench run (``batches`` moves per transaction) with the server's counts around it."""
    before = counters(cluster, DATABASE)
    server = cluster.server_cpu_seconds()
    run = pgbench(cluster, DATABASE, script, clients=writers, seconds=seconds)
    server = cluster.server_cpu_seconds() - server
    settle(cluster, DATABASE)
    appends = run["transactions"] * batches
    run["moves_per_transaction"] = batches
    run["transactions_per_s"] = run["per_s"]
    run["per_s"] = round(run["per_s"] * batches, 1) if run["per_s"] is not None else None
    run["counts"] = counted(before, counters(cluster, DATABASE), appends)
    run["server_cpu_ms_per_append"] = round(1000 * server / appends, 4) if appends else None
    return run


def _summary(runs: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Medians of a level's repetitions; the counts of the first (they do not vary)."""
    out: dict[str, Any] = {key: median_of(runs, key) for key in ("per_s", "p50_ms", "p99_ms")}
    if any("transactions_per_s" in r for r in runs):
        out["transactions_per_s"] = median_of(runs, "transactions_per_s")
    for key in ("commits_per_append", "write_transactions_per_append", "wal_flushes_per_append"):
        out[key] = median_of([r["counts"] for r in runs], key)
    for key in ("events_per_append", "wal_bytes_per_append", "wal_flush_ms_mean"):
        out[key] = median_of([r["counts"] for r in runs], key)
    for key in ("server_cpu_ms_per_append", "client_cpu_ms_per_append"):
        if any(key in r for r in runs):
            out[key] = median_of(runs, key)
    shares = [
        r["per_s"] * r["counts"]["wal_flushes_per_append"] * r["counts"]["wal_flush_ms_mean"] / 1000
        for r in runs
        if r.get("per_s") and r["counts"].get("wal_flush_ms_mean") is not None
    ]
    # the share of the run's wall time a WAL flush was in progress (flushes one after the other)
    out["flushing_share"] = round(statistics.median(shares), 3) if shares else None
    out["repeats"] = list(runs)
    return out


def _ceiling(levels: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The highest median appends/s over ``levels`` and the first level reaching 90 % of it."""
    rated = [(lv["writers"], lv["per_s"]) for lv in levels if lv.get("per_s")]
    if not rated:
        return {"appends_per_s": None, "at_writers": None, "flattens_at_writers": None}
    top_writers, top = max(rated, key=lambda item: item[1])
    flat = next(w for w, rate in rated if rate >= FLATTENS_AT * top)
    return {"appends_per_s": top, "at_writers": top_writers, "flattens_at_writers": flat}


def _better(ratio: float | None) -> str:
    """Which commit setting won, by the median ratio delay_1000 / delay_0 of back-to-back runs;
    within :data:`SAME_WITHIN` of 1 neither did."""
    if ratio is None or abs(ratio - 1.0) <= SAME_WITHIN:
        return "neither"
    return "delay_1000" if ratio > 1.0 else "delay_0"


def _clean(cluster: Cluster, checkpoint: bool = True) -> None:
    """Empty the events table before a run, so each starts from the same index size (and, with
    ``checkpoint``, with no dirty pages of the run before)."""
    cluster.execute("TRUNCATE maumau_events", database=DATABASE)
    if checkpoint:
        cluster.execute("CHECKPOINT")


def section_primary(cluster: Cluster, url: str, args: argparse.Namespace) -> Report:
    """Section 2: what one primary carries (see the module docstring)."""
    script = _script(url)
    grouped_script = _script(url, GROUP)
    clients = args.clients
    out: Report = {
        "events_per_append": len(move_events()),
        "levels": list(args.levels),
        "settings": {name: SETTINGS[name] for name in (*DURABLE, "async")},
        "seconds": args.seconds,
        "repeats": args.repeats,
        "pgbench_threads": 2,
    }
    results: dict[str, dict[str, list[dict[str, Any]]]] = {}

    def measure(client: str, setting: str, writers: int, run: Callable[[], dict[str, Any]]) -> None:
        cluster.configure(SETTINGS[setting])
        _clean(cluster, not args.quick)
        at: dict[str, Any] = {}
        with _loaded(at):
            figures = run()
        figures["load"] = at["load"]
        results.setdefault(client, {}).setdefault(setting, []).append({"writers": writers, **figures})

    with _loaded(out):
        # Sweeps of every level, repeated: a noisy minute spoils one repetition of a few levels,
        # not every repetition of one.  The clients measured once run in the first sweep.
        for sweep in range(args.repeats):
            for writers in args.levels:
                for setting in (*DURABLE, "async"):
                    if "pgbench" in clients:
                        run = partial(_pgbench_run, cluster, script, writers, args.seconds)
                        measure("pgbench", setting, writers, run)
                if sweep > 0:
                    continue
                for setting in DURABLE:
                    if "python" in clients:
                        run = partial(_python_writers, cluster, url, writers, args.seconds, grouped=False)
                        measure("python", setting, writers, run)
                if "pgbench_grouped" in clients:
                    run = partial(_pgbench_run, cluster, grouped_script, writers, args.seconds, GROUP)
                    measure("pgbench_grouped", "delay_0", writers, run)
                if "python_grouped" in clients:
                    run = partial(_python_writers, cluster, url, writers, args.seconds, grouped=True)
                    measure("python_grouped", "delay_0", writers, run)
        cluster.configure(SETTINGS["delay_0"])
    for client, by_setting in results.items():
        out[client] = {}
        for setting, runs in by_setting.items():
            levels = [{"writers": w, **_summary([r for r in runs if r["writers"] == w])} for w in args.levels]
            out[client][setting] = {"levels": levels, "ceiling": _ceiling(levels)}
    if "pgbench" in out:
        durable = out["pgbench"]["delay_0"]
        pairs = zip(results["pgbench"]["delay_0"], results["pgbench"]["delay_1000"], strict=True)
        paired = [b["per_s"] / a["per_s"] for a, b in pairs if a["per_s"] and b["per_s"]]  # back to back
        ratio = round(statistics.median(paired), 3) if paired else None
        out["ceiling"] = {**durable["ceiling"], "client": "pgbench", "setting": "delay_0"}
        out["delay_1000_vs_delay_0"] = {
            "paired_runs": len(paired),
            "median_ratio": ratio,
            "better": _better(ratio),
        }
    return out


# ---------------------------------------------------------------- 4. a read replica


def _sample_lag(primary: Cluster, standby: Cluster, stop: threading.Event, into: list[tuple[float, ...]]) -> None:
    """Every 20 ms until ``stop``: (bytes behind, replay_lag ms, standby's replay age ms)."""
    import psycopg

    with (
        psycopg.connect(primary.url(DATABASE), autocommit=True) as p,
        psycopg.connect(standby.url(DATABASE), autocommit=True) as s,
    ):
        while not stop.is_set():
            row = p.execute(
                "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint, "
                "extract(epoch FROM replay_lag) * 1000 FROM pg_stat_replication LIMIT 1"
            ).fetchone()
            age = s.execute("SELECT extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000").fetchone()
            if row is not None and row[0] is not None:
                lag = float(row[1]) if row[1] is not None else float("nan")
                into.append((float(row[0]), lag, float(age[0]) if age and age[0] is not None else float("nan")))
            stop.wait(0.02)


def _stats(values: Sequence[float]) -> dict[str, float | None]:
    present = [v for v in values if v == v]  # NaN: not reported in that sample
    return {
        "p50": _r(percentile(present, 0.5)),
        "p99": _r(percentile(present, 0.99)),
        "max": _r(max(present, default=None)),
    }


def section_replica(cluster: Cluster, url: str, args: argparse.Namespace, ceiling: float | None) -> Report:
    """Section 4: a streaming standby's lag at a few append rates (see the module docstring)."""
    script = _script(url)
    cluster.configure(SETTINGS["delay_0"])
    standby = cluster.standby("standby")
    base = ceiling or 1000.0
    out: Report = {"writers": args.replica_writers, "seconds": args.replica_seconds, "of_ceiling": base, "rates": []}
    time.sleep(1.0)
    with _loaded(out):
        for share in args.replica_shares:
            rate = round(base * share)
            samples: list[tuple[float, ...]] = []
            stop = threading.Event()
            sampler = threading.Thread(target=_sample_lag, args=(cluster, standby, stop, samples), daemon=True)
            at: dict[str, Any] = {}
            with _loaded(at):
                sampler.start()
                run = pgbench(
                    cluster, DATABASE, script, clients=args.replica_writers, seconds=args.replica_seconds, rate=rate
                )
                stop.set()
                sampler.join(10)
            head = int(
                cluster.execute("SELECT coalesce(max(notification_id), 0) FROM maumau_events", database=DATABASE)[0][0]
            )
            caught_up = False
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and not caught_up:
                seen = standby.execute("SELECT coalesce(max(notification_id), 0) FROM maumau_events", database=DATABASE)
                caught_up = int(seen[0][0]) >= head
                time.sleep(0.05)
            out["rates"].append(
                {
                    "share_of_ceiling": share,
                    "target_per_s": rate,
                    "per_s": run["per_s"],
                    # pgbench -R counts from each transaction's scheduled start: a rate not held shows here
                    "append_p50_ms": run["p50_ms"],
                    "append_p99_ms": run["p99_ms"],
                    "samples": len(samples),
                    "lag_bytes": _stats([s[0] for s in samples]),
                    "replay_lag_ms": _stats([s[1] for s in samples]),
                    "replay_age_ms": _stats([s[2] for s in samples]),
                    "standby_caught_up": caught_up,
                    "load": at["load"],
                }
            )
    standby.stop()
    return out


# ---------------------------------------------------------------- 5. two primaries


def section_partitions(cluster: Cluster, other: Cluster, url: str, args: argparse.Namespace) -> Report:
    """Section 5: writers split by table id over two throwaway primaries (module docstring);
    ``other`` is the second one, idle until now."""
    script = _script(url)
    out: Report = {"seconds": args.seconds, "repeats": args.repeats, "levels": []}
    other.configure(SETTINGS["delay_0"])
    cluster.configure(SETTINGS["delay_0"])
    with _loaded(out):
        for writers in args.partition_levels:
            rng = random.Random(writers)
            tables = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(writers)]
            split = {"a": 0, "b": 0}
            for table in tables:
                split[route(table, ["a", "b"])] += 1
            ones: list[float] = []
            twos: list[float] = []
            for _ in range(args.repeats):
                _clean(cluster, not args.quick)
                _clean(other, not args.quick)
                one = pgbench(cluster, DATABASE, script, clients=writers, seconds=args.seconds)
                ones.append(float(one["per_s"] or 0))
                _clean(cluster, not args.quick)
                halves = [
                    partial(pgbench, target, DATABASE, script, clients=split[name], seconds=args.seconds, threads=1)
                    for name, target in (("a", cluster), ("b", other))
                    if split[name]
                ]
                twos.append(sum(float(r["per_s"] or 0) for r in _concurrently(halves)))
            one_median, two_median = statistics.median(ones), statistics.median(twos)
            out["levels"].append(
                {
                    "writers": writers,
                    "split": split,
                    "one_primary_per_s": round(one_median, 1),
                    "two_primaries_per_s": round(two_median, 1),
                    "ratio": round(two_median / one_median, 3) if one_median else None,
                    "one_runs": ones,
                    "two_runs": twos,
                }
            )
    return out


def _concurrently(jobs: Sequence[Callable[[], dict[str, Any]]]) -> list[dict[str, Any]]:
    """Run ``jobs`` at the same time, one thread each; their results in order (the first
    failure is raised once every job has ended)."""
    with ThreadPoolExecutor(len(jobs)) as pool:
        started = [pool.submit(job) for job in jobs]
    return [job.result() for job in started]


# ---------------------------------------------------------------- 3. the arithmetic


def arithmetic(report: Report) -> Report:
    """Tables per service core and per primary from the measured rates (``docs/capacity.md``).

    A human's move arrives over HTTP, so human tables are counted with the HTTP service's moves
    per CPU second (the in-process figure when HTTP was not measured); a bot moves inside the
    service process, so bots-only tables are counted with the in-process figure.  A primary is
    counted twice: one move per transaction (the lock's ceiling as measured by pgbench) and
    :data:`GROUP` moves per transaction (a group commit's).  Everything at
    :data:`PLANNING_SHARE` of the measured rate.
    """
    service = report.get("service", {})
    in_process = service.get("median", {}).get("moves_per_cpu_s")
    http = service.get("http", {}).get("moves_per_server_cpu_s")
    human_core = http or in_process
    primary = report.get("primary", {})
    single = primary.get("ceiling", {}).get("appends_per_s")
    grouped = primary.get("pgbench_grouped", {}).get("delay_0", {}).get("ceiling", {}).get("appends_per_s")

    def tables(rate: float | None, seconds_per_move: float) -> int | None:
        return None if not rate else int(rate * seconds_per_move * PLANNING_SHARE)

    def per(human: float | None, bots: float | None) -> dict[str, int | None]:
        return {
            "human_5s": tables(human, HUMAN_SECONDS_PER_MOVE[0]),
            "human_10s": tables(human, HUMAN_SECONDS_PER_MOVE[1]),
            "bots_0.4s": tables(bots, BOT_SECONDS_PER_MOVE),
        }

    def needed(moves_per_s: float, rate: float | None) -> int | None:
        return None if not rate else max(1, math.ceil(moves_per_s / (rate * PLANNING_SHARE)))

    plans = []
    for concurrent in (10_000, 100_000, 1_000_000):
        moves = concurrent / HUMAN_SECONDS_PER_MOVE[0]
        plans.append(
            {
                "human_tables": concurrent,
                "moves_per_s": moves,
                "service_cores": needed(moves, human_core),
                "primaries_one_move_per_transaction": needed(moves, single),
                f"primaries_{GROUP}_moves_per_transaction": needed(moves, grouped),
            }
        )
    return {
        "assumptions": {
            "human_seconds_per_move": list(HUMAN_SECONDS_PER_MOVE),
            "bot_seconds_per_move": BOT_SECONDS_PER_MOVE,
            "appends_per_move": 1,
            "planning_share": PLANNING_SHARE,
        },
        "moves_per_service_core": {"in_process": in_process, "http": http},
        "appends_per_primary": {"one_move_per_transaction": single, f"{GROUP}_moves_per_transaction": grouped},
        "tables_per_service_core": per(human_core, in_process),
        "tables_per_primary": per(single, single),
        f"tables_per_primary_{GROUP}_moves_per_transaction": per(grouped, grouped),
        "plans_human_tables_5s": plans,
    }


# ---------------------------------------------------------------- main


def _r(value: float | None, digits: int = 3) -> float | None:
    return None if value is None else round(value, digits)


def _disk_flush_us() -> float:
    """Median µs of one 8 kB write + ``fdatasync`` in the temporary folder (200 times): the
    disk's flush, which a durable commit waits for."""
    times = []
    with tempfile.NamedTemporaryFile() as file:
        block = os.urandom(8192)
        for _ in range(200):
            start = time.perf_counter()
            os.pwrite(file.fileno(), block, 0)
            os.fdatasync(file.fileno())
            times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1e6, 1)


def run(args: argparse.Namespace) -> Report:
    """The benchmark (see the module docstring); returns the report."""
    report: Report = {
        "benchmark": "capacity",
        "quick": args.quick,
        "sections": list(args.sections),
        "machine": {
            "nproc": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
            "load_start": _load(),
            "disk_flush_us_median": _disk_flush_us(),
        },
    }
    started = time.perf_counter()
    names = ["primary", "primary_b"] if "partitions" in args.sections else ["primary"]
    with throwaway_clusters(names) as clusters:
        cluster = clusters[0]
        url = _prepare(cluster)
        for other in clusters[1:]:
            _prepare(other)
        report["machine"]["postgres"] = cluster.version()
        report["cluster"] = {"settings": SERVER_SETTINGS, "database": DATABASE}
        timings: dict[str, float] = {"setup": round(time.perf_counter() - started, 1)}
        for section in SECTIONS:
            if section not in args.sections:
                continue
            at = time.perf_counter()
            if section == "service":
                report["service"] = section_service(cluster, url, args)
            elif section == "primary":
                report["primary"] = section_primary(cluster, url, args)
            elif section == "replica":
                ceiling = report.get("primary", {}).get("ceiling", {}).get("appends_per_s")
                report["replica"] = section_replica(cluster, url, args, ceiling)
            else:
                report["partitions"] = section_partitions(cluster, clusters[1], url, args)
            timings[section] = round(time.perf_counter() - at, 1)
        report["section_seconds"] = timings
    report["arithmetic"] = arithmetic(report)
    report["machine"]["load_end"] = _load()
    report["machine"]["disk_flush_us_median_end"] = _disk_flush_us()
    report["seconds"] = round(time.perf_counter() - started, 1)
    return report


SECTIONS = ("service", "primary", "replica", "partitions")


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line (``--quick`` shrinks every section to a smoke run)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.capacity", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--out", type=Path, help="also write the JSON report to this file")
    parser.add_argument("--quick", action="store_true", help="a smoke run of every section (seconds)")
    parser.add_argument("--sections", nargs="+", choices=SECTIONS, default=list(SECTIONS))
    parser.add_argument(
        "--levels", type=int, nargs="+", help=f"concurrent writers (default {' '.join(map(str, LEVELS))})"
    )
    parser.add_argument("--seconds", type=float, help="per pgbench or Python run (pgbench rounds to whole seconds; 3)")
    parser.add_argument("--repeats", type=int, help="repetitions of each measurement (3)")
    parser.add_argument("--clients", nargs="+", choices=CLIENTS, default=list(CLIENTS))
    parser.add_argument("--tables", type=int, default=16, help="service section: tables played round-robin")
    parser.add_argument("--service-seconds", type=float, help="service section: timed seconds per repeat (6)")
    parser.add_argument("--http", action=argparse.BooleanOptionalAction, default=None, help="service over HTTP too")
    parser.add_argument("--http-clients", type=int, default=8)
    parser.add_argument("--http-seconds", type=float, default=8.0)
    parser.add_argument("--replica-shares", type=float, nargs="+", help="append rates, shares of the ceiling")
    parser.add_argument("--replica-writers", type=int, default=32)
    parser.add_argument("--replica-seconds", type=float, help="per rate (5)")
    parser.add_argument("--partition-levels", type=int, nargs="+", help="writers for the two-primary run (64 256)")
    args = parser.parse_args(argv)
    quick = args.quick
    defaults: dict[str, Any] = {
        "levels": [8] if quick else list(LEVELS),
        "seconds": 1.0 if quick else 3.0,
        "repeats": 1 if quick else 3,
        "service_seconds": 1.0 if quick else 6.0,
        "http": not quick,
        "replica_shares": [0.5] if quick else [0.25, 0.5, 0.9],
        "replica_seconds": 1.0 if quick else 5.0,
        "partition_levels": [8] if quick else [64, 256],
    }
    for key, value in defaults.items():
        if getattr(args, key) is None:
            setattr(args, key, value)
    if quick:
        args.tables = min(args.tables, 4)
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point (``python -m benchmarks.capacity``)."""
    args = parse(argv)
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _terminate)  # so the clusters are torn down on a kill too
    reason = unavailable()
    if reason is not None:
        print(f"benchmarks.capacity: cannot start a throwaway PostgreSQL cluster: {reason}", file=sys.stderr)
        return 2
    report = run(args)
    text = json.dumps(report, indent=2)
    if args.out is not None:
        args.out.write_text(text + "\n")
    if args.json:
        print(text)
    else:
        _print(report)
    return 0


def _terminate(signum: int, _frame: object) -> None:
    """SIGTERM: leave through the ``finally`` blocks (they stop and delete the clusters)."""
    raise SystemExit(128 + signum)


def _print(report: Report) -> None:
    """A short table of the main figures."""
    print(f"machine: {report['machine']}")
    service = report.get("service")
    if service:
        print(f"service core: {service['median']}")
        if "http" in service:
            print(f"  over HTTP: {service['http']['moves_per_server_cpu_s']} moves per server CPU s")
    primary = report.get("primary")
    if primary:
        for client in CLIENTS:
            for setting, figures in primary.get(client, {}).items():
                print(f"{client} {setting}: ceiling {figures['ceiling']}")
                for lv in figures["levels"]:
                    print(
                        f"  {lv['writers']:>4} writers {lv['per_s']:>9}/s p50 {lv['p50_ms']} p99 {lv['p99_ms']} ms "
                        f"commits/append {lv['commits_per_append']} flushes/append {lv['wal_flushes_per_append']}"
                    )
    for rate in report.get("replica", {}).get("rates", []):
        print(f"replica at {rate['per_s']}/s: bytes {rate['lag_bytes']} replay_lag ms {rate['replay_lag_ms']}")
    for level in report.get("partitions", {}).get("levels", []):
        print(f"partitions {level}")
    print(f"arithmetic: {json.dumps(report['arithmetic'])}")


if __name__ == "__main__":
    sys.exit(main())
