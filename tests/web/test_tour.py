"""Every page at desktop and phone width: it loads with no console error and no request off
127.0.0.1 (checked by the ``open_page`` fixture), has its landmarks and a heading, and leaves a
screenshot; the German and English dictionaries hold the same keys; the read side of a finished
match (score sheet, audit trail, disputes, referee view) and the leaderboards show it."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tests.web.helpers import finished_match, http, screenshot, sign_in_as_guest

pytestmark = pytest.mark.browser


def test_every_page_at_desktop_and_phone_width(web, open_page):
    table_id, _seat = finished_match(web, "tourist")
    with http(web) as client:  # the read models follow the match within moments
        deadline = time.monotonic() + 20
        while True:
            r = client.get(f"/v1/tables/{table_id}/score-sheet")
            if r.status_code == 200 and r.json()["match"]["status"] == "finished":
                break
            assert time.monotonic() < deadline, r.text
            time.sleep(0.1)
    pages = {
        "lobby": "/",
        "rules": "/rules",
        "leaderboards": "/leaderboards",
        "table": f"/t/{table_id}",
        "replay": f"/t/{table_id}/replay",
        "sheet": f"/t/{table_id}/sheet",
    }
    for width in ("desktop", "phone"):
        visitor = open_page(f"visitor ({width})", phone=width == "phone")
        if width == "phone":
            sign_in_as_guest(visitor, "visitor")
        for name, path in pages.items():
            visitor.page.goto(path)
            expect(visitor.page.get_by_role("main")).to_be_visible()
            expect(visitor.page.get_by_role("heading", level=1)).to_be_visible()
            expect(visitor.page.get_by_role("navigation", name="Main")).to_be_visible()
            visitor.page.wait_for_load_state("networkidle")
            screenshot(visitor, f"tour-{name}-{width}")
            if width == "phone":  # nothing wider than the screen
                assert visitor.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), name

    reader = open_page("reader")
    page = reader.page
    page.goto(f"/t/{table_id}/sheet")
    expect(page.get_by_test_id("sheet-status")).to_contain_text("finished")
    expect(page.get_by_test_id("score-sheet").locator("tbody tr")).to_have_count(1)
    expect(page.get_by_test_id("audit")).to_contain_text("tourist (guest) played the King of hearts")
    expect(page.get_by_test_id("disputes").locator("tbody tr")).to_have_count(3)  # HK, HQ and SQ were due a call
    page.get_by_test_id("ref-seat").select_option("1")
    page.get_by_test_id("ref-show").click()
    expect(page.get_by_test_id("referee")).to_contain_text("Seat 1 at version")

    # The language switch, and the two dictionaries hold the same keys.
    page.goto("/")
    page.locator("#lang").select_option("de")
    expect(page.get_by_role("heading", level=1)).to_have_text("Lobby")
    expect(page.get_by_role("link", name="Ranglisten")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "de"
    missing = page.evaluate(
        """async () => {
            const { TEXTS } = await import("/web/js/i18n.js");
            const en = Object.keys(TEXTS.en), de = Object.keys(TEXTS.de);
            return [en.filter((k) => !de.includes(k)), de.filter((k) => !en.includes(k))];
        }"""
    )
    assert missing == [[], []]
    page.goto("/leaderboards")
    page.get_by_test_id("b-rated").select_option("false")
    expect(page.get_by_test_id("leaderboard")).to_contain_text(
        "tourist (Gast)"
    )  # the page is German since the switch above
