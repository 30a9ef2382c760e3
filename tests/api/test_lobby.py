"""The lobby, ``GET /v1/tables`` (SQLite and PostgreSQL): public tables newest first, the filters,
refusals naming the bad value, cursor pages that neither repeat nor skip a table while tables
are being opened, and the status that follows each match (waiting, playing, finished)."""

from __future__ import annotations

import base64
import json
import random
import uuid
from datetime import datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from infrastructure.adapters.db import TableRow
from infrastructure.services.bootstrap import Services
from infrastructure.services.lobby_status import LobbyStatus
from tests.api.helpers import HttpTable, bearer, choose, seat_guest
from tests.api.lobby_helpers import account, ids, lobby, move_statuses, open_table


def _status(services: Services, table_id: str) -> str:
    """The status column as stored."""
    with services.engine.connect() as conn:
        status = conn.scalar(select(TableRow.status).where(TableRow.id == uuid.UUID(table_id)))
    assert status is not None
    return status


def _finished_table(client: TestClient) -> HttpTable:
    """A two-seat TAVERN table whose host ended the match after one round."""
    table = HttpTable.open(client, "TAVERN", 2)
    table.play_match(random.Random(7), end_after_rounds=1)
    return table


def test_the_lobby_lists_public_tables_newest_first_with_seats_and_status(client: TestClient) -> None:
    first = open_table(client, "MM-001", 3)
    seat_guest(client, first["table_id"], 1, "lobby-alice")
    _, host = account(client, "lobby-host")
    second = open_table(client, "ZONE", 2, by=host, settings={"rated": True})
    hidden = open_table(client, "MM-001", 2, settings={"private": True})

    page = lobby(client)
    assert ids(page) == [second["table_id"], first["table_id"]]
    assert hidden["table_id"] not in ids(page)
    assert page["next_cursor"] is None
    assert page["limit"] == 20
    entry = page["tables"][1]
    assert entry["ruleset"] == "MM-001"
    assert entry["ruleset_label"] == "MM-001"
    assert entry["seats"] == 3
    assert entry["open_seats"] == [0, 2]
    assert entry["occupants"][0] is None
    assert entry["occupants"][1]["player"] == "guest:lobby-alice"
    assert entry["occupants"][1]["kind"] == "human"
    assert entry["status"] == "waiting"
    assert entry["settings"]["private"] is False
    assert page["tables"][0]["settings"]["rated"] is True


def test_every_filter_alone_and_combined(client: TestClient, services: Services) -> None:
    saved = client.post("/v1/rulesets", json={"base": "MM-002", "name": "lobby rules"})
    assert saved.status_code == 201, saved.text
    saved_id = saved.json()["id"]
    open_waiting = open_table(client, "MM-001", 3)["table_id"]
    full_waiting = HttpTable.open(client, "MM-001", 2, start=False).table_id
    playing = HttpTable.open(client, "MM-003", 2).table_id
    finished = _finished_table(client).table_id
    rated = open_table(client, "MM-001", 2, by=account(client, "lobby-rated")[1], settings={"rated": True})["table_id"]
    custom = open_table(client, saved_id, 2)["table_id"]
    private = open_table(client, "MM-001", 2, settings={"private": True})["table_id"]
    assert move_statuses(services) == 3  # playing: 2 starts; finished: 1 end

    everything = {open_waiting, full_waiting, playing, finished, rated, custom}
    assert set(ids(lobby(client))) == everything
    assert set(ids(lobby(client, open_seats=True))) == {open_waiting, rated, custom}
    assert set(ids(lobby(client, open_seats=False))) == {full_waiting, playing, finished}
    assert set(ids(lobby(client, status="waiting"))) == {open_waiting, full_waiting, rated, custom}
    assert ids(lobby(client, status="playing")) == [playing]
    assert ids(lobby(client, status="finished")) == [finished]
    assert set(ids(lobby(client, ruleset="mm-001"))) == {open_waiting, full_waiting, rated}
    assert ids(lobby(client, ruleset=saved_id)) == [custom]
    assert lobby(client, ruleset=saved_id)["tables"][0]["ruleset_label"] == "lobby rules"
    assert ids(lobby(client, rated=True)) == [rated]
    assert set(ids(lobby(client, rated=False))) == everything - {rated}
    combined = lobby(client, open_seats=True, status="waiting", ruleset="MM-001", rated=False)
    assert ids(combined) == [open_waiting]
    assert private not in ids(lobby(client, open_seats=True, status="waiting", ruleset="MM-001"))


@pytest.mark.parametrize(
    ("params", "rule", "named"),
    [
        ({"ruleset": "nope"}, "ruleset", "nope"),
        ({"ruleset": str(uuid.UUID(int=7))}, "ruleset", str(uuid.UUID(int=7))),
        ({"status": "over"}, "status", "over"),
        ({"status": "Waiting"}, "status", "Waiting"),
        ({"open_seats": "maybe"}, "open_seats", "open_seats"),
        ({"rated": "2"}, "rated", "rated"),
        ({"limit": "0"}, "limit", "limit"),
        ({"limit": "101"}, "limit", "limit"),
        ({"cursor": "not a cursor"}, "cursor", "cursor"),
        ({"cursor": "x" * 401}, "cursor", "cursor"),
    ],
)
def test_bad_filters_and_cursors_are_422_naming_them(
    client: TestClient, params: dict[str, str], rule: str, named: str
) -> None:
    open_table(client)
    r = client.get("/v1/tables", params=params)
    assert r.status_code == 422, r.text
    detail = r.json()["detail"]
    assert detail["rule"] == rule
    assert named in detail["message"]


