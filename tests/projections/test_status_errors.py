"""A registered projection whose tables are missing is an error in ``projections status`` (CLI
exit 1, an ``error`` in the JSON and the HTTP answer), never silently left out; both backends."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import delete, text
from typer.testing import CliRunner

from api.cli.main import app as cli_app
from api.http.app import create_app
from infrastructure.services.bootstrap import build_services
from projections.api import NAMES, status
from projections.runner import Runner
from projections.schema import tracking
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved


def _cli_status(side: ReadSide) -> tuple[int, list[dict[str, Any]], str]:
    """``maumau projections status --json``: exit code, rows, and the text form's output."""
    cli = CliRunner()
    as_json = cli.invoke(cli_app, ["projections", "status", "--json", "--database-url", side.url])
    as_text = cli.invoke(cli_app, ["projections", "status", "--database-url", side.url])
    assert as_json.exit_code == as_text.exit_code
    return as_json.exit_code, json.loads(as_json.stdout), as_text.output


def _http_status(side: ReadSide) -> list[dict[str, Any]]:
    """``GET /v1/projections/status`` of a service on the same database."""
    services = build_services(side.settings)
    try:
        with TestClient(create_app(services=services)) as http:
            response = http.get("/v1/projections/status")
            assert response.status_code == 200
            rows: list[dict[str, Any]] = response.json()
            return rows
    finally:
        services.close()


def _drop_table(side: ReadSide, table: str) -> None:
    """Drop a physical read table the way an operator's mistake would (its view goes with it on
    PostgreSQL, which refuses to leave a view without its table; SQLite leaves it dangling)."""
    cascade = " CASCADE" if side.settings.is_postgres else ""
    with side.engine.begin() as conn:
        conn.execute(text(f"DROP TABLE {table}{cascade}"))


def test_status_names_no_error_when_every_table_is_there(read_side: ReadSide, matches) -> None:
    append_interleaved(read_side.store, matches[:2], max_chunk=20)
    Runner(read_side.engine, read_side.store).run_until_caught_up()
    code, rows, _ = _cli_status(read_side)
    assert code == 0
    assert {r["name"] for r in rows} == set(NAMES)
    assert all(r["error"] is None for r in rows)


def test_a_dropped_read_table_is_an_error_in_status(read_side: ReadSide, matches) -> None:
    append_interleaved(read_side.store, matches[:2], max_chunk=20)
    Runner(read_side.engine, read_side.store).run_until_caught_up()
    _drop_table(read_side, "mau_challenges_g1")

    rows = {r["name"]: r for r in status(read_side.engine, read_side.store)}
    assert set(rows) == set(NAMES), "the broken projection is still listed"
    assert "mau_challenges_g1" in rows["disputes"]["error"]
    assert "rebuild disputes" in rows["disputes"]["error"]
    assert [n for n, r in rows.items() if r["error"]] == ["disputes"]

    code, cli_rows, text_out = _cli_status(read_side)
    assert code == 1
    assert next(r for r in cli_rows if r["name"] == "disputes")["error"] == rows["disputes"]["error"]
    assert "disputes is BROKEN" in text_out
    assert "mau_challenges_g1" in text_out

    http = {r["name"]: r for r in _http_status(read_side)}
    assert http["disputes"]["error"] == rows["disputes"]["error"]
    assert http["audit"]["error"] is None


def test_a_rebuild_repairs_a_projection_whose_tables_were_dropped(read_side: ReadSide, matches) -> None:
    append_interleaved(read_side.store, matches[:2], max_chunk=20)
    Runner(read_side.engine, read_side.store).run_until_caught_up()
    _drop_table(read_side, "leaderboard_g1")
    assert _cli_status(read_side)[0] == 1
    rebuilt = CliRunner().invoke(cli_app, ["projections", "rebuild", "leaderboards", "--database-url", read_side.url])
    assert rebuilt.exit_code == 0, rebuilt.output
    code, rows, _ = _cli_status(read_side)
    assert code == 0
    assert all(r["error"] is None for r in rows)


def test_a_registered_projection_without_a_tracking_row_is_an_error(read_side: ReadSide) -> None:
    with read_side.engine.begin() as conn:
        conn.execute(delete(tracking).where(tracking.c.name == "analytics"))
    code, rows, text_out = _cli_status(read_side)
    assert code == 1
    broken = next(r for r in rows if r["name"] == "analytics")
    assert "not installed" in broken["error"]
    assert broken["position"] is None
    assert "analytics is BROKEN" in text_out
