"""``maumau projections ...``: run the projection worker, show its status, rebuild a read model.

* ``run``: follow the notification log until stopped (SIGTERM/SIGINT); on PostgreSQL it LISTENs
  for the event store's NOTIFY and polls as a fallback; a separate process from the HTTP service.
* ``status``: position and lag of every projection, where one is parked on a failing event
  with the error, and a registered projection whose tables are missing (``--json`` for scripts;
  exit code 1 when any is parked or broken).
* ``resume NAME``: lift a park, so the runner tries the failing event again (after a fix).
* ``skip NAME --event ID --reason TEXT``: leave the one event a projection is parked on out of it,
  recorded with the reason (an operator's decision; see ``docs/read_models.md``).
* ``rebuild NAME...`` (or ``--all``): rebuild from position 0 into fresh tables and swap them in
  while the service keeps running.
* ``checksum``: row counts and SHA-256 of every read table (compare two databases, or before
  and after a rebuild).
"""

from __future__ import annotations

import json
import logging
import signal
import threading
import time
from functools import partial
from typing import Annotated, Any

import typer

from infrastructure.adapters.settings import load_settings

projections_app = typer.Typer(help="Read models: run the projection worker, status, rebuild.", no_args_is_help=True)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]
DatabaseOption = Annotated[str | None, typer.Option("--database-url", help="Override MAUMAU_DATABASE_URL.")]


def _open(database_url: str | None) -> tuple[Any, Any, Any]:
    from projections.api import make_engine, open_store

    settings = load_settings(**({"database_url": database_url} if database_url else {}))
    if (message := settings.no_database_message()) is not None:  # never create one by looking
        typer.echo(message, err=True)
        raise typer.Exit(1)
    return settings, make_engine(settings), open_store(settings)


@projections_app.command("run")
def run(
    database_url: DatabaseOption = None,
    batch_size: Annotated[int, typer.Option(min=1, help="Events per transaction.")] = 500,
    poll_interval: Annotated[float, typer.Option(min=0.01, help="Seconds between polls without NOTIFY.")] = 0.5,
    once: Annotated[bool, typer.Option("--once", help="Catch up with the log, then exit.")] = False,
) -> None:
    """Follow the event log into the read tables until stopped."""
    from infrastructure.adapters.pg_listen import postgres_dsn
    from infrastructure.services.leases import Lease, default_holder, run_as_leader
    from projections.runner import Runner, ensure_installed

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings, engine, store = _open(database_url)
    try:
        if settings.create_tables:
            ensure_installed(engine)
        runner = Runner(engine, store, batch_size=batch_size)
        if once:
            n = runner.run_until_caught_up()
            runner.close()
            typer.echo(f"applied {n} event(s)")
            for park in runner.parked.values():
                typer.echo(
                    f"PARKED {park.name} at position {park.position}: notification {park.notification_id} "
                    f"({park.event_type}) fails with {park.error_type}: {park.error}",
                    err=True,
                )
            if runner.parked:
                raise typer.Exit(1)
            return
        stop = threading.Event()
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: stop.set())
        listen = postgres_dsn(settings) if settings.is_postgres else None
        lease = Lease(engine, "projections", settings.lease_seconds, default_holder(settings.host_name))
        typer.echo(
            f"projections: following the log ({'LISTEN/NOTIFY' if listen else 'polling'}) while holding "
            f"the lease 'projections' as {lease.holder}",
            err=True,
        )
        run_as_leader(lease, partial(runner.run_forever, poll_interval=poll_interval, listen_url=listen), stop)
        runner.close()
    finally:
        engine.dispose()
        store.close()


@projections_app.command("status")
def show_status(database_url: DatabaseOption = None, as_json: JsonOption = False) -> None:
    """Position, lag and generation of every projection; a parked one with its failing event and
    error, a registered one whose tables are missing (exit code 1 when any is parked or broken)."""
    from projections.api import status

    _, engine, store = _open(database_url)
    try:
        rows = status(engine, store, errors=True)
    finally:
        engine.dispose()
        store.close()
    parked = [r for r in rows if r["parked"]]
    broken = [r for r in rows if r["error"]]
    if as_json:
        typer.echo(json.dumps(rows, indent=2))
    else:
        typer.echo(f"{'projection':<22} {'position':>10} {'head':>10} {'lag':>8} {'lag s':>8} {'gen':>4}  note")
        for r in rows:
            notes = [f"ERROR: {r['error']}"] if r["error"] else []
            if r["needs_rebuild"]:
                notes.append("needs rebuild (schema changed)")
            if r["parked"]:
                notes.append(f"PARKED before notification {r['parked']['notification_id']}")
            if r["skipped"]:
                notes.append(f"skipped {len(r['skipped'])} event(s)")
            lag_s = "-" if r["lag_seconds"] is None else f"{r['lag_seconds']:.2f}"
            typer.echo(
                f"{r['name']:<22} {_cell(r['position']):>10} {r['head']:>10} {r['lag']:>8} "
                f"{lag_s:>8} {_cell(r['generation']):>4}  {'; '.join(notes)}"
            )
        for r in parked:
            p = r["parked"]
            typer.echo(
                f"\n{r['name']} is PARKED at position {p['position']} since {p['parked_at']} "
                f"({p['attempts']} attempts):\n  notification {p['notification_id']}: {p['event_type']} "
                f"(stream {p['stream_id']} version {p['stream_version']})\n  {p['error_type']}: {p['error']}\n"
                f"  after a fix: maumau projections resume {r['name']}"
            )
        for r in broken:
            typer.echo(f"\n{r['name']} is BROKEN: {r['error']}", err=True)
    if parked or broken:
        raise typer.Exit(1)


