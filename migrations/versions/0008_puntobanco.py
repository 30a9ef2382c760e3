"""Punto Banco: the lobby tables of its tables and seats, and its read models (generation 1).

Placeholder taken to reserve the revision number; the tables follow in the next commit.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-20
"""

from collections.abc import Sequence

# revision identifiers, used by Alembic.
revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Nothing yet (placeholder)."""


def downgrade() -> None:
    """Nothing yet (placeholder)."""
