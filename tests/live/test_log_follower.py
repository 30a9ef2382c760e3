"""The log-follower core (both backends): a follower costs nothing for events it does not
handle (counted: statements, commits, handler calls, wake-ups), a poison event parks only its
follower, and the followers go on after the database drops every connection (PostgreSQL).

The durable reactions' own guarantees on the core (a crash between a command and its tracking
write replays harmlessly, ``kill -9`` of the worker) are in ``tests/live/test_reactions.py``.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import psycopg
import pytest
from sqlalchemy import event
from sqlalchemy.engine import Connection

from domain.maumau.events import CallMissed
from infrastructure.adapters.event_store import Notification, build_event_store
from infrastructure.services.bootstrap import Services
from infrastructure.services.follower_loop import wake_on
from infrastructure.services.games import GameService
from infrastructure.services.log_follower import FollowerGroup, Interest, StoreSource, Tracked
from infrastructure.services.reaction_store import ReactionTracking, install, status
from infrastructure.services.reactions import Effect, ReactionRunner, ReactionWorker, is_transient
from infrastructure.services.window_clock import WindowClock
from tests.live.helpers import wait_for
from tests.live.test_reactions import _LeagueCodec, _window


class Counting:
    """A reaction that counts the events handed to it (and does nothing)."""

    def __init__(self, name: str, topics: tuple[str, ...]) -> None:
        self.name = name
        self.topics = topics
        self.seen: list[int] = []

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        self.seen.append(note.notification_id)
        return []

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        return False


@dataclass
class Counts:
    statements: int = 0
    commits: int = 0
    reads: int = 0


@contextmanager
def counted(services: Services) -> Iterator[Counts]:
    """Count the SQL statements and commits on the service's engine and the event store's reads
    (one statement each) while the block runs."""
    counts = Counts()

    def statement(*_args: Any, **_kwargs: Any) -> None:
        counts.statements += 1

    def commit(*_args: Any, **_kwargs: Any) -> None:
        counts.commits += 1

    store: Any = services.store
    original = store.read_notifications, store.max_notification_id

    def read(*args: Any, **kwargs: Any) -> Any:
        counts.reads += 1
        return original[0](*args, **kwargs)

    def head() -> int:
        counts.reads += 1
        return int(original[1]())

    event.listen(services.engine, "before_cursor_execute", statement)
    event.listen(services.engine, "commit", commit)
    store.read_notifications, store.max_notification_id = read, head
    try:
        yield counts
    finally:
        event.remove(services.engine, "before_cursor_execute", statement)
        event.remove(services.engine, "commit", commit)
        del store.read_notifications, store.max_notification_id


def _unrelated(services: Services, count: int) -> None:
    """``count`` events of another stream kind (topics no follower here knows: decoding one
    would raise ``KeyError``)."""
    leagues = build_event_store(services.settings, _LeagueCodec())
    try:
        leagues.append(uuid.uuid4(), 0, [{"round": i} for i in range(count)])
    finally:
        leagues.close()


def test_a_batch_of_unrelated_events_costs_the_followers_nothing_until_their_positions_are_due(services) -> None:
    followers = [Counting(f"count_{i}", (CallMissed.TOPIC,)) for i in range(8)]
    runner = ReactionRunner(services.games, services.engine, followers, persist_seconds=3600.0, refresh_seconds=3600.0)
    runner.install()
    runner.run_until_idle()
    runner.round()  # positions written, tracking rows and the next due time cached
    _unrelated(services, 100)
    head = services.store.max_notification_id()
    # No wake-up: a committed batch of other events does not wake the worker at all.
    woken: list[bool] = []
    on_batch = wake_on(runner.interest, lambda: woken.append(True))
    league_batch = type("Batch", (), {"events": [type("R", (), {"event": object()})()] * 100})()
    on_batch(league_batch)
    assert woken == []
    # A round anyway (a poll): the settled head and ONE filtered read for all eight followers,
    # no commit, no event decoded (it would raise), no handler called.
    backend_extra = 1 if services.settings.is_postgres else 0  # PostgreSQL: the unsafe-writer check
    with counted(services) as counts:
        runner.round()
    assert counts.commits == 0
    assert (counts.reads, counts.statements) == (2, backend_extra)
    assert all(f.seen == [] for f in followers)
    assert all(runner.group.position(f.name) == head for f in followers), "moved over them in memory"
    assert all(row["position"] < head for row in status(services.engine, head)), "not written yet"
    # When their positions are due to be written: ONE transaction for all eight.
    runner.group.persist_seconds = 0.0
    _unrelated(services, 100)
    with counted(services) as counts:
        runner.round()
    assert counts.commits == 1
    assert counts.statements == 8 + backend_extra, "one conditional UPDATE per follower"
    head = services.store.max_notification_id()
    assert {row["position"] for row in status(services.engine, head)} == {head}
    # Something relevant arrives: each follower is handed that one event, once.
    _window(services)
    runner.round()
    missed = services.store.read_notifications(1, 100_000, topics=(CallMissed.TOPIC,))
    assert all(f.seen == [n.notification_id for n in missed] for f in followers)
    runner.round()
    assert all(len(f.seen) == len(missed) for f in followers), "never handed twice"


LEAGUE = Interest.of(prefixes=("league.",))


@dataclass
class _LeagueFollower:
    """A follower of the league stream kind by prefix, which fails on round ``poison``."""

    name: str
    poison: int | None = None
    interest: Interest = LEAGUE

    def __post_init__(self) -> None:
        self.applied: list[int] = []
        self.written: list[int] = []

    def begin(self) -> list[int]:
        return []

    def apply(self, note: Notification[Any], work: list[int], /) -> None:
        if note.event["round"] == self.poison:
            raise ValueError(f"round {self.poison} is poison")
        self.applied.append(note.notification_id)
        work.append(note.notification_id)

    def write(self, conn: Connection, work: list[int], _tracked: Tracked, /) -> None:
        self.written.extend(work)


def test_a_poison_event_parks_only_its_follower_there_and_the_work_before_it_is_kept(services) -> None:
    """Prefix interests on the core itself (decoded by their own codec), one of them poisoned."""
    _unrelated(services, 5)  # rounds 0..4
    store = build_event_store(services.settings, _LeagueCodec())
    names = ["league_poisoned", "league_fine"]
    install(services.engine, names)
    poisoned, fine = _LeagueFollower(names[0], poison=2), _LeagueFollower(names[1])
    try:
        group = FollowerGroup(
            StoreSource(store, services.engine),
            ReactionTracking(services.engine),
            [poisoned, fine],
            is_transient=is_transient,
            max_attempts=2,
            retry_delay=0.0,
        )
        group.run_until_idle()
        leagues = store.read_notifications(1, 100)
    finally:
        store.close()
    ids = [n.notification_id for n in leagues]
    assert fine.written == ids, "the other follower went on"
    assert fine.applied == ids, "each event handed once"
    assert poisoned.written == ids[:2], "the work before the poison was committed with its position"
    rows = {row["name"]: row for row in status(services.engine, ids[-1], names)}
    park = rows["league_poisoned"]["parked"]
    assert (rows["league_poisoned"]["position"], park["notification_id"], park["attempts"]) == (ids[1], ids[2], 2)
    assert "ValueError: round 2 is poison" in park["error"]
    assert (rows["league_fine"]["position"], rows["league_fine"]["parked"]) == (ids[-1], None)


def _drop_every_connection(url: str) -> int:
    """What a server restart does to its clients: every other backend of the database ends."""
    dsn = url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    return int(row[0]) if row else 0


@pytest.mark.postgres
def test_the_followers_go_on_after_the_database_drops_every_connection(services, service_settings) -> None:
    if not service_settings.is_postgres:
        pytest.skip("PostgreSQL only: connections dropped by the server")
    runner = ReactionRunner(services.games, services.engine, [WindowClock()], retry_delay=0.05)
    runner.install()
    worker = ReactionWorker(runner, poll_interval=0.05, min_interval=0.0).start()
    try:
        first, _ = _window(services)
        wait_for(lambda: len(runner.timers("window_clock")) == 1, what="the first window's timer")
        assert _drop_every_connection(service_settings.database_url) > 0
        rounds = worker.rounds
        second, _ = _retrying(lambda: _window(services, seed=9))
        wait_for(lambda: len(runner.timers("window_clock")) == 2, what="the second window's timer")
        assert worker.rounds > rounds
        row = status(services.engine, services.store.max_notification_id(), ["window_clock"])[0]
        assert row["parked"] is None, "a dropped connection is transient: nothing parked"
        assert {t["stream_id"] for t in runner.timers("window_clock")} == {first.id, second.id}
    finally:
        worker.stop()


def _retrying(action: Any, attempts: int = 5) -> Any:
    """The test's own writes may meet a dropped pooled connection once, as any client would."""
    for attempt in range(attempts):
        try:
            return action()
        except Exception as error:
            if attempt == attempts - 1 or not is_transient(error):
                raise
            time.sleep(0.1)
    raise AssertionError("unreachable")
