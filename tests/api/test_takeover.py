"""The takeover matrix: every way to reach another identity's seat or a bot's hand, over HTTP on
SQLite and PostgreSQL.  Each attempt is refused with its 4xx and its rule, and NOTHING changes:
not the event stream, not the public page, not one seat occupancy (open or closed).

The table: three seats under MM-002, opened by the account ``Hostess`` (so her own session acts as
host besides the host token); seat 0 the account ``Alice``, seat 1 the guest ``bob``, seat 2 a bot.
The match runs; Alice has left her seat (its substitute, if the table's ``on_leave`` seated one,
was removed by the host), so seat 0 is empty and still hers.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from infrastructure.adapters.db import SeatRow
from tests.api.helpers import bearer, guest, take_seat

PASSWORD = "correct horse battery"


@dataclass
class World:
    """The attacked table and everyone around it."""

    table_id: str
    host: str  # the host token
    hostess: str  # the session of the account that opened the table
    alice: str  # the session of seat 0's owner (who left)
    alice_token: str  # seat 0's token from before she left (revoked)
    bob: str  # the guest credential of seat 1
    bob_token: str  # seat 1's token
    mallory: str  # a guest seated nowhere
    eve: str  # an account seated nowhere

    @property
    def url(self) -> str:
        return f"/v1/tables/{self.table_id}"


def _account(client: TestClient, handle: str) -> str:
    assert client.post("/v1/accounts", json={"handle": handle, "password": PASSWORD}).status_code == 201
    r = client.post("/v1/sessions", json={"handle": handle, "password": PASSWORD})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


@pytest.fixture
def world(client: TestClient) -> World:
    hostess = _account(client, "Hostess")
    r = client.post("/v1/tables", json={"ruleset": "MM-002", "seats": 3}, headers=bearer(hostess))
    assert r.status_code == 201, r.text
    table_id, host = r.json()["table_id"], r.json()["host_token"]
    url = f"/v1/tables/{table_id}"
    alice = _account(client, "Alice")
    bob = guest(client, "bob")
    tokens = [take_seat(client, table_id, seat, who).json()["token"] for seat, who in ((0, alice), (1, bob))]
    assert client.post(f"{url}/seats/2/bot", json={"bot": "heuristic"}, headers=bearer(host)).status_code == 201
    assert client.post(f"{url}/start", headers=bearer(host)).status_code == 200
    assert client.post(f"{url}/seats/0/leave", headers=bearer(tokens[0])).status_code == 204
    if client.get(url).json()["occupants"][0] is not None:  # a substitute from on_leave: the host removes it
        assert client.post(f"{url}/seats/0/leave", headers=bearer(host)).status_code == 204
    assert client.get(url).json()["occupants"][0] is None
    return World(
        table_id, host, hostess, alice, tokens[0], bob, tokens[1], guest(client, "mallory"), _account(client, "Eve")
    )


def _snapshot(client: TestClient, services, world: World) -> tuple[Any, ...]:
    """The event stream's version, the public page, and every seat occupancy of the table."""
    table_id = uuid.UUID(world.table_id)
    with services.engine.connect() as conn:
        rows = conn.execute(
            select(SeatRow.id, SeatRow.seat, SeatRow.kind, SeatRow.player_id, SeatRow.token_hash, SeatRow.left_at)
            .where(SeatRow.table_id == table_id)
            .order_by(SeatRow.id)
        ).all()
    page = client.get(world.url).json()
    return services.store.current_version(table_id), page["occupants"], page["state"], [tuple(r) for r in rows]


