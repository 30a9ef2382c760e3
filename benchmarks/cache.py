"""Why moves keep folded matches cached: the cost of a move with the cache against a refold from zero.

``python -m benchmarks.cache --json`` builds one long match in a fresh SQLite file (or the database
``--database-url`` names), then times ``--moves`` moves through :class:`infrastructure.services.games.GameService`
twice: as the service runs (the folded state stays cached between moves) and with the stream
dropped from the cache before every move, which forces a load of the whole stream and a fold from
the first event — what a service without cache or snapshots would do.  It prints medians and the
ratio; the stream length is part of the report because the refold cost grows with it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from domain.actors import Actor
from domain.maumau import PRESETS, Event, StartMatch, StartRound, decide, derive, player_view
from domain.maumau.bots import random_bot
from domain.maumau.ruleset_fields import MAX_POINTS_LIMIT
from domain.maumau.state import State
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from infrastructure.services.games import GameService


def _move(games: GameService, table: uuid.UUID, rng: random.Random, round_seed: int) -> None:
    """One move of the match: the seat to act asks the random bot; between rounds a new round is dealt."""

    def decision(state: State) -> list[Event]:
        if state.phase == "between_rounds":
            return decide(state, StartRound(seed=round_seed.to_bytes(32, "big")))
        command = random_bot(player_view(state, state.turn), rng)  # the next player also closes a window
        assert command is not None
        return decide(state, command)

    games.execute(table, decision, actor=Actor.SEAT)


def run(database_url: str, events_before: int, moves: int, seed: int) -> dict[str, Any]:
    """Grow a match to ``events_before`` events, then time ``moves`` cached and ``moves`` refolding moves."""
    rules = derive(PRESETS["MM-001"], name="MM-001-long", points_limit=MAX_POINTS_LIMIT)  # a match that goes on
    services = build_services(load_settings(database_url=database_url))
    games = services.games
    rng = random.Random(seed)
    table = uuid.uuid4()
    try:
        games.execute(table, lambda s: decide(s, StartMatch(rules, 4)), actor=Actor.HOST)
        n = 0
        while games.state(table).version < events_before:
            _move(games, table, rng, n)
            n += 1
        length = games.state(table).version

        def timed(refold: bool) -> list[float]:
            nonlocal n
            out = []
            for _ in range(moves):
                if refold:
                    games.forget(table)
                start = time.perf_counter()
                _move(games, table, rng, n)
                out.append((time.perf_counter() - start) * 1000)
                n += 1
            return out

        cached = timed(refold=False)
        refolded = timed(refold=True)
        final = games.state(table).version
    finally:
        services.close()
    cached_ms, refold_ms = statistics.median(cached), statistics.median(refolded)
    return {
        "benchmark": "cache",
        "database": "postgresql" if database_url.startswith("postgres") else "sqlite",
        "events_in_stream": {"before": length, "after": final},
        "moves_each": moves,
        "move_ms_median": {"cached": round(cached_ms, 3), "refold_from_zero": round(refold_ms, 3)},
        "speedup": round(refold_ms / cached_ms, 1) if cached_ms else None,
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point (``python -m benchmarks.cache``)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cache", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--database-url", default=None, help="default: a fresh SQLite file in a temp folder")
    parser.add_argument("--events", type=int, default=5000, help="grow the match to this many events first")
    parser.add_argument("--moves", type=int, default=200, help="moves timed in each mode")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        url = args.database_url or f"sqlite:///{Path(folder) / 'cache-bench.db'}"
        report = run(url, args.events, args.moves, args.seed)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
