"""A series round with a time limit (both backends): after the deadline a table between boards
ends its match at once (the deadline timer), and a table playing a board finishes that board
and then ends (its ``RoundWon`` after the deadline); both results record the boards played.

The bots are stepped by hand and the reactions run by hand, so the order of events is fixed:
no thread deals a board while the test looks."""

from __future__ import annotations

import uuid

from domain.maumau.events import MatchFinished
from domain.outcome import Termination
from infrastructure.services.bootstrap import Services
from infrastructure.services.bot_runner import BotRunner
from infrastructure.services.reactions import ReactionRunner
from infrastructure.services.scheduler import Scheduler
from infrastructure.services.tournament_reactions import tournament_reactions
from tests.service_fixtures import FakeClock
from tests.tournament_service.helpers import Director


def _play_board(bots: BotRunner, services: Services, table_id: uuid.UUID) -> None:
    """Let the bots play until the board being played is won (no next board is dealt)."""
    for _ in range(10_000):
        if services.games.state(table_id).phase != "playing":
            return
        assert bots.step(table_id), "the bots are stuck"
    raise AssertionError("the board did not end")


def _termination(services: Services, table_id: uuid.UUID) -> Termination | None:
    ends = [r.event for r in services.games.load(table_id) if isinstance(r.event, MatchFinished)]
    assert len(ends) <= 1
    return ends[0].termination if ends else None


def test_the_time_limit_ends_a_table_between_boards_or_after_its_board(
    services: Services, org: Director, clock: FakeClock
) -> None:
    tid = org.create(rounds=1, boards=5, table_size=4, time_limit_seconds=60)
    org.bots(tid, 8)
    services.tournaments.start(org.identity, tid)
    seated = services.tournaments.seat_round(org.identity, tid).state.rounds[0]
    assert seated.deadline == clock.now + 60_000
    first, second = (uuid.UUID(t.table_id) for t in seated.tables)
    runner = ReactionRunner(services.games, services.engine, tournament_reactions(services.tournaments))
    runner.install()
    runner.run_until_idle()  # both tables opened and started (board 1 dealt)
    bots = BotRunner(services.games, services.tables, services.engine, Scheduler(clock))
    _play_board(bots, services, first)  # board 1 won: between boards
    _play_board(bots, services, second)
    assert bots.step(second)  # a table of bots deals board 2 itself
    assert services.games.state(second).phase == "playing"
    runner.run_until_idle()
    assert _termination(services, first) is None, "before the deadline nothing ends"

    clock.advance(60_001)
    runner.run_until_idle()  # the deadline timers: the first table ends, the second plays on
    runner.run_until_idle()  # ... and its result is recorded
    assert _termination(services, first) == Termination.ENDED_BY_HOST
    assert _termination(services, second) is None
    _play_board(bots, services, second)  # board 2 won after the deadline
    runner.run_until_idle()
    runner.run_until_idle()
    assert _termination(services, second) == Termination.ENDED_BY_HOST
    state = services.tournaments.state(tid)
    assert state.status == "finished"
    assert [len(r.points) for r in state.rounds[0].results if r is not None] == [1, 2]
