"""Score sheets, leaderboards and the analytics export of a game played through the platform.

The tally test game is registered by its one line (``games=(*GAMES, TALLY_MODULE)``) and played
over HTTP (tables opened, guests seated, the host's ``start``, moves); the generic read model
(:func:`projections.game_results.read_model` over the registered games and tally) folds its
streams, and the routes ``/v1/games/{game}/...``, the export and the CLI answer — every figure
recomputed here from the raw events.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import itertools
import json
import random
import re
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from api.cli.main import app as cli
from api.http.app import create_app
from infrastructure.adapters.event_store import EventStore
from infrastructure.adapters.settings import load_settings
from infrastructure.services import bootstrap
from infrastructure.services.bootstrap import GAMES, Services, build_services
from projections import game_results
from projections.games import registered_deciders
from projections.operations import checksums, rebuild
from projections.registry import PROJECTIONS
from projections.runner import Runner, open_store
from tests.platform.tally.game import TALLY, TALLY_MODULE, Started, Won
from tests.service_fixtures import FakeClock, seeded_random

B = "/v1/games/tally"
DOC = Path(__file__).resolve().parents[2] / "docs" / "analytics.md"
MODEL = game_results.read_model((*GAMES, TALLY_MODULE))
MODELS = {**PROJECTIONS, MODEL.name: MODEL}


@dataclass
class Played:
    http: TestClient
    services: Services
    store: EventStore[Any]
    url: str
    finished: list[str]
    running: str
    unstarted: str


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _table(http: TestClient, guests: dict[str, str], names: tuple[str, ...], target: int) -> tuple[str, str, list[str]]:
    """A table with a guest in every seat (one guest per name, whatever the table): its id, the
    host token, the seat tokens."""
    opened = http.post(f"{B}/tables", json={"seats": len(names), "setup": {"target": target}})
    assert opened.status_code == 201, opened.text
    table, host = opened.json()["table"]["table_id"], opened.json()["host_token"]
    tokens = []
    for seat, name in enumerate(names):
        if name not in guests:
            guest = http.post("/v1/guests", json={"name": name})
            assert guest.status_code == 201, guest.text
            guests[name] = guest.json()["token"]
        taken = http.post(f"{B}/tables/{table}/seats/{seat}", headers=_auth(guests[name]))
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json()["token"])
    return table, host, tokens


def _play(http: TestClient, table: str, host: str, tokens: list[str], target: int, rng: random.Random) -> None:
    """Start and play to the target: each seat in turn adds 1-3."""
    started = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    assert started.status_code == 200, started.text
    total, turn = 0, 0
    while total < target:
        amount = rng.randint(1, 3)
        moved = http.post(
            f"{B}/tables/{table}/commands", headers=_auth(tokens[turn]), json={"type": "add", "amount": amount}
        )
        assert moved.status_code == 200, moved.text
        total += amount
        turn = (turn + 1) % len(tokens)


@pytest.fixture
def played(migrated_database_url: str) -> Iterator[Played]:
    """Five finished tally games over HTTP (two and three seats, seats swapped), one running and
    one never started; the read model caught up."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False, pool_size=5)
    services = build_services(settings, clock=FakeClock(), random_seed=seeded_random(), games=(*GAMES, TALLY_MODULE))
    store = open_store(settings, (*registered_deciders(), TALLY))
    rng = random.Random(5)
    try:
        with TestClient(create_app(services=services)) as http:
            finished = []
            guests: dict[str, str] = {}
            for names, target in (
                (("ann", "bob"), 10),
                (("bob", "ann"), 7),
                (("ann", "bob", "cy"), 12),
                (("cy", "ann"), 9),
                (("bob", "cy", "ann"), 8),
            ):
                table, host, tokens = _table(http, guests, names, target)
                _play(http, table, host, tokens, target, rng)
                finished.append(table)
            running, host, _tokens = _table(http, guests, ("ann", "cy"), 20)
            assert http.post(f"{B}/tables/{running}/host/start", headers=_auth(host), json={}).status_code == 200
            unstarted, _host, _tokens = _table(http, guests, ("bob", "cy"), 20)
            runner = Runner(services.engine, store, [MODEL.name], models=MODELS, batch_size=7)
            try:
                runner.run_until_caught_up(max_seconds=120)
            finally:
                runner.close()
            yield Played(http, services, store, migrated_database_url, finished, running, unstarted)
    finally:
        store.close()
        services.close()


