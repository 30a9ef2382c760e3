"""Präsident's commands: the host's two (start the game, deal the next round) and a seat's three."""

from __future__ import annotations

from dataclasses import dataclass

from domain.praesident.rules import Rules

__all__ = ["DealRound", "GiveBack", "Pass", "Play", "SeatCommand", "Start"]


@dataclass(frozen=True, slots=True)
class Start:
    """The host starts a game of ``len(players)`` seats under ``rules`` with a fresh 32-byte
    ``seed``; ``deck`` (optional) is the explicit order of the first round's deck."""

    players: tuple[str, ...]
    rules: Rules
    seed: bytes
    deck: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class DealRound:
    """The host (or the platform) deals the next round, with the forced gifts of the exchange."""


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays ``cards`` (one to four cards of one rank) on the trick, or leads them."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` does not play on this trick now."""

    seat: int


@dataclass(frozen=True, slots=True)
class GiveBack:
    """The President (two cards) or the vice (one card) gives back cards of his choice."""

    seat: int
    cards: tuple[int, ...]


SeatCommand = Play | Pass | GiveBack
