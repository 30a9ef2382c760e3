"""The read models on the log-follower core (both backends): every registered read model run as
a follower of one :class:`~projections.follower.ProjectionGroup` builds read tables identical to
the ones ``projections.operations.rebuild`` builds with the runner, and the comparison notices
a single event left out.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.engine import Engine

from api.http.app import create_app
from domain.maumau import events as ev
from infrastructure.services.bootstrap import Services
from projections import parking, registry
from projections.follower import ProjectionFollower, ProjectionGroup, ProjectionTracking, Tagged, Work
from projections.operations import checksums, rebuild
from projections.registry import PROJECTIONS
from projections.runner import ensure_installed, make_engine, open_store, read_trackers
from projections.schema import REBUILD_SUFFIX, tracking
from tests.live.helpers import Table
from tests.live.test_reactions import _play_one_move
from tests.projections.helpers import append_interleaved, bot_matches
from tests.puntobanco.http_helpers import Table as PuntoBancoTable

Checksums = dict[str, tuple[int, str]]


def _play(services: Services, rng: random.Random, tables: int = 3, moves: int = 120) -> None:
    """Mau-Mau tables and a few Punto Banco coups played over HTTP, and finished bot matches
    appended among them (so rounds are won: every game's read models get rows)."""
    with TestClient(create_app(services=services, background=False)) as client:
        opened = [Table.open(client, ["human", "human"], "MM-001") for _ in range(tables)]
        for _ in range(moves):
            _play_one_move(rng.choice(opened), rng)
        pb = PuntoBancoTable(client)
        alice = pb.join(0, "alice")
        pb.grant(1_000, seat=0)
        pb.shoe()
        for spot in ("player", "banker", "tie", "banker"):
            r = pb.bet(alice, spot, 100)
            assert r.status_code == 200, r.text
            pb.deal()
    store = open_store(services.settings)
    try:
        append_interleaved(store, bot_matches(6, seed=rng.randrange(1000)))
    finally:
        store.close()


class DropsOne(ProjectionFollower):
    """A follower that leaves out the first event ``drop`` picks (the check that can fail)."""

    def __init__(self, name: str, drop: Callable[[Any], bool]) -> None:
        super().__init__(name, PROJECTIONS[name])
        self.drop = drop
        self.dropped = 0

    def apply(self, item: Tagged, work: Work, /) -> None:
        if not self.dropped and item.key == self.key and self.drop(item.item.event):
            self.dropped = item.item.n.notification_id
            return
        super().apply(item, work)


def _fresh_read_side(engine: Engine) -> None:
    """Every read model at generation 1, position 0, empty (the PostgreSQL template database is
    emptied of events between tests, not of read tables and tracking rows)."""
    with engine.begin() as conn:
        registry.install(conn)
        parking.install(conn)
        rows = read_trackers(conn)
        for name, model in PROJECTIONS.items():
            model.tables.drop_views(conn)
            for row in (rows.get(name), rows.get(name + REBUILD_SUFFIX)):
                if row is not None:
                    model.tables.drop_generation(conn, row.generation)
        conn.execute(tracking.delete())
        parking.clear(conn, list(rows))
    ensure_installed(engine)
    with engine.connect() as conn:
        assert {row.position for row in read_trackers(conn).values()} == {0}


def _core_and_rebuild(services: Services, *, dropping: DropsOne | None = None) -> tuple[Checksums, Checksums]:
    """Every read model on the core, then rebuilt by the runner: both sets of checksums."""
    _play(services, random.Random(4))
    engine, store = make_engine(services.settings), open_store(services.settings)
    try:
        _fresh_read_side(engine)
        followers = [
            dropping if dropping is not None and name == dropping.name else ProjectionFollower(name, model)
            for name, model in PROJECTIONS.items()
        ]
        group = ProjectionGroup(store, ProjectionTracking(engine), followers, batch_size=50)
        group.run_until_idle()
        head = store.max_notification_id()
        assert group.parked == {}
        assert all(group.position(name) == head for name in PROJECTIONS)
        on_the_core = checksums(engine)
        rebuild(engine, store, list(PROJECTIONS))  # the runner, from scratch, into new tables
        return on_the_core, checksums(engine)
    finally:
        engine.dispose()
        store.close()


def test_the_read_models_on_the_core_are_the_ones_the_runner_rebuilds(services) -> None:
    on_the_core, rebuilt = _core_and_rebuild(services)
    empty = sorted(view for view, (rows, _) in on_the_core.items() if not rows)
    assert not [view for view in empty if not view.startswith(("tournament_", "game_"))], empty
    assert rebuilt == on_the_core


def test_a_read_model_missing_one_event_on_the_core_differs_from_the_rebuild(services) -> None:
    dropping = DropsOne("score_sheets", lambda event: type(event) is ev.RoundWon)
    on_the_core, rebuilt = _core_and_rebuild(services, dropping=dropping)
    assert dropping.dropped, "a RoundWon was played and left out"
    differ = {view for view in rebuilt if rebuilt[view] != on_the_core[view]}
    assert differ
    assert differ <= set(PROJECTIONS["score_sheets"].tables.views), differ
