"""One display name per player, on every page (Chromium).

A one-table bot tournament (the heuristic bot, the random bot and Kalle) is played to its end
through the API; then the same bots must read the same on the table's page, the leaderboard,
the tournament's standings board, its seating list and the director's desk: the bot's name from
the catalogue ("Heuristic bot"), a tournament entrant told apart by its number ("Heuristic bot
#1"), never the recorded ``bot:heuristic#1``.  The same in German, where the catalogue's bot
names differ from the English ones.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from tests.tournament_api.helpers import Organiser, account_token, ok
from tests.web.helpers import Watched, http
from tests.web.tournament_helpers import saved_ruleset

pytestmark = pytest.mark.browser

BOTS = {
    "heuristic": ("Heuristic bot", "Heuristik-Bot"),
    "random": ("Random bot", "Zufalls-Bot"),
    "kalle": ("Kalle", "Kalle"),
}
"""The tournament's bots and their names in English and German (the catalogue's ``bot.*``)."""

NUMBERED = {"en": "{name} #{n}", "de": "{name} Nr. {n}"}
"""How an entrant's number follows its name (the catalogue's ``name.numbered``)."""


def _texts(watched: Watched, selector: str) -> list[str]:
    found: list[str] = watched.page.locator(selector).all_inner_texts()
    return [" ".join(text.split()) for text in found]


def _leaderboard_rows(web, players: set[str], timeout: float = 30.0) -> None:
    """Wait until the unrated leaderboard lists every one of ``players`` (a read model)."""
    deadline = time.monotonic() + timeout
    with http(web) as client:
        while True:
            rows = client.get("/v1/leaderboards?rated=false&limit=100").json()
            if players <= {r["player"] for r in rows}:
                return
            assert time.monotonic() < deadline, f"the leaderboard lacks {players - {r['player'] for r in rows}}"
            time.sleep(0.2)


def test_a_bot_has_one_name_on_the_table_the_leaderboard_and_the_tournament_pages(web, open_page):
    ruleset = saved_ruleset(web)
    with http(web) as client:
        org = Organiser(client, account_token(web.services, "names-director", "organiser"))
        tid = org.create(
            name="Names cup", ruleset=ruleset, rounds=1, boards=1, table_size=3, correction_window_seconds=0
        )
        entrants = {bot: org.bots(tid, 1, bot)[0] for bot in BOTS}
        final = org.run_to_end(tid)
        seating = ok(client.get(f"/v1/tournaments/{tid}/rounds/1"))
    assert final["status"] == "finished"
    numbers = {bot: int(eid.lstrip("e")) for bot, eid in entrants.items()}
    (table,) = seating["tables"]
    _leaderboard_rows(web, {f"bot:{bot}" for bot in BOTS})

    for lang, column in (("en", 0), ("de", 1)):
        viewer = open_page(f"viewer ({lang})", locale=lang)
        page = viewer.page
        plain = {bot: names[column] for bot, names in BOTS.items()}
        numbered = {bot: NUMBERED[lang].format(name=plain[bot], n=numbers[bot]) for bot in BOTS}

        page.goto(f"/t/{table['table_id']}")
        page.locator(".seat-name").first.wait_for()
        at_table = _texts(viewer, ".seat-name")
        assert sorted(at_table) == sorted(plain.values()), (lang, at_table)

        page.goto("/leaderboards")
        page.get_by_test_id("leaderboard").or_(page.get_by_test_id("leaderboard-empty")).wait_for()
        page.get_by_test_id("b-rated").select_option("false")
        deadline = time.monotonic() + 10
        while not set(plain.values()) <= set(on_board := _texts(viewer, "[data-testid=leaderboard] tbody th")):
            assert time.monotonic() < deadline, (lang, on_board, page.get_by_test_id("b-rated").input_value())
            time.sleep(0.1)

        page.goto(f"/tournaments/{tid}")
        expect(page.get_by_test_id("standings").locator("tbody tr")).to_have_count(len(BOTS))
        for bot, eid in entrants.items():
            cell = page.locator(f"tr[data-entrant='{eid}'] th.col-entrant")
            expect(cell).to_contain_text(numbered[bot])
        page.goto(f"/tournaments/{tid}/rounds/1")
        seats = page.get_by_test_id("seating").locator("tbody th")
        expect(seats).to_have_count(len(BOTS))
        assert sorted(_texts(viewer, "[data-testid=seating] tbody th")) == sorted(numbered.values()), lang
        shown = page.evaluate("document.body.innerText")
        assert "bot:" not in shown, (lang, "a recorded name shown as it is stored")
