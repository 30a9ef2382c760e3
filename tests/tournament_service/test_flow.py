"""The evening's flow in the service (both backends): a scheduled start that withdraws the
no-shows and seats round 1, the automatic advance to the next round, a director who acts first
(the schedule's step then writes nothing), and a step fired twice after a crash.

Only the schedule's reaction runs (by hand, on the test's clock); the tables are not played: each
result is recorded as the results reaction would, so the order of events is fixed."""

from __future__ import annotations

import uuid

from domain.tournament.decide import NO_SHOW
from domain.tournament.events import EntrantWithdrawn, RoundSeated, TournamentStarted
from domain.tournament.model import TableResult
from domain.tournament.state import FINISHED, REGISTERING, RUNNING
from infrastructure.services.bootstrap import Services
from infrastructure.services.reactions import ReactionRunner
from infrastructure.services.tournament_reactions import TournamentSchedule
from tests.service_fixtures import FakeClock
from tests.tournament_service.helpers import Director


def _schedule(services: Services) -> tuple[ReactionRunner, TournamentSchedule]:
    schedule = TournamentSchedule(services.tournaments)
    runner = ReactionRunner(services.games, services.engine, [schedule])
    runner.install()
    return runner, schedule


def _record_round(services: Services, tid: uuid.UUID) -> None:
    """Every table of the current round: seat 1 wins the one board, the others keep 5 points."""
    state = services.tournaments.state(tid)
    current = state.current_round
    assert current is not None
    for table in current.tables:
        points = tuple(0 if seat == 0 else 5 for seat in range(len(table.entrants)))
        result = TableResult(table.table_no, table.table_id, table.entrants, (points,), (0,), (), 1)
        services.tournaments.record_result(tid, current.round_no, result, key=f"test-{table.table_id}")


def test_the_scheduled_start_withdraws_no_shows_and_each_round_follows_by_itself(
    services: Services, org: Director, clock: FakeClock
) -> None:
    start = clock.now + 60_000
    tid = org.create(rounds=3, check_in=True, check_in_deadline=start - 1_000, starts_at=start, auto_advance_seconds=30)
    org.bots(tid, 5)
    entrants = [e.entrant_id for e in services.tournaments.state(tid).entrants]
    for entrant in entrants[:4]:
        services.tournaments.check_in(org.identity, tid, entrant)
    runner, schedule = _schedule(services)
    runner.run_until_idle()
    assert services.tournaments.state(tid).status == REGISTERING, "nothing before starts_at"

    clock.advance(60_001)
    runner.run_until_idle()
    state = services.tournaments.state(tid)
    assert state.status == RUNNING
    assert state.withdrawn == {entrants[4]}
    assert len(state.rounds) == 1
    kinds = [type(r.event) for r in services.tournaments.games.load(tid)][-3:]
    assert kinds == [EntrantWithdrawn, TournamentStarted, RoundSeated]
    withdrawn = [r.event for r in services.tournaments.games.load(tid) if isinstance(r.event, EntrantWithdrawn)]
    assert withdrawn[0].reason == NO_SHOW

    _record_round(services, tid)
    runner.run_until_idle()
    clock.advance(29_000)
    runner.run_until_idle()
    assert len(services.tournaments.state(tid).rounds) == 1, "the pause is not over"
    clock.advance(1_001)
    runner.run_until_idle()
    assert len(services.tournaments.state(tid).rounds) == 2

    # round 2: the director seats round 3 before the pause is over; the step then writes nothing
    _record_round(services, tid)
    runner.run_until_idle()
    services.tournaments.seat_round(org.identity, tid)
    version = services.tournaments.state(tid).version
    before = schedule.advanced
    clock.advance(30_001)
    runner.run_until_idle()
    assert services.tournaments.state(tid).version == version
    assert schedule.advanced == before
    _record_round(services, tid)
    assert services.tournaments.state(tid).status == FINISHED


def test_a_step_delivered_twice_seats_the_round_once(services: Services, org: Director, clock: FakeClock) -> None:
    tid = org.create(rounds=2, auto_advance_seconds=0)
    org.bots(tid, 4)
    services.tournaments.start(org.identity, tid)
    assert services.tournaments.advance(tid, 1, key="step-1")
    version = services.tournaments.state(tid).version
    assert not services.tournaments.advance(tid, 1, key="step-1")  # the same step again
    assert not services.tournaments.advance(tid, 1, key="another")  # round 1 is seated already
    assert services.tournaments.state(tid).version == version


def test_a_scheduled_start_with_too_few_present_leaves_it_to_the_director(
    services: Services, org: Director, clock: FakeClock
) -> None:
    tid = org.create(rounds=1, check_in=True, starts_at=clock.now + 1_000, min_players=4)
    org.bots(tid, 5)
    first = services.tournaments.state(tid).entrants[0].entrant_id
    services.tournaments.check_in(org.identity, tid, first)
    runner, _schedule_reaction = _schedule(services)
    clock.advance(1_001)
    runner.run_until_idle()
    state = services.tournaments.state(tid)
    assert state.status == REGISTERING  # refused (too_few_players), nothing written
    assert not state.withdrawn
