"""The thread of a log follower: a round whenever there may be something to do.

A round runs when woken in-process (:meth:`FollowerLoop.wake`; :func:`wake_on` wakes it for a
committed batch with an event of an :class:`~infrastructure.services.log_follower.Interest` and
for no other), by the event store's NOTIFY (``listen_url``, PostgreSQL:
:class:`~infrastructure.adapters.pg_listen.ReconnectingListener`, so a server restart only turns
waking into polling; ``concerns`` drops the notifications of commits that are not for it), at
a scheduled time, or every ``poll_interval``.  A failing round is retried with a backoff (up to
5 s); nothing but :meth:`FollowerLoop.stop` ends the thread.  The durable reactions and the
remote-appends watcher run on it.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from infrastructure.adapters.pg_listen import Concerns, ReconnectingListener
from infrastructure.services.log_follower import Interest

__all__ = ["FollowerLoop", "Pace", "wake_on"]

log = logging.getLogger("maumau.followers")


@dataclass(frozen=True, slots=True)
class Pace:
    """What a round asks of the loop: run again at once (``again``), or after ``wait`` seconds
    at most unless woken; ``listen`` whether to keep the LISTEN connection open meanwhile."""

    again: bool = False
    wait: float | None = None
    listen: bool = True


@dataclass(slots=True)
class FollowerLoop:
    """Runs ``round`` in a daemon thread whenever it is woken (module docstring); never ends but
    by :meth:`stop`.  ``round`` returns a :class:`Pace`."""

    round: Callable[[], Pace]
    name: str
    is_transient: Callable[[BaseException], bool]
    poll_interval: float = 1.0
    min_interval: float = 0.02
    listen_url: str | None = None
    application_name: str | None = None
    """What ``pg_stat_activity`` shows for the LISTEN connection (default: ``name``)."""
    concerns: Concerns | None = None
    """Which notifications wake the loop, from their payload (default: every one)."""
    idle_close: float = 30.0
    rounds: int = 0
    """Completed rounds (tests wait on progress)."""
    _stop: threading.Event = field(default_factory=threading.Event)
    _wake: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None
    _listener_thread: threading.Thread | None = None
    _listening: bool = False  # set by the first round: no LISTEN before it asks for one

    def start(self) -> FollowerLoop:
        """Start the thread (and the LISTEN thread with ``listen_url``); returns ``self``."""
        if self._thread is not None:
            return self
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
        self._thread.start()
        if self.listen_url is not None:
            self._listener_thread = threading.Thread(target=self._listen, name=f"{self.name}-listen", daemon=True)
            self._listener_thread.start()
        return self

    def wake(self) -> None:
        """Ask for a round now."""
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the threads (a round under way finishes first)."""
        self._stop.set()
        self._wake.set()
        for thread in (self._thread, self._listener_thread):
            if thread is not None and thread.is_alive() and thread is not threading.current_thread():
                thread.join(timeout)

    def join(self) -> None:
        """Wait for the thread to end (after :meth:`stop`)."""
        if self._thread is not None:
            self._thread.join()

    @property
    def alive(self) -> bool:
        """Whether the thread runs."""
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        backoff = 0.0
        while not self._stop.is_set():
            self._wake.clear()
            started = time.monotonic()
            try:
                pace = self.round()
                backoff = 0.0
            except Exception as error:  # keep following: a database hiccup or a bug
                backoff = min(5.0, backoff * 2 or 0.1)
                if self.is_transient(error):
                    log.warning("%s: round failed (%s); retrying in %.1f s", self.name, error, backoff)
                else:
                    log.exception("%s: round failed; retrying in %.1f s", self.name, backoff)
                self._stop.wait(backoff)
                continue
            self.rounds += 1
            self._listening = pace.listen
            if not pace.again:
                self._wake.wait(self.poll_interval if pace.wait is None else pace.wait)
            rest = self.min_interval - (time.monotonic() - started)
            if rest > 0:
                self._stop.wait(rest)

    def _listen(self) -> None:
        """PostgreSQL: wake the loop at every commit to the event store; the connection is
        closed while the round says nobody listens (after ``idle_close`` seconds)."""
        assert self.listen_url is not None
        listener: ReconnectingListener | None = None
        quiet_since: float | None = None
        try:
            while not self._stop.is_set():
                if not self._listening:
                    now = time.monotonic()
                    quiet_since = quiet_since or now
                    if listener is not None and now - quiet_since > self.idle_close:
                        listener.close()
                        listener = None
                    self._stop.wait(min(self.poll_interval, 0.25))
                    continue
                quiet_since = None
                if listener is None:
                    listener = ReconnectingListener(
                        self.listen_url, self.application_name or self.name, concerns=self.concerns
                    )
                if listener.wait(1.0):
                    self._wake.set()
        finally:
            if listener is not None:
                listener.close()


def wake_on(
    interest: Interest, wake: Callable[[], None], urgent: Callable[[Any, object], bool] | None = None
) -> Callable[[Any], None]:
    """A :meth:`GameService.subscribe` callback that calls ``wake`` for a committed batch with
    an event of ``interest`` (and for no other) — with ``urgent``, only when it says so of
    ``(the batch's stream id, the event)`` for one of them."""

    def on_batch(batch: Any) -> None:
        for record in batch.events:
            topic = getattr(type(record.event), "TOPIC", None)
            if topic is not None and interest.wants(topic) and (urgent is None or urgent(batch.table_id, record.event)):
                wake()
                return

    return on_batch
