"""Helpers of the tournament HTTP tests: an organiser acting over HTTP, running a tournament to
its end the way a director would (start, then seat each round once the previous one closed),
and the read side caught up and rebuilt."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from typing import Any

import httpx
from argon2 import PasswordHasher
from fastapi import FastAPI

import projections.api as read_side
from infrastructure.services.accounts import AccountService
from infrastructure.services.bootstrap import Services

FAST = PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1)
PASSWORD = "correct horse battery"


def bearer(token: str) -> dict[str, str]:
    """The Authorization header of ``token``."""
    return {"Authorization": f"Bearer {token}"}


def ok(response: httpx.Response, status: int = 200) -> Any:
    """The JSON body of a response that must have ``status`` (else the test fails with the body)."""
    assert response.status_code == status, f"{response.status_code}: {response.text}"
    return response.json()


def refused(response: httpx.Response, status: int, rule: str) -> dict[str, Any]:
    """The error of a response refused with ``status`` naming ``rule``."""
    assert response.status_code == status, f"{response.status_code}: {response.text}"
    detail: dict[str, Any] = response.json()["detail"]
    assert detail["rule"] == rule, detail
    return detail


def account_token(services: Services, handle: str, role: str = "player") -> str:
    """A new account with ``role`` and a session token (a light password hash: tests make many)."""
    fast = AccountService(services.engine, hasher=FAST)
    fast.register(handle, PASSWORD, role=role)
    _info, issued = fast.sign_in(handle, PASSWORD)
    return issued.token


@dataclass
class Organiser:
    """An organiser acting over HTTP."""

    http: httpx.Client
    token: str

    def post(self, path: str, body: Any = None, *, key: str | None = None) -> httpx.Response:
        """POST ``path`` as the organiser (JSON body ``body``)."""
        headers = bearer(self.token)
        if key is not None:
            headers["Idempotency-Key"] = key
        return self.http.post(path, json=body, headers=headers)

    def create(self, **body: Any) -> str:
        """Create a tournament (a small series by default); its id."""
        fields = {"name": "HTTP cup", "format": "series", "ruleset": "MM-001", "rounds": 2, "boards": 1}
        created = ok(self.post("/v1/tournaments", {**fields, **body}), 201)
        tid: str = created["tournament_id"]
        return tid

    def bots(self, tid: str, n: int, bot: str = "heuristic") -> list[str]:
        """Register ``n`` bots; their entrant ids."""
        ids = []
        for _ in range(n):
            answer = ok(self.post(f"/v1/tournaments/{tid}/entrants", {"bot": bot}), 201)
            ids.append(answer["events"][0]["entrant_id"])
        return ids

    def summary(self, tid: str) -> dict[str, Any]:
        """The tournament's summary."""
        body: dict[str, Any] = ok(self.http.get(f"/v1/tournaments/{tid}"))
        return body

    def run_to_end(self, tid: str, timeout: float = 60.0) -> dict[str, Any]:
        """Start the tournament, then seat each round as soon as the previous one closed, until it
        is finished (the tables play by themselves: bots, reactions); the final summary."""
        ok(self.post(f"/v1/tournaments/{tid}/start"))
        deadline = time.monotonic() + timeout
        while True:
            s = self.summary(tid)
            if s["status"] == "finished":
                return s
            current = s["current_round"]
            if current is None or current["closed_at"] is not None:
                ok(self.post(f"/v1/tournaments/{tid}/rounds"), 201)
                continue
            if time.monotonic() > deadline:
                raise AssertionError(f"tournament {tid} did not finish in {timeout} s: {self.stuck(tid, current)}")
            time.sleep(0.05)

    def stuck(self, tid: str, current: dict[str, Any]) -> list[Any]:
        """The tables of the current round still playing, as anyone sees them (for a failure)."""
        seating = ok(self.http.get(f"/v1/tournaments/{tid}/rounds/{current['round_no']}"))
        out = []
        for table in seating["tables"]:
            if table["result"] is None:
                public = self.http.get(f"/v1/tables/{table['table_id']}").json()
                out.append({"table": table["table_no"], "version": public.get("version"), "state": public.get("state")})
        return out

    def wait_round_closed(self, tid: str, round_no: int, timeout: float = 60.0) -> dict[str, Any]:
        """Wait until round ``round_no`` is closed (its results published); the summary."""
        deadline = time.monotonic() + timeout
        while True:
            s = self.summary(tid)
            done = [r for r in s["rounds"] if r["round_no"] == round_no and r["closed_at"] is not None]
            if done:
                return s
            assert time.monotonic() < deadline, f"round {round_no} did not close in {timeout} s: {s}"
            time.sleep(0.05)


def organiser(http: httpx.Client, services: Services) -> Organiser:
    """A new organiser's account and session."""
    return Organiser(http, account_token(services, f"org{uuid.uuid4().hex[:6]}", "organiser"))


def catch_up(app: FastAPI, timeout: float = 60.0) -> None:
    """Wait until the app's projection runner has folded the whole log into the ``tournaments``
    read model (the one these tests read; it must not be parked)."""
    services: Services = app.state.services
    app.state.runtime.projections.wake()
    engine, store = read_side.make_engine(services.settings), read_side.open_store(services.settings)
    try:
        head = store.max_notification_id()
        deadline = time.monotonic() + timeout
        while True:
            row = next(r for r in read_side.status(engine, store) if r["name"] == "tournaments")
            assert row["parked"] is None, row
            if row["position"] >= head:
                return
            assert time.monotonic() < deadline, f"the tournaments read model did not reach {head}: {row}"
            time.sleep(0.02)
    finally:
        store.close()
        engine.dispose()


def standings(http: httpx.Client, tid: str) -> dict[str, Any]:
    """``GET /v1/tournaments/{tid}/standings`` (the read model)."""
    body: dict[str, Any] = ok(http.get(f"/v1/tournaments/{tid}/standings"))
    return body


def write_side_rows(services: Services, tid: str) -> list[dict[str, Any]]:
    """The standings the write side computes now (the domain's rows, as JSON-ready dicts)."""
    return [row.as_dict() for row in services.tournaments.standings(uuid.UUID(tid))]


def rebuild_equals_live(app: FastAPI, services: Services, http: httpx.Client, tid: str) -> dict[str, Any]:
    """Rebuild the read model from position 0 and check it equals what the live runner built
    (every table's checksum, and the standings over HTTP); the standings."""
    catch_up(app)
    live = standings(http, tid)
    engine, store = read_side.make_engine(services.settings), read_side.open_store(services.settings)
    try:
        before = read_side.checksums(engine, ["tournaments"])
        read_side.rebuild(engine, store, ["tournaments"])
        after = read_side.checksums(engine, ["tournaments"])
    finally:
        store.close()
        engine.dispose()
    assert after == before
    assert standings(http, tid) == live
    return live
