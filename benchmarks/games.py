"""The simulation rate of every game the platform plays (Schwimmen, Präsident, …), pure domain.

Run ``python -m benchmarks.games --json`` (``--game``, ``--seats``, ``--setup``, ``--games``,
``--repeats``).  Each run plays ``--games`` whole seeded games of the heuristic and the random bot
(rotated over the seats) with the lab's own driver (:mod:`infrastructure.services.play_simulation`:
the game's host commands deal, each bot gets its seat's view and legal commands, ``next_round``
between rounds), and the figure is the median run by wall clock (``time.perf_counter``) with its
CPU time (``time.process_time``); the heuristic bot's share of first places says the games were
real ones.  One benchmark for every game: a new game is measured by its registration alone.
Speed targets live here, never in tests.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from domain.game_module import GameModule
from infrastructure.services.bootstrap import GAMES
from infrastructure.services.play_simulation import simulate_games, summary

PLAYED = {m.name: m for m in GAMES if m.play is not None and m.results is not None and m.table_setup is not None}


def bench(
    module: GameModule[Any, Any, Any], seats: int, games: int, repeats: int, setup: dict[str, Any]
) -> dict[str, Any]:
    """The median of ``repeats`` runs of ``games`` games at ``seats`` seats."""
    runs = []
    for _ in range(repeats):
        cpu = time.process_time()
        records, wall = simulate_games(
            module, seats=seats, bots=["heuristic", "random"], games=games, seed="bench", setup=setup
        )
        runs.append((wall, time.process_time() - cpu, records))
    runs.sort(key=lambda r: r[0])
    wall, cpu, records = runs[len(runs) // 2]
    figures = summary(module, records, wall, seed="bench")
    moves = sum(r.moves for r in records)
    events = sum(r.events for r in records)
    return {
        "game": module.name,
        "setup": setup,
        "seats": seats,
        "games": games,
        "repeats": repeats,
        "wall_s": round(wall, 4),
        "cpu_s": round(cpu, 4),
        "games_per_s": round(games / wall, 1),
        "moves_per_s": round(moves / wall, 1),
        "events_per_s": round(events / wall, 1),
        "moves_per_game": round(moves / games, 1),
        "heuristic_first_share": figures["bots"]["heuristic"]["first_rate"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", choices=sorted(PLAYED), action="append", help="a game (default: every one)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--setup", default="{}", help='the table set-up as JSON, e.g. \'{"rules": "kneipe"}\'')
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print JSON only")
    args = parser.parse_args(argv)
    setup = json.loads(args.setup)
    results = [bench(PLAYED[name], args.seats, args.games, args.repeats, setup) for name in args.game or sorted(PLAYED)]
    print(json.dumps({"benchmark": "games", "python": sys.version.split()[0], "results": results},
                     indent=None if args.json else 2))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
