"""Write rate limits (``api/http/middleware/rate_limit.py``) over HTTP on both backends, and the buckets alone.

A burst of challenges from one seat token and a burst of other writes from one address are cut
at the configured burst with 429 ``rate_limited`` and an integer ``Retry-After``; the refused
requests change nothing (event log head, match version, lobby rows); other tokens and other
addresses still write; reads (GET, an event stream) are never limited.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text

from api.http.app import create_app
from api.http.middleware.rate_limit import RateLimiter, TokenBuckets
from infrastructure.services.bootstrap import Services
from tests.api.helpers import HttpTable, bearer
from tests.live.helpers import StreamReader, live_server, wait_for

LOBBY_TABLES = ("maumau_tables", "maumau_seats", "maumau_rulesets")


def limited_app(services: Services, **limits: Any) -> FastAPI:
    """The app on the test's services with the rate-limit settings ``limits``."""
    settings = services.settings.model_copy(update=limits)
    return create_app(services=dataclasses.replace(services, settings=settings))


def snapshot(services: Services) -> dict[str, int]:
    """What a write could change: the event log's head and the lobby's row counts."""
    counts = {"events": services.store.max_notification_id()}
    with services.engine.connect() as conn:
        for table in LOBBY_TABLES:
            counts[table] = int(conn.execute(text(f"SELECT count(*) FROM {table}")).scalar_one())
    return counts


def assert_rate_limited(response: httpx.Response, limit: str) -> int:
    """A 429 in the documented shape naming ``limit``; returns its ``Retry-After`` seconds."""
    assert response.status_code == 429, response.text
    detail = response.json()["detail"]
    assert detail["rule"] == "rate_limited"
    assert detail["limit"] == limit
    assert detail["message"]
    retry_after = response.headers["Retry-After"]
    assert retry_after.isdigit(), retry_after
    assert int(retry_after) >= 1
    assert detail["retry_after"] == int(retry_after)
    return int(retry_after)


def test_a_burst_of_challenges_stops_at_the_token_burst_and_the_refused_ones_change_nothing(
    client: TestClient, services: Services
) -> None:
    table = HttpTable.open(client, seats=2)
    limited = limited_app(services, rate_limit_token_per_second=0.01, rate_limit_token_burst=3)
    with TestClient(limited) as http:
        challenge = {"type": "challenge", "target": 1}
        url = f"{table.url}/commands"
        admitted = [http.post(url, json=challenge, headers=bearer(table.tokens[0])) for _ in range(3)]
        assert all(r.status_code in (200, 422) for r in admitted), [r.text for r in admitted]
        before = snapshot(services)
        version = table.public()["version"]
        for _ in range(12):
            refused = http.post(url, json=challenge, headers=bearer(table.tokens[0]))
            assert 90 <= assert_rate_limited(refused, "token") <= 100  # one token per 100 s, some refilled
        assert snapshot(services) == before, "a refused challenge changed the database"
        assert table.public()["version"] == version
        # Reads go on for the limited token; another seat's token still writes.
        assert http.get(f"{table.url}/view", headers=bearer(table.tokens[0])).status_code == 200
        assert http.get(f"{table.url}/legal", headers=bearer(table.tokens[0])).status_code == 200
        assert http.get(table.url).status_code == 200
        legal = http.get(f"{table.url}/legal", headers=bearer(table.tokens[1])).json()["legal"]
        move = next(m for m in legal if m["type"] != "challenge") if legal else {"type": "challenge", "target": 0}
        other = http.post(url, json=move, headers=bearer(table.tokens[1]))
        assert other.status_code in (200, 422), other.text
        assert other.status_code != 429


def test_a_burst_of_other_writes_stops_at_the_address_burst_and_changes_nothing(
    client: TestClient, services: Services
) -> None:
    table = HttpTable.open(client, seats=2)  # set up through an app without limits
    limited = limited_app(services, rate_limit_address_per_second=0.5, rate_limit_address_burst=4)
    with TestClient(limited, client=("203.0.113.7", 40000)) as http:
        for _ in range(4):  # the burst: admitted, whatever the lobby answers
            assert http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).status_code != 429
        before = snapshot(services)
        version = table.public()["version"]
        turn = table.public()["state"]["turn"]
        move = table.legal(turn)["legal"][0]
        writes = [
            ("/v1/tables", {"ruleset": "MM-001", "seats": 2}, None),
            (f"{table.url}/commands", move, table.tokens[turn]),
            (f"{table.url}/rounds", None, table.host),
            (f"{table.url}/end", None, table.host),
            ("/v1/rulesets", {"base": "MM-001", "name": "mine"}, None),
            (f"{table.url}/seats/0/leave", None, table.tokens[0]),
        ]
        for path, body, token in writes * 3:
            assert_rate_limited(http.post(path, json=body, headers=bearer(token)), "address")
        for method in ("PUT", "PATCH", "DELETE"):
            assert_rate_limited(http.request(method, table.url), "address")
        assert snapshot(services) == before, "a refused write changed the database"
        assert table.public()["version"] == version
        for _ in range(20):  # reads are not limited
            assert http.get(table.url).status_code == 200
            assert http.get(f"{table.url}/view", headers=bearer(table.tokens[0])).status_code == 200
            assert http.get("/v1/rulesets").status_code == 200
    # Another address still writes: the move refused above goes through now.
    with TestClient(limited, client=("198.51.100.9", 40000)) as other:
        moved = other.post(f"{table.url}/commands", json=move, headers=bearer(table.tokens[turn]))
        assert moved.status_code == 200, moved.text
    assert snapshot(services)["events"] > before["events"]


