"""Alembic owns the event store's schema: prove it is exactly what the library would create.

On PostgreSQL the schema is described from the catalogs (columns with types, nullability and
defaults, constraints, indexes, sequences, composite types, functions, table storage options) and
compared between a database migrated by Alembic and one where the eventsourcing library created
its own tables (``CREATE_TABLE=true``). On SQLite the same is done with ``sqlite_master`` and
``PRAGMA`` output.
"""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Callable
from typing import Any

import psycopg
import pytest
from eventsourcing.persistence import InfrastructureFactory
from eventsourcing.utils import Environment

from infrastructure.adapters import migrate
from infrastructure.adapters.event_store import EVENTS_TABLE, SNAPSHOTS_TABLE, build_event_store
from infrastructure.adapters.settings import load_settings, to_sqlalchemy_url
from tests.infrastructure.fakes import CODEC, GameStarted

IGNORED_TABLES = {"alembic_version"}

PG_QUERIES = {
    "columns": """
        SELECT table_name, column_name, ordinal_position, data_type, udt_name, is_nullable,
               column_default, character_maximum_length, numeric_precision, is_identity
        FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, ordinal_position""",
    "constraints": """
        SELECT rel.relname, con.conname, con.contype, pg_get_constraintdef(con.oid)
        FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
        JOIN pg_namespace ns ON ns.oid = rel.relnamespace
        WHERE ns.nspname = 'public' ORDER BY 1, 2""",
    "indexes": """
        SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' ORDER BY 1, 2""",
    "sequences": """
        SELECT sequence_name, data_type, start_value, minimum_value, maximum_value, increment
        FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY 1""",
    "sequence_owners": """
        SELECT seq.relname, tab.relname, att.attname
        FROM pg_depend dep
        JOIN pg_class seq ON seq.oid = dep.objid AND seq.relkind = 'S'
        JOIN pg_class tab ON tab.oid = dep.refobjid
        JOIN pg_attribute att ON att.attrelid = tab.oid AND att.attnum = dep.refobjsubid
        JOIN pg_namespace ns ON ns.oid = seq.relnamespace
        WHERE ns.nspname = 'public' AND dep.deptype = 'a' ORDER BY 1""",
    "composite_types": """
        SELECT t.typname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod)
        FROM pg_type t JOIN pg_namespace ns ON ns.oid = t.typnamespace
        JOIN pg_class c ON c.oid = t.typrelid AND c.relkind = 'c'
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE ns.nspname = 'public' ORDER BY 1, 2""",
    "functions": """
        SELECT p.proname, pg_get_function_identity_arguments(p.oid), pg_get_functiondef(p.oid)
        FROM pg_proc p JOIN pg_namespace ns ON ns.oid = p.pronamespace
        WHERE ns.nspname = 'public' ORDER BY 1, 2""",
    "tables": """
        SELECT c.relname, c.relkind, c.relpersistence, c.reloptions
        FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE ns.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') ORDER BY 1""",
}


def _drop_ignored(rows: list[tuple[Any, ...]], section: str) -> list[tuple[Any, ...]]:
    """Remove Alembic's own bookkeeping table from a schema section."""
    if section in {"sequences", "composite_types", "functions"}:
        return rows
    return [row for row in rows if row[0] not in IGNORED_TABLES]


