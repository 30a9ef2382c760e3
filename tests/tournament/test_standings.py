"""Standings (``domain.tournament.standings``) of small hand-built tournaments with answers worked
out by hand: each scoring, each tie-break deciding a tie (with a seed whose lot would have
decided it the other way), byes at the round's mean, adjustments and penalties, forfeits,
substitutes after a withdrawal, withdrawn entrants listed and flagged."""

from __future__ import annotations

import hashlib

import pytest

from domain.tournament.deals import lot_key
from domain.tournament.model import (
    DEFAULT_TIE_BREAKS,
    Adjustment,
    Entrant,
    SeatedTable,
    TableResult,
    TournamentConfig,
)
from domain.tournament.standings import RoundRecord, StandingRow, compute_standings, matchpoints

SEED = b"\x07" * 32
Board = tuple[tuple[int, ...], int]  # (points per seat, winning seat)


def config(
    scoring: str = "penalty_points",
    fmt: str = "series",
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS,
    ruleset_scoring: str = "penalty_points",
) -> TournamentConfig:
    return TournamentConfig(
        name="test",
        format=fmt,
        ruleset={"scoring": ruleset_scoring},
        ruleset_id="r",
        rounds=3,
        boards=2,
        table_size=3,
        scoring=scoring,
        tie_breaks=tie_breaks,
    )


def entrants(ids: str) -> list[Entrant]:
    return [Entrant(i, i.upper(), "bot", bot="heuristic") for i in ids]


def table(
    round_no: int, no: int, seats: str, boards: list[Board], forfeited: tuple[int, ...] = ()
) -> tuple[SeatedTable, TableResult | None]:
    """A seated table and its result (``boards`` empty: still playing)."""
    tid = f"r{round_no}t{no}"
    seated = SeatedTable(no, tid, tuple(seats))
    if not boards:
        return seated, None
    return seated, TableResult(
        no, tid, tuple(seats), tuple(p for p, _ in boards), tuple(w for _, w in boards), forfeited
    )


def record(
    round_no: int,
    tables: list[tuple[SeatedTable, TableResult | None]],
    byes: str = "",
    substitutes: frozenset[tuple[int, int]] = frozenset(),
) -> RoundRecord:
    return RoundRecord(round_no, tuple(t for t, _ in tables), tuple(byes), tuple(r for _, r in tables), substitutes)


def order(rows: tuple[StandingRow, ...]) -> str:
    return "".join(r.entrant_id for r in rows)


def row(rows: tuple[StandingRow, ...], entrant: str) -> StandingRow:
    return next(r for r in rows if r.entrant_id == entrant)


def seed_where_lot_prefers(first: str, second: str) -> bytes:
    """A seed whose lot ranks ``first`` before ``second`` (so a test shows another tie-break
    overruling the lot when it expects the other order)."""
    for n in range(100):
        s = hashlib.sha256(b"%d" % n).digest()
        if lot_key(s, first) < lot_key(s, second):
            return s
    raise AssertionError("no seed found")  # pragma: no cover


# --------------------------------------------------------------------------- scorings


def test_penalty_points_fewest_first():
    rounds = [
        record(
            1,
            [
                table(1, 1, "abc", [((0, 5, 10), 0), ((7, 0, 3), 1)]),
                table(1, 2, "def", [((4, 0, 2), 1), ((0, 6, 6), 0)]),
            ],
        )
    ]
    rows = compute_standings(config(), entrants("abcdef"), frozenset(), rounds, [], SEED)
    assert order(rows) == "dbeafc"
    assert [r.rank for r in rows] == [1, 2, 3, 4, 5, 6]
    assert [row(rows, e).penalty_points for e in "abcdef"] == [7, 5, 13, 4, 6, 8]
    assert [row(rows, e).wins for e in "abcdef"] == [1, 1, 0, 1, 1, 0]
    assert row(rows, "a").score == 7
    assert (row(rows, "a").tables_played, row(rows, "a").boards, row(rows, "a").matchpoints) == (1, 2, 0)


