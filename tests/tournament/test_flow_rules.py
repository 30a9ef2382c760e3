"""The evening's flow in the decider: check-in with a deadline (no-shows withdrawn at the start),
late entry into the next round (missed rounds credited like byes), ending an event early, and
the settings of the scheduled start and the automatic advance."""

from __future__ import annotations

from typing import Any

import pytest

from domain.tournament.commands import (
    ApproveEntrant,
    CheckIn,
    CreateTournament,
    EndEarly,
    Register,
    SeatRound,
    Start,
    Withdraw,
)
from domain.tournament.decide import NO_SHOW
from domain.tournament.events import (
    EntrantCheckedIn,
    EntrantWithdrawn,
    TournamentEnded,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.records import standings_of
from domain.tournament.state import FINISHED, RUNNING
from tests.tournament.test_decider import SEED, TID, Stream, bot, config, created, record_round, started


def test_check_in_then_the_start_withdraws_the_no_shows_before_round_one() -> None:
    s = created(config(check_in=True, check_in_deadline=10_000), [bot(i) for i in range(6)])
    for i in (0, 1, 2, 3):
        (event,) = s.run(CheckIn(f"e{i}", f"e{i}", 5_000))
        assert event == EntrantCheckedIn(f"e{i}", f"e{i}", 5_000)
    assert s.state.checked_in == {"e0", "e1", "e2", "e3"}
    s.refused(CheckIn("e0", "e0", 6_000), "already_checked_in")
    s.refused(CheckIn("e4", "e4", 10_001), "check_in_closed")  # past the deadline: only the director
    s.run(CheckIn("e4", "organiser-1", 10_001, director=True))
    events = s.run(Start(11_000))
    assert events == [EntrantWithdrawn("e5", NO_SHOW, "", 11_000), TournamentStarted(11_000)]
    assert [e.entrant_id for e in s.state.active] == ["e0", "e1", "e2", "e3", "e4"]
    s.run(SeatRound(12_000))
    assert "e5" not in {e for t in s.state.rounds[0].tables for e in t.entrants}
    s.refused(CheckIn("e1", "e1", 13_000), "registration_closed")


def test_too_few_present_refuses_the_start_and_writes_nothing() -> None:
    s = created(config(check_in=True, min_players=4), [bot(i) for i in range(6)])
    for i in (0, 1, 2):
        s.run(CheckIn(f"e{i}", f"e{i}", 5_000))
    refusal = s.refused(Start(11_000), "too_few_players")
    assert "3 no-shows" in refusal.message
    s.run(CheckIn("e3", "e3", 11_500))
    assert isinstance(s.run(Start(12_000))[-1], TournamentStarted)


def test_check_in_refusals_name_their_rule() -> None:
    plain = created(config(), [bot(0)])
    plain.refused(CheckIn("e0", "e0", 5_000), "check_in")
    s = created(config(check_in=True), [bot(0), bot(1)])
    s.refused(CheckIn("nobody", "x", 5_000), "unknown_entrant")
    s.run(Withdraw("e1", "ill", "e1", 5_000))
    s.refused(CheckIn("e1", "e1", 5_000), "already_withdrawn")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"check_in_deadline": 5}, "check_in_deadline"),  # a deadline without check-in
        ({"check_in": 1}, "check_in"),
        ({"check_in": True, "check_in_deadline": -1}, "check_in_deadline"),
        ({"late_entry_until": 3}, "late_entry_until"),  # config() has 2 rounds
        ({"late_entry_until": -1}, "late_entry_until"),
        ({"late_entry_until": True}, "late_entry_until"),
        ({"starts_at": -5}, "starts_at"),
        ({"check_in": True, "check_in_deadline": 9, "starts_at": 8}, "check_in_deadline"),
        ({"auto_advance_seconds": 3601}, "auto_advance_seconds"),
        ({"auto_advance_seconds": 1.5}, "auto_advance_seconds"),
    ],
)
def test_flow_settings_are_bounded(changes: dict[str, Any], field: str) -> None:
    Stream().refused(CreateTournament(TID, config(**changes), "o", SEED, 1), field)


