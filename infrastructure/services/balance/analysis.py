"""A balance study's figures, computed from its tallies: the JSON twin of the HTML report.

For each cell (a ruleset at a seat count) :func:`cell_figures` gives

* **first-seat edge**: the win rate of each position after the round's first player (position 0
  is the first player) with 95% Wilson intervals, the first player's rate against the fair share
  ``1 / seats`` (interval and p-value), and the chi-square test that every position wins equally;
  the same by seat number (it mixes positions and bots);
* **round length**: moves and events per round (mean, standard deviation, quantiles, histogram)
  and a time-equivalent: moves times an assumed ``seconds_per_move`` of people at a table;
* **special cards**: for each special rank, the win rate of seats dealt at least one against seats
  dealt none ("improvement when held": the difference, its interval and p-value);
* **forgotten calls and penalties**: their rates, the win rate of seats that forgot a call (or
  received a penalty) in the round against those that did not (the cost), penalty cards per round;
* **penalty points**: the distribution of what a losing hand is worth under the ``felt`` and the
  ``zone`` card tables (and the points the ruleset itself scored, under penalty points).

:func:`compare` sets two rulesets side by side at each seat count they share: the differences of
the main figures with intervals and p-values (significant when p < 0.05).  No rule is decided
here; everything comes from counts of simulated rounds.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from domain.maumau.rules import RuleSet
from infrastructure.services.balance.stats import (
    Interval,
    chi_square_uniform,
    difference_of_differences,
    mean_difference,
    proportion_difference,
    proportion_vs,
    wilson,
)
from infrastructure.services.balance.tally import Tally

__all__ = ["DEFAULT_SECONDS_PER_MOVE", "HISTOGRAM_BINS", "cell_figures", "compare", "distribution"]

DEFAULT_SECONDS_PER_MOVE = 4.0
"""The time-equivalent's assumption: seconds people take per move at a real table."""
HISTOGRAM_BINS = 40
"""Histograms in the report are merged into at most this many bins."""


