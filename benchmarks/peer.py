"""Peer comparison: our service's moves against boardgame.io 0.50.2 + bgio-postgres (PostgreSQL).

Run ``python -m benchmarks.peer`` (table) or ``python -m benchmarks.peer --json``; ``--profile``
samples our service with py-spy during its first 8-client run; ``--peer-as-shipped`` runs
boardgame.io without the durability hold (below), for comparison only.  Figures and how to read them:
``docs/benchmarks.md`` ("Performance II: against boardgame.io").

What runs, all in one invocation:

1. two fresh databases on the same PostgreSQL server (``maumau_bench_<hex>``, created and dropped
   by ``benchmarks.api``'s helper): one migrated to Alembic's head for our service, one that
   bgio-postgres fills itself (its ``Games`` table, through Sequelize's ``sync``);
2. **our service** exactly as ``benchmarks.api`` starts it (uvicorn, one process, production
   settings) and its move clients (``benchmarks.api._move_client``: one keep-alive ``httpx``
   client per thread, each playing its own MM-001 table);
3. **the peer**: ``node benchmarks/peer_bgio/server.js`` -- boardgame.io's own ``Server`` (lobby
   API and socket.io transport on one port, one node process) with ``bgio-postgres`` storage and
   ``game.js``, a 2-player shedding game as small as ours.  boardgame.io broadcasts a move before
   it stores it; ``server.js`` holds each broadcast until the move's writes have committed, so on
   both sides every move is durable before its answer (see the comment at the top of server.js).
   ``npm ci`` installs the committed lock file into ``benchmarks/peer_bgio/node_modules`` when it
   is missing;
4. for each level of concurrency (``--clients``, default 1 and 8) ``--rounds`` pairs of runs of
   ``--seconds`` each, interleaved ours, peer, peer, ours, ... (so neither side always runs
   first on a warmer or quieter machine).  A peer client is a Python thread, like ours: it opens
   a match over the lobby API (``httpx``, not timed), holds one socket.io connection (Engine.IO 4
   over a plain ``websockets`` connection: no socket.io library on either side), syncs as seat 0
   and sends every move of both seats with that seat's credentials -- boardgame.io's cheapest
   path: one broadcast per move, no player view.  A move is timed from sending the ``update``
   event to receiving the ``update`` broadcast of the state after it.  A finished match is
   replaced by a new one (not timed).

Reported per level: the median over the rounds of moves/s over the wall time, p50 and p99 of the
timed moves, each run's figures, the server process's and the client threads' CPU seconds, and
ours ÷ peer moves/s.  Target: ratio ≥ 2.0 at 8 clients.  ``uptime`` at the start and the end
records the machine's load.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

from benchmarks.api import (
    DEFAULT_ADMIN_URL,
    _database,
    _free_port,
    _Load,
    _profile,
    _run,
    _server,
    _service_env,
    cpu_seconds,
)

PEER_DIR = Path(__file__).with_name("peer_bgio")
BGIO_VERSION = "0.50.2"
GAME = "maumau"
TARGET_RATIO_AT_8 = 2.0
POOL_MAX = 20  # the service's POOL_SIZE + MAX_OVERFLOW
SUITS = ("C", "D", "H", "S")


class PeerUnavailable(RuntimeError):
    """node/npm missing, or ``npm ci`` failed (no registry): the peer cannot run here."""


# ---------------------------------------------------------------- the node peer


def ensure_installed(peer_dir: Path = PEER_DIR) -> Path:
    """``npm ci`` from the committed lock file when ``node_modules`` lacks boardgame.io 0.50.2;
    returns the ``node`` executable."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        raise PeerUnavailable("node and npm are needed for the boardgame.io peer (not on PATH)")
    installed = peer_dir / "node_modules" / "boardgame.io" / "package.json"
    if installed.exists() and json.loads(installed.read_text()).get("version") == BGIO_VERSION:
        return Path(node)
    done = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=peer_dir,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if done.returncode != 0:
        raise PeerUnavailable(f"npm ci failed in {peer_dir} ({done.returncode}): {done.stderr[-2000:]}")
    return Path(node)


