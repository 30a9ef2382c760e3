"""Results keyed by ids: the leaderboards, score sheets and analytics read models at schema version 2.

``MatchStarted`` version 2 records per seat the account id, the ruleset's stable id and whether
the match is rated.  Schema version 2 of three read models keys on them (``player_key``,
``ruleset_key``, the rated and unrated leaderboard boards) and shows handles and ruleset names as
display labels only; see ``docs/read_models.md``.

Read tables are derived data, so the change is a refold: for each of the three projections whose
tracking row is below version 2, this revision drops its views and every generation of its tables
(a rebuild in progress and its parks included), creates the version-2 tables (written out here as
they are at this revision, not imported from the live code) under the generation number the
tracking row had, points the views at them, and moves the tracking row to position 0 and version
2.  The projection runner then folds the whole log into the new tables; until it has caught up
the three read models show less than everything (their lag says how much).  Stop the runners of
the old code first (``maumau serve`` migrates before it starts its own).

Idempotent: a projection already at version 2 (a SQLite file whose read side the service created
itself with the new code) or without a tracking row is left alone.
``tests/projections/test_frozen_schema.py`` compares what this revision creates with what the
live code creates.

Downgrade: the three projections back at version 1 (revision 0003's own frozen tables, generation
1, position 0: the old code refolds the log).

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-21
"""

import importlib.util
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TRACKING_TABLE = "projection_tracking"
PARKING_TABLE = "projection_parking"
REBUILD_SUFFIX = "#rebuild"
SCHEMA_VERSION = 2
"""The schema version of the three projections at this revision."""
TS = sa.DateTime(timezone=True)


