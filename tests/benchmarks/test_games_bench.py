"""The games benchmark measures every game the platform plays, from the registry alone."""

from __future__ import annotations

import json

import pytest

from benchmarks.games import PLAYED, main
from tests.platform.served import SERVED


def test_every_played_game_is_measured(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--json", "--games", "3", "--repeats", "1", "--seats", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert sorted(r["game"] for r in report["results"]) == sorted(m.name for m in SERVED) == sorted(PLAYED)
    for row in report["results"]:
        assert row["games"] == 3
        assert row["moves_per_game"] > 0
        assert row["games_per_s"] > 0
        assert row["cpu_s"] > 0
        assert 0 <= row["heuristic_first_share"] <= 1
