"""The leak scan of sealed tables: two duplicate tables dealt the same cards, table A has finished
round 1 while table B still plays it.  Every read route of either table, asked in every role
(anonymous, the spectator stream, the host, each seat of A, each seat of B), must not show a card
of that deal the asker did not see legitimately (its own hand and draws, the cards shown on its
own table), nor the round's seed; nor, to anyone not seated at a table, that table's results and
timing (a board's points or winner, ``round_over``, the version a board began at: under
matchpoints the other table is scored against exactly that).  After the tournament reveals the
deals of both tables the same routes do show them: the control that proves the scan can find a
leak.

Real parts: HTTP through the app, the projection runner as a service runs it, both backends.
"""

from __future__ import annotations

import random
import re
import threading
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from fastapi.testclient import TestClient

import projections.api as read_side
from domain.cards import card_name
from domain.maumau.events import PenaltyApplied, RoundStarted, StartCardTurned
from domain.maumau.evolve import apply_in_place
from domain.maumau.rules import MM_001, derive
from domain.maumau.state import initial_state
from infrastructure.services.bootstrap import Services
from infrastructure.services.table_settings import TableSettings
from tests.api.helpers import bearer, choose
from tests.live.helpers import parse_sse
from tests.live.leaks import CARD_RE
from tests.service_fixtures import account_identity

SEED = bytes(range(100, 132))
RULES = derive(MM_001, "MM-001", max_rounds=1, win_target=None, points_limit=None)  # one board


@pytest.fixture
def read_models(services: Services) -> Iterator[Any]:
    """The projection runner as a service process runs it (every read model rebuilt from the log
    first: the PostgreSQL test database is emptied between tests, the positions are not)."""
    engine, store = read_side.make_engine(services.settings), read_side.open_store(services.settings)
    try:
        read_side.rebuild(engine, store, read_side.NAMES)
    finally:
        store.close()
        engine.dispose()
    runner = read_side.start_in_process(services.settings)
    yield runner
    runner.stop()


@dataclass
class Sealed:
    """One sealed table: its id and the session token of the account at each seat."""

    table_id: uuid.UUID
    tokens: list[str]
    player_ids: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"/v1/tables/{self.table_id}"


def _open(services: Services, tag: str, host: uuid.UUID) -> Sealed:
    """A sealed two-seat table dealt from :data:`SEED`, an account at each seat, the match started
    (all through the table internals the tournament service calls)."""
    tables = services.tables
    table_id = uuid.uuid4()
    tables.ensure_tournament_table(table_id, "MM-001", RULES, 2, SEED, TableSettings(sealed=True), host)
    table = Sealed(table_id, [])
    for seat in range(2):
        identity, token = account_identity(services, f"sealed-{tag}{seat}")
        tables.seat_entrant(table_id, seat, player_id=identity.player_id)
        table.tokens.append(token)
        table.player_ids.append(str(identity.player_id))
    tables.start_match_system(table_id, key=f"start-{tag}", sealed=True)
    return table


def _move(client: TestClient, services: Services, table: Sealed, rng: random.Random) -> None:
    """One command over HTTP: a challenge where one is open to any seat, else the mover's choice."""
    state = services.tables.state(table.table_id)
    order = [state.turn, *(s for s in range(state.seats) if s != state.turn)]
    for seat in order:
        r = client.get(f"{table.url}/legal", headers=bearer(table.tokens[seat]))
        assert r.status_code == 200, r.text
        legal = r.json()["legal"]
        challenges = [c for c in legal if c["type"] == "challenge"]
        if challenges or (seat == state.turn and legal):
            choice = challenges[0] if challenges else choose(legal, rng)
            r = client.post(f"{table.url}/commands", json=choice, headers=bearer(table.tokens[seat]))
            assert r.status_code == 200, r.text
            return
    for seat in range(state.seats):  # a window only the next player may close
        r = client.get(f"{table.url}/legal", headers=bearer(table.tokens[seat]))
        legal = r.json()["legal"]
        if legal:
            r = client.post(f"{table.url}/commands", json=choose(legal, rng), headers=bearer(table.tokens[seat]))
            assert r.status_code == 200, r.text
            return
    raise AssertionError("nobody may move")


def _play_round(client: TestClient, services: Services, table: Sealed, rng: random.Random) -> None:
    for _ in range(3000):
        if services.tables.state(table.table_id).phase != "playing":
            return
        _move(client, services, table, rng)
    raise AssertionError("the round did not end")


