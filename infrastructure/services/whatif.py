"""What-if studies: sweeps over rule parameters, the strong-vs-weak gap, and the report's plot data.

A designer asks "what if the call penalty were 3?" or "how does the round length move with the
hand size?".  :func:`parse_sweep` reads ``--sweep call_penalty=1,2,3``; :func:`sweep_rulesets`
turns a base ruleset text and one or two sweeps into the ruleset texts of every combination
(``ZONE+call_penalty=1``, ...), which :func:`api.reports.simulate.find_ruleset` validates through
the domain.  A study of those rulesets is an ordinary balance study; :func:`sweep_section` then
lays its cells out against the swept parameters: one series per seat count (and per value of a
second parameter), every figure with its 95 % interval.

:func:`enrich` adds to a study report what its plots need beyond the balance service's figures,
computed from the same tallies:

* ``strength_gap``: the per-seat win rate of the first-named bot minus the second's (``--bots
  heuristic,random``: heuristic - random), with its interval: does a rule widen or narrow the gap
  between strong and weak players?
* ``plot``: round-length and penalty-point histograms in fine bins up to the 99th percentile with
  the tail beyond it counted apart (a rare 1,000-move round must not squeeze the figure), the mean
  moves with their interval.

Counts only; nothing here decides a rule.
"""

from __future__ import annotations

import itertools
import json
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from infrastructure.services.balance.stats import Z95, Interval, proportion_difference, wilson
from infrastructure.services.balance.tally import Tally

__all__ = [
    "MAX_SWEEP_VALUES",
    "Sweep",
    "clip_value",
    "clipped_histogram",
    "enrich",
    "mean_interval",
    "parse_sweep",
    "strength_gap",
    "sweep_rulesets",
    "sweep_section",
]

MAX_SWEEP_VALUES = 8
"""Most values one swept parameter takes."""
CLIP_QUANTILE = 0.99
BINS = 40


@dataclass(frozen=True)
class Sweep:
    """One swept parameter: a ruleset field and the values it takes, in order."""

    field: str
    values: tuple[Any, ...]


def _value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_sweep(text: str) -> Sweep:
    """``"call_penalty=1,2,3"`` as a :class:`Sweep`; values are read as JSON where they are JSON
    (``3``, ``true``) and as text otherwise.  :class:`ValueError` says what is wrong with the form
    (the domain judges each value when the rulesets are built)."""
    field, sep, raw = text.partition("=")
    field = field.strip()
    if not sep or not field or not field.replace("_", "").isalnum():
        raise ValueError(f"{text[:60]!r} is no sweep: write field=v1,v2,..., e.g. call_penalty=1,2,3")
    values = tuple(_value(part.strip()) for part in raw.split(",") if part.strip())
    if len(values) < 2:
        raise ValueError(f"{field}: sweep over at least two values, e.g. {field}=1,2,3")
    if len(values) > MAX_SWEEP_VALUES:
        raise ValueError(f"{field}: at most {MAX_SWEEP_VALUES} values, not {len(values)}")
    if len({json.dumps(v) for v in values}) != len(values):
        raise ValueError(f"{field}: a value appears twice")
    return Sweep(field, values)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def sweep_rulesets(base: str, sweeps: Sequence[Sweep]) -> list[tuple[str, dict[str, Any]]]:
    """The ruleset text of every combination of the sweeps' values, with those values by field
    (the first sweep varies slowest)."""
    if len({s.field for s in sweeps}) != len(sweeps):
        raise ValueError("sweep two different fields")
    out = []
    for combo in itertools.product(*(s.values for s in sweeps)):
        parts = [f"{s.field}={_text(v)}" for s, v in zip(sweeps, combo, strict=True)]
        out.append(("+".join([base, *parts]), {s.field: v for s, v in zip(sweeps, combo, strict=True)}))
    return out


# ---------------------------------------------------------------- figures from tallies


def mean_interval(hist: Counter[int]) -> dict[str, Any]:
    """The mean of integer observations with its 95 % normal interval."""
    n = sum(hist.values())
    if n == 0:
        return Interval(0.0, 0.0, 0.0).to_dict()
    mean = sum(v * c for v, c in hist.items()) / n
    var = sum(c * (v - mean) ** 2 for v, c in hist.items()) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return {**Interval(mean, mean - half, mean + half).to_dict(), "n": n}


def clip_value(hist: Counter[int], quantile: float = CLIP_QUANTILE) -> int:
    """Where a histogram of ``hist`` ends: its ``quantile`` when the largest value is more than
    1.5 times that (a long tail), else the largest value."""
    n = sum(hist.values())
    if n == 0:
        return 0
    values = sorted(hist)
    lo, hi = values[0], values[-1]
    rank, seen, clip = quantile * (n - 1), 0, hi
    for v in values:
        seen += hist[v]
        if seen > rank:
            clip = v
            break
    return hi if hi <= 1.5 * max(clip, 1) or clip <= lo else clip


