"""Paper over real HTTP (SQLite and PostgreSQL): a round of bots played through the server, a
director's correction and a penalty; the travellers show every table's line on each board (seats
from 1, the corrected table marked with its reason) and agree with the round's seating; a score
card's boards are its seat's, its running total ends at the standings' score and rank; an
unknown entrant or round is a 404 naming what is missing.  (A duplicate round's results held
back from everyone but the director: ``tests/sealed/test_results.py`` looks at both routes.)"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from maumau_client.client import ApiError, MaumauClient
from tests.tournament_api.helpers import Organiser, catch_up, ok, refused, write_side_rows


def test_travellers_and_a_score_card_of_a_corrected_round(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Paper", rounds=2, boards=2, table_size=3, correction_window_seconds=600)
    org.bots(tid, 6)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    org.wait_round_closed(tid, 1)
    points = [[0, 7, 9], [3, 0, 5]]
    body = {"round_no": 1, "table_no": 1, "points": points, "winners": [0, 1], "reason": "sheet misread"}
    ok(org.post(f"/v1/tournaments/{tid}/director/correct", body))
    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    first = seating["tables"][0]["seats"][0]["entrant_id"]
    ok(
        org.post(
            f"/v1/tournaments/{tid}/director/penalty",
            {"entrant_id": first, "score": 2, "reason": "slow play", "round_no": 1},
        )
    )

    answer: dict[str, Any] = ok(http.get(f"/v1/tournaments/{tid}/travellers", params={"round": 1}))
    assert answer["round_no"] == 1
    assert [t["board"] for t in answer["travellers"]] == [1, 2]
    for traveller in answer["travellers"]:
        board = traveller["board"] - 1
        for line, table in zip(traveller["lines"], seating["tables"], strict=True):
            assert line["table_no"] == table["table_no"]
            assert [s["seat"] for s in line["seats"]] == list(range(1, len(table["seats"]) + 1))
            assert [s["entrant_id"] for s in line["seats"]] == [s["entrant_id"] for s in table["seats"]]
            assert [s["points"] for s in line["seats"]] == table["result"]["points"][board]
            assert [s["seat"] - 1 for s in line["seats"] if s["won"]] == [table["result"]["winners"][board]]
            assert line["corrected"] is (table["table_no"] == 1)
            assert line["correction"] == ("sheet misread" if table["table_no"] == 1 else None)
            assert line["provisional"] is False
    every = ok(http.get(f"/v1/tournaments/{tid}/travellers"))
    assert every["round_no"] is None
    assert every["travellers"] == answer["travellers"]  # round 2 is not seated

    card: dict[str, Any] = ok(http.get(f"/v1/tournaments/{tid}/entrants/{first}/card"))
    (r1,) = card["rounds"]
    assert (r1["table_no"], r1["seat"], r1["bye"]) == (1, 1, False)
    assert [o["seat"] for o in r1["opponents"]] == [2, 3]
    assert [(b["points"], b["won"]) for b in r1["boards"]] == [(0, True), (3, False)]
    assert r1["corrected"] is True
    assert r1["correction"] == "sheet misread"
    assert r1["score"] == 3  # penalty points: 0 + 3
    assert [(a["kind"], a["score"], a["reason"]) for a in r1["adjustments"]] == [("penalty", 2, "slow play")]
    assert r1["total"] == 5
    row = next(r for r in write_side_rows(services, tid) if r["entrant_id"] == first)
    assert (card["total"], card["rank"], card["standing"]) == (row["score"], row["rank"], row)
    assert card["provisional"] is False

    missing = refused(http.get(f"/v1/tournaments/{tid}/entrants/nobody/card"), 404, "entrant")
    assert "nobody" in missing["message"]
    refused(http.get(f"/v1/tournaments/{tid}/travellers", params={"round": 2}), 404, "round")

    # The Python client speaks both routes.
    client = MaumauClient(str(http.base_url), http=http)
    assert client.travellers(tid, 1) == answer
    assert client.score_card(tid, first)["rounds"] == card["rounds"]
    with pytest.raises(ApiError) as refusal:
        client.score_card(tid, "nobody")
    assert (refusal.value.status, refusal.value.rule) == (404, "entrant")


def test_the_audit_names_actors_by_handle_and_the_director_who_seated(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Audit names", rounds=1, boards=1, table_size=3)
    org.bots(tid, 3)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    organiser_id = org.summary(tid)["organiser_id"]
    catch_up(tournament_app)
    rows = {r["event_type"]: r for r in ok(http.get(f"/v1/tournaments/{tid}/audit"))["rows"]}
    handle = rows["TournamentCreated"]["by_name"]
    assert handle is not None
    assert handle.startswith("org")
    assert rows["TournamentCreated"]["by"] == organiser_id
    assert f"created by {handle}:" in rows["TournamentCreated"]["sentence"]
    assert organiser_id not in rows["EntrantRegistered"]["sentence"]
    assert f"registered by {handle}" in rows["EntrantRegistered"]["sentence"]
    seated = rows["RoundSeated"]
    assert (seated["by"], seated["by_name"]) == (organiser_id, handle)
    assert seated["sentence"].startswith("Round 1 seated by the director: 1 tables")
