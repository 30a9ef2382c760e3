"""``maumau league``: define a league, add its tournaments, show its table (``docs/leagues.md``).

* ``create --name N --organiser HANDLE [--points field|25,18,15,...] [--best-of K]`` — HANDLE
  must be an organiser's or an admin's account; the operator on the machine that holds the
  database acts as that account (as ``maumau tournament create`` does), and the service still
  checks the role.
* ``add ID TOURNAMENT --as HANDLE`` — count a tournament in the league (the league's organiser,
  its own tournaments; an admin: any).
* ``table ID [--format text|json|csv]`` — the table now, computed from the member tournaments'
  states (``domain.league.table``), the CSV the same as ``GET /v1/leagues/{id}/table?format=csv``.

A thin adapter: parse options, call the service, print.  Errors exit 1 naming the rule.
"""

from __future__ import annotations

import json
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from api.cli.service import DatabaseOption, existing_database
from api.cli.tournament import operator_identity
from api.reports.league_exports import table_csv
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.errors import ServiceError
from infrastructure.services.leagues import LeagueService

__all__ = ["league_app"]

league_app = typer.Typer(help="Leagues: a season of tournaments and its table.", no_args_is_help=True)

LeagueArg = Annotated[str, typer.Argument(metavar="ID", help="The league's id.")]


def _fail(message: str) -> None:
    typer.echo(message, err=True)
    raise typer.Exit(1)


def _uuid(text: str, what: str) -> uuid.UUID:
    try:
        return uuid.UUID(text)
    except ValueError:
        raise typer.BadParameter(f"not a {what} id: {text!r}", param_hint=what) from None


@contextmanager
def _leagues(settings: Settings) -> Iterator[tuple[LeagueService, Services]]:
    """The league service on ``settings`` and the services it runs on; a refusal exits 1
    naming its rule."""
    services = build_services(settings)
    try:
        leagues = services.leagues
        yield leagues, services
    except ServiceError as error:
        _fail(f"error ({error.rule}): {error.message}")
    finally:
        services.close()


def _points(text: str) -> str | list[int]:
    """``field`` or a comma-separated list of whole numbers (the decider checks their order)."""
    if text == "field":
        return text
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise typer.BadParameter("'field' or whole numbers separated by commas", param_hint="'--points'") from None


@league_app.command("create")
def create(
    name: Annotated[str, typer.Option(help="The league's name.")],
    organiser: Annotated[str, typer.Option(help="The organiser's (or an admin's) account handle.")],
    points: Annotated[str, typer.Option(help="'field' (N + 1 - rank) or points by place: 25,18,15,...")] = "field",
    best_of: Annotated[int | None, typer.Option("--best-of", help="Count each player's best N events.")] = None,
    database_url: DatabaseOption = None,
) -> None:
    """Define a league; prints its id."""
    body = {"name": name, "points": _points(points), "best_of": best_of}
    with _leagues(existing_database(database_url)) as (leagues, services):
        result = leagues.create(operator_identity(services, organiser), body)
    typer.echo(str(result.table_id))


@league_app.command("add")
def add(
    league_id: LeagueArg,
    tournament_id: Annotated[str, typer.Argument(metavar="TOURNAMENT", help="The tournament's id.")],
    as_: Annotated[str, typer.Option("--as", help="The league organiser's (or an admin's) account handle.")],
    database_url: DatabaseOption = None,
) -> None:
    """Count a tournament in the league."""
    lid, tid = _uuid(league_id, "league"), _uuid(tournament_id, "tournament")
    with _leagues(existing_database(database_url)) as (leagues, services):
        result = leagues.add_event(operator_identity(services, as_), lid, tid)
    typer.echo(f"league {lid}: {tid} added (version {result.version})")


@league_app.command("table")
def table(
    league_id: LeagueArg,
    format_: Annotated[str, typer.Option("--format", help="text, json or csv.")] = "text",
    database_url: DatabaseOption = None,
) -> None:
    """The league table now."""
    if format_ not in ("text", "json", "csv"):
        raise typer.BadParameter("text, json or csv", param_hint="'--format'")
    lid = _uuid(league_id, "league")
    with _leagues(existing_database(database_url)) as (leagues, _services):
        view = leagues.view(lid)
        computed = leagues.table(lid)
    if format_ == "json":
        typer.echo(json.dumps(view, indent=2, ensure_ascii=False))
        return
    if format_ == "csv":
        sys.stdout.write(table_csv(computed))
        return
    console = Console(file=sys.stdout, soft_wrap=True)
    standing = "final" if computed.final else "provisional"
    console.print(f"{view['name']} ({lid}): {len(computed.events)} events, {standing}")
    out = Table()
    for column in ("#", "player", "total", "played", "wins", "best", "dropped"):
        out.add_column(column, justify="left" if column == "player" else "right")
    for row in computed.rows:
        out.add_row(
            str(row.rank),
            row.name,
            str(row.total),
            str(row.events_played),
            str(row.event_wins),
            str(row.best_rank),
            str(len(row.dropped)),
        )
    console.print(out)
