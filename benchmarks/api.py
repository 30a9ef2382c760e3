"""HTTP benchmark: full moves through the real service vs a minimal raw-INSERT endpoint (PostgreSQL).

Run ``python -m benchmarks.api`` (table) or ``python -m benchmarks.api --json``; ``--profile``
samples the service process with py-spy during the 8-client move run.  Figures and how to read
them: ``docs/benchmarks.md``.

What runs, all in one invocation:

1. a fresh PostgreSQL database (``maumau_bench_<hex>``, created through ``--admin-url`` and dropped
   at the end) migrated to Alembic's head;
2. **the service**: ``uvicorn --factory api.http.app:create_app`` in a subprocess, configured as
   production is (``MAUMAU_CREATE_TABLES=false``, bots and challenge-window timers on, the
   projection runner in its own process — i.e. not here);
3. **the raw endpoint**: ``uvicorn --factory benchmarks.api:raw_app`` in a subprocess — one FastAPI
   ``def`` route doing one psycopg ``INSERT`` + ``COMMIT`` per request from a psycopg pool of the
   same size as the service's — the floor of "an HTTP request that writes a row";
4. for each level of concurrency (``--clients``, default 1, 8, 32) and each server, ``--seconds``
   of load from that many client threads, each with its own keep-alive ``httpx.Client``:

   * a move client plays its own table (2 seats, MM-001, a random table seed) and posts every
     move with ``POST /v1/tables/{id}/commands`` and the seat's token — nothing else: it knows
     the legal moves from a local mirror of its match (the deals follow from the table seed,
     ``infrastructure.services.tables.round_seed``; the heuristic bot chooses on the seat's view of the
     mirror), and checks every answer's version against the mirror.  Between rounds the host
     deals (``POST .../rounds``, not counted as a move); a finished match is replaced by a new
     table (not timed);
   * a raw client posts a move-sized JSON body to ``POST /raw``.

The service runs in each ``--topologies`` in turn: ``embedded`` (the durable reactions in the
service process) and ``production`` (``MAUMAU_REACTIONS_IN_PROCESS=false`` with one ``maumau
reactions run`` and one ``maumau projections run`` process beside it, as ``docs/operations.md``
deploys it; ``--workers N`` serves with N processes).

Reported per level: requests per second over the wall time, p50 and p99 latency of the timed
requests, the CPU milliseconds per request of the server process (its workers included), of the
client threads, and (production) of the reactions and projections processes, the ratio moves/s ÷
raw requests/s and move p99 ÷ raw p99.  Targets at 8 clients: ratio ≥ 0.8, p99 ≤ 1.25 times the raw
endpoint's.  The client threads share the machine with the servers (and the GIL among
themselves); a move client also keeps its mirror, so it spends more CPU per request than a raw
client (reported).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import platform
import random
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx

from benchmarks.identities import seat_guest
from domain.maumau.bots import heuristic_bot
from domain.maumau.codec import command_to_dict
from domain.maumau.commands import StartMatch, StartRound
from domain.maumau.decide import decide
from domain.maumau.evolve import apply_in_place
from domain.maumau.rules import PRESETS
from domain.maumau.state import State, initial_state
from domain.maumau.view import player_view
from infrastructure.services.tables import round_seed

DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test"
TARGET_RATIO_AT_8 = 0.8
TARGET_P99_VS_RAW = 1.25
RULESET = "MM-001"
POOL_SIZE = 10
MAX_OVERFLOW = 10


# ---------------------------------------------------------------- the raw endpoint


def raw_app() -> Any:
    """The comparison server: one ``def`` route, one INSERT + COMMIT per request (uvicorn factory).

    Reads ``MAUMAU_DATABASE_URL``; the pool has the service's size (``MAUMAU_POOL_SIZE`` +
    ``MAUMAU_MAX_OVERFLOW``).
    """
    from contextlib import asynccontextmanager

    from fastapi import FastAPI
    from psycopg.types.json import Jsonb
    from psycopg_pool import ConnectionPool

    url = os.environ["MAUMAU_DATABASE_URL"]
    size = int(os.environ.get("MAUMAU_POOL_SIZE", POOL_SIZE))
    overflow = int(os.environ.get("MAUMAU_MAX_OVERFLOW", MAX_OVERFLOW))
    pool = ConnectionPool(url, min_size=size, max_size=size + overflow, open=False)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> Any:
        pool.open(wait=True)
        with pool.connection() as conn:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, body jsonb NOT NULL, "
                "at timestamptz NOT NULL DEFAULT now())"
            )
        yield
        pool.close()

    app = FastAPI(lifespan=lifespan)

    @app.post("/raw")
    def raw(body: dict[str, Any]) -> dict[str, Any]:
        with pool.connection() as conn:  # commits on leaving the block
            row = conn.execute("INSERT INTO bench_raw (body) VALUES (%s) RETURNING id", (Jsonb(body),)).fetchone()
        return {"id": row[0] if row else None}

    return app


# ---------------------------------------------------------------- servers


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def _server(
    factory: str, env: dict[str, str], log: Path, workers: int = 1
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``uvicorn --factory`` (``workers`` processes) in a subprocess on a free port; yields (base URL, process)."""
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        factory,
        "--port",
        str(port),
        "--log-level",
        "warning",
        "--no-access-log",
        "--workers",
        str(workers),
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(command, env={**os.environ, **env}, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/openapi.json" if "create_app" in factory else f"{base}/docs").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{factory} did not start: see {log}")
            time.sleep(0.2)
        yield base, process
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextlib.contextmanager
def _background(topology: str, env: dict[str, str], logs: Path) -> Iterator[list[subprocess.Popen[bytes]]]:
    """The processes beside the service in ``topology``: none when embedded (reactions in the
    service process); in production one ``maumau reactions run`` and one ``maumau projections
    run`` (``docs/operations.md``)."""
    processes: list[subprocess.Popen[bytes]] = []
    if topology == "production":
        for name, args in (("reactions", ["reactions", "run"]), ("projections", ["projections", "run"])):
            with (logs / f"{name}.log").open("wb") as out:
                processes.append(
                    subprocess.Popen(
                        [sys.executable, "-m", "api.cli.main", *args],
                        env={**os.environ, **env},
                        stdout=out,
                        stderr=subprocess.STDOUT,
                    )
                )
    try:
        yield processes
    finally:
        for process in processes:
            process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


