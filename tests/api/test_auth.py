"""Authorization matrix: every seat- and host-scoped route with no, forged, foreign and wrong
tokens (seat and host tokens, and identities' own credentials) answers 401/403 — and nothing
changes (events, seats).  Who may take which seat is the takeover matrix (``test_takeover.py``)."""

from __future__ import annotations

import uuid

import pytest

from tests.api.helpers import HttpTable, bearer, guest, seat_guest, take_seat

FORGED = "forged-" + "x" * 40


@pytest.fixture
def tables(client):
    """Two running 3-seat tables: the one attacked and a foreign one whose tokens are valid (its
    seat 0 held by an identity whose own credential is kept as ``foreign.identity``)."""
    table = HttpTable.open(client, "MM-001", 3)
    foreign = HttpTable.open(client, "MM-001", 3, start=False)
    client.post(f"{foreign.url}/seats/0/leave", headers=bearer(foreign.tokens[0]))
    foreign.identity = guest(client, "foreigner")  # type: ignore[attr-defined]
    foreign.tokens[0] = take_seat(client, foreign.table_id, 0, foreign.identity).json()["token"]  # type: ignore[attr-defined]
    foreign.start()
    return table, foreign


def _snapshot(client, services, table: HttpTable):
    """What must not change: the stream's version and the table's public page."""
    page = client.get(table.url).json()
    return services.store.current_version(uuid.UUID(table.table_id)), page["occupants"], page["state"]


def _credentials(table: HttpTable, foreign: HttpTable) -> dict[str, str | None]:
    return {
        "none": None,
        "forged": FORGED,
        "foreign_seat": foreign.tokens[0],
        "foreign_host": foreign.host,
        "foreign_identity": foreign.identity,  # type: ignore[attr-defined]
        "unseated_identity": guest(table.client, "nobody"),
        "revoked_identity": _revoked(table.client),
    }


def _revoked(client) -> str:
    """A guest's credential that was signed out."""
    token = guest(client, "gone")
    assert client.delete("/v1/sessions/current", headers=bearer(token)).status_code == 204
    return token


def _routes(table: HttpTable):
    """(name, method, path, json) for every route that needs a token."""
    url = table.url
    return {
        "commands": ("post", f"{url}/commands", {"type": "draw"}),
        "view": ("get", f"{url}/view", None),
        "legal": ("get", f"{url}/legal", None),
        "leave": ("post", f"{url}/seats/1/leave", None),
        "bot": ("post", f"{url}/seats/1/bot", {"bot": "random"}),
        "start": ("post", f"{url}/start", None),
        "rounds": ("post", f"{url}/rounds", None),
        "end": ("post", f"{url}/end", None),
    }


EXPECTED = {
    # credential -> status for every route
    "none": 401,
    "forged": 401,
    "foreign_seat": 403,
    "foreign_host": 403,
    "foreign_identity": 403,
    "unseated_identity": 403,
    "revoked_identity": 401,
}


@pytest.mark.parametrize("credential", sorted(EXPECTED))
def test_every_scoped_route_refuses_missing_forged_and_foreign_tokens(
    client, services, tables, credential: str
) -> None:
    table, foreign = tables
    token = _credentials(table, foreign)[credential]
    before = _snapshot(client, services, table)
    for name, (method, path, body) in _routes(table).items():
        r = client.request(method, path, json=body, headers=bearer(token))
        assert r.status_code == EXPECTED[credential], (name, r.status_code, r.text)
        detail = r.json()["detail"]
        assert detail["rule"], name
        assert detail["message"], name
        if r.status_code == 401:
            assert r.headers["WWW-Authenticate"] == "Bearer"
    assert _snapshot(client, services, table) == before


def test_seat_routes_refuse_the_host_token(client, services, tables) -> None:
    table, _ = tables
    before = _snapshot(client, services, table)
    routes = _routes(table)
    for name in ("commands", "view", "legal"):
        method, path, body = routes[name]
        r = client.request(method, path, json=body, headers=bearer(table.host))
        assert r.status_code == 403, (name, r.text)
    # The host may remove bots only, not a player.
    r = client.post(f"{table.url}/seats/1/leave", headers=bearer(table.host))
    assert r.status_code == 403
    assert _snapshot(client, services, table) == before


