"""Issue #19, items 5 and 7, in the pure decider: who may register (the organiser's
``registration`` setting), withdrawn entrants free their places, who may protest about a table
and how often, and what a director's correction must be (the table's boards, consistent points,
a real change, the old value kept in the event)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import RuleViolation
from domain.tournament import deals
from domain.tournament.commands import (
    ApproveEntrant,
    CorrectResult,
    DecideProtest,
    LodgeProtest,
    Register,
    SeatRound,
    Start,
    Withdraw,
)
from domain.tournament.decide import (
    MAX_ENTRANTS,
    MAX_REGISTRATIONS,
    PROTESTS_OPEN_PER_ENTRANT,
    PROTESTS_OPEN_PER_TABLE,
    PROTESTS_PER_ENTRANT_ROUND,
)
from domain.tournament.events import EntrantApproved, EntrantRegistered, ResultCorrected, RoundSeated
from domain.tournament.game import TOURNAMENT
from domain.tournament.model import Entrant, Registration, SeatedTable
from domain.tournament.records import standings_of
from tests.tournament.test_decider import SEED, Stream, bot, config, created, person, record_round, result_for


def guest(n: int) -> Entrant:
    """Entrant ``g<n>``, a guest identity."""
    return Entrant(f"g{n}", f"Guest {n}", "guest", f"guest-{n}")


def own(entrant: Entrant, at: int = 10, **changes: object) -> Register:
    """``entrant`` registering itself."""
    assert entrant.player_id is not None
    return Register(entrant, entrant.player_id, at, **changes)  # type: ignore[arg-type]


# -- who may register ------------------------------------------------------------------------------


def test_registration_is_one_of_the_enum_values() -> None:
    assert [m.value for m in Registration] == ["open", "accounts", "invite", "approval"]
    created(config(registration="approval"))
    with pytest.raises(RuleViolation) as refused:
        created(config(registration="friends"))
    assert refused.value.rule == "registration"


def test_open_takes_guests_and_accounts() -> None:
    s = created(config(registration="open"))
    s.run(own(guest(1)))
    s.run(own(person(1)))
    assert len(s.state.active) == 2


def test_accounts_only_refuses_guests_but_not_the_director() -> None:
    s = created(config(registration="accounts"))
    s.refused(own(guest(1)), "registration_accounts")
    s.run(own(person(1)))
    s.run(Register(guest(2), "organiser-1", 11, director=True))
    assert [e.entrant_id for e in s.state.active] == ["p1", "g2"]


def test_invite_needs_the_code_derived_from_the_seed() -> None:
    s = created(config(registration="invite"))
    code = deals.invite_code(SEED)
    assert len(code) == 20
    assert code != deals.invite_code(bytes(32))
    s.refused(own(guest(1)), "invite_code")
    s.refused(own(guest(1), invite="0" * 20), "invite_code")
    s.refused(own(guest(1), invite=code[:-1]), "invite_code")
    s.run(own(guest(1), invite=f" {code} "))
    s.run(Register(bot(1), "organiser-1", 11, director=True))  # the director needs no code
    assert len(s.state.active) == 2


def test_approval_keeps_self_registered_entrants_pending_until_the_director_approves() -> None:
    s = created(config(registration="approval", min_players=3))
    (event,) = s.run(own(guest(1)))
    assert event == EntrantRegistered(guest(1), "guest-1", 10, pending=True)
    s.run(own(guest(2)))
    s.run(Register(bot(1), "organiser-1", 11, director=True))
    s.run(Register(bot(2), "organiser-1", 11, director=True))
    assert s.state.pending == {"g1", "g2"}
    assert [e.entrant_id for e in s.state.active] == ["e1", "e2"]
    s.refused(Start(20), "too_few_players")  # pending entrants do not count
    assert s.run(ApproveEntrant("g1", "organiser-1", 21)) == [EntrantApproved("g1", "organiser-1", 21)]
    s.refused(ApproveEntrant("g1", "organiser-1", 22), "not_pending")
    s.refused(ApproveEntrant("e1", "organiser-1", 22), "not_pending")
    s.refused(ApproveEntrant("zz", "organiser-1", 22), "unknown_entrant")
    s.run(Withdraw("g2", "not this time", "organiser-1", 23))  # the director turns g2 away
    s.refused(ApproveEntrant("g2", "organiser-1", 24), "already_withdrawn")
    s.run(Start(30))
    s.refused(ApproveEntrant("g2", "organiser-1", 31), "registration_closed")
    (seated,) = s.run(SeatRound(40))
    assert isinstance(seated, RoundSeated)
    assert sorted(e for t in seated.tables for e in t.entrants) == ["e1", "e2", "g1"]


def test_a_pending_entrant_is_not_in_the_standings() -> None:
    s = created(config(registration="approval"))
    s.run(own(guest(1)))
    s.run(own(guest(2)))
    s.run(ApproveEntrant("g2", "organiser-1", 12))
    assert [r.entrant_id for r in standings_of(s.state)] == ["g2"]


# -- the entrant cap ------------------------------------------------------------------------------


def test_withdrawn_entrants_do_not_count_toward_the_cap() -> None:
    s = created()
    full = replace(s.state, entrants=tuple(bot(i) for i in range(MAX_ENTRANTS)))
    with pytest.raises(RuleViolation) as refused:
        TOURNAMENT.decide(full, Register(bot(9999), "o", 1))
    assert refused.value.rule == "too_many_entrants"
    freed = replace(full, withdrawn=frozenset({"e7"}))  # the director withdrew one: a place is free
    (event,) = TOURNAMENT.decide(freed, Register(bot(9999), "o", 1))
    assert isinstance(event, EntrantRegistered)


def test_registrations_withdrawn_included_are_bounded() -> None:
    s = created()
    every = tuple(bot(i) for i in range(MAX_REGISTRATIONS))
    state = replace(s.state, entrants=every, withdrawn=frozenset(e.entrant_id for e in every[:-10]))
    with pytest.raises(RuleViolation) as refused:
        TOURNAMENT.decide(state, Register(bot(99_999), "o", 1))
    assert refused.value.rule == "too_many_registrations"


# -- protests ---------------------------------------------------------------------------------------


def _playing(players: int = 8) -> tuple[Stream, SeatedTable, SeatedTable]:
    """A started series of ``players`` accounts, round 1 seated: its two tables."""
    s = created(entrants=[person(i) for i in range(1, players + 1)])
    s.run(Start(3_000))
    (seated,) = s.run(SeatRound(100))
    assert isinstance(seated, RoundSeated)
    return s, seated.tables[0], seated.tables[1]


def _player(entrant_id: str) -> str:
    return "acc-" + entrant_id.removeprefix("p")


def test_only_the_tables_entrants_and_the_director_protest_about_it() -> None:
    s, mine, other = _playing()
    me = _player(mine.entrants[0])
    s.refused(LodgeProtest("x1", 1, mine.table_no, None, "who am I", "stranger", 200), "not_entrant")
    s.refused(LodgeProtest("x1", 1, other.table_no, None, "not my table", me, 200), "not_at_table")
    assert s.run(LodgeProtest("x1", 1, mine.table_no, None, "my table", me, 200))
    assert s.run(LodgeProtest("x2", 1, other.table_no, None, "director", "organiser-1", 200, director=True))


def test_an_entrant_has_few_open_protests_and_few_per_round() -> None:
    s, mine, _ = _playing()
    me = _player(mine.entrants[0])
    for i in range(PROTESTS_OPEN_PER_ENTRANT):
        s.run(LodgeProtest(f"a{i}", 1, mine.table_no, None, f"protest {i}", me, 200 + i))
    err = s.refused(LodgeProtest("a9", 1, mine.table_no, None, "one more", me, 300), "protest_limit")
    assert str(PROTESTS_OPEN_PER_ENTRANT) in err.message
    # a decision frees a place, up to the round's total
    for i in range(PROTESTS_PER_ENTRANT_ROUND - PROTESTS_OPEN_PER_ENTRANT):
        s.run(DecideProtest(f"a{i}", "rejected", "no", "organiser-1", 400 + i))
        s.run(LodgeProtest(f"b{i}", 1, mine.table_no, None, f"again {i}", me, 500 + i))
    s.run(DecideProtest("a2", "rejected", "no", "organiser-1", 600))
    err = s.refused(LodgeProtest("c1", 1, mine.table_no, None, "past the round", me, 700), "protest_limit")
    assert str(PROTESTS_PER_ENTRANT_ROUND) in err.message
    # another entrant of the table is not held up by this one
    assert s.run(LodgeProtest("d1", 1, mine.table_no, None, "mine", _player(mine.entrants[1]), 800))


def test_a_table_has_few_open_protests() -> None:
    s, mine, _ = _playing()
    assert 2 * len(mine.entrants) > PROTESTS_OPEN_PER_TABLE
    lodged = 0
    for entrant in mine.entrants:
        for i in range(2):
            if lodged == PROTESTS_OPEN_PER_TABLE:
                break
            s.run(LodgeProtest(f"{entrant}-{i}", 1, mine.table_no, None, "t", _player(entrant), 200))
            lodged += 1
    last = _player(mine.entrants[-1])
    s.refused(LodgeProtest("z", 1, mine.table_no, None, "t", last, 300), "table_protest_limit")
    assert s.run(LodgeProtest("z", 1, mine.table_no, None, "t", "organiser-1", 300, director=True))


# -- corrections ------------------------------------------------------------------------------------


def _closed(**changes: Any) -> tuple[Stream, SeatedTable]:
    s = created(config(correction_window_seconds=600, **changes), [bot(i) for i in range(8)])
    s.run(Start(50))
    (seated,) = s.run(SeatRound(100))
    assert isinstance(seated, RoundSeated)
    record_round(s, 1_000)
    return s, seated.tables[0]


def test_a_correction_keeps_the_tables_boards() -> None:
    s, table = _closed()
    recorded = result_for(table)
    s.refused(CorrectResult(1, replace(recorded, points=(), winners=()), "wipe", "d", 2_000), "correction_boards")
    one = replace(recorded, points=recorded.points[:1], winners=recorded.winners[:1])
    s.refused(CorrectResult(1, one, "drop a board", "d", 2_000), "correction_boards")
    assert s.state.rounds[0].results[0] == recorded


def test_an_unchanged_correction_is_refused() -> None:
    s, table = _closed()
    s.refused(CorrectResult(1, result_for(table), "nothing", "d", 2_000), "correction_unchanged")
    # the match version is the recorded one whatever the command says: still no change
    s.refused(CorrectResult(1, result_for(table, version=3), "nothing", "d", 2_000), "correction_unchanged")


def test_under_penalty_points_the_winner_has_the_fewest_points() -> None:
    s, table = _closed()
    good = result_for(table, winner=2)
    s.refused(CorrectResult(1, replace(good, winners=(1, 2)), "wrong winner", "d", 2_000), "result_inconsistent")
    negative = replace(good, points=((0, -1, 0, 4), good.points[1]), winners=(1, 2))
    s.refused(CorrectResult(1, negative, "negative", "d", 2_000), "result_inconsistent")
    tie = replace(good, points=((0, 5, 0, 4), good.points[1]))  # fewest, shared: consistent
    assert s.run(CorrectResult(1, tie, "a tie at zero", "d", 2_000))


def test_under_wins_the_winner_scores_one_and_the_others_nothing() -> None:
    rules = {**config().ruleset, "scoring": "wins"}
    s, table = _closed(ruleset=rules, scoring="wins")
    marks = tuple(tuple(1 if seat == 3 else 0 for seat in range(4)) for _ in range(2))
    good = replace(result_for(table), points=marks, winners=(3, 3))
    s.refused(CorrectResult(1, replace(good, winners=(3, 1)), "wrong", "d", 2_000), "result_inconsistent")
    s.refused(
        CorrectResult(1, replace(good, points=((1, 1, 0, 0), marks[1])), "two", "d", 2_000), "result_inconsistent"
    )
    assert s.run(CorrectResult(1, good, "seat 3 won both", "d", 2_000))


def test_the_correction_event_keeps_the_old_result() -> None:
    s, table = _closed()
    old = result_for(table)
    new = result_for(table, winner=1)
    (event,) = s.run(CorrectResult(1, new, "misread", "d", 2_000))
    assert isinstance(event, ResultCorrected)
    assert (event.previous, event.result) == (old, new)
    (again,) = s.run(CorrectResult(1, old, "it was right", "d", 2_100))
    assert isinstance(again, ResultCorrected)
    assert (again.previous, again.result) == (new, old)
