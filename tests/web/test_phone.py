"""A whole match on a 390x844 phone, in German, without a single scroll.

A guest (the browser says German: ``de-DE``) plays a five-card match (one win ends it) against the
heuristic bot by tapping, as a person would: the first lit card (wishing the first suit offered,
calling "Mau" when the call is offered), else draw, else pass.  Before every move of the page the
test asserts what the issue asks of the phone table: the top card, the Mau button and every card
of the hand lie inside the viewport, and the page has not scrolled (``window.scrollY == 0``; a
click on anything off the screen would scroll it, so the assertion also catches that).  At the
end the page says, in German, who won; the log holds German sentences only (no English
catalogue text; see test_languages.py for the scan of every page).
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from tests.web.helpers import bearer, http, screenshot, sign_in_as_guest

pytestmark = pytest.mark.browser

FIVE = {"base": "MM-001", "name": "Five-card sprint", "overrides": {"hand_size": 5, "scoring": "wins", "win_target": 1}}
"""MM-001 with five cards, scored by wins, one win ends the match."""

INSIDE = """(sel) => {
  const vw = window.innerWidth, vh = window.innerHeight;
  return [...document.querySelectorAll(sel)].map((el) => {
    const r = el.getBoundingClientRect();
    return { name: el.getAttribute("data-card") || el.getAttribute("data-testid") || el.tagName,
             inside: r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5,
             box: [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)] };
  });
}"""


def assert_on_screen(page, turn: int) -> None:
    """The top card, the Mau button and every hand card inside the viewport; no scroll."""
    assert page.evaluate("window.scrollY") == 0, f"turn {turn}: the page scrolled"
    top = page.evaluate(INSIDE, "[data-testid=top] [data-card]")
    mau = page.evaluate(INSIDE, ".mau")
    hand = page.evaluate(INSIDE, "[data-testid=hand] button.card")
    turn_line = page.evaluate(INSIDE, "[data-testid=status]")
    assert len(top) == 1, f"turn {turn}: top card {top}"
    assert top[0]["inside"], f"turn {turn}: top card {top}"
    assert len(mau) == 1, f"turn {turn}: Mau button {mau}"
    assert mau[0]["inside"], f"turn {turn}: Mau button {mau}"
    assert turn_line[0]["inside"], f"turn {turn}: the turn line {turn_line}"
    assert hand, f"turn {turn}: no hand"
    off = [c for c in hand if not c["inside"]]
    assert not off, f"turn {turn}: hand cards off the screen {off} of {len(hand)}"


SETTLED = "() => document.getAnimations().every((a) => a.playState !== 'running')"
"""No animation running (a drawn card has landed): what a person waits for before tapping it.
Playwright clicks a moving element only after retries, and each retry scrolls it into view with
another alignment (end, centre, start): that would scroll the page although the card was on the
screen all along."""


def tap_a_move(page) -> str:
    """One move by tapping, once the cards have landed: the first lit card (with the first wish
    and the call when offered), else draw, else pass."""
    version = int("".join(ch for ch in page.get_by_test_id("version").inner_text() if ch.isdigit()))
    page.wait_for_function(SETTLED)
    legal = page.locator("[data-testid=hand] button.card.legal")
    if legal.count():
        card = legal.first.get_attribute("data-card") or ""
        legal.first.click()
        if page.get_by_test_id("wish-picker").count():
            page.locator("[data-testid=wish-picker] label").first.click()
        call = page.get_by_test_id("call")
        if call.is_enabled() and not call.is_checked():
            page.locator(".mau").click()
        page.get_by_test_id("play").click()
        done = card
    elif page.get_by_test_id("draw").is_enabled():
        page.get_by_test_id("draw").click()
        done = "draw"
    else:
        page.get_by_test_id("pass").click()
        done = "pass"
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        shown = int("".join(ch for ch in page.get_by_test_id("version").inner_text() if ch.isdigit()))
        if shown > version:
            return done
        time.sleep(0.03)
    raise AssertionError(f"no new version after {done}")


def test_a_whole_match_on_a_phone_in_german_without_scrolling(web, open_page):
    anna = open_page("anna (phone, de)", phone=True, locale="de-DE")
    page = anna.page
    identity = sign_in_as_guest(anna, "anna")
    with http(web) as client:
        ruleset = client.post("/v1/rulesets", json=FIVE).json()["id"]
        token = identity["token"]
        r = client.post("/v1/tables", json={"ruleset": ruleset, "seats": 2}, headers=bearer(token))
        table_id = r.json()["table_id"]
        host = r.json()["host_token"]
        assert client.post(
            f"/v1/tables/{table_id}/seats/1/bot", json={"bot": "heuristic"}, headers=bearer(host)
        ).is_success
        seat = client.post(f"/v1/tables/{table_id}/seats/0", headers=bearer(token)).json()["token"]
        assert client.post(f"/v1/tables/{table_id}/start", headers=bearer(host)).is_success
    page.evaluate(
        "([id, token]) => localStorage.setItem(`maumau.seat.${id}`, JSON.stringify({seat: 0, token}))", [table_id, seat]
    )
    page.goto(f"/t/{table_id}")
    expect(page.get_by_test_id("role")).to_have_text("du sitzt auf Platz 0")
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("[data-testid=hand] button.card")).to_have_count(5)

    turns = 0
    deadline = time.monotonic() + 240
    while page.get_by_test_id("phase").inner_text() != "Partie vorbei":
        assert time.monotonic() < deadline, "the match did not end"
        if (
            page.get_by_test_id("status").inner_text() == "Du bist dran."
            and page.locator("[data-testid=hand] button.card").count()
        ):
            assert_on_screen(page, turns)
            if turns == 2:
                screenshot(anna, "phone-de-table-midgame")
            tap_a_move(page)
            turns += 1
        else:
            time.sleep(0.05)
    assert turns >= 3
    assert page.evaluate("window.scrollY") == 0
    expect(page.get_by_test_id("result")).to_contain_text(re.compile(r"gewinns?t Runde 1\."))
    log = page.get_by_test_id("log").inner_text()
    assert "Du hast" in log or "Du ziehst" in log, log  # the viewer's own sentences
    assert "You " not in log, log
    assert " played " not in log, log
    screenshot(anna, "phone-de-table-over")
