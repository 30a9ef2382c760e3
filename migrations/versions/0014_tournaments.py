"""Tournaments (issue #11): ``tournament_tables`` — which Mau-Mau table plays which tournament round.

A tournament is an event stream of its own (topics ``tournament.``); each of its rounds seats
its entrants at Mau-Mau tables whose ids are derived from the tournament's id.  The durable
reaction that creates those tables (``infrastructure.services.tournament_reactions``) writes one
row here per table, before the table's match starts, so the reaction that records a finished
match's result (and the read side, which links a seating to its tables) finds the tournament,
round and table number of a ``maumau.MatchFinished`` with one primary-key lookup.

The definition is written out here (a revision is frozen history); it mirrors
``infrastructure.adapters.tournament_rows.TournamentTableRow`` (``tests/service/test_schema.py``
compares them).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0014"
down_revision: str | Sequence[str] | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLE = "tournament_tables"


def upgrade() -> None:
    """Create the table and its indexes (left alone if a development SQLite file has it)."""
    if sa.inspect(op.get_bind()).has_table(TABLE):
        return
    op.create_table(
        TABLE,
        sa.Column("table_id", sa.Uuid(), nullable=False),
        sa.Column("tournament_id", sa.Uuid(), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["maumau_tables.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("table_id"),
    )
    op.create_index(
        "ix_tournament_tables_round",
        TABLE,
        ["tournament_id", "round_no", "table_no"],
        unique=True,
    )


def downgrade() -> None:
    """Drop the table: the reactions then no longer know which tables belong to a tournament
    (a tournament running across a downgrade records no more results)."""
    op.drop_index("ix_tournament_tables_round", table_name=TABLE)
    op.drop_table(TABLE)
