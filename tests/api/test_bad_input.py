"""Bad input never reaches the store and never causes a 5xx: 4xx naming the field or the rule."""

from __future__ import annotations

import uuid

import pytest

from domain.cards import build_deck, card_name, parse_card
from domain.maumau.rules import MM_001
from infrastructure.services.bootstrap import Services
from tests.api.helpers import HttpTable, bearer, guest, take_seat

HAND_0 = ["CJ", "C7", "C8", "C9", "C10"]
HAND_1 = ["DJ", "D7", "D8", "D9", "D10"]


def tutorial_deck() -> list[str]:
    """MM-001, two seats: seat 0 holds the Club Jack, seat 1 the Diamond Jack; Heart 9 starts."""
    dealt = [card for pair in zip(HAND_0, HAND_1, strict=True) for card in pair] + ["H9"]
    rest = [card_name(c) for c in build_deck(32) if card_name(c) not in dealt]
    return dealt + rest


@pytest.fixture
def table(client) -> HttpTable:
    return HttpTable.open(client, "MM-001", 2, deck=tutorial_deck())


def _version(services: Services, table: HttpTable) -> int:
    return services.store.current_version(uuid.UUID(table.table_id))


def test_explicit_deck_deals_the_tutorial(table) -> None:
    assert sorted(table.view(0)["hand"]) == sorted(HAND_0)
    assert table.view(1)["top"] == "H9"


def test_jack_on_jack_names_the_rule(client, services, table) -> None:
    r = table.command(0, {"type": "play", "cards": ["CJ"], "wish": "H"})
    assert r.status_code == 200, r.text
    before = _version(services, table)
    r = table.command(1, {"type": "play", "cards": ["DJ"], "wish": "D"})
    assert r.status_code == 422
    assert r.json() == {
        "detail": {
            "rule": "wish_on_wish",
            "message": "a Jack may not be played on a Jack under MM-001",
        }
    }
    assert _version(services, table) == before


COMMAND_CASES = [
    # body, expected rule
    ({"type": "play", "cards": ["XX"]}, "cards"),
    ({"type": "play", "cards": ["H9"]}, "not_in_hand"),
    ({"type": "play", "cards": ["C9"], "wish": "X"}, "wish"),
    ({"type": "play", "cards": ["C9"], "wish": "H"}, "wish"),
    ({"type": "play", "cards": ["CJ"]}, "wish"),
    ({"type": "play", "cards": []}, "cards"),
    ({"type": "play"}, "cards"),
    ({"type": "play", "cards": "C9"}, "cards"),
    ({"type": "play", "cards": ["C9", "C10"]}, "multi_same_rank"),
    ({"type": "play", "cards": ["C9"], "call": "maumau"}, "calls"),
    ({"type": "play", "cards": ["C9"], "call": "hello"}, "call"),
    ({"type": "play", "cards": [7]}, "cards"),
    ({"type": "draw", "cards": ["C9"]}, "cards"),
    ({"type": "challenge"}, "target"),
    ({"type": "challenge", "target": 12}, "target"),
    ({"type": "challenge", "target": "one"}, "target"),
    ({"type": "dance"}, "type"),
    ({"cards": ["C9"]}, "type"),
    ({"type": "draw", "colour": "red"}, "colour"),
    ({"type": "pass"}, "pass_not_allowed"),
    ({"type": "close_window"}, "no_window"),
    ([], "body"),
    ("draw", "body"),
]


@pytest.mark.parametrize(("body", "rule"), COMMAND_CASES, ids=[str(b) for b, _ in COMMAND_CASES])
def test_bad_command_is_refused_naming_the_field_or_rule(client, services, table, body, rule: str) -> None:
    before = _version(services, table)
    r = table.command(0, body)
    assert r.status_code == 422, r.text
    detail = r.json()["detail"]
    assert detail["message"]
    if rule == "pass_not_allowed":
        assert detail["rule"] not in ("", "body")
    else:
        assert detail["rule"] == rule, detail
    assert _version(services, table) == before


def test_a_model_level_check_names_its_field_once(client, table) -> None:
    r = table.command(0, {"type": "draw", "cards": ["C9"]})
    assert r.status_code == 422
    detail = r.json()["detail"]
    assert detail["rule"] == "cards"
    assert detail["message"] == "cards: a draw command has no cards"
    assert detail["errors"] == [{"field": "cards", "message": "a draw command has no cards"}]


