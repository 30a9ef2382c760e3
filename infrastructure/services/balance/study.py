"""Running a balance study: one or two rulesets at several seat counts, each cell a simulation run.

A study (:class:`StudySpec`) plays ``rounds`` rounds of every ruleset at every seat count with the
named bots (cycling over the seats), all cells on one pool of processes
(:func:`infrastructure.services.simulation_runs.run`), and returns the figures of every cell and,
for two rulesets, their comparison (:mod:`infrastructure.services.balance.analysis`) as one
JSON-ready report.  Cell ``(ruleset, seats)`` is seeded ``f"{seed}/{seats}"``: both rulesets of a
comparison are dealt from the same seeds (the same deals where their decks agree), and the report
is the same for any number of processes.

Design of experiments (``docs/balance.md``, "Design of experiments"): by default the first seat
rotates (``rotate``): match ``i`` starts at line-up seat ``i mod n`` and keeps the deals of match
``i`` (:mod:`domain.maumau.simulation`), so every bot sits at every position equally often.  Both
rulesets of a comparison play the same deal seeds *and* seatings (common random numbers); their
cells keep every round under its deal seed, and :func:`~infrastructure.services.balance.analysis.compare`
pairs them (paired tests, Holm, power).  The report records the design (``design``), the
first-player edge per bot (``first_player_edge``), the special cards by role (``card_roles``)
and any confound left (``warnings``).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Any

from domain.maumau.rules import RuleSet
from infrastructure.services.balance.analysis import DEFAULT_SECONDS_PER_MOVE, cell_figures, compare
from infrastructure.services.balance.tally import Tally
from infrastructure.services.simulation_runs import DEFAULT_BLOCK_ROUNDS, RunSpec, UnitPool, run, worker_pool

__all__ = ["StudyResult", "StudySpec", "run_study"]


@dataclass(frozen=True)
class StudySpec:
    """What a study plays: ``rulesets`` (one or two) at each of ``seat_counts`` with ``bots`` (names,
    cycling over the seats), ``rounds`` rounds per cell, from the text ``seed``."""

    rulesets: tuple[RuleSet, ...]
    seat_counts: tuple[int, ...]
    bots: tuple[str, ...]
    rounds: int
    seed: str = "0"
    max_moves: int = 10_000
    seconds_per_move: float = DEFAULT_SECONDS_PER_MOVE
    block_rounds: int = DEFAULT_BLOCK_ROUNDS
    rotate: bool = True
    """Rotate the first seat across matches (the default; ``False`` reproduces the old design)."""

    def seat_bots(self, seats: int) -> tuple[str, ...]:
        """The bot of each seat at a table of ``seats``."""
        return tuple(self.bots[i % len(self.bots)] for i in range(seats))

    def cells(self) -> list[RunSpec]:
        """One run per (ruleset, seat count), in that order."""
        return [
            RunSpec(
                rules,
                seats,
                self.seat_bots(seats),
                f"{self.seed}/{seats}",
                self.rounds,
                max_moves=self.max_moves,
                block_rounds=self.block_rounds,
                rotate=self.rotate,
                pairs=len(self.rulesets) == 2,
            )
            for rules in self.rulesets
            for seats in self.seat_counts
        ]


@dataclass
class StudyResult:
    """A study's tallies by cell, its JSON report, and whether it was interrupted."""

    spec: StudySpec
    tallies: dict[tuple[str, int], Tally]
    report: dict[str, Any]
    interrupted: bool = False
    seconds: float = 0.0


def run_study(
    spec: StudySpec,
    *,
    jobs: int = 1,
    on_progress: Callable[[int], None] | None = None,
    pool: UnitPool | None = None,
) -> StudyResult:
    """Play every cell of ``spec`` on ``jobs`` processes (or on ``pool``, a Dask cluster's, say) and
    compute the report; the report is the same for any of them."""
    tallies: dict[tuple[str, int], Tally] = {}
    seconds = 0.0
    interrupted = False
    with ExitStack() as stack:
        active = pool if pool is not None else stack.enter_context(worker_pool(jobs))
        for cell in spec.cells():
            outcome = run(cell, jobs=jobs, pool=active, on_progress=on_progress)
            seconds += outcome.seconds
            tallies[(cell.rules.name, cell.seats)] = outcome.tally
            if outcome.interrupted:
                interrupted = True
                break
    return StudyResult(spec, tallies, report(spec, tallies, interrupted), interrupted, seconds)


