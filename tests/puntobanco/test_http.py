"""Punto Banco over HTTP (and its service) on SQLite and PostgreSQL: the faults and transitions
around a shoe — a bet above the balance, keyed retries, stale versions, revoked tokens, a seat
that changes hands, a restart mid-shoe, a lost reply, closing, an explicit shoe, bad input of
every kind.  Seats are taken by identities (guests here).  A whole shoe, its read models, the
leak checks and the live stream are in ``test_http_shoe.py``; every way at another's seat or
chips in ``test_takeover.py``."""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.actors import Actor
from domain.cards import card_name
from domain.maumau.commands import StartMatch
from domain.maumau.game import MAUMAU
from domain.maumau.rules import PRESETS
from domain.puntobanco.shoe import shoe_order
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import InvalidInput, NotFound
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from tests.faultproxy import LostConnection
from tests.live.helpers import parse_sse
from tests.puntobanco.conftest import make_service
from tests.puntobanco.http_helpers import Table, bearer, guest
from tests.service_fixtures import FakeClock, guest_identity


def test_a_bet_above_the_balance_is_refused_clearly_and_changes_nothing(http: TestClient) -> None:
    t = Table(http)
    alice = t.join(0, "alice")
    t.grant(100, seat=0)
    t.shoe()
    before = t.view()
    r = t.bet(alice, "player", 120)
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "insufficient_chips"
    assert "120" in r.json()["detail"]["message"]
    assert "100" in r.json()["detail"]["message"]
    assert t.view() == before
    assert t.bet(alice, "player", 100).status_code == 200
    assert t.view()["balances"][t.players["alice"]] == 0
    assert t.bet(alice, "tie", 20).json()["detail"]["rule"] == "insufficient_chips"


def test_keyed_bets_and_deals_are_idempotent_and_if_match_guards_them(http: TestClient) -> None:
    t = Table(http)
    alice = t.join(0, "alice")
    t.grant(1_000, seat=0)
    t.shoe()
    first = t.bet(alice, "banker", 100, **{"Idempotency-Key": "bet-1"})
    again = t.bet(alice, "banker", 100, **{"Idempotency-Key": "bet-1"})
    assert first.status_code == again.status_code == 200
    assert again.json()["replayed"] is True
    assert again.json()["version"] == first.json()["version"]
    assert t.view()["balances"][t.players["alice"]] == 900
    other = t.bet(alice, "player", 100, **{"Idempotency-Key": "bet-1"})
    assert other.status_code == 422
    version = t.view()["version"]
    stale = t.bet(alice, "player", 20, **{"If-Match": f'"{version - 1}"'})
    assert stale.status_code == 409
    assert stale.json()["detail"]["rule"] == "stale_version"
    assert t.bet(alice, "player", 20, **{"If-Match": f'"{version}"'}).status_code == 200
    dealt = t.deal(**{"Idempotency-Key": "deal-1"})
    redealt = t.deal(**{"Idempotency-Key": "deal-1"})
    assert redealt["replayed"] is True
    assert redealt["events"] == dealt["events"]
    assert t.view()["coups"] == 1


