"""The read tables: one SQLAlchemy ``MetaData`` per table *generation*, plus the tracking table.

Why generations: a rebuild must not take the read side down. Every read table exists physically
as ``<name>_g<N>`` (``leaderboard_g1``, ``leaderboard_g2``, ...) and readers use a *view* named
``<name>`` that selects from the current generation.  A rebuild fills generation ``N+1`` from
position 0 while the live runner keeps serving generation ``N``; the swap replaces the views and
moves the projection's tracking row to ``N+1`` in one transaction, then drops generation ``N``.
SQL users and the HTTP API only ever see the stable view names.

``projection_tracking`` holds one row per projection: its position in the notification log (the
last notification id whose effect is in the tables), the generation it writes to and the schema
version of the code that built it.  A rebuild in progress has its own row ``<name>#rebuild``.

Index names derive from the physical table name, so two generations never clash.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    Uuid,
    text,
)
from sqlalchemy.engine import Connection

TRACKING_TABLE = "projection_tracking"
REBUILD_SUFFIX = "#rebuild"

tracking_metadata = MetaData()
tracking = Table(
    TRACKING_TABLE,
    tracking_metadata,
    Column("name", String(80), primary_key=True, comment="projection name (or '<name>#rebuild')"),
    Column("position", BigInteger, nullable=False, comment="last notification id applied"),
    Column("generation", Integer, nullable=False, comment="physical table generation written to"),
    Column("schema_version", Integer, nullable=False, comment="projection code version that built it"),
    Column("updated_at", DateTime(timezone=True), nullable=True),
)

Ts = DateTime(timezone=True)


def _ts(name: str, nullable: bool = True, comment: str = "") -> Column[object]:
    return Column(name, Ts, nullable=nullable, comment=comment or None)


# ---------------------------------------------------------------- table definitions per projection
# Each builder adds the projection's tables for one generation suffix to ``md``.

def _leaderboards(md: MetaData, sfx: str) -> None:
    t = Table(
        f"leaderboard{sfx}", md,
        Column("player", String(200), primary_key=True),
        Column("ruleset", String(200), primary_key=True, comment="ruleset name, '*' = all rulesets"),
        Column("period", String(7), primary_key=True, comment="'YYYY-MM' (UTC month) or 'all'"),
        Column("matches_played", Integer, nullable=False),
        Column("matches_won", Integer, nullable=False),
        Column("win_rate", Float, nullable=False, comment="matches_won / matches_played"),
        Column("rounds_played", Integer, nullable=False),
        Column("rounds_won", Integer, nullable=False),
        Column("penalty_points", Integer, nullable=False, comment="sum of card values left at round ends"),
        Column("mean_penalty_points", Float, nullable=False, comment="penalty_points / rounds_played"),
        Column("current_streak", Integer, nullable=False, comment="matches won in a row, now"),
        Column("longest_streak", Integer, nullable=False, comment="longest run of matches won in a row"),
        Column("mu", Float, nullable=False, comment="OpenSkill Plackett-Luce mean"),
        Column("sigma", Float, nullable=False, comment="OpenSkill Plackett-Luce uncertainty"),
        Column("ordinal", Float, nullable=False, comment="conservative rating mu - 3 sigma"),
        _ts("last_at", comment="time of the last event counted"),
    )
    Index(f"ix_{t.name}_rank", t.c.ruleset, t.c.period, t.c.ordinal)


def _score_sheets(md: MetaData, sfx: str) -> None:
    Table(
        f"score_sheet_matches{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("ruleset", String(200), nullable=False),
        Column("scoring", String(20), nullable=False, comment="'wins' or 'penalty_points': what decides"),
        Column("card_values", String(10), nullable=False, comment="card value table for penalty points"),
        Column("seats", Integer, nullable=False),
        Column("players", JSON, nullable=False, comment="handle per seat ('' when anonymous)"),
        Column("status", String(10), nullable=False, comment="'running' or 'finished'"),
        Column("rounds_played", Integer, nullable=False),
        Column("wins", JSON, nullable=False, comment="round wins per seat"),
        Column("penalty_totals", JSON, nullable=False, comment="penalty points per seat"),
        Column("totals", JSON, nullable=False, comment="the match's own totals per seat (its scheme)"),
        Column("winners", JSON, nullable=False, comment="winning seats once finished"),
        Column("winner_players", JSON, nullable=False),
        Column("result", Text, nullable=False, comment="why the match ended"),
        _ts("started_at", False),
        _ts("finished_at"),
    )
    t = Table(
        f"score_sheet_rounds{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True),
        Column("seat", Integer, primary_key=True),
        Column("player", String(200), nullable=False),
        Column("result", String(10), nullable=False, comment="'won' or 'lost'"),
        Column("reason", String(20), nullable=False, comment="how the round ended: 'out' or 'blocked'"),
        Column("cards_left", Integer, nullable=False),
        Column("cards", JSON, nullable=False, comment="cards left in hand (public once the round is over)"),
        Column("win_points", Integer, nullable=False, comment="wins scheme: 1 for the winner"),
        Column("penalty_points", Integer, nullable=False, comment="penalty scheme: value of the cards left"),
        Column("total_wins", Integer, nullable=False, comment="running total, wins scheme"),
        Column("total_penalty", Integer, nullable=False, comment="running total, penalty scheme"),
        Column("points", Integer, nullable=False, comment="points under the match's own scheme"),
        Column("total", Integer, nullable=False, comment="running total under the match's own scheme"),
        _ts("ended_at", False),
    )
    Index(f"ix_{t.name}_ended", t.c.ended_at)


def _audit(md: MetaData, sfx: str) -> None:
    t = Table(
        f"audit_trail{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="the event's version in its match stream"),
        Column("notification_id", BigInteger, nullable=False),
        Column("round_no", Integer, nullable=False, comment="0 before the first round"),
        _ts("recorded_at", False),
        Column("event_type", String(40), nullable=False),
        Column("seat", Integer, nullable=True, comment="acting seat, if any"),
        Column("player", String(200), nullable=True),
        Column("description", Text, nullable=False),
        Column("payload", JSON, nullable=False, comment="the event (redacted while its round runs)"),
        Column("redacted", Boolean, nullable=False, comment="true while the round runs"),
    )
    Index(f"ix_{t.name}_round", t.c.match_id, t.c.round_no)


def _disputes(md: MetaData, sfx: str) -> None:
    Table(
        f"mau_moments{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("play_version", Integer, primary_key=True, comment="version of the play that made a call due"),
        Column("round_no", Integer, nullable=False),
        Column("seat", Integer, nullable=False),
        Column("player", String(200), nullable=False),
        Column("call_due", String(10), nullable=False, comment="'mau' or 'maumau'"),
        Column("cards", JSON, nullable=False, comment="the card(s) played"),
        _ts("played_at", False),
        Column("call_made", Boolean, nullable=False),
        Column("call_auto", Boolean, nullable=False, comment="the service called it (calls: auto)"),
        Column("missed_version", Integer, nullable=True, comment="version of CallMissed"),
        Column("window_deadline_ms", BigInteger, nullable=True, comment="challenge deadline, ms since epoch"),
        Column("challenged_by", Integer, nullable=True, comment="seat whose challenge was accepted"),
        Column("challenged_by_player", String(200), nullable=True),
        _ts("challenged_at"),
        Column("challenge_version", Integer, nullable=True),
        Column("penalty_cards", Integer, nullable=True),
        Column("refused_challenges", Integer, nullable=False),
        Column("window_closed_version", Integer, nullable=True),
        _ts("window_closed_at"),
        Column("window_close_reason", Text, nullable=True),
        Column("outcome", String(40), nullable=False,
               comment="called, called_auto, open, penalised, not_challenged, not_challengeable"),
    )
    t = Table(
        f"mau_challenges{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="version of PenaltyApplied / ChallengeRefused"),
        Column("round_no", Integer, nullable=False),
        _ts("challenged_at", False),
        Column("at_ms", BigInteger, nullable=True, comment="the command's own time, ms since epoch"),
        Column("by_seat", Integer, nullable=False),
        Column("by_player", String(200), nullable=False),
        Column("target_seat", Integer, nullable=False),
        Column("target_player", String(200), nullable=False),
        Column("accepted", Boolean, nullable=False),
        Column("reason", Text, nullable=False),
        Column("penalty_cards", Integer, nullable=True),
        Column("moment_version", Integer, nullable=True, comment="play_version of the moment challenged"),
    )
    Index(f"ix_{t.name}_moment", t.c.match_id, t.c.moment_version)


def _analytics(md: MetaData, sfx: str) -> None:
    m = Table(
        f"analytics_moves{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True),
        Column("notification_id", BigInteger, nullable=False),
        _ts("recorded_at", False),
        Column("ruleset", String(200), nullable=False),
        Column("seats", Integer, nullable=False),
        Column("round_no", Integer, nullable=False),
        Column("move_no", Integer, nullable=False, comment="1, 2, ... within the round"),
        Column("seat", Integer, nullable=False),
        Column("position", Integer, nullable=False, comment="seat relative to the round's first player"),
        Column("player", String(200), nullable=False),
        Column("kind", String(20), nullable=False,
               comment="play, draw, penalty_draw, effect_draw, pass, penalty, challenge_refused"),
        Column("cards", JSON, nullable=True, comment="cards played (never drawn cards: hidden)"),
        Column("n_cards", Integer, nullable=False, comment="cards played or drawn"),
        Column("rank", String(2), nullable=True, comment="rank of the played card"),
        Column("effect", String(10), nullable=True),
        Column("wish", String(1), nullable=True),
        Column("call", String(10), nullable=True, comment="call made with the play (by the player or the service)"),
        Column("call_due", String(10), nullable=True, comment="manual call the player had to make with the play"),
        Column("call_missed", Boolean, nullable=False),
        Column("hand_before", Integer, nullable=False, comment="hand size before the move"),
        Column("hand_after", Integer, nullable=False),
        Column("pending_draw", Integer, nullable=False, comment="draw penalty pending before the move"),
        Column("top_before", String(3), nullable=True, comment="open card before the move"),
        Column("reason", Text, nullable=True),
    )
    Index(f"ix_{m.name}_time", m.c.recorded_at)
    r = Table(
        f"analytics_rounds{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True),
        Column("ruleset", String(200), nullable=False),
        Column("seats", Integer, nullable=False),
        Column("first_seat", Integer, nullable=False),
        _ts("started_at", False),
        _ts("ended_at", False),
        Column("duration_ms", BigInteger, nullable=False),
        Column("events", Integer, nullable=False),
        Column("moves", Integer, nullable=False),
        Column("turns", Integer, nullable=False),
        Column("plays", Integer, nullable=False),
        Column("cards_drawn", Integer, nullable=False),
        Column("reshuffles", Integer, nullable=False),
        Column("calls_missed", Integer, nullable=False),
        Column("penalties", Integer, nullable=False),
        Column("challenges_refused", Integer, nullable=False),
        Column("winner_seat", Integer, nullable=False),
        Column("winner_position", Integer, nullable=False, comment="winner relative to the first player"),
        Column("winner_player", String(200), nullable=False),
        Column("reason", String(20), nullable=False),
        Column("deciding_card", String(3), nullable=True, comment="the card the winner went out with"),
        Column("deciding_rank", String(2), nullable=True),
        Column("deciding_effect", String(10), nullable=True, comment="its special effect, if any"),
        Column("last_special_rank", String(2), nullable=True, comment="last special card played in the round"),
        Column("last_special_effect", String(10), nullable=True),
        Column("last_special_seat", Integer, nullable=True),
        Column("points", JSON, nullable=False),
        Column("cards_left", JSON, nullable=False, comment="cards left per seat"),
    )
    Index(f"ix_{r.name}_time", r.c.ended_at)
    a = Table(
        f"analytics_matches{sfx}", md,
        Column("match_id", Uuid, primary_key=True),
        Column("ruleset", String(200), nullable=False),
        Column("scoring", String(20), nullable=False),
        Column("seats", Integer, nullable=False),
        Column("players", JSON, nullable=False),
        _ts("started_at", False),
        _ts("finished_at"),
        Column("duration_ms", BigInteger, nullable=True),
        Column("rounds", Integer, nullable=False),
        Column("events", Integer, nullable=False),
        Column("status", String(10), nullable=False),
        Column("winners", JSON, nullable=False),
        Column("winner_players", JSON, nullable=False),
        Column("totals", JSON, nullable=False),
        Column("reason", Text, nullable=True),
    )
    Index(f"ix_{a.name}_time", a.c.started_at)


BUILDERS: dict[str, Callable[[MetaData, str], None]] = {
    "leaderboards": _leaderboards,
    "score_sheets": _score_sheets,
    "audit": _audit,
    "disputes": _disputes,
    "analytics": _analytics,
}
"""Table builders per projection name (the names the CLI and the tracking table use)."""


def suffix(generation: int) -> str:
    """The physical table suffix of a generation (``_g3``)."""
    return f"_g{generation}"


@cache
def generation_metadata(projection: str, generation: int) -> MetaData:
    """The ``MetaData`` holding ``projection``'s physical tables of ``generation``."""
    md = MetaData()
    BUILDERS[projection](md, suffix(generation))
    return md


