"""Waking up on the event store's NOTIFY (PostgreSQL): the one LISTEN helper of the project.

The event store's recorder NOTIFYs its events table's name as the channel on every insert, with
the writer's origin and the batch's topics as payload (:mod:`infrastructure.adapters.announcements`);
a notification arrives when the inserting transaction commits, and a listener may be told which
notifications concern it, so the others never wake it.  Listeners use it to wake
at once instead of polling: the log followers' loop (:mod:`infrastructure.services.log_follower`:
the durable reactions of ``maumau reactions run``, the live streams of a service process that
shares the database with other processes) and the projection runner (``projections.runner``).
:class:`ReconnectingListener` survives losing its connection (they use it, so a PostgreSQL
restart only pauses them).
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable

from infrastructure.adapters.event_store import EVENTS_TABLE
from infrastructure.adapters.settings import Settings, libpq_params

__all__ = ["LISTEN_CHANNEL", "Concerns", "ReconnectingListener", "StoreListener", "postgres_dsn"]

log = logging.getLogger("maumau.listen")

LISTEN_CHANNEL = EVENTS_TABLE
"""The channel the eventsourcing recorder NOTIFYs on every insert (its events table name)."""


Concerns = Callable[[str], bool]
"""Whether a notification (its payload, :mod:`infrastructure.adapters.announcements`) is for a listener."""


def postgres_dsn(settings: Settings) -> str:
    """A libpq connection string for the settings' PostgreSQL database."""
    from psycopg.conninfo import make_conninfo

    return make_conninfo(**{key: value for key, value in libpq_params(settings.sqlalchemy_url).items() if value})


class StoreListener:
    """A psycopg connection LISTENing on the recorder's channel."""

    def __init__(self, url: str, application_name: str = "maumau-listen", *, concerns: Concerns | None = None) -> None:
        """Connect to ``url`` (a libpq connection string) and LISTEN; ``application_name`` is what
        ``pg_stat_activity`` shows for the connection; ``concerns`` tells from a notification's
        payload whether it is for this listener (default: every one is)."""
        import psycopg

        self._concerns = concerns
        self._conn = psycopg.connect(url, autocommit=True, application_name=application_name)
        self._conn.execute(f'LISTEN "{LISTEN_CHANNEL}"')

    def wait(self, timeout: float) -> bool:
        """Block until a notification that concerns this listener arrives (draining the burst)
        or ``timeout`` passes; whether one arrived.  Notifications that do not concern it are
        consumed without waking the caller."""
        deadline = time.monotonic() + timeout
        while True:
            got = False
            for notice in self._conn.notifies(timeout=max(0.0, deadline - time.monotonic()), stop_after=1):
                got = got or self._wanted(notice.payload)
            if got:  # drain whatever else is queued without blocking
                for _ in self._conn.notifies(timeout=0.0):
                    pass
                return True
            if time.monotonic() >= deadline:
                return False

    def _wanted(self, payload: str) -> bool:
        return self._concerns is None or self._concerns(payload)

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()


class ReconnectingListener:
    """A :class:`StoreListener` that outlives its connection: a server restart, a killed backend
    or a network cut closes it, and the next :meth:`wait` connects again (with a backoff up to
    ``max_backoff`` seconds while the server is away).  :meth:`wait` never raises; after a
    (re)connection it returns at once, since notifications sent meanwhile were lost and the
    caller must look for itself (poll) — so losing the connection never loses an event, it only
    turns waking into polling until the server is back.
    """

    def __init__(
        self,
        url: str,
        application_name: str = "maumau-listen",
        *,
        max_backoff: float = 5.0,
        concerns: Concerns | None = None,
    ) -> None:
        """Listen on ``url`` as ``application_name`` for notifications that ``concerns`` it (see
        :class:`StoreListener`); the connection opens on the first wait."""
        self._url = url
        self._name = application_name
        self._concerns = concerns
        self._max_backoff = max_backoff
        self._listener: StoreListener | None = None
        self._backoff = 0.0
        self._retry_at = 0.0
        self.connects = 0
        """Successful connections so far (1 + reconnections)."""

    def wait(self, timeout: float) -> bool:
        """Block until a notification, ``timeout`` seconds, or a connection change (see above);
        whether the caller must look at the log (a notification, or notifications maybe lost
        while the connection was away)."""
        if self._listener is None:
            now = time.monotonic()
            if now < self._retry_at:
                time.sleep(min(timeout, self._retry_at - now))
                return True
            try:
                self._listener = StoreListener(self._url, self._name, concerns=self._concerns)
            except Exception as error:  # the server is away: poll meanwhile, retry later
                self._backoff = min(self._max_backoff, self._backoff * 2 or 0.1)
                self._retry_at = now + self._backoff
                log.warning("LISTEN connection failed (%s); retrying in %.1f s", error, self._backoff)
                time.sleep(min(timeout, self._backoff))
                return True
            self._backoff = 0.0
            self.connects += 1
            if self.connects > 1:
                log.info("LISTEN connection re-opened")
            return True
        try:
            return self._listener.wait(timeout)
        except Exception as error:  # connection lost (server restart, pg_terminate_backend)
            log.warning("LISTEN connection lost (%s); reconnecting", error)
            self._drop()
            return True

    def _drop(self) -> None:
        """Forget the broken connection (closing it quietly)."""
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(Exception):  # already broken: nothing more to release
                listener.close()

    def close(self) -> None:
        """Close the connection, if open."""
        self._drop()
