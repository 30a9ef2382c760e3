"""Read models: the projection tracking table and generation 1 of every read table, with views.

Creates ``projection_tracking`` (one row per projection: position in the notification log, table
generation, schema version), the physical tables ``<name>_g1`` of the leaderboards, score sheets,
audit trail, Mau disputes and analytics projections, the views ``<name>`` that readers use, and a
tracking row at position 0 and schema version 1 per projection (the runner then folds the whole
log).

The tables are written out here as they were at this revision (schema version 1 of every
projection), not imported from the live projection code: a migration must create the same thing
whenever it runs.  Read tables are derived data, so a later change to one needs no new revision:
the projection's ``VERSION`` is bumped, ``maumau projections status`` then says it needs a
rebuild, and ``maumau projections rebuild NAME`` builds a new generation from the code's current
definitions and swaps it in.  ``tests/projections/test_frozen_schema.py`` compares what this
revision creates with what the live code creates for every projection still at version 1.  See
``docs/read_models.md``.

Idempotent: a projection that already has a tracking row (a SQLite file whose read side the
service created itself before its first ``maumau db upgrade``) is left alone.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TRACKING_TABLE = "projection_tracking"
SCHEMA_VERSION = 1
"""Every projection's schema version at this revision."""
TS = sa.DateTime(timezone=True)


def _tracking(md: sa.MetaData) -> sa.Table:
    """The tracking table: one row per projection (or ``<name>#rebuild``)."""
    return sa.Table(
        TRACKING_TABLE,
        md,
        sa.Column("name", sa.String(80), primary_key=True, comment="projection name (or '<name>#rebuild')"),
        sa.Column("position", sa.BigInteger(), nullable=False, comment="last notification id applied"),
        sa.Column("generation", sa.Integer(), nullable=False, comment="physical table generation written to"),
        sa.Column("schema_version", sa.Integer(), nullable=False, comment="projection code version that built it"),
        sa.Column("updated_at", TS, nullable=True),
    )


