"""The one list of read models: the runner, the CLI, the HTTP status and the installer all take
the projections from here, in this order (the order the runner applies them).

A read model is one :class:`~projections.read_model.ReadModel` value in its own module (with its
tables and queries); it is registered by adding that value to :data:`REGISTERED`, and that is all:
the runner, rebuilds, versions, parking and health take it from here.  :func:`install` creates generation 1
of every registered projection that has no tracking row yet (SQLite files the service creates
itself; Alembic revision ``0003`` created the first five with its own frozen copy of their
tables), and :func:`missing_tables` tells ``projections status`` which registered projection's
tables are gone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import inspect, select
from sqlalchemy.engine import Connection

from projections import (
    analytics,
    audit,
    disputes,
    game_results,
    leaderboards,
    puntobanco_audit,
    puntobanco_coups,
    puntobanco_ledger,
    score_sheets,
    tournament_standings,
)
from projections.read_model import ReadModel
from projections.schema import REBUILD_SUFFIX, tracking, tracking_metadata

REGISTERED: tuple[ReadModel[Any, Any], ...] = (
    leaderboards.READ_MODEL,
    score_sheets.READ_MODEL,
    audit.READ_MODEL,
    disputes.READ_MODEL,
    analytics.READ_MODEL,
    puntobanco_ledger.READ_MODEL,  # revision 0008
    puntobanco_coups.READ_MODEL,
    puntobanco_audit.READ_MODEL,
    tournament_standings.READ_MODEL,  # revision 0015
    game_results.READ_MODEL,  # revision 0021: every game with `results`
)
"""Every read model, in the order the runner applies them."""

PROJECTIONS: dict[str, ReadModel[Any, Any]] = {p.name: p for p in REGISTERED}
"""Every read model by name (the names the CLI and the tracking table use)."""


def install(conn: Connection, models: Sequence[ReadModel[Any, Any]] = REGISTERED) -> None:
    """Create the tracking table and, for every read model of ``models`` (default: the registered
    ones) without a tracking row, generation 1 of its tables, its views and a tracking row at
    position 0 (idempotent)."""
    tracking_metadata.create_all(conn, checkfirst=True)
    have = {row[0] for row in conn.execute(select(tracking.c.name))}
    for projection in models:
        if projection.name in have:
            continue
        projection.tables.create_generation(conn, 1)
        projection.tables.point_views(conn, 1)
        conn.execute(
            tracking.insert().values(name=projection.name, position=0, generation=1, schema_version=projection.version)
        )


def missing_tables(
    conn: Connection, generations: Mapping[str, int], models: Mapping[str, ReadModel[Any, Any]] = PROJECTIONS
) -> dict[str, list[str]]:
    """``{tracking row: [missing table or view names]}`` for the rows ``generations`` names
    (``{name: generation}``, rebuild rows included): the physical tables of the row's generation
    and, for a projection's own row, its views.  Rows whose tables are all there are left out."""
    inspector = inspect(conn)
    present = set(inspector.get_table_names()) | set(inspector.get_view_names())
    out: dict[str, list[str]] = {}
    for name, generation in generations.items():
        projection = models.get(name.removesuffix(REBUILD_SUFFIX))
        if projection is None:
            continue
        wanted = projection.tables.physical_names(generation)
        if not name.endswith(REBUILD_SUFFIX):
            wanted += projection.tables.view_names
        missing = [table for table in wanted if table not in present]
        if missing:
            out[name] = missing
    return out
