"""Durable reactions: ``maumau_reaction_tracking`` and ``maumau_reaction_timers``.

A reaction (``infrastructure.services.reactions``) follows the notification log like a projection, but
what it produces is commands sent through the write side.  ``maumau_reaction_tracking`` holds
each reaction's position in the log and, when it is parked on an event that keeps failing,
that event and the error; ``maumau_reaction_timers`` holds the commands due later (a challenge
window's deadline), each with the idempotency key derived from the event that asked for it.
The definitions are written out here (a revision is frozen history); they mirror
``infrastructure.adapters.db.ReactionTrackingRow`` and ``ReactionTimerRow``
(``tests/service/test_schema.py`` compares them).  See ``docs/live.md``.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-10
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create both tables (each left alone if it exists: a development SQLite file the service
    created itself)."""
    inspector = sa.inspect(op.get_bind())
    if not inspector.has_table("maumau_reaction_tracking"):
        op.create_table(
            "maumau_reaction_tracking",
            sa.Column("name", sa.String(length=80), nullable=False),
            sa.Column("position", sa.BigInteger(), nullable=False),
            sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
            sa.Column("parked_notification_id", sa.BigInteger(), nullable=True),
            sa.Column("parked_stream_id", sa.String(length=36), nullable=True),
            sa.Column("parked_stream_version", sa.Integer(), nullable=True),
            sa.Column("parked_event_type", sa.String(length=80), nullable=True),
            sa.Column("parked_error", sa.Text(), nullable=True),
            sa.Column("parked_attempts", sa.Integer(), nullable=True),
            sa.Column("parked_at", sa.DateTime(timezone=True), nullable=True),
            sa.PrimaryKeyConstraint("name"),
        )
    if not inspector.has_table("maumau_reaction_timers"):
        op.create_table(
            "maumau_reaction_timers",
            sa.Column("reaction", sa.String(length=80), nullable=False),
            sa.Column("key", sa.String(length=200), nullable=False),
            sa.Column("stream_id", sa.Uuid(), nullable=False),
            sa.Column("due_at", sa.BigInteger(), nullable=False),
            sa.Column("payload", sa.JSON(), nullable=False),
            sa.Column("notification_id", sa.BigInteger(), nullable=False),
            sa.Column("attempts", sa.Integer(), nullable=False),
            sa.Column("error", sa.Text(), nullable=True),
            sa.Column("parked_at", sa.DateTime(timezone=True), nullable=True),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.PrimaryKeyConstraint("reaction", "key"),
        )
        op.create_index("ix_maumau_reaction_timers_due_at", "maumau_reaction_timers", ["due_at"])
        op.create_index("ix_maumau_reaction_timers_stream", "maumau_reaction_timers", ["reaction", "stream_id"])


def downgrade() -> None:
    """Drop both tables: positions, parks and pending timers are lost (the window clock then
    starts from the beginning of the log again after the next upgrade)."""
    op.drop_index("ix_maumau_reaction_timers_stream", table_name="maumau_reaction_timers")
    op.drop_index("ix_maumau_reaction_timers_due_at", table_name="maumau_reaction_timers")
    op.drop_table("maumau_reaction_timers")
    op.drop_table("maumau_reaction_tracking")
