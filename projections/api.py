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
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.engine import Connection

from projections.analytics import (
    EXPORTS,
    deciding_cards,
    export_csv,
    export_ndjson,
    export_rows,
    forgotten_calls,
    round_lengths,
    win_rate_by_position,
)
from projections.audit import audit_trail
from projections.disputes import RoundStillRunning, disputes, referee_view
from projections.leaderboards import ORDERS, leaderboard, player_stats
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
from projections.runner import (
    DisabledRunner,
    InProcessRunner,
    ProjectionParked,
    checksums,
    ensure_installed,
    make_engine,
    open_store,
    rebuild,
    start_in_process,
    status,
)
from projections.score_sheets import TABLES as SCORE_SHEET_TABLES
from projections.score_sheets import matches, score_sheet

__all__ = [
    "EXPORTS",
    "NAMES",
    "ORDERS",
    "DisabledRunner",
    "InProcessRunner",
    "Park",
    "ProjectionParked",
    "RoundStillRunning",
    "audit_trail",
    "checksums",
    "deciding_cards",
    "disputes",
    "ensure_installed",
    "export_csv",
    "export_ndjson",
    "export_parquet",
    "export_rows",
    "forgotten_calls",
    "leaderboard",
    "make_engine",
    "matches",
    "open_store",
    "parked",
    "player_matches",
    "player_stats",
    "puntobanco_audit_trail",
    "puntobanco_balances",
    "puntobanco_coups",
    "puntobanco_ledger_rows",
    "puntobanco_road",
    "rebuild",
    "referee_view",
    "round_lengths",
    "score_sheet",
    "start_in_process",
    "status",
    "win_rate_by_position",
]

NAMES: tuple[str, ...] = tuple(PROJECTIONS)
"""The registered read models' names, in the runner's order."""


def parked(conn: Connection) -> dict[str, Park]:
    """The parked projections by tracking-row name (none when the read side is not installed)."""
    if not inspect(conn).has_table(PARKING_TABLE):
        return {}
    return read_parked(conn)


def player_matches(
    conn: Connection, player_id: uuid.UUID, *, limit: int = 20, cursor: str | None = None
) -> dict[str, Any] | None:
    """One page of a player's match history, newest first (``None``: no such player); see
    :mod:`projections.player_history`.  Read from the score sheets' match rows and the seat
    records; a bad ``cursor`` raises ``InvalidInput`` (rule ``cursor``)."""
    view = SCORE_SHEET_TABLES.view("score_sheet_matches")
    return _player_matches(conn, view, player_id, limit=limit, cursor=cursor)


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
