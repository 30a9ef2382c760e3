"""The one wiring place: settings in, a ready service graph out (engine, event store, services).

Nothing is built at import time; the HTTP app factory, CLI commands and tests call
:func:`build_services` and :meth:`Services.close` when done.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Engine, inspect

from domain import codec
from infrastructure.db import Base, build_engine, create_service_tables
from infrastructure.event_store import EventStore, EventStoreNotReady, build_event_store
from infrastructure.games import Clock, GameService, system_clock
from infrastructure.settings import Settings, load_settings
from infrastructure.tables import TableService

__all__ = ["Services", "build_services"]


@dataclass
class Services:
    """Everything a process needs to serve matches; close it to release the connection pools."""

    settings: Settings
    engine: Engine
    store: EventStore[object]
    games: GameService
    tables: TableService

    def close(self) -> None:
        """Release the event store's pool and the SQLAlchemy engine's connections."""
        self.store.close()
        self.engine.dispose()


def build_services(
    settings: Settings | None = None,
    *,
    clock: Clock = system_clock,
    random_seed: Callable[[int], bytes] = secrets.token_bytes,
) -> Services:
    """Open the database described by ``settings`` (default: :func:`load_settings`) and wire
    the game and table services.

    With ``settings.create_tables`` the missing tables are created (development SQLite);
    otherwise Alembic must have run: :class:`EventStoreNotReady` says so when tables are missing.
    ``clock`` and ``random_seed`` are injectable for tests.
    """
    settings = settings or load_settings()
    store: EventStore[object] = build_event_store(settings, codec)
    engine = build_engine(settings)
    try:
        if settings.create_tables:
            create_service_tables(engine)
        else:
            missing = [t for t in Base.metadata.tables if not inspect(engine).has_table(t)]
            if missing:
                msg = f"service tables missing ({', '.join(missing)}): run `maumau db upgrade`"
                raise EventStoreNotReady(msg)
    except BaseException:
        engine.dispose()
        store.close()
        raise
    games = GameService(
        store,
        clock=clock,
        cache_size=settings.stream_cache_size,
        catch_up_reads=settings.catch_up_reads,
    )
    tables = TableService(engine, games, auth_cache_seconds=settings.auth_cache_seconds, random_seed=random_seed)
    return Services(settings, engine, store, games, tables)