def _attempts(world: World) -> dict[str, tuple[str, str, str | None, dict[str, Any] | None, int, str]]:
    """name -> (method, path, credential, body, status, rule)."""
    u = world.url
    draw_for_bot = {"type": "draw", "seat": 2}
    return {
        # Leave and re-take: mid-match seat 0 is Alice's alone.
        "another guest takes the left seat": ("post", f"{u}/seats/0", world.mallory, None, 403, "seat_owner"),
        "another account takes the left seat": ("post", f"{u}/seats/0", world.eve, None, 403, "seat_owner"),
        "the host's session takes the left seat": ("post", f"{u}/seats/0", world.hostess, None, 403, "seat_owner"),
        "the host token takes the left seat": ("post", f"{u}/seats/0", world.host, None, 401, "token"),
        "the left seat's old token takes it back": ("post", f"{u}/seats/0", world.alice_token, None, 401, "token"),
        "the left seat's old token looks": ("get", f"{u}/view", world.alice_token, None, 401, "token"),
        "the left seat's old token moves": ("post", f"{u}/commands", world.alice_token, {"type": "draw"}, 401, "token"),
        # A second seat for one identity.
        "a seated guest takes a second seat": ("post", f"{u}/seats/0", world.bob, None, 409, "player_seated"),
        "a seated guest takes the bot's seat": ("post", f"{u}/seats/2", world.bob, None, 409, "player_seated"),
        # The bot's seat and hand.
        "an outsider takes the bot's seat": ("post", f"{u}/seats/2", world.mallory, None, 403, "seat_owner"),
        "the host token views the bot's hand": ("get", f"{u}/view", world.host, None, 403, "seat"),
        "the host token lists the bot's moves": ("get", f"{u}/legal", world.host, None, 403, "seat"),
        "the host token moves for the bot": ("post", f"{u}/commands", world.host, draw_for_bot, 403, "seat"),
        "the host token replays the running round": ("get", f"{u}/rounds/1/replay", world.host, None, 403, "seat"),
        "the host's session views a hand": ("get", f"{u}/view", world.hostess, None, 403, "seat"),
        "the host's session moves for the bot": ("post", f"{u}/commands", world.hostess, draw_for_bot, 403, "seat"),
        "a seat moves for the bot": ("post", f"{u}/commands", world.bob_token, draw_for_bot, 403, "seat"),
        "the host token removes the starting bot": (
            "post",
            f"{u}/seats/2/leave",
            world.host,
            None,
            409,
            "match_running",
        ),
        "the host's session removes the starting bot": (
            "post",
            f"{u}/seats/2/leave",
            world.hostess,
            None,
            409,
            "match_running",
        ),
        "an outsider removes the bot": ("post", f"{u}/seats/2/leave", world.mallory, None, 403, "seat"),
        "the host seats a bot in the left seat": (
            "post",
            f"{u}/seats/0/bot",
            world.host,
            {"bot": "random"},
            409,
            "match_running",
        ),
        # A person's seat by the host, or by another's credential.
        "the host token removes a person": ("post", f"{u}/seats/1/leave", world.host, None, 403, "seat"),
        "the host's session removes a person": ("post", f"{u}/seats/1/leave", world.hostess, None, 403, "seat"),
        "an outsider's credential at a seat": ("get", f"{u}/view", world.mallory, None, 403, "seat"),
        "the owner's session removes another seat": ("post", f"{u}/seats/1/leave", world.alice, None, 403, "seat"),
    }


def test_every_way_to_another_seat_or_a_bots_hand_is_refused_and_changes_nothing(
    client: TestClient, services, world: World
) -> None:
    before = _snapshot(client, services, world)
    for name, (method, path, credential, body, status, rule) in _attempts(world).items():
        r = client.request(method.upper(), path, json=body, headers=bearer(credential))
        assert (r.status_code, r.json()["detail"]["rule"]) == (status, rule), (name, r.text)
        assert _snapshot(client, services, world) == before, name
    # And afterwards the owner, and only she, takes seat 0 back: a fresh token that works.
    r = take_seat(client, world.table_id, 0, world.alice)
    assert r.status_code == 201, r.text
    assert r.json()["token"] != world.alice_token
    assert client.get(f"{world.url}/view", headers=bearer(r.json()["token"])).json()["seat"] == 0
    assert client.get(f"{world.url}/view", headers=bearer(world.alice)).json()["seat"] == 0  # her session too


