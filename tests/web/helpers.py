"""Helpers of the browser tests: identities made by clicking, tables made over HTTP, and a look
at the truth inside the server (the page never gets it)."""

from __future__ import annotations

import copy
import json
import os
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI

from domain.cards import parse_card
from domain.maumau.commands import PlayCards
from domain.maumau.decide import decide
from domain.maumau.evolve import fold
from domain.maumau.state import State

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("MAUMAU_WEB_ARTIFACTS", ROOT / "var" / "web-artifacts"))
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


@dataclass
class Web:
    """The running service: its base URL and the app (for in-process looks at the truth)."""

    base: str
    app: FastAPI
    server: Any

    def drop_streams(self, token: str) -> int:
        """Cut the TCP connections of the event streams opened with ``token``, as a network
        failure or a proxy would (the server's side closes them); returns how many."""
        dropped = 0
        for connection in list(self.server.server_state.connections):
            scope = getattr(connection, "scope", None)
            if not scope or not str(scope.get("path", "")).endswith("/events"):
                continue
            if (b"authorization", f"Bearer {token}".encode()) in scope.get("headers", []):
                connection.loop.call_soon_threadsafe(connection.transport.close)
                dropped += 1
        return dropped

    @property
    def services(self) -> Any:
        return self.app.state.services


@dataclass
class Watched:
    """A page and what it did: console errors, uncaught errors, request hosts, refused requests."""

    page: Any
    name: str
    errors: list[str] = field(default_factory=list)
    hosts: set[str] = field(default_factory=set)
    refused: list[str] = field(default_factory=list)
    allow: list[str] = field(default_factory=list)

    def unexpected_errors(self) -> list[str]:
        """Console and page errors not matching any of ``allow`` (substrings)."""
        return [e for e in self.errors if not any(a in e for a in self.allow)]


def screenshot(watched: Watched, name: str) -> Path:
    """Write a full-page screenshot of ``watched`` to the artefacts folder; returns its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    watched.page.screenshot(path=str(path), full_page=True)
    return path


def bearer(token: str) -> dict[str, str]:
    """The Authorization header for ``token``."""
    return {"Authorization": f"Bearer {token}"}


def sign_in_as_guest(watched: Watched, name: str) -> dict[str, Any]:
    """Open the lobby and become the guest ``name`` by clicking; returns the stored identity."""
    page = watched.page
    page.goto("/")
    page.get_by_test_id("guest-name").fill(name)
    page.get_by_test_id("guest-submit").click()
    page.get_by_test_id("whoami").wait_for()
    identity: dict[str, Any] = json.loads(page.evaluate("localStorage.getItem('maumau.identity')"))
    return identity


def http(web: Web) -> httpx.Client:
    """A client of the service (for set-up the pages are not about)."""
    return httpx.Client(base_url=web.base, timeout=15)


def state(web: Web, table_id: str) -> State:
    """A copy of the match's full state in the server (hands, draw pile, seed): the truth."""
    current: State = copy.deepcopy(web.services.games.state(uuid.UUID(table_id)))
    return current


def after_play(current: State, seat: int, cards: list[str], call: str | None = None) -> State:
    """``current`` after ``seat`` plays ``cards`` (the domain decides and folds, on a copy)."""
    command = PlayCards(seat, tuple(parse_card(c) for c in cards), None, call, 0)
    return fold(decide(current, command), copy.deepcopy(current))


def card_names(cards: Any) -> list[str]:
    """Engine cards as names (``"HQ"``)."""
    from domain.cards import card_name

    return [card_name(c) for c in cards]


def visible_text_version(watched: Watched) -> int:
    """The match version the table page shows."""
    text = watched.page.get_by_test_id("version").inner_text()
    return int("".join(ch for ch in text if ch.isdigit()))


def status(watched: Watched) -> str:
    """The table page's status line."""
    text: str = watched.page.get_by_test_id("status").inner_text()
    return text


def whose_turn(pages: list[Watched], timeout: float = 15.0) -> Watched:
    """The page whose status says it is its turn (waits for one, e.g. while a bot thinks)."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for watched in pages:
            if status(watched) == "Your turn.":
                return watched
        time.sleep(0.05)
    raise AssertionError(f"nobody's turn: {[status(w) for w in pages]}")


def make_a_move(watched: Watched) -> str:
    """Make some move by clicking, as a person would: the first highlighted card (wishing the
    first suit offered, calling when a call is due), else draw, else pass.  Returns what was
    done: the card's name, ``"draw"`` or ``"pass"``."""
    page = watched.page
    version = visible_text_version(watched)
    legal = page.locator("[data-testid=hand] button.card.legal")
    if legal.count():
        card: str = legal.first.get_attribute("data-card") or ""
        legal.first.click()
        if page.get_by_test_id("wish-picker").count():
            page.locator("[data-testid=wish-picker] input").first.check()
        if page.get_by_test_id("call").count() and page.get_by_test_id("call").is_enabled():
            page.get_by_test_id("call").check()
        page.get_by_test_id("play").click()
        done = card
    elif page.get_by_test_id("draw").is_enabled():
        page.get_by_test_id("draw").click()
        done = "draw"
    else:
        page.get_by_test_id("pass").click()
        done = "pass"
    wait_version_above(watched, version)
    return done


