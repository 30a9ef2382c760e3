"""Appends whose outcome was unknown, through the GameService on both backends.

The event store's connection breaks after PostgreSQL committed a move but before the reply arrived
(``LostConnection("after_commit")``), or before anything was written (``"before_insert"``).  Either
way the command is decided once, stored once, and answered like any other: ``replayed`` stays
false unless the client itself retries with its idempotency key.  Every batch of every actor
carries the request id that makes this possible.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.actors import Actor
from domain.maumau import MM_001, StartMatch, StartRound, decide, fold, legal_commands
from domain.maumau.codec import command_to_dict
from domain.maumau.commands import Draw
from domain.maumau.events import CardDrawn, Event
from domain.maumau.game import MAUMAU
from domain.maumau.state import State
from infrastructure.adapters.event_store import EventStore, PreparedAppend, RecordedEvent, VersionConflict
from infrastructure.services.games import CommandResult, GameService
from tests.faultproxy import LostConnection
from tests.live.conftest import live_options
from tests.live.helpers import Table, wait_for

SEED = bytes(range(32))


def start(games: GameService, table_id: uuid.UUID, seats: int = 2) -> None:
    """MatchStarted + the first round, as the host would."""

    def decision(state: State) -> list[Event]:
        events = decide(state, StartMatch(MM_001, seats))
        return events + decide(fold(events, state), StartRound(seed=SEED))

    games.execute(table_id, decision, actor=Actor.HOST)


def batches(games: GameService, table_id: uuid.UUID) -> list[list[RecordedEvent[object]]]:
    """The stream's stored batches (consecutive events sharing one request id)."""
    out: list[list[RecordedEvent[object]]] = []
    for record in games.load(table_id):
        if out and out[-1][-1].metadata["rid"] == record.metadata["rid"]:
            out[-1].append(record)
        else:
            out.append([record])
    return out


class Counted:
    """A decision that runs ``decide`` for one command and counts how often it ran."""

    def __init__(self, command: object) -> None:
        self.command = command
        self.calls = 0

    def __call__(self, state: State) -> list[Event]:
        self.calls += 1
        return decide(state, self.command)


def first_move(games: GameService, table_id: uuid.UUID) -> tuple[int, dict[str, Any]]:
    """The seat to move and its first legal command in wire form."""
    state = games.state(table_id)
    return state.turn, command_to_dict(legal_commands(state, state.turn)[0])


@pytest.fixture(params=[True, False], ids=["group-commit", "single-append"])
def games(request: pytest.FixtureRequest, services: Any, clock: Any) -> GameService:
    """A service on the test's store, with and without group commit."""
    return GameService(services.store, decider=MAUMAU, clock=clock, group_commit=request.param)


@pytest.fixture
def store(services: Any) -> Iterator[EventStore[object]]:
    """The test's event store; its fault hook is cleared afterwards."""
    yield services.store
    services.store.fault_hook = None


def test_a_lost_reply_decides_once_stores_once_and_answers_like_any_move(games, store, clock) -> None:
    table, twin = uuid.uuid4(), uuid.uuid4()
    start(games, table)
    start(games, twin)  # same seed: the twin gets the same move without a fault
    state = games.state(table)
    command = legal_commands(state, state.turn)[0]
    counted = Counted(command)
    store.fault_hook = lost = LostConnection("after_commit")
    result = games.execute(table, counted, seat=state.turn)
    store.fault_hook = None
    assert lost.failures == 1
    assert counted.calls == 1
    assert result.replayed is False
    stored = batches(games, table)
    assert len(stored) == 2  # the host's start and the move, once
    assert [r.event for r in stored[-1]] == list(result.events)
    assert (stored[-1][0].version, stored[-1][-1].version) == (result.first_version, result.version)
    # The same answer as the same move without a fault (events, versions, state).
    normal = games.execute(twin, Counted(command), seat=state.turn)
    assert (result.events, result.first_version, result.version) == (
        normal.events,
        normal.first_version,
        normal.version,
    )
    assert result.state == normal.state
    # The cache agrees with the store.
    assert games.state(table) == GameService(store, decider=MAUMAU, clock=clock).state(table)


def test_a_keyed_move_with_a_lost_reply_is_no_replay_until_the_client_retries(games, store) -> None:
    table = uuid.uuid4()
    start(games, table)
    seat, payload = first_move(games, table)
    store.fault_hook = LostConnection("after_commit")
    first = games.submit(table, seat, payload, key="k-1")
    store.fault_hook = None
    assert first.replayed is False
    again = games.submit(table, seat, payload, key="k-1")  # the client's own retry
    assert again.replayed is True
    assert (again.events, again.first_version, again.version) == (first.events, first.first_version, first.version)
    assert len(batches(games, table)) == 2