def test_tokens_roles_and_a_seat_that_changes_hands(http: TestClient) -> None:
    t = Table(http)
    other = Table(http)
    alice = t.join(0, "alice")
    stranger = other.join(0, "carol")
    bob_credential = guest(http, "bob")
    bob_id = http.get("/v1/accounts/me", headers=bearer(bob_credential)).json()["player_id"]
    t.grant(1_000, seat=0)
    t.grant(1_000, player_id=bob_id)  # chips for an identity that sits nowhere yet
    t.shoe()
    assert t.bet(t.host, "player", 20).json()["detail"]["rule"] == "seat"  # 403: a host holds no seat
    assert t.bet(t.host, "player", 20).status_code == 403
    assert t.bet(stranger, "player", 20).status_code == 403
    assert t.bet(other.credentials["carol"], "player", 20).status_code == 403  # she sits at another table
    assert t.bet(bob_credential, "player", 20).json()["detail"]["rule"] == "seat"  # bob sits nowhere here
    assert t.bet("forged", "player", 20).status_code == 401
    assert t.bet("mms_forged", "player", 20).status_code == 401
    assert http.post(t.url("/bets"), json={"spot": "player", "amount": 20}).status_code == 401
    assert http.post(t.url("/coups"), headers=bearer(alice)).status_code == 403
    assert http.post(t.url("/coups"), headers=bearer(t.credentials["alice"])).status_code == 403
    assert http.post(t.url("/chips"), json={"amount": 5, "seat": 0}, headers=bearer(alice)).status_code == 403
    assert http.post(t.url("/seats/0/bot"), json={"strategy": "tie"}, headers=bearer(t.host)).status_code == 409
    # alice bets (with her seat token, then her credential), then leaves: her token is dead at once;
    # the seat passes to bob, whose chips are his own.
    assert t.bet(alice, "player", 200).status_code == 200
    assert t.bet(t.credentials["alice"], "tie", 20).status_code == 200
    assert http.delete(t.url("/seats/0"), headers=bearer(alice)).status_code == 204
    assert t.bet(alice, "player", 20).status_code == 401
    assert http.delete(t.url("/seats/0"), headers=bearer(alice)).status_code == 401
    assert t.bet(t.credentials["alice"], "player", 20).json()["detail"]["rule"] == "seat"  # 403: no seat now
    bob = t.join(0, "bob", bob_credential)
    refused = t.bet(bob, "banker", 100)
    assert refused.status_code == 422
    assert refused.json()["detail"]["rule"] == "seat_in_use"
    dealt = t.deal()
    settled = [e for e in dealt["events"] if e["type"] == "BetSettled"]
    alice_name, alice_id = t.players["alice"], t.ids["alice"]
    assert [(e["player"], e["player_id"], e["seat"]) for e in settled] == [(alice_name, alice_id, 0)] * 2, (
        "alice's bets are settled to alice"
    )
    assert t.bet(bob, "banker", 100).status_code == 200, "the seat is bob's from the next coup"
    view = t.view()
    assert view["balances"][t.players["bob"]] == 900
    assert view["balances"][alice_name] == dealt["view"]["balances"][alice_name], "alice's chips stay hers"
    assert view["seats"][0]["player_id"] == t.ids["bob"] == bob_id
    second = http.post(t.url("/seats/1"), headers=bearer(bob_credential))
    assert (second.status_code, second.json()["detail"]["rule"]) == (409, "player_seated")
    # Taking one's own seat again gives a fresh token; the old one stops working.
    again = http.post(t.url("/seats/0"), headers=bearer(bob_credential))
    assert again.status_code == 201
    assert t.bet(bob, "tie", 20).status_code == 401
    assert t.bet(again.json()["token"], "tie", 20).status_code == 200
    # the host removes bots only
    assert http.delete(t.url("/seats/0"), headers=bearer(t.host)).status_code == 403
    t.bot(2, "tie")
    assert http.delete(t.url("/seats/2"), headers=bearer(bob_credential)).status_code == 403
    assert http.delete(t.url("/seats/2"), headers=bearer(t.host)).status_code == 204
    assert http.delete(t.url("/seats/2"), headers=bearer(t.host)).status_code == 404
    # bob leaves with his credential
    assert http.delete(t.url("/seats/0"), headers=bearer(bob_credential)).status_code == 204
    assert t.view()["seats"][0] is None


