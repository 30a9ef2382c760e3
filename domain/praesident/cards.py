"""Präsident's cards: the platform's card ints (``domain.cards``) plus up to three jokers.

A joker is the int ``k * 16 + 15`` for ``k`` 0..2 (rank 15, a rank of its own above every other);
it prints as ``"JK1"``..``"JK3"``.  Every other card prints and parses as ``domain.cards`` does
(``"HQ"``, ``"S10"``).  The canonical deck (the input of every shuffle) is the sorted tuple of the
32 or 52 cards and the jokers.
"""

from __future__ import annotations

from collections.abc import Iterable

from domain.cards import build_deck, card_name, parse_card

__all__ = ["JOKER_RANK", "canonical_deck", "is_joker", "name", "names", "parse", "parse_many"]

JOKER_RANK = 15
JOKERS = (15, 31, 47)


def is_joker(card: int) -> bool:
    """True for a joker."""
    return card & 15 == JOKER_RANK


def name(card: int) -> str:
    """The readable name: ``"HQ"``, ``"S10"``, ``"JK2"``."""
    return f"JK{(card >> 4) + 1}" if is_joker(card) else card_name(card)


def names(cards: Iterable[int]) -> list[str]:
    """The names of ``cards``, in order."""
    return [name(c) for c in cards]


def parse(text: str) -> int:
    """A card from its name (``ValueError`` names the input)."""
    if isinstance(text, str) and text.upper() in ("JK1", "JK2", "JK3"):
        return JOKERS[int(text[2]) - 1]
    return parse_card(text)


def parse_many(values: object, field: str) -> tuple[int, ...]:
    """A list of card names as card ints; ``ValueError`` starts with ``field``."""
    if not isinstance(values, list | tuple) or not all(isinstance(v, str) for v in values):
        raise ValueError(f"{field}: a list of card names such as ['H5', 'C5']")
    try:
        return tuple(parse(v) for v in values)
    except ValueError as bad:
        raise ValueError(f"{field}: {bad}") from None


def canonical_deck(deck: int, jokers: int) -> tuple[int, ...]:
    """The sorted deck of ``deck`` (32 or 52) cards and ``jokers`` jokers."""
    return tuple(sorted(build_deck(deck) + JOKERS[:jokers]))
