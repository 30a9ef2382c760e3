"""The typed client's league methods (``maumau_client.client``) over real HTTP against uvicorn
(SQLite and PostgreSQL), with the runtime of the tournament HTTP tests: an organiser plays two
small bot series to their end (``Organiser.run_to_end``), creates a league through the client
(a retry with the same key answers the same league), adds both events (a player is refused, a
second add names its rule), and the table, its JSON alone and its CSV say the same; final once
the correction windows are over."""

from __future__ import annotations

import csv
import io
import uuid

import httpx
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from maumau_client.client import MaumauClient
from tests.live.test_client_tournaments import refused, tournament_app, url  # noqa: F401 - fixtures
from tests.service_fixtures import FakeClock
from tests.tournament_api.helpers import Organiser, account_token

WINDOW_S = 60


def test_a_league_of_two_bot_series_through_the_client(
    url: str,  # noqa: F811 - the imported fixture, requested
    services: Services,
    tournament_app: FastAPI,  # noqa: F811
    clock: FakeClock,
) -> None:
    token = account_token(services, f"org{uuid.uuid4().hex[:6]}", "organiser")
    with httpx.Client(base_url=url, timeout=30) as http, MaumauClient(url) as anon:
        org = Organiser(http, token)
        tids = []
        for night in ("March", "April"):
            tid = org.create(name=f"{night} night", rounds=1, boards=1, correction_window_seconds=WINDOW_S)
            org.bots(tid, 4)
            org.run_to_end(tid)
            tids.append(tid)

        director = anon.as_token(token)
        player = anon.as_token(account_token(services, f"pl{uuid.uuid4().hex[:6]}"))
        body = {"name": "Client season", "points": [10, 6, 3, 1], "best_of": 1}
        refused(lambda: player.create_league(body), 403, "organiser")
        created = director.create_league(body, key="season")
        lid = created["league_id"]
        assert [e["type"] for e in created["events"]] == ["LeagueCreated"]
        again = director.create_league(body, key="season")
        assert (again["league_id"], again["replayed"]) == (lid, True)

        refused(lambda: player.add_league_event(lid, tids[0]), 403, "league_organiser")
        added = director.add_league_event(lid, tids[0])
        assert [e["type"] for e in added["events"]] == ["LeagueEventAdded"]
        director.add_league_event(uuid.UUID(lid), uuid.UUID(tids[1]), key="april")
        refused(lambda: director.add_league_event(lid, tids[0]), 422, "event_already_added")
        refused(lambda: anon.league(str(uuid.uuid4())), 404, "league")

        league = anon.league(lid)
        assert (league["name"], league["points"], league["best_of"]) == ("Client season", [10, 6, 3, 1], 1)
        assert league["organiser_id"] == str(director.me().player_id)
        table = anon.league_table(lid)
        assert table == league["table"]
        assert [e["tournament_id"] for e in table["events"]] == tids
        assert all(e["counts"] for e in table["events"])
        assert table["final"] is False
        for row in table["rows"]:
            assert len(row["counted"]) == 1
            assert row["total"] == max(r["points"] for r in row["results"])
            assert row["events_played"] == 2
        assert table["rows"][0]["rank"] == 1

        lines = list(csv.reader(io.StringIO(director.league_table_csv(lid))))
        assert len(lines) == 1 + len(table["rows"])
        assert all(line[-1] == "provisional" for line in lines[1:])

        clock.advance(WINDOW_S * 1000 + 1)
        assert anon.league_table(lid)["final"] is True
        assert all(line.endswith(",final") for line in anon.league_table_csv(lid).splitlines()[1:])
