"""The replay viewer: scrubbing a finished round version by version (with the keyboard) shows
each seat's hand size at that version, a seat's perspective hides the other hand, and the
commitment, the revealed seed and the service's verification are shown."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.web.helpers import finished_match, http, screenshot

pytestmark = pytest.mark.browser


def counts(watched) -> list[int]:
    """The hand sizes the replay page shows, seat by seat."""
    return [int(watched.page.get_by_test_id(f"replay-count-{seat}").inner_text()) for seat in (0, 1)]


def test_scrubbing_shows_the_hand_sizes_of_each_version_and_verify_succeeds(web, open_page):
    table_id, _seat = finished_match(web)
    with http(web) as client:
        whole = client.get(f"/v1/tables/{table_id}/rounds/1/replay").json()
        first, last = whole["first_version"], whole["last_version"]
        dealt = next(e["version"] for e in whole["events"] if e["type"] == "CardsDealt")
        played = next(e["version"] for e in whole["events"] if e["type"] == "CardPlayed")
        truth = {
            v: client.get(f"/v1/tables/{table_id}/rounds/1/replay", params={"at": v}).json()["state"]["hand_sizes"]
            for v in (dealt, played, last)
        }
        seed = client.get(f"/v1/tables/{table_id}/rounds/1/seed").json()["seed"]
    # What the deal and the moves make of it, known without the service: two cards each at the
    # deal, one less for seat 0 once it played HK, and at the end seat 0 out, the bot on HQ's left.
    assert truth == {dealt: [2, 2], played: [1, 2], last: [0, 1]}

    viewer = open_page("viewer")
    page = viewer.page
    page.goto(f"/t/{table_id}/replay?round=1")
    expect(page.get_by_test_id("at")).to_contain_text(f"version {last} of {first}\N{EN DASH}{last}")
    assert counts(viewer) == truth[last]
    slider = page.get_by_test_id("slider")
    slider.focus()
    page.keyboard.press("Home")
    expect(page.get_by_test_id("at")).to_contain_text(f"version {first} of")
    assert counts(viewer) == [0, 0]  # the round's first version: before the deal
    page.keyboard.press("ArrowRight")
    expect(page.get_by_test_id("at")).to_contain_text(f"version {dealt} of")
    assert counts(viewer) == truth[dealt]
    for _ in range(played - dealt):
        page.keyboard.press("ArrowRight")
    expect(page.get_by_test_id("at")).to_contain_text(f"version {played} of")
    assert counts(viewer) == truth[played]
    screenshot(viewer, "replay-desktop")

    # Seat 1's perspective at that version: its own two cards, seat 0's hidden.
    page.get_by_test_id("perspective").select_option("1")
    expect(page.get_by_test_id("replay-seat-1").locator("[data-card]")).to_have_count(2)
    expect(page.get_by_test_id("replay-seat-0").locator("[data-card]")).to_have_count(0)
    assert counts(viewer) == truth[played]

    expect(page.get_by_test_id("verify")).to_contain_text("Verified")
    expect(page.get_by_test_id("seed")).to_have_text(seed)
    expect(page.get_by_test_id("commitment")).to_have_text(whole["commitment"])
