"""Leagues over real HTTP (both backends): two bot series played to their end make a league
whose table equals the one worked out by hand from each event's standings rows (field points,
then a fixed list with best 1 of 2), provisional until every event's correction window is over;
every refusal a 4xx naming its rule or field, and nothing written by a refused request."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.service_fixtures import FakeClock
from tests.tournament_api.helpers import (
    Organiser,
    account_token,
    bearer,
    catch_up,
    ok,
    organiser,
    refused,
    standings,
    write_side_rows,
)

WINDOW_SECONDS = 60


def _league(org: Organiser, body: dict[str, Any], *, key: str | None = None) -> dict[str, Any]:
    answer: dict[str, Any] = ok(org.post("/v1/leagues", body, key=key), 201)
    return answer


def _by_hand(events: list[list[dict[str, Any]]], points: list[int] | None, best_of: int | None) -> dict[str, int]:
    """Each bot's league total worked out from the events' standings rows (bots match by name)."""
    earned: dict[str, list[int]] = {}
    for rows in events:
        for row in rows:
            rank = row["rank"]
            got = len(rows) + 1 - rank if points is None else points[rank - 1] if rank <= len(points) else 0
            earned.setdefault(row["name"], []).append(got)
    return {name: sum(sorted(got, reverse=True)[:best_of]) for name, got in earned.items()}


def test_a_two_event_league_table_and_its_refusals(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI, clock: FakeClock
) -> None:
    tids = []
    for night in ("March", "April"):
        tid = org.create(name=f"{night} night", rounds=1, boards=1, correction_window_seconds=WINDOW_SECONDS)
        org.bots(tid, 4)
        org.run_to_end(tid)
        tids.append(tid)
    running = org.create(name="May night")  # created, not played: listed, does not count

    # creating: an organiser's account; the fields checked by name
    created = _league(org, {"name": "Spring season"}, key="spring")
    lid = created["league_id"]
    assert created["league"]["points"] is None
    assert created["league"]["best_of"] is None
    assert created["events"] == [{"version": 1, "type": "LeagueCreated"}]
    again = _league(org, {"name": "Spring season"}, key="spring")
    assert (again["league_id"], again["replayed"]) == (lid, True)
    player = account_token(services, f"pl{uuid.uuid4().hex[:6]}")
    refused(http.post("/v1/leagues", json={"name": "Mine"}, headers=bearer(player)), 403, "organiser")
    refused(http.post("/v1/leagues", json={"name": "Mine"}), 401, "token")
    refused(org.post("/v1/leagues", {"name": "Up", "points": [1, 2]}), 422, "points")
    refused(org.post("/v1/leagues", {"name": "Zero", "points": [0]}), 422, "points")
    refused(org.post("/v1/leagues", {"name": "Best", "best_of": 0}), 422, "best_of")
    refused(org.post("/v1/leagues", {"name": "Best", "best_of": 51}), 422, "best_of")
    refused(org.post("/v1/leagues", {"name": "evil\u202ename"}), 422, "name")
    refused(org.post("/v1/leagues", {"name": " "}), 422, "name")
    refused(org.post("/v1/leagues", {"name": "Halves", "points": [1.5]}), 422, "points")
    refused(org.post("/v1/leagues", {"name": "Text", "best_of": "2"}), 422, "best_of")
    refused(org.post("/v1/leagues", {"name": "More", "colour": "red"}), 422, "colour")

    # adding events: the league's organiser, its own tournaments, each once
    for tid in (*tids, running):
        ok(org.post(f"/v1/leagues/{lid}/events", {"tournament_id": tid}), 201)
    refused(org.post(f"/v1/leagues/{lid}/events", {"tournament_id": tids[0]}), 422, "event_already_added")
    other = organiser(http, services)
    foreign = other.create(name="Elsewhere")
    refused(other.post(f"/v1/leagues/{lid}/events", {"tournament_id": foreign}), 403, "league_organiser")
    refused(org.post(f"/v1/leagues/{lid}/events", {"tournament_id": foreign}), 403, "event_organiser")
    refused(org.post(f"/v1/leagues/{lid}/events", {"tournament_id": str(uuid.uuid4())}), 404, "tournament")
    refused(org.post(f"/v1/leagues/{lid}/events", {"tournament_id": "not-an-id"}), 422, "tournament_id")
    refused(org.post(f"/v1/leagues/{uuid.uuid4()}/events", {"tournament_id": tids[0]}), 404, "league")
    refused(http.get(f"/v1/leagues/{uuid.uuid4()}"), 404, "league")
    refused(http.get(f"/v1/leagues/{tids[0]}"), 404, "league")  # a tournament's stream is no league

    # the table, against the events' standings rows (read model and write side agree)
    catch_up(tournament_app)
    events = [standings(http, tid)["rows"] for tid in tids]
    assert events == [write_side_rows(services, tid) for tid in tids]
    league = ok(http.get(f"/v1/leagues/{lid}"))
    assert league["version"] == 4
    table = league["table"]
    assert [(e["tournament_id"], e["counts"], e["final"]) for e in table["events"]] == [
        (tids[0], True, False),
        (tids[1], True, False),
        (running, False, False),
    ]
    assert [e["entrants"] for e in table["events"]] == [4, 4, 0]
    assert {r["name"]: r["total"] for r in table["rows"]} == _by_hand(events, None, None)
    assert all(r["kind"] == "bot" and r["events_played"] == 2 and r["dropped"] == [] for r in table["rows"])
    totals = [r["total"] for r in table["rows"]]
    assert totals == sorted(totals, reverse=True)
    assert table["rows"][0]["rank"] == 1
    assert table["final"] is False

    # a fixed list, best 1 of 2
    fixed = _league(org, {"name": "Best night", "points": [10, 6, 4], "best_of": 1})["league_id"]
    for tid in tids:
        ok(org.post(f"/v1/leagues/{fixed}/events", {"tournament_id": tid}), 201)
    rows = ok(http.get(f"/v1/leagues/{fixed}/table"))["rows"]
    assert {r["name"]: r["total"] for r in rows} == _by_hand(events, [10, 6, 4], 1)
    assert all(len(r["counted"]) == 1 and len(r["dropped"]) == 1 for r in rows)

    # final once every event's correction window is over (the running one keeps it provisional)
    clock.advance(WINDOW_SECONDS * 1000 + 1)
    assert ok(http.get(f"/v1/leagues/{fixed}/table"))["final"] is True
    table = ok(http.get(f"/v1/leagues/{lid}"))["table"]
    assert [e["final"] for e in table["events"]] == [True, True, False]
    assert table["final"] is False
    csv = http.get(f"/v1/leagues/{fixed}/table", params={"format": "csv"})
    assert csv.status_code == 200
    assert csv.headers["content-type"].startswith("text/csv")
    lines = csv.text.splitlines()
    assert lines[0].split(",")[:5] == ["rank", "name", "kind", "key", "total"]
    assert len(lines) == 1 + len(rows)
    assert all(line.endswith(",final") for line in lines[1:])
