"""``simulate`` and ``balance`` as a designer uses them: rulesets saved in the rule editor (by id
or name) with overrides, short interrupted runs that keep their rows and resume to the same
files, the resumed summary, tables with intervals, and ``balance``'s default bots."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from api.cli.main import app
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services

runner = CliRunner()


def _database(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'lab.db'}"
    assert runner.invoke(app, ["db", "upgrade", "--database-url", url]).exit_code == 0
    return url


def _save(url: str, name: str, base: str, **overrides: object) -> str:
    services = build_services(load_settings(database_url=url))
    try:
        return services.tables.create_ruleset(base, name=name, overrides=dict(overrides)).id
    finally:
        services.close()


def test_simulate_and_balance_take_saved_rulesets_by_id_and_name_with_overrides(tmp_path: Path) -> None:
    url = _database(tmp_path)
    ruleset_id = _save(url, "Friday", "ZONE", call_penalty=4)
    common = ["--players", "2", "--rounds", "20", "--jobs", "1", "--json", "--database-url", url]
    by_id = runner.invoke(app, ["simulate", "--preset", ruleset_id, *common])
    assert by_id.exit_code == 0, by_id.output
    by_name = runner.invoke(app, ["simulate", "--preset", "friday", *common])
    assert by_name.exit_code == 0, by_name.output
    assert json.loads(by_id.stdout)["preset"] == json.loads(by_name.stdout)["preset"] == "Friday"
    assert json.loads(by_id.stdout)["by_seat"] == json.loads(by_name.stdout)["by_seat"]
    tweaked = runner.invoke(app, ["simulate", "--preset", "Friday+call_penalty=0", *common])
    assert tweaked.exit_code == 0, tweaked.output
    assert json.loads(tweaked.stdout)["preset"] == "Friday+call_penalty=0"
    bad = runner.invoke(app, ["simulate", "--preset", "Friday+call_penalty=77", *common])
    assert bad.exit_code == 2
    assert "call_penalty" in bad.output
    out = tmp_path / "friday.html"
    study = ["balance", "--ruleset", "Friday", "--ruleset", "ZONE", "--seats", "2", "--rounds", "20", "--jobs", "1"]
    result = runner.invoke(app, [*study, "--database-url", url, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(out.with_suffix(".json").read_text())["study"]["ruleset_names"] == ["Friday", "ZONE"]


def test_a_name_two_saved_rulesets_share_is_refused_and_unknown_names_say_what_is_known(tmp_path: Path) -> None:
    url = _database(tmp_path)
    first, second = _save(url, "Twin", "MM-001", hand_size=6), _save(url, "Twin", "ZONE", hand_size=4)
    result = runner.invoke(app, ["simulate", "--preset", "Twin", "--rounds", "5", "--database-url", url])
    assert result.exit_code == 2
    assert first in result.output
    assert second in result.output
    unknown = runner.invoke(app, ["simulate", "--preset", "Nobody", "--rounds", "5", "--database-url", url])
    assert unknown.exit_code == 2
    assert "saved ruleset" in unknown.output


def test_balance_defaults_to_heuristic_bots(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    result = runner.invoke(app, ["balance", "--seats", "2", "--rounds", "10", "--jobs", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(out.with_suffix(".json").read_text())["study"]["bots"] == ["heuristic"]


def test_a_short_interrupted_run_keeps_its_rows_and_resumes_to_the_same_files(tmp_path: Path) -> None:
    """500 rounds, far below a part of 20,000 rows: interrupted after 300, the checkpoints between
    parts keep them; the resumed run writes what an uninterrupted run writes, byte for byte."""
    base = ["simulate", "--preset", "MM-001", "--players", "3", "--rounds", "500", "--jobs", "1", "--seed", "short"]
    whole = runner.invoke(app, [*base, "--out", str(tmp_path / "whole")])
    assert whole.exit_code == 0, whole.output
    cut = tmp_path / "cut"
    args = [*base, "--out", str(cut), "--checkpoint-seconds", "0"]
    stopped = runner.invoke(app, [*args, "--stop-after", "300"])
    assert stopped.exit_code == 130
    checkpoint = json.loads((cut / "run.json").read_text())
    assert checkpoint["rows_done"] == 300
    assert checkpoint["pending_rows"] == 300
    assert (cut / "pending.json").exists()
    assert len((cut / "rounds.csv").read_text().splitlines()) == 301
    resumed = runner.invoke(app, [*args, "--resume"])
    assert resumed.exit_code == 0, resumed.output
    assert "resumed after 300 rounds: 200 rounds played now" in resumed.stdout
    assert not (cut / "pending.json").exists()
    for name in ("rounds.csv", "run.json", "rounds.parquet/part-00000.parquet"):
        assert (cut / name).read_bytes() == (tmp_path / "whole" / name).read_bytes(), name


def test_simulate_tables_carry_intervals() -> None:
    result = runner.invoke(
        app,
        ["simulate", "--preset", "MM-001", "--players", "2", "--rounds", "200", "--jobs", "1"],
        env={"COLUMNS": "160"},
    )
    assert result.exit_code == 0, result.output
    assert "Wins by seat (95% intervals)" in result.stdout
    assert "95% interval" in result.stdout
    line = next(row for row in result.stdout.splitlines() if "heuristic" in row and "%" in row)
    assert "(" in line
    assert "-" in line.split("(")[1]
