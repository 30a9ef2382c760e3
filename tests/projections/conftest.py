"""Fixtures of the read-side tests: a migrated database (SQLite and PostgreSQL) with its event
store and read engine, and a cached set of bot matches."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy.engine import Engine

from domain.maumau.events import Event
from infrastructure.adapters.event_store import EventStore
from infrastructure.adapters.settings import Settings, load_settings
from projections.runner import make_engine, open_store
from tests.projections.helpers import bot_matches


@dataclass
class ReadSide:
    """A migrated database: settings, event store and the read tables' engine."""

    url: str
    settings: Settings
    store: EventStore[Any]
    engine: Engine


@pytest.fixture
def read_side(migrated_database_url: str) -> Iterator[ReadSide]:
    """The event store and read engine on a migrated database (each backend).

    PostgreSQL test databases run with ``synchronous_commit = off`` (no wait for the WAL flush
    per commit): durability against a server crash is not what these tests check, and it
    keeps thousands of small appends fast.
    """
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    if settings.is_postgres:
        import psycopg

        name = migrated_database_url.rsplit("/", 1)[1]
        with psycopg.connect(migrated_database_url, autocommit=True) as conn:
            conn.execute(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
    store = open_store(settings)
    engine = make_engine(settings)
    try:
        yield ReadSide(migrated_database_url, settings, store, engine)
    finally:
        engine.dispose()
        store.close()


@pytest.fixture(scope="session")
def matches() -> list[tuple[uuid.UUID, list[Event]]]:
    """21 finished bot matches, three of each preset (random and heuristic bots)."""
    return bot_matches(21, seed=7)