# ---------------------------------------------------------------- move clients


@dataclasses.dataclass
class _Table:
    """A table this client plays, and its local mirror."""

    table_id: str
    host: str
    tokens: list[str]
    seed: bytes
    state: State


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _new_table(http: httpx.Client, name: str) -> _Table:
    seed = secrets.token_bytes(32)
    r = http.post("/v1/tables", json={"ruleset": RULESET, "seats": 2, "seed": seed.hex()})
    r.raise_for_status()
    created = r.json()
    tid, host = created["table_id"], created["host_token"]
    tokens = [seat_guest(http, tid, seat, f"{name}-{tid[:8]}-{seat}") for seat in range(2)]
    players = [occupant["player"] for occupant in http.get(f"/v1/tables/{tid}").json()["occupants"]]
    http.post(f"/v1/tables/{tid}/start", headers=_bearer(host)).raise_for_status()
    state = initial_state()
    for event in decide(state, StartMatch(PRESETS[RULESET], 2, tuple(players))):
        apply_in_place(state, event)
    for event in decide(state, StartRound(seed=round_seed(seed, 1))):
        apply_in_place(state, event)
    return _Table(tid, host, tokens, seed, state)


class _Load:
    """Latencies and counts shared by the client threads of one run."""

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors: Counter[str] = Counter()
        self.lock = threading.Lock()

    def record(self, seconds: float) -> None:
        with self.lock:
            self.latencies.append(seconds)


def _move_client(base: str, index: int, clock: dict[str, float], load: _Load, ready: threading.Barrier) -> None:
    """Play tables move after move until ``clock["stop"]`` (see the module docstring)."""
    rng = random.Random(index)
    with httpx.Client(base_url=base, timeout=30) as http:
        table = _new_table(http, f"bench{index}")
        ready.wait()
        stop = clock["stop"]
        while time.perf_counter() < stop:
            s = table.state
            if s.phase == "finished":
                table = _new_table(http, f"bench{index}")
                continue
            if s.phase == "between_rounds":
                http.post(f"/v1/tables/{table.table_id}/rounds", headers=_bearer(table.host)).raise_for_status()
                for event in decide(s, StartRound(seed=round_seed(table.seed, s.round_no + 1))):
                    apply_in_place(s, event)
                continue
            seat = s.turn
            view = player_view(s, seat)
            command = heuristic_bot(view, rng)
            if command is None:  # pragma: no cover - the seat to move always has a command
                load.errors["no command"] += 1
                break
            body = command_to_dict(command)
            body.pop("seat", None)
            start = time.perf_counter()
            r = http.post(f"/v1/tables/{table.table_id}/commands", json=body, headers=_bearer(table.tokens[seat]))
            elapsed = time.perf_counter() - start
            if r.status_code != 200:
                load.errors[f"{r.status_code}: {r.text[:120]}"] += 1
                table = _new_table(http, f"bench{index}")
                continue
            load.record(elapsed)
            for event in decide(s, command):
                apply_in_place(s, event)
            if r.json()["version"] != s.version:
                load.errors["mirror out of step"] += 1
                table = _new_table(http, f"bench{index}")


