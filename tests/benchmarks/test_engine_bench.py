"""The engine benchmark runs end to end on a tiny budget and reports what docs/benchmarks.md cites."""

from __future__ import annotations

import json

from benchmarks.engine import main


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
