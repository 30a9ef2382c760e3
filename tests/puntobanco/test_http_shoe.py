"""A whole shoe of Punto Banco through HTTP on SQLite and PostgreSQL: players (identities: one
bets with its seat token, one with its own credential) and bots bet, the host deals to the cut
card and one more coup; then the replay, the verification and the read models (ledger, coups,
road, audit) built from the log.  The leak checks play a shoe while every role (host, a seat's
token, a seated identity's credential, another table's seat, an identity seated nowhere, nobody)
reads every route that shows the table, and the live stream is read over real HTTP: the shoe's
order, its seed and the burned cards appear nowhere before the shoe's ``ShoeFinished``.

Each test here runs on a fresh database (the read side's tracking rows start at position 0).
"""

from __future__ import annotations

import itertools
import json
import re
import uuid
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from domain.cards import card_name
from domain.puntobanco.shoe import shoe_order
from domain.shuffle import commitment
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from projections.runner import Runner, make_engine, open_store
from tests.live.helpers import StreamReader, live_server, parse_sse, wait_for
from tests.puntobanco.http_helpers import Table, bearer, guest


@pytest.fixture
def pb_settings(migrated_database_url: str) -> Settings:
    """A fresh database at Alembic's head (overrides the conftest's emptied copy)."""
    return load_settings(database_url=migrated_database_url, create_tables=False, pool_size=3)


CHIP_EVENTS = {"ChipsGranted", "BetPlaced", "BetSettled", "BetReturned"}


def catch_up(settings: Settings, batch_size: int = 500) -> None:
    """Run the projection runner over the whole log (nothing may park)."""
    engine, store = make_engine(settings), open_store(settings)
    try:
        runner = Runner(engine, store, batch_size=batch_size)
        runner.run_until_caught_up(max_seconds=120)
        runner.close()
        assert runner.parked == {}
        assert not runner.failing
    finally:
        engine.dispose()
        store.close()


def all_history(http: TestClient, t: Table) -> list[dict[str, Any]]:
    """Every event of the table, page by page (a page holds at most 1000)."""
    out: list[dict[str, Any]] = []
    while True:
        page = http.get(t.url("/history"), params={"after": out[-1]["version"] if out else 0}).json()["events"]
        if not page:
            return out
        out += page


