"""``maumau tournament``: create a tournament from a file, run a whole tournament of bots as a
demo, show the standings, export them, verify a finished tournament's seed.

* ``create --file F --organiser HANDLE`` — the file is the JSON body of ``POST /v1/tournaments``
  (name, format, ruleset, rounds, boards, ...) with an optional ``"entrants"`` list, each
  ``{"bot": "heuristic"}`` or ``{"player": "<handle or id>"}`` (optionally ``fixed_table``),
  registered in that order.  HANDLE must be an organiser's or an admin's account: the operator
  on the machine that holds the database acts as that account (as ``accounts set-role`` does),
  so no password is needed — and the service still checks the role.
* ``demo --players N --rounds R --format series|duplicate`` — a tournament of N bots played to
  the end in this process (the bots, the tables' reactions and the director's autopilot
  :meth:`~infrastructure.services.tournaments.TournamentService.run_to_end`), then its standings
  and the verification of its revealed seed.  It migrates the database first and organises
  under a fresh ``demo-…`` organiser account.
* ``standings ID`` and ``export ID --format csv|ndjson|html`` — the standings as the write side
  computes them now (the domain's ``compute_standings`` of the tournament's state: no read model
  needs to be caught up), exported by the same functions as the HTTP exports
  (:mod:`api.reports.tournament_exports`).
* ``verify ID [--seed HEX]`` — every table's board commitments against the revealed seed (or
  the one given); exit code 0 when everything matches, 1 otherwise (also before the end).

A thin adapter: parse options, call the service, print.  Errors exit 1 naming the rule.
"""

from __future__ import annotations

import json
import secrets
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from api.cli.service import DatabaseOption, JsonOption, announce_new_database, existing_database, settings_for
from api.reports.tournament_exports import standings_csv, standings_html, standings_ndjson
from domain.maumau.bot_registry import BOTS
from domain.tournament.records import standings_final
from domain.tournament.state import FINISHED, TournamentState
from infrastructure.adapters.settings import Settings
from infrastructure.services.accounts import Identity
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.errors import ServiceError
from infrastructure.services.tournaments import TournamentService

__all__ = ["tournament_app"]

tournament_app = typer.Typer(
    help="Tournaments: create from a file, a demo of bots, standings, exports, verification.",
    no_args_is_help=True,
)

MAX_FILE_BYTES = 1_000_000
"""The largest tournament file ``create`` reads."""

TournamentArg = Annotated[str, typer.Argument(metavar="ID", help="The tournament's id.")]


def _fail(message: str) -> None:
    typer.echo(message, err=True)
    raise typer.Exit(1)


def _tournament_id(text: str) -> uuid.UUID:
    try:
        return uuid.UUID(text)
    except ValueError:
        raise typer.BadParameter(f"not a tournament id: {text!r}", param_hint="'ID'") from None


@contextmanager
def _services(settings: Settings) -> Iterator[Services]:
    """The service graph on ``settings``; a service refusal exits 1 naming its rule."""
    services = build_services(settings)
    try:
        yield services
    except ServiceError as error:
        _fail(f"error ({error.rule}): {error.message}")
    finally:
        services.close()


def operator_identity(services: Services, handle: str) -> Identity:
    """The account ``handle`` as the operator acts for it from the command line (no credential:
    whoever runs this holds the database)."""
    info = services.tables.accounts.find(handle)
    return Identity(info.player_id, info.handle, info.kind, info.role, uuid.UUID(int=0), "operator", None)


def _rows(tournaments: TournamentService, tid: uuid.UUID) -> list[dict[str, Any]]:
    """The standings now, as JSON-ready rows."""
    return [row.as_dict() for row in tournaments.standings(tid)]


def _summary_of(state: TournamentState) -> dict[str, Any]:
    """What the printable standings page shows of a tournament (the seed once finished)."""
    config = state.config
    assert config is not None
    return {
        "name": config.name,
        "format": config.format,
        "scoring": config.scoring,
        "rounds": config.rounds,
        "boards": config.boards,
        "status": state.status,
        "commitment": state.commitment,
        "seed": state.seed if state.status == FINISHED else None,
        "rounds_closed": sum(1 for r in state.rounds if r.closed),
        "config": {"tie_breaks": list(config.tie_breaks)},
    }


