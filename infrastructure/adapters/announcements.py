"""What a commit to the event store announces on PostgreSQL: which process wrote it, and the
topics it holds — so a listener wakes only for commits that concern it.

The eventsourcing recorder sends a bare ``NOTIFY maumau_events`` with every insert; every
listener then woke for every commit of every process, read the log and found nothing for it
(Performance II: a third of a service process's samples).  Our recorder
(:class:`AnnouncingRecorder`) sends the same channel a payload instead: ``"<origin> <topic>
<topic> ..."``, the writing event store's origin (one per opened store, so one per process in
production, and apart for two service graphs in one test process) and the batch's distinct
topics (or ``*`` when they would not fit PostgreSQL's 8000-byte payload).  A listener asks
:func:`concerns` whether a notification is for it: a process that hears its own store's appends
in memory skips their announcements, and a follower skips commits of topics it does not
handle.  A payload it
cannot read (an empty one from another writer, a newer format) always concerns it, so an
unknown writer only costs a wasted round, never a missed event.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from eventsourcing.persistence import InterfaceError, OperationalError, StoredEvent
from eventsourcing.postgres import PostgresAggregateRecorder, PostgresApplicationRecorder
from psycopg.sql import SQL, Identifier, Literal

from infrastructure.adapters.database_wait import retry_within_bound

__all__ = ["ANY_TOPIC", "Announcement", "AnnouncingRecorder", "announce", "concerns", "new_origin", "parse"]

ANY_TOPIC = "*"
"""Stands for "any topic" when a batch's topics do not fit the payload."""
_MAX_PAYLOAD = 7900  # PostgreSQL refuses payloads of 8000 bytes and more


def _unretried(method: Callable[..., Any]) -> Callable[..., Any]:
    """The function under the library's ``@retry`` (``functools.wraps`` keeps it)."""
    inner: Callable[..., Any] = getattr(method, "__wrapped__", method)
    return inner


def new_origin() -> str:
    """A fresh writer token (``o.`` and 12 hex digits)."""
    return f"o.{uuid.uuid4().hex[:12]}"


@dataclass(frozen=True, slots=True)
class Announcement:
    """A commit's announcement: its writer's ``origin`` and its ``topics`` (``None``: unknown,
    e.g. a bare NOTIFY or the ``*`` of a batch too large to list)."""

    origin: str | None
    topics: frozenset[str] | None


def announce(origin: str, topics: Iterable[str]) -> str:
    """The payload for a commit of events of ``topics`` by the writer ``origin``."""
    distinct = sorted(set(topics))
    payload = " ".join([origin, *distinct])
    if len(payload.encode()) > _MAX_PAYLOAD:
        return f"{origin} {ANY_TOPIC}"
    return payload


def parse(payload: str) -> Announcement:
    """Read a payload (anything unreadable is "unknown writer, unknown topics")."""
    parts = payload.split()
    if len(parts) < 2 or "." not in parts[0]:
        return Announcement(None, None)
    topics = frozenset(parts[1:])
    return Announcement(parts[0], None if ANY_TOPIC in topics else topics)


def concerns(payload: str, *, wants: Callable[[str], bool] | None = None, own: str | None = None) -> bool:
    """Whether a notification with ``payload`` may concern a listener that handles the topics
    ``wants`` accepts (``None``: every topic) and hears the appends of the writer ``own`` (its
    own store's origin) another way."""
    heard = parse(payload)
    if own is not None and heard.origin == own:
        return False
    if wants is None or heard.topics is None:
        return True
    return any(wants(topic) for topic in heard.topics)


APPEND_CALL = SQL('SELECT "public"."maumau_append"(%s::"public"."stored_event_uuid"[], %s) AS notification_id')
"""The one statement of an append (migration 0020's function): lock, announce, insert."""


class AnnouncingRecorder(PostgresApplicationRecorder):
    """The eventsourcing PostgreSQL recorder, its NOTIFY carrying an :func:`announce` payload
    with its own :attr:`origin`; with ``one_statement`` an append is one call of migration
    0020's ``maumau_append`` on an autocommit connection (the library's pipelined transaction
    otherwise, e.g. on a schema the library created itself)."""

    def __init__(self, *args: Any, one_statement: bool = True, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.origin = new_origin()
        self.one_statement = one_statement

    @retry_within_bound((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        """Append ``stored_events`` (see the class docstring); their notification ids."""
        if not self.one_statement or not stored_events:
            ids: Sequence[int] | None = super().insert_events(stored_events, **kwargs)
            return ids
        rows = [
            self.construct_pg_stored_event(e.originator_id, e.originator_version, e.topic, e.state)
            for e in stored_events
        ]
        payload = announce(self.origin, (e.topic for e in stored_events))
        with self.datastore.get_connection() as conn, conn.cursor() as curs:
            curs.execute(APPEND_CALL, (rows, payload), prepare=False)  # never prepared: the text goes with every call
            return [int(row["notification_id"]) for row in curs.fetchall()]

    @retry_within_bound((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def select_events(self, *args: Any, **kwargs: Any) -> Any:
        """The library's read of a stream, retried within the request's bound (its own retry
        is bypassed: :mod:`infrastructure.adapters.database_wait`)."""
        return _unretried(PostgresApplicationRecorder.select_events)(self, *args, **kwargs)

    @retry_within_bound((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def max_notification_id(self, *args: Any, **kwargs: Any) -> Any:
        """The library's head of the log, retried within the request's bound."""
        return _unretried(PostgresApplicationRecorder.max_notification_id)(self, *args, **kwargs)

    def _insert_stored_events(self, curs: Any, stored_events: Sequence[StoredEvent], **kwargs: Any) -> None:
        self._lock_table(curs)
        payload = announce(self.origin, (event.topic for event in stored_events))
        curs.execute(SQL("NOTIFY {0}, {1}").format(Identifier(self.channel_name), Literal(payload)))
        PostgresAggregateRecorder._insert_stored_events(self, curs, stored_events, **kwargs)
