"""The turn clock's rules (``domain.turn_clock``, ``domain.maumau.timeouts``): whose clock runs, what a turn
costs the bank, what a timeout does (recorded, then the automatic move the rules allow), stale and
early timeouts refused, ``max_timeouts`` forfeiting a seat, a forfeit's meaning for the match, and
the clock in the stored form.  A match without a clock is untouched (also pinned by the golden
digests of ``tests/sim``).

Times are plain milliseconds chosen by the test (the commands' ``at``)."""

from __future__ import annotations

from typing import Any

import pytest

from domain.errors import RuleViolation
from domain.maumau import (
    MM_001,
    TAVERN,
    CardDrawn,
    CardPlayed,
    Challenge,
    Draw,
    MatchFinished,
    Pass,
    Passed,
    PlayCards,
    RoundWon,
    StartMatch,
    StartRound,
    TurnEnded,
    decide,
    derive,
    fold,
    legal_commands,
)
from domain.maumau.codec import decode, encode
from domain.maumau.commands import Forfeit, TimeOut
from domain.maumau.events import (
    MatchStarted,
    SeatForfeited,
    TurnClockStarted,
    TurnClockStopped,
    TurnTimedOut,
)
from domain.maumau.rules import RuleSet
from domain.maumau.state import State
from domain.maumau.timeouts import automatic_move, clock_owner, clock_view, winners_in_contention
from domain.outcome import Outcome, Termination
from domain.turn_clock import TurnClock, bank_after, check_turn_clock, turn_clock_from_dict, turn_deadline
from domain.upcasting import VERSION_KEY
from tests.domain.helpers import Table, assert_events, c, cs, deck_for

T0 = 1_800_000_000_000
CLOCK = TurnClock(turn_ms=5_000, bank_ms=2_000, max_timeouts=2)


class ClockTable(Table):
    """A :class:`Table` whose match has a turn clock; each round is dealt at ``at``."""

    def __init__(self, rules: RuleSet, seats: int, clock: TurnClock | None = CLOCK, at: int = T0, **deck: Any) -> None:
        self.rules = rules
        self.seats = seats
        self.events = []
        self.state = fold([])
        self.do(StartMatch(rules, seats, clock=clock))
        self.round_events = self.deal_at(at, **deck)

    def deal_at(self, at: int, **deck: Any) -> list[Any]:
        first = self.state.round_no % self.seats
        return self.do(StartRound(deck=deck_for(self.rules, self.seats, first_seat=first, **deck), at=at))

    def time_out(self) -> list[Any]:
        """Call the running clock's time at its deadline."""
        s = self.state
        assert s.clock_deadline is not None
        return self.do(TimeOut(s.clock_seat, s.clock_deadline, s.clock_deadline))


def refused(t: Table, command: object) -> str:
    return t.refuse(command).rule


def refused_before_the_match(command: object) -> str:
    """The rule refusing ``command`` on an empty stream (nothing is changed)."""
    with pytest.raises(RuleViolation) as caught:
        decide(State(), command)
    return caught.value.rule


# ================================================================== arithmetic and set-up


def test_deadline_is_the_turn_time_plus_the_bank_left_and_the_bank_pays_the_time_over() -> None:
    assert turn_deadline(T0, CLOCK, 2_000) == T0 + 7_000
    assert bank_after(CLOCK, 2_000, T0, T0 + 4_000) == 2_000  # within the turn time: free
    assert bank_after(CLOCK, 2_000, T0, T0 + 6_500) == 500
    assert bank_after(CLOCK, 2_000, T0, T0 + 9_000) == 0  # never below 0
    assert bank_after(CLOCK, 2_000, T0, T0 - 50) == 2_000  # a clock that went back takes nothing


@pytest.mark.parametrize(
    "clock",
    [TurnClock(999), TurnClock(3_600_001), TurnClock(5_000, -1), TurnClock(5_000, 0, 0), TurnClock(5_000, 0, 21)],
    ids=repr,
)
def test_a_clock_out_of_bounds_is_refused_at_the_start(clock: TurnClock) -> None:
    with pytest.raises(ValueError, match=r"^clock\."):
        check_turn_clock(clock)
    assert refused_before_the_match(StartMatch(MM_001, 2, clock=clock)) == "clock"


