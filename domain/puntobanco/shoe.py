"""The shoe: its cards, the committed shuffle, the burn and the cut card.

* The canonical shoe is ``decks`` sorted 52-card decks (:func:`domain.cards.build_deck`).
* A shoe's order is the project's committed SHA-256 Fisher-Yates (:mod:`domain.shuffle`) of the
  canonical shoe with the shoe's 32-byte seed and the label :data:`SHOE_LABEL`; its commitment is
  :func:`domain.shuffle.commitment` of the seed, published when the shoe starts; the seed (and the
  whole order) is revealed when the shoe is finished, so anyone can re-run it.
* An explicit order (tutorials, tests) may replace the shuffle; such a shoe is marked
  ``explicit`` for everyone to see, and its commitment is that of
  :func:`explicit_shoe_seed` (a digest of the order).
* Burn (``face_value``, the casino custom): the first card is turned face up for everyone; as many
  cards as its value (10 and faces count 10, an Ace 1) are burned face down, unseen until the shoe
  ends.  ``none`` burns nothing.
* Cut card: it lies ``cut_card_reserve`` cards from the back, i.e. before the card at
  :func:`cut_index`.  The coup that deals that card is the one in which the cut card came out;
  it is finished, one more coup is dealt, and the shoe is over.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from domain.cards import build_deck
from domain.puntobanco.rules import PuntoBancoRules, burn_count
from domain.shuffle import shuffled

__all__ = [
    "SHOE_LABEL",
    "Burn",
    "burn_of",
    "canonical_shoe",
    "cut_card_progress",
    "cut_index",
    "explicit_shoe_seed",
    "shoe_order",
]

SHOE_LABEL = b"puntobanco/shoe"
"""The shuffle label of a shoe's order (the stream of SHA-256 blocks is keyed by seed and label)."""


def canonical_shoe(decks: int) -> tuple[int, ...]:
    """``decks`` 52-card decks, sorted (what the shuffle permutes)."""
    return build_deck(52, decks)


def shoe_order(decks: int, seed: bytes) -> tuple[int, ...]:
    """The order of a ``decks``-deck shoe shuffled with ``seed`` (first card dealt first)."""
    return shuffled(canonical_shoe(decks), seed, SHOE_LABEL)


def explicit_shoe_seed(order: Sequence[int]) -> bytes:
    """The stand-in seed of a shoe given in explicit order: a digest of the order (what its
    commitment commits to)."""
    return hashlib.sha256(b"puntobanco/explicit-shoe/v1:" + bytes(order)).digest()


@dataclass(frozen=True, slots=True)
class Burn:
    """The burn at the start of a shoe: the card shown face up (``None``: no burn), and the cards
    burned face down after it."""

    shown: int | None
    hidden: tuple[int, ...]

    @property
    def used(self) -> int:
        """Cards the burn takes from the front of the shoe."""
        return (0 if self.shown is None else 1) + len(self.hidden)


def burn_of(rules: PuntoBancoRules, order: Sequence[int]) -> Burn:
    """The burn of a shoe in ``order`` under ``rules.burn``."""
    if rules.burn == "none":
        return Burn(None, ())
    shown = order[0]
    count = burn_count(shown & 15)
    return Burn(shown, tuple(order[1 : 1 + count]))


def cut_index(rules: PuntoBancoRules, size: int) -> int:
    """The index of the first card behind the cut card in a shoe of ``size`` cards."""
    return size - rules.cut_card_reserve


def cut_card_progress(pos: int, used: int, cut: int, cut_out: bool) -> tuple[bool, bool]:
    """For a coup dealing ``used`` cards from index ``pos``: ``(cut_now, last)`` — whether the cut
    card (before index ``cut``) comes out in this coup, and whether this coup is the shoe's last
    (the cut card came out in an earlier coup: this is the one more coup dealt after it)."""
    return (not cut_out and pos <= cut < pos + used), cut_out
