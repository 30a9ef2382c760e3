"""A read model of a new game is one declarative value, registered in one place.

:data:`tests.platform.tally.scores.READ_MODEL` follows the tally test game's streams; it is
registered by one line (:data:`MODELS`, the test's stand-in for ``projections.registry``) and
gets, with no other file touched, what every read model gets from the read side: the runner's
decoded events of its kind (and no other), status and health, versions, a rebuild into a new
generation with the swap, and parking.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import dataclasses
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine

from domain.maumau.game import MAUMAU
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import event_codec
from projections import parking
from projections.games import registered_deciders
from projections.operations import checksums, rebuild, status
from projections.read_model import StreamItem, StreamItems
from projections.registry import PROJECTIONS
from projections.runner import NotDecoded, Runner, ensure_installed, make_engine, open_store, read_trackers
from tests.platform.tally import scores as tally_scores
from tests.platform.tally.game import TALLY, Add, Added, Start, Won
from tests.projections.helpers import append_interleaved, bot_matches

ROOT = Path(__file__).resolve().parents[2]
MODEL = tally_scores.READ_MODEL
MODELS = {**PROJECTIONS, MODEL.name: MODEL}
"""The registration: the registered read models and the tally one (in production, one line of
``projections.registry.REGISTERED``)."""


@dataclass
class Side:
    engine: Engine
    store: EventStore[Any]
    writer: EventStore[Any]
    url: str


@pytest.fixture
def side(migrated_database_url: str) -> Iterator[Side]:
    """A migrated database, its read side installed with the tally read model; the runner's store
    decodes every registered game and the tally one (its game registered beside them)."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    engine = make_engine(settings)
    store = open_store(settings, (*registered_deciders(), TALLY))
    writer = build_event_store(settings, event_codec((MAUMAU, TALLY)))
    ensure_installed(engine, MODELS)
    try:
        yield Side(engine, store, writer, migrated_database_url)
    finally:
        engine.dispose()
        store.close()
        writer.close()


def _games(store: EventStore[Any], count: int, seed: int) -> dict[uuid.UUID, dict[str, Any]]:
    """``count`` tally games played out batch by batch; the row each must get."""
    expected = {}
    for k in range(count):
        gid = uuid.UUID(int=(seed << 64) + k + 1)
        state = TALLY.initial_state()
        commands: list[object] = [Start(2, 5 + k % 4, (11 * k, 12 * k))]
        moves = 0
        while commands:
            events = TALLY.decide(state, commands.pop())
            store.append(gid, TALLY.version(state), events)
            moves += sum(isinstance(e, Added) for e in events)
            state = TALLY.fold(events, state)
            if not TALLY.is_terminal(state):
                commands.append(Add(state.turn, 1 + (state.total + k) % 3))
        expected[gid] = {
            "game_id": gid,
            "seats": 2,
            "target": state.target,
            "total": state.total,
            "moves": moves,
            "winner": state.winner,
            "version": state.version,
        }
    return expected


def _scores(engine: Engine) -> dict[uuid.UUID, dict[str, Any]]:
    with engine.connect() as conn:
        return {row["game_id"]: row for row in tally_scores.scores(conn)}


def _row(engine: Engine, store: EventStore[Any], name: str) -> dict[str, Any]:
    return next(r for r in status(engine, store, models=MODELS) if r["name"] == name)


def test_a_registered_read_model_of_a_new_game_runs_reports_and_rebuilds(side: Side) -> None:
    expected = _games(side.writer, 4, seed=1)
    append_interleaved(side.writer, bot_matches(2, seed=3), max_chunk=8)
    expected |= _games(side.writer, 3, seed=2)
    runner = Runner(side.engine, side.store, models=MODELS, batch_size=40)
    try:
        runner.run_until_caught_up(max_seconds=120)
    finally:
        runner.close()
    assert _scores(side.engine) == expected
    head = side.store.max_notification_id()
    health = _row(side.engine, side.store, MODEL.name)
    assert (health["position"], health["lag"], health["error"], health["parked"]) == (head, 0, None, None)
    assert (health["generation"], health["schema_version"], health["needs_rebuild"]) == (1, 1, False)
    # A new version of its fold: status asks for a rebuild, which builds generation 2 and swaps.
    newer = {**MODELS, MODEL.name: dataclasses.replace(MODEL, version=2)}
    assert next(r for r in status(side.engine, side.store, models=newer) if r["name"] == MODEL.name)["needs_rebuild"]
    before = checksums(side.engine, [MODEL.name], MODELS)
    assert rebuild(side.engine, side.store, [MODEL.name], models=newer) == {MODEL.name: 2}
    assert checksums(side.engine, [MODEL.name], newer) == before
    health = next(r for r in status(side.engine, side.store, models=newer) if r["name"] == MODEL.name)
    assert (health["generation"], health["schema_version"], health["needs_rebuild"]) == (2, 2, False)


