"""Präsident through the platform's routes (``/v1/games/praesident``), on both backends: a table
opened with a preset, seats taken by guests, the host starts from an explicit deck and deals every
round, the seats play a whole game by HTTP moves (chosen by the heuristic bot from the seat's
view, the exchange included), refusals name their rule, the table view lists the legal moves,
every seat's history shows only its own hand (and gift cards only to their giver and receiver),
the observer none, the seed only at the end — and the stored stream verifies, over HTTP too."""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Iterator
from typing import Any, cast

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.praesident.bots import heuristic_bot
from domain.praesident.cards import canonical_deck, names
from domain.praesident.codec import decode_command, encode_command
from domain.praesident.events import Event
from domain.praesident.legal import legal_commands
from domain.praesident.module import PRAESIDENT_MODULE
from domain.praesident.state import BETWEEN, EXCHANGE, OVER, State
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import RuntimeSettings

B = "/v1/games/praesident"
DECK = names(reversed(canonical_deck(32, 0)))
PLAYERS = ("ann", "bob", "cy", "dee")


@pytest.fixture
def http(services: Services) -> Iterator[TestClient]:
    with TestClient(create_app(services=services)) as client:
        yield client


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _seated(http: TestClient, setup: dict[str, Any]) -> tuple[str, str, list[str]]:
    answer = http.post(f"{B}/tables", json={"seats": len(PLAYERS), "setup": setup})
    assert answer.status_code == 201, answer.text
    table, host = answer.json()["table"]["table_id"], answer.json()["host_token"]
    tokens = []
    for seat, name in enumerate(PLAYERS):
        guest = http.post("/v1/guests", json={"name": name}).json()["token"]
        taken = http.post(f"{B}/tables/{table}/seats/{seat}", headers=_auth(guest))
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json()["token"])
    return table, host, tokens


def _state(services: Services, table: str) -> State:
    state: State = services.platform_tables["praesident"].games.state(uuid.UUID(table))
    return state


def _wire(command: object) -> dict[str, Any]:
    return {k: v for k, v in encode_command(command).items() if k != "seat"}


def test_praesident_is_listed_with_its_seats_bots_and_host_commands(http: TestClient) -> None:
    listed = {g["name"]: g for g in http.get("/v1/games").json()["games"]}
    assert listed["praesident"] == {
        "name": "praesident",
        "seat_counts": [3, 7],
        "bots": ["heuristic", "random"],
        "host_commands": ["start", "next_round"],
        "start": "start",
        "next_round": "next_round",
        "series": True,  # a tournament series may play it
    }


def test_a_bad_set_up_is_refused_naming_the_field(http: TestClient) -> None:
    for setup, field in (
        ({"rules": {"deck": 36}}, "setup.rules.deck"),
        ({"rules": {"preset": "short_deck", "two_high": True}}, "setup.rules.two_high"),
        ({"rules": "nosuch"}, "setup.rules.preset"),
    ):
        answer = http.post(f"{B}/tables", json={"seats": 4, "setup": setup})
        assert answer.status_code == 422, answer.text
        assert answer.json()["detail"]["rule"] == field
    assert http.post(f"{B}/tables", json={"seats": 2, "setup": {}}).status_code == 422
    assert http.post(f"{B}/tables", json={"seats": 8, "setup": {}}).status_code == 422