def _tracking(md: sa.MetaData) -> sa.Table:
    """The tracking table as revision 0003 created it (the columns this revision reads and writes)."""
    return sa.Table(
        TRACKING_TABLE,
        md,
        sa.Column("name", sa.String(80), primary_key=True),
        sa.Column("position", sa.BigInteger(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("updated_at", TS, nullable=True),
    )


def _leaderboards(md: sa.MetaData, sfx: str) -> None:
    """leaderboards, schema version 2, the generation of suffix ``sfx``."""
    t = sa.Table(
        f"leaderboard{sfx}",
        md,
        sa.Column(
            "player_key", sa.String(210), primary_key=True, comment="account id, or 'handle:<handle>' without one"
        ),
        sa.Column("ruleset_key", sa.String(210), primary_key=True, comment="ruleset id, 'name:<name>' (legacy) or '*'"),
        sa.Column("period", sa.String(7), primary_key=True, comment="'YYYY-MM' (UTC month) or 'all'"),
        sa.Column("rated", sa.Boolean(), primary_key=True, comment="the rated board (true) or the unrated one"),
        sa.Column("player_id", sa.String(36), nullable=True, comment="the account id (null: keyed on a handle)"),
        sa.Column("player", sa.String(200), nullable=False, comment="display label: the handle last seen"),
        sa.Column("ruleset_id", sa.String(64), nullable=True, comment="the ruleset id (null: legacy or '*')"),
        sa.Column("ruleset", sa.String(200), nullable=False, comment="display label: the ruleset's name, '*' = all"),
        sa.Column("matches_played", sa.Integer(), nullable=False),
        sa.Column("matches_won", sa.Integer(), nullable=False),
        sa.Column("win_rate", sa.Float(), nullable=False, comment="matches_won / matches_played"),
        sa.Column("rounds_played", sa.Integer(), nullable=False),
        sa.Column("rounds_won", sa.Integer(), nullable=False),
        sa.Column("penalty_points", sa.Integer(), nullable=False, comment="sum of card values left at round ends"),
        sa.Column("mean_penalty_points", sa.Float(), nullable=False, comment="penalty_points / rounds_played"),
        sa.Column("current_streak", sa.Integer(), nullable=False, comment="matches won in a row, now"),
        sa.Column("longest_streak", sa.Integer(), nullable=False, comment="longest run of matches won in a row"),
        sa.Column("mu", sa.Float(), nullable=False, comment="OpenSkill Plackett-Luce mean"),
        sa.Column("sigma", sa.Float(), nullable=False, comment="OpenSkill Plackett-Luce uncertainty"),
        sa.Column("ordinal", sa.Float(), nullable=False, comment="conservative rating mu - 3 sigma"),
        sa.Column("last_at", TS, nullable=True, comment="time of the last event counted"),
    )
    sa.Index(f"ix_leaderboard{sfx}_rank", t.c.ruleset_key, t.c.period, t.c.rated, t.c.ordinal)


def _score_sheets(md: sa.MetaData, sfx: str) -> None:
    """score_sheets, schema version 2, the generation of suffix ``sfx``."""
    t = sa.Table(
        f"score_sheet_matches{sfx}",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("ruleset", sa.String(200), nullable=False, comment="display label: the ruleset's name"),
        sa.Column("ruleset_id", sa.String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        sa.Column("ruleset_key", sa.String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        sa.Column("rated", sa.Boolean(), nullable=False, comment="started rated (counts in the rated leaderboards)"),
        sa.Column("scoring", sa.String(20), nullable=False, comment="'wins' or 'penalty_points': what decides"),
        sa.Column("card_values", sa.String(10), nullable=False, comment="card value table for penalty points"),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False, comment="handle per seat ('' when anonymous)"),
        sa.Column("player_ids", sa.JSON(), nullable=False, comment="account id per seat (null: a bot or legacy seat)"),
        sa.Column("status", sa.String(10), nullable=False, comment="'running' or 'finished'"),
        sa.Column("rounds_played", sa.Integer(), nullable=False),
        sa.Column("wins", sa.JSON(), nullable=False, comment="round wins per seat"),
        sa.Column("penalty_totals", sa.JSON(), nullable=False, comment="penalty points per seat"),
        sa.Column("totals", sa.JSON(), nullable=False, comment="the match's own totals per seat (its scheme)"),
        sa.Column("winners", sa.JSON(), nullable=False, comment="winning seats once finished"),
        sa.Column("winner_players", sa.JSON(), nullable=False),
        sa.Column("result", sa.Text(), nullable=False, comment="why the match ended"),
        sa.Column("started_at", TS, nullable=False),
        sa.Column("finished_at", TS, nullable=True),
    )
    sa.Index(f"ix_score_sheet_matches{sfx}_ruleset", t.c.ruleset_key, t.c.started_at)
    t = sa.Table(
        f"score_sheet_rounds{sfx}",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("player", sa.String(200), nullable=False, comment="display label: the seat's handle"),
        sa.Column("player_id", sa.String(36), nullable=True, comment="the seat's account id (null: none)"),
        sa.Column(
            "player_key", sa.String(210), nullable=False, comment="account id, or 'handle:<handle>' ('' anonymous)"
        ),
        sa.Column("result", sa.String(10), nullable=False, comment="'won' or 'lost'"),
        sa.Column("reason", sa.String(20), nullable=False, comment="how the round ended: 'out' or 'blocked'"),
        sa.Column("cards_left", sa.Integer(), nullable=False),
        sa.Column("cards", sa.JSON(), nullable=False, comment="cards left in hand (public once the round is over)"),
        sa.Column("win_points", sa.Integer(), nullable=False, comment="wins scheme: 1 for the winner"),
        sa.Column("penalty_points", sa.Integer(), nullable=False, comment="penalty scheme: value of the cards left"),
        sa.Column("total_wins", sa.Integer(), nullable=False, comment="running total, wins scheme"),
        sa.Column("total_penalty", sa.Integer(), nullable=False, comment="running total, penalty scheme"),
        sa.Column("points", sa.Integer(), nullable=False, comment="points under the match's own scheme"),
        sa.Column("total", sa.Integer(), nullable=False, comment="running total under the match's own scheme"),
        sa.Column("ended_at", TS, nullable=False),
    )
    sa.Index(f"ix_score_sheet_rounds{sfx}_ended", t.c.ended_at)


def _analytics(md: sa.MetaData, sfx: str) -> None:
    """analytics, schema version 2, the generation of suffix ``sfx``."""
    t = sa.Table(
        f"analytics_matches{sfx}",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("ruleset", sa.String(200), nullable=False, comment="display label: the ruleset's name"),
        sa.Column("ruleset_id", sa.String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        sa.Column("ruleset_key", sa.String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        sa.Column("rated", sa.Boolean(), nullable=False, comment="started rated (counts in the rated leaderboards)"),
        sa.Column("scoring", sa.String(20), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("player_ids", sa.JSON(), nullable=False, comment="account id per seat (null: a bot or legacy seat)"),
        sa.Column("started_at", TS, nullable=False),
        sa.Column("finished_at", TS, nullable=True),
        sa.Column("duration_ms", sa.BigInteger(), nullable=True),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("winners", sa.JSON(), nullable=False),
        sa.Column("winner_players", sa.JSON(), nullable=False),
        sa.Column("totals", sa.JSON(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
    )
    sa.Index(f"ix_analytics_matches{sfx}_time", t.c.started_at)
    t = sa.Table(
        f"analytics_moves{sfx}",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("recorded_at", TS, nullable=False),
        sa.Column("ruleset", sa.String(200), nullable=False, comment="display label: the ruleset's name"),
        sa.Column("ruleset_id", sa.String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        sa.Column("ruleset_key", sa.String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("move_no", sa.Integer(), nullable=False, comment="1, 2, ... within the round"),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False, comment="seat relative to the round's first player"),
        sa.Column("player", sa.String(200), nullable=False, comment="display label: the seat's handle"),
        sa.Column("player_id", sa.String(36), nullable=True, comment="the seat's account id (null: none)"),
        sa.Column(
            "player_key", sa.String(210), nullable=False, comment="account id, or 'handle:<handle>' ('' anonymous)"
        ),
        sa.Column(
            "kind",
            sa.String(20),
            nullable=False,
            comment="play, draw, penalty_draw, effect_draw, pass, penalty, challenge_refused",
        ),
        sa.Column("cards", sa.JSON(), nullable=True, comment="cards played (never drawn cards: hidden)"),
        sa.Column("n_cards", sa.Integer(), nullable=False, comment="cards played or drawn"),
        sa.Column("rank", sa.String(2), nullable=True, comment="rank of the played card"),
        sa.Column("effect", sa.String(10), nullable=True),
        sa.Column("wish", sa.String(1), nullable=True),
        sa.Column(
            "call", sa.String(10), nullable=True, comment="call made with the play (by the player or the service)"
        ),
        sa.Column("call_due", sa.String(10), nullable=True, comment="manual call the player had to make with the play"),
        sa.Column("call_missed", sa.Boolean(), nullable=False),
        sa.Column("hand_before", sa.Integer(), nullable=False, comment="hand size before the move"),
        sa.Column("hand_after", sa.Integer(), nullable=False),
        sa.Column("pending_draw", sa.Integer(), nullable=False, comment="draw penalty pending before the move"),
        sa.Column("top_before", sa.String(3), nullable=True, comment="open card before the move"),
        sa.Column("reason", sa.Text(), nullable=True),
    )
    sa.Index(f"ix_analytics_moves{sfx}_time", t.c.recorded_at)
    t = sa.Table(
        f"analytics_rounds{sfx}",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("ruleset", sa.String(200), nullable=False, comment="display label: the ruleset's name"),
        sa.Column("ruleset_id", sa.String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        sa.Column("ruleset_key", sa.String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("first_seat", sa.Integer(), nullable=False),
        sa.Column("started_at", TS, nullable=False),
        sa.Column("ended_at", TS, nullable=False),
        sa.Column("duration_ms", sa.BigInteger(), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("turns", sa.Integer(), nullable=False),
        sa.Column("plays", sa.Integer(), nullable=False),
        sa.Column("cards_drawn", sa.Integer(), nullable=False),
        sa.Column("reshuffles", sa.Integer(), nullable=False),
        sa.Column("calls_missed", sa.Integer(), nullable=False),
        sa.Column("penalties", sa.Integer(), nullable=False),
        sa.Column("challenges_refused", sa.Integer(), nullable=False),
        sa.Column("winner_seat", sa.Integer(), nullable=False),
        sa.Column("winner_position", sa.Integer(), nullable=False, comment="winner relative to the first player"),
        sa.Column("winner_player", sa.String(200), nullable=False, comment="display label: the winner's handle"),
        sa.Column("winner_player_id", sa.String(36), nullable=True, comment="the winner's account id (null: none)"),
        sa.Column("winner_player_key", sa.String(210), nullable=False, comment="account id, or 'handle:<handle>'"),
        sa.Column("reason", sa.String(20), nullable=False),
        sa.Column("deciding_card", sa.String(3), nullable=True, comment="the card the winner went out with"),
        sa.Column("deciding_rank", sa.String(2), nullable=True),
        sa.Column("deciding_effect", sa.String(10), nullable=True, comment="its special effect, if any"),
        sa.Column("last_special_rank", sa.String(2), nullable=True, comment="last special card played in the round"),
        sa.Column("last_special_effect", sa.String(10), nullable=True),
        sa.Column("last_special_seat", sa.Integer(), nullable=True),
        sa.Column("points", sa.JSON(), nullable=False),
        sa.Column("cards_left", sa.JSON(), nullable=False, comment="cards left per seat"),
    )
    sa.Index(f"ix_analytics_rounds{sfx}_time", t.c.ended_at)


VIEWS = {
    "leaderboards": ["leaderboard"],
    "score_sheets": ["score_sheet_matches", "score_sheet_rounds"],
    "analytics": ["analytics_matches", "analytics_moves", "analytics_rounds"],
}
"""The views of the three projections this revision changes."""

BUILDERS: dict[str, Callable[[sa.MetaData, str], None]] = {
    "leaderboards": _leaderboards,
    "score_sheets": _score_sheets,
    "analytics": _analytics,
}
"""Schema version 2 of each changed projection's tables, for a generation suffix."""


def _generations(conn: sa.Connection, views: list[str]) -> set[int]:
    """Every generation number of which a physical table of ``views`` exists."""
    found: set[int] = set()
    for table in sa.inspect(conn).get_table_names():
        base, sep, generation = table.rpartition("_g")
        if sep and generation.isdigit() and base in views:
            found.add(int(generation))
    return found


def _drop_generations(conn: sa.Connection, views: list[str]) -> None:
    """Drop the physical tables of ``views`` in every generation."""
    for generation in sorted(_generations(conn, views)):
        for view in views:
            conn.execute(sa.text(f"DROP TABLE IF EXISTS {view}_g{generation}"))


def _point_views(conn: sa.Connection, views: list[str], generation: int) -> None:
    """Make ``views`` select from ``generation``."""
    for view in views:
        conn.execute(sa.text(f"DROP VIEW IF EXISTS {view}"))
        conn.execute(sa.text(f"CREATE VIEW {view} AS SELECT * FROM {view}_g{generation}"))  # noqa: S608 - fixed names


def _reset(
    conn: sa.Connection,
    tracking: sa.Table,
    name: str,
    build: Callable[[sa.MetaData], None],
    generation: int,
    version: int,
) -> None:
    """Give projection ``name`` fresh tables (``build``, of ``generation``) at position 0 and
    ``version``: its views, every generation of its tables, a rebuild in progress and its parks
    dropped first; the views then select from the new tables."""
    views = VIEWS[name]
    for view in views:
        conn.execute(sa.text(f"DROP VIEW IF EXISTS {view}"))
    _drop_generations(conn, views)
    conn.execute(tracking.delete().where(tracking.c.name == name + REBUILD_SUFFIX))
    tables = sa.MetaData()
    build(tables)
    tables.create_all(conn)
    _point_views(conn, views, generation)
    conn.execute(
        tracking.update()
        .where(tracking.c.name == name)
        .values(position=0, generation=generation, schema_version=version, updated_at=datetime.now(UTC))
    )
    if sa.inspect(conn).has_table(PARKING_TABLE):
        parking = sa.Table(PARKING_TABLE, sa.MetaData(), sa.Column("name", sa.String(80), primary_key=True))
        conn.execute(parking.delete().where(parking.c.name.in_([name, name + REBUILD_SUFFIX])))


def upgrade() -> None:
    """Each of the three projections below version 2: version-2 tables under its generation
    number, refolded from position 0."""
    conn = op.get_bind()
    if not sa.inspect(conn).has_table(TRACKING_TABLE):
        return
    tracking = _tracking(sa.MetaData())
    rows = {row.name: row for row in conn.execute(sa.select(tracking))}
    for name, builder in BUILDERS.items():
        row = rows.get(name)
        if row is None or row.schema_version >= SCHEMA_VERSION:
            continue
        generation = row.generation

        def build(md: sa.MetaData, builder: Callable[[sa.MetaData, str], None] = builder, n: int = generation) -> None:
            builder(md, f"_g{n}")

        _reset(conn, tracking, name, build, generation, SCHEMA_VERSION)


def _revision_0003() -> ModuleType:
    """Revision 0003 (frozen): its generation-1 tables of every read model at version 1."""
    spec = importlib.util.spec_from_file_location(
        "maumau_revision_0003", Path(__file__).with_name("0003_read_models.py")
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def downgrade() -> None:
    """The three projections back at version 1: revision 0003's tables as generation 1, position 0."""
    conn = op.get_bind()
    if not sa.inspect(conn).has_table(TRACKING_TABLE):
        return
    tracking = _tracking(sa.MetaData())
    rows = {row.name: row for row in conn.execute(sa.select(tracking))}
    builders = _revision_0003().BUILDERS
    for name in BUILDERS:
        row = rows.get(name)
        if row is None or row.schema_version < SCHEMA_VERSION:
            continue
        _reset(conn, tracking, name, builders[name], 1, 1)