def test_the_clock_is_in_the_match_set_up_and_its_stored_form() -> None:
    (started,) = decide(State(), StartMatch(MM_001, 2, clock=CLOCK))
    assert isinstance(started, MatchStarted)
    assert started.clock == CLOCK
    topic, payload = encode(started)
    assert payload[VERSION_KEY] == 4  # version 4 added sealed matches
    assert payload["clock"] == {"turn_ms": 5_000, "bank_ms": 2_000, "max_timeouts": 2}
    assert decode(topic, payload) == started
    assert fold([started]).clock == CLOCK
    # A version-2 match (stored before the clock existed) reads as a match without one.
    v2 = {VERSION_KEY: 2, **{k: v for k, v in payload.items() if k not in (VERSION_KEY, "clock")}}
    assert decode(topic, v2).clock is None  # type: ignore[union-attr]
    assert turn_clock_from_dict(None) is None
    with pytest.raises(ValueError, match="clock"):
        turn_clock_from_dict({"minutes": 3})


def test_without_a_clock_nothing_of_it_happens() -> None:
    t = ClockTable(MM_001, 2, clock=None, hands=["H10 HK", "S9 H7"], start="H9")
    assert not any(type(e).__name__.startswith(("TurnClock", "TurnTimed")) for e in t.events)
    assert_events(t.do(PlayCards(0, cs("H10"), at=T0 + 60_000)), [CardPlayed(0, cs("H10")), TurnEnded(0, 1)])
    assert clock_owner(t.s) == -1
    assert clock_view(t.s) is None
    assert refused(t, TimeOut(1, T0, T0 + 10**9)) == "no_clock"


# ================================================================== whose clock runs


def test_the_deal_starts_the_first_seats_clock() -> None:
    t = ClockTable(MM_001, 3, hands=["H10 HK"], start="H9")
    assert t.round_events[-1] == TurnClockStarted(0, T0, T0 + 7_000, 2_000)
    assert (t.s.clock_seat, t.s.clock_deadline) == (0, T0 + 7_000)


def test_a_move_stops_the_movers_clock_charging_its_bank_and_starts_the_next() -> None:
    t = ClockTable(MM_001, 3, hands=["H10 HK"], start="H9")
    moved = T0 + 6_500  # 1.5 s over the turn time
    assert_events(
        t.do(PlayCards(0, cs("H10"), at=moved)),
        [
            CardPlayed(0, cs("H10")),
            TurnEnded(0, 1),
            TurnClockStopped(0, moved, 500),
            TurnClockStarted(1, moved, moved + 7_000, 2_000),
        ],
    )
    assert t.s.banks == [500, 2_000, 2_000]
    assert t.replayed() == t.s


def test_a_draw_that_keeps_the_turn_keeps_the_clock() -> None:
    t = ClockTable(MM_001, 3, hands=["D7 D8"], start="H9", pile="HQ")
    drawn = t.do(Draw(0, at=T0 + 1_000))
    assert drawn == [CardDrawn(0, cs("HQ"), "choice", c("HQ"))]  # a playable card: still seat 0's turn
    assert t.s.clock_deadline == T0 + 7_000
    kept = t.do(Pass(0, at=T0 + 2_000))
    assert kept[-2:] == [TurnClockStopped(0, T0 + 2_000, 2_000), TurnClockStarted(1, T0 + 2_000, T0 + 9_000, 2_000)]


def test_again_starts_the_same_seats_next_turn_with_fresh_turn_time() -> None:
    t = ClockTable(MM_001, 3, hands=["HA HK"], start="H9")
    events = t.do(PlayCards(0, cs("HA"), at=T0 + 6_000))
    assert events[-2:] == [TurnClockStopped(0, T0 + 6_000, 1_000), TurnClockStarted(0, T0 + 6_000, T0 + 12_000, 1_000)]


