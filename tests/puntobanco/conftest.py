"""Fixtures of the Punto Banco service and HTTP tests: a database migrated by Alembic on each
backend (SQLite file / PostgreSQL), the service graph on it with a fake clock, the app with a
Punto Banco service whose shoe seeds are deterministic, and a client speaking HTTP to it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from tests.service_fixtures import (  # noqa: F401 - fixtures
    FakeClock,
    clock,
    postgres_template,
    seeded_random,
    service_database_url,
    sqlite_template,
)


@pytest.fixture
def pb_settings(service_database_url: str) -> Settings:  # noqa: F811 - the fixture
    """Settings on an emptied database at Alembic's head on each backend (fast: a copied SQLite
    file, a truncated PostgreSQL database).  Tests that run the read side override this with a
    fresh database (its tracking rows must start at position 0)."""
    return load_settings(database_url=service_database_url, create_tables=False, pool_size=3)


@pytest.fixture
def pb_services(pb_settings: Settings, clock: FakeClock) -> Iterator[Services]:  # noqa: F811
    """The service graph (its store knows both games)."""
    built = build_services(pb_settings, clock=clock, random_seed=seeded_random())
    yield built
    built.close()


def make_service(services: Services, clock: FakeClock, label: bytes = b"pb") -> PuntoBancoTables:  # noqa: F811
    """A Punto Banco service on ``services``' store and engine with deterministic shoe seeds,
    resolving identities with the accounts service of ``services`` (as the app does)."""
    return PuntoBancoTables(
        services.engine,
        services.store,
        clock=clock,
        random_seed=seeded_random(label),
        accounts=services.tables.accounts,
    )


@pytest.fixture
def pb(pb_services: Services, clock: FakeClock) -> PuntoBancoTables:  # noqa: F811
    """The Punto Banco service."""
    return make_service(pb_services, clock)


@pytest.fixture
def pb_app(pb_services: Services, pb: PuntoBancoTables) -> FastAPI:
    """The HTTP app on the test's services, serving ``pb``."""
    app = create_app(services=pb_services)
    app.state.puntobanco = pb
    return app


@pytest.fixture
def http(pb_app: FastAPI) -> Iterator[TestClient]:
    """A client speaking HTTP to the app (lifespan run)."""
    with TestClient(pb_app) as client:
        yield client
