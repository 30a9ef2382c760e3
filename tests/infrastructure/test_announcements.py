"""A commit announces its writer and its topics (PostgreSQL), and a listener wakes only for the
commits that concern it: another writer's, of a topic it handles (``docs/live.md``)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest

from infrastructure.adapters.announcements import ANY_TOPIC, announce, concerns, new_origin, parse
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.pg_listen import StoreListener, postgres_dsn
from infrastructure.adapters.settings import Settings, load_settings
from tests.infrastructure.fakes import CODEC, CardPlayed, FakeEvent, GameStarted


def test_a_payload_names_its_writer_and_each_topic_once() -> None:
    origin = new_origin()
    heard = parse(announce(origin, ["b.Two", "a.One", "b.Two"]))
    assert heard.origin == origin
    assert heard.topics == frozenset({"a.One", "b.Two"})


def test_too_many_topics_announce_any_topic() -> None:
    origin = new_origin()
    payload = announce(origin, [f"t.Topic{i:05}" for i in range(2000)])
    assert len(payload.encode()) < 8000
    assert payload == f"{origin} {ANY_TOPIC}"
    assert parse(payload).topics is None
    assert concerns(payload, wants=lambda topic: topic == "x.Nothing")  # unknown topics: maybe


def test_concerns_skips_own_appends_and_other_topics_only() -> None:
    mine, theirs = new_origin(), new_origin()
    wanted = {"a.One"}.__contains__
    assert not concerns(announce(mine, ["a.One"]), wants=wanted, own=mine)
    assert concerns(announce(theirs, ["a.One"]), wants=wanted, own=mine)
    assert not concerns(announce(theirs, ["b.Two"]), wants=wanted, own=mine)
    assert concerns(announce(theirs, ["b.Two", "a.One"]), wants=wanted)
    assert concerns(announce(mine, ["b.Two"]))  # no filter: every commit


@pytest.mark.parametrize("payload", ["", "garbage", "no-dot topic.One"])
def test_a_payload_it_cannot_read_always_concerns(payload: str) -> None:
    assert concerns(payload, wants=lambda _topic: False, own=new_origin())


@pytest.fixture
def pg_settings(make_postgres_database: object) -> Settings:
    url = make_postgres_database()  # type: ignore[operator]
    upgrade(load_settings(database_url=url))
    return load_settings(database_url=url, create_tables=False)


@pytest.fixture
def two_writers(pg_settings: Settings) -> Iterator[tuple[EventStore[FakeEvent], EventStore[FakeEvent]]]:
    with build_event_store(pg_settings, CODEC) as first, build_event_store(pg_settings, CODEC) as second:
        yield first, second


@pytest.mark.postgres
def test_a_listener_wakes_for_another_writers_commit_of_its_topics_only(
    pg_settings: Settings, two_writers: tuple[EventStore[FakeEvent], EventStore[FakeEvent]]
) -> None:
    mine, theirs = two_writers
    assert mine.origin is not None
    assert theirs.origin is not None
    assert mine.origin != theirs.origin
    filtered = StoreListener(
        postgres_dsn(pg_settings),
        "test-filtered",
        concerns=lambda p: concerns(p, wants={CardPlayed.TOPIC}.__contains__, own=mine.origin),
    )
    everything = StoreListener(postgres_dsn(pg_settings), "test-everything")
    try:
        theirs.append(uuid.uuid4(), 0, [GameStarted(players=2)])  # not its topic
        assert everything.wait(2.0)
        assert not filtered.wait(0.3)
        mine.append(uuid.uuid4(), 0, [CardPlayed(seat=0, card="HA")])  # its topic, its own append
        assert everything.wait(2.0)
        assert not filtered.wait(0.3)
        theirs.append(uuid.uuid4(), 0, [GameStarted(players=2), CardPlayed(seat=0, card="HA")])
        assert everything.wait(2.0)
        assert filtered.wait(2.0)
    finally:
        filtered.close()
        everything.close()
