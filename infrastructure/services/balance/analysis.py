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

Design of experiments (issue 25): each cell also gives the **first-player edge per bot** (the
win rate of a bot's seat when it moves first, against the fair share ``1 / seats`` and against
the same bot at the other positions), the **special cards by role** (wish, skip, draw, again,
reverse: the ruleset's own definitions, so two rulesets compare a role whatever rank plays it)
and **warnings** where a confound remains (a line-up of different bots without rotation, bots not
balanced across positions, too few matches for the rotation to balance).  With both cells kept
round by round (``Tally.keep_pairs``), :func:`compare` adds the **paired** comparison of the
rounds dealt from the same seeds (paired t, Holm-adjusted over the figures) next to the
unpaired one on the same rounds, and the **power** table: the rounds needed to detect a given
difference with 80% power, paired and unpaired.
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
    holm,
    mean_difference,
    paired_difference,
    proportion_difference,
    proportion_vs,
    rounds_for_power,
    wilson,
)
from infrastructure.services.balance.tally import Tally, role_ranks

__all__ = [
    "DEFAULT_SECONDS_PER_MOVE",
    "HISTOGRAM_BINS",
    "PAIRED_EFFECTS",
    "card_roles",
    "cell_figures",
    "compare",
    "design_warnings",
    "distribution",
    "first_player_edge",
    "paired_comparison",
]

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


def first_player_edge(tally: Tally) -> list[dict[str, Any]]:
    """Per bot of the line-up: its seats' win rate at position 0 (moving first) with its Wilson
    interval, that rate minus the fair share ``1 / seats`` (the Wilson bounds shifted), and minus
    the bot's own win rate at the other positions (its strength taken out: interval and p-value of
    the two-proportion test)."""
    n = tally.seats
    out = []
    for bot in sorted(tally.bot_positions):
        rounds_at = tally.bot_positions[bot]
        wins_at = tally.bot_position_wins.get(bot, [0] * n)
        first = wilson(wins_at[0], rounds_at[0])
        vs_fair: dict[str, Any] = Interval(
            first.estimate - 1 / n,
            first.low - 1 / n,
            first.high - 1 / n,
            proportion_vs(wins_at[0], rounds_at[0], 1 / n).p_value,
        ).to_dict()
        vs_fair["fair_share"] = 1 / n
        rest_rounds, rest_wins = sum(rounds_at[1:]), sum(wins_at[1:])
        out.append(
            {
                "bot": bot,
                "rounds_at_position": list(rounds_at),
                "wins_at_position": list(wins_at),
                "win_rate_first": first.to_dict(),
                "vs_fair_share": vs_fair,
                "vs_other_positions": proportion_difference(wins_at[0], rounds_at[0], rest_wins, rest_rounds).to_dict(),
            }
        )
    return out


def card_roles(rules: RuleSet, tally: Tally) -> list[dict[str, Any]]:
    """The special cards by role: the ranks playing it in ``rules`` and the win rate of seats dealt
    at least one of them against seats dealt none."""
    ranks = role_ranks(rules)
    return [
        {"role": role, "ranks": ranks.get(role, []), **_split(row)} for role, row in sorted(tally.held_role.items())
    ]


BALANCE_TOLERANCE = 0.05
"""A bot's share of rounds at a position may differ from the fair share by this fraction of it."""
MIN_MATCHES_PER_SEAT = 10
"""Fewer matches than this many per seat are too few for the rotation to balance the positions."""


def design_warnings(tally: Tally, rotate: bool | None) -> list[str]:
    """Where the cell's design leaves a confound (plain sentences; empty when none is seen).
    ``rotate``: whether the first seat rotated (``None``: not known)."""
    n = tally.seats
    line_up = tally.bots[:n]
    mixed = len(set(line_up)) > 1
    out: list[str] = []
    if not mixed:
        return out
    if rotate is False:
        out.append(
            "the first seat was not rotated: every match starts at seat 0 "
            f"({line_up[0]}), so the first-player figures mix the position with the bot"
        )
    if tally.matches < MIN_MATCHES_PER_SEAT * n:
        out.append(
            f"only {tally.matches} matches for {n} seats: too few for the rotation to balance "
            f"bots over positions (at least {MIN_MATCHES_PER_SEAT * n} wanted)"
        )
    for bot in sorted(tally.bot_positions):
        row = tally.bot_positions[bot]
        total = sum(row)
        if not total:
            continue
        for position, count in enumerate(row):
            share = count / total
            if abs(share - 1 / n) > BALANCE_TOLERANCE / n:
                out.append(
                    f"{bot} sat at position {position} in {share:.1%} of its seat-rounds "
                    f"(balanced: {1 / n:.1%}): position and bot are confounded"
                )
                break
    return out


