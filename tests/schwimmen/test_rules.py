"""The house rules, the presets, a table's set-up and what a hand is worth."""

from __future__ import annotations

from typing import Any

import pytest

from domain.cards import parse_card
from domain.schwimmen.cards import halves, is_feuer, shown
from domain.schwimmen.module import table_setup
from domain.schwimmen.rules import PRESETS, STANDARD, Rules, rules_from_setup


def _hand(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


@pytest.mark.parametrize(
    ("hand", "points"),
    [
        ("HA HK H10", 31.0),
        ("HA SA DA", 30.5),
        ("C7 S7 H7", 30.5),
        ("H7 S8 D9", 9.0),
        ("HA HK S10", 21.0),
        ("C7 C8 C9", 24.0),
        ("DQ DJ S10", 20.0),
        ("SA S7 HA", 18.0),
    ],
)
def test_a_hand_counts_its_best_suit_or_thirty_and_a_half_for_three_of_a_kind(hand: str, points: float) -> None:
    assert shown(halves(_hand(hand))) == points


def test_feuer_is_three_aces_only() -> None:
    assert is_feuer(_hand("HA SA DA"))
    assert not is_feuer(_hand("HA SA DK"))
    assert not is_feuer(_hand("HK SK DK"))


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"lives": 0}, "lives"),
        ({"lives": 10}, "lives"),
        ({"lives": True}, "lives"),
        ({"swim": "yes"}, "swim"),
        ({"feuer": 1}, "feuer"),
        ({"dealer_exchange": None}, "dealer_exchange"),
        ({"knock_first_turn": "no"}, "knock_first_turn"),
        ({"passes_per_round": -1}, "passes_per_round"),
        ({"passes_per_round": 1.5}, "passes_per_round"),
        ({"deck_out": "reshuffle"}, "deck_out"),
        ({"name": ""}, "name"),
        ({"colour": "red"}, "colour"),
        ({"preset": "nosuch"}, "preset"),
    ],
)
def test_a_bad_house_rule_is_refused_naming_its_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=rf"^{field}:"):
        Rules.from_dict(changes)
    with pytest.raises(ValueError, match=rf"^rules\.{field}:"):
        table_setup({"rules": changes})


def test_presets_are_named_valid_and_differ() -> None:
    assert list(PRESETS) == ["standard", "kneipe", "familie", "blitz"]
    assert PRESETS["standard"] is STANDARD
    assert len({tuple(r.to_dict().items()) for r in PRESETS.values()}) == len(PRESETS)
    for name, rules in PRESETS.items():
        assert rules.name == name
        assert Rules.from_dict(rules.to_dict()) == rules


def test_the_standard_defaults() -> None:
    assert STANDARD.to_dict() == {
        "name": "standard",
        "lives": 3,
        "swim": True,
        "feuer": True,
        "dealer_exchange": True,
        "passes_per_round": None,
        "knock_first_turn": False,
        "deck_out": "score",
    }


def test_a_changed_preset_is_custom_unless_named() -> None:
    assert Rules.from_dict({"preset": "kneipe", "lives": 5}).name == "custom"
    assert Rules.from_dict({"preset": "kneipe", "lives": 5, "name": "ours"}).name == "ours"
    assert Rules.from_dict({"preset": "kneipe", "lives": 3}) == PRESETS["kneipe"]


def test_a_table_set_up_reads_a_preset_name_an_object_or_nothing() -> None:
    assert table_setup({}) == {"rules": STANDARD.to_dict()}
    assert table_setup({"rules": "blitz"}) == {"rules": PRESETS["blitz"].to_dict()}
    assert table_setup({"rules": {"lives": 2}})["rules"]["lives"] == 2
    assert rules_from_setup(table_setup({"rules": {"lives": 2}})["rules"]).lives == 2
    with pytest.raises(ValueError, match=r"^rules:"):
        table_setup({"rules": "nosuch"})
    with pytest.raises(ValueError, match=r"^rules:"):
        table_setup({"rules": 3})
    with pytest.raises(ValueError, match=r"^target:"):
        table_setup({"target": 3})
