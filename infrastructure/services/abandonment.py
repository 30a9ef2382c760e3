"""Abandonment: a seat forfeited on timeouts is taken over by the table's substitute bot.

The domain decides what a forfeit means (:mod:`domain.maumau.timeouts`: the seat can no longer win; the
match ends at once when one seat is left in contention).  When the match goes on, somebody must
still make the forfeited seat's moves, or every one of its turns would wait for the clock: the
table's ``substitute_bot`` takes the seat over (:meth:`TableService.substitute`), as it does for a
person who left a table whose ``on_leave`` is ``bot`` (``TableService._seat_left_mid_match``).

The person sitting there is unseated (the seat token is revoked); the seat stays its owner's, who
may take it back (the substitute then leaves it) and play on — still forfeited.

This must happen even if the process that wrote the forfeit dies, so it is a durable reaction
(:mod:`infrastructure.services.reactions`): ``SeatForfeited(reason="timeouts")`` becomes an
:class:`~infrastructure.services.reactions.Issue`, run before the reaction's position moves past
the event.  Running it twice is harmless: a seat a bot already holds is left alone.  A forfeit
because the player left is handled where the leaving happens (the lobby's hook), not here.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from domain.maumau.events import SeatForfeited
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import NotFound
from infrastructure.services.games import GameService
from infrastructure.services.reactions import Effect, Issue, reaction_key
from infrastructure.services.tables import TableService

__all__ = ["Substitutes"]

log = logging.getLogger(__name__)


class Substitutes:
    """The durable reaction that seats the substitute bot in a seat forfeited on timeouts."""

    name = "substitutes"
    topics = (SeatForfeited.TOPIC,)

    def __init__(self, tables: TableService) -> None:
        """Seat substitutes through ``tables`` (the lobby)."""
        self.tables = tables
        self.seated = 0
        """How many substitutes this process seated (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A seat forfeited on timeouts: seat its substitute now."""
        event = note.event
        if type(event) is SeatForfeited and event.reason == "timeouts":
            return [Issue(note.stream_id, reaction_key(self.name, note), {"seat": event.seat})]
        return []

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Seat the table's substitute bot (nothing when the match is over or a bot sits there)."""
        seat = int(payload["seat"])
        try:
            seated = self.tables.substitute(stream_id, seat)
        except NotFound:
            return False  # a stream without a table: nobody to seat
        if seated is None:
            return False
        log.info("table %s: seat %d forfeited on timeouts, %s substitutes", stream_id, seat, seated.bot)
        self.seated += 1
        return True
