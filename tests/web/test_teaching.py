"""The teaching pages and the Punto Banco table in Chromium, each in another of the four languages
and at phone width (390 x 844, nothing wider than the screen): the quiz's two puzzles with right
and wrong answers (German), the guided game against Kalle to its end (Russian), a card-school
lesson (Chinese), a one-deck Punto Banco shoe dealt to its end with bets and roads (English).
What the pages show is checked against the service's own answers."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.web.helpers import Watched, http, screenshot

pytestmark = pytest.mark.browser


def no_overflow(watched: Watched) -> None:
    assert watched.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def no_english_left(watched: Watched, lang: str) -> None:
    """No English text of the teaching catalogue shows on a page in ``lang`` (where the two differ)."""
    left = watched.page.evaluate(
        """async (lang) => {
            const T = (await import("/web/js/texts/teach.js")).default;
            const text = document.getElementById("main").innerText;
            return Object.entries(T.en)
              .filter(([k, v]) => v.length > 3 && T[lang][k] !== v && !v.includes("{"))
              .map(([, v]) => v).filter((v) => text.includes(v));
        }""",
        lang,
    )
    assert left == []


def test_every_language_holds_every_teaching_key(open_page):
    visitor = open_page("catalogue")
    visitor.page.goto("/learn")
    problems = visitor.page.evaluate(
        r"""async () => {
            const mod = await import("/web/js/texts/teach.js");
            const T = mod.default, keys = Object.keys(T.en), out = [];
            for (const lang of ["de", "ru", "zh"]) {
              for (const k of keys) if (!(k in T[lang]) || !T[lang][k]) out.push(`${lang} lacks ${k}`);
              for (const k of Object.keys(T[lang])) if (!(k in T.en) && !mod.standIn(k)) out.push(`${lang} has ${k}`);
              for (const k of keys) {
                const want = (T.en[k].match(/\{\w+\}/g) || []).sort().join();
                if ((T[lang][k].match(/\{\w+\}/g) || []).sort().join() !== want) out.push(`${lang} ${k}: placeholders`);
              }
            }
            return out;
        }"""
    )
    assert problems == []


def test_quiz_right_and_wrong_in_german(web, open_page):
    visitor = open_page("quiz", phone=True, locale="de-DE")
    page = visitor.page
    page.goto("/learn")
    expect(page.get_by_role("heading", level=1)).to_have_text("Lernen")
    expect(page.locator("#pb-open")).to_have_text("Punto-Banco-Tisch eröffnen")
    no_overflow(visitor)
    no_english_left(visitor, "de")
    page.get_by_role("link", name="Quiz: Was darfst du legen?").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Was darfst du legen?")
    with http(web) as client:
        truth = {
            p["puzzle"]: {c["card"]: c["legal"] for c in p["cards"]}
            for p in client.get("/v1/teaching/quiz").json()["puzzles"]
        }
    assert truth["top"] == {"HK": True, "SQ": True, "D9": False, "CJ": True, "S7": False}

    top = page.locator('section[data-puzzle="top"]')
    expect(top).to_contain_text("Oben liegt die Herz Dame.")
    for card in ("HK", "SQ", "CJ"):  # the right answer
        top.locator(f'button[data-card="{card}"]').click()
    top.get_by_role("button", name="Auflösung zeigen").click()
    expect(top.locator(".score")).to_have_text("Richtige Antworten: 5 von 5")
    expect(top.locator('li[data-card="D9"]')).to_contain_text("Falsch. Karo Neun: weder Herz noch Dame.")
    expect(top.locator('li[data-card="HK"]')).to_contain_text("Richtig. Herz König: gleiche Farbe, Herz auf Herz.")
    for card, legal in truth["top"].items():
        expect(top.locator(f'li[data-card="{card}"]')).to_have_attribute("data-legal", str(legal).lower())
    top.get_by_role("button", name="Noch einmal").click()
    for card in ("D9", "S7", "HK"):  # two wrong picks, one right; SQ and CJ left out
        top.locator(f'button[data-card="{card}"]').click()
    expect(top.locator('button[data-card="D9"]')).to_have_attribute("aria-pressed", "true")
    top.get_by_role("button", name="Auflösung zeigen").click()
    expect(top.locator(".score")).to_have_text("Richtige Antworten: 1 von 5")
    expect(top.locator('li[data-right="false"]')).to_have_count(4)
    expect(top.locator('li[data-card="S7"]')).to_contain_text("Die Sieben liegt nur auf Pik oder auf einer Sieben.")

    after = page.locator('section[data-puzzle="after_jack"]')
    expect(after.locator('[data-wish="H"]')).to_have_text("Gewünscht: Herz")
    after.locator('button[data-card="SJ"]').click()  # Jack on Jack: wrong under MM-001
    after.locator('button[data-card="H8"]').click()
    after.get_by_role("button", name="Auflösung zeigen").click()
    expect(after.locator(".score")).to_have_text("Richtige Antworten: 3 von 5")
    expect(after.locator('li[data-card="SJ"]')).to_contain_text(
        "Bube auf Bube ist bei den klassischen Regeln nicht erlaubt."
    )
    expect(after.locator('li[data-card="SJ"]')).to_have_attribute("data-right", "false")
    expect(after.locator('li[data-card="HA"]')).to_have_attribute("data-right", "false")  # the Ace was left out
    after.get_by_role("button", name="Noch einmal").click()
    for card, legal in truth["after_jack"].items():
        if legal:
            after.locator(f'button[data-card="{card}"]').click()
    after.get_by_role("button", name="Auflösung zeigen").click()
    expect(after.locator(".score")).to_have_text("Richtige Antworten: 5 von 5")
    no_overflow(visitor)
    no_english_left(visitor, "de")
    screenshot(visitor, "teach-quiz-phone-de")


def test_guided_game_against_kalle_in_russian(web, open_page):
    visitor = open_page("guided", phone=True, locale="ru-RU")
    page = visitor.page
    page.goto("/learn/guided")
    expect(page.get_by_role("heading", level=1)).to_have_text("Учебная партия против Калле")
    expect(page.locator("main")).to_contain_text("сверху лежит девятка червей")
    page.locator("#guided-start").click()
    expect(page.locator("[data-top]")).to_have_attribute("data-top", "H9")
    expect(page.locator('.hand button[data-card="HK"]')).to_have_attribute("aria-label", "Король червей")
    expect(page.locator(".hint-text")).to_contain_text("Положи короля червей")
    played: list[str] = []
    for _ in range(12):
        enabled = page.locator(".hand button.card:enabled, #guided-draw:enabled")
        done = page.locator(".done")
        expect(enabled.or_(done).first).to_be_visible(timeout=15_000)
        if done.count():
            break
        assert enabled.count() == 1  # only the step's move is offered
        if len(played) == 3:  # the language switched mid-game: the page draws the same game in German
            page.locator("#lang").select_option("de")
            expect(page.locator(".hint-text")).to_contain_text("Tipp: Leg die Kreuz Acht auf die Kreuz Sieben")
            expect(page.locator(".before")).to_have_text(
                "Kalle hatte keine Sieben mehr: Er hat sechs Karten gezogen, sein Zug ist vorbei."
            )
            page.locator("#lang").select_option("ru")
        if len(played) == 6:  # the table called "Mau" for you with the Four of diamonds
            expect(page.locator("[data-call]")).to_contain_text("«Мау!»")  # noqa: RUF001
        hint = page.locator(".hint-text").inner_text()
        assert hint.startswith("Подсказка")
        button = enabled.first
        card = button.get_attribute("data-card")
        before = page.locator("[data-top]").get_attribute("data-top")
        played.append(card or "draw")
        button.click()
        if card:  # the card left the hand for the pile; Kalle may already have answered it
            expect(page.locator(f'.hand button[data-card="{card}"]')).to_have_count(0)
            expect(page.locator("[data-top]")).to_have_attribute("data-top", re.compile(f"^(?!{before}$)"))
        else:  # the drawn card is in the hand
            expect(page.locator(".hand button.card")).to_have_count(2)
    expect(page.locator(".done")).to_have_text("«Мау-Мау»! Ты выиграл партию против Калле.")  # noqa: RUF001
    assert played == ["HK", "S7", "C7", "C8", "SJ", "D4", "draw", "H4", "H2"]
    expect(page.locator("[data-count]")).to_have_attribute("data-count", "10")  # 7 - 4 played + 6 + 1 drawn
    no_overflow(visitor)
    no_english_left(visitor, "ru")
    screenshot(visitor, "teach-guided-phone-ru")
    with http(web) as client:  # Kalle was the server's bot "kalle", playing from his view
        tables = client.get("/v1/tables?limit=50").json()
    rows = tables["tables"] if isinstance(tables, dict) else tables
    assert any(o and o.get("bot") == "kalle" for row in rows for o in row.get("occupants", []))


def test_card_school_lesson_in_chinese(web, open_page):
    visitor = open_page("school", phone=True, locale="zh-CN")
    page = visitor.page
    page.goto("/learn/baccarat")
    expect(page.get_by_role("heading", level=1)).to_have_text("百家乐纸牌学校")
    with http(web) as client:
        school = client.get("/v1/teaching/card-school").json()
    # Example 7: no natural, Player draws, Banker follows the table (row 3, Player's third card 9).
    lesson = school["lessons"][6]
    assert [s["rule"] for s in lesson["steps"]] == [
        "deal",
        "no_natural",
        "player_rule",
        "tableau",
        "outcome",
        "payouts",
    ]
    for _ in range(6):
        page.locator("#school-next-lesson").click()
    expect(page.locator("#lesson-h")).to_have_text("示例 7 / 13")
    for number, step in enumerate(lesson["steps"]):
        expect(page.locator("[data-rule]")).to_have_attribute("data-rule", step["rule"])
        expect(page.locator('[data-hand="player"] .total')).to_have_attribute("data-total", str(step["player_total"]))
        expect(page.locator('[data-hand="banker"] .total')).to_have_attribute("data-total", str(step["banker_total"]))
        if step["rule"] == "tableau":
            expect(page.locator(".explain")).to_contain_text(f"闲家补的第三张牌是 {step['player_third']} 点")
            expect(page.locator(".explain")).to_contain_text("庄家摸到" if step["draws"] else "庄家停牌")
        if number < len(lesson["steps"]) - 1:
            page.locator("#school-next").click()
    expect(page.locator(".explain")).to_contain_text("下注 100 的回报")
    page.locator("#school-prev").click()
    expect(page.locator("[data-rule]")).to_have_attribute("data-rule", "outcome")
    expect(page.locator('table.tableau tr[data-total="4"]')).to_contain_text("2\u20137")
    no_overflow(visitor)
    no_english_left(visitor, "zh")
    screenshot(visitor, "teach-school-phone-zh")


def _server_view(web: Any, table_id: str) -> dict[str, Any]:
    with http(web) as client:
        view: dict[str, Any] = client.get(f"/v1/puntobanco/tables/{table_id}").json()
        return view


def test_punto_banco_shoe_through_the_page(web, open_page):
    visitor = open_page("pb", phone=True)
    page = visitor.page
    page.goto("/")
    page.locator("#pb-decks").select_option("1")
    page.locator("#pb-open").click()
    page.wait_for_url("**/pb/*")
    table_id = page.url.rsplit("/", 1)[1]
    expect(page.locator("[data-balance]")).to_have_attribute("data-balance", "1000")
    page.locator("#pb-shoe").click()
    expect(page.locator("[data-remaining]")).to_be_visible()
    coups = 0
    spots = ["banker", "player", "tie"]
    while coups < 40:
        if page.locator("#pb-shoe").count() and coups > 0:
            break  # the shoe is over: the host may start the next
        spot = spots[coups % 3]
        page.locator('button[data-chip="20"]' if spot == "tie" else 'button[data-chip="100"]').click()
        page.locator(f'button[data-spot="{spot}"]').click()
        expect(page.locator(f'li[data-bet="{spot}"]')).to_be_visible()
        page.locator("#pb-deal").click()
        coups += 1
        expect(page.locator(".pb-coup")).to_have_attribute("data-coup", f"1-{coups}")
        view = _server_view(web, table_id)
        me = next(s["player"] for s in view["seats"] if s)
        expect(page.locator("[data-balance]")).to_have_attribute("data-balance", str(view["balances"][me]))
        expect(page.locator("[data-outcome]")).to_have_attribute("data-outcome", view["last_coup"]["outcome"])
        if view["shoe"] is not None:
            expect(page.locator(".counts")).to_have_attribute("data-coups", str(coups))
            expect(page.locator(".road.bead .cell")).to_have_count(coups)
    view = _server_view(web, table_id)
    assert view["shoe"] is None
    assert (view["shoes"], view["coups"]) == (1, coups)
    assert 3 <= coups < 40
    expect(page.locator("main")).to_contain_text("The shoe is over.")
    # The finished shoe's roads from the read model, as the page shows them.
    deadline = time.monotonic() + 20
    with http(web) as client:
        while (r := client.get(f"/v1/puntobanco/tables/{table_id}/shoes/1/road")).status_code != 200 or r.json()[
            "coups"
        ] != coups:
            assert time.monotonic() < deadline, r.text
            time.sleep(0.1)
        road = r.json()
    page.reload()
    expect(page.locator(".road.bead .cell")).to_have_count(coups)
    expect(page.locator(".road.big .cell")).to_have_count(len(road["big_road"]))
    counts = road["counts"]
    expect(page.locator(".counts")).to_have_text(
        f"Player {counts['player']} · Banker {counts['banker']} · Tie {counts['tie']}"
    )
    no_overflow(visitor)
    screenshot(visitor, "teach-pb-phone-en")
    # Another browser without a seat: the same table as a spectator's, at desktop width.
    watcher = open_page("pb watcher")
    watcher.page.goto(f"/pb/{table_id}")
    expect(watcher.page.locator("main")).to_contain_text("You are watching this table.")
    expect(watcher.page.locator(".road.bead .cell")).to_have_count(coups)
    expect(watcher.page.locator("#pb-deal, #pb-shoe, [data-spot]")).to_have_count(0)
    screenshot(watcher, "teach-pb-desktop-en")
