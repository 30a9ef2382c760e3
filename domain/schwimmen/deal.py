"""How a round's deck is shuffled and dealt: the documented, re-runnable part of a deal.

Round ``k``'s deck is ``domain.shuffle.shuffled(CANONICAL_DECK, seed, b"schwimmen/round:" + str(k))``
(the game's one seed, committed in ``GameStarted``).  It is dealt in packets of three from the
top (index 0): first the seat after the dealer, then on clockwise over the seats still in, the
dealer last; the next three are the middle (face up) or, under the dealer's exchange, the
dealer's second hand (face down); the rest is the stock, next card first.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.schwimmen.cards import CANONICAL_DECK
from domain.shuffle import shuffled

__all__ = ["Dealt", "deal", "round_deck", "round_label"]

Dealt = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]
"""``(hands per seat, the three cards after the hands, the stock)``."""


def round_label(round_no: int) -> bytes:
    """The shuffle label of round ``round_no`` (from 1)."""
    return b"schwimmen/round:" + str(round_no).encode()


def round_deck(seed: bytes, round_no: int) -> tuple[int, ...]:
    """Round ``round_no``'s deck from the game's seed (first dealt first)."""
    return shuffled(CANONICAL_DECK, seed, round_label(round_no))


def deal(deck: Sequence[int], dealer: int, out_round: Sequence[int]) -> Dealt:
    """Deal ``deck``: three cards to each seat still in (``out_round`` 0), starting after
    ``dealer``, then three more, then the stock."""
    seats = len(out_round)
    hands: list[tuple[int, ...]] = [()] * seats
    at = 0
    for step in range(1, seats + 1):
        seat = (dealer + step) % seats
        if out_round[seat] == 0:
            hands[seat] = tuple(deck[at : at + 3])
            at += 3
    return tuple(hands), tuple(deck[at : at + 3]), tuple(deck[at + 3 :])
