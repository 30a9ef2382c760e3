"""The ``/v1`` read-model endpoints over a SQLite service with bot matches folded in."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import load_settings
from projections.runner import Runner
from tests.projections.helpers import append_interleaved


@pytest.fixture
def client(tmp_path, matches) -> Iterator[tuple[TestClient, list[Any]]]:
    app = create_app(load_settings(database_url=f"sqlite:///{tmp_path / 'api.db'}"))
    with TestClient(app) as client:
        assert client.get("/v1/projections/status").status_code == 200  # installs the read side
        services = app.state.services
        append_interleaved(services.store, matches[:8], max_chunk=20)
        Runner(services.engine, services.store).run_until_caught_up()
        yield client, matches[:8]


def test_read_model_endpoints_answer_from_the_read_tables(client) -> None:
    http, matches = client
    assert http.get("/v1/leaderboards").json() == []  # the rated board: these bot matches are unrated
    board = http.get("/v1/leaderboards", params={"rated": "false"}).json()
    assert board
    assert board[0]["rank"] == 1
    assert board == sorted(board, key=lambda r: -r["ordinal"])
    assert http.get("/v1/leaderboards", params={"period": "last-year"}).status_code == 422
    player = board[0]["player"]
    assert any(r["ruleset"] == "*" and r["period"] == "all" for r in http.get(f"/v1/players/{player}/stats").json())
    assert http.get("/v1/players/nobody-at-all/stats").status_code == 404

    match_id = str(matches[0][0])
    sheet = http.get(f"/v1/matches/{match_id}/score-sheet").json()
    assert sheet["match"]["status"] == "finished"
    assert all(len(line["seats"]) == sheet["match"]["seats"] for line in sheet["rounds"])
    last = sheet["rounds"][-1]["seats"]
    assert [s["total_wins"] for s in last] == sheet["match"]["wins"]
    assert [s["total"] for s in last] == sheet["match"]["totals"]
    assert http.get("/v1/matches/00000000-0000-0000-0000-000000000000/score-sheet").status_code == 404
    assert len(http.get("/v1/matches", params={"status": "finished"}).json()) == len(matches)

    trail = http.get(f"/v1/matches/{match_id}/audit", params={"limit": 5}).json()
    assert [r["version"] for r in trail] == [1, 2, 3, 4, 5]
    assert "disputes" not in http.get(f"/v1/matches/{match_id}/disputes").json()
    view = http.get(f"/v1/matches/{match_id}/referee-view", params={"seat": 0, "version": 10})
    assert view.status_code == 200
    assert view.json()["version"] == 10

    for path in ("win-rate-by-position", "round-lengths", "forgotten-calls", "deciding-cards"):
        response = http.get(f"/v1/analytics/{path}")
        assert response.status_code == 200, path
        assert response.json(), path
    rates = http.get("/v1/analytics/win-rate-by-position").json()
    for key in {(r["ruleset"], r["seats"]) for r in rates}:
        assert sum(r["wins"] for r in rates if (r["ruleset"], r["seats"]) == key) == next(
            r["rounds"] for r in rates if (r["ruleset"], r["seats"]) == key
        )


def test_exports_stream_csv_and_ndjson_filtered_by_ruleset_and_time(client) -> None:
    http, _ = client
    lines = http.get("/v1/analytics/exports/moves", params={"format": "ndjson"}).text.splitlines()
    rows = [json.loads(line) for line in lines]
    assert rows
    assert all("cards" in r for r in rows)
    assert not any(r["kind"].endswith("draw") and r["cards"] for r in rows)  # drawn cards never exported
    ruleset = rows[0]["ruleset_key"]  # a ruleset filter names its key: these legacy matches are name:<name>
    assert ruleset == f"name:{rows[0]['ruleset']}"
    only = http.get("/v1/analytics/exports/moves", params={"format": "ndjson", "ruleset": ruleset}).text
    assert {json.loads(line)["ruleset_key"] for line in only.splitlines()} == {ruleset}
    table = list(csv.reader(io.StringIO(http.get("/v1/analytics/exports/rounds", params={"format": "csv"}).text)))
    assert table[0][:2] == ["match_id", "round_no"]
    assert len(table) > 1
    later = http.get("/v1/analytics/exports/matches", params={"since": "2999-01-01T00:00:00Z"}).text
    assert later == ""