@contextlib.contextmanager
def _bgio_server(node: Path, url: str, log: Path, hold: bool = True) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``node server.js`` on a free port against database ``url``; yields (base URL, process).

    ``hold=False`` runs boardgame.io as shipped (broadcast before the write: not durable)."""
    port = _free_port()
    env = {
        **os.environ,
        "PORT": str(port),
        "DATABASE_URL": url,
        "POOL_MAX": str(POOL_MAX),
        "NODE_ENV": "production",  # boardgame.io logs every move's info line otherwise
        "HOLD": "1" if hold else "0",
    }
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(node), "server.js"], cwd=PEER_DIR, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/games").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the boardgame.io peer did not start: see {log}")
            time.sleep(0.2)
        yield base, process
    finally:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# ---------------------------------------------------------------- the peer's client


class _SocketIO:
    """The least of a socket.io 4 client: one namespace over Engine.IO 4's websocket transport,
    text events only, answering the server's pings while it reads."""

    def __init__(self, ws: ClientConnection, namespace: str) -> None:
        self.ws = ws
        self.prefix = f"42{namespace},"
        if not self._recv(30).startswith("0"):
            raise ConnectionError("no Engine.IO open packet")
        self.ws.send(f"40{namespace},")
        while not (reply := self._recv(30)).startswith(f"40{namespace},"):
            if reply.startswith(f"44{namespace},"):
                raise ConnectionError(f"namespace refused: {reply}")

    def _recv(self, timeout: float) -> str:
        while True:
            message = self.ws.recv(timeout=timeout)
            if message == "2":  # Engine.IO ping
                self.ws.send("3")
                continue
            return message if isinstance(message, str) else message.decode()

    def emit(self, *args: Any) -> None:
        self.ws.send(self.prefix + json.dumps(args, separators=(",", ":")))

    def wait(self, event: str, match: Callable[[list[Any]], bool], timeout: float = 10) -> list[Any]:
        """The arguments of the next ``event`` for which ``match`` holds (others are skipped)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self._recv(max(0.001, deadline - time.monotonic()))
            if message.startswith(self.prefix):
                packet: list[Any] = json.loads(message[len(self.prefix) :])
                name, args = packet[0], packet[1:]
                if name == event and match(args):
                    return args


def _connect(base: str) -> ClientConnection:
    """A websocket to the peer's Engine.IO endpoint (use it as a context manager)."""
    url = base.replace("http://", "ws://", 1) + "/socket.io/?EIO=4&transport=websocket"
    return connect(url, compression=None, max_size=None, open_timeout=30)


@dataclasses.dataclass
class _Match:
    """A peer match this client plays: its id, both seats' credentials, the last state seen."""

    match_id: str
    credentials: list[str]
    state: dict[str, Any]


def _new_match(http: httpx.Client, sio: _SocketIO) -> _Match:
    """Create a match, join both seats, sync the socket as seat 0 (none of it timed)."""
    r = http.post(f"/games/{GAME}/create", json={"numPlayers": 2})
    r.raise_for_status()
    match_id: str = r.json()["matchID"]
    credentials = []
    for seat in range(2):
        joined = http.post(f"/games/{GAME}/{match_id}/join", json={"playerID": str(seat), "playerName": f"p{seat}"})
        joined.raise_for_status()
        credentials.append(joined.json()["playerCredentials"])
    sio.emit("sync", match_id, "0", credentials[0], 2)
    synced = sio.wait("sync", lambda args: args[0] == match_id)
    return _Match(match_id, credentials, synced[1]["state"])


def choose(g: dict[str, Any], seat: str, rng: random.Random) -> tuple[str, list[Any]]:
    """A legal move for ``seat`` (game.js's rules): a matching card, a jack last, else draw."""
    hand: list[str] = g["hands"][seat]
    top: str = g["discard"][-1]
    wish: str | None = g["wish"]

    def fits(card: str) -> bool:
        return card[-1] == wish if wish is not None else card[-1] == top[-1] or card[:-1] == top[:-1]

    plain = [i for i, card in enumerate(hand) if card[:-1] != "J" and fits(card)]
    if plain:
        return "play", [rng.choice(plain)]
    jacks = [i for i, card in enumerate(hand) if card[:-1] == "J"]
    if jacks:
        rest = Counter(card[-1] for card in hand if card[:-1] != "J")
        return "play", [jacks[0], rest.most_common(1)[0][0] if rest else rng.choice(SUITS)]
    return "draw", []


