"""The capacity benchmark runs ``--quick`` end to end on its own throwaway PostgreSQL clusters and
reports what docs/capacity.md cites; its counts (transactions, commits, events per append) are
exact and asserted, its timings never.  The router it proposes moves only the tables a new
partition wins."""

from __future__ import annotations

import json
import os
import tempfile
import uuid
from pathlib import Path

import pytest

from benchmarks.capacity import GROUP, main
from benchmarks.capacity_cluster import route, unavailable


def _leftovers() -> set[str]:
    return {p.name for p in Path(tempfile.gettempdir()).glob("maumau-capacity-*")}


@pytest.mark.slow
def test_capacity_quick_reports_the_documented_shape_and_exact_counts(capsys: pytest.CaptureFixture[str]) -> None:
    reason = unavailable()
    if reason is not None:
        if os.environ.get("MAUMAU_REQUIRE_POSTGRES", "0") == "1":  # CI: this must run
            pytest.fail(f"no throwaway PostgreSQL cluster in CI: {reason}")
        pytest.skip(f"no throwaway PostgreSQL cluster: {reason}")
    before = _leftovers()
    assert main(["--quick", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)

    assert report["benchmark"] == "capacity"
    assert report["quick"] is True
    machine = report["machine"]
    assert machine["nproc"] >= 1
    assert machine["postgres"].startswith("15")
    assert len(machine["load_start"]) == len(machine["load_end"]) == 3
    assert report["cluster"]["settings"]["max_connections"] == "600"

    service = report["service"]
    assert set(service["median"]) == {
        "moves_per_cpu_s",
        "moves_per_wall_s",
        "cpu_ms_per_move",
        "server_cpu_ms_per_move",
    }
    assert service["write_transactions_per_append"] == [1.0]  # one thread: every move its own transaction
    assert service["repeats"][0]["moves"] > 0
    assert "load" in service

    primary = report["primary"]
    assert primary["events_per_append"] == 2
    for setting in ("delay_0", "delay_1000", "async"):
        (level,) = primary["pgbench"][setting]["levels"]
        assert level["writers"] == 8
        (run,) = level["repeats"]
        counts = run["counts"]
        assert run["failed"] == 0
        assert counts["appends"] == run["transactions"] > 0
        # the one-statement append: one write transaction and one commit per append, two events
        assert counts["write_transactions"] == counts["commits"] == counts["appends"]
        assert counts["events"] == 2 * counts["appends"]
        assert "before" in run["load"]
        assert "after" in run["load"]
    assert primary["pgbench"]["async"]["levels"][0]["wal_flushes_per_append"] < 0.5  # nobody waits for a flush
    (grouped,) = primary["pgbench_grouped"]["delay_0"]["levels"][0]["repeats"]
    assert grouped["counts"]["appends"] == GROUP * grouped["counts"]["write_transactions"]
    assert grouped["counts"]["commits"] == grouped["counts"]["write_transactions"]
    for setting in ("delay_0", "delay_1000"):
        (run,) = primary["python"][setting]["levels"][0]["repeats"]
        assert run["errors"] == []
        assert run["counts"]["write_transactions"] == run["counts"]["appends"]
        assert run["counts"]["events"] == 2 * run["counts"]["appends"]
    (run,) = primary["python_grouped"]["delay_0"]["levels"][0]["repeats"]
    assert run["errors"] == []
    assert 0 < run["counts"]["write_transactions"] <= run["counts"]["appends"]
    assert run["counts"]["events"] == 2 * run["counts"]["appends"]
    assert set(primary["ceiling"]) >= {"appends_per_s", "at_writers", "flattens_at_writers"}
    assert primary["delay_1000_vs_delay_0"]["better"] in {"delay_0", "delay_1000", "neither"}

    (rate,) = report["replica"]["rates"]
    assert rate["standby_caught_up"] is True
    assert rate["samples"] > 0
    assert set(rate["lag_bytes"]) == {"p50", "p99", "max"}

    (level,) = report["partitions"]["levels"]
    assert sum(level["split"].values()) == level["writers"] == 8

    arithmetic = report["arithmetic"]
    assert arithmetic["assumptions"]["human_seconds_per_move"] == [5.0, 10.0]
    assert set(arithmetic["tables_per_primary"]) == {"human_5s", "human_10s", "bots_0.4s"}

    assert _leftovers() <= before  # every cluster folder is gone again


def test_route_moves_only_the_tables_a_new_partition_wins() -> None:
    tables = [uuid.UUID(int=i * 7919 + 1, version=4) for i in range(3000)]
    two = {t: route(t, ["a", "b"]) for t in tables}
    three = {t: route(t, ["a", "b", "c"]) for t in tables}
    assert all(three[t] in (two[t], "c") for t in tables)  # a table moves only to the new one
    shares = [sum(1 for t in tables if three[t] == p) / len(tables) for p in "abc"]
    assert all(0.28 < share < 0.39 for share in shares)
    assert route(tables[0], ["b", "a"]) == route(tables[0], ["a", "b"])  # the order of the list is no input
