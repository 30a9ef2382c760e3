"""Real games in the lab (both backends): the read side's rounds exported in exactly the schema
of a simulation (one DuckDB query runs on both), their report by ``balance --from-db``, counted
again from the analytics rows."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from domain.maumau.rules import PRESETS
from infrastructure.adapters.settings import load_settings
from infrastructure.services.real_games import band_of, real_columns, real_report, write_real
from infrastructure.services.simulation_runs import COLUMNS, RunSpec, result_files, run
from projections import api as read_side
from projections.runner import Runner, make_engine, open_store
from tests.projections.helpers import append_interleaved, bot_matches

pq = pytest.importorskip("pyarrow.parquet")
duckdb = pytest.importorskip("duckdb")
runner = CliRunner()

BOTH = """
SELECT source, ruleset, seats, (winner - first_seat + seats) % seats AS position, count(*) AS wins,
       avg(moves) AS mean_moves, sum(len(list_filter(forgotten_by_seat, lambda x: x > 0))) AS forgetting_seats
FROM (
    SELECT 'simulated' AS source, * FROM read_parquet('sim/rounds.parquet/*.parquet')
    UNION ALL BY NAME
    SELECT 'real' AS source, * FROM read_parquet('real/rounds.parquet/*.parquet')
)
WHERE winner >= 0
GROUP BY ALL
ORDER BY source, ruleset, seats, position
"""
"""The query of docs/balance.md ("Real games") over a simulation and a real export at once."""


@pytest.fixture
def engine(migrated_database_url: str) -> Iterator[Any]:
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    store = open_store(settings)
    engine = make_engine(settings)
    try:
        append_interleaved(store, bot_matches(10, seed=5), max_chunk=30)
        Runner(engine, store).run_until_caught_up()
        yield engine
    finally:
        engine.dispose()
        store.close()


def test_the_real_export_has_the_simulation_schema_and_one_query_runs_on_both(
    engine: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = write_real(read_side.played_rounds(engine), tmp_path / "real")
    assert rows == len(list(read_side.export_rows(engine, "rounds"))) > 0
    spec = RunSpec(PRESETS["ZONE"], 3, ("heuristic", "random", "random"), "schema", 150, part_rows=100)
    run(spec, files=result_files(tmp_path / "sim", spec))
    sim_schema = pq.read_schema(next((tmp_path / "sim" / "rounds.parquet").glob("*.parquet")))
    real_schema = pq.read_schema(next((tmp_path / "real" / "rounds.parquet").glob("*.parquet")))
    assert real_schema.names == sim_schema.names == [name for name, _ in COLUMNS]
    assert real_schema.types == sim_schema.types
    sim_header = (tmp_path / "sim" / "rounds.csv").read_text().splitlines()[0]
    assert (tmp_path / "real" / "rounds.csv").read_text().splitlines()[0] == sim_header
    monkeypatch.chdir(tmp_path)
    result = duckdb.sql(BOTH).fetchall()
    sources = Counter(row[0] for row in result)
    assert sources["simulated"] == 3
    assert sources["real"] > 0
    real_wins = sum(row[4] for row in result if row[0] == "real")
    assert real_wins == rows
    doc = (Path(__file__).resolve().parents[2] / "docs" / "balance.md").read_text(encoding="utf-8")
    assert " ".join(BOTH.split()) in " ".join(doc.split()), "docs/balance.md shows this query"


def test_real_columns_follow_the_analytics_rows(engine: Any) -> None:
    cols = real_columns(read_side.played_rounds(engine))
    analytics = sorted(read_side.export_rows(engine, "rounds"), key=lambda r: (r["ended_at"], str(r["match_id"])))
    assert sorted(cols["moves"]) == sorted(r["moves"] for r in analytics)
    assert Counter(zip(cols["ruleset"], cols["winner"], strict=True)) == Counter(
        (r["ruleset"], r["winner_seat"]) for r in analytics
    )
    moves = list(read_side.export_rows(engine, "moves"))
    plays = sum(len(m["cards"]) for m in moves if m["kind"] == "play" and m["cards"])
    assert sum(len(hand) for seats in cols["_played"] for hand in seats) == plays
    assert all(d == [] for d in cols["dealt"])  # hidden: never on the read side
    assert {c for classes in cols["_classes"] for c in classes} <= {"guest", "random", "heuristic", "unrated"}


def test_the_real_report_counts_positions_like_the_rows(engine: Any) -> None:
    report = real_report(read_side.played_rounds(engine))
    assert report["study"]["source"] == "real"
    expected: Counter[tuple[str, int, int]] = Counter()
    for r in read_side.export_rows(engine, "rounds"):
        expected[(r["ruleset"], r["seats"], r["winner_position"])] += 1
    got: Counter[tuple[str, int, int]] = Counter()
    for cell in report["cells"]:
        for row in cell["first_seat"]["by_position"]:
            if row["wins"]:
                got[(cell["ruleset"], cell["seats"], row["position"])] += row["wins"]
    assert got == expected


def test_balance_from_db_writes_a_report_and_an_export(migrated_database_url: str, engine: Any, tmp_path: Path) -> None:
    out = tmp_path / "real.html"
    args = ["balance", "--from-db", "--database-url", migrated_database_url, "--out", str(out), "--json"]
    result = runner.invoke(app, [*args, "--export", str(tmp_path / "rows")])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["source"] == "real"
    assert summary["rounds"] > 0
    assert json.loads(out.with_suffix(".json").read_text())["study"]["source"] == "real"
    assert "improvement when played" in out.read_text()
    assert (tmp_path / "rows" / "rounds.parquet").is_dir()
    bad = runner.invoke(app, [*args[:-1], "--band", "gold"])
    assert bad.exit_code == 2
    assert "--band" in bad.output


def test_rating_bands() -> None:
    assert [band_of(x) for x in (None, -3.0, 4.9, 5.0, 14.9, 15.0, 40.0)] == [
        "unrated",
        "rating<5",
        "rating<5",
        "rating5-15",
        "rating5-15",
        "rating15+",
        "rating15+",
    ]
