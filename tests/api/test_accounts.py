"""The account routes over HTTP on both backends: register, sign in and out, who am I, API keys,
guests, roles and disabling; tables opened and seats taken by identities.  Every refusal in the
documented shape, and no response ever carries a password or a stored hash."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import bearer, guest, take_seat

PASSWORD = "correct horse battery"


def _detail(response: httpx.Response, status: int, rule: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    detail: dict[str, Any] = response.json()["detail"]
    assert detail["rule"] == rule, detail
    assert detail["message"]
    return detail


def _register(client: TestClient, handle: str) -> dict[str, Any]:
    r = client.post("/v1/accounts", json={"handle": handle, "password": PASSWORD})
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body


def _session(client: TestClient, handle: str) -> str:
    r = client.post("/v1/sessions", json={"handle": handle, "password": PASSWORD})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def test_register_sign_in_me_and_sign_out(client: TestClient) -> None:
    account = _register(client, "Ｋａｌｌｅ")  # noqa: RUF001 - fullwidth on purpose
    assert account["handle"] == "Kalle"
    assert (account["kind"], account["role"], account["disabled"]) == ("account", "player", False)
    assert set(account) == {"player_id", "handle", "kind", "role", "created_at", "disabled"}
    _detail(client.post("/v1/accounts", json={"handle": "KALLE", "password": PASSWORD}), 409, "handle_taken")
    r = client.post("/v1/sessions", json={"handle": "kalle", "password": PASSWORD})
    assert r.status_code == 201, r.text
    session = r.json()
    assert session["account"]["player_id"] == account["player_id"]
    assert session["expires_at"]
    me = client.get("/v1/accounts/me", headers=bearer(session["token"]))
    assert me.status_code == 200
    assert me.json() == account
    assert client.delete("/v1/sessions/current", headers=bearer(session["token"])).status_code == 204
    r = client.get("/v1/accounts/me", headers=bearer(session["token"]))
    _detail(r, 401, "token")
    assert r.headers["WWW-Authenticate"] == "Bearer"


def test_a_failed_sign_in_never_says_whether_the_handle_exists(client: TestClient) -> None:
    _register(client, "Existing")
    wrong = client.post("/v1/sessions", json={"handle": "existing", "password": "not the password"})
    unknown = client.post("/v1/sessions", json={"handle": "nobody-here", "password": PASSWORD})
    assert _detail(wrong, 401, "credentials") == _detail(unknown, 401, "credentials")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"handle": "has space", "password": PASSWORD}, "handle"),
        ({"handle": "кирилл", "password": PASSWORD}, "handle"),
        ({"handle": "x" * 33, "password": PASSWORD}, "handle"),
        ({"handle": "short", "password": "1234567"}, "password"),
        ({"handle": "long", "password": "x" * 257}, "password"),
        ({"handle": "extra", "password": PASSWORD, "role": "admin"}, "role"),
    ],
    ids=["space", "cyrillic", "too-long", "short-password", "long-password", "self-made-admin"],
)
def test_bad_registrations_name_the_field_and_create_nothing(client: TestClient, services, body, field) -> None:
    _detail(client.post("/v1/accounts", json=body), 422, field)
    with services.engine.connect() as conn:
        from sqlalchemy import text

        assert conn.execute(text("SELECT count(*) FROM maumau_players")).scalar() == 0


def test_api_keys_are_shown_once_listed_without_the_key_and_revocable(client: TestClient) -> None:
    _register(client, "Builder")
    session = _session(client, "Builder")
    r = client.post("/v1/accounts/me/api-keys", json={"label": "my bot"}, headers=bearer(session))
    assert r.status_code == 201, r.text
    key = r.json()
    assert key["token"].startswith("mmk_")
    listed = client.get("/v1/accounts/me/api-keys", headers=bearer(session)).json()
    assert listed == [{"id": key["id"], "label": "my bot", "created_at": key["created_at"]}]
    assert client.get("/v1/accounts/me", headers=bearer(key["token"])).json()["handle"] == "Builder"
    assert client.delete(f"/v1/accounts/me/api-keys/{key['id']}", headers=bearer(session)).status_code == 204
    _detail(client.get("/v1/accounts/me", headers=bearer(key["token"])), 401, "token")
    _detail(client.delete(f"/v1/accounts/me/api-keys/{key['id']}", headers=bearer(session)), 404, "api_key")
    _detail(client.post("/v1/accounts/me/api-keys", json={"label": ""}, headers=bearer(session)), 422, "label")
    _detail(
        client.post("/v1/accounts/me/api-keys", json={"label": "x"}, headers=bearer(guest(client, "g"))), 403, "account"
    )


def test_guests_are_shown_as_guests_and_cannot_pass_for_an_account(client: TestClient) -> None:
    _register(client, "alice")
    r = client.post("/v1/guests", json={"name": "alice"})
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["account"]["handle"] == "guest:alice"
    assert body["account"]["kind"] == "guest"
    assert body["token"].startswith("mmg_")
    _detail(client.post("/v1/guests", json={"name": "guest:alice"}), 422, "name")
    _detail(client.post("/v1/sessions", json={"handle": "guest:alice", "password": PASSWORD}), 401, "credentials")


def test_roles_and_disabling_are_for_admins(client: TestClient, services) -> None:
    services.tables.accounts.create_admin("Root", PASSWORD)
    root = _session(client, "Root")
    user = _register(client, "User")
    session = _session(client, "User")
    target = f"/v1/accounts/{user['player_id']}"
    _detail(client.put(f"{target}/role", json={"role": "admin"}, headers=bearer(session)), 403, "admin")
    _detail(client.put(f"{target}/role", json={"role": "emperor"}, headers=bearer(root)), 422, "role")
    _detail(
        client.put(f"/v1/accounts/{uuid.uuid4()}/role", json={"role": "admin"}, headers=bearer(root)), 404, "account"
    )
    r = client.put(f"{target}/role", json={"role": "organiser"}, headers=bearer(root))
    assert (r.status_code, r.json()["role"]) == (200, "organiser")
    assert client.get("/v1/accounts/me", headers=bearer(session)).json()["role"] == "organiser"
    r = client.put(f"{target}/disabled", json={"disabled": True}, headers=bearer(root))
    assert (r.status_code, r.json()["disabled"]) == (200, True)
    _detail(client.get("/v1/accounts/me", headers=bearer(session)), 401, "token")
    _detail(client.post("/v1/sessions", json={"handle": "User", "password": PASSWORD}), 401, "credentials")


def test_tables_opened_by_identities_and_rated_tables(client: TestClient) -> None:
    _detail(client.post("/v1/tables", json={"seats": 2, "settings": {"rated": True}}), 403, "rated_table")
    visitor = guest(client, "visitor")
    rated = {"seats": 2, "settings": {"rated": True}}
    _detail(client.post("/v1/tables", json=rated, headers=bearer(visitor)), 403, "rated_table")
    _detail(client.post("/v1/tables", json={"seats": 2}, headers=bearer("mms_forged")), 401, "token")
    _register(client, "Hostess")
    hostess = _session(client, "Hostess")
    r = client.post("/v1/tables", json=rated, headers=bearer(hostess))
    assert r.status_code == 201, r.text
    url = f"/v1/tables/{r.json()['table_id']}"
    _detail(take_seat(client, r.json()["table_id"], 0, visitor), 403, "rated_table")
    _register(client, "Player")
    player = _session(client, "Player")
    assert take_seat(client, r.json()["table_id"], 0, player).status_code == 201
    # The account that opened the table acts as host with its own credential; nobody else does.
    assert client.post(f"{url}/seats/1/bot", json={"bot": "random"}, headers=bearer(hostess)).status_code == 201
    _detail(client.post(f"{url}/start", headers=bearer(player)), 403, "host")
    assert client.post(f"{url}/start", headers=bearer(hostess)).status_code == 200


def test_a_seat_is_taken_by_the_credential_not_by_a_name_in_the_body(client: TestClient) -> None:
    table = client.post("/v1/tables", json={"seats": 2}).json()
    url = f"/v1/tables/{table['table_id']}/seats/0"
    _detail(client.post(url, json={"player": "alice"}), 401, "token")
    me = guest(client, "me")
    detail = _detail(client.post(url, json={"player": "alice"}, headers=bearer(me)), 422, "player")
    assert "POST /v1/sessions" in detail["message"]
    _detail(client.post(url, headers=bearer(table["host_token"])), 401, "token")  # a host token is nobody
    r = client.post(url, headers=bearer(me))
    assert r.status_code == 201, r.text
    assert r.json()["player"] == "guest:me"
    assert client.get(f"/v1/tables/{table['table_id']}/view", headers=bearer(me)).status_code == 200


def test_enabling_again_revives_no_seat_token_even_a_cached_grant(client: TestClient, services) -> None:
    """Disabling revokes an identity's seat tokens for good: enabled again, its old seat token
    (whose grant this process had cached) may neither look nor move, and nothing is written; the
    identity keeps its seat and takes it up with a new session (a fresh seat token)."""
    services.tables.accounts.create_admin("Root", PASSWORD)
    root = _session(client, "Root")
    user = _register(client, "Comeback")
    session = _session(client, "Comeback")
    table = client.post("/v1/tables", json={"seats": 2}, headers=bearer(session)).json()
    url = f"/v1/tables/{table['table_id']}"
    seat = take_seat(client, table["table_id"], 0, session)
    assert seat.status_code == 201, seat.text
    old = seat.json()["token"]
    assert client.post(f"{url}/seats/1/bot", json={"bot": "random"}, headers=bearer(session)).status_code == 201
    assert client.post(f"{url}/start", headers=bearer(session)).status_code == 200
    assert client.get(f"{url}/view", headers=bearer(old)).status_code == 200  # the grant is cached now
    target = f"/v1/accounts/{user['player_id']}/disabled"
    assert client.put(target, json={"disabled": True}, headers=bearer(root)).status_code == 200
    assert client.put(target, json={"disabled": False}, headers=bearer(root)).status_code == 200
    before = len(list(services.games.load(uuid.UUID(table["table_id"]))))
    for method, path, body in (
        ("GET", "/view", None),
        ("GET", "/legal", None),
        ("POST", "/commands", {"type": "draw"}),
        ("POST", "/seats/0/leave", None),
    ):
        r = client.request(method, f"{url}{path}", json=body, headers=bearer(old))
        _detail(r, 401, "token")
    assert len(list(services.games.load(uuid.UUID(table["table_id"])))) == before
    # The identity still holds the seat: a new session plays it, and taking it again gives a fresh token.
    fresh_session = _session(client, "Comeback")
    assert client.get(f"{url}/view", headers=bearer(fresh_session)).status_code == 200
    again = take_seat(client, table["table_id"], 0, fresh_session)
    assert again.status_code == 201, again.text
    assert again.json()["token"] != old
    assert client.get(f"{url}/view", headers=bearer(again.json()["token"])).status_code == 200
