"""Alembic revision 0002 creates exactly the tables the SQLAlchemy models describe (both backends)."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import URL, create_engine, inspect, pool

from infrastructure.adapters import migrate
from infrastructure.adapters.db import Base, build_engine, create_service_tables
from infrastructure.adapters.settings import load_settings


def _diff(url: str | URL) -> list[Any]:
    """Alembic's differences between the database at ``url`` and the models (empty when they match)."""
    engine = create_engine(url, poolclass=pool.NullPool)
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(
                conn,
                opts={
                    "compare_type": True,
                    "include_name": lambda name, kind, parent: kind != "table" or name in Base.metadata.tables,
                },
            )
            diff: list[Any] = compare_metadata(context, Base.metadata)  # alembic types it Any
            return diff
    finally:
        engine.dispose()


def test_migrated_schema_matches_the_models(service_settings) -> None:
    assert migrate.current_revision(service_settings) == migrate.head_revision()
    assert _diff(service_settings.sqlalchemy_url) == []


def test_upgrade_adopts_tables_the_service_created_itself(tmp_path) -> None:
    """Development SQLite: the service created its tables; a later `db upgrade` must not fail."""
    settings = load_settings(database_url=f"sqlite:///{tmp_path / 'dev.db'}")
    engine = build_engine(settings)
    create_service_tables(engine)
    engine.dispose()
    migrate.upgrade(settings)
    assert migrate.current_revision(settings) == migrate.head_revision()
    engine = build_engine(settings)
    try:
        assert set(Base.metadata.tables) <= set(inspect(engine).get_table_names())
    finally:
        engine.dispose()
    assert _diff(settings.sqlalchemy_url) == []
