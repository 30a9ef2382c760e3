"""The takeover matrix of Punto Banco, over HTTP on SQLite and PostgreSQL: every way at another
identity's seat or chips is refused with its 4xx and its rule, and NOTHING changes — not the
event stream, not the table's view (balances, seats, open bets), not one seat occupancy.

The table: seat 0 was the account ``Alice``'s (granted 1,000; she bet 100 on Player for the next
coup, then left: her bet stays open, her seat is empty); seat 1 the guest ``bob`` (granted 500);
seat 2 a bot.  Around it: the guest ``mallory`` and the account ``Eve``, seated nowhere.

Chips follow the player (the identity), never the seat: another identity may sit down in a seat
someone left, but starts from its own balance, and the former occupant's bet is settled to her.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from infrastructure.adapters.db import SeatRow
from infrastructure.services.accounts import AccountService
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import Unauthorized
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from tests.puntobanco.http_helpers import PASSWORD, Table, account, bearer, guest
from tests.service_fixtures import FakeClock, seeded_random


@dataclass
class World:
    """The attacked table and everyone around it."""

    t: Table
    alice: str  # the session of seat 0's former occupant
    alice_token: str  # seat 0's token from before she left (revoked)
    bob: str  # the guest credential of seat 1
    bob_token: str  # seat 1's token
    mallory: str  # a guest seated nowhere
    eve: str  # an account's session, seated nowhere


@pytest.fixture
def world(http: TestClient) -> World:
    t = Table(http)
    alice = account(http, "Alice")
    alice_token = t.join(0, "alice", alice)
    bob_token = t.join(1, "bob")
    t.bot(2, "banker")
    t.grant(1_000, seat=0)
    t.grant(500, seat=1)
    t.grant(1_000, seat=2)
    t.shoe()
    assert t.bet(alice, "player", 100).status_code == 200
    assert t.bet(bob_token, "tie", 20).status_code == 200
    assert http.delete(t.url("/seats/0"), headers=bearer(alice_token)).status_code == 204
    assert t.view()["seats"][0] is None
    return World(t, alice, alice_token, t.credentials["bob"], bob_token, guest(http, "mallory"), account(http, "Eve"))


def _snapshot(http: TestClient, services: Services, t: Table) -> tuple[Any, ...]:
    """The stream's version, the table's view, and every seat occupancy of the table (open or closed)."""
    table_id = uuid.UUID(t.id)
    with services.engine.connect() as conn:
        rows = conn.execute(
            select(
                SeatRow.id,
                SeatRow.seat,
                SeatRow.kind,
                SeatRow.player,
                SeatRow.player_id,
                SeatRow.token_hash,
                SeatRow.left_at,
            )
            .where(SeatRow.table_id == table_id)
            .order_by(SeatRow.id)
        ).all()
    return services.store.current_version(table_id), t.view(), [tuple(r) for r in rows]


Attempt = tuple[str, str, str, dict[str, Any] | None, int, str]


def _attempts(w: World) -> dict[str, Attempt]:
    """name -> (method, path, credential, body, status, rule)."""
    bet = {"spot": "player", "amount": 20}
    return {
        # The seat Alice left, and her chips.
        "the left seat's old token bets": ("post", "/bets", w.alice_token, bet, 401, "token"),
        "the left seat's old token leaves": ("delete", "/seats/0", w.alice_token, None, 401, "token"),
        "the left seat's old token takes it back": ("post", "/seats/0", w.alice_token, None, 401, "token"),
        "her own session bets without a seat": ("post", "/bets", w.alice, bet, 403, "seat"),
        "a body names her to take her seat": ("post", "/seats/0", w.eve, {"player": "Alice"}, 422, "player"),
        # Identities seated nowhere, and a forged credential.
        "a guest seated nowhere bets": ("post", "/bets", w.mallory, bet, 403, "seat"),
        "an account seated nowhere bets": ("post", "/bets", w.eve, bet, 403, "seat"),
        "a guest seated nowhere frees a seat": ("delete", "/seats/1", w.mallory, None, 403, "seat"),
        "a forged credential bets": ("post", "/bets", "mmg_forged", bet, 401, "token"),
        "a forged credential takes a seat": ("post", "/seats/0", "mms_forged", None, 401, "token"),
        # A second seat for one identity.
        "a seated guest takes a second seat": ("post", "/seats/3", w.bob, None, 409, "player_seated"),
        "a seated guest takes the left seat": ("post", "/seats/0", w.bob, None, 409, "player_seated"),
        "a seated guest takes the bot's seat": ("post", "/seats/2", w.bob, None, 409, "player_seated"),
        # Taken seats, the bot's, and the host's powers.
        "an outsider takes the bot's seat": ("post", "/seats/2", w.mallory, None, 409, "seat_taken"),
        "an outsider takes a person's seat": ("post", "/seats/1", w.eve, None, 409, "seat_taken"),
        "a seat token removes the bot": ("delete", "/seats/2", w.bob_token, None, 403, "seat"),
        "a credential removes the bot": ("delete", "/seats/2", w.bob, None, 403, "seat"),
        "an outsider frees a person's seat": ("delete", "/seats/1", w.eve, None, 403, "seat"),
        "the host token frees a person's seat": ("delete", "/seats/1", w.t.host, None, 403, "seat"),
        "the host token takes a seat": ("post", "/seats/0", w.t.host, None, 401, "token"),
        "the host token bets": ("post", "/bets", w.t.host, bet, 403, "seat"),
        "a seat token grants itself chips": ("post", "/chips", w.bob_token, {"seat": 1, "amount": 10**6}, 403, "host"),
        "a credential grants itself chips": ("post", "/chips", w.bob, {"seat": 1, "amount": 10**6}, 403, "host"),
        "a credential deals": ("post", "/coups", w.bob, None, 403, "host"),
        "a credential closes the table": ("post", "/close", w.bob, {}, 403, "host"),
        # A bet above one's own balance: chips come from nobody else.
        "a seated guest bets above his balance": (
            "post",
            "/bets",
            w.bob,
            {"spot": "banker", "amount": 1_000},
            422,
            "insufficient_chips",
        ),
    }


def test_every_way_at_another_seat_or_its_chips_is_refused_and_changes_nothing(
    http: TestClient, pb_services: Services, world: World
) -> None:
    before = _snapshot(http, pb_services, world.t)
    for name, (method, path, credential, body, status, rule) in _attempts(world).items():
        r = http.request(method.upper(), world.t.url(path), json=body, headers=bearer(credential))
        assert (r.status_code, r.json()["detail"]["rule"]) == (status, rule), (name, r.text)
        assert _snapshot(http, pb_services, world.t) == before, name
    # Afterwards Alice and her chips are where she left them: she sits down again, elsewhere, and bets.
    world.t.join(3, "alice", world.alice)
    assert world.t.view()["balances"]["Alice"] == 900
    placed = world.t.bet(world.alice, "tie", 20).json()["events"]
    assert [(e["seat"], e["player"], e["balance"]) for e in placed] == [(3, "Alice", 880)]


def test_another_identity_in_a_left_seat_starts_from_its_own_chips(
    http: TestClient, pb_services: Services, world: World
) -> None:
    t, table_id = world.t, uuid.UUID(world.t.id)
    eve_seat = t.join(0, "eve", world.eve)  # the seat is free; what was in it stays Alice's
    view = t.view()
    assert view["seats"][0]["player"] == "Eve"
    assert view["seats"][0]["player_id"] == t.ids["eve"] != t.ids["alice"]
    assert view["balances"] == {"Alice": 900, "guest:bob": 480, "bot:banker@2": 1_000}
    before = _snapshot(http, pb_services, t)
    for credential in (eve_seat, world.eve):
        in_use = t.bet(credential, "player", 20)  # Alice's bet still holds seat 0 for this coup
        assert (in_use.status_code, in_use.json()["detail"]["rule"]) == (422, "seat_in_use")
    assert _snapshot(http, pb_services, t) == before
    dealt = t.deal()
    settled = {e["seat"]: e for e in dealt["events"] if e["type"] == "BetSettled"}
    assert (settled[0]["player"], settled[0]["player_id"]) == ("Alice", t.ids["alice"]), "her bet, her chips"
    alice_after = dealt["view"]["balances"]["Alice"]
    assert alice_after == 900 + settled[0]["paid"]
    before = _snapshot(http, pb_services, t)
    for credential in (eve_seat, world.eve):
        broke = t.bet(credential, "player", 20)
        assert (broke.status_code, broke.json()["detail"]["rule"]) == (422, "insufficient_chips")
        assert "Eve's balance of 0" in broke.json()["detail"]["message"]
    assert _snapshot(http, pb_services, t) == before
    # A grant to the seat is Eve's now; a grant to Alice (any spelling of her handle) is Alice's.
    granted = t.grant(200, seat=0)["events"][0]
    assert (granted["player"], granted["player_id"]) == ("Eve", t.ids["eve"])
    granted = t.grant(50, player="ALICE")["events"][0]
    assert (granted["player"], granted["player_id"], granted["balance"]) == ("Alice", t.ids["alice"], alice_after + 50)
    # Alice sits down again elsewhere: her chips followed her.
    t.join(3, "alice", world.alice)
    assert t.view()["balances"]["Alice"] == alice_after + 50
    placed = t.bet(world.alice, "banker", 100).json()["events"][0]
    assert (placed["seat"], placed["player"], placed["player_id"]) == (3, "Alice", t.ids["alice"])
    assert pb_services.store.current_version(table_id) == placed["version"]


def test_a_revoked_credential_stops_at_once_and_changes_nothing(
    http: TestClient, pb_services: Services, world: World
) -> None:
    t = world.t
    assert t.bet(world.bob, "player", 20).status_code == 200
    assert http.delete("/v1/sessions/current", headers=bearer(world.bob)).status_code == 204
    before = _snapshot(http, pb_services, t)
    for method, path, body in (
        ("POST", "/bets", {"spot": "banker", "amount": 20}),
        ("DELETE", "/seats/1", None),
        ("POST", "/seats/1", None),
        ("POST", "/seats/4", None),
    ):
        r = http.request(method, t.url(path), json=body, headers=bearer(world.bob))
        assert (r.status_code, r.json()["detail"]["rule"]) == (401, "token"), (method, path, r.text)
    assert _snapshot(http, pb_services, t) == before
    # The seat token is bound to the occupancy, not to the credential that took it: it still works.
    assert t.bet(world.bob_token, "banker", 20).status_code == 200


def test_a_credential_revoked_in_another_process_follows_the_one_token_policy(
    http: TestClient, pb_services: Services, clock: FakeClock, world: World
) -> None:
    """The platform's one token policy (docs/accounts.md), as for Mau-Mau's seats: process B
    caches who a credential is and what it holds for its ``auth_cache_seconds``; an API key
    revoked through process A is refused by B at once where B asks the database — taking a seat
    (the route's identity may come from B's cache: the service asks again) and an open stream's
    check — and, in a process that caches nothing, everywhere.  Nothing changes meanwhile."""
    t = world.t
    key = http.post("/v1/accounts/me/api-keys", json={"label": "bot"}, headers=bearer(world.eve)).json()
    api_key, key_id = key["token"], key["id"]
    t.join(4, "eve", api_key)
    other_accounts = AccountService(pb_services.engine, cache_seconds=60)
    process_b = PuntoBancoTables(
        pb_services.engine, pb_services.store, clock=clock, random_seed=seeded_random(b"b"), accounts=other_accounts
    )
    uncached = PuntoBancoTables(
        pb_services.engine,
        pb_services.store,
        clock=clock,
        random_seed=seeded_random(b"c"),
        auth_cache_seconds=0,
        accounts=AccountService(pb_services.engine, cache_seconds=0),
    )
    table_id = uuid.UUID(t.id)
    assert other_accounts.resolve(api_key) is not None  # B has it cached now
    t.grant(100, seat=4)
    process_b.bet(table_id, api_key, "player", 20)
    assert uncached.authorize_seat(table_id, api_key).seat == 4
    assert http.delete(f"/v1/accounts/me/api-keys/{key_id}", headers=bearer(world.eve)).status_code == 204
    stale = other_accounts.resolve(api_key)  # B's cache still knows the key
    assert stale is not None
    assert process_b.authorize_seat(table_id, api_key).seat == 4  # honoured until B's cache expires
    before = _snapshot(http, pb_services, t)
    for act in (
        lambda: process_b.authorize_seat_now(table_id, api_key),
        lambda: process_b.join(table_id, 4, stale, credential=api_key),  # her own seat: a fresh token
        lambda: process_b.join(table_id, 5, stale, credential=api_key),
        lambda: uncached.bet(table_id, api_key, "tie", 20),
        lambda: uncached.leave(table_id, 4, api_key),
    ):
        with pytest.raises(Unauthorized) as refused:
            act()
        assert refused.value.rule == "token"
    assert _snapshot(http, pb_services, t) == before


def test_a_disabled_identity_stops_at_once_its_seat_tokens_too(
    http: TestClient, pb_services: Services, world: World
) -> None:
    t = world.t
    pb_services.tables.accounts.register("Root", PASSWORD, role="admin")
    admin = http.post("/v1/sessions", json={"handle": "Root", "password": PASSWORD}).json()["token"]
    eve_seat = t.join(4, "eve", world.eve)
    t.grant(100, seat=4)
    assert t.bet(eve_seat, "player", 20).status_code == 200
    r = http.put(f"/v1/accounts/{t.ids['eve']}/disabled", json={"disabled": True}, headers=bearer(admin))
    assert r.status_code == 200, r.text
    before = _snapshot(http, pb_services, t)
    for credential in (eve_seat, world.eve):
        for method, path, body in (
            ("POST", "/bets", {"spot": "tie", "amount": 20}),
            ("DELETE", "/seats/4", None),
        ):
            r = http.request(method, t.url(path), json=body, headers=bearer(credential))
            assert (r.status_code, r.json()["detail"]["rule"]) == (401, "token"), (method, path, r.text)
    assert _snapshot(http, pb_services, t) == before
    # Enabled again: nothing revives, neither her sessions nor her seat token (docs/accounts.md);
    # she keeps her seat and takes it up with a new session (a fresh seat token).
    enabled = http.put(f"/v1/accounts/{t.ids['eve']}/disabled", json={"disabled": False}, headers=bearer(admin))
    assert enabled.status_code == 200, enabled.text
    for credential in (eve_seat, world.eve):
        r = t.bet(credential, "tie", 20)
        assert (r.status_code, r.json()["detail"]["rule"]) == (401, "token"), r.text
    assert _snapshot(http, pb_services, t) == before
    fresh = http.post("/v1/sessions", json={"handle": "eve", "password": PASSWORD})
    assert fresh.status_code == 201, fresh.text
    assert t.bet(fresh.json()["token"], "tie", 20).status_code == 200
