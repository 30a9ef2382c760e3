"""Live streams follow moves appended by *other* service processes (PostgreSQL, ``--workers N``).

A process learns of its own appends at once (:meth:`GameService.subscribe`), but a move that
another process appended reached its event streams only at the stream's next heartbeat catch-up.
:class:`RemoteAppends` closes that gap: a log follower's loop
(:class:`~infrastructure.services.follower_loop.FollowerLoop`) LISTENs for the event store's NOTIFY
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
and has no ``moved``, it does not even LISTEN (a process that only serves moves pays nothing).
A process's own appends cost nothing either: the event store announces each commit's origin
(:mod:`infrastructure.adapters.announcements`), and the watcher is not woken for its own.
Every sweep re-reads a short tail
of the log before the last id it saw (``lookback``), so an insert that commits after a higher id
was seen (a rolled-back id is a hole, an in-flight one is not) is still found; the heartbeat
catch-up stays as the fallback of last resort.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from infrastructure.adapters.announcements import concerns
from infrastructure.adapters.db_errors import is_transient as database_away
from infrastructure.adapters.event_store import EVENTS_TABLE
from infrastructure.services.follower_loop import FollowerLoop, Pace
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
        self._reader: psycopg.Connection[tuple[Any, ...]] | None = None
        self._last: int | None = None
        self._idle_since: float | None = None
        self._loop = FollowerLoop(
            self._round,
            "maumau-remote-appends",
            database_away,
            poll_interval=poll_seconds,
            min_interval=min_interval,
            listen_url=dsn,
            application_name=APPLICATION_NAME,
            idle_close=idle_close,
            concerns=partial(concerns, own=games.store.origin),  # its own store's appends it hears in memory
        )
        self.sweeps = 0
        """Sweeps of the log so far (for tests and diagnostics)."""
        self.caught_up = 0
        """Table catch-ups this watcher triggered."""

    def start(self) -> RemoteAppends:
        """Start the watcher thread (idempotent); returns ``self``."""
        self._loop.start()
        return self

    def stop(self) -> None:
        """Stop the thread (a sweep under way finishes first) and close the reader."""
        self._loop.stop(timeout=self._poll + 1.0)
        self._close()

    def _listening(self) -> bool:
        """Whether anything here wants other processes' appends (a stream, or the bots)."""
        return bool(self._hub.count()) or self._moved is not None

    def _close(self) -> None:
        reader, self._reader = self._reader, None
        if reader is not None:
            reader.close()

    def _round(self) -> Pace:
        """One sweep (the loop runs it at a NOTIFY, or every ``poll_seconds``)."""
        import psycopg

        if not self._listening():
            # Nobody streams from this process: no LISTEN (no wake-up per commit of the whole
            # cluster); the reader goes after a quiet while.
            now = time.monotonic()
            self._idle_since = self._idle_since or now
            if self._reader is not None and now - self._idle_since > self._idle_close:
                self._close()
            self._last = None
            return Pace(wait=self._idle_poll, listen=False)
        self._idle_since = None
        if self._reader is None:
            self._reader = psycopg.connect(self._dsn, autocommit=True, application_name=APPLICATION_NAME)
            self._last = None  # following (again): start over from the head
        try:
            self._last = self.sweep(self._reader, self._last)
        except Exception:
            self._close()  # the database went away: reconnect at the next round
            raise
        return Pace(wait=self._poll)

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
