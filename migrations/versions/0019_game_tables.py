"""The platform's generic tables: ``maumau_game_tables`` for a game that brings no table rows of its own.

A registered game whose module says how to read a table's set-up
(``domain.game_module.GameModule.table_setup``) is served whole by the table platform; its
tables are rows here (mirrors ``infrastructure.adapters.db.GameTableRow``): the game, the seat
count, the set-up, the host token's digest, the hosting identity.  Seats are in the one seat
table (``maumau_seats``, revision 0017).  Nothing existing moves; a table the service created
itself (development SQLite) is adopted.

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0019"
down_revision: str | Sequence[str] | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLE = "maumau_game_tables"


def upgrade() -> None:
    if sa.inspect(op.get_bind()).has_table(TABLE):
        return  # a development SQLite file the service created itself: adopted as it is
    op.create_table(
        TABLE,
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("setup", sa.JSON(), nullable=False),
        sa.Column("host_token_hash", sa.String(length=64), nullable=False),
        sa.Column("host_player_id", sa.Uuid(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_maumau_game_tables_game"), TABLE, ["game"], unique=False)
    op.create_index(op.f("ix_maumau_game_tables_host_token_hash"), TABLE, ["host_token_hash"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_maumau_game_tables_host_token_hash"), table_name=TABLE)
    op.drop_index(op.f("ix_maumau_game_tables_game"), table_name=TABLE)
    op.drop_table(TABLE)
