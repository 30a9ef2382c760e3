"""The lab's ``simulate`` for every game the platform plays (:data:`tests.platform.served.SERVED`),
from its module alone: the same seed gives the same games, the bots rotate over the seats, every
game ends with a place per seat, the heuristic bot places first more often than its fair share
against random play (the figure the docs quote), and the CLI prints the same figures and refuses
bad input naming the option."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from domain.game_module import GameModule
from infrastructure.services.play_simulation import PlaySimulationError, simulate_games, summary
from tests.platform.served import SERVED, play_of, seat_count


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_the_same_seed_plays_the_same_games_with_the_bots_rotated(module: GameModule[Any, Any, Any]) -> None:
    seats = seat_count(module, 4)
    bots = list(play_of(module).bots)[:2]
    first, _ = simulate_games(module, seats=seats, bots=bots, games=12, seed="same")
    again, _ = simulate_games(module, seats=seats, bots=bots, games=12, seed="same")
    other, _ = simulate_games(module, seats=seats, bots=bots, games=12, seed="other")
    assert first == again
    assert first != other
    for record in first:
        assert not record.cut
        assert len(record.places) == seats
        assert min(record.places) == 1
        assert all(1 <= p <= seats for p in record.places)
        assert record.moves > 0
    # every bot sits at every seat equally often over a whole rotation
    by_seat = Counter((seat, name) for r in first for seat, name in enumerate(r.bots))
    assert len(set(by_seat.values())) == 1, by_seat


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_the_heuristic_bot_beats_random_play(module: GameModule[Any, Any, Any]) -> None:
    records, seconds = simulate_games(
        module, seats=seat_count(module, 4), bots=["heuristic", "random"], games=60, seed="t"
    )
    figures = summary(module, records, seconds, seed="t")
    assert figures["bots"]["heuristic"]["above_fair_share"], figures["bots"]
    assert figures["bots"]["heuristic"]["mean_place"] < figures["bots"]["random"]["mean_place"]
    assert sum(p["firsts"] for p in figures["positions"]) == sum(b["firsts"] for b in figures["bots"].values())


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_bad_requests_name_their_field(module: GameModule[Any, Any, Any]) -> None:
    low, high = module.seats.seat_counts
    for kwargs, field in (
        ({"seats": high + 1}, "seats"),
        ({"bots": ["nobody"]}, "bots"),
        ({"games": 0}, "games"),
        ({"setup": {"no_such_field": 1}}, "setup"),
    ):
        args: dict[str, Any] = {"seats": low, "bots": ["random"], "games": 1, "seed": "x", **kwargs}
        with pytest.raises(PlaySimulationError) as refused:
            simulate_games(module, **args)
        assert str(refused.value).startswith(field), refused.value


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_the_cli_prints_the_figures_and_writes_a_row_per_game(
    module: GameModule[Any, Any, Any], tmp_path: Path
) -> None:
    seats = seat_count(module, 3)
    out = tmp_path / "games.csv"
    args = ["games", "simulate", module.name, "--seats", str(seats), "--games", "9", "--seed", "cli"]
    result = CliRunner().invoke(app, [*args, "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.output)
    records, seconds = simulate_games(module, seats=seats, bots=["heuristic", "random"], games=9, seed="cli")
    expected = summary(module, records, seconds, seed="cli")
    volatile = ("seconds", "games_per_second", "moves_per_second")
    assert {k: v for k, v in printed.items() if k not in volatile} == {
        k: v for k, v in expected.items() if k not in volatile
    }
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [int(r["moves"]) for r in rows] == [r.moves for r in records]
    bad = CliRunner().invoke(app, [*args[:3], "--seats", "99"])
    assert bad.exit_code == 2
    assert "--seats" in bad.output
    unknown = CliRunner().invoke(app, ["games", "simulate", "no-such-game"])
    assert unknown.exit_code == 1
