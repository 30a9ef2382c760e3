"""Look-alike names over HTTP on both backends (issue #19, item 2): every name a person sees
(handles, guest names, API-key labels, ruleset and tournament names) refuses a trailing newline
and every control, format, bidirectional and invisible character with 422 naming the field (and
the reason in ``fields``), stores nothing, and still accepts the names it accepted before."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from scripts.attack.common import store_snapshot
from tests.api.helpers import bearer, guest

PASSWORD = "correct horse battery"

HIDDEN = {
    "trailing newline": "\n",
    "carriage return": "\r",
    "NUL": "\x00",
    "escape": "\x1b",
    "right-to-left override U+202E": "\u202e",
    "first-strong isolate U+2068": "\u2068",
    "zero-width joiner U+200D": "\u200d",
    "zero-width space U+200B": "\u200b",
    "byte-order mark U+FEFF": "\ufeff",
    "line separator U+2028": "\u2028",
    "Hangul filler U+3164": "\u3164",
}
"""What a look-alike name hides after (or inside) an honest one."""


def _count(services: Any, table: str) -> int:
    with services.engine.connect() as conn:
        return int(conn.execute(text(f"SELECT COUNT(*) FROM {table}")).scalar_one())


def _refused(response: Any, field: str) -> dict[str, Any]:
    assert response.status_code == 422, response.text
    detail: dict[str, Any] = response.json()["detail"]
    assert detail["rule"] == field, detail
    assert detail["message"]
    return detail


def test_alice_with_a_trailing_newline_is_not_a_new_handle(client: TestClient, services: Any) -> None:
    assert client.post("/v1/accounts", json={"handle": "alice", "password": PASSWORD}).status_code == 201
    players = _count(services, "maumau_players")
    detail = _refused(client.post("/v1/accounts", json={"handle": "alice\n", "password": PASSWORD}), "handle")
    assert detail["fields"] == {"handle": "control"}
    _refused(client.post("/v1/accounts", json={"handle": "bob\n", "password": PASSWORD}), "handle")
    _refused(client.post("/v1/guests", json={"name": "alice\n"}), "name")
    assert _count(services, "maumau_players") == players
    # Signing in as "alice\n" is not signing in as alice (every failure alike: 401).
    r = client.post("/v1/sessions", json={"handle": "alice\n", "password": PASSWORD})
    assert (r.status_code, r.json()["detail"]["rule"]) == (401, "credentials")


@pytest.mark.parametrize("hidden", list(HIDDEN.values()), ids=list(HIDDEN))
def test_hidden_characters_are_refused_in_every_name(client: TestClient, services: Any, hidden: str) -> None:
    services.tables.accounts.register("Organiser", PASSWORD, role="organiser")
    session = client.post("/v1/sessions", json={"handle": "Organiser", "password": PASSWORD}).json()["token"]
    table = client.post("/v1/tables", json={"seats": 2}).json()
    pb = client.post("/v1/puntobanco/tables", json={"rules": {}}).json()
    before = (store_snapshot(services.engine), _count(services, "maumau_credentials"))
    for where in ("end", "middle"):

        def name(honest: str) -> str:
            return honest + hidden if where == "end" else honest[:2] + hidden + honest[2:]  # noqa: B023

        _refused(client.post("/v1/accounts", json={"handle": name("mallory"), "password": PASSWORD}), "handle")
        _refused(client.post("/v1/guests", json={"name": name("mallory")}), "name")
        _refused(
            client.post("/v1/accounts/me/api-keys", json={"label": name("my bot")}, headers=bearer(session)), "label"
        )
        _refused(client.post("/v1/rulesets", json={"base": "MM-001", "name": name("House rules")}), "name")
        _refused(
            client.post(
                "/v1/tournaments",
                json={"name": name("Friday cup"), "format": "series", "rounds": 1, "boards": 1},
                headers=bearer(session),
            ),
            "name",
        )
        # A bot's name is one of a closed list: a hidden character makes it no bot's name.
        bot = f"/v1/tables/{table['table_id']}/seats/1/bot"
        _refused(client.post(bot, json={"bot": name("random")}, headers=bearer(table["host_token"])), "bot")
        pb_bot = f"/v1/puntobanco/tables/{pb['table_id']}/seats/1/bot"
        _refused(client.post(pb_bot, json={"strategy": name("banker")}, headers=bearer(pb["host_token"])), "strategy")
    assert (store_snapshot(services.engine), _count(services, "maumau_credentials")) == before


def test_honest_names_are_still_accepted(client: TestClient, services: Any) -> None:
    services.tables.accounts.register("Organiser", PASSWORD, role="organiser")
    session = client.post("/v1/sessions", json={"handle": "Organiser", "password": PASSWORD}).json()["token"]
    for handle, shown in (("Zoë", "Zoë"), ("Zoe\u0308x", "Zoëx"), ("o.k-1_2", "o.k-1_2"), ("Ｋａｌｌｅ", "Kalle")):  # noqa: RUF001
        r = client.post("/v1/accounts", json={"handle": handle, "password": PASSWORD})
        assert (r.status_code, r.json()["handle"]) == (201, shown), r.text
    visitor = client.post("/v1/guests", json={"name": "kalle"})
    assert (visitor.status_code, visitor.json()["account"]["handle"]) == (201, "guest:kalle")
    assert guest(client, "Åsa")
    key = client.post("/v1/accounts/me/api-keys", json={"label": "  my bot (2) ünd so  "}, headers=bearer(session))
    assert (key.status_code, key.json()["label"]) == (201, "my bot (2) ünd so"), key.text
    ruleset = client.post("/v1/rulesets", json={"base": "MM-001", "name": "House rules 2"})
    assert ruleset.status_code == 201, ruleset.text
    cup = client.post(
        "/v1/tournaments",
        json={"name": "  Café cup \u2013 2. Runde  ", "format": "series", "rounds": 1, "boards": 1},
        headers=bearer(session),
    )
    assert (cup.status_code, cup.json()["summary"]["name"]) == (201, "Café cup \u2013 2. Runde"), cup.text


def test_schema_patterns_match_whole_values_too(client: TestClient) -> None:
    """pydantic's ``pattern=`` constraints (a table's seed, a leaderboard's period) match the
    whole value: a final newline does not slip past ``$`` there either."""
    seed = "ab" * 32
    _refused(client.post("/v1/tables", json={"seats": 2, "seed": seed + "\n"}), "seed")
    assert client.post("/v1/tables", json={"seats": 2, "seed": seed}).status_code == 201
    r = client.get("/v1/leaderboards", params={"period": "all\n"})
    assert r.status_code == 422, r.text
    assert client.get("/v1/leaderboards", params={"period": "all"}).status_code == 200
