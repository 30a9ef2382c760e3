"""Simulation at scale: the same results for any number of processes, result files streamed and
resumed to exactly what an uninterrupted run writes, the CLI's options, progress and Ctrl-C."""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from api.cli.main import app
from domain.maumau.rules import MM_001, PRESETS, TAVERN
from infrastructure.adapters.result_files import ResultFilesError
from infrastructure.services.simulation_runs import COLUMNS, RunSpec, result_files, run

pq = pytest.importorskip("pyarrow.parquet")

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
SPEC = RunSpec(MM_001, 3, ("heuristic", "random", "random"), "runs", 240, block_rounds=30, part_rows=70)


def table_rows(folder: Path) -> list[dict[str, Any]]:
    parts = sorted((folder / "rounds.parquet").glob("*.parquet"))
    return [row for part in parts for row in pq.read_table(part).to_pylist()]


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every result file's bytes but the checkpoint (which records paths and progress)."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != "run.json"
    }


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The uninterrupted run on one process."""
    folder = tmp_path_factory.mktemp("reference")
    outcome = run(SPEC, jobs=1, files=result_files(folder, SPEC))
    assert outcome.rounds == 240
    assert not outcome.interrupted
    return folder


def test_two_processes_write_the_same_files_and_tally_as_one(reference: Path, tmp_path: Path) -> None:
    outcome = run(SPEC, jobs=2, files=result_files(tmp_path, SPEC))
    assert snapshot(tmp_path) == snapshot(reference)
    saved = json.loads((reference / "run.json").read_text())
    assert outcome.tally.to_json() == saved["state"]["tally"]


def test_rows_are_numbered_and_agree_with_the_tally(reference: Path) -> None:
    rows = table_rows(reference)
    assert [r["round_index"] for r in rows] == list(range(240))
    assert list(rows[0]) == [name for name, _ in COLUMNS]
    tally = json.loads((reference / "run.json").read_text())["state"]["tally"]
    wins = [0, 0, 0]
    for r in rows:
        if r["winner"] >= 0:
            wins[r["winner"]] += 1
        assert len(r["dealt"]) == 3
        assert all(len(hand) == 5 for hand in r["dealt"])  # a list of card names per seat
        assert r["cards_left"][r["winner"]] == 0
    assert wins == tally["wins_by_seat"]
    header = (reference / "rounds.csv").read_text().splitlines()[0]
    assert header.split(",") == [name for name, _ in COLUMNS]
    assert len((reference / "rounds.csv").read_text().splitlines()) == 241


@pytest.mark.parametrize("stop", [45, 70, 200])
def test_an_interrupted_run_resumes_to_the_same_files(reference: Path, tmp_path: Path, stop: int) -> None:
    first = run(SPEC, jobs=2, files=result_files(tmp_path, SPEC), stop_after=stop)
    assert first.interrupted
    assert stop <= first.rounds < 240
    lines = len((tmp_path / "rounds.csv").read_text().splitlines()) - 1
    assert lines == first.rounds  # rows past the last checkpoint are on disk ...
    second = run(SPEC, jobs=1, files=result_files(tmp_path, SPEC), resume=True)
    assert not second.interrupted
    assert second.resumed_from <= first.rounds  # ... and are cut back and written again
    assert snapshot(tmp_path) == snapshot(reference)
    saved = json.loads((reference / "run.json").read_text())
    assert second.tally.to_json() == saved["state"]["tally"]


def test_a_folder_holds_one_run(reference: Path, tmp_path: Path) -> None:
    with pytest.raises(ResultFilesError, match="already holds"):
        run(SPEC, files=result_files(reference, SPEC))
    other = RunSpec(MM_001, 3, SPEC.bots, "another seed", 240, block_rounds=30, part_rows=70)
    with pytest.raises(ResultFilesError, match="another run"):
        run(other, files=result_files(reference, other), resume=True)


def test_runs_of_whole_matches_play_each_match_to_its_end() -> None:
    spec = RunSpec(PRESETS["ZONE"], 3, ("random",) * 3, "matches", 4, unit="matches")
    outcome = run(spec, jobs=1)
    assert outcome.units_done == 4
    assert outcome.tally.rounds >= 4 * 5  # ZONE: first to five round wins
    assert max(outcome.tally.wins_by_seat) >= 5


# ---------------------------------------------------------------- the CLI


def invoke(*args: str) -> Result:
    return runner.invoke(app, ["simulate", *args])


def test_cli_results_do_not_depend_on_jobs(tmp_path: Path) -> None:
    args = ["--preset", "MM-002", "--players", "3", "--rounds", "150", "--seed", "s", "--bots", "random", "--json"]
    one = invoke(*args, "--jobs", "1", "--out", str(tmp_path / "one"))
    two = invoke(*args, "--jobs", "2", "--out", str(tmp_path / "two"))
    assert one.exit_code == 0, one.output
    a, b = json.loads(one.stdout), json.loads(two.stdout)
    assert (a.pop("jobs"), b.pop("jobs")) == (1, 2)
    assert {**a, "out": None} == {**b, "out": None}
    assert snapshot(tmp_path / "one") == snapshot(tmp_path / "two")


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (["--rounds", "5", "--matches", "2"], "--matches"),
        (["--matches", "0"], "--matches"),
        (["--jobs", "0"], "--jobs"),
        (["--preset", "TAVERN", "--matches", "2"], "--max-rounds"),
        (["--resume"], "--out"),
        (["--preset", "NOPE"], "NOPE"),
    ],
)
def test_cli_bad_options_name_the_option(args: list[str], word: str) -> None:
    result = invoke("--players", "3", *args)
    assert result.exit_code == 2
    assert word in result.output


def test_cli_plays_house_rules_and_the_reference_ruleset() -> None:
    for name in ("ZONE+jack_on_jack", "openspiel-c8"):
        result = invoke("--preset", name, "--players", "4", "--rounds", "20", "--json", "--jobs", "1")
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["rounds"] == 20
    assert TAVERN.win_target is None


def test_cli_interrupted_by_stop_after_exits_130_and_resumes(tmp_path: Path) -> None:
    base = ["--preset", "MM-001", "--players", "2", "--rounds", "120", "--bots", "random", "--jobs", "1"]
    base += ["--block-rounds", "20", "--part-rows", "40", "--json"]
    stopped = invoke(*base, "--out", str(tmp_path / "r"), "--stop-after", "50")
    assert stopped.exit_code == 130
    assert "--resume" in stopped.stderr
    resumed = invoke(*base, "--out", str(tmp_path / "r"), "--resume")
    assert resumed.exit_code == 0, resumed.output
    whole = invoke(*base, "--out", str(tmp_path / "whole"))
    assert snapshot(tmp_path / "r") == snapshot(tmp_path / "whole")
    report = json.loads(resumed.stdout)
    assert report["rounds"] == 120
    assert {**report, "out": None} == {**json.loads(whole.stdout), "out": None}


def test_no_progress_bar_without_a_terminal(tmp_path: Path) -> None:
    result = invoke("--players", "2", "--rounds", "300", "--bots", "random", "--jobs", "1")
    assert result.exit_code == 0
    assert "simulating" not in result.stderr


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "api.cli.main", "simulate", *args]


def test_progress_bar_on_a_terminal_and_quiet_turns_it_off() -> None:
    args = ["--preset", "MM-005", "--players", "2", "--rounds", "150", "--bots", "random", "--jobs", "1", "--json"]
    for quiet, expect in ((False, True), (True, False)):
        primary, secondary = pty.openpty()
        proc = subprocess.Popen(
            _cli(*args, *(["--quiet"] if quiet else [])),
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=secondary,
            env={**os.environ, "COLUMNS": "100", "TERM": "xterm"},
        )
        os.close(secondary)
        seen = b""
        while True:
            ready, _, _ = select.select([primary], [], [], 60)
            if not ready:
                break
            try:
                chunk = os.read(primary, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
        proc.communicate(timeout=120)
        os.close(primary)
        assert proc.returncode == 0
        assert (b"simulating" in seen) is expect, seen[-300:]


@pytest.mark.slow
def test_ctrl_c_stops_a_run_at_its_checkpoint_and_resume_completes_it(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    args = ["--preset", "MM-005", "--players", "2", "--rounds", "1000", "--bots", "random", "--seed", "c"]
    args += ["--block-rounds", "25", "--part-rows", "50", "--jobs", "2", "--quiet", "--out", str(folder)]
    proc = subprocess.Popen(_cli(*args), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    checkpoint = folder / "run.json"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if checkpoint.exists() and json.loads(checkpoint.read_text())["rows_done"] >= 100:
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    if proc.returncode == 0:
        pytest.skip("the run ended before the signal arrived (a very fast machine)")
    assert proc.returncode == 130, err
    assert b"resume" in err
    done = json.loads(checkpoint.read_text())["rows_done"]
    assert 0 < done < 1000
    resumed = subprocess.run(_cli(*args, "--resume"), cwd=ROOT, capture_output=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    rows = table_rows(folder)
    assert [r["round_index"] for r in rows] == list(range(1000))
    spec = RunSpec(PRESETS["MM-005"], 2, ("random", "random"), "c", 1000, block_rounds=25, part_rows=50)
    whole = tmp_path / "whole"
    run(spec, jobs=1, files=result_files(whole, spec))
    assert snapshot(folder) == snapshot(whole)