def clipped_histogram(
    hist: Counter[int], bins: int = BINS, quantile: float = CLIP_QUANTILE, grid: tuple[int, int, int] | None = None
) -> dict[str, Any]:
    """A histogram of integer observations in at most ``bins`` bins from the smallest value to
    the clip (:func:`clip_value`); ``above`` counts the observations beyond it.  ``grid``
    ``(start, clip, width)`` fixes the bins instead, so histograms drawn together share them."""
    n = sum(hist.values())
    if n == 0:
        return {"n": 0, "bins": [], "width": 1, "clip": 0, "above": 0, "max": 0, "min": 0}
    values = sorted(hist)
    hi = values[-1]
    lo, clip, width = grid or _grid([hist], bins, quantile)
    counts: Counter[int] = Counter()
    above = 0
    for v, c in hist.items():
        if v > clip:
            above += c
        else:
            counts[lo + (v - lo) // width * width] += c
    return {
        "n": n,
        "min": lo,
        "max": hi,
        "clip": clip,
        "above": above,
        "width": width,
        "bins": [[start, counts[start]] for start in range(lo, clip + 1, width)],
    }


def _grid(hists: Sequence[Counter[int]], bins: int = BINS, quantile: float = CLIP_QUANTILE) -> tuple[int, int, int]:
    """Common bins for histograms drawn together: from the smallest value of all to the largest clip."""
    full = [h for h in hists if sum(h.values())]
    if not full:
        return 0, 0, 1
    lo = min(min(h) for h in full)
    clip = max(clip_value(h, quantile) for h in full)
    return lo, clip, max(1, math.ceil((clip - lo + 1) / bins))


def strength_gap(tally: Tally) -> dict[str, Any] | None:
    """The per-seat win rate of the first-named bot minus the second-named one's (seat-rounds of
    decided rounds), with its 95 % interval; ``None`` with fewer than two kinds of bots."""
    kinds = list(dict.fromkeys(tally.bots))
    if len(kinds) < 2:
        return None
    strong, weak = kinds[0], kinds[1]
    decided = tally.decided
    seats_s = [s for s, b in enumerate(tally.bots) if b == strong]
    seats_w = [s for s, b in enumerate(tally.bots) if b == weak]
    wins_s = sum(tally.wins_by_seat[s] for s in seats_s)
    wins_w = sum(tally.wins_by_seat[s] for s in seats_w)
    n_s, n_w = decided * len(seats_s), decided * len(seats_w)
    diff = proportion_difference(wins_s, n_s, wins_w, n_w).to_dict()
    return {
        "strong": strong,
        "weak": weak,
        "strong_rate": wilson(wins_s, n_s).to_dict(),
        "weak_rate": wilson(wins_w, n_w).to_dict(),
        "difference": diff,
    }


def enrich(report: dict[str, Any], tallies: dict[tuple[str, int], Tally]) -> dict[str, Any]:
    """Add ``strength_gap`` and ``plot`` (see the module docstring) to every cell of ``report``
    (changed in place and returned)."""
    cells = [
        (c, tallies[(c["ruleset"], c["seats"])])
        for c in report.get("cells", [])
        if (c["ruleset"], c["seats"]) in tallies
    ]
    grids = {
        seats: _grid([t.moves for c, t in cells if c["seats"] == seats]) for seats in {c["seats"] for c, _ in cells}
    }
    for cell, tally in cells:
        points = {
            table: hist for table, hist in tally.points.items() if sum(hist.values()) and table in ("felt", "zone")
        }
        points_grid = _grid(list(points.values()))
        cell["strength_gap"] = strength_gap(tally)
        cell["plot"] = {
            "moves": clipped_histogram(tally.moves, grid=grids[cell["seats"]]),
            "moves_mean": mean_interval(tally.moves),
            "points": {table: clipped_histogram(hist, grid=points_grid) for table, hist in points.items()},
            "blocked": wilson(tally.blocked, tally.rounds).to_dict(),
        }
    return report


# ---------------------------------------------------------------- sweeps

FIGURES: tuple[tuple[str, str, str], ...] = (
    ("first_player_edge", "first player's edge over the fair share", "points"),
    ("moves", "mean moves per round", "count"),
    ("penalised", "seat-rounds with a penalty", "pct"),
    ("forgot", "seat-rounds with a forgotten call", "pct"),
    ("blocked", "blocked rounds", "pct"),
    ("strength_gap", "strong-vs-weak gap (per-seat win rate)", "points"),
)
"""The figures of a sweep: key, label, unit (points: a difference in percentage points)."""


def _point_figures(cell: dict[str, Any]) -> dict[str, Any]:
    gap = cell.get("strength_gap")
    plot = cell.get("plot", {})
    return {
        "first_player_edge": cell["first_seat"]["first_player_edge"],
        "moves": plot.get("moves_mean"),
        "penalised": cell["penalties"]["rate"],
        "forgot": cell["forgotten_calls"]["rate"],
        "blocked": plot.get("blocked"),
        "strength_gap": gap["difference"] if gap else None,
    }


def sweep_section(
    report: dict[str, Any], sweeps: Sequence[Sweep], rulesets: Sequence[tuple[str, dict[str, Any]]]
) -> dict[str, Any]:
    """The ``whatif`` part of a sweep's report: the parameters and, per ruleset and seat count,
    its parameter values and figures (:data:`FIGURES`), from the report's enriched cells."""
    values_of = {name: values for name, values in rulesets}
    points = []
    for cell in report["cells"]:
        if cell["ruleset"] not in values_of:
            continue
        points.append(
            {
                "ruleset": cell["ruleset"],
                "seats": cell["seats"],
                "values": values_of[cell["ruleset"]],
                "figures": _point_figures(cell),
            }
        )
    gap_bots = next((c["strength_gap"] for c in report["cells"] if c.get("strength_gap")), None)
    return {
        "parameters": [{"field": s.field, "values": list(s.values)} for s in sweeps],
        "figures": [{"key": k, "label": label, "unit": unit} for k, label, unit in FIGURES],
        "strong_vs_weak": [gap_bots["strong"], gap_bots["weak"]] if gap_bots else None,
        "points": points,
    }
