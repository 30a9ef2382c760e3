"""``maumau projections status|rebuild|checksum|run --once`` on a SQLite file."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from api.cli.main import app
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from projections.runner import open_store
from tests.projections.helpers import append_interleaved


def test_projection_commands_run_status_rebuild_checksum(tmp_path, matches) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    settings = load_settings(database_url=url)
    upgrade(settings)
    with open_store(settings) as store:
        events = append_interleaved(store, matches[:3], max_chunk=30)
    cli = CliRunner()
    ran = cli.invoke(app, ["projections", "run", "--once", "--database-url", url])
    assert ran.exit_code == 0, ran.output
    status = cli.invoke(app, ["projections", "status", "--json", "--database-url", url])
    assert status.exit_code == 0, status.output
    rows = json.loads(status.stdout)
    assert {r["name"] for r in rows} == {"leaderboards", "score_sheets", "audit", "disputes", "analytics"} | {
        "puntobanco_ledger",
        "puntobanco_coups",
        "puntobanco_audit",
        "tournaments",
        "game_results",
    }
    assert all(r["position"] == events and r["lag"] == 0 for r in rows)
    before = json.loads(cli.invoke(app, ["projections", "checksum", "--json", "--database-url", url]).stdout)
    assert before["audit_trail"]["rows"] == events
    rebuilt = cli.invoke(app, ["projections", "rebuild", "audit", "disputes", "--json", "--database-url", url])
    assert rebuilt.exit_code == 0, rebuilt.output
    assert json.loads(rebuilt.stdout)["rebuilt"] == {"audit": 2, "disputes": 2}
    after = json.loads(cli.invoke(app, ["projections", "checksum", "--json", "--database-url", url]).stdout)
    assert after == before
    bad = cli.invoke(app, ["projections", "rebuild", "nope", "--database-url", url])
    assert bad.exit_code == 2
    assert "known" in bad.output
