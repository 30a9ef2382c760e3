"""``/healthz`` and ``/readyz`` over HTTP on both backends: ready, then 503 naming a parked
projection (a real poison event, :mod:`tests.projections.poison`) without its error text, ready
again after the fix and ``maumau projections resume``; 503 ``unavailable`` when the database does
not answer; on PostgreSQL, still ready after every connection was killed."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import psycopg
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import create_engine
from typer.testing import CliRunner

from api.cli.main import app as cli_app
from api.http.app import create_app
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from projections.runner import Runner
from tests.projections.helpers import append_interleaved, bot_matches
from tests.projections.poison import move_notifications, overflow_analytics_at


def _ready(http: TestClient) -> tuple[str, int]:
    """``/readyz``'s status and head (it answers 200)."""
    answer = http.get("/readyz")
    assert answer.status_code == 200, answer.text
    body = answer.json()
    return body["status"], body["head"]


@pytest.fixture
def served(migrated_database_url: str) -> Iterator[tuple[FastAPI, TestClient]]:
    """The service on a migrated database, without background work (the test runs the runner)."""
    app = create_app(load_settings(database_url=migrated_database_url, create_tables=False), background=False)
    with TestClient(app) as client:
        yield app, client


def test_readyz_names_a_parked_projection_until_it_is_fixed_and_resumed(
    served: tuple[FastAPI, TestClient], migrated_database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, http = served
    assert http.get("/healthz").json() == {"status": "ok"}
    assert _ready(http) == ("ready", 0)

    services = app.state.services
    append_interleaved(services.store, bot_matches(2, seed=3), max_chunk=12)
    head = services.store.max_notification_id()
    poison = move_notifications(services.store)[5]
    overflow_analytics_at(monkeypatch, poison)
    runner = Runner(services.engine, services.store, retry_delay=0.0)
    runner.run_until_caught_up(max_seconds=60)
    assert set(runner.parked) == {"analytics"}

    answer = http.get("/readyz")
    assert answer.status_code == 503
    detail = answer.json()["detail"]
    assert detail["rule"] == "projection_parked"
    assert f"analytics at position {poison - 1} (notification {poison}, CardPlayed)" in detail["message"]
    [parked] = detail["parked"]
    assert (parked["name"], parked["position"], parked["notification_id"]) == ("analytics", poison - 1, poison)
    assert "error" not in parked
    assert runner.parked["analytics"].error not in answer.text  # the error text stays with operators
    assert http.get("/healthz").status_code == 200  # alive all the same
    rows = {r["name"]: r for r in http.get("/v1/projections/status").json()}
    assert rows["analytics"]["parked"]["notification_id"] == poison
    assert "error" not in rows["analytics"]["parked"]
    assert rows["leaderboards"]["parked"] is None
    assert rows["leaderboards"]["position"] == head

    monkeypatch.undo()
    resumed = CliRunner().invoke(
        cli_app, ["projections", "resume", "analytics", "--database-url", migrated_database_url]
    )
    assert resumed.exit_code == 0, resumed.output
    runner.run_until_caught_up(max_seconds=60)
    runner.close()
    assert _ready(http) == ("ready", head)


def test_readyz_is_503_unavailable_when_the_database_does_not_answer(served: tuple[FastAPI, TestClient]) -> None:
    app, _ = served
    dead = create_engine("postgresql+psycopg://postgres@127.0.0.1:1/nowhere", connect_args={"connect_timeout": 2})
    broken = create_app(services=dataclasses.replace(app.state.services, engine=dead), background=False)
    with TestClient(broken) as http:
        answer = http.get("/readyz")
        assert answer.status_code == 503
        assert answer.json() == {
            "detail": {"rule": "unavailable", "message": "the database is unavailable: retry later"}
        }
        assert answer.headers["Retry-After"] == "1"
        assert http.get("/healthz").status_code == 200
    dead.dispose()


def test_readyz_recovers_from_killed_connections_on_postgres(make_postgres_database: Callable[[], str]) -> None:
    url = make_postgres_database()
    upgrade(load_settings(database_url=url, create_tables=False))
    app = create_app(load_settings(database_url=url, create_tables=False), background=False)
    with TestClient(app) as http:
        assert http.get("/readyz").status_code == 200  # the pools hold live connections now
        with psycopg.connect(url, autocommit=True) as conn:
            killed = conn.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            ).fetchone()
        assert killed is not None
        assert killed[0] >= 2  # the engine's and the event store's
        assert http.get("/readyz").status_code == 200
