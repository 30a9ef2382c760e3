"""Durable reactions: what must happen because an event happened, exactly once, crash or not.

A *reaction* (a process manager) follows the event store's notification log on the log-follower
core (:mod:`infrastructure.services.log_follower`) like a read model does, but its output is
*commands* sent through the write side (:meth:`GameService.execute`).  The window clock
(:mod:`infrastructure.services.window_clock`) is one: a forgotten "Mau-Mau" opens a challenge
window whose deadline is in the ``CallMissed`` event, and somebody must close it once that
deadline passes — even if the process that saw the event dies.

How exactly-once is reached, for a reaction named ``R``:

* ``maumau_reaction_tracking`` holds ``R``'s *position* (:mod:`infrastructure.services.reaction_store`).
  ``R`` declares its topics; the core reads only those (filtered in the database: other events
  are never decoded, and cost ``R`` nothing — its position moves over them in memory and is
  written lazily) and calls ``R.react(notification)`` for each.  ``react`` returns *effects*:

  - :class:`Issue`: run a command now (``R.perform`` → ``GameService.execute``);
  - :class:`Timer`: run a command once the service clock reaches ``due`` (a row of
    ``maumau_reaction_timers``);
  - :class:`CancelTimers`: forget the stream's earlier timers of ``R`` (an optimisation only).

* Every command carries an idempotency key derived from the triggering event
  (:func:`reaction_key`: ``react:R:<notification id>[:suffix]``).  :class:`Issue` commands are
  run *before* ONE transaction moves the tracking row conditionally and writes the timers; so a
  crash between a command and that transaction replays the command with the same key, which the
  write side answers from the stored batch instead of appending it again.
* A due timer is fired by executing its command with its key and then deleting its row (on
  PostgreSQL in one transaction that claimed the row ``FOR UPDATE SKIP LOCKED``, so two
  processes do not fire it together); a crash in between leaves the row, and the next firing is
  again answered from the stored batch.

Failures: an error that says the database is away (:func:`is_transient`) is retried by the
worker with a backoff.  Any other error in ``react`` or an :class:`Issue` counts against that
event; after ``max_attempts`` the reaction is *parked* just before it (the core's one parking
model, written on its tracking row): it follows the log no further until ``maumau reactions
resume R``, while every other reaction goes on.  A timer whose command keeps failing is parked
alone (``parked_at`` and ``error`` on its row); the other timers still fire.

:class:`ReactionWorker` runs a :class:`ReactionRunner` on a
:class:`~infrastructure.services.follower_loop.FollowerLoop`: it wakes on a local batch with an
event of its topics (in-process, may be lost: the poll catches up), on the event store's NOTIFY
(``listen_url``, PostgreSQL), when the next timer is due (one
:class:`~infrastructure.services.scheduler.Scheduler` entry), or every ``poll_interval``.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any, Protocol

from sqlalchemy import delete, func, select, update
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.engine import Connection, Engine

from infrastructure.adapters.announcements import concerns
from infrastructure.adapters.db_errors import is_transient as database_away
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import Conflict
from infrastructure.services.follower_loop import FollowerLoop, Pace, wake_on
from infrastructure.services.games import CommittedBatch, GameService
from infrastructure.services.log_follower import FollowerGroup, Interest, StoreSource, Tracked, describe, stream_uuid
from infrastructure.services.reaction_store import TIMERS as _TIMERS
from infrastructure.services.reaction_store import ReactionTracking, install, resume, status
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


class Urgency(Protocol):
    """What a reaction may add (optional): which events of its topics, just committed in this
    process, must wake the worker at once.  The others are handled at its next round (the next
    poll, at most ``poll_interval`` later, or the next urgent batch): a cancel can wait, since
    every :meth:`Reaction.perform` decides again on the stream's state.  It runs in the thread
    that committed, so it must answer from memory (never the database)."""

    def urgent(self, stream_id: uuid.UUID, event: object, /) -> bool:
        """Whether ``event`` (of its topics) on ``stream_id`` must be handled now."""
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


# ---------------------------------------------------------------- a reaction as a log follower


_Work = list[tuple[int, "Timer | CancelTimers"]]


class _ReactionFollower:
    """A :class:`Reaction` on the core: ``apply`` reacts and issues its :class:`Issue` commands
    at once, ``write`` writes its timers in the tracking transaction."""

    def __init__(self, runner: ReactionRunner, reaction: Reaction) -> None:
        self.runner = runner
        self.reaction = reaction
        self.name = reaction.name
        self.interest = Interest.of(reaction.topics)

    def begin(self) -> _Work:
        return []

    def apply(self, note: Notification[Any], work: _Work, /) -> None:
        runner = self.runner
        for effect in self.reaction.react(note):
            if isinstance(effect, Issue):
                if self.reaction.perform(runner.games, effect.stream_id, effect.payload, effect.key):
                    runner.issued += 1
            else:
                work.append((note.notification_id, effect))

    def write(self, conn: Connection, work: _Work, _tracked: Tracked, /) -> None:
        now = datetime.now(UTC)
        for notification_id, effect in work:
            if isinstance(effect, Timer):
                conn.execute(self.runner.insert_timer(self.name, notification_id, effect, now))
            else:
                conn.execute(
                    delete(_TIMERS).where(
                        _TIMERS.c.reaction == self.name,
                        _TIMERS.c.stream_id == effect.stream_id,
                        _TIMERS.c.notification_id < notification_id,
                    )
                )


# ---------------------------------------------------------------- the runner


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
        refresh_seconds: float = 1.0,
    ) -> None:
        """Issue the ``reactions``' commands through ``games``; keep positions and timers in the
        tables of ``engine`` (the service's engine, same database as the events).  Positions
        move over events no reaction handles in memory, and are written every
        ``persist_every`` ids or ``persist_seconds``; the worker re-reads the tracking rows and
        the next due time every ``refresh_seconds`` (a park lifted, another process's timer)."""
        self.games = games
        self.store = games.store
        self.engine = engine
        self.reactions: dict[str, Reaction] = {r.name: r for r in reactions}
        self.max_attempts = max_attempts
        self.retry_delay = retry_delay
        self.refresh_seconds = refresh_seconds
        self.is_postgres = engine.dialect.name == "postgresql"
        self.group = FollowerGroup(
            StoreSource(self.store, engine),
            ReactionTracking(engine),
            [_ReactionFollower(self, r) for r in self.reactions.values()],
            is_transient=is_transient,
            batch_size=batch_size,
            max_attempts=max_attempts,
            retry_delay=retry_delay,
            persist_every=persist_every,
            persist_seconds=persist_seconds,
            refresh_seconds=refresh_seconds,
        )
        self.group.before_commit = self._before_commit
        self.group.after_commit = self._after_commit
        self.interest = self.group.interest
        self._by_topic: dict[str, list[Reaction]] = {}
        for reaction in self.reactions.values():
            for topic in reaction.topics:
                self._by_topic.setdefault(topic, []).append(reaction)
        self.fault_hook: FaultHook | None = None
        """Test-only fault injection (:data:`FaultHook`)."""
        self.issued = 0
        """Commands issued by :class:`Issue` effects that appended events."""
        self.fired = 0
        """Timers fired whose command appended events."""
        self.timer_failing = False
        self._due: tuple[float, int | None] | None = None  # (read at, next due) cached by the worker

    def urgent(self, stream_id: uuid.UUID, event: object) -> bool:
        """Whether a reaction must handle ``event`` now (:class:`Urgency`; a reaction without
        the hook: every event of its topics is urgent)."""
        topic = getattr(type(event), "TOPIC", None)
        for reaction in self._by_topic.get(topic, ()) if isinstance(topic, str) else ():
            hook = getattr(reaction, "urgent", None)
            if hook is None or hook(stream_id, event):
                return True
        return False

    # ------------------------------------------------------------------ the group's state
    @property
    def lost_races(self) -> int:
        """Conditional moves another follower won."""
        return self.group.stats.lost_races

    @property
    def failing(self) -> bool:
        """Whether a reaction or a timer failed (not transiently) in the last round."""
        return self.group.failing or self.timer_failing

    @property
    def waiting_on_writers(self) -> bool:
        """Whether the last step stopped because a writer could still fill a gap (PostgreSQL)."""
        return self.group.waiting_on_writers

    @property
    def more(self) -> bool:
        """Whether the last step stopped before the log's settled end."""
        return self.group.more

    def _before_commit(self, name: str) -> None:
        if self.fault_hook is not None:
            self.fault_hook("after_issue", name)

    def _after_commit(self, _name: str, work: _Work) -> None:
        if work:
            self._due = None  # timers written or cancelled: look again

    # ------------------------------------------------------------------ set-up
    def install(self) -> None:
        """Create the tracking rows that are missing, at position 0 (the start of the log)."""
        install(self.engine, self.reactions)
        self.group.refresh()

    # ------------------------------------------------------------------ following the log
    def step(self) -> int:
        """Deal with the next batch of every reaction that is not parked (tracking rows read
        afresh); returns how many events were handed to a reaction.  Transient errors are
        raised (retry later)."""
        self.group.refresh()
        return self.group.step()

    def run_until_idle(self, max_rounds: int = 10_000) -> int:
        """Step until every reaction that is not parked has reached the log's settled end, then
        fire the due timers; returns the events handled (tests and ``reactions run --once``)."""
        total = 0
        self.group.refresh()
        for _ in range(max_rounds):
            total += self.group.step()
            if not (self.more or self.waiting_on_writers):
                break
            if self.waiting_on_writers:
                time.sleep(0.005)
        self.group.persist()
        self.fire_due()
        return total

    def round(self) -> None:
        """One round of the worker: follow the log to its settled end (tracking rows cached),
        then fire the timers due by the cached next due time."""
        group = self.group
        group.step()
        while group.more:
            group.step()
        due = self.cached_due()
        if due is not None and due <= self.games.now():
            self.fire_due()

    # ------------------------------------------------------------------ timers
    def fire_due(self) -> int:
        """Fire every timer of these reactions due by the service clock; returns how many ran.

        Timers of a parked reaction still fire (they came from events handled well).  Transient
        errors are raised (the row stays for the retry); other failures are counted on the row.
        """
        self.timer_failing = False
        self._due = None
        if not self.reactions:
            return 0
        now = self.games.now()
        ran = 0
        while True:
            batch = self._fire_claimed(now) if self.is_postgres else self._fire_unclaimed(now)
            if batch is None:
                return ran
            ran += batch

    def _due_rows(self, now: int) -> Any:
        return (
            select(_TIMERS)
            .where(_TIMERS.c.reaction.in_(list(self.reactions)), _TIMERS.c.due_at <= now, _TIMERS.c.parked_at.is_(None))
            .order_by(_TIMERS.c.due_at, _TIMERS.c.key)
        )

    def _fire_claimed(self, now: int) -> int | None:
        """PostgreSQL: claim one due row (``SKIP LOCKED``), run it, delete it, in one transaction."""
        failure: Exception | None = None
        with self.engine.begin() as conn:
            row = conn.execute(self._due_rows(now).limit(1).with_for_update(skip_locked=True)).first()
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
            rows = conn.execute(self._due_rows(now).limit(100)).all()
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
        if reaction.perform(self.games, stream_uuid(row.stream_id), row.payload, row.key):
            self.fired += 1

    def _timer_failed(self, row: Any, error: Exception, now: int) -> None:
        """Count a failed firing on its row: retried later with a backoff, parked at the last try."""
        self.timer_failing = True
        attempts = row.attempts + 1
        park = attempts >= self.max_attempts
        values: dict[str, Any] = {"attempts": attempts, "error": describe(error)}
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

    def insert_timer(self, name: str, notification_id: int, timer: Timer, now: datetime) -> Any:
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

    def cached_due(self) -> int | None:
        """:meth:`next_due`, read again only after this runner wrote, cancelled or fired timers,
        or ``refresh_seconds`` after the last reading (another process's timers)."""
        now = time.monotonic()
        if self._due is None or now - self._due[0] >= self.refresh_seconds:
            self._due = (now, self.next_due())
        return self._due[1]

    def timers(self, reaction: str) -> list[dict[str, Any]]:
        """The pending timers of ``reaction`` (stream, key, due time, payload, attempts, parked)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(_TIMERS).where(_TIMERS.c.reaction == reaction).order_by(_TIMERS.c.due_at))
            return [
                {
                    "stream_id": stream_uuid(r.stream_id),
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
        hears_own_appends: bool = False,
    ) -> None:
        """Run ``runner``; timed wake-ups on ``scheduler`` (a private one when ``None``);
        ``listen_url`` (PostgreSQL) wakes it on a commit to the event store with an event of the
        runner's topics — of another process only when ``hears_own_appends`` (this process's
        game services hand their batches to :meth:`on_batch`)."""
        self.runner = runner
        self._own_scheduler = scheduler is None
        self.scheduler = scheduler or Scheduler(runner.games.now, name="maumau-reactions-clock")
        self._armed: tuple[int, TimerHandle] | None = None
        self.loop = FollowerLoop(
            self._round,
            "maumau-reactions",
            is_transient,
            poll_interval=poll_interval,
            min_interval=min_interval,
            listen_url=listen_url,
            concerns=partial(
                concerns, wants=runner.interest.wants, own=runner.games.store.origin if hears_own_appends else None
            ),
        )
        self._on_batch = wake_on(runner.interest, self.loop.wake, runner.urgent)

    @property
    def rounds(self) -> int:
        """Completed rounds (step + fire), for tests waiting on progress."""
        return self.loop.rounds

    def start(self) -> ReactionWorker:
        """Start the thread (and the LISTEN thread on PostgreSQL); returns ``self``."""
        if self._own_scheduler:
            self.scheduler.start()
        self.loop.start()
        return self

    def wake(self) -> None:
        """Ask for a round now."""
        self.loop.wake()

    def on_batch(self, batch: CommittedBatch) -> None:
        """A :meth:`GameService.subscribe` callback: wake when a batch has an event of the
        runner's topics that a reaction must handle now (:class:`Urgency`; a batch of other
        events costs nothing)."""
        self._on_batch(batch)

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the threads (a round under way finishes first)."""
        if self._armed is not None:
            self._armed[1].cancel()
        self.loop.stop(timeout)
        if not self.loop.alive:  # a clean stop writes the positions moved in memory only
            try:
                self.runner.group.persist()
            except Exception as error:  # the database is away: the next start re-reads a little more
                log.warning("reactions: positions not written at stop (%s)", error)
        if self._own_scheduler:
            self.scheduler.stop()

    def join(self) -> None:
        """Wait for the thread to end (after :meth:`stop`, or a signal handler's)."""
        self.loop.join()

    def _arm(self, due: int | None) -> None:
        """Keep one scheduler entry at the next due time."""
        if self._armed is not None and (due is None or self._armed[0] != due):
            self._armed[1].cancel()
            self._armed = None
        if due is not None and self._armed is None:
            self._armed = (due, self.scheduler.schedule(due, self.wake))

    def _round(self) -> Pace:
        runner = self.runner
        runner.round()
        self._arm(runner.cached_due())
        if runner.failing:
            return Pace(wait=runner.retry_delay)
        if runner.waiting_on_writers:
            return Pace(wait=0.005)
        return Pace()
