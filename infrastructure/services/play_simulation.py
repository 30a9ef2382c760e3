"""The lab's ``simulate`` for every game the platform plays: whole games of bots, from the module.

A game registered with ``play`` and ``results`` (Schwimmen, Präsident, …) is simulated here with
no code of its own, in memory through the game's pure functions: the table's set-up from its
``table_setup`` (a preset and house rules, as a table is opened), the game dealt by its host
command ``play.start`` with a seed derived from the run's seed and the game's number, every move
chosen by the seat's bot from its view and legal commands only, ``play.next_round`` between
rounds, and each seat's final place from ``results.final_places``.

The design is the balance lab's (``docs/balance.md``): the bots named rotate over the seats game
by game (game ``g`` puts bot ``bots[(seat + g) % len(bots)]`` at ``seat``), so no bot keeps a
position; the same seed gives the same games, byte for byte.  What is reported: per bot its share
of first places with a 95 % Wilson interval against the fair ``1 / seats`` and its mean place;
per seat position its share of first places (the first player's edge, the game's first seat
being the one the game lets act first); moves and rounds per game; the speed.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.game_module import GameModule, Occupant, SeatKind, TableFacts
from infrastructure.services.balance.stats import wilson

__all__ = ["GameRecord", "PlaySimulationError", "simulate_games", "summary"]

MAX_MOVES = 20_000
"""A game longer than this is cut (and counted): the safety valve of a bot pair that never ends."""


class PlaySimulationError(ValueError):
    """A bad simulation request; the text starts with the field."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One simulated game: the bots per seat, each seat's final place, its length."""

    game: int
    bots: tuple[str, ...]
    places: tuple[int, ...]
    moves: int
    rounds: int
    events: int
    cut: bool


def _seed(run_seed: str, game: int) -> bytes:
    return hashlib.sha256(f"maumau/simulate/{run_seed}/{game}".encode()).digest()


def play_game(
    module: GameModule[Any, Any, Any], setup: Any, bots: Sequence[str], run_seed: str, game: int
) -> GameRecord:
    """Game number ``game`` of a run: ``bots`` per seat, everything seeded by ``run_seed``."""
    play, results, decider = module.play, module.results, module.decider
    assert play is not None
    assert results is not None
    occupants = tuple(Occupant(i, SeatKind.BOT, f"bot:{name}#{i}", None, name) for i, name in enumerate(bots))
    seed = _seed(run_seed, game)
    facts = TableFacts(f"simulation-{game}", setup, occupants, {}, 0, lambda: seed)
    rng = random.Random(seed)  # noqa: S311 - bot choices, not secrets
    chosen = [play.bots[name] for name in bots]
    state = decider.initial_state()
    batch = module.host_command(play.start).decide(facts, state)
    state = decider.fold(batch, state)
    events, moves, rounds, places = len(batch), 0, 1, None
    while not decider.is_terminal(state) and moves < MAX_MOVES:
        acting = play.to_act(state)
        if not acting:
            if play.next_round is None or not play.awaiting_round(state):
                break
            batch = module.host_command(play.next_round).decide(facts, state)
            rounds += 1
        else:
            seat = acting[0]
            batch = decider.decide(state, chosen[seat](play.view(state, seat), play.legal_commands(state, seat), rng))
            moves += 1
        state = decider.fold(batch, state)
        events += len(batch)
        for event in batch:
            found = results.final_places(event)
            places = tuple(found) if found is not None else places
    cut = places is None
    return GameRecord(game, tuple(bots), places or tuple([len(bots)] * len(bots)), moves, rounds, events, cut)


def _setup(module: GameModule[Any, Any, Any], body: Mapping[str, Any]) -> Any:
    if module.table_setup is None:
        raise PlaySimulationError(f"game: {module.name} is not played at platform tables")
    try:
        return module.table_setup(body)
    except ValueError as refusal:
        raise PlaySimulationError(f"setup.{refusal}") from None


def simulate_games(
    module: GameModule[Any, Any, Any],
    *,
    seats: int,
    bots: Sequence[str],
    games: int,
    seed: str,
    setup: Mapping[str, Any] | None = None,
) -> tuple[list[GameRecord], float]:
    """``games`` games at ``seats`` seats of the bots named (rotated over the seats); the records
    and the wall time in seconds."""
    if module.play is None or module.results is None:
        raise PlaySimulationError(f"game: {module.name} declares no play and results to simulate")
    low, high = module.seats.seat_counts
    if not low <= seats <= high:
        raise PlaySimulationError(f"seats: a {module.name} table has {low} to {high} seats, not {seats}")
    unknown = [b for b in bots if b not in module.play.bots]
    if not bots or unknown:
        raise PlaySimulationError(f"bots: known bots are {', '.join(module.play.bots)}; not {', '.join(unknown)}")
    if not 1 <= games <= 1_000_000:
        raise PlaySimulationError(f"games: 1 to 1000000, not {games}")
    parsed = _setup(module, setup or {})
    started = time.perf_counter()
    records = [
        play_game(module, parsed, [bots[(seat + g) % len(bots)] for seat in range(seats)], seed, g)
        for g in range(games)
    ]
    return records, time.perf_counter() - started


def summary(
    module: GameModule[Any, Any, Any], records: Sequence[GameRecord], seconds: float, *, seed: str
) -> dict[str, Any]:
    """The run's figures (module docstring), JSON-ready."""
    seats = len(records[0].bots) if records else 0
    fair = 1 / seats if seats else 0.0
    per_bot: dict[str, dict[str, Any]] = {}
    for record in records:
        for seat, name in enumerate(record.bots):
            row = per_bot.setdefault(name, {"seat_games": 0, "firsts": 0, "place_sum": 0})
            row["seat_games"] += 1
            row["firsts"] += record.places[seat] == 1
            row["place_sum"] += record.places[seat]
    bots_out = {}
    for name, row in sorted(per_bot.items()):
        interval = wilson(row["firsts"], row["seat_games"])
        bots_out[name] = {
            "seat_games": row["seat_games"],
            "firsts": row["firsts"],
            "first_rate": round(interval.estimate, 4),
            "first_rate_95": [round(interval.low, 4), round(interval.high, 4)],
            "above_fair_share": interval.low > fair,
            "below_fair_share": interval.high < fair,
            "mean_place": round(row["place_sum"] / row["seat_games"], 3),
        }
    positions = []
    for seat in range(seats):
        firsts = sum(r.places[seat] == 1 for r in records)
        interval = wilson(firsts, len(records))
        positions.append(
            {"seat": seat, "firsts": firsts, "first_rate": round(interval.estimate, 4),
             "first_rate_95": [round(interval.low, 4), round(interval.high, 4)]}
        )  # fmt: skip
    n = max(len(records), 1)
    moves = sum(r.moves for r in records)
    return {
        "game": module.name,
        "seats": seats,
        "games": len(records),
        "seed": seed,
        "fair_share": round(fair, 4),
        "bots": bots_out,
        "positions": positions,
        "moves_per_game": round(moves / n, 2),
        "rounds_per_game": round(sum(r.rounds for r in records) / n, 2),
        "cut_games": sum(r.cut for r in records),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(records) / seconds, 1) if seconds > 0 else None,
        "moves_per_second": round(moves / seconds) if seconds > 0 else None,
    }
