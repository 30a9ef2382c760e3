"""Paper (``domain.tournament.paper``): travellers and score cards of a small tournament worked out
by hand — a correction, a bye, a substitute after a withdrawal, adjustments — and a duplicate
round's result held back from everyone but the director until the round closes."""

from __future__ import annotations

import pytest

from domain.tournament.events import (
    EntrantRegistered,
    EntrantWithdrawn,
    ResultCorrected,
    RoundClosed,
    RoundSeated,
    ScoreAdjusted,
    SubstituteSeated,
    TableResultRecorded,
    TournamentCreated,
    TournamentEvent,
    TournamentStarted,
)
from domain.tournament.evolve import fold
from domain.tournament.model import Adjustment, Entrant, SeatedTable, TableResult, TournamentConfig
from domain.tournament.paper import score_card, travellers
from domain.tournament.records import standings_of
from domain.tournament.state import TournamentState

DIRECTOR = "director-id"


def config(fmt: str = "series") -> TournamentConfig:
    return TournamentConfig(
        name="paper", format=fmt, ruleset={"scoring": "penalty_points"}, ruleset_id="r", rounds=2, boards=2,
        table_size=3, scoring="penalty_points",
    )  # fmt: skip


def seated(round_no: int, no: int, seats: str) -> SeatedTable:
    return SeatedTable(no, f"r{round_no}t{no}", tuple(seats))


def result(table: SeatedTable, boards: list[tuple[tuple[int, ...], int]]) -> TableResult:
    points = tuple(p for p, _ in boards)
    return TableResult(table.table_no, table.table_id, table.entrants, points, tuple(w for _, w in boards))


def start(fmt: str, ids: str) -> list[TournamentEvent]:
    events: list[TournamentEvent] = [TournamentCreated("tid", config(fmt), DIRECTOR, "c" * 64, "07" * 32, 1)]
    events += [EntrantRegistered(Entrant(i, i.upper(), "bot", bot="heuristic"), DIRECTOR, 2) for i in ids]
    return [*events, TournamentStarted(3)]


# Round 1: table 1 a, b, c; table 2 d, e, f (f withdraws, a bot plays it out); g has a bye.
R1T1, R1T2 = seated(1, 1, "abc"), seated(1, 2, "def")
R1T1_RECORDED = result(R1T1, [((0, 5, 3), 0), ((4, 0, 2), 1)])
R1T1_CORRECTED = result(R1T1, [((0, 5, 3), 0), ((4, 1, 0), 2)])  # board 2: c won it, not b
R1T2_RESULT = result(R1T2, [((2, 0, 6), 1), ((0, 3, 3), 0)])
# Round 2 (f is out): table 1 a, d, g; table 2 b, c, e.
R2T1, R2T2 = seated(2, 1, "adg"), seated(2, 2, "bce")
R2T1_RESULT = result(R2T1, [((3, 0, 1), 1), ((0, 2, 2), 0)])
R2T2_RESULT = result(R2T2, [((0, 1, 1), 0), ((1, 0, 4), 1)])


def series() -> TournamentState:
    events = [
        *start("series", "abcdefg"),
        RoundSeated(1, (R1T1, R1T2), ("g",), None, 10),
        EntrantWithdrawn("f", "had to leave", DIRECTOR, 11),
        SubstituteSeated(1, 2, 2, "f", "heuristic", 11),
        TableResultRecorded(1, R1T1_RECORDED, 12),
        TableResultRecorded(1, R1T2_RESULT, 13),
        RoundClosed(1, 13),
        ResultCorrected(1, R1T1_CORRECTED, "misread board 2", DIRECTOR, 14, previous=R1T1_RECORDED),
        ScoreAdjusted(Adjustment("a", "penalty", 2, "slow play", 1, DIRECTOR), 15),
        ScoreAdjusted(Adjustment("c", "adjustment", -1, "scorer's error", 0, DIRECTOR), 16),
        RoundSeated(2, (R2T1, R2T2), (), None, 20),
        TableResultRecorded(2, R2T1_RESULT, 21),
        TableResultRecorded(2, R2T2_RESULT, 22),
        RoundClosed(2, 22),
    ]
    return fold(events)


def test_a_traveller_shows_every_tables_line_on_one_board_seats_from_one():
    state = series()
    shown = travellers(state)
    assert [(t.round_no, t.board) for t in shown] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    board2 = shown[1]
    one, two = board2.lines
    # Table 1, board 2 as corrected: a 4, b 1, c 0 (won); marked corrected with the reason.
    assert [(s.seat, s.entrant_id, s.points, s.won) for s in one.seats] == [
        (1, "a", 4, False),
        (2, "b", 1, False),
        (3, "c", 0, True),
    ]
    assert one.corrected
    assert one.correction == "misread board 2"
    assert not one.provisional
    # Table 2, board 2: seat 3 is f's, played by the substitute bot (its points, 3, are the bot's).
    assert [(s.seat, s.name, s.points, s.won, s.substitute) for s in two.seats] == [
        (1, "D", 0, True, None),
        (2, "E", 3, False, None),
        (3, "F", 3, False, "heuristic"),
    ]
    assert not two.corrected
    assert two.correction is None
    assert travellers(state, 2) == shown[2:]


