"""The read side on the log-follower core (:mod:`infrastructure.services.log_follower`).

Three adapters make every registered :class:`~projections.read_model.ReadModel` a follower of
one :class:`~infrastructure.services.log_follower.FollowerGroup`:

* :class:`ProjectionTracking` — the group's tracking: ``projection_tracking`` (the conditional
  move matches the row's generation too, so a rebuild's swap makes a runner lose the race) and
  the parking and skip tables of :mod:`projections.parking`;
* :class:`ProjectionFollower` — one read model under one tracking row (``<name>`` or
  ``<name>#rebuild``): its work is the model's batch, flushed into the generation of the row;
* :class:`ReadContexts` — the group's context: one item source per (context, stream kinds) of
  the followers, as the runner builds them, so each notification is folded once.

A read model's interest is the stream kinds it ``follows``; one with the default context whose
``event_types`` are given is interested in exactly their topics (its items are the
notifications themselves, so other events cost it nothing).  A read model with a context of
its own keeps the whole kinds: its items depend on every event of its streams, and a context
that cannot build an item there is that read model's failure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, NamedTuple

from sqlalchemy import select, update
from sqlalchemy.engine import Connection, Engine

from domain.decider import topic_prefix_of
from infrastructure.adapters.event_store import EventStore, ForeignEvent, Notification
from infrastructure.services.follower_tracking import Park, Tracked
from infrastructure.services.log_follower import Entry, FollowerGroup, Interest, StoreSource
from projections import parking
from projections.parking import is_transient
from projections.read_model import Context, ItemSource, ReadModel, StreamItems
from projections.schema import tracking

__all__ = ["NotDecoded", "ProjectionFollower", "ProjectionGroup", "ProjectionTracking", "ReadContexts", "Tagged"]

SourceKey = tuple[Context, tuple[str, ...]]
"""Read models with the same key share one item source (:meth:`ReadModel.source_key`)."""


class NotDecoded(TypeError):
    """A read model follows a stream kind the store does not decode (its game is not registered
    in the one wiring place, or the store was opened without it)."""


class ProjectionTracking:
    """The read side's tracking rows as the core's :class:`Tracking` (``token``: the generation)."""

    def __init__(self, engine: Engine) -> None:
        """Keep positions and parks in ``engine``'s database (the read tables' own)."""
        self.engine = engine

    def read(self, conn: Connection, names: Sequence[str], /) -> dict[str, Tracked]:
        """The rows of ``names`` with their parks and the ids skipped for their read models."""
        t = tracking
        rows = conn.execute(select(t.c.name, t.c.position, t.c.generation).where(t.c.name.in_(list(names)))).all()
        parks = parking.read_parked(conn, [r.name for r in rows])
        skips = parking.read_skips(conn, {_model(r.name) for r in rows})
        return {
            r.name: Tracked(r.name, r.position, parks.get(r.name), skips.get(_model(r.name), frozenset()), r.generation)
            for r in rows
        }

    def _touch(self, conn: Connection, tracked: Tracked, **values: Any) -> bool:
        """The conditional update: the row still where it was read, in the same generation."""
        t = tracking
        where = (t.c.name == tracked.name, t.c.position == tracked.position, t.c.generation == tracked.token)
        stmt = update(t).where(*where).values(updated_at=datetime.now(UTC), **values)
        return bool(conn.execute(stmt).rowcount == 1)

    def move(self, conn: Connection, tracked: Tracked, position: int, /) -> bool:
        """Move ``tracked`` to ``position`` (see :meth:`_touch`)."""
        return self._touch(conn, tracked, position=position)

    def park(self, conn: Connection, tracked: Tracked, park: Park, /) -> bool:
        """Record ``park`` in ``projection_parking`` if the row is still where it was read."""
        if not self._touch(conn, tracked):
            return False
        parking.write_park(conn, park)
        return True


def _model(name: str) -> str:
    """The read model of a tracking row (``audit#rebuild`` -> ``audit``)."""
    return name.split("#", 1)[0]


class Tagged(NamedTuple):
    """An item as the group hands it out: the source that built it, and the item."""

    key: SourceKey
    item: Any


@dataclass(slots=True)
class Work:
    """A follower's work for one batch: the read model's batch, and whether it handled anything
    (an untouched batch is not flushed: the transaction only moves the position)."""

    batch: Any
    handled: bool = False


class ProjectionFollower:
    """One read model under the tracking row ``name`` (its own, or its rebuild's)."""

    def __init__(self, name: str, model: ReadModel[Any, Any]) -> None:
        """Follow ``model`` under the row ``name``; its interest: see the module docstring."""
        self.name = name
        self.model = model
        self.key: SourceKey = model.source_key()
        wanted = model.event_types
        topics = [getattr(t, "TOPIC", None) for t in wanted or ()]
        exact = (
            wanted is not None
            and model.context is StreamItems
            and all(isinstance(t, str) and topic_prefix_of(t) in model.follows for t in topics)
        )
        self.interest = Interest.of(topics=[str(t) for t in topics]) if exact else Interest.of(prefixes=model.follows)

    def begin(self) -> Work:
        """An empty batch."""
        return Work(self.model.new_batch())

    def apply(self, item: Tagged, work: Work, /) -> None:
        """Fold an item of the read model's own source (and event types, skips aside) into ``work``."""
        if item.key != self.key:
            return
        wanted = self.model.event_types
        if wanted is None or type(item.item.n.event) in wanted:
            self.model.handle(item.item, work.batch)
            work.handled = True

    def write(self, conn: Connection, work: Work, tracked: Tracked, /) -> None:
        """Flush the batch into the tables of the row's generation."""
        if work.handled:
            self.model.flush(work.batch, conn, self.model.tables.physical(tracked.token))


class ReadContexts:
    """The group's context: the followers' item sources, each fed the notifications of its kinds
    (only the sources of followers that run: :meth:`use`)."""

    def __init__(self, store: EventStore[Any], followers: Iterable[ProjectionFollower]) -> None:
        """One source per source key of ``followers``, built over ``store``."""
        self.sources: dict[SourceKey, ItemSource] = {}
        self._followers: dict[str, SourceKey] = {}
        self._kinds: dict[str, list[SourceKey]] = {}
        self._folding: dict[SourceKey, tuple[str, ...]] = {}
        for follower in followers:
            key = follower.key
            self._followers[follower.name] = key
            if key not in self.sources:
                self.sources[key] = follower.model.context(store)
                for kind in follower.model.follows:
                    self._kinds.setdefault(kind, []).append(key)
                if follower.model.context is not StreamItems:  # it folds every event of its kinds
                    self._folding[key] = follower.model.follows
        self.active: set[SourceKey] = set(self.sources)

    def use(self, names: Iterable[str]) -> None:
        """Build items only for the sources of the followers ``names`` (those not parked)."""
        self.active = {self._followers[n] for n in names if n in self._followers}

    @property
    def interest(self) -> Interest:
        """The kinds the running sources that fold must see, whether or not a follower handles them."""
        return Interest.of(prefixes=[k for key in self.active for k in self._folding.get(key, ())])

    def items(
        self, notes: Sequence[Notification[Any]], /
    ) -> tuple[list[Entry], tuple[Notification[Any], Exception] | None]:
        """The entries of ``notes``: each running source's items, tagged (see the core's ``Context``)."""
        entries: list[Entry] = []
        for n in notes:
            for key in self._kinds.get(topic_prefix_of(n.topic), ()):
                if key not in self.active:
                    continue
                try:
                    if type(n.event) is ForeignEvent:
                        raise NotDecoded(
                            f"notification {n.notification_id} ({n.topic}) is not decoded: register its game "
                            "in the one wiring place (infrastructure/services/bootstrap.py)"
                        )
                    made = self.sources[key].take(n)  # e.g. none while a sealed round is held
                except Exception as error:
                    self.clear()  # the failed stream's fold may be half-applied
                    if is_transient(error):
                        raise
                    bad = n.notification_id
                    return [e for e in entries if e.at < bad], (n, error)
                entries.extend(Entry(item.n.notification_id, item.n, Tagged(key, item)) for item in made)
        return entries, None

    def clear(self) -> None:
        """Forget what every source keeps (rebuilt from the store on demand)."""
        for source in self.sources.values():
            source.clear()


class ProjectionGroup(FollowerGroup):
    """A group of read models: before each step its context is narrowed to the sources of the
    followers that are not parked (a context failing on an event parks its read models, and the
    others then go on without it)."""

    context: ReadContexts

    def __init__(
        self,
        store: EventStore[Any],
        tracking: ProjectionTracking,
        followers: Sequence[ProjectionFollower],
        **options: Any,
    ) -> None:
        """``followers`` over ``store``'s log; ``options``: :class:`FollowerGroup`'s."""
        options.setdefault("is_transient", is_transient)
        super().__init__(
            StoreSource(store, tracking.engine), tracking, followers, context=ReadContexts(store, followers), **options
        )

    def step(self) -> int:
        """One batch (see :meth:`FollowerGroup.step`) for the followers that are not parked."""
        self.context.use(n for n, t in self.tracked().items() if t.park is None)
        return super().step()
