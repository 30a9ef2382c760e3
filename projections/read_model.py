"""A read model as a value: the read side's twin of :class:`domain.decider.Decider`.

A :class:`ReadModel` names what the runner, the registry, the CLI and the HTTP status need —
name, schema version, rebuild cost, the stream kinds it follows, its tables (every generation, see
:mod:`projections.schema`) — and three functions: ``batch()`` (an empty in-memory batch),
``handle(item, batch)`` (fold one item, no I/O) and ``flush(batch, conn, tables)`` (write the
batch with a few bulk statements inside the runner's transaction, the one that also moves the
tracking row).  Registering the value in :mod:`projections.registry` is all it takes: tracking,
rebuild into a new generation and swap, versions, parking and health come from the runner.

What an item is depends on the read model's ``context``, built once per runner from the event
store and shared by every read model that names the same context and stream kinds:

* :class:`StreamItems` (the default) hands over each notification of a followed kind as a
  :class:`StreamItem` — the decoded domain event and where it sits in the log;
* a context of its own folds what several read models need (Mau-Mau's
  :class:`~projections.context.FoldCache`: the match around each event) or what one needs (the
  tournaments' fold in :mod:`projections.tournament_standings`), from the event store on a miss,
  in memory only.

The runner decodes every registered game's topics and hands a read model the notifications of the
kinds it ``follows`` and nothing else: a read model costs nothing for the events of other kinds.
"""

from __future__ import annotations

import uuid
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy import Table
from sqlalchemy.engine import Connection

from domain.decider import topic_prefix_of
from infrastructure.adapters.event_store import EventStore, Notification
from projections.schema import ReadTables

__all__ = ["Context", "ItemSource", "ReadModel", "StreamFolds", "StreamItem", "StreamItems"]

I = TypeVar("I")  # noqa: E741 - the item type, as in the docs
B = TypeVar("B")
F = TypeVar("F")


class ItemSource(Protocol):
    """What a context gives the runner: the items of one notification of a followed kind."""

    def take(self, n: Notification[Any]) -> list[Any]:
        """The items the read models get for ``n`` now (in log order; none, one, or several)."""
        ...

    def clear(self) -> None:
        """Forget whatever is kept in memory (it is rebuilt from the store on demand)."""
        ...


Context = Callable[[EventStore[Any]], ItemSource]
"""Builds a read model's item source over the runner's event store (once per runner)."""


@dataclass(frozen=True, slots=True)
class StreamItem:
    """A notification of a followed stream kind: the decoded domain event and its place in the log."""

    n: Notification[Any]

    @property
    def event(self) -> Any:
        """The domain event."""
        return self.n.event


class StreamItems:
    """The default context: each notification as a :class:`StreamItem`, nothing kept."""

    def __init__(self, store: EventStore[Any]) -> None:
        """Nothing to keep (the store is not needed)."""

    def take(self, n: Notification[Any]) -> list[Any]:
        """The notification itself."""
        return [StreamItem(n)]

    def clear(self) -> None:
        """Nothing is kept."""


class StreamFolds(Generic[F]):
    """What a context that folds streams keeps: each stream's fold, the most recently used ones
    (at most ``size``), handed out only when it sits exactly one version behind the event — else
    (a restart, an eviction, a retried batch) ``load(stream_id, version)`` folds the stream again
    up to ``version - 1`` from the event store.  A stream never changes, so a kept fold is never
    wrong, only possibly missing."""

    def __init__(self, size: int, version: Callable[[F], int], load: Callable[[uuid.UUID, int], F]) -> None:
        """``version(fold)``: the stream version a fold is at; ``load``: see the class docstring."""
        self._folds: OrderedDict[uuid.UUID, F] = OrderedDict()
        self._size = size
        self._version = version
        self._load = load
        self.reloads = 0
        """How many times a stream was folded again from the store (a miss past its first event)."""

    def before(self, stream_id: uuid.UUID, version: int) -> F:
        """The fold of ``stream_id`` at ``version - 1``, kept for the next event."""
        folds = self._folds
        fold = folds.get(stream_id)
        if fold is not None and self._version(fold) == version - 1:
            folds.move_to_end(stream_id)
            return fold
        if version > 1:
            self.reloads += 1
        fold = self._load(stream_id, version)
        folds[stream_id] = fold
        folds.move_to_end(stream_id)
        if len(folds) > self._size:
            folds.popitem(last=False)
        return fold

    def forget(self, stream_id: uuid.UUID) -> None:
        """Drop one stream's fold (it has no more events to fold)."""
        self._folds.pop(stream_id, None)

    def clear(self) -> None:
        """Forget every fold (they are folded again from the store on demand)."""
        self._folds.clear()


@dataclass(frozen=True, slots=True)
class ReadModel(Generic[I, B]):
    """One read model: what it is called, what it follows, its tables and its fold into them.

    * ``name`` — the name the CLI, the HTTP status and the tracking table use;
    * ``version`` — the schema version: bumped when the tables or the fold change (status then
      says the read model needs a rebuild);
    * ``follows`` — the stream kinds (topic prefixes, ``"maumau."``) whose notifications it gets
      (empty: none — a read model over every game that declares something, when none does yet,
      as :mod:`projections.game_results` over games without ``results``);
    * ``tables`` — its tables in every generation and the views readers use;
    * ``batch()`` — an empty in-memory batch;
    * ``handle(item, batch)`` — fold one item into the batch (no I/O);
    * ``flush(batch, conn, tables)`` — write the batch into ``tables`` (``{view: physical table}``);
    * ``context`` — how its items are built (default :class:`StreamItems`);
    * ``event_types`` — the event types ``handle`` cares about (``None``: all); the runner skips
      the others;
    * ``rebuild_cost`` — relative cost of a rebuild (balances ``rebuild --jobs`` workers).
    """

    name: str
    version: int
    follows: tuple[str, ...]
    tables: ReadTables
    batch: Callable[[], B]
    handle: Callable[[I, B], None]
    flush: Callable[[B, Connection, Mapping[str, Table]], None]
    context: Context = StreamItems
    event_types: frozenset[type] | None = None
    rebuild_cost: int = 1

    def __post_init__(self) -> None:
        """Check the name and the stream kinds (one name and a dot each, as deciders write them;
        none is allowed, not a malformed one)."""
        if not self.name or "#" in self.name:
            raise ValueError(f"a read model's name is a plain word, not {self.name!r}")
        bad = [p for p in self.follows if topic_prefix_of(p) != p]
        if bad:
            raise ValueError(f"read model {self.name}: follows must name topic prefixes such as 'maumau.', got {bad}")

    def new_batch(self) -> B:
        """An empty batch."""
        return self.batch()

    def source_key(self) -> tuple[Context, tuple[str, ...]]:
        """Read models with the same key share one item source in a runner."""
        return self.context, self.follows
