"""GameService on both backends: cached folds, catch-up after foreign writes, idempotency, hooks."""

from __future__ import annotations

import threading
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any, cast

import pytest

from domain.actors import Actor
from domain.maumau import MM_001, StartMatch, StartRound, decide, fold, legal_commands
from domain.maumau.codec import command_to_dict
from domain.maumau.events import CardPlayed
from domain.maumau.game import MAUMAU
from infrastructure.adapters.event_store import EventStore, VersionConflict
from infrastructure.services.errors import Conflict, IdempotencyMismatch, InvalidInput, StaleVersion
from infrastructure.services.games import GameService

SEED = bytes(range(32))


class SpyStore:
    """Delegates to a real store and records every load and append."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.loads: list[tuple[uuid.UUID, int, int | None]] = []
        self.appends: list[tuple[uuid.UUID, int, int]] = []
        self.groups: list[int] = []

    def load(self, stream_id, after_version=0, upto_version=None):
        self.loads.append((stream_id, after_version, upto_version))
        return self.store.load(stream_id, after_version=after_version, upto_version=upto_version)

    def append(self, stream_id, expected_version, events, *, metadata=None):
        self.appends.append((stream_id, expected_version, len(events)))
        return self.store.append(stream_id, expected_version, events, metadata=metadata)

    def append_prepared(self, batches):
        self.groups.append(len(batches))
        for b in batches:
            self.appends.append((b.stream_id, b.expected_version, len(b.records)))
        return self.store.append_prepared(batches)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)


def start(games: GameService, table_id: uuid.UUID, seats: int = 2) -> None:
    """MatchStarted + the first round, as the host would."""

    def decision(state):
        events = decide(state, StartMatch(MM_001, seats))
        return events + decide(fold(events, state), StartRound(seed=SEED))

    games.execute(table_id, decision, actor=Actor.HOST)


def move(games: GameService, table_id: uuid.UUID, **kwargs: Any):
    """The first legal command of the seat to move, submitted in wire form."""
    state = games.state(table_id)
    command = legal_commands(state, state.turn)[0]
    return games.submit(table_id, state.turn, command_to_dict(command), **kwargs)


@pytest.fixture
def spy(services) -> SpyStore:
    return SpyStore(services.store)


@pytest.fixture
def games(spy, clock) -> GameService:
    return GameService(spy, decider=MAUMAU, clock=clock)


def test_moves_append_without_reloading_or_refolding(games, spy) -> None:
    table = uuid.uuid4()
    start(games, table)
    for _ in range(20):
        state = games.cached_state(table)
        command = legal_commands(state, state.turn)[0]
        games.submit(table, state.turn, command_to_dict(command))
    assert spy.loads == [(table, 0, None)], "one load when the stream was first used, no more"
    assert len(spy.appends) == 21


def test_a_stale_cache_loads_only_the_newer_events(services, games, spy, clock) -> None:
    table = uuid.uuid4()
    start(games, table)
    other = GameService(services.store, decider=MAUMAU, clock=clock)  # another process
    move(other, table)
    move(other, table)
    ours = games.cached_state(table).version
    spy.loads.clear()
    result = move(games, table)  # decided on the stale cache, refused by the store, redone
    assert (table, ours, None) in spy.loads
    assert all(after > 0 for _, after, _ in spy.loads), "never a full reload"
    assert result.version == services.store.current_version(table)
    assert fold(r.event for r in services.store.load(table)) == games.cached_state(table)


def test_if_match_ahead_of_a_stale_cache_catches_up_first(services, games, clock) -> None:
    table = uuid.uuid4()
    start(games, table)
    other = GameService(services.store, decider=MAUMAU, clock=clock)
    theirs = move(other, table)
    state = other.state(table)
    command = legal_commands(state, state.turn)[0]
    result = games.submit(table, state.turn, command_to_dict(command), expected_version=theirs.version)
    assert result.first_version == theirs.version + 1


def test_a_refusal_is_rechecked_on_fresh_state_before_it_is_reported(services, games, clock) -> None:
    table = uuid.uuid4()
    start(games, table)
    other = GameService(services.store, decider=MAUMAU, clock=clock)
    move(other, table)  # now it is the other seat's turn, which our cache does not know
    state = other.state(table)
    command = legal_commands(state, state.turn)[0]
    result = games.submit(table, state.turn, command_to_dict(command))
    assert not result.replayed
    assert result.version == services.store.current_version(table)


def test_a_broken_rule_is_reported_by_name_and_leaves_the_stream_alone(services, games) -> None:
    table = uuid.uuid4()
    start(games, table)
    before = services.store.current_version(table)
    state = games.state(table)
    with pytest.raises(InvalidInput) as caught:
        games.submit(table, 1 - state.turn, {"type": "draw"})
    assert caught.value.rule == "not_your_turn"
    with pytest.raises(InvalidInput) as caught:
        games.submit(table, state.turn, {"type": "play", "cards": ["XX"]})
    assert caught.value.rule == "cards"
    assert services.store.current_version(table) == before


def test_stale_expected_version_raises(services, games) -> None:
    table = uuid.uuid4()
    start(games, table)
    v = games.state(table).version
    move(games, table, expected_version=v)
    with pytest.raises(StaleVersion) as caught:
        move(games, table, expected_version=v)
    assert (caught.value.expected, caught.value.current) == (v, games.state(table).version)


def test_idempotency_key_is_found_by_another_process(services, games, clock) -> None:
    table = uuid.uuid4()
    start(games, table)
    state = games.state(table)
    payload = command_to_dict(legal_commands(state, state.turn)[0])
    first = games.submit(table, state.turn, payload, key="k1")
    other = GameService(services.store, decider=MAUMAU, clock=clock)
    again = other.submit(table, state.turn, payload, key="k1")
    assert again.replayed
    assert (again.first_version, again.version, again.events) == (
        first.first_version,
        first.version,
        first.events,
    )
    with pytest.raises(IdempotencyMismatch):
        other.submit(table, state.turn, {"type": "draw"}, key="k1")
    assert services.store.current_version(table) == first.version


def test_same_key_raced_from_two_processes_lands_once(services, games, clock) -> None:
    table = uuid.uuid4()
    start(games, table)
    other = GameService(services.store, decider=MAUMAU, clock=clock)
    other.state(table)
    state = games.state(table)
    payload = command_to_dict(legal_commands(state, state.turn)[0])
    barrier = threading.Barrier(20)

    def send(i: int):
        barrier.wait()
        service = games if i % 2 else other
        return service.submit(table, state.turn, payload, key="same")

    with ThreadPoolExecutor(max_workers=20) as pool:
        results = list(pool.map(send, range(20)))
    assert Counter(r.replayed for r in results) == {True: 19, False: 1}
    assert len({(r.first_version, r.version) for r in results}) == 1
    keyed = [r for r in services.store.load(table) if r.metadata.get("key") == "same"]
    assert [r.version for r in keyed] == list(range(results[0].first_version, results[0].version + 1))


def test_metadata_records_actor_seat_time_key_and_fingerprint(services, games, clock) -> None:
    table = uuid.uuid4()
    start(games, table)
    clock.advance(1234)
    result = move(games, table, key="meta")
    records = services.store.load(table, after_version=result.first_version - 1)
    meta = records[0].metadata
    assert meta["actor"] == "seat"
    assert meta["seat"] == result.seat
    assert meta["at"] == clock.now
    assert meta["key"] == "meta"
    assert len(meta["fp"]) == 64
    host = services.store.load(table, upto_version=1)[0].metadata
    assert host["actor"] == "host"
    assert host["seat"] is None


def test_subscribers_see_every_batch_in_order(services, games, clock) -> None:
    seen: list[tuple[int, int, bool]] = []
    unsubscribe = games.subscribe(lambda b: seen.append((b.first_version, b.version, b.local)))
    games.subscribe(lambda b: 1 / 0)  # a broken subscriber never fails a command
    table = uuid.uuid4()
    start(games, table)
    move(games, table)
    other = GameService(services.store, decider=MAUMAU, clock=clock)
    theirs = move(other, table)
    games.state(table)  # catching up reports the foreign batch
    assert [v for v in seen if v[2]] == [(1, 4, True), (5, theirs.first_version - 1, True)]
    assert seen[-1] == (theirs.first_version, theirs.version, False)
    unsubscribe()
    move(games, table)
    assert len(seen) == 3


def test_load_upto_version_and_state_at(services, games) -> None:
    table = uuid.uuid4()
    start(games, table)
    first = move(games, table)
    move(games, table)
    assert [r.version for r in games.load(table, upto_version=first.version)] == list(range(1, first.version + 1))
    assert games.state_at(table, first.version) == first.state
    assert games.state_at(table, 4).version == 4


def test_lru_evicts_and_reloads(services, spy, clock) -> None:
    games = GameService(spy, decider=MAUMAU, clock=clock, cache_size=2)
    tables = [uuid.uuid4() for _ in range(3)]
    for table in tables:
        start(games, table)
    assert games.cached_state(tables[0]) is None
    assert games.cached_state(tables[2]) is not None
    spy.loads.clear()
    move(games, tables[0])
    assert spy.loads[0] == (tables[0], 0, None)


def test_retries_are_bounded(services, clock) -> None:
    class AlwaysConflicting(SpyStore):
        def append(self, stream_id, expected_version, events, *, metadata=None):
            raise VersionConflict(stream_id, expected_version, "always")

        def append_prepared(self, batches):
            return [VersionConflict(b.stream_id, b.expected_version, "always") for b in batches]

    # A duck-typed stand-in for the store (SpyStore forwards everything else to the real one).
    store = cast(EventStore[object], AlwaysConflicting(services.store))
    for group_commit in (True, False):
        games = GameService(store, decider=MAUMAU, clock=clock, max_retries=3, group_commit=group_commit)
        with pytest.raises(Conflict) as caught:
            games.execute(uuid.uuid4(), lambda s: decide(s, StartMatch(MM_001, 2)))
        assert caught.value.rule == "busy"


def test_concurrent_moves_of_many_tables_share_transactions(services, spy, clock) -> None:
    """Group commit: moves arriving while a transaction is in flight ride in the next one."""
    games = GameService(spy, decider=MAUMAU, clock=clock)
    tables = [uuid.uuid4() for _ in range(16)]
    for table in tables:
        start(games, table)
    spy.groups.clear()
    barrier = threading.Barrier(16)

    def play(table: uuid.UUID) -> int:
        barrier.wait()
        for _ in range(10):
            move(games, table)
        version: int = games.state(table).version
        return version

    with ThreadPoolExecutor(max_workers=16) as pool:
        versions = list(pool.map(play, tables))
    assert sum(spy.groups) == 160
    assert len(spy.groups) < 160, "some transactions carried several tables' moves"
    for table, version in zip(tables, versions, strict=True):
        records = services.store.load(table)
        assert [r.version for r in records] == list(range(1, version + 1))


def test_group_commit_fails_only_the_losing_batch(services, clock) -> None:
    """Two batches in one group, one of which lost a race: the other is still written."""
    from infrastructure.services.games import GroupCommit

    won, lost = uuid.uuid4(), uuid.uuid4()
    games = GameService(services.store, decider=MAUMAU, clock=clock)
    start(games, won)
    start(games, lost)
    store = services.store
    other = GameService(store, decider=MAUMAU, clock=clock)
    move(other, lost)  # the "lost" stream moved on behind our back
    state_won, state_lost = games.cached_state(won), games.cached_state(lost)
    assert state_won is not None
    assert state_lost is not None
    batches = [
        store.prepare_append(won, state_won.version, [CardPlayed(0, ())], metadata={}),
        store.prepare_append(lost, state_lost.version, [CardPlayed(0, ())], metadata={}),
    ]
    outcomes = store.append_prepared(batches)
    assert outcomes[0] is None
    assert isinstance(outcomes[1], VersionConflict)
    assert store.current_version(won) == state_won.version + 1
    assert GroupCommit(store)  # constructible on its own


def test_an_empty_decision_appends_nothing(services, games, spy) -> None:
    table = uuid.uuid4()
    start(games, table)
    result = games.execute(table, lambda s: [])
    assert result.events == ()
    assert result.version == 4
    assert len(spy.appends) == 1


def test_cached_state_is_never_mutated_by_later_moves(services, games) -> None:
    table = uuid.uuid4()
    start(games, table)
    before = games.state(table)
    snapshot = before.copy()
    move(games, table)
    assert before == snapshot
    assert any(isinstance(r.event, CardPlayed) for r in games.load(table)) or before.has_drawn is False


def test_reads_from_the_cache_alone_when_this_process_is_the_only_writer(services, spy, clock) -> None:
    games = GameService(spy, decider=MAUMAU, clock=clock, catch_up_reads=False)
    table = uuid.uuid4()
    start(games, table)
    spy.loads.clear()
    for _ in range(5):
        move(games, table)
        assert games.state(table).version == services.store.current_version(table)
    assert spy.loads == []
    # Another writer makes the cached view stale, but never a write wrong: the append refuses.
    other = GameService(services.store, decider=MAUMAU, clock=clock)
    theirs = move(other, table)
    assert games.state(table).version < theirs.version
    result = games.execute(table, lambda s: [], expected_version=theirs.version)
    assert result.version == theirs.version