def _raw_client(base: str, index: int, clock: dict[str, float], load: _Load, ready: threading.Barrier) -> None:
    """Post a move-sized body to ``/raw`` until ``clock["stop"]``."""
    body = {"type": "play", "cards": ["HQ"], "wish": None, "call": None, "client": index}
    with httpx.Client(base_url=base, timeout=30) as http:
        http.post("/raw", json=body).raise_for_status()
        ready.wait()
        stop = clock["stop"]
        while time.perf_counter() < stop:
            start = time.perf_counter()
            r = http.post("/raw", json=body)
            elapsed = time.perf_counter() - start
            if r.status_code != 200:
                load.errors[str(r.status_code)] += 1
                continue
            load.record(elapsed)


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[index]


def cpu_seconds(pids: Sequence[int], *, reaped: bool = False) -> float:
    """User + system CPU seconds of the processes ``pids`` and their live children (Linux /proc);
    with ``reaped``, also what ``pids``' children that ended and were reaped used (their
    ``cutime``/``cstime``: a server whose connections come and go)."""
    ticks = os.sysconf("SC_CLK_TCK")
    roots = set(pids)
    total = 0.0
    seen: set[int] = set()
    todo = list(pids)
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
            if reaped and pid in roots:
                total += int(fields[13]) + int(fields[14])
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        except (OSError, IndexError, ValueError):
            continue
        todo.extend(int(c) for c in children)
    return total / ticks


def _run(
    kind: str, base: str, clients: int, seconds: float, pids: Sequence[int] = (), target: Any = None
) -> dict[str, Any]:
    """``clients`` threads of ``kind`` ("move" or "raw") for ``seconds``; rates, latencies, and
    the CPU seconds per request of the servers ``pids`` and of the client threads.

    ``target`` replaces the client function (same signature as ``_move_client``; benchmarks.peer
    passes its boardgame.io client)."""
    load = _Load()
    ready = threading.Barrier(clients + 1)
    if target is None:
        target = _move_client if kind == "move" else _raw_client
    clock: dict[str, float] = {}
    threads = []
    for i in range(clients):
        thread = threading.Thread(target=_guarded, args=(target, base, i, clock, load, ready), daemon=True)
        thread.start()
        threads.append(thread)
    # Every client has its table (set-up untimed); the clock starts when the last one is ready.
    start = time.perf_counter()
    clock["stop"] = start + seconds
    ready.wait()
    start = time.perf_counter()
    clock["stop"] = start + seconds
    server_cpu, client_cpu = cpu_seconds(pids), time.process_time()
    for thread in threads:
        thread.join(seconds + 60)
    wall = time.perf_counter() - start
    server_cpu, client_cpu = cpu_seconds(pids) - server_cpu, time.process_time() - client_cpu
    latencies = sorted(load.latencies)
    count = max(1, len(latencies))
    return {
        "requests": len(latencies),
        "server_cpu_ms_per_request": round(1000 * server_cpu / count, 3) if pids else None,
        "client_cpu_ms_per_request": round(1000 * client_cpu / count, 3),
        "per_s": round(len(latencies) / wall, 1),
        "p50_ms": round(_percentile(latencies, 0.50) * 1000, 2),
        "p99_ms": round(_percentile(latencies, 0.99) * 1000, 2),
        "mean_ms": round(statistics.fmean(latencies) * 1000, 2) if latencies else None,
        "errors": dict(load.errors),
    }


def _guarded(
    target: Any, base: str, index: int, clock: dict[str, float], load: _Load, ready: threading.Barrier
) -> None:
    """Run one client; a transport error ends it and is counted."""
    try:
        target(base, index, clock, load, ready)
    except threading.BrokenBarrierError:
        return
    except httpx.HTTPError as error:
        load.errors[type(error).__name__] += 1
        with contextlib.suppress(threading.BrokenBarrierError):
            ready.abort()


