"""The boardgame.io peer comparison runs end to end on a tiny budget (PostgreSQL, node): both
servers start, both sides make timed moves, the ratio is computed from them, every peer broadcast
waited for its write, and both databases are dropped.

Without node/npm or the npm registry the peer cannot run: the test skips with the reason, except
under CI=true, where node and the registry are part of the machine and their absence is a failure.
"""

from __future__ import annotations

import json
import os

import psycopg
import pytest

from benchmarks.peer import PeerUnavailable, ensure_installed, main

pytestmark = pytest.mark.slow


def test_peer_benchmark_json_smoke(capsys, postgres_server) -> None:
    try:
        ensure_installed()
    except PeerUnavailable as error:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the boardgame.io peer must run in CI: {error}")
        pytest.skip(str(error))
    argv = ["--json", "--seconds", "1.5", "--clients", "2", "--rounds", "1", "--admin-url", postgres_server.admin_url]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    (level,) = report["levels"]
    assert level["clients"] == 2
    for side in ("ours", "bgio"):
        assert level[side]["moves"] > 0, side
        assert level[side]["errors"] == {}, side
        assert level[side]["per_s"] > 0, side
        assert 0 < level[side]["p50_ms"] <= level[side]["p99_ms"], side
        (single,) = level[side]["runs"]
        assert single["server_cpu_s"] >= 0
        assert single["client_cpu_s"] >= 0
    assert level["ratio"] == round(level["ours"]["per_s"] / level["bgio"]["per_s"], 3)
    stats = report["peer_stats"]
    assert stats["held"] >= level["bgio"]["moves"]  # every timed move's broadcast waited for its write
    assert stats["unwritten"] == 0
    assert stats["failed"] == 0
    assert "load average" in report["machine"]["uptime_start"]
    assert "load average" in report["machine"]["uptime_end"]
    assert "target" not in report  # no 8-client level in this run
    with psycopg.connect(postgres_server.admin_url) as conn:
        for name in report["databases"]:
            left = conn.execute("SELECT count(*) FROM pg_database WHERE datname = %s", (name,)).fetchone()
            assert left == (0,), name