def _bgio_client(base: str, index: int, clock: dict[str, float], load: _Load, ready: threading.Barrier) -> None:
    """Play peer matches move after move until ``clock["stop"]`` (see the module docstring)."""
    rng = random.Random(index)
    try:
        with httpx.Client(base_url=base, timeout=30) as http, _connect(base) as ws:
            sio = _SocketIO(ws, f"/{GAME}")
            match = _new_match(http, sio)
            ready.wait()
            stop = clock["stop"]
            while time.perf_counter() < stop:
                state = match.state
                if state["ctx"].get("gameover") is not None:
                    match = _new_match(http, sio)
                    continue
                seat: str = state["ctx"]["currentPlayer"]
                move, args = choose(state["G"], seat, rng)
                action = {
                    "type": "MAKE_MOVE",
                    "payload": {
                        "type": move,
                        "args": args,
                        "playerID": seat,
                        "credentials": match.credentials[int(seat)],
                    },
                }
                sent_id = state["_stateID"]
                match_id = match.match_id

                def after(a: list[Any], m: str = match_id, n: int = sent_id) -> bool:
                    return bool(a[0] == m and a[1]["_stateID"] > n)

                start = time.perf_counter()
                sio.emit("update", action, sent_id, match_id, seat)
                try:
                    got = sio.wait("update", after)
                except TimeoutError:
                    load.errors["no update within 10 s"] += 1
                    match = _new_match(http, sio)
                    continue
                load.record(time.perf_counter() - start)
                match.state = got[1]
    except threading.BrokenBarrierError:
        raise
    except Exception as error:  # counted, and the other clients are let go
        load.errors[f"{type(error).__name__}: {str(error)[:120]}"] += 1
        with contextlib.suppress(threading.BrokenBarrierError):
            ready.abort()


# ---------------------------------------------------------------- measuring


def _uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return "load average: " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def _measure(base: str, pid: int, clients: int, seconds: float, target: Any = None) -> dict[str, Any]:
    """One run of ``benchmarks.api._run`` plus the server's and this process's (the clients') CPU."""
    server0, client0 = cpu_seconds([pid]), os.times()
    result = _run("move", base, clients, seconds, target=target)
    server1, client1 = cpu_seconds([pid]), os.times()
    result["server_cpu_s"] = round(server1 - server0, 2)
    result["client_cpu_s"] = round((client1.user + client1.system) - (client0.user + client0.system), 2)
    if result["requests"]:
        result["server_cpu_ms_per_move"] = round(1000 * result["server_cpu_s"] / result["requests"], 3)
        result["client_cpu_ms_per_move"] = round(1000 * result["client_cpu_s"] / result["requests"], 3)
    result["load"] = os.getloadavg()[0]
    return result