def test_a_challenge_window_stops_the_clock_and_a_challenge_starts_it_again() -> None:
    t = ClockTable(derive(MM_001, hand_size=1), 3, hands=["H10", "CK", "DQ"], start="H9", pile="S7 S8 HK")
    opened = t.do(PlayCards(0, cs("H10"), at=T0 + 1_000))
    assert opened[-1] == TurnClockStopped(0, T0 + 1_000, 2_000)
    assert clock_owner(t.s) == -1
    assert t.s.clock_deadline is None
    assert clock_view(t.s)["deadline"] is None  # type: ignore[index]
    assert refused(t, TimeOut(0, T0 + 7_000, T0 + 7_000)) == "stale_timeout"
    caught = t.do(Challenge(2, 0, at=T0 + 2_000))
    assert caught[-1] == TurnClockStarted(1, T0 + 2_000, T0 + 9_000, 2_000)


def test_the_round_end_stops_every_clock_and_the_next_deal_refills_the_banks() -> None:
    t = ClockTable(derive(MM_001, hand_size=1), 2, hands=["H10", "CK"], start="H9")
    t.do(PlayCards(0, cs("H10"), at=T0 + 9_000, call="maumau"))
    assert isinstance(t.events[-1], RoundWon)
    assert (t.s.clock_seat, t.s.clock_deadline) == (-1, None)
    dealt = t.deal_at(T0 + 20_000, hands=["CK", "H10"], start="H9")
    assert t.s.banks == [2_000, 2_000]
    assert dealt[-1] == TurnClockStarted(1, T0 + 20_000, T0 + 27_000, 2_000)


def test_a_command_without_a_time_adds_no_clock_event() -> None:
    t = ClockTable(MM_001, 3, hands=["H10 HK"], start="H9")
    assert_events(t.do(PlayCards(0, cs("H10"))), [CardPlayed(0, cs("H10")), TurnEnded(0, 1)])


# ================================================================== timeouts


def test_a_timeout_is_recorded_and_the_seat_draws() -> None:
    t = ClockTable(MM_001, 3, hands=["D7 D8"], start="H9", pile="C10 HQ")
    deadline = T0 + 7_000
    assert_events(
        t.time_out(),
        [
            TurnTimedOut(0, 1, deadline, deadline),
            CardDrawn(0, cs("C10"), "choice"),
            TurnEnded(0, 1),
            TurnClockStopped(0, deadline, 0),
            TurnClockStarted(1, deadline, deadline + 7_000, 2_000),
        ],
    )
    assert t.s.timeouts == [1, 0, 0]
    assert t.replayed() == t.s


def test_a_timeout_keeps_a_playable_drawn_card_and_passes() -> None:
    t = ClockTable(MM_001, 3, hands=["D7 D8"], start="H9", pile="HQ")
    events = t.time_out()
    assert [type(e) for e in events[:4]] == [TurnTimedOut, CardDrawn, Passed, TurnEnded]
    assert events[2] == Passed(0, "kept_drawn_card")
    assert "HQ" in t.hand(0)


def test_a_timeout_after_drawing_keeps_the_card() -> None:
    t = ClockTable(MM_001, 3, hands=["D7 D8"], start="H9", pile="HQ")
    t.do(Draw(0, at=T0 + 1_000))
    events = t.time_out()
    assert events[:3] == [TurnTimedOut(0, 1, T0 + 7_000, T0 + 7_000), Passed(0, "kept_drawn_card"), TurnEnded(0, 1)]


def test_a_timeout_takes_the_pending_penalty() -> None:
    t = ClockTable(MM_001, 3, hands=["H7 HK", "D8 D9"], start="H9", pile="C10 CJ SQ")
    t.do(PlayCards(0, cs("H7"), at=T0 + 1_000))
    events = t.time_out()
    assert events[1] == CardDrawn(1, cs("C10 CJ"), "draw_effect")
    assert events[2] == TurnEnded(1, 2)


def test_a_timeout_with_nothing_to_draw_passes() -> None:
    rules = derive(MM_001, hand_size=10, players=(2, 3))
    t = ClockTable(rules, 3, hands=[], start="H9")
    s = t.s
    s.pile.clear()  # nothing left to draw, nothing to reshuffle (a state built for the test)
    legal = legal_commands(s, 0)
    assert Pass(0) in legal
    assert Draw(0) not in legal
    move = automatic_move(legal, has_drawn=False)
    assert move == Pass(0)


