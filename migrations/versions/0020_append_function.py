"""One statement per append on PostgreSQL: ``maumau_append(events, announcement)``.

The eventsourcing recorder appends in a pipelined transaction of four statements (``SET LOCAL
lock_timeout``, ``LOCK TABLE``, ``NOTIFY``, ``INSERT``) and a ``COMMIT``; this function does the
same in one statement on an autocommit connection, so a move costs one round trip and one
prepared call (Performance II: the psycopg work of the pipeline was the largest part of a move's
service time).  It takes the events table's EXCLUSIVE lock first, so notification ids still
follow commit order (readers never pass a gap that fills later), announces the commit with its
payload (``infrastructure.adapters.announcements``) and returns the new notification ids.
SQLite: nothing (it has no functions; its single writer needs no lock).

Revision ID: 0020
Revises: 0019
Create Date: 2026-12-02
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0020"
down_revision: str | Sequence[str] | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CREATE = (
    'CREATE OR REPLACE FUNCTION "public"."maumau_append"'
    '(events "public"."stored_event_uuid"[], announcement text) '
    "RETURNS SETOF bigint LANGUAGE plpgsql AS $BODY$ "
    "BEGIN "
    '    LOCK TABLE "public"."maumau_events" IN EXCLUSIVE MODE; '
    "    PERFORM pg_notify('maumau_events', announcement); "
    "    RETURN QUERY "
    '    INSERT INTO "public"."maumau_events" (originator_id, originator_version, topic, state) '
    "    SELECT e.originator_id, e.originator_version, e.topic, e.state FROM unnest(events) AS e "
    "    RETURNING notification_id; "
    "END; $BODY$"
)
DROP = 'DROP FUNCTION IF EXISTS "public"."maumau_append"("public"."stored_event_uuid"[], text)'


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(CREATE)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(DROP)
