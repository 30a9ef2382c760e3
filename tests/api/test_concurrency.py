"""Concurrent clients: conflicting moves for one seat and version, and many tables at once."""

from __future__ import annotations

import random
import threading
import uuid
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import pytest

from infrastructure.adapters.event_store import RecordedEvent
from tests.api.helpers import HttpTable, choose


def _batches(records: Sequence[RecordedEvent[object]]) -> list[tuple[int, int]]:
    """(first, last) version of each stored batch (events sharing one envelope head)."""
    out: list[list[RecordedEvent[object]]] = []
    for r in records:
        if out and out[-1][-1].recorded_at == r.recorded_at and out[-1][-1].metadata == r.metadata:
            out[-1].append(r)
        else:
            out.append([r])
    return [(b[0].version, b[-1].version) for b in out]


def test_fifty_conflicting_moves_accept_exactly_one(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 3)
    stream = uuid.UUID(table.table_id)
    seat = table.view(0)["turn"]
    legal = table.legal(seat)
    version = legal["version"]
    moves = legal["legal"]
    before = services.games.load(stream)
    barrier = threading.Barrier(50)

    def send(i: int) -> int:
        barrier.wait()
        r = table.command(seat, moves[i % len(moves)], key=f"racer-{i}", if_match=version)
        return r.status_code

    with ThreadPoolExecutor(max_workers=50) as pool:
        codes = list(pool.map(send, range(50)))

    assert Counter(codes) == {200: 1, 409: 49}, Counter(codes)
    after = services.games.load(stream)
    assert len(_batches(after)) == len(_batches(before)) + 1
    new = after[len(before) :]
    assert {r.version for r in new} == set(range(version + 1, after[-1].version + 1))
    assert len({r.metadata["key"] for r in new}) == 1


def test_fifty_conflicting_moves_without_if_match_never_double_apply(client, services) -> None:
    """Without If-Match the losers are re-decided on the new state: it is then not their turn."""
    table = HttpTable.open(client, "MM-001", 3)
    stream = uuid.UUID(table.table_id)
    seat = table.view(0)["turn"]
    draw = {"type": "draw"}
    before = len(services.games.load(stream))
    barrier = threading.Barrier(50)

    def send(i: int) -> int:
        barrier.wait()
        return table.command(seat, draw, key=f"d-{i}").status_code

    with ThreadPoolExecutor(max_workers=50) as pool:
        codes = Counter(pool.map(send, range(50)))
    assert codes[200] >= 1
    assert all(code in (200, 422) for code in codes), codes
    records = services.games.load(stream)[before:]
    # Every accepted request appended exactly one batch; no batch without an accepted request.
    assert len(_batches(records)) == codes[200]


@pytest.mark.slow
def test_twenty_tables_played_concurrently_log_every_accepted_move_once(client, services) -> None:
    tables = [HttpTable.open(client, "MM-001" if i % 2 else "ZONE", 2 + i % 2) for i in range(20)]
    accepted: dict[str, list[tuple[str, int, int]]] = {t.table_id: [] for t in tables}
    failures: list[str] = []

    def drive(index: int) -> None:
        table = tables[index]
        rng = random.Random(index)
        try:
            for step in range(40):
                view = table.view(0)
                if view["phase"] != "playing":
                    break
                seat = view["turn"]
                legal = table.legal(seat)
                move = choose(legal["legal"], rng)
                assert move is not None, "the seat to move has no legal command"
                key = f"{table.table_id}-{step}"
                r = table.command(seat, move, key=key, if_match=legal["version"])
                if r.status_code != 200:
                    failures.append(f"{r.status_code} {r.text}")
                    return
                body = r.json()
                accepted[table.table_id].append((key, body["first_version"], body["version"]))
                if step % 7 == 0:  # a client retrying after a lost answer
                    again = table.command(seat, move, key=key, if_match=legal["version"])
                    assert again.status_code == 200
                    assert again.json()["replayed"]
        except Exception as error:  # pragma: no cover - reported below
            failures.append(repr(error))

    with ThreadPoolExecutor(max_workers=20) as pool:
        list(pool.map(drive, range(20)))
    assert failures == []

    seen: Counter[tuple[uuid.UUID, int]] = Counter()
    for note in services.store.read_notifications(1, 1_000_000):
        seen[(note.stream_id, note.version)] += 1
    assert set(seen.values()) == {1}
    for table in tables:
        stream = uuid.UUID(table.table_id)
        records = services.games.load(stream)
        assert [r.version for r in records] == list(range(1, len(records) + 1))
        keyed = Counter(r.metadata.get("key") for r in records if r.metadata.get("key"))
        moves = accepted[table.table_id]
        assert moves, "every table made moves"
        assert set(keyed) == {key for key, _, _ in moves}
        for key, first, last in moves:
            assert keyed[key] == last - first + 1
            assert all(r.metadata.get("key") == key for r in records[first - 1 : last])


def test_fifty_conflicting_moves_across_two_processes_accept_exactly_one(
    client, services, service_settings, clock
) -> None:
    """Two service graphs on one database (two processes): the store settles the race."""
    from fastapi.testclient import TestClient

    from api.http.app import create_app
    from infrastructure.services.bootstrap import build_services

    table = HttpTable.open(client, "MM-001", 3)
    stream = uuid.UUID(table.table_id)
    seat = table.view(0)["turn"]
    legal = table.legal(seat)
    version = legal["version"]
    moves = legal["legal"]
    before = services.games.load(stream)
    other = build_services(service_settings, clock=clock)
    try:
        with TestClient(create_app(services=other)) as second:
            twin = HttpTable(second, table.table_id, table.host, table.tokens)
            twin.view(0)  # warm the second process's cache at the same version
            barrier = threading.Barrier(50)

            def send(i: int) -> int:
                barrier.wait()
                target = table if i % 2 else twin
                r = target.command(seat, moves[i % len(moves)], key=f"x-{i}", if_match=version)
                return r.status_code

            with ThreadPoolExecutor(max_workers=50) as pool:
                codes = Counter(pool.map(send, range(50)))
    finally:
        other.close()
    assert codes == {200: 1, 409: 49}, codes
    after = services.games.load(stream)
    assert len(_batches(after)) == len(_batches(before)) + 1
