"""Service tables: players, saved rulesets, tables and seat occupancies.

Mirrors ``infrastructure/adapters/db.py`` (``tests/service/test_schema.py`` compares the models with the
migrated schema on both backends).  Tokens are stored only as SHA-256 hex digests.  A table's id
is its match's event stream id (no foreign key: the event store's rows are the library's).

Tables that already exist are left alone, so a development SQLite file whose tables the service
created itself (``create_tables=True``) can be brought under Alembic with a plain ``upgrade``.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _missing(name: str) -> bool:
    """True when the table ``name`` does not exist yet."""
    return not sa.inspect(op.get_bind()).has_table(name)


def upgrade() -> None:
    """Create the players, rulesets, tables and seats tables with their indexes."""
    if _missing("maumau_players"):
        op.create_table(
            "maumau_players",
            sa.Column("id", sa.Uuid(), nullable=False),
            sa.Column("handle", sa.String(length=32), nullable=False),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.PrimaryKeyConstraint("id"),
            sa.UniqueConstraint("handle"),
        )
    if _missing("maumau_rulesets"):
        op.create_table(
            "maumau_rulesets",
            sa.Column("id", sa.Uuid(), nullable=False),
            sa.Column("name", sa.String(length=64), nullable=False),
            sa.Column("base", sa.String(length=64), nullable=False),
            sa.Column("body", sa.JSON(), nullable=False),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.PrimaryKeyConstraint("id"),
        )
    if _missing("maumau_tables"):
        op.create_table(
            "maumau_tables",
            sa.Column("id", sa.Uuid(), nullable=False),
            sa.Column("ruleset_ref", sa.String(length=64), nullable=False),
            sa.Column("ruleset", sa.JSON(), nullable=False),
            sa.Column("seats", sa.Integer(), nullable=False),
            sa.Column("host_token_hash", sa.String(length=64), nullable=False),
            sa.Column("seed", sa.String(length=64), nullable=True),
            sa.Column("deck", sa.JSON(), nullable=True),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.PrimaryKeyConstraint("id"),
        )
        op.create_index("ix_maumau_tables_host_token_hash", "maumau_tables", ["host_token_hash"])
    if _missing("maumau_seats"):
        op.create_table(
            "maumau_seats",
            sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
            sa.Column("table_id", sa.Uuid(), nullable=False),
            sa.Column("seat", sa.Integer(), nullable=False),
            sa.Column("kind", sa.String(length=8), nullable=False),
            sa.Column("player_id", sa.Uuid(), nullable=True),
            sa.Column("bot_name", sa.String(length=32), nullable=True),
            sa.Column("token_hash", sa.String(length=64), nullable=False),
            sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
            sa.Column("left_at", sa.DateTime(timezone=True), nullable=True),
            sa.ForeignKeyConstraint(["player_id"], ["maumau_players.id"]),
            sa.ForeignKeyConstraint(["table_id"], ["maumau_tables.id"], ondelete="CASCADE"),
            sa.PrimaryKeyConstraint("id"),
            sa.UniqueConstraint("token_hash"),
        )
        op.create_index("ix_maumau_seats_table_id", "maumau_seats", ["table_id"])
        op.create_index(
            "maumau_seats_open_uq",
            "maumau_seats",
            ["table_id", "seat"],
            unique=True,
            sqlite_where=sa.text("left_at IS NULL"),
            postgresql_where=sa.text("left_at IS NULL"),
        )


def downgrade() -> None:
    """Drop the service tables (players, rulesets, tables, seats): their rows are lost."""
    op.drop_table("maumau_seats")
    op.drop_table("maumau_tables")
    op.drop_table("maumau_rulesets")
    op.drop_table("maumau_players")
