"""A Punto Banco table driven over HTTP, for the tests: seats are taken by identities (a new
guest per name unless a credential is given), as real clients take them."""

from __future__ import annotations

from typing import Any

import httpx

PASSWORD = "correct horse battery"


def bearer(token: str) -> dict[str, str]:
    """The Authorization header of a token."""
    return {"Authorization": f"Bearer {token}"}


def guest(http: httpx.Client, name: str) -> str:
    """A new guest identity's credential (``POST /v1/guests``)."""
    r = http.post("/v1/guests", json={"name": name})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def account(http: httpx.Client, handle: str) -> str:
    """A new account's session (``POST /v1/accounts``, ``POST /v1/sessions``)."""
    assert http.post("/v1/accounts", json={"handle": handle, "password": PASSWORD}).status_code == 201
    r = http.post("/v1/sessions", json={"handle": handle, "password": PASSWORD})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


class Table:
    """One table: its id, host token, and the calls the tests make (each checks its status)."""

    def __init__(self, http: httpx.Client, rules: dict[str, Any] | None = None) -> None:
        """Open a table with ``rules`` overridden."""
        self.http = http
        r = http.post("/v1/puntobanco/tables", json={"rules": rules or {}})
        assert r.status_code == 201, r.text
        body = r.json()
        self.id: str = body["table_id"]
        self.host: str = body["host_token"]
        self.created = body
        self.players: dict[str, str] = {}
        """Ledger name (the identity's handle) by the name a test seated."""
        self.credentials: dict[str, str] = {}
        """The identity's credential by the name a test seated."""
        self.ids: dict[str, str] = {}
        """The identity's id by the name a test seated."""

    def url(self, path: str = "") -> str:
        """The table's URL plus ``path``."""
        return f"/v1/puntobanco/tables/{self.id}{path}"

    def join(self, seat: int, name: str, credential: str | None = None) -> str:
        """Seat the identity of ``credential`` (default: a new guest called ``name``); the seat
        token.  Its ledger name, credential and id are kept under ``name``."""
        credential = credential or guest(self.http, name)
        r = self.http.post(self.url(f"/seats/{seat}"), headers=bearer(credential))
        assert r.status_code == 201, r.text
        body = r.json()
        self.players[name], self.credentials[name], self.ids[name] = body["player"], credential, body["player_id"]
        token: str = body["token"]
        return token

    def bot(self, seat: int, strategy: str) -> dict[str, Any]:
        """Seat a bot."""
        r = self.http.post(self.url(f"/seats/{seat}/bot"), json={"strategy": strategy}, headers=bearer(self.host))
        assert r.status_code == 201, r.text
        body: dict[str, Any] = r.json()
        return body

    def grant(
        self, amount: int, *, seat: int | None = None, player: str | None = None, player_id: str | None = None
    ) -> dict[str, Any]:
        """Grant chips."""
        body: dict[str, Any] = {"amount": amount}
        if seat is not None:
            body["seat"] = seat
        if player is not None:
            body["player"] = player
        if player_id is not None:
            body["player_id"] = player_id
        r = self.http.post(self.url("/chips"), json=body, headers=bearer(self.host))
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()
        return out

    def shoe(self, order: list[str] | None = None) -> dict[str, Any]:
        """Start a shoe."""
        r = self.http.post(
            self.url("/shoes"), json={} if order is None else {"order": order}, headers=bearer(self.host)
        )
        assert r.status_code == 201, r.text
        out: dict[str, Any] = r.json()
        return out

    def bet(self, token: str, spot: str, amount: int, **headers: str) -> Any:
        """Place a bet (the raw response)."""
        return self.http.post(
            self.url("/bets"), json={"spot": spot, "amount": amount}, headers={**bearer(token), **headers}
        )

    def deal(self, **headers: str) -> dict[str, Any]:
        """Deal a coup."""
        r = self.http.post(self.url("/coups"), headers={**bearer(self.host), **headers})
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()
        return out

    def view(self) -> dict[str, Any]:
        """The public view."""
        r = self.http.get(self.url())
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()
        return out