# ---------------------------------------------------------------- profile


_PROJECT = ("api", "domain", "infrastructure", "projections")


def _profile(pid: int, seconds: float, out: Path) -> list[dict[str, Any]] | str:
    """Sample the service with py-spy for ``seconds``; the project functions with most samples."""
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    if not Path(spy).exists():
        return "py-spy not installed (pip install -e '.[bench]')"
    subprocess.run(
        [
            spy,
            "record",
            "-p",
            str(pid),
            "-d",
            str(int(seconds)),
            "-r",
            "250",
            "-f",
            "raw",
            "-o",
            str(out),
            "--nonblocking",
        ],
        check=False,
        capture_output=True,
    )
    if not out.exists():
        return "py-spy produced no samples (ptrace not permitted?)"
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    for line in out.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        n = int(count)
        frames = stack.split(";")
        if frames[-1].startswith(("Condition.wait", "EpollSelector.select", "Event.wait")):
            continue  # idle threads (py-spy drops most of them itself)
        total += n
        own[frames[-1]] += n
        for frame in set(frames):
            if any(f"({package}/" in frame for package in _PROJECT):
                inclusive[frame] += n
    rows: list[dict[str, Any]] = [{"samples": total, "raw": str(out)}]
    rows += [{"share_own": round(n / total, 3), "frame": f} for f, n in own.most_common(20)]
    rows += [{"share_incl": round(n / total, 3), "frame": f} for f, n in inclusive.most_common(30)]
    return rows


# ---------------------------------------------------------------- main


def _database(admin_url: str) -> tuple[str, Any]:
    """Create ``maumau_bench_<hex>``; returns its URL and a function that drops it."""
    import psycopg

    name = f"maumau_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = f"{admin_url.rsplit('/', 1)[0]}/{name}"

    def drop() -> None:
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return url, drop


def _service_env(url: str, topology: str = "embedded") -> dict[str, str]:
    """The service's environment: tables by Alembic, projections in their own process; the
    reactions in the service process (``embedded``) or in their own (``production``)."""
    return {
        "MAUMAU_DATABASE_URL": url,
        "MAUMAU_CREATE_TABLES": "false",
        "MAUMAU_POOL_SIZE": str(POOL_SIZE),
        "MAUMAU_MAX_OVERFLOW": str(MAX_OVERFLOW),
        "MAUMAU_PROJECTIONS_IN_PROCESS": "false",
        "MAUMAU_REACTIONS_IN_PROCESS": "true" if topology == "embedded" else "false",
    }