def _summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Medians over the rounds, and every run."""
    errors: Counter[str] = Counter()
    for run_ in runs:
        errors.update(run_["errors"])

    def median(key: str) -> float:
        return round(float(statistics.median(r[key] for r in runs)), 2)

    return {
        "moves": sum(r["requests"] for r in runs),
        "per_s": median("per_s"),
        "p50_ms": median("p50_ms"),
        "p99_ms": median("p99_ms"),
        "errors": dict(errors),
        "runs": runs,
    }


# ---------------------------------------------------------------- main


def run(args: argparse.Namespace) -> dict[str, Any]:
    """The whole comparison (see the module docstring); returns the report."""
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings

    node = ensure_installed()
    node_version = subprocess.run([str(node), "--version"], capture_output=True, text=True, check=False).stdout
    report: dict[str, Any] = {
        "machine": {
            "nproc": os.cpu_count(),
            "python": platform.python_version(),
            "node": node_version.strip(),
            "uptime_start": _uptime(),
        },
        "settings": {
            "seconds": args.seconds,
            "clients": args.clients,
            "rounds": args.rounds,
            "peer": f"boardgame.io {BGIO_VERSION} + bgio-postgres",
            "pool": POOL_MAX,
            "peer_durable_before_reply": not args.peer_as_shipped,
        },
        "levels": [],
    }
    logs = Path(tempfile.mkdtemp(prefix="maumau-peer-"))
    ours_url, drop_ours = _database(args.admin_url)
    try:
        peer_url, drop_peer = _database(args.admin_url)
    except BaseException:
        drop_ours()
        raise
    report["databases"] = [ours_url.rsplit("/", 1)[1], peer_url.rsplit("/", 1)[1]]
    try:
        upgrade(load_settings(database_url=ours_url))
        with (
            _server("api.http.app:create_app", _service_env(ours_url), logs / "service.log") as (ours, ours_p),
            _bgio_server(node, peer_url, logs / "peer.log", hold=not args.peer_as_shipped) as (peer, peer_p),
        ):
            sides: dict[str, tuple[str, int, Any]] = {
                "ours": (ours, ours_p.pid, None),
                "bgio": (peer, peer_p.pid, _bgio_client),
            }
            for clients in args.clients:
                runs: dict[str, list[dict[str, Any]]] = {"ours": [], "bgio": []}
                for round_no in range(args.rounds):
                    order = ["ours", "bgio"] if round_no % 2 == 0 else ["bgio", "ours"]
                    for side in order:
                        base, pid, target = sides[side]
                        profiler = None
                        if args.profile and side == "ours" and clients == 8 and round_no == 0:
                            holder: dict[str, Any] = {}

                            def sample(holder: dict[str, Any] = holder, pid: int = pid) -> None:
                                time.sleep(1)
                                holder["rows"] = _profile(pid, max(1, args.seconds - 2), logs / "spy.txt")

                            profiler = threading.Thread(target=sample)
                            profiler.start()
                        runs[side].append(_measure(base, pid, clients, args.seconds, target))
                        if profiler is not None:
                            profiler.join()
                            report["profile_8_clients"] = holder.get("rows")
                ours_s, bgio_s = _summary(runs["ours"]), _summary(runs["bgio"])
                report["levels"].append(
                    {
                        "clients": clients,
                        "ours": ours_s,
                        "bgio": bgio_s,
                        "ratio": round(ours_s["per_s"] / bgio_s["per_s"], 3) if bgio_s["per_s"] else None,
                        "p99_ratio": round(ours_s["p99_ms"] / bgio_s["p99_ms"], 3) if bgio_s["p99_ms"] else None,
                    }
                )
            report["peer_stats"] = httpx.get(f"{peer}/bench/stats").json()
        at8 = next((lv for lv in report["levels"] if lv["clients"] == 8), None)
        if at8 is not None:
            report["target"] = {
                "ratio_at_8": TARGET_RATIO_AT_8,
                "value": at8["ratio"],
                # only against a peer that, like us, answers a move once it is stored
                "met": at8["ratio"] is not None and at8["ratio"] >= TARGET_RATIO_AT_8 and not args.peer_as_shipped,
                "missed_by": None
                if at8["ratio"] is None or at8["ratio"] >= TARGET_RATIO_AT_8
                else round(TARGET_RATIO_AT_8 / at8["ratio"], 3),
            }
        report["machine"]["uptime_end"] = _uptime()
        report["logs"] = str(logs)
    finally:
        drop_peer()
        drop_ours()
    return report


def _print(report: dict[str, Any]) -> None:
    machine = report["machine"]
    print(f"start: {machine['uptime_start']}")
    print(
        f"{'clients':>7} | {'ours/s':>7} {'p50 ms':>7} {'p99 ms':>7} | {'bgio/s':>7} {'p50 ms':>7} "
        f"{'p99 ms':>7} | ratio"
    )
    for lv in report["levels"]:
        o, b = lv["ours"], lv["bgio"]
        print(
            f"{lv['clients']:>7} | {o['per_s']:>7} {o['p50_ms']:>7} {o['p99_ms']:>7} | {b['per_s']:>7} "
            f"{b['p50_ms']:>7} {b['p99_ms']:>7} | {lv['ratio']}"
        )
        if o["errors"] or b["errors"]:
            print(f"        errors: ours {o['errors']} bgio {b['errors']}")
    if "target" in report:
        t = report["target"]
        if not report["settings"]["peer_durable_before_reply"]:
            verdict = "not judged (the peer ran as shipped: not durable before its reply)"
        else:
            verdict = "met" if t["met"] else f"MISSED (needs {t['missed_by']}x more)"
        print(f"target: ours/bgio moves/s >= {t['ratio_at_8']} at 8 clients: {t['value']} {verdict}")
    print(f"peer: {report.get('peer_stats')}")
    print(f"end: {machine.get('uptime_end')}")
    if "profile_8_clients" in report:
        print(json.dumps(report["profile_8_clients"], indent=1))


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point (``python -m benchmarks.peer``)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.peer", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--seconds", type=float, default=10.0, help="load per run")
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 8], help="concurrency levels")
    parser.add_argument("--rounds", type=int, default=2, help="runs per side and level, interleaved ABBA")
    parser.add_argument(
        "--admin-url",
        default=os.environ.get("MAUMAU_TEST_POSTGRES_ADMIN_URL", DEFAULT_ADMIN_URL),
        help="a PostgreSQL database to CREATE/DROP the benchmark databases from",
    )
    parser.add_argument("--profile", action="store_true", help="py-spy our service during its first 8-client run")
    parser.add_argument(
        "--peer-as-shipped",
        action="store_true",
        help="run boardgame.io as shipped (broadcast before the write: not durable; the target is then not met)",
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
