"""The turn clock of a platform game's table: ``maumau_game_tables.turn_seconds``.

A table opened with ``turn_seconds`` gives each seat that long to move; when the time runs out
the platform's clock (``infrastructure/services/platform/turn_clock.py``) sends the game's
timeout command for it.  ``NULL``: no clock (every table opened before this revision).

Revision ID: 0022
Revises: 0021
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0022"
down_revision: str | Sequence[str] | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLE = "maumau_game_tables"


def upgrade() -> None:
    """Add the column (left alone where the service created the table itself with it)."""
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns(TABLE)}
    if "turn_seconds" in columns:
        return
    with op.batch_alter_table(TABLE) as batch:
        batch.add_column(sa.Column("turn_seconds", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table(TABLE) as batch:
        batch.drop_column("turn_seconds")
