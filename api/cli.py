"""The ``maumau`` command line (console script ``maumau = api.cli:app``).

A thin adapter: parse options, call the code that does the work, print tables with rich or JSON
with ``--json``.  This module holds the one :data:`app` and the offline commands: ``simulate``
(bots play rounds of a preset; statistics from :mod:`api.simulate_report`) and ``rules list|show``.
The service commands are mounted from :mod:`api.service_cli` (``serve``, ``db``, ``reactions``,
``replay``, ``verify``) and the read-model worker from :mod:`projections.cli` (``projections``).
New commands join the same way: ``app.add_typer(x_app, name="x")`` or ``@app.command()``.

Errors in options exit with code 2 and a message naming the option and the allowed values.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from api.service_cli import register as register_service_commands
from api.simulate_report import (
    OptionError,
    find_preset,
    parse_spec,
    rules_detail,
    rules_summary,
    run_simulation,
    summarise,
)
from domain.rules import PRESETS
from domain.simulation import DEFAULT_MAX_MOVES, RoundResult
from projections.cli import projections_app

app = typer.Typer(
    name="maumau", help="maumau: an event-sourced Mau-Mau service.", no_args_is_help=True, add_completion=False
)
rules_app = typer.Typer(help="Show the rulesets (presets).", no_args_is_help=True)
app.add_typer(rules_app, name="rules")
app.add_typer(projections_app, name="projections")
register_service_commands(app)  # serve, db, reactions, replay, verify

PROGRESS_FROM = 200
"""``simulate`` shows a progress bar (on stderr) from this many rounds on, unless ``--json``."""

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]


def _out() -> Console:
    return Console(file=sys.stdout, soft_wrap=True)


def _print_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


def _usage_error(exc: OptionError) -> typer.BadParameter:
    return typer.BadParameter(str(exc), param_hint=f"'{exc.option}'")


# ---------------------------------------------------------------- rules


@rules_app.command("list")
def rules_list(as_json: JsonOption = False) -> None:
    """List the presets with their main rules."""
    rows = [rules_summary(r) for r in PRESETS.values()]
    if as_json:
        _print_json(rows)
        return
    table = Table(title="Presets")
    for column in ("name", "deck", "players", "hand", "specials", "draw", "calls", "scoring"):
        table.add_column(column)
    for row in rows:
        specials = ", ".join(f"{rank}: {what}" for rank, what in row["specials"].items()) or "-"
        table.add_row(
            row["name"],
            str(row["deck"]),
            row["players"],
            str(row["hand_size"]),
            specials,
            row["draw_mode"],
            row["calls"],
            row["scoring"],
        )
    _out().print(table)


@rules_app.command("show")
def rules_show(
    name: Annotated[str, typer.Argument(help="Preset name, e.g. MM-001 or zone.")], as_json: JsonOption = False
) -> None:
    """Show every field of one preset (special cards spelled out)."""
    try:
        rules = find_preset(name, "NAME")
    except OptionError as exc:
        raise _usage_error(exc) from None
    data = rules_detail(rules)
    if as_json:
        _print_json(data)
        return
    table = Table(title=f"Ruleset {rules.name}")
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


# ---------------------------------------------------------------- simulate


@app.command()
def simulate(
    preset: Annotated[str, typer.Option(help="Preset to play, e.g. MM-002 (see `maumau rules list`).")] = "MM-001",
    players: Annotated[int, typer.Option(help="Seats at the table.")] = 4,
    games: Annotated[
        int, typer.Option(help="Number of ROUNDS to play (consecutive matches; a new match starts when one ends).")
    ] = 1000,
    seed: Annotated[str, typer.Option(help="Run seed (text); the same seed replays the same run.")] = "0",
    bots: Annotated[
        str,
        typer.Option(
            help="Comma-separated bots (heuristic, random); they cycle over "
            "the seats when fewer than --players are given."
        ),
    ] = "heuristic,random",
    max_moves: Annotated[
        int, typer.Option(help="Safety valve: abandon a round after this many commands.")
    ] = DEFAULT_MAX_MOVES,
    as_json: JsonOption = False,
) -> None:
    """Let bots play GAMES rounds of a preset and report the statistics.

    Prints win rates by seat and by bot, mean moves per round, reshuffles, forgotten calls and penalties.

    GAMES counts rounds (a match restarts when one ends); the same --seed replays the same run.
    """
    try:
        spec = parse_spec(preset, players, games, seed, bots, max_moves)
    except OptionError as exc:
        raise _usage_error(exc) from None
    if as_json or games < PROGRESS_FROM:
        results = run_simulation(spec)
    else:
        results = _with_progress(lambda tick: run_simulation(spec, tick), games)
    report = summarise(spec, results)
    if as_json:
        _print_json(report)
    else:
        _print_report(report)


def _with_progress(run: Any, total: int) -> list[RoundResult]:
    """Run ``run(tick)`` with a rich progress bar on stderr advanced by every round."""
    columns = (TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("rounds", total=total)

        def tick(_: RoundResult) -> None:
            progress.advance(task)

        result: list[RoundResult] = run(tick)
    return result


def _print_report(report: dict[str, Any]) -> None:
    console = _out()
    console.print(
        f"[bold]{report['preset']}[/], {report['players']} players, {report['rounds']} rounds, "
        f"seed {report['seed']!r}, bots {', '.join(report['bots'])}"
    )
    seats = Table(title="Wins by seat")
    for column in ("seat", "bot", "wins", "win rate"):
        seats.add_column(column, justify="right" if column != "bot" else "left")
    for row in report["by_seat"]:
        seats.add_row(str(row["seat"]), row["bot"], str(row["wins"]), f"{row['win_rate']:.1%}")
    console.print(seats)
    by_bot = Table(title="Wins by bot")
    for column in ("bot", "seats", "wins", "win rate", "per seat"):
        by_bot.add_column(column, justify="right" if column != "bot" else "left")
    for name, row in report["by_bot"].items():
        by_bot.add_row(
            name,
            ",".join(str(s) for s in row["seats"]),
            str(row["wins"]),
            f"{row['win_rate']:.1%}",
            f"{row['win_rate_per_seat']:.1%}",
        )
    console.print(by_bot)
    totals = Table(title="Per round")
    for column in ("", "mean", "total"):
        totals.add_column(column, justify="right" if column else "left")
    for key, label in (
        ("moves", "moves"),
        ("events", "events"),
        ("reshuffles", "reshuffles"),
        ("forgotten_calls", "forgotten calls"),
        ("penalties", "penalties"),
    ):
        totals.add_row(label, f"{report[key]['mean']:.2f}", str(report[key]["total"]))
    console.print(totals)
    if report["valve_rounds"] or report["blocked_rounds"]:
        console.print(
            f"rounds stopped by the safety valve: {report['valve_rounds']}; blocked rounds: {report['blocked_rounds']}"
        )


def main() -> None:  # pragma: no cover - console entry point convenience
    """Run the CLI (``python -m api.cli``)."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
