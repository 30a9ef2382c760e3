"""Limits that hold across service processes (``MAUMAU_REDIS_URL``,
``infrastructure/adapters/shared_limits.py``): two apps stand for two hosts, each with its own
in-process counts, and one Redis.  A client that spreads its writes, its password guesses or its
event streams over both gets each limit once; without Redis (the control) it gets it twice; with
Redis away each process counts alone and nothing is refused for the outage."""

from __future__ import annotations

import asyncio
import dataclasses
import socket
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.http.app import create_app
from api.http.stream_slots import StreamSlots, TooManyStreams
from infrastructure.adapters.settings import load_settings
from infrastructure.adapters.shared_limits import SharedLimits
from infrastructure.services.bootstrap import Services, build_services
from tests.api.test_rate_limits import assert_rate_limited
from tests.live.conftest import live_options
from tests.live.helpers import live_server, wait_for
from tests.live.test_revocation import _open_table
from tests.live.test_stream_admission import _open, _refusal

_QUIET = {"bots": False, "window_timers": False, "sse_heartbeat_seconds": 60.0, "sse_follow_other_processes": False}


def _host(services: Services, shared: SharedLimits | None, **limits: Any) -> FastAPI:
    """One 'host': an app with its own limiter and stream counts on ``services``."""
    settings = services.settings.model_copy(update=limits)
    return create_app(services=dataclasses.replace(services, settings=settings, shared_limits=shared))


def _spread_writes(services: Services, shared: tuple[SharedLimits | None, SharedLimits | None]) -> list[int]:
    """Ten table openings from one address, alternating between two hosts; their statuses."""
    limits = {"rate_limit_address_per_second": 0.001, "rate_limit_address_burst": 4}
    hosts = [_host(services, shared[0], **limits), _host(services, shared[1], **limits)]
    with (
        TestClient(hosts[0], client=("203.0.113.50", 4000)) as a,
        TestClient(hosts[1], client=("203.0.113.50", 4001)) as b,
    ):
        answers = [(a, b)[n % 2].post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}) for n in range(10)]
    for answer in answers:
        if answer.status_code == 429:
            assert_rate_limited(answer, "address")
    return [answer.status_code for answer in answers]


def test_writes_spread_over_two_hosts_meet_the_address_burst_once(
    services: Services, redis_server: str, redis_prefix: str
) -> None:
    shared = SharedLimits(redis_server, prefix=redis_prefix), SharedLimits(redis_server, prefix=redis_prefix)
    statuses = _spread_writes(services, shared)
    assert statuses.count(201) == 4, statuses
    assert statuses.count(429) == 6, statuses


def test_without_redis_each_host_counts_alone(services: Services) -> None:
    """The control: the same writes with in-process buckets get the burst once per host."""
    statuses = _spread_writes(services, (None, None))
    assert statuses.count(201) == 8, statuses


def _dead_redis() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"redis://127.0.0.1:{sock.getsockname()[1]}/0"


def test_with_redis_away_each_host_limits_alone_and_serves(services: Services) -> None:
    away = _dead_redis()
    shared = SharedLimits(away), SharedLimits(away)
    statuses = _spread_writes(services, shared)
    assert statuses.count(201) == 8, statuses  # nothing refused for the outage: the local buckets
    assert shared[0].away
    assert shared[1].away


