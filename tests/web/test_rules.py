"""The rule editor: the domain's verdict shows inline while typing (an impossible ruleset names
its fields, and cannot be saved), a valid one is saved and shared by its id; German texts."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.web.helpers import http, screenshot

pytestmark = pytest.mark.browser


def test_the_editor_shows_the_domains_errors_inline_and_saves_a_valid_ruleset(web, open_page):
    editor = open_page("editor")
    page = editor.page
    page.goto("/rules")
    expect(page.get_by_test_id("valid")).to_be_visible()
    hand = page.get_by_test_id("f-hand_size")
    expect(hand).to_have_value("5")

    # Impossible: 5 players x 20 cards from 32; and a special card's effect that does not exist.
    hand.fill("20")
    page.get_by_test_id("f-specials-9").fill("teleport")
    expect(page.get_by_test_id("err-players")).to_contain_text("hand_size 20")
    expect(page.get_by_test_id("err-specials")).to_contain_text("teleport")
    expect(page.get_by_test_id("f-players")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_test_id("summary")).to_contain_text("2 problems")
    expect(page.get_by_test_id("save")).to_be_disabled()
    screenshot(editor, "rules-invalid-desktop")

    # Fixed: six cards, the nine reverses; saved under a name and shared by its id.
    hand.fill("6")
    page.get_by_test_id("f-specials-9").fill("reverse")
    expect(page.get_by_test_id("valid")).to_be_visible()
    expect(page.get_by_test_id("err-players")).to_have_text("")
    page.get_by_test_id("rs-name").fill("Friday night")
    page.get_by_test_id("save").click()
    expect(page.get_by_test_id("saved")).to_contain_text("Saved “Friday night”")
    link = page.get_by_test_id("share-link").input_value()
    ruleset_id = link.rsplit("=", 1)[1]
    with http(web) as client:
        saved = client.get(f"/v1/rulesets/{ruleset_id}").json()
    assert saved["name"] == "Friday night"
    assert saved["rules"]["hand_size"] == 6
    assert saved["rules"]["specials"]["9"] == {"kind": "reverse", "amount": 0, "wild": False}
    assert saved["rules"]["specials"]["J"]["kind"] == "wish"  # the rest of MM-001's specials kept

    # The share link opens it in the editor (here in German).
    reader = open_page("reader", phone=True, locale="de-DE")
    reader.page.goto(link)
    expect(reader.page.get_by_role("heading", level=1)).to_have_text("Regeleditor")
    expect(reader.page.get_by_test_id("f-hand_size")).to_have_value("6")
    expect(reader.page.get_by_test_id("f-specials-9")).to_have_value("reverse")
    expect(reader.page.get_by_test_id("saved")).to_contain_text(ruleset_id)
    assert reader.page.evaluate("document.documentElement.lang") == "de"
    screenshot(reader, "rules-shared-phone-de")
