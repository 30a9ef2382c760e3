"""Stream floods (issue #19, item 4), over real HTTP on both backends: one address past its cap
gets 429 ``stream_limited`` naming the cap, public streams at their share of the process leave
room for a seat's stream, a revoked token's stream gives its slot back, and every stream route
(Mau-Mau seat and public, Punto Banco, tournament standings) is admitted by the one piece."""

from __future__ import annotations

import json
from typing import Any

import httpx

from api.http.app import create_app
from tests.api.helpers import bearer, take_seat
from tests.live.conftest import live_options
from tests.live.helpers import StreamReader, live_server, wait_for
from tests.live.test_revocation import _open_table
from tests.tournament_api.helpers import organiser

_QUIET = {"bots": False, "window_timers": False, "sse_heartbeat_seconds": 60.0, "sse_follow_other_processes": False}


class _Stream(StreamReader):
    """A stream on a connection of its own (closing it closes the connection at once)."""

    def __init__(self, base: str, url: str, token: str | None) -> None:
        self.own = httpx.Client(base_url=base, timeout=10)
        super().__init__(self.own, url, bearer(token) if token else {})

    def close(self) -> None:
        super().close()
        self.own.close()


def _open(http: httpx.Client, url: str, token: str | None = None) -> _Stream:
    """A stream opened and answered (its status known)."""
    reader = _Stream(str(http.base_url), url, token)
    wait_for(lambda: reader.status != 0, 10, what=f"an answer to {url}")
    return reader


def _refusal(reader: _Stream) -> tuple[int, dict[str, Any]]:
    assert reader.done.wait(10), "a refused stream stayed open"
    reader.close()
    detail: dict[str, Any] = json.loads(reader.text)["detail"]
    return reader.status, detail


def test_one_address_past_its_cap_gets_429_naming_the_cap(services) -> None:
    options = live_options(**_QUIET, sse_max_streams=100, sse_max_streams_per_address=3)
    app = create_app(services=services, background=True, runtime_settings=options)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        table_id, _host, _tokens, _identities = _open_table(http)
        url = f"/v1/tables/{table_id}/events/public"
        held = [_open(http, url) for _ in range(3)]
        assert [r.status for r in held] == [200, 200, 200]
        refused = _open(http, url)
        status, detail = _refusal(refused)
        assert status == 429
        assert detail["rule"] == "stream_limited"
        assert detail["limit"] == "address"
        assert detail["retry_after"] == 5
        assert "message" in detail
        held[0].close()
        runtime = app.state.runtime
        wait_for(lambda: runtime.streams == 2, what="the closed stream's slot")
        again = _open(http, url)
        assert again.status == 200
        for reader in (*held[1:], again):
            reader.close()
        wait_for(lambda: runtime.streams == 0, what="every slot back")
        assert app.state.stream_slots.by_address == {}


def test_public_streams_at_their_share_leave_room_for_a_seat_stream(services) -> None:
    """A process cap of 4, public streams at most half of it: the third public stream is refused
    (503 ``streams``, limit ``public``), the seat's own stream is admitted."""
    options = live_options(**_QUIET, sse_max_streams=4, sse_public_share=0.5)
    app = create_app(services=services, background=True, runtime_settings=options)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        table_id, _host, tokens, _identities = _open_table(http)
        public = f"/v1/tables/{table_id}/events/public"
        held = [_open(http, public) for _ in range(2)]
        assert [r.status for r in held] == [200, 200]
        status, detail = _refusal(_open(http, public))
        assert (status, detail["rule"], detail["limit"]) == (503, "streams", "public")
        seat = _open(http, f"/v1/tables/{table_id}/events", tokens[0])
        assert seat.status == 200
        for reader in (*held, seat):
            reader.close()


def test_a_revoked_tokens_stream_gives_its_slot_back(services) -> None:
    """One stream per identity: the seated guest's second stream is refused (``identity``);
    once the seat is left (its token revoked) the stream ends, its slot comes back, and the
    guest, seated again, is admitted."""
    options = live_options(**_QUIET, sse_max_streams_per_identity=1)
    app = create_app(services=services, background=True, runtime_settings=options)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        table_id, _host, tokens, identities = _open_table(http)
        url = f"/v1/tables/{table_id}/events"
        first = _open(http, url, tokens[0])
        assert first.status == 200
        status, detail = _refusal(_open(http, url, identities[0]))  # the same player, his own credential
        assert (status, detail["rule"], detail["limit"]) == (429, "stream_limited", "identity")
        assert http.post(f"/v1/tables/{table_id}/seats/0/leave", headers=bearer(tokens[0])).status_code == 204
        assert first.done.wait(10), "the stream of a revoked token stayed open"
        runtime = app.state.runtime
        wait_for(lambda: runtime.streams == 0, what="the revoked stream's slot")
        assert app.state.stream_slots.by_identity == {}
        r = take_seat(http, table_id, 0, identities[0])
        assert r.status_code == 201, r.text
        again = _open(http, url, r.json()["token"])
        assert again.status == 200
        again.close()
        first.close()


def test_every_stream_route_counts_against_the_same_address(services) -> None:
    """Tournament standings and Punto Banco streams go through the same admission: with one
    stream per address held by a Mau-Mau public stream, they are refused (429 ``address``)."""
    options = live_options(**_QUIET, sse_max_streams_per_address=1)
    app = create_app(services=services, background=True, runtime_settings=options)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        table_id, _host, _tokens, _identities = _open_table(http)
        held = _open(http, f"/v1/tables/{table_id}/events/public")
        assert held.status == 200
        r = http.post("/v1/puntobanco/tables", json={})
        assert r.status_code == 201, r.text
        pb = r.json()["table_id"]
        tid = organiser(http, services).create()
        for url in (f"/v1/puntobanco/tables/{pb}/events", f"/v1/tournaments/{tid}/standings/events"):
            status, detail = _refusal(_open(http, url))
            assert (status, detail["limit"]) == (429, "address"), url
        held.close()
