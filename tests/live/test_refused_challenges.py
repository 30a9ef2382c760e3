"""The ruleset's limit on wrong challenges over HTTP (SQLite and PostgreSQL): a saved ruleset with
``max_refused_challenges``; a seat's wrong challenges beyond it answer 422 ``refused_challenges``
in the documented error shape and change nothing (no event, same version); another seat still may."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.maumau import MM_001, card_name, derive
from tests.api.helpers import bearer
from tests.domain.helpers import deck_for
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


def test_a_late_challenge_of_a_punished_call_is_refused_as_already_challenged(client: TestClient) -> None:
    """Issue 19: seat 0 forgets "Mau", seat 2 challenges first; seat 1's challenge a moment later is
    refused (recorded, as every wrong challenge) with the reason that seat 0 was already challenged,
    not "seat 0 holds 3 cards: no call is due", and seat 0 is not punished twice."""
    r = client.post("/v1/rulesets", json={"base": "MM-001", "name": "two cards", "overrides": {"hand_size": 2}})
    assert r.status_code == 201, r.text
    rules = derive(MM_001, name="two cards", hand_size=2)
    deck = [card_name(c) for c in deck_for(rules, 3, hands=["H10 HK"], start="H9", pile="C10 D10")]
    table = Table.open(client, ["human", "human", "human"], r.json()["id"], deck=deck)
    assert table.state()["turn"] == 0
    play = {"type": "play", "cards": ["H10"]}  # no call: "Mau" forgotten
    answer = client.post(f"{table.url}/commands", json=play, headers=bearer(table.tokens[0]))
    assert answer.status_code == 200, answer.text
    body = {"type": "challenge", "target": 0}
    first = client.post(f"{table.url}/commands", json=body, headers=bearer(table.tokens[2]))
    assert first.status_code == 200, first.text
    assert [e["type"] for e in first.json()["events"]] == ["PenaltyApplied", "CardDrawn", "ChallengeWindowClosed"]
    late = client.post(f"{table.url}/commands", json=body, headers=bearer(table.tokens[1]))
    assert late.status_code == 200, late.text
    events = late.json()["events"]
    assert [e["type"] for e in events] == ["ChallengeRefused"]
    assert events[0]["reason"].startswith("already challenged: seat 0's forgotten call has been punished")
    assert table.state()["hand_sizes"][0] == 3
