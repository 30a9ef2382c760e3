"""The director's correction grid of a five-seat table fits a phone (390 px) with no sideways
scrolling, its own or the page's: every seat's points, the winner and the forfeits reachable."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.tournament_api.helpers import PASSWORD, Organiser, account_token, ok
from tests.web.helpers import http
from tests.web.tournament_helpers import fits_phone, saved_ruleset, sign_in, too_wide

pytestmark = pytest.mark.browser


def test_the_correction_grid_of_a_five_seat_table_fits_a_phone(web, open_page):
    ruleset = saved_ruleset(web)
    with http(web) as client:
        org = Organiser(client, account_token(web.services, "grid-director", "organiser"))
        tid = org.create(
            name="Five at a table", ruleset=ruleset, rounds=1, boards=2, table_size=5, correction_window_seconds=3600
        )
        org.bots(tid, 5)
        ok(org.post(f"/v1/tournaments/{tid}/start"))
        ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
        org.wait_round_closed(tid, 1)
    director = open_page("director (phone)", phone=True)
    sign_in(director, "grid-director", PASSWORD)
    page = director.page
    page.goto(f"/tournaments/{tid}/desk")
    page.get_by_test_id("correct-round").select_option("1")
    page.get_by_test_id("correct-table").select_option("1")
    grid = page.get_by_test_id("correct-grid")
    expect(grid.locator("input[data-points]")).to_have_count(2 * 5)  # two boards, five seats
    page.get_by_test_id("correct-points-1-4").scroll_into_view_if_needed()
    box = grid.locator("table").bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= 390 + 1, box
    inner = grid.evaluate("(g) => [...g.querySelectorAll('.scroll')].map((s) => s.scrollWidth - s.clientWidth)")
    assert max(inner, default=0) <= 1, f"the grid scrolls sideways by {inner} px"
    assert fits_phone(director), too_wide(director)