def _print_standings(state: TournamentState, rows: list[dict[str, Any]]) -> None:
    """The standings as a table, with the tournament's line above it."""
    config = state.config
    assert config is not None
    console = Console(file=sys.stdout, soft_wrap=True)
    closed = sum(1 for r in state.rounds if r.closed)
    console.print(
        f"{config.name} ({state.tournament_id}): {config.format}, {state.status}, "
        f"{closed}/{config.rounds} rounds, scored by {config.scoring}"
    )
    table = Table()
    for column in ("#", "entrant", "score", "wins", "penalty", "matchpoints", "adj.", "tables", "byes"):
        table.add_column(column, justify="left" if column == "entrant" else "right")
    for r in rows:
        name = r["name"] + (" (withdrawn)" if r["withdrawn"] else "")
        table.add_row(
            str(r["rank"]),
            name,
            _num(r["score"]),
            _num(r["wins"]),
            _num(r["penalty_points"]),
            _num(r["matchpoints"]),
            _num(r["adjustments"]),
            str(r["tables_played"]),
            str(r["byes"]),
        )
    console.print(table)


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


# ---------------------------------------------------------------- create


def _read_file(path: Path) -> dict[str, Any]:
    """The tournament file: a JSON object of at most :data:`MAX_FILE_BYTES`."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise typer.BadParameter(f"cannot read {path}: {error.strerror}", param_hint="'--file'") from None
    if len(raw) > MAX_FILE_BYTES:
        raise typer.BadParameter(f"{path} is larger than {MAX_FILE_BYTES} bytes", param_hint="'--file'")
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as error:
        raise typer.BadParameter(f"{path} is not JSON: {error}", param_hint="'--file'") from None
    if not isinstance(body, dict):
        raise typer.BadParameter(f"{path} must hold a JSON object", param_hint="'--file'")
    return body


@tournament_app.command("create")
def create(
    file: Annotated[Path, typer.Option("--file", help="The tournament as JSON (the body of POST /v1/tournaments).")],
    organiser: Annotated[str, typer.Option(help="The organiser's (or an admin's) account handle.")],
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Create a tournament from a JSON file (and register its "entrants", if the file lists any)."""
    body = _read_file(file)
    entrants = body.pop("entrants", [])
    if not isinstance(entrants, list) or len(entrants) > 512:
        raise typer.BadParameter('"entrants" must be a list of at most 512 entries', param_hint="'--file'")
    with _services(existing_database(database_url)) as services:
        who = operator_identity(services, organiser)
        tournaments = services.tournaments
        tid = tournaments.create(who, body).table_id
        for entrant in entrants:
            tournaments.register(who, tid, entrant)
        summary = tournaments.summary(tid)
    if as_json:
        typer.echo(json.dumps(summary, indent=2, ensure_ascii=False))
        return
    typer.echo(
        f"tournament {tid} created: {summary['name']}, {summary['format']}, "
        f"{len(summary['entrants'])} entrants; seed commitment {summary['commitment']}"
    )


# ---------------------------------------------------------------- demo


