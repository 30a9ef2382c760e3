"""A whole match against a bot, played by clicking: a Mau call, a challenge of the bot's forgotten
call, the last card with "Mau-Mau"; the bot's moves arrive over the live stream, no reload.

The situation is made deterministic, with nothing added to the service:

* a saved ruleset from MM-001 with two-card hands, scored by wins, one win ends the match;
* a table with an explicit ``deck``: seat 0 (the page) gets HK and SQ, the bot at seat 1 HQ and
  C9, the start card is H9.  Seat 0 must play HK (calling "Mau"), the bot must then play HQ, its
  second-to-last card, where a call is due; seat 0 ends with SQ ("Mau-Mau");
* the server's ``random`` bot forgets a due call when its rng picks the play without the call.
  Its rng is a pure function of (table id, version, seat) (``bot_rng``), so once a table is
  started the test knows what the bot will do: it folds the page's coming move with the domain
  (on a copy of the server's state) and asks the same bot with the same rng.  Tables whose bot
  would call are left unplayed (about one in two); the first whose bot forgets is played.
"""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import expect

from domain.maumau.bots import random_bot
from domain.maumau.commands import PlayCards
from domain.maumau.view import player_view
from infrastructure.services.bot_runner import bot_rng
from tests.web.helpers import SPRINT, after_play, bearer, deck, http, screenshot, sign_in_as_guest, state

pytestmark = pytest.mark.browser


def table_where_the_bot_forgets(web, identity_token: str, ruleset_id: str) -> str:
    """Open, seat and start tables (the page's identity at seat 0, a random bot at seat 1) until
    one's bot will forget its "Mau" after seat 0's HK; returns that table's id."""
    with http(web) as client:
        for _ in range(40):
            r = client.post(
                "/v1/tables",
                json={"ruleset": ruleset_id, "seats": 2, "deck": deck()},
                headers=bearer(identity_token),
            )
            assert r.status_code == 201, r.text
            table_id = r.json()["table_id"]
            for path, body in (("/seats/1/bot", {"bot": "random"}), ("/seats/0", None)):
                r = client.post(f"/v1/tables/{table_id}{path}", json=body, headers=bearer(identity_token))
                assert r.status_code == 201, r.text
            r = client.post(f"/v1/tables/{table_id}/start", headers=bearer(identity_token))
            assert r.status_code == 200, r.text
            after = after_play(state(web, table_id), 0, ["HK"], "mau")
            choice = random_bot(player_view(after, 1), bot_rng(uuid.UUID(table_id), after.version, 1))
            assert isinstance(choice, PlayCards), choice
            assert choice.call in (None, "mau"), choice
            if choice.call is None:
                return str(table_id)
    raise AssertionError("no table in 40 whose random bot forgets its call")


def test_a_whole_match_against_a_bot_with_a_mau_call_and_a_challenge(web, open_page):
    alice = open_page("alice")
    page = alice.page
    identity = sign_in_as_guest(alice, "alice")
    with http(web) as client:
        r = client.post("/v1/rulesets", json=SPRINT)
        assert r.status_code == 201, r.text
        ruleset_id = r.json()["id"]
    table_id = table_where_the_bot_forgets(web, identity["token"], ruleset_id)

    # The page holds no seat token for this table yet: its identity takes its seat again.
    page.goto(f"/t/{table_id}")
    page.get_by_test_id("retake-0").click()
    hand = page.get_by_test_id("hand")
    expect(hand.locator("button.card")).to_have_count(2)
    page.evaluate("window.__sameDocument = true")  # gone if the page were ever reloaded
    expect(page.get_by_test_id("status")).to_have_text("Your turn.")
    expect(page.get_by_test_id("top").locator("[data-card]")).to_have_attribute("data-card", "H9")
    # Only HK fits on H9: the page lights up what /legal says, nothing else.
    expect(hand.locator("button.card.legal")).to_have_count(1)
    expect(hand.locator("button.card.legal")).to_have_attribute("data-card", "HK")
    expect(hand.locator('[data-card="SQ"]')).to_be_disabled()
    screenshot(alice, "match-first-move-desktop")

    # Play HK with the "Mau" call (the call goes with the card).
    call = page.get_by_test_id("call")
    expect(call).not_to_be_checked()
    call.check()
    hand.locator('[data-card="HK"]').click()
    page.get_by_test_id("play").click()

    # The bot answers by itself (over the stream): HQ on top, its "Mau" forgotten: challenge it.
    expect(page.get_by_test_id("top").locator("[data-card]")).to_have_attribute("data-card", "HQ")
    challenge = page.get_by_test_id("challenge-1")
    expect(challenge).to_be_visible()
    expect(page.get_by_test_id("count-1")).to_have_text("1 card")
    screenshot(alice, "match-challenge-desktop")
    challenge.click()
    expect(page.get_by_test_id("count-1")).to_have_text("3 cards")  # the call penalty: two cards
    expect(page.get_by_test_id("challenge-1")).to_have_count(0)

    # The last card, with "Mau-Mau": the round and (one win) the match are over.
    expect(hand.locator("button.card.legal")).to_have_attribute("data-card", "SQ")
    page.get_by_test_id("call").check()
    hand.locator('[data-card="SQ"]').click()
    page.get_by_test_id("play").click()
    expect(page.get_by_test_id("phase")).to_have_text("match over")
    expect(page.get_by_test_id("result")).to_contain_text("You won round 1")
    assert page.evaluate("window.__sameDocument") is True
    screenshot(alice, "match-over-desktop")

    # The service saw exactly that: a Mau call by seat 0, a penalty on seat 1 by seat 0, seat 0 won.
    final = state(web, table_id)
    assert final.phase == "finished"
    assert list(final.winners) == [0]
    with http(web) as client:
        r = client.get(f"/v1/tables/{table_id}/rounds/1/replay")
        events = r.json()["events"]
    kinds = [(e["type"], e.get("seat"), e.get("call"), e.get("by")) for e in events]
    assert ("MauCalled", 0, "mau", None) in kinds
    assert ("PenaltyApplied", 1, None, 0) in kinds
    assert ("MauCalled", 0, "maumau", None) in kinds
    assert not any(k[0] == "MauCalled" and k[1] == 1 for k in kinds)
