"""A seat stream opened with an identity's own credential (session, API key, guest token) and the
end of that credential, over real HTTP on SQLite and PostgreSQL.

Revoked in this process, the stream ends at once; revoked through another process, it sends
nothing committed after the revocation and ends at its next write.  A stream is bound to the seat
it was opened for: an identity that leaves that seat and takes another stops receiving the first
seat's events (which the next occupant's cards are).  Heartbeats are a minute apart here, so they
are not what ends the streams.
"""

from __future__ import annotations

import random
import uuid
from typing import Any

import httpx
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.services.bootstrap import build_services
from tests.api.helpers import bearer, choose, guest, take_seat
from tests.live.conftest import live_options
from tests.live.helpers import StreamReader, live_server, wait_for

_QUIET = {"bots": False, "window_timers": False, "sse_heartbeat_seconds": 60.0, "sse_follow_other_processes": False}
PASSWORD = "correct horse battery"


def _session(http: Any, handle: str) -> str:
    assert http.post("/v1/accounts", json={"handle": handle, "password": PASSWORD}).status_code == 201
    r = http.post("/v1/sessions", json={"handle": handle, "password": PASSWORD})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def _table(http: Any, credentials: list[str], *, start: bool = True) -> tuple[str, str, list[str]]:
    """A two-seat MM-001 table, seat n taken with ``credentials[n]``: (id, host token, seat tokens)."""
    created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
    tokens = []
    for seat, credential in enumerate(credentials):
        r = take_seat(http, created["table_id"], seat, credential)
        assert r.status_code == 201, r.text
        tokens.append(r.json()["token"])
    if start:
        assert (
            http.post(f"/v1/tables/{created['table_id']}/start", headers=bearer(created["host_token"])).status_code
            == 200
        )
    return created["table_id"], created["host_token"], tokens


def _play(http: Any, table_id: str, tokens: list[str], moves: int, rng: random.Random) -> int:
    """``moves`` moves by whoever is to move; the version after the last."""
    version = 0
    for _ in range(moves):
        state = http.get(f"/v1/tables/{table_id}").json()["state"]
        if state["phase"] != "playing":
            break
        token = tokens[state["turn"]]
        legal = http.get(f"/v1/tables/{table_id}/legal", headers=bearer(token)).json()["legal"]
        r = http.post(f"/v1/tables/{table_id}/commands", json=choose(legal, rng), headers=bearer(token))
        assert r.status_code == 200, r.text
        version = int(r.json()["version"])
    return version


def test_signing_out_ends_the_stream_opened_with_the_session_at_once(services) -> None:
    app = create_app(services=services, background=True, runtime_settings=live_options(**_QUIET))
    rng = random.Random(7)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=30) as http:
        session = _session(http, "Streamer")
        table_id, _host, tokens = _table(http, [session, guest(http, "other")])
        reader = StreamReader(http, f"/v1/tables/{table_id}/events", bearer(session))
        version = _play(http, table_id, tokens, 4, rng)
        wait_for(lambda: reader.ids() and reader.ids()[-1] == version, what="the frames before the sign-out")
        assert http.delete("/v1/sessions/current", headers=bearer(session)).status_code == 204
        revoked_at = services.games.state(uuid.UUID(table_id)).version
        assert reader.done.wait(5), "the stream of a signed-out session stayed open"
        _play(http, table_id, tokens, 6, rng)  # the seat token still plays: it is bound to the seat
        assert max(reader.ids()) <= revoked_at
        assert app.state.runtime.hub.count(uuid.UUID(table_id)) == 0
        reader.close()


def test_an_api_key_revoked_in_another_process_gets_nothing_after(services, service_settings, clock) -> None:
    app = create_app(services=services, background=True, runtime_settings=live_options(**_QUIET))
    other = build_services(service_settings, clock=clock)
    rng = random.Random(13)
    try:
        with (
            live_server(app) as base,
            httpx.Client(base_url=base, timeout=30) as http,
            TestClient(create_app(services=other)) as second,
        ):
            session = _session(http, "BotOwner")
            key = http.post("/v1/accounts/me/api-keys", json={"label": "bot"}, headers=bearer(session)).json()
            table_id, _host, tokens = _table(http, [key["token"], guest(http, "human")])
            reader = StreamReader(http, f"/v1/tables/{table_id}/events", bearer(key["token"]))
            version = _play(http, table_id, tokens, 3, rng)
            wait_for(lambda: reader.ids() and reader.ids()[-1] == version, what="the frames before the revocation")
            r = second.delete(f"/v1/accounts/me/api-keys/{key['id']}", headers=bearer(session))
            assert r.status_code == 204, r.text
            revoked_at = services.games.state(uuid.UUID(table_id)).version
            _play(http, table_id, tokens, 8, rng)  # batches reach the stream's queue in this process
            assert reader.done.wait(5), "the stream of a revoked API key stayed open"
            assert max(reader.ids()) <= revoked_at
            reader.close()
    finally:
        other.close()


def test_a_stream_stays_with_its_seat_when_its_identity_moves(services, service_settings, clock) -> None:
    """Before the match: the identity streams seat 0; through another process (nothing tells this
    one) it moves to seat 1 and a newcomer takes seat 0; the match starts here.  The stream opened
    for seat 0 ends at its first write and never shows the newcomer's cards."""
    app = create_app(services=services, background=True, runtime_settings=live_options(**_QUIET))
    other = build_services(service_settings, clock=clock)
    try:
        with (
            live_server(app) as base,
            httpx.Client(base_url=base, timeout=30) as http,
            TestClient(create_app(services=other)) as second,
        ):
            mover = guest(http, "mover")
            table_id, host, tokens = _table(http, [mover], start=False)
            reader = StreamReader(http, f"/v1/tables/{table_id}/events", bearer(mover))
            wait_for(lambda: app.state.runtime.hub.count(uuid.UUID(table_id)) == 1, what="the stream to listen")
            r = second.post(f"/v1/tables/{table_id}/seats/0/leave", headers=bearer(tokens[0]))
            assert r.status_code == 204, r.text
            assert take_seat(second, table_id, 1, mover).status_code == 201
            assert take_seat(second, table_id, 0, guest(second, "newcomer")).status_code == 201
            assert http.post(f"/v1/tables/{table_id}/start", headers=bearer(host)).status_code == 200
            assert reader.done.wait(5), "the stream of a seat its identity left stayed open"
            assert reader.ids() == []
            reader.close()
    finally:
        other.close()