def test_an_event_stream_is_a_read_and_opens_while_writes_are_refused(client: TestClient, services: Services) -> None:
    table = HttpTable.open(client, seats=2)  # set up through an app without limits
    limited = limited_app(services, rate_limit_address_per_second=0.01, rate_limit_address_burst=1)
    with live_server(limited) as base, httpx.Client(base_url=base, timeout=10) as http:
        assert http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).status_code != 429
        assert_rate_limited(http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}), "address")
        for path, headers in ((f"{table.url}/events", bearer(table.tokens[0])), (f"{table.url}/events/public", {})):
            reader = StreamReader(http, f"{base}{path}", headers)
            try:
                wait_for(reader.frames, 10, what="the stream's first frames")
                assert reader.status == 200
            finally:
                reader.close()


class FakeMonotonic:
    """Seconds, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_refills_at_its_rate_and_retry_after_says_when() -> None:
    clock = FakeMonotonic()
    limiter = RateLimiter(TokenBuckets(2.0, 3), TokenBuckets(0.0, 0), clock)
    assert [limiter.admit("t", "a") for _ in range(3)] == [None, None, None]
    refusal = limiter.admit("t", "a")
    assert refusal is not None
    assert (refusal.limit, refusal.retry_after) == ("token", 1)  # 0.5 s, rounded up
    clock.now += 0.5
    assert limiter.admit("t", "a") is None
    assert limiter.admit("t", "a") is not None
    clock.now += 60  # never more than the burst
    assert [limiter.admit("t", "a") is None for _ in range(4)] == [True, True, True, False]
    slow = RateLimiter(TokenBuckets(0.1, 1), TokenBuckets(0.0, 0), clock)
    assert slow.admit("t", "a") is None
    refusal = slow.admit("t", "a")
    assert refusal is not None
    assert refusal.retry_after == 10


def test_a_refused_write_takes_nothing_from_the_other_bucket() -> None:
    clock = FakeMonotonic()
    limiter = RateLimiter(TokenBuckets(0.001, 1), TokenBuckets(0.001, 3), clock)
    assert limiter.admit("t", "a") is None  # token 0 left, address 2 left
    refusal = limiter.admit("t", "a")
    assert refusal is not None
    assert refusal.limit == "token"
    assert limiter.admit(None, "a") is None
    assert limiter.admit(None, "a") is None  # the refused write took no address token
    refusal = limiter.admit(None, "a")
    assert refusal is not None
    assert refusal.limit == "address"
    assert limiter.admit(None, "b") is None  # addresses are apart


@pytest.mark.parametrize(("rate", "burst"), [(0.0, 5), (5.0, 0), (0.0, 0)])
def test_a_rate_or_burst_of_zero_switches_the_limit_off(rate: float, burst: int) -> None:
    limiter = RateLimiter(TokenBuckets(rate, burst), TokenBuckets(rate, burst), FakeMonotonic())
    assert not limiter.enabled
    assert all(limiter.admit("t", "a") is None for _ in range(1000))


def test_the_buckets_kept_are_bounded() -> None:
    clock = FakeMonotonic()
    buckets = TokenBuckets(0.001, 1, max_keys=100)
    limiter = RateLimiter(TokenBuckets(0.0, 0), buckets, clock)
    for n in range(1000):
        assert limiter.admit(None, f"10.0.{n // 256}.{n % 256}") is None
    assert len(buckets) == 100
    assert limiter.admit(None, "10.0.3.231") is not None  # recent: still remembered (empty)
    assert limiter.admit(None, "10.0.0.0") is None  # forgotten: starts full again


def test_limits_are_on_by_default_in_a_deployment() -> None:
    """The settings' own defaults limit writes (the test session switches them off via the
    environment, see tests/conftest.py)."""
    from infrastructure.adapters.settings import Settings

    fields = Settings.model_fields
    assert fields["rate_limit_token_per_second"].default > 0
    assert fields["rate_limit_token_burst"].default > 0
    assert fields["rate_limit_address_per_second"].default > 0
    assert fields["rate_limit_address_burst"].default > 0
