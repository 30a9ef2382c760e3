"""Issue 19 on a live table (SQLite and PostgreSQL): two seats, a human goes out on a card that keeps
the turn (an Ace that skips, a King that reverses) without calling "Mau-Mau".  The turn is the
human's again, and the table waits for the random bot at the other seat to challenge or close the
window.  It used to read "not my turn" and do nothing: the table stood still until the window
clock's deadline (for good with the clock held, as here)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.maumau import MM_002, card_name, with_house_rules
from infrastructure.services.bootstrap import Services
from tests.api.helpers import bearer
from tests.domain.helpers import deck_for
from tests.live.helpers import Table, wait_for

TOGGLES = ["ace_skips", "king_reverses"]
HUMAN = ["HA", "SA", "CA", "DA", "DK"]  # every card keeps the turn at two seats


def test_the_random_bot_closes_or_challenges_when_the_last_card_hands_the_turn_back(
    live_client: TestClient, services: Services
) -> None:
    r = live_client.post("/v1/rulesets", json={"base": "MM-002", "house_rules": TOGGLES})
    assert r.status_code == 201, r.text
    rules = with_house_rules(MM_002, *TOGGLES)
    deck = [card_name(c) for c in deck_for(rules, 2, hands=[" ".join(HUMAN)], start="H9")]
    table = Table.open(live_client, ["human", "random"], r.json()["id"], deck=deck)
    me = bearer(table.tokens[0])
    for card in HUMAN:
        call = "mau" if card == "DA" else None  # the last card without its "Mau-Mau"
        answer = live_client.post(
            f"{table.url}/commands", json={"type": "play", "cards": [card], "call": call}, headers=me
        )
        assert answer.status_code == 200, answer.text
    events = [e["type"] for e in answer.json()["events"]]
    assert events[-1] == "CallMissed", events
    wait_for(
        lambda: services.games.state(table.id).window_seat == -1,
        20,
        0.05,
        "the random bot at seat 1 to challenge or close the window",
    )
    assert services.games.state(table.id).turn == 0 or services.games.state(table.id).phase != "playing"
