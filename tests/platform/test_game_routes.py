"""A game registered by its module alone is served whole by the platform over HTTP.

The tally test game is registered by one line (``games=(*GAMES, TALLY_MODULE)``) and then gets,
with no file of its own beyond its module: tables, seats taken by identities, bots, the host's
commands, seat moves decided by its rules, refusals naming the rule, idempotent retries, the
history and the replay at any version redacted per viewer — on both backends.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from api.http.app import create_app
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import GAMES, Services, build_services
from tests.platform.tally.game import TALLY_MODULE
from tests.service_fixtures import FakeClock, seeded_random

B = "/v1/games/tally"


@pytest.fixture
def tally_services(service_settings: Settings, clock: FakeClock) -> Iterator[Services]:
    """The service graph with the tally game registered: the one line a game needs."""
    built = build_services(service_settings, clock=clock, random_seed=seeded_random(), games=(*GAMES, TALLY_MODULE))
    yield built
    built.close()


@pytest.fixture
def http(tally_services: Services) -> Iterator[TestClient]:
    with TestClient(create_app(services=tally_services)) as client:
        yield client


def _guest(http: TestClient, name: str) -> str:
    answer = http.post("/v1/guests", json={"name": name})
    assert answer.status_code == 201, answer.text
    token: str = answer.json()["token"]
    return token


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _open(http: TestClient, seats: int = 2, target: int = 10) -> tuple[str, str]:
    answer = http.post(f"{B}/tables", json={"seats": seats, "setup": {"target": target}})
    assert answer.status_code == 201, answer.text
    body = answer.json()
    return body["table"]["table_id"], body["host_token"]


def _seated_game(http: TestClient) -> tuple[str, str, list[str]]:
    table, host = _open(http)
    seats = []
    for seat, name in enumerate(("ann", "bob")):
        answer = http.post(f"{B}/tables/{table}/seats/{seat}", headers=_auth(_guest(http, name)))
        assert answer.status_code == 201, answer.text
        seats.append(answer.json()["token"])
    return table, host, seats


def _secret_of(events: list[dict[str, Any]]) -> list[Any]:
    return [e.get("secrets") for e in events if e["type"] == "Started"]


def test_the_registered_game_is_listed_and_an_unregistered_one_is_404(http: TestClient) -> None:
    listed = http.get("/v1/games").json()["games"]
    assert [g["name"] for g in listed] == [m.name for m in (*GAMES, TALLY_MODULE) if m.table_setup is not None]
    tally = next(g for g in listed if g["name"] == "tally")
    assert tally["seat_counts"] == [2, 4]
    assert tally["host_commands"] == ["start"]
    missing = http.post("/v1/games/nosuch/tables", json={"seats": 2})
    assert missing.status_code == 404
    assert missing.json()["detail"]["rule"] == "game"


def test_the_platform_does_not_serve_a_game_without_a_table_setup(services: Services) -> None:
    served = set(services.platform_tables)
    assert served == {m.name for m in GAMES if m.table_setup is not None}
    assert not served & {"maumau", "puntobanco"}  # Mau-Mau and Punto Banco keep their own tables and routes


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"seats": 1, "setup": {"target": 10}}, "seats"),
        ({"seats": 5, "setup": {"target": 10}}, "seats"),
        ({"seats": 2, "setup": {"target": 1000}}, "setup.target"),
        ({"seats": 2, "setup": {"colour": "red"}}, "setup.colour"),
    ],
)
def test_a_bad_table_is_refused_naming_the_field_and_nothing_is_stored(
    http: TestClient, tally_services: Services, body: dict[str, Any], field: str
) -> None:
    answer = http.post(f"{B}/tables", json=body)
    assert answer.status_code == 422, answer.text
    assert answer.json()["detail"]["rule"] == field
    with tally_services.engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM maumau_game_tables")).scalar_one() == 0


def test_a_whole_game_over_http_seats_host_moves_and_refusals(http: TestClient) -> None:
    table, host, (ann, bob) = _seated_game(http)
    seen = http.get(f"{B}/tables/{table}").json()
    assert [o["name"] for o in seen["occupants"]] == ["guest:ann", "guest:bob"]
    assert seen["version"] == 0

    # only the host starts; a seat token is no host token
    assert http.post(f"{B}/tables/{table}/host/start", headers=_auth(ann), json={}).status_code == 403
    unknown = http.post(f"{B}/tables/{table}/host/explode", headers=_auth(host), json={})
    assert unknown.status_code == 404
    assert unknown.json()["detail"]["rule"] == "command"
    started = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    assert started.status_code == 200, started.text
    assert [e["type"] for e in started.json()["events"]] == ["Started"]

    # out of turn: the rule is named, nothing stored
    refused = http.post(f"{B}/tables/{table}/commands", headers=_auth(bob), json={"type": "add", "amount": 1})
    assert refused.status_code == 422
    assert refused.json()["detail"]["rule"] == "not_your_turn"
    bad = http.post(f"{B}/tables/{table}/commands", headers=_auth(ann), json={"type": "add", "amount": "x"})
    assert bad.status_code == 422
    assert bad.json()["detail"]["rule"] == "amount"
    assert http.get(f"{B}/tables/{table}").json()["version"] == 1

    total, turn, tokens = 0, 0, (ann, bob)
    while total < 10:
        answer = http.post(
            f"{B}/tables/{table}/commands", headers=_auth(tokens[turn]), json={"type": "add", "amount": 3}
        )
        assert answer.status_code == 200, answer.text
        total = min(10, total + 3) if total + 3 < 10 else 10
        turn = 1 - turn
    history = http.get(f"{B}/tables/{table}/history").json()
    assert history["events"][-1]["type"] == "Won"
    assert [e["version"] for e in history["events"]] == list(range(1, history["version"] + 1))


def test_a_keyed_retry_answers_the_stored_batch_and_another_command_under_the_key_is_refused(http: TestClient) -> None:
    table, host, (ann, _bob) = _seated_game(http)
    http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    key = {**_auth(ann), "Idempotency-Key": "k-1"}
    first = http.post(f"{B}/tables/{table}/commands", headers=key, json={"type": "add", "amount": 2})
    again = http.post(f"{B}/tables/{table}/commands", headers=key, json={"type": "add", "amount": 2})
    assert first.status_code == again.status_code == 200
    assert again.json()["replayed"] is True
    assert again.json()["events"] == first.json()["events"]
    other = http.post(f"{B}/tables/{table}/commands", headers=key, json={"type": "add", "amount": 3})
    assert other.status_code in (409, 422)
    assert http.get(f"{B}/tables/{table}").json()["version"] == 2


def test_hidden_secrets_stay_hidden_per_viewer_until_the_game_is_won(http: TestClient) -> None:
    table, host, (ann, bob) = _seated_game(http)
    http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    mine = _secret_of(http.get(f"{B}/tables/{table}/history", headers=_auth(ann)).json()["events"])
    theirs = _secret_of(http.get(f"{B}/tables/{table}/history", headers=_auth(bob)).json()["events"])
    public = _secret_of(http.get(f"{B}/tables/{table}/history").json()["events"])
    assert mine[0][0] is not None
    assert mine[0][1] is None
    assert theirs[0][1] is not None
    assert theirs[0][0] is None
    assert public == [[None, None]]
    # a former seat sees nothing more: its token is revoked on leaving
    assert http.delete(f"{B}/tables/{table}/seats/1", headers=_auth(bob)).status_code == 204
    assert http.get(f"{B}/tables/{table}/history", headers=_auth(bob)).status_code in (401, 403)


def test_the_replay_at_a_version_is_the_history_up_to_it(http: TestClient) -> None:
    table, host, (ann, bob) = _seated_game(http)
    http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    http.post(f"{B}/tables/{table}/commands", headers=_auth(ann), json={"type": "add", "amount": 1})
    http.post(f"{B}/tables/{table}/commands", headers=_auth(bob), json={"type": "add", "amount": 2})
    at_two = http.get(f"{B}/tables/{table}/history", params={"upto": 2}).json()["events"]
    assert [(e["version"], e["type"]) for e in at_two] == [(1, "Started"), (2, "Added")]
    after_one = http.get(f"{B}/tables/{table}/history", params={"after": 1}).json()["events"]
    assert [e["version"] for e in after_one] == [2, 3]


def test_seats_follow_the_platforms_rules_one_seat_each_taken_seats_and_bots(http: TestClient) -> None:
    table, host = _open(http, seats=3)
    ann = _guest(http, "ann")
    assert http.post(f"{B}/tables/{table}/seats/0", headers=_auth(ann)).status_code == 201
    second = http.post(f"{B}/tables/{table}/seats/1", headers=_auth(ann))
    assert second.status_code == 409
    assert second.json()["detail"]["rule"] == "player_seated"
    taken = http.post(f"{B}/tables/{table}/seats/0", headers=_auth(_guest(http, "bob")))
    assert taken.status_code == 409
    assert taken.json()["detail"]["rule"] == "seat_taken"
    assert http.post(f"{B}/tables/{table}/seats/1").status_code == 401
    assert http.post(f"{B}/tables/{table}/seats/9", headers=_auth(_guest(http, "cy"))).status_code in (404, 422)
    unknown_bot = http.post(f"{B}/tables/{table}/seats/2/bot", headers=_auth(host), json={"bot": "genius"})
    assert unknown_bot.status_code == 422
    assert unknown_bot.json()["detail"]["rule"] == "bot"
    bot = http.post(f"{B}/tables/{table}/seats/2/bot", headers=_auth(host), json={"bot": "adder"})
    assert bot.status_code == 201, bot.text
    assert bot.json() == {"seat": 2, "kind": "bot", "name": "bot:adder", "bot": "adder"}
    not_ready = http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    assert not_ready.status_code == 409
    assert not_ready.json()["detail"]["rule"] == "seats_empty"


def test_a_table_of_the_game_is_no_table_of_another_route(http: TestClient) -> None:
    table, _host = _open(http)
    assert http.get(f"/v1/tables/{table}").status_code == 404
    assert http.get(f"/v1/puntobanco/tables/{table}").status_code == 404


def _frames(http: TestClient, url: str, headers: dict[str, str]) -> list[tuple[int, str, dict[str, Any]]]:
    """The SSE frames of a finished table's stream (it ends after the final event)."""
    out: list[tuple[int, str, dict[str, Any]]] = []
    with http.stream("GET", url, headers=headers) as answer:
        assert answer.status_code == 200, answer.read()
        ident, name = 0, ""
        for line in answer.iter_lines():
            if line.startswith("id: "):
                ident = int(line[4:])
            elif line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                out.append((ident, name, json.loads(line[6:])))
    return out


