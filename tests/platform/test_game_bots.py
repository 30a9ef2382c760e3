"""Bots, the table view and the verification route of a platform game come from its module alone.

The tally test game declares ``play`` (who acts, legal moves, the view, one bot) and nothing else
of its bots: the one bot runner (``infrastructure.services.bot_runner``) with the game's turns
(``infrastructure.services.platform.bots``) plays a table of bots to its end over the service, on
both backends; a seat's view shows its own secret only and lists exactly its legal moves.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import GAMES, Services, build_services
from infrastructure.services.runtime import RuntimeSettings
from tests.platform.tally.game import TALLY, TALLY_MODULE
from tests.service_fixtures import FakeClock, seeded_random

B = "/v1/games/tally"


@pytest.fixture
def tally_services(service_settings: Settings, clock: FakeClock) -> Iterator[Services]:
    built = build_services(service_settings, clock=clock, random_seed=seeded_random(), games=(*GAMES, TALLY_MODULE))
    yield built
    built.close()


@pytest.fixture
def live(tally_services: Services) -> Iterator[TestClient]:
    """The app with its background parts running (the bots among them)."""
    options = RuntimeSettings(bot_delay_ms=0, bot_sweep_seconds=0.2)
    app = create_app(services=tally_services, background=True, runtime_settings=options)
    with TestClient(app) as client:
        yield client


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _wait_over(http: TestClient, table: str, timeout: float = 20.0) -> dict[str, object]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        view = http.get(f"{B}/tables/{table}/view").json()
        if view["view"]["phase"] == "over":
            return dict(view)
        time.sleep(0.05)
    raise AssertionError(f"the bots did not finish table {table}: {view}")


def test_a_table_of_bots_plays_to_its_end_by_itself(live: TestClient, tally_services: Services) -> None:
    opened = live.post(f"{B}/tables", json={"seats": 3, "setup": {"target": 30}}).json()
    table, host = opened["table"]["table_id"], opened["host_token"]
    for seat in range(3):
        added = live.post(f"{B}/tables/{table}/seats/{seat}/bot", headers=_auth(host), json={"bot": "adder"})
        assert added.status_code == 201, added.text
    started = live.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    assert started.status_code == 200, started.text
    _wait_over(live, table)
    events = live.get(f"{B}/tables/{table}/history").json()["events"]
    adds = [e for e in events if e["type"] == "Added"]
    assert events[-1]["type"] == "Won"
    assert events[-1]["total"] >= 30
    assert [e["seat"] for e in adds] == [i % 3 for i in range(len(adds))]  # turn order kept
    assert all(1 <= e["amount"] <= 3 for e in adds)
    runner = live.app.state.runtime.game_bots["tally"]  # type: ignore[attr-defined]
    assert runner.moves == len(adds)


def test_a_human_seat_stops_the_bots_until_it_moves(live: TestClient) -> None:
    opened = live.post(f"{B}/tables", json={"seats": 2, "setup": {"target": 12}}).json()
    table, host = opened["table"]["table_id"], opened["host_token"]
    guest = live.post("/v1/guests", json={"name": "ann"}).json()["token"]
    seat = live.post(f"{B}/tables/{table}/seats/0", headers=_auth(guest)).json()["token"]
    live.post(f"{B}/tables/{table}/seats/1/bot", headers=_auth(host), json={"bot": "adder"})
    live.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
    for _ in range(20):
        view = live.get(f"{B}/tables/{table}/view", headers=_auth(seat)).json()
        if view["view"]["phase"] == "over":
            break
        assert view["view"]["to_act"] == [0], view  # the bot never moves in the human's turn
        assert view["legal"] == [{"type": "add", "amount": a} for a in (1, 2, 3)]
        moved = live.post(
            f"{B}/tables/{table}/commands",
            headers={**_auth(seat), "If-Match": str(view["version"])},
            json={"type": "add", "amount": 1},
        )
        assert moved.status_code == 200, moved.text
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # the bot answers by itself
            after = live.get(f"{B}/tables/{table}/view", headers=_auth(seat)).json()
            if after["view"]["phase"] == "over" or after["view"]["to_act"] == [0]:
                break
            time.sleep(0.02)
    else:
        raise AssertionError("the game did not end")


def test_the_view_shows_only_the_viewers_own_secret(tally_services: Services) -> None:
    with TestClient(create_app(services=tally_services)) as http:
        opened = http.post(f"{B}/tables", json={"seats": 2, "setup": {"target": 10}}).json()
        table, host = opened["table"]["table_id"], opened["host_token"]
        tokens = []
        for seat, name in enumerate(("ann", "bob")):
            guest = http.post("/v1/guests", json={"name": name}).json()["token"]
            tokens.append(http.post(f"{B}/tables/{table}/seats/{seat}", headers=_auth(guest)).json()["token"])
        http.post(f"{B}/tables/{table}/host/start", headers=_auth(host), json={})
        state = tally_services.platform_tables["tally"].games.state(__import__("uuid").UUID(table))
        for seat, token in enumerate(tokens):
            view = http.get(f"{B}/tables/{table}/view", headers=_auth(token)).json()
            assert view["view"]["hand"] == [str(state.secrets[seat])]
            assert str(state.secrets[1 - seat]) not in str(view)
            assert (view["legal"] != []) == (seat == state.turn)
        public = http.get(f"{B}/tables/{table}/view").json()
        assert public["view"]["hand"] is None
        assert public["legal"] == []
        assert all(str(s) not in str(public) for s in state.secrets)
        assert public["version"] == TALLY.version(state)
        # the tally game declares no verification: the route says so
        assert http.get(f"{B}/tables/{table}/verify").json()["detail"]["rule"] == "verify"
