"""The bots' seat cache never keeps a read older than the sweep that followed a seat change.

A tournament table is seated and started by a reaction within milliseconds: a bot worker that
read the seats just before the last one was taken, and cached that read after the seat's sweep,
would not know the last bot when the match starts, and no later batch would make it look again
(the table would stall).  Here the interleaving is forced: the seats are read, then the last bot
sits down and the sweep runs, then the stale read would be cached."""

from __future__ import annotations

import uuid

from infrastructure.services.bootstrap import Services
from infrastructure.services.bot_runner import BotRunner
from infrastructure.services.scheduler import Scheduler
from infrastructure.services.tables import SeatInfo, TableService
from tests.service_fixtures import FakeClock


class _SeatedMeanwhile:
    """The lobby, but the first read of the seats is overtaken by the last bot sitting down and
    the sweep that follows (what another thread does in the service)."""

    def __init__(self, tables: TableService, host: str) -> None:
        self.tables = tables
        self.host = host
        self.runner: BotRunner | None = None
        self.reads = 0

    def seats(self, table_id: uuid.UUID) -> list[SeatInfo | None]:
        stale = self.tables.seats(table_id)
        self.reads += 1
        if self.reads == 1:
            self.tables.add_bot(table_id, 3, "random", self.host)
            assert self.runner is not None
            self.runner.sweep()
        return stale


def test_a_read_overtaken_by_a_sweep_is_not_cached(services: Services, clock: FakeClock) -> None:
    table, host = services.tables.create_table("MM-001", 4)
    for seat in range(3):
        services.tables.add_bot(table.id, seat, "random", host)
    lobby = _SeatedMeanwhile(services.tables, host)
    runner = BotRunner(services.games, lobby, services.engine, Scheduler(clock), seat_cache_seconds=60)
    lobby.runner = runner
    runner.sweep()
    assert sorted(runner.bot_seats(table.id)) == [0, 1, 2]  # read before the last bot sat down
    assert sorted(runner.bot_seats(table.id)) == [0, 1, 2, 3]  # ... and not kept
