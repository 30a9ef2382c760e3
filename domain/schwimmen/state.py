"""The fold of a Schwimmen stream: one immutable value (``evolve`` returns a new one).

Phases: ``new`` (no game yet), ``choosing`` (the dealer keeps his hand or takes his second one),
``playing`` (the seat ``turn`` moves), ``between`` (a round was scored; the host deals the next)
and ``over``.  Seats that are out keep their place in every tuple (an empty hand, ``out_round``
the round they went out in; 0 while in).
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.schwimmen.events import GameOver, RoundScored
from domain.schwimmen.rules import STANDARD, Rules

__all__ = ["BETWEEN", "CHOOSING", "NEW", "OVER", "PLAYING", "State", "in_seats", "next_in"]

NEW, CHOOSING, PLAYING, BETWEEN, OVER = "new", "choosing", "playing", "between", "over"


@dataclass(frozen=True, slots=True)
class State:
    """Everything a Schwimmen stream has folded.

    ``stock`` is the face-down rest of the deck (next card first), ``discard`` the middles set
    aside; ``passes`` and ``turns`` count each seat's passes and turns in the round, ``row`` the
    passes in a row; ``knocker`` is -1 until someone knocks; ``no_pass`` is set when the deck ran
    short under ``deck_out = "no_pass"``."""

    phase: str = NEW
    rules: Rules = STANDARD
    players: tuple[str, ...] = ()
    seed: str = ""
    commitment: str = ""
    round_no: int = 0
    dealer: int = -1
    turn: int = -1
    hands: tuple[tuple[int, ...], ...] = ()
    middle: tuple[int, ...] = ()
    spare: tuple[int, ...] = ()
    stock: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    lives: tuple[int, ...] = ()
    out_round: tuple[int, ...] = ()
    passes: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()
    row: int = 0
    knocker: int = -1
    no_pass: bool = False
    last: RoundScored | None = None
    final: GameOver | None = None
    version: int = 0

    @property
    def seats(self) -> int:
        """How many seats the game has."""
        return len(self.players)


def in_seats(state: State) -> tuple[int, ...]:
    """The seats still in the game (not out), in seat order."""
    return tuple(i for i, r in enumerate(state.out_round) if r == 0)


def next_in(state: State, seat: int) -> int:
    """The first seat after ``seat`` (clockwise) that is still in the game."""
    n = len(state.out_round)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if state.out_round[candidate] == 0:
            return candidate
    return -1
