"""The rule editor as users read it: ``specials`` merges with the base unless the request says to
replace it, and the answer warns when another field still names cards that are no longer special."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from domain.maumau.rules import MM_001, PRESETS


def _save(client: TestClient, **body: Any) -> Any:
    return client.post("/v1/rulesets", json={"base": "MM-001", **body})


def _saved_count(client: TestClient) -> int:
    return len(client.get("/v1/rulesets", params={"limit": 500}).json())


def test_a_specials_override_merges_with_the_base(client: TestClient) -> None:
    r = _save(client, name="Nines", overrides={"specials": {"9": "reverse"}})
    assert r.status_code == 201, r.text
    body = r.json()
    assert sorted(body["rules"]["specials"]) == sorted(["7", "8", "9", "J", "A"])
    assert body["rules"]["specials"]["9"] == {"kind": "reverse", "amount": 0, "wild": False}
    assert body["rules"]["specials"]["7"] == {"kind": "draw", "amount": 2, "wild": False}
    assert body["warnings"] == []
    assert client.get(f"/v1/rulesets/{body['id']}").json() == body


def test_null_makes_a_rank_ordinary_and_the_answer_warns_about_last_card_forbidden(client: TestClient) -> None:
    r = _save(client, overrides={"specials": {"A": None}})
    assert r.status_code == 201, r.text
    body = r.json()
    assert sorted(body["rules"]["specials"]) == ["7", "8", "J"]
    assert body["rules"]["last_card_forbidden"] == ["7", "8", "J", "A"]
    [warning] = body["warnings"]
    assert warning["field"] == "last_card_forbidden"
    assert warning["message"].startswith("names A, which specials does not make special")
    assert client.get(f"/v1/rulesets/{body['id']}").json()["warnings"] == body["warnings"]


def test_replace_makes_the_override_the_whole_table_and_warns(client: TestClient) -> None:
    r = _save(client, overrides={"specials": {"9": "reverse"}}, replace=["specials"])
    assert r.status_code == 201, r.text
    body = r.json()
    assert list(body["rules"]["specials"]) == ["9"]
    fields = {w["field"]: w["message"] for w in body["warnings"]}
    assert fields["last_card_forbidden"].startswith("names 7, 8, J, A, which specials does not make special")
    # Fixing what the warning says leaves nothing to warn about.
    fixed = _save(client, overrides={"specials": {"9": "reverse"}, "last_card_forbidden": []}, replace=["specials"])
    assert fixed.status_code == 201, fixed.text
    assert fixed.json()["warnings"] == []


def test_a_wish_rule_without_a_wish_card_is_warned_about(client: TestClient) -> None:
    r = _save(client, overrides={"specials": {"J": None}, "wish_on_wish": True, "last_card_forbidden": ["7", "8", "A"]})
    assert r.status_code == 201, r.text
    assert [w["field"] for w in r.json()["warnings"]] == ["wish_on_wish"]


def test_bad_replace_requests_are_refused_and_save_nothing(client: TestClient) -> None:
    before = _saved_count(client)
    r = _save(client, overrides={"hand_size": 6}, replace=["hand_size"])
    assert r.status_code == 422
    assert "replace" in r.text
    r = _save(client, overrides={"hand_size": 6}, replace=["specials"])
    assert r.status_code == 422
    detail = r.json()["detail"]
    assert detail["rule"] == "ruleset"
    assert detail["fields"]["replace"] == "names specials, which the overrides do not set"
    r = _save(client, overrides={"specials": {"9": None}}, replace=["specials"])  # null only merges
    assert r.status_code == 422
    assert "specials" in r.json()["detail"]["fields"]
    assert _saved_count(client) == before


def test_presets_have_no_warnings(client: TestClient) -> None:
    listed = client.get("/v1/rulesets").json()
    presets = [r for r in listed if r["preset"]]
    assert [r["id"] for r in presets] == list(PRESETS)
    assert all(r["warnings"] == [] for r in presets)
    assert MM_001.name == "MM-001"