def test_host_routes_refuse_every_seat_token(client, services, tables) -> None:
    table, _ = tables
    before = _snapshot(client, services, table)
    routes = _routes(table)
    for seat, token in enumerate(table.tokens):
        for name in ("bot", "start", "rounds", "end"):
            method, path, body = routes[name]
            r = client.request(method, path, json=body, headers=bearer(token))
            assert r.status_code == 403, (seat, name, r.text)
            assert r.json()["detail"]["rule"] == "host"
    assert _snapshot(client, services, table) == before


def test_leave_with_another_seats_token_is_forbidden(client, services, tables) -> None:
    table, _ = tables
    before = _snapshot(client, services, table)
    for seat in range(3):
        for other in range(3):
            if other == seat:
                continue
            r = client.post(f"{table.url}/seats/{seat}/leave", headers=bearer(table.tokens[other]))
            assert r.status_code == 403, r.text
    assert _snapshot(client, services, table) == before


def test_command_naming_another_seat_is_forbidden(client, services, tables) -> None:
    table, _ = tables
    before = _snapshot(client, services, table)
    turn = table.view(0)["turn"]
    other = (turn + 1) % 3
    r = table.command(other, {"type": "draw", "seat": turn})
    assert r.status_code == 403
    assert r.json()["detail"]["rule"] == "seat"
    assert _snapshot(client, services, table) == before


def test_a_seat_acting_out_of_turn_is_refused_by_the_rules(client, services, tables) -> None:
    table, _ = tables
    before = _snapshot(client, services, table)
    turn = table.view(0)["turn"]
    r = table.command((turn + 1) % 3, {"type": "draw"})
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "not_your_turn"
    assert _snapshot(client, services, table) == before


def test_a_token_stops_working_after_leaving(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2, start=False)
    r = client.post(f"{table.url}/seats/1/leave", headers=bearer(table.tokens[1]))
    assert r.status_code == 204
    r = client.get(f"{table.url}/view", headers=bearer(table.tokens[1]))
    assert r.status_code == 401
    # The seat is free again; the host cannot start with an empty seat.
    r = client.post(f"{table.url}/start", headers=bearer(table.host))
    assert r.status_code == 409
    assert r.json()["detail"]["rule"] == "seats_empty"
    seat_guest(client, table.table_id, 1, "newcomer")
    assert client.post(f"{table.url}/start", headers=bearer(table.host)).status_code == 200


def test_host_seats_and_removes_a_bot(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2, start=False)
    client.post(f"{table.url}/seats/1/leave", headers=bearer(table.tokens[1]))
    r = client.post(f"{table.url}/seats/1/bot", json={"bot": "heuristic"}, headers=bearer(table.host))
    assert r.status_code == 201, r.text
    assert r.json()["kind"] == "bot"
    assert r.json()["bot"] == "heuristic"
    assert "token" not in r.json()  # a bot's seat has no token anyone could use
    assert client.get(f"{table.url}/view", headers=bearer(table.host)).status_code == 403
    r = client.post(f"{table.url}/seats/1/leave", headers=bearer(table.host))
    assert r.status_code == 204
    assert client.get(table.url).json()["occupants"][1] is None


def test_unknown_table_is_404_for_every_route(client, tables) -> None:
    table, _ = tables
    ghost = HttpTable(client, str(uuid.uuid4()), table.host, table.tokens)
    for name, (method, path, body) in _routes(ghost).items():
        r = client.request(method, path, json=body, headers=bearer(table.tokens[0]))
        assert r.status_code in (404, 403), (name, r.text)
        r = client.request(method, path, json=body, headers=bearer(table.host))
        assert r.status_code in (404, 403), (name, r.text)
    assert client.get(ghost.url).status_code == 404