def test_a_whole_game_over_http_with_redacted_histories_and_a_verified_stream(
    http: TestClient, services: Services
) -> None:
    table, host, tokens = _seated(http, {"rules": {"preset": "short_deck", "rounds": 2}})
    assert http.post(f"{B}/tables/{table}/seats/1/bot", headers=_auth(host), json={"bot": "random"}).status_code == 409
    bad = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={"deck": DECK[:-1]})
    assert bad.status_code == 422
    assert bad.json()["detail"]["rule"] == "deck"
    started = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={"deck": DECK})
    assert started.status_code == 200, started.text
    assert [e["type"] for e in started.json()["events"]] == ["Started", "RoundDealt"]
    assert started.json()["events"][0]["seed"] is None

    # round 1 from the reversed deck: seat 3 holds C7 and leads; the others are refused by rule
    leader = _state(services, table).turn
    assert leader == 3
    early = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[0]), json={"type": "pass"})
    assert (early.status_code, early.json()["detail"]["rule"]) == (422, "not_your_turn")
    lead_pass = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[3]), json={"type": "pass"})
    assert lead_pass.json()["detail"]["rule"] == "lead_must_play"
    wrong = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[3]), json={"type": "play", "cards": ["X9"]})
    assert (wrong.status_code, wrong.json()["detail"]["rule"]) == (422, "cards")
    foreign = http.post(
        f"{B}/tables/{table}/commands", headers=_auth(tokens[3]), json={"type": "play", "cards": ["DA"]}
    )
    assert foreign.json()["detail"]["rule"] == "not_in_hand"
    shown = http.get(f"{B}/tables/{table}/view", headers=_auth(tokens[3])).json()
    assert shown["view"]["hand"] == names(_state(services, table).hands[3])
    assert [decode_command(c, 3) for c in shown["legal"]] == legal_commands(_state(services, table), 3)
    assert http.get(f"{B}/tables/{table}/view").json()["view"]["hand"] is None

    # the whole game: the seat to act reads its view and legal moves over HTTP, the bot chooses
    rng = random.Random(7)
    moves, exchanges = 0, 0
    while True:
        public = http.get(f"{B}/tables/{table}/view").json()["view"]
        if public["phase"] == OVER:
            break
        if public["phase"] == BETWEEN:
            assert http.get(f"{B}/tables/{table}/verify").status_code == 409
            dealt = http.post(f"{B}/tables/{table}/host/next_round", headers=_auth(host), json={})
            assert dealt.status_code == 200, dealt.text
            continue
        seat = public["to_act"][0]
        exchanges += public["phase"] == EXCHANGE
        mine = http.get(f"{B}/tables/{table}/view", headers=_auth(tokens[seat])).json()
        legal = [decode_command(c, seat) for c in mine["legal"]]
        command = heuristic_bot(mine["view"], legal, rng)
        answer = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[seat]), json=_wire(command))
        assert answer.status_code == 200, answer.text
        moves += 1
        assert moves < 1000
    assert exchanges == 2  # round 2: the President and the vice gave back
    late = http.post(f"{B}/tables/{table}/host/next_round", headers=_auth(host), json={})
    assert late.json()["detail"]["rule"] == "not_between_rounds"

    histories = {
        seat: http.get(f"{B}/tables/{table}/history", headers=_auth(tokens[seat] if seat is not None else None)).json()
        for seat in (None, 0, 1, 2, 3)
    }
    seed = _state(services, table).seed.hex()
    for viewer, history in histories.items():
        events = history["events"]
        assert events[-1]["type"] == "GameEnded"
        assert events[-1]["seed"] == seed
        assert all(seed not in str(e) for e in events[:-1])
        for event in events:
            if event["type"] == "RoundDealt":
                assert all(hand is None for i, hand in enumerate(event["hands"]) if i != viewer)
                assert (event["hands"][viewer] is not None) if viewer is not None else True
                for gift in event["gifts"]:
                    assert (gift["cards"] is not None) == (viewer in (gift["giver"], gift["receiver"]))
            if event["type"] == "CardsReturned":
                assert (event["cards"] is not None) == (viewer in (event["seat"], event["receiver"]))
    assert len(histories[None]["events"]) == histories[None]["version"]

    stored = [cast(Event, r.event) for r in services.platform_tables["praesident"].games.load(uuid.UUID(table))]
    assert PRAESIDENT_MODULE.verify is not None
    verdict = PRAESIDENT_MODULE.verify(stored)
    assert verdict["ok"], verdict
    assert verdict["checks"][1] == {"check": "deal 1", "ok": True, "detail": "explicit deck: every card dealt once"}
    over_http = http.get(f"{B}/tables/{table}/verify")
    assert over_http.status_code == 200, over_http.text
    assert over_http.json()["ok"] is True


@pytest.fixture
def live(services: Services) -> Iterator[TestClient]:
    """The app with its background parts running (the platform's bot runner among them)."""
    options = RuntimeSettings(bot_delay_ms=0, bot_sweep_seconds=0.2)
    with TestClient(create_app(services=services, background=True, runtime_settings=options)) as client:
        yield client


def test_a_table_of_bots_plays_a_whole_game_by_itself(live: TestClient) -> None:
    """The platform drives the bots and deals every round: the module's ``play`` is all it needs."""
    opened = live.post(f"{B}/tables", json={"seats": 4, "setup": {"rules": {"preset": "short_deck", "rounds": 2}}})
    table, host = opened.json()["table"]["table_id"], opened.json()["host_token"]
    for seat, bot in enumerate(("heuristic", "random", "heuristic", "random")):
        added = live.post(f"{B}/tables/{table}/seats/{seat}/bot", headers=_auth(host), json={"bot": bot})
        assert added.status_code == 201, added.text
    assert live.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={}).status_code == 200
    deadline = time.monotonic() + 120
    while live.get(f"{B}/tables/{table}/view").json()["view"]["phase"] != "over":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.1)
    events = live.get(f"{B}/tables/{table}/history").json()["events"]
    kinds = [e["type"] for e in events]
    assert kinds.count("RoundEnded") == 2
    assert kinds.count("CardsReturned") == 2  # round 2's exchange: the President and the vice
    assert kinds[-1] == "GameEnded"
    assert live.get(f"{B}/tables/{table}/verify").json()["ok"] is True
    runner = live.app.state.runtime.game_bots["praesident"]  # type: ignore[attr-defined]
    seat_moves = sum(kinds.count(k) for k in ("Played", "Passed", "CardsReturned"))
    assert runner.moves == seat_moves + 1  # every seat's move and the deal of round 2