def _knowledge(services: Services, table: Sealed) -> tuple[set[str], str, dict[int, set[str]]]:
    """Round 1 of ``table``: its deck (card names), its seed, and per seat what the seat saw
    legitimately: its own hand at any time and every card shown on its table."""
    state = initial_state()
    known: dict[int, set[int]] = {0: set(), 1: set()}
    shown: set[int] = set()
    deck: set[str] = set()
    seed = ""
    for record in services.games.load(table.table_id):
        event = record.event
        apply_in_place(state, event)  # type: ignore[arg-type]
        if isinstance(event, RoundStarted) and event.round_no == 1:
            deck = {card_name(c) for c in event.deck}
            seed = event.seed
        if isinstance(event, StartCardTurned):
            shown.add(event.card)
        if isinstance(event, PenaltyApplied) and event.card is not None:
            shown.add(event.card)
        shown.update(state.discard)
        for seat, hand in enumerate(state.hands):
            known[seat].update(hand)
    return deck, seed, {seat: {card_name(c) for c in cards | shown} for seat, cards in known.items()}


def _read(client: TestClient, path: str, token: str | None, last_version: int) -> tuple[int, str]:
    """GET ``path`` as ``token``: its status and text (an event stream is read up to
    ``last_version``, the table's version now, so a stream that is let through never blocks)."""
    if path.endswith(("/events", "/events/public")):
        headers = {**bearer(token), "Last-Event-ID": "0"}
        with client.stream("GET", path, headers=headers) as response:
            text = ""
            if response.status_code == 200:
                for chunk in response.iter_text():
                    text += chunk
                    if f"id: {last_version}\n" in text:
                        break
            else:
                text = response.read().decode()
            return response.status_code, text
    response = client.get(path, headers=bearer(token))
    return response.status_code, response.text