def view_names(projection: str) -> list[str]:
    """The stable (view) names of a projection's tables, e.g. ``["leaderboard"]``."""
    sfx = suffix(1)
    return [t.name.removesuffix(sfx) for t in generation_metadata(projection, 1).sorted_tables]


def tables(projection: str, generation: int) -> dict[str, Table]:
    """``{view name: physical Table}`` of one generation (what a projection writes to)."""
    sfx = suffix(generation)
    return {t.name.removesuffix(sfx): t for t in generation_metadata(projection, generation).sorted_tables}


@cache
def view_tables() -> dict[str, Table]:
    """``{view name: Table}`` bound to the view names, for readers (queries, exports, the API)."""
    md = MetaData()
    out: dict[str, Table] = {}
    for projection in BUILDERS:
        for name, table in tables(projection, 1).items():
            out[name] = Table(name, md, *(c._copy() for c in table.columns))
    return out


def create_generation(conn: Connection, projection: str, generation: int) -> None:
    """Create (after dropping leftovers of a crashed rebuild) the tables of one generation."""
    drop_generation(conn, projection, generation)
    generation_metadata(projection, generation).create_all(conn)


def drop_generation(conn: Connection, projection: str, generation: int) -> None:
    """Drop one generation's tables (never the generation a view points at: swap first)."""
    generation_metadata(projection, generation).drop_all(conn, checkfirst=True)


