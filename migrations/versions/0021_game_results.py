"""Score sheets and leaderboards of every platform game: generation 1 of ``game_results``.

Creates the physical tables ``<name>_g1`` of ``game_result_tables``, ``game_result_rounds``,
``game_result_places`` and ``game_leaderboard``, the views ``<name>`` readers use and the
projection's tracking row at position 0, schema version 1; the projection runner then folds the
streams of every registered game whose module declares ``results`` into them
(``projections/game_results.py``).  The tables are written out as they are at this revision, not
imported from the live code (``tests/projections/test_frozen_schema.py`` compares them with what
the live code creates).

Idempotent like ``0015``: a projection that has a tracking row (a SQLite file the service set up
itself) is left alone.

Revision ID: 0021
Revises: 0020
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0021"
down_revision: str | Sequence[str] | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PROJECTION = "game_results"
TRACKING_TABLE = "projection_tracking"
SCHEMA_VERSION = 1
TS = sa.DateTime(timezone=True)
VIEWS = ("game_result_tables", "game_result_rounds", "game_result_places", "game_leaderboard")


def _tables(md: sa.MetaData) -> None:
    """The projection's tables, generation 1."""
    t = sa.Table(
        "game_result_tables_g1",
        md,
        sa.Column("table_id", sa.Uuid(), primary_key=True, comment="the table's id (its event stream's id)"),
        sa.Column("game", sa.String(16), nullable=False, comment="the game's registered name"),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False, comment="player name per seat, as the game recorded them"),
        sa.Column("status", sa.String(10), nullable=False, comment="'running' or 'finished'"),
        sa.Column("rounds", sa.Integer(), nullable=False, comment="rounds scored so far"),
        sa.Column("totals", sa.JSON(), nullable=False, comment="the score lines' points summed, per seat"),
        sa.Column(
            "final_places", sa.JSON(), nullable=True, comment="place per seat in the whole game (1 best); null: running"
        ),
        sa.Column("started_at", TS, nullable=True, comment="when the game's players were recorded"),
        sa.Column("finished_at", TS, nullable=True),
        sa.Column(
            "version", sa.Integer(), nullable=False, comment="stream version of the last event that changed the row"
        ),
    )
    sa.Index("ix_game_result_tables_g1_game", t.c.game, t.c.started_at)
    r = sa.Table(
        "game_result_rounds_g1",
        md,
        sa.Column("table_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True, comment="the game's round number"),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column("player", sa.String(200), nullable=False, comment="the seat's player name ('' if none recorded)"),
        sa.Column("points", sa.Float(), nullable=False, comment="the seat's points as the game counts them"),
        sa.Column("place", sa.Integer(), nullable=False, comment="the seat's place in the round (1 best, ties share)"),
        sa.Column("note", sa.String(40), nullable=False, comment="how the round ended, a rule's name ('' none)"),
        sa.Column("ended_at", TS, nullable=False),
    )
    sa.Index("ix_game_result_rounds_g1_game", r.c.game, r.c.ended_at)
    p = sa.Table(
        "game_result_places_g1",
        md,
        sa.Column("table_id", sa.Uuid(), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column("player", sa.String(200), nullable=False),
        sa.Column(
            "final_place",
            sa.Integer(),
            nullable=False,
            comment="the seat's place in the whole game (1 best, ties share)",
        ),
        sa.Column("points", sa.Float(), nullable=False, comment="the seat's score lines' points summed"),
        sa.Column("rounds", sa.Integer(), nullable=False, comment="rounds scored at the table"),
        sa.Column("finished_at", TS, nullable=False),
    )
    sa.Index("ix_game_result_places_g1_game", p.c.game, p.c.finished_at)
    sa.Table(
        "game_leaderboard_g1",
        md,
        sa.Column("game", sa.String(16), primary_key=True),
        sa.Column("player", sa.String(200), primary_key=True, comment="the player's name as the game recorded it"),
        sa.Column("games_played", sa.Integer(), nullable=False, comment="finished games"),
        sa.Column(
            "wins", sa.Integer(), nullable=False, comment="games finished in place 1 (a shared first place counts)"
        ),
        sa.Column("places_total", sa.Integer(), nullable=False, comment="final places summed"),
        sa.Column("average_place", sa.Float(), nullable=False, comment="places_total / games_played"),
        sa.Column("points_total", sa.Float(), nullable=False, comment="the score lines' points summed over its games"),
        sa.Column("rounds_played", sa.Integer(), nullable=False),
        sa.Column("last_at", TS, nullable=False),
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