def _play_shoe(t: Table, players: dict[str, str], between: Any = None) -> tuple[int, list[dict[str, Any]]]:
    """Players bet every coup (rotating spots and stakes; a bet above the balance is simply
    refused) until the shoe is finished; ``between(coup)`` runs before each deal.  Returns the
    number of coups and every deal's answer."""
    spots = itertools.cycle(["banker", "player", "tie", "player", "banker"])
    stakes = itertools.cycle([20, 40, 100, 60, 200])
    answers: list[dict[str, Any]] = []
    while True:
        for token in players.values():
            spot, stake = next(spots), next(stakes)
            stake = stake if spot != "banker" else -(-stake // 20) * 20
            r = t.bet(token, spot, stake)
            assert r.status_code == 200 or r.json()["detail"]["rule"] == "insufficient_chips", r.text
        if between is not None:
            between(len(answers) + 1)
        answer = t.deal()
        answers.append(answer)
        kinds = [e["type"] for e in answer["events"]]
        assert "BetsClosed" in kinds
        closed = kinds.index("BetsClosed")
        assert kinds[closed + 1] == "CoupDealt"
        assert kinds[-1] in ("CoupSettled", "ShoeFinished")
        if kinds[-1] == "ShoeFinished":
            return len(answers), answers


def test_a_whole_shoe_through_http_replays_verifies_and_feeds_the_read_models(
    http: TestClient, pb_settings: Settings
) -> None:
    t = Table(http)
    t.join(1, "bob")
    players = {"alice": t.join(0, "alice"), "bob": t.credentials["bob"]}  # bob bets with his credential
    for seat, strategy in ((2, "banker"), (3, "martingale"), (4, "follow"), (5, "tie")):
        t.bot(seat, strategy)
    for seat in range(6):
        t.grant(5_000, seat=seat)
    started = t.shoe()
    shoe_started = started["events"][0]
    assert shoe_started["type"] == "ShoeStarted"
    assert shoe_started["seed"] is None
    assert shoe_started["order"] is None
    coups, answers = _play_shoe(t, players)
    assert 60 <= coups <= 90
    finished = answers[-1]["events"][-1]
    assert commitment(bytes.fromhex(finished["seed"])) == shoe_started["commitment"]
    assert finished["order"] == [card_name(c) for c in shoe_order(8, bytes.fromhex(finished["seed"]))]

    view = t.view()
    assert view["shoe"] is None
    assert view["coups"] == coups
    assert sum(view["balances"].values()) + view["house_result"] == view["granted"] == 30_000
    assert all(v >= 0 for v in view["balances"].values())
    alice, bob = t.players["alice"], t.players["bob"]
    assert set(view["balances"]) == {alice, bob, "bot:banker@2", "bot:martingale@3", "bot:follow@4", "bot:tie@5"}
    assert (alice, bob) == ("guest:alice", "guest:bob")

    report = http.get(t.url("/shoes/1/verify")).json()
    assert report["ok"], report["problems"]
    assert report["coups"] == report["coups_ok"] == coups
    record = http.get(t.url("/shoes/1")).json()
    assert record["finished"] is True
    assert record["seed"] == finished["seed"]
    assert record["order"] == finished["order"]

    history = all_history(http, t)
    assert len(history) > 1000
    assert [e["version"] for e in history] == list(range(1, len(history) + 1))
    replayed = next(e for e in history if e["type"] == "ShoeStarted")
    assert replayed["seed"] == finished["seed"], "a finished shoe's history is its full replay"
    assert replayed["order"] == finished["order"]
    middle = history[len(history) // 2]["version"]
    at = http.get(t.url("/replay"), params={"at": middle}).json()
    assert at["version"] == middle
    assert at["shoe"]["coups"] < coups
    lesson = http.get(t.url("/coups/1/5/explain")).json()
    assert lesson["coup_no"] == 5
    assert lesson["steps"][-2]["rule"] == "outcome"

    catch_up(pb_settings, batch_size=7)  # small batches: coups and reveals span several
    ledger = http.get(t.url("/ledger"), params={"limit": 1000}).json()["rows"]
    ledger += http.get(t.url("/ledger"), params={"after": ledger[-1]["version"]}).json()["rows"]
    chip_events = [e for e in history if e["type"] in CHIP_EVENTS]
    ids = {alice: t.ids["alice"], bob: t.ids["bob"]}
    assert all(e["player_id"] == ids.get(e["player"]) for e in chip_events), "every chip event names its identity"
    assert {e["player_id"] for e in chip_events} == {None, *ids.values()}
    assert [r["version"] for r in ledger] == [e["version"] for e in chip_events]
    for row, event in zip(ledger, chip_events, strict=True):
        assert row["balance"] == event["balance"]
    balances = {p["player"]: p for p in http.get(t.url("/balances")).json()["players"]}
    assert {p: b["balance"] for p, b in balances.items()} == view["balances"]
    assert sum(b["commission"] for b in balances.values()) == sum(
        e["commission"] for e in history if e["type"] == "CoupSettled"
    )
    alice_rows = http.get(t.url("/ledger"), params={"player": alice}).json()["rows"]
    assert {r["player"] for r in alice_rows} == {alice}
    history_coups = http.get(t.url("/coups"), params={"shoe": 1}).json()["coups"]
    dealt = [e for e in history if e["type"] == "CoupDealt"]
    settled = [e for e in history if e["type"] == "CoupSettled"]
    assert [(c["coup_no"], c["outcome"], c["player_cards"]) for c in history_coups] == [
        (e["coup_no"], e["outcome"], e["player_cards"]) for e in dealt
    ]
    assert [c["house_result"] for c in history_coups] == [e["house_result"] for e in settled]
    road = http.get(t.url("/shoes/1/road")).json()
    assert sum(road["counts"].values()) == coups
    assert len(road["bead_plate"]) == coups
    assert len(road["big_road"]) == road["counts"]["player"] + road["counts"]["banker"]
    audit = http.get(t.url("/audit"), params={"shoe": 1}).json()["rows"]
    started_row = next(r for r in audit if r["event_type"] == "ShoeStarted")
    assert started_row["redacted"] is False
    assert started_row["payload"]["seed"] == finished["seed"]
    assert finished["seed"] in started_row["description"]


class LeakScanner:
    """Finds a shoe's secrets in text: its seed, any six undealt cards of its order in a row, its
    face-down burned cards in a row (when there are three or more)."""

    CARD = r"\b[CSHD](?:10|[2-9JQKA])\b"

    def __init__(self, pb: PuntoBancoTables, table_id: str) -> None:
        """Read the secrets from the service's own state (the test is the referee)."""
        self._re = re.compile(self.CARD)
        shoe = pb.games.state(uuid.UUID(table_id)).shoe
        assert shoe is not None
        self.seed = shoe.seed
        self.order = [card_name(c) for c in shoe.order]
        self.burned = tuple(card_name(c) for c in shoe.burned)
        self._shoe = shoe
        self.texts = 0

    def windows(self, pos: int) -> set[tuple[str, ...]]:
        """Every six undealt cards in a row, from index ``pos`` on."""
        rest = self.order[pos:]
        return {tuple(rest[i : i + 6]) for i in range(len(rest) - 5)}

    def check(self, text: str, pos: int, where: str) -> None:
        """``text`` (seen when ``pos`` cards were dealt) holds no secret."""
        self.texts += 1
        assert self.seed not in text, f"the seed leaked through {where}"
        cards = self._re.findall(text)
        hidden = self.windows(pos)
        for i in range(len(cards) - 5):
            assert tuple(cards[i : i + 6]) not in hidden, f"the shoe's order leaked through {where}"
        if len(self.burned) >= 3:
            n = len(self.burned)
            assert not any(tuple(cards[i : i + n]) == self.burned for i in range(len(cards) - n + 1)), (
                f"the burned cards leaked through {where}"
            )


def test_nobody_sees_the_order_the_seed_or_the_burned_cards_before_the_shoe_ends(
    pb_app: FastAPI, pb: PuntoBancoTables, pb_settings: Settings
) -> None:
    with live_server(pb_app) as base, httpx.Client(base_url=base, timeout=30) as http:
        t = Table(http)
        other = Table(http)
        players = {"alice": t.join(0, "alice"), "bob": t.join(1, "bob")}
        stranger = other.join(0, "carol")
        unseated = guest(http, "dave")
        t.bot(2, "martingale")
        for seat in range(3):
            t.grant(3_000, seat=seat)
        reader = StreamReader(http, t.url("/events"), {})
        wait_for(lambda: pb.hub.count() >= 1, what="the stream to listen")
        answers = [t.shoe()]
        scanner = LeakScanner(pb, t.id)
        roles = {
            "nobody": {},
            "host": bearer(t.host),
            "alice's seat": bearer(players["alice"]),
            "alice's credential": bearer(t.credentials["alice"]),
            "stranger": bearer(stranger),
            "an identity seated nowhere": bearer(unseated),
        }

        def look(coup: int) -> None:
            """Every route that shows the table, as every role, now."""
            shoe = pb.games.state(uuid.UUID(t.id)).shoe
            assert shoe is not None
            pos = shoe.pos
            if coup % 25 and not shoe.cut_out and coup != 1:
                return
            catch_up(pb_settings)
            version = t.view()["version"]
            urls = [
                t.url(),
                t.url("/history"),
                t.url("/history?shoe=1"),
                t.url("/shoes/1"),
                t.url("/shoes/1/verify"),
                t.url(f"/replay?at={version}"),
                t.url("/replay?at=8"),
                t.url("/ledger"),
                t.url("/balances"),
                t.url("/coups"),
                t.url("/shoes/1/road"),
                t.url("/audit"),
                t.url("/audit?shoe=1"),
                t.url("/coups/1/1/explain"),
            ]
            for role, headers in roles.items():
                for url in urls:
                    r = http.get(url, headers=headers)
                    assert r.status_code in (200, 404, 409), (url, r.text)
                    scanner.check(r.text, pos, f"{url} as {role}")
            for token in (players["bob"], t.credentials["bob"], unseated):
                refused = t.bet(token, "player", 10**6)
                scanner.check(refused.text, pos, "an error message")
            for answer in answers:
                scanner.check(json.dumps(answer), pos, "a command's answer")
            answers.clear()

        coups, dealt = _play_shoe(t, players, between=look)
        for answer in dealt[:-1]:
            scanner.check(json.dumps(answer), scanner._shoe.cut_index, "a deal's answer")
        reader_text = reader.text
        # The stream up to the shoe's end, read live over real HTTP: nothing hidden before ShoeFinished.
        before_end = reader_text.split("event: ShoeFinished")[0]
        scanner.check(before_end, scanner._shoe.cut_index, "the live stream")
        assert scanner.texts > 100
        # Positive control: once the shoe is over, the same scanner finds the seed and the order.
        record = http.get(t.url("/shoes/1")).text
        with pytest.raises(AssertionError, match="seed leaked"):
            scanner.check(record, 0, "the finished shoe")
        with pytest.raises(AssertionError, match="order leaked"):
            scanner.check(json.dumps(json.loads(record)["order"]).replace(scanner.seed, ""), 0, "the finished shoe")
        # The live stream ends with the table; a reconnect resumes after the last id it saw.
        http.post(t.url("/close"), json={}, headers=bearer(t.host))
        assert reader.done.wait(20), "the stream ends after TableClosed"
        frames = parse_sse(reader.text)[0]
        history = all_history(http, t)  # type: ignore[arg-type]
        assert [f["id"] for f in frames] == [e["version"] for e in history]
        assert frames[-1]["event"] == "TableClosed"
        live_started = next(f for f in frames if f["event"] == "ShoeStarted")["data"]
        assert live_started["seed"] is None, "a live frame is as it was sent: redacted"
        resumed = http.get(t.url("/events"), headers={"Last-Event-ID": str(history[-5]["version"])})
        assert [f["id"] for f in parse_sse(resumed.text)[0]] == [e["version"] for e in history[-4:]]
        assert coups > 50
