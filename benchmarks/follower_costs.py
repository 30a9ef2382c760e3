"""What the log followers cost per move: SQL statements and commits, counted, not timed.

Run ``python -m benchmarks.follower_costs`` (SQLite file) or ``... --postgres URL`` (an empty
database is created through that admin URL and dropped); ``--json`` prints the figures as JSON;
``--poll-seconds 3600`` takes the reactions' poll (a cost per second, not per move) out.

A service process runs as production does (bots, window clock, turn clock, auto-deal, lobby
status and the tournaments' reactions in process; on PostgreSQL also the remote-appends
watcher); two humans play ``--tables`` tables over HTTP (``TestClient``), one random legal move
after the other, dealing the next round when one ends.  Every statement is counted at the
driver and attributed to the thread that sent it (:mod:`benchmarks.sql_counts`: psycopg and
sqlite3, so the event store's reads and writes count as well as SQLAlchemy's).  Reported:
moves, the events they appended, and per follower thread the statements and commits in total
and per 100 moves.  Almost every move's events concern no follower (a card
played, a card drawn), so a follower that costs nothing for events it does not handle shows
a small count here, independent of the number of moves, apart from its poll.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from benchmarks.sql_counts import counting

FOLLOWER_THREADS = ("maumau-reactions", "maumau-remote-appends", "maumau-followers")


@contextlib.contextmanager
def _database(postgres: str | None) -> Iterator[str]:
    if postgres is None:
        with tempfile.TemporaryDirectory() as tmp:
            yield f"sqlite:///{Path(tmp) / 'costs.db'}"
        return
    import psycopg

    name = f"maumau_costs_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(postgres, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    base = postgres.rsplit("/", 1)[0]
    try:
        yield f"{base}/{name}".replace("postgresql://", "postgresql+psycopg://", 1)
    finally:
        with psycopg.connect(postgres, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _play(client: TestClient, tables: int, moves: int, rng: random.Random) -> int:
    """Open ``tables`` two-human tables and play ``moves`` moves round-robin; returns the moves."""
    from tests.live.helpers import Table

    opened = [Table.open(client, ["human", "human"], "MM-001") for _ in range(tables)]
    done = 0
    while done < moves:
        progressed = False
        for table in opened:
            state = table.state()
            if state["phase"] == "between_rounds":
                r = client.post(f"{table.url}/rounds", headers=_bearer(table.host))
                assert r.status_code == 200, r.text
                continue
            if state["phase"] != "playing":
                opened.remove(table)
                opened.append(Table.open(client, ["human", "human"], "MM-001"))
                break
            seat = state["window_seat"] if state["window_seat"] is not None else state["turn"]
            token = table.tokens[seat]
            legal = client.get(f"{table.url}/legal", headers=_bearer(token)).json()["legal"]
            if not legal:
                continue
            command = rng.choice(legal)
            r = client.post(f"{table.url}/commands", json=command, headers=_bearer(token))
            assert r.status_code == 200, r.text
            done += 1
            progressed = True
        if not progressed:
            time.sleep(0.01)
    return done


def measure(
    database_url: str, *, tables: int = 4, moves: int = 400, seed: int = 1, poll_seconds: float = 1.0
) -> dict[str, Any]:
    """Play ``moves`` moves at ``tables`` tables and count the followers' statements and commits
    (the reactions polling the log every ``poll_seconds``: a long poll leaves what the events
    themselves cost)."""
    from api.http.app import create_app
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings
    from infrastructure.services.bootstrap import build_services
    from infrastructure.services.runtime import load_runtime_settings

    settings = load_settings(database_url=database_url, create_tables=False, pool_size=10)
    upgrade(settings)
    with counting() as counts:
        services = build_services(settings)
        options = load_runtime_settings(
            bots=True, bot_sweep_seconds=0, projections_in_process=False, reactions_poll_seconds=poll_seconds
        )
        app = create_app(services=services, background=True, runtime_settings=options)
        try:
            with TestClient(app) as client:
                time.sleep(1.5)  # start-up catch-up done
                counts.reset()
                remote = app.state.runtime.remote
                sweeps_before = remote.sweeps if remote is not None else 0
                started = time.monotonic()
                head = services.store.max_notification_id()
                played = _play(client, tables, moves, random.Random(seed))
                time.sleep(0.5)  # the followers' last round
                seconds = time.monotonic() - started
                events = services.store.max_notification_id() - head
                counted_statements, counted_commits = counts.snapshot()
                remote = app.state.runtime.remote
                sweeps = remote.sweeps if remote is not None else None
        finally:
            services.close()
    followers = {
        name: {
            "statements": counted_statements.get(name, 0),
            "commits": counted_commits.get(name, 0),
            "statements_per_100_moves": round(100 * counted_statements.get(name, 0) / played, 1),
            "commits_per_100_moves": round(100 * counted_commits.get(name, 0) / played, 1),
        }
        for name in FOLLOWER_THREADS
    }
    return {
        "backend": settings.sqlalchemy_url.get_backend_name(),
        "poll_seconds": poll_seconds,
        "moves": played,
        "events": events,
        "seconds": round(seconds, 2),
        "followers": followers,
        "other_statements": counted_statements.get("other", 0),
        "remote_append_sweeps": None if sweeps is None else sweeps - sweeps_before,
    }


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", metavar="ADMIN_URL", help="measure on PostgreSQL (admin URL)")
    parser.add_argument("--tables", type=int, default=4)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--poll-seconds", type=float, default=1.0, help="the reactions' poll (production: 1)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with _database(args.postgres) as url:
        result = measure(url, tables=args.tables, moves=args.moves, poll_seconds=args.poll_seconds)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"{result['backend']}: {result['moves']} moves, {result['events']} events, {result['seconds']} s, "
        f"poll every {result['poll_seconds']} s"
    )
    if result["remote_append_sweeps"] is not None:
        print(f"  remote-appends sweeps of the log (psycopg, one statement each): {result['remote_append_sweeps']}")
    for name, figures in result["followers"].items():
        print(
            f"  {name:24} {figures['statements']:6} statements ({figures['statements_per_100_moves']}/100 moves)"
            f"  {figures['commits']:5} commits ({figures['commits_per_100_moves']}/100 moves)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
