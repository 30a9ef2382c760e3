"""Punto Banco benchmark: the exact edge, the simulation, the decider and the write side.

Run ``python -m benchmarks.puntobanco --json``.  What is measured (wall clock,
``time.perf_counter``, with this process's CPU time beside it; each figure the median of
``--repeats`` runs):

* **edge**: :func:`domain.puntobanco.edge.house_edge` for an 8-deck shoe, enumeration cache cold
  (seconds);
* **simulation**: :func:`domain.puntobanco.simulation.simulate` of ``--coups`` coups from real
  shoes (shuffle, burn, cut card): coups per second;
* **decider**: ``--table-coups`` coups of a table with six bots through ``decide`` and ``evolve``
  (the bots' bets, the deal, the settlement, a new shoe when one ends): coups and events per second;
* **service** (``--database-url``, default a temporary SQLite file): ``--service-coups`` coups
  through :class:`~infrastructure.services.puntobanco_tables.PuntoBancoTables` (one human bet and
  the host's deal per coup, four bots): milliseconds per bet and per deal (median, p95).

Speed targets live here, never in tests.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from domain.puntobanco.bots import bot_bet
from domain.puntobanco.commands import DealCoup, GrantChips, OpenTable, StartShoe
from domain.puntobanco.decide import decide
from domain.puntobanco.edge import house_edge, outcome_counts
from domain.puntobanco.evolve import fold
from domain.puntobanco.rules import DEFAULT_RULES
from domain.puntobanco.simulation import shoe_seed, simulate
from domain.puntobanco.state import PBState

BOTS = [("banker", 0), ("player", 1), ("tie", 2), ("martingale", 3), ("follow", 4), ("martingale", 5)]


def _timed(run: Callable[[], int]) -> tuple[float, float, int]:
    """``(wall seconds, cpu seconds, count)`` of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    count = run()
    return time.perf_counter() - wall, time.process_time() - cpu, count


def _median(runs: list[tuple[float, float, int]]) -> tuple[float, float, int]:
    walls = sorted(runs, key=lambda r: r[0])
    return walls[len(walls) // 2]


def bench_edge(repeats: int) -> dict[str, Any]:
    """Seconds for the 8-deck enumeration, cache cleared before each run."""

    def run() -> int:
        outcome_counts.cache_clear()
        house_edge(8)
        return 1

    wall, cpu, _ = _median([_timed(run) for _ in range(repeats)])
    return {"seconds": round(wall, 3), "cpu_seconds": round(cpu, 3)}


def bench_simulation(coups: int, repeats: int) -> dict[str, Any]:
    """Coups per second of the simulation."""
    wall, cpu, n = _median([_timed(lambda: simulate(coups, seed=b"bench").coups) for _ in range(repeats)])
    return {"coups": n, "coups_per_s": round(n / wall), "cpu_coups_per_s": round(n / cpu) if cpu else None}


def _decider_run(coups: int) -> int:
    """A six-bot table through decide/evolve; returns the events produced."""
    state = fold(decide(PBState(), OpenTable(DEFAULT_RULES)))
    for name, seat in BOTS:
        state = fold(decide(state, GrantChips(f"bot:{name}@{seat}", 10**9)), state)
    events = shoes = 0
    for _ in range(coups):
        if state.shoe is None:
            state = fold(decide(state, StartShoe(seed=shoe_seed(b"bench", shoes))), state)
            shoes += 1
        for name, seat in BOTS:
            command = bot_bet(name, state, seat, f"bot:{name}@{seat}")
            if command is not None:
                batch = decide(state, command)
                state = fold(batch, state)
                events += len(batch)
        batch = decide(state, DealCoup())
        state = fold(batch, state)
        events += len(batch)
    return events


def bench_decider(coups: int, repeats: int) -> dict[str, Any]:
    """Coups and events per second through the decider."""
    wall, cpu, events = _median([_timed(lambda: _decider_run(coups)) for _ in range(repeats)])
    return {
        "coups": coups,
        "coups_per_s": round(coups / wall),
        "events_per_s": round(events / wall),
        "cpu_coups_per_s": round(coups / cpu) if cpu else None,
    }


def bench_service(coups: int, database_url: str | None) -> dict[str, Any]:
    """Milliseconds per bet and per deal through the Punto Banco service on a real database."""
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings
    from infrastructure.services.bootstrap import build_services
    from infrastructure.services.puntobanco_tables import PuntoBancoTables

    folder = None
    if database_url is None:
        folder = tempfile.mkdtemp(prefix="pb-bench-")
        database_url = f"sqlite:///{os.path.join(folder, 'bench.db')}"
    settings = load_settings(database_url=database_url, create_tables=False)
    upgrade(settings)
    services = build_services(settings)
    try:
        pb = PuntoBancoTables(services.engine, services.store, accounts=services.tables.accounts)
        table, host, _ = pb.create_table()
        accounts = services.tables.accounts
        alice = accounts.resolve(accounts.create_guest("alice")[1].token)  # seats belong to identities
        _, token = pb.join(table.id, 0, alice)
        for seat, strategy in ((1, "banker"), (2, "martingale"), (3, "follow"), (4, "tie")):
            pb.add_bot(table.id, seat, strategy, host)
        for seat in range(5):
            pb.grant(table.id, host, 10**9, seat=seat)
        bets: list[float] = []
        deals: list[float] = []
        for _ in range(coups):
            if pb.state(table.id).shoe is None:
                pb.start_shoe(table.id, host)
            t0 = time.perf_counter()
            pb.bet(table.id, token, "banker", 100)
            t1 = time.perf_counter()
            pb.deal(table.id, host)
            t2 = time.perf_counter()
            bets.append((t1 - t0) * 1000)
            deals.append((t2 - t1) * 1000)
        backend = "postgresql" if settings.is_postgres else "sqlite"

        def summary(ms: list[float]) -> dict[str, float]:
            ordered = sorted(ms)
            return {
                "median_ms": round(statistics.median(ordered), 2),
                "p95_ms": round(ordered[int(len(ordered) * 0.95) - 1], 2),
            }

        return {"backend": backend, "coups": coups, "bet": summary(bets), "deal": summary(deals)}
    finally:
        services.close()


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print JSON (or one line per figure)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--coups", type=int, default=200_000, help="simulated coups")
    parser.add_argument("--table-coups", type=int, default=5_000, help="coups through the decider")
    parser.add_argument("--service-coups", type=int, default=200, help="coups through the service (0: skip)")
    parser.add_argument("--database-url", default=None, help="default: a temporary SQLite file")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {
        "python": sys.version.split()[0],
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "edge": bench_edge(args.repeats),
        "simulation": bench_simulation(args.coups, args.repeats),
        "decider": bench_decider(args.table_coups, args.repeats),
    }
    if args.service_coups:
        report["service"] = bench_service(args.service_coups, args.database_url)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
