"""The report page: one self-contained HTML file (matplotlib SVG inline, no address fetched), the
same page for the same study, per-seat counts on the page, the A-vs-B difference plot, and the
design-of-experiments keys rendered whatever their exact shape (a fixture report carries them)."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from api.reports.balance import render_html
from domain.maumau.rules import PRESETS
from infrastructure.services.balance.study import StudySpec, run_study
from infrastructure.services.whatif import enrich


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    spec = StudySpec((PRESETS["ZONE"], PRESETS["MM-001"]), (2, 3), ("heuristic", "random"), 120, seed="page")
    result = run_study(spec, jobs=1)
    return enrich(result.report, result.tallies)


def _interval(estimate: float, low: float, high: float, p: float = 0.01) -> dict[str, Any]:
    return {"estimate": estimate, "low": low, "high": high, "p_value": p, "significant": p < 0.05}


def with_design(report: dict[str, Any]) -> dict[str, Any]:
    """The report with the keys the design-of-experiments work adds (seat rotation, paired
    tests, power, card roles), in the shapes it may take: mappings, lists of rows, intervals."""
    out = copy.deepcopy(report)
    out["design"] = {"first_seat": "rotated over matches", "seat_assignment": "balanced", "crn": True}
    out["first_player_edge"] = [
        {"bot": "heuristic", "seats": 2, "edge": _interval(0.021, 0.009, 0.031)},
        {"bot": "random", "seats": 2, "edge": _interval(0.004, -0.01, 0.018, 0.6)},
    ]
    out["warnings"] = ["the strong bot moves first in 59% of rounds: the first-player edge is confounded"]
    out["paired"] = {
        "method": "paired on deals",
        "correction": "holm",
        "metrics": [{"metric": "moves per round", "difference": _interval(-1.2, -1.5, -0.9), "p_adjusted": 0.002}],
    }
    out["power"] = [{"effect": 0.01, "rounds_needed": 38000}, {"effect": 0.02, "rounds_needed": 9500}]
    out["card_roles"] = [
        {"role": "wish card", "ruleset": "ZONE", "difference": _interval(0.05, 0.02, 0.08)},
        {"role": "skip card", "ruleset": "ZONE", "difference": _interval(-0.01, -0.04, 0.02, 0.5)},
    ]
    return out


def test_the_page_is_self_contained_with_inline_matplotlib_svg(report: dict[str, Any]) -> None:
    page = render_html(report)
    assert page.count("<svg") >= 10
    assert "<img" not in page
    for outside in ("<script", "<link", " src=", "url(", "@import", "<?xml", "<!DOCTYPE svg"):
        assert outside not in page, outside
    assert not re.search(r"(src|href)=[\"']?https?://", page)
    assert set(re.findall(r"https?://[^\"' )]+", page)) == {"http://www.w3.org/2000/svg"}
    assert "Matplotlib" in page or "matplotlib" in page  # matplotlib's SVG comment: drawn by it
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) == len(set(ids)), "element ids clash between figures"
    for href in re.findall(r'href="#([^"]+)"', page):
        assert href in ids


def test_the_same_study_gives_the_same_page(report: dict[str, Any]) -> None:
    assert render_html(report) == render_html(copy.deepcopy(report))


def test_the_page_shows_counts_by_seat_axes_and_the_difference_plot(report: dict[str, Any]) -> None:
    page = render_html(report)
    assert "By seat number" in page
    assert "rounds as first player" in page
    zone2 = next(c for c in report["cells"] if (c["ruleset"], c["seats"]) == ("ZONE", 2))
    wins = zone2["first_seat"]["by_seat"][0]["wins"]
    assert f"<td>{wins:,}</td>" in page
    for label in ("win rate (% of decided rounds)", "position after the first player", "moves per round (accepted"):
        assert label in page
    assert "A - B: ZONE - MM-001, 2 seats" in page
    assert "A - B, rates (percentage points)" in page
    assert "Strong-vs-weak gap" in page
    assert re.search(r">\s*(10|20|30|40|50)%\s*<", page), "percent ticks at round values"
    assert not re.search(r">\s*(8\.3|16\.7)%\s*<", page)


DESIGN_KEYS = ("design", "first_player_edge", "warnings", "paired", "power", "card_roles")


def test_design_keys_are_rendered_when_present(report: dict[str, Any]) -> None:
    plain = render_html({k: v for k, v in report.items() if k not in DESIGN_KEYS})
    page = render_html(with_design(report))
    assert "Design of the experiment" not in plain
    assert "Warnings" not in plain
    assert "Design of the experiment" in page
    assert "the strong bot moves first in 59% of rounds" in page
    assert "rotated over matches" in page
    assert "Paired comparison and power" in page
    assert "38000" in page
    assert "holm" in page
    assert "wish card" in page
    assert "skip card" in page
    assert page.count("<svg") > plain.count("<svg")  # forest plots of the rows with intervals


def test_a_real_games_report_says_played(report: dict[str, Any]) -> None:
    real = copy.deepcopy(report)
    real["study"].update({"source": "real", "card_measure": "played", "rounds": 480})
    page = render_html(real)
    assert "Real matches from the read side" in page
    assert "improvement when played" in page
