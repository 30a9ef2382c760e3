"""The event-sourced game service: load a match stream, fold it, decide, append — safely and fast.

The service plays one game, given as a :class:`~domain.decider.Decider` (initial state, decide,
fold, terminal test, command codec): it imports no game itself.  ``infrastructure.services.bootstrap``
injects Mau-Mau; a test game runs through the same code.

One stream per table (its uuid).  A command is handled in five steps:

1. take the stream's folded state from an in-process LRU cache (loading and folding the whole
   stream only on a miss), under a per-stream lock so one process never races itself;
2. if the command carries an idempotency key already used in this stream, answer with the stored
   result (same seat and payload) or refuse it (:class:`IdempotencyMismatch`) — nothing is decided;
3. check the client's expected version (``If-Match``), if any (:class:`StaleVersion`);
4. the decider's ``decide`` on the cached state; a refusal becomes :class:`InvalidInput` naming the rule;
5. append the events at the cached version, with this call's request id (``rid``, made for
   every command whether or not the client sent a key), the key and a fingerprint of
   (seat, payload) in the batch's metadata, atomically with the events.

The cache is validated by the append itself: it succeeds only if nobody else wrote since.  On a
:class:`~infrastructure.adapters.event_store.VersionConflict` (another process, or a cache entry evicted
and rebuilt meanwhile) only the newer events are loaded and applied, then the command is decided
again (bounded retries) — unless the client named an expected version, which is then stale.
An append whose outcome is unknown (the connection broke around ``COMMIT``) is resolved by the
store reading its request id back, never by deciding again; should a conflict still reveal a
batch with this call's request id, that batch is the answer — an ordinary result, not a replay
(``replayed`` stays reserved for a client's retry with an idempotency key).
Before a command is refused, or a decision finds nothing to do, the cache is brought up to date
once, so a stale cache never refuses a legal move nor drops a clock's command (a deal or a timeout
decided on a state another process has moved past).  Reads (:meth:`GameService.state`) catch
up the same way (one small query).

The hot path of an accepted move is therefore: no refold, no read, one insert transaction —
shared with the moves of other tables that arrive meanwhile (:class:`GroupCommit`) — and no
work inside a database transaction beyond the insert.

Hooks for what is built on top (event streams, bot seats, the challenge-window clock, replays):
:meth:`GameService.subscribe` gets every batch this process commits or learns about, in stream
order; :meth:`GameService.execute` runs any decision (host, clock or bot commands) with the same
guarantees; :meth:`GameService.load` / :meth:`GameService.state_at` read history up to a version.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
import uuid
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from domain.actors import Actor
from domain.decider import Decider
from domain.errors import RuleViolation
from infrastructure.adapters.event_store import REQUEST_ID, EventStore, PreparedAppend, RecordedEvent, VersionConflict
from infrastructure.services.errors import Conflict, IdempotencyMismatch, InvalidInput, NotFound, StaleVersion

__all__ = [
    "Clock",
    "CommandResult",
    "CommittedBatch",
    "Decision",
    "GameService",
    "GroupCommit",
    "command_fingerprint",
    "system_clock",
]

log = logging.getLogger(__name__)

Clock = Callable[[], int]
"""Milliseconds since the epoch; injected so tests control time."""

State = Any
"""A stream's folded state: whatever the service's decider folds (Mau-Mau: ``domain.maumau.state.State``)."""

Decision = Callable[[State], Sequence[object]]
"""What to append given the current state: usually ``lambda s: decider.decide(s, command)``.  May
raise ``RuleViolation``; must be pure (it can run more than once when writers race).  The events
are the decider's own type (Mau-Mau: ``list[domain.maumau.events.Event]``); ``Sequence[object]`` accepts
any of them (a sequence is covariant) without this game-neutral module naming one game's events."""


def system_clock() -> int:
    """The wall clock in milliseconds since the epoch (the default :data:`Clock`)."""
    return time.time_ns() // 1_000_000