def test_malformed_json_is_422_json(client, services, table) -> None:
    before = _version(services, table)
    r = client.post(
        f"{table.url}/commands",
        content=b'{"type": "play", "cards": ["C9"',
        headers={**bearer(table.tokens[0]), "Content-Type": "application/json"},
    )
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "json"
    assert _version(services, table) == before


@pytest.mark.parametrize(
    ("header", "value"),
    [("If-Match", "yesterday"), ("If-Match", '"-1"'), ("Idempotency-Key", "x" * 200), ("Idempotency-Key", "two words")],
)
def test_bad_headers_are_422_naming_the_header(client, services, table, header, value) -> None:
    before = _version(services, table)
    r = client.post(
        f"{table.url}/commands",
        json={"type": "draw"},
        headers={**bearer(table.tokens[0]), header: value},
    )
    assert r.status_code == 422, r.text
    assert r.json()["detail"]["rule"] == header
    assert _version(services, table) == before


def test_malformed_table_id_is_4xx(client, table) -> None:
    r = client.get("/v1/tables/not-a-uuid/view", headers=bearer(table.tokens[0]))
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "table_id"


RULESET_CASES = [
    ({"base": "MM-001", "overrides": {"hand_size": 0}}, 422, "hand_size"),
    ({"base": "MM-001", "overrides": {"colour": "red"}}, 422, "colour"),
    ({"base": "MM-001", "overrides": {"stacking": "yes"}}, 422, "stacking"),
    ({"base": "MM-001", "overrides": {"players": [2, 9]}}, 422, "players"),
    ({"base": "MM-001", "overrides": {"specials": {"3": "skip"}}}, 422, "specials"),
    ({"base": "MM-001", "overrides": {"specials": {"7": "explode"}}}, 422, "specials"),
    ({"base": "MM-001", "overrides": {"deck": 40}}, 422, "deck"),
    ({"base": "MM-001", "overrides": {"jump_in": True}}, 422, "jump_in"),
    ({"base": "MM-001", "overrides": {"name": "x"}}, 422, "name"),
    ({"base": "MM-001", "house_rules": ["free_beer"]}, 422, "house_rules"),
    ({"base": "MM-001", "name": "MM-002"}, 422, "name"),
    ({"base": "NOPE"}, 404, None),
    ({"base": "6f0c7c1e-0000-4000-8000-000000000000"}, 404, None),
    ({"base": "MM-001", "overrides": []}, 422, None),
    # issue #8: the text form of an effect bypassed the numeric limit (a pending draw of 1e20)
    ({"base": "MM-001", "overrides": {"specials": {"7": "draw 99999999999999999999"}}}, 422, "specials"),
    ({"base": "MM-001", "overrides": {"specials": {"7": {"kind": "draw", "amount": 10**20}}}}, 422, "specials"),
    ({"base": "MM-001", "overrides": {"specials": {"7": "draw 11"}}}, 422, "specials"),
    ({"base": "MM-001", "overrides": {"specials": {"7": {"kind": "skip", "amount": 3}}}}, 422, "specials"),
    ({"base": "MM-001", "overrides": {"specials": {"7": "skip please"}}}, 422, "specials"),
    # issue #8: unbounded collections and numbers
    ({"base": "MM-001", "overrides": {"last_card_forbidden": ["7"] * 5000}}, 422, "last_card_forbidden"),
    ({"base": "MM-001", "overrides": {"last_card_forbidden": ["7", "7"]}}, 422, "last_card_forbidden"),
    ({"base": "MM-001", "overrides": {"challenge_window_ms": 10**15}}, 422, "challenge_window_ms"),
    ({"base": "MM-001", "overrides": {"points_limit": 10**20}}, 422, "points_limit"),
    ({"base": "MM-001", "overrides": {"players": [2, 10**20]}}, 422, "players"),
    ({"base": "MM-001", "overrides": {"hand_size": True}}, 422, "hand_size"),
    ({"base": "MM-001", "overrides": {f"field{i}": 1 for i in range(200)}}, 422, "overrides"),
    ({"base": "MM-001", "house_rules": ["x" * 5000]}, 422, "house_rules"),
]


@pytest.mark.parametrize(("body", "status", "field"), RULESET_CASES, ids=[str(c[0]) for c in RULESET_CASES])
def test_bad_ruleset_is_refused_naming_the_field(client, body, status: int, field) -> None:
    r = client.post("/v1/rulesets", json=body)
    assert r.status_code == status, r.text
    detail = r.json()["detail"]
    assert detail["rule"]
    assert detail["message"]
    if field is not None:
        named = set(detail.get("fields") or {}) | {detail["rule"]}
        assert field in named, detail
        assert f"{field}: {field}:" not in detail["message"]  # the field is named once, not twice
    assert len(r.content) < 1000  # bad input is quoted in short, never echoed whole
    saved = [x for x in client.get("/v1/rulesets").json() if not x["preset"]]
    assert saved == []


