"""Part 4 of the attack campaign: faults under a move load — nothing acknowledged is lost or doubled.

Several client threads each play their own two-seat tables over HTTP (both seats, moves chosen by
``domain.maumau.bots.heuristic_bot`` on the seat's view; the host deals the next round).  Every write
(moves, start, next round) carries its own ``Idempotency-Key`` and is logged.  A write whose answer
does not arrive (broken connection, 5xx) is sent again with the same key and body until it is
answered — that is what a careful client does.  Meanwhile the campaign injects faults:

* ``kill -9`` of ``maumau serve``, then a restart on the same port and database;
* on PostgreSQL, ``pg_terminate_backend`` of every connection of the service's database.

Afterwards the store is read directly: every acknowledged write must be in it exactly once (one
batch carrying its key, at the version it was acknowledged with); no write appears twice; and no
batch by a seat or the host appears that no client sent.  500 answers count as problems; 503
(the database is unavailable) is the documented answer during a fault and is retried.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx
import psycopg

from benchmarks.identities import seat_guest
from domain.maumau.bots import heuristic_bot
from domain.maumau.codec import command_to_dict
from infrastructure.adapters.event_store import REQUEST_ID
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from scripts.attack.common import Service, bearer
from tests.live.leaks import view_from_dict

__all__ = ["run_faults"]


@dataclass
class Write:
    """One logged write: its key, table, route and body; the acknowledged version."""

    key: str
    table_id: str
    path: str
    body: dict[str, Any] | None
    version: int | None = None
    status: int | None = None
    attempts: int = 0
    replayed: bool = False


@dataclass
class Load:
    """What the clients did (shared by the threads, under ``lock``)."""

    writes: list[Write] = field(default_factory=list)
    answers: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    tables: set[str] = field(default_factory=set)
    lock: threading.Lock = field(default_factory=threading.Lock)
    stop: threading.Event = field(default_factory=threading.Event)


def _send(http: httpx.Client, load: Load, write: Write, token: str, give_up: float) -> bool:
    """Send ``write`` until it is answered (retrying broken connections and 5xx with the same key)."""
    headers = {**bearer(token), "Idempotency-Key": write.key}
    while time.monotonic() < give_up:
        write.attempts += 1
        try:
            response = http.post(write.path, json=write.body, headers=headers)
        except httpx.HTTPError as error:
            with load.lock:
                load.answers[f"transport:{type(error).__name__}"] += 1
            time.sleep(0.2)
            continue
        with load.lock:
            load.answers[str(response.status_code)] += 1
        if response.status_code >= 500:
            if response.status_code != 503:
                load.problems.append(f"{write.path} {write.body}: {response.status_code} {response.text[:200]}")
            time.sleep(0.2)
            continue
        write.status = response.status_code
        if response.status_code == 200:
            write.version = response.json()["version"]
            write.replayed = bool(response.json().get("replayed"))
            return True
        load.problems.append(
            f"{write.path} {write.body} (attempt {write.attempts}): {response.status_code} {response.text[:200]}"
        )
        return False
    return False


def _read(http: httpx.Client, path: str, token: str, give_up: float) -> Any:
    while time.monotonic() < give_up:
        try:
            response = http.get(path, headers=bearer(token))
            if response.status_code == 200:
                return response.json()
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    return None


def _client(base: str, index: int, load: Load, give_up: float) -> None:
    """Play tables until told to stop; every write logged (see the module docstring)."""
    with httpx.Client(base_url=base, timeout=10) as http:
        while not load.stop.is_set() and time.monotonic() < give_up:
            try:
                created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
                url, host = f"/v1/tables/{created['table_id']}", created["host_token"]
                tokens = [
                    seat_guest(http, created["table_id"], s, f"f{index}{created['table_id'][:8]}{s}") for s in (0, 1)
                ]
            except (httpx.HTTPError, KeyError, ValueError):
                time.sleep(0.3)  # the service is down: a table not made is no write
                continue
            with load.lock:
                load.tables.add(created["table_id"])
            _play(http, load, url, created["table_id"], host, tokens, give_up)


def _play(http: httpx.Client, load: Load, url: str, tid: str, host: str, tokens: list[str], give_up: float) -> bool:
    def write(path: str, body: dict[str, Any] | None, token: str) -> bool:
        entry = Write(uuid.uuid4().hex, tid, path, body)
        with load.lock:
            load.writes.append(entry)
        return _send(http, load, entry, token, give_up)

    if not write(f"{url}/start", None, host):
        return False
    while not load.stop.is_set():
        views = [_read(http, f"{url}/view", t, give_up) for t in tokens]
        if any(v is None for v in views):
            return False
        phase = views[0]["phase"]
        if phase == "finished":
            return True
        if phase == "between_rounds":
            if not write(f"{url}/rounds", None, host):
                return False
            continue
        movers = [s for s in (0, 1) if views[s]["legal"]]
        if not movers:
            time.sleep(0.05)  # a challenge window closing by the clock
            continue
        seat = views[0]["turn"] if views[0]["turn"] in movers else movers[0]
        command = heuristic_bot(view_from_dict(views[seat]), random.Random(views[seat]["version"]))
        assert command is not None
        if not write(f"{url}/commands", command_to_dict(command), tokens[seat]):
            return False
    return True


def _terminate_backends(database_url: str) -> int:
    """``pg_terminate_backend`` for every other connection to the service's database."""
    name = database_url.rsplit("/", 1)[1]
    with psycopg.connect(database_url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
            (name,),
        ).fetchall()
    return len(rows)


