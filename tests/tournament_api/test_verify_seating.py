"""The seating verifier (``scripts/verify_seating.py``) run as a separate program — an isolated
interpreter (``-I -S``: no project code, no site-packages) — against the live service over HTTP,
after a 17-player series and a 16-player duplicate event were played to the end by bots.

It must confirm every round of both, and reject the same answers with one seating tampered
with (two players swapped between tables)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path
from typing import Any

import httpx

from tests.tournament_api.helpers import Organiser, ok

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "verify_seating.py"


def _run(*args: str) -> tuple[int, dict[str, Any]]:
    """The script in a fresh isolated interpreter; exit code and report."""
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(SCRIPT), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd="/",
    )
    assert done.stdout, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return done.returncode, report


def _played(http: httpx.Client, org: Organiser, players: int, **body: Any) -> tuple[str, dict[str, Any], list[Any]]:
    """A tournament of ``players`` bots played to its end: id, summary and every round."""
    tid = org.create(**body)
    org.bots(tid, players, bot="random")
    summary = org.run_to_end(tid, timeout=240)
    rounds = [ok(http.get(f"/v1/tournaments/{tid}/rounds/{n}")) for n in range(1, summary["rounds_seated"] + 1)]
    return tid, summary, rounds


def _pairs(rounds: list[Any]) -> Counter[frozenset[str]]:
    return Counter(
        frozenset(pair)
        for r in rounds
        for t in r["tables"]
        for pair in combinations([s["entrant_id"] for s in t["seats"]], 2)
    )


def _tampered(summary: dict[str, Any], rounds: list[Any], round_no: int, path: Path) -> Path:
    """The answers with two players of round ``round_no`` swapped between its first two tables."""
    changed = json.loads(json.dumps(rounds))
    first, second = changed[round_no - 1]["tables"][:2]
    first["seats"][0], second["seats"][0] = second["seats"][0], first["seats"][0]
    path.write_text(json.dumps({"summary": summary, "rounds": changed}))
    return path


def test_the_verifier_recomputes_a_17_player_series_and_a_16_player_duplicate_event(
    http: httpx.Client, org: Organiser, tmp_path: Path
) -> None:
    url = str(http.base_url).rstrip("/")
    series_id, series, series_rounds = _played(
        http, org, 17, name="Seventeen", format="series", rounds=5, boards=1, table_size=4
    )
    dup_id, dup, dup_rounds = _played(
        http, org, 16, name="Sixteen", format="duplicate", rounds=5, boards=1, table_size=4
    )
    for tid, summary in ((series_id, series), (dup_id, dup)):
        code, report = _run(url, tid, "--commitment", summary["commitment"])
        assert code == 0, report
        assert report["checks"] == {"commitment": True, "commitment_noted": True} | {
            f"round_{n}": True for n in range(1, 6)
        }
    # what the seating is for: 16 in fours over 5 rounds meet nobody twice; 17 (5+4+4+4) repeat
    # one pair only (4 meetings beyond the first: the fewest 140 meetings of 136 pairs allow)
    assert max(_pairs(dup_rounds).values()) == 1
    seventeen = _pairs(series_rounds)
    assert sum(c > 1 for c in seventeen.values()) == 1
    assert sum(c - 1 for c in seventeen.values()) == 4
    assert [len(t["seats"]) for t in series_rounds[0]["tables"]] == [5, 4, 4, 4]

    honest = tmp_path / "honest.json"
    honest.write_text(json.dumps({"summary": series, "rounds": series_rounds}))
    assert _run("--file", str(honest))[0] == 0
    for summary, rounds, name in ((series, series_rounds, "series"), (dup, dup_rounds, "dup")):
        code, report = _run("--file", str(_tampered(summary, rounds, 3, tmp_path / f"{name}.json")))
        assert code == 1
        assert report["ok"] is False
        assert report["checks"]["round_3"] is False
        assert report["checks"]["round_1"] is True
        assert report["checks"]["commitment"] is True


def test_the_verifier_recomputes_a_series_seated_by_the_standings(
    http: httpx.Client, org: Organiser, tmp_path: Path
) -> None:
    tid, summary, rounds = _played(
        http, org, 7, name="Ladder", format="series", rounds=3, boards=1, table_size=3, seating="standings"
    )
    assert rounds[0]["order"] == []  # round 1 is mixed from the seed
    assert all(len(r["order"]) == 7 for r in rounds[1:])
    code, report = _run(str(http.base_url).rstrip("/"), tid)
    assert code == 0, report
    assert report["checks"] == {"commitment": True, "round_1": True, "round_2": True, "round_3": True}
    # the standings' leaders sat together at table 1 in round 2
    assert {s["entrant_id"] for s in rounds[1]["tables"][0]["seats"]} == set(rounds[1]["order"][:4])
    code, report = _run("--file", str(_tampered(summary, rounds, 2, tmp_path / "ladder.json")))
    assert code == 1
    assert report["checks"]["round_2"] is False
