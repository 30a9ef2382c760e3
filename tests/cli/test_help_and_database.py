"""The CLI as a user meets it: help that reads at 80 columns, and a default database that does not
depend on the working directory and is never created by a command that only looks."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer.main
from typer.testing import CliRunner

from api.cli.main import app

runner = CliRunner()


def _commands(command: Any, path: list[str]) -> Iterator[list[str]]:
    """Every command path of the app, groups included (``[]`` is the root)."""
    yield path
    for name, sub in sorted(getattr(command, "commands", {}).items()):
        yield from _commands(sub, [*path, name])


COMMANDS = list(_commands(typer.main.get_command(app), []))


def test_the_walk_finds_every_command_group_and_subcommand() -> None:
    names = {" ".join(p) for p in COMMANDS}
    assert {"serve", "replay", "verify", "simulate", "rules list", "rules show", "db upgrade"} <= names
    assert {"projections status", "reactions status"} <= names


@pytest.mark.parametrize("path", COMMANDS, ids=lambda p: " ".join(p) or "maumau")
def test_help_is_readable_at_80_columns(path: list[str]) -> None:
    """Plain help wrapped to the terminal: no line over 80 characters, nothing cut off with an
    ellipsis, no box drawing (which squeezes option texts into a narrow column)."""
    result = runner.invoke(app, [*path, "--help"], env={"COLUMNS": "80"}, terminal_width=80)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines, path
    too_long = [line for line in lines if len(line) > 80]
    assert not too_long, too_long
    assert "…" not in result.output
    assert not set("╭╮╰╯│") & set(result.output)


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty per-user data folder and an unrelated working directory; no MAUMAU_* settings."""
    for key in list(os.environ):
        if key.startswith("MAUMAU_"):
            monkeypatch.delenv(key)
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    work = tmp_path / "somewhere"
    work.mkdir()
    monkeypatch.chdir(work)
    return home


READ_ONLY = [  # fixed ids (never stored): every xdist worker must collect the same test ids
    ["replay", "0be24040-54aa-4899-84d6-b51a764b9d12", "1"],
    ["verify", "d24b2a45-b116-4f45-8ea1-156cbe783a41", "1"],
    ["db", "current"],
    ["projections", "status"],
    ["projections", "checksum"],
    ["reactions", "status"],
    ["rules", "show", "5f1c7a52-3c1e-4c84-9d0e-2a6f0b7c9e11"],
]


@pytest.mark.parametrize("args", READ_ONLY, ids=" ".join)
def test_a_command_that_only_looks_never_creates_the_database(data_home: Path, args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 1, result.output
    expected = data_home / "maumau" / "maumau.db"
    assert f"no database at {expected}" in result.stderr
    assert "maumau db upgrade" in result.stderr
    assert not expected.exists()
    assert not (data_home / "maumau").exists()
    assert list(Path.cwd().iterdir()) == []  # nothing appeared where the command ran


def test_rules_list_without_a_database_lists_the_presets_and_says_so(data_home: Path) -> None:
    result = runner.invoke(app, ["rules", "list", "--json"])
    assert result.exit_code == 0, result.output
    assert "MM-001" in result.stdout
    assert "no database" in result.stderr
    assert not (data_home / "maumau").exists()


def test_db_upgrade_creates_the_default_database_in_the_data_folder_and_says_so(data_home: Path) -> None:
    result = runner.invoke(app, ["db", "upgrade"])
    assert result.exit_code == 0, result.output
    expected = data_home / "maumau" / "maumau.db"
    assert f"creating a new database at {expected}" in result.stderr
    assert expected.is_file()
    assert list(Path.cwd().iterdir()) == []
    again = runner.invoke(app, ["db", "current"])  # from the same default, found again
    assert again.exit_code == 0, again.output
    assert "current: " in again.stdout
