"""A seat's event stream and the end of its token: leave, seat re-taken, in this process or another.

The stream must not carry anything committed after its token was revoked, whichever process
revoked it, and it must end: at once when this process freed the seat, at the next write of
frames (or heartbeat) when another process did.  Mid-match only the seat's owner may take it
again (another identity is refused and changes nothing); the owner's return is a new occupancy
with a fresh token, which the old token's stream never sees.  Heartbeats are set long here so
that they are not what ends the streams.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import random
import threading
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


def _open_table(http: Any) -> tuple[str, str, list[str], list[str]]:
    """A started two-player MM-001 table of guests: (table id, host token, seat tokens, the
    guests' own credentials)."""
    r = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2})
    assert r.status_code == 201, r.text
    table_id, host = r.json()["table_id"], r.json()["host_token"]
    tokens, identities = [], []
    for seat in (0, 1):
        identities.append(guest(http, f"rv{table_id[:6]}-{seat}"))
        r = take_seat(http, table_id, seat, identities[-1])
        assert r.status_code == 201, r.text
        tokens.append(r.json()["token"])
    r = http.post(f"/v1/tables/{table_id}/start", headers=bearer(host))
    assert r.status_code == 200, r.text
    return table_id, host, tokens, identities


def _play(http: Any, table_id: str, tokens: list[str], moves: int, rng: random.Random) -> int:
    """``moves`` moves by whoever is to move (draws preferred: they carry private cards)."""
    version = 0
    for _ in range(moves):
        state = http.get(f"/v1/tables/{table_id}").json()["state"]
        if state["phase"] != "playing":
            break
        seat = state["turn"]
        legal = http.get(f"/v1/tables/{table_id}/legal", headers=bearer(tokens[seat])).json()["legal"]
        draws = [c for c in legal if c["type"] == "draw"]
        command = draws[0] if draws and rng.random() < 0.6 else choose(legal, rng)
        r = http.post(f"/v1/tables/{table_id}/commands", json=command, headers=bearer(tokens[seat]))
        assert r.status_code == 200, r.text
        version = int(r.json()["version"])
    return version


def _private_frames_for_new_occupant(services, table_id: str, after: int) -> int:
    """How many events after ``after`` carry cards only seat 0 may see (the test must make some)."""
    records = services.games.load(uuid.UUID(table_id), after_version=after)
    return sum(1 for r in records if type(r.event).__name__ in {"CardDrawn", "CardsDealt"} and r.event.seat == 0)


def test_stream_ends_at_once_when_its_seat_is_left_and_never_sees_the_next_occupant(services) -> None:
    app = create_app(services=services, background=True, runtime_settings=live_options(**_QUIET))
    rng = random.Random(5)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        table_id, _host, tokens, identities = _open_table(http)
        hub = app.state.runtime.hub
        reader = StreamReader(http, f"/v1/tables/{table_id}/events", bearer(tokens[0]))
        version = _play(http, table_id, tokens, 4, rng)
        wait_for(lambda: reader.ids() and reader.ids()[-1] == version, what="the frames before the leave")
        r = http.post(f"/v1/tables/{table_id}/seats/0/leave", headers=bearer(tokens[0]))
        assert r.status_code == 204, r.text
        left_at = services.games.state(uuid.UUID(table_id)).version
        # The heartbeat is a minute away: only the seat watch can end the stream this fast.
        assert reader.done.wait(10), "the stream of a left seat stayed open"
        assert hub.count(uuid.UUID(table_id)) == 0
        r = take_seat(http, table_id, 0, guest(http, "mallory"))
        assert (r.status_code, r.json()["detail"]["rule"]) == (403, "seat_owner"), r.text
        r = take_seat(http, table_id, 0, identities[0])  # the owner is back: a fresh token
        assert r.status_code == 201, r.text
        tokens[0] = r.json()["token"]
        _play(http, table_id, tokens, 12, rng)
        assert _private_frames_for_new_occupant(services, table_id, left_at) > 0
        assert reader.ids(), "the stream sent nothing at all"
        assert max(reader.ids()) <= left_at
        reader.close()


