"""Is the database away, or is this a real failure?  One answer for every follower of the log.

The projection runner, the reactions and the bots all retry forever, with backoff, while the
database is (momentarily) unavailable, and treat any other error as a failure of the work at hand
(a projection or reaction parks on it; a bot logs it).  :func:`is_transient` draws that line once.
"""

from __future__ import annotations

import sqlite3

from sqlalchemy import exc as sa_exc

__all__ = ["is_transient"]

_TRANSIENT_SQLSTATE_CLASSES = ("08", "40", "53", "57", "58")
"""Connection exception, transaction rollback (serialization, deadlock), insufficient resources,
operator intervention (admin shutdown, crash shutdown, cannot connect now), system error."""
_TRANSIENT_SQLSTATES = ("55P03", "55006", "25006")
"""Lock not available, object in use, read-only transaction (a connection that reached a standby,
or a primary demoted under it: the next connection finds the new primary)."""
_TRANSIENT_SQLITE = ("locked", "busy", "disk i/o", "unable to open")


def is_transient(error: BaseException) -> bool:
    """Whether ``error`` says the database is (momentarily) unavailable rather than that the work
    at hand cannot be done: retried, never a reason to park.

    Walks the ``__cause__`` chain (SQLAlchemy and eventsourcing wrap the driver's errors): a lost
    connection, a server starting or shutting down, a serialization failure or deadlock, a lock
    timeout, a pool timeout, a busy or unreadable SQLite file, the event store's "unavailable"
    errors.  PostgreSQL errors are judged by SQLSTATE class; a driver error without one (a
    connection lost client-side) is transient.
    """
    from eventsourcing.persistence import InterfaceError, OperationalError

    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, OSError | sa_exc.TimeoutError | TimeoutError | ConnectionError):
            return True
        if isinstance(current, OperationalError | InterfaceError):
            return True
        if isinstance(current, sa_exc.DBAPIError) and current.connection_invalidated:
            return True
        if _driver_transient(current):
            return True
        current = current.__cause__ or (current.orig if isinstance(current, sa_exc.DBAPIError) else None)
    return False


def _driver_transient(error: BaseException) -> bool:
    """One driver-level error: transient by SQLSTATE (psycopg) or by message (sqlite3)."""
    import psycopg

    if isinstance(error, psycopg.Error):
        state = error.sqlstate
        if state is None:
            return isinstance(error, psycopg.OperationalError | psycopg.InterfaceError)
        return state[:2] in _TRANSIENT_SQLSTATE_CLASSES or state in _TRANSIENT_SQLSTATES
    if isinstance(error, sqlite3.OperationalError):
        message = str(error).lower()
        return any(word in message for word in _TRANSIENT_SQLITE)
    return False
