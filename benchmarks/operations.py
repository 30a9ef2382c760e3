"""What the operations layer costs: its ASGI middlewares per request, and a scrape of the probes.

``python -m benchmarks.operations --json`` times, in one process and without a network:

* ``middleware_cpu_us``: CPU time per request of the request-id, metrics and rate-limit
  middlewares (each alone and all three) around an application that answers at once — the best of
  ``--repeat`` runs of ``--requests`` requests, with the access record not written and written (as
  text and as JSON, to ``/dev/null``);
* ``scrape_ms``: the median and 95th percentile of ``GET /readyz`` and ``GET /metrics`` through the
  test client on a fresh SQLite database (or ``--database-url``), ``--scrapes`` each.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.http.logs import configure_logging
from api.http.metrics import Metrics, MetricsMiddleware
from api.http.middleware.rate_limit import RateLimit, RateLimiter, TokenBuckets
from api.http.middleware.request_ids import RequestIds, install_log_records


async def _empty(scope: Scope, receive: Receive, send: Send) -> None:
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": b"{}"})


async def _receive() -> Message:
    return {"type": "http.request", "body": b""}


async def _send(message: Message) -> None:
    return None


def _stack(layers: str) -> ASGIApp:
    """The empty application inside the named layers (``ids``, ``metrics``, ``limit``, ``all``)."""
    app: ASGIApp = _empty
    if layers in ("limit", "all"):
        app = RateLimit(app, RateLimiter(TokenBuckets(1e9, 10**6), TokenBuckets(1e9, 10**6)))
    if layers in ("metrics", "all"):
        app = MetricsMiddleware(app, Metrics())
    if layers in ("ids", "all"):
        app = RequestIds(app)
    return app


async def _cpu_us(app: ASGIApp, requests: int) -> float:
    scope: Scope = {
        "type": "http",
        "method": "POST",
        "path": "/v1/tables/x/commands",
        "headers": [(b"authorization", b"Bearer abcdef")],
        "client": ("10.0.0.1", 1),
    }
    started = time.process_time()
    for _ in range(requests):
        await app(dict(scope), _receive, _send)
    return (time.process_time() - started) / requests * 1e6


def middleware_cpu(requests: int, repeat: int) -> dict[str, float]:
    """CPU µs per request for each stack (see the module docstring)."""
    install_log_records()
    access = logging.getLogger("maumau.access")
    out: dict[str, float] = {}
    access.setLevel(logging.WARNING)
    for layers in ("none", "ids", "metrics", "limit", "all"):
        out[layers] = round(min(asyncio.run(_cpu_us(_stack(layers), requests)) for _ in range(repeat)), 2)
    access.setLevel(logging.NOTSET)
    with open(os.devnull, "w") as sink:
        for log_format in ("text", "json"):
            configure_logging(log_format, "info", stream=sink)
            best = min(asyncio.run(_cpu_us(_stack("all"), requests)) for _ in range(repeat))
            out[f"all_with_{log_format}_access_record"] = round(best, 2)
    logging.getLogger().setLevel(logging.WARNING)
    return out


def scrapes(database_url: str | None, count: int) -> dict[str, Any]:
    """Median and p95 of ``/readyz`` and ``/metrics`` in ms."""
    from fastapi.testclient import TestClient

    from api.http.app import create_app
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings

    url = database_url or f"sqlite:///{tempfile.mkdtemp(prefix='maumau-ops-')}/ops.db"
    settings = load_settings(database_url=url, create_tables=False, log_level="warning")
    upgrade(settings)
    out: dict[str, Any] = {}
    with TestClient(create_app(settings, background=False)) as http:
        for path in ("/readyz", "/metrics"):
            times = []
            for _ in range(count):
                started = time.perf_counter()
                assert http.get(path).status_code == 200
                times.append((time.perf_counter() - started) * 1000)
            times.sort()
            out[path] = {"median": round(statistics.median(times), 2), "p95": round(times[int(0.95 * count)], 2)}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Run and print the figures (JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--scrapes", type=int, default=100)
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report = {
        "middleware_cpu_us": middleware_cpu(args.requests, args.repeat),
        "scrape_ms": scrapes(args.database_url, args.scrapes),
        "load_average": os.getloadavg()[0],
    }
    print(json.dumps(report, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
