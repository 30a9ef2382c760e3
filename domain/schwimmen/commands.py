"""What can be asked of a Schwimmen game: the host's two commands and a seat's six moves.

The host starts the game (:class:`StartGame`, which deals round 1) and deals every next round
(:class:`DealRound`).  A seat to move swaps one card with the middle (:class:`Swap`), swaps all
three (:class:`SwapAll`), passes (:class:`Pass`) or knocks (:class:`Knock`); a dealer whose
house rules give him a second hand first keeps his hand (:class:`KeepHand`) or takes the second
one (:class:`TakeSpare`).
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.schwimmen.rules import STANDARD, Rules

__all__ = [
    "DealRound",
    "KeepHand",
    "Knock",
    "Pass",
    "SeatCommand",
    "StartGame",
    "Swap",
    "SwapAll",
    "TakeSpare",
]


@dataclass(frozen=True, slots=True)
class StartGame:
    """Start a game of ``players`` (their names, one per seat) under ``rules`` from ``seed``
    (32 bytes: every round's shuffle); ``deck`` (32 cards, first dealt first) replaces the
    shuffle of round 1 (tests and worked examples)."""

    players: tuple[str, ...]
    seed: bytes
    rules: Rules = STANDARD
    deck: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class DealRound:
    """Deal the next round (between rounds)."""


@dataclass(frozen=True, slots=True)
class Swap:
    """``seat`` lays ``hand_card`` in the middle and takes ``middle_card``."""

    seat: int
    hand_card: int
    middle_card: int


@dataclass(frozen=True, slots=True)
class SwapAll:
    """``seat`` lays its three cards in the middle and takes the three there."""

    seat: int


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` leaves hand and middle as they are ("schieben")."""

    seat: int


@dataclass(frozen=True, slots=True)
class Knock:
    """``seat`` knocks: every other player has one more turn, then the round is scored."""

    seat: int


@dataclass(frozen=True, slots=True)
class KeepHand:
    """The dealer keeps his hand; his second hand goes face up to the middle."""

    seat: int


@dataclass(frozen=True, slots=True)
class TakeSpare:
    """The dealer takes his second hand; his first goes face up to the middle."""

    seat: int


SeatCommand = Swap | SwapAll | Pass | Knock | KeepHand | TakeSpare
"""A move a seat sends."""
