"""ISMCTS bot benchmark: its win rate against other bots (with a Wilson interval) and its speed.

Run ``python -m benchmarks.ismcts --json --ruleset ZONE --seats 4 --bots ismcts:iters=200,heuristic
--rounds 100``.  The bots cycle over the seats as in a balance study (seat ``s`` plays
``bots[s mod len(bots)]``); rotation is on, so every line-up seat starts as often as the others
(:func:`domain.maumau.simulation.simulate_rounds`).  Reported, for every distinct bot name: the
seat-rounds it played, the rounds its seats won, its win rate per seat with the 95 % Wilson interval,
the fair share ``1 / seats`` and its calls with their mean wall milliseconds (every call a seat
is asked for a command, the trivial ones included); for the run: rounds and moves (all seats) per second of wall
clock (``time.perf_counter``), this process's CPU seconds and the load average at the end.

One process: the machine is shared, so run at most two of these side by side.  Speed targets
live here and in docs/benchmarks.md, never in tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from typing import Any

from domain.maumau.bot_registry import make_bot
from domain.maumau.bots import Bot
from domain.maumau.commands import SeatCommand
from domain.maumau.rules import PRESETS
from domain.maumau.simulation import simulate_rounds
from domain.maumau.view import PlayerView
from infrastructure.services.balance.stats import wilson


def _timed(bot: Bot, spent: list[float]) -> Bot:
    """``bot``, adding its wall seconds and calls to ``spent`` (shared by the seats of one name)."""

    def timed(view: PlayerView, rng: random.Random) -> SeatCommand | None:
        t0 = time.perf_counter()
        command = bot(view, rng)
        spent[0] += time.perf_counter() - t0
        spent[1] += 1
        return command

    return timed


def measure(ruleset: str, seats: int, bots: list[str], rounds: int, seed: str) -> dict[str, Any]:
    """Play ``rounds`` rounds and report every bot's win rate and the run's speed."""
    rules = PRESETS[ruleset.upper()]
    names = [bots[s % len(bots)] for s in range(seats)]
    spent: dict[str, list[float]] = {name: [0.0, 0] for name in names}
    players = [_timed(make_bot(name, rules), spent[name]) for name in names]
    cpu0 = time.process_time()
    t0 = time.perf_counter()
    results = simulate_rounds(rules, seats, rounds, seed.encode(), players, random.Random(seed), rotate=True)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    moves = sum(r.stats.moves for r in results)
    by_bot: dict[str, dict[str, Any]] = {}
    for name in dict.fromkeys(names):
        mine = [s for s in range(seats) if names[s] == name]
        trials = len(mine) * len(results)
        wins = sum(1 for r in results if r.stats.winner in mine)
        interval = wilson(wins, trials)
        by_bot[name] = {
            "seats": mine,
            "seat_rounds": trials,
            "wins": wins,
            "win_rate": interval.estimate,
            "wilson_low": interval.low,
            "wilson_high": interval.high,
            "fair_share": 1 / seats,
            "calls": int(spent[name][1]),
            "ms_per_call": 1000 * spent[name][0] / spent[name][1] if spent[name][1] else None,
        }
    return {
        "ruleset": rules.name,
        "seats": seats,
        "line_up": names,
        "rounds": len(results),
        "valve_rounds": sum(1 for r in results if r.stats.valve),
        "seed": seed,
        "bots": by_bot,
        "wall_s": wall,
        "cpu_s": cpu,
        "rounds_per_s": len(results) / wall if wall else None,
        "moves_per_s": moves / wall if wall else None,
        "moves_per_round": moves / len(results) if results else None,
        "load": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--ruleset", default="MM-001")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--bots", default="ismcts:iters=200,heuristic", help="comma list, cycled over the seats")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", default="ismcts-bench")
    args = parser.parse_args(argv)
    report = measure(args.ruleset, args.seats, args.bots.split(","), args.rounds, args.seed)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for name, row in report["bots"].items():
            print(
                f"{report['ruleset']} {report['seats']} seats {name}: {row['wins']}/{row['seat_rounds']} "
                f"{row['win_rate']:.1%} ({row['wilson_low']:.1%}-{row['wilson_high']:.1%}) fair {row['fair_share']:.0%}"
            )
        print(
            f"{report['rounds']} rounds in {report['wall_s']:.1f} s: {report['rounds_per_s']:.2f} rounds/s, "
            f"{report['moves_per_s']:.0f} moves/s, load {report['load']}"
        )
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
