"""The director's desk over real HTTP (SQLite and PostgreSQL): a correction inside the window
changes the standings and is audited (who, why), one after the window is refused with
``correction_window_closed`` and changes nothing; an adjustment and a penalty are audited; a
withdrawal while the entrant's table plays seats a bot substitute that finishes the match, and
no later round seats the entrant; a protest is linked to its table's referee view and decided."""

from __future__ import annotations

import time
import uuid
from typing import Any

import httpx
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.live.helpers import wait_for
from tests.service_fixtures import FakeClock
from tests.tournament_api.helpers import (
    Organiser,
    account_token,
    bearer,
    catch_up,
    ok,
    refused,
    standings,
    write_side_rows,
)


def _rows_by_entrant(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {row["entrant_id"]: row for row in rows}


def test_a_correction_inside_the_window_changes_the_standings_and_one_after_it_is_refused(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI, clock: FakeClock
) -> None:
    tid = org.create(name="Corrections", rounds=2, boards=2, table_size=4, correction_window_seconds=600)
    org.bots(tid, 8)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    org.wait_round_closed(tid, 1)
    catch_up(tournament_app)
    before = standings(http, tid)
    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    table = seating["tables"][0]
    seats = [s["entrant_id"] for s in table["seats"]]
    # The director's correction: seat 0 won both boards, everybody else kept 10 points of cards.
    points = [[0, 10, 10, 10], [0, 10, 10, 10]]
    body = {"round_no": 1, "table_no": 1, "points": points, "winners": [0, 0], "reason": "score sheet misread"}
    answer = ok(org.post(f"/v1/tournaments/{tid}/director/correct", body))
    assert [e["type"] for e in answer["events"]] == ["ResultCorrected"]

    catch_up(tournament_app)
    after = standings(http, tid)
    assert after["version"] == before["version"] + 1
    assert after["rows"] == write_side_rows(services, tid)
    changed = _rows_by_entrant(after["rows"])
    assert changed[seats[0]]["wins"] == 2
    assert changed[seats[0]]["penalty_points"] == 0
    assert all(changed[e]["penalty_points"] == 20 for e in seats[1:])
    assert after["rows"] != before["rows"]
    corrected = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))["tables"][0]["result"]
    assert corrected["points"] == points
    audit = ok(http.get(f"/v1/tournaments/{tid}/audit"))["rows"]
    row = audit[-1]
    assert row["event_type"] == "ResultCorrected"
    assert row["reason"] == "score sheet misread"
    assert row["by"] == answer["summary"]["organiser_id"]
    assert "score sheet misread" in row["sentence"]
    assert "corrected by a director" in http.get(f"/v1/tournaments/{tid}/rounds/1/score-sheets.html").text

    # After the window: refused, naming the rule; nothing changes.
    clock.advance(600 * 1000 + 1)
    version = org.summary(tid)["version"]
    late = {**body, "points": [[10, 0, 10, 10], [10, 0, 10, 10]], "winners": [1, 1]}
    refused(org.post(f"/v1/tournaments/{tid}/director/correct", late), 422, "correction_window_closed")
    assert org.summary(tid)["version"] == version
    catch_up(tournament_app)
    assert standings(http, tid) == after


