"""The tournaments' read model keeps no copy of the tournament streams: ``tournament_fold`` dropped.

Up to revision 0015's code the ``tournaments`` projection stored every tournament event as the
event store holds it (secret seed included) in ``tournament_fold_g<N>``, to fold a tournament again
after a restart or for a rebuild.  Schema version 2 folds from the event store itself, in memory
(``projections/tournament_context.py``), so that table, and with it a second copy of every seed,
goes.  The other tables of the projection are unchanged, and so are the rows in them: the tracking
row moves to schema version 2 without a rebuild.

Downgrade re-creates an empty ``tournament_fold`` for the projection's generation and makes the
projection fold every tournament again from position 0 (its other rows are emptied first), since
version 1 needs the copies it folds from.

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0018"
down_revision: str | Sequence[str] | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PROJECTION = "tournaments"
TRACKING_TABLE = "projection_tracking"
FOLD = "tournament_fold"
DERIVED = (
    "tournament_summaries",
    "tournament_standings",
    "tournament_rounds",
    "tournament_seatings",
    "tournament_audit",
)
TS = sa.DateTime(timezone=True)


def _tracking(md: sa.MetaData) -> sa.Table:
    """The tracking table as revision 0003 created it (only referred to here)."""
    return sa.Table(
        TRACKING_TABLE,
        md,
        sa.Column("name", sa.String(80), primary_key=True),
        sa.Column("position", sa.BigInteger(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("updated_at", TS, nullable=True),
    )


def _generations(conn: sa.Connection, base: str) -> list[str]:
    """The physical tables ``<base>_g<N>`` present."""
    out = []
    for table in sa.inspect(conn).get_table_names():
        name, sep, generation = table.rpartition("_g")
        if sep and generation.isdigit() and name == base:
            out.append(table)
    return out


def upgrade() -> None:
    """Drop the view and every generation of ``tournament_fold``; schema version 2."""
    conn = op.get_bind()
    conn.execute(sa.text(f"DROP VIEW IF EXISTS {FOLD}"))
    for table in _generations(conn, FOLD):
        conn.execute(sa.text(f"DROP TABLE IF EXISTS {table}"))
    tracking = _tracking(sa.MetaData())
    conn.execute(
        tracking.update()
        .where(tracking.c.name.in_([PROJECTION, f"{PROJECTION}#rebuild"]), tracking.c.schema_version == 1)
        .values(schema_version=2)
    )


def downgrade() -> None:
    """An empty ``tournament_fold`` for the projection's generation, its other rows emptied and
    its position 0: version 1 folds every tournament again."""
    conn = op.get_bind()
    tracking = _tracking(sa.MetaData())
    conn.execute(tracking.delete().where(tracking.c.name == f"{PROJECTION}#rebuild"))
    row = conn.execute(sa.select(tracking.c.generation).where(tracking.c.name == PROJECTION)).first()
    if row is None:
        return
    generation = row[0]
    md = sa.MetaData()
    fold = sa.Table(
        f"{FOLD}_g{generation}",
        md,
        sa.Column("tournament_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True),
        sa.Column("topic", sa.String(64), nullable=False),
        sa.Column(
            "payload",
            sa.JSON(),
            nullable=False,
            comment="the event as stored (SECRET seed inside: never served)",
        ),
    )
    fold.create(conn, checkfirst=True)
    conn.execute(sa.text(f"DROP VIEW IF EXISTS {FOLD}"))
    conn.execute(sa.text(f"CREATE VIEW {FOLD} AS SELECT * FROM {fold.name}"))  # noqa: S608 - fixed names
    for view in DERIVED:
        conn.execute(sa.text(f"DELETE FROM {view}_g{generation}"))  # noqa: S608 - fixed names
    conn.execute(tracking.update().where(tracking.c.name == PROJECTION).values(schema_version=1, position=0))
