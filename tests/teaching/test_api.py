"""``/v1/teaching`` over HTTP (SQLite and PostgreSQL): the quiz as the engine judges it, the guided
game played to its end over the ordinary table API with Kalle's moves chosen by the bot ``kalle``
from his own view, fresh decks per tutorial table, and the card school's coups from the engine."""

from __future__ import annotations

import random
import uuid
from typing import Any

from domain.maumau.bots import kalle_bot
from domain.maumau.codec import command_to_dict
from domain.maumau.view import player_view
from domain.puntobanco.teaching import lessons
from tests.api.helpers import HttpTable, bearer


def test_quiz_answers_come_from_the_engine(client) -> None:
    r = client.get("/v1/teaching/quiz")
    assert r.status_code == 200
    puzzles = r.json()["puzzles"]
    assert [(p["puzzle"], p["top"], p["wish"]) for p in puzzles] == [("top", "HQ", None), ("after_jack", "CJ", "H")]
    legal = {p["puzzle"]: [c["card"] for c in p["cards"] if c["legal"]] for p in puzzles}
    assert legal == {"top": ["HK", "SQ", "CJ"], "after_jack": ["H8", "HA"]}


def _open_guided(client: Any) -> tuple[HttpTable, dict[str, Any]]:
    plan = client.get("/v1/teaching/guided").json()
    saved = client.post("/v1/rulesets", json=plan["ruleset"])
    assert saved.status_code == 201, saved.text
    table = HttpTable.open(client, saved.json()["id"], plan["seats"], deck=plan["deck"])
    return table, plan


def test_two_tutorial_tables_get_decks_of_their_own(client) -> None:
    first, plan_a = _open_guided(client)
    second, plan_b = _open_guided(client)  # a deck deals one table only: the unseen cards differ
    assert plan_a["deck"] != plan_b["deck"]
    assert plan_a["deck"][:23] == plan_b["deck"][:23]
    for table in (first, second):
        view = table.view(0)
        assert sorted(view["hand"]) == sorted(["HK", "S7", "C7", "C8", "SJ", "D4", "H2"])
        assert (view["top"], view["hand_sizes"]) == ("H9", [7, 7])


def test_the_guided_game_over_the_table_api(client, services) -> None:
    table, plan = _open_guided(client)
    steps = plan["steps"]
    rng = random.Random(1)
    moves = []
    for _ in range(30):
        you = table.view(0)
        if you["phase"] != "playing":
            break
        if you["turn"] == 0:
            step = next(s for s in steps if s["top"] == you["top"] and s["drawn"] == you["drawn"])
            move = {k: v for k, v in step["move"].items() if v is not None}
            entry = next(e for e in you["legal"] if all(e.get(k) == v for k, v in move.items()))
            body = {k: v for k, v in entry.items() if k != "seat"}
            seat = 0
        else:  # Kalle: the bot of that name, from his own view of the server's state
            state = services.games.state(uuid.UUID(table.table_id))
            command = kalle_bot(player_view(state, 1), rng)
            assert command is not None
            body = {k: v for k, v in command_to_dict(command).items() if k != "seat"}
            seat = 1
        r = client.post(f"{table.url}/commands", json=body, headers=bearer(table.tokens[seat]))
        assert r.status_code == 200, r.text
        moves.append((seat, body["type"], (body.get("cards") or ["-"])[0]))
    assert moves[-1] == (0, "play", "H2")
    assert [m[2] for m in moves if m[0] == 1 and m[1] == "play"] == ["SK", "D7", "S4", "HQ"]
    last = table.view(0)["last_round"]
    assert last is not None
    assert last["seat"] == 0


def test_kalle_sits_at_a_table_by_name(client) -> None:
    table, _plan = _open_guided(client)
    opened = client.post("/v1/tables", json={"ruleset": "TAVERN", "seats": 2}).json()
    r = client.post(
        f"/v1/tables/{opened['table_id']}/seats/1/bot", json={"bot": "kalle"}, headers=bearer(opened["host_token"])
    )
    assert r.status_code == 201, r.text
    assert table.public()["state"]["players"][0].startswith("guest:")


def test_card_school_is_the_engines(client) -> None:
    school = client.get("/v1/teaching/card-school").json()
    ours = [lesson.as_dict() for lesson in lessons()]
    assert len(school["lessons"]) == len(ours) >= 10
    for got, want in zip(school["lessons"], ours, strict=True):
        assert [s["rule"] for s in got["steps"]] == [s["rule"] for s in want["steps"]]
        assert [(s["player_total"], s["banker_total"]) for s in got["steps"]] == [
            (s["player_total"], s["banker_total"]) for s in want["steps"]
        ]
        assert got["outcome"] == want["outcome"]
    values = {v["rank"]: v["value"] for v in school["values"]}
    assert values == {"A": 1, **{str(n): n for n in range(2, 10)}, "10": 0, "J": 0, "Q": 0, "K": 0}
    assert {row["total"]: row["draws_on"] for row in school["tableau"]}[4] == [2, 3, 4, 5, 6, 7]
    deal = school["lessons"][0]["steps"][0]
    assert [c["value"] for c in deal["player"]] == [4, 5]
    assert deal["player_total"] == 9
    payouts = school["lessons"][0]["steps"][-1]["payouts"]
    assert {p["spot"]: (p["result"], p["paid"]) for p in payouts} == {
        "player": ("win", 200),
        "banker": ("lose", 0),
        "tie": ("lose", 0),
    }
