"""Durable reactions: what must happen because an event happened, exactly once, crash or not.

A *reaction* (a process manager) follows the event store's notification log like a projection
follows it into read tables, but its output is *commands* sent through the write side
(:meth:`GameService.execute`).  The window clock (:mod:`infrastructure.services.window_clock`) is one: a
forgotten "Mau-Mau" opens a challenge window whose deadline is in the ``CallMissed`` event, and
somebody must close it once that deadline passes — even if the process that saw the event dies.

How exactly-once is reached, for a reaction named ``R``:

* ``maumau_reaction_tracking`` holds ``R``'s *position*: the last notification it has dealt with.
  A step reads the notifications after it, only those of ``R``'s topics (filtered in the
  database, so events of other stream kinds — a tournament, another game — are never even
  decoded), and calls ``R.react(notification)`` for each.  ``react`` returns *effects*:

  - :class:`Issue`: run a command now (``R.perform`` → ``GameService.execute``);
  - :class:`Timer`: run a command once the service clock reaches ``due`` (a row of
    ``maumau_reaction_timers``);
  - :class:`CancelTimers`: forget the stream's earlier timers of ``R`` (an optimisation only).

* Every command carries an idempotency key derived from the triggering event
  (:func:`reaction_key`: ``react:R:<notification id>[:suffix]``).  :class:`Issue` commands are
  run *before* ONE transaction moves the tracking row conditionally (``WHERE position = old``,
  first, as the projection runner does: a second follower blocks on the row lock and then moves
  nothing) and writes the timers; so a crash between a command and that transaction replays
  the command with the same key, which the write side answers from the stored batch instead of
  appending it again.
* A due timer is fired by executing its command with its key and then deleting its row (on
  PostgreSQL in one transaction that claimed the row ``FOR UPDATE SKIP LOCKED``, so two
  processes do not fire it together); a crash in between leaves the row, and the next firing is
  again answered from the stored batch.

Reading the log safely: positions only move to ids that are *settled* — the highest visible id
when no writer could still commit a lower one (the event store inserts under a table lock on
PostgreSQL, so only a writer without that lock could; see ``projections.runner``, whose check
this repeats without importing the read side; SQLite has one writer).  Ids read past without a
matching event are remembered in memory and written lazily (every ``persist_every`` ids or
``persist_seconds``), so a busy SQLite file does not pay one more write per move.

Failures: an error that says the database is away (:func:`is_transient`) is retried by the
worker with a backoff.  Any other error in ``react`` or an :class:`Issue` counts against that
event; after ``max_attempts`` the reaction is *parked* just before it (the event and the error
are written on its tracking row): it follows the log no further until ``maumau reactions
resume R``, while every other reaction goes on.  A timer whose command keeps failing is parked
alone (``parked_at`` and ``error`` on its row); the other timers still fire.

:class:`ReactionWorker` runs a :class:`ReactionRunner` in a thread: it wakes on a local batch
of a watched topic (in-process, may be lost: the poll catches up), on the event store's NOTIFY
(PostgreSQL), when the next timer is due (one :class:`~infrastructure.services.scheduler.Scheduler`
entry), or every ``poll_interval``.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from sqlalchemy import Table, case, delete, func, select, update
from sqlalchemy import exc as sa_exc
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.engine import Connection, Engine

from infrastructure.adapters.db import ReactionTimerRow, ReactionTrackingRow
from infrastructure.adapters.db_errors import is_transient as database_away
from infrastructure.adapters.event_store import Notification, unsafe_writers
from infrastructure.adapters.pg_listen import ReconnectingListener
from infrastructure.services.errors import Conflict
from infrastructure.services.games import CommittedBatch, GameService
from infrastructure.services.scheduler import Scheduler, TimerHandle

__all__ = [
    "CancelTimers",
    "Effect",
    "FaultHook",
    "Issue",
    "Reaction",
    "ReactionRunner",
    "ReactionWorker",
    "Timer",
    "is_transient",
    "reaction_key",
    "resume",
    "status",
]

log = logging.getLogger("maumau.reactions")

_TRACKING: Table = ReactionTrackingRow.__table__  # type: ignore[assignment]
_TIMERS: Table = ReactionTimerRow.__table__  # type: ignore[assignment]
_MAX_ERROR_CHARS = 4000

FaultHook = Callable[[str, str], None]
"""Test-only: called with ``(point, reaction name)`` at ``"after_issue"`` (a step's commands
were issued, its tracking transaction not yet run) and ``"after_fire"`` (a timer's command was
executed, its row not yet deleted).  Raising there stands for the process dying at that point."""


# ---------------------------------------------------------------- what a reaction returns


@dataclass(frozen=True, slots=True)
class Issue:
    """Run the reaction's command for ``stream_id`` now, with idempotency key ``key``."""

    stream_id: uuid.UUID
    key: str
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Timer:
    """Run the reaction's command for ``stream_id`` once the service clock reaches ``due`` (ms)."""

    stream_id: uuid.UUID
    key: str
    due: int
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class CancelTimers:
    """Forget this reaction's timers of ``stream_id`` made by earlier events."""

    stream_id: uuid.UUID


