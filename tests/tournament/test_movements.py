"""Movements and the event-wide seating plan (``domain.tournament.movements``,
``seating.seat_event_round``): the designs are what they claim, 16 in fours over 5 rounds meet
nobody twice, 17 (5+4+4+4) repeat one pair only, seatings are deterministic from the seed, seat
positions are balanced, a withdrawal re-plans the rest, and the stand-alone verifier
(``scripts/verify_seating.py``, loaded from its file) recomputes the same seatings and rejects a
tampered one."""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from domain.tournament.movements import design_for
from domain.tournament.seating import RoundPlan, met_pairs, seat_event_round

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "verify_seating.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("verify_seating_under_test", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def event(
    n: int, rounds: int, preferred: int = 4, fmt: str = "series", seed: bytes = b"s", withdraw_after: int = 0
) -> tuple[list[str], list[RoundPlan]]:
    """An event played round by round as ``decide`` seats it (one entrant withdrawing after
    round ``withdraw_after`` if given)."""
    ids = [f"e{i:02d}" for i in range(n)]
    active = list(ids)
    out: list[RoundPlan] = []
    for r in range(1, rounds + 1):
        if withdraw_after and r == withdraw_after + 1:
            active = active[1:]
        plan = seat_event_round(
            r,
            rounds,
            active,
            fmt,
            preferred,
            (3, 5),
            {},
            [(p.tables, p.byes) for p in out],
            hashlib.sha256(seed).digest(),
        )
        seated = [p for t in plan.tables for p in t]
        assert sorted(seated + list(plan.byes)) == sorted(active)
        out.append(plan)
    return ids, out


def pair_counts(plans: list[RoundPlan]) -> Counter[frozenset[str]]:
    return Counter(met_pairs(p.tables for p in plans))


@pytest.mark.parametrize(
    ("n", "sizes", "rounds", "excess"),
    [
        (9, (3, 3, 3), 4, 0),
        (16, (4, 4, 4, 4), 5, 0),
        (25, (5,) * 5, 6, 0),
        (15, (3,) * 5, 7, 0),
        (15, (4, 4, 4, 3), 5, 0),
        (24, (5, 5, 5, 5, 4), 6, 0),
        (10, (4, 3, 3), 4, 3),
        (17, (5, 4, 4, 4), 5, 4),
    ],
)
def test_each_design_seats_everyone_once_a_round_and_repeats_as_claimed(n, sizes, rounds, excess):
    design = design_for(n, sizes)
    assert design is not None
    assert len(design) == rounds
    for tables in design:
        assert tuple(len(t) for t in tables) == sizes
        assert sorted(p for t in tables for p in t) == list(range(n))
    counts = Counter(frozenset(p) for tables in design for t in tables for p in combinations(t, 2))
    assert len(counts) == n * (n - 1) // 2  # every pair meets
    assert sum(c - 1 for c in counts.values()) == excess
    assert sum(c > 1 for c in counts.values()) == (1 if excess else 0)
    assert design_for(n + 2, sizes) is None


@pytest.mark.parametrize("seed", [b"a", b"b", b"c"])
def test_sixteen_in_fours_over_five_rounds_meet_nobody_twice(seed):
    for fmt in ("series", "duplicate"):
        _ids, plans = event(16, 5, fmt=fmt, seed=seed)
        counts = pair_counts(plans)
        assert max(counts.values()) == 1
        assert len(counts) == 120  # and everybody met everybody


@pytest.mark.parametrize("seed", [b"a", b"b"])
def test_seventeen_over_five_rounds_repeat_one_pair_and_everyone_else_rotates_through_the_big_table(seed):
    ids, plans = event(17, 5, seed=seed)
    counts = pair_counts(plans)
    assert sum(c > 1 for c in counts.values()) <= 1
    assert sum(c - 1 for c in counts.values()) == 4  # 140 meetings, 136 pairs: the fewest
    big = Counter(p for plan in plans for t in plan.tables if len(t) == 5 for p in t)
    (pair,) = [pair for pair, c in counts.items() if c > 1]
    assert {p: big[p] for p in pair} == dict.fromkeys(pair, 5)  # forced by counting (docs)
    assert all(big[p] == 1 for p in ids if p not in pair)


