"""Cards as small ints for the engine, readable names for everyone else.

A card is an ``int``: ``suit * 16 + rank`` with suits 0..3 (C, S, H, D) and ranks 2..14
(J=11, Q=12, K=13, A=14).  Ints keep hands, piles and comparisons cheap in the hot path of a
fold; :func:`card_name` / :func:`parse_card` give the readable form ("HQ", "S10") used in JSON,
errors and tests.
"""

from __future__ import annotations

SUITS = ("C", "S", "H", "D")
SUIT_NAMES = ("Clubs", "Spades", "Hearts", "Diamonds")
RANK_NAMES = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
RANKS_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}
DECK_RANKS = {32: tuple(range(7, 15)), 52: tuple(range(2, 15))}
CLUBS, SPADES, HEARTS, DIAMONDS = range(4)


def make_card(suit: int, rank: int) -> int:
    """The engine int of a suit index and a rank number."""
    return suit * 16 + rank


def suit_of(card: int) -> int:
    """Suit index (0..3) of a card."""
    return card >> 4


def rank_of(card: int) -> int:
    """Rank number (2..14) of a card."""
    return card & 15


def card_name(card: int) -> str:
    """The short readable name of a card, e.g. ``"HQ"``, ``"S10"``."""
    return SUITS[card >> 4] + RANK_NAMES[card & 15]


def parse_card(text: str) -> int:
    """Parse ``"HQ"`` / ``"s10"`` into the engine int; raises ``ValueError`` naming the input."""
    if not isinstance(text, str) or len(text) < 2:
        raise ValueError(f"not a card: {text!r} (expected suit C/S/H/D then rank 2-10/J/Q/K/A, e.g. 'HQ')")
    suit, rank = text[0].upper(), text[1:].upper()
    if suit not in SUITS or rank not in RANKS_BY_NAME:
        raise ValueError(f"not a card: {text!r} (expected suit C/S/H/D then rank 2-10/J/Q/K/A, e.g. 'HQ')")
    return SUITS.index(suit) * 16 + RANKS_BY_NAME[rank]


def parse_suit(text: str) -> int:
    """Parse a suit letter (C/S/H/D) into its index; raises ``ValueError``."""
    if not isinstance(text, str) or text.upper() not in SUITS:
        raise ValueError(f"not a suit: {text!r} (expected one of C, S, H, D)")
    return SUITS.index(text.upper())


def parse_rank(text: str) -> int:
    """Parse a rank name ("7", "10", "J") into its number; raises ``ValueError``."""
    if text not in RANKS_BY_NAME:
        raise ValueError(f"not a rank: {text!r} (expected 2-10, J, Q, K or A)")
    return RANKS_BY_NAME[text]


def build_deck(size: int, decks: int = 1) -> tuple[int, ...]:
    """The canonical (sorted) deck: ``size`` 32 or 52 cards, ``decks`` copies of each."""
    ranks = DECK_RANKS[size]
    one = tuple(make_card(s, r) for s in range(4) for r in ranks)
    return tuple(sorted(one * decks))
