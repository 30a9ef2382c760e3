"""The evening's flow at the director's desk in a real browser (phone width): a tournament created
with check-in, the bots checked in from the entrants' table (one left out), the start withdrawing
the no-show, one round played by the bots, and the event ended early with a reason — every
step from the desk's own controls, the state read back from the service."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import expect

from domain.tournament.decide import NO_SHOW
from tests.web.tournament_helpers import (
    fits_phone,
    make_organiser,
    saved_ruleset,
    sign_in,
    too_wide,
    tournament,
    wait_until,
)

pytestmark = pytest.mark.browser


def test_check_in_the_start_and_ending_early_from_the_desk(web, open_page):
    ruleset = saved_ruleset(web)
    make_organiser(web, "flowdirector", "director-password-1")
    director = open_page("director (phone)", phone=True)
    sign_in(director, "flowdirector", "director-password-1")
    page = director.page

    page.goto("/tournaments/new")
    page.get_by_test_id("tn-name").fill("Club evening")
    page.get_by_test_id("tn-ruleset").select_option(ruleset)
    page.get_by_test_id("tn-rounds").fill("3")
    page.get_by_test_id("tn-boards").fill("1")
    page.get_by_test_id("tn-table-size").fill("3")
    expect(page.get_by_test_id("tn-check-in-deadline")).to_be_disabled()
    page.get_by_test_id("tn-check-in").check()
    expect(page.get_by_test_id("tn-check-in-deadline")).to_be_enabled()
    page.get_by_test_id("tn-auto-advance").fill("3600")  # an hour's pause: the director ends it first
    assert fits_phone(director), ("the creation form with the evening's settings", too_wide(director))
    page.get_by_test_id("tn-create-submit").click()
    page.wait_for_url("**/tournaments/*/desk")
    tid = page.url.rsplit("/", 2)[1]
    assert tournament(web, tid).config is not None
    assert tournament(web, tid).config.check_in is True  # type: ignore[union-attr]

    page.get_by_test_id("reg-count").fill("4")
    page.get_by_test_id("register-bots-submit").click()
    rows = page.get_by_test_id("entrants").locator("tbody tr")
    expect(rows).to_have_count(4)
    entrants = [e.entrant_id for e in tournament(web, tid).entrants]
    for entrant in entrants[:3]:
        page.get_by_test_id(f"check-in-{entrant}").click()
        expect(page.get_by_test_id(f"checked-in-{entrant}")).to_have_text("Checked in")
    expect(page.get_by_test_id(f"check-in-{entrants[3]}")).to_be_visible()
    assert tournament(web, tid).checked_in == set(entrants[:3])

    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("desk-status")).to_have_attribute("data-status", "running")
    state = tournament(web, tid)
    assert state.withdrawn == {entrants[3]}
    expect(page.locator(f"tr[data-entrant='{entrants[3]}']")).to_contain_text("withdrawn")

    page.get_by_test_id("seat-round").click()
    wait_until(lambda: (s := tournament(web, tid)).rounds and s.rounds[0].closed, 60, "round 1 to close")
    page.reload()
    expect(page.get_by_test_id("next-by-itself")).to_contain_text("seats the next round by itself")
    assert tournament(web, tid).config.auto_advance_seconds == 3600  # type: ignore[union-attr]
    end = page.get_by_test_id("end-submit")
    expect(end).to_be_visible()
    page.get_by_test_id("end-reason").fill("the hall closes at ten")
    end.click()
    expect(page.get_by_test_id("desk-status")).to_have_attribute("data-status", "finished")
    expect(page.get_by_test_id("ended-early")).to_contain_text("the hall closes at ten")
    expect(page.get_by_test_id("next-by-itself")).to_have_count(0)
    finished = tournament(web, tid)
    assert finished.ended_early == "the hall closes at ten"
    assert len(finished.rounds) == 1
    withdrawals = [r.event for r in web.services.tournaments.games.load(uuid.UUID(tid))]
    assert any(getattr(e, "reason", None) == NO_SHOW for e in withdrawals)
    assert fits_phone(director), ("the desk after the end", too_wide(director))