def test_password_guesses_spread_over_two_hosts_meet_the_address_limit_once(
    tmp_path: Path, redis_server: str, redis_prefix: str
) -> None:
    """Two service graphs on one database and one Redis: the address's failure budget (3) is
    spent wherever the guesses land; the owner, from another address, still signs in."""
    settings = load_settings(
        database_url=f"sqlite:///{tmp_path / 'hosts.db'}",
        redis_url=redis_server,
        redis_prefix=redis_prefix,
        sign_in_address_failures=3,
        sign_in_address_failures_per_minute=0.01,
        sign_in_free_failures=100,
    )
    graphs = [build_services(settings), build_services(settings)]
    try:
        apps = [create_app(services=graph) for graph in graphs]
        with (
            TestClient(apps[0], client=("198.51.100.20", 1)) as a,
            TestClient(apps[1], client=("198.51.100.20", 2)) as b,
            TestClient(apps[1], client=("192.0.2.9", 3)) as owner,
        ):
            password = "correct horse battery staple"
            assert a.post("/v1/accounts", json={"handle": "spread", "password": password}).status_code == 201
            guesses = [
                (a, b)[n % 2].post("/v1/sessions", json={"handle": "spread", "password": f"guess {n}"})
                for n in range(6)
            ]
            statuses = [g.status_code for g in guesses]
            assert statuses == [401, 401, 401, 429, 429, 429], statuses
            refused = guesses[3].json()["detail"]
            assert (refused["rule"], refused["limit"]) == ("sign_in_limited", "address")
            assert int(guesses[3].headers["Retry-After"]) >= 1
            signed_in = owner.post("/v1/sessions", json={"handle": "spread", "password": password})
            assert signed_in.status_code == 201, signed_in.text
    finally:
        for graph in graphs:
            graph.close()


def test_streams_spread_over_two_hosts_meet_the_address_cap_once(
    services: Services, redis_server: str, redis_prefix: str
) -> None:
    options = live_options(**_QUIET, sse_max_streams=100, sse_max_streams_per_address=3)
    shared = SharedLimits(redis_server, prefix=redis_prefix), SharedLimits(redis_server, prefix=redis_prefix)
    apps = [
        create_app(
            services=dataclasses.replace(services, shared_limits=one), background=False, runtime_settings=options
        )
        for one in shared
    ]
    with (
        live_server(apps[0]) as base_a,
        live_server(apps[1]) as base_b,
        httpx.Client(base_url=base_a, timeout=10) as a,
        httpx.Client(base_url=base_b, timeout=10) as b,
    ):
        table_id, _host_token, _tokens, _identities = _open_table(a)
        url = f"/v1/tables/{table_id}/events/public"
        held = [_open(a, url), _open(a, url), _open(b, url)]
        assert [r.status for r in held] == [200, 200, 200]
        for client in (a, b):
            status, detail = _refusal(_open(client, url))
            assert (status, detail["rule"], detail["limit"]) == (429, "stream_limited", "address")
        held[0].close()  # closing one on host A frees a place on host B
        runtime = apps[0].state.runtime
        wait_for(lambda: runtime.streams == 1, 30, what="the closed stream's slot on host A")
        reopened = _open(b, url)
        assert reopened.status == 200
        for reader in (*held[1:], reopened):
            reader.close()


def test_the_streams_of_a_host_that_died_stop_counting(redis_server: str, redis_prefix: str) -> None:
    """Host A holds the address's two streams and dies without giving them back: host B is
    refused until their entries expire (no renewal), then admitted."""
    options = live_options(sse_max_streams=10, sse_max_streams_per_address=2)

    def slots() -> StreamSlots:
        runtime = cast(Any, SimpleNamespace(options=options, streams=0))
        return StreamSlots(runtime, SharedLimits(redis_server, prefix=redis_prefix), shared_ttl=1)

    async def scenario() -> tuple[str, bool]:
        a, b = slots(), slots()
        for _ in range(2):
            await a.admit_anywhere("203.0.113.77", None, public=True)
        if a._renewing is not None:
            a._renewing.cancel()  # host A dies: nobody renews its entries
        try:
            await b.admit_anywhere("203.0.113.77", None, public=True)
        except TooManyStreams as refused:
            limit = refused.limit
        else:
            limit = ""
        await asyncio.sleep(1.2)
        admitted = await b.admit_anywhere("203.0.113.77", None, public=True)
        for host in (a, b):
            if host._renewing is not None:
                host._renewing.cancel()
            assert host.shared is not None
            await host.shared.aclose()
        return limit, admitted.shared_keys != ()

    limit, counted = asyncio.run(scenario())
    assert limit == "address"
    assert counted