def test_a_late_entrant_plays_from_the_next_round_credited_the_mean_of_the_missed_one() -> None:
    s = started(config(late_entry_until=2, rounds=3, scoring="penalty_points"), players=8)
    s.run(SeatRound(4_000))
    # registered while round 1 plays: in the next round
    s.run(Register(bot(20), "organiser-1", 4_500))
    assert s.state.first_round("e20") == 2
    record_round(s, 5_000)
    s.run(SeatRound(6_000))
    r2 = s.state.rounds[1]
    assert "e20" in {e for t in r2.tables for e in t.entrants} | set(r2.byes)
    # round 1's mean, credited like a bye but not counted as one
    r1 = s.state.rounds[0]
    seats = [
        sum(board[i] for board in res.points) for res in r1.results if res is not None for i in range(len(res.entrants))
    ]
    rows = {row.entrant_id: row for row in standings_of(s.state)}
    assert rows["e20"].penalty_points == pytest.approx(sum(seats) / len(seats))
    assert rows["e20"].byes == 0
    assert rows["e20"].tables_played == 0
    record_round(s, 7_000)
    # late entry closes once round late_entry_until has been seated
    s.refused(Register(bot(21), "organiser-1", 7_500), "registration_closed")


def test_no_late_entry_by_default() -> None:
    s = started(players=8)
    s.refused(Register(bot(20), "organiser-1", 4_500), "registration_closed")


def test_the_director_ends_the_event_early_between_rounds_and_the_seed_is_revealed() -> None:
    s = started(config(rounds=3), players=8)
    s.refused(EndEarly("hall closes", "organiser-1", 3_500), "no_round_played")
    s.run(SeatRound(4_000))
    s.refused(EndEarly("hall closes", "organiser-1", 4_500), "round_open")
    record_round(s, 5_000)
    s.refused(EndEarly("  ", "organiser-1", 5_500), "reason")
    events = s.run(EndEarly("the hall closes at ten", "organiser-1", 6_000))
    assert events == [
        TournamentEnded("the hall closes at ten", "organiser-1", 6_000),
        TournamentFinished(SEED.hex(), 6_000),
    ]
    assert s.state.status == FINISHED
    assert s.state.ended_early == "the hall closes at ten"
    assert len(s.state.rounds) == 1
    s.refused(SeatRound(7_000), "tournament_finished")
    s.refused(EndEarly("again", "organiser-1", 7_000), "tournament_finished")


def test_ending_before_the_start_is_refused() -> None:
    s = created(config(), [bot(i) for i in range(4)])
    s.refused(EndEarly("why", "organiser-1", 2_500), "not_started")
    assert s.state.status != RUNNING


def test_seating_by_standings_puts_the_leaders_together_and_records_the_order() -> None:
    s = started(config(rounds=3, seating="standings", table_size=3, scoring="penalty_points"), players=7)
    s.run(SeatRound(4_000))  # round 1: mixed as ever
    assert s.state.rounds[0].order == ()
    record_round(s, 5_000)
    s.run(SeatRound(6_000))
    second = s.state.rounds[1]
    active = {e.entrant_id for e in s.state.active}
    standing = [row.entrant_id for row in standings_of(s.state) if row.entrant_id in active]
    # the order is the standings when the round was seated (no result of round 2 yet)
    assert list(second.order) == standing
    # 7 at tables of 3 and 4 (the bigger first); no bye: the leaders fill table 1
    assert [len(t.entrants) for t in second.tables] == [4, 3]
    assert sorted(second.tables[0].entrants, key=standing.index) == standing[:4]
    assert sorted(second.tables[1].entrants, key=standing.index) == standing[4:]
    # the seats turn by one in round 2: the table's leader sits last
    assert second.tables[0].entrants == (*standing[1:4], standing[0])


