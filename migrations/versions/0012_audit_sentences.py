"""Audit trail at schema version 2: its descriptions read as sentences (``alice (seat 0) played HK``).

The ``audit_trail`` table keeps its columns; what changes is the text the projection writes into
``description``.  Read tables are derived data, so the change is a refold: when the ``audit``
tracking row is below version 2, this revision empties the table of its live generation, drops a
rebuild in progress (its tracking row and its generation's table) and the audit's parks, and moves
the tracking row to position 0 and version 2.  The projection runner then folds the whole log
into the table again; until it has caught up the audit trail shows less than everything (its lag
says how much).  Stop the runners of the old code first (``maumau serve`` migrates before it
starts its own).

Idempotent: an audit already at version 2 (a SQLite file whose read side the service created
itself with the new code) or without a tracking row is left alone.

Downgrade: the same refold back to version 1 (the old code writes its own wording).

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-22
"""

from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NAME = "audit"
REBUILD = NAME + "#rebuild"
TABLE = "audit_trail"
TRACKING_TABLE = "projection_tracking"
PARKING_TABLE = "projection_parking"


def _tracking() -> sa.Table:
    """The tracking table as revision 0003 created it (the columns this revision reads and writes)."""
    return sa.Table(
        TRACKING_TABLE,
        sa.MetaData(),
        sa.Column("name", sa.String(80), primary_key=True),
        sa.Column("position", sa.BigInteger(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True),
    )


def _refold(version: int, *, below: bool) -> None:
    """Empty the audit's live table and move its tracking row to position 0 and ``version`` when
    its version is below (``below``) or above ``version``."""
    conn = op.get_bind()
    if not sa.inspect(conn).has_table(TRACKING_TABLE):
        return
    tracking = _tracking()
    row = conn.execute(sa.select(tracking.c.generation, tracking.c.schema_version).where(tracking.c.name == NAME))
    found = row.first()
    if found is None:
        return
    generation, current = found
    if (below and current >= version) or (not below and current <= version):
        return
    rebuild = conn.execute(sa.select(tracking.c.generation).where(tracking.c.name == REBUILD)).first()
    if rebuild is not None and rebuild[0] != generation:
        conn.execute(sa.text(f"DROP TABLE IF EXISTS {TABLE}_g{int(rebuild[0])}"))
    conn.execute(tracking.delete().where(tracking.c.name == REBUILD))
    conn.execute(sa.text(f"DELETE FROM {TABLE}_g{int(generation)}"))  # noqa: S608 - fixed names
    conn.execute(
        tracking.update()
        .where(tracking.c.name == NAME)
        .values(position=0, schema_version=version, updated_at=datetime.now(UTC))
    )
    if sa.inspect(conn).has_table(PARKING_TABLE):
        parking = sa.Table(PARKING_TABLE, sa.MetaData(), sa.Column("name", sa.String(80), primary_key=True))
        conn.execute(parking.delete().where(parking.c.name.in_([NAME, REBUILD])))


def upgrade() -> None:
    """The audit below version 2: emptied, refolded from position 0 by the version-2 code."""
    _refold(2, below=True)


def downgrade() -> None:
    """The audit above version 1: emptied, refolded from position 0 by the version-1 code."""
    _refold(1, below=False)
