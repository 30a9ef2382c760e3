"""The clock that closes a forgotten "Mau-Mau" challenge window at its deadline, without polling.

RULES.md §6: a last card played without "Mau-Mau" (where the final call is challengeable) opens
a window; the round is final once the next player acts on it *or once a configured deadline
passes*.  ``decide`` is pure and never reads a clock, so somebody has to send
``CloseChallengeWindow(seat=None, at=now)`` once the deadline has passed.  That is this module:

* it subscribes to :meth:`GameService.subscribe`; every committed
  ``CallMissed(call="maumau", deadline=D)`` arms one timer on the process's
  :class:`~infrastructure.scheduler.Scheduler` for time ``D`` (service-clock ms), and a
  ``ChallengeWindowClosed`` for that seat cancels it (the heap stays small);
* when the timer fires it runs, through :meth:`GameService.execute` with actor ``"clock"``, a
  decision that closes the window *only if that very window is still open* (same seat, same
  deadline): a window closed meanwhile (a challenge, the next player) or closed by another
  process first leaves nothing to do, and a refusal (``RuleViolation``) is ignored — so the timer
  is idempotent and several processes may arm the same window safely;
* on start-up :meth:`WindowClock.rearm` re-arms the timers of windows still open, found by
  scanning the notification log for ``CallMissed`` (server-side topic filter) and checking each
  candidate stream's state.

Firing runs on the scheduler thread (one short append); a lost write race is retried shortly.
"""

from __future__ import annotations

import logging
import threading
import uuid

from domain.commands import CloseChallengeWindow
from domain.decide import decide
from domain.events import CallMissed, ChallengeRefused, ChallengeWindowClosed
from domain.state import State
from infrastructure.errors import Conflict, InvalidInput
from infrastructure.games import CommittedBatch, GameService
from infrastructure.scheduler import Scheduler, TimerHandle

__all__ = ["WindowClock"]

log = logging.getLogger(__name__)

_CALL_MISSED_TOPIC = CallMissed.TOPIC
_RETRY_MS = 50
_PAGE = 1000


class WindowClock:
    """Arms a timer per open "Mau-Mau" window and closes the window at its deadline."""

    def __init__(self, games: GameService, scheduler: Scheduler) -> None:
        """Close windows of ``games`` using timers on ``scheduler`` (both owned by the caller)."""
        self._games = games
        self._scheduler = scheduler
        self._timers: dict[uuid.UUID, tuple[int, int, TimerHandle]] = {}
        self._lock = threading.Lock()
        self._unsubscribe: object = None
        self.closed = 0
        """How many windows this process closed by the clock (for tests and metrics)."""

    def start(self) -> WindowClock:
        """Subscribe to committed batches; returns ``self``."""
        self._unsubscribe = self._games.subscribe(self.on_batch)
        return self

    def stop(self) -> None:
        """Unsubscribe and cancel every armed timer."""
        if callable(self._unsubscribe):
            self._unsubscribe()
        self._unsubscribe = None
        with self._lock:
            for _, _, handle in self._timers.values():
                handle.cancel()
            self._timers.clear()

    def armed(self) -> dict[uuid.UUID, tuple[int, int]]:
        """The armed windows: table -> (seat, deadline)."""
        with self._lock:
            return {table: (seat, due) for table, (seat, due, _) in self._timers.items()}

    # ------------------------------------------------------------------ subscription
    def on_batch(self, batch: CommittedBatch) -> None:
        """Arm or cancel timers for the windows a batch opens or closes (called under the
        stream's lock: only heap pushes here)."""
        for record in batch.events:
            event = record.event
            if type(event) is CallMissed and event.call == "maumau" and event.deadline is not None:
                self.arm(batch.table_id, event.seat, event.deadline)
            elif type(event) is ChallengeWindowClosed and event.call == "maumau":
                self._cancel(batch.table_id, event.seat)

    def arm(self, table_id: uuid.UUID, seat: int, deadline: int) -> None:
        """Close ``seat``'s window at ``table_id`` once the service clock reaches ``deadline``."""
        with self._lock:
            current = self._timers.get(table_id)
            if current is not None:
                if current[0] == seat and current[1] == deadline:
                    return
                current[2].cancel()
            handle = self._scheduler.schedule(
                deadline, lambda: self._fire(table_id, seat, deadline)
            )
            self._timers[table_id] = (seat, deadline, handle)

    def _cancel(self, table_id: uuid.UUID, seat: int) -> None:
        with self._lock:
            current = self._timers.get(table_id)
            if current is not None and current[0] == seat:
                current[2].cancel()
                del self._timers[table_id]

    # ------------------------------------------------------------------ firing
    def _fire(self, table_id: uuid.UUID, seat: int, deadline: int) -> None:
        """The deadline has come: close the window if it is still the same open window."""
        with self._lock:
            current = self._timers.get(table_id)
            if current is not None and current[0] == seat and current[1] == deadline:
                del self._timers[table_id]
        at = self._games.now()
        if at < deadline:  # an injected clock moved back, or rounding: wait for the deadline
            self.arm(table_id, seat, deadline)
            return

        def decision(state: State) -> list[object]:
            if (
                state.phase != "playing"
                or state.window_seat != seat
                or state.window_deadline != deadline
            ):
                return []  # closed meanwhile (challenge, next player, another process)
            return decide(state, CloseChallengeWindow(None, at))

        try:
            result = self._games.execute(table_id, decision, seat=None, actor="clock", at=at)
        except InvalidInput as refusal:
            log.info("window clock: %s seat %d not closed: %s", table_id, seat, refusal)
            return
        except Conflict:
            self._scheduler.schedule(self._games.now() + _RETRY_MS, lambda: self._fire(table_id, seat, deadline))
            return
        except Exception:
            log.exception("window clock: closing %s seat %d failed; retrying", table_id, seat)
            self._scheduler.schedule(self._games.now() + 1000, lambda: self._fire(table_id, seat, deadline))
            return
        if result.events:
            self.closed += 1

    # ------------------------------------------------------------------ start-up
    def rearm(self) -> int:
        """Arm the timers of every window still open in the store (start-up); returns how many.

        Reads the ``CallMissed`` entries of the notification log (filtered by topic in the
        database), keeps each stream's latest missed "Mau-Mau" with a deadline, and arms it if
        that window is still open: nothing but wrong challenges followed it, and the stream's
        state still shows it.
        """
        store = self._games.store
        latest: dict[uuid.UUID, tuple[int, int, int]] = {}
        start = 1
        while True:
            page = store.read_notifications(start, _PAGE, topics=(_CALL_MISSED_TOPIC,))
            for note in page:
                event = note.event
                if isinstance(event, CallMissed) and event.call == "maumau" and event.deadline is not None:
                    latest[note.stream_id] = (note.version, event.seat, event.deadline)
            if len(page) < _PAGE:
                break
            start = page[-1].notification_id + 1
        armed = 0
        for table_id, (version, seat, deadline) in latest.items():
            after = self._games.load(table_id, after_version=version, upto_version=version + 1)
            if after and not isinstance(after[0].event, ChallengeRefused):
                continue  # something other than a wrong challenge followed: the window closed
            state = self._games.state(table_id)
            if state.phase == "playing" and state.window_seat == seat and state.window_deadline == deadline:
                self.arm(table_id, seat, deadline)
                armed += 1
        return armed
