"""Live event streams (SSE): content per seat, resuming with Last-Event-ID, live delivery,
heartbeats and clean disconnects — on SQLite and PostgreSQL."""

from __future__ import annotations

import random
import uuid
from typing import Any

import httpx

from domain.maumau.redaction import redact_event
from tests.api.helpers import HttpTable, bearer, choose, seat_guest
from tests.live.conftest import live_options
from tests.live.helpers import StreamReader, live_server, parse_sse, wait_for


def _expected(services, table_id: str, seat: int | None, after: int = 0) -> list[dict[str, Any]]:
    """What the stream must send ``seat``: every stored event after ``after``, redacted for it."""
    records = services.games.load(uuid.UUID(table_id), after_version=after)
    return [{"version": r.version, **redact_event(r.event, seat)} for r in records]


def _stream(client, url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    with client.stream("GET", url, headers=headers or {}) as response:
        return response.status_code, response.read().decode()


def test_stream_sends_each_seat_its_redacted_events_and_resumes_after_last_event_id(
    live_app, live_client, services
) -> None:
    client = live_client
    # Three people (bots hold no token to stream with) play one TAVERN round; the host ends it.
    table = HttpTable.open(client, "TAVERN", 3)
    table.play_match(random.Random(11), end_after_rounds=1)
    created, url, tokens = {"table_id": table.table_id}, table.url, table.tokens
    last = client.get(url).json()["version"]
    for seat in range(3):
        status, text = _stream(client, f"{url}/events", bearer(tokens[seat]))
        assert status == 200
        frames, _ = parse_sse(text)
        assert [f["id"] for f in frames] == list(range(1, last + 1))
        assert [f["data"] for f in frames] == _expected(services, created["table_id"], seat)
        assert all(f["event"] == f["data"]["type"] for f in frames)
        # Another seat's drawn cards never show; its own always do.
        drawn = [f["data"] for f in frames if f["event"] == "CardDrawn"]
        assert drawn
        assert all((d["cards"] is None) == (d["seat"] != seat) for d in drawn)
        # Resuming sends exactly the events after the given id (header wins over ?after=).
        resume = last // 2
        headers = {**bearer(tokens[seat]), "Last-Event-ID": str(resume)}
        status, text = _stream(client, f"{url}/events?after=1", headers)
        frames, _ = parse_sse(text)
        assert [f["id"] for f in frames] == list(range(resume + 1, last + 1))
        assert [f["data"] for f in frames] == _expected(services, created["table_id"], seat, resume)
        status, text = _stream(client, f"{url}/events?after={resume}", bearer(tokens[seat]))
        assert [f["id"] for f in parse_sse(text)[0]] == list(range(resume + 1, last + 1))
    # The match is over and nothing is left: 204 stops EventSource from reconnecting.
    headers = {**bearer(tokens[0]), "Last-Event-ID": str(last)}
    assert client.get(f"{url}/events", headers=headers).status_code == 204
    # The public stream is an observer's: no hand at all.
    status, text = _stream(client, f"{url}/events/public")
    frames, _ = parse_sse(text)
    assert [f["data"] for f in frames] == _expected(services, created["table_id"], None)
    dealt = [f["data"] for f in frames if f["event"] == "CardsDealt"]
    assert dealt
    assert all(hand is None for d in dealt for hand in d["hands"])


def test_stream_refuses_bad_tokens_and_bad_resume_ids(client) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    assert client.get(f"{table.url}/events").status_code == 401
    assert client.get(f"{table.url}/events", headers=bearer(table.host)).status_code == 403
    assert client.get(f"{table.url}/events", headers=bearer("nope")).status_code == 401
    r = client.get(f"{table.url}/events", headers={**bearer(table.tokens[0]), "Last-Event-ID": "abc"})
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "Last-Event-ID"
    assert client.get(f"/v1/tables/{uuid.uuid4()}/events/public").status_code == 404


def _move(http: httpx.Client, table: dict[str, Any], rng: random.Random) -> int:
    """One move by the seat to move (from its /legal); returns the new version."""
    url = f"/v1/tables/{table['id']}"
    state = http.get(url).json()["state"]
    seat = state["turn"]
    legal = http.get(f"{url}/legal", headers=bearer(table["tokens"][seat])).json()["legal"]
    command = choose(legal, rng)
    r = http.post(f"{url}/commands", json=command, headers=bearer(table["tokens"][seat]))
    assert r.status_code == 200, r.text
    return int(r.json()["version"])


def test_live_stream_over_real_http_delivers_moves_heartbeats_and_cleans_up(services) -> None:
    from api.http.app import create_app

    app = create_app(services=services, background=True, runtime_settings=live_options(sse_heartbeat_seconds=0.1))
    rng = random.Random(3)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        r = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2})
        created = r.json()
        table = {"id": created["table_id"], "tokens": []}
        for seat in (0, 1):
            table["tokens"].append(seat_guest(http, created["table_id"], seat, f"live{seat}"))
        hub = app.state.runtime.hub
        url = f"/v1/tables/{table['id']}/events"
        reader = StreamReader(http, url, bearer(table["tokens"][0]))
        wait_for(lambda: hub.count(uuid.UUID(table["id"])) == 1, what="the stream to listen")
        r = http.post(f"/v1/tables/{table['id']}/start", headers=bearer(created["host_token"]))
        version = r.json()["version"]
        for _ in range(6):
            version = _move(http, table, rng)
        wait_for(lambda: reader.frames() and reader.frames()[-1]["id"] == version, what="live frames")
        wait_for(lambda: "keep-alive" in parse_sse(reader.text)[1], what="a heartbeat")
        frames = reader.frames()
        assert [f["id"] for f in frames] == list(range(1, version + 1))
        assert [f["data"] for f in frames] == _expected(services, table["id"], 0)
        # The client goes away: the server notices and drops its listener.
        reader.close()
        wait_for(lambda: hub.count() == 0, what="the listener to be dropped")
        # Moves made while disconnected are sent first on reconnect, then live ones follow.
        seen = version
        for _ in range(3):
            version = _move(http, table, rng)
        reader = StreamReader(http, url, {**bearer(table["tokens"][0]), "Last-Event-ID": str(seen)})
        wait_for(lambda: reader.frames() and reader.frames()[-1]["id"] == version, what="missed frames")
        for _ in range(3):
            version = _move(http, table, rng)
        wait_for(lambda: reader.frames() and reader.frames()[-1]["id"] == version, what="live frames again")
        assert [f["id"] for f in reader.frames()] == list(range(seen + 1, version + 1))
        assert [f["data"] for f in reader.frames()] == _expected(services, table["id"], 0, seen)
        # Leaving revokes the token: the stream ends at its next heartbeat.
        http.post(f"/v1/tables/{table['id']}/seats/0/leave", headers=bearer(table["tokens"][0]))
        wait_for(lambda: hub.count() == 0, what="the revoked seat's stream to end")
        reader.close()
