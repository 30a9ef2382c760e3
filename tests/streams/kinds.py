"""The stream kinds :mod:`api.http.streams` serves, each set up over HTTP on a running app, for the
parametrised tests of this folder: what the stream is (its feed), one write that changes what it
shows, what it must have sent after a version, and how to make it final.

* ``maumau-seat`` / ``maumau-public`` — a Mau-Mau table's events for seat 0 / for the public;
* ``tally-seat`` — the test game of ``tests/platform/tally/game.py`` (a third game, registered by
  its module and served by the platform's own routes ``/v1/games/tally``), seat 0;
* ``puntobanco`` — a Punto Banco table's (public) events;
* ``standings`` — a tournament's live standings (a derived stream: one frame per change).
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.http.app import create_app
from api.http.routes.tournaments import standings_snapshot
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import GAMES, Services, build_services
from infrastructure.services.games import GameService
from infrastructure.services.live import EventFeed, Feed, SnapshotFeed
from infrastructure.services.runtime import load_runtime_settings
from tests.api.helpers import bearer, choose, guest, seat_guest
from tests.live.helpers import wait_for
from tests.platform.tally.game import TALLY, TALLY_MODULE
from tests.service_fixtures import FakeClock, seeded_random
from tests.tournament_api.helpers import Organiser, account_token, ok

KINDS = ("maumau-seat", "maumau-public", "tally-seat", "puntobanco", "standings")
STREAM_CAP = 5
"""The process's stream cap in every kind's app (all of it open to public streams)."""

_RUNTIME = {
    "bots": True,
    "bot_delay_ms": 0,
    "bot_workers": 2,
    "bot_sweep_seconds": 0.2,
    "window_timers": False,
    "reactions_poll_seconds": 0.05,
    "projections_in_process": False,
    "sse_follow_other_processes": False,
    "sse_heartbeat_seconds": 60.0,
    "sse_max_streams": STREAM_CAP,
    "sse_public_share": 1.0,
}


@dataclass
class Kind:
    """One stream kind on a running app (see the module docstring)."""

    name: str
    app: FastAPI
    feed: Callable[[], Feed]
    """A new feed of the stream (a feed is per open stream)."""
    write: Callable[[], None]
    """One batch that changes what the stream shows."""
    expected: Callable[[int], list[dict[str, Any]]]
    """Event kinds: every frame's data after a version; a derived kind: the one frame it shows now."""
    finish: Callable[[], None]
    """Make the stream final (its final event, its final standings)."""
    version: Callable[[], int]
    public: bool
    """Whether the stream counts against the public share (a seat's does not)."""

    @property
    def contiguous(self) -> bool:
        """One frame per event (not a derived stream)."""
        return self.name != "standings"


def _events(games: GameService, stream: uuid.UUID, viewer: int | None) -> Callable[[int], list[dict[str, Any]]]:
    def expected(after: int) -> list[dict[str, Any]]:
        return [
            {"version": r.version, **games.decider.redact(r.event, viewer)}
            for r in games.load(stream, after_version=after)
        ]

    return expected


@contextmanager
def _serving(services: Services, *, background: bool = False) -> Iterator[tuple[FastAPI, TestClient]]:
    """The app on ``services`` with its lifespan run; ``background``: bots and reactions too."""
    options = load_runtime_settings(**_RUNTIME)
    app = create_app(services=services, background=background, runtime_settings=options)
    with TestClient(app) as client:
        yield app, client


@contextmanager
def maumau(services: Services, viewer: int | None) -> Iterator[Kind]:
    """A started two-guest MM-001 table; moves chosen from the acting seat's legal ones."""
    rng = random.Random(7)
    with _serving(services) as (app, client):
        r = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2})
        assert r.status_code == 201, r.text
        table, host = r.json()["table_id"], r.json()["host_token"]
        tokens = [seat_guest(client, table, seat, f"st{table[:6]}-{seat}") for seat in (0, 1)]
        assert client.post(f"/v1/tables/{table}/start", headers=bearer(host)).status_code == 200
        stream = uuid.UUID(table)

        def write() -> None:
            state = client.get(f"/v1/tables/{table}").json()["state"]
            if state["phase"] == "between_rounds":
                r = client.post(f"/v1/tables/{table}/rounds", headers=bearer(host))
            else:
                seat = state["turn"]
                legal = client.get(f"/v1/tables/{table}/legal", headers=bearer(tokens[seat])).json()["legal"]
                r = client.post(f"/v1/tables/{table}/commands", json=choose(legal, rng), headers=bearer(tokens[seat]))
            assert r.status_code == 200, r.text

        def finish() -> None:
            for _ in range(5000):
                phase = client.get(f"/v1/tables/{table}").json()["state"]["phase"]
                if phase == "finished":
                    return
                if phase == "between_rounds":
                    assert client.post(f"/v1/tables/{table}/end", headers=bearer(host)).status_code == 200
                else:
                    write()
            raise AssertionError("the match did not finish")

        yield Kind(
            "maumau-seat" if viewer is not None else "maumau-public",
            app,
            lambda: EventFeed(services.games, app.state.runtime.hub, stream, viewer),
            write,
            _events(services.games, stream, viewer),
            finish,
            lambda: services.store.current_version(stream),
            public=viewer is None,
        )