def cell_figures(
    rules: RuleSet, tally: Tally, seconds_per_move: float = DEFAULT_SECONDS_PER_MOVE, *, rotate: bool | None = None
) -> dict[str, Any]:
    """Every figure of one study cell (see the module docstring), JSON-ready.  ``rotate`` says
    whether the study rotated the first seat (for the warnings)."""
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
        "design": {
            "matches": tally.matches,
            "rotated": rotate,
            "line_up": list(tally.bots[:n]),
            "bot_positions": {bot: list(row) for bot, row in sorted(tally.bot_positions.items())},
        },
        "first_player_edge": first_player_edge(tally),
        "card_roles": card_roles(rules, tally),
        "warnings": design_warnings(tally, rotate),
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
    roles_b = {r["role"]: r for r in fb.get("card_roles", [])}
    role_rows = []
    for role in fa.get("card_roles", []):
        other_role = roles_b.get(role["role"])
        if other_role is None:
            continue
        da, db = _interval(role["difference"]), _interval(other_role["difference"])
        role_rows.append(
            {
                "role": role["role"],
                "ranks_a": role["ranks"],
                "ranks_b": other_role["ranks"],
                "a": da.estimate,
                "b": db.estimate,
                "difference": difference_of_differences(da, db).to_dict(),
            }
        )
    specials_b = {s["rank"]: s for s in fb["specials"]}
    for special in fa["specials"]:
        other = specials_b.get(special["rank"])
        if other is None:
            continue
        da, db = _interval(special["difference"]), _interval(other["difference"])
        add(f"edge of holding a {special['rank']}", da.estimate, db.estimate, difference_of_differences(da, db))
    out: dict[str, Any] = {
        "seats": fa["seats"],
        "a": fa["ruleset"],
        "b": fb["ruleset"],
        "metrics": rows,
        "card_roles": role_rows,
    }
    if ta.pairs and tb.pairs:
        paired, power = paired_comparison(ta, tb)
        out["paired"] = paired
        out["power"] = power
    return out


PAIRED_EFFECTS: dict[str, float] = {
    "first player's win rate": 0.01,
    "moves per round": 1.0,
    "blocked rounds": 0.01,
    "seat-rounds with a forgotten call": 0.01,
    "seat-rounds with a penalty": 0.01,
    "felt points of a losing hand": 1.0,
}
"""The difference the power table asks about, per figure: one point (a percentage point for a
rate, one move, one penalty point)."""


def _paired_values(row: list[int], seats: int) -> dict[str, float | None]:
    valve, first_won, moves, forgot, penalised, felt, losers, blocked = row
    decided = not valve
    return {
        "first player's win rate": float(first_won) if decided else None,
        "moves per round": float(moves),
        "blocked rounds": float(blocked) if decided else None,
        "seat-rounds with a forgotten call": forgot / seats if decided else None,
        "seat-rounds with a penalty": penalised / seats if decided else None,
        "felt points of a losing hand": felt / losers if decided and losers else None,
    }


def paired_comparison(ta: Tally, tb: Tally) -> tuple[dict[str, Any], dict[str, Any]]:
    """The paired comparison of two cells' rounds dealt from the same seeds, and the power table.

    For each figure: the mean of the per-round differences A - B with its 95% t interval and
    p-value (paired t), the Holm-adjusted p-value over the figures, and the unpaired (Welch) test
    on exactly the same rounds for contrast.  The power table gives, for a difference of one
    point (:data:`PAIRED_EFFECTS`), the pairs a paired study needs and the rounds per ruleset an
    unpaired one needs, for 80% power at the 5% level."""
    seats = ta.seats
    keys = sorted(set(ta.pairs) & set(tb.pairs))
    diffs: dict[str, list[float]] = {m: [] for m in PAIRED_EFFECTS}
    side_a: dict[str, list[float]] = {m: [] for m in PAIRED_EFFECTS}
    side_b: dict[str, list[float]] = {m: [] for m in PAIRED_EFFECTS}
    for key in keys:
        va, vb = _paired_values(ta.pairs[key], seats), _paired_values(tb.pairs[key], seats)
        for metric in PAIRED_EFFECTS:
            x, y = va[metric], vb[metric]
            if x is None or y is None:
                continue
            diffs[metric].append(x - y)
            side_a[metric].append(x)
            side_b[metric].append(y)
    rows: list[dict[str, Any]] = []
    power_rows: list[dict[str, Any]] = []
    for metric, effect in PAIRED_EFFECTS.items():
        summary = paired_difference(diffs[metric])
        na, ma, va_ = _moments(side_a[metric])
        nb, mb, vb_ = _moments(side_b[metric])
        unpaired = mean_difference(na, ma, va_, nb, mb, vb_)
        rows.append(
            {
                "metric": metric,
                "pairs": summary.n,
                "a": ma,
                "b": mb,
                "paired": summary.to_dict(),
                "unpaired": unpaired.to_dict(),
            }
        )
        sd_round = math.sqrt((va_ + vb_) / 2)
        power_rows.append(
            {
                "metric": metric,
                "effect": effect,
                "sd_paired": summary.sd,
                "sd_round": sd_round,
                "pairs_needed": rounds_for_power(summary.sd, effect),
                "rounds_needed_unpaired": rounds_for_power(sd_round * math.sqrt(2), effect),
                "pairs_observed": summary.n,
            }
        )
    adjusted = holm([row["paired"]["p_value"] for row in rows])
    for row, p_holm in zip(rows, adjusted, strict=True):
        paired_row: dict[str, Any] = row["paired"]
        paired_row["p_holm"] = p_holm
        paired_row["significant_holm"] = p_holm is not None and p_holm < 0.05
    paired = {
        "unit": "round pairs: the rounds of both rulesets dealt from the same seed (same deal, same seating)",
        "pairs": len(keys),
        "test": "paired t (two-sided); Holm-adjusted over the figures",
        "metrics": rows,
    }
    power = {"alpha": 0.05, "power": 0.8, "metrics": power_rows}
    return paired, power


def _moments(values: list[float]) -> tuple[int, float, float]:
    n = len(values)
    if n == 0:
        return 0, 0.0, 0.0
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return n, mean, var
