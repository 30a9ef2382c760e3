"""One log follower for every reader of the notification log: read in order from a tracking
position, hand each follower only the events it declared, write its effect and its position in
one transaction, and park a follower that keeps failing on an event — alone and visibly.

The durable reactions (:mod:`infrastructure.services.reactions`) run on it, the remote-appends
watcher (:mod:`infrastructure.services.remote_appends`) on its wake-up loop, and the read side's
runner can (``docs/live.md``, "Following the log").  The pieces:

* :class:`Interest` — what a follower handles, declared up front: exact topics and/or topic
  prefixes.  Exact topics are filtered in the database; a prefix before an event is decoded.
  An event nobody in a :class:`FollowerGroup` is interested in is never decoded, and a follower
  is never called for an event outside its interest.
* :class:`LogSource` — where the log is read: :class:`StoreSource` reads the event store and
  knows the *settled* head (below which no id can appear any more: the recorder inserts under a
  table lock on PostgreSQL, so only a writer without it could still commit a lower id, see
  :func:`~infrastructure.adapters.event_store.unsafe_writers`; SQLite has one writer).
* :class:`Tracking` — where positions and parks are kept, each behind a conditional move
  (``WHERE position = old``, first in the transaction: a second follower blocks on the row lock
  and then moves nothing, :class:`LostRace`).
* :class:`Follower` — ``begin`` a work value, ``apply`` each event of its interest to it
  (outside any transaction: a reaction issues its commands here, with keys derived from the
  event, so a replay is answered from the stored batch), ``write`` the work inside the tracking
  transaction (a reaction's timers, a read model's rows).
* :class:`FollowerGroup` — one step reads ONE batch for all its followers (from the lowest
  position) and gives each its events.  Positions move over events a follower does not handle
  lazily: in memory at once, in the tracking table every ``persist_every`` ids or
  ``persist_seconds`` — so a batch of unrelated events costs a follower no statement and no
  commit of its own.  Tracking rows are re-read every ``refresh_seconds`` (a park lifted by an
  operator, a position moved by another process) and after a lost race, not at every step.
* Parking (:class:`Park`): an error that is not the database being away (``is_transient``)
  counts against the event it happened on; the work done before it is committed with the
  position just before it, and after ``max_attempts`` failures there the follower is parked
  on it, with the error and the attempts, while every other follower goes on.  A failure of
  ``write`` (not attributable to one event) is retried, then narrowed to single events.
* the thread that runs a group's rounds when there may be something to do is
  :class:`~infrastructure.services.follower_loop.FollowerLoop`.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, NamedTuple, Protocol, TypeVar

from sqlalchemy.engine import Connection, Engine

from infrastructure.adapters.event_store import EventStore, Notification, unsafe_writers
from infrastructure.services.follower_tracking import LostRace, Park, Tracked, Tracking, describe, error_kind

__all__ = [
    "Context",
    "Entry",
    "Follower",
    "FollowerGroup",
    "Interest",
    "LogSource",
    "LostRace",
    "Park",
    "StoreSource",
    "Tracked",
    "Tracking",
    "describe",
    "stream_uuid",
]

log = logging.getLogger("maumau.followers")

W = TypeVar("W")


# ---------------------------------------------------------------- what a follower handles


@dataclass(frozen=True, slots=True)
class Interest:
    """The topics a follower handles: ``topics`` exactly, and every topic starting with one of
    ``prefixes`` (``Interest(prefixes=("",))`` is the whole log)."""

    topics: frozenset[str] = frozenset()
    prefixes: tuple[str, ...] = ()

    @classmethod
    def of(cls, topics: Iterable[str] = (), prefixes: Iterable[str] = ()) -> Interest:
        """An interest in ``topics`` and ``prefixes``."""
        return cls(frozenset(topics), tuple(sorted(set(prefixes))))

    def wants(self, topic: str) -> bool:
        """Whether an event of ``topic`` concerns the follower."""
        return topic in self.topics or (bool(self.prefixes) and topic.startswith(self.prefixes))

    def __or__(self, other: Interest) -> Interest:
        return Interest.of(self.topics | other.topics, self.prefixes + other.prefixes)

    @property
    def empty(self) -> bool:
        """No event concerns it."""
        return not self.topics and not self.prefixes


# ---------------------------------------------------------------- where the log is read


class LogSource(Protocol):
    """The notification log, read in order."""

    def settled_head(self) -> int | None:
        """The highest id below which nothing can appear any more (None: wait a moment)."""
        ...

    def read(self, start: int, limit: int, stop: int, interest: Interest) -> tuple[list[Notification[Any]], int]:
        """Entries of ``interest`` from ``start`` to ``stop``: ``(entries, last id covered)``."""
        ...


class StoreSource:
    """The event store's log: exact topics filtered in SQL, prefixes before decoding."""

    def __init__(self, store: EventStore[Any], engine: Engine) -> None:
        """Read ``store``; ``engine`` (same database) asks PostgreSQL about unsafe writers."""
        self.store = store
        self.engine = engine
        self.is_postgres = engine.dialect.name == "postgresql"

    def settled_head(self) -> int | None:
        """The store's last id, unless a writer without the table lock is in flight."""
        head = self.store.max_notification_id()
        if self.is_postgres:
            with self.engine.connect() as conn:
                if unsafe_writers(conn):
                    return None
        return head

    def read(self, start: int, limit: int, stop: int, interest: Interest) -> tuple[list[Notification[Any]], int]:
        """See :meth:`LogSource.read`: ``limit`` entries at most; with prefixes, ``limit`` ids."""
        if interest.empty:  # nobody wants anything: nothing to read (no filter would read all)
            return [], stop
        if interest.prefixes:
            stop = min(stop, start + limit - 1)
            notes = self.store.read_notifications(start, limit, stop=stop, wanted=interest.wants)
            return notes, stop
        notes = self.store.read_notifications(start, limit, stop=stop, topics=sorted(interest.topics))
        return notes, notes[-1].notification_id if len(notes) == limit else stop


