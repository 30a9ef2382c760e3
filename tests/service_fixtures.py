"""Fixtures shared by ``tests/service`` and ``tests/api`` (imported into their conftest files).

* ``service_database_url``: a fresh database per test on each backend (parametrised), already
  at Alembic's head, migrated once per session: a copy of a migrated file on SQLite, one
  migrated database emptied with ``TRUNCATE`` before each test on PostgreSQL;
* ``service_settings``: settings on it with ``create_tables=False``, so every test runs on the
  schema Alembic built;
* ``clock``: a :class:`FakeClock` the tests move by hand;
* ``services``: the wired service graph (closed after the test);
* ``app`` / ``client``: the FastAPI app on the same settings and a ``TestClient`` around it;
* :func:`guest_identity`, :func:`account_identity`: identities to seat (helpers, not fixtures).
"""

from __future__ import annotations

import hashlib
import itertools
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.db import Base
from infrastructure.adapters.event_store import EVENTS_TABLE, SNAPSHOTS_TABLE
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.accounts import Identity
from infrastructure.services.bootstrap import Services, build_services

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


def guest_identity(services: Services, name: str) -> Identity:
    """A new guest identity (``guest:<name>``) as the table service sees it: the cheapest identity
    that may take a seat at an unrated table (no password to hash)."""
    _info, issued = services.tables.accounts.create_guest(name)
    identity = services.tables.accounts.resolve(issued.token)
    assert identity is not None
    return identity


def account_identity(services: Services, handle: str, password: str = "correct horse battery") -> tuple[Identity, str]:
    """A new account signed in: its identity and its session token."""
    accounts = services.tables.accounts
    accounts.register(handle, password)
    _info, issued = accounts.sign_in(handle, password)
    identity = accounts.resolve(issued.token)
    assert identity is not None
    return identity, issued.token


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file migrated to head once per session."""
    path = tmp_path_factory.mktemp("template") / "maumau.db"
    upgrade(load_settings(database_url=f"sqlite:///{path}"))
    return path


@pytest.fixture(scope="session")
def postgres_template(postgres_server) -> Iterator[str]:
    """A PostgreSQL database migrated to head once per session (per xdist worker)."""
    url = postgres_server.create_database()
    upgrade(load_settings(database_url=url))
    yield url
    postgres_server.drop_database(url)


def _truncate_postgres(url: str) -> None:
    """Empty the event store and the service tables (much faster than a new database)."""
    import psycopg

    tables = ", ".join((EVENTS_TABLE, SNAPSHOTS_TABLE, *Base.metadata.tables))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"TRUNCATE {tables} RESTART IDENTITY CASCADE")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def service_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database at Alembic's head on each backend."""
    if request.param == "sqlite":
        path = tmp_path / "maumau.db"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        return f"sqlite:///{path}"
    url: str = request.getfixturevalue("postgres_template")
    _truncate_postgres(url)
    return url


@pytest.fixture
def service_settings(service_database_url: str) -> Settings:
    """Settings on an Alembic-migrated database; the service creates no table itself."""
    return load_settings(database_url=service_database_url, create_tables=False, pool_size=3)


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
