"""The read models on the log-follower core (both backends): every registered projection run as
a :class:`~infrastructure.services.log_follower.Follower` of one group, with the read side's
fold context as the group's :class:`~infrastructure.services.log_follower.Context` and its
tracking, parking and skip tables as the group's
:class:`~infrastructure.services.follower_tracking.Tracking`, builds read tables identical to
the ones ``projections.runner`` rebuilds — the adapters below are how the runner is ported.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.engine import Connection, Engine

from api.http.app import create_app
from infrastructure.adapters.event_store import Notification
from infrastructure.services.bootstrap import Services
from infrastructure.services.follower_tracking import Park, Tracked
from infrastructure.services.log_follower import Entry, FollowerGroup, Interest, StoreSource
from projections import parking
from projections.base import Projection, StreamItem
from projections.context import FoldCache
from projections.parking import is_transient
from projections.registry import PROJECTIONS
from projections.runner import checksums, ensure_installed, make_engine, open_store, read_trackers, rebuild
from projections.schema import tracking
from tests.live.helpers import Table
from tests.live.test_reactions import _play_one_move


class ProjectionTracking:
    """``projection_tracking`` (moved with its generation) and ``projection_parking``/``_skips``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def read(self, conn: Connection, names: Sequence[str], /) -> dict[str, Tracked]:
        trackers = read_trackers(conn, names)
        parks = parking.read_parked(conn, trackers)
        skips = parking.read_skips(conn, {t.projection for t in trackers.values()})
        return {
            name: Tracked(name, t.position, _park(parks.get(name)), skips.get(t.projection, frozenset()), t.generation)
            for name, t in trackers.items()
        }

    def _move(self, conn: Connection, tracked: Tracked, **values: Any) -> bool:
        t = tracking
        where = (t.c.name == tracked.name, t.c.position == tracked.position, t.c.generation == tracked.token)
        return bool(conn.execute(update(t).where(*where).values(updated_at=datetime.now(UTC), **values)).rowcount == 1)

    def move(self, conn: Connection, tracked: Tracked, position: int, /) -> bool:
        return self._move(conn, tracked, position=position)

    def park(self, conn: Connection, tracked: Tracked, park: Park, /) -> bool:
        if not self._move(conn, tracked):
            return False
        parking.write_park(conn, parking.Park(*(getattr(park, f) for f in Park.__slots__)))
        return True


def _park(park: parking.Park | None) -> Park | None:
    return None if park is None else Park(*(getattr(park, f) for f in Park.__slots__))


class ProjectionFollower:
    """A read model as a follower: its batch is the work, ``flush`` into its generation's tables."""

    def __init__(self, name: str, projection: Projection) -> None:
        self.name = name
        self.projection = projection
        kind: str = getattr(projection, "topic_prefix", FoldCache.topic_prefix)
        wanted = projection.event_types
        self.interest = (
            Interest.of(prefixes=[kind])
            if wanted is None
            else Interest.of(topics=[str(getattr(t, "TOPIC", "")) for t in wanted])
        )

    def begin(self) -> Any:
        return self.projection.new_batch()

    def apply(self, item: Any, work: Any, /) -> None:
        self.projection.handle(item, work)

    def write(self, conn: Connection, work: Any, tracked: Tracked, /) -> None:
        self.projection.flush(work, conn, self.projection.tables.physical(tracked.token))


class FoldContext:
    """The read side's fold context for every follower of the group: Mau-Mau's items from the
    fold cache (held back while a sealed match's round is), other kinds' as plain stream items."""

    def __init__(self, folds: FoldCache, followers: Sequence[ProjectionFollower]) -> None:
        self.folds = folds
        kinds = {getattr(f.projection, "topic_prefix", folds.topic_prefix) for f in followers}
        self.others = tuple(sorted(kinds - {folds.topic_prefix}))
        self.interest = Interest.of(prefixes=[folds.topic_prefix, *self.others])

    def items(self, notes: Sequence[Notification[Any]], /) -> tuple[list[Entry], Any]:
        entries: list[Entry] = []
        for n in notes:
            if not n.topic.startswith(self.folds.topic_prefix):
                if self.others and n.topic.startswith(self.others):
                    entries.append(Entry(n.notification_id, n, StreamItem(n)))
                continue
            try:
                made = self.folds.take(n)
            except Exception as error:
                self.folds.clear()
                if is_transient(error):
                    raise
                return entries, (n, error)
            entries.extend(Entry(n.notification_id, item.n, item) for item in made)
        return entries, None

    def clear(self) -> None:
        self.folds.clear()


def _play(services: Services, rng: random.Random, tables: int = 3, moves: int = 120) -> None:
    with TestClient(create_app(services=services, background=False)) as client:
        opened = [Table.open(client, ["human", "human"], "MM-001") for _ in range(tables)]
        for _ in range(moves):
            _play_one_move(rng.choice(opened), rng)


def test_the_read_models_on_the_core_are_the_ones_the_runner_rebuilds(services) -> None:
    _play(services, random.Random(4))
    engine, store = make_engine(services.settings), open_store(services.settings)
    try:
        ensure_installed(engine)
        followers = [ProjectionFollower(name, projection) for name, projection in PROJECTIONS.items()]
        group = FollowerGroup(
            StoreSource(store, engine),
            ProjectionTracking(engine),
            followers,
            is_transient=is_transient,
            batch_size=50,
            context=FoldContext(FoldCache(store), followers),
        )
        group.run_until_idle()
        head = store.max_notification_id()
        assert group.parked == {}
        assert all(group.position(name) == head for name in PROJECTIONS)
        on_the_core = checksums(engine)
        assert any(rows for rows, _ in on_the_core.values()), "the read models have rows"
        rebuild(engine, store, list(PROJECTIONS))  # the runner, from scratch, into new tables
        assert checksums(engine) == on_the_core
    finally:
        engine.dispose()
        store.close()
