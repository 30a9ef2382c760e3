"""What a lobby page costs with many tables: ``GET /v1/tables`` first pages, filtered and deep.

``python -m benchmarks.lobby --json`` fills a fresh database (a SQLite file, or ``--database-url``,
migrated to head) with ``--tables`` tables written straight into the lobby tables (a mix of
rulesets, private and rated tables, statuses and occupied seats, bots in the seats), then times
``LobbyService.list_tables`` — the query behind ``GET /v1/tables`` — without HTTP:

* ``first_page_ms``: the first page (``--limit`` tables) per filter set, median and 95th
  percentile of ``--repeat`` runs;
* ``deep_page_ms``: each page of a walk through ``--pages`` pages by cursor (median, p95, and the
  last page's), so the cost of paging deep is visible (keyset: it should not grow with depth);
* ``http_first_page_ms``: the unfiltered first page through the test client (routing, the
  response model and JSON included).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from infrastructure.adapters.db import SeatRow, TableRow
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.lobby import LobbyService
from infrastructure.services.table_settings import TableSettings

FILTERS: dict[str, dict[str, Any]] = {
    "none": {},
    "open_waiting": {"open_seats": True, "status": "waiting"},
    "ruleset_zone": {"ruleset": "ZONE"},
    "rated_open": {"rated": True, "open_seats": True},
    "finished": {"status": "finished"},
}


def _fill(services: Services, tables: int, rng: random.Random) -> None:
    """``tables`` tables with seats, written in bulk (one transaction per 1000)."""
    rulesets = {"MM-001": (2, 5), "ZONE": (2, 4), "MM-003": (2, 4)}
    start = datetime.now(UTC) - timedelta(days=30)
    table_rows: list[dict[str, Any]] = []
    seat_rows: list[dict[str, Any]] = []
    for n in range(tables):
        ref = rng.choice(list(rulesets))
        lo, hi = rulesets[ref]
        seats = rng.randint(lo, hi)
        status = rng.choices(("waiting", "playing", "finished"), (6, 3, 1))[0]
        settings = TableSettings(private=rng.random() < 0.1, rated=rng.random() < 0.2)
        table_id = uuid.uuid4()
        table_rows.append(
            {
                "id": table_id,
                "ruleset_ref": ref,
                "ruleset": {"name": ref},
                "seats": seats,
                "host_token_hash": uuid.uuid4().hex + uuid.uuid4().hex,
                "created_at": start + timedelta(seconds=n * 7),
                "settings": settings.to_dict(),
                "status": status,
            }
        )
        taken = seats if status != "waiting" else rng.randint(0, seats)
        for seat in range(taken):
            seat_rows.append(
                {
                    "table_id": table_id,
                    "seat": seat,
                    "kind": "bot",
                    "bot_name": "random",
                    "token_hash": uuid.uuid4().hex + uuid.uuid4().hex,
                    "joined_at": start,
                }
            )
    with services.engine.begin() as conn:
        for i in range(0, len(table_rows), 1000):
            conn.execute(insert(TableRow), table_rows[i : i + 1000])
        for i in range(0, len(seat_rows), 1000):
            conn.execute(insert(SeatRow), seat_rows[i : i + 1000])


def _times(action: Callable[[], object], repeat: int) -> list[float]:
    """Wall-clock milliseconds of ``repeat`` calls."""
    out = []
    for _ in range(repeat):
        began = time.perf_counter()
        action()
        out.append((time.perf_counter() - began) * 1000)
    return out


def _summary(times: Sequence[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "median": round(statistics.median(ordered), 3),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 3),
    }


def run(database_url: str | None, tables: int, limit: int, pages: int, repeat: int, seed: int) -> dict[str, Any]:
    """Fill the database and time the lobby (see the module docstring)."""
    with tempfile.TemporaryDirectory() as folder:
        url = database_url or f"sqlite:///{Path(folder) / 'lobby.db'}"
        settings = load_settings(database_url=url, create_tables=False)
        upgrade(settings)
        services = build_services(settings)
        try:
            _fill(services, tables, random.Random(seed))
            lobby = LobbyService(services.engine, services.tables)
            first: dict[str, dict[str, float]] = {}
            for name, filters in FILTERS.items():

                def first_page(filters: dict[str, Any] = filters) -> object:
                    return lobby.list_tables(limit=limit, **filters)

                first_page()  # warm the plan and the caches
                first[name] = _summary(_times(first_page, repeat))
            walk: list[float] = []
            cursor: str | None = None
            for _ in range(pages):
                began = time.perf_counter()
                page = lobby.list_tables(limit=limit, cursor=cursor)
                walk.append((time.perf_counter() - began) * 1000)
                cursor = page.next_cursor
                if cursor is None:
                    break
            http = _http_first_page(services, limit, repeat)
        finally:
            services.close()
    return {
        "backend": "postgresql" if url.startswith("postgresql") else "sqlite",
        "tables": tables,
        "limit": limit,
        "repeat": repeat,
        "first_page_ms": first,
        "deep_page_ms": {**_summary(walk), "pages": len(walk), "last": round(walk[-1], 3)},
        "http_first_page_ms": http,
    }


def _http_first_page(services: Services, limit: int, repeat: int) -> dict[str, float]:
    """The unfiltered first page through the test client."""
    from fastapi.testclient import TestClient

    from api.http.app import create_app

    with TestClient(create_app(services=services)) as client:
        client.get("/v1/tables", params={"limit": limit})
        return _summary(_times(lambda: client.get("/v1/tables", params={"limit": limit}), repeat))


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run, print the figures (JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0] if __doc__ else None)
    parser.add_argument("--database-url", default=None, help="an empty database (default: a temporary SQLite file)")
    parser.add_argument("--tables", type=int, default=5000)
    parser.add_argument("--limit", type=int, default=20)
    parser.add_argument("--pages", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true", help="print JSON only")
    args = parser.parse_args(argv)
    result = run(args.database_url, args.tables, args.limit, args.pages, args.repeat, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