def test_a_failing_fold_of_the_new_read_model_parks_it_alone(side: Side) -> None:
    expected = _games(side.writer, 3, seed=4)
    append_interleaved(side.writer, bot_matches(1, seed=5), max_chunk=8)
    poison = next(n.notification_id for n in side.store.read_notifications(1, 10_000) if isinstance(n.event, Won))

    def handle(item: StreamItem, batch: Any) -> None:
        if item.n.notification_id == poison:
            raise ValueError("cannot fold this win")
        MODEL.handle(item, batch)

    broken = {**MODELS, MODEL.name: dataclasses.replace(MODEL, handle=handle)}
    runner = Runner(side.engine, side.store, models=broken, batch_size=25, retry_delay=0.0)
    try:
        runner.run_until_caught_up(max_seconds=120)
    finally:
        runner.close()
    head = side.store.max_notification_id()
    assert set(runner.parked) == {MODEL.name}
    health = _row(side.engine, side.store, MODEL.name)
    assert health["position"] == poison - 1
    assert health["parked"] is not None
    assert health["parked"]["notification_id"] == poison
    with side.engine.connect() as conn:
        others = read_trackers(conn, PROJECTIONS)
    assert {t.position for t in others.values()} == {head}, "the other read models went on"
    # The fix: resume with the read model as registered; it catches up and is whole.
    with side.engine.begin() as conn:
        assert parking.resume(conn, MODEL.name) is not None
    runner = Runner(side.engine, side.store, models=MODELS, retry_delay=0.0)
    try:
        runner.run_until_caught_up(max_seconds=120)
    finally:
        runner.close()
    assert _scores(side.engine) == expected
    assert _row(side.engine, side.store, MODEL.name)["parked"] is None


def test_a_follower_costs_nothing_for_events_of_other_kinds(side: Side) -> None:
    """The tally read model alone over batches of Mau-Mau events only: it is handed none of them
    (no handle, no flush), and a step costs the same statements for 60 foreign events as for 600."""
    _games(side.writer, 1, seed=6)
    runner = Runner(side.engine, side.store, [MODEL.name], models=MODELS)
    try:
        runner.run_until_caught_up(max_seconds=60)
    finally:
        runner.close()
    start = side.store.max_notification_id()
    append_interleaved(side.writer, bot_matches(6, seed=7), max_chunk=8)
    assert side.store.max_notification_id() - start >= 660
    calls = {"handle": 0, "flush": 0}

    def handle(item: StreamItem, batch: Any) -> None:
        calls["handle"] += 1
        MODEL.handle(item, batch)

    def flush(batch: Any, conn: Any, tables: Any) -> None:
        calls["flush"] += 1
        MODEL.flush(batch, conn, tables)

    counted = {**MODELS, MODEL.name: dataclasses.replace(MODEL, handle=handle, flush=flush)}
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(args[2])

    per_step = []
    for size in (60, 600):
        runner = Runner(side.engine, side.store, [MODEL.name], models=counted, batch_size=size)
        assert isinstance(runner.context_of(MODEL.name), StreamItems)
        event.listen(side.engine, "before_cursor_execute", count)
        try:
            statements.clear()
            runner.step()
            per_step.append(list(statements))
        finally:
            event.remove(side.engine, "before_cursor_execute", count)
            runner.close()
        with side.engine.connect() as conn:
            position = read_trackers(conn, [MODEL.name])[MODEL.name].position
        assert position == start + (60 if size == 60 else 660), "its position moved past every one of them"
    assert calls == {"handle": 0, "flush": 0}
    assert len(per_step[0]) == len(per_step[1])
    assert sum("tally_scores" in s for s in per_step[1]) == 0, "nothing touched its table"


def test_a_kind_the_runners_store_does_not_decode_parks_its_follower_with_the_reason(
    migrated_database_url: str,
) -> None:
    """The tally game not registered with the runner's store: its events stay opaque, so its read
    model is never handed one — it parks at the first, saying what to register; the others go on."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    engine = make_engine(settings)
    store = open_store(settings)
    writer = build_event_store(settings, event_codec((MAUMAU, TALLY)))
    ensure_installed(engine, MODELS)
    runner = Runner(engine, store, models=MODELS, retry_delay=0.0)
    try:
        append_interleaved(writer, bot_matches(1, seed=8), max_chunk=8)
        _games(writer, 1, seed=9)
        runner.run_until_caught_up(max_seconds=60)
        park = runner.parked[MODEL.name]
        assert park.error_type == f"{NotDecoded.__module__}.{NotDecoded.__qualname__}"
        assert "register its game" in park.error
        with engine.connect() as conn:
            others = read_trackers(conn, PROJECTIONS)
        assert {t.position for t in others.values()} == {store.max_notification_id()}
    finally:
        runner.close()
        engine.dispose()
        store.close()
        writer.close()


def test_the_tally_read_model_touches_no_file_outside_its_folder() -> None:
    """Nothing outside ``tests/platform`` names it: its value, its registration and its tests are
    all it took."""
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    naming = [
        path
        for path in tracked
        if path.endswith(".py")
        and not path.startswith("tests/platform/")
        and "tally_scores" in (ROOT / path).read_text(errors="ignore")
    ]
    assert naming == []
