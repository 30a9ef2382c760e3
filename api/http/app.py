"""The FastAPI application factory: ``create_app(settings)`` builds the services and the routes.

Nothing is constructed at import time: the factory loads the settings (unless given), opens the
event store and the SQLAlchemy engine through :func:`infrastructure.services.bootstrap.build_services`,
mounts the routers and closes the pools when the application shuts down.  Run it with
``uvicorn --factory api.http.app:create_app``.

Around the routes, from the outside in (``docs/operations.md``): the request id and its access
record (:mod:`api.http.middleware.request_ids`), the metrics (:mod:`api.http.metrics`), CORS
from the allow-list (:mod:`api.http.middleware.cors`), the write rate limits
(:mod:`api.http.middleware.rate_limit`), the NUL guard and the body limit.
``/docs`` and ``/redoc`` are served from local assets (:mod:`api.http.docs_ui`), ``/metrics`` next to
``/healthz`` and ``/readyz``.
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI

import projections.api as read_side
from api.http import docs_ui, metrics
from api.http.errors import install_error_handlers
from api.http.logs import configure_logging
from api.http.middleware.body_limit import BodyLimit
from api.http.middleware.cors import AllowListCors
from api.http.middleware.database_wait import DatabaseWait
from api.http.middleware.rate_limit import RateLimit, RateLimiter, TokenBuckets
from api.http.middleware.request_guard import RejectNul
from api.http.middleware.request_ids import RequestIds, install_log_records
from api.http.routes import (
    accounts,
    game_results,
    games,
    health,
    leagues,
    live,
    lobby,
    play,
    puntobanco,
    read_models,
    replay,
    rulesets,
    tables,
    teaching,
    tournaments,
)
from api.http.stream_slots import StreamSlots
from api.schemas.common import ErrorOut
from api.web.routes import router as web_pages
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.games import Clock, system_clock
from infrastructure.services.live import EventHub
from infrastructure.services.runtime import Runtime, RuntimeSettings

__all__ = ["create_app"]

_DESCRIPTION = """
An event-sourced Mau-Mau service.

* **rulesets**: the presets (MM-001 ... ZONE) and saved custom rulesets.
* **tables**: open a table (host token), take a seat (seat token), seat bots, start the match,
  deal rounds.
* **play**: one endpoint for every move, a seat's view (ETag = match version) and its legal moves.

