"""One timer thread for the whole process: a heap of (due time, callback), no polling.

The durable reactions' wake-ups (:mod:`infrastructure.services.reactions`: the next due timer, such as a
challenge window's deadline) and the bots' thinking time (:mod:`infrastructure.services.bot_runner`)
schedule work here instead of each starting threads or sleeping in request handlers.  Due times
are in the *service clock's* milliseconds (the same clock that stamps commands), so a deadline
read from an event can be scheduled as it is.

The thread sleeps on a condition variable until the earliest due time (converted to a real
delay), or until :meth:`Scheduler.schedule` adds an earlier one, or until :meth:`Scheduler.wake`
is called — tests that move an injected clock call ``wake()`` so due timers fire at once.
Callbacks run on the scheduler thread one after the other: keep them short, or hand work to
another thread.  A failing callback is logged and never stops the thread.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
from collections.abc import Callable

from infrastructure.services.games import Clock, system_clock

__all__ = ["Scheduler", "TimerHandle"]

log = logging.getLogger(__name__)

_MAX_SLEEP = 60.0
"""Seconds the thread sleeps at most in one go (a guard against clock jumps, not a poll)."""


class TimerHandle:
    """A scheduled callback; :meth:`cancel` keeps it from running (if it has not run yet)."""

    __slots__ = ("callback", "cancelled", "due")

    def __init__(self, due: int, callback: Callable[[], None]) -> None:
        """Remember when (service-clock ms) and what to run."""
        self.due = due
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        """Do not run the callback (lazy removal: the heap entry is skipped when it comes up)."""
        self.cancelled = True


class Scheduler:
    """A single thread running callbacks at service-clock times (see the module docstring)."""

    def __init__(self, clock: Clock = system_clock, *, name: str = "maumau-scheduler") -> None:
        """Run callbacks when ``clock()`` (ms since the epoch) reaches their due time."""
        self._clock = clock
        self._heap: list[tuple[int, int, TimerHandle]] = []
        self._seq = itertools.count()
        self._cond = threading.Condition()
        self._stopped = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> Scheduler:
        """Start the thread; returns ``self``."""
        self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the thread (pending timers are dropped) and wait for it."""
        with self._cond:
            self._stopped = True
            self._heap.clear()
            self._cond.notify_all()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def schedule(self, due: int, callback: Callable[[], None]) -> TimerHandle:
        """Run ``callback()`` once ``clock() >= due`` (at once if that time has passed)."""
        handle = TimerHandle(due, callback)
        with self._cond:
            if self._stopped:
                handle.cancel()
                return handle
            earliest = self._heap[0][0] if self._heap else None
            heapq.heappush(self._heap, (due, next(self._seq), handle))
            if earliest is None or due < earliest:
                self._cond.notify_all()
        return handle

    def wake(self) -> None:
        """Re-read the clock now (an injected clock has moved): due timers fire at once."""
        with self._cond:
            self._cond.notify_all()

    def pending(self) -> int:
        """How many timers wait (cancelled ones included until they come up)."""
        with self._cond:
            return len(self._heap)

    def _run(self) -> None:
        """The thread: pop due timers and run them; sleep until the next one otherwise."""
        while True:
            with self._cond:
                while True:
                    if self._stopped:
                        return
                    if self._heap:
                        now = self._clock()
                        due = self._heap[0][0]
                        if due <= now:
                            _, _, handle = heapq.heappop(self._heap)
                            break
                        self._cond.wait(min((due - now) / 1000.0, _MAX_SLEEP))
                    else:
                        self._cond.wait(_MAX_SLEEP)
            if handle.cancelled:
                continue
            try:
                handle.callback()
            except Exception:
                log.exception("scheduled callback %r failed", handle.callback)
