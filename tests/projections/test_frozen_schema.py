"""Alembic revisions 0003, 0004, 0011, 0015 and 0018 carry their own frozen copy of the read side's tables;
prove they create exactly what the live code creates (``ensure_installed``), on both backends, so
the two cannot drift apart silently.

Revision 0003 installed every projection at schema version 1; revision 0011 moved the
leaderboards, score sheets and analytics to version 2 (results keyed by ids) as a new table
generation.  A projection whose code ``VERSION`` moved past the version the migrations leave it at
legitimately differs: its migrated tracking row then says the older version and ``status`` asks
for a rebuild, which builds the new tables from the live code.  Every other projection must match
column by column (type, nullability, default, comment), key by key, index by index, view by view,
tracking row by tracking row — compared generation-blind (``leaderboard_g2`` as migrated against
``leaderboard_g1`` as installed: names are normalised to the view they belong to).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from sqlalchemy import inspect, select
from sqlalchemy.engine import Engine

from infrastructure.adapters import migrate
from infrastructure.adapters.event_store import build_event_store
from infrastructure.adapters.settings import load_settings
from projections.api import ensure_installed, make_engine, status
from projections.parking import PARKING_TABLE, SKIPS_TABLE
from projections.registry import REGISTERED
from projections.schema import TRACKING_TABLE, tracking
from tests.infrastructure.fakes import CODEC

FROZEN_VERSIONS: dict[str, int] = {"leaderboards": 2, "score_sheets": 2, "analytics": 2, "audit": 2, "tournaments": 2}
"""Schema versions the migrations leave projections at, where not 1 (revisions 0011, 0012 and 0018; 0003: all 1)."""


def frozen_version(name: str) -> int:
    """The schema version the migrations leave projection ``name`` at."""
    return FROZEN_VERSIONS.get(name, 1)


CURRENT = [p for p in REGISTERED if p.version == frozen_version(p.name)]
MOVED_ON = [p for p in REGISTERED if p.version != frozen_version(p.name)]
_GENERATION = re.compile(r"_g\d+(?![0-9])")


def _blind(text: Any) -> Any:
    """``text`` with every generation suffix (``_g2``) normalised away."""
    return _GENERATION.sub("_g*", text) if isinstance(text, str) else text


def _describe(engine: Engine) -> dict[str, Any]:
    """Tables, views and tracking rows of the read side (the projections still at the frozen
    version, the tracking table, parking and skips), generation-blind."""
    with engine.connect() as conn:
        found = inspect(conn)
        generations = {row.name: row.generation for row in conn.execute(select(tracking.c.name, tracking.c.generation))}
        tables = [TRACKING_TABLE, PARKING_TABLE, SKIPS_TABLE]
        views: list[str] = []
        for projection in CURRENT:
            tables += projection.tables.physical_names(generations.get(projection.name, 1))
            views += projection.tables.view_names
        described: dict[str, Any] = {
            "tables": sorted(_blind(t) for t in set(found.get_table_names()) & set(tables)),
            "views": sorted(set(found.get_view_names()) & set(views)),
        }
        for name in tables:
            described[_blind(name)] = {
                "columns": [
                    (c["name"], str(c["type"]), c["nullable"], c.get("default"), c.get("comment"))
                    for c in found.get_columns(name)
                ],
                "primary_key": found.get_pk_constraint(name)["constrained_columns"],
                "indexes": sorted(
                    (_blind(i["name"]), tuple(i["column_names"]), bool(i["unique"])) for i in found.get_indexes(name)
                ),
                "foreign_keys": found.get_foreign_keys(name),
            }
        for name in views:
            described[f"view {name}"] = _blind(found.get_view_definition(name))
        described["tracking"] = sorted(
            tuple(row) for row in conn.execute(select(tracking.c.name, tracking.c.position, tracking.c.schema_version))
        )
    return described


@pytest.fixture
def live_url(database_url: str, tmp_path: Any, request: pytest.FixtureRequest) -> str:
    """A second empty database on the same backend as ``database_url``."""
    if database_url.startswith("sqlite"):
        return f"sqlite:///{tmp_path / 'live.db'}"
    make: Any = request.getfixturevalue("make_postgres_database")
    url: str = make()
    return url


def test_migrated_read_side_equals_what_the_live_code_creates(database_url: str, live_url: str) -> None:
    migrated = load_settings(database_url=database_url, create_tables=False)
    migrate.upgrade(migrated)
    live = load_settings(database_url=live_url)
    engines = [make_engine(migrated), make_engine(live)]
    try:
        ensure_installed(engines[1])
        at_migration, from_code = (_describe(engine) for engine in engines)
        assert at_migration["tables"], "revision 0003 created no read table?"
        assert len(at_migration["views"]) == sum(len(p.tables.view_names) for p in CURRENT)
        for key in from_code:
            assert at_migration.get(key) == from_code[key], key
        assert at_migration == from_code
    finally:
        for engine in engines:
            engine.dispose()


def test_projections_past_the_frozen_version_ask_for_a_rebuild(migrated_database_url: str) -> None:
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    engine = make_engine(settings)
    store = build_event_store(settings, CODEC)
    try:
        rows = {r["name"]: r for r in status(engine, store)}
    finally:
        engine.dispose()
        store.close()
    assert {name: r["schema_version"] for name, r in rows.items()} == {
        p.name: frozen_version(p.name) for p in REGISTERED
    }
    assert {name for name, r in rows.items() if r["needs_rebuild"]} == {p.name for p in MOVED_ON}
    assert all(r["error"] is None for r in rows.values())
