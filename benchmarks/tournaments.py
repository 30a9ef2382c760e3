"""Tournament benchmarks (#11): seating a big round, and (added later) a whole bot series.

Run ``python -m benchmarks.tournaments --json``; ``--sections seating`` runs only some sections.
Each section is one key of the printed JSON object:

* **seating**: :func:`domain.tournament.seating.plan_round` for ``--seating-players`` players
  (default 200) at tables of 4, ``--seating-rounds`` rounds in a row, each round fed the pairs
  that met before (so later rounds are the hard ones).  Reported: seconds per round (median and
  the slowest, wall clock ``time.perf_counter`` with this process's CPU time beside it) and the
  quality figure of the whole sequence — repeated-opponent pairs, distinct opponents per player
  (mean, min) — beside the same figure for random seating of the same players and byes.  Also
  a dense event (40 players, 12 rounds: repeats can no longer be avoided) and the slowest round
  of ``--seating-big`` players (the entrant cap, 512) for headroom.

Speed targets live here, never in tests (the issue asks: a 200-player round well under a second).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from domain.tournament.deals import seating_seed
from domain.tournament.seating import SeatingQuality, met_pairs, plan_round, quality, random_seating, table_sizes


def _quality_dict(q: SeatingQuality) -> dict[str, Any]:
    return {
        "repeated_pairs": q.repeated_pairs,
        "distinct_opponents_mean": round(q.distinct_opponents_mean, 2),
        "distinct_opponents_min": q.distinct_opponents_min,
    }


def _seat_event(players: int, rounds: int, preferred: int) -> dict[str, Any]:
    """One event of ``rounds`` rounds: per-round times and both quality figures."""
    ids = [f"entrant-{i:03d}" for i in range(players)]
    seed = hashlib.sha256(b"benchmarks.tournaments/%d" % players).digest()
    history: list[tuple[tuple[str, ...], ...]] = []
    baseline: list[tuple[tuple[str, ...], ...]] = []
    bye_counts: dict[str, int] = {}
    walls: list[float] = []
    cpus: list[float] = []
    for round_no in range(1, rounds + 1):
        rng_seed = seating_seed(seed, round_no)
        met = met_pairs(history)
        wall, cpu = time.perf_counter(), time.process_time()
        plan = plan_round(ids, "series", preferred, (3, 5), met, {}, bye_counts, rng_seed)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        for entrant in plan.byes:
            bye_counts[entrant] = bye_counts.get(entrant, 0) + 1
        history.append(plan.tables)
        sizes, _ = table_sizes(players, "series", preferred, (3, 5))
        seated = [p for p in ids if p not in set(plan.byes)]
        baseline.append(random_seating(seated, sizes, rng_seed))
    return {
        "players": players,
        "rounds": rounds,
        "tables_per_round": len(history[0]) if history else 0,
        "round_seconds_median": round(statistics.median(walls), 4),
        "round_seconds_max": round(max(walls), 4),
        "round_cpu_seconds_max": round(max(cpus), 4),
        "heuristic": _quality_dict(quality(history)),
        "random": _quality_dict(quality(baseline)),
    }


def bench_seating(args: argparse.Namespace) -> dict[str, Any]:
    """The seating section: the main event and the big one."""
    main = _seat_event(args.seating_players, args.seating_rounds, 4)
    dense = _seat_event(40, 12, 4)
    big = _seat_event(args.seating_big, min(args.seating_rounds, 6), 4) if args.seating_big else None
    return {"event": main, "dense_event": dense, "big_event": big}


SECTIONS: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "seating": bench_seating,
}
"""Each section's runner, in report order (a section adds its own options in :func:`_parser`)."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--sections", default=",".join(SECTIONS), help=f"comma-separated, of: {', '.join(SECTIONS)}")
    seating = parser.add_argument_group("seating")
    seating.add_argument("--seating-players", type=int, default=200)
    seating.add_argument("--seating-rounds", type=int, default=10)
    seating.add_argument("--seating-big", type=int, default=512, help="players of the headroom event (0: skip)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the chosen sections and print one JSON object (or one line per section)."""
    args = _parser().parse_args(argv)
    chosen = [s.strip() for s in args.sections.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in SECTIONS]
    if unknown:
        print(f"unknown sections: {', '.join(unknown)}", file=sys.stderr)
        return 2
    report: dict[str, Any] = {
        "python": sys.version.split()[0],
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
    for name in SECTIONS:
        if name in chosen:
            report[name] = SECTIONS[name](args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
