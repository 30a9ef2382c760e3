"""A read replica for the read-only routes (``MAUMAU_READ_REPLICA_URL``): the read models' routes
read it, writes never do, and ``/readyz`` and ``/metrics`` show where it stands.  The suite has
no standby, so a second URL of the primary stands for a replica that has caught up (``standby``
false, lag 0), and a port where nothing listens for a replica that is down."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings, to_sqlalchemy_url
from infrastructure.services.bootstrap import Services, build_services

pytestmark = pytest.mark.postgres


def _dead_url(url: str) -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    base = to_sqlalchemy_url(url)
    return f"postgresql://{base.username or 'postgres'}@127.0.0.1:{port}/{base.database}?connect_timeout=1"


@pytest.fixture
def primary_url(make_postgres_database: Callable[[], str]) -> str:
    url = make_postgres_database()
    upgrade(load_settings(database_url=url))
    return url


def _services(url: str, replica: str) -> Iterator[Services]:
    built = build_services(load_settings(database_url=url, read_replica_url=replica, pool_size=2, max_overflow=2))
    yield built
    built.close()


@pytest.fixture
def caught_up(primary_url: str) -> Iterator[Services]:
    yield from _services(primary_url, primary_url)


@pytest.fixture
def replica_down(primary_url: str) -> Iterator[Services]:
    yield from _services(primary_url, _dead_url(primary_url))


def test_a_caught_up_replica_serves_the_read_models_and_is_shown_ready(caught_up: Services) -> None:
    assert caught_up.read_engine is not None
    with TestClient(create_app(services=caught_up)) as http:
        ready = http.get("/readyz")
        assert ready.status_code == 200, ready.text
        assert ready.json()["read_replica"] == {"up": True, "standby": False, "lag_seconds": 0.0}
        assert http.get("/v1/leaderboards", params={"ruleset": "MM-001"}).status_code == 200
        scraped = http.get("/metrics").text
        assert "maumau_read_replica_up 1.0" in scraped
        assert "maumau_read_replica_lag_seconds 0.0" in scraped


def test_a_replica_that_is_down_fails_only_the_reads_it_serves(replica_down: Services) -> None:
    with TestClient(create_app(services=replica_down)) as http:
        board = http.get("/v1/leaderboards", params={"ruleset": "MM-001"})
        assert board.status_code == 503, board.text
        assert board.json()["detail"]["rule"] == "unavailable"
        assert board.headers["Retry-After"]
        opened = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2})  # writes go to the primary
        assert opened.status_code == 201, opened.text
        table = http.get(f"/v1/tables/{opened.json()['table_id']}")  # and so do the game's own reads
        assert table.status_code == 200
        ready = http.get("/readyz")
        assert ready.status_code == 200, ready.text  # the primary serves: the process stays in the balancer
        assert ready.json()["read_replica"] == {"up": False}
        assert "maumau_read_replica_up 0.0" in http.get("/metrics").text


def test_a_replica_url_must_be_postgres() -> None:
    with pytest.raises(ValueError, match="read replica is a PostgreSQL standby"):
        load_settings(read_replica_url="sqlite:///replica.db")
