"""A house-rule name (``MM-002+ace_skips``) is no ruleset id over HTTP: opening a table with one is
refused in the documented shape, saying how to save it, or, when the name makes no ruleset at all,
which part is wrong (issue 19: ``MM-002+jump_in`` gave no reason)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("MM-002+jump_in", ["jump_in cannot be played with MM-002", "identical cards"]),
        ("MM-002+jumpin", ["unknown house rule 'jumpin'", "jump_in", "ace_skips"]),
        ("MM-009+ace_skips", ["'MM-009' is no preset", "MM-002"]),
        ("MM-002+ace_skips", ['POST /v1/rulesets {"base": "MM-002", "house_rules": ["ace_skips"]}']),
    ],
)
def test_a_house_rule_name_is_refused_saying_why(client, name: str, says: list[str]) -> None:
    for r in (
        client.post("/v1/tables", json={"ruleset": name, "seats": 2}),
        client.post("/v1/rulesets", json={"base": name}),
    ):
        assert r.status_code == 404, r.text
        detail = r.json()["detail"]
        assert detail["rule"] == "ruleset"
        for part in says:
            assert part in detail["message"], detail
    assert client.get("/v1/tables").json()["tables"] == []


def test_the_same_toggles_saved_as_a_ruleset_say_why_too(client) -> None:
    r = client.post("/v1/rulesets", json={"base": "MM-002", "house_rules": ["jump_in"]})
    assert r.status_code == 422, r.text
    detail = r.json()["detail"]
    assert detail["rule"] == "ruleset"
    assert "identical cards" in detail["message"]
    r = client.post("/v1/rulesets", json={"base": "MM-002", "house_rules": ["ace_skips"]})
    assert r.status_code == 201, r.text
    assert r.json()["name"] == "MM-002+ace_skips"
