"""Read-model filters name something or are refused (422 naming the value), and one match has one
set of paths: under its table, the old ``/v1/matches/{id}/...`` paths answering the same."""

from __future__ import annotations

import random
import uuid

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import HttpTable

FILTERED = [
    "/v1/leaderboards",
    "/v1/matches",
    "/v1/analytics/win-rate-by-position",
    "/v1/analytics/round-lengths",
    "/v1/analytics/forgotten-calls",
    "/v1/analytics/deciding-cards",
    "/v1/analytics/exports/moves",
]


def _refused(response: httpx.Response, field: str, value: str) -> None:
    assert response.status_code == 422, response.text
    detail = response.json()["detail"]
    assert detail["rule"] == field
    assert value in detail["message"]


@pytest.mark.parametrize("path", FILTERED)
def test_an_unknown_ruleset_is_422_naming_it(client: TestClient, path: str) -> None:
    _refused(client.get(path, params={"ruleset": "nope"}), "ruleset", "'nope'")
    unknown = str(uuid.uuid4())
    _refused(client.get(path, params={"ruleset": unknown}), "ruleset", unknown)
    for known in ("MM-001", "zone", "name:Friday"):
        assert client.get(path, params={"ruleset": known}).status_code == 200, (path, known)


def test_a_saved_ruleset_id_is_a_known_filter(client: TestClient) -> None:
    saved = client.post("/v1/rulesets", json={"base": "MM-001", "overrides": {"hand_size": 6}}).json()
    for path in FILTERED:
        assert client.get(path, params={"ruleset": saved["id"]}).status_code == 200, path
    assert client.get("/v1/leaderboards", params={"ruleset": "*"}).status_code == 200
    _refused(client.get("/v1/matches", params={"ruleset": "*"}), "ruleset", "'*'")


@pytest.mark.parametrize("period", ["2026-13", "2026-00", "1999-99"])
def test_a_month_that_does_not_exist_is_422_naming_it(client: TestClient, period: str) -> None:
    _refused(client.get("/v1/leaderboards", params={"period": period}), "period", period)


def test_real_months_and_all_are_accepted(client: TestClient) -> None:
    for period in ("all", "2026-01", "2026-12"):
        assert client.get("/v1/leaderboards", params={"period": period}).status_code == 200


@pytest.mark.parametrize("path", [p for p in FILTERED if p.startswith("/v1/analytics")])
def test_until_before_since_is_422(client: TestClient, path: str) -> None:
    params = {"since": "2026-05-01T00:00:00Z", "until": "2026-04-01T00:00:00Z"}
    _refused(client.get(path, params=params), "until", "must be after since")
    params["until"] = "2026-06-01"  # no zone: UTC
    assert client.get(path, params=params).status_code == 200


def test_per_match_paths_live_under_the_table_and_the_old_ones_answer_the_same(client: TestClient) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    table.play_round(random.Random(1))
    nobody = str(uuid.uuid4())
    for suffix in ("score-sheet", "audit", "disputes"):
        for prefix in ("/v1/tables", "/v1/matches"):
            missing = client.get(f"{prefix}/{nobody}/{suffix}")
            assert missing.status_code == 404, (prefix, suffix, missing.text)
            assert missing.json()["detail"]["rule"] == "match"
    view = {"seat": 0, "version": 5}
    new = client.get(f"{table.url}/referee-view", params=view)
    old = client.get(f"/v1/matches/{table.table_id}/referee-view", params=view)
    assert new.status_code == old.status_code == 200, new.text
    assert new.json() == old.json()
    doc = client.get("/openapi.json").json()["paths"]
    for suffix in ("score-sheet", "audit", "disputes", "referee-view"):
        assert not doc[f"/v1/tables/{{table_id}}/{suffix}"]["get"].get("deprecated")
        assert doc[f"/v1/matches/{{table_id}}/{suffix}"]["get"]["deprecated"] is True
