"""Event store: the eventsourcing library's tables for the application "maumau".

The DDL is copied verbatim from eventsourcing 9.5.6 (``eventsourcing/postgres.py`` and
``eventsourcing/sqlite.py``) for ``PostgresApplicationRecorder(events_table_name="maumau_events")``
and ``PostgresAggregateRecorder(events_table_name="maumau_snapshots")`` and their SQLite twins, so
that a store opened with ``CREATE_TABLE=false`` finds exactly what it would have created itself.
``tests/infrastructure/test_migrations.py`` compares both schemas; if a library upgrade changes
its DDL, that test fails and a new revision must follow.

PostgreSQL objects: composite type ``stored_event_uuid`` (used by every insert), table
``maumau_events`` (primary key (originator_id, originator_version), ``notification_id bigserial``
with a unique index), table ``maumau_snapshots``, and the function ``es_insert_events_uuid`` that
the library always creates (we keep ``POSTGRES_ENABLE_DB_FUNCTIONS`` off, so it is never called).
No tracking table: projections keep their positions in their own tables.

Everything uses ``IF NOT EXISTS``, so a database the library already initialised can be brought
under Alembic with a plain ``upgrade``.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_AUTOVACUUM = (
    " WITH ("
    "    autovacuum_enabled = true,"
    "    autovacuum_vacuum_threshold = 100000000,"
    "    autovacuum_vacuum_scale_factor = 0.5,"
    "    autovacuum_analyze_threshold = 1000,"
    "    autovacuum_analyze_scale_factor = 0.01"
    ")"
)

POSTGRES_UPGRADE = [
    # The library creates the type in its own transaction and ignores DuplicateObject.
    'DO $$ BEGIN CREATE TYPE "public"."stored_event_uuid" AS '
    '(originator_id "uuid", originator_version bigint, topic text, state bytea); '
    "EXCEPTION WHEN duplicate_object THEN NULL; END $$",
    'CREATE TABLE IF NOT EXISTS "public"."maumau_events" ('
    'originator_id "uuid" NOT NULL, '
    "originator_version bigint NOT NULL, "
    "topic text, "
    "state bytea, "
    "notification_id bigserial, "
    "PRIMARY KEY (originator_id, originator_version))" + _AUTOVACUUM,
    'CREATE UNIQUE INDEX IF NOT EXISTS "maumau_events_notification_id_idx" '
    'ON "public"."maumau_events" (notification_id ASC)',
    'CREATE OR REPLACE FUNCTION "public"."es_insert_events_uuid"'
    '(events "public"."stored_event_uuid"[]) '
    "RETURNS SETOF bigint "
    "LANGUAGE plpgsql "
    "AS "
    "$BODY$"
    "BEGIN"
    "    SET LOCAL lock_timeout = '0s';"
    '    NOTIFY "maumau_events";'
    "    RETURN QUERY"
    '    INSERT INTO "public"."maumau_events" AS t ('
    "    originator_id, originator_version, topic, state)"
    "    SELECT originator_id, originator_version, topic, state"
    "    FROM unnest(events)"
    "    RETURNING notification_id;"
    "END;"
    "$BODY$",
    'CREATE TABLE IF NOT EXISTS "public"."maumau_snapshots" ('
    'originator_id "uuid" NOT NULL, '
    "originator_version bigint NOT NULL, "
    "topic text, "
    "state bytea, "
    "PRIMARY KEY (originator_id, originator_version))" + _AUTOVACUUM,
]

POSTGRES_DOWNGRADE = [
    'DROP FUNCTION IF EXISTS "public"."es_insert_events_uuid"("public"."stored_event_uuid"[])',
    'DROP TABLE IF EXISTS "public"."maumau_snapshots"',
    'DROP TABLE IF EXISTS "public"."maumau_events"',
    'DROP TYPE IF EXISTS "public"."stored_event_uuid"',
]

# SQLite: the notification id is the table's rowid (so the events table is not WITHOUT ROWID).
SQLITE_UPGRADE = [
    "CREATE TABLE IF NOT EXISTS maumau_events ("
    "originator_id TEXT, "
    "originator_version INTEGER, "
    "topic TEXT, "
    "state BLOB, "
    "PRIMARY KEY (originator_id, originator_version))",
    "CREATE TABLE IF NOT EXISTS maumau_snapshots ("
    "originator_id TEXT, "
    "originator_version INTEGER, "
    "topic TEXT, "
    "state BLOB, "
    "PRIMARY KEY (originator_id, originator_version)) "
    "WITHOUT ROWID",
]

SQLITE_DOWNGRADE = [
    "DROP TABLE IF EXISTS maumau_snapshots",
    "DROP TABLE IF EXISTS maumau_events",
]


def _run(statements: list[str]) -> None:
    """Execute raw DDL statements in order (no bind parameters: none contain ``:name``)."""
    for statement in statements:
        op.execute(statement)


def upgrade() -> None:
    """Create the event store's tables (and type and function on PostgreSQL)."""
    dialect = op.get_context().dialect.name
    if dialect == "postgresql":
        _run(POSTGRES_UPGRADE)
    elif dialect == "sqlite":
        _run(SQLITE_UPGRADE)
    else:  # pragma: no cover - only the two supported backends
        msg = f"unsupported database dialect {dialect!r}"
        raise NotImplementedError(msg)


def downgrade() -> None:
    """Drop the event store's objects: every stored event is lost."""
    dialect = op.get_context().dialect.name
    if dialect == "postgresql":
        _run(POSTGRES_DOWNGRADE)
    elif dialect == "sqlite":
        _run(SQLITE_DOWNGRADE)
    else:  # pragma: no cover - only the two supported backends
        msg = f"unsupported database dialect {dialect!r}"
        raise NotImplementedError(msg)
