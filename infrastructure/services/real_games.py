"""Real games in the lab: the read side's finished rounds as simulation rows, tallies and a report.

The balance lab counts simulated rounds; the read side's analytics tables hold the rounds people
played on the service.  The adapters fetch them (``projections.api.played_rounds``) as a
:class:`PlayedRounds`, since the write side never imports the read side; this module turns them
into the simulation's own shapes, so every figure and query carries over:

* :func:`real_columns`: one row per finished round with exactly the columns and types of a
  simulation's output (:data:`~infrastructure.services.simulation_runs.COLUMNS`), so one DuckDB
  query runs on both files; :func:`write_real` writes them as ``rounds.csv`` and
  ``rounds.parquet/`` like ``maumau simulate --out``;
* :func:`real_report`: the balance report of those rounds (first-seat edge, length, card impact,
  calls and penalties), by ruleset and seat count, optionally for one rating band.

What differs, because the read side never stores a hidden card:

* ``dealt`` is empty (the hands as dealt were hidden); the card-impact figure of real games is
  therefore "improvement when **played**" (a seat that played at least one card of the rank,
  against one that played none), computed from the plays (``analytics_moves``);
* points of a losing hand under the felt and zone tables are not known (the read side keeps the
  number of cards left, not the cards): that figure is left out;
* ``bots`` holds each seat's class: the bot's name for a bot seat (handle ``bot:<name>``), else the
  player's rating band (:func:`band_of`, from the all-time rated leaderboard's ordinal, as it is
  now), ``unrated`` or ``guest``; ``unit`` numbers the matches, ``match`` is 0, ``deal_seed`` empty,
  ``valve`` false (people have no safety valve), ``round_index`` orders rounds by their end.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from domain.cards import parse_card
from domain.maumau.rules import MM_001, PRESETS, RuleSet
from domain.maumau.simulation import RoundStats
from infrastructure.adapters.result_files import ResultFiles
from infrastructure.services.balance.analysis import cell_figures
from infrastructure.services.balance.tally import CardValues, Tally
from infrastructure.services.simulation_runs import COLUMNS
from infrastructure.services.whatif import enrich

__all__ = ["BAND_EDGES", "PlayedRounds", "band_of", "real_columns", "real_report", "write_real"]

BAND_EDGES = (5.0, 15.0)
"""Rating bands by the OpenSkill ordinal (mu - 3 sigma; a new player starts at 0)."""

RulesFor = Callable[[str], RuleSet | None]


def band_of(ordinal: float | None) -> str:
    """A player's rating band: ``rating<5``, ``rating5-15``, ``rating15+``; ``unrated`` without
    a rated leaderboard row."""
    if ordinal is None:
        return "unrated"
    lo, hi = BAND_EDGES
    if ordinal < lo:
        return f"rating<{lo:g}"
    return f"rating{lo:g}-{hi:g}" if ordinal < hi else f"rating{hi:g}+"


@dataclass(frozen=True)
class PlayedRounds:
    """What the read side holds of the rounds people played: the analytics export's ``matches``,
    ``moves`` and ``rounds`` rows, and each player key's all-time, all-rulesets rated ordinal
    (absent: unrated)."""

    matches: Sequence[Mapping[str, Any]]
    moves: Sequence[Mapping[str, Any]]
    rounds: Sequence[Mapping[str, Any]]
    ordinals: Mapping[str, float] = field(default_factory=dict)


def _seat_class(handle: str | None, player_id: str | None, ordinals: Mapping[str, float]) -> str:
    if handle and handle.startswith("bot:"):
        return handle[4:].split("#", 1)[0]
    if player_id is None:
        return "guest"
    return band_of(ordinals.get(player_id))


def _card(text: str) -> int:
    """A card's number from its name (``HQ``: suit letter, then rank)."""
    return parse_card(text)


def real_columns(played: PlayedRounds, *, rulesets: Sequence[str] | None = None) -> dict[str, list[Any]]:
    """The read side's finished rounds as the columns of a simulation's output (module docstring),
    plus, for the tallies, the cards each seat played (``_played``, card numbers) and each seat's
    class (``_classes``).  ``rulesets``: only rounds of rulesets of these names (any case)."""
    wanted = {r.upper() for r in rulesets} if rulesets else None
    ordinals = played.ordinals
    matches = {row["match_id"]: row for row in played.matches}
    per_seat: dict[tuple[str, int], dict[int, dict[str, Any]]] = defaultdict(dict)
    for move in played.moves:
        seat = per_seat[(move["match_id"], move["round_no"])].setdefault(
            move["seat"], {"played": [], "missed": 0, "penalties": 0, "penalty_cards": 0}
        )
        if move["kind"] == "play" and move["cards"]:
            seat["played"].extend(move["cards"])
        if move["call_missed"]:
            seat["missed"] += 1
        if move["kind"] == "penalty":
            seat["penalties"] += 1
            seat["penalty_cards"] += int(move["n_cards"])
    rounds = [r for r in played.rounds if wanted is None or r["ruleset"].upper() in wanted]
    rounds.sort(key=lambda r: (str(r["ended_at"]), str(r["match_id"]), r["round_no"]))
    cols: dict[str, list[Any]] = {name: [] for name, _ in COLUMNS}
    cols["_played"], cols["_classes"] = [], []
    match_index: dict[str, int] = {}
    for i, r in enumerate(rounds):
        n = int(r["seats"])
        match = matches.get(r["match_id"], {})
        handles = list(match.get("players") or [None] * n)
        ids = list(match.get("player_ids") or [None] * n)
        classes = [_seat_class(handles[s] if s < len(handles) else None, ids[s] if s < len(ids) else None, ordinals)
                   for s in range(n)]  # fmt: skip
        seats = per_seat.get((r["match_id"], r["round_no"]), {})
        blank = {"played": [], "missed": 0, "penalties": 0, "penalty_cards": 0}
        by_seat = [seats.get(s, blank) for s in range(n)]
        cols["round_index"].append(i)
        cols["unit"].append(match_index.setdefault(str(r["match_id"]), len(match_index)))
        cols["match"].append(0)
        cols["round_no"].append(int(r["round_no"]))
        cols["ruleset"].append(r["ruleset"])
        cols["seats"].append(n)
        cols["bots"].append(",".join(classes))
        cols["first_seat"].append(int(r["first_seat"]))
        cols["winner"].append(int(r["winner_seat"]))
        cols["termination"].append(str(r["reason"]))
        cols["moves"].append(int(r["moves"]))
        cols["events"].append(int(r["events"]))
        cols["reshuffles"].append(int(r["reshuffles"]))
        cols["forgotten_calls"].append(int(r["calls_missed"]))
        cols["penalties"].append(int(r["penalties"]))
        cols["penalty_cards"].append(sum(s["penalty_cards"] for s in by_seat))
        cols["valve"].append(False)
        cols["points"].append([int(p) for p in r["points"]])
        cols["dealt"].append([])
        cols["cards_left"].append([int(c) for c in r["cards_left"]])
        cols["forgotten_by_seat"].append([s["missed"] for s in by_seat])
        cols["penalties_by_seat"].append([s["penalties"] for s in by_seat])
        cols["deal_seed"].append("")
        cols["_played"].append([[_card(c) for c in s["played"]] for s in by_seat])
        cols["_classes"].append(classes)
    return cols