def _leaderboards(md: sa.MetaData) -> None:
    """leaderboards, generation 1."""
    t = sa.Table(
        "leaderboard_g1",
        md,
        sa.Column("player", sa.String(200), primary_key=True),
        sa.Column("ruleset", sa.String(200), primary_key=True, comment="ruleset name, '*' = all rulesets"),
        sa.Column("period", sa.String(7), primary_key=True, comment="'YYYY-MM' (UTC month) or 'all'"),
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
    sa.Index("ix_leaderboard_g1_rank", t.c.ruleset, t.c.period, t.c.ordinal)


def _score_sheets(md: sa.MetaData) -> None:
    """score_sheets, generation 1."""
    t = sa.Table(
        "score_sheet_matches_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("ruleset", sa.String(200), nullable=False),
        sa.Column("scoring", sa.String(20), nullable=False, comment="'wins' or 'penalty_points': what decides"),
        sa.Column("card_values", sa.String(10), nullable=False, comment="card value table for penalty points"),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False, comment="handle per seat ('' when anonymous)"),
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
    t = sa.Table(
        "score_sheet_rounds_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("player", sa.String(200), nullable=False),
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
    sa.Index("ix_score_sheet_rounds_g1_ended", t.c.ended_at)


def _audit(md: sa.MetaData) -> None:
    """audit, generation 1."""
    t = sa.Table(
        "audit_trail_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True, comment="the event's version in its match stream"),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=False, comment="0 before the first round"),
        sa.Column("recorded_at", TS, nullable=False),
        sa.Column("event_type", sa.String(40), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True, comment="acting seat, if any"),
        sa.Column("player", sa.String(200), nullable=True),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False, comment="the event (redacted while its round runs)"),
        sa.Column("redacted", sa.Boolean(), nullable=False, comment="true while the round runs"),
    )
    sa.Index("ix_audit_trail_g1_round", t.c.match_id, t.c.round_no)


def _disputes(md: sa.MetaData) -> None:
    """disputes, generation 1."""
    t = sa.Table(
        "mau_challenges_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True, comment="version of PenaltyApplied / ChallengeRefused"),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("challenged_at", TS, nullable=False),
        sa.Column("at_ms", sa.BigInteger(), nullable=True, comment="the command's own time, ms since epoch"),
        sa.Column("by_seat", sa.Integer(), nullable=False),
        sa.Column("by_player", sa.String(200), nullable=False),
        sa.Column("target_seat", sa.Integer(), nullable=False),
        sa.Column("target_player", sa.String(200), nullable=False),
        sa.Column("accepted", sa.Boolean(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("penalty_cards", sa.Integer(), nullable=True),
        sa.Column("moment_version", sa.Integer(), nullable=True, comment="play_version of the moment challenged"),
    )
    sa.Index("ix_mau_challenges_g1_moment", t.c.match_id, t.c.moment_version)
    t = sa.Table(
        "mau_moments_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("play_version", sa.Integer(), primary_key=True, comment="version of the play that made a call due"),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(200), nullable=False),
        sa.Column("call_due", sa.String(10), nullable=False, comment="'mau' or 'maumau'"),
        sa.Column("cards", sa.JSON(), nullable=False, comment="the card(s) played"),
        sa.Column("played_at", TS, nullable=False),
        sa.Column("call_made", sa.Boolean(), nullable=False),
        sa.Column("call_auto", sa.Boolean(), nullable=False, comment="the service called it (calls: auto)"),
        sa.Column("missed_version", sa.Integer(), nullable=True, comment="version of CallMissed"),
        sa.Column("window_deadline_ms", sa.BigInteger(), nullable=True, comment="challenge deadline, ms since epoch"),
        sa.Column("challenged_by", sa.Integer(), nullable=True, comment="seat whose challenge was accepted"),
        sa.Column("challenged_by_player", sa.String(200), nullable=True),
        sa.Column("challenged_at", TS, nullable=True),
        sa.Column("challenge_version", sa.Integer(), nullable=True),
        sa.Column("penalty_cards", sa.Integer(), nullable=True),
        sa.Column("refused_challenges", sa.Integer(), nullable=False),
        sa.Column("window_closed_version", sa.Integer(), nullable=True),
        sa.Column("window_closed_at", TS, nullable=True),
        sa.Column("window_close_reason", sa.Text(), nullable=True),
        sa.Column(
            "outcome",
            sa.String(40),
            nullable=False,
            comment="called, called_auto, open, penalised, not_challenged, not_challengeable",
        ),
    )


def _analytics(md: sa.MetaData) -> None:
    """analytics, generation 1."""
    t = sa.Table(
        "analytics_matches_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("ruleset", sa.String(200), nullable=False),
        sa.Column("scoring", sa.String(20), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
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
    sa.Index("ix_analytics_matches_g1_time", t.c.started_at)
    t = sa.Table(
        "analytics_moves_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("recorded_at", TS, nullable=False),
        sa.Column("ruleset", sa.String(200), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("move_no", sa.Integer(), nullable=False, comment="1, 2, ... within the round"),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False, comment="seat relative to the round's first player"),
        sa.Column("player", sa.String(200), nullable=False),
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
    sa.Index("ix_analytics_moves_g1_time", t.c.recorded_at)
    t = sa.Table(
        "analytics_rounds_g1",
        md,
        sa.Column("match_id", sa.Uuid(), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("ruleset", sa.String(200), nullable=False),
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
        sa.Column("winner_player", sa.String(200), nullable=False),
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
    sa.Index("ix_analytics_rounds_g1_time", t.c.ended_at)


VIEWS = {
    "leaderboards": ["leaderboard"],
    "score_sheets": ["score_sheet_matches", "score_sheet_rounds"],
    "audit": ["audit_trail"],
    "disputes": ["mau_challenges", "mau_moments"],
    "analytics": ["analytics_matches", "analytics_moves", "analytics_rounds"],
}


BUILDERS: dict[str, Callable[[sa.MetaData], None]] = {
    "leaderboards": _leaderboards,
    "score_sheets": _score_sheets,
    "audit": _audit,
    "disputes": _disputes,
    "analytics": _analytics,
}
"""Generation 1 of every projection's tables, in the order the rows were installed."""


def upgrade() -> None:
    """Create the tracking table, generation 1 of every read table, the views, the tracking rows."""
    conn = op.get_bind()
    md = sa.MetaData()
    tracking = _tracking(md)
    md.create_all(conn, checkfirst=True)
    have = {row[0] for row in conn.execute(sa.select(tracking.c.name))}
    for projection, build in BUILDERS.items():
        if projection in have:
            continue
        tables = sa.MetaData()
        build(tables)
        tables.drop_all(conn, checkfirst=True)  # leftovers without a tracking row
        tables.create_all(conn)
        for name in VIEWS[projection]:
            conn.execute(sa.text(f"DROP VIEW IF EXISTS {name}"))
            conn.execute(sa.text(f"CREATE VIEW {name} AS SELECT * FROM {name}_g1"))  # noqa: S608 - fixed names
        conn.execute(tracking.insert().values(name=projection, position=0, generation=1, schema_version=SCHEMA_VERSION))


def downgrade() -> None:
    """Drop every read view, every generation of every read table and the tracking table."""
    conn = op.get_bind()
    for names in VIEWS.values():
        for name in names:
            conn.execute(sa.text(f"DROP VIEW IF EXISTS {name}"))
    for table in sorted(t for t in sa.inspect(conn).get_table_names() if _view_of(t)):
        conn.execute(sa.text(f"DROP TABLE IF EXISTS {table}"))
    md = sa.MetaData()
    _tracking(md)
    md.drop_all(conn, checkfirst=True)


def _view_of(table: str) -> str | None:
    """The view a physical table ``<view>_g<N>`` (any generation) belongs to, if it is one of
    this revision's."""
    base, sep, generation = table.rpartition("_g")
    if sep and generation.isdigit() and any(base in names for names in VIEWS.values()):
        return base
    return None
