"""A stream opened with a seat's credential, when the credential is revoked while it is open and
the seat changes hands — on every stream kind that is opened with one: a Mau-Mau seat stream,
the public stream of a table without spectators followed by a seated player, and a third game's
(tally's) seat stream, served by the platform's own routes through the same loop.

Whether this process or another one frees the seat, the old stream must end and must carry
nothing committed after the revocation; the seat's next occupancy (its owner back, with a fresh
token) streams the events the old one never sees.  Over real HTTP (uvicorn), heartbeats a minute
apart, so that no heartbeat is what ends a stream.  Punto Banco's stream and the standings are
opened with no credential: nothing to revoke.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import httpx
import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import GAMES, Services, build_services
from infrastructure.services.games import GameService
from infrastructure.services.runtime import load_runtime_settings
from tests.api.helpers import bearer, choose, guest, take_seat
from tests.live.helpers import StreamReader, live_server, wait_for
from tests.platform.tally.game import TALLY_MODULE
from tests.service_fixtures import FakeClock, seeded_random

_QUIET = {"bots": False, "window_timers": False, "sse_heartbeat_seconds": 60.0, "sse_follow_other_processes": False}


@dataclass
class Seated:
    """A started two-player table of guests over real HTTP, and how to move at it."""

    http: httpx.Client
    games: GameService
    table_id: str
    tokens: list[str]
    identities: list[str]
    move: Callable[[Seated], None]
    base: str = "/v1/tables"
    """Where the table's routes are (a platform-served game's: ``/v1/games/<name>/tables``)."""

    @property
    def id(self) -> uuid.UUID:
        return uuid.UUID(self.table_id)


def _maumau_move(rng: random.Random) -> Callable[[Seated], None]:
    def move(table: Seated) -> None:
        state = table.http.get(f"/v1/tables/{table.table_id}").json()["state"]
        assert state["phase"] == "playing", state
        seat = state["turn"]
        headers = bearer(table.tokens[seat])
        legal = table.http.get(f"/v1/tables/{table.table_id}/legal", headers=headers).json()["legal"]
        r = table.http.post(f"/v1/tables/{table.table_id}/commands", json=choose(legal, rng), headers=headers)
        assert r.status_code == 200, r.text

    return move


def _tally_move(table: Seated) -> None:
    seat = table.games.state(table.id).turn
    r = table.http.post(
        f"{table.base}/{table.table_id}/commands", json={"type": "add", "amount": 1}, headers=bearer(table.tokens[seat])
    )
    assert r.status_code == 200, r.text


@contextmanager
def _table(kind: str, services: Services, http: httpx.Client) -> Iterator[Seated]:
    if kind == "tally-seat":
        yield _tally_table(services, http)
        return
    settings = {"spectators": False} if kind == "maumau-public" else {}
    r = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2, "settings": settings})
    assert r.status_code == 201, r.text
    table_id, host = r.json()["table_id"], r.json()["host_token"]
    tokens, identities = [], []
    for seat in (0, 1):
        identities.append(guest(http, f"sr{table_id[:6]}-{seat}"))
        r = take_seat(http, table_id, seat, identities[-1])
        assert r.status_code == 201, r.text
        tokens.append(r.json()["token"])
    assert http.post(f"/v1/tables/{table_id}/start", headers=bearer(host)).status_code == 200
    yield Seated(http, services.games, table_id, tokens, identities, _maumau_move(random.Random(3)))


def _tally_table(services: Services, http: httpx.Client) -> Seated:
    """A started tally table of two guests on the platform's own routes."""
    base = "/v1/games/tally/tables"
    r = http.post(base, json={"seats": 2, "setup": {"target": 100}})
    assert r.status_code == 201, r.text
    table_id, host = r.json()["table"]["table_id"], r.json()["host_token"]
    tokens, identities = [], []
    for seat in (0, 1):
        identities.append(guest(http, f"sr{table_id[:6]}-{seat}"))
        r = http.post(f"{base}/{table_id}/seats/{seat}", headers=bearer(identities[-1]))
        assert r.status_code == 201, r.text
        tokens.append(r.json()["token"])
    assert http.post(f"{base}/{table_id}/host/start", headers=bearer(host), json={}).status_code == 200
    return Seated(http, services.platform_tables["tally"].games, table_id, tokens, identities, _tally_move, base)


