"""Fixtures of the live-service tests (streams, replays, bots, clock, leaks, schema).

The shared service fixtures (both backends: SQLite file / PostgreSQL, Alembic schema, fake clock)
come from :mod:`tests.service_fixtures`; on top of them:

* ``live_app``: the HTTP app with its background runtime ON (bots act at once, no thinking time;
  no projection runner; 0.2 s heartbeats);
* ``live_client``: a ``TestClient`` around it (lifespan run, so the runtime is started).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import RuntimeSettings, load_runtime_settings
from tests.service_fixtures import (  # noqa: F401
    app,
    client,
    clock,
    postgres_template,
    service_database_url,
    service_settings,
    services,
    sqlite_template,
)

LIVE_OPTIONS = {
    "bots": True,
    "bot_delay_ms": 0,
    "bot_workers": 2,
    "bot_sweep_seconds": 0,
    "window_timers": True,
    "projections_in_process": False,
    "sse_heartbeat_seconds": 0.2,
}


def live_options(**overrides: object) -> RuntimeSettings:
    """The runtime options of the live tests, with ``overrides``."""
    return load_runtime_settings(**{**LIVE_OPTIONS, **overrides})


@pytest.fixture
def live_app(services: Services) -> FastAPI:  # noqa: F811 - the imported fixture, requested
    """The app with bots, the window clock and the event hub running (once its lifespan starts)."""
    return create_app(services=services, background=True, runtime_settings=live_options())


@pytest.fixture
def live_client(live_app: FastAPI) -> Iterator[TestClient]:
    """A client of ``live_app`` (lifespan run: the runtime starts and stops with it)."""
    with TestClient(live_app) as test_client:
        yield test_client
