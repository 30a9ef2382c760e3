"""Schwimmen through the platform's routes (``/v1/games/schwimmen``), on both backends: a table
opened with a preset, seats taken by guests, the host starts from an explicit deck and deals every
round, the seats play a whole game by HTTP moves (chosen by the heuristic bot from the seat's view),
refusals name their rule, every seat's history shows only its own hand, the observer none, the
seed only at the end — and the stored stream verifies."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator
from typing import Any, cast

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.schwimmen.bots import heuristic_bot
from domain.schwimmen.cards import names
from domain.schwimmen.codec import encode_command
from domain.schwimmen.events import Event
from domain.schwimmen.legal import legal_commands
from domain.schwimmen.module import SCHWIMMEN_MODULE
from domain.schwimmen.state import BETWEEN, OVER, State
from domain.schwimmen.view import view
from infrastructure.services.bootstrap import Services
from tests.schwimmen.helpers import deck

B = "/v1/games/schwimmen"
DECK = names(deck("S7 H8 D9", "CK C8 H10", "S9 DJ H7", "HA HK S10", "CA D10 SQ"))


@pytest.fixture
def http(services: Services) -> Iterator[TestClient]:
    with TestClient(create_app(services=services)) as client:
        yield client


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _seated(http: TestClient, setup: dict[str, Any]) -> tuple[str, str, list[str]]:
    answer = http.post(f"{B}/tables", json={"seats": 3, "setup": setup})
    assert answer.status_code == 201, answer.text
    table, host = answer.json()["table"]["table_id"], answer.json()["host_token"]
    tokens = []
    for seat, name in enumerate(("ann", "bob", "cy")):
        guest = http.post("/v1/guests", json={"name": name}).json()["token"]
        taken = http.post(f"{B}/tables/{table}/seats/{seat}", headers=_auth(guest))
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json()["token"])
    return table, host, tokens


def _state(services: Services, table: str) -> State:
    state: State = services.platform_tables["schwimmen"].games.state(uuid.UUID(table))
    return state


def test_schwimmen_is_listed_with_its_seats_bots_and_host_commands(http: TestClient) -> None:
    listed = {g["name"]: g for g in http.get("/v1/games").json()["games"]}
    assert listed["schwimmen"] == {
        "name": "schwimmen",
        "seat_counts": [2, 9],
        "bots": ["heuristic", "random"],
        "host_commands": ["start", "next_round"],
        "start": "start",
        "next_round": "next_round",
        "series": True,  # a tournament series may play it
    }


def test_a_bad_set_up_is_refused_naming_the_field(http: TestClient) -> None:
    for setup, field in (({"rules": {"lives": 0}}, "setup.rules.lives"), ({"rules": "nosuch"}, "setup.rules")):
        answer = http.post(f"{B}/tables", json={"seats": 3, "setup": setup})
        assert answer.status_code == 422, answer.text
        assert answer.json()["detail"]["rule"] == field
    assert http.post(f"{B}/tables", json={"seats": 10, "setup": {}}).status_code == 422


def test_a_whole_game_over_http_with_redacted_histories_and_a_verified_stream(
    http: TestClient, services: Services
) -> None:
    table, host, tokens = _seated(http, {"rules": "standard"})
    bot = http.post(f"{B}/tables/{table}/seats/1/bot", headers=_auth(host), json={"bot": "heuristic"})
    assert bot.status_code == 409  # taken
    bad = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={"deck": DECK[:-1]})
    assert bad.status_code == 422
    assert bad.json()["detail"]["rule"] == "deck"
    started = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={"deck": DECK})
    assert started.status_code == 200, started.text
    assert [e["type"] for e in started.json()["events"]] == ["GameStarted", "RoundDealt"]
    assert started.json()["events"][0]["seed"] is None

    # the dealer (ann) chooses first: bob may not move, a bad card is refused naming its field
    early = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[1]), json={"type": "pass"})
    assert early.status_code == 422
    assert early.json()["detail"]["rule"] == "dealer_choosing"
    taken = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[0]), json={"type": "take_spare"})
    assert taken.status_code == 200, taken.text
    wrong = http.post(
        f"{B}/tables/{table}/commands", headers=_auth(tokens[1]), json={"type": "swap", "hand": "X9", "middle": "S9"}
    )
    assert wrong.status_code == 422
    assert wrong.json()["detail"]["rule"] == "hand"
    not_yours = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[2]), json={"type": "pass"})
    assert not_yours.json()["detail"]["rule"] == "not_your_turn"

    rng = random.Random(7)
    moves = 0
    while True:
        state = _state(services, table)
        if state.phase == OVER:
            break
        if state.phase == BETWEEN:
            dealt = http.post(f"{B}/tables/{table}/host/next_round", headers=_auth(host), json={})
            assert dealt.status_code == 200, dealt.text
            continue
        seat = state.turn
        command = heuristic_bot(view(state, seat), legal_commands(state, seat), rng)
        wire = {k: v for k, v in encode_command(command).items() if k != "seat"}
        answer = http.post(f"{B}/tables/{table}/commands", headers=_auth(tokens[seat]), json=wire)
        assert answer.status_code == 200, answer.text
        moves += 1
        assert moves < 2000
    assert http.post(f"{B}/tables/{table}/host/next_round", headers=_auth(host), json={}).json()["detail"]["rule"] == (
        "game_over"
    )

    histories = {
        seat: http.get(f"{B}/tables/{table}/history", headers=_auth(tokens[seat] if seat is not None else None)).json()
        for seat in (None, 0, 1, 2)
    }
    seed = _state(services, table).seed
    for viewer, history in histories.items():
        events = history["events"]
        assert events[-1]["type"] == "GameOver"
        assert events[-1]["seed"] == seed
        assert all(seed not in str(e) for e in events[:-1])
        for event in events:
            if event["type"] == "RoundDealt":
                assert event["deck"] is None
                assert event["spare"] is None
                assert all(hand is None for i, hand in enumerate(event["hands"]) if i != viewer)
                if viewer is not None:
                    assert event["hands"][viewer] is not None
            if event["type"] == "DealerChose" and event["seat"] != viewer:
                assert event["hand"] is None
    assert len(histories[None]["events"]) == histories[None]["version"]

    stored = [cast(Event, r.event) for r in services.platform_tables["schwimmen"].games.load(uuid.UUID(table))]
    assert SCHWIMMEN_MODULE.verify is not None
    verdict = SCHWIMMEN_MODULE.verify(stored)
    assert verdict["ok"], verdict
    assert verdict["checks"][2]["detail"].startswith("explicit deck")
