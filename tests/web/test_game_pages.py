"""The table page of every game the platform serves whole (``/g/<game>``), in Chromium, written
once: a table opened by clicking from the lobby (you at seat 0, the module's first bot in the others), the game
started by the host's button and clicked through to its end — every move one of the buttons the
page shows from the seat's listed moves, a picked card narrowing them to the moves naming it, the
next round dealt by the host's button — with the page showing no card of another seat's hand at
any step, the log in the seat's own words, and no console error or request off the host; then the
same page in German and an axe-core check."""

from __future__ import annotations

import random
import re
import uuid
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from domain.game_module import Occupant, SeatKind, TableFacts
from tests.platform.served import SERVED, default_bot, play_of, strings
from tests.web.helpers import Watched, Web, screenshot
from tests.web.test_languages import AXE

pytestmark = pytest.mark.browser


def _state(web: Web, game: str, table: str) -> Any:
    return web.services.platform_tables[game].games.state(uuid.UUID(table))


def _hidden(web: Web, module: Any, table: str, me: int, version: int) -> set[str]:
    """The cards other seats held at ``version`` that the observer did not see then (a page
    showing that version must show none of them)."""
    games = web.services.platform_tables[module.name].games
    state = module.decider.fold([r.event for r in games.load(uuid.UUID(table), upto_version=version)], None)
    play = play_of(module)
    public = set(strings(play.view(state, None)))
    seats = len(play.view(state, None)["seats"])
    held = {c for seat in range(seats) if seat != me for c in (play.view(state, seat)["hand"] or [])}
    return held - public


def _click(locator: Any) -> bool:
    """Click ``locator`` if it is there and enabled within a short while (the page redraws on
    every event, so a button seen a moment ago may be gone)."""
    try:
        locator.click(timeout=2000)
    except PlaywrightError:
        return False
    return True


def _open(watched: Watched, module: Any, seats: int, clock: str = "") -> str:
    page = watched.page
    page.goto("/")
    page.get_by_test_id(f"game-link-{module.name}").click()  # the lobby lists every game served whole
    page.wait_for_url(re.compile(rf"/g/{module.name}$"))
    page.select_option("#game-seats", str(seats))
    page.select_option("#game-bot", default_bot(module))
    page.select_option("#game-clock", clock)
    page.click("#game-open")
    page.wait_for_url(re.compile(rf"/g/{module.name}/[0-9a-f-]{{36}}$"))
    return str(page.url).rsplit("/", 1)[1]


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_a_whole_game_clicked_through(web: Web, open_page: Any, module: Any) -> None:
    watched = open_page(f"game-{module.name}")
    page = watched.page
    low, _high = module.seats.seat_counts
    seats = max(low, 2)
    table = _open(watched, module, seats)
    page.get_by_test_id("host-start").click()
    decider, play = module.decider, play_of(module)
    picked_once = False
    clicks = 0
    saw_you = False
    for _ in range(1500):
        state = _state(web, module.name, table)
        if decider.is_terminal(state):
            break
        page.wait_for_timeout(50)
        shown = page.evaluate(
            "() => [Number(document.querySelector('.table-page').dataset.version || 0),"
            " [...document.querySelectorAll('[data-card]')].map((e) => e.dataset.card)]"
        )
        leaked = set(shown[1]) & _hidden(web, module, table, 0, shown[0])
        assert not leaked, f"the page shows a card another seat holds: {leaked}"
        if shown[0] != decider.version(state):
            continue  # the page has not drawn the newest version yet: no click on a stale button
        if page.get_by_test_id("host-next").count():
            _click(page.get_by_test_id("host-next"))
            continue
        moves = page.get_by_test_id("move")
        if not moves.count() or 0 not in play.to_act(state):
            continue
        if not picked_once:
            hand = page.locator("[data-testid=hand] button[data-legal=true]")
            if hand.count():
                card = hand.first.get_attribute("data-card")
                hand.first.click()
                named = page.get_by_test_id("move").evaluate_all("els => els.map((e) => e.dataset.cards)")
                assert named, "a picked card leaves the moves naming it"
                assert all(card in n.split() for n in named), (card, named)
                hand.first.click()  # unpick
                picked_once = True
        if _click(page.locator("[data-testid=move]:not([disabled])").first):
            clicks += 1
            saw_you = saw_you or "You " in page.get_by_test_id("game-log").inner_text()
    else:
        raise AssertionError(f"{module.name}: the game did not end")
    assert clicks > 0
    page.wait_for_function("() => document.querySelector('[data-testid=status]').textContent.includes('over')")
    log = page.get_by_test_id("game-log").inner_text()
    assert saw_you, "the log told the seat its own moves in the second person"
    assert not [line for line in log.splitlines() if re.fullmatch(r"[A-Z][A-Za-z]+", line)], log  # no raw type
    screenshot(watched, f"game-{module.name}-over")
    _replay(web, watched, module, table)