def test_wins_most_first_and_a_wins_ruleset_records_no_penalty_points():
    rounds = [
        record(
            1,
            [
                table(1, 1, "abc", [((1, 0, 0), 0), ((1, 0, 0), 0)]),
                table(1, 2, "def", [((0, 1, 0), 1), ((0, 0, 1), 2)]),
            ],
        )
    ]
    rows = compute_standings(config("wins", ruleset_scoring="wins"), entrants("abcdef"), (), rounds, [], SEED)
    assert order(rows)[0] == "a"
    assert set(order(rows)[1:3]) == {"e", "f"}
    assert [row(rows, e).wins for e in "abcdef"] == [2, 0, 0, 0, 1, 1]
    assert all(r.penalty_points == 0 for r in rows)
    assert row(rows, "a").score == 2


def duplicate_round(byes: str = "") -> RoundRecord:
    """Three tables dealt the same two boards (worked out in the matchpoint test)."""
    return record(
        1,
        [
            table(1, 1, "abc", [((0, 5, 10), 0), ((0, 2, 2), 0)]),
            table(1, 2, "def", [((3, 0, 4), 1), ((0, 2, 2), 0)]),
            table(1, 3, "ghi", [((0, 5, 10), 0), ((5, 0, 1), 1)]),
        ],
        byes,
    )


def test_matchpoints_compare_the_holders_of_the_same_cards():
    # seat 0, board 1: a won, d 3 points, g won -> a: 1 (d) + 1/2 (g); d: 0; g: 1/2 + 1
    #         board 2: a won, d won, g 5 -> a: 1/2 + 1; d: 1/2 + 1; g: 0
    # seat 1, board 1: b 5, e won, h 5 -> b 1/2, e 2, h 1/2; board 2: b 2, e 2, h won -> b 1/2, e 1/2, h 2
    # seat 2, board 1: c 10, f 4, i 10 -> c 1/2, f 2, i 1/2; board 2: c 2, f 2, i 1 -> c 1/2, f 1/2, i 2
    expected = {"a": 3, "b": 1, "c": 1, "d": 1.5, "e": 2.5, "f": 2.5, "g": 1.5, "h": 2.5, "i": 2.5}
    assert matchpoints([duplicate_round()]) == expected
    rows = compute_standings(
        config("matchpoints", "duplicate"), entrants("abcdefghi"), (), [duplicate_round()], [], SEED
    )
    assert {r.entrant_id: r.matchpoints for r in rows} == expected
    # 2.5 each: e and h won a board, f and i none; e 2 penalty points, h 5; f 6, i 11.
    # 1.5 each: d 3 points, g 5; 1 each: b 7, c 12
    assert order(rows) == "aehfidgbc"


def test_series_tables_earn_no_matchpoints():
    rows = compute_standings(config(), entrants("abcdefghi"), (), [duplicate_round()], [], SEED)
    assert all(r.matchpoints == 0 for r in rows)


# --------------------------------------------------------------------------- tie-breaks


def test_wins_break_a_tie_in_penalty_points():
    # a: 0 + 10 = 10 with one win; b: 5 + 5 = 10 without; c: 7 + 0, one win
    rounds = [record(1, [table(1, 1, "abc", [((0, 5, 7), 0), ((10, 5, 0), 2)])])]
    rows = compute_standings(config(), entrants("abc"), (), rounds, [], seed_where_lot_prefers("b", "a"))
    assert order(rows) == "cab"
    only_lot = compute_standings(
        config(tie_breaks=("lot",)), entrants("abc"), (), rounds, [], seed_where_lot_prefers("b", "a")
    )
    assert order(only_lot) == "cba"


def test_penalty_points_break_a_tie_in_wins():
    rounds = [
        record(1, [table(1, 1, "abc", [((0, 8, 9), 0), ((3, 0, 9), 1)])]),
    ]
    # a 3 points, one win; b 8 points, one win; c no win
    cfg = config("wins", tie_breaks=("penalty_points", "lot"))
    rows = compute_standings(cfg, entrants("abc"), (), rounds, [], seed_where_lot_prefers("b", "a"))
    assert order(rows) == "abc"
    assert [row(rows, e).wins for e in "ab"] == [1, 1]