@contextmanager
def tally(settings: Settings, clock: FakeClock) -> Iterator[Kind]:
    """The tally game registered by its module and served whole by the platform
    (``/v1/games/tally``): a table of two guests, started by its host; every write adds 1 (the
    target, 40, is far)."""
    services = build_services(settings, clock=clock, random_seed=seeded_random(), games=(*GAMES, TALLY_MODULE))
    try:
        with _serving(services) as (app, client):
            base = "/v1/games/tally/tables"
            r = client.post(base, json={"seats": 2, "setup": {"target": 40}})
            assert r.status_code == 201, r.text
            table, host = r.json()["table"]["table_id"], r.json()["host_token"]
            stream = uuid.UUID(table)
            tokens = []
            for seat in (0, 1):
                r = client.post(f"{base}/{table}/seats/{seat}", headers=bearer(guest(client, f"ty{table[:6]}-{seat}")))
                assert r.status_code == 201, r.text
                tokens.append(r.json()["token"])
            assert client.post(f"{base}/{table}/host/start", headers=bearer(host), json={}).status_code == 200
            served = services.platform_tables["tally"]
            games = served.games

            def add(amount: int) -> None:
                seat = games.state(stream).turn
                move = {"type": "add", "amount": amount}
                r = client.post(f"{base}/{table}/commands", headers=bearer(tokens[seat]), json=move)
                assert r.status_code == 200, r.text

            def finish() -> None:
                while not TALLY.is_terminal(games.state(stream)):
                    add(3)

            yield Kind(
                "tally-seat",
                app,
                lambda: EventFeed(games, served.hub, stream, 0),
                lambda: add(1),
                _events(games, stream, 0),
                finish,
                lambda: services.store.current_version(stream),
                public=False,
            )
    finally:
        services.close()


@contextmanager
def puntobanco(services: Services) -> Iterator[Kind]:
    """A table with one seated guest; every write grants it chips; closing the table ends it."""
    with _serving(services) as (app, client):
        r = client.post("/v1/puntobanco/tables", json={})
        assert r.status_code == 201, r.text
        table, host = r.json()["table_id"], r.json()["host_token"]
        r = client.post(f"/v1/puntobanco/tables/{table}/seats/0", headers=bearer(guest(client, f"pb{table[:6]}")))
        assert r.status_code == 201, r.text
        pb = services.puntobanco
        stream = uuid.UUID(table)

        def write() -> None:
            body = {"seat": 0, "amount": 10}
            assert (
                client.post(f"/v1/puntobanco/tables/{table}/chips", json=body, headers=bearer(host)).status_code == 200
            )

        def finish() -> None:
            r = client.post(f"/v1/puntobanco/tables/{table}/close", json={"reason": "done"}, headers=bearer(host))
            assert r.status_code == 200, r.text

        yield Kind(
            "puntobanco",
            app,
            lambda: EventFeed(pb.games, pb.hub, stream, None),
            write,
            _events(pb.games, stream, None),
            finish,
            lambda: services.store.current_version(stream),
            public=True,
        )


@contextmanager
def standings(services: Services, clock: FakeClock) -> Iterator[Kind]:
    """A one-round series; every write registers a bot (a new standings row).  Finishing plays
    the round (bots, the tournament's reactions) and lets the correction window pass."""
    services.tournaments.auto_deal_seconds = 0
    with _serving(services, background=True) as (app, client):
        org = Organiser(client, account_token(services, f"so{uuid.uuid4().hex[:6]}", "organiser"))
        tid = org.create(name="Stream cup", rounds=1, boards=1, correction_window_seconds=1)
        stream = uuid.UUID(tid)

        def register_bot() -> None:
            org.bots(tid, 1, "random")

        def snapshot() -> Any:
            return standings_snapshot(services.tournaments, stream)

        def finish() -> None:
            missing = 4 - len(services.tournaments.state(stream).entrants)
            if missing > 0:
                org.bots(tid, missing, "random")
            ok(org.post(f"/v1/tournaments/{tid}/start"))
            ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
            wait_for(lambda: services.tournaments.state(stream).status == "finished", 60, 0.05, "the tournament to end")
            clock.advance(2_000)  # past the correction window: nothing can change them now

        yield Kind(
            "standings",
            app,
            lambda: SnapshotFeed(app.state.tournament_hub, stream, "standings", snapshot),
            register_bot,
            lambda _after: [dict(snapshot().body)],
            finish,
            lambda: services.tournaments.state(stream).version,
            public=True,
        )


@contextmanager
def open_kind(name: str, services: Services, settings: Settings, clock: FakeClock) -> Iterator[Kind]:
    """The stream kind ``name`` on a running app."""
    if name in ("maumau-seat", "maumau-public"):
        with maumau(services, 0 if name == "maumau-seat" else None) as kind:
            yield kind
    elif name == "tally-seat":
        with tally(settings, clock) as kind:
            yield kind
    elif name == "puntobanco":
        with puntobanco(services) as kind:
            yield kind
    else:
        with standings(services, clock) as kind:
            yield kind


__all__ = ["KINDS", "STREAM_CAP", "Kind", "open_kind"]
