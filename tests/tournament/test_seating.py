"""Seating (``domain.tournament.seating``): table sizes for every count, bye rotation, fixed
tables, and the social-golfer heuristic over more than 1,000 seatings of 9-40 players — never a
player twice, every active player seated once or given a bye, and fewer repeated pairs than
random seating on the same cases."""

from __future__ import annotations

import hashlib
import json
from itertools import combinations

import pytest

from benchmarks import tournaments
from domain.errors import RuleViolation
from domain.shuffle import shuffled
from domain.tournament.seating import (
    SeatingQuality,
    SeatingRng,
    choose_byes,
    met_pairs,
    plan_round,
    quality,
    random_seating,
    seat_round,
    seating_cost,
    table_sizes,
)


def seed(*parts: object) -> bytes:
    return hashlib.sha256(repr(parts).encode()).digest()


def names(n: int) -> list[str]:
    return [f"p{i:02d}" for i in range(n)]


# --------------------------------------------------------------------------- table sizes


def representable(total: int, sizes: set[int]) -> bool:
    """Brute force: ``total`` > 0 players as tables of these sizes."""
    reachable = {0}
    for value in range(1, total + 1):
        if any(value - s in reachable for s in sizes):
            reachable.add(value)
    return total > 0 and total in reachable


@pytest.mark.parametrize("allowed", [(3, 5), (2, 6), (3, 4), (4, 5)])
@pytest.mark.parametrize("preferred", [3, 4, 5])
def test_series_table_sizes_for_every_count_up_to_60(preferred, allowed):
    lo, hi = max(3, allowed[0]), min(5, allowed[1])
    if not lo <= preferred <= hi:
        with pytest.raises(RuleViolation) as err:
            table_sizes(12, "series", preferred, allowed)
        assert err.value.rule == "table_size"
        return
    usable = {s for s in (preferred - 1, preferred, preferred + 1) if lo <= s <= hi}
    for n in range(61):
        minimal = next((b for b in range(n + 1) if representable(n - b, usable)), None)
        if minimal is None:
            with pytest.raises(RuleViolation) as err:
                table_sizes(n, "series", preferred, allowed)
            assert err.value.rule == "too_few_players"
            continue
        sizes, byes = table_sizes(n, "series", preferred, allowed)
        assert set(sizes) <= usable, (n, sizes)
        assert sum(sizes) + byes == n
        assert byes == minimal, (n, sizes, byes)
        assert list(sizes) == sorted(sizes, reverse=True)
        # as many preferred tables as any split with this many byes allows
        rest = n - byes - preferred * sizes.count(preferred)
        for more in range(sizes.count(preferred) + 1, (n - byes) // preferred + 1):
            left = n - byes - preferred * more
            assert left != 0, (n, sizes)
            assert not representable(left, usable - {preferred}), (n, sizes)
        assert rest >= 0


@pytest.mark.parametrize("preferred", [3, 4, 5])
def test_duplicate_tables_all_have_the_preferred_size_and_the_rest_sits_out(preferred):
    for n in range(61):
        if n < preferred:
            with pytest.raises(RuleViolation) as err:
                table_sizes(n, "duplicate", preferred, (3, 5))
            assert err.value.rule == "too_few_players"
            continue
        sizes, byes = table_sizes(n, "duplicate", preferred, (3, 5))
        assert set(sizes) == {preferred}
        assert sum(sizes) + byes == n
        assert byes == n % preferred


@pytest.mark.parametrize(
    ("n", "fmt", "preferred", "expected"),
    [
        (17, "series", 4, ((5, 4, 4, 4), 0)),
        (9, "series", 4, ((5, 4), 0)),
        (6, "series", 4, ((3, 3), 0)),
        (7, "series", 5, ((5,), 2)),  # tables of 4 or 5 only: no split seats 7
        (5, "series", 3, ((4,), 1)),
        (3, "series", 4, ((3,), 0)),
        (16, "duplicate", 4, ((4, 4, 4, 4), 0)),
        (17, "duplicate", 4, ((4, 4, 4, 4), 1)),
    ],
)
def test_table_sizes_examples(n, fmt, preferred, expected):
    assert table_sizes(n, fmt, preferred, (3, 5)) == expected


def test_table_sizes_refuses_an_unknown_format():
    with pytest.raises(RuleViolation) as err:
        table_sizes(12, "swiss", 4, (3, 5))
    assert err.value.rule == "format"


# --------------------------------------------------------------------------- the stream


def test_the_seating_stream_is_the_deal_shuffle_contract():
    s = seed("stream")
    assert SeatingRng(s, b"deal").shuffled(range(52)) == list(shuffled(range(52), s, b"deal"))
    rng = SeatingRng(s, b"x")
    draws = [rng.uniform(7) for _ in range(500)]
    assert set(draws) == set(range(7))
    with pytest.raises(ValueError, match="n >= 1"):
        rng.uniform(0)


# --------------------------------------------------------------------------- byes


def test_byes_rotate_fewest_first():
    players = names(13)
    counts: dict[str, int] = {}
    for r in range(1, 14):
        (bye,) = choose_byes(players, 1, counts, seed("byes", r))
        assert counts.get(bye, 0) == 0
        counts[bye] = counts.get(bye, 0) + 1
    assert counts == dict.fromkeys(players, 1)


def test_fixed_players_sit_out_only_when_nobody_else_can():
    players = names(5)
    exempt = {"p00", "p01", "p02"}
    for r in range(20):
        assert not set(choose_byes(players, 2, {}, seed(r), exempt=exempt)) & exempt
    assert set(choose_byes(players, 4, {}, seed(1), exempt=exempt)) >= {"p03", "p04"}
    assert choose_byes(players, 0, {}, seed(1)) == ()
    with pytest.raises(RuleViolation):
        choose_byes(players, 6, {}, seed(1))


def test_bye_ties_are_drawn_from_the_stream_not_the_listing_order():
    players = names(12)
    first = {choose_byes(players, 1, {}, seed("tie", r))[0] for r in range(40)}
    assert len(first) > 4


# --------------------------------------------------------------------------- seat_round


def check_round(tables, sizes, players) -> None:
    seated = [p for t in tables for p in t]
    assert len(seated) == len(set(seated)), "a player seated twice"
    assert sorted(seated) == sorted(players)
    assert [len(t) for t in tables] == list(sizes)


def test_same_inputs_same_seating_and_another_seed_another_seat_order():
    players = names(16)
    a = seat_round(players, (4, 4, 4, 4), {}, {}, seed(1))
    assert a == seat_round(players, (4, 4, 4, 4), {}, {}, seed(1))
    assert a != seat_round(players, (4, 4, 4, 4), {}, {}, seed(2))
    check_round(a, (4, 4, 4, 4), players)


def test_sixteen_players_meet_nobody_twice_in_three_rounds():
    """(Whether a fourth and fifth perfect round exist depends on the first three: the heuristic
    is not an exact design search, so only three are asked for.)"""
    players = names(16)
    for s in range(8):
        history: list[tuple[tuple[str, ...], ...]] = []
        for r in range(1, 4):
            history.append(seat_round(players, (4, 4, 4, 4), met_pairs(history), {}, seed("16", s, r)))
        assert quality(history) == SeatingQuality(0, 9.0, 9)


def test_history_of_players_not_in_the_round_is_ignored():
    met = {frozenset(("gone", "p01")): 3, frozenset(("p00", "p01")): 2}
    tables = seat_round(names(8), (4, 4), met, {}, seed(0))
    check_round(tables, (4, 4), names(8))
    assert seating_cost(tables, met) == 0


def test_fixed_players_keep_their_table_every_round():
    players = names(23)
    fixed = {"p05": 1, "p06": 1, "p20": 5}
    history: list[tuple[tuple[str, ...], ...]] = []
    for r in range(1, 7):
        sizes, byes = table_sizes(len(players), "series", 4, (3, 5))
        assert byes == 0
        tables = seat_round(players, sizes, met_pairs(history), fixed, seed("fixed", r))
        check_round(tables, sizes, players)
        assert {"p05", "p06"} <= set(tables[0])
        assert "p20" in tables[4]
        history.append(tables)


@pytest.mark.parametrize(
    ("fixed", "rule"),
    [({"p00": 3}, "fixed_table"), ({"p00": 0}, "fixed_table"), ({f"p0{i}": 1 for i in range(5)}, "fixed_table")],
)
def test_impossible_fixed_tables_are_refused(fixed, rule):
    with pytest.raises(RuleViolation) as err:
        seat_round(names(8), (4, 4), {}, fixed, seed(0))
    assert err.value.rule == rule


@pytest.mark.parametrize(
    ("players", "sizes"), [(names(8), (4, 3)), (names(8), (4, 5)), (["a", "a", "b", "c", "d", "e"], (3, 3))]
)
def test_sizes_that_do_not_seat_exactly_these_players_are_refused(players, sizes):
    with pytest.raises(RuleViolation) as err:
        seat_round(players, sizes, {}, {}, seed(0))
    assert err.value.rule == "seating"
    with pytest.raises(RuleViolation) as err:
        random_seating(players, sizes, seed(0))
    assert err.value.rule == "seating"


def test_plan_round_clamps_a_fixed_table_beyond_the_rounds_tables_and_exempts_it_from_byes():
    players = names(13)
    plan = plan_round(players, "duplicate", 4, (3, 5), {}, {"p00": 9, "p01": 2}, {}, seed(3))
    assert len(plan.byes) == 1
    assert not {"p00", "p01"} & set(plan.byes)
    assert "p00" in plan.tables[2]
    assert "p01" in plan.tables[1]
    check_round(plan.tables, (4, 4, 4), [p for p in players if p not in plan.byes])


# --------------------------------------------------------------------------- quality


def test_quality_of_a_hand_built_sequence():
    rounds = [
        (("a", "b", "c"), ("d", "e", "f")),
        (("a", "b", "d"), ("c", "e", "f")),
    ]
    # pairs met twice: a-b, e-f
    assert met_pairs(rounds)[frozenset(("a", "b"))] == 2
    q = quality(rounds)
    assert q.repeated_pairs == 2
    assert q.distinct_opponents_min == 3  # a: b, c, d
    # a: b c d; b: a c d; c: a b e f; d: a b e f; e: c d f; f: c d e
    assert q.distinct_opponents_mean == pytest.approx((3 + 3 + 4 + 4 + 3 + 3) / 6)
    assert quality([]) == SeatingQuality(0, 0.0, 0)


def cases() -> list[tuple[int, int]]:
    """(players, rounds): every count 9..40 with 3..8 rounds — 33 seatings per count, 1,056 in all."""
    return [(n, r) for n in range(9, 41) for r in range(3, 9)]


def run_event(n: int, rounds: int, heuristic: bool) -> tuple[SeatingQuality, int]:
    """A whole series: withdrawals after round 2, two fixed players, byes rotated; every round
    checked.  Returns the quality figure and how many seatings were made."""
    players = names(n)
    fixed = {"p01": 1, "p03": 2} if n >= 12 else {}
    history: list[tuple[tuple[str, ...], ...]] = []
    bye_counts: dict[str, int] = {}
    for r in range(1, rounds + 1):
        active = players if r <= 2 else players[: n - (r - 2) % 3]  # some withdraw, and nobody comes back
        rng_seed = seed(n, rounds, r)
        sizes, nbyes = table_sizes(len(active), "series", 4, (3, 5))
        byes = choose_byes(active, nbyes, bye_counts, rng_seed, exempt=fixed.keys())
        seated = [p for p in active if p not in byes]
        if heuristic:
            tables = seat_round(seated, sizes, met_pairs(history), fixed, rng_seed)
            assert "p01" not in fixed or "p01" in tables[0]
        else:
            tables = random_seating(seated, sizes, rng_seed)
        everyone = [p for t in tables for p in t]
        assert len(everyone) == len(set(everyone)), f"n={n} round {r}: a player at two tables"
        assert not set(everyone) & set(byes)
        assert sorted(everyone + list(byes)) == sorted(active), f"n={n} round {r}: someone left out"
        assert all(3 <= len(t) <= 5 for t in tables)
        for p in byes:
            bye_counts[p] = bye_counts.get(p, 0) + 1
        history.append(tables)
    return quality(history), rounds


def test_over_a_thousand_seatings_nobody_twice_and_fewer_repeats_than_random():
    seatings = 0
    ours = base = 0
    ours_distinct = base_distinct = 0.0
    for n, rounds in cases():
        q, count = run_event(n, rounds, heuristic=True)
        r, _ = run_event(n, rounds, heuristic=False)
        seatings += count
        ours += q.repeated_pairs
        base += r.repeated_pairs
        ours_distinct += q.distinct_opponents_mean
        base_distinct += r.distinct_opponents_mean
    assert seatings >= 1000
    assert ours < base, (ours, base)
    assert ours_distinct > base_distinct
    # not a near miss: the heuristic repeats far fewer pairs than chance
    assert ours * 2 < base, (ours, base)


def test_the_heuristic_never_repeats_a_pair_when_a_perfect_round_exists_greedily():
    """After one round of 20 players at 4-tables, a second round without repeats exists (a
    transversal); the heuristic finds one for many seeds."""
    players = names(20)
    for s in range(10):
        first = seat_round(players, (4,) * 5, {}, {}, seed("a", s))
        second = seat_round(players, (4,) * 5, met_pairs([first]), {}, seed("b", s))
        assert seating_cost(second, met_pairs([first])) == 0
        assert not any(frozenset(p) in met_pairs([first]) for t in second for p in combinations(t, 2))


def test_the_benchmark_reports_times_and_both_quality_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        tournaments.main(
            [
                "--json",
                "--sections",
                "seating",
                "--seating-players",
                "21",
                "--seating-rounds",
                "3",
                "--seating-big",
                "0",
                "--seating-grid-players",
                "15-17",
                "--seating-grid-rounds",
                "5",
                "--seating-samples",
                "1",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    event = report["seating"]["event"]
    assert (event["players"], event["rounds"], event["tables_per_round"]) == (21, 3, 5)
    assert event["round_seconds_max"] >= event["round_seconds_median"] > 0
    assert event["heuristic"]["repeated_pairs"] <= event["random"]["repeated_pairs"]
    assert report["seating"]["big_event"] is None
    grid = report["seating"]["grid"]
    assert [(r["players"], r["table_size"]) for r in grid["rows"]][:3] == [(15, 3), (15, 4), (15, 5)]
    sixteen = next(r for r in grid["rows"] if (r["players"], r["table_size"]) == (16, 4))
    assert sixteen["repeated_pairs"] == sixteen["design"] == sixteen["lower_bound"] == 0
    assert all(r["repeated_pairs"] >= r["lower_bound"] for r in grid["rows"])
    assert report["seating"]["round_200"]["seconds_median"] > 0
    assert tournaments.main(["--sections", "nope"]) == 2
