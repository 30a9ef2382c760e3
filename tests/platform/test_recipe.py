"""The recipe "Add a game" of ``docs/architecture.md`` is the truth: two places, and the test game
shows it (its own folder and one registration line get it everything the platform gives)."""

from __future__ import annotations

import re
from pathlib import Path

from infrastructure.services.bootstrap import GAMES
from infrastructure.services.platform.game_tables import platform_games
from tests.platform.tally.game import TALLY_MODULE

ROOT = Path(__file__).resolve().parents[2]
PRODUCTION = ("domain", "infrastructure", "projections", "api", "migrations", "maumau_client")


def _recipe(title: str) -> str:
    text = (ROOT / "docs/architecture.md").read_text()
    match = re.search(rf"^### {re.escape(title)}\n(.*?)(?=^### |^## )", text, flags=re.S | re.M)
    assert match is not None, f"docs/architecture.md has no recipe {title!r}"
    return match.group(1)


def _steps(recipe: str) -> list[str]:
    return re.findall(r"^\d+\. \*\*(.+?)\*\*", recipe, flags=re.M)


def test_adding_a_game_takes_two_places_its_package_and_one_registration_line() -> None:
    recipe = _recipe("Add a game")
    assert _steps(recipe) == ["Its package", "One line"]
    assert "domain/<game>/" in recipe
    assert "`GAMES` (`infrastructure/services/bootstrap.py`)" in recipe
    assert (ROOT / "infrastructure/services/bootstrap.py").read_text().count("GAMES: tuple[") == 1


def test_the_test_game_is_its_folder_and_one_line_and_nothing_in_production_names_it() -> None:
    folder = ROOT / "tests/platform/tally"
    assert sorted(p.name for p in folder.glob("*.py")) == ["__init__.py", "game.py", "scores.py"]
    naming = [
        str(p.relative_to(ROOT))
        for package in PRODUCTION
        for p in (ROOT / package).rglob("*.py")
        if re.search(r"tests[./]platform[./]tally|TALLY_MODULE|\"tally\.|games/tally", p.read_text())
    ]
    assert naming == []
    registered = (*GAMES, TALLY_MODULE)  # the one line
    assert [m.name for m in platform_games(registered)] == [*(m.name for m in GAMES if m.table_setup), "tally"]


def test_the_other_recipes_list_their_places() -> None:
    assert _steps(_recipe("Add a read model")) == ["A module", "One line", "An Alembic revision"]
    assert _steps(_recipe("Add a tournament scoring")) == ["The enum member", "Its figure"]
