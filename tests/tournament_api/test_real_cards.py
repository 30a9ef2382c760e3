"""Real cards at real tables over real HTTP (both backends): six players at two tables of three;
at table 1 the scorer enters the score sheet and an opponent confirms it; at table 2 two
entries disagree, the director sees the conflict and enters the result; the round closes, the
standings count the entries, a correction inside the window works as at the service's tables,
and nobody but a table's entrants (or the director) enters anything."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.tournament_api.helpers import Organiser, account_token, bearer, catch_up, ok, refused, standings


def _sheet(winner: int) -> dict[str, Any]:
    """One board: seat ``winner`` went out, the others kept 4 and 7 points."""
    left = iter((4, 7))
    return {"points": [[0 if seat == winner else next(left) for seat in range(3)]], "winners": [winner]}


def test_entries_confirmations_and_a_conflict_the_director_settles(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Skat club", rounds=1, boards=1, table_size=3, play="cards", correction_window_seconds=600)
    assert org.summary(tid)["config"]["play"] == "cards"
    refused(org.post(f"/v1/tournaments/{tid}/entrants", {"bot": "heuristic"}), 422, "bot")
    tokens: dict[str, str] = {}
    for n in range(6):
        token = account_token(services, f"p{n}{tid[:6]}")
        answer = ok(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(token)), 201)
        tokens[answer["events"][0]["entrant_id"]] = token
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    one, two = ([s["entrant_id"] for s in t["seats"]] for t in seating["tables"])
    assert [t["entry_status"] for t in seating["tables"]] == ["none", "none"]
    entries = f"/v1/tournaments/{tid}/rounds/1/tables"

    def as_(entrant: str) -> dict[str, str]:
        return bearer(tokens[entrant])

    # table 1: the scorer enters, an opponent confirms
    refused(http.post(f"{entries}/1/entries", json=_sheet(0), headers=as_(two[0])), 403, "not_at_table")
    refused(
        http.post(f"{entries}/1/entries", json={"points": [[0, 4]], "winners": [0]}, headers=as_(one[0])),
        422,
        "result_mismatch",
    )
    refused(
        http.post(f"{entries}/1/entries", json={"points": [[5, 4, 7]], "winners": [0]}, headers=as_(one[0])),
        422,
        "result_inconsistent",
    )
    refused(http.post(f"{entries}/1/entries", json={"points": "many"}, headers=as_(one[0])), 422, "points")
    ok(http.post(f"{entries}/1/entries", json=_sheet(0), headers=as_(one[0])))
    table = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))["tables"][0]
    assert table["entry_status"] == "entered"
    assert table["result"] is None
    assert table["entries"][0]["entrant_id"] == one[0]
    assert table["entries"][0]["points"] == _sheet(0)["points"]
    refused(http.post(f"{entries}/1/confirm", headers=as_(one[0])), 422, "nothing_to_confirm")
    confirmed = ok(http.post(f"{entries}/1/confirm", headers=as_(one[1])))
    assert [e["type"] for e in confirmed["events"]] == ["ResultEntered", "TableResultRecorded"]
    refused(http.post(f"{entries}/1/entries", json=_sheet(1), headers=as_(one[2])), 422, "result_recorded")

    # table 2: the entries disagree; the director sees it and settles it
    ok(http.post(f"{entries}/2/entries", json=_sheet(0), headers=as_(two[0])))
    ok(http.post(f"{entries}/2/entries", json=_sheet(1), headers=as_(two[1])))
    table = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))["tables"][1]
    assert table["entry_status"] == "conflict"
    assert {e["entrant_id"] for e in table["entries"]} == {two[0], two[1]}
    refused(http.post(f"{entries}/2/confirm", headers=as_(two[2])), 422, "result_conflict")
    settled = ok(org.post(f"{entries}/2/entries", _sheet(1)))
    assert [e["type"] for e in settled["events"]] == [
        "ResultEntered",
        "TableResultRecorded",
        "RoundClosed",
        "TournamentFinished",
    ]
    assert settled["summary"]["status"] == "finished"

    # the standings count the entries; a correction inside the window works as ever
    catch_up(tournament_app)
    rows = {r["entrant_id"]: r for r in standings(http, tid)["rows"]}
    assert rows[one[0]]["wins"] == 1
    assert rows[two[1]]["wins"] == 1
    assert sorted(rows[e]["penalty_points"] for e in two) == [0, 4, 7]
    body = {"round_no": 1, "table_no": 2, "reason": "the sheet was misread", **_sheet(2)}
    ok(org.post(f"/v1/tournaments/{tid}/director/correct", body))
    catch_up(tournament_app)
    assert {r["entrant_id"]: r for r in standings(http, tid)["rows"]}[two[2]]["wins"] == 1
    audit = ok(http.get(f"/v1/tournaments/{tid}/audit"))["rows"]
    entered = [row for row in audit if row["event_type"] == "ResultEntered"]
    assert len(entered) == 5
    assert any("the director" in row["sentence"] for row in entered)
    # no table of the service was opened for a real-cards round
    assert services.tournaments.tables_of(uuid.UUID(tid)) == []


def test_the_service_tables_refuse_entries(http: httpx.Client, org: Organiser, services: Services) -> None:
    tid = org.create(rounds=1, boards=1, table_size=3)
    org.bots(tid, 3)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    refused(org.post(f"/v1/tournaments/{tid}/rounds/1/tables/1/entries", _sheet(0)), 422, "play")