def point_views(conn: Connection, projection: str, generation: int) -> None:
    """Make the projection's views select from ``generation`` (inside the caller's transaction)."""
    for name, table in tables(projection, generation).items():
        conn.execute(text(f"DROP VIEW IF EXISTS {name}"))
        # Names come from the table definitions above, never from input.
        conn.execute(text(f"CREATE VIEW {name} AS SELECT * FROM {table.name}"))  # noqa: S608


def drop_views(conn: Connection, projections: Iterable[str]) -> None:
    """Drop the views of ``projections``."""
    for projection in projections:
        for name in view_names(projection):
            conn.execute(text(f"DROP VIEW IF EXISTS {name}"))


def install(conn: Connection, schema_versions: dict[str, int]) -> None:
    """Create the whole read side at generation 1 (tracking table, tables, views, tracking rows).

    Idempotent: projections that already have a tracking row are left alone.  Alembic revision
    ``0003_read_models`` calls this, and so does :func:`ensure_installed` for SQLite files that
    the service creates by itself.
    """
    tracking_metadata.create_all(conn, checkfirst=True)
    have = {row[0] for row in conn.execute(tracking.select().with_only_columns(tracking.c.name))}
    for projection in BUILDERS:
        if projection in have:
            continue
        create_generation(conn, projection, 1)
        point_views(conn, projection, 1)
        conn.execute(tracking.insert().values(name=projection, position=0, generation=1,
                                              schema_version=schema_versions.get(projection, 1)))


def uninstall(conn: Connection) -> None:
    """Drop every read table, view and the tracking table (Alembic downgrade of 0003)."""
    gens: dict[str, set[int]] = {p: {1} for p in BUILDERS}
    if conn.dialect.has_table(conn, TRACKING_TABLE):
        for name, gen in conn.execute(tracking.select().with_only_columns(tracking.c.name, tracking.c.generation)):
            base = name.removesuffix(REBUILD_SUFFIX)
            if base in gens:
                gens[base].add(gen)
    drop_views(conn, BUILDERS)
    for projection, generations in gens.items():
        for gen in sorted(generations):
            drop_generation(conn, projection, gen)
    tracking_metadata.drop_all(conn, checkfirst=True)