def test_matchpoints_break_a_tie_when_the_score_is_penalty_points():
    cfg = config("penalty_points", "duplicate", tie_breaks=("matchpoints", "lot"))
    rows = compute_standings(cfg, entrants("abcdefghi"), (), [duplicate_round()], [], SEED)
    by_points = {r.entrant_id: r.penalty_points for r in rows}
    assert by_points == {"a": 0, "b": 7, "c": 12, "d": 3, "e": 2, "f": 6, "g": 5, "h": 5, "i": 11}
    # g and h: 5 penalty points each; h has 2.5 matchpoints, g 1.5
    assert order(rows).index("h") < order(rows).index("g")
    flipped = compute_standings(
        config("penalty_points", "duplicate", tie_breaks=("lot",)),
        entrants("abcdefghi"),
        (),
        [duplicate_round()],
        [],
        seed_where_lot_prefers("g", "h"),
    )
    assert order(flipped).index("g") < order(flipped).index("h")
    again = compute_standings(cfg, entrants("abcdefghi"), (), [duplicate_round()], [], seed_where_lot_prefers("g", "h"))
    assert order(again).index("h") < order(again).index("g")


def test_head_to_head_breaks_a_tie_in_wins_and_penalty_points():
    # a and b: 10 points, one win each; a beat b on boards 1 and 3, b beat a on board 2
    rounds = [record(1, [table(1, 1, "abc", [((0, 1, 4), 0), ((9, 0, 4), 1), ((1, 9, 0), 2)])])]
    s = seed_where_lot_prefers("b", "a")
    rows = compute_standings(config(), entrants("abc"), (), rounds, [], s)
    assert order(rows) == "cab"
    assert (row(rows, "a").head_to_head, row(rows, "b").head_to_head) == (2, 1)
    assert row(rows, "c").head_to_head == 0  # c was never tied: not counted
    without = compute_standings(
        config(tie_breaks=("wins", "penalty_points", "lot")), entrants("abc"), (), rounds, [], s
    )
    assert order(without) == "cba"


def test_the_lot_settles_a_complete_tie_and_ranks_are_never_shared():
    rounds = [record(1, [table(1, 1, "abc", [((0, 5, 5), 0)]), table(1, 2, "def", [((0, 5, 5), 0)])])]
    for n in range(6):
        s = hashlib.sha256(b"lot%d" % n).digest()
        rows = compute_standings(config(), entrants("abcdef"), (), rounds, [], s)
        assert [r.rank for r in rows] == [1, 2, 3, 4, 5, 6]
        assert all(r.lot == lot_key(s, r.entrant_id) for r in rows)
        winners = order(rows)[:2]
        assert set(winners) == {"a", "d"}
        assert list(winners) == sorted("ad", key=lambda e: lot_key(s, e))
        tied = order(rows)[2:]  # b, c, e, f: equal on everything, b-c and e-f tie head to head
        assert list(tied) == sorted("bcef", key=lambda e: lot_key(s, e))


# --------------------------------------------------------------------------- byes, adjustments


def test_a_bye_is_credited_the_rounds_mean():
    rounds = [
        record(1, [table(1, 1, "abc", [((0, 4, 8), 0)]), table(1, 2, "def", [((0, 2, 10), 0)])], byes="g"),
    ]
    rows = compute_standings(config(), entrants("abcdefg"), (), rounds, [], SEED)
    g = row(rows, "g")
    assert (g.penalty_points, g.byes, g.tables_played, g.boards) == (4.0, 1, 0, 0)
    assert g.wins == pytest.approx(1 / 3)
    # b has 4 points and no win, g 4 points and a third of a win
    assert order(rows).index("g") < order(rows).index("b")


def test_a_duplicate_bye_is_credited_the_mean_matchpoints():
    rows = compute_standings(
        config("matchpoints", "duplicate"), entrants("abcdefghij"), (), [duplicate_round(byes="j")], [], SEED
    )
    assert row(rows, "j").matchpoints == 2.0  # 18 matchpoints shared by 9 seats
    assert row(rows, "j").score == 2.0


def test_a_bye_before_any_result_credits_nothing_yet():
    rounds = [record(1, [table(1, 1, "abc", [])], byes="d")]
    rows = compute_standings(config(), entrants("abcd"), (), rounds, [], SEED)
    assert (row(rows, "d").byes, row(rows, "d").penalty_points) == (1, 0)
    assert all(r.tables_played == 0 for r in rows)


