"""The tournament pages in real browsers against a real server: an organiser creates a bot
tournament at the director's desk (at phone width), registers the bots, starts it and seats the
rounds; the bots play through the server; a second browser's standings board follows every
change over the standings stream without a reload; the seating list shows the tables (and
prints without the page's chrome); a score adjustment made with the keyboard, with a reason,
moves the board; a correction after the window is refused with the rule's message; at the end
the board shows the revealed seed and the service's verification.  No console error and no
request off 127.0.0.1 on any page (the ``open_page`` fixture)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.web.helpers import http, screenshot
from tests.web.tournament_helpers import (
    fits_phone,
    make_organiser,
    saved_ruleset,
    sign_in,
    tab_through,
    tab_to,
    too_wide,
    tournament,
    wait_until,
)

pytestmark = pytest.mark.browser

DISPLAY_NAME = "async (raw) => (await import('/web/js/names.js')).displayName(raw)"
"""The name the pages show for a recorded player (``bot:heuristic#3`` -> "Heuristic bot #3")."""

DESK_ACTIONS = ("seat-round", "adjust-submit", "penalty-submit", "withdraw-submit", "correct-submit", "lodge-submit")
"""The desk's action buttons while a round's results are published and the next is not seated."""


def test_a_bot_tournament_run_from_the_desk_with_a_live_board(web, open_page):
    ruleset = saved_ruleset(web)
    make_organiser(web, "director", "director-password-1")
    director = open_page("director (phone)", phone=True)
    viewer = open_page("viewer")
    sign_in(director, "director", "director-password-1")
    page = director.page

    # The list offers an organiser the desk's form; the form creates the tournament.
    page.goto("/tournaments")
    expect(page.get_by_role("link", name="Tournaments")).to_be_visible()
    assert fits_phone(director), ("tournament list", too_wide(director))
    page.get_by_test_id("new-tournament").click()
    page.get_by_test_id("tn-name").fill("Friday series")
    page.get_by_test_id("tn-format").select_option("series")
    page.get_by_test_id("tn-ruleset").select_option(ruleset)
    page.get_by_test_id("tn-rounds").fill("2")
    page.get_by_test_id("tn-boards").fill("1")
    page.get_by_test_id("tn-table-size").fill("3")
    page.get_by_test_id("tn-scoring").select_option("wins")
    page.get_by_test_id("tn-window").fill("0")  # results stand as soon as they are published
    assert fits_phone(director), ("the desk's creation form", too_wide(director))
    page.get_by_test_id("tn-create-submit").click()
    page.wait_for_url("**/tournaments/*/desk")
    tid = page.url.rsplit("/", 2)[1]
    expect(page.get_by_test_id("desk-status")).to_have_attribute("data-status", "registering")

    # Six bots registered from the desk; started; the board opened in another browser.
    page.get_by_test_id("reg-count").fill("6")
    page.get_by_test_id("register-bots-submit").click()
    expect(page.get_by_test_id("entrants").locator("tbody tr")).to_have_count(6)
    board = viewer.page
    board.goto(f"/tournaments/{tid}")
    expect(board.get_by_test_id("standings").locator("tbody tr")).to_have_count(6)
    expect(board.get_by_test_id("commitment")).to_have_text(tournament(web, tid).commitment)
    expect(board.get_by_test_id("live")).to_have_text("live")
    board.evaluate("window.__sameDocument = true")
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("desk-status")).to_have_attribute("data-status", "running")
    expect(board.get_by_test_id("tn-status")).to_have_attribute("data-status", "running")  # by the stream

    # Round 1 is seated; the bots play it through the server; the board follows by itself.
    page.get_by_test_id("seat-round").click()
    expect(page.get_by_test_id("desk-done")).to_contain_text("Round 1 is seated")
    state = wait_until(lambda: (s := tournament(web, tid)).rounds and s.rounds[0].closed and s, 60, "round 1 to close")
    wins = board.get_by_test_id("standings").locator("td.col-wins")
    expect(wins).to_have_count(6)
    wait_until(lambda: sum(int(w) for w in wins.all_inner_texts()) == 2, 20, "the board to show both tables' wins")
    expect(board.get_by_test_id("rounds")).to_contain_text("results published")
    assert board.evaluate("window.__sameDocument") is True  # no reload: the stream did it
    assert fits_phone(director), ("the desk", too_wide(director))
    screenshot(director, "tournament-desk-phone")

    # The seating list of round 1: its tables with their seats, links to the tables' pages.
    seating = open_page("seating (phone)", phone=True)
    seating.page.goto(f"/tournaments/{tid}/rounds/1")
    tables = seating.page.get_by_test_id("seating").locator("section.tn-table")
    expect(tables).to_have_count(len(state.rounds[0].tables))
    for seated in state.rounds[0].tables:
        section = seating.page.locator(f"section[data-table='{seated.table_no}']")
        expect(section.locator("tbody tr")).to_have_count(len(seated.entrants))
        expect(section.get_by_test_id(f"open-table-{seated.table_no}")).to_have_attribute(
            "href", f"/t/{seated.table_id}"
        )
        for entrant_id in seated.entrants:  # named as every page names them (names.js: "Heuristic bot #3")
            shown = seating.page.evaluate(DISPLAY_NAME, state.entrant(entrant_id).name)
            assert "bot:" not in shown
            expect(section).to_contain_text(shown)
    expect(seating.page.get_by_test_id("no-byes")).to_be_visible()
    assert fits_phone(seating), ("the seating list", too_wide(seating))
    seating.page.emulate_media(media="print")
    expect(seating.page.locator("header.top")).to_be_hidden()
    expect(seating.page.get_by_test_id("print")).to_be_hidden()
    expect(tables.first).to_be_visible()
    screenshot(seating, "tournament-seating-print")
    seating.page.emulate_media(media="screen")

    # The keyboard reaches every action of the desk; an adjustment is made with it alone.
    page.reload()
    expect(page.get_by_test_id("seat-round")).to_be_enabled()
    met = tab_through(director)
    missing = [a for a in DESK_ACTIONS if a not in met]
    assert not missing, f"not reachable by keyboard: {missing}"
    first = state.entrants[0]
    before = board.locator(f"tr[data-entrant='{first.entrant_id}'] [data-testid=score]").inner_text()
    page.locator("body").focus()
    tab_to(director, "adjust-entrant")
    assert page.get_by_test_id("adjust-entrant").input_value() == first.entrant_id
    page.keyboard.press("Tab")
    page.keyboard.type("5")
    tab_to(director, "adjust-reason")
    page.keyboard.type("scored on a board the bots misread")
    tab_to(director, "adjust-submit")
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("desk-done")).to_contain_text("Adjust a score")
    row = board.locator(f"tr[data-entrant='{first.entrant_id}']")
    expect(row.get_by_test_id("score")).to_have_text(str(int(before) + 5))
    expect(row.locator("td.col-rank")).to_have_text("1")
    expect(board.get_by_test_id("tn-audit")).to_contain_text("scored on a board the bots misread")
    assert board.evaluate("window.__sameDocument") is True

    # A correction after the window: refused, and the desk says which rule and why (the browser
    # logs the refusal's 422, the one console error this test expects).
    director.allow.append("the server responded with a status of 422")
    page.get_by_test_id("correct-round").select_option("1")
    page.get_by_test_id("correct-table").select_option("1")
    page.get_by_test_id("correct-reason").fill("the winner was miscounted")
    page.get_by_test_id("correct-submit").click()
    refusal = page.get_by_test_id("correct-error")
    expect(refusal).to_have_attribute("data-rule", "correction_window_closed")
    expect(refusal).to_contain_text("The correction window of this round has closed")
    assert len(tournament(web, tid).adjustments) == 1  # nothing else was written
    screenshot(director, "tournament-desk-refused-phone")

    # A protest about table 1, lodged and decided at the desk, with the table's referee view.
    page.get_by_test_id("lodge-text").fill("a card was played out of turn")
    page.get_by_test_id("lodge-submit").click()
    protest = page.get_by_test_id("protests").locator("li[data-protest]")
    expect(protest).to_contain_text("a card was played out of turn")
    expect(protest.get_by_role("link", name="Referee view of the table")).to_have_attribute(
        "href", f"/t/{state.rounds[0].tables[0].table_id}/sheet"
    )
    protest.locator("select").select_option("rejected")
    protest.locator("textarea").fill("the log shows the card in turn")
    protest.get_by_role("button", name="Decide").click()
    expect(protest).to_contain_text("rejected")
    expect(protest).to_contain_text("the log shows the card in turn")
    assert tournament(web, tid).protests[0].decision == "rejected"

    # The last round: seated, played, and the tournament is over: the seed and its verification.
    page.get_by_test_id("seat-round").click()
    expect(page.get_by_test_id("desk-done")).to_contain_text("Round 2 is seated")
    wait_until(lambda: tournament(web, tid).status == "finished", 60, "the tournament to finish")
    expect(board.get_by_test_id("tn-status")).to_have_attribute("data-status", "finished")
    seed = tournament(web, tid).seed
    expect(board.get_by_test_id("seed")).to_have_text(seed)
    expect(board.get_by_test_id("verify")).to_have_text("Verified: every board was dealt from the committed seed.")
    assert board.evaluate("window.__sameDocument") is True
    with http(web) as client:  # the board shows the service's standings, in its order
        rows = client.get(f"/v1/tournaments/{tid}/standings").json()
    rows = rows["rows"] if isinstance(rows, dict) else rows
    shown = board.get_by_test_id("standings").locator("tbody tr").evaluate_all("rs => rs.map(r => r.dataset.entrant)")
    assert shown == [r["entrant_id"] for r in rows]
    with http(web) as client:  # final or provisional, as the service says (window 0: final once it passed)
        final = client.get(f"/v1/tournaments/{tid}/standings").json()["final"]
    board.reload()
    standing = board.get_by_test_id("tn-standing")
    expect(standing).to_have_attribute("data-final", "true" if final else "false")
    expect(standing).to_have_text(
        "Final standings" if final else "Provisional: results may still be corrected or protested"
    )
    screenshot(viewer, "tournament-board-desktop")
    for path in (f"/tournaments/{tid}", f"/tournaments/{tid}/rounds/2", "/tournaments"):
        seating.page.goto(path)
        expect(seating.page.get_by_role("heading", level=1)).to_be_visible()
        assert fits_phone(seating), (path, too_wide(seating))


def test_the_tournament_texts_hold_the_same_keys_in_english_and_german(web, open_page):
    reader = open_page("reader")
    reader.page.goto("/tournaments")
    reader.page.locator("[data-testid=tournaments], [data-testid=tournaments-empty]").first.wait_for()
    missing = reader.page.evaluate(
        """async () => {
            const { default: T } = await import("/web/js/texts/tournament.js");
            const en = Object.keys(T.en), de = Object.keys(T.de);
            return [en.filter((k) => !de.includes(k)), de.filter((k) => !en.includes(k))];
        }"""
    )
    assert missing == [[], []]
    reader.page.locator("#lang").select_option("de")
    expect(reader.page.get_by_role("heading", level=1)).to_have_text("Turniere")
    expect(reader.page.get_by_role("link", name="Turniere")).to_be_visible()
