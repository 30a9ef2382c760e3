"""Parked projections: a read model that fails on an event stops there, visibly, and alone.

A projection whose ``handle`` or ``flush`` keeps failing on an event for a reason that is not
the database being away (a bug, a value its table cannot hold) is *parked* by the runner: its
tracking row stays at the position just before the failing event and a row in
``projection_parking`` records which event (notification id, match stream and version, event
type) and the error.  A parked projection is not run again until an operator acts; every other
projection goes on.  Nothing is skipped silently:

* ``maumau projections resume NAME`` deletes the park: the runner tries again (a fixed
  projection then catches up; a projection still broken parks again, at the same event);
* ``maumau projections skip NAME --event ID --reason TEXT`` is the operator's explicit decision to
  leave that one event out of the projection (live and in every later rebuild): it is recorded in
  ``projection_skips`` with the error, the reason and the time, and the park is lifted.

Which errors park and which are retried forever: :func:`is_transient` — a lost connection, a
server shutting down or starting, a lock timeout, a serialization failure or a busy SQLite file
is the database's state, not the event's, and is retried with a backoff; anything else counts
against the projection (a few attempts, then it is narrowed to the single failing event and
parked).

Alembic revision ``0004`` creates the two tables (with its own frozen copy of these definitions);
:func:`install` also creates them on SQLite files the service creates itself
(``projections.runner.ensure_installed``).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import BigInteger, Column, DateTime, Integer, MetaData, String, Table, Text, delete, select
from sqlalchemy.engine import Connection

from infrastructure.adapters.db_errors import is_transient as is_transient  # re-exported: the runner's line
from infrastructure.services.follower_tracking import MAX_ERROR_CHARS
from infrastructure.services.follower_tracking import Park as Park  # re-exported: the one parking model

PARKING_TABLE = "projection_parking"
SKIPS_TABLE = "projection_skips"

metadata = MetaData()
parking = Table(
    PARKING_TABLE,
    metadata,
    Column("name", String(80), primary_key=True, comment="tracking row name (projection or '<name>#rebuild')"),
    Column("position", BigInteger, nullable=False, comment="tracking position when parked: the last event applied"),
    Column("notification_id", BigInteger, nullable=False, comment="the event the projection fails on"),
    Column("stream_id", String(36), nullable=True, comment="its match stream"),
    Column("stream_version", Integer, nullable=True, comment="its version in the stream"),
    Column("event_type", String(80), nullable=False),
    Column("error_type", String(200), nullable=False, comment="exception class"),
    Column("error", Text, nullable=False, comment="exception text (operators only: not served over HTTP)"),
    Column("attempts", Integer, nullable=False, comment="failed attempts before parking"),
    Column("parked_at", DateTime(timezone=True), nullable=False),
)
skips = Table(
    SKIPS_TABLE,
    metadata,
    Column("projection", String(80), primary_key=True, comment="projection name (applies to its rebuilds too)"),
    Column("notification_id", BigInteger, primary_key=True, comment="the event left out"),
    Column("stream_id", String(36), nullable=True),
    Column("stream_version", Integer, nullable=True),
    Column("event_type", String(80), nullable=False),
    Column("error", Text, nullable=False, comment="the error it was parked with"),
    Column("reason", Text, nullable=False, comment="why the operator skipped it"),
    Column("skipped_at", DateTime(timezone=True), nullable=False),
)


class NotParked(LookupError):
    """``skip`` named a projection that is not parked on that event."""


def install(conn: Connection) -> None:
    """Create the parking and skip tables if missing (idempotent)."""
    metadata.create_all(conn, checkfirst=True)


def _park(row: Any) -> Park:
    return Park(
        row.name,
        row.position,
        row.notification_id,
        row.stream_id,
        row.stream_version,
        row.event_type,
        row.error_type,
        row.error,
        row.attempts,
        row.parked_at,
    )


def read_parked(conn: Connection, names: Iterable[str] | None = None) -> dict[str, Park]:
    """The parks of the tracking rows ``names`` (default: all)."""
    stmt = select(parking)
    if names is not None:
        stmt = stmt.where(parking.c.name.in_(list(names)))
    return {row.name: _park(row) for row in conn.execute(stmt)}


def read_skips(conn: Connection, projections: Iterable[str]) -> dict[str, frozenset[int]]:
    """``{projection: notification ids an operator skipped}`` for ``projections``."""
    out: dict[str, set[int]] = {}
    stmt = select(skips.c.projection, skips.c.notification_id).where(skips.c.projection.in_(list(projections)))
    for projection, nid in conn.execute(stmt):
        out.setdefault(projection, set()).add(nid)
    return {k: frozenset(v) for k, v in out.items()}


def write_park(conn: Connection, park: Park) -> None:
    """Record ``park`` (replacing an older park of the same row), inside the caller's transaction."""
    conn.execute(delete(parking).where(parking.c.name == park.name))
    conn.execute(
        parking.insert().values(
            name=park.name,
            position=park.position,
            notification_id=park.notification_id,
            stream_id=park.stream_id,
            stream_version=park.stream_version,
            event_type=park.event_type,
            error_type=park.error_type,
            error=park.error[:MAX_ERROR_CHARS],
            attempts=park.attempts,
            parked_at=park.parked_at,
        )
    )


def resume(conn: Connection, name: str) -> Park | None:
    """Lift the park of ``name`` so the runner tries again; the park lifted, or None."""
    park = read_parked(conn, [name]).get(name)
    if park is not None:
        conn.execute(delete(parking).where(parking.c.name == name))
    return park


def skip(conn: Connection, name: str, notification_id: int, reason: str) -> Park:
    """Record the operator's decision to leave event ``notification_id`` out of projection ``name``
    (which must be parked on exactly that event) and lift the park."""
    park = read_parked(conn, [name]).get(name)
    if park is None or park.notification_id != notification_id:
        where = f"on notification {park.notification_id}" if park else "at all"
        raise NotParked(f"{name} is not parked on notification {notification_id} (it is parked {where})")
    conn.execute(
        skips.insert().values(
            projection=name.split("#", 1)[0],
            notification_id=notification_id,
            stream_id=park.stream_id,
            stream_version=park.stream_version,
            event_type=park.event_type,
            error=park.error,
            reason=reason,
            skipped_at=datetime.now(UTC),
        )
    )
    conn.execute(delete(parking).where(parking.c.name == name))
    return park


def clear(conn: Connection, names: Iterable[str]) -> None:
    """Delete the parks of ``names`` (a rebuild that starts over, or swaps in past the park)."""
    conn.execute(delete(parking).where(parking.c.name.in_(list(names))))