def command_fingerprint(seat: int | None, payload: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of ``(seat, payload)`` in canonical JSON: what an idempotency key is bound to."""
    text = json.dumps({"seat": seat, "payload": payload}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class CommandResult:
    """The outcome of a command: the events of its batch (versions ``first_version..version``)
    and the state right after them.  Unredacted: adapters pass events through the decider's
    ``redact`` and the state through the game's view (Mau-Mau: ``domain.player_view``).

    ``replayed`` is true when an idempotency key matched an earlier batch: nothing new was
    appended and the earlier batch is returned.
    """

    table_id: uuid.UUID
    seat: int | None
    first_version: int
    version: int
    events: tuple[object, ...]
    state: State
    replayed: bool = False


@dataclass(frozen=True, slots=True)
class CommittedBatch:
    """A batch of events that reached the stream, for subscribers.

    ``local`` is true for batches this process appended, false for batches it learned about
    while catching up (appended by another process).  ``state`` is the state after the batch.
    """

    table_id: uuid.UUID
    first_version: int
    version: int
    events: tuple[RecordedEvent[object], ...]
    state: State
    local: bool


Subscriber = Callable[[CommittedBatch], None]


class _Stream:
    """A cached stream: its folded state, the idempotency keys seen in it, and its lock."""

    __slots__ = ("keys", "lock", "state")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.state: State | None = None
        # key -> (fingerprint, first version, last version) of the batch that used it
        self.keys: dict[str, tuple[str, int, int]] = {}


class _Pending:
    """One batch waiting for a group commit, and how it ended."""

    __slots__ = ("batch", "done", "error", "lead")

    def __init__(self, batch: PreparedAppend) -> None:
        self.batch = batch
        self.done = threading.Event()
        self.error: BaseException | None = None
        self.lead = False


class GroupCommit:
    """Concurrent appends share one transaction: leader/follower group commit.

    The event store serialises every insert behind a table lock held until the commit (so that
    notification ids follow commit order); one transaction per move would therefore cap the
    whole process at one commit (one fsync) at a time.  Here the first caller becomes the leader
    and writes its batch at once; callers arriving meanwhile queue up, and when the leader is
    done the first of them leads the next transaction with every batch queued so far.  Nobody
    waits for a timer: an idle service writes each batch immediately.

    A conflict in a group only fails the losing batch (the store then writes the group batch by
    batch).  Callers must not queue two batches of one stream at once (``GameService`` holds the
    stream's lock while its batch is queued).
    """

    def __init__(self, store: EventStore[object], max_batches: int = 64) -> None:
        """Write through ``store``, at most ``max_batches`` batches per transaction."""
        self._store = store
        self._max = max_batches
        self._lock = threading.Lock()
        self._queue: deque[_Pending] = deque()
        self._busy = False

    def append(
        self,
        stream_id: uuid.UUID,
        expected_version: int,
        events: Sequence[object],
        metadata: Mapping[str, Any],
    ) -> None:
        """Write one batch (with whatever else is queued); raises ``VersionConflict`` if it lost."""
        pending = _Pending(self._store.prepare_append(stream_id, expected_version, events, metadata=metadata))
        with self._lock:
            self._queue.append(pending)
            lead = not self._busy
            self._busy = True
        if not lead:
            pending.done.wait()
            lead = pending.lead
        if lead:
            self._lead()
        if pending.error is not None:
            raise pending.error

    def _lead(self) -> None:
        """Write the queued batches (the leader's own is first) and hand leadership on."""
        with self._lock:
            group = [self._queue.popleft() for _ in range(min(len(self._queue), self._max))]
        try:
            outcomes: list[BaseException | None] = list(self._store.append_prepared([p.batch for p in group]))
        except BaseException as error:  # the database failed: every batch of the group failed
            outcomes = [error] * len(group)
        for pending, outcome in zip(group, outcomes, strict=True):
            pending.error = outcome
            pending.lead = False
            pending.done.set()
        with self._lock:
            if self._queue:
                successor = self._queue[0]
                successor.lead = True
                successor.done.set()
            else:
                self._busy = False


class GameService:
    """Commands in, events out: the event-sourced core every adapter (HTTP, CLI, bots) goes through.

    Thread-safe.  ``cache_size`` bounds the number of folded streams kept in memory (LRU);
    ``max_retries`` bounds how often a command is re-decided after losing a write race.
    """

    def __init__(
        self,
        store: EventStore[object],
        *,
        decider: Decider[Any, Any, Any],
        clock: Clock = system_clock,
        cache_size: int = 1024,
        max_retries: int = 16,
        group_commit: bool = True,
        catch_up_reads: bool = True,
    ) -> None:
        """Serve the matches of ``decider`` stored in ``store``, stamping commands with ``clock()``.

        ``decider`` is the game's (``infrastructure.services.bootstrap`` hands each service its
        game's; this module names no game).

        ``group_commit`` lets concurrent moves of different tables share one transaction
        (:class:`GroupCommit`); off, every batch is its own ``store.append``.
        ``catch_up_reads=False`` serves :meth:`state` from the cache without asking the store
        for newer events: only for a process that is its database's only writer.
        """
        if cache_size < 1:
            msg = "cache_size must be at least 1"
            raise ValueError(msg)
        self._decider = decider
        self._fold = decider.fold
        self._version = decider.version
        self._store = store
        self._clock = clock
        self._cache_size = cache_size
        self._max_retries = max_retries
        self._streams: OrderedDict[uuid.UUID, _Stream] = OrderedDict()
        self._lock = threading.Lock()
        self._subscribers: tuple[Subscriber, ...] = ()
        self._committer = GroupCommit(store) if group_commit else None
        self._catch_up_reads = catch_up_reads

    # ------------------------------------------------------------------ commands
    @property
    def decider(self) -> Decider[Any, Any, Any]:
        """The game this service plays (its rules, codec and redaction)."""
        return self._decider

    @property
    def store(self) -> EventStore[object]:
        """The event store the matches live in."""
        return self._store

    def now(self) -> int:
        """The service clock, in milliseconds since the epoch."""
        return self._clock()

    def submit(
        self,
        table_id: uuid.UUID,
        seat: int,
        payload: Mapping[str, Any],
        *,
        key: str | None = None,
        expected_version: int | None = None,
    ) -> CommandResult:
        """Handle a seat's move given in wire form (``{"type": "play", "cards": ["HQ"], ...}``),
        decoded and decided by the service's decider.

        The time is stamped by the service clock.  Raises :class:`InvalidInput` for a malformed
        command or a broken rule, :class:`StaleVersion` for a stale ``expected_version`` and
        :class:`IdempotencyMismatch` for a reused ``key`` with another seat or payload.
        """
        at = self._clock()
        try:
            command = self._decider.decode_command(payload, seat, at)
        except ValueError as error:
            raise InvalidInput(_field_of(str(error)), str(error)) from None
        return self.submit_command(table_id, seat, command, at, key=key, expected_version=expected_version)

    def submit_command(
        self,
        table_id: uuid.UUID,
        seat: int,
        command: object,
        at: int,
        *,
        key: str | None = None,
        expected_version: int | None = None,
    ) -> CommandResult:
        """Handle a seat's move already built as the decider's command (stamped ``at``, from
        :meth:`now`), e.g. by the HTTP API's typed request bodies: nothing is parsed here.

        The idempotency fingerprint is taken from the command's canonical wire form
        (``decider.encode_command``), as in :meth:`submit`, so a keyed retry of the same move is
        a replay whichever way it arrived.  Raises like :meth:`submit`.
        """
        decider = self._decider
        return self.execute(
            table_id,
            _decide_one(decider, command),
            seat=seat,
            actor=Actor.SEAT,
            key=key,
            fingerprint=command_fingerprint(seat, decider.encode_command(command)) if key else None,
            expected_version=expected_version,
            at=at,
        )

    def execute(
        self,
        table_id: uuid.UUID,
        decision: Decision,
        *,
        seat: int | None = None,
        actor: Actor = Actor.SEAT,
        key: str | None = None,
        fingerprint: str | None = None,
        expected_version: int | None = None,
        at: int | None = None,
    ) -> CommandResult:
        """Decide ``decision`` on the stream's current state and append what it returns.

        ``actor`` (an :class:`~domain.actors.Actor`) and ``seat`` go into the
        batch's metadata for the audit trail, with a request id (``rid``) made for this call by
        which an append of unknown outcome is recognised; ``key`` + ``fingerprint`` make the command
        idempotent (a key without a fingerprint binds to the seat alone).  See the module
        docstring for the conflict and retry rules.
        """
        if key is not None and fingerprint is None:
            fingerprint = command_fingerprint(seat, {})
        request_id = uuid.uuid4().hex  # this call's, whether or not the client sent a key
        entry = self._entry(table_id)
        version_of = self._version
        with entry.lock:
            fresh = self._ensure_loaded(table_id, entry)
            for _ in range(self._max_retries + 1):
                state = entry.state
                assert state is not None
                version = version_of(state)
                if key is not None:
                    used = entry.keys.get(key)
                    if used is not None:
                        if used[0] != fingerprint:
                            raise IdempotencyMismatch(key)
                        return self._replay(table_id, seat, entry, used[1], used[2])
                if expected_version is not None and expected_version != version:
                    if not fresh and expected_version > version:
                        self._catch_up(table_id, entry)
                        fresh = True
                        continue
                    raise StaleVersion(expected_version, version)
                try:
                    events = decision(state)
                except RuleViolation as violation:
                    if not fresh:
                        fresh = True
                        if self._catch_up(table_id, entry):
                            continue
                    raise InvalidInput(violation.rule, violation.message) from None
                if not events:
                    if not fresh:
                        # "Nothing to do" on a cache that another process may have moved past
                        # is no answer (a clock's deal or timeout would be lost): look once more.
                        fresh = True
                        if self._catch_up(table_id, entry):
                            continue
                    return CommandResult(table_id, seat, version + 1, version, (), state)
                metadata: dict[str, Any] = {"actor": str(actor), "seat": seat, REQUEST_ID: request_id}
                if at is not None:
                    metadata["at"] = at
                if key is not None:
                    metadata["key"] = key
                    metadata["fp"] = fingerprint
                try:
                    if self._committer is not None:
                        self._committer.append(table_id, version, events, metadata)
                    else:
                        self._store.append(table_id, version, events, metadata=metadata)
                except VersionConflict:
                    newer = self._catch_up(table_id, entry)
                    fresh = True
                    ours = [r for r in newer if r.metadata.get(REQUEST_ID) == request_id]
                    if ours:  # stored after all (the store read it back): never decide again
                        return self._stored(table_id, seat, entry, ours[0].version, ours[-1].version, ours)
                    continue
                new_state = self._fold(events, state)
                entry.state = new_state
                first = version + 1
                last = first + len(events) - 1
                if key is not None:
                    entry.keys[key] = (fingerprint or "", first, last)
                if self._subscribers:
                    now = datetime.now(UTC)
                    recorded = tuple(
                        RecordedEvent(table_id, first + i, event, now, metadata) for i, event in enumerate(events)
                    )
                    self._notify(CommittedBatch(table_id, first, last, recorded, new_state, True))
                return CommandResult(table_id, seat, first, last, tuple(events), new_state)
        raise Conflict("busy", "the match changed too often while this command was decided: retry")

    # ------------------------------------------------------------------ reads
    def state(self, table_id: uuid.UUID) -> State:
        """The stream's current state (the cache brought up to date with one small query,
        unless reads are served from the cache alone: ``catch_up_reads=False``)."""
        entry = self._entry(table_id)
        if not self._catch_up_reads:
            state = entry.state
            if state is not None:
                return state
        with entry.lock:
            if not self._ensure_loaded(table_id, entry) and self._catch_up_reads:
                self._catch_up(table_id, entry)
            assert entry.state is not None
            return entry.state

    def cached_state(self, table_id: uuid.UUID) -> State | None:
        """The cached state without any I/O (``None`` when the stream is not cached)."""
        with self._lock:
            entry = self._streams.get(table_id)
        return entry.state if entry is not None else None

    def load(
        self, table_id: uuid.UUID, upto_version: int | None = None, after_version: int = 0
    ) -> list[RecordedEvent[object]]:
        """The stream's recorded events with ``after_version < version <= upto_version``.

        Read from the start (``after_version=0``), a stream of another game is refused
        (:class:`NotFound`), so nothing outward ever frames it with this game's rules."""
        records = self._store.load(table_id, after_version=after_version, upto_version=upto_version)
        if records and after_version <= 0:
            self._check_kind(table_id, records[0].event)
        return records

    def state_at(self, table_id: uuid.UUID, version: int) -> State:
        """The state as of ``version`` (replays); served from the cache when it is that version."""
        cached = self.cached_state(table_id)
        if cached is not None and self._version(cached) == version:
            return cached
        return self._fold_upto(table_id, version)

    # ------------------------------------------------------------------ hooks and cache
    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(batch)`` after every batch this process commits or catches up on.

        Calls happen in stream order, while the stream's lock is held: keep callbacks short
        (hand the batch to a queue).  A failing callback is logged and does not fail the command.
        Returns a function that unsubscribes.
        """
        with self._lock:
            self._subscribers = (*self._subscribers, callback)

        def unsubscribe() -> None:
            with self._lock:
                self._subscribers = tuple(s for s in self._subscribers if s is not callback)

        return unsubscribe

    def forget(self, table_id: uuid.UUID | None = None) -> None:
        """Drop one stream (or every stream) from the cache; the next use reloads it."""
        with self._lock:
            if table_id is None:
                self._streams.clear()
            else:
                self._streams.pop(table_id, None)

    # ------------------------------------------------------------------ internals
    def _entry(self, table_id: uuid.UUID) -> _Stream:
        """The stream's cache entry (created empty on a miss; least recently used evicted)."""
        with self._lock:
            entry = self._streams.get(table_id)
            if entry is None:
                entry = self._streams[table_id] = _Stream()
                while len(self._streams) > self._cache_size:
                    self._streams.popitem(last=False)
            else:
                self._streams.move_to_end(table_id)
            return entry

    def _ensure_loaded(self, table_id: uuid.UUID, entry: _Stream) -> bool:
        """Fold the whole stream into an empty entry; True when it was loaded just now."""
        if entry.state is not None:
            return False
        records = self._store.load(table_id)
        if records:
            self._check_kind(table_id, records[0].event)
        entry.state = self._decider.initial_state()
        entry.keys.clear()
        self._absorb(table_id, entry, records, notify=False)
        return True

    def _catch_up(self, table_id: uuid.UUID, entry: _Stream) -> list[RecordedEvent[object]]:
        """Apply the events newer than the cached state; returns them."""
        assert entry.state is not None
        version = self._version(entry.state)
        records = self._store.load(table_id, after_version=version)
        if records and records[0].version != version + 1:
            # Should not happen (streams have no gaps); rebuild rather than guess.
            entry.state = None
            self._ensure_loaded(table_id, entry)
            return records
        self._absorb(table_id, entry, records, notify=True)
        return records

    def _absorb(
        self,
        table_id: uuid.UUID,
        entry: _Stream,
        records: Sequence[RecordedEvent[object]],
        *,
        notify: bool,
    ) -> None:
        """Fold ``records`` into the entry and index their idempotency keys, batch by batch."""
        if not records:
            return
        for batch in _batches(records):
            head = batch[0]
            key = head.metadata.get("key")
            if isinstance(key, str):
                entry.keys[key] = (str(head.metadata.get("fp", "")), head.version, batch[-1].version)
            assert entry.state is not None
            entry.state = self._fold((r.event for r in batch), entry.state)
            if notify and self._subscribers:
                self._notify(
                    CommittedBatch(table_id, head.version, batch[-1].version, tuple(batch), entry.state, False)
                )

    def _replay(self, table_id: uuid.UUID, seat: int | None, entry: _Stream, first: int, last: int) -> CommandResult:
        """The stored result of an idempotent command's earlier batch (nothing is appended)."""
        records = self._store.load(table_id, after_version=first - 1, upto_version=last)
        return replace(self._stored(table_id, seat, entry, first, last, records), replayed=True)

    def _stored(
        self,
        table_id: uuid.UUID,
        seat: int | None,
        entry: _Stream,
        first: int,
        last: int,
        records: Sequence[RecordedEvent[object]],
    ) -> CommandResult:
        """The result of a stored batch ``first..last``, shaped like a fresh one (the state as of
        ``last``: from the cache when it is there, else folded from the store)."""
        assert entry.state is not None
        state = entry.state if self._version(entry.state) == last else self._fold_upto(table_id, last)
        return CommandResult(table_id, seat, first, last, tuple(r.event for r in records), state)

    def _fold_upto(self, table_id: uuid.UUID, version: int) -> State:
        """The state as of ``version``, folded from the store (never from the cache)."""
        return self._fold((r.event for r in self.load(table_id, upto_version=version)), None)

    def _check_kind(self, table_id: uuid.UUID, first: object) -> None:
        """Refuse a stream of another game (its first event is not this decider's):
        :class:`NotFound`, since there is no match of this game with that id."""
        decider = self._decider
        try:
            topic, _ = decider.encode_event(first)
        except Exception:
            topic = ""
        if not (isinstance(topic, str) and decider.owns(topic)):
            raise NotFound("stream_kind", f"{table_id} is not a {decider.name} stream")

    def _notify(self, batch: CommittedBatch) -> None:
        """Hand a batch to every subscriber; a failing subscriber is logged, never raised."""
        for callback in self._subscribers:
            try:
                callback(batch)
            except Exception:
                log.exception("subscriber %r failed on %s v%d", callback, batch.table_id, batch.version)


def _decide_one(decider: Decider[Any, Any, Any], command: object) -> Decision:
    """The decision that runs the decider's ``decide`` for one command."""
    decide = decider.decide

    def decision(state: State) -> Sequence[object]:
        return decide(state, command)

    return decision


def _batches(records: Sequence[RecordedEvent[object]]) -> list[list[RecordedEvent[object]]]:
    """Split records into append batches: consecutive events sharing one envelope head."""
    out: list[list[RecordedEvent[object]]] = []
    for record in records:
        if out:
            last = out[-1][-1]
            if last.recorded_at == record.recorded_at and last.metadata == record.metadata:
                out[-1].append(record)
                continue
        out.append([record])
    return out


def _field_of(message: str) -> str:
    """The field a codec error names (``"cards: ..."`` → ``cards``; ``not a card`` → ``cards``)."""
    head, sep, _ = message.partition(":")
    if sep and head.isidentifier():
        return head
    if message.startswith("not a card"):
        return "cards"
    if message.startswith("not a suit"):
        return "wish"
    return "command"