def run(args: argparse.Namespace) -> dict[str, Any]:
    """The whole benchmark (see the module docstring); returns the report."""
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings

    url, drop = _database(args.admin_url)
    logs = Path(tempfile.mkdtemp(prefix="maumau-bench-"))
    env = _service_env(url)
    report: dict[str, Any] = {
        "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "load": os.getloadavg()},
        "settings": {
            "seconds": args.seconds,
            "clients": args.clients,
            "ruleset": RULESET,
            "pool": POOL_SIZE,
            "max_overflow": MAX_OVERFLOW,
            "workers": args.workers,
            "topologies": args.topologies,
        },
        "levels": [],
        "database": url.rsplit("/", 1)[1],
    }
    try:
        upgrade(load_settings(database_url=url))
        moves: dict[str, dict[int, dict[str, Any]]] = {}
        raws: dict[int, dict[str, Any]] = {}
        for topology in args.topologies:
            moves[topology] = {}
            service_env = _service_env(url, topology)
            with (
                _background(topology, service_env, logs) as helpers,
                _server("api.http.app:create_app", service_env, logs / f"service-{topology}.log", args.workers) as (
                    base,
                    process,
                ),
            ):
                for clients in args.clients:
                    profile_thread = None
                    if args.profile and clients == 8 and topology == args.topologies[0]:
                        out = logs / "spy.txt"
                        holder: dict[str, Any] = {}

                        def sample(holder: dict[str, Any] = holder, out: Path = out, pid: int = process.pid) -> None:
                            time.sleep(1)
                            holder["rows"] = _profile(pid, max(1, args.seconds - 2), out)

                        profile_thread = threading.Thread(target=sample)
                        profile_thread.start()
                    before = [cpu_seconds([h.pid]) for h in helpers]
                    run_ = _run("move", base, clients, args.seconds, [process.pid])
                    run_["background_cpu_ms_per_request"] = (
                        {
                            name: round(1000 * (cpu_seconds([h.pid]) - b) / max(1, run_["requests"]), 3)
                            for name, h, b in zip(("reactions", "projections"), helpers, before, strict=True)
                        }
                        if helpers
                        else None
                    )
                    moves[topology][clients] = run_
                    if profile_thread is not None:
                        profile_thread.join()
                        report["profile_8_clients"] = holder.get("rows")
        env = _service_env(url)
        with _server("benchmarks.api:raw_app", env, logs / "raw.log", args.workers) as (base, raw_process):
            for clients in args.clients:
                raws[clients] = _run("raw", base, clients, args.seconds, [raw_process.pid])
        for clients in args.clients:
            raw = raws[clients]
            level: dict[str, Any] = {"clients": clients, "raw": raw}
            for topology in args.topologies:
                move = moves[topology][clients]
                level[topology] = {
                    "move": move,
                    "ratio": round(move["per_s"] / raw["per_s"], 3) if raw["per_s"] else None,
                    "p99_vs_raw": round(move["p99_ms"] / raw["p99_ms"], 3) if raw["p99_ms"] else None,
                }
            report["levels"].append(level)
        at8 = next((lv for lv in report["levels"] if lv["clients"] == 8), None)
        if at8 is not None:
            report["targets"] = {
                topology: {
                    "ratio_at_8": {
                        "target": TARGET_RATIO_AT_8,
                        "value": at8[topology]["ratio"],
                        "met": at8[topology]["ratio"] is not None and at8[topology]["ratio"] >= TARGET_RATIO_AT_8,
                    },
                    "p99_vs_raw_at_8": {
                        "target": TARGET_P99_VS_RAW,
                        "value": at8[topology]["p99_vs_raw"],
                        "met": at8[topology]["p99_vs_raw"] is not None
                        and at8[topology]["p99_vs_raw"] <= TARGET_P99_VS_RAW,
                    },
                }
                for topology in args.topologies
            }
        report["machine"]["load_after"] = os.getloadavg()
    finally:
        drop()
    return report


def _print(report: dict[str, Any]) -> None:
    print(f"machine: {report['machine']}")
    for topology in report["settings"]["topologies"]:
        print(f"-- {topology}")
        print(
            f"{'clients':>7} | {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'cpu ms':>7} | {'raw/s':>8} {'p50 ms':>7} "
            f"{'p99 ms':>7} {'cpu ms':>7} | ratio | p99/raw"
        )
        for lv in report["levels"]:
            m, r, t = lv[topology]["move"], lv["raw"], lv[topology]
            print(
                f"{lv['clients']:>7} | {m['per_s']:>8} {m['p50_ms']:>7} {m['p99_ms']:>7} "
                f"{m['server_cpu_ms_per_request']:>7} | {r['per_s']:>8} {r['p50_ms']:>7} {r['p99_ms']:>7} "
                f"{r['server_cpu_ms_per_request']:>7} | {t['ratio']} | {t['p99_vs_raw']}"
            )
            if m["errors"] or r["errors"]:
                print(f"        errors: moves {m['errors']} raw {r['errors']}")
    if "targets" in report:
        print(f"targets: {json.dumps(report['targets'])}")
    if "profile_8_clients" in report:
        print(json.dumps(report["profile_8_clients"], indent=1))


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point (``python -m benchmarks.api``)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.api", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--seconds", type=float, default=10.0, help="load per level and server")
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 8, 32], help="concurrency levels")
    parser.add_argument(
        "--admin-url",
        default=os.environ.get("MAUMAU_TEST_POSTGRES_ADMIN_URL", DEFAULT_ADMIN_URL),
        help="a PostgreSQL database to CREATE/DROP the benchmark database from",
    )
    parser.add_argument("--profile", action="store_true", help="py-spy the service during the 8-client moves")
    parser.add_argument(
        "--topologies",
        nargs="+",
        choices=["embedded", "production"],
        default=["embedded", "production"],
        help="embedded: reactions in the service process; production: in their own process, "
        "beside a projections process (both on the same database)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        help="uvicorn worker processes of both servers (the service's processes share the database)",
    )
    args = parser.parse_args(argv)
    report = run(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
