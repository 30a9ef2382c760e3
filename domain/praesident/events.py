"""Präsident's events, each a frozen value whose ``TOPIC`` starts with ``praesident.``.

Hidden facts travel in events and :mod:`domain.praesident.redaction` keeps them from the other
viewers: ``Started.seed`` (revealed by ``GameEnded.seed``), ``RoundDealt.hands`` (each seat its
own), the cards of a ``Gift`` and of ``CardsReturned`` (their giver and receiver).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.praesident.rules import Rules

__all__ = [
    "EVENTS",
    "CardsReturned",
    "Event",
    "GameEnded",
    "Gift",
    "Passed",
    "Played",
    "RoundDealt",
    "RoundEnded",
    "Started",
    "TrickWon",
    "WentOut",
]


@dataclass(frozen=True, slots=True)
class Started:
    """A game began: its players, rules and the commitment to its seed (``seed`` is stored but
    shown to nobody until ``GameEnded`` reveals it)."""

    TOPIC: ClassVar[str] = "praesident.Started"
    players: tuple[str, ...]
    rules: Rules
    commitment: str
    seed: bytes


@dataclass(frozen=True, slots=True)
class Gift:
    """A forced gift of the exchange: ``giver`` hands ``receiver`` his best ``cards``."""

    giver: int
    receiver: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundDealt:
    """Round ``round_no`` is dealt: ``hands`` as dealt (``first`` got the first card), then the
    forced ``gifts``; ``returns`` the gifts back still owed (giver, receiver, count); ``leader``
    leads the first trick; ``revolution`` is the order in force; ``explicit``: the deck was given."""

    TOPIC: ClassVar[str] = "praesident.RoundDealt"
    round_no: int
    first: int
    hands: tuple[tuple[int, ...], ...]
    gifts: tuple[Gift, ...]
    returns: tuple[tuple[int, int, int], ...]
    leader: int
    revolution: bool
    explicit: bool = False


@dataclass(frozen=True, slots=True)
class CardsReturned:
    """``seat`` (President or vice) gave ``cards`` of his choice back to ``receiver``."""

    TOPIC: ClassVar[str] = "praesident.CardsReturned"
    seat: int
    receiver: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Played:
    """``seat`` played ``cards`` on the trick (``skipped``: the seat an equal rank skipped, -1:
    none; ``revolution``: the order now in force, changed by a four of a kind)."""

    TOPIC: ClassVar[str] = "praesident.Played"
    seat: int
    cards: tuple[int, ...]
    skipped: int = -1
    revolution: bool = False


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` passed."""

    TOPIC: ClassVar[str] = "praesident.Passed"
    seat: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Every other player passed: ``seat`` played last and the trick is cleared; ``leader`` leads
    the next (``seat`` itself, or the next player still in when ``seat`` is out)."""

    TOPIC: ClassVar[str] = "praesident.TrickWon"
    seat: int
    leader: int


@dataclass(frozen=True, slots=True)
class WentOut:
    """``seat`` played his last card and finished in ``place`` (1 = first out)."""

    TOPIC: ClassVar[str] = "praesident.WentOut"
    seat: int
    place: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """Only one player holds cards: round ``round_no`` is over.  Per seat its ``places`` (order of
    going out), its ``titles``, the round's ``points`` and the running ``totals``."""

    TOPIC: ClassVar[str] = "praesident.RoundEnded"
    round_no: int
    places: tuple[int, ...]
    titles: tuple[str, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The last round is over: the ``totals``, each seat's ``final_places`` (by total points, ties
    share) and the revealed ``seed``."""

    TOPIC: ClassVar[str] = "praesident.GameEnded"
    totals: tuple[int, ...]
    final_places: tuple[int, ...]
    seed: bytes


Event = Started | RoundDealt | CardsReturned | Played | Passed | TrickWon | WentOut | RoundEnded | GameEnded
EVENTS: dict[str, type] = {
    t.TOPIC: t for t in (Started, RoundDealt, CardsReturned, Played, Passed, TrickWon, WentOut, RoundEnded, GameEnded)
}
