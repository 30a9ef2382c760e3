"""Accounts: players gain a normalised handle key, a kind, a role, a password hash; credentials.

Placeholder taken to reserve the revision number; the columns and tables follow in the next commit.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-20
"""

from collections.abc import Sequence

# revision identifiers, used by Alembic.
revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Nothing yet (placeholder)."""


def downgrade() -> None:
    """Nothing yet (placeholder)."""
