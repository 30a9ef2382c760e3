"""The ``maumau`` CLI through typer's CliRunner: rules list/show, simulate, option errors."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from domain.maumau.rules import PRESETS

runner = CliRunner()


def test_rules_list_json_names_every_preset() -> None:
    result = runner.invoke(app, ["rules", "list", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["name"] for r in rows] == list(PRESETS)
    mm001 = rows[0]
    assert mm001["specials"] == {"7": "draw 2", "8": "skip", "J": "wish (wild)", "A": "again"}


def test_rules_list_table_mentions_presets() -> None:
    result = runner.invoke(app, ["rules", "list"])
    assert result.exit_code == 0
    for name in PRESETS:
        assert name in result.stdout


@pytest.mark.parametrize("name", ["MM-002", "zone", "tavern"])
def test_rules_show_json_has_every_field(name: str) -> None:
    result = runner.invoke(app, ["rules", "show", name, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    rules = PRESETS[name.upper()]
    for key, value in rules.to_dict().items():
        assert data[key] == value
    assert data["specials_text"] == {rank: e.describe() for rank, e in rules.specials}


def test_rules_show_table_spells_out_specials() -> None:
    result = runner.invoke(app, ["rules", "show", "MM-004"])
    assert result.exit_code == 0
    assert "J: reverse" in result.stdout
    assert "10: again" in result.stdout
    assert "last_card_forbidden" in result.stdout


def test_rules_show_unknown_preset_exits_with_its_name() -> None:
    result = runner.invoke(app, ["rules", "show", "MM-999"])
    assert result.exit_code != 0
    assert "MM-999" in result.output
    assert "MM-001" in result.output  # the known names are listed


def test_simulate_bad_preset_exits_nonzero_naming_it() -> None:
    result = runner.invoke(app, ["simulate", "--preset", "NOPE-7", "--games", "3", "--json"])
    assert result.exit_code != 0
    assert "NOPE-7" in result.output


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (["--players", "9"], "9"),
        (["--bots", "heuristic,genius"], "genius"),
        (["--games", "0"], "--games"),
        (["--bots", "random,random,random,random,random"], "5 bots"),
    ],
)
def test_simulate_bad_options_exit_nonzero(args: list[str], word: str) -> None:
    result = runner.invoke(app, ["simulate", "--preset", "MM-001", "--players", "4", "--games", "2", *args])
    assert result.exit_code != 0
    assert word in result.output


def test_simulate_json_counts_add_up() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "--preset",
            "MM-001",
            "--players",
            "4",
            "--games",
            "40",
            "--seed",
            "7",
            "--bots",
            "heuristic,random",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["rounds"] == 40
    assert report["bots"] == ["heuristic", "random", "heuristic", "random"]
    seat_wins = sum(row["wins"] for row in report["by_seat"])
    assert seat_wins + report["valve_rounds"] == 40
    assert sum(row["wins"] for row in report["by_bot"].values()) == seat_wins
    assert report["by_bot"]["heuristic"]["seats"] == [0, 2]
    assert sum(row["win_rate"] for row in report["by_seat"]) == pytest.approx(1 - report["valve_rounds"] / 40)
    assert report["moves"]["mean"] == pytest.approx(report["moves"]["total"] / 40)
    assert report["forgotten_calls"]["total"] >= 0
    assert report["penalties"]["total"] <= report["forgotten_calls"]["total"]  # MM-001: only call penalties


def test_simulate_same_seed_same_report() -> None:
    args = ["simulate", "--preset", "ZONE", "--players", "3", "--games", "15", "--seed", "abc", "--json"]
    first = runner.invoke(app, args)
    second = runner.invoke(app, args)
    assert first.exit_code == 0
    assert json.loads(first.stdout) == json.loads(second.stdout)


def test_simulate_table_output() -> None:
    result = runner.invoke(
        app, ["simulate", "--preset", "TAVERN", "--players", "2", "--games", "5", "--bots", "random"]
    )
    assert result.exit_code == 0, result.output
    assert "Wins by seat" in result.stdout
    assert "forgotten calls" in result.stdout


def test_simulate_help_says_games_are_rounds() -> None:
    result = runner.invoke(app, ["simulate", "--help"])
    assert result.exit_code == 0
    assert "ROUNDS" in result.stdout
