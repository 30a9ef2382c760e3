"""The analytics tables as Parquet (both backends) and over HTTP, and every DuckDB query of
docs/analytics.md run against exported and simulated files."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.maumau.rules import PRESETS
from infrastructure.adapters.settings import load_settings
from infrastructure.services.simulation_runs import RunSpec, result_files, run
from projections import api as read_side
from projections.runner import Runner, make_engine, open_store
from tests.projections.helpers import append_interleaved, bot_matches

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
duckdb = pytest.importorskip("duckdb")

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "analytics.md"
NAMES = ("moves", "rounds", "matches")


@pytest.fixture(scope="module")
def matches() -> list[Any]:
    return bot_matches(7, seed=11)


@pytest.fixture
def engine(migrated_database_url: str, matches: list[Any]) -> Iterator[Any]:
    """A migrated database (each backend) with a few bot matches folded into the read side."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    store = open_store(settings)
    engine = make_engine(settings)
    try:
        append_interleaved(store, matches, max_chunk=30)
        Runner(engine, store).run_until_caught_up()
        yield engine
    finally:
        engine.dispose()
        store.close()


def write(engine: Any, name: str, path: Path, **filters: Any) -> Path:
    with open(path, "wb") as handle:
        for chunk in read_side.export_parquet(engine, name, **filters):
            handle.write(chunk)
    return path


def test_parquet_exports_hold_the_rows_of_the_other_exports_with_types(engine: Any, tmp_path: Path) -> None:
    for name in NAMES:
        table = pq.read_table(write(engine, name, tmp_path / f"{name}.parquet"))
        rows = list(read_side.export_rows(engine, name))
        assert table.num_rows == len(rows) > 0
        assert table.column_names == list(rows[0])
        for got, want in zip(table.to_pylist(), rows, strict=True):
            for column, value in want.items():
                if isinstance(got[column], pa.lib.Scalar):  # pragma: no cover - to_pylist gives plain values
                    raise AssertionError(column)
                if hasattr(got[column], "isoformat"):
                    assert got[column].isoformat() == value.replace("Z", "+00:00"), column
                else:
                    assert got[column] == value, column
    schema = pq.read_schema(tmp_path / "rounds.parquet")
    assert schema.field("moves").type == pa.int64()
    assert schema.field("points").type == pa.list_(pa.int64())
    assert pa.types.is_timestamp(schema.field("ended_at").type)
    assert pq.read_schema(tmp_path / "moves.parquet").field("cards").type == pa.list_(pa.string())


def test_parquet_export_filters_like_the_others(engine: Any, tmp_path: Path) -> None:
    rows = list(read_side.export_rows(engine, "rounds"))
    key = rows[0]["ruleset_key"]
    only = pq.read_table(write(engine, "rounds", tmp_path / "one.parquet", ruleset=key))
    assert only.num_rows == sum(r["ruleset_key"] == key for r in rows)
    import datetime as dt

    later = pq.read_table(write(engine, "rounds", tmp_path / "none.parquet", since=dt.datetime(2999, 1, 1)))
    assert later.num_rows == 0
    assert later.schema == pq.read_schema(tmp_path / "one.parquet")


def test_parquet_over_http(tmp_path: Path, matches: list[Any]) -> None:
    app = create_app(load_settings(database_url=f"sqlite:///{tmp_path / 'api.db'}"))
    with TestClient(app) as http:
        assert http.get("/v1/projections/status").status_code == 200  # installs the read side
        services = app.state.services
        append_interleaved(services.store, matches[:3], max_chunk=20)
        Runner(services.engine, services.store).run_until_caught_up()
        answer = http.get("/v1/analytics/exports/rounds", params={"format": "parquet"})
        assert answer.status_code == 200
        assert answer.headers["content-type"] == "application/vnd.apache.parquet"
        assert 'filename="maumau-rounds.parquet"' in answer.headers["content-disposition"]
        (tmp_path / "r.parquet").write_bytes(answer.content)
        ndjson = http.get("/v1/analytics/exports/rounds", params={"format": "ndjson"}).text.splitlines()
        assert pq.read_table(tmp_path / "r.parquet").num_rows == len(ndjson)
        bad = http.get("/v1/analytics/exports/rounds", params={"format": "xlsx"})
        assert bad.status_code == 422


def _sql_blocks() -> list[str]:
    return re.findall(r"```sql\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_every_query_of_docs_analytics_runs(engine: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in NAMES:
        write(engine, name, tmp_path / f"{name}.parquet")
    with open(tmp_path / "rounds.csv", "wb") as handle:
        for chunk in read_side.export_csv("rounds", read_side.export_rows(engine, "rounds")):
            handle.write(chunk)
    spec = RunSpec(PRESETS["MM-001"], 3, ("heuristic", "random", "random"), "doc", 120, part_rows=50)
    simulated = run(spec, files=result_files(tmp_path / "sim", spec))
    monkeypatch.chdir(tmp_path)
    blocks = _sql_blocks()
    assert len(blocks) >= 10
    results = {}
    for sql in blocks:
        try:
            rows = duckdb.sql(sql).fetchall()
        except duckdb.Error as exc:
            raise AssertionError(f"{exc}\n{sql}") from None
        assert rows, sql
        results[sql.split("\n", 1)[0]] = rows
    first = next(rows for head, rows in results.items() if "WITH r AS" in head)
    assert sum(row[2] for row in first) == simulated.tally.decided
