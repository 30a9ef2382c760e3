"""Smoke test of ``benchmarks.cache``: it runs on a small SQLite match and reports both modes."""

from __future__ import annotations

import json

import pytest

from benchmarks import cache


def test_cache_benchmark_reports_cached_and_refolded_moves(capsys: pytest.CaptureFixture[str]) -> None:
    assert cache.main(["--json", "--events", "200", "--moves", "5"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["events_in_stream"]["before"] >= 200
    assert report["events_in_stream"]["after"] > report["events_in_stream"]["before"]
    assert report["move_ms_median"]["cached"] > 0
    assert report["move_ms_median"]["refold_from_zero"] > 0
