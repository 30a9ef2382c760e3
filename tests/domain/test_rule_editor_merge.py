"""The rule editor's rules in the domain: a map field merges unless replaced; warnings name the
fields that still point at cards which are no longer special."""

from __future__ import annotations

import pytest

from domain.maumau.rules import (
    MM_001,
    PRESETS,
    REVERSE,
    SKIP,
    RuleSetError,
    apply_overrides,
    derive,
    ruleset_warnings,
)


def test_specials_merge_by_default_and_null_removes_a_rank() -> None:
    merged = apply_overrides(MM_001, {"specials": {"9": "reverse", "A": "skip"}})
    assert dict(merged.specials) == {**dict(MM_001.specials), "9": REVERSE, "A": SKIP}
    fewer = apply_overrides(MM_001, {"specials": {"A": None, "K": None}})  # K was never special
    assert [rank for rank, _ in fewer.specials] == ["7", "8", "J"]


def test_replace_takes_the_override_as_the_whole_table() -> None:
    replaced = apply_overrides(MM_001, {"specials": {"9": "reverse"}}, replace=["specials"])
    assert replaced.specials == (("9", REVERSE),)


def test_derive_keeps_replacing_as_dataclasses_replace_does() -> None:
    assert derive(MM_001, specials=()).specials == ()
    assert derive(MM_001, specials={"9": "reverse"}).specials == (("9", REVERSE),)


@pytest.mark.parametrize(
    ("overrides", "replace", "field"),
    [
        ({"hand_size": 6}, ["hand_size"], "replace"),
        ({"hand_size": 6}, ["specials"], "replace"),
        ({"specials": {"9": None}}, ["specials"], "specials"),
        ({"specials": {"X": "skip"}}, [], "specials"),
        ({"specials": "nope"}, [], "specials"),
    ],
)
def test_bad_requests_name_the_field(overrides: dict[str, object], replace: list[str], field: str) -> None:
    with pytest.raises(RuleSetError) as caught:
        apply_overrides(MM_001, overrides, replace=replace)
    assert field in caught.value.problems


def test_warnings() -> None:
    assert all(ruleset_warnings(rules) == [] for rules in PRESETS.values())
    no_ace = apply_overrides(MM_001, {"specials": {"A": None}})
    [warning] = ruleset_warnings(no_ace)
    assert (warning.field, warning.message.split(":")[0]) == (
        "last_card_forbidden",
        "names A, which specials does not make special",
    )
    only_nine = apply_overrides(MM_001, {"specials": {"9": "reverse"}}, replace=["specials"])
    assert "names 7, 8, J, A," in ruleset_warnings(only_nine)[0].message
    wishless = apply_overrides(MM_001, {"specials": {"J": None}, "wish_on_wish": True, "last_card_forbidden": []})
    assert [w.field for w in ruleset_warnings(wishless)] == ["wish_on_wish"]
