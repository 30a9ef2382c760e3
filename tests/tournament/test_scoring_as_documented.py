"""Matchpoints and head-to-head as ``docs/tournaments.md`` defines them, each against an example
worked out by hand (the numbers in the comments), including the cases where the earlier
definitions differed from the docs:

* a board is compared by **one measure**: under a ruleset scoring penalty points fewer points
  beat more and equal points tie — the board's winner has no edge of its own (a correction may
  give another seat the winner's points); under ``wins`` the winner beats every other seat and
  the others tie;
* **head-to-head** is a mini-league of the tied group, by the standings' measure: one for every
  board and every other member of the group beaten at the same table; under tournament scoring
  ``wins`` two seats that did not win a board tie on it, whatever their penalty points.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.tournament.codec import config_from_dict, jsonify
from domain.tournament.standings import compute_standings, matchpoints
from tests.tournament.test_standings import config, entrants, order, record, row, seed_where_lot_prefers, table


def test_a_seat_with_the_winners_points_ties_with_the_winner_on_matchpoints() -> None:
    # One duplicate round, one board, two tables of three.  Table 1: a won with 0; b 4, c 9.
    # Table 2 (corrected): e won with 0, but d (a's cards) also has 0; f 9.
    #   seat 0: a 0 vs d 0  -> tie: ½ each (the winner has no edge of its own)
    #   seat 1: b 4 vs e 0  -> e beats b: b 0, e 1
    #   seat 2: c 9 vs f 9  -> tie: ½ each
    dup = record(1, [table(1, 1, "abc", [((0, 4, 9), 0)]), table(1, 2, "def", [((0, 0, 9), 1)])])
    assert matchpoints([dup]) == {"a": 0.5, "b": 0, "c": 0.5, "d": 0.5, "e": 1, "f": 0.5}


def test_under_a_wins_ruleset_the_winner_beats_the_rest_and_the_rest_tie() -> None:
    # Win marks: the winner 1, the others 0.  Table 1: a won; table 2: e won.
    #   seat 0: a (won) vs d  -> a 1, d 0;  seat 1: b vs e (won) -> b 0, e 1;  seat 2: c vs f -> ½ each
    dup = record(1, [table(1, 1, "abc", [((1, 0, 0), 0)]), table(1, 2, "def", [((0, 1, 0), 1)])])
    assert matchpoints([dup], by_points=False) == {"a": 1, "b": 0, "c": 0.5, "d": 0, "e": 1, "f": 0.5}


def test_head_to_head_under_wins_does_not_look_at_penalty_points() -> None:
    # One table, two boards, ranked by wins then head-to-head then the lot: w won board 1, c won
    # board 2; a and b won nothing: tied on wins.  a had fewer penalty points than b on both
    # boards (3 < 9, 2 < 6) — under wins that is no win over b: both have head-to-head 0 and the
    # lot (here preferring b) decides.
    seats = [table(1, 1, "wabc", [((0, 3, 9, 5), 0), ((4, 2, 6, 0), 3)])]
    cfg = config(scoring="wins", tie_breaks=("head_to_head", "lot"))
    seed = seed_where_lot_prefers("b", "a")
    rows = compute_standings(cfg, entrants("wabc"), (), [record(1, seats)], (), seed)
    assert (row(rows, "a").head_to_head, row(rows, "b").head_to_head) == (0, 0)
    assert order(rows).index("b") < order(rows).index("a")


def test_head_to_head_under_penalty_points_is_a_mini_league_of_the_tied_group() -> None:
    # Two tables of three, one board each, ranked by penalty points then head-to-head.
    # a, b, c all end on 7 points.  Round 1, table 1 (a, b, x): a 2, b 5, x 0 (won); table 2
    # (c, y, z): c 7, y 0 (won), z 9.  Round 2, table 1 (a, b, c): a 5, b 2, c 0 (won).
    # Totals: a 2+5 = 7, b 5+2 = 7, c 7+0 = 7.  Head-to-head inside {a, b, c}, board by board:
    #   round 1 table 1: a 2 < b 5 -> a +1;  round 2: c 0 < b 2 < a 5 -> c +2 (a, b), b +1 (a)
    #   a 1, b 1, c 2 -> c first, then a and b tied again -> the lot (preferring b) decides.
    rounds = [
        record(1, [table(1, 1, "abx", [((2, 5, 0), 2)]), table(1, 2, "cyz", [((7, 0, 9), 1)])]),
        record(2, [table(2, 1, "abc", [((5, 2, 0), 2)]), table(2, 2, "xyz", [((0, 3, 4), 0)])]),
    ]
    cfg = config(scoring="penalty_points", tie_breaks=("head_to_head", "lot"))
    rows = compute_standings(cfg, entrants("abcxyz"), (), rounds, (), seed_where_lot_prefers("b", "a"))
    assert [row(rows, e).penalty_points for e in "abc"] == [7, 7, 7]
    assert [row(rows, e).head_to_head for e in "abc"] == [1, 1, 2]
    tied = [e for e in order(rows) if e in "abc"]
    assert tied == ["c", "b", "a"]


def test_shared_ranks_give_a_complete_tie_one_rank_and_keep_the_lots_order() -> None:
    # Two tables: a and d won with 0, the others 5 each.  a and d are equal on everything (wins,
    # points, head-to-head: they never met), so are b, c, e and f (b-c and e-f tie head to head).
    # Shared: 1=, 1=, 3=, 3=, 3=, 3=; not shared: 1..6.  The order is the lot's either way.
    rounds = [record(1, [table(1, 1, "abc", [((0, 5, 5), 0)]), table(1, 2, "def", [((0, 5, 5), 0)])])]
    seed = seed_where_lot_prefers("d", "a")
    plain = compute_standings(config(), entrants("abcdef"), (), rounds, [], seed)
    shared = compute_standings(replace(config(), shared_ranks=True), entrants("abcdef"), (), rounds, [], seed)
    assert [r.rank for r in plain] == [1, 2, 3, 4, 5, 6]
    assert [r.rank for r in shared] == [1, 1, 3, 3, 3, 3]
    assert order(shared) == order(plain)
    assert order(shared)[:2] == "da"


def test_shared_ranks_travel_in_the_config() -> None:
    cfg = replace(config(), shared_ranks=True)
    assert config_from_dict(jsonify(cfg)) == cfg
    assert "shared_ranks" not in jsonify(config())  # a tournament without them stores as before
    with pytest.raises(ValueError, match=r"^shared_ranks:"):
        config_from_dict({**jsonify(config()), "shared_ranks": "yes"})
