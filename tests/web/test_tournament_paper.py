"""The paper pages in a real browser: a finished tournament of three bots (two rounds of two
boards), a director's correction of round 2 and a penalty.  The standings link each player's
name to their score card; the card shows every round's score and running total as the JSON
says, the corrected round marked with the director's reason, the penalty with its reason, the
final total and rank; the travellers show every board of every round with seats from 1 and the
corrected table marked.  Both fit a phone; printing hides the navigation.  In German both pages show their texts
from the catalogue and none of the English ones."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.tournament_api.helpers import Organiser, account_token, ok
from tests.web.helpers import http
from tests.web.tournament_helpers import fits_phone, saved_ruleset, too_wide

pytestmark = pytest.mark.browser

CATALOGUE = """async () => (await import("/web/js/texts/tournament.js")).default"""


def _num(value: float) -> str:
    """A figure as the pages write it (``num`` of tournament_common.js)."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0")


def _played(web: Any) -> tuple[str, str, dict[str, Any]]:
    """The tournament (finished, round 2 table 1 corrected, a penalty), its first entrant and the
    entrant's score card as JSON."""
    with http(web) as client:
        org = Organiser(client, account_token(web.services, "paper-director", "organiser"))
        tid = org.create(name="Paper cup", ruleset=saved_ruleset(web), rounds=2, boards=2, table_size=3)
        first, *_ = org.bots(tid, 3)
        assert org.run_to_end(tid)["status"] == "finished"
        table = ok(client.get(f"/v1/tournaments/{tid}/rounds/2"))["tables"][0]
        # Under wins the winner scores 1; a correction must change something.
        points, winners = ([[1, 0, 0], [0, 1, 0]], [0, 1])
        if table["result"]["points"] == points:
            points, winners = ([[0, 0, 1], [0, 0, 1]], [2, 2])
        body = {"round_no": 2, "table_no": 1, "points": points, "winners": winners, "reason": "sheet misread"}
        ok(org.post(f"/v1/tournaments/{tid}/director/correct", body))
        penalty = {"entrant_id": first, "score": -1, "reason": "slow play", "round_no": 1}
        ok(org.post(f"/v1/tournaments/{tid}/director/penalty", penalty))
        card: dict[str, Any] = ok(client.get(f"/v1/tournaments/{tid}/entrants/{first}/card"))
    return tid, first, card


def _english_left(page: Any, texts: dict[str, Any], lang: str) -> list[str]:
    """The English values of the paper pages' texts (placeholders cut out) the page shows, where
    the page language's value differs."""
    shown = page.evaluate("document.body.innerText")
    left = []
    for key, english in texts["en"].items():
        if not key.startswith("tn.paper.") or english == texts[lang][key]:
            continue
        for part in re.split(r"\{\w+\}", english):
            part = part.strip(" .,:;()·")
            if len(part) >= 4 and part not in texts[lang][key] and part in shown:
                left.append(f"{key}: {part}")
    return left


def test_score_card_and_travellers_in_english_and_german(web, open_page):
    tid, first, card = _played(web)
    reader = open_page("reader")
    page = reader.page

    # The standings link the name to the card.
    page.goto(f"/tournaments/{tid}")
    link = page.locator(f"tr[data-entrant='{first}'] [data-testid=card-link]")
    expect(link).to_have_attribute("href", f"/tournaments/{tid}/entrants/{first}/card")
    link.click()
    page.wait_for_url(f"**/entrants/{first}/card")
    expect(page.get_by_test_id("card").locator("tbody tr")).to_have_count(2)
    for r in card["rounds"]:
        row = page.locator(f"[data-testid=card] tr[data-round='{r['round_no']}']")
        expect(row.get_by_test_id("round-score")).to_have_text(_num(r["score"]))
        expect(row.get_by_test_id("running-total")).to_have_text(_num(r["total"]))
        expect(row).to_contain_text(f"table {r['table_no']}, seat {r['seat']}")
        for b in r["boards"]:
            expect(row.locator(f"li[data-board='{b['board']}']")).to_contain_text(f"board {b['board']}: {b['points']}")
    expect(page.get_by_test_id("final-total")).to_have_text(_num(card["total"]))
    expect(page.get_by_test_id("card-summary")).to_contain_text(f"Rank {card['rank']}")
    second = page.locator("[data-testid=card] tr[data-round='2']")
    expect(second.get_by_test_id("corrected")).to_have_text("corrected")
    expect(second).to_contain_text("corrected by the director: sheet misread")
    expect(page.locator("[data-testid=card] tr[data-round='1']")).to_contain_text("penalty -1: slow play")
    page.emulate_media(media="print")
    expect(page.locator("header.top")).to_be_hidden()
    expect(page.get_by_test_id("print")).to_be_hidden()
    page.emulate_media(media="screen")

    # The travellers: every board of every round, seats from 1, the corrected table marked.
    page.goto(f"/tournaments/{tid}/travellers")
    travellers = page.get_by_test_id("travellers").locator("section.tn-traveller")
    expect(travellers).to_have_count(4)
    board = page.locator("section[data-round='2'][data-board='1']")
    expect(board.locator("table[data-table='1'] [data-testid=corrected]")).to_be_visible()
    expect(board.locator("tbody tr td:first-child")).to_have_text(["1", "2", "3"])
    expect(page.locator("section[data-round='1'] [data-testid=corrected]")).to_have_count(0)

    # At phone width both pages fit (wide tables scroll inside their box).
    phone = open_page("phone", phone=True)
    for path in (f"/tournaments/{tid}/entrants/{first}/card", f"/tournaments/{tid}/travellers"):
        phone.page.goto(path)
        phone.page.locator("[data-testid=card], [data-testid=travellers]").first.wait_for()
        assert fits_phone(phone), (path, too_wide(phone))

    # German: the catalogue's German texts, no English one of these pages left.
    texts = page.evaluate(CATALOGUE)
    for lang in ("de", "ru", "zh"):  # every text of these pages is its language's own
        same = [k for k, v in texts["en"].items() if k.startswith("tn.paper.") and texts[lang].get(k) in (None, v)]
        assert same == [], lang
    german = open_page("Leser", locale="de").page
    german.goto(f"/tournaments/{tid}/entrants/{first}/card")
    expect(german.get_by_test_id("final-total")).to_have_text(_num(card["total"]))
    expect(german.get_by_role("heading", level=1)).to_contain_text("Spielerkarte von")
    expect(german.locator("[data-testid=card] tr[data-round='2'] [data-testid=corrected]")).to_have_text("berichtigt")
    assert _english_left(german, texts, "de") == []
    german.goto(f"/tournaments/{tid}/travellers")
    expect(german.get_by_test_id("travellers").locator("section.tn-traveller")).to_have_count(4)
    expect(german.locator("section[data-round='2'][data-board='1'] h2")).to_have_text("Runde 2, Spiel 1")
    assert _english_left(german, texts, "de") == []
