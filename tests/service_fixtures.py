"""Fixtures shared by ``tests/service`` and ``tests/api`` (imported into their conftest files).

* ``service_settings``: settings on ``migrated_database_url`` (SQLite file / fresh PostgreSQL,
  parametrised) with ``create_tables=False``, so every test runs on the schema Alembic built;
* ``clock``: a :class:`FakeClock` the tests move by hand;
* ``services``: the wired service graph (closed after the test);
* ``app`` / ``client``: the FastAPI app on the same settings and a ``TestClient`` around it.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from infrastructure.bootstrap import Services, build_services
from infrastructure.settings import Settings, load_settings

START_MS = 1_800_000_000_000


class FakeClock:
    """Milliseconds since the epoch, moved only by the test."""

    def __init__(self, start: int = START_MS) -> None:
        self.now = start

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms


def seeded_random(label: bytes = b"tests") -> Callable[[int], bytes]:
    """A deterministic stand-in for ``secrets.token_bytes`` (round seeds)."""
    counter = itertools.count()

    def random_bytes(n: int) -> bytes:
        out = hashlib.sha256(label + next(counter).to_bytes(8, "big")).digest()
        assert n <= len(out)
        return out[:n]

    return random_bytes


@pytest.fixture
def service_settings(migrated_database_url: str) -> Settings:
    """Settings on an Alembic-migrated database; the service creates no table itself."""
    return load_settings(database_url=migrated_database_url, create_tables=False, pool_size=10)


@pytest.fixture
def clock() -> FakeClock:
    """The service clock of the test."""
    return FakeClock()


@pytest.fixture
def services(service_settings: Settings, clock: FakeClock) -> Iterator[Services]:
    """The service graph (event store, engine, game and table services)."""
    built = build_services(service_settings, clock=clock, random_seed=seeded_random())
    yield built
    built.close()


@pytest.fixture
def app(services: Services):
    """The HTTP app on the test's services."""
    return create_app(services=services)


@pytest.fixture
def client(app) -> Iterator[TestClient]:
    """A client speaking HTTP to the ASGI app (lifespan run)."""
    with TestClient(app) as test_client:
        yield test_client