def distribution(hist: Counter[int], scale: float = 1.0) -> dict[str, Any]:
    """Mean, standard deviation, quantiles and a binned histogram of integer observations
    (each multiplied by ``scale``)."""
    n = sum(hist.values())
    if n == 0:
        return {"n": 0, "mean": 0.0, "sd": 0.0, "min": 0, "p10": 0, "median": 0, "p90": 0, "max": 0, "histogram": []}
    values = sorted(hist)
    mean = sum(v * c for v, c in hist.items()) / n
    var = sum(c * (v - mean) ** 2 for v, c in hist.items()) / (n - 1) if n > 1 else 0.0

    def quantile(q: float) -> float:
        rank = q * (n - 1)
        seen = 0
        for v in values:
            seen += hist[v]
            if seen > rank:
                return v * scale
        return values[-1] * scale  # pragma: no cover - rank < n always

    lo, hi = values[0], values[-1]
    width = max(1, math.ceil((hi - lo + 1) / HISTOGRAM_BINS))
    bins: Counter[int] = Counter()
    for v, c in hist.items():
        bins[lo + (v - lo) // width * width] += c
    return {
        "n": n,
        "mean": mean * scale,
        "sd": math.sqrt(var) * scale,
        "min": lo * scale,
        "p10": quantile(0.1),
        "median": quantile(0.5),
        "p90": quantile(0.9),
        "max": hi * scale,
        "bin_width": width * scale,
        "histogram": [[start * scale, bins[start]] for start in sorted(bins)],
    }


def _split(row: list[int]) -> dict[str, Any]:
    """``[n with, wins with, n without, wins without]`` as rates and the difference with - without."""
    with_n, with_w, without_n, without_w = row
    return {
        "with": {"seat_rounds": with_n, "wins": with_w, **wilson(with_w, with_n).to_dict()},
        "without": {"seat_rounds": without_n, "wins": without_w, **wilson(without_w, without_n).to_dict()},
        "difference": proportion_difference(with_w, with_n, without_w, without_n).to_dict(),
    }


def cell_figures(rules: RuleSet, tally: Tally, seconds_per_move: float = DEFAULT_SECONDS_PER_MOVE) -> dict[str, Any]:
    """Every figure of one study cell (see the module docstring), JSON-ready."""
    n = tally.seats
    decided = tally.decided
    seat_rounds = decided * n
    positions = [
        {"position": k, "wins": w, **wilson(w, decided).to_dict()} for k, w in enumerate(tally.wins_by_position)
    ]
    statistic, dof, p_value = chi_square_uniform(tally.wins_by_position)
    by_seat_stat = chi_square_uniform(tally.wins_by_seat)
    specials = []
    effects = dict(rules.specials)
    for rank, row in tally.held.items():
        specials.append({"rank": rank, "effect": effects[rank].describe() if rank in effects else "", **_split(row)})
    moves = distribution(tally.moves)
    return {
        "ruleset": rules.name,
        "seats": n,
        "bots": list(tally.bots),
        "rounds": tally.rounds,
        "decided_rounds": decided,
        "valve_rounds": tally.valve,
        "blocked_rounds": tally.blocked,
        "first_seat": {
            "fair_share": 1 / n,
            "by_position": positions,
            "first_player_edge": proportion_vs(tally.wins_by_position[0], decided, 1 / n).to_dict(),
            "chi_square": {"statistic": statistic, "dof": dof, "p_value": p_value, "significant": p_value < 0.05},
            "by_seat": [
                {"seat": s, "wins": w, **wilson(w, decided).to_dict()} for s, w in enumerate(tally.wins_by_seat)
            ],
            "by_seat_chi_square": {"statistic": by_seat_stat[0], "dof": by_seat_stat[1], "p_value": by_seat_stat[2]},
            "first_by_seat": list(tally.first_by_seat),
        },
        "length": {
            "moves": moves,
            "events": distribution(tally.events),
            "minutes": distribution(tally.moves, seconds_per_move / 60),
            "seconds_per_move": seconds_per_move,
        },
        "specials": specials,
        "forgotten_calls": {
            "per_round": tally.forgotten_calls / tally.rounds if tally.rounds else 0.0,
            "seat_rounds_with": tally.forgot[0],
            "rate": wilson(tally.forgot[0], seat_rounds).to_dict(),
            **_split(tally.forgot),
        },
        "penalties": {
            "per_round": tally.penalties / tally.rounds if tally.rounds else 0.0,
            "cards_per_round": tally.penalty_cards / tally.rounds if tally.rounds else 0.0,
            "rate": wilson(tally.penalised[0], seat_rounds).to_dict(),
            **_split(tally.penalised),
        },
        "points": {table: distribution(hist) for table, hist in tally.points.items() if sum(hist.values())},
        "scoring": rules.scoring,
        "card_values": rules.card_values,
    }


def _mean_var(hist: Counter[int]) -> tuple[int, float, float]:
    n = sum(hist.values())
    if n == 0:
        return 0, 0.0, 0.0
    mean = sum(v * c for v, c in hist.items()) / n
    var = sum(c * (v - mean) ** 2 for v, c in hist.items()) / (n - 1) if n > 1 else 0.0
    return n, mean, var


def _interval(data: dict[str, Any]) -> Interval:
    return Interval(data["estimate"], data["low"], data["high"], data.get("p_value"))


def compare(a: tuple[dict[str, Any], Tally], b: tuple[dict[str, Any], Tally]) -> dict[str, Any]:
    """Ruleset A against ruleset B at one seat count: each figure of both and the difference A - B
    with its 95% interval, p-value and whether it is significant (p < 0.05)."""
    fa, ta = a
    fb, tb = b
    rows: list[dict[str, Any]] = []

    def add(metric: str, value_a: float, value_b: float, diff: Interval) -> None:
        rows.append({"metric": metric, "a": value_a, "b": value_b, "difference": diff.to_dict()})

    add(
        "first player's win rate",
        fa["first_seat"]["by_position"][0]["estimate"],
        fb["first_seat"]["by_position"][0]["estimate"],
        proportion_difference(ta.wins_by_position[0], ta.decided, tb.wins_by_position[0], tb.decided),
    )
    for label, ha, hb in (("moves per round", ta.moves, tb.moves), ("events per round", ta.events, tb.events)):
        na, ma, va = _mean_var(ha)
        nb, mb, vb = _mean_var(hb)
        add(label, ma, mb, mean_difference(na, ma, va, nb, mb, vb))
    add(
        "blocked rounds",
        ta.blocked / ta.rounds if ta.rounds else 0.0,
        tb.blocked / tb.rounds if tb.rounds else 0.0,
        proportion_difference(ta.blocked, ta.rounds, tb.blocked, tb.rounds),
    )
    for label, ra, rb in (
        ("seat-rounds with a forgotten call", ta.forgot, tb.forgot),
        ("seat-rounds with a penalty", ta.penalised, tb.penalised),
    ):
        na, nb = ra[0] + ra[2], rb[0] + rb[2]
        add(label, ra[0] / na if na else 0.0, rb[0] / nb if nb else 0.0, proportion_difference(ra[0], na, rb[0], nb))
    for table in ("felt", "zone"):
        na, ma, va = _mean_var(ta.points.get(table, Counter()))
        nb, mb, vb = _mean_var(tb.points.get(table, Counter()))
        if na and nb:
            add(f"{table} points of a losing hand", ma, mb, mean_difference(na, ma, va, nb, mb, vb))
    specials_b = {s["rank"]: s for s in fb["specials"]}
    for special in fa["specials"]:
        other = specials_b.get(special["rank"])
        if other is None:
            continue
        da, db = _interval(special["difference"]), _interval(other["difference"])
        add(f"edge of holding a {special['rank']}", da.estimate, db.estimate, difference_of_differences(da, db))
    return {"seats": fa["seats"], "a": fa["ruleset"], "b": fb["ruleset"], "metrics": rows}