def test_a_revoked_credential_at_a_seat_endpoint_is_refused_and_changes_nothing(
    client: TestClient, services, world: World
) -> None:
    assert client.get(f"{world.url}/view", headers=bearer(world.bob)).json()["seat"] == 1
    assert client.delete("/v1/sessions/current", headers=bearer(world.bob)).status_code == 204
    before = _snapshot(client, services, world)
    for method, path, body in (
        ("GET", f"{world.url}/view", None),
        ("GET", f"{world.url}/legal", None),
        ("POST", f"{world.url}/commands", {"type": "draw"}),
        ("POST", f"{world.url}/seats/1/leave", None),
        ("POST", f"{world.url}/seats/1", None),
        ("GET", f"{world.url}/rounds/1/replay", None),
    ):
        r = client.request(method, path, json=body, headers=bearer(world.bob))
        assert (r.status_code, r.json()["detail"]["rule"]) == (401, "token"), (method, path, r.text)
    assert _snapshot(client, services, world) == before
    # The seat token is bound to the occupancy, not to the session that took it: it still works.
    assert client.get(f"{world.url}/view", headers=bearer(world.bob_token)).json()["seat"] == 1


def test_a_revoked_api_key_at_a_seat_endpoint_is_refused(client: TestClient, services) -> None:
    key = client.post("/v1/accounts/me/api-keys", json={"label": "bot"}, headers=bearer(_account(client, "KeyBot")))
    api_key, key_id = key.json()["token"], key.json()["id"]
    table = client.post("/v1/tables", json={"seats": 2}).json()
    assert take_seat(client, table["table_id"], 0, api_key).status_code == 201
    url = f"/v1/tables/{table['table_id']}"
    assert client.get(f"{url}/view", headers=bearer(api_key)).status_code == 200
    session = client.post("/v1/sessions", json={"handle": "KeyBot", "password": PASSWORD}).json()["token"]
    assert client.delete(f"/v1/accounts/me/api-keys/{key_id}", headers=bearer(session)).status_code == 204
    r = client.get(f"{url}/view", headers=bearer(api_key))
    assert (r.status_code, r.json()["detail"]["rule"]) == (401, "token")


def test_a_guest_at_a_rated_table_is_refused_and_changes_nothing(client: TestClient, services) -> None:
    hostess = _account(client, "RatedHost")
    created = client.post("/v1/tables", json={"seats": 2, "settings": {"rated": True}}, headers=bearer(hostess))
    table_id = created.json()["table_id"]
    before = client.get(f"/v1/tables/{table_id}").json()
    for seat in (0, 1):
        r = take_seat(client, table_id, seat, guest(client, f"guest{seat}"))
        assert (r.status_code, r.json()["detail"]["rule"]) == (403, "rated_table")
    assert client.get(f"/v1/tables/{table_id}").json() == before


def test_one_identity_one_seat_before_the_match(client: TestClient) -> None:
    table = client.post("/v1/tables", json={"seats": 3, "ruleset": "MM-002"}).json()
    me = guest(client, "greedy")
    assert take_seat(client, table["table_id"], 0, me).status_code == 201
    before = client.get(f"/v1/tables/{table['table_id']}").json()
    for seat in (1, 2):
        r = take_seat(client, table["table_id"], seat, me)
        assert (r.status_code, r.json()["detail"]["rule"]) == (409, "player_seated")
    assert client.get(f"/v1/tables/{table['table_id']}").json() == before


def test_a_removed_bots_seat_waits_for_its_owner_only(client: TestClient, services, world: World) -> None:
    """Seat 0's substitute (seated as the table's on_leave would) is removed by the host: the seat
    stays Alice's; everyone else is refused and nothing changes; Alice takes it back."""
    tables = services.tables
    tables.seat_substitute(uuid.UUID(world.table_id), 0, "random")
    assert client.post(f"{world.url}/seats/0/leave", headers=bearer(world.host)).status_code == 204
    before = _snapshot(client, services, world)
    for who, status, rule in (
        (world.mallory, 403, "seat_owner"),
        (world.hostess, 403, "seat_owner"),
        (world.bob, 409, "player_seated"),
    ):
        r = take_seat(client, world.table_id, 0, who)
        assert (r.status_code, r.json()["detail"]["rule"]) == (status, rule)
    assert _snapshot(client, services, world) == before
    assert take_seat(client, world.table_id, 0, world.alice).status_code == 201
