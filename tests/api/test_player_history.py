"""A player's match history, ``GET /v1/players/{id}/matches`` (SQLite and PostgreSQL): the matches
the player played across tables, newest first, with ruleset, seats, the player's seat and the
result once finished; cursor pages; a seat left before the start is no match; refusals."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

import projections.api as read_side
from infrastructure.services.bootstrap import Services
from tests.api.helpers import HttpTable, bearer, guest, json_object, take_seat
from tests.api.lobby_helpers import account, open_table


def _seat(client: TestClient, table_id: str, seat: int, credential: str) -> str:
    r = take_seat(client, table_id, seat, credential)
    assert r.status_code == 201, r.text
    token: str = r.json()["token"]
    return token


def _table(client: TestClient, ruleset: str, seats: list[str | None], *, start: bool = True) -> HttpTable:
    """A table whose seats are taken by these credentials (``None``: a random bot)."""
    created = open_table(client, ruleset, len(seats))
    table = HttpTable(client, created["table_id"], created["host_token"])
    for seat, credential in enumerate(seats):
        if credential is None:
            r = client.post(f"{table.url}/seats/{seat}/bot", json={"bot": "random"}, headers=bearer(table.host))
            assert r.status_code == 201, r.text
            table.tokens.append("")
        else:
            table.tokens.append(_seat(client, table.table_id, seat, credential))
    if start:
        table.start()
    return table


def _history(client: TestClient, player_id: str, **params: Any) -> dict[str, Any]:
    r = client.get(f"/v1/players/{player_id}/matches", params=params)
    assert r.status_code == 200, r.text
    return json_object(r)


def _tables(page: dict[str, Any]) -> list[str]:
    return [m["table_id"] for m in page["matches"]]


@pytest.fixture
def read_models(services: Services) -> Iterator[Any]:
    """The projection runner, as a service process runs it; ``catch_up()`` before reading.

    The PostgreSQL test database is emptied between tests but the read side's positions are
    not: every read model is rebuilt from the (new) log first, as an operator would."""
    engine, store = read_side.make_engine(services.settings), read_side.open_store(services.settings)
    try:
        read_side.rebuild(engine, store, read_side.NAMES)
    finally:
        store.close()
        engine.dispose()
    runner = read_side.start_in_process(services.settings)
    yield runner
    runner.stop()


def test_a_players_matches_across_tables_newest_first(client: TestClient, services: Services, read_models: Any) -> None:
    alice_id, alice = account(client, "hist-alice")
    bob_id, bob = account(client, "hist-bob")
    saved = client.post("/v1/rulesets", json={"base": "MM-003", "name": "hist rules"}).json()

    finished = _table(client, "TAVERN", [alice, bob])
    finished.play_match(random.Random(11), end_after_rounds=1)
    running = _table(client, saved["id"], [bob, alice])
    # Alice sits down and leaves before the start: that match is not hers.
    left = _table(client, "MM-001", [alice, None], start=False)
    assert client.post(f"{left.url}/seats/0/leave", headers=bearer(left.tokens[0])).status_code == 204
    _seat(client, left.table_id, 0, guest(client, "hist-carol"))
    left.start()
    with_bot = _table(client, "MM-001", [alice, None])
    never_started = _table(client, "MM-001", [alice, bob], start=False)
    read_models.catch_up(timeout=60)

    page = _history(client, alice_id)
    assert page["player_id"] == alice_id
    assert page["handle"] == "hist-alice"
    assert _tables(page) == [with_bot.table_id, running.table_id, finished.table_id]
    assert left.table_id not in _tables(page)
    assert never_started.table_id not in _tables(page)
    assert page["next_cursor"] is None
    newest, middle, oldest = page["matches"]
    assert newest["seat"] == 0
    assert newest["seats"] == [
        {"seat": 0, "player": "hist-alice", "bot": None},
        {"seat": 1, "player": None, "bot": "random"},
    ]
    assert newest["status"] == "playing"
    assert newest["result"] is None
    assert newest["finished_at"] is None
    assert (newest["ruleset"], newest["ruleset_label"]) == ("MM-001", "MM-001")
    assert middle["seat"] == 1
    assert (middle["ruleset"], middle["ruleset_label"]) == (saved["id"], "hist rules")
    assert oldest["seat"] == 0
    assert oldest["status"] == "finished"
    assert oldest["finished_at"] is not None
    assert (oldest["ruleset"], oldest["ruleset_label"]) == ("TAVERN", "TAVERN")
    final = finished.public()["state"]
    assert oldest["result"]["winners"] == final["winners"]
    assert oldest["result"]["totals"] == final["totals"]
    assert oldest["result"]["won"] == (0 in final["winners"])
    assert oldest["result"]["reason"]
    assert newest["started_at"] >= middle["started_at"] >= oldest["started_at"]

    bob_page = _history(client, bob_id)
    assert _tables(bob_page) == [running.table_id, finished.table_id]
    assert [m["seat"] for m in bob_page["matches"]] == [0, 1]
    assert bob_page["matches"][1]["result"]["won"] == (1 in final["winners"])


def test_history_pages_neither_repeat_nor_skip_while_new_matches_start(
    client: TestClient, services: Services, read_models: Any
) -> None:
    alice_id, alice = account(client, "page-alice")
    played = [_table(client, "MM-001", [alice, None]).table_id for _ in range(5)]
    read_models.catch_up(timeout=60)
    seen: list[str] = []
    newer: list[str] = []
    page = _history(client, alice_id, limit=2)
    while True:
        assert len(page["matches"]) <= 2
        seen += _tables(page)
        newer.append(_table(client, "MM-001", [alice, None]).table_id)
        read_models.catch_up(timeout=60)
        if page["next_cursor"] is None:
            break
        page = _history(client, alice_id, limit=2, cursor=page["next_cursor"])
    assert seen == list(reversed(played))
    assert _tables(_history(client, alice_id, limit=100)) == list(reversed(played + newer))


def test_unknown_players_and_bad_cursors_are_refused(client: TestClient, read_models: Any) -> None:
    alice_id, alice = account(client, "bad-alice")
    bob_id, bob = account(client, "bad-bob")
    for _ in range(3):
        _table(client, "MM-001", [alice, bob])
    read_models.catch_up(timeout=60)
    r = client.get("/v1/players/00000000-0000-4000-8000-000000000000/matches")
    assert r.status_code == 404
    assert r.json()["detail"]["rule"] == "player"
    assert client.get("/v1/players/not-an-id/matches").status_code == 422
    cursor = _history(client, alice_id, limit=1)["next_cursor"]
    assert cursor
    for params, rule in (
        ({"cursor": "garbage"}, "cursor"),
        ({"cursor": cursor[:-2]}, "cursor"),
        ({"limit": 0}, "limit"),
        ({"limit": 101}, "limit"),
    ):
        r = client.get(f"/v1/players/{alice_id}/matches", params=params)
        assert r.status_code == 422, params
        assert r.json()["detail"]["rule"] == rule
    # Alice's cursor does not page through Bob's history.
    r = client.get(f"/v1/players/{bob_id}/matches", params={"cursor": cursor})
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "cursor"


def test_a_page_that_reads_as_far_as_it_may_ends_early_with_a_cursor(
    client: TestClient, read_models: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tables the player sat at but did not play are skipped; a page stops after a bounded
    number of candidates and says where to go on (fewer entries than ``limit``, a cursor)."""
    alice_id, alice = account(client, "skip-alice")
    played = _table(client, "MM-001", [alice, None]).table_id
    for n in range(2):  # alice sits down and leaves before each of these matches starts
        table = _table(client, "MM-001", [alice, None], start=False)
        assert client.post(f"{table.url}/seats/0/leave", headers=bearer(table.tokens[0])).status_code == 204
        _seat(client, table.table_id, 0, guest(client, f"skip-other-{n}"))
        table.start()
    read_models.catch_up(timeout=60)
    monkeypatch.setattr("projections.player_history.MAX_BATCHES", 1)
    first = _history(client, alice_id, limit=1)
    assert first["matches"] == []
    assert first["next_cursor"] is not None
    second = _history(client, alice_id, limit=1, cursor=first["next_cursor"])
    assert _tables(second) == [played]
    assert second["next_cursor"] is None
