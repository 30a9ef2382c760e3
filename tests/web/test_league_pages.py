"""The league pages in a real browser against a real server: two small bot tournaments are
played to their end over the API (one with its correction window over at once, one still open);
the organiser, at phone width, creates a league from ``/leagues/new`` (field points, best 1) and
adds both events from the league's page, the second with the keyboard (a second add of the same
event is refused with the rule's words); the table shows the numbers ``GET /v1/leagues/{id}``
answers (rank with "2=" for a shared one, total, events played, each event's points, the dropped
ones struck through and marked in words), the events final or provisional, the CSV link; a
reader without the organiser's role sees no form; the page in German shows no English of its own
texts; it fits a phone, prints without its chrome and forms, and axe finds nothing serious.  No
console error and no request off 127.0.0.1 (the ``open_page`` fixture)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.tournament_api.helpers import Organiser
from tests.web.helpers import http, screenshot
from tests.web.test_languages import _fragments, _serious_violations
from tests.web.tournament_helpers import fits_phone, make_organiser, saved_ruleset, sign_in, tab_to, too_wide

pytestmark = pytest.mark.browser

SHOWN = """() => Array.from(document.querySelectorAll("[data-testid=lg-table] tbody tr")).map((tr) => ({
  key: tr.dataset.key,
  rank: tr.querySelector("[data-testid=lg-rank]").textContent,
  total: Number(tr.querySelector("[data-testid=lg-total]").textContent),
  played: Number(tr.querySelector("[data-testid=lg-played]").textContent),
  cells: Array.from(tr.querySelectorAll("td[data-tournament]")).map((td) => [
    td.dataset.tournament, td.dataset.points === undefined ? null : Number(td.dataset.points),
    td.dataset.dropped === "true", Boolean(td.querySelector("s")), td.textContent]),
}))"""
"""The table as the page shows it, row by row."""


def _finished_tournaments(web: Any, handle: str, password: str) -> list[str]:
    """Two one-round tournaments of three bots of ``handle``'s, played to their end: the first's
    correction window closes at once (final), the second's stays open (provisional)."""
    ruleset = saved_ruleset(web)
    tids = []
    with http(web) as client:
        session = client.post("/v1/sessions", json={"handle": handle, "password": password})
        assert session.status_code in (200, 201), session.text
        org = Organiser(client, session.json()["token"])
        for night, window in (("March night", 0), ("April night", 1800)):
            tid = org.create(
                name=night, ruleset=ruleset, rounds=1, boards=1, table_size=3, correction_window_seconds=window
            )
            org.bots(tid, 3)
            assert org.run_to_end(tid)["status"] == "finished"
            tids.append(tid)
    return tids


def _expected(league: dict[str, Any]) -> list[dict[str, Any]]:
    """The table ``SHOWN`` must read, from the league's JSON."""
    table = league["table"]
    ranks = [row["rank"] for row in table["rows"]]
    counting = [e["tournament_id"] for e in table["events"] if e["counts"]]
    out = []
    for row in table["rows"]:
        results = {r["tournament_id"]: r for r in row["results"]}
        cells = []
        for tid in counting:
            r = results.get(tid)
            if r is None:
                cells.append([tid, None, False, False, "\u2013did not play"])
            elif r["counted"]:
                cells.append([tid, r["points"], False, False, str(r["points"])])
            else:
                cells.append([tid, r["points"], True, True, f"{r['points']} dropped"])
        shared = ranks.count(row["rank"]) > 1
        rank = f"{row['rank']}=" if shared else str(row["rank"])
        out.append(
            {"key": row["key"], "rank": rank, "total": row["total"], "played": row["events_played"], "cells": cells}
        )
    return out


