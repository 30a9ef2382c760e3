"""Fixtures of the tournament HTTP tests: both backends (the shared service fixtures), the app
with its whole runtime (bots at once, the durable reactions, the projection runner) served over
real HTTP by uvicorn, an organiser's session, and the read side reset to the test's log."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from fastapi import FastAPI

import projections.api as read_side
from api.http.app import create_app
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import load_runtime_settings
from tests.live.helpers import live_server
from tests.service_fixtures import (  # noqa: F401 - fixtures
    clock,
    postgres_template,
    service_database_url,
    service_settings,
    services,
    sqlite_template,
)
from tests.tournament_api.helpers import Organiser, organiser

RUNTIME = {
    "bots": True,
    "bot_delay_ms": 0,
    "bot_workers": 2,
    "bot_sweep_seconds": 0.2,
    "reactions_poll_seconds": 0.05,
    "projections_in_process": True,
    "sse_follow_other_processes": False,
    "sse_heartbeat_seconds": 0.5,
}
"""The runtime of a test app: bots act at once, reactions look often, read models in process."""


def reset_read_side(services: Services) -> None:  # noqa: F811 - a plain argument
    """Rebuild the ``tournaments`` read model from the test's log (the PostgreSQL database is
    emptied between tests, its read tables and positions are not)."""
    engine, store = read_side.make_engine(services.settings), read_side.open_store(services.settings)
    try:
        read_side.rebuild(engine, store, ["tournaments"])
    finally:
        store.close()
        engine.dispose()


@pytest.fixture
def tournament_app(services: Services) -> FastAPI:  # noqa: F811 - the imported fixture
    """The app with its background runtime; tournament tables deal their boards at once."""
    services.tournaments.auto_deal_seconds = 0
    reset_read_side(services)
    return create_app(services=services, background=True, runtime_settings=load_runtime_settings(**RUNTIME))


@pytest.fixture
def http(tournament_app: FastAPI) -> Iterator[httpx.Client]:
    """A client speaking real HTTP to the app served by uvicorn (lifespan: the runtime runs)."""
    with live_server(tournament_app) as url, httpx.Client(base_url=url, timeout=60) as client:
        yield client


@pytest.fixture
def org(http: httpx.Client, services: Services) -> Organiser:  # noqa: F811
    """An organiser's account, signed in over HTTP."""
    return organiser(http, services)
