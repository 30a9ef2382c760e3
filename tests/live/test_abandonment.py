"""Abandonment (SQLite and PostgreSQL): a seat left mid-match goes to the table's substitute bot or
forfeits, per ``on_leave``; a seat forfeited on timeouts is taken over by the substitute (its
person unseated); the owner may come back to a substituted seat.  Bots run in the service (no
thinking time), the clock is the injected one."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.maumau.events import MatchFinished, SeatForfeited, TurnClockStarted
from domain.outcome import Termination
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import Runtime
from tests.api.helpers import bearer, guest, take_seat
from tests.live.conftest import live_options
from tests.live.helpers import wait_for
from tests.service_fixtures import FakeClock


class Seated:
    """A table of guests opened over HTTP, each guest's credential kept (to come back)."""

    def __init__(self, client: TestClient, seats: int, **settings: Any) -> None:
        r = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": seats, "settings": settings})
        assert r.status_code == 201, r.text
        self.client = client
        self.table_id = r.json()["table_id"]
        self.host = r.json()["host_token"]
        self.guests: list[str] = []
        self.tokens: list[str] = []
        for seat in range(seats):
            credential = guest(client, f"g{self.table_id[:8]}-{seat}")
            r = take_seat(client, self.table_id, seat, credential)
            assert r.status_code == 201, r.text
            self.guests.append(credential)
            self.tokens.append(r.json()["token"])
        r = client.post(f"{self.url}/start", headers=bearer(self.host))
        assert r.status_code == 200, r.text

    @property
    def url(self) -> str:
        return f"/v1/tables/{self.table_id}"

    @property
    def id(self) -> uuid.UUID:
        return uuid.UUID(self.table_id)

    def leave(self, seat: int) -> None:
        r = self.client.post(f"{self.url}/seats/{seat}/leave", headers=bearer(self.tokens[seat]))
        assert r.status_code in (200, 204), r.text

    def occupant(self, seat: int) -> dict[str, Any] | None:
        occupant: dict[str, Any] | None = self.client.get(self.url).json()["occupants"][seat]
        return occupant

    def move(self, seat: int) -> None:
        """``seat`` draws (or passes, or plays the first legal move)."""
        legal = self.client.get(f"{self.url}/legal", headers=bearer(self.tokens[seat])).json()["legal"]
        choice = next((c for c in legal if c["type"] in ("draw", "pass")), legal[0])
        r = self.client.post(f"{self.url}/commands", json=choice, headers=bearer(self.tokens[seat]))
        assert r.status_code == 200, r.text


def _records(services: Services, table_id: uuid.UUID) -> list[RecordedEvent[Any]]:
    return services.games.load(table_id)


def _bot_moves(services: Services, table_id: uuid.UUID, seat: int) -> list[RecordedEvent[Any]]:
    return [
        r for r in _records(services, table_id) if r.metadata.get("actor") == "bot" and r.metadata.get("seat") == seat
    ]


def _runtime(app: Any) -> Runtime:
    runtime: Runtime = app.state.runtime
    return runtime


def test_a_seat_left_goes_to_the_substitute_which_plays_until_its_owner_returns(services: Services) -> None:
    app = create_app(services=services, background=True, runtime_settings=live_options())
    with TestClient(app) as client:
        table = Seated(client, 2, on_leave="bot", substitute_bot="random")
        table.leave(1)
        occupant = table.occupant(1)
        assert occupant is not None
        assert (occupant["kind"], occupant["bot"]) == ("bot", "random")
        # The substitute plays seat 1's turns by itself.
        for _ in range(20):
            if _bot_moves(services, table.id, 1):
                break
            state = services.games.state(table.id)
            if state.turn == 0 and state.phase == "playing":
                table.move(0)
            wait_for(lambda: services.games.state(table.id).turn == 0 or _bot_moves(services, table.id, 1), 10)
        assert _bot_moves(services, table.id, 1), "the substitute never moved"
        # The owner comes back: the substitute leaves the seat to it.
        r = take_seat(client, table.table_id, 1, table.guests[1])
        assert r.status_code == 201, r.text
        occupant = table.occupant(1)
        assert occupant is not None
        assert occupant["kind"] == "human"
        started = next(r.event for r in _records(services, table.id) if type(r.event).__name__ == "MatchStarted")
        assert started.players[1].endswith("-1")  # the seat's results are its owner's


def test_a_seat_left_forfeits_where_the_table_says_so(services: Services) -> None:
    app = create_app(services=services, background=True, runtime_settings=live_options())
    with TestClient(app) as client:
        two = Seated(client, 2, on_leave="forfeit")
        two.leave(0)
        events = [r.event for r in _records(services, two.id)]
        forfeit = events[-3]
        assert isinstance(forfeit, SeatForfeited)
        assert (forfeit.seat, forfeit.reason) == (0, "left")
        finished = events[-1]
        assert isinstance(finished, MatchFinished)
        assert (finished.winners, finished.termination) == ((1,), Termination.FORFEIT)
        assert two.occupant(0) is None  # the match is over: nobody substitutes

        three = Seated(client, 3, on_leave="forfeit")
        three.leave(2)
        assert services.games.state(three.id).forfeited == [False, False, True]
        assert not services.games.state(three.id).is_terminal()  # two seats are left in contention
        occupant = three.occupant(2)
        assert occupant is not None
        assert occupant["kind"] == "bot"  # the forfeited seat is played on by the substitute


def test_a_seat_forfeited_on_timeouts_is_taken_over_by_the_substitute(services: Services, clock: FakeClock) -> None:
    app = create_app(services=services, background=True, runtime_settings=live_options())
    with TestClient(app) as client:
        table = Seated(client, 3, turn_seconds=5, max_timeouts=1, substitute_bot="heuristic")
        runtime = _runtime(app)
        clocks = [r.event for r in _records(services, table.id) if type(r.event) is TurnClockStarted]
        first = clocks[-1]
        seat = first.seat
        clock.advance(first.deadline - clock.now)
        assert runtime.scheduler is not None
        runtime.scheduler.wake()
        wait_for(lambda: services.games.state(table.id).forfeited[seat], 10, what="the forfeit on timeouts")
        forfeit = next(r.event for r in _records(services, table.id) if type(r.event) is SeatForfeited)
        assert forfeit == SeatForfeited(seat, "timeouts", first.deadline)
        wait_for(lambda: (table.occupant(seat) or {}).get("kind") == "bot", 10, what="the substitute")
        # The person is unseated: the seat token no longer works ...
        r = client.get(f"{table.url}/legal", headers=bearer(table.tokens[seat]))
        assert r.status_code == 401, r.text
        # ... and the match goes on without waiting for the clock at that seat.
        assert not services.games.state(table.id).is_terminal()
        assert runtime.substitutes is not None
        wait_for(lambda: runtime.substitutes is not None and runtime.substitutes.seated == 1, 10, what="counted")
