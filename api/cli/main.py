"""The ``maumau`` command line (console script ``maumau = api.cli.main:app``).

A thin adapter: parse options, call the code that does the work, print tables with rich or JSON
with ``--json``.  This module holds the one :data:`app` and the offline command ``rules list|show``;
``simulate`` and ``balance`` (bots at scale, balance reports) are mounted from :mod:`api.cli.simulate`.
The service commands are mounted from :mod:`api.cli.service` (``serve``, ``db``, ``reactions``,
``replay``, ``verify``) and the read-model worker from :mod:`projections.cli` (``projections``).
New commands join the same way: ``app.add_typer(x_app, name="x")`` or ``@app.command()``.

Errors in options exit with code 2 and a message naming the option and the allowed values.
"""

from __future__ import annotations

import json
import sys
import uuid
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from api.cli.accounts import accounts_app
from api.cli.games import games_app
from api.cli.league import league_app
from api.cli.puntobanco import puntobanco_app
from api.cli.service import register as register_service_commands
from api.cli.simulate import register as register_simulation_commands
from api.cli.tournament import tournament_app
from api.reports.simulate import OptionError, find_preset, rules_detail, rules_summary
from domain.maumau.rules import PRESETS
from infrastructure.services.errors import ServiceError
from infrastructure.services.tables import RulesetInfo
from projections.cli import projections_app

app = typer.Typer(
    name="maumau",
    help="maumau: an event-sourced Mau-Mau service.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,  # plain help text, wrapped to the terminal (readable at 80 columns)
)
rules_app = typer.Typer(help="Show the rulesets: the presets and the saved ones (by id).", no_args_is_help=True)
app.add_typer(rules_app, name="rules")
app.add_typer(projections_app, name="projections")
register_service_commands(app)  # serve, db, reactions, replay, verify
app.add_typer(puntobanco_app, name="puntobanco")  # edge, simulate, teach (api/cli/puntobanco.py)
register_simulation_commands(app)  # simulate, balance (api.cli.simulate)
app.add_typer(accounts_app, name="accounts")  # create-admin, set-role (api/cli/accounts.py)
app.add_typer(tournament_app, name="tournament")  # create, demo, standings, export, verify (api/cli/tournament.py)
app.add_typer(league_app, name="league")  # create, add, table (api/cli/league.py)
app.add_typer(games_app, name="games")  # score-sheet, leaderboard, export of every game with results (api/cli/games.py)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]


def _out() -> Console:
    return Console(file=sys.stdout, soft_wrap=True)


def _print_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


def _usage_error(exc: OptionError) -> typer.BadParameter:
    return typer.BadParameter(str(exc), param_hint=f"'{exc.option}'")


# ---------------------------------------------------------------- rules


DatabaseOption = Annotated[str | None, typer.Option("--database-url", help="Override MAUMAU_DATABASE_URL.")]


def _saved_rulesets(database_url: str | None, ref: str | None = None) -> list[RulesetInfo]:
    """The saved rulesets of the database (``ref``: only that id; exit 1 when unknown), read
    through the lobby service.  Exit 1 with a message when there is no database: looking never
    creates one."""
    from sqlalchemy.exc import SQLAlchemyError

    from api.cli.service import existing_database
    from infrastructure.services.bootstrap import build_services

    services = build_services(existing_database(database_url))
    try:
        if ref is not None:
            return [services.tables.get_ruleset(ref)]
        return [info for info in services.tables.list_rulesets() if not info.preset]
    except ServiceError as error:
        typer.echo(f"error ({error.rule}): {error.message}", err=True)
        raise typer.Exit(1) from None
    except SQLAlchemyError:
        typer.echo("error (no_rulesets): the database has no rulesets table: run `maumau db upgrade`", err=True)
        raise typer.Exit(1) from None
    finally:
        services.close()


def _listing(info: RulesetInfo) -> dict[str, Any]:
    """One row of ``rules list``: the ruleset's id (a preset's is its name), whether it is a
    preset, its base and the main rules."""
    created = info.created_at.isoformat() if info.created_at is not None else None
    return {"id": info.id, "preset": info.preset, "base": info.base, "created_at": created, **rules_summary(info.rules)}


