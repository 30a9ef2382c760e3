"""One coup dealt from a shoe: the cards, the totals, the natural and the outcome.

:func:`deal_coup` is the deal itself — the one place the order of the cards and the drawing rules
of :mod:`domain.puntobanco.rules` are put together.  ``decide`` calls it for every coup, the
simulation for every simulated coup, the verification to re-deal a finished shoe, and the
teaching mode to explain a coup; so all four agree card for card.

The dealing order is the casino's: Player, Banker, Player, Banker; then Player's third card (if
Player draws), then Banker's third card (if Banker draws).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.puntobanco.rules import banker_draws, card_value, is_natural, outcome_of, player_draws

__all__ = ["VALUES", "Coup", "ShortShoe", "deal_coup", "value_of"]

VALUES: tuple[int, ...] = tuple(card_value(c & 15) if 2 <= (c & 15) <= 14 else -1 for c in range(64))
"""Point value of every engine card int (``suit * 16 + rank``); -1 for ints that are no card."""


def value_of(card: int) -> int:
    """The point value of a card (engine int)."""
    return VALUES[card]


class ShortShoe(ValueError):
    """The cards ran out in the middle of a coup (a shoe too short for its cut card)."""


@dataclass(frozen=True, slots=True)
class Coup:
    """A dealt coup: each hand's cards in the order dealt, the final totals, whether a natural
    ended it after two cards each, and the outcome (``player``, ``banker`` or ``tie``)."""

    player: tuple[int, ...]
    banker: tuple[int, ...]
    player_total: int
    banker_total: int
    natural: bool
    outcome: str

    @property
    def cards_used(self) -> int:
        """How many cards the coup took from the shoe (4-6)."""
        return len(self.player) + len(self.banker)


def deal_coup(cards: Sequence[int], start: int = 0) -> Coup:
    """Deal one coup from ``cards[start:]`` by the rules (``ShortShoe`` if they run out)."""
    if len(cards) - start < 4:
        raise ShortShoe(f"a coup needs 4 cards, {len(cards) - start} are left")
    p1, b1, p2, b2 = cards[start], cards[start + 1], cards[start + 2], cards[start + 3]
    pos = start + 4
    values = VALUES
    pt = (values[p1] + values[p2]) % 10
    bt = (values[b1] + values[b2]) % 10
    player: tuple[int, ...] = (p1, p2)
    banker: tuple[int, ...] = (b1, b2)
    if is_natural(pt) or is_natural(bt):
        return Coup(player, banker, pt, bt, True, outcome_of(pt, bt))
    third: int | None = None
    if player_draws(pt):
        if pos >= len(cards):
            raise ShortShoe("the shoe ran out before Player's third card")
        card = cards[pos]
        pos += 1
        player = (p1, p2, card)
        third = values[card]
        pt = (pt + third) % 10
    if banker_draws(bt, third):
        if pos >= len(cards):
            raise ShortShoe("the shoe ran out before Banker's third card")
        card = cards[pos]
        banker = (b1, b2, card)
        bt = (bt + values[card]) % 10
    return Coup(player, banker, pt, bt, False, outcome_of(pt, bt))
