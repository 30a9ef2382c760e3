"""``maumau games simulate GAME``: whole games of bots for any game the platform plays.

The run is :func:`infrastructure.services.play_simulation.simulate_games` (the bots rotate over
the seats game by game; the same ``--seed`` gives the same games); it prints per bot the share
of first places with its 95 % Wilson interval and the mean place, per seat position the share
of first places, the games' length and the speed; ``--json`` prints the same as JSON and
``--out FILE.csv`` writes one row per game (its bots and places per seat, moves, rounds).
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

__all__ = ["simulate_cmd"]


def _module(game: str) -> Any:
    from infrastructure.services.bootstrap import GAMES

    played = {m.name: m for m in GAMES if m.play is not None and m.results is not None and m.table_setup is not None}
    if game not in played:
        typer.echo(f"error (game): no game {game!r} to simulate; games: {', '.join(played) or 'none'}", err=True)
        raise typer.Exit(1)
    return played[game]


def simulate_cmd(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game's registered name (schwimmen, ...).")],
    seats: Annotated[int, typer.Option("--seats", help="Seats at each table.")] = 4,
    bots: Annotated[str, typer.Option("--bots", help="Bots by name, comma-separated, rotated over the seats.")] = (
        "heuristic,random"
    ),
    games: Annotated[int, typer.Option("--games", help="How many games.")] = 200,
    seed: Annotated[str, typer.Option("--seed", help="The run's seed (same seed, same games).")] = "lab",
    setup: Annotated[
        str, typer.Option("--setup", help='The table set-up as JSON, e.g. \'{"rules": "kneipe"}\'.')
    ] = "{}",
    out: Annotated[Path | None, typer.Option("--out", help="Write one CSV row per game here.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")] = False,
) -> None:
    """Simulate whole games of bots and print who places first how often (with intervals)."""
    from infrastructure.services.play_simulation import PlaySimulationError, simulate_games, summary

    module = _module(game)
    try:
        body = json.loads(setup)
    except json.JSONDecodeError as error:
        raise typer.BadParameter(f"not JSON: {error.msg}", param_hint="'--setup'") from None
    if not isinstance(body, dict):
        raise typer.BadParameter("a JSON object", param_hint="'--setup'")
    names = [b.strip() for b in bots.split(",") if b.strip()]
    try:
        records, seconds = simulate_games(module, seats=seats, bots=names, games=games, seed=seed, setup=body)
    except PlaySimulationError as refusal:
        field, _, why = str(refusal).partition(": ")
        raise typer.BadParameter(why or field, param_hint=f"'--{field.split('.')[0]}'") from None
    figures = summary(module, records, seconds, seed=seed)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["game", *(f"bot_{s}" for s in range(seats)), *(f"place_{s}" for s in range(seats)),
                             "moves", "rounds", "events", "cut"])  # fmt: skip
            for r in records:
                writer.writerow([r.game, *r.bots, *r.places, r.moves, r.rounds, r.events, r.cut])
    if as_json:
        typer.echo(json.dumps(figures, indent=2))
        return
    table = Table(title=f"{game}: {figures['games']} games at {seats} seats (fair share {figures['fair_share']:.0%})")
    for column in ("bot", "seat games", "first places", "share (95 %)", "mean place"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for name, row in figures["bots"].items():
        low, high = row["first_rate_95"]
        table.add_row(name, str(row["seat_games"]), str(row["firsts"]),
                      f"{row['first_rate']:.1%} ({low:.1%}-{high:.1%})", f"{row['mean_place']:.2f}")  # fmt: skip
    console = Console(file=sys.stdout, soft_wrap=True)
    console.print(table)
    shares = ", ".join(f"seat {p['seat']}: {p['first_rate']:.1%}" for p in figures["positions"])
    console.print(f"first places by seat: {shares}")
    console.print(
        f"{figures['moves_per_game']} moves and {figures['rounds_per_game']} rounds a game; "
        f"{figures['games_per_second']} games/s, {figures['moves_per_second']} moves/s"
    )
