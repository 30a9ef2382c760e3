"""Moves arrive as one typed body per ``type`` and become domain commands directly: the same
commands the wire codec decodes, with the same idempotency fingerprint (SQLite and PostgreSQL)."""

from __future__ import annotations

import random
import uuid
from typing import Any

from api.schemas.common import MoveIn
from domain.maumau.codec import command_from_dict
from tests.api.helpers import HttpTable, choose


def test_every_legal_command_is_a_body_that_maps_to_the_codecs_command(client) -> None:
    table = HttpTable.open(client, "MM-001", 3)
    rng = random.Random(9)
    seen: set[str] = set()
    for _ in range(40):
        turn = table.view(0)["turn"]
        for seat in range(3):
            for entry in table.legal(seat)["legal"]:
                seen.add(entry["type"])
                body = MoveIn.model_validate(entry)
                assert body.to_command(seat, 17) == command_from_dict(entry, seat, 17), entry
        move = choose(table.legal(turn)["legal"], rng)
        if move is None:
            break
        assert table.command(turn, move).status_code == 200
    assert {"play", "draw"} <= seen


def test_a_keyed_move_sent_as_a_wire_payload_is_replayed_by_the_same_http_body(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat = table.view(0)["turn"]
    move = {"type": "draw"}
    first = services.games.submit(uuid.UUID(table.table_id), seat, move, key="same-move")
    again = table.command(seat, move, key="same-move")
    assert again.status_code == 200, again.text
    assert again.json()["replayed"] is True
    assert (again.json()["first_version"], again.json()["version"]) == (first.first_version, first.version)
    other = table.command(seat, {"type": "pass"}, key="same-move")
    assert (other.status_code, other.json()["detail"]["rule"]) == (422, "idempotency_key")


def test_card_and_suit_names_in_any_case_are_one_move_for_a_keyed_retry(client) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    rng = random.Random(3)
    plays: list[dict[str, Any]] = []
    for _ in range(60):  # play on until a seat may play
        moves = {seat: table.legal(seat)["legal"] for seat in (0, 1)}
        seat, plays = next(((s, [c for c in m if c["type"] == "play"]) for s, m in moves.items() if m), (0, []))
        if plays:
            break
        move = choose(moves[seat], rng)
        assert move is not None
        assert table.command(seat, move).status_code == 200
    assert plays, "no play came up"
    move = plays[0]
    first = table.command(seat, move, key="k")
    assert first.status_code == 200, first.text
    lower = {**move, "cards": [c.lower() for c in move["cards"]]}
    if move.get("wish"):
        lower["wish"] = move["wish"].lower()
    again = table.command(seat, lower, key="k")
    assert again.status_code == 200, again.text
    assert again.json()["replayed"] is True
    assert again.json()["version"] == first.json()["version"]