def report(spec: StudySpec, tallies: dict[tuple[str, int], Tally], interrupted: bool = False) -> dict[str, Any]:
    """The JSON twin of the HTML report: the study, every cell's figures, the comparisons."""
    by_name = {rules.name: rules for rules in spec.rulesets}
    cells = {
        key: cell_figures(by_name[key[0]], tally, spec.seconds_per_move, rotate=spec.rotate)
        for key, tally in tallies.items()
    }
    comparisons = []
    if len(spec.rulesets) == 2:
        a, b = (rules.name for rules in spec.rulesets)
        for seats in spec.seat_counts:
            if (a, seats) in cells and (b, seats) in cells:
                comparisons.append(
                    compare((cells[(a, seats)], tallies[(a, seats)]), (cells[(b, seats)], tallies[(b, seats)]))
                )
    return {
        "study": {
            "rulesets": [rules.to_dict() for rules in spec.rulesets],
            "ruleset_names": [rules.name for rules in spec.rulesets],
            "seat_counts": list(spec.seat_counts),
            "bots": list(spec.bots),
            "rounds_per_cell": spec.rounds,
            "seed": spec.seed,
            "max_moves": spec.max_moves,
            "seconds_per_move": spec.seconds_per_move,
            "interrupted": interrupted,
            "rotate": spec.rotate,
        },
        "cells": list(cells.values()),
        "comparisons": comparisons,
        **study_design_sections(spec, cells, comparisons),
    }


def design(spec: StudySpec) -> dict[str, Any]:
    """The study's design of experiments, as the report records it."""
    return {
        "first_seat": "rotated" if spec.rotate else "fixed",
        "rotation": (
            "match i of a cell (match k of block b: i = b + k) starts at line-up seat i mod n; "
            "its deals stay those of match i (domain.maumau.simulation)"
            if spec.rotate
            else "every match starts at seat 0 (the engine's own order): no rotation"
        ),
        "line_up": "bots cycle over the seats: seat s plays bots[s mod len(bots)]",
        "bots": list(spec.bots),
        "common_random_numbers": len(spec.rulesets) == 2,
        "pairing": (
            "both rulesets of a cell play the seeds f'{seed}/{seats}': the same deal seed and seating "
            "per match and round; a pair is two rounds with the same deal seed"
            if len(spec.rulesets) == 2
            else None
        ),
        "block_rounds": spec.block_rounds,
    }


def study_design_sections(
    spec: StudySpec, cells: dict[tuple[str, int], dict[str, Any]], comparisons: list[dict[str, Any]]
) -> dict[str, Any]:
    """The report's design-of-experiments sections, under their own keys: ``design``,
    ``first_player_edge`` and ``card_roles`` by cell, ``warnings`` (cell by cell, and for the
    study), ``paired`` and ``power`` by comparison."""
    warnings: list[dict[str, Any]] = []
    if not spec.rotate and len(set(spec.bots)) > 1:
        warnings.append(
            {"cell": None, "message": "the study was asked without rotation for a line-up of different bots"}
        )
    for (name, seats), figures in cells.items():
        warnings += [{"cell": {"ruleset": name, "seats": seats}, "message": m} for m in figures["warnings"]]
    return {
        "design": {
            **design(spec),
            "cells": [
                {"ruleset": name, "seats": seats, **figures["design"]} for (name, seats), figures in cells.items()
            ],
        },
        "first_player_edge": [
            {"ruleset": name, "seats": seats, "by_bot": figures["first_player_edge"]}
            for (name, seats), figures in cells.items()
        ],
        "card_roles": [
            {"ruleset": name, "seats": seats, "roles": figures["card_roles"]}
            for (name, seats), figures in cells.items()
        ],
        "warnings": warnings,
        "paired": [
            {"seats": c["seats"], "a": c["a"], "b": c["b"], **c["paired"], "card_roles": c["card_roles"]}
            for c in comparisons
            if "paired" in c
        ],
        "power": [{"seats": c["seats"], "a": c["a"], "b": c["b"], **c["power"]} for c in comparisons if "power" in c],
    }
