"""The idempotency matrix of POST /commands: replays, key reuse, stale If-Match — and moves whose
commit reply was lost (a fault hook on both backends, a real TCP cut on PostgreSQL)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from api.http.app import create_app
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import Services, build_services
from tests.api.helpers import HttpTable
from tests.faultproxy import FaultProxy, LostConnection
from tests.live.helpers import live_server
from tests.service_fixtures import FakeClock, _truncate_postgres, seeded_random


def _first_move(table: HttpTable) -> tuple[int, dict[str, Any]]:
    """The seat to move and one of its legal commands (a play if there is one, else a draw)."""
    view = table.view(0)
    seat = view["turn"]
    legal = table.legal(seat)["legal"]
    plays = [c for c in legal if c["type"] == "play"]
    return seat, (plays or legal)[0]


def _version(services, table: HttpTable) -> int:
    version: int = services.store.current_version(uuid.UUID(table.table_id))
    return version


def test_same_key_same_payload_returns_stored_result_without_new_events(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 3)
    seat, move = _first_move(table)
    first = table.command(seat, move, key="move-1", if_match=table.version)
    assert first.status_code == 200, first.text
    after_first = _version(services, table)

    again = table.command(seat, move, key="move-1", if_match=table.version)
    assert again.status_code == 200, again.text
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["replayed"] is True
    body, replay = first.json(), again.json()
    assert replay["events"] == body["events"]
    assert (replay["first_version"], replay["version"]) == (body["first_version"], body["version"])
    assert replay["view"] == body["view"]
    assert _version(services, table) == after_first


def test_replay_after_cache_eviction_reads_the_key_from_the_store(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    first = table.command(seat, move, key="k-evict")
    assert first.status_code == 200
    services.games.forget()  # another process, or a restart: the key index comes from metadata
    again = table.command(seat, move, key="k-evict")
    assert again.status_code == 200
    assert again.json()["replayed"] is True
    assert again.json()["events"] == first.json()["events"]


def test_replay_of_an_older_move_returns_the_state_of_that_move(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    first = table.command(seat, move, key="old-move")
    assert first.status_code == 200
    # The match moves on ...
    nxt = first.json()["view"]["turn"]
    other = table.legal(nxt)["legal"][0]
    assert table.command(nxt, other, key="next-move").status_code == 200
    # ... and a late retry of the first move still gets exactly its first answer.
    again = table.command(seat, move, key="old-move")
    assert again.status_code == 200
    assert again.json()["view"] == first.json()["view"]


def test_same_key_other_payload_is_refused_with_422(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    assert table.command(seat, move, key="dup").status_code == 200
    before = _version(services, table)
    other = {"type": "draw"} if move["type"] != "draw" else {"type": "pass"}
    r = table.command(seat, other, key="dup")
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "idempotency_key"
    assert _version(services, table) == before


def test_same_key_from_another_seat_is_refused_with_422(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    assert table.command(seat, move, key="shared").status_code == 200
    before = _version(services, table)
    r = table.command(1 - seat, {"type": "draw"}, key="shared")
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "idempotency_key"
    assert _version(services, table) == before


def test_stale_if_match_is_refused_with_409_and_current_version(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    stale = table.version
    assert table.command(seat, move, if_match=stale).status_code == 200
    before = _version(services, table)
    nxt = table.view(0)["turn"]
    r = table.command(nxt, {"type": "draw"}, if_match=stale, key="late")
    assert r.status_code == 409
    detail = r.json()["detail"]
    assert detail["rule"] == "stale_version"
    assert detail["current_version"] == before
    assert r.headers["ETag"] == f'"{before}"'
    assert _version(services, table) == before
    # The key of a refused command stays free.
    r = table.command(nxt, {"type": "draw"}, if_match=before, key="late")
    assert r.status_code == 200


def test_if_match_ahead_of_the_stream_is_stale_too(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    r = table.command(seat, move, if_match=table.version + 5)
    assert r.status_code == 409
    assert r.json()["detail"]["current_version"] == table.version


def test_retry_with_same_key_and_stale_if_match_is_a_replay_not_a_conflict(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    seat, move = _first_move(table)
    v = table.version
    assert table.command(seat, move, key="retry", if_match=v).status_code == 200
    again = table.command(seat, move, key="retry", if_match=v)
    assert again.status_code == 200
    assert again.json()["replayed"] is True


def test_host_commands_are_idempotent_too(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2, start=False)
    headers = {"Authorization": f"Bearer {table.host}", "Idempotency-Key": "start-1"}
    first = client.post(f"{table.url}/start", headers=headers)
    assert first.status_code == 200, first.text
    again = client.post(f"{table.url}/start", headers=headers)
    assert again.status_code == 200
    assert again.json()["replayed"] is True
    assert again.json()["version"] == first.json()["version"]
    assert _version(services, table) == first.json()["version"]


# ------------------------------------------------------------------ unknown outcomes
# The event store's connection breaks after the database committed a move but before the reply
# arrived.  The answer must be the ordinary one (2xx, ``replayed: false``), the move stored once;
# ``replayed: true`` only when the client itself retries with its key.


def _batches(services, table: HttpTable) -> list[list[RecordedEvent[object]]]:
    """The stream's stored batches (consecutive events sharing one request id)."""
    out: list[list[RecordedEvent[object]]] = []
    for record in services.store.load(uuid.UUID(table.table_id)):
        if out and out[-1][-1].metadata["rid"] == record.metadata["rid"]:
            out[-1].append(record)
        else:
            out.append([record])
    return out