TABLE_CASES = [
    ({"ruleset": "MM-001", "seats": 6}, "players"),
    ({"ruleset": "MM-001", "seats": 1}, "seats"),
    ({"ruleset": "MM-001", "seats": "two"}, "seats"),
    ({"ruleset": "MM-001", "seats": 2, "seed": "abc"}, "seed"),
    ({"ruleset": "MM-001", "seats": 2, "deck": ["HQ"]}, "deck"),
    ({"ruleset": "MM-001", "seats": 2, "deck": ["ZZ"] * 32}, "deck"),
    ({"ruleset": "MM-001", "seats": 2, "extra": 1}, "extra"),
]


@pytest.mark.parametrize(("body", "field"), TABLE_CASES, ids=[str(c[0]) for c in TABLE_CASES])
def test_bad_table_is_refused_naming_the_field(client, body, field: str) -> None:
    r = client.post("/v1/tables", json=body)
    assert r.status_code == 422, r.text
    assert r.json()["detail"]["rule"] == field


def test_bad_seats_and_players_are_refused(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2, start=False)
    newcomer = guest(client, "newcomer")
    r = client.post(f"{table.url}/seats/0", json={"player": "late"}, headers=bearer(newcomer))
    assert (r.status_code, r.json()["detail"]["rule"]) == (422, "player")  # the body names no player
    r = client.post(f"{table.url}/seats/0")
    assert (r.status_code, r.json()["detail"]["rule"]) == (401, "token")  # a seat needs an identity
    r = take_seat(client, table.table_id, 5, newcomer)
    assert (r.status_code, r.json()["detail"]["rule"]) == (404, "seat")
    r = take_seat(client, table.table_id, 42, newcomer)
    assert (r.status_code, r.json()["detail"]["rule"]) == (422, "seat")
    r = take_seat(client, table.table_id, 0, newcomer)
    assert (r.status_code, r.json()["detail"]["rule"]) == (409, "seat_taken")
    r = take_seat(client, table.table_id, 0, newcomer, invite="x" * 65)
    assert (r.status_code, r.json()["detail"]["rule"]) == (422, "invite")
    seated = guest(client, "seated")
    client.post(f"{table.url}/seats/1/leave", headers=bearer(table.tokens[1]))
    assert take_seat(client, table.table_id, 1, seated).status_code == 201
    client.post(f"{table.url}/seats/0/leave", headers=bearer(table.tokens[0]))
    r = take_seat(client, table.table_id, 0, seated)
    assert (r.status_code, r.json()["detail"]["rule"]) == (409, "player_seated")
    r = client.post(f"{table.url}/seats/1/bot", json={"bot": "genius"}, headers=bearer(table.host))
    assert (r.status_code, r.json()["detail"]["rule"]) == (422, "bot")
    assert services.store.current_version(uuid.UUID(table.table_id)) == 0


def test_commands_before_the_match_starts_are_refused(client, services) -> None:
    table = HttpTable.open(client, "MM-001", 2, start=False)
    view = table.view(0)
    assert view["phase"] == "new"
    assert view["legal"] == []
    r = table.command(0, {"type": "draw"})
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "no_round"
    assert services.store.current_version(uuid.UUID(table.table_id)) == 0


def test_custom_ruleset_round_trip_and_table(client) -> None:
    body = {
        "base": "MM-001",
        "name": "Friday",
        "house_rules": ["jack_on_jack"],
        "overrides": {"hand_size": 6, "specials": {"7": "draw 2", "8": "skip", "J": "wish wild"}},
    }
    r = client.post("/v1/rulesets", json=body)
    assert r.status_code == 201, r.text
    saved = r.json()
    assert saved["rules"]["hand_size"] == 6
    assert saved["rules"]["wish_on_wish"] is True
    assert client.get(f"/v1/rulesets/{saved['id']}").json() == saved
    table = HttpTable.open(client, saved["id"], 2)
    assert len(table.view(0)["hand"]) == 6
    assert table.public()["rules"] == saved["rules"]


def test_card_names_are_case_insensitive_on_input() -> None:
    assert parse_card("hq") == parse_card("HQ")
    assert MM_001.name == "MM-001"
