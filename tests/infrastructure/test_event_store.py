"""EventStore on both backends: append/load, conflicts (also under threads), notification log,
and appends whose outcome was unknown (a lost reply, a broken connection) resolved by reading back."""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from eventsourcing.persistence import OperationalError
from sqlalchemy import create_engine, text

from infrastructure.adapters.event_store import (
    EventStore,
    EventStoreNotReady,
    VersionConflict,
    build_event_store,
)
from infrastructure.adapters.settings import load_settings
from tests.faultproxy import LostConnection
from tests.infrastructure.fakes import CODEC, CardPlayed, FakeEvent, GameStarted


@pytest.fixture
def store(migrated_database_url: str) -> Iterator[EventStore[FakeEvent]]:
    """A store on a migrated database, tables NOT created by the library (production setup)."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    with build_event_store(settings, CODEC) as event_store:
        yield event_store


def test_append_then_load_returns_events_in_order(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    before = datetime.now(UTC)
    ids = store.append(stream, 0, [GameStarted(players=3), CardPlayed(seat=0, card="HQ")], metadata={"req": "r1"})
    assert len(ids) == 2
    assert ids[0] < ids[1]

    loaded = store.load(stream)
    assert [r.event for r in loaded] == [GameStarted(players=3), CardPlayed(seat=0, card="HQ")]
    assert [r.version for r in loaded] == [1, 2]
    assert all(r.stream_id == stream for r in loaded)
    assert all(r.metadata["req"] == "r1" for r in loaded)
    # one request id per append, made by the store when the caller gives none
    assert len({r.metadata["rid"] for r in loaded}) == 1
    assert loaded[0].recorded_at.tzinfo is not None
    assert before - timedelta(seconds=1) <= loaded[0].recorded_at <= datetime.now(UTC)
    assert store.current_version(stream) == 2


def test_load_with_version_bounds_returns_the_slice(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    store.append(stream, 0, [CardPlayed(seat=i, card="S7") for i in range(5)])
    assert [r.version for r in store.load(stream, after_version=2)] == [3, 4, 5]
    assert [r.version for r in store.load(stream, upto_version=2)] == [1, 2]
    assert [r.version for r in store.load(stream, after_version=1, upto_version=3)] == [2, 3]


def test_load_unknown_stream_returns_nothing(store: EventStore[FakeEvent]) -> None:
    assert store.load(uuid.uuid4()) == []
    assert store.current_version(uuid.uuid4()) == 0


def test_append_with_stale_version_raises_conflict_and_keeps_stream(
    store: EventStore[FakeEvent],
) -> None:
    stream = uuid.uuid4()
    store.append(stream, 0, [GameStarted(players=2)])
    store.append(stream, 1, [CardPlayed(seat=0, card="D9")])

    with pytest.raises(VersionConflict) as info:
        store.append(stream, 1, [CardPlayed(seat=1, card="C8"), CardPlayed(seat=0, card="C9")])
    assert info.value.stream_id == stream
    assert info.value.expected_version == 1
    assert [r.event for r in store.load(stream)] == [
        GameStarted(players=2),
        CardPlayed(seat=0, card="D9"),
    ]


def test_append_to_new_stream_twice_raises_conflict(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    store.append(stream, 0, [GameStarted(players=2)])
    with pytest.raises(VersionConflict):
        store.append(stream, 0, [GameStarted(players=4)])


def test_append_ahead_of_stream_raises_conflict_instead_of_leaving_a_gap(
    store: EventStore[FakeEvent],
) -> None:
    stream = uuid.uuid4()
    with pytest.raises(VersionConflict):
        store.append(stream, 3, [GameStarted(players=2)])
    store.append(stream, 0, [GameStarted(players=2)])
    with pytest.raises(VersionConflict):
        store.append(stream, 2, [CardPlayed(seat=0, card="HA")])
    assert [r.version for r in store.load(stream)] == [1]


def test_append_nothing_is_a_no_op(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    assert store.append(stream, 0, []) == []
    assert store.max_notification_id() == 0


def test_append_negative_version_is_rejected(store: EventStore[FakeEvent]) -> None:
    with pytest.raises(ValueError, match="expected_version"):
        store.append(uuid.uuid4(), -1, [GameStarted(players=2)])


@pytest.mark.parametrize("topic", ["tests.fakes:CardPlayed", "__main__:X", "CardPlayed", "", "a..b"])
def test_append_with_unstable_topic_is_rejected(store: EventStore[FakeEvent], topic: str) -> None:
    class BadCodec:
        def encode(self, event):
            return topic, {}

        def decode(self, topic, payload):
            raise AssertionError

    bad = EventStore(store._recorder, BadCodec().encode, BadCodec().decode)
    with pytest.raises(ValueError, match="topic"):
        bad.append(uuid.uuid4(), 0, [GameStarted(players=2)])
    assert store.max_notification_id() == 0


def test_stored_row_holds_domain_topic_and_compact_json_envelope(
    migrated_database_url: str,
) -> None:
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    stream = uuid.uuid4()
    with build_event_store(settings, CODEC) as store:
        store.append(stream, 0, [CardPlayed(seat=1, card="HQ")], metadata={"seat": 1})
    engine = create_engine(settings.sqlalchemy_url)
    try:
        with engine.connect() as conn:
            topic, state = conn.execute(text("SELECT topic, state FROM maumau_events")).one()
    finally:
        engine.dispose()
    raw = bytes(state).decode()
    envelope = json.loads(raw)
    assert topic == "test.CardPlayed"
    assert set(envelope) == {"t", "m", "e"}
    assert envelope["m"] == {"seat": 1, "rid": envelope["m"]["rid"]}
    assert uuid.UUID(hex=envelope["m"]["rid"])
    assert envelope["e"] == {"seat": 1, "card": "HQ"}
    assert datetime.fromisoformat(envelope["t"]).tzinfo is not None
    assert " " not in raw  # compact separators


def test_notifications_follow_append_order_across_streams(store: EventStore[FakeEvent]) -> None:
    a, b = uuid.uuid4(), uuid.uuid4()
    store.append(a, 0, [GameStarted(players=2)])
    store.append(b, 0, [GameStarted(players=3), CardPlayed(seat=2, card="S10")])
    store.append(a, 1, [CardPlayed(seat=0, card="H7")], metadata={"k": "v"})

    log = store.read_notifications(1, 10)
    assert [(n.stream_id, n.version) for n in log] == [(a, 1), (b, 1), (b, 2), (a, 2)]
    assert [n.notification_id for n in log] == sorted({n.notification_id for n in log})
    assert log[3].event == CardPlayed(seat=0, card="H7")
    assert log[3].topic == "test.CardPlayed"
    assert log[3].metadata["k"] == "v"
    assert store.max_notification_id() == log[-1].notification_id

    # start is inclusive, limit caps the page
    page = store.read_notifications(log[1].notification_id, 2)
    assert [n.notification_id for n in page] == [log[1].notification_id, log[2].notification_id]
    after_last = store.read_notifications(log[-1].notification_id + 1, 10)
    assert after_last == []
    started = store.read_notifications(1, 10, topics=["test.GameStarted"])
    assert [(n.stream_id, n.version) for n in started] == [(a, 1), (b, 1)]


def test_snapshot_round_trip(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    assert store.load_snapshot(stream) is None
    store.save_snapshot(stream, 5, "test.State", {"hand": ["HQ"]})
    store.save_snapshot(stream, 5, "test.State", {"hand": ["HQ"]})  # idempotent
    store.save_snapshot(stream, 9, "test.State", {"hand": []})
    latest = store.load_snapshot(stream)
    assert latest is not None
    assert (latest.version, latest.payload) == (9, {"hand": []})
    older = store.load_snapshot(stream, upto_version=8)
    assert older is not None
    assert (older.version, older.topic, older.payload) == (5, "test.State", {"hand": ["HQ"]})


def test_concurrent_appends_at_same_version_let_exactly_one_win(
    store: EventStore[FakeEvent],
) -> None:
    stream = uuid.uuid4()
    threads_count = 6
    for version in range(3):
        barrier = threading.Barrier(threads_count)
        outcomes: list[str] = []
        lock = threading.Lock()

        def attempt(
            seat: int,
            expected: int,
            gate: threading.Barrier,
            outcomes: list[str],
            lock: threading.Lock,
        ) -> None:
            gate.wait()
            try:
                store.append(stream, expected, [CardPlayed(seat=seat, card="HK")])
                result = "won"
            except VersionConflict:
                result = "conflict"
            with lock:
                outcomes.append(result)

        threads = [
            threading.Thread(target=attempt, args=(s, version, barrier, outcomes, lock)) for s in range(threads_count)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert sorted(outcomes) == ["conflict"] * (threads_count - 1) + ["won"]
    assert [r.version for r in store.load(stream)] == [1, 2, 3]


def test_concurrent_appends_to_different_streams_all_land_in_the_log(
    store: EventStore[FakeEvent],
) -> None:
    streams = [uuid.uuid4() for _ in range(4)]
    per_stream = 15
    errors: list[BaseException] = []

    def writer(stream: uuid.UUID) -> None:
        try:
            for version in range(per_stream):
                store.append(stream, version, [CardPlayed(seat=version, card="CJ")])
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=writer, args=(s,)) for s in streams]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert errors == []

    log = store.read_notifications(1, 1000)
    assert len(log) == len(streams) * per_stream
    ids = [n.notification_id for n in log]
    assert ids == sorted(set(ids))
    for stream in streams:
        versions = [n.version for n in log if n.stream_id == stream]
        assert versions == list(range(1, per_stream + 1))  # per-stream order kept in the log


# ------------------------------------------------------------------ unknown outcomes
# A lost reply (the connection broke after COMMIT) or a failure before anything was written: the
# store resolves it by reading the batch's request id back, never by reporting a conflict for
# its own batch (which made the service decide the command a second time).


def _rids(store: EventStore[FakeEvent], stream: uuid.UUID) -> list[str]:
    """The request id of every stored event of ``stream``, in version order."""
    return [r.metadata["rid"] for r in store.load(stream)]


def test_a_lost_reply_after_commit_is_read_back_as_written(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    store.append(stream, 0, [GameStarted(players=2)])
    store.fault_hook = lost = LostConnection("after_commit")
    ids = store.append(stream, 1, [CardPlayed(seat=0, card="HA"), CardPlayed(seat=0, card="HA")])
    assert lost.failures == 1
    # stored once, answered like any append: the notification ids of its rows
    log = store.read_notifications(1, 10)
    assert [(n.version, n.event) for n in log] == [
        (1, GameStarted(players=2)),
        (2, CardPlayed(seat=0, card="HA")),
        (3, CardPlayed(seat=0, card="HA")),
    ]
    assert ids == [log[1].notification_id, log[2].notification_id]
    rids = _rids(store, stream)
    assert rids[1] == rids[2] != rids[0]
    # nothing was inserted a second time
    assert [stage for stage, _ in lost.calls] == ["before_insert", "after_commit"]


def test_a_failure_before_insert_is_inserted_again_once(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    store.fault_hook = lost = LostConnection("before_insert")
    store.append(stream, 0, [GameStarted(players=2)], metadata={"rid": "r-1"})
    assert lost.failures == 1
    assert [stage for stage, _ in lost.calls] == ["before_insert", "before_insert", "after_commit"]
    assert _rids(store, stream) == ["r-1"]


def test_a_retry_that_hits_its_own_duplicate_key_is_a_success(store: EventStore[FakeEvent]) -> None:
    # What the library's automatic retry after a lost COMMIT reply does: insert the same rows
    # again.  The duplicate key is ours (same request id): written, not a conflict.
    stream = uuid.uuid4()
    batch = store.prepare_append(stream, 0, [GameStarted(players=2)])
    assert store.append_prepared([batch]) == [None]
    assert store.append_prepared([batch]) == [None]
    assert len(store.load(stream)) == 1
    # Another request at that version lost, as before.
    other = store.prepare_append(stream, 0, [GameStarted(players=3)])
    [conflict] = store.append_prepared([other])
    assert isinstance(conflict, VersionConflict)
    with pytest.raises(VersionConflict):
        store.append(stream, 0, [GameStarted(players=3)])
    assert [r.event for r in store.load(stream)] == [GameStarted(players=2)]


def test_a_lost_reply_where_another_request_took_the_version_is_a_conflict(
    store: EventStore[FakeEvent],
) -> None:
    stream = uuid.uuid4()
    store.append(stream, 0, [GameStarted(players=2)])
    rival = CardPlayed(seat=1, card="S7")
    # Our connection breaks before anything is written; meanwhile another request appends.
    store.fault_hook = LostConnection(
        "before_insert", meanwhile=lambda: store.append_prepared([store.prepare_append(stream, 1, [rival])])
    )
    with pytest.raises(VersionConflict):
        store.append(stream, 1, [CardPlayed(seat=0, card="HA")])
    assert [r.event for r in store.load(stream)] == [GameStarted(players=2), rival]


def test_a_group_commit_with_a_lost_reply_resolves_every_batch(store: EventStore[FakeEvent]) -> None:
    streams = [uuid.uuid4() for _ in range(3)]
    for stream in streams:
        store.append(stream, 0, [GameStarted(players=2)])
    batches = [store.prepare_append(s, 1, [CardPlayed(seat=i, card="HA")]) for i, s in enumerate(streams)]
    store.fault_hook = lost = LostConnection("after_commit")
    assert store.append_prepared(batches) == [None, None, None]
    assert lost.calls == [("before_insert", tuple(streams)), ("after_commit", tuple(streams))]
    for i, stream in enumerate(streams):
        assert [r.event for r in store.load(stream)] == [GameStarted(players=2), CardPlayed(seat=i, card="HA")]
        assert _rids(store, stream)[1] == batches[i].request_id


def test_a_group_with_a_loser_then_a_lost_reply_fails_only_the_loser(store: EventStore[FakeEvent]) -> None:
    a, b = uuid.uuid4(), uuid.uuid4()
    store.append(b, 0, [GameStarted(players=4)])  # b's version 1 is taken by someone else
    group = [store.prepare_append(a, 0, [GameStarted(players=2)]), store.prepare_append(b, 0, [GameStarted(players=3)])]
    # The group fails on b's key; a is inserted again alone and that reply is lost.
    store.fault_hook = lost = LostConnection("after_commit")
    a_result, b_result = store.append_prepared(group)
    assert a_result is None
    assert isinstance(b_result, VersionConflict)
    assert lost.calls == [("before_insert", (a, b)), ("before_insert", (a,)), ("after_commit", (a,))]
    assert [r.event for r in store.load(a)] == [GameStarted(players=2)]
    assert [r.event for r in store.load(b)] == [GameStarted(players=4)]


def test_a_connection_that_stays_broken_raises_and_writes_nothing(store: EventStore[FakeEvent]) -> None:
    stream = uuid.uuid4()
    store.fault_hook = lost = LostConnection("before_insert", times=100)
    with pytest.raises(OperationalError):
        store.append(stream, 0, [GameStarted(players=2)])
    assert lost.failures == 3  # inserted again while reading back found nothing, then gave up
    assert store.load(stream) == []


def test_store_creates_its_own_tables_when_asked(database_url: str) -> None:
    settings = load_settings(database_url=database_url, create_tables=True)
    stream = uuid.uuid4()
    with build_event_store(settings, CODEC) as store:
        store.append(stream, 0, [GameStarted(players=2)])
    with build_event_store(settings, CODEC) as store:  # second start: tables already there
        assert [r.event for r in store.load(stream)] == [GameStarted(players=2)]


def test_store_without_tables_and_create_tables_off_says_to_migrate(database_url: str) -> None:
    settings = load_settings(database_url=database_url, create_tables=False)
    with pytest.raises(EventStoreNotReady, match="maumau db upgrade"):
        build_event_store(settings, CODEC)


def test_default_create_tables_follows_backend(database_url: str) -> None:
    settings = load_settings(database_url=database_url)
    assert settings.create_tables is (not settings.is_postgres)


def test_in_memory_sqlite_store_works() -> None:
    settings = load_settings(database_url="sqlite:///:memory:")
    stream = uuid.uuid4()
    with build_event_store(settings, CODEC) as store:
        store.append(stream, 0, [GameStarted(players=2)])
        assert store.current_version(stream) == 1


def test_an_append_past_its_requests_deadline_stops_reading_back(store: EventStore[FakeEvent]) -> None:
    """Within an HTTP request whose database deadline has passed (``database_wait.bound``), an
    append whose connection keeps breaking answers "unavailable" after one round instead of
    three: the client retries with its idempotency key instead of outwaiting its own timeout."""
    from eventsourcing.persistence import OperationalError

    from infrastructure.adapters.database_wait import bound

    stream = uuid.uuid4()
    store.fault_hook = unbounded_run = LostConnection("before_insert", times=99)
    with pytest.raises(OperationalError):
        store.append(stream, 0, [GameStarted(players=2)])
    assert unbounded_run.failures == 3  # the three rounds of an unknown outcome
    store.fault_hook = bounded_run = LostConnection("before_insert", times=99)
    with bound(1e-9), pytest.raises(OperationalError):
        store.append(stream, 0, [GameStarted(players=2)])
    assert bounded_run.failures == 1
    store.fault_hook = None
    assert store.load(stream) == []  # nothing was stored either way
