"""``maumau tournament`` (SQLite and PostgreSQL): a demo of bots runs to the end and verifies;
``standings``, ``export`` and ``verify`` read it back (a tampered seed fails with exit code 1);
``create --file`` creates a tournament with its entrants as an organiser, and refuses a player."""

from __future__ import annotations

import csv
import io
import json
import uuid
from pathlib import Path

from argon2 import PasswordHasher
from typer.testing import CliRunner

from api.cli.main import app
from infrastructure.adapters.db import build_engine
from infrastructure.adapters.settings import load_settings
from infrastructure.services.accounts import AccountService

runner = CliRunner()


def _run(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


def test_demo_standings_export_and_verify(database_url: str) -> None:
    db = ("--database-url", database_url)
    out = json.loads(_run("tournament", "demo", "--players", "9", "--rounds", "2", "--boards", "1", "--json", *db))
    tid = out["tournament_id"]
    rows = out["standings"]
    assert [r["rank"] for r in rows] == list(range(1, 10))
    assert out["verify"]["ok"] is True

    again = json.loads(_run("tournament", "standings", tid, "--json", *db))
    assert again["rows"] == rows
    assert "Demo series of 9 bots" in _run("tournament", "standings", tid, *db)
    lines = list(csv.DictReader(io.StringIO(_run("tournament", "export", tid, "--format", "csv", *db))))
    assert [line["entrant_id"] for line in lines] == [r["entrant_id"] for r in rows]
    ndjson = _run("tournament", "export", tid, "--format", "ndjson", *db)
    assert [json.loads(line) for line in ndjson.splitlines()] == [{**r, "standing": "provisional"} for r in rows]
    assert "Provisional standings" in _run("tournament", "export", tid, "--format", "html", *db)  # window open

    assert "verified" in _run("tournament", "verify", tid, *db)
    seed = out["verify"]["seed"]
    tampered = seed[:-1] + ("0" if seed[-1] != "0" else "1")
    refused = runner.invoke(app, ["tournament", "verify", tid, "--seed", tampered, "--json", *db])
    assert refused.exit_code == 1
    assert json.loads(refused.stdout)["seed_matches"] is False
    unknown = runner.invoke(app, ["tournament", "standings", str(uuid.uuid4()), *db])
    assert unknown.exit_code == 1
    assert "tournament" in unknown.output


def test_a_demo_series_of_another_game_verifies_and_refuses_an_unknown_game(database_url: str) -> None:
    db = ("--database-url", database_url)
    args = ("tournament", "demo", "--game", "praesident", "--players", "8", "--rounds", "2", "--json", *db)
    out = json.loads(_run(*args))
    assert [r["rank"] for r in out["standings"]] == list(range(1, 9))
    assert out["verify"]["ok"] is True
    assert sum(r["tables_played"] for r in out["standings"]) == 16  # everyone played both rounds
    assert "(praesident)" in _run("tournament", "standings", out["tournament_id"], *db)
    unknown = runner.invoke(app, ["tournament", "demo", "--game", "skat", *db])
    assert unknown.exit_code != 0
    assert "praesident" in unknown.output


def test_create_from_a_file(migrated_database_url: str, tmp_path: Path) -> None:
    db = ("--database-url", migrated_database_url)
    engine = build_engine(load_settings(database_url=migrated_database_url, create_tables=False))
    try:
        accounts = AccountService(engine, hasher=PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1))
        accounts.register("cli-org", "correct horse battery", role="organiser")
        accounts.register("cli-alice", "correct horse battery")
    finally:
        engine.dispose()
    body = {
        "name": "From a file",
        "format": "series",
        "ruleset": "MM-001",
        "rounds": 3,
        "boards": 2,
        "entrants": [{"player": "cli-alice"}, {"bot": "heuristic"}, {"bot": "random", "fixed_table": 1}],
    }
    file = tmp_path / "cup.json"
    file.write_text(json.dumps(body))
    summary = json.loads(_run("tournament", "create", "--file", str(file), "--organiser", "cli-org", "--json", *db))
    assert summary["name"] == "From a file"
    assert summary["entrants"][0]["name"] == "cli-alice"
    assert len(summary["entrants"]) == 3
    assert summary["entrants"][2]["fixed_table"] == 1
    assert summary["seed"] is None

    player = runner.invoke(app, ["tournament", "create", "--file", str(file), "--organiser", "cli-alice", *db])
    assert player.exit_code == 1
    assert "organiser" in player.output
    file.write_text("[1, 2]")
    bad = runner.invoke(app, ["tournament", "create", "--file", str(file), "--organiser", "cli-org", *db])
    assert bad.exit_code == 2
    assert "JSON object" in bad.output