def wait_version_above(watched: Watched, version: int, timeout: float = 15.0) -> int:
    """Wait until the page shows a match version above ``version``; returns it."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        shown = visible_text_version(watched)
        if shown > version:
            return shown
        time.sleep(0.03)
    raise AssertionError(f"{watched.name} still shows version {visible_text_version(watched)} <= {version}")


def open_table_by_clicking(
    watched: Watched, seats: int, occupants: dict[int, str], *, private: bool = False, turn_seconds: int | None = None
) -> str:
    """Open a table from the lobby form (``occupants``: seat -> "open" / a bot name for seats
    1..); the page lands on the table at seat 0.  Returns the table id."""
    page = watched.page
    page.goto("/")
    page.get_by_test_id("create-seats").fill(str(seats))
    for seat, kind in occupants.items():
        page.get_by_test_id(f"create-seat-{seat}").select_option(kind)
    if private:
        page.get_by_test_id("create-private").check()
    if turn_seconds is not None:
        page.get_by_test_id("create-turn").select_option(str(turn_seconds))
    page.get_by_test_id("create-submit").click()
    page.wait_for_url("**/t/*")
    page.get_by_test_id("role").wait_for()
    table_id: str = page.url.rsplit("/", 1)[1].split("?")[0]
    return table_id


SUITS = "CSHD"
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
DEALT = ["HK", "HQ", "SQ", "C9", "H9"]
"""The first round's deal of :func:`deck`: seat 0 gets HK and SQ, seat 1 HQ and C9, H9 starts."""


def deck() -> list[str]:
    """A 32-card deck that deals :data:`DEALT`; the rest in a new random order each time (an
    explicit deck deals one table only: the service refuses to deal the same cards twice)."""
    import random

    rest = [s + r for s in SUITS for r in RANKS if s + r not in DEALT]
    random.SystemRandom().shuffle(rest)  # not the test's seeded random: every call a new deck
    return DEALT + rest


SPRINT = {
    "base": "MM-001",
    "name": "Two-card sprint",
    "overrides": {"hand_size": 2, "scoring": "wins", "win_target": 1},
}
"""MM-001 with two-card hands, scored by wins, one win ends the match."""


def finished_match(web: Web, name: str = "replayer") -> tuple[str, str]:
    """A match played to its end over HTTP: a guest at seat 0 against the heuristic bot (which
    always calls) on :data:`SPRINT` with :func:`deck`: HK ("Mau"), the bot's HQ ("Mau"), SQ
    ("Mau-Mau").  Returns (table id, the guest's seat token)."""
    import time

    with http(web) as client:
        ruleset = client.post("/v1/rulesets", json=SPRINT).json()["id"]
        guest = client.post("/v1/guests", json={"name": name}).json()["token"]
        r = client.post("/v1/tables", json={"ruleset": ruleset, "seats": 2, "deck": deck()}, headers=bearer(guest))
        table_id = r.json()["table_id"]
        assert client.post(
            f"/v1/tables/{table_id}/seats/1/bot", json={"bot": "heuristic"}, headers=bearer(guest)
        ).is_success
        seat = client.post(f"/v1/tables/{table_id}/seats/0", headers=bearer(guest)).json()["token"]
        assert client.post(f"/v1/tables/{table_id}/start", headers=bearer(guest)).is_success
        move = {"type": "play", "cards": ["HK"], "call": "mau"}
        assert client.post(f"/v1/tables/{table_id}/commands", json=move, headers=bearer(seat)).is_success
        deadline = time.monotonic() + 15
        while (
            client.get(f"/v1/tables/{table_id}").json()["state"]["turn"] != 0
            or not client.get(f"/v1/tables/{table_id}/legal", headers=bearer(seat)).json()["legal"]
        ):
            assert time.monotonic() < deadline, "the bot did not move"
            time.sleep(0.05)
        move = {"type": "play", "cards": ["SQ"], "call": "maumau"}
        r = client.post(f"/v1/tables/{table_id}/commands", json=move, headers=bearer(seat))
        assert r.is_success, r.text
        assert r.json()["view"]["phase"] == "finished"
    return str(table_id), str(seat)