def write_real(played: PlayedRounds, folder: Path, *, rulesets: Sequence[str] | None = None) -> int:
    """Write the real rounds to ``folder`` as ``rounds.csv`` and ``rounds.parquet/`` (the layout
    and schema of ``maumau simulate --out``); returns the number of rows."""
    cols = real_columns(played, rulesets=rulesets)
    files = ResultFiles(folder, COLUMNS, {"source": "real", "columns": [list(c) for c in COLUMNS]})
    files.start()
    try:
        files.append({name: cols[name] for name, _ in COLUMNS})
        files.checkpoint(len(set(cols["unit"])), {})
    finally:
        files.close()
    return len(cols["round_index"])


def _rules(name: str, rules_for: RulesFor | None) -> RuleSet:
    rules = PRESETS.get(name.upper()) or (rules_for(name) if rules_for is not None else None)
    return rules or MM_001


def real_report(
    played: PlayedRounds,
    *,
    rulesets: Sequence[str] | None = None,
    seat_counts: Sequence[int] | None = None,
    band: str | None = None,
    rules_for: RulesFor | None = None,
) -> dict[str, Any]:
    """The balance report (the study report's shape, ``study.source = "real"``) of the real
    rounds, one cell per ruleset and seat count; ``band``: only rounds where every seat of a
    person is in that band (:func:`band_of`; bots and guests do not count against it).
    ``rules_for`` names a ruleset that is no preset (its special cards); otherwise MM-001's."""
    cols = real_columns(played, rulesets=rulesets)
    tallies: dict[tuple[str, int], Tally] = {}
    rules_by_name: dict[str, RuleSet] = {}
    bands: dict[str, int] = defaultdict(int)
    for i in range(len(cols["round_index"])):
        seats, name = cols["seats"][i], cols["ruleset"][i]
        classes = cols["_classes"][i]
        people = {c for c in classes if c.startswith("rating") or c == "unrated"}
        for c in people:
            bands[c] += 1
        if seat_counts and seats not in seat_counts:
            continue
        if band is not None and (not people or people != {band}):
            continue
        rules = rules_by_name.setdefault(name, _rules(name, rules_for))
        tally = tallies.setdefault((name, seats), Tally(seats, ["player"] * seats))
        winner = cols["winner"][i]
        stats = RoundStats(
            round_no=cols["round_no"][i],
            first_seat=cols["first_seat"][i],
            winner=winner,
            reason=cols["termination"][i],
            moves=cols["moves"][i],
            events=cols["events"][i],
            reshuffles=cols["reshuffles"][i],
            forgotten_calls=cols["forgotten_calls"][i],
            penalties=cols["penalties"][i],
            valve=False,
            points=tuple(cols["points"][i]),
            dealt=tuple(tuple(p) for p in cols["_played"][i]),  # counted as "played" (see the docstring)
            forgotten_by_seat=tuple(cols["forgotten_by_seat"][i]),
            penalties_by_seat=tuple(cols["penalties_by_seat"][i]),
            penalty_cards_by_seat=tuple([0] * seats),
        )
        tally.add(stats, CardValues.of(rules))
        tally.penalty_cards += cols["penalty_cards"][i]
    cells = [cell_figures(rules_by_name[key[0]], tally) for key, tally in sorted(tallies.items())]
    report: dict[str, Any] = {
        "study": {
            "source": "real",
            "card_measure": "played",
            "ruleset_names": sorted({key[0] for key in tallies}),
            "seat_counts": sorted({key[1] for key in tallies}),
            "rounds": sum(t.rounds for t in tallies.values()),
            "band": band,
            "bands": dict(sorted(bands.items())),
            "bots": [],
            "seconds_per_move": cells[0]["length"]["seconds_per_move"] if cells else 4.0,
        },
        "cells": cells,
        "comparisons": [],
    }
    return enrich(report, tallies)
