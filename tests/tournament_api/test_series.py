"""A 17-player series of 5 rounds played by server bots to the end over real HTTP (SQLite and
PostgreSQL): every round seats everybody once (tables of 3-5, byes only where no table fits),
every table's result is recorded, the seed is revealed and verifies; the standings read model
equals the write side's standings and a rebuild from zero; the live standings stream follows
every change; the exports (CSV, NDJSON, printable HTML) and the audit trail say the same."""

from __future__ import annotations

import csv
import io
import json
import uuid
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.live.helpers import StreamReader, wait_for
from tests.service_fixtures import FakeClock
from tests.tournament_api.helpers import (
    Organiser,
    catch_up,
    ok,
    rebuild_equals_live,
    standings,
    write_side_rows,
)


def _check_round(http: httpx.Client, tid: str, round_no: int, entrants: set[str]) -> dict[str, Any]:
    """Round ``round_no``'s seating: everybody exactly once, tables of 3-5 with derived ids, every
    result recorded for the seated entrants; the seating."""
    seating: dict[str, Any] = ok(http.get(f"/v1/tournaments/{tid}/rounds/{round_no}"))
    seated = [seat["entrant_id"] for table in seating["tables"] for seat in table["seats"]]
    byes = [bye["entrant_id"] for bye in seating["byes"]]
    assert sorted(seated + byes) == sorted(entrants)
    assert len(set(seated)) == len(seated)
    for table in seating["tables"]:
        assert 3 <= len(table["seats"]) <= 5
        assert table["table_id"] == str(uuid.uuid5(uuid.UUID(tid), f"round-{round_no}/table-{table['table_no']}"))
        result = table["result"]
        assert result is not None
        assert len(result["points"]) == len(result["winners"]) == 1  # one board per table and round
        assert all(len(board) == len(table["seats"]) for board in result["points"])
    assert seating["closed_at"] is not None
    return seating


@pytest.mark.slow
def test_a_17_player_series_of_5_rounds_to_the_end(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI, clock: FakeClock
) -> None:
    tid = org.create(name="Friday <series> & co", rounds=5, boards=1)
    entrants = set(org.bots(tid, 9, "heuristic") + org.bots(tid, 8, "random"))
    assert len(entrants) == 17
    live = StreamReader(http, f"/v1/tournaments/{tid}/standings/events", {})
    try:
        final = org.run_to_end(tid)
        assert final["status"] == "finished"
        assert final["seed"] is not None
        assert len(final["seed"]) == 64
        assert [r["round_no"] for r in final["rounds"]] == [1, 2, 3, 4, 5]
        assert all(r["recorded"] == r["tables"] and r["closed_at"] is not None for r in final["rounds"]), final
        for round_no in range(1, 6):
            _check_round(http, tid, round_no, entrants)

        # The live stream: a frame on every change, the last one the write side's final standings.
        wait_for(lambda: live.ids() and live.ids()[-1] == final["version"], 30, what="the last standings frame")
        frames = live.frames()
        assert all(f["event"] == "standings" for f in frames)
        assert [f["id"] for f in frames] == sorted(set(f["id"] for f in frames))  # versions only go up
        assert len(frames) >= 5  # at least one per round
        assert frames[-1]["data"]["rows"] == write_side_rows(services, tid)
        assert frames[-1]["data"]["status"] == "finished"
    finally:
        live.close()

    # The read model equals the write side's standings and a rebuild from zero.
    table = rebuild_equals_live(tournament_app, services, http, tid)
    assert table["version"] == final["version"]
    assert table["status"] == "finished"
    assert table["rows"] == write_side_rows(services, tid)
    assert [row["rank"] for row in table["rows"]] == list(range(1, 18))
    assert {row["entrant_id"] for row in table["rows"]} == entrants
    assert sum(row["tables_played"] for row in table["rows"]) + sum(row["byes"] for row in table["rows"]) == 5 * 17

    verdict = ok(http.get(f"/v1/tournaments/{tid}/verify"))
    assert verdict["ok"] is True, verdict["problems"]
    assert verdict["seed_matches"] is True
    assert verdict["seed"] == final["seed"]
    assert len(verdict["tables"]) == sum(r["tables"] for r in final["rounds"])

    _check_exports(http, tid, table["rows"], final, clock)
    _check_audit(http, tid, final)
    listed = ok(http.get("/v1/tournaments", params={"status": "finished"}))
    row = next(t for t in listed["tournaments"] if t["tournament_id"] == tid)
    assert (row["status"], row["entrants"], row["rounds_closed"], row["seed"]) == ("finished", 17, 5, final["seed"])


