"""Waking up on the event store's NOTIFY (PostgreSQL): the one LISTEN helper of the project.

The eventsourcing recorder NOTIFYs its events table's name as the channel on every insert, with no
payload; a notification arrives when the inserting transaction commits.  Listeners use it to wake
at once instead of polling: the projection runner (``projections.runner``) and the live streams
of a service process that shares the database with other processes
(:mod:`infrastructure.remote_appends`).
"""

from __future__ import annotations

from infrastructure.event_store import EVENTS_TABLE
from infrastructure.settings import Settings

__all__ = ["LISTEN_CHANNEL", "StoreListener", "postgres_dsn"]

LISTEN_CHANNEL = EVENTS_TABLE
"""The channel the eventsourcing recorder NOTIFYs on every insert (its events table name)."""


def postgres_dsn(settings: Settings) -> str:
    """A libpq connection string for the settings' PostgreSQL database."""
    return settings.sqlalchemy_url.set(drivername="postgresql").render_as_string(hide_password=False)


class StoreListener:
    """A psycopg connection LISTENing on the recorder's channel."""

    def __init__(self, url: str, application_name: str = "maumau-listen") -> None:
        """Connect to ``url`` (a libpq connection string) and LISTEN; ``application_name`` is what
        ``pg_stat_activity`` shows for the connection."""
        import psycopg

        self._conn = psycopg.connect(url, autocommit=True, application_name=application_name)
        self._conn.execute(f'LISTEN "{LISTEN_CHANNEL}"')

    def wait(self, timeout: float) -> None:
        """Block until a notification arrives (draining the burst) or ``timeout`` passes."""
        got = False
        for _ in self._conn.notifies(timeout=timeout, stop_after=1):
            got = True
        if got:  # drain whatever else is queued without blocking
            for _ in self._conn.notifies(timeout=0.0):
                pass

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()
