"""The ruleset's limit on wrong challenges over HTTP (SQLite and PostgreSQL): a saved ruleset with
``max_refused_challenges``; a seat's wrong challenges beyond it answer 422 ``refused_challenges``
in the documented error shape and change nothing (no event, same version); another seat still may."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.api.helpers import bearer
from tests.live.helpers import Table


def test_wrong_challenges_beyond_the_limit_are_422_and_change_nothing(client: TestClient) -> None:
    r = client.post(
        "/v1/rulesets",
        json={"base": "MM-001", "name": "two wrong challenges", "overrides": {"max_refused_challenges": 2}},
    )
    assert r.status_code == 201, r.text
    assert r.json()["rules"]["max_refused_challenges"] == 2
    table = Table.open(client, ["human", "human", "human"], r.json()["id"])
    challenger = (table.state()["turn"] + 1) % 3
    target = (challenger + 1) % 3
    body = {"type": "challenge", "target": target}
    for _ in range(2):
        answer = client.post(f"{table.url}/commands", json=body, headers=bearer(table.tokens[challenger]))
        assert answer.status_code == 200, answer.text
        assert [e["type"] for e in answer.json()["events"]] == ["ChallengeRefused"]
    version = table.state()["version"]
    refused = client.post(f"{table.url}/commands", json=body, headers=bearer(table.tokens[challenger]))
    assert refused.status_code == 422, refused.text
    detail = refused.json()["detail"]
    assert detail["rule"] == "refused_challenges"
    assert "max_refused_challenges 2" in detail["message"]
    assert table.state()["version"] == version
    other = client.post(
        f"{table.url}/commands", json={"type": "challenge", "target": challenger}, headers=bearer(table.tokens[target])
    )
    assert other.status_code == 200, other.text
