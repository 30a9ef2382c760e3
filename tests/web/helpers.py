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
from domain.commands import PlayCards
from domain.decide import decide
from domain.evolve import fold
from domain.state import State

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("MAUMAU_WEB_ARTIFACTS", ROOT / "var" / "web-artifacts"))
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


@dataclass
class Web:
    """The running service: its base URL and the app (for in-process looks at the truth)."""

    base: str
    app: FastAPI

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
    return copy.deepcopy(web.services.games.state(uuid.UUID(table_id)))


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
