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

* **series**: a whole ``--series-players`` (64) player, ``--series-rounds`` (6) round series of
  server bots (``--series-boards`` Mau-Mau rounds per table) on PostgreSQL (a throwaway database
  made from ``--admin-url``; or ``--database-url``), with everything a deployment runs in the one
  process: the bots (each pausing ``--series-bot-delay-ms`` before a move: the service's default
  400 ms; 0 lets them play as fast as the CPU allows, a stress test), the durable reactions
  (tables opened, results recorded) and the read side's runner.  For each table, from the moment
  its ``MatchFinished`` was committed (the store's ``recorded_at``):

  - **live_standings_ms**: until the live standings stream
    (``GET /v1/tournaments/{id}/standings/events``) has its new frame — it computes the standings
    from the write side as soon as the result's batch is committed (measured on that batch's
    subscriber, as the stream is woken, after computing the standings);
  - **standings_visible_ms**: until the ``tournaments`` read model (``GET .../standings``) shows
    it: a watcher thread polls its summary every ``--series-poll-ms`` for a version that includes
    the table's ``TableResultRecorded``;
  - the two legs apart: match end → result recorded in the tournament stream (the durable
    reaction), and recorded → shown by the read model.

  Median, p95, p99 and max of each (the target: p99 < 250 ms), the total wall time, the tables
  and boards played.

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
from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any

from domain.errors import RuleViolation
from domain.tournament.deals import seating_seed
from domain.tournament.movements import design_for
from domain.tournament.seating import (
    RoundPlan,
    SeatingQuality,
    _cached_plan,
    horizon,
    met_pairs,
    quality,
    random_seating,
    seat_event_round,
    table_sizes,
)


def _quality_dict(q: SeatingQuality) -> dict[str, Any]:
    return {
        "repeated_pairs": q.repeated_pairs,
        "distinct_opponents_mean": round(q.distinct_opponents_mean, 2),
        "distinct_opponents_min": q.distinct_opponents_min,
    }


def _play(players: int, rounds: int, preferred: int, seed: bytes, *, cold: bool) -> tuple[list[RoundPlan], list[float]]:
    """An event seated round by round as the tournament's ``decide`` does
    (:func:`seat_event_round`); each round's wall time (``cold``: the plan cache emptied first,
    so every round pays for its plan, as in a fresh process)."""
    ids = [f"entrant-{i:03d}" for i in range(players)]
    plans: list[RoundPlan] = []
    walls: list[float] = []
    for round_no in range(1, rounds + 1):
        if cold:
            _cached_plan.cache_clear()
        wall = time.perf_counter()
        plan = seat_event_round(
            round_no, rounds, ids, "series", preferred, (3, 5), {}, [(p.tables, p.byes) for p in plans], seed
        )
        walls.append(time.perf_counter() - wall)
        plans.append(plan)
    return plans, walls


def _random_event(plans: list[RoundPlan], seed: bytes) -> list[tuple[tuple[str, ...], ...]]:
    """The baseline: the same rounds' players (byes kept) at the same table sizes, at random."""
    out = []
    for round_no, plan in enumerate(plans, start=1):
        seated = [p for t in plan.tables for p in t]
        out.append(random_seating(sorted(seated), [len(t) for t in plan.tables], seating_seed(seed, round_no)))
    return out


def _seat_event(players: int, rounds: int, preferred: int) -> dict[str, Any]:
    """One event of ``rounds`` rounds: per-round times (cold plans) and both quality figures."""
    seed = hashlib.sha256(b"benchmarks.tournaments/%d" % players).digest()
    cpu = time.process_time()
    plans, walls = _play(players, rounds, preferred, seed, cold=True)
    cpu = time.process_time() - cpu
    return {
        "players": players,
        "rounds": rounds,
        "tables_per_round": len(plans[0].tables) if plans else 0,
        "round_seconds_median": round(statistics.median(walls), 4),
        "round_seconds_max": round(max(walls), 4),
        "event_cpu_seconds": round(cpu, 4),
        "heuristic": _quality_dict(quality(p.tables for p in plans)),
        "random": _quality_dict(quality(_random_event(plans, seed))),
    }


