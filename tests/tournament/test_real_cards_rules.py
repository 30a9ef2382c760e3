"""Real cards at real tables (``play`` ``cards``) in the decider: a table's scorer enters each
board's result, an opponent confirms it (or enters the same), entries that disagree wait for the
director, whose entry settles the table; the standings, the round's close and the corrections
then work as for the service's tables."""

from __future__ import annotations

from typing import Any

import pytest

from domain.tournament.commands import (
    ConfirmResult,
    CorrectResult,
    CreateTournament,
    EnterResult,
    RecordTableResult,
    Register,
    SeatRound,
    Start,
    Withdraw,
)
from domain.tournament.events import (
    EntrantWithdrawn,
    ResultEntered,
    RoundClosed,
    TableResultRecorded,
    TournamentFinished,
)
from domain.tournament.model import SeatedTable, TableResult
from domain.tournament.records import standings_of
from domain.tournament.state import EntryStatus
from tests.tournament.test_decider import SEED, TID, Stream, bot, config, created, person, result_for, started


def _cards(**changes: Any) -> Stream:
    """A started real-cards series of 6 players (2 tables of 3), round 1 seated."""
    s = created(config(play="cards", table_size=3, rounds=1, **changes), [person(i) for i in range(6)])
    s.run(Start(3_000))
    s.run(SeatRound(4_000))
    return s


def _table(s: Stream, table_no: int = 1) -> SeatedTable:
    rnd = s.state.current_round
    assert rnd is not None
    table = rnd.table(table_no)
    assert table is not None
    return table


def _sheet(table: SeatedTable, winner: int = 0) -> TableResult:
    """The paper score sheet of ``table``: seat ``winner`` out first on both boards, the others
    holding their seat number + 1 in points (match version 0: no service table)."""
    result = result_for(table, winner=winner)
    return TableResult(result.table_no, result.table_id, result.entrants, result.points, result.winners, (), 0)


def test_the_scorer_enters_an_opponent_confirms_and_the_round_closes_with_its_last_table() -> None:
    s = _cards()
    one, two = _table(s, 1), _table(s, 2)
    scorer, opponent = one.entrants[0], one.entrants[1]
    (entered,) = s.run(EnterResult(1, _sheet(one), scorer, "acc-scorer", 5_000))
    assert entered == ResultEntered(1, _sheet(one), scorer, "acc-scorer", 5_000)
    rnd = s.state.rounds[0]
    assert rnd.entry_status(1) == EntryStatus.ENTERED
    assert rnd.results[0] is None  # not recorded before an opponent confirms
    s.refused(ConfirmResult(1, 1, scorer, "acc-scorer", 5_100), "nothing_to_confirm")  # not one's own
    events = s.run(ConfirmResult(1, 1, opponent, "acc-opponent", 5_200))
    assert [type(e) for e in events] == [ResultEntered, TableResultRecorded]
    assert s.state.rounds[0].results[0] == _sheet(one)
    assert s.state.rounds[0].entry_status(1) == EntryStatus.RECORDED
    s.refused(EnterResult(1, _sheet(one, winner=1), one.entrants[2], "x", 5_300), "result_recorded")

    # table 2: two entrants enter the same sheet: the second entry confirms it
    s.run(EnterResult(1, _sheet(two), two.entrants[2], "a", 6_000))
    events = s.run(EnterResult(1, _sheet(two), two.entrants[0], "b", 6_100))
    assert [type(e) for e in events] == [ResultEntered, TableResultRecorded, RoundClosed, TournamentFinished]
    rows = {r.entrant_id: r for r in standings_of(s.state)}
    assert rows[one.entrants[0]].wins == 2
    assert rows[one.entrants[2]].penalty_points == 6  # 3 points on each of the two boards


def test_disagreeing_entries_wait_for_the_director_whose_entry_settles_the_table() -> None:
    s = _cards()
    one = _table(s, 1)
    a, b, c = one.entrants
    s.run(EnterResult(1, _sheet(one, winner=0), a, "acc-a", 5_000))
    s.run(EnterResult(1, _sheet(one, winner=1), b, "acc-b", 5_100))
    assert s.state.rounds[0].entry_status(1) == EntryStatus.CONFLICT
    s.refused(ConfirmResult(1, 1, c, "acc-c", 5_200), "result_conflict")
    # a corrects their own entry to agree with b: that is a confirmation
    s.run(EnterResult(1, _sheet(one, winner=2), c, "acc-c", 5_250))
    assert s.state.rounds[0].entry_status(1) == EntryStatus.CONFLICT
    events = s.run(EnterResult(1, _sheet(one, winner=1), None, "organiser-1", 5_300))  # the director decides
    assert [type(e) for e in events] == [ResultEntered, TableResultRecorded]
    assert s.state.rounds[0].results[0] == _sheet(one, winner=1)
    assert len(s.state.rounds[0].entries_of(1)) == 4  # every entry stays, for the audit