def _cell(value: object) -> str:
    """A status cell ('-' for a value a projection without a tracking row does not have)."""
    return "-" if value is None else str(value)


@projections_app.command("resume")
def resume_cmd(
    name: Annotated[str, typer.Argument(help="The parked projection (see `status`).")],
    database_url: DatabaseOption = None,
) -> None:
    """Lift a projection's park: the runner tries its failing event again (a fixed projection
    catches up; one still broken parks again on the same event)."""
    from projections import parking

    _, engine, store = _open(database_url)
    try:
        with engine.begin() as conn:
            park = parking.resume(conn, name)
    finally:
        engine.dispose()
        store.close()
    if park is None:
        typer.echo(f"{name} is not parked", err=True)
        raise typer.Exit(1)
    typer.echo(f"{name}: resumed at position {park.position} (it was parked on notification {park.notification_id})")


@projections_app.command("skip")
def skip_cmd(
    name: Annotated[str, typer.Argument(help="The parked projection (see `status`).")],
    event: Annotated[int, typer.Option("--event", help="The notification id it is parked on (confirms which).")],
    reason: Annotated[str, typer.Option("--reason", help="Why the event may be left out (kept with the record).")],
    database_url: DatabaseOption = None,
) -> None:
    """Leave the one event a projection is parked on out of that projection, for good (also in
    rebuilds): recorded with the error, the reason and the time, then the park is lifted."""
    from projections import parking

    if not reason.strip():
        raise typer.BadParameter("say why the event may be left out", param_hint="--reason")
    _, engine, store = _open(database_url)
    try:
        with engine.begin() as conn:
            park = parking.skip(conn, name, event, reason.strip())
    except parking.NotParked as error:
        typer.echo(str(error), err=True)
        raise typer.Exit(1) from error
    finally:
        engine.dispose()
        store.close()
    typer.echo(f"{name}: notification {event} ({park.event_type}) skipped; resumed at position {park.position}")


@projections_app.command("rebuild")
def rebuild_cmd(
    names: Annotated[list[str] | None, typer.Argument(help="Projection names (see `status`).")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Rebuild every projection.")] = False,
    database_url: DatabaseOption = None,
    batch_size: Annotated[int, typer.Option(min=1, help="Events per transaction.")] = 20_000,
    jobs: Annotated[int, typer.Option(min=1, help="Worker processes (PostgreSQL).")] = 1,
    as_json: JsonOption = False,
) -> None:
    """Rebuild read models from position 0 into fresh tables, then swap them in (no downtime)."""
    from projections.api import NAMES, rebuild

    chosen = list(NAMES) if all_ else list(names or [])
    if not chosen:
        raise typer.BadParameter(f"name one or more of {', '.join(NAMES)}, or use --all", param_hint="NAMES")
    unknown = [n for n in chosen if n not in NAMES]
    if unknown:
        raise typer.BadParameter(f"unknown {', '.join(unknown)}; known: {', '.join(NAMES)}", param_hint="NAMES")
    _, engine, store = _open(database_url)
    started = time.perf_counter()
    try:
        generations = rebuild(engine, store, chosen, batch_size=batch_size, jobs=jobs)
        head = store.max_notification_id()
    finally:
        engine.dispose()
        store.close()
    seconds = time.perf_counter() - started
    result = {
        "rebuilt": generations,
        "events": head,
        "seconds": round(seconds, 3),
        "events_per_second": round(head / seconds, 1) if seconds else None,
    }
    if as_json:
        typer.echo(json.dumps(result, indent=2))
    else:
        for name, gen in generations.items():
            typer.echo(f"{name}: rebuilt as generation {gen}")
        typer.echo(f"{head} events in {seconds:.2f} s")


@projections_app.command("checksum")
def checksum_cmd(database_url: DatabaseOption = None, as_json: JsonOption = False) -> None:
    """Row count and SHA-256 of every read table, in primary-key order."""
    from projections.api import checksums

    _, engine, store = _open(database_url)
    try:
        sums = checksums(engine)
    finally:
        engine.dispose()
        store.close()
    if as_json:
        typer.echo(json.dumps({k: {"rows": n, "sha256": h} for k, (n, h) in sums.items()}, indent=2))
        return
    for name, (n, h) in sums.items():
        typer.echo(f"{name:<22} {n:>9} {h}")


if __name__ == "__main__":  # ``python -m projections.cli run`` (the worker without the whole CLI)
    projections_app()