def _assert_ordinary(answer, table: HttpTable, seat: int) -> None:
    """A 200 that is no replay and has the shape of any move's answer (the view is the seat's)."""
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["replayed"] is False
    assert "Idempotent-Replayed" not in answer.headers
    assert answer.headers["ETag"] == f'"{body["version"]}"'
    assert [e["version"] for e in body["events"]] == list(range(body["first_version"], body["version"] + 1))
    assert body["view"] == table.view(seat)


@pytest.fixture
def lost_reply(services) -> Iterator[LostConnection]:
    """The next insert's reply is lost after its commit (the store's fault hook).  Armed before the
    table is opened, so the host's start loses its reply first; tests arm it again for the move."""
    services.store.fault_hook = hook = LostConnection("after_commit")
    yield hook
    services.store.fault_hook = None


def test_a_move_whose_reply_was_lost_is_answered_normally_and_stored_once(client, services, lost_reply) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    lost_reply.times = 1  # the start above used it up: arm it again for the move
    seat, move = _first_move(table)
    before = len(_batches(services, table))
    r = table.command(seat, move)
    assert lost_reply.failures == 2
    _assert_ordinary(r, table, seat)
    assert len(_batches(services, table)) == before + 1
    assert _version(services, table) == r.json()["version"]


def test_a_keyed_draw_whose_reply_was_lost_is_a_replay_only_when_retried(client, services, lost_reply) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    lost_reply.times = 1
    seat = table.view(0)["turn"]
    first = table.command(seat, {"type": "draw"}, key="draw-1")
    _assert_ordinary(first, table, seat)
    again = table.command(seat, {"type": "draw"}, key="draw-1")  # the client's own retry
    assert again.status_code == 200
    assert again.json()["replayed"] is True
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["events"] == first.json()["events"]
    draws = [b for b in _batches(services, table) if b[0].metadata.get("key") == "draw-1"]
    assert len(draws) == 1


def test_an_unkeyed_draw_whose_reply_was_lost_is_not_already_drawn(client, services, lost_reply) -> None:
    table = HttpTable.open(client, "MM-001", 2)
    lost_reply.times = 1
    seat = table.view(0)["turn"]
    before = len(_batches(services, table))
    r = table.command(seat, {"type": "draw"})
    _assert_ordinary(r, table, seat)
    assert r.json()["events"][0]["type"] == "CardDrawn"
    assert len(_batches(services, table)) == before + 1


# The same through a real TCP connection cut (PostgreSQL only): a proxy between the service and
# PostgreSQL swallows the server's COMMIT reply of the move's insert and drops the connection, so
# the eventsourcing library's own retry hits the duplicate key of the committed rows.


@pytest.fixture
def proxied(postgres_template: str) -> Iterator[tuple[FaultProxy, Services, str]]:
    """The service (real HTTP, uvicorn) on PostgreSQL through a :class:`FaultProxy`."""
    _truncate_postgres(postgres_template)
    with FaultProxy() as proxy:
        settings = load_settings(database_url=proxy.url(postgres_template), create_tables=False, pool_size=4)
        services = build_services(settings, clock=FakeClock(), random_seed=seeded_random(b"proxy"))
        try:
            with live_server(create_app(services=services, background=False)) as base:
                yield proxy, services, base
        finally:
            services.close()


def test_a_real_lost_commit_reply_over_http_stores_the_move_once(proxied) -> None:
    proxy, services, base = proxied
    with httpx.Client(base_url=base, timeout=30) as http:
        table = HttpTable.open(http, "MM-001", 2)  # type: ignore[arg-type]
        seat, move = _first_move(table)
        before = len(_batches(services, table))
        proxy.arm("lost_commit_reply")
        r = table.command(seat, move)
        assert proxy.cuts == ["lost_commit_reply"]
        _assert_ordinary(r, table, seat)
        assert len(_batches(services, table)) == before + 1
        # A keyed draw too: not a replay on its first attempt, a replay on the client's retry.
        seat = table.view(0)["turn"]
        proxy.arm("lost_commit_reply")
        first = table.command(seat, {"type": "draw"}, key="draw-over-proxy")
        assert proxy.cuts == ["lost_commit_reply"] * 2
        _assert_ordinary(first, table, seat)
        again = table.command(seat, {"type": "draw"}, key="draw-over-proxy")
        assert again.json()["replayed"] is True
        assert len(_batches(services, table)) == before + 2


def test_a_real_connection_cut_before_commit_stores_the_move_once(proxied) -> None:
    proxy, services, base = proxied
    with httpx.Client(base_url=base, timeout=30) as http:
        table = HttpTable.open(http, "MM-001", 2)  # type: ignore[arg-type]
        seat, move = _first_move(table)
        before = len(_batches(services, table))
        proxy.arm("before_commit")
        r = table.command(seat, move)
        assert proxy.cuts == ["before_commit"]
        _assert_ordinary(r, table, seat)
        assert len(_batches(services, table)) == before + 1
