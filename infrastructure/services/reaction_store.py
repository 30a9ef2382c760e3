"""The durable reactions' tables: their positions and parks (``maumau_reaction_tracking``, the
log follower's :class:`~infrastructure.services.follower_tracking.Tracking` for reactions), their
timers (``maumau_reaction_timers``), and what operators read and do (:func:`status`,
:func:`resume`).  Revision ``0006`` creates both tables; ``docs/live.md`` describes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Table, case, func, select, update
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine import Connection, Engine

from infrastructure.adapters.db import ReactionTimerRow, ReactionTrackingRow
from infrastructure.services.follower_tracking import MAX_ERROR_CHARS, Park, Tracked

__all__ = ["TIMERS", "TRACKING", "ReactionTracking", "install", "resume", "status"]

TRACKING: Table = ReactionTrackingRow.__table__  # type: ignore[assignment]
TIMERS: Table = ReactionTimerRow.__table__  # type: ignore[assignment]
_TRACKING, _TIMERS = TRACKING, TIMERS


class ReactionTracking:
    """Positions and parks of reactions: one row each, the park in its ``parked_*`` columns."""

    def __init__(self, engine: Engine) -> None:
        """Keep the rows in ``engine``'s database (the service's: same as the events)."""
        self.engine = engine

    def read(self, conn: Connection, names: Sequence[str], /) -> dict[str, Tracked]:
        """The rows of ``names``."""
        rows = conn.execute(select(_TRACKING).where(_TRACKING.c.name.in_(list(names))))
        return {row.name: Tracked(row.name, row.position, _park(row)) for row in rows}

    def move(self, conn: Connection, tracked: Tracked, position: int, /) -> bool:
        """``UPDATE ... SET position WHERE name AND position = old AND not parked``."""
        return bool(
            conn.execute(
                update(_TRACKING)
                .where(
                    _TRACKING.c.name == tracked.name,
                    _TRACKING.c.position == tracked.position,
                    _TRACKING.c.parked_at.is_(None),
                )
                .values(position=position, updated_at=datetime.now(UTC))
            ).rowcount
            == 1
        )

    def park(self, conn: Connection, tracked: Tracked, park: Park, /) -> bool:
        """Write ``park`` on the row if it is still at ``tracked``'s position and running."""
        return bool(
            conn.execute(
                update(_TRACKING)
                .where(
                    _TRACKING.c.name == tracked.name,
                    _TRACKING.c.position == tracked.position,
                    _TRACKING.c.parked_at.is_(None),
                )
                .values(
                    parked_notification_id=park.notification_id,
                    parked_stream_id=park.stream_id,
                    parked_stream_version=park.stream_version,
                    parked_event_type=park.event_type,
                    parked_error=f"{park.error_type}: {park.error}"[:MAX_ERROR_CHARS],
                    parked_attempts=park.attempts,
                    parked_at=park.parked_at,
                    updated_at=datetime.now(UTC),
                )
            ).rowcount
        )


def _park(row: Any) -> Park | None:
    """The park written on a tracking row, if any."""
    if row.parked_at is None:
        return None
    error_type, _, error = (row.parked_error or "").partition(": ")
    return Park(
        row.name,
        row.position,
        row.parked_notification_id,
        row.parked_stream_id,
        row.parked_stream_version,
        row.parked_event_type or "",
        error_type,
        error,
        row.parked_attempts or 0,
        row.parked_at,
    )


def install(engine: Engine, names: Iterable[str]) -> None:
    """Create the tracking rows of ``names`` that are missing, at position 0 (the log's start)."""
    with engine.begin() as conn:
        have = set(conn.execute(select(_TRACKING.c.name)).scalars())
    for name in names:
        if name in have:
            continue
        try:
            with engine.begin() as conn:
                conn.execute(_TRACKING.insert().values(name=name, position=0, updated_at=datetime.now(UTC)))
        except sa_exc.IntegrityError:
            pass  # another process created it meanwhile


def status(engine: Engine, head: int, names: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """Every reaction's tracking row (or those ``names``): position, lag behind ``head`` (the
    log's last id), pending and parked timers, the next due time (parked timers included), the
    next due time of a timer that will still fire (``next_live_due``: what ``/readyz`` compares
    with the clock) and its park, if any."""
    with engine.connect() as conn:
        query = select(_TRACKING).order_by(_TRACKING.c.name)
        if names is not None:
            query = query.where(_TRACKING.c.name.in_(list(names)))
        tracking = conn.execute(query).all()
        timers = conn.execute(
            select(
                _TIMERS.c.reaction,
                func.count(),
                func.count(_TIMERS.c.parked_at),
                func.min(_TIMERS.c.due_at),
                func.min(case((_TIMERS.c.parked_at.is_(None), _TIMERS.c.due_at))),
            ).group_by(_TIMERS.c.reaction)
        ).all()
        parked_timers = conn.execute(
            select(_TIMERS.c.reaction, _TIMERS.c.key, _TIMERS.c.stream_id, _TIMERS.c.error).where(
                _TIMERS.c.parked_at.is_not(None)
            )
        ).all()
    counts = {r[0]: (int(r[1]), int(r[2]), r[3], r[4]) for r in timers}
    out = []
    for row in tracking:
        pending, _parked_count, next_due, next_live_due = counts.get(row.name, (0, 0, None, None))
        park = None
        if row.parked_at is not None:
            park = {
                "notification_id": row.parked_notification_id,
                "stream_id": row.parked_stream_id,
                "stream_version": row.parked_stream_version,
                "event_type": row.parked_event_type,
                "error": row.parked_error,
                "attempts": row.parked_attempts,
                "parked_at": row.parked_at.isoformat(),
            }
        out.append(
            {
                "name": row.name,
                "position": row.position,
                "head": head,
                "lag": max(0, head - row.position),
                "timers": pending,
                "next_due": next_due,
                "next_live_due": int(next_live_due) if next_live_due is not None else None,
                "parked": park,
                "parked_timers": [
                    {"key": t.key, "stream_id": str(t.stream_id), "error": t.error}
                    for t in parked_timers
                    if t.reaction == row.name
                ],
            }
        )
    return out


def resume(engine: Engine, name: str) -> bool:
    """Lift ``name``'s park and its parked timers' (they fire again at once); whether anything
    was parked."""
    with engine.begin() as conn:
        lifted = conn.execute(
            update(_TRACKING)
            .where(_TRACKING.c.name == name, _TRACKING.c.parked_at.is_not(None))
            .values(
                parked_notification_id=None,
                parked_stream_id=None,
                parked_stream_version=None,
                parked_event_type=None,
                parked_error=None,
                parked_attempts=None,
                parked_at=None,
                updated_at=datetime.now(UTC),
            )
        ).rowcount
        timers = conn.execute(
            update(_TIMERS)
            .where(_TIMERS.c.reaction == name, _TIMERS.c.parked_at.is_not(None))
            .values(parked_at=None, attempts=0, error=None)
        ).rowcount
    return bool(lifted or timers)