def test_adjustments_and_penalties_move_the_score_not_the_counts():
    rounds = [record(1, [table(1, 1, "abc", [((0, 4, 8), 0)])])]
    adjustments = [
        Adjustment("a", "penalty", 5, "slow play", 1),
        Adjustment("b", "adjustment", -0.5, "scoring error"),
        Adjustment("zz", "penalty", 100, "not an entrant"),
    ]
    rows = compute_standings(config(), entrants("abc"), (), rounds, adjustments, SEED)
    a, b = row(rows, "a"), row(rows, "b")
    assert (a.penalty_points, a.adjustments, a.score) == (0, 5, 5)
    assert (b.penalty_points, b.adjustments, b.score) == (4, -0.5, 3.5)
    assert order(rows) == "bac"
    wins_rows = compute_standings(
        config("wins"), entrants("abc"), (), rounds, [Adjustment("a", "penalty", -1, "late")], SEED
    )
    assert row(wins_rows, "a").score == 0
    assert row(wins_rows, "a").wins == 1


# --------------------------------------------------------------------------- forfeits, withdrawals


def test_a_forfeited_seat_wins_nothing_and_loses_every_comparison():
    series = [record(1, [table(1, 1, "abc", [((0, 4, 8), 0), ((6, 0, 3), 1)], forfeited=(0,))])]
    rows = compute_standings(config(), entrants("abc"), (), series, [], SEED)
    a = row(rows, "a")
    assert (a.wins, a.penalty_points) == (0, 6)
    # a and b tie on 4 penalty points; a had fewer points on board 1 but forfeited: b beats it twice
    tied = [record(1, [table(1, 1, "abc", [((0, 4, 9), 0), ((4, 0, 9), 1)], forfeited=(0,))])]
    h2h = compute_standings(
        config(tie_breaks=("head_to_head", "lot")), entrants("abc"), (), tied, [], seed_where_lot_prefers("a", "b")
    )
    assert order(h2h) == "bac"
    assert (row(h2h, "a").head_to_head, row(h2h, "b").head_to_head) == (0, 2)

    dup = record(
        1,
        [
            table(1, 1, "abc", [((0, 5, 10), 0), ((0, 2, 2), 0)], forfeited=(0,)),
            table(1, 2, "def", [((3, 0, 4), 1), ((0, 2, 2), 0)]),
        ],
    )
    points = matchpoints([dup])
    assert points["a"] == 0  # a won board 1 at its seat, but forfeited
    assert points["d"] == 2  # beats the forfeited seat on both boards


def test_a_substitute_seat_credits_the_withdrawn_entrant_nothing():
    round1 = record(
        1,
        [table(1, 1, "abc", [((0, 4, 8), 0), ((5, 0, 3), 1)]), table(1, 2, "def", [((0, 1, 2), 0), ((1, 0, 2), 1)])],
        substitutes=frozenset({(1, 0)}),
    )
    round2 = record(2, [table(2, 1, "bce", [((0, 1, 1), 0)]), table(2, 2, "df", [])])  # a gone; table 2 playing
    rows = compute_standings(config(), entrants("abcdef"), frozenset({"a"}), [round1, round2], [], SEED)
    a = row(rows, "a")
    assert a.withdrawn
    assert (a.tables_played, a.boards, a.wins, a.penalty_points) == (0, 0, 0, 0)
    assert order(rows)[-1] == "a"  # 0 penalty points would lead: withdrawn entrants rank below the rest
    assert [r.withdrawn for r in rows].count(True) == 1
    b = row(rows, "b")
    assert (b.tables_played, b.boards, b.penalty_points, b.wins) == (2, 3, 4, 2)
    # duplicate: the others are still compared with the substitute's seat
    dup = record(
        1,
        [table(1, 1, "abc", [((0, 5, 10), 0)]), table(1, 2, "def", [((3, 0, 4), 1)])],
        substitutes=frozenset({(1, 0)}),
    )
    assert matchpoints([dup]) == {"b": 0, "c": 0, "d": 0, "e": 1, "f": 1}


def test_withdrawn_entrants_are_listed_flagged_and_ranked_among_themselves():
    rounds = [record(1, [table(1, 1, "abc", [((0, 4, 8), 0)]), table(1, 2, "def", [((0, 2, 10), 0)])])]
    rows = compute_standings(config(), entrants("abcdef"), frozenset({"a", "f"}), rounds, [], SEED)
    assert order(rows) == "debcaf"
    assert [r.withdrawn for r in rows] == [False, False, False, False, True, True]
    assert rows[0].as_dict()["entrant_id"] == "d"
