"""Verifiable shuffles (RULES.md §7): Fisher-Yates driven by SHA-256 in counter mode.

The contract, so anyone can re-run a deal from the revealed seed:

* a seed is 32 bytes (256 bits); its commitment is ``sha256(b"maumau/commit/v1:" + seed)`` in hex;
* the random stream for a ``label`` is the concatenation of ``sha256(seed + label + counter)`` blocks,
  ``counter`` an unsigned 64-bit big-endian int counting from 0;
* a uniform int below ``n`` takes the next 8 bytes as a big-endian int ``x`` and accepts it when
  ``x < 2**64 - 2**64 % n`` (else takes the next 8 bytes), giving ``x % n``;
* Fisher-Yates: for ``i`` from ``len - 1`` down to 1, swap positions ``i`` and ``uniform(i + 1)``;
* the deal shuffles the canonical sorted deck with label ``b"deal"``; the k-th reshuffle (k from 1)
  of a round shuffles the discard pile without its top card, bottom to top, with label
  ``b"reshuffle:" + str(k)``.

Python's ``random`` is not used: its algorithm is not a published contract.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterator, Sequence

SEED_BYTES = 32
_LIMIT = 1 << 64


def _blocks(seed: bytes, label: bytes) -> Iterator[int]:
    """The stream's successive 64-bit words."""
    counter = 0
    while True:
        digest = hashlib.sha256(seed + label + counter.to_bytes(8, "big")).digest()
        for offset in range(0, 32, 8):
            yield int.from_bytes(digest[offset : offset + 8], "big")
        counter += 1


def shuffled(cards: Sequence[int], seed: bytes, label: bytes) -> tuple[int, ...]:
    """``cards`` in the order the documented Fisher-Yates gives for ``seed`` and ``label``."""
    out = list(cards)
    words = _blocks(seed, label)
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        bound = _LIMIT - _LIMIT % n
        x = next(words)
        while x >= bound:
            x = next(words)
        j = x % n
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def deal_order(canonical_deck: Sequence[int], seed: bytes) -> tuple[int, ...]:
    """The order of the deck for a round dealt from ``seed`` (first dealt card first)."""
    return shuffled(canonical_deck, seed, b"deal")


def reshuffle_order(discard_without_top: Sequence[int], seed: bytes, k: int) -> tuple[int, ...]:
    """The new draw pile (next card to draw first) of the ``k``-th reshuffle of a round."""
    return shuffled(discard_without_top, seed, b"reshuffle:" + str(k).encode())


def commitment(seed: bytes) -> str:
    """The public commitment to a round's seed, published when the round starts."""
    return hashlib.sha256(b"maumau/commit/v1:" + seed).hexdigest()


def verify_commitment(seed: bytes, published: str) -> bool:
    """True when ``seed`` is the one ``published`` committed to."""
    return hmac.compare_digest(commitment(seed), published)


def explicit_deck_seed(deck: Sequence[int]) -> bytes:
    """Seed for reshuffles of a round started from an explicit deck order without a seed."""
    return hashlib.sha256(b"maumau/explicit-deck/v1:" + bytes(deck)).digest()


def table_round_seed(table_seed: bytes, round_no: int) -> bytes:
    """The seed of round ``round_no`` (from 1) at a table created with ``table_seed``:
    ``sha256(b"maumau/table-round/v1:" + table_seed + round_no as 4 bytes big-endian)``.  Every
    table dealt from one table seed gets the same rounds (duplicate deals, tournaments)."""
    return hashlib.sha256(b"maumau/table-round/v1:" + table_seed + round_no.to_bytes(4, "big")).digest()
