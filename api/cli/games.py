"""``maumau games ...``: the score sheets, leaderboards and analytics export of every game whose
module declares ``results``, read from the read side (``projections/game_results.py``):

* ``score-sheet GAME TABLE_ID`` — one line per round, points and places per seat, the totals and
  the final places;
* ``leaderboard GAME`` — per player name: games played, wins, average place, points;
* ``export game_rounds|games --out FILE [--format csv|ndjson|parquet] [--game GAME]`` — every
  game's round lines or final places in one schema (``docs/analytics.md``);
* ``simulate GAME`` — whole games of bots, in memory, with no database
  (:mod:`api.cli.game_simulation`).

``--json`` prints what the HTTP routes answer (``/v1/games/{game}/...``).  A game the wiring place
does not register, or one without ``results``, exits 1 naming the games that have them; so does
an unknown table.
"""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from api.cli.game_simulation import simulate_cmd
from api.cli.service import existing_database

games_app = typer.Typer(
    help="Score sheets, leaderboards, exports and simulations of every game with results.", no_args_is_help=True
)
games_app.command("simulate")(simulate_cmd)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
DatabaseOption = Annotated[str | None, typer.Option("--database-url", help="Override MAUMAU_DATABASE_URL.")]
GameArgument = Annotated[str, typer.Argument(metavar="GAME", help="The game's registered name (schwimmen, ...).")]


def _checked(game: str) -> str:
    """``game`` if a registered game declares results under that name; else exit 1 naming them."""
    import projections.api as read_side

    names = [g.name for g in read_side.results_games()]
    if game not in names:
        typer.echo(
            f"error (game): no game {game!r} with results; games with results: {', '.join(names) or 'none'}", err=True
        )
        raise typer.Exit(1)
    return game


def _engine(database_url: str | None) -> Any:
    import projections.api as read_side

    return read_side.make_engine(existing_database(database_url))


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


@games_app.command("score-sheet")
def score_sheet_cmd(
    game: GameArgument,
    table_id: Annotated[str, typer.Argument(metavar="TABLE_ID", help="The table's id (its stream's id).")],
    as_json: JsonOption = False,
    database_url: DatabaseOption = None,
) -> None:
    """Print a table's score sheet: one line per round, the totals and the final places."""
    import projections.api as read_side

    _checked(game)
    try:
        table = uuid.UUID(table_id)
    except ValueError:
        raise typer.BadParameter(f"not a table id: {table_id!r}", param_hint="'TABLE_ID'") from None
    engine = _engine(database_url)
    try:
        with engine.connect() as conn:
            sheet = read_side.game_score_sheet(conn, game, table)
    finally:
        engine.dispose()
    if sheet is None:
        typer.echo(f"error (table): no {game} table {table} with results", err=True)
        raise typer.Exit(1)
    if as_json:
        typer.echo(json.dumps(sheet, indent=2, ensure_ascii=False))
        return
    out = Table(title=f"{game} table {table} ({sheet['status']})")
    out.add_column("round")
    for seat, player in enumerate(sheet["players"]):
        out.add_column(player or f"seat {seat}", justify="right")
    out.add_column("note")
    for line in sheet["lines"]:
        cells = [f"{_number(p)} ({place}.)" for p, place in zip(line["points"], line["places"], strict=True)]
        out.add_row(str(line["round"]), *cells, line["note"])
    out.add_row("total", *(_number(t) for t in sheet["totals"]), "")
    if sheet["final_places"] is not None:
        out.add_row("place", *(str(p) for p in sheet["final_places"]), "")
    Console(file=sys.stdout, soft_wrap=True).print(out)


@games_app.command("leaderboard")
def leaderboard_cmd(
    game: GameArgument,
    limit: Annotated[int, typer.Option(min=1, max=500, help="Rows to print.")] = 50,
    as_json: JsonOption = False,
    database_url: DatabaseOption = None,
) -> None:
    """Print a game's leaderboard: games, wins, average place and points per player name."""
    import projections.api as read_side

    _checked(game)
    engine = _engine(database_url)
    try:
        with engine.connect() as conn:
            rows = read_side.game_leaderboard(conn, game, limit=limit)
    finally:
        engine.dispose()
    if as_json:
        typer.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    out = Table(title=f"{game} leaderboard")
    for column in ("rank", "player", "games", "wins", "avg place", "points"):
        out.add_column(column, justify="left" if column == "player" else "right")
    for row in rows:
        out.add_row(
            str(row["rank"]),
            row["player"],
            str(row["games_played"]),
            str(row["wins"]),
            f"{row['average_place']:.2f}",
            _number(row["points_total"]),
        )
    Console(file=sys.stdout, soft_wrap=True).print(out)


@games_app.command("export")
def export_cmd(
    name: Annotated[str, typer.Argument(metavar="NAME", help="game_rounds or games.")],
    out: Annotated[Path, typer.Option("--out", help="The file to write.")],
    format_: Annotated[str, typer.Option("--format", help="csv, ndjson or parquet.")] = "parquet",
    game: Annotated[str | None, typer.Option("--game", help="Only this game.")] = None,
    database_url: DatabaseOption = None,
) -> None:
    """Write every game's round lines (game_rounds) or final places (games), one schema for all."""
    import projections.api as read_side

    if name not in read_side.GAME_EXPORTS:
        raise typer.BadParameter(f"one of {', '.join(read_side.GAME_EXPORTS)}, not {name!r}", param_hint="'NAME'")
    if format_ not in ("csv", "ndjson", "parquet"):
        raise typer.BadParameter(f"csv, ndjson or parquet, not {format_!r}", param_hint="'--format'")
    if game is not None:
        _checked(game)
    engine = _engine(database_url)
    count = 0

    def counted() -> Any:
        nonlocal count
        for row in read_side.game_export_rows(engine, name, game):
            count += 1
            yield row

    try:
        if format_ == "csv":
            body = read_side.game_export_csv(name, counted())
        elif format_ == "parquet":
            body = read_side.game_export_parquet(counted(), name)
        else:
            body = read_side.export_ndjson(counted())
        with out.open("wb") as sink:
            for chunk in body:
                sink.write(chunk)
    finally:
        engine.dispose()
    typer.echo(f"wrote {count} rows to {out}", err=True)