Effect = Issue | Timer | CancelTimers


class Reaction(Protocol):
    """A durable reaction: which topics it follows, what it makes of an event, and how it runs
    the command of an :class:`Issue` or a due :class:`Timer`."""

    @property
    def name(self) -> str:
        """Its tracking row's name (stable: renaming it starts the reaction from scratch)."""
        ...

    @property
    def topics(self) -> tuple[str, ...]:
        """The event topics it handles; every other event is skipped unread."""
        ...

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """The effects of one event (pure: it may run again after a crash)."""
        ...

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Run the command through ``games.execute(..., key=key)``; whether it appended events.
        A refusal that means "nothing left to do" returns False; anything else raises."""
        ...


def reaction_key(reaction: str, note: Notification[object], suffix: str = "") -> str:
    """The idempotency key of a command caused by ``note``: ``react:<reaction>:<id>[:suffix]``."""
    key = f"react:{reaction}:{note.notification_id}"
    return f"{key}:{suffix}" if suffix else key


# ---------------------------------------------------------------- transient or not


def is_transient(error: BaseException) -> bool:
    """Whether ``error`` is retried rather than parked: the database is away
    (:func:`infrastructure.adapters.db_errors.is_transient`), or the match changed too often while the
    command was decided (:class:`~infrastructure.services.errors.Conflict` ``busy``)."""
    if isinstance(error, Conflict) and error.rule == "busy":
        return True
    return database_away(error)


# ---------------------------------------------------------------- the follower


class LostRace(Exception):
    """The conditional tracking update matched no row: another follower moved first (or the
    reaction was parked meanwhile)."""


@dataclass(frozen=True, slots=True)
class _Tracker:
    """A tracking row as read at the start of a step."""

    position: int
    parked: bool


class ReactionRunner:
    """Runs a set of reactions over the notification log and fires their due timers (see the
    module docstring).  One instance per process; several processes may run the same reactions
    on one PostgreSQL database safely."""

    def __init__(
        self,
        games: GameService,
        engine: Engine,
        reactions: Iterable[Reaction],
        *,
        batch_size: int = 500,
        max_attempts: int = 3,
        persist_every: int = 1000,
        persist_seconds: float = 5.0,
        retry_delay: float = 0.2,
    ) -> None:
        """Issue the ``reactions``' commands through ``games``; keep positions and timers in the
        tables of ``engine`` (the service's engine, same database as the events)."""
        self.games = games
        self.store = games.store
        self.engine = engine
        self.reactions: dict[str, Reaction] = {r.name: r for r in reactions}
        self.batch_size = batch_size
        self.max_attempts = max_attempts
        self.persist_every = persist_every
        self.persist_seconds = persist_seconds
        self.retry_delay = retry_delay
        self.is_postgres = engine.dialect.name == "postgresql"
        self.fault_hook: FaultHook | None = None
        """Test-only fault injection (:data:`FaultHook`)."""
        self.issued = 0
        """Commands issued by :class:`Issue` effects that appended events."""
        self.fired = 0
        """Timers fired whose command appended events."""
        self.lost_races = 0
        self.failing = False
        """Whether a reaction or a timer failed (not transiently) in the last round."""
        self.waiting_on_writers = False
        """Whether the last step stopped because a writer could still fill a gap (PostgreSQL)."""
        self.more = False
        """Whether the last step read a full batch (more may be waiting)."""
        self._seen: dict[str, int] = {}
        self._persisted_at: dict[str, float] = {}
        self._failures: dict[str, tuple[int, int]] = {}

    # ------------------------------------------------------------------ set-up
    def install(self) -> None:
        """Create the tracking rows that are missing, at position 0 (the start of the log)."""
        with self.engine.begin() as conn:
            have = set(conn.execute(select(_TRACKING.c.name)).scalars())
        for name in self.reactions:
            if name in have:
                continue
            try:
                with self.engine.begin() as conn:
                    conn.execute(_TRACKING.insert().values(name=name, position=0, updated_at=datetime.now(UTC)))
            except sa_exc.IntegrityError:
                pass  # another process created it meanwhile

    # ------------------------------------------------------------------ following the log
    def step(self) -> int:
        """Deal with the next batch of every reaction that is not parked; returns how many
        events were handed to a reaction.  Transient errors are raised (retry later)."""
        with self.engine.connect() as conn:
            trackers = self._trackers(conn)
        self.failing = self.waiting_on_writers = self.more = False
        head: int | None = None
        handled = 0
        for name, reaction in self.reactions.items():
            tracker = trackers.get(name)
            if tracker is None or tracker.parked:
                continue
            if head is None:
                head = self._settled_head()
                if head is None:
                    self.waiting_on_writers = True
                    return 0
            handled += self._follow(reaction, tracker.position, head)
        return handled

    def run_until_idle(self, max_rounds: int = 10_000) -> int:
        """Step until every reaction that is not parked has reached the log's settled end, then
        fire the due timers; returns the events handled (tests and ``reactions run --once``)."""
        total = 0
        for _ in range(max_rounds):
            total += self.step()
            if not (self.more or self.waiting_on_writers):
                break
            if self.waiting_on_writers:
                time.sleep(0.005)
        self.fire_due()
        return total

    def _trackers(self, conn: Connection) -> dict[str, _Tracker]:
        rows = conn.execute(
            select(_TRACKING.c.name, _TRACKING.c.position, _TRACKING.c.parked_at).where(
                _TRACKING.c.name.in_(list(self.reactions))
            )
        )
        return {r.name: _Tracker(r.position, r.parked_at is not None) for r in rows}

    def _settled_head(self) -> int | None:
        """The highest notification id below which nothing can appear any more (None: wait)."""
        head = self.store.max_notification_id()
        if self.is_postgres:
            with self.engine.connect() as conn:
                if unsafe_writers(conn):
                    return None
        return head

    def _follow(self, reaction: Reaction, position: int, head: int) -> int:
        """One batch of one reaction from ``position``: react, issue, commit (module docstring)."""
        name = reaction.name
        start = max(position, self._seen.get(name, 0)) + 1
        if head < start:
            return 0
        notes = self.store.read_notifications(start, self.batch_size, stop=head, topics=reaction.topics)
        full = len(notes) == self.batch_size
        self.more = self.more or full
        end = notes[-1].notification_id if full else head
        if not notes:
            self._seen[name] = end
            due = time.monotonic() - self._persisted_at.get(name, 0.0) >= self.persist_seconds
            if end - position >= self.persist_every or due:
                self._commit(name, position, end, [])
            return 0
        effects: list[tuple[int, Effect]] = []
        failure: tuple[Notification[object], Exception] | None = None
        handled = 0
        for note in notes:
            try:
                made = list(reaction.react(note))
                for effect in made:
                    if isinstance(effect, Issue) and reaction.perform(
                        self.games, effect.stream_id, effect.payload, effect.key
                    ):
                        self.issued += 1
            except Exception as error:
                if is_transient(error):
                    raise
                failure = (note, error)
                end = note.notification_id - 1
                break
            handled += 1
            effects.extend((note.notification_id, e) for e in made if not isinstance(e, Issue))
        if self.fault_hook is not None:
            self.fault_hook("after_issue", name)
        if end > position or effects:
            self._commit(name, position, end, effects)
            position = end
        if failure is not None:
            self._failed(name, position, *failure)
        else:
            self._failures.pop(name, None)
        return handled

    def _commit(self, name: str, old: int, new: int, effects: Sequence[tuple[int, Effect]]) -> None:
        """Move ``name`` from ``old`` to ``new`` and write its timers, in one transaction (the
        conditional update first); a lost race is counted and forgotten."""
        now = datetime.now(UTC)
        try:
            with self.engine.begin() as conn:
                moved = conn.execute(
                    update(_TRACKING)
                    .where(_TRACKING.c.name == name, _TRACKING.c.position == old, _TRACKING.c.parked_at.is_(None))
                    .values(position=new, updated_at=now)
                ).rowcount
                if moved != 1:
                    raise LostRace(name)
                for notification_id, effect in effects:
                    if isinstance(effect, Timer):
                        conn.execute(self._insert_timer(name, notification_id, effect, now))
                    elif isinstance(effect, CancelTimers):
                        conn.execute(
                            delete(_TIMERS).where(
                                _TIMERS.c.reaction == name,
                                _TIMERS.c.stream_id == effect.stream_id,
                                _TIMERS.c.notification_id < notification_id,
                            )
                        )
        except LostRace:
            self.lost_races += 1
            self._seen.pop(name, None)
            log.info("reaction %s: another follower moved first; re-reading its position", name)
            return
        self._seen[name] = new
        self._persisted_at[name] = time.monotonic()

    def _insert_timer(self, name: str, notification_id: int, timer: Timer, now: datetime) -> Any:
        """An insert of ``timer`` that leaves an existing row with the same key alone."""
        values = {
            "reaction": name,
            "key": timer.key,
            "stream_id": timer.stream_id,
            "due_at": timer.due,
            "payload": dict(timer.payload),
            "notification_id": notification_id,
            "attempts": 0,
            "created_at": now,
        }
        if self.is_postgres:
            return pg_dialect.insert(_TIMERS).values(**values).on_conflict_do_nothing()
        return sqlite_dialect.insert(_TIMERS).values(**values).on_conflict_do_nothing()

    def _failed(self, name: str, position: int, note: Notification[object], error: Exception) -> None:
        """Count a failure of ``name`` on ``note``; after ``max_attempts`` park it just before."""
        self.failing = True
        seen_on, attempts = self._failures.get(name, (note.notification_id, 0))
        attempts = attempts + 1 if seen_on == note.notification_id else 1
        self._failures[name] = (note.notification_id, attempts)
        if attempts < self.max_attempts:
            log.warning(
                "reaction %s failed on notification %d (attempt %d of %d): %r",
                name,
                note.notification_id,
                attempts,
                self.max_attempts,
                error,
            )
            return
        self._failures.pop(name, None)
        with self.engine.begin() as conn:
            parked = conn.execute(
                update(_TRACKING)
                .where(_TRACKING.c.name == name, _TRACKING.c.position == position, _TRACKING.c.parked_at.is_(None))
                .values(
                    parked_notification_id=note.notification_id,
                    parked_stream_id=str(note.stream_id),
                    parked_stream_version=note.version,
                    parked_event_type=type(note.event).__name__,
                    parked_error=_describe(error),
                    parked_attempts=attempts,
                    parked_at=datetime.now(UTC),
                    updated_at=datetime.now(UTC),
                )
            ).rowcount
        if parked:
            log.error(
                "reaction %s PARKED at position %d: notification %d (%s, stream %s version %d) fails: %r; "
                "the other reactions go on; after a fix: `maumau reactions resume %s`",
                name,
                position,
                note.notification_id,
                type(note.event).__name__,
                note.stream_id,
                note.version,
                error,
                name,
            )

    # ------------------------------------------------------------------ timers
    def fire_due(self) -> int:
        """Fire every timer of these reactions due by the service clock; returns how many ran.

        Timers of a parked reaction still fire (they came from events handled well).  Transient
        errors are raised (the row stays for the retry); other failures are counted on the row.
        """
        if not self.reactions:
            return 0
        now = self.games.now()
        ran = 0
        while True:
            batch = self._fire_claimed(now) if self.is_postgres else self._fire_unclaimed(now)
            if batch is None:
                return ran
            ran += batch

    def _due(self, now: int) -> Any:
        return (
            select(_TIMERS)
            .where(_TIMERS.c.reaction.in_(list(self.reactions)), _TIMERS.c.due_at <= now, _TIMERS.c.parked_at.is_(None))
            .order_by(_TIMERS.c.due_at, _TIMERS.c.key)
        )

    def _fire_claimed(self, now: int) -> int | None:
        """PostgreSQL: claim one due row (``SKIP LOCKED``), run it, delete it, in one transaction."""
        failure: Exception | None = None
        with self.engine.begin() as conn:
            row = conn.execute(self._due(now).limit(1).with_for_update(skip_locked=True)).first()
            if row is None:
                return None
            try:
                self._perform(row)
            except Exception as error:
                if is_transient(error):
                    raise
                failure = error
            else:
                if self.fault_hook is not None:
                    self.fault_hook("after_fire", row.reaction)
                conn.execute(delete(_TIMERS).where(_TIMERS.c.reaction == row.reaction, _TIMERS.c.key == row.key))
        if failure is not None:
            self._timer_failed(row, failure, now)
            return 0
        return 1

    def _fire_unclaimed(self, now: int) -> int | None:
        """SQLite: read the due rows, then run and delete each (one writer file: no claims; a
        second runner firing the same row meanwhile is answered by the key)."""
        with self.engine.connect() as conn:
            rows = conn.execute(self._due(now).limit(100)).all()
        if not rows:
            return None
        ran = 0
        for row in rows:
            try:
                self._perform(row)
            except Exception as error:
                if is_transient(error):
                    raise
                self._timer_failed(row, error, now)
                continue
            if self.fault_hook is not None:
                self.fault_hook("after_fire", row.reaction)
            with self.engine.begin() as conn:
                conn.execute(delete(_TIMERS).where(_TIMERS.c.reaction == row.reaction, _TIMERS.c.key == row.key))
            ran += 1
        return ran

    def _perform(self, row: Any) -> None:
        """Run one timer's command through its reaction."""
        reaction = self.reactions[row.reaction]
        stream_id = row.stream_id if isinstance(row.stream_id, uuid.UUID) else uuid.UUID(str(row.stream_id))
        if reaction.perform(self.games, stream_id, row.payload, row.key):
            self.fired += 1

    def _timer_failed(self, row: Any, error: Exception, now: int) -> None:
        """Count a failed firing on its row: retried later with a backoff, parked at the last try."""
        self.failing = True
        attempts = row.attempts + 1
        park = attempts >= self.max_attempts
        values: dict[str, Any] = {"attempts": attempts, "error": _describe(error)}
        if park:
            values["parked_at"] = datetime.now(UTC)
        else:
            values["due_at"] = now + int(self.retry_delay * 1000) * 2**attempts
        with self.engine.begin() as conn:
            conn.execute(
                update(_TIMERS).where(_TIMERS.c.reaction == row.reaction, _TIMERS.c.key == row.key).values(**values)
            )
        level = logging.ERROR if park else logging.WARNING
        log.log(
            level,
            "reaction %s: timer %s (stream %s) failed (attempt %d of %d)%s: %r",
            row.reaction,
            row.key,
            row.stream_id,
            attempts,
            self.max_attempts,
            "; PARKED, see `maumau reactions status`" if park else "",
            error,
        )

    def next_due(self) -> int | None:
        """The earliest due time (service-clock ms) of a timer that is not parked, if any."""
        if not self.reactions:
            return None
        with self.engine.connect() as conn:
            value = conn.execute(
                select(func.min(_TIMERS.c.due_at)).where(
                    _TIMERS.c.reaction.in_(list(self.reactions)), _TIMERS.c.parked_at.is_(None)
                )
            ).scalar()
        return int(value) if value is not None else None

    def timers(self, reaction: str) -> list[dict[str, Any]]:
        """The pending timers of ``reaction`` (stream, key, due time, payload, attempts, parked)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(_TIMERS).where(_TIMERS.c.reaction == reaction).order_by(_TIMERS.c.due_at))
            return [
                {
                    "stream_id": r.stream_id if isinstance(r.stream_id, uuid.UUID) else uuid.UUID(str(r.stream_id)),
                    "key": r.key,
                    "due_at": r.due_at,
                    "payload": r.payload,
                    "notification_id": r.notification_id,
                    "attempts": r.attempts,
                    "error": r.error,
                    "parked": r.parked_at is not None,
                }
                for r in rows
            ]


def _describe(error: BaseException) -> str:
    """``module.Class: text`` of an error, cut to the column's size."""
    kind = f"{type(error).__module__}.{type(error).__qualname__}"
    return f"{kind}: {error}"[:_MAX_ERROR_CHARS]


# ---------------------------------------------------------------- status and operators


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


# ---------------------------------------------------------------- the worker thread


class ReactionWorker:
    """Runs a :class:`ReactionRunner` in a daemon thread (module docstring: when it wakes)."""

    def __init__(
        self,
        runner: ReactionRunner,
        scheduler: Scheduler | None = None,
        *,
        poll_interval: float = 1.0,
        min_interval: float = 0.02,
        listen_url: str | None = None,
    ) -> None:
        """Run ``runner``; timed wake-ups on ``scheduler`` (a private one when ``None``);
        ``listen_url`` (PostgreSQL) wakes it on every commit to the event store."""
        self.runner = runner
        self._own_scheduler = scheduler is None
        self.scheduler = scheduler or Scheduler(runner.games.now, name="maumau-reactions-clock")
        self._poll = poll_interval
        self._min_interval = min_interval
        self._listen_url = listen_url
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._armed: tuple[int, TimerHandle] | None = None
        self._topics = frozenset(t for r in runner.reactions.values() for t in r.topics)
        self._thread = threading.Thread(target=self._run, name="maumau-reactions", daemon=True)
        self._listener_thread: threading.Thread | None = None
        self.rounds = 0
        """Completed rounds (step + fire), for tests waiting on progress."""

    def start(self) -> ReactionWorker:
        """Start the thread (and the LISTEN thread on PostgreSQL); returns ``self``."""
        if self._own_scheduler:
            self.scheduler.start()
        self._thread.start()
        if self._listen_url is not None:
            self._listener_thread = threading.Thread(target=self._listen, name="maumau-reactions-listen", daemon=True)
            self._listener_thread.start()
        return self

    def wake(self) -> None:
        """Ask for a round now."""
        self._wake.set()

    def on_batch(self, batch: CommittedBatch) -> None:
        """A :meth:`GameService.subscribe` callback: wake when a batch has a watched event."""
        for record in batch.events:
            if getattr(type(record.event), "TOPIC", None) in self._topics:
                self._wake.set()
                return

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the threads (a round under way finishes first)."""
        self._stop.set()
        self._wake.set()
        if self._armed is not None:
            self._armed[1].cancel()
        if self._thread.is_alive():
            self._thread.join(timeout)
        if self._listener_thread is not None and self._listener_thread.is_alive():
            self._listener_thread.join(timeout)
        if self._own_scheduler:
            self.scheduler.stop()

    def join(self) -> None:
        """Wait for the thread to end (after :meth:`stop`, or a signal handler's)."""
        self._thread.join()

    def _arm(self, due: int | None) -> None:
        """Keep one scheduler entry at the next due time."""
        if self._armed is not None and (due is None or self._armed[0] != due):
            self._armed[1].cancel()
            self._armed = None
        if due is not None and self._armed is None:
            self._armed = (due, self.scheduler.schedule(due, self.wake))

    def _run(self) -> None:
        runner = self.runner
        backoff = 0.0
        while not self._stop.is_set():
            self._wake.clear()
            try:
                runner.step()
                while runner.more and not self._stop.is_set():
                    runner.step()
                runner.fire_due()
                self._arm(runner.next_due())
                backoff = 0.0
            except Exception as error:  # keep following: a database hiccup or a bug
                backoff = min(5.0, backoff * 2 or 0.1)
                if is_transient(error):
                    log.warning("reactions: round failed (%s); retrying in %.1f s", error, backoff)
                else:
                    log.exception("reactions: round failed; retrying in %.1f s", backoff)
                self._stop.wait(backoff)
                continue
            self.rounds += 1
            if runner.failing:
                self._wake.wait(runner.retry_delay)
            elif runner.waiting_on_writers:
                self._wake.wait(0.005)
            else:
                self._wake.wait(self._poll)
            if self._min_interval:
                self._stop.wait(self._min_interval)

    def _listen(self) -> None:
        """PostgreSQL: wake the worker at every commit to the event store."""
        assert self._listen_url is not None
        listener = ReconnectingListener(self._listen_url, "maumau-reactions")
        try:
            while not self._stop.is_set():
                listener.wait(1.0)
                self._wake.set()
        finally:
            listener.close()
