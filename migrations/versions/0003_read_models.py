"""Read models: the projection tracking table and generation 1 of every read table, with views.

Creates ``projection_tracking`` (one row per projection: position in the notification log,
table generation, schema version), the physical tables ``<name>_g1`` of the leaderboards, score
sheets, audit trail, Mau disputes and analytics projections, the views ``<name>`` that readers
use, and a tracking row at position 0 per projection (the runner then folds the whole log).

The table definitions come from ``projections.schema`` on purpose: read tables are derived data,
rebuilt from the events at any time (``maumau projections rebuild NAME`` builds a new generation
from the code's current definitions and swaps it in), so a later change of a read table needs a
projection version bump and a rebuild, not a new revision.  See ``docs/read_models.md``.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create the tracking table, generation 1 of every read table, the views, the tracking rows."""
    from projections import schema
    from projections.runner import SCHEMA_VERSIONS

    schema.install(op.get_bind(), SCHEMA_VERSIONS)


def downgrade() -> None:
    """Drop every read view and table (all generations) and the tracking table."""
    from projections import schema

    schema.uninstall(op.get_bind())
