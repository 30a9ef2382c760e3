"""The turn clock's enforcement: a seat whose time runs out times out with no request arriving.

The rules are the domain's (:mod:`domain.maumau.timeouts`): in a match played on a clock, ``decide``
writes ``TurnClockStarted(seat, at, deadline, bank)`` whenever a seat's turn starts.  Somebody has
to send ``TimeOut(seat, deadline, at)`` once that deadline passes — even if the process that saw
the turn start dies — so this is a durable reaction (:mod:`infrastructure.services.reactions`),
built like the challenge-window clock (:mod:`infrastructure.services.window_clock`):

* :meth:`TurnClock.react` turns ``TurnClockStarted`` into a durable
  :class:`~infrastructure.services.reactions.Timer` due at its deadline (service-clock ms), keyed
  by that event's notification id, replacing the stream's earlier turn timers; a stopped clock,
  a round's end and a match's end cancel the stream's timers (an optimisation: firing checks
  anyway);
* :meth:`TurnClock.perform` fires it through :meth:`GameService.execute` with actor ``"clock"``
  and the timer's key: the decision times the seat out *only if that very clock still runs*
  (:func:`domain.maumau.timeouts.clock_runs`: same seat, same deadline) — a seat that moved meanwhile
  leaves nothing to do — and the domain makes the automatic move and, at the limit, the forfeit.
  A crash after the timeout and before the timer's row is deleted fires it again after the
  restart: the key finds the stored batch, nothing is appended twice; two processes never fire
  one row together (the reactions' claim), and two timeouts of one clock cannot both be accepted
  (the second finds the clock stopped).

Time: the timeout is stamped ``at = max(now, deadline)`` (a timer fires once the service clock
has reached its due time, so this is ``now`` unless the clock stepped back).  The table's clock
settings (:class:`~infrastructure.services.table_settings.TableSettings`: seconds) become the
domain's :class:`~domain.turn_clock.TurnClock` (milliseconds) in :func:`clock_of`, which the
lobby puts into the match set-up.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from domain.actors import Actor
from domain.maumau.commands import TimeOut
from domain.maumau.decide import decide
from domain.maumau.events import Event, MatchFinished, RoundWon, TurnClockStarted, TurnClockStopped
from domain.maumau.state import State
from domain.maumau.timeouts import clock_runs
from domain.turn_clock import TurnClock
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import InvalidInput
from infrastructure.services.games import GameService
from infrastructure.services.platform.host import run_command
from infrastructure.services.reactions import CancelTimers, Effect, Timer, reaction_key
from infrastructure.services.table_settings import TableSettings

__all__ = ["TurnClockReaction", "clock_of"]

log = logging.getLogger(__name__)


def clock_of(settings: TableSettings) -> TurnClock | None:
    """The domain's clock for a table's settings: ``None`` without ``turn_seconds`` (no clock),
    else the turn time and the bank in milliseconds and the timeouts that forfeit."""
    if settings.turn_seconds is None:
        return None
    return TurnClock(settings.turn_seconds * 1000, settings.bank_seconds * 1000, settings.max_timeouts)


class TurnClockReaction:
    """The durable reaction that times out a seat whose turn clock ran out."""

    name = "turn_clock"
    topics = (TurnClockStarted.TOPIC, TurnClockStopped.TOPIC, RoundWon.TOPIC, MatchFinished.TOPIC)

    def __init__(self) -> None:
        """No state but a counter: the timers live in the reactions' table."""
        self.timeouts = 0
        """How many timeouts this process made (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A started clock: a timer at its deadline (replacing the stream's older ones); a stopped
        clock, a round's or a match's end: cancel the stream's timers."""
        event = note.event
        if type(event) is TurnClockStarted:
            payload = {"seat": event.seat, "deadline": event.deadline}
            return [
                CancelTimers(note.stream_id),
                Timer(note.stream_id, reaction_key(self.name, note), event.deadline, payload),
            ]
        return [CancelTimers(note.stream_id)]

    def urgent(self, _stream_id: uuid.UUID, event: object, /) -> bool:
        """A started clock needs its timer now; the cancels can wait (:meth:`perform` times out
        only a clock that still runs)."""
        return type(event) is TurnClockStarted

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Time the seat out if that very clock still runs; whether events were added."""
        seat = int(payload["seat"])
        deadline = int(payload["deadline"])
        at = max(games.now(), deadline)

        def decision(state: State) -> list[Event]:
            if not clock_runs(state, seat, deadline):
                return []  # the seat moved, the round ended, another process was first
            return decide(state, TimeOut(seat, deadline, at))

        try:
            result = run_command(
                games,
                stream_id,
                decision,
                {"type": "time_out", "seat": seat, "deadline": deadline},
                key=key,
                actor=Actor.CLOCK,
                at=at,
            )
        except InvalidInput as refusal:
            log.info("turn clock: %s seat %d not timed out: %s", stream_id, seat, refusal)
            return False
        if result.events and not result.replayed:
            self.timeouts += 1
            return True
        return False
