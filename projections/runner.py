"""The projection runner: follow the notification log in order, exactly-once into the read tables.

One *step* reads the next batch of the log (from the lowest position of the projections it runs),
builds each followed notification's items (every registered game's events come decoded; each
read model's ``context`` — :mod:`projections.read_model` — turns them into items, once per context
and stream kinds), lets every projection fold the items of the stream kinds it follows that it has
not seen into an in-memory batch, and then, per projection, opens ONE transaction that

1. moves the projection's tracking row conditionally —
   ``UPDATE projection_tracking SET position = :new WHERE name = :name AND position = :old AND
   generation = :gen`` — *first*, so a second runner on the same projection blocks on the row lock
   and then updates 0 rows;
2. writes the batch (bulk inserts/upserts; nothing at all when it handled no event);
3. commits, or rolls back everything when step 1 updated 0 rows (another runner, or a rebuild's
   swap, got there first).

So two runners can never both apply an event, and a crash at any point leaves tables and position
consistent (the transaction either happened or not).  The projections that handled no event of a
batch have nothing to write: their rows move together, in one conditional ``UPDATE`` and one
commit (all or none; after a race each is moved alone as above), so a busy log costs one commit
per projection with rows to write, plus one.

Uncommitted events: the position only ever moves to the last notification *read*, and a
transaction's rows are invisible until it commits.  Ids may have gaps (a rolled-back insert burns
its id on PostgreSQL).  A gap is *settled* when no transaction that could still commit an id
inside it is in flight.  The eventsourcing recorder inserts under ``LOCK TABLE ... IN EXCLUSIVE
MODE``, so an id below a committed, visible id was allocated by a transaction that has already
ended; only a writer that inserts *without* that lock (holding ``RowExclusiveLock`` but not
``ExclusiveLock`` on the events table) could commit below a visible id.  When the runner sees a
gap while such a writer is in flight it stops before the gap and retries shortly; when none is,
it re-reads up to the last id it saw (anything committed meanwhile is then visible) and goes on.
SQLite has a single writer and allocates rowids at insert time, so its visible ids never skip
an in-flight one.

Waking up: on PostgreSQL the runner LISTENs on the channel the recorder NOTIFYs on every insert
(``maumau_events``, delivered at commit), with polling as a fallback; on SQLite it polls, and the
service may call :meth:`projections.in_process.InProcessRunner.wake` after its appends.

Rebuild (:func:`projections.operations.rebuild`): a projection is rebuilt into a new table
generation from position 0 under its own tracking row ``<name>#rebuild`` while the live runner
keeps serving the current one; when it has caught up, one transaction moves the projection's tracking row to the new
generation and position and re-points its views; then the old generation is dropped.

A context failing on a notification (its items cannot be built) cuts the batch before it; at the
head of a batch the read models of that context fail there (and park after their attempts) while
the others wait, then go on without them.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import event as sa_event
from sqlalchemy import func, select, tuple_, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from domain.decider import Decider, topic_prefix_of
from infrastructure.adapters.db import build_engine
from infrastructure.adapters.event_store import (
    EventStore,
    ForeignEvent,
    Notification,
    build_event_store,
    unsafe_writers,
)
from infrastructure.adapters.pg_listen import ReconnectingListener
from infrastructure.adapters.settings import Settings
from projections import games, parking, registry
from projections.parking import is_transient
from projections.read_model import Context, ItemSource, ReadModel
from projections.registry import PROJECTIONS
from projections.schema import tracking

log = logging.getLogger("maumau.projections")

Models = Mapping[str, ReadModel[Any, Any]]
"""Read models by name (default: every registered one, :data:`projections.registry.PROJECTIONS`)."""
SourceKey = tuple[Context, tuple[str, ...]]


class NotDecoded(TypeError):
    """A read model follows a stream kind the runner's store does not decode (its game is not
    registered in the one wiring place, or the store was opened without it)."""


class LostRace(Exception):
    """The conditional tracking update matched no row: another runner (or a swap) was first."""


class ProjectionParked(RuntimeError):
    """A projection that was to catch up (a rebuild, ``catch_up``) is parked on a failing event."""

    def __init__(self, parks: dict[str, parking.Park]) -> None:
        """Name every park: projection, position, event and error."""
        self.parks = parks
        super().__init__(
            "; ".join(
                f"{p.name} parked at position {p.position}: notification {p.notification_id} ({p.event_type}) "
                f"fails with {p.error_type}: {p.error}"
                for p in parks.values()
            )
        )


@dataclass(frozen=True, slots=True)
class Tracker:
    """A tracking row: where a projection (or a rebuild) is, and which generation it writes."""

    name: str
    position: int
    generation: int
    schema_version: int

    @property
    def projection(self) -> str:
        """The projection this row belongs to (``audit#rebuild`` -> ``audit``)."""
        return self.name.split("#", 1)[0]


def make_engine(settings: Settings, pool_size: int | None = None) -> Engine:
    """The SQLAlchemy engine the runner writes the read tables with (same database as the events):
    :func:`infrastructure.adapters.db.build_engine` as a bulk writer (on SQLite: WAL, no fsync per commit).
    On PostgreSQL its sessions commit with ``synchronous_commit = off`` (:data:`ASYNC_COMMIT`):
    the same trade as on SQLite.  A commit is visible at once but does not wait for its WAL
    flush.  A server crash may lose the last fraction of a second of read-side transactions,
    each whole (rows with their tracking row) and in order, and the runner re-applies them from
    the log, whose own appends keep the service's synchronous commits.  That wait was most of
    a live batch's commit time.
    An in-memory SQLite database cannot be shared with a second engine: ``ValueError``."""
    if not settings.is_postgres and settings.sqlite_path is None:
        raise ValueError("projections need a SQLite file (an in-memory database cannot be shared)")
    engine = build_engine(settings, pool_size=pool_size, bulk_writer=True)
    if settings.is_postgres:
        sa_event.listen(engine, "connect", _async_commit)
    return engine


ASYNC_COMMIT = "SET synchronous_commit = off"
"""What every session of the runner's engine runs first on PostgreSQL (see :func:`make_engine`)."""


def _async_commit(dbapi_connection: Any, _record: Any) -> None:
    """Make a new PostgreSQL session of the runner's engine commit without waiting for the WAL."""
    with dbapi_connection.cursor() as cursor:
        cursor.execute(ASYNC_COMMIT)
    dbapi_connection.commit()


def open_store(settings: Settings, deciders: Sequence[Decider[Any, Any, Any]] | None = None) -> EventStore[Any]:
    """The event store as the read models see it: every registered game's events decoded
    (``deciders``, default :func:`projections.games.registered_deciders`); a stream kind no game
    registers (an older or newer release's) stays opaque and is skipped like any kind no read
    model follows."""
    return build_event_store(settings, games.store_codec(deciders or games.registered_deciders()))


def ensure_installed(engine: Engine, models: Models | None = None) -> None:
    """Create the read side at generation 1 if it is missing (SQLite files the service creates
    itself; on PostgreSQL Alembic revisions 0003 and 0004 do this)."""
    with engine.begin() as conn:
        registry.install(conn, list((models or PROJECTIONS).values()))
        parking.install(conn)


def read_trackers(conn: Connection, names: Iterable[str] | None = None) -> dict[str, Tracker]:
    """The tracking rows (all, or those named)."""
    t = tracking
    stmt = select(t.c.name, t.c.position, t.c.generation, t.c.schema_version)
    if names is not None:
        stmt = stmt.where(t.c.name.in_(list(names)))
    return {r.name: Tracker(r.name, r.position, r.generation, r.schema_version) for r in conn.execute(stmt)}


class Runner:
    """Runs a set of tracking rows (projections, or rebuilds) over the notification log."""

    def __init__(
        self,
        engine: Engine,
        store: EventStore[Any],
        names: Sequence[str] | None = None,
        *,
        models: Models | None = None,
        batch_size: int = 500,
        max_attempts: int = 3,
        retry_delay: float = 0.2,
    ) -> None:
        """Run the tracking rows ``names`` (default: every read model of ``models``, default every
        registered one) in batches of ``batch_size``; a projection failing ``max_attempts`` times
        in a row at one position (``retry_delay`` seconds apart) is parked."""
        self.engine = engine
        self.store = store
        self.models: Models = models if models is not None else PROJECTIONS
        self.names = list(names) if names is not None else list(self.models)
        self.batch_size = batch_size
        # One item source per (context, stream kinds) of the read models run here, shared by
        # the read models that name the same; a notification goes to the sources of its kind.
        self._sources: dict[SourceKey, ItemSource] = {}
        self._source_of: dict[str, SourceKey] = {}
        self._kinds: dict[str, list[SourceKey]] = {}
        for name in self.names:
            model = self.models[name.split("#", 1)[0]]
            key = model.source_key()
            if key not in self._sources:
                self._sources[key] = model.context(store)
                for kind in model.follows:
                    self._kinds.setdefault(kind, []).append(key)
            self._source_of[name] = key
        self.is_postgres = engine.dialect.name == "postgresql"
        self.lost_races = 0
        self.applied = 0
        self.waiting_on_gap = False
        self._ahead: tuple[int, Future[list[Notification[Any]]]] | None = None
        self.max_attempts = max_attempts
        self.retry_delay = retry_delay
        self.failing = False
        """Whether a projection failed (not transiently) in the last step and was not parked yet."""
        self.parked: dict[str, parking.Park] = {}
        """The parked tracking rows among ``names``, as of the last step."""
        self._failures: dict[str, tuple[int, int]] = {}  # name -> (position, failed attempts there)
        self._pool = (
            ThreadPoolExecutor(max_workers=len(self.names) + 1, thread_name_prefix="projections")
            if self.is_postgres
            else None
        )

    def context_of(self, name: str) -> ItemSource:
        """The item source the tracking row ``name``'s read model gets its items from."""
        return self._sources[self._source_of[name]]

    def close(self) -> None:
        """Stop the helper threads (PostgreSQL)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    # ------------------------------------------------------------------ reading the log safely
    def _unsafe_writers(self) -> int:
        """Transactions inserting into the events table without the recorder's table lock."""
        with self.engine.connect() as conn:
            return unsafe_writers(conn)

    def read_settled(self, start: int, limit: int) -> list[Notification[Any]]:
        """Up to ``limit`` notifications from ``start`` on, cut before any gap that an in-flight
        transaction could still fill (see the module docstring)."""
        notes = self.store.read_notifications(start, limit)
        self.waiting_on_gap = False
        if not notes or not self.is_postgres:
            return notes
        expected = start
        gap = None
        for i, n in enumerate(notes):
            if n.notification_id != expected:
                gap = i
                break
            expected = n.notification_id + 1
        if gap is None:
            return notes
        if self._unsafe_writers():
            self.waiting_on_gap = True
            return notes[:gap]
        # Nobody can fill the gaps any more: re-read up to what we saw, now final.
        return self.store.read_notifications(start, limit, stop=notes[-1].notification_id)

    # ------------------------------------------------------------------ one step
    def _read_state(self, conn: Connection) -> tuple[dict[str, Tracker], bool, bool]:
        """The tracking rows of :attr:`names`, and whether any of them is parked and whether any
        of their read models has skipped events, in one statement: the parks and skips are read
        only when there are some (almost never), so a step starts with one round trip, not three."""
        t, p, s = tracking, parking.parking, parking.skips
        models = sorted({name.split("#", 1)[0] for name in self.names})
        parked = select(func.count()).select_from(p).where(p.c.name.in_(self.names)).scalar_subquery()
        skips = select(func.count()).select_from(s).where(s.c.projection.in_(models)).scalar_subquery()
        stmt = select(
            t.c.name, t.c.position, t.c.generation, t.c.schema_version, parked.label("parked"), skips.label("skips")
        ).where(t.c.name.in_(self.names))
        rows = conn.execute(stmt).all()
        trackers = {r.name: Tracker(r.name, r.position, r.generation, r.schema_version) for r in rows}
        return trackers, any(r.parked for r in rows), any(r.skips for r in rows)

    def step(self) -> int:
        """Apply the next batch to every projection behind that is not parked; return how many
        (event, projection) applications were committed.

        Each projection is isolated: a non-transient failure of one (in ``handle`` or ``flush``)
        is counted against it alone (:meth:`_failed`) while the others commit; a transient one
        (the database is away, :func:`projections.parking.is_transient`) is raised once the
        others are done, for the caller's retry with backoff.
        """
        with self.engine.connect() as conn:
            trackers, any_parked, any_skipped = self._read_state(conn)
            self.parked = parking.read_parked(conn, trackers) if any_parked else {}
            skipped = parking.read_skips(conn, {t.projection for t in trackers.values()}) if any_skipped else {}
        self.failing = False
        active = {name: t for name, t in trackers.items() if name not in self.parked}
        if not active:
            return 0
        start = min(t.position for t in active.values()) + 1
        notes = self._next_batch(start)
        if not notes:
            return 0
        last = notes[-1].notification_id
        if len(notes) == self.batch_size and self._pool is not None:  # catching up: read ahead
            self._ahead = (last + 1, self._pool.submit(self.read_settled, last + 1, self.batch_size))
        items, broken = self._items(notes, {self._source_of[name] for name in active})
        if broken is not None:  # cut before the notification whose items cannot be built
            at, error, key = broken
            last = at.notification_id - 1
            if last < start:  # the first one: its followers fail there, the others wait
                for name, behind in active.items():
                    if self._source_of[name] == key and behind.position < at.notification_id:
                        self._failed(behind, [], error, at, frozenset())
                return 0
        work = []
        for name in self.names:
            tracker = active.get(name)
            if tracker is None or tracker.position >= last:
                continue
            projection = self.models[tracker.projection]
            skip = skipped.get(tracker.projection, frozenset())
            mine = items[self._source_of[name]]
            try:
                batch, count = self._fold(projection, tracker.position, mine, skip)
            except Exception as error:  # the handler failed on an event: that projection only
                if is_transient(error):
                    raise
                note = getattr(error, "maumau_notification", None)
                self._failed(tracker, mine, error, note, skip)
                continue
            work.append((tracker, projection, batch, count, last, mine, skip))
        outcomes: list[tuple[int, Exception | None] | None] = [None] * len(work)
        idle = [i for i, w in enumerate(work) if w[2] is None]
        joint = len(idle) > 1  # nothing to write: one statement and one commit move them all
        rest = [i for i in range(len(work)) if not (joint and i in idle)]
        if self._pool is not None and len(rest) + joint > 1:
            # PostgreSQL: the transactions are independent; overlap their I/O (the joint move
            # too: it must not delay the read models with rows, a round end's leaderboard).
            futures = {i: self._pool.submit(self._commit_isolated, *work[i][:5]) for i in rest}
            moving = self._pool.submit(self._move_idle, [work[i][0] for i in idle], last) if joint else None
            for i, future in futures.items():
                outcomes[i] = future.result()
            moved = moving is not None and moving.result()
        else:
            for i in rest:
                outcomes[i] = self._commit_isolated(*work[i][:5])
            moved = joint and self._move_idle([work[i][0] for i in idle], last)
        for i in idle if joint else ():  # after a race, each alone
            outcomes[i] = (work[i][3], None) if moved else self._commit_isolated(*work[i][:5])
        settled = [o for o in outcomes if o is not None]
        done = sum(n for n, _ in settled)
        self.applied += done
        transient: list[Exception] = []
        for (failed, _p, _b, _c, _l, items_, skip_), (_, failure) in zip(work, settled, strict=True):
            if failure is None:
                continue
            if is_transient(failure):
                transient.append(failure)
                continue
            try:  # one at a time, in this thread: narrowing commits event by event
                self._failed(failed, items_, failure, None, skip_)
            except Exception as again:  # the database went away while narrowing or parking
                if not is_transient(again):
                    raise
                transient.append(again)
        if transient:
            raise transient[0]
        return done

    def _items(
        self, notes: list[Notification[Any]], wanted: set[SourceKey]
    ) -> tuple[dict[SourceKey, list[Any]], tuple[Notification[Any], Exception, SourceKey] | None]:
        """The items of each source in ``wanted`` (those of the read models that run now), cut
        before the first notification whose items a source cannot build (returned with its error
        and that source; transient errors are raised).  A notification of a stream kind no
        wanted source follows is not looked at: the positions move past it like past any event
        a read model ignores."""
        items: dict[SourceKey, list[Any]] = {key: [] for key in self._sources}
        kinds = self._kinds
        sources = self._sources
        for n in notes:
            keys = kinds.get(topic_prefix_of(n.topic))
            if keys is None:
                continue
            for key in keys:
                if key not in wanted:
                    continue
                try:
                    if type(n.event) is ForeignEvent:
                        raise NotDecoded(
                            f"notification {n.notification_id} ({n.topic}) is not decoded: register its game "
                            "in the one wiring place (infrastructure/services/bootstrap.py)"
                        )
                    items[key].extend(sources[key].take(n))  # e.g. none while a sealed round is held
                except Exception as error:
                    self._clear_contexts()  # the failed stream's fold may be half-applied
                    if is_transient(error):
                        raise
                    bad = n.notification_id
                    return {k: [i for i in got if i.n.notification_id < bad] for k, got in items.items()}, (
                        n,
                        error,
                        key,
                    )
        return items, None

    def _clear_contexts(self) -> None:
        """Forget what the item sources keep in memory (rebuilt from the store on demand)."""
        for source in self._sources.values():
            source.clear()

    @staticmethod
    def _fold(
        projection: ReadModel[Any, Any], position: int, items: Sequence[Any], skip: frozenset[int]
    ) -> tuple[Any, int]:
        """Fold the items after ``position`` into a new batch: ``(batch or None, events
        covered)`` — ``None`` when it handled none of them (the commit then only moves the
        tracking row).  A handler's exception leaves with the failing notification as
        ``maumau_notification``."""
        batch = projection.new_batch()
        wanted = projection.event_types
        handle = projection.handle
        count = 0
        handled = False
        for item in items:
            n = item.n
            if n.notification_id > position:
                count += 1
                if (wanted is None or type(n.event) in wanted) and n.notification_id not in skip:
                    handled = True
                    try:
                        handle(item, batch)
                    except Exception as error:
                        error.maumau_notification = n  # type: ignore[attr-defined]
                        raise
        return (batch if handled else None), count

    def _next_batch(self, start: int) -> list[Notification[Any]]:
        """The batch from ``start``: the one read ahead if it starts there, else read now."""
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[0] == start:
            notes = ahead[1].result()
            if notes:
                return notes
        return self.read_settled(start, self.batch_size)

    def _commit_isolated(
        self, tracker: Tracker, projection: ReadModel[Any, Any], batch: Any, count: int, last: int
    ) -> tuple[int, Exception | None]:
        """Commit one projection's batch: ``(events applied, its error or None)``; a lost race
        applies 0 events and is no error."""
        try:
            self._commit(tracker, last, projection, batch)
        except LostRace:
            self.lost_races += 1
            log.info("projection %s: another runner moved first; re-reading its position", tracker.name)
            return 0, None
        except Exception as error:
            return 0, error
        self._failures.pop(tracker.name, None)
        return count, None

    def _move_idle(self, trackers: Sequence[Tracker], position: int) -> bool:
        """Move the tracking rows of projections that handled nothing in this batch to ``position``
        in one conditional ``UPDATE`` and one commit (instead of a transaction each): all of them,
        or — when any row is no longer where it was read (another runner, a swap) — none, and
        the caller then moves them one by one, each detecting its own race.  Nothing but the
        positions is written, so there is nothing else to keep consistent."""
        t = tracking
        rows = [(tr.name, tr.position, tr.generation) for tr in trackers]
        try:
            with self.engine.begin() as conn:
                result = conn.execute(
                    update(t)
                    .where(tuple_(t.c.name, t.c.position, t.c.generation).in_(rows))
                    .values(position=position, updated_at=datetime.now(UTC))
                )
                if result.rowcount != len(rows):
                    raise LostRace(", ".join(tr.name for tr in trackers))
        except Exception:  # a race, or the database: the one-by-one moves meet it and report it
            return False
        for tr in trackers:
            self._failures.pop(tr.name, None)
        return True

    def _commit(self, tracker: Tracker, position: int, projection: ReadModel[Any, Any], batch: Any) -> None:
        """Move the tracking row conditionally and write the batch (``None``: nothing to write),
        in one transaction."""
        t = tracking
        try:
            with self.engine.begin() as conn:
                result = conn.execute(
                    update(t)
                    .where(
                        t.c.name == tracker.name, t.c.position == tracker.position, t.c.generation == tracker.generation
                    )
                    .values(position=position, updated_at=datetime.now(UTC))
                )
                if result.rowcount != 1:
                    raise LostRace(tracker.name)
                if batch is not None:
                    projection.flush(batch, conn, projection.tables.physical(tracker.generation))
        except IntegrityError as error:
            # Rows written by a runner that committed first -- or a projection's own bug when the
            # tracking row has not moved (then it is this projection's failure, not a race).
            with self.engine.connect() as conn:
                now = read_trackers(conn, [tracker.name]).get(tracker.name)
            if now is None or (now.position, now.generation) != (tracker.position, tracker.generation):
                raise LostRace(tracker.name) from error
            raise

    # ------------------------------------------------------------------ failures and parking
    def _failed(
        self,
        tracker: Tracker,
        items: Sequence[Any],
        error: Exception,
        note: Notification[Any] | None,
        skip: frozenset[int],
    ) -> None:
        """Count a non-transient failure of one projection; after ``max_attempts`` in a row at the
        same position, narrow it to the single failing event and park it there."""
        self.failing = True
        self._clear_contexts()  # the retry re-derives the context from the store
        seen_at, attempts = self._failures.get(tracker.name, (tracker.position, 0))
        attempts = attempts + 1 if seen_at == tracker.position else 1
        self._failures[tracker.name] = (tracker.position, attempts)
        if attempts < self.max_attempts:
            log.warning(
                "projection %s failed at position %d (attempt %d of %d): %r",
                tracker.name,
                tracker.position,
                attempts,
                self.max_attempts,
                error,
            )
            return
        self._failures.pop(tracker.name, None)
        self._narrow_and_park(tracker, items, error, note, skip, attempts)

    def _narrow_and_park(
        self,
        tracker: Tracker,
        items: Sequence[Any],
        error: Exception,
        note: Notification[Any] | None,
        skip: frozenset[int],
        attempts: int,
    ) -> None:
        """Apply the batch event by event, committing each good one, and park the projection
        just before the first event that fails (``note`` when the batch is known to fail
        there).  If every event applies alone, nothing is parked: the projection has moved on."""
        projection = self.models[tracker.projection]
        wanted = projection.event_types
        current = tracker
        for item in items:
            n = item.n
            nid = n.notification_id
            if nid <= current.position or nid in skip or not (wanted is None or type(n.event) in wanted):
                continue
            batch = projection.new_batch()
            try:
                projection.handle(item, batch)
                self._commit(current, nid, projection, batch)
            except LostRace:
                self.lost_races += 1
                return
            except Exception as failure:
                if is_transient(failure):
                    raise
                before = self._commit_empty(current, nid - 1, projection)
                if before is not None:
                    self._park(before, n, failure, attempts)
                return
            self.applied += 1
            current = Tracker(current.name, nid, current.generation, current.schema_version)
        if note is not None and note.notification_id > current.position:  # context failure: no item
            self._park(current, note, error, attempts)
            return
        if items and items[-1].n.notification_id > current.position:
            self._commit_empty(current, items[-1].n.notification_id, projection)
        log.warning("projection %s: its failure (%r) did not recur event by event; it goes on", tracker.name, error)

    def _commit_empty(self, tracker: Tracker, position: int, projection: ReadModel[Any, Any]) -> Tracker | None:
        """Move the tracking row to ``position`` over events the projection ignores (None after a
        lost race)."""
        if position <= tracker.position:
            return tracker
        try:
            self._commit(tracker, position, projection, None)
        except LostRace:
            self.lost_races += 1
            return None
        return Tracker(tracker.name, position, tracker.generation, tracker.schema_version)

    def _park(self, tracker: Tracker, n: Notification[Any], error: Exception, attempts: int) -> None:
        """Park ``tracker`` at its position, before notification ``n`` (if it is still there)."""
        t = tracking
        park = parking.Park(
            tracker.name,
            tracker.position,
            n.notification_id,
            str(n.stream_id),
            n.version,
            type(n.event).__name__,
            f"{type(error).__module__}.{type(error).__qualname__}",
            str(error) or repr(error),
            attempts,
            datetime.now(UTC),
        )
        with self.engine.begin() as conn:
            moved = conn.execute(
                update(t)
                .where(t.c.name == tracker.name, t.c.position == tracker.position, t.c.generation == tracker.generation)
                .values(updated_at=datetime.now(UTC))
            ).rowcount
            if moved != 1:
                return
            parking.write_park(conn, park)
        self.parked[tracker.name] = park
        log.error(
            "projection %s PARKED at position %d: notification %d (%s, stream %s version %d) fails: %r; "
            "the other projections go on; after a fix: `maumau projections resume %s`",
            tracker.name,
            tracker.position,
            n.notification_id,
            park.event_type,
            n.stream_id,
            n.version,
            error,
            tracker.name,
        )

    def run_until_caught_up(self, max_seconds: float | None = None) -> int:
        """Step until every projection that is not parked has reached the end of the log as it is
        now (a projection that parks on the way stays behind: see :attr:`parked`)."""
        head = self.store.max_notification_id()
        deadline = None if max_seconds is None else time.monotonic() + max_seconds
        total = 0
        while True:
            total += self.step()
            with self.engine.connect() as conn:
                trackers = read_trackers(conn, self.names)
                self.parked = parking.read_parked(conn, trackers)
            if all(t.position >= head or name in self.parked for name, t in trackers.items()):
                return total
            if deadline is not None and time.monotonic() > deadline:
                raise TimeoutError(f"projections not caught up with {head} after {max_seconds} s")
            if self.failing:
                time.sleep(self.retry_delay)
            elif self.waiting_on_gap:
                time.sleep(0.01)

    # ------------------------------------------------------------------ running
    def run_forever(
        self,
        stop: threading.Event,
        wake: threading.Event | None = None,
        *,
        poll_interval: float = 0.5,
        listen_url: str | None = None,
    ) -> None:
        """Step until ``stop`` is set, sleeping between batches until a NOTIFY (``listen_url`` on
        PostgreSQL), a ``wake`` event or ``poll_interval`` seconds.

        Nothing but ``stop`` ends it: a failing step is retried with a backoff (up to 5 s), a
        failing projection is retried and then parked by :meth:`step`, and the LISTEN connection
        is re-opened after losing it (:class:`~infrastructure.adapters.pg_listen.ReconnectingListener`)
        while polling goes on.
        """
        listener = ReconnectingListener(listen_url, "maumau-projections") if listen_url else None
        backoff = 0.0
        try:
            while not stop.is_set():
                try:
                    done = self.step()
                    backoff = 0.0
                except Exception as error:  # keep following: a database hiccup or a bad batch
                    backoff = min(5.0, backoff * 2 or 0.1)
                    if is_transient(error):
                        log.warning("projection step failed (%s); retrying in %.1f s", error, backoff)
                    else:
                        log.exception("projection step failed; retrying in %.1f s", backoff)
                    self._clear_contexts()
                    stop.wait(backoff)
                    continue
                if stop.is_set():
                    continue
                if self.failing:
                    stop.wait(self.retry_delay)
                elif done:
                    continue
                elif self.waiting_on_gap:
                    stop.wait(0.005)
                elif listener is not None:
                    listener.wait(poll_interval)
                elif wake is not None:
                    wake.wait(poll_interval)
                    wake.clear()
                else:
                    stop.wait(poll_interval)
        finally:
            if listener is not None:
                listener.close()
