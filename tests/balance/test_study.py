"""Balance studies: known answers on handmade tallies and on a small fixed study counted again
independently, intervals that shrink as rounds grow, comparisons, the HTML report and its twin."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from api.reports.balance import render_html
from domain.maumau.bot_registry import BOTS
from domain.maumau.rules import MM_001, MM_005, derive
from domain.maumau.simulation import simulate_block
from infrastructure.services.balance.analysis import cell_figures
from infrastructure.services.balance.stats import chi_square_uniform, normal_sf, proportion_difference, wilson
from infrastructure.services.balance.study import StudySpec, run_study
from infrastructure.services.balance.tally import CardValues, Tally

runner = CliRunner()


def test_figures_of_a_handmade_tally() -> None:
    tally = Tally(2, ["random", "random"], rounds=41, valve=1, wins_by_position=[30, 10], wins_by_seat=[22, 18])
    tally.held["J"] = [20, 15, 60, 25]
    figures = cell_figures(MM_001, tally)
    first = figures["first_seat"]
    assert first["by_position"][0]["estimate"] == 0.75
    assert (first["by_position"][0]["low"], first["by_position"][0]["high"]) == pytest.approx(
        (wilson(30, 40).low, wilson(30, 40).high)
    )
    edge = first["first_player_edge"]
    assert edge["estimate"] == pytest.approx(0.25)
    assert edge["p_value"] == pytest.approx(2 * normal_sf(0.25 / math.sqrt(0.25 / 40)))
    assert edge["significant"] is True
    assert first["chi_square"]["statistic"] == 10.0
    assert first["chi_square"]["p_value"] == pytest.approx(chi_square_uniform([30, 10])[2])
    jack = figures["specials"][0]
    assert jack["rank"] == "J"
    assert jack["effect"] == "wish (wild)"
    assert jack["with"]["estimate"] == 0.75
    assert jack["without"]["estimate"] == pytest.approx(25 / 60)
    assert jack["difference"]["estimate"] == pytest.approx(0.75 - 25 / 60)
    assert jack["difference"]["p_value"] == pytest.approx(proportion_difference(15, 20, 25, 60).p_value)


def _independent_counts(rounds: int, seed: str) -> dict[str, Any]:
    """The figures of a 2-seat MM-001 study cell counted straight from the domain's rounds."""
    bots = [BOTS["random"], BOTS["random"]]
    stats = []
    for block, start in enumerate(range(0, rounds, 100)):
        size = min(100, rounds - start)
        stats += [r.stats for r in simulate_block(MM_001, 2, size, f"{seed}/2".encode(), block, bots)]
    positions = [0, 0]
    jacks = [0, 0, 0, 0]
    moves = 0
    for st in stats:
        assert st.winner is not None
        positions[(st.winner - st.first_seat) % 2] += 1
        moves += st.moves
        for seat in range(2):
            held = any(card & 15 == 11 for card in st.dealt[seat])
            k = 0 if held else 2
            jacks[k] += 1
            jacks[k + 1] += seat == st.winner
    return {"positions": positions, "jacks": jacks, "mean_moves": moves / len(stats)}


def test_a_small_fixed_study_has_the_figures_counted_again_from_its_rounds() -> None:
    spec = StudySpec((MM_001,), (2,), ("random",), 150, seed="known")
    report = run_study(spec, jobs=1).report
    (cell,) = report["cells"]
    known = _independent_counts(150, "known")
    assert [p["wins"] for p in cell["first_seat"]["by_position"]] == known["positions"]
    jack = next(s for s in cell["specials"] if s["rank"] == "J")
    assert [
        jack["with"]["seat_rounds"],
        jack["with"]["wins"],
        jack["without"]["seat_rounds"],
        jack["without"]["wins"],
    ] == known["jacks"]
    assert cell["length"]["moves"]["mean"] == pytest.approx(known["mean_moves"])
    assert cell["length"]["minutes"]["mean"] == pytest.approx(known["mean_moves"] * 4 / 60)


def test_confidence_intervals_shrink_as_rounds_grow() -> None:
    widths = []
    for rounds in (100, 400, 1600):
        report = run_study(StudySpec((MM_005,), (2,), ("random",), rounds, seed="shrink"), jobs=1).report
        first = report["cells"][0]["first_seat"]["by_position"][0]
        widths.append(first["high"] - first["low"])
    assert widths[0] > widths[1] > widths[2]
    assert 0.35 < widths[2] / widths[1] < 0.65  # four times the rounds: about half the width


