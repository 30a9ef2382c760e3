"""Seating a tournament: table sizes, byes, and who sits with whom, planned over the event.

A round is not seated on its own: the rounds of an event are planned together (a *plan*), so
that later rounds are not left with no good choice.  A plan (:func:`plan_rounds`) chooses the
byes, takes a precomputed design where one exists (:mod:`domain.tournament.movements`: affine
planes, Kirkman's schoolgirls and their one-more / one-fewer variants), seats every other round
greedily and then improves the whole schedule with a late-acceptance local search that
minimises repeated pairs first and the spread of odd-size tables second; seat order balances who
sits at seat 1 (moves first), seat 2, ... over the event.  :func:`seat_event_round` is what the
tournament calls for a round: the round's plan starts at the first round of the current entrants
(a withdrawal or late entry re-plans the remaining rounds) and covers :func:`horizon` rounds.

Everything random is the counter-mode SHA-256 stream of :mod:`domain.shuffle` (:class:`SeatingRng`)
seeded with ``domain.tournament.deals.seating_seed`` of the plan's first round; the search counts
iterations, never time, and uses integers only, so anyone can re-run a seating from the revealed
seed with the published recipe (``docs/tournaments.md``, ``scripts/verify_seating.py``).

:func:`random_seating` is the baseline the quality figure (:func:`quality`) is compared with.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import TypeVar

from domain.errors import RuleViolation
from domain.shuffle import _blocks  # the documented counter-mode stream, reused (not re-implemented)
from domain.tournament.deals import seating_seed
from domain.tournament.model import Format
from domain.tournament.movements import design_for

__all__ = [
    "EMPTY_HISTORY",
    "ITERATIONS_PER_SEAT",
    "LAHC_LENGTH",
    "MAX_ITERATIONS",
    "MAX_PASSES",
    "PAIR_WEIGHT",
    "PLAN_SEATS",
    "History",
    "RoundPlan",
    "SeatingQuality",
    "SeatingRng",
    "choose_byes",
    "history_of",
    "horizon",
    "met_pairs",
    "plan_round",
    "plan_rounds",
    "plan_start",
    "quality",
    "random_seating",
    "search_iterations",
    "seat_by_standings",
    "seat_event_round",
    "seat_round",
    "seating_cost",
    "table_sizes",
]

T = TypeVar("T")
MIN_TABLE, MAX_TABLE = 3, 5
"""Every tournament table seats 3 to 5 players."""
PAIR_WEIGHT = 128
"""What one more meeting of a pair costs per earlier meeting, against 1 for the odd-table term:
more than any odd-table change of one swap (at most 2 · 30 rounds + 2), so pairs come first."""
LAHC_LENGTH = 50
"""The late-acceptance search compares a candidate with the cost of 50 iterations before."""
ITERATIONS_PER_SEAT = 150
MAX_ITERATIONS = 40_000
"""The search's budget: :func:`search_iterations`."""
MAX_PASSES = 30
"""The descent of a greedy round stops after this many passes even if a swap still helps."""
PLAN_SEATS = 2400
"""A plan covers :func:`horizon` rounds: ``max(1, PLAN_SEATS // players)``."""
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
    label: bytes = b"byes",
) -> tuple[str, ...]:
    """Who sits out this round: the players shuffled by the seating stream (``label``, the plan
    uses ``b"byes:<round>"``), then stably sorted by (exempt, byes so far): the first ``byes``
    of them; ``exempt`` players (fixed tables) only when nobody else is left.  Returned in the
    order of ``players``."""
    if byes <= 0:
        return ()
    if byes > len(players):
        raise RuleViolation("too_few_players", f"{byes} byes for {len(players)} players")
    order = SeatingRng(rng_seed, label).shuffled(players)
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


@dataclass(frozen=True, slots=True)
class History:
    """What earlier rounds leave to the plan of the next ones: how often each pair met, each
    player's byes, how often each sat at each seat position (0-based) and at an odd-size table
    (a table whose size is not the preferred one)."""

    met: Mapping[frozenset[str], int]
    byes: Mapping[str, int]
    seats: Mapping[str, tuple[int, ...]]
    odd: Mapping[str, int]


