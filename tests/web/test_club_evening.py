"""A club evening with real cards, end to end in real browsers: the director creates the event at
the desk (real cards, check-in, a short correction window); two players register and check in
on the tournament page (the others over HTTP; one never checks in and is withdrawn at the
start); the round is seated; a player enters her table's score sheet on her phone and the
opponent confirms it; at the other table two entries disagree, the desk lists the conflict and
the director records the result on the round's page; the director corrects a result inside the
window at the desk; the travellers print with the correction marked; and once the window has
passed the standings say they are final."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.web.helpers import Watched, http
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

WINDOW_S = 12
"""The correction window: long enough to correct at the desk, short enough to wait out."""


def _account(web: Any, handle: str) -> str:
    with http(web) as client:
        r = client.post("/v1/accounts", json={"handle": handle, "password": "club-password-1"})
        assert r.status_code == 201, r.text
        signed = client.post("/v1/sessions", json={"handle": handle, "password": "club-password-1"})
        assert signed.status_code in (200, 201), signed.text
        token: str = signed.json()["token"]
        return token


def _post(web: Any, token: str, path: str, body: Any = None) -> dict[str, Any]:
    with http(web) as client:
        r = client.post(path, json=body if body is not None else {}, headers={"Authorization": f"Bearer {token}"})
        assert r.status_code in (200, 201), r.text
        answer: dict[str, Any] = r.json()
        return answer


def _player(open_page: Any, name: str) -> Watched:
    watched: Watched = open_page(f"{name} (phone)", phone=True)
    sign_in(watched, name, "club-password-1")
    return watched


def test_a_club_evening_with_real_cards(web, open_page):
    ruleset = saved_ruleset(web)  # scoring wins: a board's winner scores 1, the others 0
    make_organiser(web, "eveningdirector", "director-password-1")
    director = open_page("director")
    sign_in(director, "eveningdirector", "director-password-1")
    desk = director.page
    desk.goto("/tournaments/new")
    desk.get_by_test_id("tn-name").fill("Thursday club")
    desk.get_by_test_id("tn-ruleset").select_option(ruleset)
    desk.get_by_test_id("tn-rounds").fill("1")
    desk.get_by_test_id("tn-boards").fill("1")
    desk.get_by_test_id("tn-table-size").fill("3")
    desk.get_by_test_id("tn-window").fill(str(WINDOW_S))
    desk.get_by_test_id("tn-cards").check()
    desk.get_by_test_id("tn-check-in").check()
    desk.get_by_test_id("tn-create-submit").click()
    desk.wait_for_url("**/tournaments/*/desk")
    tid = desk.url.rsplit("/", 2)[1]

    # two players register and check in on the tournament page; four more over HTTP, one of them
    # never checks in
    names = [f"{n}{uuid.uuid4().hex[:4]}" for n in ("ann", "bob", "cid", "dan", "eve", "fay", "gus")]
    tokens = {name: _account(web, name) for name in names}
    pages: dict[str, Watched] = {}
    for name in names[:2]:
        pages[name] = _player(open_page, name)
        page = pages[name].page
        page.goto(f"/tournaments/{tid}")
        page.get_by_test_id("register-me").click()
        page.get_by_test_id("check-in-me").click()
        expect(page.get_by_test_id("checked-in")).to_be_visible()
    entrant_of: dict[str, str] = {}
    for name in names[2:]:
        answer = _post(web, tokens[name], f"/v1/tournaments/{tid}/entrants")
        entrant_of[name] = answer["events"][0]["entrant_id"]
        if name != names[-1]:
            _post(web, tokens[name], f"/v1/tournaments/{tid}/entrants/{entrant_of[name]}/check-in")
    state = tournament(web, tid)
    entrant_of |= {e.name: e.entrant_id for e in state.entrants}
    name_of = {v: k for k, v in entrant_of.items()}

    desk.reload()
    desk.get_by_test_id("start").click()
    expect(desk.get_by_test_id("desk-status")).to_have_attribute("data-status", "running")
    assert tournament(web, tid).withdrawn == {entrant_of[names[-1]]}  # gus, the no-show
    desk.get_by_test_id("seat-round").click()
    expect(desk.get_by_test_id("desk-done")).to_contain_text("Round 1 is seated")
    seated = tournament(web, tid).rounds[0]
    ann = names[0]
    mine = next(t for t in seated.tables if entrant_of[ann] in t.entrants)
    other = next(t for t in seated.tables if t is not mine)

    # ann enters her table's sheet on her phone: she won the board
    phone = pages[ann].page
    phone.goto(f"/tournaments/{tid}/rounds/1")
    n = mine.table_no
    expect(phone.get_by_test_id(f"entry-status-{n}")).to_have_text("No result entered yet.")
    seat = mine.entrants.index(entrant_of[ann])
    for s in range(len(mine.entrants)):
        phone.get_by_test_id(f"entry-{n}-points-0-{s}").fill("1" if s == seat else "0")
    phone.get_by_test_id(f"entry-{n}-winner-0").select_option(str(seat))
    phone.get_by_test_id(f"entry-submit-{n}").click()
    expect(phone.get_by_test_id(f"entry-status-{n}")).to_contain_text("waiting for an opponent")
    assert fits_phone(pages[ann]), ("the round's page with the score sheet", too_wide(pages[ann]))
    # the opponent confirms (in the browser if it is bob, else over HTTP)
    opponent = next(e for e in mine.entrants if e != entrant_of[ann])
    if name_of[opponent] in pages:
        page = pages[name_of[opponent]].page
        page.goto(f"/tournaments/{tid}/rounds/1")
        page.get_by_test_id(f"entry-confirm-{n}").click()
    else:
        _post(web, tokens[name_of[opponent]], f"/v1/tournaments/{tid}/rounds/1/tables/{n}/confirm")
    wait_until(lambda: tournament(web, tid).rounds[0].results[n - 1] is not None, 20, "table 1's result")

    # the other table: two entries disagree; the desk lists it; the director records it
    m = other.table_no
    for who, winner in ((other.entrants[0], 0), (other.entrants[1], 1)):
        sheet = {"points": [[1 if s == winner else 0 for s in range(len(other.entrants))]], "winners": [winner]}
        _post(web, tokens[name_of[who]], f"/v1/tournaments/{tid}/rounds/1/tables/{m}/entries", sheet)
    desk.reload()
    conflict = desk.get_by_test_id("unsettled").locator(f"li[data-table='{m}']")
    expect(conflict).to_have_attribute("data-status", "conflict")
    conflict.get_by_role("link").click()
    desk.wait_for_url(f"**/tournaments/{tid}/rounds/1*")
    expect(desk.get_by_test_id(f"entry-status-{m}")).to_contain_text("the director decides")
    for s in range(len(other.entrants)):
        desk.get_by_test_id(f"entry-{m}-points-0-{s}").fill("1" if s == 1 else "0")
    desk.get_by_test_id(f"entry-{m}-winner-0").select_option("1")
    desk.get_by_test_id(f"entry-submit-{m}").click()
    finished = wait_until(lambda: (s := tournament(web, tid)).status == "finished" and s, 20, "the round to close")
    settled = finished.rounds[0].results[m - 1]
    assert settled is not None
    assert settled.winners == (1,)

    # a correction inside the window, at the desk: table m's board went to seat 2
    desk.goto(f"/tournaments/{tid}/desk")
    desk.get_by_test_id("correct-round").select_option("1")
    desk.get_by_test_id("correct-table").select_option(str(m))
    for s in range(len(other.entrants)):
        desk.get_by_test_id(f"correct-points-0-{s}").fill("1" if s == 2 else "0")
    desk.get_by_test_id("correct-winner-0").select_option("2")
    desk.get_by_test_id("correct-reason").fill("the sheet was signed for seat 3")
    desk.get_by_test_id("correct-submit").click()
    expect(desk.get_by_test_id("desk-done")).to_contain_text("Correct")
    corrected = tournament(web, tid).rounds[0].results[m - 1]
    assert corrected is not None
    assert corrected.winners == (2,)

    # the travellers, printed: the corrected table marked
    desk.goto(f"/tournaments/{tid}/travellers")
    expect(desk.locator(f"table[data-table='{m}'] [data-testid=corrected]")).to_be_visible()
    expect(desk.locator(f"table[data-table='{n}'] [data-testid=corrected]")).to_have_count(0)
    desk.emulate_media(media="print")
    expect(desk.locator("header.top")).to_be_hidden()
    expect(desk.get_by_test_id("travellers")).to_be_visible()
    desk.emulate_media(media="screen")

    # once the window has passed, the standings are final
    board = open_page("board").page

    def final() -> bool:
        board.goto(f"/tournaments/{tid}")
        standing = board.get_by_test_id("tn-standing")
        standing.wait_for()
        return bool(standing.get_attribute("data-final") == "true")

    wait_until(final, WINDOW_S + 30, "the standings to be final", poll=2)
    expect(board.get_by_test_id("tn-standing")).to_have_text("Final standings")
    row = board.locator(f"tr[data-entrant='{other.entrants[2]}']")
    expect(row.locator("td.col-wins")).to_have_text("1")
