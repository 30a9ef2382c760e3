"""Revision 0018: the tournaments' copy of their streams (``tournament_fold``, secret seeds inside)
goes, and the read model moves to schema version 2 without a rebuild; its downgrade gives version 1
an empty copy and makes it fold every tournament again."""

from __future__ import annotations

import uuid

from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection

from infrastructure.adapters import migrate
from infrastructure.adapters.settings import load_settings
from projections.operations import status
from projections.runner import make_engine, open_store


def _revision_before_0018(url: str) -> str:
    script = ScriptDirectory.from_config(migrate.alembic_config(load_settings(database_url=url)))
    down = script.get_revision("0018").down_revision
    assert isinstance(down, str)
    return down


def _tracking(conn: Connection) -> tuple[int, int]:
    """The tournaments' tracking row: ``(schema_version, position)``."""
    row = conn.execute(
        text("SELECT schema_version, position FROM projection_tracking WHERE name = 'tournaments'")
    ).one()
    return int(row[0]), int(row[1])


def test_0018_drops_the_copy_of_the_streams_and_its_downgrade_refolds(database_url: str) -> None:
    settings = load_settings(database_url=database_url, create_tables=False)
    before = _revision_before_0018(database_url)
    migrate.upgrade(settings, before)
    engine = make_engine(settings)
    try:
        with engine.begin() as conn:
            conn.execute(
                text("INSERT INTO tournament_fold_g1 (tournament_id, version, topic, payload) VALUES (:t, 1, :p, :j)"),
                {"t": uuid.uuid4().hex, "p": "tournament.TournamentCreated", "j": '{"seed": "secret"}'},
            )
            conn.execute(text("UPDATE projection_tracking SET position = 7 WHERE name = 'tournaments'"))
            assert _tracking(conn) == (1, 7)
        migrate.upgrade(settings, "0018")
        with engine.connect() as conn:
            found = inspect(conn)
            assert not [t for t in found.get_table_names() + found.get_view_names() if t.startswith("tournament_fold")]
            assert _tracking(conn) == (2, 7), "schema 2 in place, no refold"
        store = open_store(settings)
        try:
            row = next(r for r in status(engine, store) if r["name"] == "tournaments")
        finally:
            store.close()
        assert (row["needs_rebuild"], row["error"]) == (False, None)
        migrate.downgrade(settings, before)
        with engine.connect() as conn:
            found = inspect(conn)
            assert "tournament_fold_g1" in found.get_table_names()
            assert "tournament_fold" in found.get_view_names()
            assert conn.execute(text("SELECT count(*) FROM tournament_fold")).scalar() == 0
            assert _tracking(conn) == (1, 0), "version 1 folds every tournament again"
    finally:
        engine.dispose()