def test_a_restart_mid_shoe_and_a_second_process_deal_on_safely(
    pb: PuntoBancoTables, pb_services: Services, clock: FakeClock
) -> None:
    table, host, _ = pb.create_table({"decks": 2})
    _, token = pb.join(table.id, 0, guest_identity(pb_services, "alice"))
    pb.add_bot(table.id, 1, "martingale", host)
    pb.grant(table.id, host, 10_000, seat=0)
    pb.grant(table.id, host, 10_000, seat=1)
    pb.start_shoe(table.id, host)
    for _ in range(5):
        pb.bet(table.id, token, "player", 40)
        pb.deal(table.id, host)
    restarted = make_service(pb_services, clock, b"other")  # a new process: empty caches
    assert restarted.view(table.id) == pb.view(table.id)
    restarted.bet(table.id, token, "banker", 40)
    restarted.deal(table.id, host)
    pb.bet(table.id, token, "tie", 20)  # the first process's cache is stale: it catches up
    while pb.state(table.id).shoe is not None:
        (restarted if pb.state(table.id).coups % 2 else pb).deal(table.id, host)
    assert pb.view(table.id) == restarted.view(table.id)
    records = pb.games.load(table.id)
    assert [r.version for r in records] == list(range(1, len(records) + 1))
    assert pb.verify(table.id, 1)["ok"]


def test_a_deal_whose_reply_was_lost_is_dealt_once(pb: PuntoBancoTables, pb_services: Services) -> None:
    table, host, _ = pb.create_table()
    _, token = pb.join(table.id, 0, guest_identity(pb_services, "alice"))
    pb.grant(table.id, host, 1_000, seat=0)
    pb.start_shoe(table.id, host)
    pb.bet(table.id, token, "player", 100)
    before = pb.games.store.current_version(table.id)
    pb_services.store.fault_hook = lost = LostConnection("after_commit")
    try:
        result = pb.deal(table.id, host)
    finally:
        pb_services.store.fault_hook = None
    assert lost.failures == 1
    assert result.replayed is False
    stored = [r.event for r in pb.games.load(table.id)]
    assert [type(e).__name__ for e in stored].count("CoupDealt") == 1
    assert list(result.events) == stored[before:]
    assert pb.state(table.id).coups == 1


@pytest.mark.parametrize(
    ("method", "path", "body", "status", "rule"),
    [
        ("post", "", {"rules": {"decks": 9}}, 422, "rules"),
        ("post", "", {"rules": {"colour": "red"}}, 422, "rules"),
        ("post", "", {"rules": {"decks": True}}, 422, "rules"),
        ("post", "", {"rules": {"min_bet": 100, "max_bet": 50}}, 422, "rules"),
        ("post", "/{t}/seats/0", {"player": "alice"}, 422, "player"),  # a seat names no player
        ("post", "/{t}/seats/0", {"player": "x" * 33}, 422, "player"),
        ("post", "/{t}/seats/0", {"invite": "x"}, 422, "invite"),
        ("post", "/{t}/seats/9", None, 404, "seat"),
        ("post", "/{t}/seats/99", None, 422, "seat"),
        ("post", "/{t}/seats/0", None, 401, "token"),  # the host token is no identity
        ("post", "/{t}/seats/0/bot", {"strategy": "cheat"}, 422, "strategy"),
        ("post", "/{t}/chips", {"amount": 0, "player": "bot:tie@1"}, 422, "amount"),
        ("post", "/{t}/chips", {"amount": 10**9 + 1, "player": "bot:tie@1"}, 422, "amount"),
        ("post", "/{t}/chips", {"amount": 5}, 422, "seat"),
        ("post", "/{t}/chips", {"amount": 5, "seat": 0, "player": "bot:tie@0"}, 422, "seat"),
        ("post", "/{t}/chips", {"amount": 5, "seat": 3}, 404, "seat"),
        ("post", "/{t}/chips", {"amount": "5", "player": "bot:tie@1"}, 422, "amount"),
        ("post", "/{t}/chips", {"amount": 5, "player": "nobody"}, 404, "player"),  # grants go to identities
        ("post", "/{t}/chips", {"amount": 5, "player": "guest:bob"}, 422, "player"),
        ("post", "/{t}/chips", {"amount": 5, "player": "bot:cheat@1"}, 422, "player"),
        ("post", "/{t}/chips", {"amount": 5, "player": "bot:tie@7"}, 422, "player"),
        ("post", "/{t}/chips", {"amount": 5, "player_id": "{u}"}, 404, "player_id"),
        ("post", "/{t}/chips", {"amount": 5, "player_id": "nope"}, 422, "player_id"),
        ("post", "/{t}/shoes", {"order": ["H4", "XX"]}, 422, "order"),
        ("post", "/{t}/shoes", {"order": ["H4", "S5"]}, 422, "order"),
        ("post", "/{t}/shoes", {"seed": "00"}, 422, "seed"),
        ("post", "/{t}/coups", None, 422, "no_shoe"),
        ("get", "/{t}/shoes/1", None, 404, "shoe"),
        ("get", "/{t}/shoes/1/verify", None, 404, "shoe"),
        ("get", "/{t}/coups/1/1/explain", None, 404, "coup"),
        ("get", "/{t}/replay?at=99", None, 422, "at"),
        ("get", "/{t}/history?limit=0", None, 422, "limit"),
        ("get", "/{u}", None, 404, "table"),
        ("get", "/{u}/ledger", None, 404, "table"),
        ("get", "/not-a-uuid", None, 422, "table_id"),
    ],
)
def test_bad_input_is_refused_in_the_documented_shape(
    http: TestClient, method: str, path: str, body: Any, status: int, rule: str
) -> None:
    t = Table(http)
    before = http.get(t.url("/history")).json()["events"]
    unknown = uuid.uuid4()
    url = "/v1/puntobanco/tables" + path.format(t=t.id, u=unknown)
    seating = "/seats/" in path and not path.endswith("/bot") and status != 401
    kwargs: dict[str, Any] = {"headers": bearer(guest(http, "someone") if seating else t.host)}
    if body is not None:
        kwargs["json"] = {k: str(unknown) if v == "{u}" else v for k, v in body.items()}
    r = getattr(http, method)(url, **kwargs)
    assert r.status_code == status, r.text
    assert r.json()["detail"]["rule"] == rule, r.json()
    assert isinstance(r.json()["detail"]["message"], str)
    assert http.get(t.url("/history")).json()["events"] == before, "a refusal changes nothing"