def test_where_only_plays_are_legal_the_first_listed_is_made() -> None:
    rules = derive(MM_001, name="strict", voluntary_draw=False)
    t = ClockTable(rules, 3, hands=["H10 HK D8"], start="H9")
    legal = legal_commands(t.s, 0)
    assert all(type(cmd) is PlayCards for cmd in legal)
    events = t.time_out()
    assert events[1] == CardPlayed(0, (legal[0].cards[0],))  # type: ignore[union-attr]


@pytest.mark.parametrize("kind", ["moved", "early", "other seat", "no round"])
def test_a_stale_or_early_timeout_is_refused_and_changes_nothing(kind: str) -> None:
    t = ClockTable(MM_001, 3, hands=["H10 HK"], start="H9")
    deadline = T0 + 7_000
    if kind == "moved":
        t.do(PlayCards(0, cs("H10"), at=T0 + 1_000))
        assert refused(t, TimeOut(0, deadline, deadline)) == "stale_timeout"
        # the next seat's clock is due later: the old deadline names no running clock
        assert refused(t, TimeOut(1, deadline, deadline)) == "stale_timeout"
    elif kind == "early":
        assert refused(t, TimeOut(0, deadline, deadline - 1)) == "deadline"
    elif kind == "other seat":
        assert refused(t, TimeOut(2, deadline, deadline)) == "stale_timeout"
        assert refused(t, TimeOut(7, deadline, deadline)) == "seat"
    else:
        between = ClockTable(derive(MM_001, hand_size=1), 2, hands=["H10", "CK"], start="H9")
        between.do(PlayCards(0, cs("H10"), call="maumau", at=T0 + 1_000))
        assert refused(between, TimeOut(1, T0 + 8_000, T0 + 8_000)) == "no_round"


def test_the_clock_never_appears_among_a_seats_legal_commands() -> None:
    t = ClockTable(MM_001, 3, hands=["H10 HK"], start="H9")
    kinds = {type(cmd).__name__ for seat in range(3) for cmd in legal_commands(t.s, seat)}
    assert kinds == {"PlayCards", "Draw"}


# ================================================================== forfeits


def test_max_timeouts_forfeit_and_with_two_seats_the_match_ends_at_once() -> None:
    t = ClockTable(MM_001, 2, hands=["D7 D8", "S9 SK"], start="H9", pile="C10 C9 SQ HQ")
    t.time_out()  # seat 0, first timeout
    t.time_out()  # seat 1, first timeout
    last = t.time_out()  # seat 0, second: the limit
    deadline = last[0].deadline
    hands = tuple(tuple(sorted(h)) for h in t.s.hands)
    assert last[:2] == [TurnTimedOut(0, 2, deadline, deadline), SeatForfeited(0, "timeouts", deadline)]
    won = last[2]
    assert isinstance(won, RoundWon)
    assert (won.seat, won.reason, won.hands) == (1, Termination.ABANDONED, hands)
    finished = last[3]
    assert isinstance(finished, MatchFinished)
    assert (finished.winners, finished.termination) == ((1,), Termination.FORFEIT)
    assert finished.reason == "every other player forfeited"
    assert len(last) == 4
    assert t.s.is_terminal()
    assert t.replayed() == t.s


def test_with_three_seats_a_forfeited_seat_plays_on() -> None:
    t = ClockTable(MM_001, 3, clock=TurnClock(5_000, 0, 1), hands=["D7 D8"], start="H9", pile="C10 HQ")
    events = t.time_out()  # seat 0: the limit is one timeout; it forfeits, draws, and play goes on
    assert [type(e) for e in events] == [
        TurnTimedOut,
        SeatForfeited,
        CardDrawn,
        TurnEnded,
        TurnClockStopped,
        TurnClockStarted,
    ]
    assert t.s.forfeited == [True, False, False]
    assert t.s.phase == "playing"
    view = clock_view(t.s)
    assert view is not None
    assert view["forfeited"] == [0]
    assert refused(t, Forfeit(0, at=T0)) == "forfeited"
    *_, won, finished = t.time_out()  # seat 1 forfeits too: one seat is left in contention, the end
    assert isinstance(won, RoundWon)
    assert won.reason is Termination.ABANDONED
    assert isinstance(finished, MatchFinished)
    assert finished.winners == (2,)


