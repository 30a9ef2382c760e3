"""The tournament decider: every rule refused with nothing written, series and duplicate played
through ``decide`` + ``evolve``, idempotent results, the correction window's edges, a withdrawal
mid-round seating a substitute, the secret seed, and the fold of a whole stream."""

from __future__ import annotations

import json
import math
import typing
import uuid
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

import pytest

from domain.errors import RuleViolation
from domain.maumau.rules import preset
from domain.shuffle import commitment
from domain.tournament import deals
from domain.tournament.commands import (
    AdjustScore,
    ApproveEntrant,
    CheckIn,
    ConfirmResult,
    CorrectResult,
    CreateTournament,
    DecideProtest,
    EndEarly,
    EnterResult,
    LodgeProtest,
    RecordTableResult,
    Register,
    SeatRound,
    Start,
    TournamentCommand,
    Withdraw,
)
from domain.tournament.events import (
    EntrantRegistered,
    EntrantWithdrawn,
    ProtestLodged,
    ResultCorrected,
    RoundClosed,
    RoundSeated,
    ScoreAdjusted,
    SubstituteSeated,
    TableResultRecorded,
    TournamentCreated,
    TournamentEvent,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.evolve import evolve, fold
from domain.tournament.game import TOURNAMENT
from domain.tournament.model import Adjustment, Entrant, SeatedTable, TableResult, TournamentConfig
from domain.tournament.records import round_records, standings_of
from domain.tournament.state import FINISHED, REGISTERING, RUNNING, TournamentState

TID = "6f1c3f0e-8a57-4c1e-9a53-2d0c7e5b9a10"
SEED = bytes(range(32))
WINDOW = 1800


def ruleset(boards: int = 2) -> dict[str, Any]:
    """MM-001 as a tournament table plays it: exactly ``boards`` rounds."""
    rules = preset("MM-001").to_dict()
    rules.update(max_rounds=boards, win_target=None, points_limit=None)
    return rules


def config(fmt: str = "series", **changes: Any) -> TournamentConfig:
    """A small tournament's settings (2 rounds of 2 boards, tables of 4)."""
    base = TournamentConfig(
        name="Spring Cup",
        format=fmt,
        ruleset=ruleset(),
        ruleset_id="MM-001",
        rounds=2,
        boards=2,
        min_players=8 if fmt == "duplicate" else 3,
        scoring="matchpoints" if fmt == "duplicate" else "penalty_points",
    )
    return replace(base, **changes)


def bot(n: int, **changes: Any) -> Entrant:
    """Entrant ``e<n>``, a random bot."""
    return replace(Entrant(f"e{n}", f"Bot {n}", "bot", None, "random"), **changes)


def person(n: int) -> Entrant:
    """Entrant ``p<n>``, a player's account."""
    return Entrant(f"p{n}", f"Player {n}", "account", f"acc-{n}")


class Stream:
    """A tournament stream built by deciding commands: the state and every event so far."""

    def __init__(self) -> None:
        self.state = TournamentState()
        self.events: list[TournamentEvent] = []

    def run(self, command: TournamentCommand) -> list[TournamentEvent]:
        """Decide ``command`` and apply its events (each also through the codec and JSON)."""
        events = TOURNAMENT.decide(self.state, command)
        for event in events:
            topic, payload = TOURNAMENT.encode_event(event)
            assert TOURNAMENT.decode_event(topic, json.loads(json.dumps(payload))) == event
            self.state = evolve(self.state, event)
        self.events.extend(events)
        return events

    def refused(self, command: TournamentCommand, rule: str) -> RuleViolation:
        """``command`` is refused naming ``rule``, and the state is what it was."""
        before = self.state
        with pytest.raises(RuleViolation) as refused:
            TOURNAMENT.decide(self.state, command)
        assert refused.value.rule == rule, refused.value.message
        assert self.state is before
        assert self.state == fold(self.events)
        return refused.value


def created(cfg: TournamentConfig | None = None, entrants: Iterable[Entrant] = ()) -> Stream:
    """A created tournament with ``entrants`` registered."""
    s = Stream()
    s.run(CreateTournament(TID, cfg or config(), "organiser-1", SEED, 1_000))
    for entrant in entrants:
        s.run(Register(entrant, "organiser-1", 2_000))
    return s


def started(cfg: TournamentConfig | None = None, players: int = 9) -> Stream:
    """A started tournament of ``players`` bots."""
    s = created(cfg, [bot(i) for i in range(players)])
    s.run(Start(3_000))
    return s


def result_for(table: SeatedTable, boards: int = 2, *, winner: int = 0, version: int = 40) -> TableResult:
    """A result for ``table``: seat ``winner`` wins every board, the others score their seat number."""
    n = len(table.entrants)
    points = tuple(tuple(0 if seat == winner else seat + 1 for seat in range(n)) for _ in range(boards))
    return TableResult(table.table_no, table.table_id, table.entrants, points, (winner,) * boards, (), version)


def record_round(s: Stream, at: int) -> list[TournamentEvent]:
    """Record every table of the current round; the events of the last record."""
    rnd = s.state.current_round
    assert rnd is not None
    last: list[TournamentEvent] = []
    for table in rnd.tables:
        last = s.run(RecordTableResult(rnd.round_no, result_for(table), at))
    return last


# -- creation -----------------------------------------------------------------------------------


def test_creation_commits_to_the_seed_and_normalises_texts() -> None:
    s = Stream()
    (event,) = s.run(CreateTournament(TID, config(name="  Spring Cup  "), " organiser-1 ", SEED, 1_000))
    assert isinstance(event, TournamentCreated)
    assert event.config.name == "Spring Cup"
    assert event.organiser_id == "organiser-1"
    assert event.commitment == commitment(SEED)
    assert event.seed == SEED.hex()
    assert s.state.status == REGISTERING
    assert s.state.seed == SEED.hex()
    assert s.state.created_at == 1_000


CREATE_REFUSALS: list[tuple[str, Callable[[], CreateTournament]]] = [
    ("tournament_id", lambda: CreateTournament("not-a-uuid", config(), "o", SEED, 1)),
    ("organiser_id", lambda: CreateTournament(TID, config(), "", SEED, 1)),
    ("organiser_id", lambda: CreateTournament(TID, config(), "has space", SEED, 1)),
    ("seed", lambda: CreateTournament(TID, config(), "o", b"short", 1)),
    ("at", lambda: CreateTournament(TID, config(), "o", SEED, -1)),
    ("name", lambda: CreateTournament(TID, config(name="   "), "o", SEED, 1)),
    ("name", lambda: CreateTournament(TID, config(name="x" * 101), "o", SEED, 1)),
    ("name", lambda: CreateTournament(TID, config(name="a\nb"), "o", SEED, 1)),
    ("format", lambda: CreateTournament(TID, config(format="swiss"), "o", SEED, 1)),
    ("ruleset", lambda: CreateTournament(TID, config(ruleset={"no_such_field": 1}), "o", SEED, 1)),
    ("ruleset", lambda: CreateTournament(TID, config(ruleset={**ruleset(), "hand_size": 99}), "o", SEED, 1)),
    ("ruleset_id", lambda: CreateTournament(TID, config(ruleset_id=""), "o", SEED, 1)),
    ("rounds", lambda: CreateTournament(TID, config(rounds=0), "o", SEED, 1)),
    ("rounds", lambda: CreateTournament(TID, config(rounds=31), "o", SEED, 1)),
    ("boards", lambda: CreateTournament(TID, config(boards=21), "o", SEED, 1)),
    ("table_size", lambda: CreateTournament(TID, config(table_size=6), "o", SEED, 1)),
    ("table_size", lambda: CreateTournament(TID, config(table_size=2), "o", SEED, 1)),
    (
        "table_size",
        lambda: CreateTournament(TID, config(ruleset={**ruleset(), "players": [2, 3]}, table_size=4), "o", SEED, 1),
    ),
    ("scoring", lambda: CreateTournament(TID, config(scoring="goals"), "o", SEED, 1)),
    ("scoring", lambda: CreateTournament(TID, config(scoring="matchpoints"), "o", SEED, 1)),
    ("tie_breaks", lambda: CreateTournament(TID, config(tie_breaks=("lot", "lot")), "o", SEED, 1)),
    ("tie_breaks", lambda: CreateTournament(TID, config(tie_breaks=("elo",)), "o", SEED, 1)),
    ("tie_breaks", lambda: CreateTournament(TID, config(tie_breaks=()), "o", SEED, 1)),
    ("time_limit_seconds", lambda: CreateTournament(TID, config(time_limit_seconds=59), "o", SEED, 1)),
    ("time_limit_seconds", lambda: CreateTournament(TID, config(time_limit_seconds=86_401), "o", SEED, 1)),
    ("time_limit_seconds", lambda: CreateTournament(TID, config("duplicate", time_limit_seconds=600), "o", SEED, 1)),
    ("correction_window_seconds", lambda: CreateTournament(TID, config(correction_window_seconds=-1), "o", SEED, 1)),
    (
        "correction_window_seconds",
        lambda: CreateTournament(TID, config(correction_window_seconds=86_401), "o", SEED, 1),
    ),
    ("min_players", lambda: CreateTournament(TID, config(min_players=2), "o", SEED, 1)),
    ("min_players", lambda: CreateTournament(TID, config(min_players=513), "o", SEED, 1)),
    ("min_players", lambda: CreateTournament(TID, config("duplicate", min_players=7), "o", SEED, 1)),
    ("bot_substitute", lambda: CreateTournament(TID, config(bot_substitute="chess"), "o", SEED, 1)),
]


@pytest.mark.parametrize(
    ("rule", "command"), CREATE_REFUSALS, ids=[f"{r}-{i}" for i, (r, _) in enumerate(CREATE_REFUSALS)]
)
def test_creation_refusals(rule: str, command: Callable[[], CreateTournament]) -> None:
    Stream().refused(command(), rule)


def test_a_tournament_is_created_once_and_nothing_happens_before() -> None:
    s = created()
    s.refused(CreateTournament(TID, config(), "organiser-1", SEED, 5), "already_created")
    empty = Stream()
    for command in (
        Register(bot(1), "o", 1),
        Withdraw("e1", "ill", "o", 1),
        Start(1),
        SeatRound(1),
        AdjustScore(Adjustment("e1", "penalty", 1, "late"), 1),
        DecideProtest("p1", "upheld", "ok", "o", 1),
    ):
        empty.refused(command, "no_tournament")


def test_the_edges_of_the_settings_are_accepted() -> None:
    for cfg in (
        config(rounds=30, boards=20, time_limit_seconds=60, correction_window_seconds=0),
        config(rounds=1, boards=1, time_limit_seconds=86_400, correction_window_seconds=86_400, min_players=512),
        config(table_size=3, ruleset={**ruleset(), "players": [3, 3]}, min_players=3),
        config("duplicate", table_size=5, min_players=10, tie_breaks=("matchpoints", "lot")),
    ):
        (event,) = Stream().run(CreateTournament(TID, cfg, "o", SEED, 0))
        assert isinstance(event, TournamentCreated)


# -- registration -------------------------------------------------------------------------------


def test_registration_and_its_refusals() -> None:
    s = created()
    (event,) = s.run(Register(replace(person(1), name="  Ann  "), "acc-1", 10))
    assert event == EntrantRegistered(replace(person(1), name="Ann"), "acc-1", 10)
    s.refused(Register(person(1), "o", 11), "already_registered")
    s.refused(Register(replace(person(2), player_id="acc-1"), "o", 11), "already_registered")
    s.refused(Register(replace(person(2), entrant_id=""), "o", 11), "entrant_id")
    s.refused(Register(replace(person(2), name=" "), "o", 11), "name")
    s.refused(Register(replace(person(2), name="n" * 65), "o", 11), "name")
    s.refused(Register(replace(person(2), kind="robot"), "o", 11), "kind")
    s.refused(Register(replace(person(2), player_id=None), "o", 11), "player_id")
    s.refused(Register(replace(person(2), bot="random"), "o", 11), "bot")
    s.refused(Register(bot(2, bot="chess"), "o", 11), "bot")
    s.refused(Register(bot(2, player_id="acc-9"), "o", 11), "player_id")
    s.refused(Register(bot(2, fixed_table=0), "o", 11), "fixed_table")
    s.refused(Register(bot(2, fixed_table=129), "o", 11), "fixed_table")
    s.refused(Register(bot(2), "not an id", 11), "by")
    s.run(Register(bot(2, fixed_table=128), "o", 11))


def test_no_more_than_512_entrants() -> None:
    s = created()
    state = replace(s.state, entrants=tuple(bot(i) for i in range(512)))
    with pytest.raises(RuleViolation) as refused:
        TOURNAMENT.decide(state, Register(bot(600), "o", 1))
    assert refused.value.rule == "too_many_entrants"
    assert TOURNAMENT.decide(replace(state, entrants=state.entrants[:511]), Register(bot(600), "o", 1))


def test_registration_closes_at_the_start() -> None:
    s = started()
    s.refused(Register(bot(20), "o", 4_000), "registration_closed")
    assert s.state.status == RUNNING
    assert s.state.started_at == 3_000
    s.refused(Start(4_000), "already_started")


def test_start_needs_enough_players() -> None:
    s = created(config(min_players=5), [bot(i) for i in range(4)])
    s.refused(Start(5), "too_few_players")
    s.run(Register(bot(4), "o", 6))
    s.run(Withdraw("e4", "cannot come", "o", 7))
    s.refused(Start(8), "too_few_players")
    s.run(Register(bot(5), "o", 9))
    assert s.run(Start(10)) == [TournamentStarted(10)]
    dup = created(config("duplicate"), [bot(i) for i in range(7)])
    dup.refused(Start(5), "too_few_players")


# -- series ------------------------------------------------------------------------------------


def _seated(events: list[TournamentEvent]) -> RoundSeated:
    (event,) = events
    assert isinstance(event, RoundSeated)
    return event


def test_a_series_is_seated_recorded_closed_and_finished() -> None:
    s = started(config(rounds=3), players=9)
    s.refused(RecordTableResult(1, result_for(SeatedTable(1, "x", ("e1", "e2", "e3"))), 1), "unknown_table")
    seen_pairs: list[frozenset[str]] = []
    for round_no in (1, 2, 3):
        seat_at = 10_000 * round_no
        seated = _seated(s.run(SeatRound(seat_at)))
        assert seated.round_no == round_no
        assert seated.deadline is None
        assert seated.byes == ()
        assert sorted(len(t.entrants) for t in seated.tables) == [4, 5]
        everyone = [e for t in seated.tables for e in t.entrants]
        assert sorted(everyone) == sorted(f"e{i}" for i in range(9))
        for table in seated.tables:
            assert table.table_id == deals.table_id(TID, round_no, table.table_no)
            assert uuid.UUID(table.table_id) == uuid.uuid5(uuid.UUID(TID), f"round-{round_no}/table-{table.table_no}")
            seen_pairs += [frozenset((a, b)) for a in table.entrants for b in table.entrants if a < b]
        s.refused(SeatRound(seat_at + 1), "round_open")
        last = record_round(s, seat_at + 500)
        assert isinstance(last[-2 if round_no < 3 else -3], TableResultRecorded)
        assert RoundClosed(round_no, seat_at + 500) in last
        assert s.state.rounds[round_no - 1].closed_at == seat_at + 500
    assert isinstance(last[-1], TournamentFinished)
    assert last[-1].seed == SEED.hex()
    assert s.state.status == FINISHED
    assert s.state.finished_at == 30_500
    assert TOURNAMENT.is_terminal(s.state)
    assert TOURNAMENT.is_final(last[-1])
    s.refused(SeatRound(40_000), "tournament_finished")
    s.refused(Withdraw("e1", "too late", "o", 40_000), "tournament_finished")
    # the heuristic spreads the meetings: 9 players, 3 rounds of 4+5 → fewer repeats than pairs seated
    assert len(set(seen_pairs)) > len(seen_pairs) * 0.6


def test_seating_is_a_function_of_the_state() -> None:
    a, b = started(players=11), started(players=11)
    assert a.run(SeatRound(7)) == b.run(SeatRound(7))
    other = Stream()
    other.run(CreateTournament(TID, config(), "organiser-1", bytes(32), 1_000))
    for i in range(11):
        other.run(Register(bot(i), "organiser-1", 2_000))
    other.run(Start(3_000))
    assert other.run(SeatRound(7)) != a.events[-1:]  # another seed seats differently


def test_a_series_sits_out_who_cannot_be_seated_and_rotates_the_byes() -> None:
    # tables of 4 or 5 (preferred 5, ruleset up to 5): 7 players → one table of 5 and two byes
    s = started(config(table_size=5, rounds=3), players=7)
    byes: list[str] = []
    for round_no in (1, 2, 3):
        seated = _seated(s.run(SeatRound(round_no * 100)))
        assert [len(t.entrants) for t in seated.tables] == [5]
        assert len(seated.byes) == 2
        byes += seated.byes
        record_round(s, round_no * 100 + 50)
    assert len(set(byes)) == 6  # nobody sits out twice while others have not sat out


def test_a_time_limit_sets_the_deadline() -> None:
    s = started(config(time_limit_seconds=900), players=8)
    assert _seated(s.run(SeatRound(5_000))).deadline == 5_000 + 900_000


def test_fixed_tables_are_kept() -> None:
    s = created(config(rounds=2), [bot(0, fixed_table=2), *(bot(i) for i in range(1, 9))])
    s.run(Start(10))
    for round_no in (1, 2):
        seated = _seated(s.run(SeatRound(round_no * 100)))
        assert "e0" in seated.tables[1].entrants
        assert "e0" not in seated.byes
        record_round(s, round_no * 100 + 1)


def test_seating_needs_a_started_tournament_and_enough_players() -> None:
    s = created(entrants=[bot(i) for i in range(4)])
    s.refused(SeatRound(5), "not_started")
    s.refused(RecordTableResult(1, result_for(SeatedTable(1, "x", ())), 5), "not_started")
    s.refused(AdjustScore(Adjustment("e1", "penalty", 1, "late"), 5), "not_started")
    s.run(Start(6))
    s.run(Withdraw("e1", "ill", "o", 7))
    s.run(Withdraw("e2", "ill", "o", 7))
    s.refused(SeatRound(8), "too_few_players")


# -- duplicate ------------------------------------------------------------------------------------


def test_a_duplicate_event_seats_full_tables_and_byes() -> None:
    s = started(config("duplicate"), players=9)
    byes: list[str] = []
    for round_no in (1, 2):
        seated = _seated(s.run(SeatRound(round_no * 1_000)))
        assert [len(t.entrants) for t in seated.tables] == [4, 4]
        assert len(seated.byes) == 1
        assert seated.deadline is None
        byes += seated.byes
        # every table of the round is dealt the same boards
        seeds = {deals.table_seed("duplicate", SEED, round_no, t.table_no) for t in seated.tables}
        assert len(seeds) == 1
        last = record_round(s, round_no * 1_000 + 10)
    assert len(set(byes)) == 2
    assert last[-1] == TournamentFinished(SEED.hex(), 2_010)


def test_a_duplicate_round_needs_two_tables() -> None:
    s = started(config("duplicate"), players=8)
    s.run(Withdraw("e0", "ill", "o", 4_000))
    s.refused(SeatRound(5_000), "too_few_players")


# -- results -------------------------------------------------------------------------------------


def test_a_result_is_recorded_once() -> None:
    s = started(players=8)
    seated = _seated(s.run(SeatRound(100)))
    first, second = seated.tables
    assert s.run(RecordTableResult(1, result_for(first), 200)) == [TableResultRecorded(1, result_for(first), 200)]
    assert s.run(RecordTableResult(1, result_for(first), 201)) == []
    assert s.run(RecordTableResult(1, result_for(first, winner=1), 202)) == []  # the first delivery stands
    events = s.run(RecordTableResult(1, result_for(second), 300))
    assert [type(e) for e in events] == [TableResultRecorded, RoundClosed]
    assert s.run(RecordTableResult(1, result_for(second), 301)) == []
    assert s.state.rounds[0].results == (result_for(first), result_for(second))


def test_results_must_fit_the_seated_table() -> None:
    s = started(players=8)
    seated = _seated(s.run(SeatRound(100)))
    table = seated.tables[0]
    good = result_for(table)
    s.refused(RecordTableResult(2, good, 1), "unknown_table")
    s.refused(RecordTableResult(1, replace(good, table_no=3), 1), "unknown_table")
    for bad in (
        replace(good, table_id=seated.tables[1].table_id),
        replace(good, entrants=tuple(reversed(good.entrants))),
        replace(good, entrants=seated.tables[1].entrants),
        replace(good, points=good.points * 2, winners=good.winners * 2),  # more boards than played
        replace(good, winners=(0,)),
        replace(good, points=((0, 1, 2),) * 2),
        replace(good, points=((0, 1, 2, 10**6),) * 2),
        replace(good, winners=(0, 4)),
        replace(good, forfeited=(1, 1)),
        replace(good, forfeited=(7,)),
    ):
        s.refused(RecordTableResult(1, bad, 1), "result_mismatch")
    s.refused(RecordTableResult(1, replace(good, match_version=-1), 1), "match_version")
    # a table ended early by the time limit plays fewer boards
    assert s.run(RecordTableResult(1, replace(good, points=good.points[:1], winners=(0,)), 1))


def test_the_correction_window_edges() -> None:
    s = started(config(correction_window_seconds=WINDOW), players=8)
    seated = _seated(s.run(SeatRound(100)))
    table = seated.tables[0]
    s.refused(CorrectResult(1, result_for(table, winner=2), "misread", "o", 150), "round_not_closed")
    record_round(s, 1_000)
    end = 1_000 + WINDOW * 1000
    fixed = result_for(table, winner=2)
    s.refused(CorrectResult(1, fixed, "  ", "o", 2_000), "reason")
    s.refused(CorrectResult(1, replace(fixed, table_no=9), "misread", "o", 2_000), "unknown_table")
    s.refused(CorrectResult(3, fixed, "misread", "o", 2_000), "unknown_table")
    s.refused(CorrectResult(1, replace(fixed, entrants=fixed.entrants[::-1]), "misread", "o", 2_000), "result_mismatch")
    inside = s.run(CorrectResult(1, fixed, " misread sheet ", "director-1", 2_000))
    assert inside == [ResultCorrected(1, fixed, "misread sheet", "director-1", 2_000, result_for(table))]
    assert s.state.rounds[0].results[0] == fixed
    again = result_for(table, winner=3)
    assert s.run(CorrectResult(1, again, "second look", "director-1", end)) == [
        ResultCorrected(1, again, "second look", "director-1", end, fixed)
    ]
    err = s.refused(CorrectResult(1, fixed, "too late", "director-1", end + 1), "correction_window_closed")
    assert "1800 s" in err.message
    assert s.state.rounds[0].results[0] == again


def test_a_zero_window_allows_corrections_only_at_the_closing_instant() -> None:
    s = started(config(correction_window_seconds=0), players=8)
    table = _seated(s.run(SeatRound(100))).tables[0]
    record_round(s, 1_000)
    assert s.run(CorrectResult(1, result_for(table, winner=1), "same instant", "o", 1_000))
    s.refused(CorrectResult(1, result_for(table, winner=1), "later", "o", 1_001), "correction_window_closed")


# -- withdrawals ---------------------------------------------------------------------------------


def test_a_withdrawal_mid_round_seats_a_substitute() -> None:
    s = started(config(bot_substitute="heuristic"), players=8)
    seated = _seated(s.run(SeatRound(100)))
    first, second = seated.tables
    leaver = first.entrants[2]
    s.refused(Withdraw(leaver, "", "o", 150), "reason")
    s.refused(Withdraw(leaver, "r" * 501, "o", 150), "reason")
    s.refused(Withdraw("nobody", "ill", "o", 150), "unknown_entrant")
    events = s.run(Withdraw(leaver, " feels ill ", "director-1", 200))
    assert events == [
        EntrantWithdrawn(leaver, "feels ill", "director-1", 200),
        SubstituteSeated(1, first.table_no, 2, leaver, "heuristic", 200),
    ]
    s.refused(Withdraw(leaver, "again", "o", 201), "already_withdrawn")
    rnd = s.state.rounds[0]
    assert [(x.table_no, x.seat, x.entrant_id, x.bot) for x in rnd.substitutes] == [(1, 2, leaver, "heuristic")]
    # the table's result still names the seated entrants
    s.run(RecordTableResult(1, result_for(first), 300))
    # a withdrawal after its table was recorded needs no substitute
    done = second.entrants[0]
    s.run(RecordTableResult(1, result_for(second), 301))
    assert s.run(Withdraw(done, "leaves early", "o", 400)) == [EntrantWithdrawn(done, "leaves early", "o", 400)]
    # the next round seats neither
    nxt = _seated(s.run(SeatRound(500)))
    seated_now = {e for t in nxt.tables for e in t.entrants} | set(nxt.byes)
    assert leaver not in seated_now
    assert done not in seated_now
    assert len(seated_now) == 6


def test_a_withdrawal_while_registering_or_on_a_bye_seats_nobody() -> None:
    s = created(entrants=[bot(i) for i in range(8)])
    assert [type(e) for e in s.run(Withdraw("e3", "cannot come", "o", 10))] == [EntrantWithdrawn]
    s2 = started(config(table_size=5), players=7)
    seated = _seated(s2.run(SeatRound(100)))
    assert [type(e) for e in s2.run(Withdraw(seated.byes[0], "gone", "o", 110))] == [EntrantWithdrawn]


# -- director ----------------------------------------------------------------------------------


def test_adjustments_and_their_refusals() -> None:
    s = started(players=8)
    s.run(SeatRound(100))
    adj = Adjustment(" e1 ", "penalty", 5, "  slow play ", 1, "director-1")
    (event,) = s.run(AdjustScore(adj, 200))
    assert event == ScoreAdjusted(Adjustment("e1", "penalty", 5.0, "slow play", 1, "director-1"), 200)
    assert s.state.adjustments == (event.adjustment,)
    s.refused(AdjustScore(replace(adj, entrant_id="zz"), 1), "unknown_entrant")
    s.refused(AdjustScore(replace(adj, reason=" "), 1), "reason")
    s.refused(AdjustScore(replace(adj, kind="bonus"), 1), "score")
    s.refused(AdjustScore(replace(adj, score=1000.5), 1), "score")
    s.refused(AdjustScore(replace(adj, score=-1001), 1), "score")
    s.refused(AdjustScore(replace(adj, score=math.nan), 1), "score")
    s.refused(AdjustScore(replace(adj, score=math.inf), 1), "score")
    s.refused(AdjustScore(replace(adj, round_no=2), 1), "round_no")
    s.refused(AdjustScore(replace(adj, by="no spaces allowed"), 1), "by")
    assert s.run(AdjustScore(replace(adj, score=-1000, kind="adjustment", round_no=0), 300))


def test_after_the_end_directors_act_only_within_the_last_window() -> None:
    s = started(config(rounds=1, correction_window_seconds=60), players=8)
    table = _seated(s.run(SeatRound(100))).tables[0]
    record_round(s, 1_000)
    assert s.state.status == FINISHED
    adj = Adjustment("e1", "adjustment", 1, "scoring slip")
    assert s.run(AdjustScore(adj, 61_000))
    assert s.run(LodgeProtest("pr-1", 1, table.table_no, None, "wrong count", "d", 61_000, director=True))
    s.refused(AdjustScore(adj, 61_001), "correction_window_closed")
    s.refused(
        LodgeProtest("pr-2", 1, table.table_no, None, "late", "d", 61_001, director=True), "correction_window_closed"
    )
    # an open protest can still be decided
    assert s.run(DecideProtest("pr-1", "rejected", "count was right", "director-1", 99_000))


def test_protests() -> None:
    s = started(players=8)
    table = _seated(s.run(SeatRound(100))).tables[1]
    (lodged,) = s.run(
        LodgeProtest(" pr-1 ", 1, table.table_no, 17, "  wrong Mau call \n at board 2 ", "d", 200, director=True)
    )
    assert isinstance(lodged, ProtestLodged)
    assert (lodged.protest_id, lodged.text, lodged.table_version) == ("pr-1", "wrong Mau call \n at board 2", 17)
    s.refused(LodgeProtest("pr-1", 1, 1, None, "again", "d", 201, director=True), "protest_exists")
    s.refused(LodgeProtest("pr-2", 2, 1, None, "no such round", "d", 201, director=True), "unknown_table")
    s.refused(LodgeProtest("pr-2", 1, 3, None, "no such table", "d", 201, director=True), "unknown_table")
    s.refused(LodgeProtest("pr-2", 1, 1, None, " ", "d", 201, director=True), "text")
    s.refused(LodgeProtest("pr-2", 1, 1, None, "t" * 2001, "d", 201, director=True), "text")
    s.refused(LodgeProtest("pr 2", 1, 1, None, "bad id", "d", 201, director=True), "protest_id")
    s.refused(LodgeProtest("pr-2", 1, 1, -1, "bad version", "d", 201, director=True), "table_version")
    s.refused(DecideProtest("pr-9", "upheld", "ok", "d", 300), "unknown_protest")
    s.refused(DecideProtest("pr-1", "maybe", "ok", "d", 300), "decision")
    s.refused(DecideProtest("pr-1", "upheld", "", "d", 300), "reason")
    s.run(DecideProtest("pr-1", "upheld", "replayed the table", "director-1", 300))
    protest = s.state.protest("pr-1")
    assert protest is not None
    assert (protest.decision, protest.decided_by, protest.decided_at) == (
        "upheld",
        "director-1",
        300,
    )
    s.refused(DecideProtest("pr-1", "rejected", "changed my mind", "director-1", 301), "protest_decided")


@pytest.mark.parametrize("hidden", ["\u202e", "\u2066", "\u200d", "\u200b", "\x00", "\x1b", "\u2028"])
def test_names_and_texts_people_see_hide_nothing(hidden: str) -> None:
    """Tournament names, protest texts and reasons refuse control, format (bidi, zero-width) and
    invisible characters (domain.names); a protest's text and a reason keep line breaks and tabs,
    a name does not.  The protests are the director's (the entrants here are bots: no identity of
    theirs may protest)."""
    fresh = Stream()
    fresh.refused(CreateTournament(TID, config(name=f"Spring{hidden}Cup"), "organiser-1", SEED, 1_000), "name")
    fresh.refused(CreateTournament(TID, config(name="Spring Cup\n"), "organiser-1", SEED, 1_000), "name")
    s = started(players=8)
    table = _seated(s.run(SeatRound(100))).tables[0]
    s.refused(LodgeProtest("pr-1", 1, table.table_no, None, f"wrong{hidden} count", "e3", 200, director=True), "text")
    s.refused(LodgeProtest("pr-1", 1, table.table_no, None, f"wrong count{hidden}", "e3", 200, director=True), "text")
    (lodged,) = s.run(
        LodgeProtest("pr-1", 1, table.table_no, None, "wrong count:\r\n\tboard 2", "e3", 200, director=True)
    )
    assert isinstance(lodged, ProtestLodged)
    assert lodged.text == "wrong count:\r\n\tboard 2"
    s.refused(DecideProtest("pr-1", "upheld", f"replayed{hidden}", "director-1", 300), "reason")


# -- the seed, the fold --------------------------------------------------------------------------


def _whole_series() -> Stream:
    s = started(config(rounds=2), players=9)
    s.run(SeatRound(100))
    s.run(Withdraw(s.state.rounds[0].tables[0].entrants[0], "ill", "o", 150))
    record_round(s, 1_000)
    s.run(AdjustScore(Adjustment("e2", "penalty", 2, "late"), 1_100))
    table = s.state.rounds[0].tables[1]
    s.run(LodgeProtest("pr-1", 1, table.table_no, 3, "miscount", "d", 1_200, director=True))
    s.run(CorrectResult(1, result_for(table, winner=1), "miscount", "d", 1_300))
    s.run(DecideProtest("pr-1", "upheld", "corrected", "d", 1_300))
    s.run(SeatRound(2_000))
    record_round(s, 3_000)
    return s


def test_the_seed_stays_secret_until_the_end() -> None:
    s = _whole_series()
    created_event, finished = s.events[0], s.events[-1]
    assert isinstance(created_event, TournamentCreated)
    assert isinstance(finished, TournamentFinished)
    for viewer in (None, 0, 1, 4):
        public = TOURNAMENT.redact(created_event, viewer)
        assert public["type"] == "TournamentCreated"
        assert public["seed"] is None
        assert public["commitment"] == commitment(SEED)
        assert SEED.hex() not in json.dumps(public)
        assert TOURNAMENT.redact(finished, viewer) == {"type": "TournamentFinished", "seed": SEED.hex(), "at": 3_000}
    # no event before the end says the seed, on any path
    for event in s.events[:-1]:
        assert SEED.hex() not in json.dumps(TOURNAMENT.redact(event, None))
    # the stored form keeps it (the store is not an outward path)
    assert TOURNAMENT.encode_event(created_event)[1]["seed"] == SEED.hex()


def test_the_fold_of_the_whole_stream_equals_the_incremental_state() -> None:
    s = _whole_series()
    assert s.state.status == FINISHED
    assert TOURNAMENT.fold(s.events, None) == s.state
    assert fold(s.events) == s.state
    half = len(s.events) // 2
    assert fold(s.events[half:], fold(s.events[:half])) == s.state
    assert TOURNAMENT.version(s.state) == len(s.events)
    assert not any(TOURNAMENT.is_final(e) for e in s.events[:-1])


def test_commands_travel_and_return() -> None:
    table = SeatedTable(1, deals.table_id(TID, 1, 1), ("e1", "e2", "e3"))
    commands: list[TournamentCommand] = [
        CreateTournament(TID, config(), "o", SEED, 5),
        Register(bot(1, fixed_table=2), "o", 5),
        Register(person(1), "acc-1", 5),
        Register(person(2), "acc-2", 5, " code ", director=True),
        ApproveEntrant("p2", "o", 5),
        Withdraw("e1", "ill", "o", 5),
        Start(5),
        SeatRound(5),
        RecordTableResult(1, result_for(table), 5),
        CorrectResult(1, result_for(table, winner=1), "r", "d", 5),
        AdjustScore(Adjustment("e1", "penalty", 2.5, "late", 1, "d"), 5),
        LodgeProtest("pr-1", 1, 1, None, "text", "e1", 5),
        LodgeProtest("pr-2", 1, 1, None, "text", "o", 5, director=True),
        DecideProtest("pr-1", "upheld", "ok", "d", 5),
        CheckIn("e2", "acc-1", 5),
        CheckIn("e3", "o", 5, director=True),
        EndEarly("the hall closes", "o", 5),
        EnterResult(1, result_for(table), "e2", "acc-1", 5),
        EnterResult(1, result_for(table), None, "o", 5),
        ConfirmResult(1, 1, "e3", "acc-2", 5),
    ]
    for command in commands:
        wire = TOURNAMENT.encode_command(command)
        assert "at" not in wire
        assert TOURNAMENT.decode_command(json.loads(json.dumps(wire)), None, 5) == command
    assert {type(c) for c in commands} == set(typing.get_args(TournamentCommand))


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"type": "dance"}, "type"),
        ({"type": "withdraw", "entrant_id": 3, "reason": "x"}, "entrant_id"),
        ({"type": "withdraw", "entrant_id": "e1"}, "reason"),
        ({"type": "record_result", "round_no": "1", "result": {}}, "round_no"),
        ({"type": "record_result", "round_no": 1, "result": []}, "result"),
        ({"type": "record_result", "round_no": 1, "result": {"table_no": 1}}, "table_id"),
        (
            {"type": "adjust", "adjustment": {"entrant_id": "e1", "kind": "penalty", "score": "2", "reason": "x"}},
            "score",
        ),
        ({"type": "create", "tournament_id": TID, "organiser_id": "o", "seed": "zz", "config": {}}, "name"),
        (
            {"type": "create", "tournament_id": TID, "organiser_id": "o", "seed": "zz", "config": {"colour": 1}},
            "colour",
        ),
        (
            {"type": "lodge_protest", "protest_id": "p", "round_no": 1, "table_no": 1, "table_version": "v"},
            "table_version",
        ),
    ],
)
def test_bad_wire_commands_name_the_field(payload: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=rf"^{field}:"):
        TOURNAMENT.decode_command(payload, None, 1)


# -- the state as the standings see it --------------------------------------------------------------


def test_round_records_and_standings_of_a_state() -> None:
    s = started(config(rounds=2), players=9)
    assert standings_of(TournamentState()) == ()
    s.run(SeatRound(100))
    first = s.state.rounds[0].tables[0]
    s.run(Withdraw(first.entrants[1], "ill", "o", 150))
    (record,) = round_records(s.state)
    assert (record.round_no, record.tables, record.byes) == (1, s.state.rounds[0].tables, ())
    assert record.results == (None, None)
    assert record.substitutes == frozenset({(first.table_no, 1)})
    record_round(s, 1_000)
    before = standings_of(s.state)
    assert sorted(row.entrant_id for row in before) == sorted(f"e{i}" for i in range(9))
    assert [row.rank for row in before] == list(range(1, 10))
    # a correction inside the window changes the standings
    winner = first.entrants[0]
    s.run(CorrectResult(1, result_for(first, winner=3), "misread", "d", 1_500))
    after = {row.entrant_id: row for row in standings_of(s.state)}
    assert after != {row.entrant_id: row for row in before}
    assert after[winner].wins < {row.entrant_id: row for row in before}[winner].wins
