"""``maumau rules list`` and ``rules show ID`` know the saved rulesets of the database, by id."""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path

from typer.testing import CliRunner

from api.cli.main import app
from domain.maumau.rules import PRESETS
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services

runner = CliRunner()


def _save_two_named_alike(url: str) -> list[str]:
    """Two saved rulesets that share a name (names are labels; ids tell them apart)."""
    services = build_services(load_settings(database_url=url))
    try:
        first = services.tables.create_ruleset("MM-001", name="Friday", overrides={"hand_size": 6})
        second = services.tables.create_ruleset("ZONE", name="Friday", house_rules=["jack_20"])
        return [first.id, second.id]
    finally:
        services.close()


def test_rules_list_and_show_include_saved_rulesets_by_id(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    assert runner.invoke(app, ["db", "upgrade", "--database-url", url]).exit_code == 0
    ids = _save_two_named_alike(url)

    listed = runner.invoke(app, ["rules", "list", "--json", "--database-url", url])
    assert listed.exit_code == 0, listed.output
    rows = json.loads(listed.stdout)
    assert [r["id"] for r in rows] == [*PRESETS, *ids]
    assert [r["preset"] for r in rows] == [True] * len(PRESETS) + [False, False]
    assert [(r["name"], r["base"], r["hand_size"]) for r in rows[-2:]] == [
        ("Friday", "MM-001", 6),
        ("Friday", "ZONE", 5),
    ]

    table = runner.invoke(app, ["rules", "list", "--database-url", url], env={"COLUMNS": "200"})
    assert table.exit_code == 0, table.output
    assert "Saved rulesets" in table.stdout
    assert all(i in table.stdout for i in ids)

    shown = runner.invoke(app, ["rules", "show", ids[1], "--json", "--database-url", url])
    assert shown.exit_code == 0, shown.output
    data = json.loads(shown.stdout)
    assert (data["id"], data["base"], data["name"], data["zone_jack_value"]) == (ids[1], "ZONE", "Friday", 20)

    text = runner.invoke(app, ["rules", "show", ids[0], "--database-url", url], env={"COLUMNS": "200"})
    assert text.exit_code == 0, text.output
    assert ids[0] in text.stdout
    assert "hand_size" in text.stdout


def test_rules_show_of_an_unknown_id_names_it(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    assert runner.invoke(app, ["db", "upgrade", "--database-url", url]).exit_code == 0
    unknown = str(uuid.uuid4())
    result = runner.invoke(app, ["rules", "show", unknown, "--database-url", url])
    assert result.exit_code == 1
    assert unknown in result.stderr


def test_rules_show_of_neither_a_preset_nor_an_id_says_what_it_takes() -> None:
    result = runner.invoke(app, ["rules", "show", "MM-999"])
    assert result.exit_code == 2
    assert "MM-999" in result.output
    assert "saved ruleset's id" in result.output
    assert not any(k.startswith("MAUMAU_") for k in os.environ)
