"""Fan-out of committed batches to live listeners (the event streams), one table at a time, and
what a live stream sends (its *feed*), for every game alike.

:meth:`GameService.subscribe` calls one callback for every batch of every table, in stream
order, while the stream's lock is held.  :class:`EventHub` is that one callback: it looks up the
listeners of the batch's table and hands the batch to each (a listener's ``push`` must be quick
and must not block — the HTTP streams put it on their own bounded queue).  Listeners come and go
with the connections; nothing is kept for tables nobody listens to.

The hub never redacts: listeners receive raw batches.  A :class:`Feed` turns a stream into what
one viewer may see, as :class:`Item` values (one frame each); the HTTP loop that sends them
(``api.http.streams``) is written once for every feed:

* :class:`EventFeed` — a stream's events, each through its game's ``Decider.redact`` for the
  viewer (a seat, or ``None``: the public), id = version;
* :class:`SnapshotFeed` — a stream derived from a state (a tournament's standings): one item of
  what it computes now, again whenever a batch changes what it shows.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.services.games import CommittedBatch, GameService

__all__ = ["EventFeed", "EventHub", "Feed", "Item", "Listener", "Snapshot", "SnapshotFeed"]

log = logging.getLogger(__name__)

Listener = Callable[[CommittedBatch], None]
"""Receives a table's batches; called under the stream's lock, so it must not block."""
_L = TypeVar("_L")


class EventHub:
    """Routes every committed batch of a :class:`GameService` to the listeners of its table."""

    def __init__(self, games: GameService) -> None:
        """Serve the batches of ``games``; :meth:`start` subscribes."""
        self._games = games
        self._listeners: dict[uuid.UUID, tuple[Listener, ...]] = {}
        self._seat_listeners: dict[uuid.UUID, tuple[Callable[[], None], ...]] = {}
        self._lock = threading.Lock()
        self._unsubscribe: Callable[[], None] | None = None

    def start(self) -> EventHub:
        """Subscribe to the game service (idempotent); returns ``self``."""
        if self._unsubscribe is None:
            self._unsubscribe = self._games.subscribe(self._on_batch)
        return self

    def stop(self) -> None:
        """Unsubscribe; listeners stay registered but receive nothing more."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def listen(self, table_id: uuid.UUID, listener: Listener) -> Callable[[], None]:
        """Send ``table_id``'s future batches to ``listener``; returns the function that stops it."""
        return self._add(self._listeners, table_id, listener)

    def listen_seats(self, table_id: uuid.UUID, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener()`` whenever a seat of ``table_id`` is freed in this process (a token
        revoked): open streams of that table re-check their token at once.  Returns the function
        that stops it.  ``listener`` runs on the thread that freed the seat and must not block."""
        return self._add(self._seat_listeners, table_id, listener)

    def _add(self, registry: dict[uuid.UUID, tuple[_L, ...]], table_id: uuid.UUID, listener: _L) -> Callable[[], None]:
        """Register ``listener`` for ``table_id`` in ``registry``; the function that removes it."""
        with self._lock:
            registry[table_id] = (*registry.get(table_id, ()), listener)

        def remove() -> None:
            with self._lock:
                rest = tuple(x for x in registry.get(table_id, ()) if x is not listener)
                if rest:
                    registry[table_id] = rest
                else:
                    registry.pop(table_id, None)

        return remove

    def seat_changed(self, table_id: uuid.UUID) -> None:
        """A seat of ``table_id`` was freed: tell that table's seat listeners."""
        for listener in self._seat_listeners.get(table_id, ()):
            try:
                listener()
            except Exception:
                log.exception("seat listener failed on %s", table_id)

    def tables(self) -> list[uuid.UUID]:
        """The tables that have listeners now."""
        with self._lock:
            return list(self._listeners)

    def count(self, table_id: uuid.UUID | None = None) -> int:
        """How many listeners there are (for one table, or in all)."""
        with self._lock:
            if table_id is not None:
                return len(self._listeners.get(table_id, ()))
            return sum(len(x) for x in self._listeners.values())

    def _on_batch(self, batch: CommittedBatch) -> None:
        listeners = self._listeners.get(batch.table_id)
        if not listeners:
            return
        for listener in listeners:
            try:
                listener(batch)
            except Exception:
                log.exception("live listener failed on %s v%d", batch.table_id, batch.version)


# ---------------------------------------------------------------- feeds


@dataclass(frozen=True, slots=True)
class Item:
    """One frame of a live stream: its ``version`` (the frame's id), the ``name`` of the event it
    carries, its JSON-ready ``body``, and whether it is ``final`` (the stream ends after it).  A
    final item with no body sends nothing but ends the stream (a derived stream that became
    final, by the clock, at the version its client already has)."""

    version: int
    name: str
    body: Mapping[str, Any] | None
    final: bool = False


class Feed(Protocol):
    """What one live stream sends, whatever the game; the loop around it is ``api.http.streams``'.

    ``read`` and ``idle`` may do I/O (they run in a worker thread); ``follow`` runs on the event
    loop and must not."""

    hub: EventHub
    """Where the stream's batches arrive (and its seats' changes: :meth:`EventHub.listen_seats`)."""
    stream_id: uuid.UUID
    contiguous: bool
    """Item versions follow each other (events): a hole is a gap, filled in by :meth:`read`."""

    def head(self) -> tuple[int, bool]:
        """The stream's version now, and whether nothing can follow it (terminal)."""
        ...

    def read(self, after: int) -> Sequence[Item]:
        """The items after version ``after``, from the store."""
        ...

    def follow(self, batch: CommittedBatch) -> Sequence[Item] | None:
        """A live batch's items, or ``None``: read them from the store instead."""
        ...

    def idle(self, after: int) -> Sequence[Item]:
        """At a quiet heartbeat: catch up on other processes' appends; the items to send now."""
        ...


class EventFeed:
    """A stream's events as ``viewer`` may see them (its game's ``Decider.redact``; ``viewer``: a
    seat, or ``None`` for the public), one item per event, id = version, final at the decider's
    ``is_final`` event.  A seat's stream and a public one of any game are this feed."""

    contiguous = True

    def __init__(self, games: GameService, hub: EventHub, stream_id: uuid.UUID, viewer: int | None) -> None:
        """Feed ``stream_id``'s events from ``games`` (its decider redacts), live from ``hub``."""
        self.games = games
        self.hub = hub
        self.stream_id = stream_id
        self.viewer = viewer
        self._decider = games.decider

    def head(self) -> tuple[int, bool]:
        """The stream's version and whether it is terminal (``Decider.is_terminal``)."""
        state = self.games.state(self.stream_id)
        return self._decider.version(state), self._decider.is_terminal(state)

    def read(self, after: int) -> list[Item]:
        """The redacted events after ``after``, from the store."""
        return [self._item(r) for r in self.games.load(self.stream_id, None, after)]

    def follow(self, batch: CommittedBatch) -> list[Item]:
        """The batch's events, redacted."""
        return [self._item(r) for r in batch.events]

    def idle(self, after: int) -> list[Item]:
        """Catch the stream up (another process's batches then reach the hub); nothing to send."""
        self.games.state(self.stream_id)
        return []

    def _item(self, record: RecordedEvent[object]) -> Item:
        decider = self._decider
        body = {"version": record.version, **decider.redact(record.event, self.viewer)}
        return Item(record.version, body["type"], body, decider.is_final(record.event))


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What a derived stream shows at one ``version``: the frame's ``body``, the part of it that
    counts as a change (``shown``: equal values send no new frame), and whether it is ``final``
    (nothing can change it any more)."""

    version: int
    body: Mapping[str, Any]
    shown: object
    final: bool


class SnapshotFeed:
    """A stream derived from a stream's state (a tournament's standings): an item of what
    ``snapshot()`` computes now, sent at once (unless ``after`` is its version) and again after a
    batch only if what it shows changed; the last one once it is final.  One instance per open
    stream: it remembers what it sent last."""

    contiguous = False

    def __init__(self, hub: EventHub, stream_id: uuid.UUID, name: str, snapshot: Callable[[], Snapshot]) -> None:
        """Items named ``name`` of ``snapshot()`` (blocking: computed in a worker thread)."""
        self.hub = hub
        self.stream_id = stream_id
        self.name = name
        self.snapshot = snapshot
        self._shown: object = _NOTHING

    def head(self) -> tuple[int, bool]:
        """The snapshot's version and whether it is final."""
        now = self.snapshot()
        return now.version, now.final

    def read(self, after: int) -> list[Item]:
        """The snapshot now, if it is not version ``after`` and shows something new (or is final)."""
        now = self.snapshot()
        if now.version == after or (now.shown == self._shown and not now.final):
            return [Item(now.version, self.name, None, True)] if now.final else []
        self._shown = now.shown
        return [Item(now.version, self.name, now.body, now.final)]

    def follow(self, batch: CommittedBatch) -> None:
        """Every batch: compute the snapshot again (:meth:`read`)."""
        return None

    def idle(self, after: int) -> list[Item]:
        """Compute the snapshot again (which catches the stream up on other processes)."""
        return self.read(after)


_NOTHING = object()