def test_the_same_study_on_two_processes_gives_the_same_report() -> None:
    spec = StudySpec((MM_005,), (2, 3), ("random", "heuristic"), 120, seed="jobs", block_rounds=30)
    assert run_study(spec, jobs=1).report == run_study(spec, jobs=2).report


def test_a_ruleset_against_itself_differs_in_nothing_and_against_another_significantly() -> None:
    twin = derive(MM_001, name="MM-001-copy")
    same = run_study(StudySpec((MM_001, twin), (3,), ("random",), 150, seed="cmp"), jobs=1).report
    (comparison,) = same["comparisons"]
    assert comparison["a"] == "MM-001"
    assert comparison["b"] == "MM-001-copy"
    for metric in comparison["metrics"]:
        assert metric["difference"]["estimate"] == pytest.approx(0.0), metric["metric"]
        assert metric["difference"]["significant"] is False, metric["metric"]
    other = run_study(StudySpec((MM_001, MM_005), (3,), ("random",), 150, seed="cmp"), jobs=1).report
    rows = {m["metric"]: m for m in other["comparisons"][0]["metrics"]}
    assert rows["seat-rounds with a forgotten call"]["difference"]["significant"]  # MM-005 has no calls
    assert rows["seat-rounds with a forgotten call"]["b"] == 0


def test_tallies_add_up_in_any_order() -> None:
    values = CardValues.of(MM_001)
    bots = [BOTS["random"]] * 3
    blocks = [[r.stats for r in simulate_block(MM_001, 3, 20, b"order", k, bots)] for k in range(4)]
    forward = Tally(3, ["random"] * 3)
    for block in blocks:
        forward.merge(Tally(3, ["random"] * 3).add_all(block, values))
    backward = Tally(3, ["random"] * 3)
    for block in reversed(blocks):
        backward.merge(Tally(3, ["random"] * 3).add_all(block, values))
    whole = Tally(3, ["random"] * 3).add_all([s for b in blocks for s in b], values)
    assert forward.to_json() == backward.to_json() == whole.to_json()
    assert Tally.from_json(json.loads(json.dumps(whole.to_json()))).to_json() == whole.to_json()


def test_the_cli_writes_a_self_contained_html_report_and_its_json_twin(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    args = ["balance", "--ruleset", "MM-002", "--ruleset", "OPENSPIEL-C8", "--seats", "3,4", "--rounds", "60"]
    result = runner.invoke(app, [*args, "--jobs", "1", "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["rounds"] == 4 * 60
    twin = json.loads(out.with_suffix(".json").read_text())
    assert [(c["ruleset"], c["seats"]) for c in twin["cells"]] == [
        ("MM-002", 3),
        ("MM-002", 4),
        ("OPENSPIEL-C8", 3),
        ("OPENSPIEL-C8", 4),
    ]
    assert [c["seats"] for c in twin["comparisons"]] == [3, 4]
    page = out.read_text()
    assert page.count("<svg") >= 8
    for outside in ("<script", "<link", " src=", "url(", "https://", "@import"):
        assert outside not in page
    assert set(re.findall(r"https?://[^\"' ]+", page)) == {"http://www.w3.org/2000/svg"}  # a namespace, not a fetch
    for section in ("First-seat edge", "Round length", "improvement when held", "Forgotten calls", "Penalty points"):
        assert section in page
    assert "MM-002 against OPENSPIEL-C8" in page


def test_report_text_is_escaped() -> None:
    report = run_study(StudySpec((MM_005,), (2,), ("random",), 20, seed="esc"), jobs=1).report
    report["study"]["seed"] = "<script>alert(1)</script>"
    report["cells"][0]["ruleset"] = "<b>x</b>"
    page = render_html(report)
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert "<b>x</b>" not in page


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (["--ruleset", "MM-001", "--seats", "6"], "6"),
        (["--ruleset", "A", "--ruleset", "B", "--ruleset", "C"], "--ruleset"),
        (["--seats", "two"], "--seats"),
        (["--bots", "genius"], "--bots"),
        (["--rounds", "0"], "--rounds"),
        (["--ruleset", "MM-001", "--ruleset", "mm-001"], "different"),
    ],
)
def test_balance_bad_options_name_the_option(args: list[str], word: str, tmp_path: Path) -> None:
    result = runner.invoke(app, ["balance", *args, "--out", str(tmp_path / "r.html")])
    assert result.exit_code == 2
    assert word in result.output
    assert not (tmp_path / "r.html").exists()
