"""``maumau puntobanco``: the second game's offline commands.

* ``edge`` — the exact house edge of the Banker, Player and Tie bets by exhaustive enumeration
  over a full shoe (:mod:`domain.puntobanco.edge`); ``--json`` prints ``banker``, ``player``,
  ``tie`` as fractions of the stake to 4 places, with the exact fractions and probabilities;
* ``simulate`` — coups dealt from real shoes (:mod:`domain.puntobanco.simulation`), each bet's
  edge with its 99 % confidence interval next to the exact value;
* ``teach`` — the example coups (or your own cards) explained step by step.

A thin adapter: the numbers come from the domain; this module parses options and prints.
Options out of range exit with code 2 naming the option.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from domain.cards import parse_card
from domain.puntobanco.coup import ShortShoe
from domain.puntobanco.edge import house_edge
from domain.puntobanco.rules import DEFAULT_RULES
from domain.puntobanco.simulation import simulate
from domain.puntobanco.teaching import EXAMPLES, example, explain

__all__ = ["puntobanco_app"]

puntobanco_app = typer.Typer(help="Punto Banco: exact house edge, simulation, teaching mode.", no_args_is_help=True)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
Decks = Annotated[int, typer.Option(min=1, max=8, help="52-card decks in the shoe.")]
Commission = Annotated[int, typer.Option(min=0, max=10, help="Banker commission, percent.")]
TiePayout = Annotated[int, typer.Option(min=1, max=10, help="A Tie bet pays this many to 1.")]


def _print_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


@puntobanco_app.command("edge")
def edge(decks: Decks = 8, commission: Commission = 5, tie_payout: TiePayout = 8, as_json: JsonOption = False) -> None:
    """Exact house edge of each bet, enumerated over every coup off the top of a full shoe."""
    report = house_edge(decks, commission_pct=commission, tie_payout=tie_payout).as_dict()
    if as_json:
        _print_json(report)
        return
    table = Table(title=f"House edge, {decks} decks, {commission} % commission, Tie {tie_payout}:1")
    for column in ("bet", "edge", "exact"):
        table.add_column(column)
    for spot in ("banker", "player", "tie"):
        table.add_row(spot, f"{report['edge'][spot]:.4%}", report["exact"][spot])
    console = Console(file=sys.stdout, soft_wrap=True)
    console.print(table)
    probs = report["probabilities"]
    console.print(f"P(banker) {probs['banker']:.6f}  P(player) {probs['player']:.6f}  P(tie) {probs['tie']:.6f}")


@puntobanco_app.command("simulate")
def simulate_command(
    coups: Annotated[int, typer.Option(min=1, max=100_000_000, help="Coups to deal.")] = 100_000,
    decks: Decks = 8,
    seed: Annotated[str, typer.Option(help="Run seed (text); the same seed deals the same shoes.")] = "0",
    as_json: JsonOption = False,
) -> None:
    """Deal coups from real shoes and compare each bet's edge with the exact value."""
    rules = replace(DEFAULT_RULES, decks=decks)
    report = simulate(coups, rules, seed.encode())
    exact = house_edge(decks).as_dict()["edge"]
    data = report.as_dict()
    for spot in ("banker", "player", "tie"):
        data[spot]["exact"] = exact[spot]
        data[spot]["agrees"] = data[spot]["low"] <= exact[spot] <= data[spot]["high"]
    if as_json:
        _print_json(data)
        return
    table = Table(title=f"{coups} coups from {report.shoes} shoes of {decks} decks (99 % intervals)")
    for column in ("bet", "simulated", "interval", "exact", "agrees"):
        table.add_column(column)
    for spot in ("banker", "player", "tie"):
        row = data[spot]
        table.add_row(
            spot,
            f"{row['edge']:.4%}",
            f"{row['low']:.4%} .. {row['high']:.4%}",
            f"{row['exact']:.4%}",
            str(row["agrees"]),
        )
    Console(file=sys.stdout, soft_wrap=True).print(table)


@puntobanco_app.command("teach")
def teach(
    number: Annotated[
        int | None, typer.Option("--example", min=1, max=len(EXAMPLES), help="One example (default: all).")
    ] = None,
    cards: Annotated[
        str | None, typer.Option(help="Your own coup: cards in dealing order, e.g. 'HA S5 D4 C8 H9 D5'.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Coups explained step by step, each step by the rule that decided it."""
    if cards is not None:
        try:
            lessons = [explain(tuple(parse_card(c) for c in cards.split()))]
        except (ValueError, ShortShoe) as error:
            raise typer.BadParameter(str(error), param_hint="'--cards'") from None
    elif number is not None:
        lessons = [example(number)]
    else:
        lessons = [example(i + 1) for i in range(len(EXAMPLES))]
    if as_json:
        _print_json([lesson.as_dict() for lesson in lessons])
        return
    for lesson in lessons:
        typer.echo(f"== {lesson.title}")
        for i, step in enumerate(lesson.steps, 1):
            typer.echo(f"  {i}. {step.text}")
        typer.echo("")
