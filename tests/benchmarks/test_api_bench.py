"""The HTTP benchmark runs end to end on a tiny budget (PostgreSQL): both servers start, moves and
raw inserts are timed, the report has what docs/benchmarks.md cites, the database is dropped."""

from __future__ import annotations

import json

import psycopg

from benchmarks.api import main


def test_api_benchmark_json_smoke(capsys, postgres_server) -> None:
    assert main(["--json", "--seconds", "1", "--clients", "2", "--admin-url", postgres_server.admin_url]) == 0
    report = json.loads(capsys.readouterr().out)
    (level,) = report["levels"]
    assert level["clients"] == 2
    assert level["raw"]["requests"] > 0
    for topology in ("embedded", "production"):
        run = level[topology]
        assert run["move"]["requests"] > 0
        assert run["move"]["errors"] == {}
        assert run["ratio"] > 0
        assert run["move"]["server_cpu_ms_per_request"] > 0
    # the production topology's reactions and projections ran in their own processes
    assert set(level["production"]["move"]["background_cpu_ms_per_request"]) == {"reactions", "projections"}
    assert level["embedded"]["move"]["background_cpu_ms_per_request"] is None
    assert "targets" not in report  # they are read at 8 clients only
    with psycopg.connect(postgres_server.admin_url) as conn:
        left = conn.execute("SELECT count(*) FROM pg_database WHERE datname = %s", (report["database"],)).fetchone()
    assert left == (0,)