def _play_out(http: TestClient, table: str, tokens: tuple[str, str]) -> None:
    turn = 0
    while True:
        answer = http.post(
            f"{B}/tables/{table}/commands", headers=_auth(tokens[turn]), json={"type": "add", "amount": 3}
        )
        assert answer.status_code == 200, answer.text
        if answer.json()["events"][-1]["type"] == "Won":
            return
        turn = 1 - turn


def test_the_live_stream_is_the_history_framed_per_viewer_and_ends_after_the_final_event(http: TestClient) -> None:
    table, host, (ann, bob) = _seated_game(http)
    http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    _play_out(http, table, (ann, bob))
    for token in (ann, None):
        headers = _auth(token) if token else {}
        frames = _frames(http, f"{B}/tables/{table}/events", headers)
        history = http.get(f"{B}/tables/{table}/history", headers=headers).json()["events"]
        assert [f[2] for f in frames] == history
        assert [f[0] for f in frames] == [e["version"] for e in history]
        assert frames[-1][1] == "Won"
    resumed = _frames(http, f"{B}/tables/{table}/events", {**_auth(ann), "Last-Event-ID": "2"})
    assert resumed[0][0] == 3
    done = http.get(f"{B}/tables/{table}/events", headers={**_auth(ann), "Last-Event-ID": str(frames[-1][0])})
    assert done.status_code == 204


def test_a_stream_with_a_token_that_holds_no_seat_is_refused(http: TestClient) -> None:
    table, _host, (ann, _bob) = _seated_game(http)
    assert http.delete(f"{B}/tables/{table}/seats/0", headers=_auth(ann)).status_code == 204
    refused = http.get(f"{B}/tables/{table}/events", headers=_auth(ann))
    assert refused.status_code in (401, 403)
