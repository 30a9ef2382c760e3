"""Everything that happens in a Schwimmen game, as frozen events with stable topics.

Cards are :mod:`domain.cards` ints, hand worths half-points (:func:`domain.schwimmen.cards.halves`).
Hidden information lives in the events and is hidden by :mod:`domain.schwimmen.redaction`:
the seed (:class:`GameStarted`, revealed by :class:`GameOver`), the deck order and the hands
(:class:`RoundDealt`), the dealer's hand after his choice (:class:`DealerChose`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.schwimmen.rules import Rules

__all__ = [
    "EVENT_TYPES",
    "DealerChose",
    "Event",
    "GameOver",
    "GameStarted",
    "Knocked",
    "MiddleReplaced",
    "Passed",
    "RoundDealt",
    "RoundScored",
    "Swapped",
    "SwappedAll",
]


@dataclass(frozen=True, slots=True)
class GameStarted:
    """A game began: the players by seat, the house rules, the commitment to the game's seed
    (public) and the seed itself (hex; hidden until :class:`GameOver`)."""

    TOPIC: ClassVar[str] = "schwimmen.GameStarted"
    players: tuple[str, ...]
    rules: Rules
    commitment: str
    seed: str


@dataclass(frozen=True, slots=True)
class RoundDealt:
    """Round ``round_no`` was dealt by ``dealer`` from ``deck`` (its whole order, first dealt first;
    ``explicit``: laid out by the start command, not shuffled): ``hands`` per seat (empty for a seat
    that is out), the ``middle`` face up, or — under the dealer's exchange — the dealer's second
    hand ``spare`` face down and no middle yet; the rest of the deck stays face down."""

    TOPIC: ClassVar[str] = "schwimmen.RoundDealt"
    round_no: int
    dealer: int
    deck: tuple[int, ...]
    explicit: bool
    hands: tuple[tuple[int, ...], ...]
    middle: tuple[int, ...]
    spare: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DealerChose:
    """The dealer kept his hand (``took_spare`` false) or took his second one; ``hand`` is his hand
    now (his alone to see), ``middle`` the three cards laid face up."""

    TOPIC: ClassVar[str] = "schwimmen.DealerChose"
    seat: int
    took_spare: bool
    hand: tuple[int, ...]
    middle: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Swapped:
    """``seat`` laid ``hand_card`` in the middle and took ``middle_card``."""

    TOPIC: ClassVar[str] = "schwimmen.Swapped"
    seat: int
    hand_card: int
    middle_card: int


@dataclass(frozen=True, slots=True)
class SwappedAll:
    """``seat`` laid its three cards (``hand``) in the middle and took the middle's (``middle``)."""

    TOPIC: ClassVar[str] = "schwimmen.SwappedAll"
    seat: int
    hand: tuple[int, ...]
    middle: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` passed."""

    TOPIC: ClassVar[str] = "schwimmen.Passed"
    seat: int


@dataclass(frozen=True, slots=True)
class Knocked:
    """``seat`` knocked."""

    TOPIC: ClassVar[str] = "schwimmen.Knocked"
    seat: int


@dataclass(frozen=True, slots=True)
class MiddleReplaced:
    """Every player passed in a row: the middle (``discarded``) was set aside and the next three
    cards of the deck turned face up as the new ``middle``."""

    TOPIC: ClassVar[str] = "schwimmen.MiddleReplaced"
    discarded: tuple[int, ...]
    middle: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundScored:
    """Round ``round_no`` ended for ``reason`` (``knock``, ``thirty_one``, ``feuer``, ``deck_out``),
    brought about by seat ``by`` (the knocker, the holder of the 31 or the Feuer; -1 for
    ``deck_out``), ``dealt`` true when the hand that ended it was dealt so.  Every hand is shown
    (``hands``, empty for a seat that was out) with its worth (``halves``, -1 for a seat out);
    ``losers`` lost a life; ``lives`` are everyone's lives after it (0 for a swimmer and for a
    seat that is out); ``swimming`` and ``out`` (the seats that went out in this round) follow;
    ``places`` rank the round's hands (1 best, ties share; 0 for a seat that was out)."""

    TOPIC: ClassVar[str] = "schwimmen.RoundScored"
    round_no: int
    reason: str
    by: int
    dealt: bool
    hands: tuple[tuple[int, ...], ...]
    halves: tuple[int, ...]
    losers: tuple[int, ...]
    lives: tuple[int, ...]
    swimming: tuple[int, ...]
    out: tuple[int, ...]
    places: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """At most one player is left: ``places`` per seat (1 best; by the round each went out, later
    is better; seats out together share), ``winners`` the seats placed first, and the game's
    ``seed`` (hex) revealed for verification."""

    TOPIC: ClassVar[str] = "schwimmen.GameOver"
    rounds: int
    places: tuple[int, ...]
    winners: tuple[int, ...]
    seed: str


Event = (
    GameStarted
    | RoundDealt
    | DealerChose
    | Swapped
    | SwappedAll
    | Passed
    | Knocked
    | MiddleReplaced
    | RoundScored
    | GameOver
)
"""Any Schwimmen event."""

EVENT_TYPES: tuple[type, ...] = (
    GameStarted,
    RoundDealt,
    DealerChose,
    Swapped,
    SwappedAll,
    Passed,
    Knocked,
    MiddleReplaced,
    RoundScored,
    GameOver,
)
