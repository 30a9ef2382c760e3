"""``GET .../rounds/{n}/replay?seat=N``: a finished round as seat N saw it, for anyone; a running
round only as the token's own seat."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from tests.api.helpers import HttpTable, bearer


def test_a_finished_round_as_one_seat_saw_it_and_a_running_one_only_as_ones_own(client: TestClient) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    table.play_round(random.Random(3))
    assert table.public()["state"]["phase"] == "between_rounds"

    whole = client.get(f"{table.url}/rounds/1/replay", params={"at": 6}).json()
    assert (whole["seat"], whole["view"]) == (None, None)
    seen = client.get(f"{table.url}/rounds/1/replay", params={"at": 6, "seat": 1})  # no token: the round is over
    assert seen.status_code == 200, seen.text
    body = seen.json()
    assert (body["seat"], body["view"]["seat"], body["version"]) == (1, 1, 6)
    assert sorted(body["view"]["hand"]) == sorted(whole["state"]["hands"][1])
    assert body["view"]["hand_sizes"] == [len(h) for h in whole["state"]["hands"]]
    dealt = next(e for e in body["events"] if e["type"] == "CardsDealt")
    assert dealt["hands"][0] is None
    assert dealt["hands"][1] == next(e for e in whole["events"] if e["type"] == "CardsDealt")["hands"][1]
    assert body["state"] == whole["state"]
    assert client.get(f"{table.url}/rounds/1/replay", params={"seat": 5}).status_code == 422

    r = client.post(f"{table.url}/rounds", headers=bearer(table.host))
    assert r.status_code == 200, r.text
    own = client.get(f"{table.url}/rounds/2/replay", params={"seat": 0}, headers=bearer(table.tokens[0]))
    assert own.status_code == 200, own.text
    assert own.json()["state"] is None
    assert own.json()["view"]["seat"] == 0
    other = client.get(f"{table.url}/rounds/2/replay", params={"seat": 1}, headers=bearer(table.tokens[0]))
    assert other.status_code == 403
    assert other.json()["detail"]["rule"] == "seat"
    assert client.get(f"{table.url}/rounds/2/replay", params={"seat": 1}).status_code == 401
