"""Shared helpers of the Schwimmen tests: games started from explicit decks or seeds, bot play."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from domain.cards import parse_card
from domain.game_module import Bot
from domain.schwimmen.cards import CANONICAL_DECK
from domain.schwimmen.commands import DealRound, SeatCommand, StartGame
from domain.schwimmen.decide import decide
from domain.schwimmen.events import Event
from domain.schwimmen.evolve import fold
from domain.schwimmen.legal import legal_commands, to_act
from domain.schwimmen.rules import STANDARD, Rules
from domain.schwimmen.state import BETWEEN, OVER, State
from domain.schwimmen.view import view


def seed_of(tag: str) -> bytes:
    return hashlib.sha256(f"schwimmen-test/{tag}".encode()).digest()


def deck(*packets: str) -> tuple[int, ...]:
    """A 32-card deck that starts with the given cards ("HA S7 D10", packet after packet, in deal
    order), the rest of the canonical deck after them."""
    head = [parse_card(c) for packet in packets for c in packet.split()]
    assert len(set(head)) == len(head), "a card twice"
    return (*head, *(c for c in CANONICAL_DECK if c not in head))


def start(
    *packets: str,
    rules: Rules = STANDARD,
    players: Sequence[str] = ("ann", "bob", "cy"),
    tag: str = "t",
) -> tuple[State, list[Event]]:
    """A game started; round 1 dealt from ``deck(*packets)`` (or the seed's shuffle when no packet)."""
    command = StartGame(tuple(players), seed_of(tag), rules, deck(*packets) if packets else None)
    events = decide(State(), command)
    return fold(events), events


def step(state: State, command: object) -> tuple[State, list[Event]]:
    events = decide(state, command)
    return fold(events, state), events


def all_legal(state: State) -> list[SeatCommand]:
    """Every seat's legal commands, in seat order."""
    return [c for seat in range(state.seats) for c in legal_commands(state, seat)]


def play_game(
    rules: Rules, bots: Sequence[Bot], tag: str, rng: random.Random, *, max_moves: int = 20_000
) -> tuple[list[Event], State, int]:
    """A whole game of ``len(bots)`` bots (the host deals every round); events, end state, moves."""
    players = tuple(f"bot{i}" for i in range(len(bots)))
    events = decide(State(), StartGame(players, seed_of(tag), rules))
    state = fold(events)
    moves = 0
    while state.phase != OVER:
        assert moves < max_moves, "the game does not end"
        if state.phase == BETWEEN:
            batch = decide(state, DealRound())
        else:
            seat = to_act(state)[0]
            batch = decide(state, bots[seat](view(state, seat), legal_commands(state, seat), rng))
            moves += 1
        events += batch
        state = fold(batch, state)
    return events, state, moves
