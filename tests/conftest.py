"""Shared pytest fixtures: throwaway PostgreSQL databases and a both-backends ``database_url``.

PostgreSQL policy (see ``scripts/test.sh``):

* ``MAUMAU_TEST_POSTGRES=0``: PostgreSQL tests are skipped (local runs without a server only);
* ``MAUMAU_REQUIRE_POSTGRES=1`` (CI): an unreachable server fails every PostgreSQL test loudly;
* otherwise an unreachable server skips them.

The server is reached as user ``postgres`` at ``127.0.0.1:5432`` through the ``test`` database
(override with ``MAUMAU_TEST_POSTGRES_ADMIN_URL``). Every database a test gets is new, uniquely
named ``maumau_test_<hex>``, and dropped afterwards, so tests can run in parallel (xdist) and never
see each other's rows.

Fixtures:

* ``postgres_url``: one fresh database for the whole session (URL string);
* ``make_postgres_database()``: a factory of fresh databases, dropped at the test's end;
* ``database_url``: parametrised ``sqlite`` (a file in ``tmp_path``) / ``postgres`` (a fresh
  database, marked ``postgres``), empty, no tables;
* ``migrated_database_url``: ``database_url`` after ``alembic upgrade head``.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

# Write rate limits are on by default (5/s per token, 20/s per address); the tests drive moves far
# faster than any person, so they run without them unless the environment says otherwise.  The
# rate-limit tests set their own limits.
os.environ.setdefault("MAUMAU_RATE_LIMIT_TOKEN_PER_SECOND", "0")
os.environ.setdefault("MAUMAU_RATE_LIMIT_ADDRESS_PER_SECOND", "0")

if TYPE_CHECKING:
    from pathlib import Path

    import psycopg

DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test"

# Fixtures that reach the PostgreSQL server: tests using them get the `postgres` marker.
_POSTGRES_FIXTURES = {"postgres_server", "postgres_url", "make_postgres_database"}


def _postgres_enabled() -> bool:
    """False when the run opted out of PostgreSQL tests (MAUMAU_TEST_POSTGRES=0)."""
    return os.environ.get("MAUMAU_TEST_POSTGRES", "1") != "0"


def _postgres_required() -> bool:
    """True in CI, where skipping PostgreSQL tests would hide a broken backend."""
    return os.environ.get("MAUMAU_REQUIRE_POSTGRES", "0") == "1"


def _listed_slow() -> frozenset[str]:
    """The node ids of ``tests/slow_tests.txt``: measured slow, left out of the default run."""
    path = Path(__file__).with_name("slow_tests.txt")
    if not path.exists():
        return frozenset()
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that uses a PostgreSQL fixture with ``postgres`` (for ``-m``), and every
    test listed in ``tests/slow_tests.txt`` with ``slow`` (``scripts/slow_tests.py`` writes it)."""
    slow = _listed_slow()
    for item in items:
        if _POSTGRES_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.postgres)
        if item.nodeid in slow:
            item.add_marker(pytest.mark.slow)


class PostgresServer:
    """Creates and drops uniquely named throwaway databases on the test server."""

    def __init__(self, admin_url: str) -> None:
        """Remember the maintenance database URL used to issue CREATE/DROP DATABASE."""
        self.admin_url = admin_url
        self.server_url = admin_url.rsplit("/", 1)[0]  # same server and user, no database

    def _admin(self) -> psycopg.Connection[tuple[object, ...]]:
        """An autocommit connection to the maintenance database (CREATE DATABASE needs one)."""
        import psycopg  # imported lazily: domain-only test runs need no driver

        return psycopg.connect(self.admin_url, autocommit=True, connect_timeout=5)

    def create_database(self, template: str | None = None) -> str:
        """Create ``maumau_test_<hex>`` (optionally from a template database) and return its URL."""
        name = f"maumau_test_{uuid.uuid4().hex[:12]}"
        suffix = f' TEMPLATE "{template}"' if template else ""
        with self._admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"{suffix}')
        return f"{self.server_url}/{name}"

    def drop_database(self, url: str) -> None:
        """Drop a database created here, terminating whatever connections remain."""
        name = url.rsplit("/", 1)[1]
        assert name.startswith("maumau_test_"), name
        with self._admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def postgres_server() -> PostgresServer:
    """The reachable test server, or a skip/fail according to the PostgreSQL policy above."""
    if not _postgres_enabled():
        pytest.skip("PostgreSQL tests disabled (MAUMAU_TEST_POSTGRES=0)")
    server = PostgresServer(os.environ.get("MAUMAU_TEST_POSTGRES_ADMIN_URL", DEFAULT_ADMIN_URL))
    try:
        with server._admin() as conn:
            conn.execute("SELECT 1")
    except Exception as error:
        message = f"PostgreSQL is not reachable at {server.admin_url}: {error}"
        if _postgres_required():
            pytest.fail(
                f"{message}\nMAUMAU_REQUIRE_POSTGRES=1: PostgreSQL tests must run here.",
                pytrace=False,
            )
        pytest.skip(message)
    return server


@pytest.fixture(scope="session")
def postgres_url(postgres_server: PostgresServer) -> Iterator[str]:
    """One fresh PostgreSQL database for the whole session (dropped at the end)."""
    url = postgres_server.create_database()
    yield url
    postgres_server.drop_database(url)


@pytest.fixture
def make_postgres_database(postgres_server: PostgresServer) -> Iterator[Callable[[], str]]:
    """A factory of fresh, empty PostgreSQL databases; all are dropped when the test ends."""
    created: list[str] = []

    def make() -> str:
        url = postgres_server.create_database()
        created.append(url)
        return url

    yield make
    for url in created:
        postgres_server.drop_database(url)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database on each backend: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'maumau.db'}"
    make: Callable[[], str] = request.getfixturevalue("make_postgres_database")
    return make()


@pytest.fixture
def migrated_database_url(database_url: str) -> str:
    """``database_url`` migrated to Alembic's head: what production runs against."""
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings

    upgrade(load_settings(database_url=database_url))
    return database_url


REDIS_URL = "redis://127.0.0.1:6379/0"


@pytest.fixture(scope="session")
def redis_server() -> str:
    """The machine's Redis (127.0.0.1:6379): skipped when it does not answer, except where
    ``MAUMAU_REQUIRE_REDIS=1`` (CI) turns that into a failure."""
    import redis

    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping()
    except redis.RedisError as error:
        if os.environ.get("MAUMAU_REQUIRE_REDIS", "0") == "1":
            pytest.fail(f"Redis at {REDIS_URL} is required here and does not answer: {error}")
        pytest.skip(f"no Redis at {REDIS_URL}: {error}")
    return REDIS_URL


@pytest.fixture
def redis_prefix(redis_server: str) -> Iterator[str]:
    """A key prefix of this test's own in the machine's Redis; its keys are deleted afterwards."""
    import uuid

    import redis

    prefix = f"maumau-test-{uuid.uuid4().hex[:12]}:"
    yield prefix
    client = redis.Redis.from_url(redis_server)
    keys = list(client.scan_iter(match=f"{prefix}*"))
    if keys:
        client.delete(*keys)
    client.close()
