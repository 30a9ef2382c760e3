"""Movements: precomputed seating schedules (resolvable designs) for the sizes where a perfect or
provably best one is known, so the seating need not search for them.

A design is a list of rounds, each a list of tables of *points* ``0..v-1``; the seating maps
points to players (``domain.tournament.seating``).  Every construction is published in
``docs/tournaments.md`` (the seating recipe) and rebuilt by ``scripts/verify_seating.py``:

* **affine planes** AG(2, q), q = 3, 4, 5: the point ``(x, y)`` of GF(q)² is ``x·q + y``; round 1
  is the lines ``x = c`` (``c = 0..q-1``), round ``2 + m`` (``m = 0..q-1``) the lines
  ``y = m·x + c`` (``c = 0..q-1``), each line's points by ``x``.  ``q²`` players, ``q`` tables of
  ``q``, ``q + 1`` rounds, every pair meets exactly once (9 players in threes over 4 rounds,
  16 in fours over 5, 25 in fives over 6).  GF(4) is ``{0, 1, 2, 3}`` with XOR as addition and
  ``2·2 = 3, 2·3 = 1, 3·3 = 2``; GF(3), GF(5) are the integers mod 3, 5;
* **one point more**: ``q² + 1`` players, one table of ``q + 1`` and ``q - 1`` of ``q``: the extra
  point ``q²`` joins the table of point 0 every round.  Every pair meets once except the pair
  (0, ``q²``), which meets every round — by counting the fewest repeats possible (17 players at
  5 + 4 + 4 + 4 over 5 rounds: 140 meetings for 136 pairs, so at least 4 meetings beyond the
  first, and only one pair repeats) — and it forces those two to the big table every round,
  while each other player sits there exactly once.  Over fewer rounds it is still the fewest:
  the big table's players of one round sit at ``q`` tables in the next, so two of them meet
  again every round after the first (``R - 1`` meetings beyond the first over ``R`` rounds);
* **one point fewer** (q = 4, 5): ``q² - 1`` players, ``q - 1`` tables of ``q`` and one of ``q - 1``: point
  ``q² - 1`` is left out (its table is one seat short and is put last); still no pair twice;
* **Kirkman's schoolgirls**: 15 players in threes over 7 rounds, no pair twice
  (:data:`KIRKMAN_15`, a table checked by the tests).

A design's tables are listed with the biggest first, ties in construction order.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["KIRKMAN_15", "Design", "affine_plane", "design_for"]

Design = tuple[tuple[tuple[int, ...], ...], ...]
"""Rounds of tables of points."""

_GF4_MUL = ((0, 0, 0, 0), (0, 1, 2, 3), (0, 2, 3, 1), (0, 3, 1, 2))

KIRKMAN_15: Design = (
    ((0, 1, 2), (3, 7, 11), (4, 9, 14), (5, 10, 12), (6, 8, 13)),
    ((0, 3, 4), (1, 8, 10), (2, 12, 13), (5, 9, 11), (6, 7, 14)),
    ((0, 5, 6), (1, 12, 14), (2, 7, 10), (3, 9, 13), (4, 8, 11)),
    ((0, 7, 8), (1, 3, 5), (2, 11, 14), (4, 10, 13), (6, 9, 12)),
    ((0, 9, 10), (1, 11, 13), (2, 3, 6), (4, 7, 12), (5, 8, 14)),
    ((0, 11, 12), (1, 4, 6), (2, 8, 9), (3, 10, 14), (5, 7, 13)),
    ((0, 13, 14), (1, 7, 9), (2, 4, 5), (3, 8, 12), (6, 10, 11)),
)
"""15 players in threes over 7 rounds, every pair exactly once: the 35 lines of the projective
space PG(3, 2) (points the nonzero vectors of GF(2)^4 less one, lines ``{a, b, a XOR b}``) packed
into 7 parallel classes, found once by a backtracking search and listed here."""


def _add(q: int, a: int, b: int) -> int:
    return a ^ b if q == 4 else (a + b) % q


def _mul(q: int, a: int, b: int) -> int:
    return _GF4_MUL[a][b] if q == 4 else (a * b) % q


def affine_plane(q: int) -> Design:
    """AG(2, ``q``)'s ``q + 1`` parallel classes (``q`` in 3, 4, 5), as the module docstring says."""
    if q not in (3, 4, 5):
        raise ValueError("affine planes are built for q = 3, 4, 5")
    rounds: list[tuple[tuple[int, ...], ...]] = [tuple(tuple(c * q + y for y in range(q)) for c in range(q))]
    for m in range(q):
        rounds.append(tuple(tuple(x * q + _add(q, _mul(q, m, x), c) for x in range(q)) for c in range(q)))
    return tuple(rounds)


def _with_extra_point(design: Design, extra: int) -> Design:
    """Point ``extra`` joins the table of point 0 every round; that table goes first."""
    out = []
    for tables in design:
        big = next(t for t in tables if 0 in t)
        out.append(((*big, extra), *(t for t in tables if t is not big)))
    return tuple(out)


def _without_point(design: Design, gone: int) -> Design:
    """Point ``gone`` left out; its table (one seat short) goes last."""
    out = []
    for tables in design:
        short = next(t for t in tables if gone in t)
        out.append((*(t for t in tables if t is not short), tuple(p for p in short if p != gone)))
    return tuple(out)


def design_for(players: int, sizes: Sequence[int]) -> Design | None:
    """The precomputed design for ``players`` seated at tables of ``sizes`` (largest first), or
    ``None``: see the module docstring for the list."""
    sizes = tuple(sizes)
    if sum(sizes) != players:
        return None
    if players == 15 and sizes == (3,) * 5:
        return KIRKMAN_15
    for q in (3, 4, 5):
        if players == q * q and sizes == (q,) * q:
            return affine_plane(q)
        if players == q * q + 1 and sizes == (q + 1,) + (q,) * (q - 1):
            return _with_extra_point(affine_plane(q), q * q)
        if q > 3 and players == q * q - 1 and sizes == (q,) * (q - 1) + (q - 1,):
            return _without_point(affine_plane(q), q * q - 1)
    return None
