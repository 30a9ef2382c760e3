"""Prometheus metrics: ``GET /metrics`` in the text exposition format (``prometheus-client``).

Counted as requests go (every label has a small, fixed set of values — never a raw path, a
table id or a player):

* ``maumau_http_request_duration_seconds{method, route, status}`` (histogram): ``route`` is the
  route template (``/v1/tables/{table_id}/commands``) or ``unmatched``; ``status`` the class
  (``2xx`` ... ``5xx``); ``method`` one of ``GET HEAD POST PUT PATCH DELETE OPTIONS`` or
  ``other``.  An event stream is timed to its first byte (its headers), not for its whole life.
* ``maumau_http_open_streams`` (gauge): event streams (``text/event-stream`` answers) open now.
* ``maumau_commands_accepted_total{actor}``: commands whose events this process appended —
  moves of seats, host commands, bots' moves and the window clock's (``actor``: ``seat``,
  ``host``, ``bot``, ``clock`` or ``other``); ``rate()`` of it is moves per second.  An
  idempotent retry appends nothing and is not counted.
* ``maumau_events_appended_total``: the events of those commands.
* ``maumau_conflicts_total{rule}``: 409 answers (a stale ``If-Match``, a taken seat ...).
* ``maumau_refusals_total{rule}``: 422 refusals by the services (a broken game rule, a bad
  value), by the rule named in the answer; validation errors of the request's shape are not
  counted here (their "rule" is whatever field a client invents).  At most
  :data:`MAX_RULES` distinct rules are kept per metric; any further one counts as ``other``.
* ``maumau_rate_limited_total{limit}``: writes refused with 429 (``token`` or ``address``).

Read from the database when scraped (:func:`api.http.readiness.probe`, which ``/readyz`` uses):
``maumau_database_up`` (0 when the database does not answer: the rest of this block is then
missing), ``maumau_database_at_migration_head``, ``maumau_event_log_head``,
``maumau_projection_lag_events{projection}``, ``maumau_projection_lag_seconds{projection}``,
``maumau_projection_parked{projection}``, ``maumau_projection_broken{projection}`` (tables
missing), ``maumau_reaction_lag_events{reaction}``, ``maumau_reaction_parked{reaction}`` and
``maumau_reaction_parked_timers{reaction}``.

Several processes (``maumau serve --workers N``): prometheus-client's multiprocess mode is used
when ``PROMETHEUS_MULTIPROC_DIR`` names a directory in the environment of every worker
(``maumau serve`` sets one up by itself for N > 1, see :func:`prepare_multiprocess`): each worker
writes its counts there and a scrape of any worker sums them all; the open-stream gauge sums
the live workers only.  Without it, a scrape shows the counts of the one worker that answered.
"""

from __future__ import annotations

import atexit
import logging
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from fastapi import APIRouter, FastAPI, Request, Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    generate_latest,
    multiprocess,
    values,
)
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.http.middleware.request_ids import route_of
from api.http.readiness import probe
from domain.actors import Actor
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import ServiceError
from infrastructure.services.games import CommittedBatch

__all__ = ["MAX_RULES", "Metrics", "MetricsMiddleware", "install", "prepare_multiprocess", "router"]

log = logging.getLogger(__name__)

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
MAX_RULES = 64
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
_ACTORS = frozenset({Actor.SEAT, Actor.HOST, Actor.BOT, Actor.CLOCK})
_RULE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


def prepare_multiprocess(workers: int) -> str | None:
    """Before ``workers`` HTTP processes start: with more than one and no
    ``PROMETHEUS_MULTIPROC_DIR`` given, make an empty directory for their counts and name it in
    the environment (the workers inherit it); a given directory is emptied of the last run's
    files.  A directory made here is deleted when this process exits.  Returns the directory
    (``None`` for a single process without one)."""
    given = os.environ.get(MULTIPROC_ENV)
    if given:
        for old in os.listdir(given) if os.path.isdir(given) else ():
            if old.endswith(".db"):
                os.remove(os.path.join(given, old))
        os.makedirs(given, exist_ok=True)
        return given
    if workers <= 1:
        return None
    made = tempfile.mkdtemp(prefix="maumau-metrics-")
    os.environ[MULTIPROC_ENV] = made
    atexit.register(shutil.rmtree, made, True)  # in this (the supervising) process only
    return made


def _status_class(status: int) -> str:
    """``200`` → ``2xx``."""
    return f"{status // 100}xx" if 100 <= status <= 599 else "other"


class _BoundedRules:
    """Rule names as label values: well-formed ones, at most :data:`MAX_RULES` distinct."""

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def __call__(self, rule: str) -> str:
        """``rule`` itself while fewer than the bound were seen (or it was seen), else ``other``."""
        if not _RULE.fullmatch(rule):
            return "other"
        if rule in self._seen:
            return rule
        if len(self._seen) >= MAX_RULES:
            return "other"
        self._seen.add(rule)
        return rule