def test_a_draw_with_a_lost_reply_is_not_refused_as_already_drawn(games, store) -> None:
    table = uuid.uuid4()
    start(games, table)
    seat = games.state(table).turn
    store.fault_hook = LostConnection("after_commit")
    result = games.submit(table, seat, {"type": "draw"})
    assert result.replayed is False
    assert isinstance(result.events[0], CardDrawn)
    draws = [b for b in batches(games, table) if isinstance(b[0].event, CardDrawn)]
    assert len(draws) == 1
    assert games.state(table).version == result.version


def test_a_connection_lost_before_insert_decides_once_and_stores_once(games, store) -> None:
    table = uuid.uuid4()
    start(games, table)
    state = games.state(table)
    counted = Counted(Draw(seat=state.turn, at=0))
    store.fault_hook = lost = LostConnection("before_insert")
    result = games.execute(table, counted, seat=state.turn)
    assert lost.failures == 1
    assert counted.calls == 1
    assert result.replayed is False
    assert len(batches(games, table)) == 2


def test_lost_replies_in_a_shared_transaction_answer_every_table_normally(services, store, clock) -> None:
    games = GameService(store, decider=MAUMAU, clock=clock)
    tables = [uuid.uuid4() for _ in range(8)]
    for table in tables:
        start(games, table)
    moves = {table: first_move(games, table) for table in tables}
    store.fault_hook = LostConnection("after_commit", times=3)

    def play(table: uuid.UUID) -> CommandResult:
        seat, payload = moves[table]
        return games.submit(table, seat, payload)

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(play, tables))
    assert [r.replayed for r in results] == [False] * len(tables)
    for table, result in zip(tables, results, strict=True):
        stored = batches(games, table)
        assert len(stored) == 2, table
        assert [r.event for r in stored[-1]] == list(result.events)


class ConflictAfterCommit:
    """A store that writes a batch and then reports a conflict for it (as a store that did not
    read back would): the service must find its own request id and not decide again."""

    def __init__(self, store: EventStore[object]) -> None:
        self.store = store
        self.armed = True

    def append_prepared(self, batches: Sequence[PreparedAppend]) -> list[VersionConflict | None]:
        results = self.store.append_prepared(batches)
        if self.armed:
            self.armed = False
            return [VersionConflict(b.stream_id, b.expected_version, "injected") for b in batches]
        return results

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)


def test_a_conflict_that_reveals_its_own_request_id_is_answered_with_that_batch(store, clock) -> None:
    wrapped = ConflictAfterCommit(store)
    start(GameService(store, decider=MAUMAU, clock=clock), table := uuid.uuid4())
    games = GameService(wrapped, decider=MAUMAU, clock=clock)  # type: ignore[arg-type]
    state = games.state(table)
    counted = Counted(legal_commands(state, state.turn)[0])
    result = games.execute(table, counted, seat=state.turn)
    assert wrapped.armed is False
    assert counted.calls == 1
    assert result.replayed is False
    assert len(batches(games, table)) == 2
    assert result.state == games.state(table)


def test_every_batch_of_every_actor_carries_its_own_request_id(services, clock) -> None:
    # Bots (and the host who opened the table) through the real runtime ...
    app = create_app(services=services, background=True, runtime_settings=live_options())
    with TestClient(app) as client:
        table = Table.open(client, ["random", "heuristic"], "MM-001")
        wait_for(lambda: services.games.state(table.id).version >= 20, 60, 0.02, "the bots to play")
        runner = app.state.runtime.bots
    bot_moves = runner.moves  # the runtime has stopped: no more moves
    # ... and the clock's commands go through the same execute.
    games = services.games
    state = games.state(table.id)
    if state.phase == "playing":
        games.execute(table.id, Counted(legal_commands(state, state.turn)[0]), actor=Actor.CLOCK)
    stored = batches(games, table.id)  # split wherever the request id changes
    by_actor: dict[str, int] = {}
    for batch in stored:
        by_actor[batch[0].metadata["actor"]] = by_actor.get(batch[0].metadata["actor"], 0) + 1
        assert all(r.metadata["actor"] == batch[0].metadata["actor"] for r in batch)
    assert by_actor["host"] >= 1
    assert by_actor["bot"] == bot_moves  # one request id per bot command, none shared
    assert by_actor.get("clock", 0) == (1 if state.phase == "playing" else 0)
    rids = [b[0].metadata["rid"] for b in stored]
    assert len(set(rids)) == len(rids)
