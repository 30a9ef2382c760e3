"""Leak scanner: 200 bot-driven rounds; every response body, error body and SSE frame any seat (or an
observer) received is scanned for cards it could not know yet (RULES.md §7).

The rounds are played by bots only.  Most seats are server-side bots (``infrastructure.services.bot_runner``);
at every other table one seat is a bot played *through HTTP*: it reads its own ``/view``, decides
with ``domain.maumau.bots`` and posts the command with its own token, so it sees only what a client sees.
Whenever that seat is to move (the server bots are idle then, so the table holds still) it
receives its view and the move's answer, and regularly probes the other outward paths for itself:
views, legal commands, the replay of the running round now and at an earlier version, its seed
and verification (409), the commitment, an illegal move naming a card hidden in another hand or in
the draw pile (the error must not tell the two apart), and the public page as an observer.  A bot
seat has no token (bots play in the service): its turn in the probe tries the host's token at its
view and legal moves instead (403, nothing seen).  After each match the HTTP seat's event stream
and the public one are read from the start, and each finished round's seed and verification.

The truth comes from the store (:class:`tests.live.leaks.Knowledge`): hidden cards per viewer and
version.  Storage is not what this test is about, so it runs on an in-memory SQLite store; the
other live tests cover both backends.
"""

from __future__ import annotations

import os
import random
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.cards import card_name
from domain.maumau.bot_registry import BOTS
from domain.maumau.codec import command_to_dict
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import Services, build_services
from tests.api.helpers import bearer, seat_guest
from tests.live.conftest import live_options
from tests.live.helpers import parse_sse
from tests.live.leaks import Knowledge, view_from_dict
from tests.service_fixtures import FakeClock, seeded_random

ROUNDS = int(os.environ.get("MAUMAU_LEAK_ROUNDS", "200"))
TABLES = [
    ("MM-001", ["http", "heuristic", "random"]),
    ("MM-003", ["random", "heuristic"]),
    ("ZONE", ["random", "heuristic"]),
    ("ZONE", ["random", "http"]),
    ("MM-002", ["heuristic", "random", "heuristic", "random"]),
    ("MM-004", ["random", "random", "heuristic"]),
    ("MM-005", ["heuristic", "random", "http"]),
    ("MM-001", ["random", "heuristic"]),
]
"""Single-deck configurations only: with two decks identical cards would mask leaks."""
PROBE_EVERY = 5
"""Every PROBE_EVERY-th turn of the HTTP seat, one seat (in turn, bots' seats included) is probed
on every outward path."""


@pytest.fixture
def memory_services() -> Iterator[Services]:
    built = build_services(
        load_settings(database_url="sqlite:///:memory:"), clock=FakeClock(), random_seed=seeded_random(b"leaks")
    )
    yield built
    built.close()


