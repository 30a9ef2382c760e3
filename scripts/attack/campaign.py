"""The attack campaign: bad input, leaks, limits and faults against the real service (issue #8).

Run ``python -m scripts.attack.campaign --json [--quick] [--database-url URL] [--seconds N] [--faults]``.
It starts ``maumau serve`` as a subprocess on a throwaway database (a fresh SQLite file, or with
a ``postgresql://`` URL a ``maumau_attack_<hex>`` database created on that server and dropped at
the end; ``maumau db upgrade`` runs first) and talks to it over HTTP on 127.0.0.1 only, bounded
in count and time:

1. **bad-input matrix** (``scripts.attack.inputs``): every route of ``/openapi.json`` with
   malformed and hostile input, one dimension at a time — no 5xx, every 4xx in the documented
   shape, a refused write changes nothing;
2. **leak scan** (``scripts.attack.leaks``): tables of bots and HTTP seats; everything each
   role receives (seats, a former seat, a spectator, the host, anonymous) is scanned against the
   truth read from the database; and a sealed duplicate round whose table A has finished while
   table B plays: no viewer but the director sees A's result, its effect on the standings or
   when its boards ended, on any path, before the round closes (``sealed_results``);
3. **limits** (``scripts.attack.limits``): a sign-in flood (refused past the failed sign-in
   limits, the owner elsewhere still signs in; memory and a seat's ``/view`` measured), ``--burst``
   event streams at once against a cap of ``--sse-cap`` (admitted must equal its public share), a
   stream flood from one address (its cap exact, a seat's stream still admitted), and request
   bodies over the size limit (413);
4. **faults** (``scripts.attack.faults``, with ``--faults``): ``kill -9`` of the service under a
   move load (and ``pg_terminate_backend`` on PostgreSQL); every acknowledged move must be in the
   store exactly once;
5. **look-alike names** (``scripts.attack.names``): every route taking a name a person sees,
   fed trailing newlines, bidi overrides, zero-width and other hidden characters — none accepted;
6. **squatting** (``scripts.attack.squatting``): throwaway guests registering where the
   organiser closed registration, one entrant lodging protests past the limits, the summary's size.

The report (one JSON document with ``--json``) holds per part the counts, the problems found with
reproductions, the durations, the machine's load average and the git commit; ``verdict`` sums up
what must be zero.  ``--quick`` (SQLite: well under a minute) is what
``tests/benchmarks/test_attack_smoke.py`` runs.  Exit code 0 when the verdict is clean, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from scripts.attack.common import ROOT, Service, snapshot_engine, throwaway_database
from scripts.attack.faults import run_faults
from scripts.attack.inputs import run_matrix
from scripts.attack.leaks import run_leaks, run_sealed_results
from scripts.attack.limits import run_limits
from scripts.attack.names import run_names
from scripts.attack.squatting import run_squatting

__all__ = ["main", "run", "verdict"]

BODY_LIMIT = 64 * 1024
"""The body size limit the service is started with (``MAUMAU_MAX_BODY_BYTES``)."""
SSE_PER_ADDRESS = 10
"""The streams one address may hold (``MAUMAU_SSE_MAX_STREAMS_PER_ADDRESS``)."""
SSE_PUBLIC_SHARE = 0.8
"""The share of ``--sse-cap`` public streams may hold (``MAUMAU_SSE_PUBLIC_SHARE``)."""


def _git() -> dict[str, Any]:
    """The commit the campaign ran on, and whether the work tree had uncommitted changes."""

    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
        return done.stdout.strip()

    return {"commit": git("rev-parse", "HEAD"), "dirty": bool(git("status", "--porcelain", "--untracked-files=no"))}


def verdict(report: dict[str, Any]) -> dict[str, Any]:
    """What must be zero (or true) for a clean campaign, read from the report's parts."""
    matrix, leaks, limits = report["matrix"], report["leaks"], report["limits"]
    out: dict[str, Any] = {
        "matrix_5xx": matrix["server_errors_5xx"],
        "matrix_problems": sum(matrix["problems"].values()),
        "leaks": leaks["leaks"],
        "leak_scan_problems": leaks["problems"],
        "former_seat_non_401": leaks["former_seat"]["non_401"],
        "former_seat_frames_after_leave": leaks["former_seat"]["frames_after_leave"],
        "sse_cap_exact": limits["sse_cap"]["exact"],
        "sign_in_flood_ok": limits["sign_in_flood"]["ok"],
        "stream_flood_ok": limits["stream_flood"]["ok"],
        "body_limit_ok": limits["body_limit"]["ok"],
        "service_tracebacks": len(report["service_tracebacks"]),
    }
    if "squatting" in report:
        sq = report["squatting"]
        out.update(
            {
                "squatting_5xx": sq["server_errors_5xx"],
                "squatting_shape_problems": len(sq["shape_problems"]),
                "squatting_admitted_where_closed": sq["registrations"]["admitted_where_closed"],
                "squatting_protests_over_limit": sq["protests"]["accepted_over_limit"],
                "squatting_genuine_protest_refused": sq["protests"]["genuine_refused"],
                "squatting_summary_bounded": sq["protests"]["summary_bounded"],
            }
        )
    if "names" in report:
        names = report["names"]
        out.update(
            {
                "names_accepted": names["accepted"],
                "names_5xx": names["server_errors_5xx"],
                "names_shape_problems": names["shape_problems"],
                "names_stored_hidden": len(names["stored_with_hidden_characters"]),
                "names_honest_refused": names["honest_refused"],
            }
        )
    if "sealed_results" in report:
        sealed = report["sealed_results"]
        out.update(
            {
                "result_leaks": sealed["leaks"],
                "result_scan_problems": sealed["problems"],
                "result_control_found": sealed["control_differences"] > 0,
                "result_standings_recomputed": sealed["standings_recomputed"],
            }
        )
    if "faults" in report:
        faults = report["faults"]
        out.update(
            {
                "faults_lost": faults["lost"],
                "faults_duplicated": faults["duplicated"],
                "faults_extra_batches": faults["extra_batches"],
                "faults_5xx_other_than_503": faults["answers_5xx_other_than_503"],
            }
        )
    # A boolean must be True (False == 0 would otherwise pass as a zero count).
    out["clean"] = all(v is True if isinstance(v, bool) else v == 0 for v in out.values())
    return out


