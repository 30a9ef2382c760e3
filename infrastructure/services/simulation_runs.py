"""Simulation at scale: a run split into units of work, played by a pool of processes, streamed
to result files with checkpoints, and tallied for reports.

A run (:class:`RunSpec`) is ``count`` rounds (``unit="rounds"``: consecutive matches, a new one
when one ends) or ``count`` whole matches (``unit="matches"``).  It is cut into units that depend
only on the run's seed and their index (:func:`domain.maumau.simulation.simulate_block`: blocks of
``block_rounds`` rounds; :func:`domain.maumau.simulation.simulate_match`: one match each), so a unit may be
played by any process: the results are the same for any number of processes (``jobs``).  The
parent process takes the units' results back in unit order, numbers the rows, appends them to the
result files (:mod:`infrastructure.adapters.result_files`) and adds up their tallies
(:class:`~infrastructure.services.balance.tally.Tally`).  After at least ``part_rows`` rows it
writes a checkpoint (a Parquet part, the CSV synced, the tally so far): an interrupted run resumes
from its last checkpoint and writes exactly what an uninterrupted run would have written.

The game loop itself is the domain's (pure, single-threaded); this module only schedules it.
Workers are started with ``spawn`` and ignore Ctrl-C: the parent alone handles an interruption
(stops the pool, keeps the last checkpoint).  Units and results are plain data (the ruleset as
its dict), so they pickle alike whether ``domain`` runs compiled or interpreted.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from domain.cards import card_name
from domain.maumau.bot_registry import make_bot
from domain.maumau.bots import Bot
from domain.maumau.rules import RuleSet, ruleset_from_dict
from domain.maumau.simulation import DEFAULT_MAX_MOVES, RoundResult, simulate_block, simulate_match
from infrastructure.adapters.result_files import Column, ResultFiles
from infrastructure.services.balance.tally import CardValues, Tally

__all__ = [
    "COLUMNS",
    "RunOutcome",
    "RunSpec",
    "UnitJob",
    "UnitPool",
    "bots_for",
    "default_jobs",
    "play_unit",
    "result_files",
    "run",
    "worker_pool",
]

COLUMNS: tuple[Column, ...] = (
    ("round_index", "int"),
    ("unit", "int"),
    ("match", "int"),
    ("round_no", "int"),
    ("ruleset", "str"),
    ("seats", "int"),
    ("bots", "str"),
    ("first_seat", "int"),
    ("winner", "int"),
    ("termination", "str"),
    ("moves", "int"),
    ("events", "int"),
    ("reshuffles", "int"),
    ("forgotten_calls", "int"),
    ("penalties", "int"),
    ("penalty_cards", "int"),
    ("valve", "bool"),
    ("points", "ints"),
    ("dealt", "strss"),
    ("cards_left", "ints"),
    ("forgotten_by_seat", "ints"),
    ("penalties_by_seat", "ints"),
    ("deal_seed", "str"),
)
"""One row per round (see ``docs/analytics.md`` for each column's meaning)."""

DEFAULT_BLOCK_ROUNDS = 100
DEFAULT_PART_ROWS = 20_000
CHECKPOINT_SECONDS = 5.0
"""Between Parquet parts, a checkpoint at least this often (the rows waiting for the next part
are kept apart), so an interrupted run keeps its rows however short it is."""


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def bots_for(rules: RuleSet, names: tuple[str, ...]) -> list[Bot]:
    """The bots named for each seat (:func:`domain.maumau.bot_registry.make_bot`): the heuristic and the
    ISMCTS bot are bound to ``rules`` (they then know the special cards of any ruleset, a
    reference or custom one included)."""
    return [make_bot(name, rules) for name in names]


@dataclass(frozen=True)
class RunSpec:
    """What a run plays: ``count`` rounds or matches (``unit``) of ``rules`` for ``seats`` bots
    named ``bots`` (one per seat), from the text ``seed``.  ``max_rounds`` caps a match (``unit``
    matches); ``block_rounds`` and ``part_rows`` fix how the run is cut (part of its identity)."""

    rules: RuleSet
    seats: int
    bots: tuple[str, ...]
    seed: str
    count: int
    unit: str = "rounds"
    max_moves: int = DEFAULT_MAX_MOVES
    max_rounds: int | None = None
    block_rounds: int = DEFAULT_BLOCK_ROUNDS
    part_rows: int = DEFAULT_PART_ROWS
    rotate: bool = False
    """Rotate the line-up against the first seat match by match (domain.maumau.simulation)."""
    pairs: bool = False
    """Keep every round in the tally under its deal seed (paired comparisons of balance studies)."""

    def units(self) -> list[int]:
        """The size of each unit: rounds per block, or 1 match each."""
        if self.unit == "matches":
            return [1] * self.count
        full, rest = divmod(self.count, self.block_rounds)
        return [self.block_rounds] * full + ([rest] if rest else [])

    def identity(self) -> dict[str, Any]:
        """The run as JSON: a resumed run must have exactly this (the checkpoint's ``spec``)."""
        return {
            "ruleset": self.rules.to_dict(),
            "seats": self.seats,
            "bots": list(self.bots),
            "seed": self.seed,
            "count": self.count,
            "unit": self.unit,
            "max_moves": self.max_moves,
            "max_rounds": self.max_rounds,
            "block_rounds": self.block_rounds,
            "part_rows": self.part_rows,
            "columns": [list(c) for c in COLUMNS],
            **({"rotate": True} if self.rotate else {}),
            **({"pairs": True} if self.pairs else {}),
        }


@dataclass(frozen=True, slots=True)
class UnitJob:
    """One unit of work as a worker receives it.  The ruleset travels as its dict
    (:meth:`RuleSet.to_dict`): plain data pickles the same whether ``domain`` is compiled or not
    (a mypyc-compiled frozen dataclass does not unpickle)."""

    rules: dict[str, Any]
    seats: int
    bots: tuple[str, ...]
    seed: bytes
    unit: str
    index: int
    size: int
    max_moves: int
    max_rounds: int | None
    rows: bool
    rotate: bool = False
    pairs: bool = False


@dataclass(slots=True)
class UnitResult:
    """What a worker sends back: the unit's rows as columns (``round_index`` left to the parent),
    its tally and its round count."""

    index: int
    rounds: int
    columns: dict[str, list[Any]] | None
    tally: Tally


_RULES: dict[str, RuleSet] = {}
"""Rulesets rebuilt from their dicts in this process, by their canonical JSON."""


def _rules(data: dict[str, Any]) -> RuleSet:
    key = json.dumps(data, sort_keys=True)
    rules = _RULES.get(key)
    if rules is None:
        rules = _RULES[key] = ruleset_from_dict(data)
    return rules


def play_unit(job: UnitJob) -> UnitResult:
    """Play one unit (in any process) and turn it into rows and a tally."""
    rules = _rules(job.rules)
    bots = bots_for(rules, job.bots)
    if job.unit == "matches":
        results = simulate_match(
            rules,
            job.seats,
            job.seed,
            job.index,
            bots,
            max_moves=job.max_moves,
            max_rounds=job.max_rounds,
            rotate=job.rotate,
        ).rounds
    else:
        results = simulate_block(
            rules, job.seats, job.size, job.seed, job.index, bots, max_moves=job.max_moves, rotate=job.rotate
        )
    tally = Tally(job.seats, list(job.bots), keep_pairs=job.pairs).add_all(
        [r.stats for r in results], CardValues.of(rules)
    )
    columns = _columns(rules, job, results) if job.rows else None
    return UnitResult(job.index, len(results), columns, tally)


def _columns(rules: RuleSet, job: UnitJob, results: list[RoundResult]) -> dict[str, list[Any]]:
    """The rows of a unit as columns (every column of :data:`COLUMNS` but ``round_index``)."""
    cols: dict[str, list[Any]] = {name: [] for name, _ in COLUMNS[1:]}
    bots = ",".join(job.bots)
    match = -1
    for result in results:
        st = result.stats
        if st.round_no == 1 or match < 0:
            match += 1
        cols["unit"].append(job.index)
        cols["match"].append(match)
        cols["round_no"].append(st.round_no)
        cols["ruleset"].append(rules.name)
        cols["seats"].append(job.seats)
        cols["bots"].append(bots)
        cols["first_seat"].append(st.first_seat)
        cols["winner"].append(-1 if st.winner is None else st.winner)
        cols["termination"].append(str(st.reason))
        cols["moves"].append(st.moves)
        cols["events"].append(st.events)
        cols["reshuffles"].append(st.reshuffles)
        cols["forgotten_calls"].append(st.forgotten_calls)
        cols["penalties"].append(st.penalties)
        cols["penalty_cards"].append(sum(st.penalty_cards_by_seat))
        cols["valve"].append(st.valve)
        cols["points"].append(list(st.points))
        cols["dealt"].append([[card_name(c) for c in hand] for hand in st.dealt])
        cols["cards_left"].append([len(hand) for hand in st.hands_left])
        cols["forgotten_by_seat"].append(list(st.forgotten_by_seat))
        cols["penalties_by_seat"].append(list(st.penalties_by_seat))
        cols["deal_seed"].append(st.seed)
    return cols


class UnitPool(Protocol):
    """Where a run's units are played: ``map(play_unit, jobs)`` yields their results in the order
    of ``jobs`` (the local :func:`worker_pool`, or a Dask cluster's
    :class:`~infrastructure.services.simulation_cluster.ClusterPool`)."""

    def map(self, fn: Callable[[UnitJob], UnitResult], jobs: Iterable[UnitJob], /) -> Iterator[UnitResult]: ...


def _ignore_interrupts() -> None:  # pragma: no cover - runs in the workers
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def worker_pool(jobs: int) -> Iterator[ProcessPoolExecutor | None]:
    """A pool of ``jobs`` worker processes (``None`` for one job: the units run in this process).
    A worker that dies makes the run fail (``BrokenProcessPool``) instead of waiting forever; on
    the way out the workers are stopped at once, so an interruption does not wait for them."""
    if jobs <= 1:
        yield None
        return
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_ignore_interrupts)
    try:
        yield pool
    finally:
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        for process in processes:
            process.join()


