"""What clients receive while a match is played over HTTP: every answer fits its OpenAPI model
exactly (no field its schema does not list) and carries no sentinel (``-1``, ``""``) — ``null``
says "none"."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient
from pydantic import BaseModel, TypeAdapter

from api.schemas.common import CommandOut, HostResultOut, LegalOut, RulesetOut, TableOut
from api.schemas.live import ReplayOut
from api.schemas.wire import FullStateOut, PublicStateOut, ViewOut
from tests.api.helpers import HttpTable, bearer, json_object

SEAT_KEYS = {"turn", "mau_open", "window_seat", "first_seat", "seat", "next_seat", "target", "by"}


def sentinels(value: Any, where: str = "$") -> list[str]:
    """Where ``value`` holds a placeholder: an empty text anywhere, or -1 as a seat."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key in SEAT_KEYS and item == -1:
                found.append(f"{where}.{key} = -1")
            found += sentinels(item, f"{where}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += sentinels(item, f"{where}[{i}]")
    elif value == "":
        found.append(f'{where} = ""')
    return found


def fits(model: Any, body: Any) -> None:
    """``body`` validates against ``model``; every object in it lists no field its model lacks
    (the open public state is compared key by key)."""
    TypeAdapter(model).validate_python(body)
    assert sentinels(body) == [], sentinels(body)


def public_keys_match(state: dict[str, Any], model: type[BaseModel] = PublicStateOut) -> None:
    """The public state (an open model, so FastAPI never turns a new key into a 500) carries
    exactly the fields its schema lists."""
    assert set(state) == set(model.model_fields), set(state) ^ set(model.model_fields)


def test_a_whole_match_fits_its_schemas_without_sentinels(client: TestClient) -> None:
    rng = random.Random(11)
    saved = client.post("/v1/rulesets", json={"base": "MM-001", "name": "Short", "overrides": {"max_rounds": 2}})
    assert saved.status_code == 201, saved.text
    fits(RulesetOut, saved.json())
    table = HttpTable.open(client, saved.json()["id"], 3, start=False)

    before = table.view(0)  # seated, match not started: nothing dealt, nobody's turn
    fits(ViewOut, before)
    assert (before["turn"], before["first_seat"], before["commitment"], before["ruleset"]) == (None, None, None, None)
    assert before["calls"] == []

    start = table.start()
    fits(HostResultOut, start)
    public_keys_match(start["state"])
    seen_between_rounds = seen_call = False
    for step in range(3000):
        page = table.public()
        state = page["state"]
        if step % 25 == 0 or state["phase"] != "playing":
            fits(TableOut, page)
            public_keys_match(state)
        if state["phase"] == "finished":
            break
        if state["phase"] == "between_rounds":
            seen_between_rounds = True
            view = table.view(1)
            fits(ViewOut, view)
            assert view["turn"] is None
            assert view["last_round"] is not None
            dealt = client.post(f"{table.url}/rounds", headers=bearer(table.host))
            assert dealt.status_code == 200, dealt.text
            fits(HostResultOut, dealt.json())
            continue
        seat = state["turn"]
        legal = table.legal(seat)
        if not legal["legal"]:  # the turn waits for another seat (a challenge window)
            seat = next(s for s in range(3) if table.legal(s)["legal"])
            legal = table.legal(seat)
        fits(LegalOut, legal)
        moved = table.command(seat, rng.choice(legal["legal"]))
        assert moved.status_code == 200, moved.text
        body = json_object(moved)
        fits(CommandOut, body)
        seen_call = seen_call or any(c is not None for c in body["view"]["calls"])
    else:  # pragma: no cover - the match must end
        raise AssertionError("the match did not finish")
    assert seen_between_rounds, "no round ended before the match did"
    assert seen_call, "no call was ever made"
    for seat in range(3):
        fits(ViewOut, table.view(seat))

    for seat in (None, 2):
        params = {} if seat is None else {"seat": seat}
        replay = client.get(f"{table.url}/rounds/1/replay", params=params)
        assert replay.status_code == 200, replay.text
        fits(ReplayOut, replay.json())
        public_keys_match(replay.json()["state"], FullStateOut)


def test_the_view_before_and_after_a_deal_says_none_with_null(client: TestClient) -> None:
    """The engine's -1 / "" never reach the wire: no turn between rounds, no open call, no call
    made, no commitment before the first deal."""
    table = HttpTable.open(client, "MM-001", 2)
    view = table.view(0)
    assert view["turn"] in (0, 1)
    assert view["mau_open"] is None
    assert view["window_seat"] is None
    assert view["calls"] == [None, None]
    assert isinstance(view["commitment"], str)
    assert view["commitment"]
    assert view["first_seat"] in (0, 1)
    state = table.public()["state"]
    assert state["calls"] == [None, None]
    assert state["mau_open"] is None
    assert state["window_seat"] is None