def test_stream_sends_nothing_committed_after_another_process_revoked_its_token(
    services, service_settings, clock
) -> None:
    """The seat is left and re-taken through a second service process; this process's token cache
    still trusts the old token, and nothing tells its stream: the check before each write must."""
    app = create_app(services=services, background=True, runtime_settings=live_options(**_QUIET))
    other = build_services(service_settings, clock=clock)
    rng = random.Random(11)
    try:
        with (
            live_server(app) as base,
            httpx.Client(base_url=base, timeout=10) as http,
            TestClient(create_app(services=other)) as second,
        ):
            table_id, _host, tokens, identities = _open_table(http)
            reader = StreamReader(http, f"/v1/tables/{table_id}/events", bearer(tokens[0]))
            version = _play(http, table_id, tokens, 3, rng)
            wait_for(lambda: reader.ids() and reader.ids()[-1] == version, what="the frames before the leave")
            old = tokens[0]
            r = second.post(f"/v1/tables/{table_id}/seats/0/leave", headers=bearer(old))
            assert r.status_code == 204, r.text
            left_at = services.games.state(uuid.UUID(table_id)).version
            r = take_seat(second, table_id, 0, identities[0])  # the owner is back: a fresh token
            assert r.status_code == 201, r.text
            tokens[0] = r.json()["token"]
            # The new occupant plays through THIS process: its batches reach the old stream's queue.
            _play(http, table_id, tokens, 12, rng)
            assert _private_frames_for_new_occupant(services, table_id, left_at) > 0
            assert reader.done.wait(10), "the stream of a revoked token stayed open"
            assert max(reader.ids()) <= left_at
            reader.close()
    finally:
        other.close()


def test_stream_cap_is_exact_under_a_burst(services) -> None:
    """A burst of public stream requests against a cap of 5 (public streams may use all of it
    here): exactly 5 open, the rest 503, and the slots come back when the streams close."""
    cap = 5
    app = create_app(
        services=services,
        background=True,
        runtime_settings=live_options(**_QUIET, sse_max_streams=cap, sse_public_share=1.0),
    )
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        table_id, _host, _tokens, _identities = _open_table(http)
        runtime = app.state.runtime
        results: list[int] = []
        lock = threading.Lock()
        barrier = threading.Barrier(40)
        responses: list[httpx.Response] = []
        clients = [httpx.Client(base_url=base, timeout=10) for _ in range(40)]

        def one(i: int) -> None:
            barrier.wait()
            response = clients[i].send(
                clients[i].build_request("GET", f"/v1/tables/{table_id}/events/public"), stream=True
            )
            with lock:
                results.append(response.status_code)
                responses.append(response)

        threads = [threading.Thread(target=one, args=(i,)) for i in range(40)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(20)
        try:
            assert sorted(results).count(200) == cap, results
            assert sorted(results).count(503) == 40 - cap, results
            assert runtime.streams == cap
        finally:
            for response in responses:
                response.close()
            for c in clients:
                c.close()
        wait_for(lambda: runtime.streams == 0, what="the stream slots to come back")
        r = http.get(f"/v1/tables/{table_id}")
        assert r.status_code == 200


def test_stream_cap_counts_a_stream_before_its_body_starts(services) -> None:
    """The race behind an overshoot: many requests pass the cap check before any of their bodies
    has started.  Forty concurrent route calls on one event loop, none of them started: five get a
    stream, 35 are refused, and the slots return when the responses end or never run."""
    import asyncio

    from starlette.requests import Request
    from starlette.responses import Response

    from api.http.stream_slots import CountedStream, TooManyStreams
    from api.http.streams import serve
    from infrastructure.services.live import EventFeed

    cap = 5
    app = create_app(
        services=services,
        background=False,
        runtime_settings=live_options(**_QUIET, sse_max_streams=cap, sse_public_share=1.0),
    )
    with TestClient(app) as http:
        table_id, _host, _tokens, _identities = _open_table(http)
        runtime = app.state.runtime
        request = Request({"type": "http", "app": app})  # all the route reads of it is the app

        async def burst() -> list[Response | BaseException]:
            feed = EventFeed(services.games, runtime.hub, uuid.UUID(table_id), None)
            calls = [serve(request, feed, 0, public=True) for _ in range(40)]
            return await asyncio.gather(*calls, return_exceptions=True)

        outcomes = asyncio.run(burst())
        made = [o for o in outcomes if not isinstance(o, BaseException)]
        refused = [o for o in outcomes if isinstance(o, TooManyStreams)]
        assert (len(made), len(refused)) == (cap, 40 - cap)
        assert runtime.streams == cap
        for response in made:
            assert isinstance(response, CountedStream)
            response.release()  # what the response does when it ends, however it ends
            response.release()  # once only
        assert runtime.streams == 0
