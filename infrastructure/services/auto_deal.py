"""Automatic dealing: the next round is dealt ``auto_deal_seconds`` after a round ends.

A table's ``auto_deal_seconds`` setting (:class:`~infrastructure.services.table_settings.TableSettings`;
``None``: the host deals) makes the host's "next round" happen by itself, so a table with people
and bots no longer waits for the host between rounds.  It must happen even if the process that
saw the round end dies, so it is a durable reaction (:mod:`infrastructure.services.reactions`):

* :meth:`AutoDeal.react` turns ``RoundWon`` of a table with the setting into a durable
  :class:`~infrastructure.services.reactions.Timer` due ``auto_deal_seconds`` after the round
  ended (the time the service stamped on that batch), keyed by that event's notification id; a
  match's end or a round dealt meanwhile (``RoundStarted``: the host was quicker) cancels it;
* :meth:`AutoDeal.perform` deals through :meth:`GameService.execute` exactly as the host would
  (:meth:`TableService.round_command`: the table's seed rule, a fresh random seed otherwise),
  with actor ``"clock"`` and the timer's key — *only if* the match is still between rounds after
  that very round.  A round dealt meanwhile (by the host, by a table of bots, by another process)
  leaves nothing to do; a second firing after a crash finds the stored batch by its key, so no
  round is dealt twice and no second seed is drawn into the stream.

The first round is dealt when the host starts the match, as before.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from domain.actors import Actor
from domain.maumau.decide import decide
from domain.maumau.events import Event, MatchFinished, RoundStarted, RoundWon
from domain.maumau.state import BETWEEN_ROUNDS, State
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import InvalidInput, NotFound
from infrastructure.services.games import GameService
from infrastructure.services.platform.host import run_command
from infrastructure.services.reactions import CancelTimers, Effect, Timer, reaction_key
from infrastructure.services.tables import TableService

__all__ = ["AutoDeal"]

log = logging.getLogger(__name__)


class AutoDeal:
    """The durable reaction that deals a table's next round by itself (see the module docstring)."""

    name = "auto_deal"
    topics = (RoundWon.TOPIC, RoundStarted.TOPIC, MatchFinished.TOPIC)

    def __init__(self, tables: TableService) -> None:
        """Read each table's setting from ``tables`` (its set-ups are immutable and cached)."""
        self.tables = tables
        self.dealt = 0
        """How many rounds this process dealt (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A round won at a table that deals by itself: a timer; a round dealt or the match over:
        cancel the stream's timers."""
        event = note.event
        if type(event) is not RoundWon:
            return [CancelTimers(note.stream_id)]
        try:
            table = self.tables.table(note.stream_id)
        except NotFound:
            return []  # a stream without a table (tests, tools): nobody to deal for
        seconds = table.settings.auto_deal_seconds
        if seconds is None:
            return []
        ended = note.metadata.get("at")
        if not isinstance(ended, int):
            ended = int(note.recorded_at.timestamp() * 1000)
        payload = {"round": event.round_no + 1}
        return [Timer(note.stream_id, reaction_key(self.name, note), ended + seconds * 1000, payload)]

    def urgent(self, stream_id: uuid.UUID, event: object, /) -> bool:
        """A round won at a table that deals by itself needs its timer now; the cancels can
        wait (:meth:`perform` deals only a match still waiting for that round).  The table's
        set-up is in the service's cache by then: the command that won the round loaded it."""
        if type(event) is not RoundWon:
            return False
        try:
            return self.tables.table(stream_id).settings.auto_deal_seconds is not None
        except NotFound:
            return False

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Deal round ``payload["round"]`` if the match still waits for it; whether it was dealt."""
        round_no = int(payload["round"])
        table = self.tables.table(stream_id)
        at = games.now()
        command = self.tables.round_command(table, round_no, at=at)

        def decision(state: State) -> list[Event]:
            if state.phase != BETWEEN_ROUNDS or state.round_no != round_no - 1:
                return []  # dealt meanwhile, or the match is over
            return decide(state, command)

        try:
            result = run_command(
                games, stream_id, decision, {"type": "auto_deal", "round": round_no}, key=key, actor=Actor.CLOCK, at=at
            )
        except InvalidInput as refusal:
            log.info("auto deal: %s round %d not dealt: %s", stream_id, round_no, refusal)
            return False
        if result.events and not result.replayed:
            self.dealt += 1
            return True
        return False
