"""The generation mechanism every read model's tables share, and the tracking table.

Why generations: a rebuild must not take the read side down. Every read table exists physically
as ``<name>_g<N>`` (``leaderboard_g1``, ``leaderboard_g2``, ...) and readers use a *view* named
``<name>`` that selects from the current generation.  A rebuild fills generation ``N+1`` from
position 0 while the live runner keeps serving generation ``N``; the swap replaces the views and
moves the projection's tracking row to ``N+1`` in one transaction, then drops generation ``N``.
SQL users and the HTTP API only ever see the stable view names.

Each read model defines its own tables (a function adding them to a ``MetaData`` for one
generation suffix) and wraps it in a :class:`ReadTables`, which knows the physical tables of any
generation, the view-bound tables readers query, and how to create, drop and point views at a
generation.  Index names derive from the physical table name, so two generations never clash.

``projection_tracking`` holds one row per projection: its position in the notification log (the
last notification id whose effect is in the tables), the generation it writes to and the schema
version of the code that built it.  A rebuild in progress has its own row ``<name>#rebuild``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from sqlalchemy import BigInteger, Column, DateTime, Integer, MetaData, String, Table, text
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


def ts(name: str, nullable: bool = True, comment: str = "") -> Column[object]:
    """A timezone-aware timestamp column (every read-side time is UTC)."""
    return Column(name, DateTime(timezone=True), nullable=nullable, comment=comment or None)


def suffix(generation: int) -> str:
    """The physical table suffix of a generation (``_g3``)."""
    return f"_g{generation}"


TableBuilder = Callable[[MetaData, str], None]
"""Adds a read model's tables, named ``<view name><suffix>``, to a ``MetaData``."""


class ReadTables:
    """One read model's tables in every generation, and the views readers use."""

    def __init__(self, define: TableBuilder) -> None:
        """``define(md, sfx)`` adds the tables of one generation (suffix ``sfx``) to ``md``."""
        self._define = define
        self._generation = cache(self._build)
        self._views: dict[str, Table] | None = None

    def _build(self, generation: int) -> MetaData:
        md = MetaData()
        self._define(md, suffix(generation))
        return md

    def metadata(self, generation: int) -> MetaData:
        """The ``MetaData`` holding the physical tables of ``generation``."""
        return self._generation(generation)

    def physical(self, generation: int) -> dict[str, Table]:
        """``{view name: physical Table}`` of one generation (what the projection writes to)."""
        sfx = suffix(generation)
        return {t.name.removesuffix(sfx): t for t in self.metadata(generation).sorted_tables}

    @property
    def view_names(self) -> list[str]:
        """The stable (view) names, e.g. ``["leaderboard"]``."""
        return list(self.physical(1))

    def physical_names(self, generation: int) -> list[str]:
        """The physical table names of ``generation`` (``["leaderboard_g2"]``)."""
        return [t.name for t in self.physical(generation).values()]

    @property
    def views(self) -> dict[str, Table]:
        """``{view name: Table}`` bound to the view names, for readers (queries, exports)."""
        if self._views is None:
            md = MetaData()
            self._views = {
                name: Table(name, md, *(c._copy() for c in table.columns)) for name, table in self.physical(1).items()
            }
        return self._views

    def view(self, name: str) -> Table:
        """The view-bound table ``name``."""
        return self.views[name]

    def create_generation(self, conn: Connection, generation: int) -> None:
        """Create (after dropping leftovers of a crashed rebuild) the tables of one generation."""
        self.drop_generation(conn, generation)
        self.metadata(generation).create_all(conn)

    def drop_generation(self, conn: Connection, generation: int) -> None:
        """Drop one generation's tables (never the generation a view points at: swap first)."""
        self.metadata(generation).drop_all(conn, checkfirst=True)

    def point_views(self, conn: Connection, generation: int) -> None:
        """Make the views select from ``generation`` (inside the caller's transaction)."""
        for name, table in self.physical(generation).items():
            conn.execute(text(f"DROP VIEW IF EXISTS {name}"))
            # Names come from the table definitions, never from input.
            conn.execute(text(f"CREATE VIEW {name} AS SELECT * FROM {table.name}"))  # noqa: S608

    def drop_views(self, conn: Connection) -> None:
        """Drop the views."""
        for name in self.view_names:
            conn.execute(text(f"DROP VIEW IF EXISTS {name}"))
