"""The read-side benchmark runs end to end on a tiny budget (PostgreSQL): rebuild, then live lag
with the service, the projection worker and HTTP move clients; the old fixed-rate mode too."""

from __future__ import annotations

import json

import pytest

from benchmarks.projections import main


@pytest.mark.parametrize("live", ["http", "fixed-rate"])
def test_projections_benchmark_json_smoke(capsys, postgres_server, live) -> None:
    main(
        [
            "--json",
            "--events",
            "1500",
            "--seconds",
            "2",
            "--clients",
            "2",
            "--min-round-ends",
            "0",
            "--live",
            live,
            "--admin-url",
            postgres_server.admin_url,
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert report["rebuild"]["events_per_second"] > 0
    assert isinstance(report["targets"]["rebuild_events_per_second"]["met"], bool)
    assert ("lag_ms_p99" in report["targets"]) is (live == "http")
    figures = report["live"]
    assert figures["mode"] == live
    assert figures["measured"] > 0
    assert 0 <= figures["lag_ms_p50"] <= figures["lag_ms_p99"] <= figures["lag_ms_max"]
    if live == "http":
        assert figures["moves"]["errors"] == {}
        assert figures["not_visible_after_30s"] == 0
