"""Design of experiments: known answers.

* a ruleset rigged to favour the first player shows the edge (with rotation);
* a game made symmetric by construction (a strong seat whatever its position, no edge for moving
  first) shows no edge with rotation, and a confounded edge with a warning without it;
* rotation balances bots over positions and keeps the deals of every match;
* common random numbers: a ruleset against its copy pairs every round with a zero difference;
* the paired comparison detects a planted one-point difference that the unpaired test misses on
  the same rounds;
* special cards are compared by role (wish against wish), not by rank.
"""

from __future__ import annotations

import random

import pytest

from domain.maumau.bot_registry import BOTS
from domain.maumau.rules import MM_001, MM_002, ZONE, derive
from domain.maumau.simulation import RoundStats, simulate_block, simulate_rounds
from infrastructure.services.balance.analysis import cell_figures, compare, design_warnings, paired_comparison
from infrastructure.services.balance.study import StudySpec, run_study
from infrastructure.services.balance.tally import CardValues, Tally

RIGGED = derive(MM_001, name="RIGGED", hand_size=1, last_card_forbidden=(), specials=(), calls="none")
"""One card each, no special cards, no calls: the first player wins whenever his card fits."""


def test_a_ruleset_rigged_for_the_first_player_shows_the_edge() -> None:
    report = run_study(StudySpec((RIGGED,), (2,), ("heuristic",), 400, seed="rig"), jobs=1).report
    (cell,) = report["cells"]
    edge = cell["first_seat"]["first_player_edge"]
    assert edge["estimate"] > 0.05
    assert edge["significant"] is True
    (by_bot,) = report["first_player_edge"][0]["by_bot"]
    assert by_bot["vs_fair_share"]["low"] > 0
    assert report["design"]["first_seat"] == "rotated"
    assert report["warnings"] == []


def _symmetric_rounds(rounds: int, rotate: bool, rng: random.Random) -> list[RoundStats]:
    """Heads-up rounds of a game symmetric by construction: line-up seat 0 is the stronger
    player (wins 70% wherever it sits) and moving first gives nothing.  Each match is one round;
    with ``rotate`` match ``i`` starts at seat ``i mod 2``, else always at seat 0."""
    out = []
    for i in range(rounds):
        first = i % 2 if rotate else 0
        winner = 0 if rng.random() < 0.7 else 1
        hands = ((1,), (2,))
        out.append(
            RoundStats(
                1, first, winner, "out", 10, 20, 0, 0, 0, False, (0, 0), hands, ((), (3,)), (0, 0), (0, 0), (0, 0)
            )
        )
    return out


def test_a_symmetric_game_shows_no_edge_with_rotation_and_a_confounded_one_without() -> None:
    values = CardValues.of(MM_001)
    bots = ["heuristic", "random"]
    rotated = Tally(2, bots).add_all(_symmetric_rounds(2000, True, random.Random(1)), values)
    fixed = Tally(2, bots).add_all(_symmetric_rounds(2000, False, random.Random(1)), values)
    fig_rotated = cell_figures(MM_001, rotated, rotate=True)
    fig_fixed = cell_figures(MM_001, fixed, rotate=False)
    assert fig_rotated["first_seat"]["first_player_edge"]["significant"] is False
    for row in fig_rotated["first_player_edge"]:
        assert row["vs_other_positions"]["significant"] is False, row["bot"]
        assert row["rounds_at_position"] == [1000, 1000]
    assert fig_rotated["warnings"] == []
    # Without rotation the strong seat always moves first: a +20-point "first-player edge".
    assert fig_fixed["first_seat"]["first_player_edge"]["estimate"] == pytest.approx(0.2, abs=0.04)
    assert fig_fixed["first_seat"]["first_player_edge"]["significant"] is True
    assert any("not rotated" in w for w in fig_fixed["warnings"])
    assert any("confounded" in w for w in fig_fixed["warnings"])


def test_rotation_balances_bots_over_positions_and_keeps_the_deals() -> None:
    bots = [BOTS["heuristic"], BOTS["random"]]
    values = CardValues.of(MM_001)
    tally = Tally(2, ["heuristic", "random"])
    for block in range(6):
        tally.add_all([r.stats for r in simulate_block(MM_001, 2, 100, b"rot", block, bots, rotate=True)], values)
    for bot, row in tally.bot_positions.items():
        assert abs(row[0] / sum(row) - 0.5) < 0.05, (bot, row)
    assert design_warnings(tally, True) == []
    # The same deals with and without rotation (identical bots: the play is the same too, seen
    # from the line-up), and rotated matches start at seat k mod n.
    same = [BOTS["random"]] * 3
    plain = simulate_rounds(MM_001, 3, 60, b"deals", same)
    turned = simulate_rounds(MM_001, 3, 60, b"deals", same, rotate=True)
    assert [r.stats.seed for r in plain] == [r.stats.seed for r in turned]
    match = -1
    for a, b in zip(plain, turned, strict=True):
        match += a.stats.round_no == 1
        offset = match % 3
        assert b.stats.first_seat == (a.stats.first_seat + offset) % 3
        assert b.stats.winner == (a.stats.winner + offset) % 3  # type: ignore[operator]
        assert b.stats.dealt[offset] == a.stats.dealt[0]


