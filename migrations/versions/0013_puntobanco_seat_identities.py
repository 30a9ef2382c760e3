"""Punto Banco seats belong to identities: ``puntobanco_seats`` records the player's id.

``puntobanco_seats`` gains ``player_id`` (the identity of ``maumau_players`` that took the seat;
NULL for a bot, and for occupancies written before this revision, when a seat named its player
by a free-text handle) and the partial unique index ``puntobanco_seats_player_id_open_uq``: one
identity holds at most one open seat per table.  The column ``player`` stays: the name the chips
ledger knows the player by (the identity's handle).  Mirrors
``infrastructure.adapters.db.PuntoBancoSeatRow``; see ``docs/puntobanco.md``.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-21
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0013"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_INDEX = "puntobanco_seats_player_id_open_uq"


def upgrade() -> None:
    """Add the column and the index (each left alone if a development SQLite file has it)."""
    bind = op.get_bind()
    columns = {c["name"] for c in sa.inspect(bind).get_columns("puntobanco_seats")}
    if "player_id" not in columns:
        # The reference inline (ADD COLUMN ... REFERENCES): SQLite then needs no copy of the table.
        op.add_column(
            "puntobanco_seats",
            sa.Column("player_id", sa.Uuid(), sa.ForeignKey("maumau_players.id"), nullable=True),
            inline_references=True,
        )
    indexes = {i["name"] for i in sa.inspect(bind).get_indexes("puntobanco_seats")}
    if _INDEX not in indexes:
        op.create_index(
            _INDEX,
            "puntobanco_seats",
            ["table_id", "player_id"],
            unique=True,
            sqlite_where=sa.text("left_at IS NULL"),
            postgresql_where=sa.text("left_at IS NULL"),
        )


def downgrade() -> None:
    """Drop the index and the column (who held which seat is then known by handle only)."""
    op.drop_index(_INDEX, table_name="puntobanco_seats")
    with op.batch_alter_table("puntobanco_seats") as batch:
        batch.drop_column("player_id")
