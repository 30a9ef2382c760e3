"""Helpers of the tournament pages' browser tests: an organiser's account, signing in by
clicking, keyboard travel, the phone-width check and the tournament's truth inside the server."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

from domain.tournament.state import TournamentState
from tests.web.helpers import Watched, Web, http

QUICK_RULES = {
    "base": "MM-001",
    "name": "Tournament sprint",
    "overrides": {"hand_size": 2, "scoring": "wins"},
}
"""MM-001 with two-card hands: a board of three bots is over in a few moves."""


def make_organiser(web: Web, handle: str, password: str) -> str:
    """Sign up ``handle`` over HTTP and give it the organiser role the operator's way (as
    ``maumau accounts set-role`` does); returns its player id."""
    with http(web) as client:
        r = client.post("/v1/accounts", json={"handle": handle, "password": password})
        assert r.status_code == 201, r.text
        player_id = str(r.json()["player_id"])
    web.services.tables.accounts.assign_role(uuid.UUID(player_id), "organiser")
    return player_id


def saved_ruleset(web: Web) -> str:
    """The id of :data:`QUICK_RULES`, saved over HTTP."""
    with http(web) as client:
        r = client.post("/v1/rulesets", json=QUICK_RULES)
        assert r.status_code in (200, 201), r.text
        return str(r.json()["id"])


def sign_in(watched: Watched, handle: str, password: str) -> None:
    """Sign in from the lobby's form by clicking."""
    page = watched.page
    page.goto("/")
    page.get_by_test_id("signin-handle").fill(handle)
    page.get_by_test_id("signin-password").fill(password)
    page.get_by_test_id("signin-submit").click()
    page.get_by_test_id("whoami").wait_for()


def focused_testid(watched: Watched) -> str | None:
    """The ``data-testid`` of the element that has the keyboard focus (or ``None``)."""
    found: str | None = watched.page.evaluate("document.activeElement && document.activeElement.dataset.testid || null")
    return found


def tab_to(watched: Watched, testid: str, limit: int = 400) -> int:
    """Press Tab until the element ``testid`` has the focus; returns how many presses it took
    (fails after ``limit``: the element cannot be reached by keyboard)."""
    for presses in range(1, limit + 1):
        watched.page.keyboard.press("Tab")
        if focused_testid(watched) == testid:
            return presses
    raise AssertionError(f"{testid} not reached with {limit} presses of Tab")


def tab_through(watched: Watched, limit: int = 400) -> list[str]:
    """Tab from the top of the page through every focusable element once; the test ids met, in
    order."""
    page = watched.page
    page.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    page.locator("body").focus()
    seen: list[str] = []
    first: str | None = None
    for _ in range(limit):
        page.keyboard.press("Tab")
        key = page.evaluate(
            "(() => { const e = document.activeElement; if (!e || e === document.body) return null;"
            " return e.dataset.testid || e.tagName + ':' + (e.textContent || e.name || '').slice(0, 30); })()"
        )
        if key is None:
            continue
        if key == first:
            break
        first = first or key
        seen.append(key)
    return seen


def fits_phone(watched: Watched) -> bool:
    """Nothing on the page is wider than the screen (no horizontal scrolling)."""
    fits: bool = watched.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    return fits


def too_wide(watched: Watched) -> list[str]:
    """The elements reaching past the screen's right edge (outside scrolling boxes): what makes a
    page scroll sideways, for the failure message."""
    found: list[str] = watched.page.evaluate(
        """(() => {
            const out = [];
            for (const e of document.querySelectorAll("body *")) {
                if (e.closest(".scroll")) continue;
                const r = e.getBoundingClientRect();
                if (r.right <= window.innerWidth + 1) continue;
                out.push(`${e.tagName}.${e.className}[${e.dataset.testid || ""}] ${Math.round(r.right)}`);
            }
            return out.slice(0, 12);
        })()"""
    )
    return found


def tournament(web: Web, tournament_id: str) -> TournamentState:
    """The tournament's state in the server (the truth; the pages only see the API)."""
    found: TournamentState = web.services.tournaments.state(uuid.UUID(tournament_id))
    return found


def wait_until(check: Callable[[], Any], timeout: float, what: str, poll: float = 0.1) -> Any:
    """``check()``'s first truthy answer within ``timeout`` seconds, else a failure naming ``what``."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(poll)
