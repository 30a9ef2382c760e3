"""A 16-player duplicate event played by server bots to the end over real HTTP (SQLite and
PostgreSQL): every table of a round played the same boards — the same commitment, and after the
reveal the same seed and the same deal at every seat position; the tournament's verification
accepts the revealed seed and rejects a tampered one; matchpoints add up; the standings read
model equals the write side's standings and a rebuild from zero."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.tournament_api.helpers import Organiser, ok, rebuild_equals_live, write_side_rows

BOARDS = 2
ROUNDS = 2


def _revealed(http: httpx.Client, table_id: str, board: int, timeout: float = 60.0) -> dict[str, Any]:
    """The board's seed once the table's deals are revealed (the reaction to the round's close)."""
    deadline = time.monotonic() + timeout
    while True:
        answer = http.get(f"/v1/tables/{table_id}/rounds/{board}/seed")
        if answer.status_code == 200:
            seed: dict[str, Any] = answer.json()
            return seed
        assert answer.status_code in (403, 409), answer.text  # sealed (403 to non-seats) until revealed
        assert time.monotonic() < deadline, f"board {board} of table {table_id} was never revealed: {answer.text}"
        time.sleep(0.05)


def _deal(http: httpx.Client, table_id: str, board: int) -> dict[str, Any]:
    """The board as dealt at the table: every seat's hand, the draw pile, the first card."""
    last = ok(http.get(f"/v1/tables/{table_id}/rounds/{board}/replay"))
    dealt = ok(http.get(f"/v1/tables/{table_id}/rounds/{board}/replay", params={"at": last["first_version"]}))
    state = dealt["state"]
    return {"hands": state["hands"], "draw_pile": state["draw_pile"], "top": state["top"]}


@pytest.mark.slow
def test_a_16_player_duplicate_event_deals_every_table_the_same_boards(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Duplicate 16", format="duplicate", rounds=ROUNDS, boards=BOARDS, table_size=4)
    org.bots(tid, 10, "heuristic")
    org.bots(tid, 6, "random")
    final = org.run_to_end(tid)
    assert final["status"] == "finished"
    assert final["config"]["scoring"] == "matchpoints"

    for round_no in range(1, ROUNDS + 1):
        seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/{round_no}"))
        tables = [t["table_id"] for t in seating["tables"]]
        assert len(tables) == 4
        assert seating["byes"] == []
        for board in range(1, BOARDS + 1):
            commitments = {ok(http.get(f"/v1/tables/{t}/rounds/{board}/commitment"))["commitment"] for t in tables}
            assert len(commitments) == 1, f"round {round_no} board {board}: {commitments}"
            seeds = [_revealed(http, t, board) for t in tables]
            assert len({s["seed"] for s in seeds}) == 1
            assert all(s["commitment"] in commitments for s in seeds)
            deals = [_deal(http, t, board) for t in tables]
            assert all(d == deals[0] for d in deals), f"round {round_no} board {board}: the deals differ"

    verdict = ok(http.get(f"/v1/tournaments/{tid}/verify"))
    assert verdict["ok"] is True, verdict["problems"]
    assert verdict["seed_matches"] is True
    assert len(verdict["tables"]) == 4 * ROUNDS
    assert all(t["ok"] for t in verdict["tables"])
    seed = final["seed"]
    tampered = seed[:-1] + ("0" if seed[-1] != "0" else "1")
    forged = ok(http.get(f"/v1/tournaments/{tid}/verify", params={"seed": tampered}))
    assert forged["ok"] is False
    assert forged["seed_matches"] is False
    assert forged["seed"] == tampered
    assert forged["problems"]
    assert not any(t["ok"] for t in forged["tables"])
    again = ok(http.get(f"/v1/tournaments/{tid}/verify", params={"seed": seed}))
    assert again["ok"] is True

    table = rebuild_equals_live(tournament_app, services, http, tid)
    assert table["rows"] == write_side_rows(services, tid)
    assert [row["rank"] for row in table["rows"]] == list(range(1, 17))
    # Each board at each seat position compares 4 players: 6 pairs, one matchpoint each.
    assert sum(row["matchpoints"] for row in table["rows"]) == ROUNDS * BOARDS * 4 * 6
    assert [row["score"] for row in table["rows"]] == sorted((row["score"] for row in table["rows"]), reverse=True)
