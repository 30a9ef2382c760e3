"""``python -m benchmarks.engine --json`` reports, in one run, the keys issue 13 asks for:
equal_rules.ratio and ratio_compiled, mm002_us_per_move(_compiled), jobs_speedup_2."""

from __future__ import annotations

import json

import pytest

from benchmarks.engine import main


def test_the_engine_benchmark_reports_the_equal_rules_and_scale_keys(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--json", "--rounds", "6", "--repeats", "1", "--presets", "MM-002", "--jobs-rounds", "60"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mm002_us_per_move"] > 0
    assert "mm002_us_per_move_compiled" in report  # null with the reason when no current build
    equal = report["equal_rules"]
    assert equal["ruleset"] == "OPENSPIEL-C8"
    assert equal["ours"]["games_per_s"] > 0
    assert "ratio_compiled" in equal
    if equal["openspiel"]["available"]:
        assert equal["ratio"] == pytest.approx(
            equal["ours"]["games_per_s"] / equal["openspiel"]["games_per_s"], rel=0.01
        )
    assert report["jobs"]["rounds"] == 60
    assert report["jobs_speedup_2"] > 0
    assert report["study_1m_projection_s"] > 0
    if not report["compiled"]["available"]:
        assert report["compiled"]["reason"]
    assert report["targets"]["mm002_us_per_move_compiled"] == "<= 3"
