"""The balance lab for notebooks: simulations, saved runs and real games as pandas data frames.

A small API over the same code the CLI runs (``maumau simulate``, ``maumau balance --from-db``),
returning :class:`pandas.DataFrame` objects whose columns are the simulation's output columns
(``docs/analytics.md``), whatever the source:

* :func:`simulate`: play a ruleset (any text ``maumau simulate`` takes: ``ZONE+call_penalty=3``)
  and get its rounds;
* :func:`load_run`: the rounds of a run written by ``maumau simulate --out DIR``;
* :func:`real_games`: the rounds people played, from the read side of a database;
* :func:`positions`: win rate by position after the first player, with 95 % Wilson intervals,
  per ruleset and seat count, of any of these frames.

pandas is in the ``analytics`` extra (and ``dev``); polars users can ``polars.from_pandas`` the
result or read the Parquet files directly.  ``docs/lab_example.ipynb`` uses every function.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from api.reports.simulate import find_ruleset
from domain.maumau.simulation import DEFAULT_MAX_MOVES
from infrastructure.adapters.result_files import PARQUET_DIR
from infrastructure.services.balance.stats import wilson
from infrastructure.services.simulation_runs import COLUMNS, DEFAULT_BLOCK_ROUNDS, RunSpec, UnitJob, play_unit

__all__ = ["load_run", "positions", "real_games", "simulate"]


def _frame(columns: dict[str, list[Any]]) -> pd.DataFrame:
    return pd.DataFrame({name: columns[name] for name, _ in COLUMNS})


def simulate(
    ruleset: str = "MM-002",
    seats: int = 4,
    rounds: int = 1000,
    bots: str = "heuristic,random",
    seed: str = "0",
    max_moves: int = DEFAULT_MAX_MOVES,
) -> pd.DataFrame:
    """Play ``rounds`` rounds of ``ruleset`` at ``seats`` seats in this process; one row per
    round, the same rows as ``maumau simulate --seed SEED --out`` writes for the same options."""
    rules = find_ruleset(ruleset, "ruleset")
    names = [b.strip() for b in bots.split(",") if b.strip()]
    seat_bots = tuple(names[i % len(names)] for i in range(seats))
    spec = RunSpec(rules, seats, seat_bots, seed, rounds, max_moves=max_moves, block_rounds=DEFAULT_BLOCK_ROUNDS)
    columns: dict[str, list[Any]] = {name: [] for name, _ in COLUMNS}
    done = 0
    for index, size in enumerate(spec.units()):
        job = UnitJob(rules.to_dict(), seats, seat_bots, seed.encode(), "rounds", index, size, max_moves, None, True)
        result = play_unit(job)
        assert result.columns is not None
        result.columns["round_index"] = list(range(done, done + result.rounds))
        done += result.rounds
        for name, values in result.columns.items():
            columns[name].extend(values)
    return _frame(columns)


def load_run(folder: str | Path) -> pd.DataFrame:
    """The rounds of a run folder written by ``maumau simulate --out`` (its Parquet parts)."""
    return pd.read_parquet(Path(folder) / PARQUET_DIR).sort_values("round_index", ignore_index=True)


def real_games(database_url: str | None = None, rulesets: list[str] | None = None) -> pd.DataFrame:
    """The finished rounds of the database's read side in the simulation's columns
    (:func:`infrastructure.services.real_games.real_columns`); ``database_url`` as for the CLI."""
    from api.cli.service import existing_database
    from infrastructure.services.real_games import real_columns
    from projections.api import make_engine, played_rounds

    engine = make_engine(existing_database(database_url))
    try:
        played = played_rounds(engine)
    finally:
        engine.dispose()
    return _frame(real_columns(played, rulesets=rulesets))


def positions(frame: pd.DataFrame) -> pd.DataFrame:
    """Win rate by position after the first player (0 moved first) per ruleset and seat count,
    with 95 % Wilson intervals; rounds without a winner are left out."""
    decided = frame[frame["winner"] >= 0]
    position = (decided["winner"] - decided["first_seat"]) % decided["seats"]
    counts = decided.assign(position=position).groupby(["ruleset", "seats", "position"]).size()
    rows = []
    for (ruleset, seats), group in counts.groupby(level=[0, 1]):
        total = int(group.sum())
        by_position = {int(k[2]): int(v) for k, v in group.items()}
        for k in range(int(seats)):
            wins = by_position.get(k, 0)
            interval = wilson(wins, total)
            rows.append(
                {
                    "ruleset": ruleset,
                    "seats": int(seats),
                    "position": k,
                    "wins": wins,
                    "rounds": total,
                    "win_rate": interval.estimate,
                    "low": interval.low,
                    "high": interval.high,
                }
            )
    return pd.DataFrame(rows)