def _expected(store: EventStore[Any]) -> dict[str, Any]:
    """Every tally table's players, winner and board, from the raw events (not through ``results``)."""
    tables: dict[str, dict[str, Any]] = {}
    for n in store.read_notifications(1, 1_000_000):
        if isinstance(n.event, Started):
            tables[str(n.stream_id)] = {"players": list(n.event.players), "winner": None}
        elif isinstance(n.event, Won):
            tables[str(n.stream_id)]["winner"] = n.event.seat
    board: dict[str, dict[str, Any]] = {}
    for table in tables.values():
        if table["winner"] is None:
            continue
        for seat, name in enumerate(table["players"]):
            row = board.setdefault(name, {"games_played": 0, "wins": 0, "places_total": 0, "points_total": 0.0})
            won = seat == table["winner"]
            row["games_played"] += 1
            row["wins"] += won
            row["places_total"] += 1 if won else 2
            row["points_total"] += 1.0 if won else 0.0
    return {"tables": tables, "board": board}


def test_every_table_has_its_score_sheet_and_the_game_its_leaderboard(played: Played) -> None:
    expected = _expected(played.store)
    assert set(expected["tables"]) == {*played.finished, played.running}
    for table in played.finished:
        want = expected["tables"][table]
        answer = played.http.get(f"{B}/tables/{table}/score-sheet")
        assert answer.status_code == 200, answer.text
        sheet = answer.json()
        seats = len(want["players"])
        places = [1 if s == want["winner"] else 2 for s in range(seats)]
        assert sheet["players"] == want["players"]
        assert sheet["players"][0].startswith("guest:")
        assert (sheet["game"], sheet["table_id"], sheet["status"], sheet["seats"]) == (
            "tally",
            table,
            "finished",
            seats,
        )
        assert [(x["round"], x["places"], x["note"]) for x in sheet["lines"]] == [(1, places, "target")]
        assert sheet["lines"][0]["points"] == [float(p == 1) for p in places]
        assert sheet["final_places"] == places
        assert sheet["totals"] == [float(p == 1) for p in places]
    running = played.http.get(f"{B}/tables/{played.running}/score-sheet").json()
    assert (running["status"], running["lines"], running["final_places"]) == ("running", [], None)
    assert running["players"] == expected["tables"][played.running]["players"]

    board = played.http.get(f"{B}/leaderboard")
    assert board.status_code == 200, board.text
    rows = board.json()
    assert {r["player"]: {k: r[k] for k in expected["board"][r["player"]]} for r in rows} == expected["board"]
    assert len(expected["board"]) == 3
    order = sorted(
        expected["board"].items(),
        key=lambda kv: (-kv[1]["wins"], kv[1]["places_total"] / kv[1]["games_played"], -kv[1]["games_played"], kv[0]),
    )
    assert [r["player"] for r in rows] == [name for name, _ in order]
    assert rows[0]["rank"] == 1
    for above, below in itertools.pairwise(rows):
        same = (above["wins"], above["average_place"]) == (below["wins"], below["average_place"])
        assert below["rank"] == (above["rank"] if same else rows.index(below) + 1)
    assert played.http.get(f"{B}/leaderboard", params={"limit": 1}).json() == rows[:1]


def test_unknown_games_tables_and_games_without_results_are_404_in_the_one_shape(played: Played) -> None:
    cases = [
        ("/v1/games/nosuch/leaderboard", "game"),
        ("/v1/games/maumau/leaderboard", "results"),  # Mau-Mau keeps its own score sheets
        (f"/v1/games/maumau/tables/{played.finished[0]}/score-sheet", "results"),
        (f"/v1/games/nosuch/tables/{played.finished[0]}/score-sheet", "game"),
        (f"{B}/tables/{uuid.uuid4()}/score-sheet", "table"),
        (f"{B}/tables/{played.unstarted}/score-sheet", "table"),  # no players recorded: nothing to show
    ]
    for path, rule in cases:
        answer = played.http.get(path)
        assert answer.status_code == 404, (path, answer.text)
        assert set(answer.json()["detail"]) == {"rule", "message"}
        assert answer.json()["detail"]["rule"] == rule, path
    assert played.http.get(f"{B}/tables/not-a-uuid/score-sheet").status_code == 422


def _export(http: TestClient, name: str, fmt: str, **params: str) -> Any:
    answer = http.get(f"/v1/analytics/game-exports/{name}", params={"format": fmt, **params})
    assert answer.status_code == 200, answer.text
    return answer


