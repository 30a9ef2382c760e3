"""The house-rule value: presets, validation naming the field, reading from JSON, the rank order."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

import domain.praesident.decide as decide_module
from domain.praesident.rules import PRESETS, STANDARD, Rules, rules_from


def test_the_presets_are_named_and_valid() -> None:
    assert set(PRESETS) == {"standard", "short_deck", "house", "jokers"}
    assert all(PRESETS[name].name == name for name in PRESETS)
    assert Rules() == STANDARD


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"deck": 36}, "deck"),
        ({"deck": 32, "two_high": True}, "two_high"),
        ({"jokers": 1}, "jokers"),
        ({"revolution": "always"}, "revolution"),
        ({"rounds": 0}, "rounds"),
        ({"rounds": True}, "rounds"),
        ({"pass_is_final": "yes"}, "pass_is_final"),
        ({"name": ""}, "name"),
    ],
)
def test_a_bad_field_is_refused_by_name(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=f"^{field}:"):
        Rules(**changes)


def test_rules_from_a_preset_name_or_fields() -> None:
    assert rules_from("house") is PRESETS["house"]
    custom = rules_from({"preset": "short_deck", "rounds": 3})
    assert (custom.deck, custom.rounds, custom.name) == (32, 3, "short_deck+")
    assert rules_from({"rounds": 5}).name == "standard"
    with pytest.raises(ValueError, match=r"^preset:"):
        rules_from("nosuch")
    with pytest.raises(ValueError, match=r"^colour:"):
        rules_from({"colour": "red"})
    with pytest.raises(ValueError, match=r"^two_high:"):
        rules_from({"deck": 32})


def test_the_rank_order_two_high_ace_high_short_deck_jokers_and_revolution() -> None:
    assert STANDARD.ranks() == (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2)
    assert Rules(two_high=False).ranks()[0] == 2
    assert PRESETS["short_deck"].ranks() == tuple(range(7, 15))
    assert PRESETS["jokers"].ranks()[-1] == 15
    assert PRESETS["jokers"].ranks(revolution=True)[:2] == (2, 14)
    assert PRESETS["jokers"].ranks(revolution=True)[-2:] == (3, 15)


def test_the_docs_name_every_field_preset_and_refusal() -> None:
    """``docs/praesident.md`` tables list exactly the fields, presets and rule names of the code."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "praesident.md").read_text(encoding="utf-8")

    def first_column(heading: str) -> set[str]:
        section = text.split(heading, 1)[1].split("\n## ", 1)[0]
        return set(re.findall(r"^\| `([a-z_]+)`", section, flags=re.M))

    assert first_column("## House rules") == {f.name for f in fields(Rules)} | set(PRESETS)
    documented = set(re.findall(r"``([a-z_]+)``", decide_module.__doc__ or ""))
    assert first_column("## Refusals") == documented | {"seats_empty", "args"}