class Metrics:
    """The metrics of one application (see the module docstring); nothing global.

    In multiprocess mode the counters are written to the shared directory and not registered
    anywhere: a scrape collects them from the files."""

    def __init__(self) -> None:
        """Create the metrics, registered in this application's own registry (single process)."""
        # Multiprocess mode needs the variable set before prometheus-client was imported (it picks
        # its value class then); set later, this process counts on its own, as without it.
        in_files = bool(getattr(values.ValueClass, "_multiprocess", False))
        self.multiprocess_dir = (os.environ.get(MULTIPROC_ENV) or None) if in_files else None
        registry = None if self.multiprocess_dir else CollectorRegistry()
        self.registry = registry
        self.latency = Histogram(
            "maumau_http_request_duration_seconds",
            "HTTP requests by method, route template and status class (event streams: to the first byte).",
            ["method", "route", "status"],
            buckets=_BUCKETS,
            registry=registry,
        )
        self.open_streams = Gauge(
            "maumau_http_open_streams",
            "Event streams open now.",
            multiprocess_mode="livesum",
            registry=registry,
        )
        self.commands = Counter(
            "maumau_commands_accepted",
            "Commands whose events this process appended, by who issued them.",
            ["actor"],
            registry=registry,
        )
        self.events = Counter("maumau_events_appended", "Events appended by this process.", registry=registry)
        self.conflicts = Counter("maumau_conflicts", "409 answers, by rule.", ["rule"], registry=registry)
        self.refusals = Counter(
            "maumau_refusals", "422 refusals of the services, by rule.", ["rule"], registry=registry
        )
        self.rate_limited = Counter(
            "maumau_rate_limited", "Writes refused with 429, by limit.", ["limit"], registry=registry
        )
        self._conflict_rules = _BoundedRules()
        self._refusal_rules = _BoundedRules()
        if registry is not None:
            ProcessCollector(registry=registry)
            PlatformCollector(registry=registry)

    # ------------------------------------------------------------------ feeding

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        """One answered request."""
        label = method if method in _METHODS else "other"
        self.latency.labels(label, route, _status_class(status)).observe(seconds)

    def on_batch(self, batch: CommittedBatch) -> None:
        """A game service subscriber: count a batch this process appended."""
        if not batch.local or not batch.events:
            return
        actor = batch.events[0].metadata.get("actor")
        self.commands.labels(actor if actor in _ACTORS else "other").inc()
        self.events.inc(len(batch.events))

    def on_service_error(self, error: ServiceError) -> None:
        """Count a 409 or a 422 refusal by its rule."""
        if error.status == 409:
            self.conflicts.labels(self._conflict_rules(error.rule)).inc()
        elif error.status == 422:
            self.refusals.labels(self._refusal_rules(error.rule)).inc()

    def on_rate_limited(self, limit: str) -> None:
        """Count a write refused by the rate limit ``limit``."""
        self.rate_limited.labels(limit).inc()

    # ------------------------------------------------------------------ scraping

    def exposition(self, services: Services) -> bytes:
        """The text exposition of everything: counted metrics and the database's state."""
        registry = self.registry
        if registry is None:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry, path=self.multiprocess_dir)  # type: ignore[no-untyped-call]
        scrape = CollectorRegistry()
        scrape.register(_Combined(registry, _DatabaseCollector(services)))
        return generate_latest(scrape)

    def process_ended(self) -> None:
        """In multiprocess mode, drop this process's live gauges (its streams are gone)."""
        if self.multiprocess_dir:
            multiprocess.mark_process_dead(os.getpid(), self.multiprocess_dir)  # type: ignore[no-untyped-call]


class _Combined(Collector):
    """A registry's metrics followed by one more collector's."""

    def __init__(self, registry: CollectorRegistry, extra: Collector) -> None:
        self._registry = registry
        self._extra = extra

    def collect(self) -> Iterable[Metric]:
        """Every metric of both."""
        yield from self._registry.collect()
        yield from self._extra.collect()


def _gauge(name: str, doc: str, label: str | None, values: Iterable[tuple[str, float]]) -> GaugeMetricFamily:
    """A gauge family with one sample per ``(label value, value)`` (one unlabelled sample without a label)."""
    if label is None:
        family = GaugeMetricFamily(name, doc)
        for _, value in values:
            family.add_metric([], value)
        return family
    family = GaugeMetricFamily(name, doc, labels=[label])
    for key, value in values:
        family.add_metric([key], value)
    return family