def test_bets_out_of_the_table_limits_name_the_rule(http: TestClient) -> None:
    t = Table(http, {"min_bet": 40, "max_bet": 400})
    alice = t.join(0, "alice")
    t.grant(10_000, seat=0)
    assert t.bet(alice, "player", 20).json()["detail"]["rule"] == "no_shoe"
    t.shoe()
    for spot, amount, rule in (
        ("player", 20, "bet_limits"),
        ("player", 420, "bet_limits"),
        ("banker", 50, "banker_bet_unit"),
        ("dragon", 50, "spot"),
        ("player", True, "amount"),
        ("player", 10**16, "amount"),
    ):
        r = t.bet(alice, spot, amount)
        assert r.status_code == 422, (spot, amount, r.text)
        assert r.json()["detail"]["rule"] == rule
    assert t.bet(alice, "banker", 60).status_code == 200


def test_closing_returns_open_bets_and_ends_the_table(http: TestClient) -> None:
    t = Table(http)
    alice = t.join(0, "alice")
    t.grant(500, seat=0)
    t.shoe()
    t.bet(alice, "player", 300)
    closed = http.post(t.url("/close"), json={"reason": "lesson over"}, headers=bearer(t.host)).json()
    assert [e["type"] for e in closed["events"]] == ["BetReturned", "ShoeFinished", "TableClosed"]
    assert closed["view"]["balances"] == {t.players["alice"]: 500}
    assert closed["view"]["phase"] == "closed"
    assert t.bet(alice, "player", 20).json()["detail"]["rule"] == "table_closed"
    assert http.get(t.url("/shoes/1/verify")).json()["ok"] is True
    assert http.get(t.url("/events"), params={"after": closed["version"]}).status_code == 204
    replay = http.get(t.url("/events"))  # a finished table's stream is its whole history, then ends
    assert replay.status_code == 200
    frames = parse_sse(replay.text)[0]
    assert [f["id"] for f in frames] == list(range(1, closed["version"] + 1))
    assert frames[-1]["event"] == "TableClosed"