# ---------------------------------------------------------------- a follower


class Follower(Protocol[W]):
    """What follows the log: its tracking name, its interest, and its effect (module docstring)."""

    @property
    def name(self) -> str:
        """Its tracking row's name."""
        ...

    @property
    def interest(self) -> Interest:
        """The events it handles; no other event is ever handed to it."""
        ...

    def begin(self) -> W:
        """A fresh work value for one batch."""
        ...

    def apply(self, item: Any, work: W, /) -> None:
        """Fold one event of its interest (the notification, or the group's :class:`Context`
        item for it) into ``work`` (outside any transaction; it may run again after a crash or
        a failure later in the batch)."""
        ...

    def write(self, conn: Connection, work: W, tracked: Tracked, /) -> None:
        """Write ``work`` in the transaction that moves the position (``tracked``: the row as
        read, e.g. the read tables' generation in its ``token``)."""
        ...


class Entry(NamedTuple):
    """What a follower is handed: ``item`` (the event, or its :class:`Context` item) for the
    event ``note``, made when the log was read at id ``at`` (``note``'s own id, or a later one
    for an item a context held back until then)."""

    at: int
    note: Notification[Any]
    item: Any


class Context(Protocol):
    """What a group's followers share for each event read (the read side's fold context)."""

    @property
    def interest(self) -> Interest:
        """The events it must see, whether or not a follower handles them (a fold's)."""
        ...

    def items(
        self, notes: Sequence[Notification[Any]], /
    ) -> tuple[list[Entry], tuple[Notification[Any], Exception] | None]:
        """The entries of ``notes`` in log order, cut before the first event whose item cannot
        be built (returned with its error; transient errors raised).  An event may yield no
        entry (it is skipped, or held back) or several."""
        ...

    def clear(self) -> None:
        """Forget what was built (after a failure: it may be half-applied)."""
        ...


@dataclass(slots=True)
class _Failure:
    notification_id: int
    attempts: int


@dataclass(slots=True)
class GroupStats:
    """What a group did (tests count it)."""

    applied: int = 0
    """Events handed to a follower's ``apply``."""
    commits: int = 0
    """Tracking transactions committed."""
    reads: int = 0
    """Batches read from the log."""
    lost_races: int = 0
    parks: int = 0