def test_a_cursor_works_only_unaltered_and_with_the_filters_it_was_made_for(client: TestClient) -> None:
    for _ in range(3):
        open_table(client)
    cursor = lobby(client, limit=2, open_seats=True)["next_cursor"]
    assert cursor
    assert len(lobby(client, limit=2, open_seats=True, cursor=cursor)["tables"]) == 1
    # Other filters, or none: refused, not silently another listing.
    for params in ({"cursor": cursor}, {"cursor": cursor, "open_seats": "false"}, {"cursor": cursor, "rated": "true"}):
        r = client.get("/v1/tables", params={"limit": 2, **params})
        assert r.status_code == 422, params
        assert r.json()["detail"]["rule"] == "cursor"
    # A hand-edited position: the checksum no longer matches.
    body = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    body["i"] = str(uuid.UUID(int=1))
    forged = base64.urlsafe_b64encode(json.dumps(body).encode()).decode().rstrip("=")
    r = client.get("/v1/tables", params={"limit": 2, "open_seats": "true", "cursor": forged})
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "cursor"
    assert "altered" in r.json()["detail"]["message"]


def test_paging_while_tables_are_opened_repeats_and_skips_nothing(client: TestClient) -> None:
    before = [open_table(client)["table_id"] for _ in range(8)]
    seen: list[str] = []
    opened_meanwhile: list[str] = []
    page = lobby(client, limit=3)
    pages = 1
    while True:
        seen += ids(page)
        # New tables arrive between every two pages.
        opened_meanwhile += [open_table(client)["table_id"] for _ in range(2)]
        if page["next_cursor"] is None:
            break
        page = lobby(client, limit=3, cursor=page["next_cursor"])
        pages += 1
    assert pages == 3
    assert len(seen) == len(set(seen)), "a table was listed twice"
    assert seen == list(reversed(before)), "every table that existed at the start, newest first, none skipped"
    assert not set(opened_meanwhile) & set(seen)
    # Starting again shows the new ones first.
    fresh = ids(lobby(client, limit=100))
    assert fresh == list(reversed(before + opened_meanwhile))


def test_tables_opened_in_the_same_instant_are_ordered_by_id_and_paged_without_loss(
    client: TestClient, services: Services
) -> None:
    made = [open_table(client)["table_id"] for _ in range(5)]
    with services.engine.begin() as conn:  # one timestamp for all: only the id orders them
        first = conn.scalar(select(TableRow.created_at).limit(1))
        conn.execute(update(TableRow).values(created_at=first))
    seen: list[str] = []
    page = lobby(client, limit=2)
    while True:
        seen += ids(page)
        if page["next_cursor"] is None:
            break
        page = lobby(client, limit=2, cursor=page["next_cursor"])
    assert sorted(seen) == sorted(made)
    assert len(seen) == len(set(seen))
    assert seen == ids(lobby(client, limit=100))


def test_the_status_follows_the_match_and_never_moves_back(client: TestClient, services: Services) -> None:
    table = HttpTable.open(client, "TAVERN", 2, start=False)
    assert _status(services, table.table_id) == "waiting"
    table.start()
    assert _status(services, table.table_id) == "waiting", "eventually consistent: the reaction has not run"
    assert move_statuses(services) == 1
    assert _status(services, table.table_id) == "playing"
    assert ids(lobby(client, status="playing")) == [table.table_id]
    table.play_match(random.Random(3), end_after_rounds=1)
    # Another process (a new runner on the same database) goes on from the stored position.
    assert move_statuses(services) == 1
    assert _status(services, table.table_id) == "finished"
    assert move_statuses(services) == 0, "nothing left to do: each event moved its table once"
    # A replayed start (after a crash, or out of order) cannot move a finished table back.
    replayed = LobbyStatus(services.engine)
    assert not replayed.perform(services.games, uuid.UUID(table.table_id), {"status": "playing"}, "k")
    assert _status(services, table.table_id) == "finished"
    assert ids(lobby(client, status="finished")) == [table.table_id]
    # The host's commands on the page agree with the lobby.
    assert client.post(f"{table.url}/rounds", headers=bearer(table.host)).status_code == 422


def _last_event_time(services: Services, table_id: str) -> datetime:
    """The recorded time of the table stream's newest event, as the event store loads it."""
    records = services.games.store.load(uuid.UUID(table_id))
    assert records, "the table has events"
    return records[-1].recorded_at


def _listed(client: TestClient, table_id: str) -> dict[str, Any]:
    """The lobby's entry of ``table_id``."""
    (entry,) = [t for t in lobby(client)["tables"] if t["table_id"] == table_id]
    assert isinstance(entry, dict)
    return entry


def test_last_activity_is_the_tables_last_event_or_its_creation(client: TestClient, services: Services) -> None:
    table = HttpTable.open(client, "TAVERN", 2, start=False)
    entry = _listed(client, table.table_id)
    created = datetime.fromisoformat(entry["created_at"])
    assert not services.games.store.load(uuid.UUID(table.table_id)), "seating writes no event"
    assert datetime.fromisoformat(entry["last_activity_at"]) == created
    table.start()
    started = datetime.fromisoformat(_listed(client, table.table_id)["last_activity_at"])
    assert started == _last_event_time(services, table.table_id)
    assert started >= created
    seat = table.public()["state"]["turn"]
    move = choose(table.legal(seat)["legal"], random.Random(5))
    assert move is not None
    assert table.command(seat, move).status_code == 200
    moved = datetime.fromisoformat(_listed(client, table.table_id)["last_activity_at"])
    assert moved == _last_event_time(services, table.table_id)
    assert moved > started
    # Another table's moves do not touch this one's time.
    other = HttpTable.open(client, "TAVERN", 2)
    assert datetime.fromisoformat(_listed(client, table.table_id)["last_activity_at"]) == moved
    assert datetime.fromisoformat(_listed(client, other.table_id)["last_activity_at"]) > moved
