"""A small thread-safe LRU map with an optional time to live: the caches of the lobby's hot path
(table set-ups, seat grants, resolved identities) use it, so none of them asks the database on
every request."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import Any

__all__ = ["Lru"]


class Lru:
    """At most ``size`` entries, least recently used dropped first; with ``ttl`` (seconds) an
    entry is forgotten that long after it was put."""

    def __init__(self, size: int, ttl: float | None = None) -> None:
        """An empty map of ``size`` entries whose entries live ``ttl`` seconds (``None``: forever)."""
        self._size = size
        self._ttl = ttl
        self._items: OrderedDict[Any, tuple[Any, float]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Any) -> Any:
        """The value under ``key``, or ``None`` (absent or expired)."""
        now = time.monotonic()
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            if self._ttl is not None and item[1] < now:
                del self._items[key]
                return None
            self._items.move_to_end(key)
            return item[0]

    def put(self, key: Any, value: Any) -> None:
        """Keep ``value`` under ``key`` (the newest entry)."""
        expires = time.monotonic() + (self._ttl or 0.0)
        with self._lock:
            self._items[key] = (value, expires)
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def pop(self, key: Any) -> None:
        """Forget ``key`` (nothing if absent)."""
        with self._lock:
            self._items.pop(key, None)

    def pop_where(self, predicate: Any) -> None:
        """Forget every entry whose value satisfies ``predicate(value)``."""
        with self._lock:
            for key in [k for k, (v, _) in self._items.items() if predicate(v)]:
                del self._items[key]