def _paths(services: Services, table: Sealed, accounts: list[str]) -> tuple[list[str], int]:
    """Every read route of ``table`` (and the global read routes), and its version now."""
    version = services.tables.state(table.table_id).version
    url = table.url
    paths = [
        url,
        f"{url}/view",
        f"{url}/legal",
        f"{url}/events",
        f"{url}/events/public",
        f"{url}/rounds/1/replay",
        f"{url}/rounds/1/replay?at=5",
        f"{url}/rounds/1/replay?seat=0",
        f"{url}/rounds/1/replay?seat=1",
        f"{url}/rounds/1/commitment",
        f"{url}/rounds/1/seed",
        f"{url}/rounds/1/verify",
        f"{url}/score-sheet",
        f"{url}/audit",
        f"{url}/disputes",
        f"/v1/matches/{table.table_id}/audit",
    ]
    for version_at in sorted({2, 5, version // 2, version - 1, version}):
        paths += [f"{url}/referee-view?seat={seat}&version={version_at}" for seat in (0, 1)]
    paths += [
        "/v1/tables",
        "/v1/matches",
        "/v1/leaderboards",
        "/v1/analytics/win-rate-by-position",
        "/v1/analytics/round-lengths",
        "/v1/analytics/forgotten-calls",
        "/v1/analytics/deciding-cards",
        *(f"/v1/analytics/exports/{name}?format=ndjson" for name in ("moves", "rounds", "matches")),
        *(f"/v1/players/{player}/matches" for player in accounts),
    ]
    return paths, version


Finding = tuple[str, str, str, str]
"""(viewer, path, what leaked: a card name, ``seed`` or a result or timing key, the status)."""

RESULT_RE = re.compile(r'"(round_over|winner|winners|points|first_version|last_version)"\s*:\s*(?!null|\[\]|\{\})')
"""A table's result or timing in a body: a board's winner or points, whether it is over, the
versions it spans (``null`` or an empty list says nothing)."""


def _scan(
    client: TestClient,
    services: Services,
    tables: dict[str, Sealed],
    viewers: dict[str, tuple[str | None, set[str]]],
    deck: set[str],
    seed: str,
) -> list[Finding]:
    """Every route of every table as every viewer: what each shows of ``deck`` beyond what the
    viewer saw (its set), and the seed."""
    accounts = [p for t in tables.values() for p in t.player_ids]
    findings: list[Finding] = []
    for table in tables.values():
        paths, version = _paths(services, table, accounts)
        for viewer, (token, seen) in viewers.items():
            secret = deck - seen
            for path in paths:
                status, text = _read(client, path, token, version)
                assert status < 500, (viewer, path, text)
                found = {card for card in CARD_RE.findall(text) if card in secret}
                if seed in text:
                    found.add("seed")
                seated = viewer.startswith(next(k for k, t in tables.items() if t is table))
                if not seated and (path.startswith(table.url) or str(table.table_id) in path):
                    found.update(f"result:{key}" for key in RESULT_RE.findall(text))
                findings += [(viewer, path, what, str(status)) for what in sorted(found)]
    return findings


def test_a_finished_sealed_round_leaks_nowhere_until_it_is_revealed(
    client: TestClient, services: Services, read_models: Any
) -> None:
    _organiser, host = account_identity(services, "sealed-host")
    a = _open(services, "a", _organiser.player_id)
    b = _open(services, "b", _organiser.player_id)
    rng = random.Random(11)
    _play_round(client, services, a, rng)  # table A finishes round 1 (its only board) ...
    for _ in range(4):  # ... while table B plays the same deal, a few moves in
        _move(client, services, b, rng)
    assert services.tables.state(a.table_id).phase == "finished"
    assert services.tables.state(b.table_id).phase == "playing"
    read_models.catch_up()

    deck, seed, seen_a = _knowledge(services, a)
    deck_b, seed_b, seen_b = _knowledge(services, b)
    assert deck == deck_b
    assert seed == seed_b  # the same board at both tables
    assert seed
    viewers: dict[str, tuple[str | None, set[str]]] = {
        "anonymous": (None, set()),
        "host": (host, set()),
        **{f"A{seat}": (a.tokens[seat], seen_a[seat]) for seat in (0, 1)},
        **{f"B{seat}": (b.tokens[seat], seen_b[seat]) for seat in (0, 1)},
    }
    tables = {"A": a, "B": b}
    findings = _scan(client, services, tables, viewers, deck, seed)
    assert findings == [], findings[:20]

    # The seats of A still see their own view of the sealed round, and the answers say why not more.
    own = client.get(f"{a.url}/rounds/1/replay?seat=0", headers=bearer(a.tokens[0]))
    assert own.status_code == 200, own.text
    assert own.json()["state"] is None
    assert client.get(f"{a.url}/rounds/1/replay?seat=1", headers=bearer(a.tokens[0])).json()["detail"]["rule"] == (
        "round_sealed"
    )
    assert client.get(f"{a.url}/rounds/1/seed", headers=bearer(a.tokens[0])).json()["detail"]["rule"] == "round_sealed"
    for route in ("seed", "verify", "commitment", "replay"):  # not even whether the round is over, to non-seats
        for token in (None, b.tokens[0], host):
            answer = client.get(f"{a.url}/rounds/1/{route}", headers=bearer(token))
            assert answer.status_code == 403, (route, answer.text)
            assert answer.json()["detail"]["rule"] == "sealed", (route, answer.text)
    assert client.get(a.url).json()["detail"]["rule"] == "sealed"
    assert client.get(a.url, headers=bearer(b.tokens[0])).json()["detail"]["rule"] == "sealed"
    assert client.get(a.url, headers=bearer(host)).json()["detail"]["rule"] == "sealed"
    assert client.get(a.url, headers=bearer(a.tokens[1])).status_code == 200  # its own seats: their table
    assert client.get(f"{a.url}/events/public").status_code == 403

    # Control: B finishes, the tournament reveals both tables' deals; now the same routes show them.
    _play_round(client, services, b, rng)
    for table in (a, b):
        revealed = services.tables.reveal_deals_system(table.table_id, key=f"reveal-{table.table_id}")
        assert revealed.events
    read_models.catch_up()
    after = _scan(client, services, tables, viewers, deck, seed)
    leaked = {(viewer, path.split("?")[0].rsplit("/", 2)[-1], what) for viewer, path, what, _ in after}
    assert ("anonymous", "seed", "seed") in {(v, p, w) for v, p, w in leaked if p == "seed"}
    for viewer in ("anonymous", "host", "B0"):  # now A's result and timing show too
        assert any(v == viewer and w == "result:round_over" and p == "commitment" for v, p, w in leaked), viewer
        assert any(v == viewer and w in ("result:winner", "result:points") for v, p, w in leaked), viewer
    for viewer in ("anonymous", "host", "B0", "B1"):
        assert any(v == viewer and w != "seed" and p == "replay" for v, p, w in leaked), viewer
        assert any(v == viewer and w != "seed" and p == "audit" for v, p, w in leaked), viewer
    assert any(v == "anonymous" and p == "score-sheet" and w != "seed" for v, p, w in leaked)
    assert client.get(a.url).status_code == 200
    verified = client.get(f"{a.url}/rounds/1/verify").json()
    assert verified["ok"], verified


def test_a_seat_reconnecting_after_the_end_gets_the_reveal_and_the_stream_ends(
    client: TestClient, services: Services
) -> None:
    organiser, _host = account_identity(services, "sealed-host")
    table = _open(services, "r", organiser.player_id)
    _play_round(client, services, table, random.Random(5))
    finished_at = services.tables.state(table.table_id).version
    services.tables.reveal_deals_system(table.table_id, key="reveal")
    result: dict[str, Any] = {}

    def read() -> None:
        headers = {**bearer(table.tokens[0]), "Last-Event-ID": str(finished_at)}
        with client.stream("GET", f"{table.url}/events", headers=headers) as response:
            result["status"] = response.status_code
            result["text"] = "".join(response.iter_text())  # to its end: the stream must end

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(20)
    assert not reader.is_alive(), "the stream of a finished match stayed open after its last event"
    assert result["status"] == 200
    frames, _ = parse_sse(result["text"])
    assert [f["event"] for f in frames] == ["DealsRevealed"]
    assert frames[0]["id"] == finished_at + 1
