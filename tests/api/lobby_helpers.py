"""Helpers of the lobby tests: open tables over HTTP, read the lobby, move the lobby status."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from infrastructure.services.bootstrap import Services
from infrastructure.services.lobby_status import LobbyStatus
from infrastructure.services.reactions import ReactionRunner
from tests.api.helpers import bearer, json_object


def open_table(
    client: TestClient, ruleset: str = "MM-001", seats: int = 2, *, by: str | None = None, **extra: Any
) -> dict[str, Any]:
    """Create a table over HTTP (``by``: the opening identity's credential; anonymous without);
    its creation answer (``table_id``, ``host_token``, ``invite_code``, ...)."""
    r = client.post("/v1/tables", json={"ruleset": ruleset, "seats": seats, **extra}, headers=bearer(by))
    assert r.status_code == 201, r.text
    return json_object(r)


def account(client: TestClient, handle: str) -> tuple[str, str]:
    """Register the account ``handle`` and sign in: its player id and a session token."""
    password = "lobby test password"
    r = client.post("/v1/accounts", json={"handle": handle, "password": password})
    assert r.status_code == 201, r.text
    r = client.post("/v1/sessions", json={"handle": handle, "password": password})
    assert r.status_code == 201, r.text
    body = json_object(r)
    return str(body["account"]["player_id"]), str(body["token"])


def lobby(client: TestClient, **params: Any) -> dict[str, Any]:
    """``GET /v1/tables`` with ``params`` (booleans as ``true``/``false``), which must answer 200."""
    query = {k: (str(v).lower() if isinstance(v, bool) else v) for k, v in params.items() if v is not None}
    r = client.get("/v1/tables", params=query)
    assert r.status_code == 200, r.text
    return json_object(r)


def ids(page: dict[str, Any]) -> list[str]:
    """The table ids of a lobby page, in its order."""
    return [t["table_id"] for t in page["tables"]]


def move_statuses(services: Services) -> int:
    """Run the lobby-status reaction up to the end of the log (what the runtime does in the
    background); how many statuses it moved."""
    reaction = LobbyStatus(services.engine)
    runner = ReactionRunner(services.games, services.engine, [reaction])
    runner.install()
    runner.run_until_idle()
    return reaction.moved