@rules_app.command("list")
def rules_list(as_json: JsonOption = False, database_url: DatabaseOption = None) -> None:
    """List the presets and the saved rulesets (by id) with their main rules.

    Saved rulesets are read from the database; without one, only the presets are listed (and
    stderr says so): nothing is created.
    """
    presets = [RulesetInfo(name, name, name, True, rules, None) for name, rules in PRESETS.items()]
    message = _settings_message(database_url)
    if message is not None:
        typer.echo(f"{message} Listing the presets only.", err=True)
        saved: list[RulesetInfo] = []
    else:
        saved = _saved_rulesets(database_url)
    rows = [_listing(info) for info in (*presets, *saved)]
    if as_json:
        _print_json(rows)
        return
    table = Table(title="Presets")
    for column in ("name", "deck", "players", "hand", "specials", "draw", "calls", "scoring"):
        table.add_column(column)
    for row in rows[: len(presets)]:
        table.add_row(*_cells(row, row["name"]))
    _out().print(table)
    if saved:
        mine = Table(title="Saved rulesets (`rules show ID`)")
        for column in ("id", "name", "base", "deck", "players", "hand", "specials", "draw", "calls", "scoring"):
            mine.add_column(column, overflow="fold")
        for row in rows[len(presets) :]:
            mine.add_row(row["id"], row["name"], row["base"], *_cells(row, row["name"])[1:])
        _out().print(mine)


def _settings_message(database_url: str | None) -> str | None:
    """Why there are no saved rulesets to read (no database), or ``None``."""
    from api.cli.service import settings_for

    return settings_for(database_url).no_database_message()


def _cells(row: dict[str, Any], name: str) -> list[str]:
    """A ``rules list`` row as table cells (name first)."""
    specials = ", ".join(f"{rank}: {what}" for rank, what in row["specials"].items()) or "-"
    return [
        name,
        str(row["deck"]),
        row["players"],
        str(row["hand_size"]),
        specials,
        row["draw_mode"],
        row["calls"],
        row["scoring"],
    ]


def _find_ruleset(ref: str, database_url: str | None) -> RulesetInfo:
    """A preset by name (case-insensitive) or a saved ruleset by id (from the database)."""
    try:
        rules = find_preset(ref, "NAME_OR_ID")
        return RulesetInfo(rules.name, rules.name, rules.name, True, rules, None)
    except OptionError as exc:
        try:
            uuid.UUID(ref)
        except ValueError:
            raise typer.BadParameter(
                f"{exc}; or a saved ruleset's id (see `maumau rules list`)", param_hint="'NAME_OR_ID'"
            ) from None
    return _saved_rulesets(database_url, ref)[0]


@rules_app.command("show")
def rules_show(
    name: Annotated[
        str, typer.Argument(metavar="NAME_OR_ID", help="A preset's name (MM-001, zone) or a saved ruleset's id.")
    ],
    as_json: JsonOption = False,
    database_url: DatabaseOption = None,
) -> None:
    """Show every field of a preset or a saved ruleset (special cards spelled out)."""
    info = _find_ruleset(name, database_url)
    rules = info.rules
    data = rules_detail(rules)
    if as_json:
        if not info.preset:
            data = {"id": info.id, "base": info.base, **data}
        _print_json(data)
        return
    title = f"Ruleset {rules.name}" if info.preset else f"Ruleset {rules.name} ({info.id}, based on {info.base})"
    table = Table(title=title)
    table.add_column("field")
    table.add_column("value")
    for key, value in data.items():
        if key in ("specials", "specials_text"):
            continue
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value) or "-"
        table.add_row(key, "-" if value is None else str(value))
        if key == "start_card":
            specials = "\n".join(f"{rank}: {what}" for rank, what in data["specials_text"].items()) or "-"
            table.add_row("specials", specials)
    _out().print(table)


def main() -> None:  # pragma: no cover - console entry point convenience
    """Run the CLI (``python -m api.cli.main``)."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