def test_a_score_card_adds_up_round_by_round_to_the_standings():
    state = series()
    card = score_card(state, "a")
    assert card is not None
    r1, r2 = card.rounds
    assert (r1.table_no, r1.seat, [(o.seat, o.entrant_id) for o in r1.opponents]) == (1, 1, [(2, "b"), (3, "c")])
    assert [(b.board, b.points, b.won) for b in r1.boards] == [(1, 0, True), (2, 4, False)]
    assert r1.corrected
    assert r1.correction == "misread board 2"
    assert (r1.penalty_points, r1.wins, r1.score) == (4, 1, 4)
    assert [(x.kind, x.score, x.reason) for x in r1.adjustments] == [("penalty", 2, "slow play")]
    assert r1.total == 6  # 4 points + the 2-point penalty
    assert (r2.table_no, r2.seat, [o.entrant_id for o in r2.opponents]) == (1, 1, ["d", "g"])
    assert (r2.score, r2.total, r2.corrected) == (3, 9, False)
    assert card.total == 9
    standing = {row.entrant_id: row for row in standings_of(state)}["a"]
    assert (card.rank, card.total) == (standing.rank, standing.score)


def test_a_bye_is_credited_the_rounds_mean_on_the_card():
    # Round 1's credited seats (f's seat is the substitute's and credits nobody): a 4, b 6, c 3,
    # d 2, e 3 penalty points — mean 18/5 = 3.6; wins a, c, d, e one each — mean 4/5 = 0.8.
    card = score_card(series(), "g")
    assert card is not None
    bye = card.rounds[0]
    assert bye.bye
    assert bye.table_no is None
    assert bye.seat is None
    assert not bye.boards
    assert bye.penalty_points == pytest.approx(3.6)
    assert bye.wins == pytest.approx(0.8)
    assert bye.total == pytest.approx(3.6)
    # Round 2: g at table 1 seat 3: 1 + 2 = 3 points.
    assert (card.rounds[1].seat, card.rounds[1].score) == (3, 3)
    assert card.total == pytest.approx(6.6)


def test_the_withdrawn_entrants_card_credits_it_nothing_where_the_bot_played():
    card = score_card(series(), "f")
    assert card is not None
    assert card.withdrawn
    r1, r2 = card.rounds
    assert r1.substitute == "heuristic"
    assert r1.seat == 3
    assert [b.points for b in r1.boards] == [6, 3]  # the seat's points, the bot's
    assert (r1.score, r1.wins, r1.total) == (0, 0, 0)
    assert (r2.table_no, r2.bye, r2.score) == (None, False, 0)  # not seated any more


def test_event_adjustments_come_last_and_an_unknown_entrant_has_no_card():
    state = series()
    card = score_card(state, "c")
    assert card is not None
    # c: round 1 as corrected 3 points, round 2 (seat 2 of b, c, e) 1 + 0, then -1 for the event.
    assert [r.total for r in card.rounds] == [3, 4]
    assert [(a.score, a.reason) for a in card.adjustments] == [(-1, "scorer's error")]
    assert card.total == 3
    assert score_card(state, "nobody") is None


def held_duplicate(closed: bool) -> TournamentState:
    t1, t2 = seated(1, 1, "abc"), seated(1, 2, "def")
    events = [
        *start("duplicate", "abcdef"),
        RoundSeated(1, (t1, t2), (), None, 10),
        TableResultRecorded(1, result(t1, [((0, 5, 3), 0), ((4, 0, 2), 1)]), 12),
    ]
    if closed:
        events += [TableResultRecorded(1, result(t2, [((2, 0, 6), 1), ((0, 3, 3), 0)]), 13), RoundClosed(1, 13)]
    return fold(events)


def test_a_duplicate_rounds_result_is_held_back_until_the_round_closes():
    state = held_duplicate(closed=False)
    public = travellers(state)
    assert all(not line.recorded and all(s.points is None for s in line.seats) for t in public for line in t.lines)
    card = score_card(state, "a")
    assert card is not None
    assert not card.rounds[0].boards
    assert card.rounds[0].score == 0
    assert card.total == 0
    # The director sees it at once, marked provisional.
    director = travellers(state, director=True)
    line = director[0].lines[0]
    assert line.recorded
    assert line.provisional
    assert [s.points for s in line.seats] == [0, 5, 3]
    mine = score_card(state, "a", director=True)
    assert mine is not None
    assert mine.rounds[0].provisional
    assert [b.points for b in mine.rounds[0].boards] == [0, 4]
    # Once the round closes everyone sees it, nothing provisional.
    closed = held_duplicate(closed=True)
    shown = travellers(closed, director=True)
    assert all(line.recorded and not line.provisional for t in shown for line in t.lines)
    assert travellers(closed) == shown
