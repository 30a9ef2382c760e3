"""The deck and the worth of a hand, in half-points so that three of a kind (30½) stays exact.

Cards are :mod:`domain.cards` ints over the 32-card deck (7 to Ace in four suits).  A hand of
three counts the card values of its best suit (Ace 11; King, Queen, Jack and 10 count 10; 9, 8
and 7 their face value), at most 31; three cards of one rank count 30½.  Internally every worth
is doubled (:func:`halves`: 31 is 62, 30½ is 61) so no fraction is ever rounded.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from domain.cards import build_deck, card_name, parse_card, rank_of, suit_of

__all__ = [
    "ACE",
    "CANONICAL_DECK",
    "FEUER_HALVES",
    "THIRTY_ONE",
    "THREE_OF_A_KIND",
    "card_points",
    "halves",
    "is_feuer",
    "names",
    "parse_cards",
    "shown",
]

ACE = 14
CANONICAL_DECK: tuple[int, ...] = build_deck(32)
"""The 32 cards in their canonical sorted order (what every shuffle starts from)."""
THIRTY_ONE = 62
"""31 points, in half-points: the best hand, which ends the round at once."""
THREE_OF_A_KIND = 61
"""30½ points, in half-points."""
FEUER_HALVES = 64
"""How three Aces rank against other hands when Feuer counts (above 31); their worth stays 61."""


def card_points(card: int) -> int:
    """A card's value in whole points: Ace 11, King/Queen/Jack/10 ten, 9/8/7 their face value."""
    rank = rank_of(card)
    return 11 if rank == ACE else min(rank, 10)


def halves(hand: Sequence[int]) -> int:
    """The worth of a hand in half-points: twice its best suit's sum, or 61 for three of a kind."""
    if len(hand) == 3 and rank_of(hand[0]) == rank_of(hand[1]) == rank_of(hand[2]):
        return THREE_OF_A_KIND
    sums = [0, 0, 0, 0]
    for card in hand:
        sums[suit_of(card)] += card_points(card)
    return 2 * max(sums)


def is_feuer(hand: Sequence[int]) -> bool:
    """Three Aces."""
    return len(hand) == 3 and all(rank_of(c) == ACE for c in hand)


def shown(half_points: int) -> float:
    """A worth in points as people read it (30.5, 21.0)."""
    return half_points / 2


def names(cards: Iterable[int]) -> list[str]:
    """Card names in the given order."""
    return [card_name(c) for c in cards]


def parse_cards(values: object, field: str) -> tuple[int, ...]:
    """A list of card names as ints; ``ValueError`` names ``field``."""
    if not isinstance(values, list | tuple):
        raise ValueError(f"{field}: a list of card names, not {values!r}")
    try:
        return tuple(parse_card(v) for v in values)
    except ValueError as bad:
        raise ValueError(f"{field}: {bad}") from None