class Scan:
    """Plays tables and scans everything every viewer receives (see the module docstring)."""

    def __init__(self, client: TestClient, services: Services, rng: random.Random) -> None:
        self.client = client
        self.services = services
        self.bots = client.app.state.runtime.bots  # type: ignore[attr-defined]
        self.rng = rng
        self.bodies = 0
        self.frames = 0
        self.leaks: list[str] = []
        self.not_held: set[str] = set()
        self.probes = 0

    def check(
        self,
        know: Knowledge,
        viewer: int | None,
        body: Any,
        what: str,
        asked: frozenset[str] = frozenset(),
        *,
        sync: bool = True,
    ) -> None:
        if sync:
            know.sync()
        self.bodies += 1
        for card, at, where in know.leaks(viewer, body, asked=asked):
            self.leaks.append(f"{what}: viewer {viewer} saw hidden {card} at v{at} in {where}")

    def get(self, know: Knowledge, viewer: int | None, url: str, token: str | None) -> tuple[int, Any]:
        r = self.client.get(url, headers=bearer(token))
        self.check(know, viewer, r.json(), f"GET {url}")
        return r.status_code, r.json()

    def post(self, know: Knowledge, seat: int, url: str, token: str, command: dict[str, Any]) -> tuple[int, Any]:
        r = self.client.post(url, json=command, headers=bearer(token))
        asked = frozenset(c for c in command.get("cards", ()) if isinstance(c, str))
        self.check(know, seat, r.json(), f"POST {command}", asked if r.status_code != 200 else frozenset())
        return r.status_code, r.json()

    # ------------------------------------------------------------------ one match
    def play(self, ruleset: str, kinds: list[str], rounds_left: int) -> int:
        client = self.client
        created = client.post("/v1/tables", json={"ruleset": ruleset, "seats": len(kinds)}).json()
        url, host = f"/v1/tables/{created['table_id']}", created["host_token"]
        know = Knowledge(self.services, uuid.UUID(created["table_id"]))
        tokens: list[str | None] = []
        for seat, kind in enumerate(kinds):
            if kind == "http":
                tokens.append(seat_guest(client, created["table_id"], seat, f"leak{created['table_id'][:6]}"))
                continue
            r = client.post(f"{url}/seats/{seat}/bot", json={"bot": kind}, headers=bearer(host))
            assert r.status_code == 201, r.text
            assert "token" not in r.json()  # a bot's seat has no token
            tokens.append(None)
        http_seat = kinds.index("http") if "http" in kinds else None
        r = client.post(f"{url}/start", headers=bearer(host))
        self.check(know, None, r.json(), "start")
        turns = 0
        while True:
            assert self.bots.wait_idle(30), "the bots did not settle"
            if http_seat is None:
                status, body = self.get(know, None, url, None)
                assert status == 200, body
                state = body["state"]
            else:
                status, state = self.get(know, http_seat, f"{url}/view", tokens[http_seat])
                assert status == 200, state
            if state["phase"] == "finished" or (
                state["phase"] == "between_rounds" and state["round_no"] >= rounds_left
            ):
                break
            if state["phase"] == "between_rounds":  # a table with a human: the host deals
                r = client.post(f"{url}/rounds", headers=bearer(host))
                self.check(know, None, r.json(), "next round")
                continue
            assert http_seat is not None, "the bots stopped at a table of bots"
            assert state["turn"] == http_seat, "the bots stopped with a bot to move"
            turns += 1
            assert turns < 2000, "a round did not end"
            if turns % PROBE_EVERY == 0:
                self.probe(know, url, tokens, http_seat, host)
            bot = BOTS["random" if turns % 3 else "heuristic"]
            command = bot(view_from_dict(state), random.Random(f"{url}/{state['version']}"))
            assert command is not None
            mover = tokens[http_seat]
            assert mover is not None
            status, body = self.post(know, http_seat, f"{url}/commands", mover, command_to_dict(command))
            assert status == 200, body
        rounds: int = state["round_no"]
        self.after(know, url, tokens, rounds)
        return rounds

    def after(self, know: Knowledge, url: str, tokens: list[str | None], rounds: int) -> None:
        """Every stream a token may read (the HTTP seat's) and the public one from the start;
        seeds and verification."""
        know.sync()
        for viewer in [*(seat for seat, token in enumerate(tokens) if token is not None), None]:
            path = f"{url}/events" if viewer is not None else f"{url}/events/public"
            headers = {**bearer(tokens[viewer] if viewer is not None else None), "Last-Event-ID": "0"}
            with self.client.stream("GET", path, headers=headers) as response:
                text = ""
                for chunk in response.iter_text():
                    text += chunk
                    if f"id: {know.version}\n" in text:
                        break
            frames, _ = parse_sse(text)
            assert [f["id"] for f in frames] == list(range(1, know.version + 1))
            for f in frames:
                self.frames += 1
                self.check(know, viewer, f["data"], f"SSE frame {f['id']}", sync=False)
        for n in range(1, rounds + 1):
            assert self.get(know, None, f"{url}/rounds/{n}/verify", None)[1]["ok"]
            assert self.get(know, None, f"{url}/rounds/{n}/seed", None)[0] == 200

    def probe(self, know: Knowledge, url: str, tokens: list[str | None], mover: int, host: str) -> None:
        """Every other outward path, for one seat, while the round runs and holds still."""
        know.sync()
        s = know.state
        round_no, version = s.round_no, know.version
        self.probes += 1
        seat = (mover + self.probes) % len(tokens)  # a different seat each time, bots included
        if tokens[seat] is None:  # a bot's seat: no token; the host's may not look through it
            for path in ("/view", "/legal"):
                status, body = self.get(know, None, f"{url}{path}", host)
                assert status == 403, (path, body)
        for token in [t for t in [tokens[seat]] if t is not None]:
            for path in (
                "/view",
                "/legal",
                f"/rounds/{round_no}/replay",
                f"/rounds/{round_no}/replay?at={self.rng.randint(1, version)}",
                f"/rounds/{round_no}/seed",
                f"/rounds/{round_no}/verify",
                f"/rounds/{round_no}/commitment",
            ):
                status, body = self.get(know, seat, f"{url}{path}", token)
                assert status in (200, 409, 422), (path, body)
            others = [c for o, h in enumerate(s.hands) if o != seat for c in h]
            answers = set()
            for source in (others, s.pile):
                if not source:
                    continue
                card = card_name(self.rng.choice(source))
                status, body = self.post(know, seat, f"{url}/commands", token, {"type": "play", "cards": [card]})
                assert status == 422, body
                answers.add(f"{body['detail']['rule']}: {body['detail']['message'].replace(card, 'X')}")
            assert len(answers) <= 1, f"the answer tells a hand from the pile: {answers}"
            self.not_held |= answers
        status, _ = self.get(know, None, f"{url}/rounds/{round_no}/replay", None)
        assert status == 401
        self.get(know, None, url, None)  # the public page, as an observer


@pytest.mark.slow
def test_no_seat_ever_receives_a_hidden_card(memory_services: Services) -> None:
    app = create_app(
        services=memory_services, background=True, runtime_settings=live_options(window_timers=False, bot_workers=1)
    )
    with TestClient(app) as client:
        scan = Scan(client, memory_services, random.Random(2024))
        played = 0
        i = 0
        while played < ROUNDS:
            ruleset, kinds = TABLES[i % len(TABLES)]
            played += scan.play(ruleset, kinds, ROUNDS - played)
            i += 1
    assert played >= ROUNDS
    assert not scan.leaks, "\n".join(scan.leaks[:20])
    assert "not_in_hand: X is not in your hand" in scan.not_held
    assert scan.bodies > 1000
    assert scan.frames > 10 * ROUNDS
