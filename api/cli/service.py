"""``maumau serve``, ``maumau db upgrade|current``, ``maumau replay`` and ``maumau verify``.

Registered on the one ``maumau`` Typer app by :func:`register` (``api/cli/main.py``).

* ``serve`` migrates the database (Alembic, :func:`infrastructure.adapters.migrate.upgrade`), then runs
  uvicorn with the app factory ``api.http.app:create_app``.  The process runs the HTTP API, the bots,
  the challenge-window clock and — on SQLite by default — the projection runner thread
  (:mod:`infrastructure.services.runtime`): one process is the whole service.
* ``db upgrade`` / ``db current``: the schema, from the shell.
* ``replay TABLE_ID ROUND [--at V] [--seat N]``: a finished round's full state at a version (every
  hand, the draw pile, the seed), or with ``--seat`` as that seat saw it; a running round only as
  one seat saw it (``--seat``).
* ``verify TABLE_ID ROUND``: re-run a finished round's deal and reshuffles from its revealed seed;
  exit code 0 when everything matches, 1 otherwise.
* ``reactions run|status|resume``: the durable reactions (:mod:`infrastructure.services.reactions`, the
  window clock) as a process of their own, where they stand, and lifting a park.  ``serve`` runs
  them in-process too (``MAUMAU_REACTIONS_IN_PROCESS``); several runners on one database are safe.
"""

from __future__ import annotations

import json
import os
import sys
import uuid
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.errors import ServiceError

__all__ = ["db_app", "reactions_app", "register", "replay_command", "serve", "verify_command"]

db_app = typer.Typer(help="The database schema (Alembic migrations).", no_args_is_help=True)
reactions_app = typer.Typer(
    help="Durable reactions (the challenge-window clock): run them, their status, resume a park.",
    short_help="Durable reactions (the window clock): run, status, resume.",
    no_args_is_help=True,
)

