"""Seating a tournament round: table sizes, byes, and who sits with whom.

A social-golfer style heuristic: every round, seat the players so that as few pairs as possible
meet again (each pair weighted by how often it has already met).  Two steps, both deterministic:

1. **greedy**: fixed players (access needs) go to their table first; then the others, most
   "met" players first (ties in the order of the round's seating stream), each to the table
   with open seats that costs least (the sum of its occupants' meetings with the player), ties
   to the emptiest table, then the lowest number;
2. **local search**: swaps of two players between tables while a swap lowers the total cost,
   at most :data:`MAX_PASSES` passes; fixed players never move.

The greedy/local-search pair is run from :func:`restarts` different orders (fewer for big
rounds) and the cheapest seating kept.  Seat order inside a table is shuffled from the stream.
All randomness is the counter-mode SHA-256 stream of :mod:`domain.shuffle`, seeded by
``domain.tournament.deals.seating_seed`` (:class:`SeatingRng`); Python's ``random`` is never
used, so a seating can be re-run by anyone once the tournament seed is revealed.

:func:`random_seating` is the baseline the quality figure (:func:`quality`) is compared with.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

from domain.errors import RuleViolation
from domain.shuffle import _blocks  # the documented counter-mode stream, reused (not re-implemented)
from domain.tournament.model import Format

__all__ = [
    "MAX_PASSES",
    "RoundPlan",
    "SeatingQuality",
    "SeatingRng",
    "choose_byes",
    "met_pairs",
    "plan_round",
    "quality",
    "random_seating",
    "restarts",
    "seat_round",
    "seating_cost",
    "table_sizes",
]

T = TypeVar("T")
MIN_TABLE, MAX_TABLE = 3, 5
"""Every tournament table seats 3 to 5 players."""
REPEAT_COST = 16
"""What seating a pair together again costs on top of how often it met: a pair that has met
at all costs ``REPEAT_COST + times``, so the heuristic first meets as many *new* pairs as possible
(fewest repeated pairs, most distinct opponents) and, among equal choices, repeats the pairs that
met least often."""
MAX_PASSES = 30
"""The local search stops after this many passes over the players even if a swap still helps."""
_LIMIT = 1 << 64


class SeatingRng:
    """Uniform integers and shuffles from ``domain.shuffle``'s stream: 64-bit words of
    ``sha256(seed + label + counter)``, ``uniform(n)`` by rejection (``x < 2**64 - 2**64 % n``),
    shuffles by Fisher-Yates from the last position down, exactly as the deal's contract."""

    def __init__(self, seed: bytes, label: bytes = b"") -> None:
        self._words: Iterator[int] = _blocks(seed, label)

    def uniform(self, n: int) -> int:
        """A uniform int in ``0..n-1`` (``n`` >= 1)."""
        if n < 1:
            raise ValueError("uniform needs n >= 1")
        bound = _LIMIT - _LIMIT % n
        x = next(self._words)
        while x >= bound:
            x = next(self._words)
        return x % n

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list of ``items`` in the stream's Fisher-Yates order."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.uniform(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def _range(allowed: tuple[int, int]) -> tuple[int, int]:
    """``allowed`` intersected with 3..5."""
    return max(MIN_TABLE, allowed[0]), min(MAX_TABLE, allowed[1])