def test_an_entrant_replaces_their_own_entry() -> None:
    s = _cards()
    one = _table(s, 1)
    s.run(EnterResult(1, _sheet(one, winner=0), one.entrants[0], "acc", 5_000))
    s.run(EnterResult(1, _sheet(one, winner=1), one.entrants[0], "acc", 5_100))  # a typo fixed
    entries = s.state.rounds[0].entries_of(1)
    assert len(entries) == 1
    assert entries[0].result.winners == (1, 1)
    assert s.state.rounds[0].entry_status(1) == EntryStatus.ENTERED


def test_entries_are_checked_as_results_are() -> None:
    s = _cards()
    one, two = _table(s, 1), _table(s, 2)
    seat = one.entrants[0]
    s.refused(EnterResult(1, _sheet(one), two.entrants[0], "x", 5_000), "not_at_table")
    s.refused(EnterResult(1, _sheet(one), "nobody", "x", 5_000), "not_at_table")
    short = TableResult(1, one.table_id, one.entrants, ((0, 2, 3),), (0,), (), 0)
    s.refused(EnterResult(1, short, seat, "x", 5_000), "entry_boards")
    wrong = TableResult(1, one.table_id, one.entrants, ((4, 2, 3), (0, 2, 3)), (0, 0), (), 0)
    s.refused(EnterResult(1, wrong, seat, "x", 5_000), "result_inconsistent")
    other_table = TableResult(1, two.table_id, two.entrants, _sheet(one).points, (0, 0), (), 0)
    s.refused(EnterResult(1, other_table, seat, "x", 5_000), "result_mismatch")
    s.refused(EnterResult(2, _sheet(one), seat, "x", 5_000), "unknown_table")  # no round 2 seated
    s.refused(ConfirmResult(1, 9, seat, "x", 5_000), "unknown_table")
    # a real-cards table has no service table whose result a reaction could read
    s.refused(RecordTableResult(1, _sheet(one), 5_000), "play")


def test_a_recorded_entry_is_corrected_by_the_director_inside_the_window() -> None:
    s = _cards(correction_window_seconds=600)
    for table_no in (1, 2):
        table = _table(s, table_no)
        s.run(EnterResult(1, _sheet(table), None, "organiser-1", 5_000))
    one = _table(s, 1)
    (corrected,) = s.run(CorrectResult(1, _sheet(one, winner=2), "sheet misread", "organiser-1", 6_000))
    assert s.state.rounds[0].results[0] == _sheet(one, winner=2)
    assert corrected.previous == _sheet(one)  # type: ignore[union-attr]


def test_the_service_tables_refuse_entries() -> None:
    s = started(config(table_size=3, rounds=1), players=6)
    s.run(SeatRound(4_000))
    table = _table(s, 1)
    s.refused(EnterResult(1, _sheet(table), table.entrants[0], "x", 5_000), "play")


@pytest.mark.parametrize(
    ("changes", "rule"),
    [
        ({"play": "telepathy"}, "play"),
        ({"play": "cards", "format": "duplicate", "scoring": "matchpoints", "min_players": 8}, "play"),
        ({"play": "cards", "time_limit_seconds": 600}, "time_limit_seconds"),
    ],
)
def test_the_play_setting_is_checked(changes: dict[str, Any], rule: str) -> None:
    Stream().refused(CreateTournament(TID, config(**changes), "o", SEED, 1), rule)


def test_real_tables_seat_people_only_and_a_withdrawal_seats_no_bot() -> None:
    s = created(config(play="cards", table_size=3, rounds=1), [person(i) for i in range(3)])
    s.refused(Register(bot(9), "organiser-1", 2_500), "bot")
    s.run(Start(3_000))
    s.run(SeatRound(4_000))
    events = s.run(Withdraw("p1", "went home", "organiser-1", 4_500))
    assert [type(e) for e in events] == [EntrantWithdrawn]