def test_the_same_seed_seats_the_same_and_another_seed_otherwise():
    assert event(20, 4, seed=b"x")[1] == event(20, 4, seed=b"x")[1]
    assert event(20, 4, seed=b"x")[1] != event(20, 4, seed=b"y")[1]
    assert event(16, 5, seed=b"x")[1] != event(16, 5, seed=b"y")[1]


@pytest.mark.parametrize(("n", "preferred", "rounds"), [(16, 4, 8), (20, 4, 6), (27, 3, 6), (30, 5, 5), (40, 4, 8)])
def test_seat_positions_are_balanced(n, preferred, rounds):
    """Everyone sits at seat 1 (moves first) within 2 of everyone else, and at each seat."""
    _ids, plans = event(n, rounds, preferred=preferred)
    for position in range(3):
        counts = Counter(t[position] for plan in plans for t in plan.tables)
        values = [counts.get(p, 0) for p in {p for plan in plans for t in plan.tables for p in t}]
        assert max(values) - min(values) <= 2, (position, sorted(values))


def test_a_withdrawal_re_plans_the_remaining_rounds_from_that_round():
    ids, plans = event(17, 6, withdraw_after=2)
    _, unchanged = event(17, 6)
    assert plans[:2] == unchanged[:2]  # the rounds already played are the planned ones
    # from round 3: 16 players, a fresh plan (seeded with round 3) given the first two rounds
    later = seat_event_round(
        4, 6, ids[1:], "series", 4, (3, 5), {}, [(p.tables, p.byes) for p in plans[:3]], hashlib.sha256(b"s").digest()
    )
    assert later == plans[3]
    assert all(len(p.tables) == 4 for p in plans[2:])


def _published(ids: list[str], plans: list[RoundPlan], fmt: str, preferred: int, seed: bytes) -> tuple[Any, Any]:
    raw = hashlib.sha256(seed).digest()
    summary = {
        "seed": raw.hex(),
        "commitment": hashlib.sha256(b"maumau/commit/v1:" + raw).hexdigest(),
        "format": fmt,
        "config": {"ruleset": {"players": [2, 5]}, "table_size": preferred, "rounds": len(plans)},
        "entrants": [{"entrant_id": p, "fixed_table": None} for p in ids],
    }
    rounds = [
        {
            "tables": [{"seats": [{"entrant_id": e} for e in t]} for t in p.tables],
            "byes": [{"entrant_id": e} for e in p.byes],
        }
        for p in plans
    ]
    return summary, rounds


@pytest.mark.parametrize(
    ("n", "preferred", "fmt", "rounds", "withdraw"),
    [(17, 4, "series", 6, 2), (13, 4, "duplicate", 4, 0), (21, 5, "series", 4, 1), (11, 3, "series", 5, 0)],
)
def test_the_stand_alone_verifier_recomputes_the_seatings_and_rejects_a_tampered_one(
    n, preferred, fmt, rounds, withdraw
):
    script = _script()
    ids, plans = event(n, rounds, preferred=preferred, fmt=fmt, withdraw_after=withdraw)
    summary, published = _published(ids, plans, fmt, preferred, b"s")
    checks = script.check(summary, published, summary["commitment"])
    assert all(checks.values()), checks
    tables = published[-1]["tables"]
    tables[0]["seats"][0], tables[1]["seats"][0] = tables[1]["seats"][0], tables[0]["seats"][0]
    checks = script.check(summary, published, None)
    assert checks[f"round_{rounds}"] is False
    assert all(v for k, v in checks.items() if k != f"round_{rounds}")
    summary["seed"] = hashlib.sha256(b"other").hexdigest()
    assert script.check(summary, published, None)["commitment"] is False


def test_the_verifier_needs_only_the_standard_library():
    tree = ast.parse(SCRIPT.read_text())
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in (node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")])
    }
    assert imported <= set(sys.stdlib_module_names), imported - set(sys.stdlib_module_names)
