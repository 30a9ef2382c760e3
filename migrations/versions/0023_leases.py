"""Leases of background work: ``maumau_leases``.

One row per piece of work that must run on one host at a time (``reactions``, ``projections``):
its holder, when the lease expires by the database's clock, and how often it changed hands.  A
standby takes an expired lease (``infrastructure/services/leases.py``, ``docs/operations.md``).

Revision ID: 0023
Revises: 0022
Create Date: 2026-12-04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0023"
down_revision: str | Sequence[str] | None = "0022"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLE = "maumau_leases"


def upgrade() -> None:
    """Create the table (left alone where the service created it itself)."""
    if TABLE in sa.inspect(op.get_bind()).get_table_names():
        return
    op.create_table(
        TABLE,
        sa.Column("name", sa.String(80), primary_key=True),
        sa.Column("holder", sa.String(200), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("acquired_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("terms", sa.BigInteger(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table(TABLE)