@tournament_app.command("demo")
def demo(
    players: Annotated[int, typer.Option(min=3, max=512, help="Bots taking part.")] = 12,
    rounds: Annotated[int, typer.Option(min=1, max=30, help="Tournament rounds.")] = 3,
    format_: Annotated[str, typer.Option("--format", help="series or duplicate.")] = "series",
    boards: Annotated[int, typer.Option(min=1, max=20, help="Mau-Mau rounds per table and round.")] = 2,
    table_size: Annotated[int, typer.Option(min=3, max=5, help="Seats per table.")] = 4,
    ruleset: Annotated[str, typer.Option(help="A preset's name or a saved ruleset's id.")] = "MM-001",
    bot: Annotated[str, typer.Option(help=f"The bots' kind: {', '.join(BOTS)}, or 'mixed'.")] = "mixed",
    game: Annotated[
        str, typer.Option(help="maumau, or another game a series may play (schwimmen, praesident): one game a round.")
    ] = "maumau",
    timeout: Annotated[float, typer.Option(min=1, help="Give up after this many seconds.")] = 600.0,
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Run a whole tournament of bots to the end here and print its standings and verification."""
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.services.runtime import Runtime, load_runtime_settings

    if format_ not in ("series", "duplicate"):
        raise typer.BadParameter("series or duplicate", param_hint="'--format'")
    settings = settings_for(database_url)
    announce_new_database(settings)
    upgrade(settings)
    with _services(settings) as services:
        if game == "maumau":
            known = tuple(BOTS)
            table: dict[str, object] = {"ruleset": ruleset, "boards": boards}
        elif game in services.tournaments.series.names:
            known = tuple(services.tournaments.series.game(game).module.seats.bots)
            table = {"game": game, "boards": 1}
        else:
            names = ", ".join(("maumau", *services.tournaments.series.names))
            raise typer.BadParameter(f"one of {names}", param_hint="'--game'")
        kinds = list(known) if bot == "mixed" else [bot]
        if any(k not in known for k in kinds):
            raise typer.BadParameter(f"one of {', '.join(known)} or mixed", param_hint="'--bot'")
        handle = f"demo-{secrets.token_hex(4)}"
        services.tables.accounts.register(handle, secrets.token_urlsafe(24), role="organiser")
        who = operator_identity(services, handle)
        tournaments = services.tournaments
        tournaments.auto_deal_seconds = 0
        body = {
            "name": f"Demo {format_} of {players} bots" + ("" if game == "maumau" else f" ({game})"),
            "format": format_,
            "rounds": rounds,
            "table_size": table_size,
            **table,
        }
        tid = tournaments.create(who, body).table_id
        for i in range(players):
            tournaments.register(who, tid, {"bot": kinds[i % len(kinds)]})
        options = load_runtime_settings(
            bots=True, bot_delay_ms=0, reactions_poll_seconds=0.05, projections_in_process=False
        )
        runtime = Runtime(services, options).start()
        try:
            say = (lambda n: None) if as_json else (lambda n: typer.echo(f"round {n} seated", err=True))
            final = tournaments.run_to_end(who, tid, timeout=timeout, on_round=say)
        finally:
            runtime.stop()
        rows = _rows(tournaments, tid)
        verified = tournaments.verify(tid)
    if as_json:
        out = {"tournament_id": str(tid), "standings": rows, "verify": verified}
        typer.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    _print_standings(final, rows)
    verdict = "every board was dealt from it" if verified["ok"] else "; ".join(verified["problems"])
    typer.echo(f"seed commitment {final.commitment}\nseed {final.seed}: {verdict}")


# ---------------------------------------------------------------- standings, export, verify


@tournament_app.command("standings")
def standings(tournament_id: TournamentArg, database_url: DatabaseOption = None, as_json: JsonOption = False) -> None:
    """The standings now (computed from the tournament's state)."""
    tid = _tournament_id(tournament_id)
    with _services(existing_database(database_url)) as services:
        state = services.tournaments.state(tid)
        rows = _rows(services.tournaments, tid)
    if as_json:
        typer.echo(json.dumps({"tournament_id": str(tid), "version": state.version, "rows": rows}, indent=2))
        return
    _print_standings(state, rows)


@tournament_app.command("export")
def export(
    tournament_id: TournamentArg,
    format_: Annotated[str, typer.Option("--format", help="csv, ndjson or html (printable).")] = "csv",
    output: Annotated[Path | None, typer.Option(help="Write to this file instead of standard output.")] = None,
    database_url: DatabaseOption = None,
) -> None:
    """The standings as CSV, NDJSON or a printable HTML page (the same as the HTTP exports)."""
    if format_ not in ("csv", "ndjson", "html"):
        raise typer.BadParameter("csv, ndjson or html", param_hint="'--format'")
    tid = _tournament_id(tournament_id)
    with _services(existing_database(database_url)) as services:
        state = services.tournaments.state(tid)
        rows = _rows(services.tournaments, tid)
        final = standings_final(state, services.tournaments.games.now())
    if format_ == "csv":
        text = standings_csv(rows, final=final)
    elif format_ == "ndjson":
        text = standings_ndjson(rows, final=final)
    else:
        text = standings_html(_summary_of(state), rows, final=final)
    if output is None:
        sys.stdout.write(text)
    else:
        output.write_text(text, encoding="utf-8")
        typer.echo(f"wrote {len(rows)} rows to {output}", err=True)


@tournament_app.command("verify")
def verify(
    tournament_id: TournamentArg,
    seed: Annotated[str | None, typer.Option(help="Check this seed (hex) instead of the revealed one.")] = None,
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Prove every board of a finished tournament was dealt from its committed seed (exit 1 if not)."""
    tid = _tournament_id(tournament_id)
    with _services(existing_database(database_url)) as services:
        body = services.tournaments.verify(tid, seed)  # 409 tournament_running before the end
    if as_json:
        typer.echo(json.dumps(body, indent=2))
    else:
        for t in body["tables"]:
            typer.echo(f"round {t['round_no']} table {t['table_no']}: {'ok' if t['ok'] else 'MISMATCH'}")
        typer.echo(f"seed {'matches' if body['seed_matches'] else 'does NOT match'} commitment {body['commitment']}")
        for problem in body["problems"]:
            typer.echo(f"problem: {problem}")
        typer.echo("verified: every board was dealt from the committed seed" if body["ok"] else "NOT verified")
    if not body["ok"]:
        raise typer.Exit(1)