def test_the_export_holds_every_round_line_and_final_place_in_one_schema(
    played: Played, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = _expected(played.store)
    rounds = [json.loads(line) for line in _export(played.http, "game_rounds", "ndjson").text.splitlines()]
    want_rounds = sorted(
        (table, 1, seat, name, float(seat == t["winner"]), 1 if seat == t["winner"] else 2)
        for table, t in expected["tables"].items()
        if t["winner"] is not None
        for seat, name in enumerate(t["players"])
    )
    got = [(r["table_id"], r["round_no"], r["seat"], r["player"], r["points"], r["place"]) for r in rounds]
    assert sorted(got) == want_rounds
    assert {r["game"] for r in rounds} == {"tally"}
    games_csv = list(csv.DictReader(io.StringIO(_export(played.http, "games", "csv").text)))
    assert sorted((r["table_id"], int(r["seat"]), r["player"], int(r["final_place"])) for r in games_csv) == sorted(
        (table, seat, name, place) for table, _r, seat, name, _p, place in want_rounds
    )
    assert _export(played.http, "games", "ndjson", game="tally").text.count("\n") == len(games_csv)

    duckdb = pytest.importorskip("duckdb")
    pytest.importorskip("pyarrow")
    path = tmp_path / "games.parquet"
    path.write_bytes(_export(played.http, "games", "parquet").content)
    wins = duckdb.sql(
        f"SELECT game, player, count(*) AS games, sum(CASE WHEN final_place = 1 THEN 1 ELSE 0 END) AS wins, "
        f"sum(points) AS points FROM '{path}' GROUP BY game, player ORDER BY player"
    ).fetchall()
    board = expected["board"]
    assert wins == [
        ("tally", p, board[p]["games_played"], board[p]["wins"], board[p]["points_total"]) for p in sorted(board)
    ]

    (tmp_path / "game_rounds.parquet").write_bytes(_export(played.http, "game_rounds", "parquet").content)
    rounds_table = duckdb.sql(f"SELECT * FROM '{tmp_path / 'game_rounds.parquet'}'")
    assert dict(zip(rounds_table.columns, rounds_table.dtypes, strict=True))["points"] == "DOUBLE"
    monkeypatch.chdir(tmp_path)
    blocks = re.findall(r"```sql platform\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert len(blocks) >= 4
    for sql in blocks:
        assert duckdb.sql(sql).fetchall(), sql

    for game, says in (("maumau", "declares no results"), ("nosuch", "no game 'nosuch'")):
        refused = played.http.get("/v1/analytics/game-exports/games", params={"game": game})
        assert refused.status_code == 422, refused.text
        assert refused.json()["detail"]["rule"] == "game"
        assert says in refused.json()["detail"]["message"]
    bad_range = played.http.get(
        "/v1/analytics/game-exports/games", params={"since": "2030-01-02T00:00:00", "until": "2030-01-01T00:00:00"}
    )
    assert bad_range.status_code == 422
    assert bad_range.json()["detail"]["rule"] == "until"


def test_the_cli_prints_the_same(played: Played, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(bootstrap, "GAMES", (*GAMES, TALLY_MODULE))  # the registration, for the CLI's check
    runner = CliRunner()
    url = ["--database-url", played.url]
    board = runner.invoke(cli, ["games", "leaderboard", "tally", "--json", *url])
    assert board.exit_code == 0, board.output
    assert json.loads(board.stdout) == played.http.get(f"{B}/leaderboard").json()
    table = played.finished[2]
    sheet = runner.invoke(cli, ["games", "score-sheet", "tally", table, "--json", *url])
    assert sheet.exit_code == 0, sheet.output
    assert json.loads(sheet.stdout) == played.http.get(f"{B}/tables/{table}/score-sheet").json()
    shown = runner.invoke(cli, ["games", "score-sheet", "tally", table, *url])
    assert shown.exit_code == 0, shown.output
    assert "guest:cy" in shown.stdout
    assert "target" in shown.stdout
    out = tmp_path / "rounds.ndjson"
    exported = runner.invoke(cli, ["games", "export", "game_rounds", "--out", str(out), "--format", "ndjson", *url])
    assert exported.exit_code == 0, exported.output
    assert out.read_text() == _export(played.http, "game_rounds", "ndjson").text
    for args in (["games", "leaderboard", "maumau", *url], ["games", "score-sheet", "tally", str(uuid.uuid4()), *url]):
        refused = runner.invoke(cli, args)
        assert refused.exit_code == 1, refused.output


def test_a_rebuild_of_the_played_games_gives_identical_rows(played: Played) -> None:
    before = checksums(played.services.engine, [MODEL.name], MODELS)
    assert before["game_result_rounds"][0] == sum(
        len(t["players"]) for t in _expected(played.store)["tables"].values() if t["winner"] is not None
    )
    newer = {**MODELS, MODEL.name: dataclasses.replace(MODEL, version=2)}
    assert rebuild(played.services.engine, played.store, [MODEL.name], models=newer) == {MODEL.name: 2}
    assert checksums(played.services.engine, [MODEL.name], newer) == before
    assert played.http.get(f"{B}/leaderboard").json()[0]["rank"] == 1  # served from the new generation