def _check_exports(
    http: httpx.Client, tid: str, rows: list[dict[str, Any]], final: dict[str, Any], clock: FakeClock
) -> None:
    """CSV and NDJSON hold the standings rows, each saying whether the standings are final; the
    printable pages are self-contained and escaped; "Final standings" only once the last
    correction window is over (before: provisional)."""
    got = http.get(f"/v1/tournaments/{tid}/standings", params={"format": "csv"})
    assert got.status_code == 200
    assert got.headers["content-type"].startswith("text/csv")
    lines = list(csv.DictReader(io.StringIO(got.text)))
    assert [line["entrant_id"] for line in lines] == [row["entrant_id"] for row in rows]
    assert [int(line["rank"]) for line in lines] == list(range(1, 18))
    assert {line["withdrawn"] for line in lines} == {"false"}
    assert {line["standing"] for line in lines} == {"provisional"}  # the correction window is open
    got = http.get(f"/v1/tournaments/{tid}/standings", params={"format": "ndjson"})
    assert got.headers["content-type"].startswith("application/x-ndjson")
    assert [json.loads(line) for line in got.text.splitlines()] == [{**r, "standing": "provisional"} for r in rows]
    for path in (
        f"/v1/tournaments/{tid}/standings?format=html",
        f"/v1/tournaments/{tid}/rounds/3/seating.html",
        f"/v1/tournaments/{tid}/rounds/3/score-sheets.html",
    ):
        page = http.get(path)
        assert page.status_code == 200, page.text
        assert page.headers["content-type"].startswith("text/html")
        assert "script-src" not in page.headers["content-security-policy"]
        assert page.headers["content-security-policy"].startswith("default-src 'none'")
        text = page.text
        assert "<script" not in text
        assert "http://" not in text
        assert "https://" not in text
        assert "Friday &lt;series&gt; &amp; co" in text
        assert "Friday <series>" not in text
    assert "Provisional standings" in http.get(f"/v1/tournaments/{tid}/standings?format=html").text
    assert ok(http.get(f"/v1/tournaments/{tid}/standings"))["final"] is False
    clock.advance(1801 * 1000)  # past the last round's correction window, no protest open
    assert "Final standings" in http.get(f"/v1/tournaments/{tid}/standings?format=html").text
    assert ok(http.get(f"/v1/tournaments/{tid}/standings"))["final"] is True
    final_lines = list(csv.DictReader(io.StringIO(http.get(f"/v1/tournaments/{tid}/standings?format=csv").text)))
    assert {line["standing"] for line in final_lines} == {"final"}
    sheets = http.get(f"/v1/tournaments/{tid}/rounds/3/score-sheets.html").text
    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/3"))
    for table in seating["tables"]:
        assert table["table_id"] in sheets
        assert f"Round 3, table {table['table_no']}" in sheets
    assert final["seed"] in sheets


def _check_audit(http: httpx.Client, tid: str, final: dict[str, Any]) -> None:
    """One audit row per event, in order; the creation row shows the seed only now it is over."""
    audit = ok(http.get(f"/v1/tournaments/{tid}/audit"))["rows"]
    assert [row["version"] for row in audit] == list(range(1, final["version"] + 1))
    kinds = [row["event_type"] for row in audit]
    assert kinds[0] == "TournamentCreated"
    assert kinds[-1] == "TournamentFinished"
    assert kinds.count("EntrantRegistered") == 17
    assert kinds.count("RoundSeated") == kinds.count("RoundClosed") == 5
    assert kinds.count("TableResultRecorded") == sum(r["tables"] for r in final["rounds"])
    assert final["seed"] in audit[0]["sentence"]
    assert audit[0]["redacted"] is False
    assert all(row["sentence"] for row in audit)


def test_the_seed_stays_out_of_every_answer_until_the_end(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    """Before the end no answer (summary, list, audit, standings, exports, stream) holds the seed;
    verify is refused with 409 ``tournament_running``."""
    tid = org.create(rounds=2, boards=1)
    org.bots(tid, 4)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    org.wait_round_closed(tid, 1)
    secret = services.tournaments.state(uuid.UUID(tid)).seed
    catch_up(tournament_app)
    answers = [
        http.get(f"/v1/tournaments/{tid}"),
        http.get("/v1/tournaments"),
        http.get(f"/v1/tournaments/{tid}/audit"),
        http.get(f"/v1/tournaments/{tid}/rounds/1"),
        *(
            http.get(f"/v1/tournaments/{tid}/standings", params={"format": f})
            for f in ("json", "csv", "ndjson", "html")
        ),
        http.get(f"/v1/tournaments/{tid}/rounds/1/seating.html"),
        http.get(f"/v1/tournaments/{tid}/rounds/1/score-sheets.html"),
    ]
    for answer in answers:
        assert answer.status_code == 200, answer.text
        assert secret not in answer.text
    summary = ok(answers[0])
    assert summary["seed"] is None
    assert summary["commitment"]
    stream = StreamReader(http, f"/v1/tournaments/{tid}/standings/events", {})
    try:
        wait_for(stream.frames, 20, what="a standings frame")
        assert secret not in stream.text
    finally:
        stream.close()
    detail = http.get(f"/v1/tournaments/{tid}/verify").json()["detail"]
    assert detail["rule"] == "tournament_running"
    assert http.get(f"/v1/tournaments/{tid}/verify", params={"seed": secret}).status_code == 409
    assert standings(http, tid)["status"] == "running"
