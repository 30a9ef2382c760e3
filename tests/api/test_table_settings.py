"""Table settings: chosen when the table is opened, bounded, stored and shown on its page."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient

from infrastructure.services.errors import InvalidInput
from infrastructure.services.table_settings import TableSettings, parse_table_settings


def test_defaults_are_an_open_unrated_table_without_a_clock(client: TestClient) -> None:
    created = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
    page = client.get(f"/v1/tables/{created['table_id']}").json()
    assert page["settings"] == {**TableSettings().to_dict(), "sealed": False}  # sealed: tournament tables only
    assert page["settings"]["rated"] is False
    assert page["settings"]["turn_seconds"] is None


def test_chosen_settings_are_stored_and_shown(client: TestClient) -> None:
    chosen = {"rated": True, "private": True, "turn_seconds": 30, "bank_seconds": 60, "on_leave": "forfeit"}
    handle = f"host{uuid.uuid4().hex[:8]}"
    assert client.post("/v1/accounts", json={"handle": handle, "password": "long enough"}).status_code == 201
    session = client.post("/v1/sessions", json={"handle": handle, "password": "long enough"}).json()["token"]
    created = client.post(
        "/v1/tables",
        json={"ruleset": "MM-001", "seats": 3, "settings": chosen},
        headers={"Authorization": f"Bearer {session}"},  # a rated table is opened by an account
    )
    assert created.status_code == 201, created.text
    page = client.get(f"/v1/tables/{created.json()['table_id']}").json()
    assert {k: page["settings"][k] for k in chosen} == chosen
    assert page["settings"]["max_timeouts"] == 3


@pytest.mark.parametrize(
    ("settings", "field"),
    [
        ({"turn_seconds": 1}, "turn_seconds"),
        ({"bank_seconds": 10**6}, "bank_seconds"),
        ({"on_leave": "vanish"}, "on_leave"),
        ({"rated": "yes"}, "rated"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_settings_are_refused_naming_the_field_and_open_nothing(
    client: TestClient, settings: dict[str, Any], field: str
) -> None:
    response = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2, "settings": settings})
    assert response.status_code == 422
    assert field in response.text


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"turn_seconds": 4}, "settings.turn_seconds"),
        ({"max_timeouts": 0}, "settings.max_timeouts"),
        ({"substitute_bot": "genius"}, "settings.substitute_bot"),
        ({"private": 1}, "settings.private"),
        ({"auto_deal_seconds": True}, "settings.auto_deal_seconds"),
        ({"extra": 1}, "settings.extra"),
    ],
)
def test_the_service_refuses_bad_settings_from_any_caller(raw: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_table_settings(raw)
    assert caught.value.rule == field


def test_settings_round_trip_through_their_stored_form() -> None:
    chosen = TableSettings(rated=True, turn_seconds=20, bank_seconds=30, max_timeouts=2, auto_deal_seconds=5)
    assert parse_table_settings(chosen.to_dict()) == chosen