def _lower_bound(players: int, sizes: tuple[int, ...], byes: int, rounds: int) -> int:
    """Meetings beyond a pair's first that no seating avoids, by counting: all meetings against
    all pairs, each player's meetings against the others, and (one table bigger than the
    number of tables) the big table's players meeting again in every later round."""
    meetings = rounds * sum(s * (s - 1) // 2 for s in sizes)
    overall = meetings - players * (players - 1) // 2
    least = rounds * (min(sizes) - 1) if byes == 0 else 0
    per_player = -(-players * max(0, least - (players - 1)) // 2)
    pigeon = (rounds - 1) * (max(sizes) - len(sizes)) if byes == 0 and max(sizes) > len(sizes) else 0
    return max(0, overall, per_player, pigeon)


def _spread(plans: list[RoundPlan]) -> tuple[int, int]:
    """The largest seat-position imbalance among the players seated every round: at seat 1
    (who moves first) and at any seat — most sittings at that seat minus fewest."""
    everyone = {p for t in plans[0].tables for p in t}
    for plan in plans:
        everyone &= {p for t in plan.tables for p in t}
    worst_first = worst = 0
    for position in range(5):
        counts = Counter(t[position] for plan in plans for t in plan.tables if len(t) > position)
        values = [counts.get(p, 0) for p in everyone]
        if values:
            gap = max(values) - min(values)
            worst = max(worst, gap)
            if position == 0:
                worst_first = gap
    return worst_first, worst


def _design_value(players: int, sizes: tuple[int, ...], rounds: int) -> int | None:
    """The repeats of the design's first ``rounds`` rounds, when a design covers them."""
    design = design_for(players, sizes)
    if design is None or rounds > len(design):
        return None
    counts = Counter(frozenset(p) for tables in design[:rounds] for t in tables for p in combinations(t, 2))
    return sum(c - 1 for c in counts.values())


def bench_grid(players_range: range, rounds_range: range) -> dict[str, Any]:
    """Every event size at tables of 3-5 over every number of rounds: the service's repeats
    against the lower bound, the design's value and random seating; seat imbalance."""
    rows: list[dict[str, Any]] = []
    began = time.perf_counter()
    for players in players_range:
        for preferred in (3, 4, 5):
            try:
                sizes, byes = table_sizes(players, "series", preferred, (3, 5))
            except RuleViolation:
                continue
            for rounds in rounds_range:
                seed = hashlib.sha256(b"benchmarks.tournaments/grid/%d/%d/%d" % (players, preferred, rounds)).digest()
                plans, _ = _play(players, rounds, preferred, seed, cold=False)
                counts = met_pairs(p.tables for p in plans)
                first, worst = _spread(plans)
                odd = Counter(p for plan in plans for t in plan.tables if len(t) != preferred for p in t)
                rows.append(
                    {
                        "players": players,
                        "table_size": preferred,
                        "rounds": rounds,
                        "tables": list(sizes),
                        "byes": byes,
                        "repeated_pairs": sum(c - 1 for c in counts.values()),
                        "pairs_met_again": sum(c > 1 for c in counts.values()),
                        "lower_bound": _lower_bound(players, sizes, byes, rounds),
                        "design": _design_value(players, sizes, rounds),
                        "random": quality(_random_event(plans, seed)).repeated_pairs,
                        "seat1_imbalance": first,
                        "seat_imbalance": worst,
                        "odd_table_max": max(odd.values()) if odd else 0,
                    }
                )
    at_bound = sum(r["repeated_pairs"] == r["lower_bound"] for r in rows)
    return {
        "events": len(rows),
        "seconds": round(time.perf_counter() - began, 1),
        "at_lower_bound": at_bound,
        "repeated_pairs_total": sum(r["repeated_pairs"] for r in rows),
        "lower_bound_total": sum(r["lower_bound"] for r in rows),
        "random_total": sum(r["random"] for r in rows),
        "worse_than_random": sum(r["repeated_pairs"] > r["random"] for r in rows),
        "design_events_at_design_value": sum(
            r["design"] is not None and r["repeated_pairs"] == r["design"] for r in rows
        ),
        "design_events": sum(r["design"] is not None for r in rows),
        "seat1_imbalance_max": max((r["seat1_imbalance"] for r in rows), default=0),
        "seat_imbalance_max": max((r["seat_imbalance"] for r in rows), default=0),
        "rows": rows,
    }


def bench_round_200(players: int, samples: int) -> dict[str, Any]:
    """The first round of a 10-round event of ``players`` (its plan covers :func:`horizon` rounds),
    cold (plan cache emptied), over ``samples`` seeds: median and slowest wall seconds."""
    walls = []
    for k in range(samples):
        _cached_plan.cache_clear()
        seed = hashlib.sha256(b"benchmarks.tournaments/200/%d" % k).digest()
        ids = [f"entrant-{i:03d}" for i in range(players)]
        wall = time.perf_counter()
        seat_event_round(1, 10, ids, "series", 4, (3, 5), {}, [], seed)
        walls.append(time.perf_counter() - wall)
    return {
        "players": players,
        "rounds_planned": min(10, horizon(players)),
        "samples": samples,
        "seconds_median": round(statistics.median(walls), 4),
        "seconds_max": round(max(walls), 4),
    }


def _span(text: str) -> range:
    """``"8-40"`` as ``range(8, 41)``; ``"0"`` or ``""``: empty."""
    if not text or text == "0":
        return range(0)
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def bench_seating(args: argparse.Namespace) -> dict[str, Any]:
    """The seating section: the grid of event sizes, the 200-player round, the main event, the
    dense and the big one."""
    grid = bench_grid(_span(args.seating_grid_players), _span(args.seating_grid_rounds))
    round_200 = bench_round_200(200, args.seating_samples) if args.seating_samples else None
    main = _seat_event(args.seating_players, args.seating_rounds, 4)
    dense = _seat_event(40, 12, 4)
    big = _seat_event(args.seating_big, min(args.seating_rounds, 6), 4) if args.seating_big else None
    return {"grid": grid, "round_200": round_200, "event": main, "dense_event": dense, "big_event": big}


def _percentiles(values: list[float]) -> dict[str, float | None]:
    """Median, p95, p99 and max of ``values`` in ms (``None`` when empty)."""
    if not values:
        return {"median": None, "p95": None, "p99": None, "max": None}
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)

    return {"median": round(statistics.median(ordered), 1), "p95": at(0.95), "p99": at(0.99), "max": at(1.0)}


def _series_run(url: str, args: argparse.Namespace) -> dict[str, Any]:
    """Play the bot series on ``url`` and measure (see the module docstring)."""
    import threading
    import uuid

    from domain.maumau.events import MatchFinished
    from domain.tournament.events import TableResultRecorded
    from domain.tournament.records import standings_of
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.adapters.settings import load_settings
    from infrastructure.services.accounts import AccountService
    from infrastructure.services.bootstrap import build_services
    from infrastructure.services.runtime import Runtime, load_runtime_settings
    from projections.in_process import start_in_process

    settings = load_settings(database_url=url, create_tables=False)
    upgrade(settings)
    services = build_services(settings)
    options = load_runtime_settings(
        bots=True,
        bot_delay_ms=args.series_bot_delay_ms,
        bot_workers=2,
        window_timers=True,
        projections_in_process=True,
        reactions_poll_seconds=0.05,
    )
    runtime = Runtime(services, options, read_side=start_in_process).start()
    seen: dict[int, float] = {}
    live_seen: dict[int, float] = {}
    stop = threading.Event()
    unsubscribe: Callable[[], None] | None = None
    try:
        accounts = AccountService(services.engine)
        handle = f"bench{uuid.uuid4().hex[:6]}"
        accounts.register(handle, "bench password 123", role="organiser")
        _info, issued = accounts.sign_in(handle, "bench password 123")
        organiser = services.tables.accounts.resolve(issued.token)
        assert organiser is not None
        services.tournaments.auto_deal_seconds = 0
        body = {
            "name": "Benchmark series",
            "format": "series",
            "ruleset": "MM-001",
            "rounds": args.series_rounds,
            "boards": args.series_boards,
        }
        tid = services.tournaments.create(organiser, body).table_id
        for _ in range(args.series_players):
            services.tournaments.register(organiser, tid, {"bot": "heuristic"})

        def on_batch(batch: Any) -> None:
            """What a live standings stream does on a tournament batch: compute the standings."""
            if batch.table_id != tid:
                return
            versions = [r.version for r in batch.events if isinstance(r.event, TableResultRecorded)]
            if versions:
                # The frame's work, on the batch's state: a subscriber runs under the stream's
                # lock, so it must not ask the service for the state (the stream does that on
                # its own thread after being woken).
                standings_of(batch.state)
                now = time.time()
                for version in versions:
                    live_seen[version] = now

        unsubscribe = services.tournaments.games.subscribe(on_batch)

        def watch() -> None:
            from projections.tournament_standings import summary

            while not stop.is_set():
                try:
                    with services.engine.connect() as conn:
                        row = summary(conn, tid)
                except Exception:  # the read model may not exist yet
                    row = None
                now = time.time()
                if row is not None:
                    version = int(row["version"])
                    if version not in seen:
                        seen[version] = now
                time.sleep(args.series_poll_ms / 1000)

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        began = time.perf_counter()
        services.tournaments.run_to_end(organiser, tid, timeout=args.series_timeout)
        wall = time.perf_counter() - began
        time.sleep(1.0)  # let the read side catch the last result
    finally:
        stop.set()
        if unsubscribe is not None:
            unsubscribe()
        runtime.stop()
    try:
        finished_at: dict[str, float] = {}
        for ref in services.tournaments.tables_of(tid):
            for record in services.games.load(ref.table_id):
                if isinstance(record.event, MatchFinished):
                    finished_at[str(ref.table_id)] = record.recorded_at.timestamp()
        latencies: list[float] = []
        live: list[float] = []
        recorded_after: list[float] = []
        projected_after: list[float] = []
        missing = 0
        versions = sorted(seen)
        for record in services.tournaments.games.load(tid):
            event = record.event
            if not isinstance(event, TableResultRecorded):
                continue
            ended = finished_at.get(event.result.table_id)
            shown = next((seen[v] for v in versions if v >= record.version), None)
            if ended is None or shown is None:
                missing += 1
                continue
            latencies.append((shown - ended) * 1000)
            if record.version in live_seen:
                live.append((live_seen[record.version] - ended) * 1000)
            recorded = record.recorded_at.timestamp()
            recorded_after.append((recorded - ended) * 1000)
            projected_after.append((shown - recorded) * 1000)
        state = services.tournaments.state(tid)
        boards = sum(len(r.points) for rnd in state.rounds for r in rnd.results if r is not None)
    finally:
        services.close()
    return {
        "backend": "postgresql" if url.startswith("postgresql") else "sqlite",
        "players": args.series_players,
        "rounds": args.series_rounds,
        "boards_per_table": args.series_boards,
        "tables": len(latencies) + missing,
        "boards_played": boards,
        "wall_seconds": round(wall, 1),
        "live_standings_ms": _percentiles(live),
        "standings_visible_ms": _percentiles(latencies),
        "result_recorded_ms": _percentiles(recorded_after),
        "read_model_after_record_ms": _percentiles(projected_after),
        "unmeasured_tables": missing,
        "poll_ms": args.series_poll_ms,
        "bot_delay_ms": args.series_bot_delay_ms,
    }


def bench_series(args: argparse.Namespace) -> dict[str, Any]:
    """The bot series on a throwaway PostgreSQL database (or ``--database-url``)."""
    if args.database_url:
        return _series_run(args.database_url, args)
    import uuid

    import psycopg

    name = f"maumau_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(args.admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        base = args.admin_url.rsplit("/", 1)[0]
        return _series_run(f"{base.replace('postgresql://', 'postgresql+psycopg://', 1)}/{name}", args)
    finally:
        with psycopg.connect(args.admin_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


SECTIONS: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "seating": bench_seating,
    "series": bench_series,
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
    seating.add_argument("--seating-grid-players", default="8-40", help="event sizes of the grid, e.g. 8-40 (0: skip)")
    seating.add_argument("--seating-grid-rounds", default="3-8", help="rounds of the grid's events")
    seating.add_argument("--seating-samples", type=int, default=7, help="seeds of the 200-player round (0: skip)")
    series = parser.add_argument_group("series")
    series.add_argument("--series-players", type=int, default=64)
    series.add_argument("--series-rounds", type=int, default=6)
    series.add_argument("--series-boards", type=int, default=2, help="Mau-Mau rounds per table and round")
    series.add_argument(
        "--series-bot-delay-ms",
        type=int,
        default=400,
        help="each bot's pause before a move (the service's default 400; 0: as fast as the CPU lets them)",
    )
    series.add_argument("--series-poll-ms", type=float, default=5.0, help="how often the watcher reads the summary")
    series.add_argument("--series-timeout", type=float, default=1800.0)
    series.add_argument(
        "--admin-url",
        default=os.environ.get("MAUMAU_TEST_POSTGRES_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/test"),
        help="PostgreSQL to make the throwaway database in",
    )
    series.add_argument("--database-url", default=None, help="use this database instead (migrated to head)")
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
