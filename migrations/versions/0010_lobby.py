"""Lobby: a table's status (waiting, playing, finished), kept by the write side, for the lobby's filter.

Placeholder taken to reserve the revision number; the columns follow in the next commit.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-20
"""

from collections.abc import Sequence

# revision identifiers, used by Alembic.
revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Nothing yet (placeholder)."""


def downgrade() -> None:
    """Nothing yet (placeholder)."""
