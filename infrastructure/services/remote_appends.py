"""Live streams follow moves appended by *other* service processes (PostgreSQL, ``--workers N``).

A process learns of its own appends at once (:meth:`GameService.subscribe`), but a move that
another process appended reached its event streams only at the stream's next heartbeat catch-up.
:class:`RemoteAppends` closes that gap: a daemon thread LISTENs for the event store's NOTIFY
(sent at every commit, see :mod:`infrastructure.adapters.pg_listen`), reads which streams moved from the
notification log (ids and versions only, no event bodies), and catches up through
:meth:`GameService.state` each table that this process's live streams follow and whose cached
state is behind.  The catch-up hands the new batches to every subscriber, exactly as a local
append does: the streams (through the :class:`~infrastructure.services.live.EventHub`), the bot runner and
the window clock.

The bots need to hear of them too: a deal, a timeout or a closed challenge window appended by
``maumau reactions run``, or a move of another worker, must wake this process's bots although
nobody streams that table here — else a bot to move after it waits for good.  With ``moved``
(:meth:`~infrastructure.services.bot_runner.BotRunner.trigger`) the watcher always LISTENs and
calls it with every table another process moved that no stream here follows (the bots look
at it, and leave a table without bots at once).

Tables nobody here listens to are not caught up; while this process streams no table at all
and has no ``moved``, it does not even LISTEN (a process that only serves moves pays nothing).  A process's own appends
cost nothing either (the cache is already at their version).  Every sweep re-reads a short tail
of the log before the last id it saw (``lookback``), so an insert that commits after a higher id
was seen (a rolled-back id is a hole, an in-flight one is not) is still found; the heartbeat
catch-up stays as the fallback of last resort.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from infrastructure.adapters.event_store import EVENTS_TABLE
from infrastructure.adapters.pg_listen import LISTEN_CHANNEL, StoreListener
from infrastructure.services.games import GameService
from infrastructure.services.live import EventHub

if TYPE_CHECKING:
    import psycopg

__all__ = ["APPLICATION_NAME", "RemoteAppends"]

log = logging.getLogger(__name__)

APPLICATION_NAME = "maumau-remote-appends"
"""How the watcher's two connections show in ``pg_stat_activity``."""
_PAGE = 1000
# the table name is the project's constant, never input
_HEADS_SQL = (
    f'SELECT notification_id, originator_id, originator_version FROM "{EVENTS_TABLE}" '  # noqa: S608
    "WHERE notification_id >= %s ORDER BY notification_id LIMIT %s"
)
_MAX_ID_SQL = f'SELECT coalesce(max(notification_id), 0) FROM "{EVENTS_TABLE}"'  # noqa: S608


