"""The clock that closes a forgotten "Mau-Mau" challenge window at its deadline: a durable reaction.

RULES.md §6: a last card played without "Mau-Mau" (where the final call is challengeable) opens
a window; the round is final once the next player acts on it *or once a configured deadline
passes*.  ``decide`` is pure and never reads a clock, so somebody has to send
``CloseChallengeWindow(seat=None, at=...)`` once the deadline has passed — and it must happen
even if the process that saw the window open dies.  So this is a durable reaction
(:mod:`infrastructure.services.reactions`), not an in-process callback:

* :meth:`WindowClock.react` turns ``CallMissed(call="maumau", deadline=D)`` into a durable
  :class:`~infrastructure.services.reactions.Timer` due at ``D`` (service-clock ms) whose idempotency key
  is derived from that event's notification id, and a ``ChallengeWindowClosed(call="maumau")``
  into a cancellation of the stream's earlier timers (an optimisation: firing checks anyway);
* :meth:`WindowClock.perform` fires it through :meth:`GameService.execute` with actor
  ``"clock"`` and the timer's key: the decision closes the window *only if that very window is
  still open* (same seat, same deadline) — a window closed meanwhile (a challenge, the next
  player) leaves nothing to do — and a refusal is ignored.  A crash after the close and before
  the timer's row is deleted fires it again after the restart: the key finds the stored batch,
  nothing is appended twice.

There is no start-up scan any more: the timers are rows, and the reaction's tracking position
says which events have been turned into rows.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from domain.actors import Actor
from domain.maumau.commands import CloseChallengeWindow
from domain.maumau.decide import decide
from domain.maumau.events import CallMissed, ChallengeWindowClosed, Event
from domain.maumau.state import State
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import InvalidInput
from infrastructure.services.games import GameService
from infrastructure.services.platform.host import run_command
from infrastructure.services.reactions import CancelTimers, Effect, Timer, reaction_key

__all__ = ["WindowClock"]

log = logging.getLogger(__name__)


class WindowClock:
    """The durable reaction that closes forgotten "Mau-Mau" windows at their deadline."""

    name = "window_clock"
    topics = (CallMissed.TOPIC, ChallengeWindowClosed.TOPIC)

    def __init__(self) -> None:
        """No state but a counter: the timers live in the reactions' table."""
        self.closed = 0
        """How many windows this process closed (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A missed "Mau-Mau" with a deadline: a timer (replacing the stream's older ones); a
        closed "Mau-Mau" window: cancel the stream's timers; anything else: nothing."""
        event = note.event
        if type(event) is CallMissed and event.call == "maumau" and event.deadline is not None:
            payload = {"seat": event.seat, "deadline": event.deadline}
            return [
                CancelTimers(note.stream_id),
                Timer(note.stream_id, reaction_key(self.name, note), event.deadline, payload),
            ]
        if type(event) is ChallengeWindowClosed and event.call == "maumau":
            return [CancelTimers(note.stream_id)]
        return []

    def urgent(self, _stream_id: uuid.UUID, event: object, /) -> bool:
        """A missed "Mau-Mau" with a deadline needs its timer now; a closed window's cancel can
        wait (:meth:`perform` closes only that very window)."""
        return type(event) is CallMissed and event.call == "maumau" and event.deadline is not None

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Close ``payload``'s window if it is still that very window; whether events were added.

        The close is stamped ``at = max(now, deadline)``: a timer is fired only once the service
        clock has reached its due time, so this is ``now`` unless the clock stepped back.
        """
        seat = int(payload["seat"])
        deadline = int(payload["deadline"])
        at = max(games.now(), deadline)

        def decision(state: State) -> list[Event]:
            if state.phase != "playing" or state.window_seat != seat or state.window_deadline != deadline:
                return []  # closed meanwhile (challenge, next player, another process)
            return decide(state, CloseChallengeWindow(None, at))

        try:
            result = run_command(
                games,
                stream_id,
                decision,
                {"type": "close_window", "seat": seat, "deadline": deadline},
                key=key,
                actor=Actor.CLOCK,
                at=at,
            )
        except InvalidInput as refusal:
            log.info("window clock: %s seat %d not closed: %s", stream_id, seat, refusal)
            return False
        if result.events and not result.replayed:
            self.closed += 1
            return True
        return False