def pg_schema(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Describe every object of the ``public`` schema, minus ``alembic_version``."""
    with psycopg.connect(url) as conn:
        return {
            section: _drop_ignored([tuple(row) for row in conn.execute(query)], section)
            for section, query in PG_QUERIES.items()
        }


def library_created_pg(url: str) -> None:
    """Let eventsourcing create its own tables, as for an application named ``maumau``."""
    parsed = to_sqlalchemy_url(url)
    env = Environment(
        "maumau",
        {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": parsed.database or "",
            "POSTGRES_HOST": parsed.host or "127.0.0.1",
            "POSTGRES_PORT": str(parsed.port or 5432),
            "POSTGRES_USER": parsed.username or "postgres",
            "POSTGRES_PASSWORD": parsed.password or "",
            "CREATE_TABLE": "true",
        },
    )
    factory = InfrastructureFactory.construct(env)
    try:
        events = factory.application_recorder()
        snapshots = factory.aggregate_recorder("snapshots")
        # The library names the tables after the application, exactly as our store does.
        assert getattr(events, "events_table_name", None) == EVENTS_TABLE
        assert getattr(snapshots, "events_table_name", None) == SNAPSHOTS_TABLE
    finally:
        factory.close()


@pytest.mark.postgres
def test_postgres_schema_after_migration_equals_library_schema(
    make_postgres_database: Callable[[], str],
) -> None:
    migrated, library = make_postgres_database(), make_postgres_database()
    migrate.upgrade(load_settings(database_url=migrated), "0001")
    library_created_pg(library)

    expected = pg_schema(library)
    actual = pg_schema(migrated)
    assert expected["tables"], "the library created nothing?"
    assert {row[0] for row in expected["tables"]} == {EVENTS_TABLE, SNAPSHOTS_TABLE}
    for section in PG_QUERIES:
        assert actual[section] == expected[section], section


@pytest.mark.postgres
def test_postgres_head_keeps_every_library_object_unchanged(
    make_postgres_database: Callable[[], str],
) -> None:
    """Later revisions may add tables, but must not alter what the library expects."""
    migrated, library = make_postgres_database(), make_postgres_database()
    migrate.upgrade(load_settings(database_url=migrated))
    library_created_pg(library)

    expected = pg_schema(library)
    actual = pg_schema(migrated)
    for section in PG_QUERIES:
        missing = [row for row in expected[section] if row not in actual[section]]
        assert missing == [], section


@pytest.mark.postgres
def test_migration_adopts_a_database_the_library_initialised(
    make_postgres_database: Callable[[], str],
) -> None:
    url = make_postgres_database()
    library_created_pg(url)
    settings = load_settings(database_url=url, create_tables=False)
    migrate.upgrade(settings)
    assert migrate.current_revision(settings) == migrate.head_revision()
    with build_event_store(settings, CODEC) as store:
        store.append(uuid.uuid4(), 0, [GameStarted(players=2)])


def sqlite_schema(path: str) -> dict[str, list[tuple[Any, ...]]]:
    """Describe a SQLite file: DDL text of every object plus column and index details."""
    conn = sqlite3.connect(path)
    try:
        objects = [
            tuple(row)
            for row in conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
            if row[2] not in IGNORED_TABLES
        ]
        tables = [row[1] for row in objects if row[0] == "table"]
        columns = [(table, *tuple(col)) for table in tables for col in conn.execute(f"PRAGMA table_info({table})")]
        indexes = [(table, *tuple(index)) for table in tables for index in conn.execute(f"PRAGMA index_list({table})")]
        return {"objects": objects, "columns": columns, "indexes": indexes}
    finally:
        conn.close()


def test_sqlite_schema_after_migration_equals_library_schema(tmp_path) -> None:
    from eventsourcing.sqlite import (
        SQLiteAggregateRecorder,
        SQLiteApplicationRecorder,
        SQLiteDatastore,
    )

    migrated, library = tmp_path / "migrated.db", tmp_path / "library.db"
    migrate.upgrade(load_settings(database_url=f"sqlite:///{migrated}"), "0001")
    datastore = SQLiteDatastore(str(library))
    try:
        SQLiteApplicationRecorder(datastore, events_table_name=EVENTS_TABLE).create_table()
        SQLiteAggregateRecorder(datastore, events_table_name=SNAPSHOTS_TABLE).create_table()
    finally:
        datastore.close()

    expected = sqlite_schema(str(library))
    assert {row[1] for row in expected["objects"] if row[0] == "table"} == {
        EVENTS_TABLE,
        SNAPSHOTS_TABLE,
    }
    assert sqlite_schema(str(migrated)) == expected


def test_downgrade_to_base_then_upgrade_round_trips(database_url: str) -> None:
    settings = load_settings(database_url=database_url, create_tables=False)
    describe: Callable[[], dict[str, list[tuple[Any, ...]]]]
    if settings.is_postgres:
        describe = lambda: pg_schema(database_url)  # noqa: E731
    else:
        path = str(settings.sqlite_path)
        describe = lambda: sqlite_schema(path)  # noqa: E731

    empty = describe()
    migrate.upgrade(settings)
    assert migrate.current_revision(settings) == migrate.head_revision()
    at_head = describe()
    assert at_head != empty

    migrate.downgrade(settings, "base")
    assert migrate.current_revision(settings) is None
    assert describe() == empty

    migrate.upgrade(settings)
    assert describe() == at_head
    with build_event_store(settings, CODEC) as store:
        stream = uuid.uuid4()
        store.append(stream, 0, [GameStarted(players=2)])
        assert store.current_version(stream) == 1


def test_migrations_have_a_single_head() -> None:
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(migrate.alembic_config(load_settings()))
    assert len(script.get_heads()) == 1
    assert migrate.head_revision() == script.get_current_head()