def test_few_matches_and_no_rotation_are_warned_about() -> None:
    tally = Tally(3, ["heuristic", "random", "random"], matches=4)
    warnings = design_warnings(tally, False)
    assert any("not rotated" in w for w in warnings)
    assert any("only 4 matches" in w for w in warnings)
    assert design_warnings(Tally(3, ["random"] * 3, matches=4), False) == []  # one bot: no confound


def test_a_ruleset_against_its_copy_pairs_every_round_with_no_difference() -> None:
    twin = derive(ZONE, name="ZONE-copy")
    report = run_study(StudySpec((ZONE, twin), (3,), ("heuristic", "random"), 200, seed="crn"), jobs=1).report
    (paired,) = report["paired"]
    assert paired["pairs"] == 200
    for row in paired["metrics"]:
        assert row["paired"]["estimate"] == 0.0, row["metric"]
        assert row["paired"]["significant_holm"] is False
    (power,) = report["power"]
    assert {row["metric"] for row in power["metrics"]} == {row["metric"] for row in paired["metrics"]}
    assert report["design"]["common_random_numbers"] is True


def _pair_tallies(n: int, shift: int, rng: random.Random) -> tuple[Tally, Tally]:
    """Two cells whose rounds pair up: moves per round vary a lot from deal to deal (sd 20) and
    B's are A's plus ``shift`` plus a little noise of its own."""
    a = Tally(2, ["random"] * 2, keep_pairs=True)
    b = Tally(2, ["random"] * 2, keep_pairs=True)
    for i in range(n):
        moves = max(1, round(rng.gauss(60, 20)))
        a.pairs[f"{i:016x}"] = [0, rng.randrange(2), moves, 0, 0, 10, 1, 0]
        b.pairs[f"{i:016x}"] = [0, rng.randrange(2), moves + shift + rng.choice((-1, 0, 1)), 0, 0, 10, 1, 0]
    return a, b


def test_the_paired_test_detects_a_planted_one_move_difference_the_unpaired_one_misses() -> None:
    a, b = _pair_tallies(400, 1, random.Random(7))
    paired, power = paired_comparison(b, a)
    row = next(r for r in paired["metrics"] if r["metric"] == "moves per round")
    assert row["paired"]["estimate"] == pytest.approx(1.0, abs=0.1)
    assert row["paired"]["low"] > 0
    assert row["paired"]["significant_holm"] is True
    assert row["unpaired"]["significant"] is False  # same rounds, same size: the deal noise hides it
    need = next(r for r in power["metrics"] if r["metric"] == "moves per round")
    assert need["pairs_needed"] < 50 < 4000 < need["rounds_needed_unpaired"]
    # No planted difference: nothing found.
    a0, b0 = _pair_tallies(400, 0, random.Random(7))
    row0 = next(r for r in paired_comparison(b0, a0)[0]["metrics"] if r["metric"] == "moves per round")
    assert row0["paired"]["significant_holm"] is False


def test_cards_are_compared_by_role_not_by_rank() -> None:
    values = CardValues.of(MM_002)
    assert dict(values.roles) == {"wish": frozenset({8})}
    zone_roles = dict(CardValues.of(ZONE).roles)
    assert zone_roles == {"draw": frozenset({7}), "skip": frozenset({8}), "wish": frozenset({11})}
    report = run_study(StudySpec((MM_002, ZONE), (3,), ("heuristic",), 200, seed="roles"), jobs=1).report
    (comparison,) = report["comparisons"]
    (role,) = comparison["card_roles"]  # the one role both rulesets have
    assert (role["role"], role["ranks_a"], role["ranks_b"]) == ("wish", ["8"], ["J"])
    cells = {c["ruleset"]: c for c in report["cells"]}
    assert [r["role"] for r in cells["ZONE"]["card_roles"]] == ["draw", "skip", "wish"]
    assert report["paired"][0]["card_roles"] == comparison["card_roles"]


def test_compare_without_kept_rounds_has_no_paired_section() -> None:
    ta = Tally(2, ["random"] * 2)
    fa = cell_figures(MM_001, ta)
    assert "paired" not in compare((fa, ta), (fa, ta))
