"""Read-side benchmark on PostgreSQL: rebuild throughput and live lag (commit -> visible).

Run ``python -m benchmarks.projections --json`` (PostgreSQL at 127.0.0.1:5432 as ``postgres``;
a throwaway database ``maumau_bench_<hex>`` is created and dropped unless ``--database-url`` names
one).  Figures and how to read them: ``docs/benchmarks.md``.

What is measured (wall clock, ``time.perf_counter``):

* **rebuild**: a store of at least ``--events`` events (default 200,000) of bot matches of every
  preset (random and heuristic bots, 2-4 seats, finished matches) is written first; then all five
  projections are rebuilt from position 0 into fresh tables by
  :func:`projections.runner.rebuild` (one shared read of the log, batches of ``--batch-size``,
  ``COPY`` for inserts, bulk upserts, one transaction per projection and batch; ``--jobs N``
  splits the projections over N worker processes) and swapped in; reported as events/s (events in
  the log / wall seconds, table creation and swap included), and per CPU second of this process
  (all its threads, not its ``--jobs`` workers; the PostgreSQL server's own CPU not included),
  which is the steadier figure on a shared machine (the load average is printed alongside).
* **live lag**: a runner follows the log (LISTEN/NOTIFY wake-ups, as ``maumau projections run``)
  while a writer appends bot matches command by command (1-6 events per append, like single
  moves) at ``--rate`` events/s for ``--seconds``; a poller reads the lowest tracking position every
  2 ms.  The lag of an append is the time from its commit (``append`` returned) until every
  projection's position covers its last notification id; reported as p50/p99/max.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import threading
import time
import uuid
from typing import Any

DEFAULT_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"


def _log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def make_matches(n_events: int, seed: int) -> list[tuple[uuid.UUID, list[object]]]:
    """Finished bot matches of every preset with at least ``n_events`` events in all."""
    from tests.projections.helpers import bot_matches

    out: list[tuple[uuid.UUID, list[object]]] = []
    total = 0
    k = 0
    while total < n_events:
        batch = bot_matches(70, seed=seed + k, max_rounds=4)
        k += 1
        for m in batch:
            out.append(m)
            total += len(m[1])
            if total >= n_events:
                break
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run(url: str, n_events: int, batch_size: int, rate: float, seconds: float, seed: int,
        jobs: int = 1) -> dict[str, Any]:
    """Write the store, rebuild everything, measure live lag; return the figures."""
    from infrastructure.migrate import upgrade
    from infrastructure.settings import load_settings
    from projections.runner import PROJECTIONS, Runner, make_engine, open_store, postgres_dsn, read_trackers, rebuild

    settings = load_settings(database_url=url, create_tables=False)
    upgrade(settings)
    store, engine = open_store(settings), make_engine(settings)
    try:
        t0 = time.perf_counter()
        matches = make_matches(n_events, seed)
        _log(f"simulated {len(matches)} matches in {time.perf_counter() - t0:.1f} s")
        t0 = time.perf_counter()
        for stream, events in matches:
            for i in range(0, len(events), 500):
                store.append(stream, i, events[i:i + 500])
        events_total = store.max_notification_id()
        _log(f"wrote {events_total} events in {time.perf_counter() - t0:.1f} s")

        t0, c0 = time.perf_counter(), time.process_time()
        rebuild(engine, store, list(PROJECTIONS), batch_size=batch_size, jobs=jobs)
        rebuild_s, rebuild_cpu = time.perf_counter() - t0, time.process_time() - c0
        _log(f"rebuilt all projections: {events_total / rebuild_s:,.0f} events/s")

        # ---------------------------------------------------------------- live lag
        stop = threading.Event()
        runner = Runner(engine, store, batch_size=500)
        follower = threading.Thread(target=runner.run_forever, args=(stop,),
                                    kwargs={"poll_interval": 0.5, "listen_url": postgres_dsn(settings)})
        follower.start()
        commits: list[tuple[float, int]] = []
        visible: dict[int, float] = {}
        positions: list[tuple[float, int]] = []

        def poll() -> None:
            with engine.connect() as conn:
                while not stop.is_set():
                    pos = min(t.position for t in read_trackers(conn, PROJECTIONS).values())
                    conn.commit()
                    positions.append((time.perf_counter(), pos))
                    time.sleep(0.002)

        poller = threading.Thread(target=poll)
        poller.start()
        rng = random.Random(seed)
        live = make_matches(int(rate * seconds) + 2000, seed + 1000)
        started = time.perf_counter()
        written = 0
        cursor = [(sid, evs, 0) for sid, evs in live]
        while time.perf_counter() - started < seconds and cursor:
            i = rng.randrange(min(8, len(cursor)))
            sid, evs, done = cursor[i]
            k = rng.randint(1, 6)
            chunk = evs[done:done + k]
            ids = store.append(sid, done, chunk)
            commits.append((time.perf_counter(), ids[-1]))
            written += len(chunk)
            done += len(chunk)
            if done >= len(evs):
                cursor.pop(i)
            else:
                cursor[i] = (sid, evs, done)
            target = started + written / rate
            pause = target - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
        write_s = time.perf_counter() - started
        deadline = time.perf_counter() + 30
        last_id = commits[-1][1]
        while (not positions or positions[-1][1] < last_id) and time.perf_counter() < deadline:
            time.sleep(0.01)
        stop.set()
        follower.join()
        poller.join()
        j = 0
        for at, pos in positions:
            while j < len(commits) and commits[j][1] <= pos:
                nid = commits[j][1]
                visible[nid] = max(at, commits[j][0])
                j += 1
        lags = [(visible[nid] - at) * 1000 for at, nid in commits if nid in visible]
        return {
            "benchmark": "projections",
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "events": events_total,
            "matches": len(matches),
            "load_average": [round(x, 2) for x in os.getloadavg()],
            "rebuild": {"seconds": round(rebuild_s, 2), "events_per_second": round(events_total / rebuild_s),
                        "cpu_seconds": round(rebuild_cpu, 2),
                        "events_per_cpu_second": round(events_total / rebuild_cpu),
                        "batch_size": batch_size, "jobs": jobs, "projections": list(PROJECTIONS)},
            "live": {"target_rate": rate, "events_written": written, "appends": len(commits),
                     "achieved_rate": round(written / write_s), "seconds": round(write_s, 1),
                     "lag_ms_p50": round(_percentile(lags, 0.50), 1), "lag_ms_p99": round(_percentile(lags, 0.99), 1),
                     "lag_ms_max": round(max(lags), 1), "measured": len(lags)},
        }
    finally:
        engine.dispose()
        store.close()


def main(argv: list[str] | None = None) -> None:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", help="an existing PostgreSQL database (default: a throwaway one)")
    parser.add_argument("--admin-url", default=os.environ.get("MAUMAU_TEST_POSTGRES_ADMIN_URL", DEFAULT_ADMIN))
    parser.add_argument("--events", type=int, default=200_000, help="events in the store to rebuild from")
    parser.add_argument("--batch-size", type=int, default=5000, help="rebuild batch size (events)")
    parser.add_argument("--jobs", type=int, default=1, help="rebuild worker processes")
    parser.add_argument("--rate", type=float, default=300.0, help="live write load, events/s")
    parser.add_argument("--seconds", type=float, default=20.0, help="live measurement duration")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true", help="do not drop the throwaway database")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    url = args.database_url
    created = None
    if url is None:
        import psycopg

        name = f"maumau_bench_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(args.admin_url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        created = name
        url = args.admin_url.rsplit("/", 1)[0] + f"/{name}"
    try:
        result = run(url, args.events, args.batch_size, args.rate, args.seconds, args.seed, args.jobs)
    finally:
        if created and not args.keep:
            import psycopg

            with psycopg.connect(args.admin_url, autocommit=True) as conn:
                conn.execute(f'DROP DATABASE IF EXISTS "{created}" WITH (FORCE)')
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        r, live = result["rebuild"], result["live"]
        print(f"rebuild: {result['events']} events in {r['seconds']} s = {r['events_per_second']:,} events/s "
              f"({r['events_per_cpu_second']:,} per CPU second)")
        print(f"live lag at {live['achieved_rate']} events/s: p50 {live['lag_ms_p50']} ms, "
              f"p99 {live['lag_ms_p99']} ms, max {live['lag_ms_max']} ms")


if __name__ == "__main__":
    main()
