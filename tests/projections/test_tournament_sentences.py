"""The tournament audit's sentences name who acted by handle (else as the entrant, else by id),
number seats from 1 as on paper, give a substitute bot's points to the bot (not the withdrawn
player), and say that a round was seated by the director (the event does not record who)."""

from __future__ import annotations

from domain.tournament.events import ResultCorrected, RoundSeated, SubstituteSeated, TableResultRecorded
from domain.tournament.evolve import fold
from projections.tournament_sentences import describe, who_and_why
from tests.tournament.test_paper import DIRECTOR, R1T1, R1T1_CORRECTED, R1T1_RECORDED, R1T2, R1T2_RESULT, start

NAMES = {DIRECTOR: "alice"}


def test_a_substitutes_points_are_the_bots_and_seats_count_from_one() -> None:
    seated = fold([*start("series", "abcdefg"), RoundSeated(1, (R1T1, R1T2), ("g",), None, 10)])
    sub = SubstituteSeated(1, 2, 2, "f", "heuristic", 11)
    assert describe(seated, sub) == "Round 1, table 2: bot heuristic takes over seat 3 of F"
    before = fold([sub], seated)
    sentence = describe(before, TableResultRecorded(1, R1T2_RESULT, 13))
    assert sentence == "Round 1, table 2 recorded: D 2, E 3, bot heuristic (substitute for F) 9"


def test_actors_are_named_by_handle_and_a_seating_by_the_director() -> None:
    state = fold(start("series", "abcdefg"))
    seat = RoundSeated(1, (R1T1, R1T2), ("g",), None, 10)
    assert describe(state, seat, names=NAMES) == "Round 1 seated by the director: 2 tables; byes: G"
    assert who_and_why(seat, state) == (DIRECTOR, None, 1, None)
    closed = fold([seat, TableResultRecorded(1, R1T1_RECORDED, 12)], state)
    fix = ResultCorrected(1, R1T1_CORRECTED, "misread", DIRECTOR, 14, previous=R1T1_RECORDED)
    assert describe(closed, fix, names=NAMES).startswith("Round 1, table 1 corrected by alice: [board 1: A 0 (won)")
    assert f"by {DIRECTOR}" in describe(closed, fix)  # no handle known: the id
