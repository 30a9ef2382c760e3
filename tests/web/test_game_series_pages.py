"""A series of another game from the director's desk, in Chromium against a real server: the
creation form offers every game a series may play (``GET /v1/games``, ``series``), and choosing
one takes away what only Mau-Mau has (its ruleset, boards, the duplicate format) and says why;
the bots play the round at the platform's tables; the seating list opens each table on the
game's own page, which draws the finished game."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.web.helpers import screenshot
from tests.web.tournament_helpers import fits_phone, make_organiser, sign_in, too_wide, tournament, wait_until

pytestmark = pytest.mark.browser


def test_a_schwimmen_series_created_at_the_desk_plays_at_the_games_tables(web, open_page):
    make_organiser(web, "clubdirector", "director-password-2")
    director = open_page("director (phone)", phone=True)
    sign_in(director, "clubdirector", "director-password-2")
    page = director.page
    page.goto("/tournaments/new")
    game = page.get_by_test_id("tn-game")
    expect(game.locator("option")).to_have_text(["Mau-Mau", "Schwimmen (31)", "President"])
    expect(page.get_by_test_id("tn-ruleset")).to_be_enabled()
    game.select_option("schwimmen")
    expect(page.get_by_test_id("tn-ruleset")).to_be_disabled()
    expect(page.get_by_test_id("tn-boards")).to_be_disabled()
    expect(page.get_by_test_id("tn-boards")).to_have_value("1")
    expect(page.locator('[data-testid=tn-format] option[value="duplicate"]')).to_be_disabled()
    expect(page.get_by_test_id("tn-game-hint")).to_contain_text("ranked by places")
    page.get_by_test_id("tn-name").fill("Schwimmen club night")
    page.get_by_test_id("tn-rounds").fill("1")
    page.get_by_test_id("tn-table-size").fill("3")
    page.get_by_test_id("tn-window").fill("0")
    assert fits_phone(director), ("the form with a game chosen", too_wide(director))
    page.get_by_test_id("tn-create-submit").click()
    page.wait_for_url("**/tournaments/*/desk")
    tid = page.url.rsplit("/", 2)[1]
    created = tournament(web, tid).config
    assert created is not None
    assert created.game == "schwimmen"

    page.get_by_test_id("reg-count").fill("6")
    page.get_by_test_id("register-bots-submit").click()
    expect(page.get_by_test_id("entrants").locator("tbody tr")).to_have_count(6)
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("desk-status")).to_have_attribute("data-status", "running")
    page.get_by_test_id("seat-round").click()
    state = wait_until(lambda: (s := tournament(web, tid)).status == "finished" and s, 90, "the series to finish")

    seating = open_page("seating")
    seating.page.goto(f"/tournaments/{tid}/rounds/1")
    for seated in state.rounds[0].tables:
        link = seating.page.get_by_test_id(f"open-table-{seated.table_no}")
        expect(link).to_have_attribute("href", f"/g/schwimmen/{seated.table_id}")
    seating.page.get_by_test_id(f"open-table-{state.rounds[0].tables[0].table_no}").click()
    seating.page.wait_for_url(f"**/g/schwimmen/{state.rounds[0].tables[0].table_id}")
    expect(seating.page.get_by_test_id("status")).to_contain_text("over")
    screenshot(seating, "tournament-schwimmen-table")
