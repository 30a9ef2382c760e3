"""Fan-out of committed batches to live listeners (the event streams), one table at a time.

:meth:`GameService.subscribe` calls one callback for every batch of every table, in stream
order, while the stream's lock is held.  :class:`EventHub` is that one callback: it looks up the
listeners of the batch's table and hands the batch to each (a listener's ``push`` must be quick
and must not block — the HTTP streams put it on their own bounded queue).  Listeners come and go
with the connections; nothing is kept for tables nobody listens to.

The hub never redacts: listeners receive raw batches and must send them out through
``domain.redaction`` (the SSE route does, per seat).
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable

from infrastructure.services.games import CommittedBatch, GameService

__all__ = ["EventHub", "Listener"]

log = logging.getLogger(__name__)

Listener = Callable[[CommittedBatch], None]
"""Receives a table's batches; called under the stream's lock, so it must not block."""


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
        with self._lock:
            self._listeners[table_id] = (*self._listeners.get(table_id, ()), listener)

        def unlisten() -> None:
            with self._lock:
                rest = tuple(x for x in self._listeners.get(table_id, ()) if x is not listener)
                if rest:
                    self._listeners[table_id] = rest
                else:
                    self._listeners.pop(table_id, None)

        return unlisten

    def listen_seats(self, table_id: uuid.UUID, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener()`` whenever a seat of ``table_id`` is freed in this process (a token
        revoked): open streams of that table re-check their token at once.  Returns the function
        that stops it.  ``listener`` runs on the thread that freed the seat and must not block."""
        with self._lock:
            self._seat_listeners[table_id] = (*self._seat_listeners.get(table_id, ()), listener)

        def unlisten() -> None:
            with self._lock:
                rest = tuple(x for x in self._seat_listeners.get(table_id, ()) if x is not listener)
                if rest:
                    self._seat_listeners[table_id] = rest
                else:
                    self._seat_listeners.pop(table_id, None)

        return unlisten

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
