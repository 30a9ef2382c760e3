"""The lobby's status column follows the matches by itself in a running service (the durable
reaction ``lobby_status`` runs with the other reactions), and catches up on what happened while
no service ran it — SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.services.bootstrap import Services
from tests.api.helpers import HttpTable, bearer
from tests.api.lobby_helpers import lobby
from tests.live.conftest import live_options
from tests.live.helpers import wait_for


def _status(client: TestClient, table_id: str) -> Any:
    """The table's status as the lobby lists it."""
    for entry in lobby(client, limit=100)["tables"]:
        if entry["table_id"] == table_id:
            return entry["status"]
    raise AssertionError(f"{table_id} is not listed")


def test_a_bot_match_moves_from_waiting_to_playing_to_finished_by_itself(live_client: TestClient) -> None:
    client = live_client
    r = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2})
    table_id, host = r.json()["table_id"], r.json()["host_token"]
    for seat in (0, 1):
        r = client.post(f"/v1/tables/{table_id}/seats/{seat}/bot", json={"bot": "random"}, headers=bearer(host))
        assert r.status_code == 201, r.text
    assert _status(client, table_id) == "waiting"
    assert client.post(f"/v1/tables/{table_id}/start", headers=bearer(host)).status_code == 200
    wait_for(lambda: _status(client, table_id) == "finished", 90, what="the lobby to show the finished match")


def test_what_happened_while_no_service_followed_the_log_is_caught_up(services: Services) -> None:
    quiet = create_app(services=services, background=False)
    with TestClient(quiet) as client:
        table = HttpTable.open(client, "MM-001", 2)
        assert _status(client, table.table_id) == "waiting", "nothing moved it: no reaction ran"
    # A service starts (a restart): its reactions go on from their stored position.
    running = create_app(services=services, background=True, runtime_settings=live_options(bots=False))
    with TestClient(running) as client:
        wait_for(lambda: _status(client, table.table_id) == "playing", 60, what="the reaction to catch up")