EMPTY_HISTORY = History({}, {}, {}, {})


def history_of(rounds: Iterable[tuple[Sequence[Sequence[str]], Sequence[str]]], preferred: int | None) -> History:
    """The :class:`History` of ``rounds`` (each its tables, in seat order, and its byes)."""
    materialised = [(list(tables), list(byes)) for tables, byes in rounds]
    byes: Counter[str] = Counter(p for _, out in materialised for p in out)
    seats: dict[str, list[int]] = {}
    odd: Counter[str] = Counter()
    for tables, _ in materialised:
        for table in tables:
            for position, p in enumerate(table):
                seats.setdefault(p, [0] * MAX_TABLE)[position] += 1
                if preferred is not None and len(table) != preferred:
                    odd[p] += 1
    return History(
        met_pairs(tables for tables, _ in materialised),
        dict(byes),
        {p: tuple(c) for p, c in seats.items()},
        dict(odd),
    )


def search_iterations(players: int, rounds: int) -> int:
    """The search's budget for ``rounds`` searched rounds of ``players`` seated players:
    ``ITERATIONS_PER_SEAT`` per seat and round, at most ``MAX_ITERATIONS``."""
    return min(MAX_ITERATIONS, ITERATIONS_PER_SEAT * players * rounds)


def horizon(players: int) -> int:
    """How many rounds one plan covers: ``max(1, PLAN_SEATS // players)`` (every round of an
    event up to 80 players; fewer for big events, so a plan stays well under a second)."""
    return max(1, PLAN_SEATS // max(players, 1))


def _pair_bound(meetings: int, players: int) -> int:
    """The least ``sum over pairs of C(c, 2)`` when ``meetings`` meetings fall on the pairs of
    ``players``: spread as evenly as possible."""
    pairs = players * (players - 1) // 2
    if pairs == 0:
        return 0
    q, rem = divmod(meetings, pairs)
    return rem * (q + 1) * q // 2 + (pairs - rem) * q * (q - 1) // 2


def _odd_bound(start: Sequence[int], units: int) -> int:
    """The least ``sum of squares`` when ``units`` odd-table seats are added to ``start``:
    each to the smallest count (water filling)."""
    counts = sorted(start)
    for _ in range(units):
        counts[0] += 1
        counts.sort()
    return sum(c * c for c in counts)


def plan_rounds(
    players: Sequence[str],
    sizes: Sequence[int],
    byes_per_round: int,
    round_numbers: Sequence[int],
    preferred: int | None,
    fixed: Mapping[str, int],
    history: History,
    rng_seed: bytes,
) -> tuple[RoundPlan, ...]:
    """Seat ``players`` (in input order) for the rounds ``round_numbers`` at once, each round at
    tables of ``sizes`` with ``byes_per_round`` byes (the recipe of ``docs/tournaments.md``):

    1. **byes**, round by round: the players with the fewest byes so far (:func:`choose_byes`,
       label ``b"byes:<round>"``), fixed players last;
    2. **a design** (:func:`domain.tournament.movements.design_for`) when nobody has a bye or a
       fixed table and no two of the players met before: its point ``p`` is the ``p``-th player
       of the players shuffled with label ``b"design"``; its rounds are used as they are (frozen);
    3. **greedy**, every other round in turn: fixed players to their table, then the others in
       the order of the stream (label ``b"order:<round>"``), each to the open table whose
       players it met least often (ties: at an even-size table before an odd-size one if it sat
       at odd ones before, then the one with most open seats, then the lowest), then a descent
       of swaps within the round (:func:`_descend`);
    4. **late-acceptance search** over the whole schedule of the unfrozen rounds (label
       ``b"search"``), swapping two players between tables of one round, minimising
       ``PAIR_WEIGHT · sum over pairs of C(meetings, 2) + sum over players of
       (odd-table seatings)²``, stopping at the counting bound or after
       :func:`search_iterations`; the cheapest schedule met is kept;
    5. **seat order**, round by round, table by table: the table's players shuffled (label
       ``b"seats:<round>:<table>"``); seat ``j`` goes to the first of those left with the fewest
       sittings at seat ``j`` so far.

    Refused: ``seating``, ``fixed_table`` (as :func:`seat_round`)."""
    sizes = tuple(sizes)
    n_tables = len(sizes)
    ids = list(players)
    if len(set(ids)) != len(ids):
        raise RuleViolation("seating", "a player is listed twice")
    if any(s < 1 for s in sizes) or sum(sizes) + byes_per_round != len(ids):
        raise RuleViolation("seating", f"table sizes {sizes} and {byes_per_round} byes do not seat {len(ids)} players")
    index = {p: i for i, p in enumerate(ids)}
    n = len(ids)
    pinned: dict[int, int] = {}
    for p in ids:
        if p in fixed:
            table = fixed[p]
            if not 1 <= table <= n_tables:
                raise RuleViolation("fixed_table", f"{p} is fixed at table {table}, the round has {n_tables}")
            pinned[index[p]] = table - 1
    for t in range(n_tables):
        if sum(1 for v in pinned.values() if v == t) > sizes[t]:
            raise RuleViolation("fixed_table", f"more players fixed at table {t + 1} than it has seats")
    met = [[0] * n for _ in range(n)]
    for pair, count in history.met.items():
        if count <= 0 or len(pair) != 2:
            continue
        a, b = sorted(pair)
        ia, ib = index.get(a), index.get(b)
        if ia is not None and ib is not None:
            met[ia][ib] = met[ib][ia] = count
    met_before = [row[:] for row in met]
    odd_table = [preferred is not None and s != preferred for s in sizes]
    odd = [history.odd.get(p, 0) for p in ids]
    odd_before = odd[:]
    bye_counts = {p: history.byes.get(p, 0) for p in ids}
    byes_of: list[tuple[str, ...]] = []
    for round_no in round_numbers:
        out = choose_byes(ids, byes_per_round, bye_counts, rng_seed, exempt=fixed.keys(), label=b"byes:%d" % round_no)
        for p in out:
            bye_counts[p] += 1
        byes_of.append(out)
    design = None
    if byes_per_round == 0 and not pinned and not any(any(row) for row in met):
        design = design_for(n, sizes)
    perm = SeatingRng(rng_seed, b"design").shuffled(range(n)) if design is not None else []
    schedule: list[list[list[int]]] = []
    frozen: list[bool] = []
    for k, round_no in enumerate(round_numbers):
        if design is not None and k < len(design):
            tables = [[perm[point] for point in block] for block in design[k]]
            frozen.append(True)
        else:
            out_set = {index[p] for p in byes_of[k]}
            rng = SeatingRng(rng_seed, b"order:%d" % round_no)
            tables = _greedy(n, sizes, met, odd, odd_table, pinned, out_set, rng)
            _descend(tables, met, pinned)
            frozen.append(False)
        for t, group in enumerate(tables):
            for x, y in combinations(group, 2):
                met[x][y] += 1
                met[y][x] += 1
            if odd_table[t]:
                for x in group:
                    odd[x] += 1
        schedule.append(tables)
    movable = [k for k in range(len(schedule)) if not frozen[k] and n_tables >= 2]
    if movable:
        schedule = _search(schedule, movable, sizes, met, met_before, odd, odd_before, odd_table, pinned, rng_seed)
    seat_counts = [list(history.seats.get(p, (0,) * MAX_TABLE)) for p in ids]
    plans: list[RoundPlan] = []
    for k, round_no in enumerate(round_numbers):
        seated: list[tuple[str, ...]] = []
        for t, members in enumerate(schedule[k]):
            left = SeatingRng(rng_seed, b"seats:%d:%d" % (round_no, t + 1)).shuffled(members)
            order: list[int] = []
            for j in range(len(members)):
                pick = min(left, key=lambda x: seat_counts[x][j])
                left.remove(pick)
                seat_counts[pick][j] += 1
                order.append(pick)
            seated.append(tuple(ids[x] for x in order))
        plans.append(RoundPlan(tuple(seated), byes_of[k]))
    return tuple(plans)


def _greedy(
    n: int,
    sizes: Sequence[int],
    met: list[list[int]],
    odd: Sequence[int],
    odd_table: Sequence[bool],
    pinned: Mapping[int, int],
    out: Collection[int],
    rng: SeatingRng,
) -> list[list[int]]:
    """One round's greedy placement (step 3 of :func:`plan_rounds`): each table's players."""
    members: list[list[int]] = [[] for _ in sizes]
    room = list(sizes)
    for i in range(n):
        if i in pinned and i not in out:
            members[pinned[i]].append(i)
            room[pinned[i]] -= 1
    for i in rng.shuffled(i for i in range(n) if i not in pinned and i not in out):
        row = met[i]
        choice, choice_key = -1, (0, 0, 0)
        for t, free in enumerate(room):
            if free == 0:
                continue
            key = (sum(row[j] for j in members[t]), odd[i] if odd_table[t] else 0, -free)
            if choice < 0 or key < choice_key:
                choice, choice_key = t, key
        members[choice].append(i)
        room[choice] -= 1
    return members


def _descend(tables: list[list[int]], met: list[list[int]], pinned: Mapping[int, int]) -> None:
    """Step 3's descent on one round (in place): for each table in order, each of its players
    ``x`` in seat order who met someone at the table before, the swap with the player ``y`` of
    another table (tables in order, players in order) that lowers the round's cost
    ``sum of met(x, z)`` most (the first of equals); at most ``MAX_PASSES`` passes, until a pass
    swaps nobody."""
    for _ in range(MAX_PASSES):
        improved = False
        for a, ta in enumerate(tables):
            for xi in range(len(ta)):
                x = ta[xi]
                if x in pinned:
                    continue
                mx = met[x]
                paid = sum(mx[z] for z in ta if z != x)
                if paid == 0:
                    continue
                best_delta, best_b, best_yi = 0, -1, -1
                for b, tb in enumerate(tables):
                    if b == a:
                        continue
                    x_there = sum(mx[z] for z in tb)
                    for yi, y in enumerate(tb):
                        if y in pinned:
                            continue
                        my = met[y]
                        delta = (
                            sum(my[z] for z in ta if z != x) + x_there - mx[y] - paid - sum(my[z] for z in tb if z != y)
                        )
                        if delta < best_delta:
                            best_delta, best_b, best_yi = delta, b, yi
                if best_b >= 0:
                    tb = tables[best_b]
                    ta[xi], tb[best_yi] = tb[best_yi], x
                    improved = True
        if not improved:
            break


def _search(
    schedule: list[list[list[int]]],
    movable: Sequence[int],
    sizes: Sequence[int],
    met: list[list[int]],
    met_before: list[list[int]],
    odd: list[int],
    odd_before: list[int],
    odd_table: Sequence[bool],
    pinned: Mapping[int, int],
    rng_seed: bytes,
) -> list[list[list[int]]]:
    """Step 4 of :func:`plan_rounds`: late-acceptance hill climbing over the movable rounds;
    the cheapest schedule met (``met`` and ``odd`` are left as the search ends, not used after)."""
    n = len(met)
    pair_cost = sum(
        met[x][y] * (met[x][y] - 1) // 2 - met_before[x][y] * (met_before[x][y] - 1) // 2
        for x in range(n)
        for y in range(x + 1, n)
    )
    cost = PAIR_WEIGHT * pair_cost + sum(c * c for c in odd)
    meetings = len(schedule) * sum(s * (s - 1) // 2 for s in sizes)
    odd_seats = len(schedule) * sum(s for s, o in zip(sizes, odd_table, strict=True) if o)
    bound = PAIR_WEIGHT * _pair_bound(meetings, n) + _odd_bound(odd_before, odd_seats)
    best = cost
    best_schedule = [[t[:] for t in r] for r in schedule]
    if cost <= bound:
        return best_schedule
    rng = SeatingRng(rng_seed, b"search")
    late = [cost] * LAHC_LENGTH
    n_tables = len(sizes)
    seats = sum(sizes)
    for it in range(search_iterations(seats, len(movable))):
        tables = schedule[movable[rng.uniform(len(movable))]]
        a = rng.uniform(n_tables)
        b = rng.uniform(n_tables - 1)
        if b >= a:
            b += 1
        ta, tb = tables[a], tables[b]
        xi, yi = rng.uniform(len(ta)), rng.uniform(len(tb))
        x, y = ta[xi], tb[yi]
        if x in pinned or y in pinned:
            continue
        mx, my = met[x], met[y]
        delta = 0
        for z in ta:
            if z != x:
                delta += my[z] - mx[z] + 1
        for z in tb:
            if z != y:
                delta += mx[z] - my[z] + 1
        delta *= PAIR_WEIGHT
        if odd_table[a] != odd_table[b]:
            delta += 2 * (odd[y] - odd[x] + 1) if odd_table[a] else 2 * (odd[x] - odd[y] + 1)
        candidate = cost + delta
        v = it % LAHC_LENGTH
        if candidate <= cost or candidate <= late[v]:
            for z in ta:
                if z != x:
                    mx[z] -= 1
                    met[z][x] -= 1
                    my[z] += 1
                    met[z][y] += 1
            for z in tb:
                if z != y:
                    my[z] -= 1
                    met[z][y] -= 1
                    mx[z] += 1
                    met[z][x] += 1
            if odd_table[a] != odd_table[b]:
                inc, dec = (y, x) if odd_table[a] else (x, y)
                odd[inc] += 1
                odd[dec] -= 1
            ta[xi], tb[yi] = y, x
            cost = candidate
            if cost < best:
                best = cost
                best_schedule = [[t[:] for t in r] for r in schedule]
                if best <= bound:
                    break
        late[v] = cost
    return best_schedule


def seat_round(
    players: Sequence[str],
    sizes: Sequence[int],
    met: Mapping[frozenset[str], int],
    fixed: Mapping[str, int],
    rng_seed: bytes,
) -> tuple[tuple[str, ...], ...]:
    """One round on its own: ``players`` at tables of ``sizes`` (table ``k`` is ``sizes[k-1]``),
    meeting as few earlier opponents (``met``) as possible — :func:`plan_rounds` for the one
    round numbered 1, with no odd-table term.  ``fixed`` maps a player to the table (from 1)
    they must sit at; entries for players not in this round are ignored.

    Refused: ``seating`` (sizes do not seat exactly these players, a player listed twice) and
    ``fixed_table`` (a table number outside the round, more fixed players than seats)."""
    _check_round(players, sizes)
    history = History(met, {}, {}, {})
    relevant = {p: t for p, t in fixed.items() if p in set(players)}
    return plan_rounds(players, sizes, 0, (1,), None, relevant, history, rng_seed)[0].tables


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
    """One round with no lookahead (a building block and the old entry point): sizes by
    :func:`table_sizes`, then :func:`plan_rounds` for that one round, given the earlier
    meetings and byes.  A fixed table beyond the round's table count means the last table."""
    sizes, bye_count = table_sizes(len(players), fmt, preferred, allowed)
    clamped = {p: min(max(fixed[p], 1), len(sizes)) for p in players if p in fixed}
    history = History(met, bye_counts, {}, {})
    return plan_rounds(players, sizes, bye_count, (1,), preferred, clamped, history, rng_seed)[0]


def plan_start(round_no: int, players: Collection[str], earlier: Sequence[Collection[str]]) -> int:
    """The first round of the plan round ``round_no`` belongs to: walk back over the rounds
    whose participants (seated or bye) were exactly ``players``, to ``e``; then plans start at
    ``e``, ``e + H``, ``e + 2H`` ... (``H``: :func:`horizon`).  ``earlier[k]`` is round
    ``k + 1``'s participants."""
    current = set(players)
    e = round_no
    while e > 1 and set(earlier[e - 2]) == current:
        e -= 1
    h = horizon(len(current))
    return e + h * ((round_no - e) // h)


def seat_event_round(
    round_no: int,
    rounds_total: int,
    players: Sequence[str],
    fmt: str,
    preferred: int,
    allowed: tuple[int, int],
    fixed: Mapping[str, int],
    earlier: Sequence[tuple[Sequence[Sequence[str]], Sequence[str]]],
    tournament_seed: bytes,
) -> RoundPlan:
    """Round ``round_no``'s seating in an event of ``rounds_total`` rounds (what the
    tournament's ``decide`` calls): ``players`` the standing entrants in registration order,
    ``earlier`` the rounds seated before (tables in seat order, byes).

    The round is one of a plan (:func:`plan_start`) seeded with
    ``seating_seed(tournament_seed, start)`` and covering rounds ``start`` to
    ``min(rounds_total, start + H - 1)``, given the history of the rounds before ``start``.  While
    the entrants stay the same, every round of a plan is the one planned; when they change (a
    withdrawal, a late entry), the remaining rounds are planned afresh from that round on.  A
    fixed table beyond the round's table count means the last table."""
    if len(earlier) != round_no - 1:
        raise RuleViolation("seating", f"round {round_no} needs the {round_no - 1} rounds before it")
    start = plan_start(round_no, players, [[p for t in tables for p in t] + list(byes) for tables, byes in earlier])
    last = max(round_no, min(rounds_total, start + horizon(len(players)) - 1))
    sizes, bye_count = table_sizes(len(players), fmt, preferred, allowed)
    clamped = tuple(sorted((p, min(max(fixed[p], 1), len(sizes))) for p in players if p in fixed))
    before = tuple((tuple(tuple(t) for t in tables), tuple(byes)) for tables, byes in earlier[: start - 1])
    plans = _cached_plan(tuple(players), sizes, bye_count, start, last, preferred, clamped, before, tournament_seed)
    return plans[round_no - start]


@lru_cache(maxsize=16)
def _cached_plan(
    players: tuple[str, ...],
    sizes: tuple[int, ...],
    byes: int,
    start: int,
    last: int,
    preferred: int,
    fixed: tuple[tuple[str, int], ...],
    before: tuple[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]], ...],
    tournament_seed: bytes,
) -> tuple[RoundPlan, ...]:
    """:func:`plan_rounds` of :func:`seat_event_round`, remembered (a pure function of its
    arguments), so the rounds of one plan cost one search."""
    return plan_rounds(
        players,
        sizes,
        byes,
        range(start, last + 1),
        preferred,
        dict(fixed),
        history_of(before, preferred),
        seating_seed(tournament_seed, start),
    )


def seat_by_standings(
    order: Sequence[str],
    sizes: Sequence[int],
    bye_count: int,
    earlier_byes: Mapping[str, int],
    fixed: Mapping[str, int],
    round_no: int,
) -> RoundPlan:
    """A round seated by the standings (``seating`` ``standings``, from round 2): ``order`` the
    entrants by their standing after the previous round, leader first.  Deterministic, no seed:

    1. the byes go to the lowest-placed entrants among those with the fewest byes so far (an
       entrant with a fixed table has none);
    2. the others fill the tables in order — the leaders at table 1 (the first of ``sizes``),
       the next at table 2, ...;
    3. an entrant with a fixed table ``k`` (``k`` beyond the tables: the last) that landed
       elsewhere swaps places with the lowest-placed entrant at table ``k`` without one;
    4. each table's seats are its entrants in standing order turned left by
       ``(round_no - 1) % size``, so the leader of a table does not always move first.
    """
    if bye_count:
        ranked = [(earlier_byes.get(p, 0), -i, p) for i, p in enumerate(order) if p not in fixed]
        byes = tuple(p for _, _, p in sorted(ranked)[:bye_count])
    else:
        byes = ()
    rest = [p for p in order if p not in byes]
    tables: list[list[str]] = []
    at = 0
    for size in sizes:
        tables.append(rest[at : at + size])
        at += size
    for p in [p for p in order if p in fixed and p not in byes]:
        target = min(max(fixed[p], 1), len(tables)) - 1
        here = next(i for i, t in enumerate(tables) if p in t)
        if here == target:
            continue
        swappable = [q for q in tables[target] if q not in fixed]
        if not swappable:
            continue
        other = swappable[-1]  # tables hold their entrants in standing order: the lowest placed
        a, b = tables[here].index(p), tables[target].index(other)
        tables[here][a], tables[target][b] = other, p
        for t in (tables[here], tables[target]):
            t.sort(key=order.index)
    seated = []
    for t in tables:
        turn = (round_no - 1) % len(t)
        seated.append(tuple(t[turn:] + t[:turn]))
    return RoundPlan(tuple(seated), byes)