def _verify(database_url: str, load: Load) -> dict[str, Any]:
    """Compare the client log with the store: lost, duplicated, extra."""
    services = build_services(load_settings(database_url=database_url, create_tables=False))
    by_key: dict[str, list[tuple[str, int]]] = {}
    extra: list[str] = []
    sent = {w.key for w in load.writes}
    try:
        for tid in sorted(load.tables):
            batches: dict[str, list[Any]] = {}
            for record in services.games.load(uuid.UUID(tid)):
                batches.setdefault(str(record.metadata.get(REQUEST_ID)), []).append(record)
            for rid, records in batches.items():
                meta = records[0].metadata
                key = meta.get("key")
                if isinstance(key, str):
                    by_key.setdefault(key, []).append((rid, records[-1].version))
                if meta.get("actor") in ("seat", "host") and key not in sent:
                    extra.append(f"{tid} v{records[0].version}: {meta}")
    finally:
        services.close()
    acked = [w for w in load.writes if w.version is not None]
    lost = [w for w in acked if w.key not in by_key]
    duplicated = [w for w in load.writes if len(by_key.get(w.key, [])) > 1]
    wrong_version = [w for w in acked if w.key in by_key and by_key[w.key][0][1] != w.version]
    unanswered = [w for w in load.writes if w.status is None]
    return {
        "writes_sent": len(load.writes),
        "acknowledged": len(acked),
        "lost": len(lost),
        "duplicated": len(duplicated),
        "acknowledged_at_another_version": len(wrong_version),
        "extra_batches": len(extra),
        "unanswered_at_the_end": len(unanswered),
        "unanswered_in_store": sum(1 for w in unanswered if w.key in by_key),
        "retried_writes": sum(1 for w in load.writes if w.attempts > 1),
        "retries_answered_from_the_store": sum(1 for w in load.writes if w.attempts > 1 and w.replayed),
        "examples": [f"lost {w.key} {w.path} {w.body}" for w in lost[:5]]
        + [f"duplicated {w.key} {by_key[w.key]}" for w in duplicated[:5]]
        + extra[:5],
    }


def run_faults(service: Service, clients: int, seconds: float, kills: int) -> dict[str, Any]:
    """Load, faults, verification; the part's report.  ``kills`` kill -9s spread over ``seconds``
    (on PostgreSQL each followed, halfway to the next, by terminating the service's connections)."""
    started = time.monotonic()
    load = Load()
    give_up = started + seconds + 60
    threads = [
        threading.Thread(target=_client, args=(service.base, i, load, give_up), daemon=True) for i in range(clients)
    ]
    for thread in threads:
        thread.start()
    faults: Counter[str] = Counter()
    postgres = service.database_url.startswith("postgresql")
    step = seconds / (kills + 1)
    downtime = 0.0
    for _ in range(kills):
        time.sleep(step / 2)
        if postgres:
            faults["connections_terminated"] += _terminate_backends(service.database_url)
            faults["pg_terminate_rounds"] += 1
        time.sleep(step / 2)
        down = time.monotonic()
        service.kill9()
        faults["kill9"] += 1
        time.sleep(0.5)
        service.start()
        downtime += time.monotonic() - down
    time.sleep(step)
    load.stop.set()
    for thread in threads:
        thread.join(90)
    out: dict[str, Any] = {
        "clients": clients,
        "faults": dict(faults),
        "downtime_seconds": round(downtime, 1),
        "tables": len(load.tables),
        "answers": dict(load.answers),
        "answers_5xx_other_than_503": sum(n for s, n in load.answers.items() if s.startswith("5") and s != "503"),
        "client_problems": len(load.problems),
        "client_problem_examples": load.problems[:10],
    }
    out.update(_verify(service.database_url, load))
    out["seconds"] = round(time.monotonic() - started, 1)
    return out
