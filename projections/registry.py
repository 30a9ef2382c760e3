"""The one list of read models: the runner, the CLI, the HTTP status and the installer all take
the projections from here, in this order (the order the runner applies them).

A read model is registered by adding its module's ``PROJECTION`` to :data:`REGISTERED`; its
tables, queries and schema version stay in its own module.  :func:`install` creates generation 1
of every registered projection that has no tracking row yet (SQLite files the service creates
itself; Alembic revision ``0003`` created the first five with its own frozen copy of their
tables), and :func:`missing_tables` tells ``projections status`` which registered projection's
tables are gone.
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import inspect, select
from sqlalchemy.engine import Connection

from projections import (
    analytics,
    audit,
    disputes,
    leaderboards,
    puntobanco_audit,
    puntobanco_coups,
    puntobanco_ledger,
    score_sheets,
    tournament_standings,
)
from projections.base import Projection
from projections.schema import REBUILD_SUFFIX, tracking, tracking_metadata

REGISTERED: tuple[Projection, ...] = (
    leaderboards.PROJECTION,
    score_sheets.PROJECTION,
    audit.PROJECTION,
    disputes.PROJECTION,
    analytics.PROJECTION,
    # Punto Banco's read models follow their own stream kind (``topic_prefix``); revision 0008.
    puntobanco_ledger.PROJECTION,
    puntobanco_coups.PROJECTION,
    puntobanco_audit.PROJECTION,
    # Tournaments' read models follow the tournament streams (``topic_prefix``); revision 0015.
    tournament_standings.PROJECTION,
)
"""Every read model, in the order the runner applies them."""

PROJECTIONS: dict[str, Projection] = {p.name: p for p in REGISTERED}
"""Every read model by name (the names the CLI and the tracking table use)."""

SCHEMA_VERSIONS: dict[str, int] = {p.name: p.version for p in REGISTERED}
"""The code's schema version per projection."""


def install(conn: Connection) -> None:
    """Create the tracking table and, for every registered projection without a tracking row,
    generation 1 of its tables, its views and a tracking row at position 0 (idempotent)."""
    tracking_metadata.create_all(conn, checkfirst=True)
    have = {row[0] for row in conn.execute(select(tracking.c.name))}
    for projection in REGISTERED:
        if projection.name in have:
            continue
        projection.tables.create_generation(conn, 1)
        projection.tables.point_views(conn, 1)
        conn.execute(
            tracking.insert().values(name=projection.name, position=0, generation=1, schema_version=projection.version)
        )


def missing_tables(conn: Connection, generations: Mapping[str, int]) -> dict[str, list[str]]:
    """``{tracking row: [missing table or view names]}`` for the rows ``generations`` names
    (``{name: generation}``, rebuild rows included): the physical tables of the row's generation
    and, for a projection's own row, its views.  Rows whose tables are all there are left out."""
    inspector = inspect(conn)
    present = set(inspector.get_table_names()) | set(inspector.get_view_names())
    out: dict[str, list[str]] = {}
    for name, generation in generations.items():
        projection = PROJECTIONS.get(name.removesuffix(REBUILD_SUFFIX))
        if projection is None:
            continue
        wanted = projection.tables.physical_names(generation)
        if not name.endswith(REBUILD_SUFFIX):
            wanted += projection.tables.view_names
        missing = [table for table in wanted if table not in present]
        if missing:
            out[name] = missing
    return out
