"""The facts of a Punto Banco table: every chip movement and every card is an event.

Topics start with ``puntobanco.`` (the stream kind).  Events store outcomes, decided once by
:mod:`domain.puntobanco.decide`: the cards a coup dealt, the result and payment of every bet, the
balance after each chip movement.  ``evolve`` applies them and decides nothing.

Hidden until the shoe is finished (:mod:`domain.puntobanco.redaction` removes them on every
outward path): ``ShoeStarted.seed`` and ``ShoeStarted.order``, ``CardsBurned.hidden``.
``ShoeFinished`` carries all three, so once a shoe is over its events say everything.

Who: every chip event names its ``player`` (the name the ledger knows: a person's handle, a bot's
``bot:<strategy>@<seat>``) and, last, ``player_id``, the identity behind a person's name.  The id
came later: events stored before it decode with ``player_id`` ``None`` (its default), as do a bot's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.puntobanco.rules import PuntoBancoRules

__all__ = [
    "EVENT_TYPES",
    "BetPlaced",
    "BetReturned",
    "BetSettled",
    "BetsClosed",
    "CardsBurned",
    "ChipsGranted",
    "CoupDealt",
    "CoupSettled",
    "PBEvent",
    "ShoeFinished",
    "ShoeStarted",
    "TableClosed",
    "TableOpened",
]


@dataclass(frozen=True, slots=True)
class TableOpened:
    """A table opened under ``rules`` (the stream's first event)."""

    TOPIC: ClassVar[str] = "puntobanco.TableOpened"
    rules: PuntoBancoRules


@dataclass(frozen=True, slots=True)
class ChipsGranted:
    """The host granted ``amount`` play chips to ``player``, whose balance is now ``balance``."""

    TOPIC: ClassVar[str] = "puntobanco.ChipsGranted"
    player: str
    amount: int
    balance: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class ShoeStarted:
    """Shoe ``shoe_no`` was shuffled: ``cards`` cards, the first card behind the cut card at
    index ``cut_index``, ``commitment`` to the seed public at once.  ``seed`` (hex) and
    ``order`` (first card first) are hidden until :class:`ShoeFinished`.  ``explicit``: the order
    was given, not shuffled (tutorials, tests)."""

    TOPIC: ClassVar[str] = "puntobanco.ShoeStarted"
    shoe_no: int
    decks: int
    cards: int
    cut_index: int
    commitment: str
    explicit: bool
    seed: str | None
    order: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class CardsBurned:
    """The first card of the shoe, ``shown`` face up, and ``count`` cards burned face down after it
    (``hidden``: which, unseen until the shoe is finished)."""

    TOPIC: ClassVar[str] = "puntobanco.CardsBurned"
    shoe_no: int
    shown: int
    count: int
    hidden: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """``player`` at ``seat`` staked ``amount`` on ``spot`` for coup ``coup_no`` of shoe
    ``shoe_no``; the stake left the balance at once (now ``balance``)."""

    TOPIC: ClassVar[str] = "puntobanco.BetPlaced"
    shoe_no: int
    coup_no: int
    seat: int
    player: str
    spot: str
    amount: int
    balance: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class BetsClosed:
    """No more bets for coup ``coup_no``: ``bets`` bets staking ``staked`` chips in all."""

    TOPIC: ClassVar[str] = "puntobanco.BetsClosed"
    shoe_no: int
    coup_no: int
    bets: int
    staked: int


@dataclass(frozen=True, slots=True)
class CoupDealt:
    """The coup's cards (each hand in the order dealt), final totals, whether a natural ended it,
    and the outcome.  ``cut_card``: the cut card came out in this coup (one more coup follows);
    ``last``: this was the shoe's last coup; ``remaining``: cards left in the shoe after it."""

    TOPIC: ClassVar[str] = "puntobanco.CoupDealt"
    shoe_no: int
    coup_no: int
    player_cards: tuple[int, ...]
    banker_cards: tuple[int, ...]
    player_total: int
    banker_total: int
    natural: bool
    outcome: str
    cut_card: bool
    last: bool
    remaining: int


@dataclass(frozen=True, slots=True)
class BetSettled:
    """One bet settled: ``result`` ``win``/``lose``/``push``; ``paid`` chips returned to the
    bettor (stake included), ``commission`` kept of a Banker win; ``balance`` after."""

    TOPIC: ClassVar[str] = "puntobanco.BetSettled"
    shoe_no: int
    coup_no: int
    seat: int
    player: str
    spot: str
    stake: int
    result: str
    paid: int
    commission: int
    balance: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class CoupSettled:
    """The coup's totals: its ``bets``, chips staked, paid back, commission kept; the house's
    result of this coup (``staked - paid``) and of the table so far (``house_total``)."""

    TOPIC: ClassVar[str] = "puntobanco.CoupSettled"
    shoe_no: int
    coup_no: int
    outcome: str
    bets: int
    staked: int
    paid: int
    commission: int
    house_result: int
    house_total: int


@dataclass(frozen=True, slots=True)
class BetReturned:
    """An open bet given back undealt (the table closed before the coup): ``balance`` after."""

    TOPIC: ClassVar[str] = "puntobanco.BetReturned"
    shoe_no: int
    coup_no: int
    seat: int
    player: str
    spot: str
    amount: int
    balance: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class ShoeFinished:
    """Shoe ``shoe_no`` is over after ``coups`` coups (``reason``: ``cut_card``, or ``closed``
    with the table).  Everything hidden is revealed: the ``seed`` (hex), the whole ``order`` and
    the ``burned`` face-down cards."""

    TOPIC: ClassVar[str] = "puntobanco.ShoeFinished"
    shoe_no: int
    reason: str
    coups: int
    seed: str
    order: tuple[int, ...]
    burned: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableClosed:
    """The host closed the table: nothing can follow (the stream's final event)."""

    TOPIC: ClassVar[str] = "puntobanco.TableClosed"
    reason: str


PBEvent = (
    TableOpened
    | ChipsGranted
    | ShoeStarted
    | CardsBurned
    | BetPlaced
    | BetsClosed
    | CoupDealt
    | BetSettled
    | CoupSettled
    | BetReturned
    | ShoeFinished
    | TableClosed
)
"""Every Punto Banco event."""

EVENT_TYPES: tuple[type[PBEvent], ...] = (
    TableOpened,
    ChipsGranted,
    ShoeStarted,
    CardsBurned,
    BetPlaced,
    BetsClosed,
    CoupDealt,
    BetSettled,
    CoupSettled,
    BetReturned,
    ShoeFinished,
    TableClosed,
)