def table_sizes(players: int, fmt: str, preferred: int, allowed: tuple[int, int]) -> tuple[tuple[int, ...], int]:
    """The sizes of a round's tables (largest first) and how many players get a bye.

    ``allowed`` is the ruleset's player range (intersected with 3..5 here too).

    * **duplicate**: every table has ``preferred`` seats (tables share deals seat by seat), as
      many as fit; the remainder (``players % preferred``) gets byes.
    * **series**: tables of ``preferred``, ``preferred - 1`` and ``preferred + 1`` seats (those
      within ``allowed``).  The fewest byes first, then as many ``preferred`` tables as possible,
      then the fewest other tables.  When no split seats everyone — only for a few small counts,
      e.g. 7 players at preferred 5 (tables of 4 or 5 only: one table of 5, 2 byes) or 5 at
      preferred 3 (one table of 4, 1 bye) — the fewest players that make a split possible sit
      out with a bye (the caller rotates byes, :func:`choose_byes`).  Sizes two away from the
      preferred one are never used: a 3-player table is a different game from a 5-player one.

    Refused: ``table_size`` (``preferred`` outside ``allowed``), ``format``, and
    ``too_few_players`` when not even one table can be filled.
    """
    lo, hi = _range(allowed)
    if not lo <= preferred <= hi:
        raise RuleViolation("table_size", f"table size {preferred} is outside the allowed {lo}..{hi}")
    if players < 0:
        raise RuleViolation("too_few_players", "a negative number of players")
    if fmt == Format.DUPLICATE:
        tables = players // preferred
        if tables == 0:
            raise RuleViolation("too_few_players", f"{players} players cannot fill a table of {preferred}")
        return (preferred,) * tables, players % preferred
    if fmt != Format.SERIES:
        raise RuleViolation("format", f"unknown tournament format {fmt!r}")
    others = [s for s in (preferred + 1, preferred - 1) if lo <= s <= hi]
    for byes in range(players + 1):
        seated = players - byes
        for full in range(seated // preferred, -1, -1):
            split = _split(seated - full * preferred, others)
            if split is not None and (full or split):
                return tuple(sorted((preferred,) * full + split, reverse=True)), byes
    raise RuleViolation("too_few_players", f"{players} players cannot fill a table of {preferred} (±1)")


def _split(rest: int, sizes: Sequence[int]) -> tuple[int, ...] | None:
    """``rest`` players as the fewest tables of the given sizes (larger sizes first), or
    ``None``; ``()`` for 0."""
    if rest == 0:
        return ()
    if not sizes:
        return None
    big = sizes[0]
    small = sizes[1] if len(sizes) > 1 else None
    for n_big in range(rest // big, -1, -1):
        left = rest - n_big * big
        if left == 0:
            return (big,) * n_big
        if small is not None and left % small == 0:
            return (big,) * n_big + (small,) * (left // small)
    return None


def choose_byes(
    players: Sequence[str],
    byes: int,
    bye_counts: Mapping[str, int],
    rng_seed: bytes,
    *,
    exempt: Collection[str] = (),
) -> tuple[str, ...]:
    """Who sits out this round: the players with the fewest byes so far, ties drawn from the
    seating stream (label ``b"byes"``); ``exempt`` players (fixed tables) only when nobody
    else is left.  Returned in the order of ``players``."""
    if byes <= 0:
        return ()
    if byes > len(players):
        raise RuleViolation("too_few_players", f"{byes} byes for {len(players)} players")
    order = SeatingRng(rng_seed, b"byes").shuffled(players)
    order.sort(key=lambda p: (p in exempt, bye_counts.get(p, 0)))
    chosen = set(order[:byes])
    return tuple(p for p in players if p in chosen)


def _check_round(players: Sequence[str], sizes: Sequence[int]) -> None:
    """Refuse a round whose sizes do not seat exactly these (distinct) players."""
    if len(set(players)) != len(players):
        raise RuleViolation("seating", "a player is listed twice")
    if any(s < 1 for s in sizes) or sum(sizes) != len(players):
        raise RuleViolation("seating", f"table sizes {tuple(sizes)} do not seat {len(players)} players")


def random_seating(players: Sequence[str], sizes: Sequence[int], rng_seed: bytes) -> tuple[tuple[str, ...], ...]:
    """The baseline: the players in the stream's order (label ``b"random"``), cut into tables
    of ``sizes``."""
    _check_round(players, sizes)
    order = SeatingRng(rng_seed, b"random").shuffled(players)
    out: list[tuple[str, ...]] = []
    start = 0
    for size in sizes:
        out.append(tuple(order[start : start + size]))
        start += size
    return tuple(out)


def restarts(players: int) -> int:
    """How many greedy/local-search runs a round of ``players`` gets (fewer for big rounds, so
    200 players stay well under a second)."""
    return max(1, min(8, 600 // max(players, 1)))


def seat_round(
    players: Sequence[str],
    sizes: Sequence[int],
    met: Mapping[frozenset[str], int],
    fixed: Mapping[str, int],
    rng_seed: bytes,
) -> tuple[tuple[str, ...], ...]:
    """Seat ``players`` at tables of ``sizes`` (in that order; table ``k`` is ``sizes[k-1]``)
    meeting as few earlier opponents as possible (``met``: how often each pair has sat together;
    see the module docstring for the heuristic).  ``fixed`` maps a player to the table
    (from 1) they must sit at; entries for players not in this round are ignored.  Every player
    is seated exactly once; seat order inside each table is shuffled from the stream (label
    ``b"seats:<k>"``).  Same inputs → same seating.

    Refused: ``seating`` (sizes do not seat exactly these players, a player listed twice) and
    ``fixed_table`` (a table number outside the round, more fixed players than seats).
    """
    _check_round(players, sizes)
    ids = list(players)
    index = {p: i for i, p in enumerate(ids)}
    weights: list[dict[int, int]] = [{} for _ in ids]
    for pair, count in met.items():
        if count <= 0 or len(pair) != 2:
            continue
        a, b = sorted(pair)
        ia, ib = index.get(a), index.get(b)
        if ia is not None and ib is not None:
            weights[ia][ib] = weights[ib][ia] = REPEAT_COST + count
    pinned: dict[int, int] = {}
    load = [0] * len(sizes)
    for p in ids:
        if p in fixed:
            table = fixed[p]
            if not 1 <= table <= len(sizes):
                raise RuleViolation("fixed_table", f"{p} is fixed at table {table}, the round has {len(sizes)}")
            load[table - 1] += 1
            if load[table - 1] > sizes[table - 1]:
                raise RuleViolation("fixed_table", f"more players fixed at table {table} than it has seats")
            pinned[index[p]] = table - 1
    best: list[int] | None = None
    best_cost = -1
    for attempt in range(restarts(len(ids))):
        rng = SeatingRng(rng_seed, b"order:%d" % attempt)
        table_of = _greedy(len(ids), sizes, weights, pinned, rng)
        cost = _local_search(table_of, len(sizes), weights, pinned)
        if best is None or cost < best_cost:
            best, best_cost = table_of, cost
        if cost == 0:
            break
    assert best is not None
    tables: list[list[str]] = [[] for _ in sizes]
    for i, t in enumerate(best):
        tables[t].append(ids[i])
    return tuple(
        tuple(SeatingRng(rng_seed, b"seats:%d" % (k + 1)).shuffled(members)) for k, members in enumerate(tables)
    )


def _greedy(
    n: int, sizes: Sequence[int], weights: list[dict[int, int]], pinned: Mapping[int, int], rng: SeatingRng
) -> list[int]:
    """The greedy placement: each player's table index."""
    table_of = [-1] * n
    members: list[list[int]] = [[] for _ in sizes]
    free = list(sizes)
    for i, t in pinned.items():
        table_of[i] = t
        members[t].append(i)
        free[t] -= 1
    order = rng.shuffled(i for i in range(n) if i not in pinned)
    order.sort(key=lambda i: -sum(weights[i].values()))
    for i in order:
        w = weights[i]
        choice = -1
        choice_key: tuple[int, int] = (0, 0)
        for t, room in enumerate(free):
            if room == 0:
                continue
            key = (sum(w.get(j, 0) for j in members[t]), -room)
            if choice < 0 or key < choice_key:
                choice, choice_key = t, key
        table_of[i] = choice
        members[choice].append(i)
        free[choice] -= 1
    return table_of


def _local_search(table_of: list[int], tables: int, weights: list[dict[int, int]], pinned: Mapping[int, int]) -> int:
    """Swap players between tables while a swap lowers the cost (in place); the final cost.

    ``cost[i][t]`` is what player ``i`` would pay at table ``t`` (its meetings with the players
    there); swapping ``x`` (table A) and ``y`` (table B) changes the total by
    ``cost[x][B] + cost[y][A] - cost[x][A] - cost[y][B] - 2·met(x, y)``.  Only a player who pays
    something can start an improving swap, so the others are skipped."""
    n = len(table_of)
    cost = [[0] * tables for _ in range(n)]
    for i in range(n):
        row = cost[i]
        for j, w in weights[i].items():
            row[table_of[j]] += w
    movable = [i for i in range(n) if i not in pinned]
    for _ in range(MAX_PASSES):
        improved = False
        for x in movable:
            a = table_of[x]
            row_x = cost[x]
            if row_x[a] == 0:
                continue
            w_x = weights[x]
            base = row_x[a]
            best_delta, best_y = 0, -1
            for y in movable:
                b = table_of[y]
                if b == a:
                    continue
                row_y = cost[y]
                delta = row_x[b] + row_y[a] - base - row_y[b] - 2 * w_x.get(y, 0)
                if delta < best_delta:
                    best_delta, best_y = delta, y
            if best_y >= 0:
                b = table_of[best_y]
                for j, w in w_x.items():
                    cost[j][a] -= w
                    cost[j][b] += w
                for j, w in weights[best_y].items():
                    cost[j][b] -= w
                    cost[j][a] += w
                table_of[x], table_of[best_y] = b, a
                improved = True
        if not improved:
            break
    return sum(cost[i][table_of[i]] for i in range(n)) // 2


def seating_cost(tables: Iterable[Sequence[str]], met: Mapping[frozenset[str], int]) -> int:
    """What the heuristic minimises: over every pair seated together, how often it met before."""
    return sum(met.get(frozenset(pair), 0) for table in tables for pair in combinations(table, 2))


def met_pairs(rounds: Iterable[Sequence[Sequence[str]]]) -> dict[frozenset[str], int]:
    """How often each pair of players sat at one table, over ``rounds`` (each a sequence of
    tables, each a sequence of player ids)."""
    counts: Counter[frozenset[str]] = Counter()
    for tables in rounds:
        for table in tables:
            for a, b in combinations(sorted(set(table)), 2):
                counts[frozenset((a, b))] += 1
    return dict(counts)


@dataclass(frozen=True, slots=True)
class SeatingQuality:
    """The seating's figure: ``repeated_pairs`` — meetings of a pair beyond its first, summed
    (0 is perfect); ``distinct_opponents_mean``/``_min`` — how many different opponents each
    seated player met."""

    repeated_pairs: int
    distinct_opponents_mean: float
    distinct_opponents_min: int


def quality(rounds: Iterable[Sequence[Sequence[str]]]) -> SeatingQuality:
    """The quality figure of a sequence of rounds (players never seated are not counted)."""
    materialised = [list(tables) for tables in rounds]
    met = met_pairs(materialised)
    opponents: dict[str, set[str]] = {}
    for tables in materialised:
        for table in tables:
            for p in table:
                opponents.setdefault(p, set()).update(q for q in table if q != p)
    counts = [len(s) for s in opponents.values()]
    return SeatingQuality(
        repeated_pairs=sum(c - 1 for c in met.values()),
        distinct_opponents_mean=sum(counts) / len(counts) if counts else 0.0,
        distinct_opponents_min=min(counts) if counts else 0,
    )


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """A round's seating: the tables (entrant ids in seat order) and who has a bye."""

    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...]


def plan_round(
    players: Sequence[str],
    fmt: str,
    preferred: int,
    allowed: tuple[int, int],
    met: Mapping[frozenset[str], int],
    fixed: Mapping[str, int],
    bye_counts: Mapping[str, int],
    rng_seed: bytes,
) -> RoundPlan:
    """The whole round in one call (what the tournament's ``decide`` needs): sizes by
    :func:`table_sizes`, byes by :func:`choose_byes` (fixed players exempt while others can sit
    out), then :func:`seat_round`.  A fixed table beyond this round's table count means the
    last table; more fixed players at a table than seats is refused (``fixed_table``)."""
    sizes, bye_count = table_sizes(len(players), fmt, preferred, allowed)
    byes = choose_byes(players, bye_count, bye_counts, rng_seed, exempt=fixed.keys())
    sitting_out = set(byes)
    seated = [p for p in players if p not in sitting_out]
    clamped = {p: min(max(fixed[p], 1), len(sizes)) for p in seated if p in fixed}
    return RoundPlan(seat_round(seated, sizes, met, clamped, rng_seed), byes)
