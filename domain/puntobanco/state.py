"""The fold of a Punto Banco stream: immutable values, ``evolve`` returns new ones.

The state holds secrets (the running shoe's order and seed): only
:mod:`domain.puntobanco.view` turns it into what anyone may see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from domain.puntobanco.events import CoupDealt
from domain.puntobanco.rules import PuntoBancoRules

__all__ = ["CLOSED", "NEW", "OPEN", "Bet", "LastBet", "PBState", "Phase", "ShoeState"]


class Phase(StrEnum):
    """Where a table is in its life: new (not opened yet), open, or closed for good."""

    NEW = "new"
    """An empty stream: no table yet."""
    OPEN = "open"
    """``TableOpened``: chips, shoes, bets and coups."""
    CLOSED = "closed"
    """``TableClosed``: nothing can follow."""


NEW = Phase.NEW
OPEN = Phase.OPEN
CLOSED = Phase.CLOSED


@dataclass(frozen=True, slots=True)
class Bet:
    """An open bet of the next coup (``player_id``: the identity behind ``player``, if any)."""

    seat: int
    player: str
    spot: str
    amount: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class LastBet:
    """A player's last settled bet (what a betting strategy such as the martingale looks at)."""

    spot: str
    stake: int
    result: str


@dataclass(frozen=True, slots=True)
class ShoeState:
    """The running shoe: its whole order and seed (secret), the next card's index, the cut card."""

    shoe_no: int
    decks: int
    order: tuple[int, ...]
    seed: str
    commitment: str
    explicit: bool
    cut_index: int
    pos: int = 0
    shown: int | None = None
    burned: tuple[int, ...] = ()
    coups: int = 0
    cut_out: bool = False
    results: tuple[str, ...] = ()
    naturals: tuple[bool, ...] = ()

    @property
    def remaining(self) -> int:
        """Cards not dealt yet."""
        return len(self.order) - self.pos


@dataclass(frozen=True, slots=True)
class PBState:
    """A table: its phase, rules, every player's balance, the house's result, the running shoe
    (``None`` between shoes), the open bets of the next coup and the last coup dealt.

    ``owners``: whose each name in the ledger is — the ``player_id`` of the first chip event under
    that name (``None``: a name without an identity, a bot's).  A name's chips stay its owner's."""

    version: int = 0
    phase: Phase = Phase.NEW
    rules: PuntoBancoRules | None = None
    balances: Mapping[str, int] = field(default_factory=dict)
    granted: int = 0
    house: int = 0
    shoes: int = 0
    shoe: ShoeState | None = None
    bets: tuple[Bet, ...] = ()
    last_bets: Mapping[str, LastBet] = field(default_factory=dict)
    last_coup: CoupDealt | None = None
    coups: int = 0
    owners: Mapping[str, str | None] = field(default_factory=dict)

    @property
    def coup_no(self) -> int:
        """The number of the next coup in the running shoe (0 without a shoe)."""
        return self.shoe.coups + 1 if self.shoe is not None else 0
