"""Lobby: a table's status (waiting, playing, finished), kept by the write side for the lobby's filter.

``maumau_tables`` gains ``status`` (``waiting`` until the match starts; the durable reaction
``lobby_status`` moves it to ``playing`` on ``MatchStarted`` and to ``finished`` on
``MatchFinished``), and two indexes for the lobby's order (newest first, then id): one over
``(created_at, id)`` and one over ``(status, created_at, id)`` for the status filter.  Tables that
existed before keep ``waiting`` until the reaction, which starts at the beginning of the log, has
read their matches' events.  Mirrors ``infrastructure.adapters.db.TableRow``.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-20
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_INDEXES = {
    "ix_maumau_tables_lobby_created": ["created_at", "id"],
    "ix_maumau_tables_lobby_status": ["status", "created_at", "id"],
}


def upgrade() -> None:
    """Add the column and the indexes (each left alone if a development SQLite file has it)."""
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("maumau_tables")}
    if "status" not in columns:  # plain ADD COLUMN: no batch copy that reorders the table's indexes on SQLite
        op.add_column(
            "maumau_tables",
            sa.Column("status", sa.String(length=10), nullable=False, server_default=sa.text("'waiting'")),
        )
    indexes = {i["name"] for i in sa.inspect(op.get_bind()).get_indexes("maumau_tables")}
    for name, columns_of in _INDEXES.items():
        if name not in indexes:
            op.create_index(name, "maumau_tables", columns_of)


def downgrade() -> None:
    """Drop the indexes and the column: the statuses are lost (the reaction's position too is
    reset, so an upgrade again reads them from the log)."""
    for name in _INDEXES:
        op.drop_index(name, table_name="maumau_tables")
    with op.batch_alter_table("maumau_tables") as batch:
        batch.drop_column("status")
    op.execute("DELETE FROM maumau_reaction_tracking WHERE name = 'lobby_status'")
