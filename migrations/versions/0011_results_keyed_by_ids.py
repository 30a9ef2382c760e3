"""Results keyed by ids: the leaderboards, score sheets and analytics read models at schema version 2.

Placeholder taken to reserve the revision number; the change follows in the next commit.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-21
"""

from collections.abc import Sequence

# revision identifiers, used by Alembic.
revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Nothing yet (placeholder)."""


def downgrade() -> None:
    """Nothing yet (placeholder)."""