def test_standings_seating_gives_the_bye_to_the_lowest_placed_without_one() -> None:
    from domain.tournament import seating as seating_rules

    order = ["a", "b", "c", "d", "e", "f", "g"]
    plan = seating_rules.seat_by_standings(order, (3, 3), 1, {"g": 1}, {}, 2)
    assert plan.byes == ("f",)  # g had one already
    assert plan.tables == (("b", "c", "a"), ("e", "g", "d"))
    fixed = seating_rules.seat_by_standings(order[:6], (3, 3), 0, {}, {"f": 1}, 1)
    assert fixed.tables == (("a", "b", "f"), ("c", "d", "e"))  # f swapped with c, the lowest at table 1


def test_standings_seating_is_for_series() -> None:
    Stream().refused(
        CreateTournament(TID, config("duplicate", seating="standings"), "o", SEED, 1),
        "seating",
    )
    Stream().refused(CreateTournament(TID, config(seating="swiss"), "o", SEED, 1), "seating")


def test_a_late_entrants_score_card_adds_up_to_its_standings_row() -> None:
    from domain.tournament.paper import score_card

    s = started(config(late_entry_until=2, rounds=2, scoring="penalty_points"), players=8)
    s.run(SeatRound(4_000))
    s.run(Register(bot(20), "organiser-1", 4_500))
    record_round(s, 5_000)
    s.run(SeatRound(6_000))
    record_round(s, 7_000)
    card = score_card(s.state, "e20")
    assert card is not None
    first, second = card.rounds
    assert first.late
    assert not first.bye
    assert first.table_no is None
    assert not second.late
    row = next(r for r in standings_of(s.state) if r.entrant_id == "e20")
    assert first.penalty_points + second.penalty_points == pytest.approx(row.penalty_points)
    assert card.total == pytest.approx(row.score)


def test_a_late_entrant_under_approval_is_approved_after_the_start() -> None:
    s = Stream()
    s.run(CreateTournament(TID, config(late_entry_until=2, registration="approval"), "organiser-1", SEED, 1_000))
    for i in range(8):  # the director registers them: no approval needed
        s.run(Register(bot(i), "organiser-1", 2_000, director=True))
    s.run(Start(3_000))
    s.run(Register(bot(20), "e20", 4_500))  # registers itself after the start: pending
    assert "e20" in s.state.pending
    s.run(ApproveEntrant("e20", "organiser-1", 4_600))
    assert "e20" not in s.state.pending
    s.run(SeatRound(5_000))
    assert "e20" in {e for t in s.state.rounds[0].tables for e in t.entrants} | set(s.state.rounds[0].byes)


def test_a_scheduled_start_in_the_past_is_refused() -> None:
    Stream().refused(CreateTournament(TID, config(starts_at=500), "o", SEED, 1_000), "starts_at")


def test_the_schedules_next_step() -> None:
    from domain.tournament.records import next_step

    s = created(config(rounds=2, starts_at=9_000, auto_advance_seconds=30), [bot(i) for i in range(4)])
    assert next_step(s.state) == (1, 9_000)  # the scheduled start
    s.run(Start(3_000))  # the director started early: round 1 still at starts_at
    assert next_step(s.state) == (1, 9_000)
    s.run(SeatRound(4_000))
    assert next_step(s.state) is None  # round 1 plays
    record_round(s, 5_000)
    assert next_step(s.state) == (2, 35_000)  # 30 s after round 1 closed
    s.run(SeatRound(6_000))
    record_round(s, 7_000)
    assert next_step(s.state) is None  # finished
    plain = started(config(rounds=2, auto_advance_seconds=0), players=4)
    assert next_step(plain.state) == (1, 3_000)  # the director's start, no pause
    assert next_step(started(config(rounds=2), players=4).state) is None