Authentication: `Authorization: Bearer <token>` with an identity's credential (a session from
`POST /v1/sessions`, an API key, or a guest token from `POST /v1/guests`), a seat token (from
taking a seat) or a table's host token (from opening it).
Errors: `{"detail": {"rule": ..., "message": ...}}`; 422 names the broken rule or bad field;
a request body above the limit (default 64 KiB) is 413 `body_too_large`.
Cards are names such as `"HQ"` or `"S10"`; suits `C`, `S`, `H`, `D`; seats count from 0.
"""

_TAGS = [
    {"name": "rulesets", "description": "Presets and saved custom rulesets (the rule editor)."},
    {"name": "tables", "description": "Tables, seats, tokens and the host's match commands."},
    {"name": "play", "description": "Moves, a seat's view and its legal commands."},
    {"name": "live", "description": "Live event streams (Server-Sent Events), resumable by version."},
    {"name": "replay", "description": "Replays of a round at any version; seed commitment, seed, verification."},
]


def create_app(
    settings: Settings | None = None,
    *,
    services: Services | None = None,
    clock: Clock = system_clock,
    random_seed: Callable[[int], bytes] = secrets.token_bytes,
    background: bool | None = None,
    runtime_settings: RuntimeSettings | None = None,
) -> FastAPI:
    """Build the HTTP application on ``settings`` (default: the environment).

    ``services`` reuses an already built service graph (then the caller closes it); otherwise
    the graph is built here with ``clock`` and ``random_seed`` (injectable for tests) and closed
    on shutdown.

    ``background`` runs the bots, the challenge-window clock and (on SQLite) the projection
    runner in this process (:class:`infrastructure.services.runtime.Runtime`, started in the lifespan);
    it defaults to on when the app builds its own services (``maumau serve``) and off when
    ``services`` are given (tests opt in).  The live event streams work either way.
    """
    owned = services is None
    install_log_records()
    if services is None:
        settings = settings or load_settings()
        configure_logging(settings.log_format, settings.log_level)
        services = build_services(settings, clock=clock, random_seed=random_seed)
    built = services
    runtime = Runtime(
        built,
        runtime_settings,
        background=owned if background is None else background,
        read_side=read_side.start_in_process,  # the write side's runtime does not import the read side
    )

    # The tournaments' live fan-out: only the standings streams listen, so it is the HTTP app's.
    tournament_hub = EventHub(built.tournaments.games).start()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        counted: metrics.Metrics = app.state.metrics
        unsubscribe = built.games.subscribe(counted.on_batch)
        try:
            runtime.start()
            tournament_hub.start()
            yield
        finally:
            unsubscribe()
            tournament_hub.stop()
            runtime.stop()
            if built.shared_limits is not None:
                await built.shared_limits.aclose()
            counted.process_ended()
            if owned:
                built.close()

    app = FastAPI(
        title="maumau",
        version="1.0.0",
        description=_DESCRIPTION,
        openapi_tags=_TAGS,
        lifespan=lifespan,
        redirect_slashes=False,  # "/v1/tables/" is 404 in the documented shape, not a 307
        docs_url=None,  # served from local assets by api.http.docs_ui, not from a CDN
        redoc_url=None,
    )
    app.state.services = services
    app.state.runtime = runtime
    app.state.puntobanco = services.puntobanco  # api.http.routes.puntobanco.get_puntobanco
    app.state.tournament_hub = tournament_hub  # api.http.routes.tournaments' standings streams
    app.state.stream_slots = StreamSlots(
        runtime, services.shared_limits
    )  # every stream's admission (api.http.stream_slots)
    install_error_handlers(app)
    counted = metrics.install(app)
    _add_middleware(app, services, counted)
    # Any request may be refused with 422 in the documented shape (RejectNul answers a NUL byte in
    # any path or query; validation errors are reshaped): document that instead of FastAPI's
    # default HTTPValidationError.  A route's own 422 entry (with its description) wins.
    every_route: dict[int | str, dict[str, object]] = {422: {"model": ErrorOut}}
    for router in (
        accounts,
        rulesets,
        lobby,
        tables,
        play,
        read_models,
        live,
        replay,
        health,
        metrics,
        puntobanco,
        games,
        teaching,
    ):
        app.include_router(router.router, responses=every_route)
    app.include_router(tournaments.router, responses=every_route)  # /v1/tournaments (issue #11)
    app.include_router(game_results.router, responses=every_route)  # every game's score sheets (issue #22)
    app.include_router(leagues.router, responses=every_route)  # /v1/leagues (issue #24)
    app.include_router(docs_ui.router)
    app.include_router(web_pages)  # the web client at / (api/web, docs/web.md)
    return app


def _add_middleware(app: FastAPI, services: Services, counted: metrics.Metrics) -> None:
    """The middleware stack; the last one added runs first (outermost)."""
    settings = services.settings
    if settings.request_database_wait_seconds > 0:
        app.add_middleware(DatabaseWait, seconds=settings.request_database_wait_seconds)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(RejectNul)
    limiter = RateLimiter(
        TokenBuckets(
            settings.rate_limit_token_per_second, settings.rate_limit_token_burst, settings.rate_limit_max_clients
        ),
        TokenBuckets(
            settings.rate_limit_address_per_second, settings.rate_limit_address_burst, settings.rate_limit_max_clients
        ),
        shared=services.shared_limits,
    )
    if limiter.enabled:
        app.add_middleware(RateLimit, limiter=limiter, on_refused=counted.on_rate_limited)
    if settings.cors_origins:  # outside the limits, so that a browser can read a 429 or a 413
        app.add_middleware(AllowListCors, origins=settings.cors_origins)
    app.add_middleware(metrics.MetricsMiddleware, metrics=counted)
    app.add_middleware(RequestIds)