def run(args: argparse.Namespace) -> dict[str, Any]:
    """The whole campaign (see the module docstring); returns the report."""
    started = time.monotonic()
    logs = Path(tempfile.mkdtemp(prefix="maumau-attack-"))
    report: dict[str, Any] = {
        "git": _git(),
        "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "load_before": os.getloadavg()},
        "settings": {
            "quick": args.quick,
            "seconds": args.seconds,
            "leak_seconds": args.leak_seconds,
            "leak_min_moves": args.leak_min_moves,
            "rounds": args.rounds,
            "sse_cap": args.sse_cap,
            "burst": args.burst,
            "faults": args.faults,
            "fault_clients": args.clients,
            "kills": args.kills,
            "body_limit": BODY_LIMIT,
        },
    }
    with throwaway_database(args.database_url) as url:
        report["backend"] = "postgresql" if url.startswith("postgresql") else "sqlite"
        env = {
            "MAUMAU_SSE_MAX_STREAMS": str(args.sse_cap),
            "MAUMAU_SSE_MAX_STREAMS_PER_ADDRESS": str(SSE_PER_ADDRESS),
            "MAUMAU_SSE_PUBLIC_SHARE": str(SSE_PUBLIC_SHARE),
            "MAUMAU_MAX_BODY_BYTES": str(BODY_LIMIT),
        }
        service = Service(url, logs, env=env)
        engine = snapshot_engine(url)
        service.start()
        try:
            report["limits"] = run_limits(
                service.base,
                args.sse_cap,
                args.burst,
                BODY_LIMIT,
                per_address=SSE_PER_ADDRESS,
                public_share=SSE_PUBLIC_SHARE,
                pid=service.process.pid if service.process is not None else None,
            )
            report["matrix"] = run_matrix(service.base, engine, args.quick)
            report["names"] = run_names(service.base, engine, args.quick)
            report["leaks"] = run_leaks(
                service.base, url, args.quick, args.leak_seconds or args.seconds, args.rounds, args.leak_min_moves
            )
            report["squatting"] = run_squatting(service.base, engine, args.quick)
            report["sealed_results"] = run_sealed_results(service.base, url)
            if args.faults:
                report["faults"] = run_faults(service, args.clients, args.fault_seconds or args.seconds, args.kills)
        finally:
            service.stop()
            engine.dispose()
        report["service_tracebacks"] = service.tracebacks()[:20]
    report["machine"]["load_after"] = os.getloadavg()
    report["seconds"] = round(time.monotonic() - started, 1)
    report["verdict"] = verdict(report)
    if args.keep_logs:
        report["logs"] = str(logs)
    else:
        shutil.rmtree(logs, ignore_errors=True)
    return report


