"""Where a log follower's position and park are kept: the one parking model (:class:`Park`),
a tracking row as read (:class:`Tracked`), and the conditional move every table of positions
offers (:class:`Tracking`); see :mod:`infrastructure.services.log_follower`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from sqlalchemy.engine import Connection, Engine

__all__ = ["MAX_ERROR_CHARS", "LostRace", "Park", "Tracked", "Tracking", "describe", "error_kind"]

MAX_ERROR_CHARS = 4000
"""Error texts are cut to this length."""


# ---------------------------------------------------------------- parks and tracking


@dataclass(frozen=True, slots=True)
class Park:
    """Where a follower stopped, on which event, and why (the one parking model)."""

    name: str
    position: int
    notification_id: int
    stream_id: str | None
    stream_version: int | None
    event_type: str
    error_type: str
    error: str
    attempts: int
    parked_at: datetime

    def public(self) -> dict[str, Any]:
        """Everything but the error text, which may quote values (what HTTP may serve)."""
        at = self.parked_at if self.parked_at.tzinfo else self.parked_at.replace(tzinfo=UTC)
        return {
            "name": self.name,
            "position": self.position,
            "notification_id": self.notification_id,
            "stream_id": self.stream_id,
            "stream_version": self.stream_version,
            "event_type": self.event_type,
            "error_type": self.error_type,
            "attempts": self.attempts,
            "parked_at": at.isoformat(),
        }


@dataclass(frozen=True, slots=True)
class Tracked:
    """A tracking row as read: position, park, the ids an operator chose to skip, and whatever
    else the conditional move must match (``token``: a read model's table generation)."""

    name: str
    position: int
    park: Park | None = None
    skips: frozenset[int] = frozenset()
    token: Any = None


class Tracking(Protocol):
    """Where a group's positions and parks live (one table, one conditional update)."""

    @property
    def engine(self) -> Engine:
        """The engine whose transactions carry the move and the follower's writes."""
        ...

    def read(self, conn: Connection, names: Sequence[str], /) -> dict[str, Tracked]:
        """The rows of ``names`` (a missing row: that follower does not run)."""
        ...

    def move(self, conn: Connection, tracked: Tracked, position: int, /) -> bool:
        """Move ``tracked`` to ``position`` if it is still where it was read and not parked."""
        ...

    def park(self, conn: Connection, tracked: Tracked, park: Park, /) -> bool:
        """Park ``tracked`` (if it is still where it was read); whether it was."""
        ...


class LostRace(Exception):
    """A conditional move matched no row: another follower moved first (or a park, a swap)."""


def describe(error: BaseException) -> str:
    """``module.Class: text`` of an error, cut to the column's size."""
    return f"{error_kind(error)}: {error}"[:MAX_ERROR_CHARS]


def error_kind(error: BaseException) -> str:
    return f"{type(error).__module__}.{type(error).__qualname__}"