class FollowerGroup:
    """Followers that read the log together (see the module docstring)."""

    def __init__(
        self,
        source: LogSource,
        tracking: Tracking,
        followers: Iterable[Follower[Any]],
        *,
        is_transient: Callable[[BaseException], bool],
        batch_size: int = 500,
        max_attempts: int = 3,
        retry_delay: float = 0.2,
        persist_every: int = 1000,
        persist_seconds: float = 5.0,
        refresh_seconds: float = 1.0,
        context: Context | None = None,
    ) -> None:
        """Run ``followers`` over ``source``, positions in ``tracking``; errors ``is_transient``
        says are the database's are raised to the caller (retry later), others count against
        the event (module docstring).  ``context`` builds, once per event read and for every
        follower, what ``apply`` is given instead of the bare event (a read model's fold
        context)."""
        self.source = source
        self.tracking = tracking
        self.followers: dict[str, Follower[Any]] = {f.name: f for f in followers}
        self.is_transient = is_transient
        self.batch_size = batch_size
        self.max_attempts = max_attempts
        self.retry_delay = retry_delay
        self.persist_every = persist_every
        self.persist_seconds = persist_seconds
        self.refresh_seconds = refresh_seconds
        self.context = context
        self.interest = Interest()
        for follower in self.followers.values():
            self.interest = self.interest | follower.interest
        self.stats = GroupStats()
        self.failing = False
        """Whether a follower failed (not transiently) in the last step."""
        self.waiting_on_writers = False
        """Whether the last step stopped because a writer could still fill a gap."""
        self.more = False
        """Whether the last step stopped before the settled head (more is waiting)."""
        self.before_commit: Callable[[str], None] | None = None
        """Test-only: called with a follower's name after ``apply`` and before its transaction."""
        self.after_commit: Callable[[str, Any], None] | None = None
        """Called with a follower's name and its work after its transaction committed."""
        self._tracked: dict[str, Tracked] | None = None
        self._read_at = 0.0
        self._seen: dict[str, int] = {}
        self._persisted_at: dict[str, float] = {}
        self._started = time.monotonic()  # what a position never written since start-up counts from
        self._failures: dict[str, _Failure] = {}

    # ------------------------------------------------------------------ tracking rows
    def refresh(self) -> None:
        """Re-read the tracking rows at the next step."""
        self._tracked = None

    def tracked(self) -> dict[str, Tracked]:
        """The tracking rows (cached for ``refresh_seconds``)."""
        now = time.monotonic()
        if self._tracked is None or now - self._read_at >= self.refresh_seconds:
            with self.tracking.engine.connect() as conn:
                self._tracked = self.tracking.read(conn, list(self.followers))
            self._read_at = now
        return self._tracked

    def position(self, name: str) -> int:
        """How far ``name`` has looked at the log (its row's position, or further in memory)."""
        tracked = self.tracked().get(name)
        return max(tracked.position if tracked else 0, self._seen.get(name, 0))

    @property
    def parked(self) -> dict[str, Park]:
        """The parks among the group's followers (the tracking rows as cached)."""
        return {n: t.park for n, t in self.tracked().items() if t.park is not None}

    # ------------------------------------------------------------------ one step
    def step(self) -> int:
        """One batch for every follower that is not parked; returns the events applied."""
        self.failing = self.waiting_on_writers = self.more = False
        tracked = self.tracked()
        active = {n: t for n, t in tracked.items() if t.park is None and n in self.followers}
        if not active:
            return 0
        head = self.source.settled_head()
        if head is None:
            self.waiting_on_writers = True
            return 0
        start = min(max(t.position, self._seen.get(n, 0)) for n, t in active.items()) + 1
        if head < start:
            return 0
        interest = self.context.interest if self.context is not None else Interest()
        for name in active:
            interest = interest | self.followers[name].interest
        notes, end = self.source.read(start, self.batch_size, head, interest)
        self.stats.reads += 1
        self.more = end < head
        pairs = [Entry(n.notification_id, n, n) for n in notes]
        if self.context is not None and notes:
            pairs, broken = self.context.items(notes)
            if broken is not None:  # cut before the event whose context cannot be built
                note, error = broken
                end, self.more = note.notification_id - 1, True
                if not pairs:
                    for name, row in active.items():
                        if self.position(name) < note.notification_id and self.followers[name].interest.wants(
                            note.topic
                        ):
                            self._failed(self.followers[name], row, note, error)
                    return 0
        applied = 0
        lazy: list[Tracked] = []
        for name, row in active.items():
            applied += self._follow(self.followers[name], row, pairs, end, lazy)
        if lazy:
            self._persist(lazy, end)
        return applied

    def persist(self) -> None:
        """Write every position that has moved only in memory (the end of a one-shot run, a
        clean stop), in one transaction."""
        rows = self.tracked()
        behind = [
            (row, self._seen[n]) for n, row in rows.items() if row.park is None and self._seen.get(n, 0) > row.position
        ]
        for position in sorted({p for _, p in behind}):
            self._persist([row for row, p in behind if p == position], position)

    def _persist(self, rows: Sequence[Tracked], position: int) -> None:
        """Write the positions of followers that only moved over events they do not handle,
        all in one transaction (a row another follower moved meanwhile is left alone)."""
        moved: list[Tracked] = []
        with self.tracking.engine.begin() as conn:
            for row in rows:
                if self.tracking.move(conn, row, position):
                    moved.append(row)
                else:
                    self._lost(row.name)
        self.stats.commits += 1
        now = time.monotonic()
        for row in moved:
            if self._tracked is not None:
                self._tracked[row.name] = replace(row, position=position)
            self._persisted_at[row.name] = now

    def _follow(
        self,
        follower: Follower[Any],
        row: Tracked,
        pairs: Sequence[Entry],
        end: int,
        lazy: list[Tracked],
    ) -> int:
        """Apply ``follower``'s events among ``pairs`` (each event and what ``apply`` is given:
        the event, or its :class:`Context` item) and commit them with the position ``end``
        (no event of its own: remember ``end``, and add its row to ``lazy`` when it is due to be
        written)."""
        name = follower.name
        since = max(row.position, self._seen.get(name, 0))
        if since >= end:
            return 0
        wants = follower.interest.wants
        mine = [e for e in pairs if e.at > since and wants(e.note.topic) and e.note.notification_id not in row.skips]
        if not mine:
            self._seen[name] = end
            stale = time.monotonic() - self._persisted_at.get(name, self._started) >= self.persist_seconds
            if end - row.position >= self.persist_every or (stale and end > row.position):
                lazy.append(row)
            return 0
        work = follower.begin()
        failure: tuple[Notification[Any], Exception] | None = None
        applied = 0
        for at, note, item in mine:
            try:
                follower.apply(item, work)
            except Exception as error:
                if self.is_transient(error):
                    raise
                failure = (note, error)
                end = at - 1
                break
            applied += 1
        self.stats.applied += applied
        if self.before_commit is not None:
            self.before_commit(name)
        if end > row.position or applied:
            try:
                row = self._commit(follower, row, end, work)
            except LostRace:
                return 0
            except Exception as error:
                if self.is_transient(error):
                    raise
                self._write_failed(follower, row, mine, error)
                return 0
        if failure is not None:
            self._failed(follower, row, *failure)
        else:
            self._failures.pop(name, None)
        return applied

    def _commit(self, follower: Follower[Any], row: Tracked, position: int, work: Any) -> Tracked:
        """Move ``row`` to ``position`` and write ``work``, in one transaction (the move first);
        a lost race is counted and raised as :class:`LostRace`."""
        name = follower.name
        try:
            with self.tracking.engine.begin() as conn:
                if not self.tracking.move(conn, row, position):
                    raise LostRace(name)
                follower.write(conn, work, row)
        except LostRace:
            self._lost(name)
            raise
        except Exception:
            # Rows written by a follower that committed first, or this follower's own failure
            # when its row has not moved (then it is its failure, not a race).
            with self.tracking.engine.connect() as conn:
                now = self.tracking.read(conn, [name]).get(name)
            if now is None or now.position != row.position or now.token != row.token or now.park is not None:
                self._lost(name)
                raise LostRace(name) from None
            raise
        self.stats.commits += 1
        moved = replace(row, position=position)
        if self._tracked is not None:
            self._tracked[name] = moved
        self._seen[name] = position
        self._persisted_at[name] = time.monotonic()
        if self.after_commit is not None:
            self.after_commit(name, work)
        return moved

    def _lost(self, name: str) -> None:
        self.stats.lost_races += 1
        self._seen.pop(name, None)
        self.refresh()
        log.info("follower %s: another follower moved first; re-reading its position", name)

    # ------------------------------------------------------------------ failures and parking
    def _count(self, name: str, notification_id: int) -> int:
        """Count one more failure of ``name`` on ``notification_id``; the attempts there."""
        self.failing = True
        if self.context is not None:
            self.context.clear()  # a failed fold may be half-applied: derive it again
        failure = self._failures.get(name)
        attempts = failure.attempts + 1 if failure and failure.notification_id == notification_id else 1
        self._failures[name] = _Failure(notification_id, attempts)
        return attempts

    def _failed(self, follower: Follower[Any], row: Tracked, note: Notification[Any], error: Exception) -> None:
        """A failure of ``follower`` on ``note``: counted; parked there at the last attempt."""
        attempts = self._count(follower.name, note.notification_id)
        if attempts < self.max_attempts:
            log.warning(
                "follower %s failed on notification %d (attempt %d of %d): %r",
                follower.name,
                note.notification_id,
                attempts,
                self.max_attempts,
                error,
            )
            return
        self._failures.pop(follower.name, None)
        self._park(row, note, error, attempts)

    def _write_failed(self, follower: Follower[Any], row: Tracked, mine: Sequence[Entry], error: Exception) -> None:
        """``write`` failed for a batch: retried; at the last attempt narrowed event by event
        (each good one committed alone) and parked before the first that fails alone."""
        attempts = self._count(follower.name, mine[0].note.notification_id)
        if attempts < self.max_attempts:
            log.warning("follower %s: writing a batch failed (attempt %d): %r", follower.name, attempts, error)
            return
        self._failures.pop(follower.name, None)
        for at, note, item in mine:
            work = follower.begin()
            try:
                follower.apply(item, work)
                row = self._commit(follower, row, at, work)
            except LostRace:
                return
            except Exception as failure:
                if self.is_transient(failure):
                    raise
                if at - 1 > row.position:
                    try:
                        row = self._commit(follower, row, at - 1, follower.begin())
                    except LostRace:
                        return
                self._park(row, note, failure, attempts)
                return
        log.warning("follower %s: its failure (%r) did not recur event by event; it goes on", follower.name, error)

    def _park(self, row: Tracked, note: Notification[Any], error: Exception, attempts: int) -> None:
        """Park ``row`` at its position, before ``note`` (if it is still there)."""
        park = Park(
            row.name,
            row.position,
            note.notification_id,
            str(note.stream_id),
            note.version,
            type(note.event).__name__,
            error_kind(error),
            str(error) or repr(error),
            attempts,
            datetime.now(UTC),
        )
        with self.tracking.engine.begin() as conn:
            if not self.tracking.park(conn, row, park):
                self.refresh()
                return
        self.stats.parks += 1
        if self._tracked is not None:
            self._tracked[row.name] = replace(row, park=park)
        log.error(
            "follower %s PARKED at position %d: notification %d (%s, stream %s version %d) fails: %r; the others go on",
            row.name,
            row.position,
            note.notification_id,
            park.event_type,
            note.stream_id,
            note.version,
            error,
        )

    # ------------------------------------------------------------------ running
    def run_until_idle(self, max_rounds: int = 10_000) -> int:
        """Step until every follower that is not parked has reached the settled head (tests,
        one-shot runs); returns the events applied."""
        total = 0
        self.refresh()
        for _ in range(max_rounds):
            total += self.step()
            if self.failing:
                time.sleep(self.retry_delay)
                self.refresh()
                continue
            if not (self.more or self.waiting_on_writers):
                break
            if self.waiting_on_writers:
                time.sleep(0.005)
        self.persist()
        return total


def stream_uuid(value: object) -> uuid.UUID:
    """A stream id as stored (a UUID on PostgreSQL, maybe a string on SQLite)."""
    return value if isinstance(value, uuid.UUID) else uuid.UUID(str(value))