def test_a_forfeited_seat_never_wins_the_best_of_the_others_do() -> None:
    wins_rules = derive(TAVERN, win_target=3)
    reached = Outcome(Termination.WIN_TARGET, (0,))
    assert winners_in_contention(reached, wins_rules, [0, 0, 0], [3, 1, 1], [True, False, False]).winners == (1, 2)
    assert winners_in_contention(reached, wins_rules, [0, 0, 0], [3, 1, 2], [True, False, False]).winners == (2,)
    points = Outcome(Termination.POINTS_LIMIT, (1,))
    assert winners_in_contention(points, MM_001, [40, 10, 101], [0, 0, 0], [False, True, False]).winners == (0,)
    assert winners_in_contention(points, MM_001, [40, 10, 101], [0, 0, 0], [False] * 3) is points


def test_the_forfeited_seats_round_win_ends_the_match_with_the_others_winning() -> None:
    rules = derive(TAVERN, name="tavern-to-1", win_target=1, hand_size=2, players=(2, 3))
    t = ClockTable(rules, 3, hands=["H10 HK", "S9 S8", "C9 C8"], start="H9")
    t.do(Forfeit(0, at=T0 + 100))
    assert t.s.forfeited == [True, False, False]
    t.do(PlayCards(0, cs("H10"), at=T0 + 200))
    while t.s.turn != 0:  # the others draw or pass (what a timeout would make them do)
        seat = t.s.turn
        move = automatic_move(legal_commands(t.s, seat), t.s.has_drawn)
        assert isinstance(move, (Draw, Pass))
        t.do(type(move)(seat, at=T0 + 400))
    events = t.do(PlayCards(0, cs("HK"), at=T0 + 500))
    won = next(e for e in events if isinstance(e, RoundWon))
    finished = events[-1]
    assert won.seat == 0  # the round is the seat's (its results stay its own) ...
    assert isinstance(finished, MatchFinished)
    assert finished.termination is Termination.WIN_TARGET
    assert finished.winners == (1, 2)  # ... but the match is won by the seats in contention


def test_a_seat_left_forfeits_by_command_and_between_rounds_ends_the_match() -> None:
    t = ClockTable(derive(MM_001, hand_size=1), 2, hands=["H10", "CK"], start="H9")
    t.do(PlayCards(0, cs("H10"), call="maumau", at=T0 + 1_000))
    assert t.s.phase == "between_rounds"
    assert refused(t, Forfeit(1, reason="timeouts")) == "reason"
    assert refused(t, Forfeit(5)) == "seat"
    assert_events(
        t.do(Forfeit(1, at=T0 + 2_000)),
        [
            SeatForfeited(1, "left", T0 + 2_000),
            MatchFinished((0,), tuple(t.s.totals), Termination.FORFEIT, "every other player forfeited"),
        ],
    )
    assert refused(t, Forfeit(0)) == "match_finished"


def test_a_forfeit_works_without_a_clock_too() -> None:
    t = Table(MM_001, 3, hands=["H10 HK"], start="H9")
    assert t.do(Forfeit(2)) == [SeatForfeited(2, "left")]
    assert t.s.phase == "playing"
    assert refused_before_the_match(Forfeit(0)) == "no_match"


# ================================================================== the public view of the clock


def test_the_clock_view_shows_the_running_deadline_banks_timeouts_and_forfeits() -> None:
    t = ClockTable(MM_001, 3, hands=["D7 D8"], start="H9", pile="C10 HQ")
    t.time_out()
    view = clock_view(t.s)
    assert view == {
        "seat": 1,
        "started": T0 + 7_000,
        "deadline": T0 + 14_000,
        "turn_ms": 5_000,
        "bank_ms": 2_000,
        "max_timeouts": 2,
        "banks": [0, 2_000, 2_000],
        "timeouts": [1, 0, 0],
        "forfeited": [],
    }