class RemoteAppends:
    """Wakes this process's live streams when another process appends (see the module docstring)."""

    def __init__(
        self,
        games: GameService,
        hub: EventHub,
        dsn: str,
        *,
        lookback: int = 64,
        min_interval: float = 0.02,
        poll_seconds: float = 5.0,
        idle_poll: float = 0.25,
        idle_close: float = 30.0,
        moved: Callable[[uuid.UUID], None] | None = None,
    ) -> None:
        """Follow the store behind ``games`` (libpq ``dsn``) for the tables ``hub`` has listeners
        for.  ``min_interval`` bounds how often the log is read under a stream of commits (the
        latency it may add); ``poll_seconds`` is how long a sweep waits for a NOTIFY at most.
        While nobody listens, the hub is looked at every ``idle_poll`` seconds and the database
        connections are closed after ``idle_close`` seconds.  ``moved(table_id)`` is told of
        every other table another process moved (the bots' trigger)."""
        self._games = games
        self._hub = hub
        self._dsn = dsn
        self._lookback = lookback
        self._min_interval = min_interval
        self._poll = poll_seconds
        self._idle_poll = idle_poll
        self._idle_close = idle_close
        self._moved = moved
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.sweeps = 0
        """Sweeps of the log so far (for tests and diagnostics)."""
        self.caught_up = 0
        """Table catch-ups this watcher triggered."""

    def start(self) -> RemoteAppends:
        """Start the watcher thread (idempotent); returns ``self``."""
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="maumau-remote-appends", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop the thread: a NOTIFY of our own ends its wait at once (any other listener just
        sweeps once more)."""
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is None:
            return
        try:
            import psycopg

            with psycopg.connect(self._dsn, autocommit=True, connect_timeout=2) as conn:
                conn.execute(f'NOTIFY "{LISTEN_CHANNEL}"')
        except Exception as error:  # the database is gone: the wait ends by its timeout
            log.debug("could not wake the remote-appends thread: %s", error)
        thread.join(timeout=self._poll + 1.0)

    def _run(self) -> None:
        import psycopg

        listener: StoreListener | None = None
        reader: psycopg.Connection[tuple[Any, ...]] | None = None
        last: int | None = None
        idle_since: float | None = None
        backoff = 0.0

        def close() -> None:
            nonlocal listener, reader
            for conn in (listener, reader):
                if conn is not None:
                    conn.close()
            listener = reader = None

        try:
            while not self._stop.is_set():
                try:
                    if not self._hub.count() and self._moved is None:
                        # Nobody streams from this process: no LISTEN (no wake-up per commit of
                        # the whole cluster); the connections go after a quiet while.
                        now = time.monotonic()
                        idle_since = idle_since or now
                        if listener is not None and now - idle_since > self._idle_close:
                            close()
                        self._stop.wait(self._idle_poll)
                        continue
                    idle_since = None
                    if listener is None or reader is None:
                        listener = StoreListener(self._dsn, APPLICATION_NAME)
                        reader = psycopg.connect(self._dsn, autocommit=True, application_name=APPLICATION_NAME)
                        last = None  # LISTENing (again): start over from the head
                    started = time.monotonic()
                    if last is not None:
                        listener.wait(self._poll)
                    if self._stop.is_set():
                        break
                    last = self.sweep(reader, last)
                    backoff = 0.0
                    rest = self._min_interval - (time.monotonic() - started)
                    if rest > 0:
                        self._stop.wait(rest)
                except Exception as error:  # the database went away: reconnect with a backoff
                    backoff = min(5.0, backoff * 2 or 0.1)
                    log.warning("following other processes' appends failed (%s); retrying in %.1f s", error, backoff)
                    close()
                    self._stop.wait(backoff)
        finally:
            close()

    def sweep(self, reader: psycopg.Connection[tuple[Any, ...]], last: int | None) -> int | None:
        """Catch up the followed tables that moved after ``last - lookback``; returns the last id
        seen, or ``None`` while this process streams no table (then nothing is read at all)."""
        if not self._hub.count() and self._moved is None:
            return None
        if last is None:
            # The first sweep since nobody listened: take the head, then catch up every followed
            # table from the store, so what committed before the head is not missed either.
            row = reader.execute(_MAX_ID_SQL).fetchone()
            head = int(row[0]) if row else 0
            for table_id in self._hub.tables():
                self._catch_up(table_id)
            self.sweeps += 1
            return head
        heads: dict[uuid.UUID, int] = {}
        start = max(1, last - self._lookback + 1)
        while True:
            rows = reader.execute(_HEADS_SQL, (start, _PAGE)).fetchall()
            for notification_id, stream_id, version in rows:
                if version > heads.get(stream_id, 0):
                    heads[stream_id] = version
                last = max(last, notification_id)
            if len(rows) < _PAGE:
                break
            start = rows[-1][0] + 1
        self.sweeps += 1
        for table_id, version in heads.items():
            cached = self._games.cached_state(table_id)
            if cached is not None and cached.version >= version:
                continue  # our own append, or already caught up
            if self._hub.count(table_id):
                self._catch_up(table_id)  # its new batches reach the bots as well
            elif self._moved is not None:
                self._moved(table_id)
        return last

    def _catch_up(self, table_id: uuid.UUID) -> None:
        """Bring the table's cache up to date; its new batches go to every subscriber."""
        try:
            self._games.state(table_id)
            self.caught_up += 1
        except Exception:
            log.exception("catching up %s after another process's append failed", table_id)