def test_an_explicit_shoe_deals_its_cards_in_order(http: TestClient) -> None:
    t = Table(http, {"decks": 1, "burn": "none"})
    alice = t.join(0, "alice")
    t.grant(1_000, seat=0)
    deck = [card_name(c) for c in shoe_order(1, hashlib.sha256(b"x").digest())]
    front = ["H4", "S3", "D5", "C2"]  # Player natural 9
    order = front + [c for c in deck if c not in front]
    started = t.shoe(order)
    assert started["view"]["shoe"]["explicit"] is True
    t.bet(alice, "player", 100)
    dealt = t.deal()
    coup = next(e for e in dealt["events"] if e["type"] == "CoupDealt")
    assert (coup["player_cards"], coup["banker_cards"], coup["natural"], coup["outcome"]) == (
        ["H4", "D5"],
        ["S3", "C2"],
        True,
        "player",
    )
    assert dealt["view"]["balances"][t.players["alice"]] == 1_100


def test_rules_edge_and_teaching_routes(http: TestClient) -> None:
    rules = http.get("/v1/puntobanco/rules").json()
    assert rules["defaults"]["decks"] == 8
    assert rules["banker_tableau"]["3"]["draws_on_player_third"] == [0, 1, 2, 3, 4, 5, 6, 7, 9]
    assert rules["player_draws_on"] == [0, 1, 2, 3, 4, 5]
    edge = http.get("/v1/puntobanco/edge", params={"decks": 8}).json()
    assert (edge["banker"], edge["player"], edge["tie"]) == (0.0106, 0.0124, 0.1436)
    assert http.get("/v1/puntobanco/edge", params={"decks": 9}).status_code == 422
    examples = http.get("/v1/puntobanco/teaching/examples").json()["examples"]
    assert len(examples) >= 12
    assert http.get("/v1/puntobanco/teaching/examples/7").json()["steps"][3]["rule"] == "tableau"
    assert http.get("/v1/puntobanco/teaching/examples/99").status_code == 404
    lesson = http.post("/v1/puntobanco/teaching/explain", json={"cards": ["HA", "S5", "D4", "C8", "H9", "D5"]})
    assert lesson.json()["outcome"] == "banker"
    short = http.post("/v1/puntobanco/teaching/explain", json={"cards": ["H2", "S3", "D2", "C3"]})
    assert short.status_code == 422
    assert short.json()["detail"]["rule"] == "cards"
    assert http.post("/v1/puntobanco/teaching/explain", json={"cards": ["H2", "S3", "D2"]}).status_code == 422
    bad = http.post("/v1/puntobanco/teaching/explain", json={"cards": ["H2", "S3", "D2", "Z9"]})
    assert bad.json()["detail"]["rule"] == "cards"


def test_the_service_refuses_unknown_tables_and_other_games_streams(
    pb: PuntoBancoTables, pb_services: Services
) -> None:
    """A Mau-Mau match and a Punto Banco table share one store: each game service refuses the
    other's stream (404 ``stream_kind``), and a Punto Banco route never frames a Mau-Mau table."""
    with pytest.raises(InvalidInput) as refused:
        pb.create_table({"decks": "8"})
    assert refused.value.rule == "rules"
    table, _, _ = pb.create_table()
    match = uuid.uuid4()
    pb_services.games.execute(match, lambda s: MAUMAU.decide(s, StartMatch(PRESETS["MM-001"], 2)), actor=Actor.HOST)
    with pytest.raises(NotFound) as other:
        pb.games.state(match)
    assert other.value.rule == "stream_kind"
    with pytest.raises(NotFound) as unknown:
        pb.view(match)
    assert unknown.value.rule == "table"
    with pytest.raises(NotFound) as mine:
        pb_services.games.state(table.id)
    assert mine.value.rule == "stream_kind"
    assert pb.view(table.id)["phase"] == "open"
