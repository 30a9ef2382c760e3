"""``maumau league`` (SQLite and PostgreSQL): two demo series of bots make a league whose table,
printed as JSON and CSV, equals the one worked out from the demos' standings; a player may not
create one, a bad points list is refused naming ``points``."""

from __future__ import annotations

import csv
import io
import json

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


def test_a_league_of_two_demos(migrated_database_url: str) -> None:
    db = ("--database-url", migrated_database_url)
    engine = build_engine(load_settings(database_url=migrated_database_url, create_tables=False))
    try:
        accounts = AccountService(engine, hasher=PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1))
        accounts.register("cli-admin", "correct horse battery", role="admin")
        accounts.register("cli-player", "correct horse battery")
    finally:
        engine.dispose()
    demos = [
        json.loads(_run("tournament", "demo", "--players", "4", "--rounds", "1", "--boards", "1", "--json", *db))
        for _ in range(2)
    ]
    lid = _run("league", "create", "--name", "Demo season", "--organiser", "cli-admin", "--points", "10,6,4", *db)
    lid = lid.strip()
    for demo in demos:  # the demos are other organisers': the admin may add them
        assert "added" in _run("league", "add", lid, demo["tournament_id"], "--as", "cli-admin", *db)
    view = json.loads(_run("league", "table", lid, "--format", "json", *db))
    expected: dict[str, int] = {}
    for demo in demos:
        for row in demo["standings"]:
            expected[row["name"]] = expected.get(row["name"], 0) + ([10, 6, 4] + [0] * 10)[row["rank"] - 1]
    assert {r["name"]: r["total"] for r in view["table"]["rows"]} == expected
    assert view["points"] == [10, 6, 4]
    lines = list(csv.DictReader(io.StringIO(_run("league", "table", lid, "--format", "csv", *db))))
    assert {line["name"]: int(line["total"]) for line in lines} == expected
    assert "Demo season" in _run("league", "table", lid, *db)

    player = runner.invoke(app, ["league", "create", "--name", "Mine", "--organiser", "cli-player", *db])
    assert player.exit_code == 1
    assert "organiser" in player.output
    bad = runner.invoke(app, ["league", "create", "--name", "Up", "--organiser", "cli-admin", "--points", "1,2", *db])
    assert bad.exit_code == 1
    assert "(points)" in bad.output
