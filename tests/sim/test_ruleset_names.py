"""House-rule names (``PRESET+toggle+...``): a name that makes no ruleset is refused saying which
part is wrong — the preset, a toggle (the known ones listed) or a toggle that does not fit the
preset — in the domain and in ``maumau simulate`` / ``maumau balance`` (issue 19: ``MM-002+jump_in``
was refused as "unknown ruleset" without a reason)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from domain.maumau.bots import rules_for_name
from domain.maumau.rules import HOUSE_RULES, MM_002, PRESETS, RuleSetError, house_rules_ruleset, with_house_rules

runner = CliRunner()


def test_a_valid_name_is_the_preset_with_its_toggles() -> None:
    assert house_rules_ruleset("MM-002+ace_skips") == with_house_rules(MM_002, "ace_skips")
    assert house_rules_ruleset("mm-002") is MM_002
    assert rules_for_name("MM-002+ace_skips") == with_house_rules(MM_002, "ace_skips")


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("MM-002+jump_in", ["jump_in", "MM-002", "identical cards"]),  # valid toggle, wrong preset
        ("MM-002+ace_skips+jump_in", ["jump_in", "identical cards"]),
        ("MM-002+jump", ["unknown house rule 'jump'", *HOUSE_RULES]),  # lists every valid toggle
        ("MM-002+", ["unknown house rule ''"]),
        ("MM-009+ace_skips", ["'MM-009' is no preset", *PRESETS]),
    ],
)
def test_a_bad_name_says_which_part_is_wrong(name: str, says: list[str]) -> None:
    with pytest.raises(RuleSetError) as exc:
        house_rules_ruleset(name)
    message = exc.value.problems["house_rules"]
    for part in says:
        assert part in message
    assert rules_for_name(name) is None  # bots still just do not know it


@pytest.mark.parametrize(
    ("command", "option"),
    [
        (["simulate", "--players", "2", "--games", "2", "--preset"], "--preset"),
        (["balance", "--seats", "2", "--rounds", "2", "--ruleset"], "--ruleset"),
    ],
)
def test_the_cli_refusal_names_the_bad_part(command: list[str], option: str) -> None:
    result = runner.invoke(app, [*command, "MM-002+jump_in"])
    assert result.exit_code == 2  # a usage error, as for every bad option
    text = " ".join(result.output.split())
    assert option in text
    assert "jump_in cannot be played with MM-002" in text
    assert "identical cards" in text
    result = runner.invoke(app, [*command, "MM-002+jumpin"])
    text = " ".join(result.output.split())
    assert result.exit_code == 2
    assert "unknown house rule 'jumpin'" in text
    assert "jump_in" in text  # the valid toggles are listed
