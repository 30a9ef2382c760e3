"""The read side's public API: all the HTTP routes, the service runtime and other packages use.

Queries take an open connection (or, for the export, an engine) and return plain JSON-ready data;
the operations (:func:`status`, :func:`rebuild`, :func:`checksums`, :func:`ensure_installed`,
:func:`start_in_process`) take an engine and the event store.  Table objects, generations, the
tracking table and the runner's internals stay inside the package: a read model's tables and
queries live in its own module (:mod:`projections.leaderboards`, ...), the list of read models in
:mod:`projections.registry`.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import JSON, inspect, select
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError

from infrastructure.services.real_games import PlayedRounds
from projections.analytics import (
    EXPORTS,
    csv_cell,
    csv_chunks,
    deciding_cards,
    export_csv,
    export_ndjson,
    export_rows,
    forgotten_calls,
    round_lengths,
    win_rate_by_position,
)
from projections.audit import audit_trail
from projections.disputes import RoundSealed, RoundStillRunning, disputes, referee_view
from projections.game_results import EXPORTS as GAME_EXPORTS
from projections.game_results import export_columns as game_export_columns
from projections.game_results import export_rows as game_export_rows
from projections.game_results import export_table as _game_export_table
from projections.game_results import leaderboard as game_leaderboard
from projections.game_results import results_games
from projections.game_results import score_sheet as game_score_sheet
from projections.in_process import DisabledRunner, InProcessRunner, start_in_process
from projections.leaderboards import ALL_RULESETS, ALL_TIME, ORDERS, leaderboard, player_stats
from projections.leaderboards import TABLES as LEADERBOARD_TABLES
from projections.operations import checksums, rebuild, status
from projections.parking import PARKING_TABLE, Park, read_parked
from projections.parquet_export import available as parquet_available
from projections.parquet_export import parquet_stream
from projections.player_history import player_matches as _player_matches
from projections.puntobanco_audit import audit_trail as puntobanco_audit_trail
from projections.puntobanco_coups import coups as puntobanco_coups
from projections.puntobanco_coups import road as puntobanco_road
from projections.puntobanco_ledger import balances as puntobanco_balances
from projections.puntobanco_ledger import ledger as puntobanco_ledger_rows
from projections.registry import PROJECTIONS
from projections.runner import ProjectionParked, ensure_installed, make_engine, open_store
from projections.score_sheets import TABLES as SCORE_SHEET_TABLES
from projections.score_sheets import matches, score_sheet
from projections.tournament_standings import STANDING_COLUMNS as TOURNAMENT_STANDING_COLUMNS
from projections.tournament_standings import audit_rows as tournament_audit
from projections.tournament_standings import list_tournaments
from projections.tournament_standings import round_rows as tournament_rounds
from projections.tournament_standings import seating_rows as tournament_seatings
from projections.tournament_standings import standings as tournament_standings
from projections.tournament_standings import summary as tournament_summary

__all__ = [
    "EXPORTS",
    "GAME_EXPORTS",
    "NAMES",
    "ORDERS",
    "TOURNAMENT_STANDING_COLUMNS",
    "ColumnInfo",
    "DisabledRunner",
    "InProcessRunner",
    "Park",
    "ProjectionParked",
    "RoundSealed",
    "RoundStillRunning",
    "audit_trail",
    "checksums",
    "csv_cell",
    "deciding_cards",
    "disputes",
    "ensure_installed",
    "export_csv",
    "export_ndjson",
    "export_parquet",
    "export_rows",
    "forgotten_calls",
    "game_export_columns",
    "game_export_csv",
    "game_export_parquet",
    "game_export_rows",
    "game_leaderboard",
    "game_score_sheet",
    "leaderboard",
    "list_tournaments",
    "make_engine",
    "match_known",
    "matches",
    "open_store",
    "parked",
    "played_rounds",
    "player_matches",
    "player_stats",
    "puntobanco_audit_trail",
    "puntobanco_balances",
    "puntobanco_coups",
    "puntobanco_ledger_rows",
    "puntobanco_road",
    "rebuild",
    "referee_view",
    "results_games",
    "round_lengths",
    "score_sheet",
    "start_in_process",
    "status",
    "tournament_audit",
    "tournament_rounds",
    "tournament_seatings",
    "tournament_standings",
    "tournament_summary",
    "view_columns",
    "win_rate_by_position",
]

NAMES: tuple[str, ...] = tuple(PROJECTIONS)
"""The registered read models' names, in the runner's order."""


def parked(conn: Connection) -> dict[str, Park]:
    """The parked projections by tracking-row name (none when the read side is not installed)."""
    if not inspect(conn).has_table(PARKING_TABLE):
        return {}
    return read_parked(conn)


def played_rounds(engine: Engine) -> PlayedRounds:
    """The rounds people played, for the balance lab (``balance --from-db``): the analytics
    export's matches, moves and rounds, and each player's all-time, all-rulesets rated ordinal
    (none before a rated leaderboard exists)."""
    board = LEADERBOARD_TABLES.view("leaderboard")
    stmt = select(board.c.player_key, board.c.ordinal).where(
        board.c.ruleset_key == ALL_RULESETS, board.c.period == ALL_TIME, board.c.rated.is_(True)
    )
    try:
        with engine.connect() as conn:
            ordinals = {str(key): float(value) for key, value in conn.execute(stmt)}
    except SQLAlchemyError:  # no leaderboard yet: everyone is unrated
        ordinals = {}
    return PlayedRounds(
        matches=list(export_rows(engine, "matches")),
        moves=list(export_rows(engine, "moves")),
        rounds=list(export_rows(engine, "rounds")),
        ordinals=ordinals,
    )


def player_matches(
    conn: Connection, player_id: uuid.UUID, *, limit: int = 20, cursor: str | None = None
) -> dict[str, Any] | None:
    """One page of a player's match history, newest first (``None``: no such player); see
    :mod:`projections.player_history`.  Read from the score sheets' match rows and the seat
    records; a bad ``cursor`` raises ``InvalidInput`` (rule ``cursor``)."""
    view = SCORE_SHEET_TABLES.view("score_sheet_matches")
    return _player_matches(conn, view, player_id, limit=limit, cursor=cursor)


@dataclass(frozen=True, slots=True)
class ColumnInfo:
    """One column of a read model's stable view, as the queries return it: ``python_type`` is
    the JSON-ready value's type (times as :class:`datetime`, written as ISO text; ids as
    :class:`uuid.UUID`, written as text), ``None`` for a JSON column (its shape is documented
    where it is served)."""

    name: str
    python_type: type | None
    nullable: bool
    comment: str | None


def view_columns(view: str) -> tuple[ColumnInfo, ...]:
    """The columns of the read view ``view`` (``"leaderboard"``, ``"audit_trail"``, ...), in table
    order: what the HTTP layer types its answers from, so a column added to a read model is typed
    there without an edit.  ``KeyError`` for a name no registered read model has."""
    for projection in PROJECTIONS.values():
        if view in projection.tables.view_names:
            table = projection.tables.view(view)
            return tuple(
                ColumnInfo(
                    c.name,
                    None if isinstance(c.type, JSON) else c.type.python_type,
                    bool(c.nullable),
                    c.comment,
                )
                for c in table.columns
            )
    raise KeyError(f"no read view {view!r}")


def match_known(conn: Connection, match_id: uuid.UUID) -> bool:
    """True when the read side knows the match ``match_id`` (its score-sheet header exists): what
    a per-match answer checks before it calls an empty result "no such match" (404)."""
    view = SCORE_SHEET_TABLES.view("score_sheet_matches")
    return conn.execute(select(view.c.match_id).where(view.c.match_id == match_id).limit(1)).first() is not None


def export_parquet(engine: Any, name: str, ruleset: str | None = None, since: Any = None, until: Any = None) -> Any:
    """An analytics export (``moves``, ``rounds``, ``matches``) as a Parquet file in chunks: the rows of
    :func:`export_rows` (same filters and order) with the table's column types
    (:mod:`projections.parquet_export`; needs pyarrow)."""
    if not parquet_available():
        from infrastructure.services.errors import InvalidInput

        raise InvalidInput("format", "Parquet exports need pyarrow on the server (the analytics extra): use csv")
    view = EXPORTS[name]
    table = next(p.tables.view(view) for p in PROJECTIONS.values() if view in p.tables.view_names)
    return parquet_stream(table, export_rows(engine, name, ruleset, since, until))


def game_export_csv(name: str, rows: Iterator[dict[str, Any]]) -> Iterator[bytes]:
    """A platform-game export (``game_rounds``, ``games``) as CSV with a header line, one value per
    cell as in the analytics exports (:func:`csv_cell`); in chunks."""
    return csv_chunks(game_export_columns(name), rows)


def game_export_parquet(rows: Iterator[dict[str, Any]], name: str) -> Iterator[bytes]:
    """A platform-game export as a Parquet file in chunks (the column types of its table; needs pyarrow)."""
    if not parquet_available():
        from infrastructure.services.errors import InvalidInput

        raise InvalidInput("format", "Parquet exports need pyarrow on the server (the analytics extra): use csv")
    return parquet_stream(_game_export_table(name), rows)
