"""``/readyz`` on both backends, beyond "database up, nothing parked" (``tests/api/test_health.py``):
the database's Alembic revision against the code's newest (behind, unknown, never migrated → 503
``migrations_not_at_head``; back at head → ready), and every read model's lag — reported while
ready, 503 ``projection_lag`` beyond ``MAUMAU_READY_MAX_PROJECTION_LAG_SECONDS``, ready again once
the runner caught up."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text

from api.http.app import create_app
from infrastructure.adapters.migrate import head_revision
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import Services, build_services
from projections.runner import Runner
from tests.projections.helpers import append_interleaved, bot_matches


@pytest.fixture
def fresh(migrated_database_url: str) -> Iterator[Services]:
    """Services on a database of their own (the read side's tracking rows are not emptied between
    the shared fixtures' tests, and these tests run the projection runner and rewrite the revision)."""
    services = build_services(load_settings(database_url=migrated_database_url, create_tables=False))
    yield services
    services.close()


@pytest.fixture
def fresh_client(fresh: Services) -> Iterator[TestClient]:
    """A client of the app on :func:`fresh`."""
    with TestClient(create_app(services=fresh)) as http:
        yield http


def app_with(services: Services, **settings: Any) -> FastAPI:
    """The app on the test's services with ``settings`` changed."""
    changed = services.settings.model_copy(update=settings)
    return create_app(services=dataclasses.replace(services, settings=changed))


def set_revision(services: Services, revision: str | None) -> None:
    """Write ``revision`` into the database's Alembic version row (``None``: no row at all)."""
    with services.engine.begin() as conn:
        conn.execute(text("DELETE FROM alembic_version"))
        if revision is not None:
            conn.execute(text("INSERT INTO alembic_version (version_num) VALUES (:v)"), {"v": revision})


def test_ready_reports_the_migrations_and_every_read_models_lag(fresh_client: TestClient, fresh: Services) -> None:
    client, services = fresh_client, fresh
    answer = client.get("/readyz")
    assert answer.status_code == 200, answer.text
    body = answer.json()
    head = head_revision()
    assert body["migrations"] == {"current": head, "head": head}
    assert body["projection_lag"]["max_seconds"] == 0
    assert {"leaderboards", "analytics"} <= set(body["projection_lag"]["by_projection"])
    append_interleaved(services.store, bot_matches(1, seed=5), max_chunk=12)
    body = client.get("/readyz").json()  # lagging, but no bound is set: ready, with the lag
    assert body["status"] == "ready"
    log_head = services.store.max_notification_id()
    assert body["projection_lag"]["by_projection"]["leaderboards"]["events"] == log_head


@pytest.mark.parametrize("revision", ["0001", "ffffffffffff", None])
def test_a_database_not_at_the_codes_revision_is_not_ready(
    fresh_client: TestClient, fresh: Services, revision: str | None
) -> None:
    client, services = fresh_client, fresh
    head = head_revision()
    assert client.get("/readyz").status_code == 200
    set_revision(services, revision)
    try:
        answer = client.get("/readyz")
        assert answer.status_code == 503, answer.text
        detail = answer.json()["detail"]
        assert detail["rule"] == "migrations_not_at_head"
        assert detail["migrations"] == {"current": revision, "head": head}
        assert "maumau db upgrade" in detail["message"]
        assert client.get("/healthz").status_code == 200
    finally:
        set_revision(services, head)
    assert client.get("/readyz").status_code == 200


def test_a_read_model_lagging_beyond_the_bound_is_not_ready_until_it_caught_up(fresh: Services) -> None:
    services = fresh
    with TestClient(app_with(services, ready_max_projection_lag_seconds=0.05)) as http:
        assert http.get("/readyz").status_code == 200
        append_interleaved(services.store, bot_matches(2, seed=7), max_chunk=12)
        time.sleep(0.2)  # the oldest unprojected event is older than the bound now
        answer = http.get("/readyz")
        assert answer.status_code == 503, answer.text
        assert answer.headers["Retry-After"] == "1"
        detail = answer.json()["detail"]
        assert detail["rule"] == "projection_lag"
        head = services.store.max_notification_id()
        assert detail["lag"]["leaderboards"]["events"] == head
        assert detail["lag"]["leaderboards"]["seconds"] >= 0.05
        runner = Runner(services.engine, services.store, retry_delay=0.0)
        try:
            runner.run_until_caught_up(max_seconds=60)
        finally:
            runner.close()
        answer = http.get("/readyz")
        assert answer.status_code == 200, answer.text
        lag = answer.json()["projection_lag"]
        assert lag["max_seconds"] == 0
        assert {row["events"] for row in lag["by_projection"].values()} == {0}


def test_tables_the_service_made_itself_count_as_current() -> None:
    """``MAUMAU_CREATE_TABLES`` (an in-memory SQLite database): no Alembic revision, yet the tables
    are the code's own, so the database is ready (and says why)."""
    services = build_services(load_settings(database_url="sqlite:///:memory:"))
    try:
        assert services.settings.create_tables
        with TestClient(create_app(services=services)) as http:
            answer = http.get("/readyz")
            assert answer.status_code == 200, answer.text
            assert answer.json()["migrations"] == {
                "current": None,
                "head": head_revision(),
                "tables_made_by_service": True,
            }
    finally:
        services.close()
