"""``maumau simulate --cluster``: the run's units on a Dask cluster give byte for byte the files
and JSON of a local run of the same seed; results are merged by unit index, not by which worker
finishes first; a failing unit, a dead worker, a worker with other code and a scheduler that does
not answer are one-line errors, never a hang; bad ``--cluster`` values are usage errors.

The cluster of most tests is one ``LocalCluster`` of two worker processes (one thread each, no
dashboard, everything on 127.0.0.1) that the CLI reaches by its ``tcp://`` address, as it would
reach a remote scheduler."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import dask
import pytest
from distributed import LocalCluster
from typer.testing import CliRunner, Result

from api.cli.main import app
from domain.maumau.rules import MM_001, PRESETS
from infrastructure.services.simulation_cluster import (
    ClusterError,
    ClusterPool,
    ClusterTarget,
    code_identity,
    open_cluster,
    parse_cluster,
    source_digest,
)
from infrastructure.services.simulation_runs import RunSpec, result_files, run
from tests.sim import cluster_tasks

pytest.importorskip("pyarrow")

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
RUN = ["--preset", "MM-002", "--players", "3", "--seed", "cluster", "--bots", "heuristic,random"]
ROUNDS = ["--rounds", "600"]
SMALL = ["--block-rounds", "40", "--part-rows", "60", "--json", "--quiet"]  # 15 units of rounds, parts of 60 rows
OTHER_CODE = cluster_tasks.OTHER_CODE


def _local_cluster() -> LocalCluster:
    return LocalCluster(
        processes=True,
        n_workers=2,
        threads_per_worker=1,
        dashboard_address=None,
        host="127.0.0.1",
        scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"},
    )


@pytest.fixture(scope="module")
def address() -> Iterator[str]:
    """A scheduler with two worker processes, as ``dask scheduler`` and two ``dask worker`` would be."""
    with _local_cluster() as cluster:
        yield cluster.scheduler_address


@pytest.fixture
def pool(address: str) -> Iterator[ClusterPool]:
    with open_cluster(ClusterTarget(address=address)) as connected:
        yield connected


def invoke(*args: str) -> Result:
    return runner.invoke(app, list(args))


def files(folder: Path) -> dict[str, bytes]:
    """Every file's bytes, the checkpoint ``run.json`` included."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# ---------------------------------------------------------------- byte identity


@pytest.mark.parametrize("count", [ROUNDS, ["--matches", "30"]], ids=["rounds", "matches"])
def test_a_cluster_run_writes_the_bytes_of_a_local_run(
    address: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, count: list[str]
) -> None:
    outputs: dict[str, tuple[str, dict[str, bytes]]] = {}
    for name, where in (("local", ["--jobs", "2"]), ("cluster", ["--cluster", address])):
        folder = tmp_path / name
        folder.mkdir()
        monkeypatch.chdir(folder)  # the same relative --out: the JSON names it
        result = invoke("simulate", *RUN, *count, *SMALL, *where, "--out", "run")
        assert result.exit_code == 0, result.output
        outputs[name] = (result.stdout, files(folder / "run"))
    local, cluster = outputs["local"], outputs["cluster"]
    assert json.loads(local[0])["jobs"] == 2  # two worker threads on the cluster: the same JSON
    assert len([name for name in local[1] if name.endswith(".parquet")]) >= 2
    assert {"rounds.csv", "run.json"} <= set(local[1])
    assert cluster[0] == local[0]
    assert cluster[1] == local[1]


def test_local_n_starts_its_own_cluster_with_the_same_results() -> None:
    local = invoke("simulate", *RUN, *ROUNDS, *SMALL, "--jobs", "2")
    cluster = invoke("simulate", *RUN, *ROUNDS, *SMALL, "--cluster", "local:2")
    assert local.exit_code == 0, local.output
    assert cluster.exit_code == 0, cluster.output
    assert cluster.stdout == local.stdout


def test_a_balance_study_on_the_cluster_writes_the_report_of_a_local_one(address: str, tmp_path: Path) -> None:
    study = ["balance", "--ruleset", "MM-002", "--seats", "2,3", "--rounds", "100", "--seed", "c", "--quiet"]
    for name, where in (("local", ["--jobs", "1"]), ("cluster", ["--cluster", address])):
        result = invoke(*study, *where, "--out", str(tmp_path / f"{name}.html"))
        assert result.exit_code == 0, result.output
    assert (tmp_path / "cluster.json").read_bytes() == (tmp_path / "local.json").read_bytes()


def test_results_come_back_in_item_order_whichever_worker_finishes_first(pool: ClusterPool) -> None:
    results = list(pool.map(cluster_tasks.finish_out_of_order, range(6)))
    assert [item for item, _ in results] == list(range(6))
    finished = {item: at for item, at in results}
    assert finished[1] < finished[0]  # the cluster did finish out of order; the merge did not


# ---------------------------------------------------------------- failures


def test_a_unit_that_fails_on_a_worker_is_a_clear_error_and_the_cluster_goes_on(pool: ClusterPool) -> None:
    spec = RunSpec(MM_001, 2, ("heuristic", "nosuchbot"), "fail", 50, block_rounds=10)
    started = time.perf_counter()
    with pytest.raises(ClusterError, match=r"unit 0 failed on the cluster: KeyError: .*nosuchbot"):
        run(spec, pool=pool)
    assert time.perf_counter() - started < 30
    good = RunSpec(MM_001, 2, ("heuristic", "random"), "fine", 50, block_rounds=10)
    assert run(good, pool=pool).tally.to_json() == run(good, jobs=1).tally.to_json()


