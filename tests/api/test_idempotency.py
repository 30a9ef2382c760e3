"""The idempotency matrix of POST /commands: replays, key reuse, stale If-Match."""

from __future__ import annotations

import uuid

from tests.api.helpers import HttpTable


def _first_move(table: HttpTable) -> tuple[int, dict]:
    """The seat to move and one of its legal commands (a play if there is one, else a draw)."""
    view = table.view(0)
    seat = view["turn"]
    legal = table.legal(seat)["legal"]
    plays = [c for c in legal if c["type"] == "play"]
    return seat, (plays or legal)[0]


def _version(services, table: HttpTable) -> int:
    return services.store.current_version(uuid.UUID(table.table_id))


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
