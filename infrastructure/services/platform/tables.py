"""A game's table set-ups: immutable rows, read once and cached (every game's tables alike).

A table's set-up (its rules snapshot, seat count, host token's digest …) is written once when the
table is opened and never changes, so it is kept in an LRU after its first read.  Each game keeps
its own row type (``maumau_tables``, ``puntobanco_tables``); :class:`TableSetups` reads any of
them, given how a row becomes the game's set-up value.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from infrastructure.services.errors import NotFound
from infrastructure.services.lru import Lru

__all__ = ["TableSetups"]

T = TypeVar("T")


class TableSetups(Generic[T]):
    """The set-ups of one game's tables (``row_type`` rows with ``id`` and ``host_token_hash``)."""

    def __init__(
        self, engine: Engine, row_type: Any, setup: Callable[[Any], T], *, missing: str, cache_size: int = 4096
    ) -> None:
        """``setup(row)`` is a row's set-up value; ``missing`` names an unknown table in a 404
        (``{}`` becomes its id)."""
        self._engine = engine
        self._row = row_type
        self._setup = setup
        self._missing = missing
        self._cache = Lru(cache_size)

    def get(self, table_id: uuid.UUID) -> T:
        """A table's set-up (cached: it never changes); 404 ``table`` for an unknown id."""
        table: T | None = self._cache.get(table_id)
        if table is None:
            with Session(self._engine) as session:
                row = session.get(self._row, table_id)
                if row is None:
                    raise NotFound("table", self._missing.format(table_id))
                table = self._setup(row)
            self._cache.put(table_id, table)
        return table

    def find(self, table_id: uuid.UUID) -> T | None:
        """The set-up of ``table_id``, or ``None`` when there is no such table."""
        try:
            return self.get(table_id)
        except NotFound:
            return None

    def remember(self, row: Any) -> T:
        """A row written just now, as its set-up (cached)."""
        table = self._setup(row)
        self._cache.put(row.id, table)
        return table

    def has_host_token(self, token_hash: str) -> bool:
        """Whether ``token_hash`` is the host token's digest of some table of this game."""
        with Session(self._engine) as session:
            found = session.scalar(select(self._row.id).where(self._row.host_token_hash == token_hash).limit(1))
        return found is not None
