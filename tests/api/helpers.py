"""Drive tables through HTTP like real clients: every seat with its own token, moves from /legal."""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field
from typing import Any

import httpx
from fastapi.testclient import TestClient


def bearer(token: str | None) -> dict[str, str]:
    """The Authorization header for ``token`` (none for ``None``)."""
    return {"Authorization": f"Bearer {token}"} if token else {}


def guest(client: Any, name: str) -> str:
    """A new guest identity's token (``POST /v1/guests``): the cheapest identity that may take a
    seat at an unrated table."""
    r = client.post("/v1/guests", json={"name": name})
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def take_seat(client: Any, table_id: str, seat: int, credential: str, **body: Any) -> httpx.Response:
    """``POST /v1/tables/{table_id}/seats/{seat}`` as the identity of ``credential`` (unchecked)."""
    response: httpx.Response = client.post(
        f"/v1/tables/{table_id}/seats/{seat}", json=body or None, headers=bearer(credential)
    )
    return response


def seat_guest(client: Any, table_id: str, seat: int, name: str) -> str:
    """Seat a new guest called ``name`` at ``seat``; returns the seat token."""
    r = take_seat(client, table_id, seat, guest(client, name))
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def json_object(response: httpx.Response) -> dict[str, Any]:
    """The response's JSON body, which must be an object (else the test fails naming the body)."""
    body = response.json()
    assert isinstance(body, dict), response.text
    return body


@dataclass
class HttpTable:
    """A table opened over HTTP, with its host token and one token per seat."""

    client: TestClient
    table_id: str
    host: str
    tokens: list[str] = field(default_factory=list)
    version: int = 0
    moves: int = 0
    keys: list[str] = field(default_factory=list)

    @classmethod
    def open(
        cls,
        client: TestClient,
        ruleset: str = "MM-001",
        seats: int = 2,
        *,
        start: bool = True,
        **extra: Any,
    ) -> HttpTable:
        """Create a table, seat ``seats`` guests (``guest:p<table>-<seat>``) and start the match."""
        r = client.post("/v1/tables", json={"ruleset": ruleset, "seats": seats, **extra})
        assert r.status_code == 201, r.text
        body = r.json()
        table = cls(client, body["table_id"], body["host_token"])
        tag = body["table_id"][:8]
        for seat in range(seats):
            table.tokens.append(seat_guest(client, table.table_id, seat, f"p{tag}-{seat}"))
        if start:
            table.start()
        return table

    @property
    def url(self) -> str:
        return f"/v1/tables/{self.table_id}"

    def start(self) -> dict[str, Any]:
        r = self.client.post(f"{self.url}/start", headers=bearer(self.host))
        assert r.status_code == 200, r.text
        body = json_object(r)
        self.version = body["version"]
        return body

    def public(self) -> dict[str, Any]:
        r = self.client.get(self.url)
        assert r.status_code == 200, r.text
        return json_object(r)

    def view(self, seat: int) -> dict[str, Any]:
        r = self.client.get(f"{self.url}/view", headers=bearer(self.tokens[seat]))
        assert r.status_code == 200, r.text
        return json_object(r)

    def legal(self, seat: int) -> dict[str, Any]:
        r = self.client.get(f"{self.url}/legal", headers=bearer(self.tokens[seat]))
        assert r.status_code == 200, r.text
        return json_object(r)

    def command(
        self,
        seat: int,
        body: dict[str, Any],
        *,
        key: str | None = None,
        if_match: int | None = None,
        token: str | None = None,
    ) -> httpx.Response:
        """POST ``body`` as ``seat``'s command (or with ``token``), with the optional idempotency key
        and If-Match version; the response is returned unchecked."""
        headers = bearer(token or self.tokens[seat])
        if key is not None:
            headers["Idempotency-Key"] = key
        if if_match is not None:
            headers["If-Match"] = f'"{if_match}"'
        # TestClient's base class is typed from httpx2 (not installed), so its methods are untyped here.
        response: httpx.Response = self.client.post(f"{self.url}/commands", json=body, headers=headers)
        return response

    def play_match(self, rng: random.Random, *, end_after_rounds: int | None = None) -> dict[str, Any]:
        """Play until the match is over, every move chosen from the acting seat's /legal.

        Between rounds the host deals the next one (or ends the match after ``end_after_rounds``
        rounds, for open matches).  Returns the final public page.
        """
        while True:
            page = self.public()
            state = page["state"]
            if state["phase"] == "finished":
                return page
            if state["phase"] == "between_rounds":
                if end_after_rounds is not None and state["round_no"] >= end_after_rounds:
                    r = self.client.post(f"{self.url}/end", headers=bearer(self.host))
                else:
                    r = self.client.post(f"{self.url}/rounds", headers=bearer(self.host))
                assert r.status_code == 200, r.text
                continue
            self.play_round(rng)

    def play_round(self, rng: random.Random, max_moves: int = 5000) -> None:
        """Play the current round to its end."""
        page = self.public()["state"]
        seats = page["seats"]
        turn, phase = page["turn"], page["phase"]
        open_call = page["mau_open"] is not None or page["window_seat"] is not None
        for _ in range(max_moves):
            if phase != "playing":
                return
            seat = turn
            if open_call and rng.random() < 0.5:
                seat = rng.randrange(seats)
            legal = self.legal(seat)
            assert legal["version"] >= self.version
            choice = choose(legal["legal"], rng)
            if choice is None:
                seat = turn
                choice = choose(self.legal(seat)["legal"], rng)
                assert choice is not None, "the seat to move has no legal command"
            key = str(uuid.uuid4())
            r = self.command(seat, choice, key=key, if_match=legal["version"])
            assert r.status_code == 200, r.text
            body = r.json()
            assert body["first_version"] == legal["version"] + 1
            self.version = body["version"]
            self.moves += 1
            self.keys.append(key)
            view = body["view"]
            turn, phase = view["turn"], view["phase"]
            open_call = view["mau_open"] is not None or view["window_seat"] is not None
        raise AssertionError("round did not end")


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any] | None:
    """A plausible player: challenge a forgotten call, usually call when due, prefer playing."""
    if not legal:
        return None
    challenges = [c for c in legal if c["type"] == "challenge"]
    if challenges:
        return rng.choice(challenges)
    plays = [c for c in legal if c["type"] == "play"]
    if plays:
        called = [c for c in plays if c.get("call")]
        if called and rng.random() < 0.9:
            return rng.choice(called)
        return rng.choice(plays)
    return rng.choice(legal)
