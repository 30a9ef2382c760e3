"""The engine benchmark runs end to end on a tiny budget and reports what docs/benchmarks.md cites."""

from __future__ import annotations

import json
import os

import pytest

from benchmarks.engine import VALGRIND, bench_callgrind, callgrind_instructions, main


def test_engine_benchmark_json_smoke(capsys) -> None:
    assert main(["--json", "--rounds", "4", "--repeats", "1", "--presets", "MM-002", "MM-005", "--no-openspiel"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["preset"] for r in report["selfplay"]] == ["MM-002", "MM-005"]
    assert all(r["rounds_per_s"] > 0 and r["events_per_s"] > 0 for r in report["selfplay"])
    assert 250 <= report["fold"]["events"] <= 350
    assert report["fold"]["events_per_s"] > 0
    assert report["openspiel"]["available"] is False
    assert report["machine"]["nproc"] >= 1


def test_engine_benchmark_breakdown_reports_every_part(capsys) -> None:
    assert (
        main(
            [
                "--json",
                "--rounds",
                "2",
                "--repeats",
                "1",
                "--presets",
                "MM-002",
                "--no-openspiel",
                "--breakdown",
                "--breakdown-rounds",
                "2",
            ]
        )
        == 0
    )
    breakdown = json.loads(capsys.readouterr().out)["breakdown"]
    assert breakdown["preset"] == "MM-002"
    assert breakdown["moves"] > 0
    assert breakdown["bot_calls"] >= breakdown["moves"]
    assert 1.5 <= breakdown["events_per_move"] <= 3
    parts = breakdown["us_per_move"]
    assert set(parts) == {"view_with_legal", "bot", "decide", "build_events", "apply_events"}
    assert all(value > 0 for value in parts.values())
    assert "us_per_move_budget_for_ratio_1" not in breakdown  # needs OpenSpiel's figure


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists(VALGRIND), reason=f"{VALGRIND} not found")
def test_callgrind_counts_instructions_per_game_repeatably() -> None:
    """``--callgrind``'s counts: start-up subtracted (N and 2N games) and repeatable, whatever the
    machine is doing (the same child process counted twice agrees to 0.1 %)."""
    report = bench_callgrind(4, 2, openspiel=False, compiled=False)  # OpenSpiel's side: the benchmark's run
    ours = report["ours"]
    assert report["available"]
    assert ours["available"]
    assert 0 < ours["instructions_per_game"] < ours["startup_instructions"]
    again = callgrind_instructions("ours", 2, 4)
    assert abs(again - ours["instructions"]["2"]) <= 0.001 * again