class _DatabaseCollector(Collector):
    """What the database says when scraped (see the module docstring)."""

    def __init__(self, services: Services) -> None:
        self._services = services

    def collect(self) -> Iterator[Metric]:
        """The database's metrics; only ``maumau_database_up 0`` when it does not answer."""
        try:
            found = probe(self._services)
        except Exception as error:
            log.warning("metrics: the database did not answer: %s", type(error).__name__)
            yield _gauge("maumau_database_up", "1 when the database answers.", None, [("", 0.0)])
            return
        yield _gauge("maumau_database_up", "1 when the database answers.", None, [("", 1.0)])
        yield _gauge(
            "maumau_database_at_migration_head",
            "1 when the database is at the newest migration this code ships.",
            None,
            [("", 1.0 if found.migrated else 0.0)],
        )
        yield _gauge("maumau_event_log_head", "The event log's last notification id.", None, [("", found.head)])
        working = [r for r in found.projections if r["error"] is None and r["position"] is not None]
        yield _gauge(
            "maumau_projection_lag_events",
            "Events a read model is behind the event log.",
            "projection",
            [(r["name"], float(r["lag"])) for r in working],
        )
        yield _gauge(
            "maumau_projection_lag_seconds",
            "Age of the oldest event a read model has not applied yet.",
            "projection",
            [(r["name"], float(r["lag_seconds"] or 0.0)) for r in working],
        )
        yield _gauge(
            "maumau_projection_parked",
            "1 when a read model is parked on an event.",
            "projection",
            [(r["name"], 1.0 if r["parked"] is not None else 0.0) for r in found.projections],
        )
        yield _gauge(
            "maumau_projection_broken",
            "1 when a read model cannot work (its tables or tracking row are missing).",
            "projection",
            [(r["name"], 1.0 if r["error"] is not None else 0.0) for r in found.projections],
        )
        if found.replica is not None:
            yield _gauge(
                "maumau_read_replica_up", "1 when the read replica answers.", None, [("", float(found.replica["up"]))]
            )
            if found.replica["up"]:
                yield _gauge(
                    "maumau_read_replica_lag_seconds",
                    "How far the read replica's replay is behind (0: it has replayed all it received).",
                    None,
                    [("", float(found.replica["lag_seconds"]))],
                )
        yield _gauge(
            "maumau_reaction_lag_events",
            "Events a durable reaction is behind the event log.",
            "reaction",
            [(r["name"], float(r["lag"])) for r in found.reactions],
        )
        yield _gauge(
            "maumau_reaction_parked",
            "1 when a durable reaction is parked on an event.",
            "reaction",
            [(r["name"], 1.0 if r["parked"] is not None else 0.0) for r in found.reactions],
        )
        yield _gauge(
            "maumau_reaction_parked_timers",
            "Timers of a durable reaction that are parked.",
            "reaction",
            [(r["name"], float(len(r["parked_timers"]))) for r in found.reactions],
        )


class MetricsMiddleware:
    """Time every HTTP request and count open event streams (ASGI middleware)."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        """Wrap ``app``, feeding ``metrics``."""
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on; observe its duration and status when it is answered."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        metrics = self.metrics
        started = time.perf_counter()
        status = 500
        stream = False
        observed = False

        def observe() -> None:
            nonlocal observed
            if not observed:
                observed = True
                route = route_of(scope) or "unmatched"
                metrics.observe_request(scope.get("method", ""), route, status, time.perf_counter() - started)

        async def watching_send(message: Message) -> None:
            nonlocal status, stream
            if message["type"] == "http.response.start":
                status = int(message["status"])
                content_type = dict(message.get("headers", ())).get(b"content-type", b"")
                if content_type.startswith(b"text/event-stream"):
                    stream = True
                    metrics.open_streams.inc()
                    observe()  # a stream is timed to its headers
            await send(message)

        try:
            await self.app(scope, receive, watching_send)
        finally:
            if stream:
                metrics.open_streams.dec()
            observe()


def _count_service_errors(app: FastAPI, metrics: Metrics) -> None:
    """Wrap the app's ``ServiceError`` handler so that 409s and 422s are counted by rule."""
    handler: Callable[..., Any] | None = app.exception_handlers.get(ServiceError)
    if handler is None:
        return
    original = handler

    async def counting(request: Request, exc: Exception) -> Any:
        if isinstance(exc, ServiceError):
            metrics.on_service_error(exc)
        result = original(request, exc)
        if hasattr(result, "__await__"):
            result = await result
        return result

    app.add_exception_handler(ServiceError, counting)


router = APIRouter(tags=["health"])


@router.get(
    "/metrics",
    summary="Prometheus metrics (text exposition format)",
    response_class=Response,
    responses={200: {"content": {CONTENT_TYPE_LATEST.split(";")[0]: {"schema": {"type": "string"}}}}},
)
def metrics_endpoint(request: Request) -> Response:
    """Latency histograms, accepted commands, conflicts, refusals, open streams, and the read
    side's lag and parks as the database says now (see ``docs/operations.md``)."""
    metrics: Metrics = request.app.state.metrics
    body = metrics.exposition(request.app.state.services)
    return Response(body, media_type=CONTENT_TYPE_LATEST)


def install(app: FastAPI) -> Metrics:
    """Create the app's :class:`Metrics` (``app.state.metrics``), count its service errors and
    serve ``/metrics``; the caller adds :class:`MetricsMiddleware` and subscribes
    :meth:`Metrics.on_batch` to the game service for as long as the app runs."""
    metrics = Metrics()
    app.state.metrics = metrics
    _count_service_errors(app, metrics)
    return metrics
