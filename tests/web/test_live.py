"""Two people and a spectator at a private table, each in their own browser: the invite link, a
move showing up in the others' browsers without a reload, a reload in the middle of the match
that resumes where it was, and a dropped connection that catches up by itself."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.web.helpers import (
    make_a_move,
    open_table_by_clicking,
    screenshot,
    sign_in_as_guest,
    state,
    visible_text_version,
    wait_version_above,
    whose_turn,
)

pytestmark = pytest.mark.browser


def test_moves_arrive_live_reload_resumes_and_a_dropped_stream_catches_up(web, open_page):
    alice = open_page("alice")
    bob = open_page("bob", phone=True)
    carol = open_page("carol (spectator)")
    sign_in_as_guest(alice, "alice")
    sign_in_as_guest(bob, "bob")

    # Alice opens a private table for two with a turn clock; Bob comes in by the invite link.
    table_id = open_table_by_clicking(alice, 2, {1: "open"}, private=True, turn_seconds=120)
    invite = alice.page.get_by_test_id("invite-link").input_value()
    assert f"/t/{table_id}?invite=" in invite
    bob.page.goto(invite)
    bob.page.get_by_test_id("take-1").click()
    expect(bob.page.get_by_test_id("role")).to_have_text("you sit at seat 1")
    start = alice.page.get_by_test_id("start")
    expect(start).to_be_enabled()  # Alice's page saw Bob sit down
    start.click()
    carol.page.goto(f"/t/{table_id}")
    expect(carol.page.get_by_test_id("role")).to_have_text("you are watching")
    for watched in (alice, bob, carol):
        expect(watched.page.get_by_test_id("phase")).to_have_text("playing")
        watched.page.evaluate("window.__sameDocument = true")
    expect(alice.page.get_by_test_id("clock-0")).to_contain_text("⏱")  # seat 0's clock runs
    screenshot(bob, "table-seat-phone")

    # A move in one browser appears in the two others, by the stream: no reload.
    mover = whose_turn([alice, bob])
    version = visible_text_version(mover)
    played = make_a_move(mover)
    after = visible_text_version(mover)
    for other in (alice, bob, carol):
        wait_version_above(other, version)
        expect(other.page.get_by_test_id("version")).to_have_text(f"version {after}")
        if played not in ("draw", "pass"):
            expect(other.page.get_by_test_id("top").locator("[data-card]")).to_have_attribute("data-card", played)
        assert other.page.evaluate("window.__sameDocument") is True
    screenshot(carol, "table-spectator-desktop")

    # Reload in the middle of the match: the same hand, the same version, and live again.
    hand = alice.page.get_by_test_id("hand").locator("button.card")
    before = sorted(hand.evaluate_all("cards => cards.map(c => c.dataset.card)"))
    alice.page.reload()
    expect(alice.page.get_by_test_id("live")).to_have_text("live")
    expect(alice.page.get_by_test_id("version")).to_have_text(f"version {after}")
    hand = alice.page.get_by_test_id("hand").locator("button.card")
    expect(hand).to_have_count(len(before))
    assert sorted(hand.evaluate_all("cards => cards.map(c => c.dataset.card)")) == before
    expect(alice.page.get_by_test_id("role")).to_have_text("you sit at seat 0")
    mover = whose_turn([alice, bob])
    version = visible_text_version(mover)
    make_a_move(mover)
    wait_version_above(alice, version)  # the reloaded page follows the stream again

    # A dropped connection: Alice's stream is cut and cannot come back at once (its reconnects
    # fail); meanwhile Bob moves; when the network is back her page catches up by itself.
    while whose_turn([alice, bob]) is alice:
        make_a_move(alice)
    alice.allow += ["ERR_INCOMPLETE_CHUNKED_ENCODING", "net::ERR_FAILED"]  # the cut stream, refused reconnects
    seat_token = json.loads(alice.page.evaluate(f"localStorage.getItem('maumau.seat.{table_id}')"))["token"]
    alice.page.route("**/events*", lambda route: route.abort())
    assert web.drop_streams(seat_token) == 1
    expect(alice.page.get_by_test_id("live")).to_have_text("reconnecting…")
    version = visible_text_version(bob)
    make_a_move(bob)
    assert visible_text_version(alice) <= version  # nothing reached her meanwhile
    alice.page.unroute("**/events*")
    expect(alice.page.get_by_test_id("live")).to_have_text("live", timeout=15000)
    wait_version_above(alice, version)
    assert visible_text_version(alice) == state(web, table_id).version
    assert alice.page.evaluate("window.__sameDocument") is None  # the reload above, and no other