def _print(report: dict[str, Any]) -> None:
    m, lk, li = report["matrix"], report["leaks"], report["limits"]
    print(f"{report['backend']} at {report['git']['commit'][:10]}, {report['seconds']} s, load {report['machine']}")
    print(
        f"matrix: {m['inputs_tried']} inputs on {m['routes']} routes, by status {m['by_status']}, "
        f"problems {m['problems']}"
    )
    print(
        f"leaks: {lk['rounds_played']} rounds, {lk['bodies_scanned']} bodies, {lk['frames_scanned']} frames, "
        f"{lk['leaks']} leaks; former seat {lk['former_seat']}"
    )
    if "sealed_results" in report:
        sr = report["sealed_results"]
        print(
            f"sealed results: {sr['bodies_scanned']} bodies, {sr['viewers']} viewers x {sr['paths']} paths, "
            f"{sr['leaks']} leaks, control {sr['control_differences']} differences"
        )
    print(f"limits: streams {li['sse_cap']['by_status']} (cap {li['sse_cap']['cap']}); body {li['body_limit']}")
    print(f"sign-in flood: {li['sign_in_flood']}")
    print(f"stream flood: {li['stream_flood']}")
    if "squatting" in report:
        sq = report["squatting"]
        print(f"squatting: registrations {sq['registrations']}; protests {sq['protests']}")
    if "names" in report:
        n = report["names"]
        print(f"names: {n['inputs_tried']} look-alikes on {n['routes']} routes, {n['accepted']} accepted")
    if "faults" in report:
        f = report["faults"]
        print(
            f"faults: {f['faults']}; {f['acknowledged']} acknowledged, {f['lost']} lost, "
            f"{f['duplicated']} duplicated, {f['extra_batches']} extra"
        )
    print(f"verdict: {report['verdict']}")


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point (``python -m scripts.attack.campaign``)."""
    parser = argparse.ArgumentParser(prog="python -m scripts.attack.campaign", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--quick", action="store_true", help="a small campaign (the smoke test's)")
    parser.add_argument(
        "--database-url",
        help="sqlite (a fresh file is used) or a PostgreSQL server to create a throwaway database on (default: SQLite)",
    )
    parser.add_argument("--seconds", type=float, help="time for the leak scan's tables (and the fault load)")
    parser.add_argument("--rounds", type=int, help="rounds per leak-scan table")
    parser.add_argument("--sse-cap", type=int, default=50, help="MAUMAU_SSE_MAX_STREAMS of the service")
    parser.add_argument("--burst", type=int, default=300, help="event streams opened at once")
    parser.add_argument("--faults", action="store_true", help="run part 4: kill -9 (and pg_terminate_backend)")
    parser.add_argument(
        "--leak-seconds",
        type=float,
        help="time cap of the leak scan (default: 60 with --quick, where the rounds are the budget; else --seconds)",
    )
    parser.add_argument(
        "--leak-min-moves",
        type=int,
        help="moves through HTTP each leak-scan table makes at least (default: 40 with --quick, else 0)",
    )
    parser.add_argument("--fault-seconds", type=float, help="duration of the fault load (default --seconds)")
    parser.add_argument("--clients", type=int, default=4, help="client threads of the fault load")
    parser.add_argument("--kills", type=int, help="kill -9s during the fault load")
    parser.add_argument("--keep-logs", action="store_true", help="keep the service's logs (path in the report)")
    args = parser.parse_args(argv)
    if args.seconds is None:
        args.seconds = 12.0 if args.quick else 90.0
    if args.rounds is None:
        args.rounds = 1 if args.quick else 3
    if args.leak_seconds is None and args.quick:
        # The quick scan's budget is its rounds (one per table), not the clock: a loaded machine
        # takes longer but scans the same; the cap only stops a stuck table.
        args.leak_seconds = 60.0
    if args.leak_min_moves is None:
        # A deal can end in a few moves: the quick scan plays on until it has a fixed amount.
        args.leak_min_moves = 40 if args.quick else 0
    if args.kills is None:
        args.kills = 1 if args.quick else 3
    report = run(args)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print(report)
    return 0 if report["verdict"]["clean"] else 1


if __name__ == "__main__":
    sys.exit(main())
