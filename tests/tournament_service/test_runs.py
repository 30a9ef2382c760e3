"""Whole tournaments of bots through the service and the runtime's reactions (both backends): the
tables are opened, seated, started, recorded and (duplicate) revealed without a client; every
table's result is recorded exactly once; a withdrawal mid-round seats a substitute; corrections
inside the window change the standings, after it they are refused."""

from __future__ import annotations

import uuid
from functools import partial
from typing import Any

import pytest

from domain.maumau.events import DealsRevealed, MatchFinished, MatchStarted, RoundStarted, RoundWon
from domain.tournament.events import SubstituteSeated
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import InvalidInput
from tests.service_fixtures import FakeClock
from tests.tournament_service.helpers import Director, account, recorded, running, wait_for


def _table_events(services: Services, table_id: str) -> list[Any]:
    return [r.event for r in services.games.load(uuid.UUID(table_id))]


def _revealed(services: Services, table_id: str) -> bool:
    return any(isinstance(e, DealsRevealed) for e in _table_events(services, table_id))


def _check_every_table_recorded_once(services: Services, tid: uuid.UUID) -> None:
    state = services.tournaments.state(tid)
    tables = [(r.round_no, t.table_no) for r in state.rounds for t in r.tables]
    results = [(r.event.round_no, r.event.result.table_no) for r in recorded(services, tid)]
    assert sorted(results) == sorted(tables)
    refs = services.tournaments.tables_of(tid)
    assert [(ref.round_no, ref.table_no) for ref in refs] == sorted(tables)
    for seated in state.rounds:
        for table, result in zip(seated.tables, seated.results, strict=True):
            assert result is not None
            assert result.entrants == table.entrants
            assert state.config is not None
            assert len(result.points) == len(result.winners) == state.config.boards
            finished = _table_events(services, table.table_id)
            won = [e for e in finished if isinstance(e, RoundWon)]
            assert [w.seat for w in won] == list(result.winners)
            ended = next(i for i, e in enumerate(finished, start=1) if isinstance(e, MatchFinished))
            assert result.match_version == ended


def test_a_series_of_bots_runs_to_the_end(services: Services, org: Director) -> None:
    tid = org.create(rounds=3, boards=2, table_size=4)
    org.bots(tid, 7)  # 4 + 3 each round
    with running(services):
        final = services.tournaments.run_to_end(org.identity, tid, timeout=120)
    assert final.status == "finished"
    assert [len(r.tables) for r in final.rounds] == [2, 2, 2]
    assert all(sorted(len(t.entrants) for t in r.tables) == [3, 4] for r in final.rounds)
    _check_every_table_recorded_once(services, tid)
    report = services.tournaments.verify(tid)
    assert report["ok"], report["problems"]
    assert services.tournaments.summary(tid)["seed"] == final.seed
    standings = services.tournaments.standings(tid)
    assert sorted(row.rank for row in standings) == list(range(1, 8))
    with pytest.raises(InvalidInput) as refused:
        services.tournaments.seat_round(org.identity, tid)
    assert refused.value.rule == "tournament_finished"
    assert services.tournaments.state(tid).version == final.version


def test_a_duplicate_of_bots_deals_every_table_the_same_boards_sealed_then_revealed(
    services: Services, org: Director
) -> None:
    tid = org.create(format="duplicate", rounds=2, boards=2, table_size=3)
    org.bots(tid, 7)  # two tables of 3, one bye each round
    with running(services):
        final = services.tournaments.run_to_end(org.identity, tid, timeout=120)
        for seated in final.rounds:  # the reveal follows the round's close (the reaction)
            for table in seated.tables:
                wait_for(partial(_revealed, services, table.table_id), what="the deals revealed")
    assert final.status == "finished"
    assert [len(r.byes) for r in final.rounds] == [1, 1]
    _check_every_table_recorded_once(services, tid)
    for seated in final.rounds:
        boards = []
        for table in seated.tables:
            events = _table_events(services, table.table_id)
            started = next(e for e in events if isinstance(e, MatchStarted))
            assert started.sealed
            assert all(e.hands == () and e.seed == "" for e in events if isinstance(e, RoundWon))
            boards.append([(e.commitment, e.deck) for e in events if isinstance(e, RoundStarted)])
            info = services.tables.table(uuid.UUID(table.table_id))
            assert (info.settings.sealed, info.settings.spectators) == (True, False)
        assert boards[0] == boards[1]  # the same committed deal at every table, board by board
    report = services.tournaments.verify(tid)
    assert report["ok"], report["problems"]


def test_a_withdrawal_mid_round_seats_a_substitute_and_the_table_finishes(services: Services, org: Director) -> None:
    tid = org.create(rounds=1, boards=1, table_size=4)
    alice = account(services, "alice")
    services.tournaments.register(alice, tid)
    org.bots(tid, 3)
    with running(services):
        services.tournaments.start(org.identity, tid)
        seated = services.tournaments.seat_round(org.identity, tid).state.rounds[0]
        table_id = uuid.UUID(seated.tables[0].table_id)
        wait_for(lambda: services.games.state(table_id).version > 0, what="the table to start")
        seat = seated.tables[0].entrants.index("e1")
        assert services.tables.seats(table_id)[seat].player_id == alice.player_id
        services.tournaments.withdraw(org.identity, tid, "e1", {"reason": "fell ill"})
        final = wait_for(
            lambda: (s := services.tournaments.state(tid)).status == "finished" and s, what="the tournament to finish"
        )
    substitutes = [r.event for r in services.tournaments.games.load(tid) if isinstance(r.event, SubstituteSeated)]
    assert [(s.entrant_id, s.seat) for s in substitutes] == [("e1", seat)]
    assert services.tables.seats(table_id)[seat].kind == "bot"
    assert final.rounds[0].results[0] is not None
    assert next(r for r in services.tournaments.standings(tid) if r.entrant_id == "e1").withdrawn


def test_a_correction_inside_the_window_changes_the_standings_after_it_is_refused(
    services: Services, org: Director, clock: FakeClock
) -> None:
    tid = org.create(rounds=1, boards=2, table_size=4, correction_window_seconds=60, scoring="wins")
    org.bots(tid, 4)
    with running(services):
        final = services.tournaments.run_to_end(org.identity, tid, timeout=120)
    result = final.rounds[0].results[0]
    assert result is not None
    before = {r.entrant_id: r.wins for r in services.tournaments.standings(tid)}
    loser = next(seat for seat in range(4) if seat not in result.winners)
    body = {
        "round_no": 1,
        "table_no": 1,
        "points": [[0 if s == loser else 10 for s in range(4)]] * 2,  # MM-001 scores penalty points
        "winners": [loser, loser],
        "reason": "the scorer swapped two lines",
    }
    clock.advance(59_000)
    services.tournaments.correct_result(org.identity, tid, body)
    after = {r.entrant_id: r.wins for r in services.tournaments.standings(tid)}
    assert after != before
    assert after[result.entrants[loser]] == 2
    clock.advance(2_000)
    version = services.tournaments.state(tid).version
    with pytest.raises(InvalidInput) as refused:
        services.tournaments.correct_result(org.identity, tid, {**body, "winners": [0, 0]})
    assert refused.value.rule == "correction_window_closed"
    assert services.tournaments.state(tid).version == version
