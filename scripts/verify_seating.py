#!/usr/bin/env python3
"""Check a finished maumau tournament's seating yourself: standard library only, no maumau code.

Usage: python3 verify_seating.py BASE_URL TOURNAMENT_ID [--commitment HEX]
       python3 verify_seating.py --file EVENT.json [--commitment HEX]

It reads the tournament's public summary (``GET /v1/tournaments/{id}``: the revealed seed, the
configuration, the entrants in registration order) and every round's seating
(``GET /v1/tournaments/{id}/rounds/{n}``), or one JSON file ``{"summary": ..., "rounds": [...]}``
holding the same answers, and recomputes every round from the recipe of ``docs/tournaments.md``
("Seating"): the table sizes, the byes, who sits at which table and in which seat.  It checks:

1. the revealed seed against the published commitment (and --commitment, the one you noted);
2. each round: its tables (in order, seats in order) and its byes are the recomputed ones (a
   round seated by the standings from the standing order it was seated by, ``order``; that the
   order is the standings after the round before is checked against the standings, which anyone
   recomputes from the published results).

It prints one JSON report and exits 0 when every check passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import urllib.request
from itertools import combinations
from typing import Any

LIMIT = 1 << 64
PAIR_WEIGHT, LAHC_LENGTH, ITERATIONS_PER_SEAT, MAX_ITERATIONS, MAX_PASSES, PLAN_SEATS = 128, 50, 150, 40000, 30, 2400
GF4_MUL = ((0, 0, 0, 0), (0, 1, 2, 3), (0, 2, 3, 1), (0, 3, 1, 2))
KIRKMAN_15 = (
    ((0, 1, 2), (3, 7, 11), (4, 9, 14), (5, 10, 12), (6, 8, 13)),
    ((0, 3, 4), (1, 8, 10), (2, 12, 13), (5, 9, 11), (6, 7, 14)),
    ((0, 5, 6), (1, 12, 14), (2, 7, 10), (3, 9, 13), (4, 8, 11)),
    ((0, 7, 8), (1, 3, 5), (2, 11, 14), (4, 10, 13), (6, 9, 12)),
    ((0, 9, 10), (1, 11, 13), (2, 3, 6), (4, 7, 12), (5, 8, 14)),
    ((0, 11, 12), (1, 4, 6), (2, 8, 9), (3, 10, 14), (5, 7, 13)),
    ((0, 13, 14), (1, 7, 9), (2, 4, 5), (3, 8, 12), (6, 10, 11)),
)


class Stream:
    """64-bit words of sha256(seed + label + counter), counter 8 bytes big-endian from 0."""

    def __init__(self, seed: bytes, label: bytes) -> None:
        self.seed, self.label, self.counter = seed, label, 0
        self.words: list[int] = []

    def word(self) -> int:
        if not self.words:
            block = hashlib.sha256(self.seed + self.label + self.counter.to_bytes(8, "big")).digest()
            self.words = [int.from_bytes(block[k : k + 8], "big") for k in (24, 16, 8, 0)]
            self.counter += 1
        return self.words.pop()

    def uniform(self, n: int) -> int:
        bound = LIMIT - LIMIT % n
        x = self.word()
        while x >= bound:
            x = self.word()
        return x % n

    def shuffled(self, items: Any) -> list[Any]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.uniform(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def split(rest: int, sizes: list[int]) -> tuple[int, ...] | None:
    """``rest`` players as tables of ``sizes`` (the bigger first, as many of it as possible)."""
    if rest == 0:
        return ()
    if not sizes:
        return None
    big, small = sizes[0], sizes[1] if len(sizes) > 1 else None
    for n_big in range(rest // big, -1, -1):
        left = rest - n_big * big
        if left == 0:
            return (big,) * n_big
        if small is not None and left % small == 0:
            return (big,) * n_big + (small,) * (left // small)
    return None


def table_sizes(players: int, fmt: str, preferred: int, lo: int, hi: int) -> tuple[tuple[int, ...], int]:
    """The round's table sizes (largest first) and how many players get a bye."""
    if fmt == "duplicate":
        return (preferred,) * (players // preferred), players % preferred
    others = [s for s in (preferred + 1, preferred - 1) if lo <= s <= hi]
    for byes in range(players + 1):
        seated = players - byes
        for full in range(seated // preferred, -1, -1):
            rest = split(seated - full * preferred, others)
            if rest is not None and (full or rest):
                return tuple(sorted((preferred,) * full + rest, reverse=True)), byes
    raise ValueError("no table fits")


def affine_plane(q: int) -> list[list[list[int]]]:
    def add(a: int, b: int) -> int:
        return a ^ b if q == 4 else (a + b) % q

    def mul(a: int, b: int) -> int:
        return GF4_MUL[a][b] if q == 4 else (a * b) % q

    rounds = [[[c * q + y for y in range(q)] for c in range(q)]]
    for m in range(q):
        rounds.append([[x * q + add(mul(m, x), c) for x in range(q)] for c in range(q)])
    return rounds


def design(players: int, sizes: tuple[int, ...]) -> list[list[list[int]]] | None:
    if players == 15 and sizes == (3,) * 5:
        return [[list(t) for t in r] for r in KIRKMAN_15]
    for q in (3, 4, 5):
        plane = affine_plane(q)
        if players == q * q and sizes == (q,) * q:
            return plane
        if players == q * q + 1 and sizes == (q + 1,) + (q,) * (q - 1):
            return [[[*t, q * q] for t in r if 0 in t] + [t for t in r if 0 not in t] for r in plane]
        if q > 3 and players == q * q - 1 and sizes == (q,) * (q - 1) + (q - 1,):
            gone = q * q - 1
            return [
                [t for t in r if gone not in t] + [[p for t in r if gone in t for p in t if p != gone]] for r in plane
            ]
    return None


def plan(
    ids: list[str],
    sizes: tuple[int, ...],
    nbyes: int,
    round_numbers: list[int],
    preferred: int,
    fixed: dict[str, int],
    before: list[tuple[list[list[str]], list[str]]],
    seed: bytes,
) -> list[tuple[list[list[str]], list[str]]]:
    """The plan of ``round_numbers``: each round's tables (seat order) and byes."""
    n, n_tables = len(ids), len(sizes)
    index = {p: i for i, p in enumerate(ids)}
    met = [[0] * n for _ in range(n)]
    odd = [0] * n
    seat_counts = [[0] * 5 for _ in range(n)]
    bye_counts = [0] * n
    for earlier_tables, earlier_byes in before:
        for p in earlier_byes:
            if p in index:
                bye_counts[index[p]] += 1
        for table in earlier_tables:
            got = [index[p] for p in table if p in index]
            for x, y in combinations(got, 2):
                met[x][y] += 1
                met[y][x] += 1
            for pos, p in enumerate(table):
                if p in index:
                    seat_counts[index[p]][pos] += 1
                    odd[index[p]] += len(table) != preferred
    pinned = {index[p]: t - 1 for p, t in fixed.items()}
    met0, odd0 = [r[:] for r in met], odd[:]
    odd_table = [s != preferred for s in sizes]
    byes_of = []
    for r in round_numbers:
        order = Stream(seed, b"byes:%d" % r).shuffled(range(n))
        order.sort(key=lambda i: (i in pinned, bye_counts[i]))
        chosen: set[int] = set(order[:nbyes])
        for i in chosen:
            bye_counts[i] += 1
        byes_of.append(sorted(chosen))
    d = design(n, sizes) if nbyes == 0 and not pinned and not any(any(r) for r in met) else None
    perm = Stream(seed, b"design").shuffled(range(n)) if d else []
    schedule: list[list[list[int]]] = []
    frozen: list[bool] = []
    for k, r in enumerate(round_numbers):
        tables: list[list[int]]
        if d and k < len(d):
            tables = [[perm[p] for p in t] for t in d[k]]
        else:
            out = set(byes_of[k])
            tables = [[] for _ in sizes]
            room = list(sizes)
            for i in range(n):
                if i in pinned and i not in out:
                    tables[pinned[i]].append(i)
                    room[pinned[i]] -= 1
            for i in Stream(seed, b"order:%d" % r).shuffled([i for i in range(n) if i not in pinned and i not in out]):
                t = min(
                    (t for t in range(n_tables) if room[t]),
                    key=lambda t: (sum(met[i][z] for z in tables[t]), odd[i] if odd_table[t] else 0, -room[t]),
                )
                tables[t].append(i)
                room[t] -= 1
            descend(tables, met, pinned)
        frozen.append(bool(d and k < len(d)))
        for t, group in enumerate(tables):
            for x, y in combinations(group, 2):
                met[x][y] += 1
                met[y][x] += 1
            for x in group:
                odd[x] += odd_table[t]
        schedule.append(tables)
    movable = [k for k in range(len(schedule)) if not frozen[k] and n_tables >= 2]
    if movable:
        schedule = search(schedule, movable, sizes, met, met0, odd, odd0, odd_table, pinned, seed)
    result = []
    for k, r in enumerate(round_numbers):
        seated = []
        for t, members in enumerate(schedule[k]):
            left = Stream(seed, b"seats:%d:%d" % (r, t + 1)).shuffled(members)
            order = []
            for j in range(len(members)):
                pick = min(left, key=lambda x: seat_counts[x][j])
                left.remove(pick)
                seat_counts[pick][j] += 1
                order.append(pick)
            seated.append([ids[x] for x in order])
        result.append((seated, [ids[i] for i in byes_of[k]]))
    return result


def descend(tables: list[list[int]], met: list[list[int]], pinned: dict[int, int]) -> None:
    for _ in range(MAX_PASSES):
        improved = False
        for a, ta in enumerate(tables):
            for xi in range(len(ta)):
                x = ta[xi]
                paid = sum(met[x][z] for z in ta if z != x)
                if x in pinned or paid == 0:
                    continue
                best = (0, -1, -1)
                for b, tb in enumerate(tables):
                    if b == a:
                        continue
                    there = sum(met[x][z] for z in tb)
                    for yi, y in enumerate(tb):
                        if y in pinned:
                            continue
                        delta = sum(met[y][z] for z in ta if z != x) + there - met[x][y] - paid
                        delta -= sum(met[y][z] for z in tb if z != y)
                        if delta < best[0]:
                            best = (delta, b, yi)
                if best[1] >= 0:
                    tb = tables[best[1]]
                    ta[xi], tb[best[2]] = tb[best[2]], x
                    improved = True
        if not improved:
            return


def c2(c: int) -> int:
    """C(c, 2)."""
    return c * (c - 1) // 2


def search(  # the late-acceptance search, step 4 of the recipe
    schedule: list[list[list[int]]],
    movable: list[int],
    sizes: tuple[int, ...],
    met: list[list[int]],
    met0: list[list[int]],
    odd: list[int],
    odd0: list[int],
    odd_table: list[bool],
    pinned: dict[int, int],
    seed: bytes,
) -> list[list[list[int]]]:
    """The cheapest schedule the search meets."""
    n = len(met)
    cost = PAIR_WEIGHT * sum(c2(met[x][y]) - c2(met0[x][y]) for x in range(n) for y in range(x + 1, n))
    cost += sum(c * c for c in odd)
    pairs = n * (n - 1) // 2
    q, rem = divmod(len(schedule) * sum(c2(s) for s in sizes), pairs) if pairs else (0, 0)
    counts = sorted(odd0)
    for _ in range(len(schedule) * sum(s for s, o in zip(sizes, odd_table, strict=True) if o)):
        counts[0] += 1
        counts.sort()
    bound = PAIR_WEIGHT * (rem * c2(q + 1) + (pairs - rem) * c2(q)) + sum(c * c for c in counts)
    best, best_schedule = cost, [[t[:] for t in r] for r in schedule]
    if cost <= bound:
        return best_schedule
    rng, late, T = Stream(seed, b"search"), [cost] * LAHC_LENGTH, len(sizes)
    for it in range(min(MAX_ITERATIONS, ITERATIONS_PER_SEAT * sum(sizes) * len(movable))):
        tables = schedule[movable[rng.uniform(len(movable))]]
        a = rng.uniform(T)
        b = rng.uniform(T - 1)
        b += b >= a
        ta, tb = tables[a], tables[b]
        xi, yi = rng.uniform(len(ta)), rng.uniform(len(tb))
        x, y = ta[xi], tb[yi]
        if x in pinned or y in pinned:
            continue
        delta = sum(met[y][z] - met[x][z] + 1 for z in ta if z != x) + sum(
            met[x][z] - met[y][z] + 1 for z in tb if z != y
        )
        delta *= PAIR_WEIGHT
        if odd_table[a] != odd_table[b]:
            delta += 2 * (odd[y] - odd[x] + 1) if odd_table[a] else 2 * (odd[x] - odd[y] + 1)
        v = it % LAHC_LENGTH
        if cost + delta <= cost or cost + delta <= late[v]:
            for z in ta:
                if z != x:
                    met[x][z] -= 1
                    met[z][x] -= 1
                    met[y][z] += 1
                    met[z][y] += 1
            for z in tb:
                if z != y:
                    met[y][z] -= 1
                    met[z][y] -= 1
                    met[x][z] += 1
                    met[z][x] += 1
            if odd_table[a] != odd_table[b]:
                up, down = (y, x) if odd_table[a] else (x, y)
                odd[up] += 1
                odd[down] -= 1
            ta[xi], tb[yi] = y, x
            cost += delta
            if cost < best:
                best, best_schedule = cost, [[t[:] for t in r] for r in schedule]
                if best <= bound:
                    break
        late[v] = cost
    return best_schedule


def by_standings(
    order: list[str], sizes: tuple[int, ...], nbyes: int, had: dict[str, int], fixed: dict[str, int], round_no: int
) -> tuple[list[list[str]], list[str]]:
    """A round seated by the standings (step S of the recipe): byes to the lowest placed with the
    fewest byes, tables filled in standing order, fixed tables by swaps, seats turned."""
    ranked = sorted((had.get(p, 0), -i, p) for i, p in enumerate(order) if p not in fixed)
    byes = [p for _, _, p in ranked[:nbyes]]
    rest = [p for p in order if p not in byes]
    tables, at = [], 0
    for size in sizes:
        tables.append(rest[at : at + size])
        at += size
    for p in [p for p in order if p in fixed and p not in byes]:
        target = fixed[p] - 1
        here = next(i for i, t in enumerate(tables) if p in t)
        others = [q for q in tables[target] if q not in fixed]
        if here == target or not others:
            continue
        a, b = tables[here].index(p), tables[target].index(others[-1])
        tables[here][a], tables[target][b] = others[-1], p
        for t in (tables[here], tables[target]):
            t.sort(key=order.index)
    return [t[(round_no - 1) % len(t) :] + t[: (round_no - 1) % len(t)] for t in tables], byes


def recompute(summary: dict[str, Any], rounds: list[dict[str, Any]]) -> list[tuple[list[list[str]], list[str]]]:
    """Every round's seating from the recipe, given the rounds as published (their entrants)."""
    seed = bytes.fromhex(summary["seed"])
    config = summary["config"]
    lo, hi = (config["ruleset"].get("players") or [2, 5])[:2]
    lo, hi = max(3, lo), min(5, hi)
    preferred, fmt, total = config["table_size"], summary["format"], config["rounds"]
    entrants = summary["entrants"]
    published = [
        ([[s["entrant_id"] for s in t["seats"]] for t in r["tables"]], [b["entrant_id"] for b in r["byes"]])
        for r in rounds
    ]
    out = []
    for round_no in range(1, len(rounds) + 1):
        tables, byes = published[round_no - 1]
        here = {p for t in tables for p in t} | set(byes)
        ids = [e["entrant_id"] for e in entrants if e["entrant_id"] in here]
        e = round_no
        while e > 1 and {p for t in published[e - 2][0] for p in t} | set(published[e - 2][1]) == here:
            e -= 1
        h = max(1, PLAN_SEATS // max(len(ids), 1))
        start = e + h * ((round_no - e) // h)
        last = max(round_no, min(total, start + h - 1))
        sizes, nbyes = table_sizes(len(ids), fmt, preferred, lo, hi)
        fixed = {
            x["entrant_id"]: min(max(x["fixed_table"], 1), len(sizes))
            for x in entrants
            if x["entrant_id"] in here and x.get("fixed_table") is not None
        }
        if rounds[round_no - 1].get("order"):  # seated by the standings: no plan, no seed
            had: dict[str, int] = {}
            for _, earlier in published[: round_no - 1]:
                for p in earlier:
                    had[p] = had.get(p, 0) + 1
            out.append(by_standings(rounds[round_no - 1]["order"], sizes, nbyes, had, fixed, round_no))
            continue
        plan_seed = hashlib.sha256(b"maumau/tournament-seating/v1:" + seed + start.to_bytes(4, "big")).digest()
        planned = plan(
            ids, sizes, nbyes, list(range(start, last + 1)), preferred, fixed, published[: start - 1], plan_seed
        )
        out.append(planned[round_no - start])
    return out


def check(summary: dict[str, Any], rounds: list[dict[str, Any]], noted: str | None) -> dict[str, bool]:
    """Every check of the module docstring, by name."""
    if not summary.get("seed"):
        raise SystemExit("the tournament is still running: its seed is secret until it ends")
    seed = bytes.fromhex(summary["seed"])
    commitment = hashlib.sha256(b"maumau/commit/v1:" + seed).hexdigest()
    checks = {"commitment": commitment == summary["commitment"]}
    if noted is not None:
        checks["commitment_noted"] = commitment == noted.lower()
    for k, (tables, byes) in enumerate(recompute(summary, rounds), start=1):
        seen = rounds[k - 1]
        checks[f"round_{k}"] = [[s["entrant_id"] for s in t["seats"]] for t in seen["tables"]] == tables and sorted(
            b["entrant_id"] for b in seen["byes"]
        ) == sorted(byes)
    return checks


def fetch(url: str) -> Any:
    """GET ``url`` and parse its JSON body."""
    with urllib.request.urlopen(url, timeout=30) as response:
        return json.load(response)


def main() -> int:
    """Run the checks and print the report."""
    parser = argparse.ArgumentParser(
        description="Verify a finished maumau tournament's seating from its revealed seed."
    )
    parser.add_argument("base_url", nargs="?", help="the service, e.g. http://127.0.0.1:8000")
    parser.add_argument("tournament_id", nargs="?")
    parser.add_argument("--file", help='a JSON file {"summary": ..., "rounds": [...]} instead of the service')
    parser.add_argument("--commitment", help="the commitment you noted when the tournament was announced")
    args = parser.parse_args()
    if args.file:
        with open(args.file, encoding="utf-8") as f:
            event = json.load(f)
        summary, rounds = event["summary"], event["rounds"]
    else:
        if not (args.base_url and args.tournament_id):
            parser.error("give BASE_URL TOURNAMENT_ID or --file")
        base = f"{args.base_url.rstrip('/')}/v1/tournaments/{args.tournament_id}"
        summary = fetch(base)
        rounds = [fetch(f"{base}/rounds/{n}") for n in range(1, summary["rounds_seated"] + 1)]
    checks = check(summary, rounds, args.commitment)
    print(json.dumps({"ok": all(checks.values()), "checks": checks}, indent=2))
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