def test_a_league_made_and_filled_from_its_pages(web, open_page):
    handle = f"lg{uuid.uuid4().hex[:6]}"
    password = "league-password-1"
    make_organiser(web, handle, password)
    first, second = _finished_tournaments(web, handle, password)
    organiser = open_page("league organiser (phone)", phone=True)
    organiser.allow.append("the server responded with a status of 422")
    sign_in(organiser, handle, password)
    page = organiser.page

    # From the tournament list to the form; a league of field points, each player's best event.
    page.goto("/tournaments")
    page.get_by_test_id("new-league").click()
    page.wait_for_url("**/leagues/new")
    expect(page.get_by_role("heading", level=1)).to_have_text("New league")
    page.get_by_test_id("lg-name").fill("Spring season")
    page.get_by_test_id("lg-scheme").select_option("list")
    expect(page.get_by_test_id("lg-points")).to_be_visible()
    page.get_by_test_id("lg-scheme").select_option("field")
    expect(page.get_by_test_id("lg-points")).to_be_hidden()
    page.get_by_test_id("lg-best-of").fill("1")
    assert fits_phone(organiser), ("league form", too_wide(organiser))
    page.get_by_test_id("lg-create-submit").click()
    page.wait_for_url("**/leagues/*-*")
    lid = page.url.rstrip("/").rsplit("/", 1)[1]
    expect(page.get_by_test_id("lg-name")).to_contain_text("Spring season")
    expect(page.get_by_test_id("lg-events-none")).to_be_visible()
    expect(page.get_by_test_id("lg-table-none")).to_be_visible()

    # Both events added from the page: the first by clicking, the second with the keyboard.
    page.get_by_test_id("lg-add-id").fill(first)
    page.get_by_test_id("lg-add-submit").click()
    expect(page.get_by_test_id("lg-add-done")).to_have_text("Added to the league: March night.")
    expect(page.get_by_test_id("lg-events").locator("li")).to_have_count(1)
    tab_to(organiser, "lg-add-id")
    page.keyboard.type(second)
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("lg-add-done")).to_have_text("Added to the league: April night.")
    expect(page.get_by_test_id("lg-events").locator("li")).to_have_count(2)
    page.get_by_test_id("lg-add-id").fill(first)
    page.get_by_test_id("lg-add-submit").click()
    expect(page.get_by_test_id("lg-add-error")).to_have_attribute("data-rule", "event_already_added")
    expect(page.get_by_test_id("lg-add-error")).to_contain_text("This tournament is in the league already.")

    # The table says what the API says (after a reload too).
    with http(web) as client:
        league = client.get(f"/v1/leagues/{lid}").json()
    assert (league["name"], league["points"], league["best_of"]) == ("Spring season", None, 1)
    assert [e["tournament_id"] for e in league["table"]["events"]] == [first, second]
    assert [(e["counts"], e["final"]) for e in league["table"]["events"]] == [(True, True), (True, False)]
    assert league["table"]["final"] is False
    expected = _expected(league)
    assert any(cell[2] for row in expected for cell in row["cells"]), "best 1 of 2: some result is dropped"
    for reload in (False, True):
        if reload:
            page.reload()
        expect(page.get_by_test_id("lg-table").locator("tbody tr")).to_have_count(len(expected))
        assert page.evaluate(SHOWN) == expected
    events = page.get_by_test_id("lg-events")
    expect(events.locator(f'li[data-tournament="{first}"] a')).to_have_attribute("href", f"/tournaments/{first}")
    expect(events.locator(f'li[data-tournament="{first}"] [data-testid=lg-event-standing]')).to_have_text("final")
    expect(events.locator(f'li[data-tournament="{second}"] [data-testid=lg-event-standing]')).to_have_text(
        "provisional"
    )
    expect(page.get_by_test_id("lg-standing")).to_have_text("provisional")
    expect(page.get_by_test_id("lg-rule")).to_have_text(
        "League points by the field (N + 1 \u2212 place). Each player's best result counts."
    )
    expect(page.get_by_test_id("lg-csv")).to_have_attribute("href", f"/v1/leagues/{lid}/table?format=csv")
    assert fits_phone(organiser), ("league page", too_wide(organiser))
    screenshot(organiser, "league-page-phone")

    # Printed: no header, no form, the table stays.
    page.emulate_media(media="print")
    expect(page.locator("header.top")).to_be_hidden()
    expect(page.get_by_test_id("lg-add")).to_be_hidden()
    expect(page.get_by_test_id("lg-table")).to_be_visible()
    page.emulate_media(media="screen")

    # In German: the page's own texts are German, none of their English is left.
    page.locator("#lang").select_option("de")
    expect(page.get_by_role("heading", level=2, name="Ligatabelle")).to_be_visible()
    texts = page.evaluate('async () => (await import("/web/js/texts/league.js")).default')
    assert sorted(texts["en"]) == sorted(texts["de"]) == sorted(texts["ru"]) == sorted(texts["zh"])
    german = {f for v in texts["de"].values() for f in _fragments(v)}
    english = {f for v in texts["en"].values() for f in _fragments(v)} - german
    shown = page.evaluate("document.body.innerText")
    assert sorted(f for f in english if f in shown) == []
    expect(page.get_by_test_id("lg-standing")).to_have_text("vorläufig")
    expect(page.get_by_test_id("lg-add-submit")).to_have_text("In die Liga aufnehmen")
    assert fits_phone(organiser), ("league page (de)", too_wide(organiser))
    page.locator("#lang").select_option("en")

    # Anyone may read it; only the organiser sees the form; axe finds nothing serious.
    reader = open_page("league reader")
    reader.page.goto(f"/leagues/{lid}")
    expect(reader.page.get_by_test_id("lg-table").locator("tbody tr")).to_have_count(len(expected))
    expect(reader.page.get_by_test_id("lg-add")).to_have_count(0)
    assert reader.page.evaluate(SHOWN) == expected
    reader.page.wait_for_load_state("networkidle")
    assert _serious_violations(reader.page) == []
    reader.page.goto("/leagues/new")
    expect(reader.page.get_by_test_id("lg-organiser-hint")).to_be_visible()