def _leave(client: httpx.Client | TestClient, kind: str, table: Seated) -> httpx.Response:
    if kind == "tally-seat":
        return client.delete(f"{table.base}/{table.table_id}/seats/0", headers=bearer(table.tokens[0]))
    return client.post(f"/v1/tables/{table.table_id}/seats/0/leave", headers=bearer(table.tokens[0]))


def _retake(client: httpx.Client | TestClient, kind: str, table: Seated) -> httpx.Response:
    if kind == "tally-seat":
        return client.post(f"{table.base}/{table.table_id}/seats/0", headers=bearer(table.identities[0]))
    return take_seat(client, table.table_id, 0, table.identities[0])


def _url(kind: str, table: Seated) -> str:
    return f"{table.base}/{table.table_id}/events" + ("/public" if kind == "maumau-public" else "")


@pytest.mark.parametrize("where", ["here", "elsewhere"])
@pytest.mark.parametrize(
    "kind",
    [
        "maumau-seat",
        "maumau-public",
        "tally-seat",
    ],
)
def test_a_revoked_credential_ends_its_open_stream_and_the_next_occupant_is_not_streamed_to_it(
    kind: str, where: str, service_settings: Settings, clock: FakeClock
) -> None:
    games = (*GAMES, TALLY_MODULE)  # tally: one registration line, served by the platform's routes
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(), games=games)
    other = build_services(service_settings, clock=clock, random_seed=seeded_random(b"other"), games=games)
    app = create_app(services=services, runtime_settings=load_runtime_settings(**_QUIET))  # the seat watch runs
    try:
        with (
            live_server(app) as base,
            httpx.Client(base_url=base, timeout=10) as http,
            TestClient(create_app(services=other)) as second,
            _table(kind, services, http) as table,
        ):
            hub = services.platform_tables["tally"].hub if kind == "tally-seat" else app.state.runtime.hub
            old = StreamReader(http, _url(kind, table), bearer(table.tokens[0]))
            wait_for(lambda: hub.count(table.id) == 1, what="the stream to listen")
            for _ in range(3):
                table.move(table)
            version = services.store.current_version(table.id)
            wait_for(lambda: old.ids() and old.ids()[-1] == version, what="the frames before the revocation")

            leaver = http if where == "here" else second  # elsewhere: nothing tells this process
            r = _leave(leaver, kind, table)
            assert r.status_code == 204, r.text
            left_at = services.store.current_version(table.id)
            if where == "here":
                assert old.done.wait(10), "the stream of a left seat stayed open"
            r = _retake(leaver, kind, table)  # the seat's next occupancy
            assert r.status_code == 201, r.text
            table.tokens[0] = r.json()["token"]
            new = StreamReader(http, _url(kind, table), {**bearer(table.tokens[0]), "Last-Event-ID": str(left_at)})
            for _ in range(4):
                table.move(table)
            now = services.store.current_version(table.id)
            assert now > left_at
            wait_for(lambda: new.ids() and new.ids()[-1] == now, what="the new occupancy's frames")
            assert new.ids() == list(range(left_at + 1, now + 1))
            assert old.done.wait(10), "the stream of a revoked credential stayed open"
            assert old.ids(), "the old stream sent nothing at all"
            assert max(old.ids()) <= left_at, "the old stream carried what came after its revocation"
            new.close()
            wait_for(lambda: hub.count(table.id) == 0, what="every stream to stop listening")
            old.close()
    finally:
        other.close()
        services.close()