def test_adjustments_and_penalties_are_audited_and_counted(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Adjustments", rounds=1, boards=1, scoring="wins")
    first, second, *_ = org.bots(tid, 4)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    adjust = {"entrant_id": first, "score": 2, "reason": "late table start", "round_no": 0}
    ok(org.post(f"/v1/tournaments/{tid}/director/adjust", adjust))
    penalty = {"entrant_id": second, "score": -1.5, "reason": "slow play, warned twice", "round_no": 0}
    ok(org.post(f"/v1/tournaments/{tid}/director/penalty", penalty))
    catch_up(tournament_app)
    rows = _rows_by_entrant(standings(http, tid)["rows"])
    assert rows[first]["adjustments"] == 2
    assert rows[first]["score"] == 2
    assert rows[second]["adjustments"] == -1.5
    assert rows[second]["score"] == -1.5
    assert standings(http, tid)["rows"] == write_side_rows(services, tid)
    audit = [r for r in ok(http.get(f"/v1/tournaments/{tid}/audit"))["rows"] if r["event_type"] == "ScoreAdjusted"]
    assert [(r["entrant_id"], r["reason"]) for r in audit] == [
        (first, "late table start"),
        (second, "slow play, warned twice"),
    ]
    assert audit[1]["sentence"].startswith("Penalty of -1.5")
    # A player (not the organiser) may not; a reason is required.
    player = account_token(services, f"p{uuid.uuid4().hex[:6]}")
    answer = http.post(f"/v1/tournaments/{tid}/director/adjust", json=adjust, headers=bearer(player))
    refused(answer, 403, "director")
    refused(org.post(f"/v1/tournaments/{tid}/director/adjust", {**adjust, "reason": ""}), 422, "reason")


def _wait_turn(http: httpx.Client, table_id: str, seat: int, token: str, timeout: float = 30.0) -> dict[str, Any]:
    """The seat's view once it is the seat's turn (the table waits for this player)."""
    deadline = time.monotonic() + timeout
    while True:
        view: dict[str, Any] = ok(http.get(f"/v1/tables/{table_id}/view", headers=bearer(token)))
        if view.get("turn") == seat:
            return view
        assert time.monotonic() < deadline, f"never the player's turn at {table_id}: {view}"
        time.sleep(0.05)


def _started(http: httpx.Client, table_id: str) -> bool:
    """The table exists and its match has started."""
    answer = http.get(f"/v1/tables/{table_id}")
    return answer.status_code == 200 and answer.json()["version"] > 0


def test_a_withdrawal_while_the_table_plays_seats_a_substitute(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Withdrawals", rounds=2, boards=1, table_size=4)
    alice = account_token(services, f"alice{uuid.uuid4().hex[:6]}")
    mine = ok(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(alice)), 201)
    me = mine["events"][0]["entrant_id"]
    refused(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(alice)), 422, "already_registered")
    org.bots(tid, 7)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    table = next(t for t in seating["tables"] if me in [s["entrant_id"] for s in t["seats"]])
    seat = next(s["seat"] for s in table["seats"] if s["entrant_id"] == me)
    # The reaction opens the table, seats everybody (alice by her identity) and starts the match.
    wait_for(lambda: _started(http, table["table_id"]), 30, what="the table's match to start")
    taken = ok(http.post(f"/v1/tables/{table['table_id']}/seats/{seat}", headers=bearer(alice)), 201)
    _wait_turn(http, table["table_id"], seat, taken["token"])  # the match waits for alice

    # A protest by the entrant, linked to the table's referee view; the director rejects it.
    lodged = ok(
        http.post(
            f"/v1/tournaments/{tid}/protests",
            json={"round_no": 1, "table_no": table["table_no"], "text": "the <b>7</b> was misplayed"},
            headers=bearer(alice),
        ),
        201,
    )
    assert lodged["summary"]["protest_counts"] == {"total": 1, "open": 1}
    protest = ok(http.get(f"/v1/tournaments/{tid}/protests"))["protests"][0]
    assert protest["referee_view"] == f"/v1/tables/{table['table_id']}/referee-view"
    decided = ok(
        org.post(
            f"/v1/tournaments/{tid}/director/protests/{protest['protest_id']}/decide",
            {"decision": "rejected", "reason": "the play was legal"},
        )
    )
    assert decided["summary"]["protest_counts"] == {"total": 1, "open": 0}
    assert ok(http.get(f"/v1/tournaments/{tid}/protests"))["protests"][0]["decision"] == "rejected"

    answer = ok(org.post(f"/v1/tournaments/{tid}/entrants/{me}/withdraw", {"reason": "felt unwell"}))
    assert [e["type"] for e in answer["events"]] == ["EntrantWithdrawn", "SubstituteSeated"]
    after = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    sub = next(t for t in after["tables"] if t["table_no"] == table["table_no"])["seats"][seat]
    assert sub["entrant_id"] == me
    assert sub["substitute"] == "heuristic"
    org.wait_round_closed(tid, 1)  # the substitute bot finishes the match
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    second = ok(http.get(f"/v1/tournaments/{tid}/rounds/2"))
    assert me not in [s["entrant_id"] for t in second["tables"] for s in t["seats"]]
    assert me not in [b["entrant_id"] for b in second["byes"]]
    org.wait_round_closed(tid, 2)
    catch_up(tournament_app)
    rows = _rows_by_entrant(standings(http, tid)["rows"])
    assert rows[me]["withdrawn"] is True
    assert standings(http, tid)["rows"] == write_side_rows(services, tid)
    audit = ok(http.get(f"/v1/tournaments/{tid}/audit"))["rows"]
    withdrawn = next(r for r in audit if r["event_type"] == "EntrantWithdrawn")
    assert (withdrawn["entrant_id"], withdrawn["reason"]) == (me, "felt unwell")
    assert any(r["event_type"] == "SubstituteSeated" and "heuristic" in r["sentence"] for r in audit)
    assert any(r["event_type"] == "ProtestLodged" and "<b>7</b>" in r["sentence"] for r in audit)
