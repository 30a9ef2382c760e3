"""The notebook API (``api.lab``): frames with the simulation's columns, the same rows as
``maumau simulate --out``, and ``docs/lab_example.ipynb``, whose code cells this test executes.

The notebook is run by ``exec`` of each code cell in one namespace, in order, as a kernel would
(nbclient would need a Jupyter kernel, ipykernel and pyzmq: not worth their weight here); the
cells' results are then checked."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from api.cli.simulate import _Bar
from domain.maumau.rules import PRESETS
from infrastructure.services.simulation_runs import COLUMNS, RunSpec, result_files, run

pd = pytest.importorskip("pandas")
lab = pytest.importorskip("api.lab")

NOTEBOOK = Path(__file__).resolve().parents[2] / "docs" / "lab_example.ipynb"


def test_simulate_gives_the_rows_a_run_writes(tmp_path: Path) -> None:
    frame = lab.simulate("MM-001", seats=3, rounds=250, bots="heuristic,random", seed="frame")
    assert list(frame.columns) == [name for name, _ in COLUMNS]
    spec = RunSpec(PRESETS["MM-001"], 3, ("heuristic", "random", "heuristic"), "frame", 250, part_rows=100)
    run(spec, files=result_files(tmp_path / "run", spec))
    saved = lab.load_run(tmp_path / "run")
    assert len(saved) == len(frame) == 250
    for column in ("round_index", "winner", "moves", "first_seat", "deal_seed"):
        assert saved[column].tolist() == frame[column].tolist(), column
    assert [list(h) for h in saved["dealt"][0]] == frame["dealt"][0]
    assert all(isinstance(card, str) and len(card) in (2, 3) for card in frame["dealt"][0][0])


def test_positions_are_wilson_rates_by_position() -> None:
    frame = pd.DataFrame({"ruleset": ["X"] * 4, "seats": [2] * 4, "first_seat": [0, 1, 0, 1], "winner": [0, 1, 1, -1]})
    table = lab.positions(frame)
    assert table["wins"].tolist() == [2, 1]  # winner - first seat: 0, 0, 1; the valve round left out
    assert table["rounds"].tolist() == [3, 3]
    assert table["win_rate"].tolist() == pytest.approx([2 / 3, 1 / 3])
    assert (table["low"] < table["win_rate"]).all()
    assert (table["win_rate"] < table["high"]).all()


def test_the_example_notebook_runs() -> None:
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    assert notebook["nbformat"] == 4
    cells = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert len(cells) >= 4
    namespace: dict[str, Any] = {"__name__": "__main__"}
    for cell in cells:
        exec(compile("".join(cell["source"]), f"{NOTEBOOK.name} cell", "exec"), namespace)
    table, length = namespace["table"], namespace["length"]
    assert set(table["ruleset"]) == {"ZONE", "ZONE+no_seven_stacking"}
    assert table.groupby("ruleset")["win_rate"].sum().tolist() == pytest.approx([1.0, 1.0])
    assert length["mean_moves"].gt(0).all()
    held = namespace["seat_rounds"].groupby("held_seven")["won"].mean()
    assert set(held.index) == {False, True}


def test_a_resumed_bar_starts_where_the_run_resumed() -> None:
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(file=open("/dev/null", "w")), transient=True) as progress:
        bar = _Bar(progress, progress.add_task("x", total=500))
        bar.resumed(300)
        bar(100)
        assert progress.tasks[0].completed == 400
