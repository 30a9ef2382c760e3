"""Spectators (SQLite and PostgreSQL): a table's public stream is refused to non-members when its
host turned spectators off (its seated players and its host still follow it), and the public
stream — whoever reads it — never carries a hand, the draw order or a seed before its time
(the leak scanner of ``tests/live/leaks.py``)."""

from __future__ import annotations

import random
import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.maumau.events import RoundStarted
from infrastructure.services.bootstrap import Services
from tests.api.helpers import HttpTable, bearer, guest, take_seat
from tests.live.helpers import parse_sse, wait_for
from tests.live.leaks import Knowledge


def _stream(client: TestClient, url: str, token: str | None = None) -> tuple[int, Any]:
    """Read a (finished match's) stream to its end: the status and the frames, or the error body."""
    with client.stream("GET", url, headers=bearer(token)) as response:
        body = response.read().decode()
        if response.status_code != 200:
            return response.status_code, response.json() if body else None
        return 200, parse_sse(body)[0]


def _finished_human_table(client: TestClient, **settings: Any) -> tuple[HttpTable, list[str]]:
    """A two-guest TAVERN table played to its end (one round, then the host ends it); the
    guests' own credentials."""
    created = client.post("/v1/tables", json={"ruleset": "TAVERN", "seats": 2, "settings": settings})
    assert created.status_code == 201, created.text
    table = HttpTable(client, created.json()["table_id"], created.json()["host_token"])
    identities = [guest(client, f"sp{table.table_id[:6]}-{seat}") for seat in range(2)]
    for seat, identity in enumerate(identities):
        r = take_seat(client, table.table_id, seat, identity)
        assert r.status_code == 201, r.text
        table.tokens.append(r.json()["token"])
    table.start()
    table.play_match(random.Random(5), end_after_rounds=1)
    return table, identities


def test_spectators_off_refuses_the_public_stream_to_everyone_but_members(live_client: TestClient) -> None:
    client = live_client
    table, identities = _finished_human_table(client, spectators=False)
    other, _ = _finished_human_table(client)
    url = f"{table.url}/events/public"
    last = table.public()["version"]

    for token in (None, "forged-" + "x" * 40, other.tokens[0], other.host, guest(client, "sp-stranger")):
        status, body = _stream(client, url, token)
        assert status == 403, (token, body)
        assert body["detail"]["rule"] == "spectators_off"
    assert client.get(f"/v1/tables/{uuid.uuid4()}/events/public").status_code == 404

    # The host, a seat's token and the seated identity's own credential may follow it.
    for token in (table.host, table.tokens[1], identities[0]):
        status, frames = _stream(client, url, token)
        assert status == 200, frames
        assert [f["id"] for f in frames] == list(range(1, last + 1))
    # A player who left is a member no more.
    assert client.post(f"{table.url}/seats/1/leave", headers=bearer(table.tokens[1])).status_code == 204
    status, body = _stream(client, url, table.tokens[1])
    assert status == 403
    assert body["detail"]["rule"] == "spectators_off"

    # Spectators on (the default): anyone, no token.
    status, frames = _stream(client, f"{other.url}/events/public")
    assert status == 200
    assert frames


@pytest.mark.parametrize("spectators", [True, False])
def test_the_public_stream_never_carries_hands_draw_order_or_seeds(
    live_client: TestClient, services: Services, spectators: bool
) -> None:
    client = live_client
    r = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 3, "settings": {"spectators": spectators}})
    assert r.status_code == 201, r.text
    table_id, host = r.json()["table_id"], r.json()["host_token"]
    url = f"/v1/tables/{table_id}"
    for seat, bot in enumerate(("random", "heuristic", "random")):
        assert client.post(f"{url}/seats/{seat}/bot", json={"bot": bot}, headers=bearer(host)).status_code == 201
    assert client.post(f"{url}/start", headers=bearer(host)).status_code == 200
    wait_for(lambda: client.get(url).json()["state"]["phase"] == "finished", what="the bots to finish the match")

    status, frames = _stream(client, f"{url}/events/public", None if spectators else host)
    assert status == 200
    knowledge = Knowledge(services, uuid.UUID(table_id))
    knowledge.sync()
    assert [f["id"] for f in frames] == list(range(1, knowledge.version + 1))
    seeds = {
        record.event.round_no: record.event.seed
        for record in services.games.load(uuid.UUID(table_id))
        if isinstance(record.event, RoundStarted)
    }
    assert seeds
    round_no = 0
    for frame in frames:
        data = frame["data"]
        assert knowledge.leaks(None, data) == [], frame
        kind = data["type"]
        if kind == "RoundStarted":
            round_no = data["round_no"]
            assert data["seed"] is None
            assert data["deck"] is None
        elif kind == "CardsDealt":
            assert all(hand is None for hand in data["hands"])
        elif kind == "CardDrawn":
            assert data["cards"] is None
        if kind != "RoundWon" and round_no:
            assert seeds[round_no] not in str(data), "a running round's seed"
