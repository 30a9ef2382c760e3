"""Tournaments' read models: generation 1 of the ``tournaments`` projection.

Creates the physical tables ``<name>_g1`` of ``tournament_summaries``, ``tournament_standings``,
``tournament_rounds``, ``tournament_seatings``, ``tournament_audit`` and ``tournament_fold``, the
views ``<name>`` readers use and the projection's tracking row at position 0, schema version 1;
the projection runner then folds the tournament streams into them
(``projections/tournament_standings.py``).  The tables are written out as they are at this
revision, not imported from the live code (``tests/projections/test_frozen_schema.py`` compares
them with what the live code creates).

Idempotent like ``0003`` and ``0008``: a projection that has a tracking row (a SQLite file the
service set up itself) is left alone.

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0015"
down_revision: str | Sequence[str] | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PROJECTION = "tournaments"
TRACKING_TABLE = "projection_tracking"
SCHEMA_VERSION = 1
TS = sa.DateTime(timezone=True)
VIEWS = (
    "tournament_summaries",
    "tournament_standings",
    "tournament_rounds",
    "tournament_seatings",
    "tournament_audit",
    "tournament_fold",
)


def _tables(md: sa.MetaData) -> None:
    """The projection's tables, generation 1."""
    s = sa.Table(
        "tournament_summaries_g1",
        md,
        sa.Column("tournament_id", sa.Uuid(), primary_key=True),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("format", sa.String(16), nullable=False, comment="'series' or 'duplicate'"),
        sa.Column("status", sa.String(16), nullable=False, comment="'registering', 'running' or 'finished'"),
        sa.Column("organiser_id", sa.String(64), nullable=False),
        sa.Column("ruleset_id", sa.String(210), nullable=False),
        sa.Column("scoring", sa.String(20), nullable=False, comment="'wins', 'penalty_points' or 'matchpoints'"),
        sa.Column("rounds", sa.Integer(), nullable=False, comment="tournament rounds planned"),
        sa.Column("boards", sa.Integer(), nullable=False, comment="Mau-Mau rounds per table and tournament round"),
        sa.Column("table_size", sa.Integer(), nullable=False),
        sa.Column("entrants", sa.Integer(), nullable=False, comment="registered, withdrawn ones included"),
        sa.Column("withdrawn", sa.Integer(), nullable=False),
        sa.Column("rounds_seated", sa.Integer(), nullable=False),
        sa.Column("rounds_closed", sa.Integer(), nullable=False),
        sa.Column("commitment", sa.String(64), nullable=False, comment="sha256 commitment to the tournament seed"),
        sa.Column("seed", sa.String(64), nullable=True, comment="the tournament seed (hex), once finished; else NULL"),
        sa.Column("config", sa.JSON(), nullable=False, comment="the tournament's configuration as created"),
        sa.Column("version", sa.Integer(), nullable=False, comment="the tournament stream's version folded"),
        sa.Column("created_at", TS, nullable=False),
        sa.Column("started_at", TS, nullable=True),
        sa.Column("finished_at", TS, nullable=True),
    )
    sa.Index("ix_tournament_summaries_g1_created", s.c.created_at)
    sa.Table(
        "tournament_standings_g1",
        md,
        sa.Column("tournament_id", sa.Uuid(), primary_key=True),
        sa.Column("entrant_id", sa.String(64), primary_key=True),
        sa.Column("rank", sa.Integer(), nullable=False, comment="1 first; never shared (the lot settles every tie)"),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False, comment="'account', 'guest' or 'bot'"),
        sa.Column("withdrawn", sa.Boolean(), nullable=False),
        sa.Column("tables_played", sa.Integer(), nullable=False),
        sa.Column("boards", sa.Integer(), nullable=False, comment="boards (Mau-Mau rounds) played"),
        sa.Column("wins", sa.Float(), nullable=False, comment="boards won (a bye credits the round's mean)"),
        sa.Column("penalty_points", sa.Float(), nullable=False),
        sa.Column(
            "matchpoints",
            sa.Float(),
            nullable=False,
            comment="duplicate: 1 per same-cards player beaten, 1/2 a tie",
        ),
        sa.Column(
            "adjustments", sa.Float(), nullable=False, comment="the directors' adjustments and penalties, summed"
        ),
        sa.Column(
            "score",
            sa.Float(),
            nullable=False,
            comment="the primary score (per the scoring), adjustments included",
        ),
        sa.Column("byes", sa.Integer(), nullable=False),
        sa.Column("head_to_head", sa.Integer(), nullable=False),
        sa.Column("lot", sa.String(64), nullable=False, comment="the lot drawn from the seed (lower first)"),
        sa.Column(
            "version", sa.Integer(), nullable=False, comment="the tournament stream's version they were computed at"
        ),
    )
    sa.Table(
        "tournament_rounds_g1",
        md,
        sa.Column("tournament_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("tables", sa.Integer(), nullable=False),
        sa.Column("results", sa.Integer(), nullable=False, comment="tables whose result is recorded"),
        sa.Column("byes", sa.JSON(), nullable=False, comment="entrant ids sitting the round out"),
        sa.Column("substitutes", sa.Integer(), nullable=False, comment="seats a bot took over after a withdrawal"),
        sa.Column("seated_at", TS, nullable=False),
        sa.Column("deadline", TS, nullable=True),
        sa.Column("closed_at", TS, nullable=True),
        sa.Column("corrections_until", TS, nullable=True, comment="results may be corrected until then"),
    )
    sa.Table(
        "tournament_seatings_g1",
        md,
        sa.Column("tournament_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("table_no", sa.Integer(), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("table_id", sa.Uuid(), nullable=False, comment="the Mau-Mau table (its stream id)"),
        sa.Column("entrant_id", sa.String(64), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("substitute", sa.String(32), nullable=True, comment="the bot that took the seat over, if any"),
        sa.Column("points", sa.JSON(), nullable=True, comment="points per board once the result is recorded"),
        sa.Column("boards_won", sa.Integer(), nullable=True),
        sa.Column("total", sa.Integer(), nullable=True, comment="sum of the points"),
        sa.Column("forfeited", sa.Boolean(), nullable=False),
        sa.Column("corrected", sa.Boolean(), nullable=False, comment="a director corrected the table's result"),
        sa.Column(
            "match_version",
            sa.Integer(),
            nullable=True,
            comment="the table stream's version the result was read at",
        ),
    )
    a = sa.Table(
        "tournament_audit_g1",
        md,
        sa.Column("tournament_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True, comment="the event's version in the tournament stream"),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("recorded_at", TS, nullable=False),
        sa.Column("at", TS, nullable=False, comment="the time the service stamped on the action"),
        sa.Column("event_type", sa.String(32), nullable=False),
        sa.Column("by", sa.String(64), nullable=True, comment="who acted (an identity id), where the event says"),
        sa.Column("reason", sa.Text(), nullable=True, comment="a director's or withdrawal's reason"),
        sa.Column("round_no", sa.Integer(), nullable=True),
        sa.Column("entrant_id", sa.String(64), nullable=True),
        sa.Column("sentence", sa.Text(), nullable=False),
        sa.Column(
            "payload",
            sa.JSON(),
            nullable=False,
            comment="the event as anyone may see it (seed blanked until the end)",
        ),
        sa.Column("redacted", sa.Boolean(), nullable=False, comment="true while the row hides the secret seed"),
    )
    sa.Index("ix_tournament_audit_g1_type", a.c.tournament_id, a.c.event_type)
    sa.Table(
        "tournament_fold_g1",
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


def upgrade() -> None:
    """Create the tables, the views and the tracking row (unless the projection has one)."""
    conn = op.get_bind()
    tracking = _tracking(sa.MetaData())
    have = conn.execute(sa.select(tracking.c.name).where(tracking.c.name == PROJECTION)).first()
    if have is not None:
        return
    tables = sa.MetaData()
    _tables(tables)
    tables.drop_all(conn, checkfirst=True)  # leftovers without a tracking row
    tables.create_all(conn)
    for view in VIEWS:
        conn.execute(sa.text(f"DROP VIEW IF EXISTS {view}"))
        conn.execute(sa.text(f"CREATE VIEW {view} AS SELECT * FROM {view}_g1"))  # noqa: S608 - fixed names
    conn.execute(tracking.insert().values(name=PROJECTION, position=0, generation=1, schema_version=SCHEMA_VERSION))


def downgrade() -> None:
    """Drop the views, every generation of the tables and the tracking rows."""
    conn = op.get_bind()
    for view in VIEWS:
        conn.execute(sa.text(f"DROP VIEW IF EXISTS {view}"))
        for table in sa.inspect(conn).get_table_names():
            base, sep, generation = table.rpartition("_g")
            if sep and generation.isdigit() and base == view:
                conn.execute(sa.text(f"DROP TABLE IF EXISTS {table}"))
    tracking = _tracking(sa.MetaData())
    conn.execute(tracking.delete().where(tracking.c.name.in_([PROJECTION, f"{PROJECTION}#rebuild"])))
