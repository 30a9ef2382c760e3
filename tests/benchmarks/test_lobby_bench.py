"""Smoke test of ``benchmarks.lobby``: it fills a small SQLite database and reports every case."""

from __future__ import annotations

import json

import pytest

from benchmarks import lobby


def test_lobby_benchmark_reports_first_pages_a_walk_and_http(capsys: pytest.CaptureFixture[str]) -> None:
    assert lobby.main(["--json", "--tables", "60", "--limit", "5", "--pages", "20", "--repeat", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["backend"] == "sqlite"
    assert set(report["first_page_ms"]) == set(lobby.FILTERS)
    assert all(case["median"] > 0 for case in report["first_page_ms"].values())
    assert 2 <= report["deep_page_ms"]["pages"] <= 20, "the walk ends on the last page"
    assert report["http_first_page_ms"]["median"] > 0
