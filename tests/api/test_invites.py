"""Private tables (SQLite and PostgreSQL): never listed, a seat needs the invite code shown once at
creation, the host replaces it and the old code is dead at once — in every process — and a
refused request changes nothing."""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from api.http.app import create_app
from infrastructure.adapters.db import TableRow
from infrastructure.services.bootstrap import Services, build_services
from tests.api.helpers import HttpTable, bearer, guest, take_seat
from tests.api.lobby_helpers import ids, lobby, open_table
from tests.service_fixtures import seeded_random


def _occupants(client: TestClient, table_id: str) -> list[Any]:
    r = client.get(f"/v1/tables/{table_id}")
    assert r.status_code == 200, r.text
    occupants: list[Any] = r.json()["occupants"]
    return occupants


def _refused(response: Any, rule: str) -> None:
    assert response.status_code == 403, response.text
    assert response.json()["detail"]["rule"] == rule


def _rotate(client: TestClient, table_id: str, token: str | None) -> Any:
    return client.post(f"/v1/tables/{table_id}/invite", headers=bearer(token))


def test_a_private_table_is_never_listed_and_its_seats_need_the_code(client: TestClient, services: Services) -> None:
    public = open_table(client)
    private = open_table(client, settings={"private": True})
    code = private["invite_code"]
    assert isinstance(code, str)
    assert len(code) >= 20
    assert public["invite_code"] is None
    table_id = private["table_id"]
    assert ids(lobby(client)) == [public["table_id"]]
    assert table_id not in ids(lobby(client, open_seats=True, status="waiting", ruleset="MM-001", rated=False))

    # Only the digest is stored, never the code.
    with services.engine.connect() as conn:
        row = conn.execute(select(TableRow).where(TableRow.id == uuid.UUID(table_id))).one()
    assert row.invite_hash == hashlib.sha256(code.encode()).hexdigest()
    assert code not in str(tuple(row))

    alice = guest(client, "inv-alice")
    _refused(take_seat(client, table_id, 0, alice), "invite_required")
    _refused(take_seat(client, table_id, 0, alice, invite="not-the-code"), "invite_invalid")
    _refused(take_seat(client, table_id, 0, alice, invite=code[:-1]), "invite_invalid")
    r = take_seat(client, table_id, 0, alice, invite="x" * 65)
    assert r.status_code == 422, r.text
    assert _occupants(client, table_id) == [None, None], "a refused seat request changes nothing"
    r = take_seat(client, table_id, 0, alice, invite=code)
    assert r.status_code == 201, r.text
    # The code opens the table to several players, as an invitation does.
    bob = guest(client, "inv-bob")
    assert take_seat(client, table_id, 1, bob, invite=code).status_code == 201
    # A public table ignores a code.
    assert take_seat(client, public["table_id"], 0, guest(client, "inv-carol"), invite="whatever").status_code == 201


def test_the_host_replaces_the_code_and_the_old_one_is_dead(client: TestClient) -> None:
    created = open_table(client, "MM-001", 3, settings={"private": True})
    table_id, host, old = created["table_id"], created["host_token"], created["invite_code"]
    seated = take_seat(client, table_id, 0, guest(client, "rot-a"), invite=old)
    assert seated.status_code == 201
    other = HttpTable.open(client, "MM-001", 2, start=False)

    # Only the host may: no token 401, a seat's token or another table's host token 403.
    r = _rotate(client, table_id, None)
    assert r.status_code == 401
    assert _rotate(client, table_id, seated.json()["token"]).status_code == 403
    assert _rotate(client, table_id, other.host).status_code == 403
    assert _rotate(client, str(uuid.uuid4()), host).status_code == 404
    assert take_seat(client, table_id, 1, guest(client, "rot-b"), invite=old).status_code == 201, "still the code"

    r = _rotate(client, table_id, host)
    assert r.status_code == 200, r.text
    new = r.json()["invite_code"]
    assert r.json()["table_id"] == table_id
    assert new != old
    before = _occupants(client, table_id)
    _refused(take_seat(client, table_id, 2, guest(client, "rot-c"), invite=old), "invite_invalid")
    assert _occupants(client, table_id) == before
    assert take_seat(client, table_id, 2, guest(client, "rot-d"), invite=new).status_code == 201
    # A public table has no code to replace.
    r = _rotate(client, other.table_id, other.host)
    assert r.status_code == 409
    assert r.json()["detail"]["rule"] == "table_not_private"


def test_members_take_their_seats_again_without_the_code(client: TestClient) -> None:
    created = open_table(client, "MM-001", 2, settings={"private": True})
    table_id, host, code = created["table_id"], created["host_token"], created["invite_code"]
    alice, bob = guest(client, "mem-a"), guest(client, "mem-b")
    assert take_seat(client, table_id, 0, alice, invite=code).status_code == 201
    bob_seat = take_seat(client, table_id, 1, bob, invite=code)
    assert bob_seat.status_code == 201
    assert client.post(f"/v1/tables/{table_id}/start", headers=bearer(host)).status_code == 200
    assert _rotate(client, table_id, host).status_code == 200  # the code they came with is dead now
    # Alice, seated, takes her seat again (a fresh token): no code needed.
    again = take_seat(client, table_id, 0, alice)
    assert again.status_code == 201, again.text
    # Bob leaves mid-match and comes back to the seat he started in: no code either.
    left = client.post(f"/v1/tables/{table_id}/seats/1/leave", headers=bearer(bob_seat.json()["token"]))
    assert left.status_code == 204, left.text
    back = take_seat(client, table_id, 1, bob)
    assert back.status_code == 201, back.text
    # A newcomer still needs the current code.
    _refused(take_seat(client, table_id, 1, guest(client, "mem-c")), "invite_required")


@pytest.fixture
def second_process(services: Services) -> Any:
    """Another service process on the same database (its own caches)."""
    other = build_services(services.settings, random_seed=seeded_random(b"second"))
    with TestClient(create_app(services=other)) as client:
        yield client
    other.close()


def test_a_replaced_code_is_dead_in_every_process(client: TestClient, second_process: TestClient) -> None:
    created = open_table(client, "MM-001", 3, settings={"private": True})
    table_id, host, old = created["table_id"], created["host_token"], created["invite_code"]
    # The second process has seen the table (its set-up cached) and admitted the code.
    assert take_seat(second_process, table_id, 0, guest(second_process, "proc-a"), invite=old).status_code == 201
    new = _rotate(client, table_id, host).json()["invite_code"]
    _refused(take_seat(second_process, table_id, 1, guest(second_process, "proc-b"), invite=old), "invite_invalid")
    assert take_seat(second_process, table_id, 1, guest(second_process, "proc-c"), invite=new).status_code == 201