def _replay(web: Web, watched: Watched, module: Any, table: str) -> None:
    """The finished game's replay: stepping back shows the table as this viewer saw it then (the
    service's view at that version: no card the viewer could not see), forward and to the end."""
    page = watched.page
    last = int(page.evaluate("() => document.querySelector('.table-page').dataset.version"))
    tables = web.services.platform_tables[module.name]
    viewer = 0  # the page took seat 0 when it opened the table
    for back in range(1, 4):
        page.get_by_test_id("replay-prev").click()
        page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version === '{last - back}'")
        expect(page.get_by_test_id("status")).to_contain_text(f"{last - back} of {last}")
        expect(page.get_by_test_id("move")).to_have_count(0)
        then = tables.view(uuid.UUID(table), viewer, at=last - back)["view"]
        cards = set(page.evaluate("() => [...document.querySelectorAll('[data-card]')].map((e) => e.dataset.card)"))
        assert cards <= set(strings(then)), cards - set(strings(then))
        hand = page.evaluate(
            "() => [...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card)"
        )
        assert sorted(hand) == sorted(then["hand"] or []), (hand, then["hand"])  # the seat's hand then
    assert page.evaluate("() => document.activeElement.dataset.testid") == "replay-prev"  # focus stays for the keyboard
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version === '{last - 4}'")
    page.get_by_test_id("replay-next").click()
    page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version === '{last - 3}'")
    page.get_by_test_id("replay-end").click()
    page.wait_for_function(f"() => document.querySelector('.table-page').dataset.version === '{last}'")
    expect(page.get_by_test_id("status")).to_contain_text("over")


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_the_page_in_german_passes_axe(web: Web, open_page: Any, module: Any) -> None:
    watched = open_page(f"game-{module.name}-de", phone=True, locale="de-DE")
    page = watched.page
    table = _open(watched, module, max(module.seats.seat_counts[0], 2), clock="120")
    page.get_by_test_id("host-start").click()
    page.wait_for_function("() => document.querySelector('[data-testid=status]') !== null")
    # the turn clock runs at the seat whose move it is, counting down from the table's 120 s
    clock = page.get_by_test_id("clock")
    expect(clock).to_be_visible()
    expect(clock).to_contain_text("Sekunde")
    left = int(re.sub(r"\D", "", clock.inner_text()))
    assert 100 <= left <= 120, left
    assert _state(web, module.name, table) is not None
    text = page.inner_text("main")
    for english in ("Your move", "Waiting for", "Start the game", "Back to the lobby"):
        assert english not in text, english
    page.evaluate(AXE.read_text() + "\n;0")
    found = page.evaluate(
        "async () => (await axe.run(document)).violations.map((v) => [v.id, v.impact, v.nodes.length])"
    )
    assert [v for v in found if v[1] in ("serious", "critical")] == []


def _words(module: Any) -> set[str]:
    """The catalogue keys a game's page needs: its name, every pile its views show, every move
    type its seats are offered and every event type it writes (seen over a simulated game)."""
    play, decider = play_of(module), module.decider
    keys = {f"game.{module.name}"}
    keys |= {f"gev.{module.name}.{topic.split('.', 1)[1]}" for topic in decider.topics}
    state = decider.initial_state()
    setup = module.table_setup({}) if module.table_setup else None
    seats = max(module.seats.seat_counts[0], 3)
    occupants = tuple(Occupant(i, SeatKind.BOT, f"bot:random#{i}", None, "random") for i in range(seats))
    facts = TableFacts("words", setup, occupants, {}, 0, lambda: b"w" * 32)
    state = decider.fold(module.host_command(play.start).decide(facts, state), state)
    rng = random.Random(5)
    for _ in range(400):
        if decider.is_terminal(state):
            break
        view = play.view(state, None)
        keys |= {f"pile.{p['name']}" for p in view["piles"]}
        acting = play.to_act(state)
        if not acting:
            state = decider.fold(module.host_command(play.next_round).decide(facts, state), state)
            continue
        legal = play.legal_commands(state, acting[0])
        keys |= {f"move.{decider.encode_command(c)['type']}" for c in legal}
        state = decider.fold(decider.decide(state, rng.choice(legal)), state)
    return keys


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_every_word_of_the_game_page_is_in_every_language(web: Web, open_page: Any, module: Any) -> None:
    watched = open_page(f"game-{module.name}-words")
    watched.page.goto("/")
    texts = watched.page.evaluate("async () => (await import('/web/js/i18n.js')).TEXTS")
    needed = _words(module)
    for lang, catalogue in texts.items():
        missing = sorted(
            k for k in needed if k not in catalogue and not (f"{k}.you" in catalogue and f"{k}.other" in catalogue)
        )
        assert missing == [], f"{module.name} {lang}: {missing}"