def test_a_worker_that_dies_running_a_unit_is_a_clear_error() -> None:
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}), _local_cluster() as cluster:
        connected = open_cluster(ClusterTarget(address=cluster.scheduler_address))
        killed = pytest.raises(ClusterError, match="unit 0 failed on the cluster: KilledWorker")
        with connected as pool:
            started = time.perf_counter()
            with killed:
                list(pool.map(cluster_tasks.die, [0, 1]))
            assert time.perf_counter() - started < 30


def test_workers_with_other_code_are_refused_before_the_run_and_in_every_task(address: str, tmp_path: Path) -> None:
    with open_cluster(ClusterTarget(address=address)) as connected:
        connected.client.run(cluster_tasks.pretend_other_code)
        try:
            result = invoke("simulate", *RUN, *ROUNDS, *SMALL, "--cluster", address, "--out", str(tmp_path / "run"))
            unchecked = ClusterPool(connected.client, connected.target)  # a worker that joined after the check
            with pytest.raises(ClusterError, match=r"runs maumau 0\.0\.0"):
                list(unchecked.map(abs, [-1]))
        finally:
            connected.client.run(cluster_tasks.restore_code)
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error (cluster): worker tcp://127.0.0.1:")
    assert OTHER_CODE in lines[0]
    assert code_identity() in lines[0]
    assert "install the same maumau version on the scheduler and every worker" in lines[0]
    assert not (tmp_path / "run").exists()  # refused before anything was written


def test_a_scheduler_with_other_code_is_refused(pool: ClusterPool) -> None:
    other = ClusterPool(pool.client, pool.target)
    other.identity = OTHER_CODE  # as if this process were another version than the scheduler
    with pytest.raises(ClusterError, match=r"^the scheduler at tcp://127\.0\.0\.1:\d+ runs maumau "):
        other.check_workers()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_scheduler_that_does_not_answer_is_a_one_line_error() -> None:
    target = ClusterTarget(address=f"tcp://127.0.0.1:{_free_port()}")
    refused = pytest.raises(ClusterError, match=r"^no Dask scheduler answers at tcp://127\.0\.0\.1:\d+ \(waited 1 s\)")
    with refused, open_cluster(target, connect_seconds=1):
        pass


# ---------------------------------------------------------------- options and identity


@pytest.mark.parametrize(
    ("value", "word"),
    [
        ("local:0", "1 to 64"),
        ("local:65", "1 to 64"),
        ("local:two", "1 to 64"),
        ("tcp://host", "tcp://host:port"),
        ("tcp://host:99999", "tcp://host:port"),
        ("http://host:8786", "tcp://host:port"),
        ("", "tcp://host:port"),
    ],
)
@pytest.mark.parametrize("command", ["simulate", "balance"])
def test_bad_cluster_values_are_usage_errors(command: str, value: str, word: str) -> None:
    result = invoke(command, "--rounds", "10", "--cluster", value)
    assert result.exit_code == 2, result.output
    assert "'--cluster'" in result.output
    assert word in result.output


def test_jobs_and_cluster_together_are_a_usage_error() -> None:
    result = invoke("simulate", "--rounds", "10", "--jobs", "2", "--cluster", "local:2")
    assert result.exit_code == 2
    assert "not both" in result.output


def test_cluster_values_parse() -> None:
    assert parse_cluster("local:2") == ClusterTarget(local_workers=2)
    assert parse_cluster(" tcp://10.0.0.5:8786 ") == ClusterTarget(address="tcp://10.0.0.5:8786")
    assert parse_cluster("tcp://lab-1.example:8786").describe() == "tcp://lab-1.example:8786"
    assert parse_cluster("local:3").describe() == "local:3"


def test_the_code_digest_changes_with_any_source_of_the_units(tmp_path: Path) -> None:
    for package in ("domain", "infrastructure"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "domain" / "rules.py").write_text("HAND = 5\n")
    before = source_digest(tmp_path)
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "cli.py").write_text("x = 1\n")  # not run by the workers
    assert source_digest(tmp_path) == before
    (tmp_path / "domain" / "rules.py").write_text("HAND = 6\n")
    assert source_digest(tmp_path) != before
    assert code_identity().startswith("maumau ")


@pytest.mark.slow
def test_ctrl_c_on_the_terminal_stops_a_local_cluster_run_at_its_checkpoint_and_resume_completes_it(
    tmp_path: Path,
) -> None:
    """Ctrl-C on a terminal reaches the whole process group, the local cluster's workers too."""
    folder = tmp_path / "run"
    args = [sys.executable, "-m", "api.cli.main", "simulate", "--preset", "MM-005", "--players", "2"]
    args += ["--rounds", "2000", "--bots", "random", "--seed", "c", "--block-rounds", "25", "--part-rows", "50"]
    args += ["--cluster", "local:2", "--quiet", "--out", str(folder)]
    proc = subprocess.Popen(
        args,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, as a terminal's job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as in a shell (a background job ignores it)
    )
    checkpoint = folder / "run.json"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if checkpoint.exists() and json.loads(checkpoint.read_text())["rows_done"] >= 100:
            break
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        raise
    if proc.returncode == 0:
        pytest.skip("the run ended before the signal arrived (a very fast machine)")
    assert proc.returncode == 130, err
    assert b"resume" in err
    assert 0 < json.loads(checkpoint.read_text())["rows_done"] < 2000
    resumed = subprocess.run([*args, "--resume"], cwd=ROOT, capture_output=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    spec = RunSpec(PRESETS["MM-005"], 2, ("random", "random"), "c", 2000, block_rounds=25, part_rows=50)
    whole = tmp_path / "whole"
    run(spec, jobs=1, files=result_files(whole, spec))
    assert files(folder) == files(whole)
