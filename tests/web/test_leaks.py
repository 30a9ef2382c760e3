"""A leak scan in real browsers: during a running round, no page (either seat's, a spectator's)
holds another seat's cards, the draw pile's cards or the round's seed: not in the markup, not in
an attribute, not in inline data, not in the storage, and not in any response the page fetched
(every ``fetch`` answer is recorded as the page reads it, event streams included).

Cards are looked for as the API names them (``"HQ"``) and as the page says them ("Queen of
hearts").  The truth comes from inside the server.  Before a reshuffle (none happens in a few
moves) a card in another hand or in the draw pile was never shown to anyone, so finding it
anywhere is a leak.  Each seat's own cards must be found in its page (the scan sees the data)."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.web.helpers import (
    Watched,
    card_names,
    make_a_move,
    open_table_by_clicking,
    screenshot,
    sign_in_as_guest,
    state,
    whose_turn,
)

pytestmark = pytest.mark.browser

RECORDER = """
(() => {
  const seen = [];
  Object.defineProperty(window, "__seen", { value: seen });
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await original(...args);
    try {
      const reader = response.clone().body?.getReader();
      if (reader) {
        const decoder = new TextDecoder();
        (async () => {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            seen.push(decoder.decode(value, { stream: true }));
          }
        })().catch(() => {});
      }
    } catch (error) {}
    return response;
  };
})();
"""
"""Recorded before any page script runs: the text of every fetch answer, as it streams in."""

SPOKEN = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}
RANK_WORDS = {"7": "Seven", "8": "Eight", "9": "Nine", "10": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}


def spoken(card: str) -> str:
    """The English words the page uses for ``card``."""
    return f"{RANK_WORDS[card[1:]]} of {SPOKEN[card[0]]}"


def corpus(watched: Watched) -> tuple[str, str]:
    """(everything the page holds or fetched, its markup), with credentials taken out (random
    tokens may contain letters that look like a card's name)."""
    page = watched.page
    markup: str = page.content()
    fetched = "\n".join(page.evaluate("window.__seen"))
    stored = json.dumps(page.evaluate("({...localStorage, ...sessionStorage})"))
    text = "\n".join((markup, fetched, stored))
    for token in set(re.findall(r'\\?"token\\?":\s*\\?"([^"\\]+)', text)):
        text = text.replace(token, "<token>")
    return text, markup


def found(card: str, text: str) -> bool:
    """``card``'s API name as a word of its own in ``text``."""
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(card)}(?![A-Za-z0-9])", text) is not None


def test_no_page_holds_another_seats_cards_the_draw_order_or_the_seed(web, open_page):
    alice = open_page("alice")
    bob = open_page("bob")
    carol = open_page("carol (spectator)", phone=True)
    for watched in (alice, bob, carol):
        watched.page.context.add_init_script(RECORDER)
    sign_in_as_guest(alice, "alice")
    sign_in_as_guest(bob, "bob")
    table_id = open_table_by_clicking(alice, 3, {1: "open", 2: "heuristic"})

    # Bob finds the table in the lobby and joins it; Alice starts; Carol watches.
    bob.page.goto("/")
    bob.page.get_by_test_id(f"join-{table_id}").click()
    expect(bob.page.get_by_test_id("role")).to_have_text("you sit at seat 1")
    alice.page.get_by_test_id("start").click()
    carol.page.goto(f"/t/{table_id}")
    expect(carol.page.get_by_test_id("phase")).to_have_text("playing")
    for _ in range(4):
        make_a_move(whose_turn([alice, bob]))
    whose_turn([alice, bob])  # the bot has moved too: the pages are up to date

    truth = state(web, table_id)
    assert truth.phase == "playing"
    assert truth.reshuffles == 0
    assert truth.seed
    pile = card_names(truth.pile)
    assert pile, "the draw pile is not empty"
    for watched, seat in ((alice, 0), (bob, 1), (carol, None)):
        expect(watched.page.get_by_test_id("version")).to_have_text(f"version {truth.version}")
        text, markup = corpus(watched)
        hidden = [c for s, hand in enumerate(truth.hands) if s != seat for c in card_names(hand)] + pile
        leaked = [c for c in hidden if found(c, text)] + [c for c in hidden if spoken(c) in markup]
        assert not leaked, f"{watched.name} holds hidden cards {leaked}"
        assert truth.seed not in text
        assert truth.seed.upper() not in text
        if seat is not None:  # the scan does see the data: the seat's own cards are there
            own = card_names(truth.hands[seat])
            assert all(found(c, text) for c in own), own
            assert all(spoken(c) in markup for c in own), own
        top = card_names(truth.discard)[-1]
        assert found(top, text)
        assert spoken(top) in markup
    screenshot(carol, "table-spectator-phone")