DatabaseOption = Annotated[str | None, typer.Option("--database-url", help="Override MAUMAU_DATABASE_URL.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


def _settings(database_url: str | None, **extra: Any) -> Settings:
    overrides: dict[str, Any] = {k: v for k, v in extra.items() if v is not None}
    if database_url:
        overrides["database_url"] = database_url
    return load_settings(**overrides)


def settings_for(database_url: str | None) -> Settings:
    """The settings of a command: the environment's, ``--database-url`` overriding the database."""
    return _settings(database_url)


def existing_database(database_url: str | None) -> Settings:
    """The settings of a command that only reads or operates an existing database: exit 1 with a
    message naming the missing SQLite file (and how to create one) instead of creating it."""
    settings = _settings(database_url)
    message = settings.no_database_message()
    if message is not None:
        typer.echo(message, err=True)
        raise typer.Exit(1)
    return settings


def announce_new_database(settings: Settings) -> None:
    """Say on stderr that a command is about to create a new SQLite database (never silently)."""
    missing = settings.missing_database
    if missing is not None:
        typer.echo(f"creating a new database at {missing}", err=True)


def _redacted_url(settings: Settings) -> str:
    """The database URL without its password (for messages)."""
    return settings.sqlalchemy_url.render_as_string(hide_password=True)


# ---------------------------------------------------------------- serve


def serve(
    host: Annotated[str | None, typer.Option(help="Address to bind (default MAUMAU_HOST or 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port to bind (default MAUMAU_PORT or 8000).")] = None,
    database_url: DatabaseOption = None,
    bots: Annotated[bool, typer.Option("--bots/--no-bots", help="Let bot seats move in this process.")] = True,
    bot_delay_ms: Annotated[
        int | None, typer.Option(min=0, help="Bots' thinking time in ms (default MAUMAU_BOT_DELAY_MS or 400).")
    ] = None,
    projections: Annotated[
        bool | None,
        typer.Option(
            "--projections/--no-projections",
            help="Run the projection runner in this process (default: yes on SQLite, no on PostgreSQL).",
        ),
    ] = None,
    migrate: Annotated[bool, typer.Option("--migrate/--no-migrate", help="Run `db upgrade` first.")] = True,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
    workers: Annotated[
        int,
        typer.Option(
            min=1,
            help="HTTP worker processes (PostgreSQL only; each runs bots and timers, which race "
            "safely through expected versions).",
        ),
    ] = 1,
) -> None:
    """Run the service: migrate the database, then serve HTTP with bots, timers and read models."""
    import uvicorn

    from infrastructure.adapters.migrate import upgrade

    settings = _settings(database_url)
    if workers > 1 and not settings.is_postgres:
        typer.echo("--workers: several processes need PostgreSQL (SQLite serves everything in one process)", err=True)
        raise typer.Exit(2)
    if migrate:
        announce_new_database(settings)
        upgrade(settings)
        typer.echo(f"database {_redacted_url(settings)} is at the latest schema", err=True)
    # The app factory reads its settings from the environment: pass the options on that way.
    env = os.environ
    if database_url:
        env["MAUMAU_DATABASE_URL"] = database_url
    env["MAUMAU_BOTS"] = "true" if bots else "false"
    if bot_delay_ms is not None:
        env["MAUMAU_BOT_DELAY_MS"] = str(bot_delay_ms)
    if projections is not None:
        env["MAUMAU_PROJECTIONS_IN_PROCESS"] = "true" if projections else "false"
    from api.http.metrics import prepare_multiprocess  # /metrics sums every worker's counts (docs/operations.md)

    prepare_multiprocess(workers)
    uvicorn.run(
        "api.http.app:create_app",
        factory=True,
        host=host or settings.host,
        port=port if port is not None else settings.port,
        log_level=log_level,
        timeout_graceful_shutdown=3,
        workers=workers,
        # A worker still importing the app on a busy machine answers the supervisor's ping late:
        # with uvicorn's 5 s it was killed and restarted in a loop and never served (load 15 on
        # 2 cores).  A worker that hangs for good is still replaced, a minute later.
        timeout_worker_healthcheck=60,
    )


# ---------------------------------------------------------------- db


@db_app.command("upgrade")
def db_upgrade(
    database_url: DatabaseOption = None,
    revision: Annotated[str, typer.Option(help="Target revision.")] = "head",
) -> None:
    """Migrate the database to the latest schema (idempotent)."""
    from infrastructure.adapters.migrate import current_revision, upgrade

    settings = _settings(database_url)
    announce_new_database(settings)
    upgrade(settings, revision)
    typer.echo(f"{_redacted_url(settings)}: at revision {current_revision(settings)}")


@db_app.command("current")
def db_current(database_url: DatabaseOption = None) -> None:
    """Show the database's revision and the latest one."""
    from infrastructure.adapters.migrate import current_revision, head_revision

    settings = existing_database(database_url)
    typer.echo(f"current: {current_revision(settings)}  head: {head_revision()}")


# ---------------------------------------------------------------- replay / verify


def _history(database_url: str | None, table_id: str) -> Any:
    """Open the services read-only in spirit, load the table's stream; exits 1 on an unknown table."""
    from infrastructure.services.bootstrap import build_services
    from infrastructure.services.replay import load_history

    try:
        tid = uuid.UUID(table_id)
    except ValueError:
        raise typer.BadParameter(f"not a table id: {table_id!r}", param_hint="'TABLE_ID'") from None
    services = build_services(existing_database(database_url))
    try:
        services.tables.table(tid)
        return load_history(services.games, tid)
    except ServiceError as error:
        _fail(error)
    finally:
        services.close()


def _fail(error: ServiceError) -> None:
    typer.echo(f"error ({error.rule}): {error.message}", err=True)
    raise typer.Exit(1)


def replay_command(
    table_id: Annotated[str, typer.Argument(help="The table (match) id.")],
    round_no: Annotated[int, typer.Argument(metavar="ROUND", min=1, help="The round number, from 1.")],
    at: Annotated[
        int | None, typer.Option("--at", min=1, help="The version to show (default: the round's last).")
    ] = None,
    seat: Annotated[
        int | None,
        typer.Option(min=0, help="Show the round as this seat saw it (needed while the round runs)."),
    ] = None,
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show a round at a version: everything once it is over, one seat's view while it runs.

    With --seat, a round that is over is shown as that seat saw it (its hand and what it knew);
    --json then holds both the seat's view and the whole state."""
    from infrastructure.services.replay import replay

    history = _history(database_url, table_id)
    try:
        body = replay(history, round_no, at, seat)
    except ServiceError as error:
        if error.rule == "round_running":
            typer.echo(f"round {round_no} is running: pass --seat N to see it as that seat", err=True)
            raise typer.Exit(1) from None
        _fail(error)
    if as_json:
        typer.echo(json.dumps(body, indent=2, ensure_ascii=False))
        return
    _print_replay(body)


def _print_replay(body: dict[str, Any]) -> None:
    console = Console(file=sys.stdout, soft_wrap=True)
    span = f"{body['first_version']}..{body['last_version'] if body['round_over'] else '(running)'}"
    console.print(
        f"[bold]table {body['table_id']}[/] round {body['round_no']} at version {body['version']} "
        f"(round versions {span}); commitment {body['commitment']}"
    )
    table = Table(show_header=False)
    table.add_column("what")
    table.add_column("value")
    if body["state"] is not None and body["view"] is None:
        state = body["state"]
        for seat, hand in enumerate(state["hands"]):
            name = state["players"][seat] if seat < len(state["players"]) else ""
            table.add_row(f"seat {seat} {name}", " ".join(hand) or "-")
        table.add_row("discard (top last)", " ".join(state["discard"]) or "-")
        table.add_row("draw pile (next first)", " ".join(state["draw_pile"]) or "-")
        table.add_row("turn / phase", f"{_none(state['turn'])} / {state['phase']}")
        table.add_row("seed", _none(state["seed"]))
    else:
        view = body["view"]
        table.add_row(f"seat {body['seat']} hand", " ".join(view["hand"]) or "-")
        table.add_row("hand sizes", " ".join(map(str, view["hand_sizes"])))
        table.add_row("discard (top last)", " ".join(view["discard"]) or "-")
        table.add_row("draw pile size", str(view["draw_pile_size"]))
        table.add_row("turn / phase", f"{_none(view['turn'])} / {view['phase']}")
    console.print(table)
    if body["view"] is not None and body["state"] is not None:
        console.print(f"as seat {body['seat']} saw it; the round is over: --json also has every hand and the seed")
    console.print(f"{len(body['events'])} event(s) of the round up to this version (--json shows them)")


def _none(value: Any) -> str:
    """A value for people: ``-`` for none."""
    return "-" if value is None else str(value)


def verify_command(
    table_id: Annotated[str, typer.Argument(help="The table (match) id.")],
    round_no: Annotated[int, typer.Argument(metavar="ROUND", min=1, help="The round number, from 1.")],
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Re-run a finished round's deal and every reshuffle from its revealed seed (exit 1 on a mismatch)."""
    from infrastructure.services.replay import verify

    history = _history(database_url, table_id)
    try:
        result = verify(history, round_no)
    except ServiceError as error:
        _fail(error)
    if as_json:
        typer.echo(json.dumps(result, indent=2))
    else:
        verdict = "OK" if result["ok"] else "FAILED"
        typer.echo(f"round {round_no}: {verdict}; seed {result['seed']}; commitment {result['commitment']}")
        for item in result["checked"]:
            typer.echo(f"  matched: {item}")
        for problem in result["problems"]:
            typer.echo(f"  PROBLEM: {problem}")
    if not result["ok"]:
        raise typer.Exit(1)


# ---------------------------------------------------------------- reactions


def _reactions(services: Any) -> Any:
    """A runner of every durable reaction on ``services`` (tracking rows created if missing)."""
    from infrastructure.services.reactions import ReactionRunner
    from infrastructure.services.runtime import durable_reactions

    runner = ReactionRunner(services.games, services.engine, durable_reactions(services))
    runner.install()
    return runner


@reactions_app.command("run", short_help="Follow the log and fire the reactions until stopped.")
def reactions_run(
    database_url: DatabaseOption = None,
    poll_interval: Annotated[float, typer.Option(min=0.01, help="Seconds between looks at the log.")] = 1.0,
    once: Annotated[bool, typer.Option("--once", help="Catch up, fire what is due, then exit.")] = False,
) -> None:
    """Follow the event log and issue the reactions' commands (window and turn deadlines, automatic
    deals, substitutes) until stopped."""
    import logging
    import signal
    import threading

    from infrastructure.adapters.pg_listen import postgres_dsn
    from infrastructure.services.bootstrap import build_services
    from infrastructure.services.leases import Lease, default_holder, run_as_leader
    from infrastructure.services.reactions import ReactionWorker

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = existing_database(database_url)
    services = build_services(settings)
    try:
        runner = _reactions(services)
        if once:
            handled = runner.run_until_idle()
            typer.echo(f"handled {handled} event(s); fired {runner.fired} timer(s)")
            if _print_reactions(services, errors_only=True):
                raise typer.Exit(1)
            return
        listen = postgres_dsn(settings) if settings.is_postgres else None
        stop = threading.Event()
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: stop.set())

        def term(ended: threading.Event) -> None:
            """One term as the lease's holder: the reactions follow the log until it ends."""
            worker = ReactionWorker(runner, poll_interval=poll_interval, min_interval=0.05, listen_url=listen)
            worker.start()
            ended.wait()
            worker.stop()

        lease = Lease(services.engine, "reactions", settings.lease_seconds, default_holder(settings.host_name))
        typer.echo(
            f"reactions: following the log ({'LISTEN/NOTIFY' if listen else 'polling'}) while holding "
            f"the lease 'reactions' as {lease.holder}",
            err=True,
        )
        run_as_leader(lease, term, stop)
    finally:
        services.close()


def _print_reactions(services: Any, *, errors_only: bool = False, as_json: bool = False) -> bool:
    """Print the reactions' status (only parks with ``errors_only``); whether any is parked."""
    from infrastructure.services.reactions import status

    rows = status(services.engine, services.store.max_notification_id())
    parked = any(r["parked"] or r["parked_timers"] for r in rows)
    if as_json:
        typer.echo(json.dumps(rows, indent=2))
        return parked
    for r in rows:
        if not errors_only:
            typer.echo(
                f"{r['name']:<16} position {r['position']:>10}  head {r['head']:>10}  lag {r['lag']:>8}  "
                f"timers {r['timers']:>5}  next due {r['next_due']}"
            )
        if r["parked"]:
            p = r["parked"]
            typer.echo(
                f"PARKED {r['name']} at position {r['position']}: notification {p['notification_id']} "
                f"({p['event_type']}, stream {p['stream_id']} v{p['stream_version']}) fails with {p['error']}",
                err=True,
            )
        for t in r["parked_timers"]:
            typer.echo(f"PARKED timer {r['name']} {t['key']} (stream {t['stream_id']}): {t['error']}", err=True)
    return parked


@reactions_app.command("status", short_help="Position, lag, timers and parks of every reaction.")
def reactions_status(database_url: DatabaseOption = None, as_json: JsonOption = False) -> None:
    """Position, lag and pending timers of every reaction; parks with their event and error (exit 1)."""
    from infrastructure.services.bootstrap import build_services

    services = build_services(existing_database(database_url))
    try:
        parked = _print_reactions(services, as_json=as_json)
    finally:
        services.close()
    if parked:
        raise typer.Exit(1)


@reactions_app.command("resume", short_help="Lift a reaction's park: it tries the event again.")
def reactions_resume(
    name: Annotated[str, typer.Argument(help="The reaction, e.g. window_clock.")],
    database_url: DatabaseOption = None,
) -> None:
    """Lift a reaction's park (and its parked timers'): it tries the failing event again."""
    from infrastructure.services.bootstrap import build_services
    from infrastructure.services.reactions import resume

    services = build_services(existing_database(database_url))
    try:
        lifted = resume(services.engine, name)
    finally:
        services.close()
    typer.echo(f"{name}: {'resumed' if lifted else 'was not parked'}")


def leases_command(database_url: DatabaseOption = None, as_json: JsonOption = False) -> None:
    """Which process holds each lease of background work (reactions, projections) and until when."""
    from infrastructure.adapters.db import build_engine
    from infrastructure.services.leases import holders

    engine = build_engine(existing_database(database_url), pool_size=1)
    try:
        rows = holders(engine)
    finally:
        engine.dispose()
    if as_json:
        typer.echo(json.dumps(rows, indent=2))
        return
    typer.echo(f"{'lease':<14} {'terms':>5}  {'expires at':<32} holder")
    for row in rows:
        typer.echo(f"{row['name']:<14} {row['terms']:>5}  {row['expires_at']:<32} {row['holder']}")


def register(app: typer.Typer) -> None:
    """Add ``serve``, ``db``, ``replay``, ``verify`` and ``reactions`` to the ``maumau`` app."""
    app.command("serve", short_help="Run the service (HTTP, bots, timers, read models).")(serve)
    app.add_typer(db_app, name="db")
    app.add_typer(reactions_app, name="reactions")
    app.command("leases", short_help="Who runs the reactions and the read models now.")(leases_command)
    app.command("replay", short_help="Show a round at a version, whole or as one seat saw it.")(replay_command)
    app.command("verify", short_help="Re-run a finished round's deal from its seed.")(verify_command)