@dataclass
class RunOutcome:
    """How a run went: its tally, rounds and units done (all of them unless ``interrupted``)."""

    spec: RunSpec
    tally: Tally
    rounds: int
    units_done: int
    units: int
    interrupted: bool = False
    resumed_from: int = 0
    seconds: float = 0.0
    files: dict[str, str] = field(default_factory=dict)


def result_files(folder: Path, spec: RunSpec, *, csv: bool = True, parquet: bool = True) -> ResultFiles:
    """The result files of ``spec`` in ``folder`` (opened by :func:`run`)."""
    return ResultFiles(folder, COLUMNS, spec.identity(), csv=csv, parquet=parquet)


def run(
    spec: RunSpec,
    *,
    jobs: int = 1,
    pool: UnitPool | None = None,
    files: ResultFiles | None = None,
    resume: bool = False,
    on_progress: Callable[[int], None] | None = None,
    stop_after: int | None = None,
    on_resume: Callable[[int, int], None] | None = None,
    checkpoint_seconds: float = CHECKPOINT_SECONDS,
) -> RunOutcome:
    """Play ``spec`` with ``jobs`` processes (or on ``pool``: a started process pool, a Dask
    cluster), streaming rows to ``files``.  Results are taken in unit order whatever the pool.

    With ``resume`` the run goes on from the checkpoint in ``files``.  ``on_progress(rounds)`` is
    called as units come back.  Ctrl-C (or ``stop_after``: stop as if interrupted once that many
    rounds are written, for tests) ends the run early with ``interrupted`` set; the files keep
    their last checkpoint.  A checkpoint is written after every ``part_rows`` rows (with a Parquet
    part) and, between parts, after a unit once ``checkpoint_seconds`` have passed since the last
    one.  ``on_resume(rounds, units)`` is told once where a resumed run starts."""
    started = time.perf_counter()
    sizes = spec.units()
    tally = Tally(spec.seats, list(spec.bots), keep_pairs=spec.pairs)
    first_unit = 0
    if files is not None:
        if resume:
            files.resume()
        else:
            files.start()
        first_unit = files.units_done
        if files.state.get("tally"):
            tally = Tally.from_json(files.state["tally"])
    rounds = tally.rounds
    if on_resume is not None and rounds:
        on_resume(rounds, first_unit)
    seed = spec.seed.encode("utf-8")
    rules = spec.rules.to_dict()
    wants_rows = files is not None
    jobs_iter = (
        UnitJob(
            rules,
            spec.seats,
            spec.bots,
            seed,
            spec.unit,
            i,
            sizes[i],
            spec.max_moves,
            spec.max_rounds,
            wants_rows,
            spec.rotate,
            spec.pairs,
        )
        for i in range(first_unit, len(sizes))
    )
    outcome = RunOutcome(spec, tally, rounds, first_unit, len(sizes), resumed_from=rounds)
    rows_at_part = files.rows_done - files.pending_rows if files is not None else 0
    with _pool_for(jobs, pool) as active:
        results = active.map(play_unit, jobs_iter) if active is not None else map(play_unit, jobs_iter)
        last_checkpoint = time.perf_counter()
        try:
            for result in results:
                if files is not None and result.columns is not None:
                    result.columns["round_index"] = list(range(rounds, rounds + result.rounds))
                    files.append(result.columns)
                tally.merge(result.tally)
                rounds += result.rounds
                outcome.units_done = result.index + 1
                outcome.rounds = rounds
                if files is not None:
                    full = files.pending_rows >= spec.part_rows or outcome.units_done == len(sizes)
                    if not files.parquet:
                        full = full or files.rows_done - rows_at_part >= spec.part_rows
                    if full or time.perf_counter() - last_checkpoint >= checkpoint_seconds:
                        files.checkpoint(outcome.units_done, {"tally": tally.to_json()}, part=full)
                        last_checkpoint = time.perf_counter()
                        if full:
                            rows_at_part = files.rows_done
                if on_progress is not None:
                    on_progress(result.rounds)
                if stop_after is not None and rounds >= stop_after and outcome.units_done < len(sizes):
                    raise KeyboardInterrupt
        except KeyboardInterrupt:
            outcome.interrupted = True
        finally:
            if files is not None:
                files.close()
    if files is not None:
        outcome.files = {"folder": str(files.folder)}
    outcome.seconds = time.perf_counter() - started
    return outcome


@contextmanager
def _pool_for(jobs: int, pool: UnitPool | None) -> Iterator[UnitPool | None]:
    if pool is not None:
        yield pool
        return
    with worker_pool(jobs) as own:
        yield own


def units_for_rounds(rounds: int, block_rounds: int = DEFAULT_BLOCK_ROUNDS) -> int:
    """How many blocks ``rounds`` rounds make."""
    return math.ceil(rounds / block_rounds)
