"""The ISMCTS benchmark runs end to end on a tiny budget and reports what docs/benchmarks.md cites."""

from __future__ import annotations

import json

import pytest

from benchmarks.ismcts import main


def test_ismcts_benchmark_json_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["--json", "--ruleset", "ZONE", "--seats", "4", "--bots", "ismcts:iters=6,random", "--rounds", "3"]) == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["line_up"] == ["ismcts:iters=6", "random", "ismcts:iters=6", "random"]
    assert report["rounds"] == 3
    mine, theirs = report["bots"]["ismcts:iters=6"], report["bots"]["random"]
    assert mine["seats"] == [0, 2]
    assert theirs["seats"] == [1, 3]
    assert mine["seat_rounds"] == theirs["seat_rounds"] == 6
    assert mine["wins"] + theirs["wins"] == 3 - report["valve_rounds"]
    assert mine["wilson_low"] <= mine["win_rate"] <= mine["wilson_high"]
    assert mine["fair_share"] == 0.25
    assert mine["calls"] > 0
    assert mine["ms_per_call"] > 0
    assert report["rounds_per_s"] > 0
    assert report["moves_per_s"] > 0
