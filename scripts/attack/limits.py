"""Part 3 of the attack campaign: the service's limits, over real HTTP.

Clients connect from several loopback addresses (``127.0.0.x``, ``127.0.1.x``: every address of
``127.0.0.0/8`` is this machine), so that per-address limits can be told from process-wide ones.

* **Event-stream cap.**  The service runs with ``MAUMAU_SSE_MAX_STREAMS`` = ``cap`` and public
  streams held to ``MAUMAU_SSE_PUBLIC_SHARE`` of it; ``burst`` public event streams are opened at
  once (one connection each, spread over enough addresses that none reaches its own cap) and held
  open until every answer is in.  Exactly the public share of the cap must be admitted (200),
  every other one refused with 503 in the documented error shape; after they close, a new stream
  must be admitted again (the slots come back).
* **Stream flood.**  One address opens ``per_address + 10`` streams at once: exactly
  ``MAUMAU_SSE_MAX_STREAMS_PER_ADDRESS`` are admitted, the rest 429 ``stream_limited`` (limit
  ``address``, ``Retry-After``); other addresses then fill the public share (the next ones 503
  ``streams``, limit ``public``); a seated player's own stream must still be admitted.
* **Sign-in flood.**  One address sends ``sign_in_attempts`` wrong-password sign-ins for one
  handle, half one after another (the issue's flood: 86 in 20 s, every one an argon2id of ~64
  MiB), then half 16 at a time: past
  the failed-sign-in limits they must be refused 429 ``sign_in_limited`` with ``Retry-After``
  before any hashing, and the owner at another address must sign in meanwhile.  Measured, not
  judged: the service's resident memory (``VmRSS``, peak ``VmHWM``) before and after, and a
  seat's ``/view`` latency (median) idle and during the flood.
* **Body size.**  A body over the limit with ``Content-Length`` and one sent chunked (no
  ``Content-Length``) must be 413 ``body_too_large``; a body just under the limit is judged on
  its content (not 413).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx

from scripts.attack.common import bearer, error_shape_problem

__all__ = ["run_limits", "sign_in_flood"]

PASSWORD = "flood owner password"


def _client(base: str, address: str, connections: int) -> httpx.AsyncClient:
    """An HTTP client whose connections come from the loopback ``address``."""
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=0)
    transport = httpx.AsyncHTTPTransport(local_address=address, limits=limits)
    return httpx.AsyncClient(base_url=base, transport=transport, timeout=httpx.Timeout(30.0, pool=60.0))


class _Streams:
    """Streams opened at once and held open until released; their answers counted."""

    def __init__(self) -> None:
        self.statuses: Counter[str] = Counter()
        self.limits: Counter[str] = Counter()
        self.bad_shapes: list[str] = []
        self.missing_retry_after = 0
        self.release = asyncio.Event()
        self.tasks: list[asyncio.Task[None]] = []

    def open(self, http: httpx.AsyncClient, url: str, headers: dict[str, str], n: int) -> None:
        """Open ``n`` streams of ``url`` through ``http`` (answers come in concurrently)."""
        for _ in range(n):
            self.tasks.append(asyncio.create_task(self._one(http, url, headers)))

    async def _one(self, http: httpx.AsyncClient, url: str, headers: dict[str, str]) -> None:
        answered = asyncio.Event()
        try:
            async with http.stream("GET", url, headers=headers) as response:
                self.statuses[str(response.status_code)] += 1
                if response.status_code != 200:
                    await response.aread()
                    if (why := error_shape_problem(response)) is not None:
                        self.bad_shapes.append(why)
                    if "retry-after" not in response.headers:
                        self.missing_retry_after += 1
                    detail = response.json().get("detail", {}) if response.status_code >= 400 else {}
                    self.limits[f"{response.status_code}:{detail.get('rule')}:{detail.get('limit')}"] += 1
                answered.set()
                if response.status_code == 200:
                    await self.release.wait()
        except httpx.HTTPError as error:
            self.statuses[f"transport:{type(error).__name__}"] += 1

    async def answered(self, total: int, timeout: float = 90.0) -> None:
        """Wait until ``total`` streams have been answered."""
        deadline = time.monotonic() + timeout
        while sum(self.statuses.values()) < total and time.monotonic() < deadline:
            await asyncio.sleep(0.02)

    async def close(self) -> None:
        """Let every held stream go."""
        self.release.set()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    def report(self) -> dict[str, Any]:
        return {
            "by_status": dict(self.statuses),
            "by_refusal": dict(self.limits),
            "refusal_shape_problems": self.bad_shapes[:5],
            "refusals_without_retry_after": self.missing_retry_after,
        }


async def _readmitted(http: httpx.AsyncClient, url: str) -> bool:
    """The slots come back once the service notices the disconnects."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        async with http.stream("GET", url) as response:
            if response.status_code == 200:
                return True
        await asyncio.sleep(0.2)
    return False


async def _stream_burst(base: str, table_id: str, burst: int, per_address: int) -> dict[str, Any]:
    """``burst`` public streams at once, from as many addresses as keep each under its own cap."""
    url = f"/v1/tables/{table_id}/events/public"
    addresses = [f"127.0.1.{i + 1}" for i in range(-(-burst // per_address))]
    clients = [_client(base, address, per_address + 5) for address in addresses]
    streams = _Streams()
    try:
        for i, http in enumerate(clients):
            streams.open(http, url, {}, min(per_address, burst - i * per_address))
        await streams.answered(burst)
        await streams.close()
        readmitted = await _readmitted(clients[0], url)
    finally:
        for http in clients:
            await http.aclose()
    return {
        "opened_at_once": burst,
        "addresses": len(addresses),
        **streams.report(),
        "admitted": streams.statuses.get("200", 0),
        "refused_503": streams.statuses.get("503", 0),
        "readmitted_after_close": readmitted,
    }


async def _stream_flood(base: str, table_id: str, seat_token: str, per_address: int, public_cap: int) -> dict[str, Any]:
    """One address past its cap, then the public share filled, then a seat's own stream."""
    public = f"/v1/tables/{table_id}/events/public"
    flood, fill = _Streams(), _Streams()
    one = _client(base, "127.0.0.2", per_address + 20)
    others = [_client(base, f"127.0.2.{i + 1}", per_address + 5) for i in range(-(-public_cap // per_address) + 1)]
    seat_client = _client(base, "127.0.0.3", 5)
    try:
        flood.open(one, public, {}, per_address + 10)
        await flood.answered(per_address + 10)
        for http in others:  # the public share is full after these, with a few to spare
            fill.open(http, public, {}, per_address)
        await fill.answered(per_address * len(others))
        async with seat_client.stream("GET", f"/v1/tables/{table_id}/events", headers=bearer(seat_token)) as r:
            seat_status = r.status_code
        await flood.close()
        await fill.close()
    finally:
        for http in (one, *others, seat_client):
            await http.aclose()
    out = {
        "per_address": per_address,
        "public_cap": public_cap,
        "one_address": flood.report(),
        "other_addresses": fill.report(),
        "seat_stream_status_with_public_share_full": seat_status,
    }
    out["ok"] = (
        flood.statuses.get("200", 0) == per_address
        and flood.limits.get("429:stream_limited:address", 0) == 10
        and fill.statuses.get("200", 0) + per_address == public_cap
        and fill.limits.get("503:streams:public", 0) == per_address * len(others) + per_address - public_cap
        and not flood.bad_shapes
        and not fill.bad_shapes
        and flood.missing_retry_after + fill.missing_retry_after == 0
        and seat_status == 200
    )
    return out


def _memory_kib(pid: int | None) -> dict[str, int]:
    """The process's resident memory now and at its peak (kB, from ``/proc``; empty if unknown)."""
    if pid is None:
        return {}
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return {}
    out = {}
    for line in lines:
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            out[name] = int(value.split()[0])
    return out


async def _view_ms(
    http: httpx.AsyncClient, url: str, headers: dict[str, str], until: Callable[[], bool]
) -> list[float]:
    """``/view`` latencies (ms), one request after another, until ``until()`` (at least 10)."""
    samples: list[float] = []
    while len(samples) < 10 or not until():
        started = time.perf_counter()
        r = await http.get(url, headers=headers)
        samples.append((time.perf_counter() - started) * 1000)
        if r.status_code != 200:
            break
        await asyncio.sleep(0.02)
    return samples


async def _sign_in_flood(
    base: str, table_id: str, seat_token: str, attempts: int, pid: int | None, spread: int
) -> dict[str, Any]:
    attackers = [_client(base, "127.0.0.4" if spread == 1 else f"127.0.3.{i + 1}", 20) for i in range(spread)]
    owner = _client(base, "127.0.0.5", 2)
    viewer = _client(base, "127.0.0.6", 2)
    statuses: Counter[str] = Counter()
    bad_shapes: list[str] = []
    missing_retry_after = 0
    first_refused: int | None = None
    done = asyncio.Event()
    view = f"/v1/tables/{table_id}/view"
    try:
        idle = await _view_ms(viewer, view, bearer(seat_token), lambda: True)
        memory_before = _memory_kib(pid)
        sent = 0
        serial, parallel = asyncio.Semaphore(1), asyncio.Semaphore(16)

        async def one(gate: asyncio.Semaphore) -> None:
            nonlocal sent, missing_retry_after, first_refused
            async with gate:
                sent += 1
                index = sent
                body = {"handle": "flood-owner", "password": "wrong password!"}
                try:
                    r = await attackers[index % spread].post("/v1/sessions", json=body)
                except httpx.HTTPError as error:
                    statuses[f"transport:{type(error).__name__}"] += 1
                    return
                statuses[str(r.status_code)] += 1
                if r.status_code >= 400 and (why := error_shape_problem(r)) is not None:
                    bad_shapes.append(why)
                if r.status_code in (429, 503):
                    missing_retry_after += "retry-after" not in r.headers
                    if first_refused is None:
                        first_refused = index

        started = time.monotonic()

        async def flood() -> None:  # the flood (one after another), then 16 at a time
            await asyncio.gather(*(one(serial) for _ in range(attempts // 2)))
            await asyncio.gather(*(one(parallel) for _ in range(attempts - attempts // 2)))

        flood_done = asyncio.ensure_future(flood())
        flood_done.add_done_callback(lambda _f: done.set())
        during = await _view_ms(viewer, view, bearer(seat_token), done.is_set)
        await flood_done
        seconds = time.monotonic() - started
        owner_status = 0
        for _ in range(5):  # a client honours Retry-After on 503 busy
            r = await owner.post("/v1/sessions", json={"handle": "flood-owner", "password": PASSWORD})
            owner_status = r.status_code
            if owner_status != 503:
                break
            await asyncio.sleep(float(r.headers.get("retry-after", "1")))
        memory_after = _memory_kib(pid)
    finally:
        for http in (*attackers, owner, viewer):
            await http.aclose()
    return {
        "attempts": attempts,
        "addresses": spread,
        "seconds": round(seconds, 1),
        "by_status": dict(statuses),
        "first_refused_at": first_refused,
        "refusal_shape_problems": bad_shapes[:5],
        "refusals_without_retry_after": missing_retry_after,
        "owner_elsewhere_status": owner_status,
        "memory_kib_before": memory_before,
        "memory_kib_after": memory_after,
        "view_ms_median_idle": round(statistics.median(idle), 1),
        "view_ms_median_during": round(statistics.median(during), 1),
        "view_samples_during": len(during),
    }


def _seated_table(http: httpx.Client) -> tuple[str, str]:
    """A started two-seat table: a guest at seat 0, a bot at seat 1; (table id, seat 0's token)."""
    created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
    table_id, host = created["table_id"], created["host_token"]
    guest = http.post("/v1/guests", json={"name": "flood-seat"}).json()["token"]
    seat = http.post(f"/v1/tables/{table_id}/seats/0", headers=bearer(guest)).json()["token"]
    http.post(f"/v1/tables/{table_id}/seats/1/bot", json={"bot": "random"}, headers=bearer(host))
    http.post(f"/v1/tables/{table_id}/start", headers=bearer(host))
    return table_id, seat


def sign_in_flood(base: str, attempts: int, pid: int | None, spread: int = 1) -> dict[str, Any]:
    """The sign-in flood on its own (also against a service of another version, to compare):
    registers the owner, seats a guest, floods from ``spread`` addresses; the part's report (no
    verdict)."""
    with httpx.Client(base_url=base, timeout=30) as http:
        r = http.post("/v1/accounts", json={"handle": "flood-owner", "password": PASSWORD})
        assert r.status_code in (201, 409), r.text
        table_id, seat = _seated_table(http)
    return asyncio.run(_sign_in_flood(base, table_id, seat, attempts, pid, spread))


async def _chunks(data: bytes) -> AsyncIterator[bytes]:
    for i in range(0, len(data), 4096):
        yield data[i : i + 4096]


async def _body_limit(base: str, limit: int) -> dict[str, Any]:
    over = json.dumps({"ruleset": "MM-001", "seats": 2, "pad": "x" * (limit + 1024)}).encode()
    under = json.dumps({"ruleset": "MM-001", "seats": 2, "pad": "x" * (limit - 1024)}).encode()
    out: dict[str, Any] = {"limit_bytes": limit}
    headers = {"Content-Type": "application/json"}
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for label, content in (("over_with_length", over), ("over_chunked", _chunks(over)), ("under_limit", under)):
            try:
                response = await http.post("/v1/tables", content=content, headers=headers)
            except httpx.HTTPError as error:
                out[label] = {"status": f"transport:{type(error).__name__}"}
                continue
            rule = response.json().get("detail", {}).get("rule") if response.status_code >= 400 else None
            out[label] = {"status": response.status_code, "rule": rule, "shape": error_shape_problem(response)}
    out["ok"] = (
        out["over_with_length"].get("status") == 413
        and out["over_chunked"].get("status") == 413
        and out["under_limit"].get("status") not in (413, None)
        and out["under_limit"]["status"] < 500
    )
    return out


def run_limits(
    base: str,
    cap: int,
    burst: int,
    limit: int,
    *,
    per_address: int,
    public_share: float,
    sign_in_attempts: int = 80,
    pid: int | None = None,
) -> dict[str, Any]:
    """The sign-in flood, the stream burst and flood on fresh tables, and the body-size checks;
    the part's report.  ``per_address`` and ``public_share`` are the service's
    ``MAUMAU_SSE_MAX_STREAMS_PER_ADDRESS`` and ``MAUMAU_SSE_PUBLIC_SHARE``; ``pid`` its process
    (for its memory)."""
    started = time.monotonic()
    public_cap = max(1, int(cap * public_share))
    flood = sign_in_flood(base, sign_in_attempts, pid)
    refused = flood["by_status"].get("429", 0)
    failed = flood["by_status"].get("401", 0)
    # Failures the limits let through at most: the address's burst (20) and what it regains a
    # minute (10) during the flood, whatever the concurrency (each attempt reserves one first).
    budget = 20 + int(flood["seconds"] / 6) + 1
    flood["failures_budget"] = budget
    flood["ok"] = (
        refused > 0
        and failed <= budget
        and not flood["refusal_shape_problems"]
        and flood["refusals_without_retry_after"] == 0
        and flood["owner_elsewhere_status"] == 201
    )
    with httpx.Client(base_url=base, timeout=20) as http:
        created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
        table_id = created["table_id"]
        assert http.get(f"/v1/tables/{table_id}", headers=bearer(None)).status_code == 200
        seated_table, seat_token = _seated_table(http)
    streams = asyncio.run(_stream_burst(base, table_id, burst, per_address))
    streams["cap"] = cap
    streams["public_cap"] = public_cap
    streams["exact"] = streams["admitted"] == public_cap and streams["refused_503"] == burst - public_cap
    stream_flood = asyncio.run(_stream_flood(base, seated_table, seat_token, per_address, public_cap))
    body = asyncio.run(_body_limit(base, limit))
    return {
        "sign_in_flood": flood,
        "sse_cap": streams,
        "stream_flood": stream_flood,
        "body_limit": body,
        "seconds": round(time.monotonic() - started, 1),
    }


if __name__ == "__main__":  # python -m scripts.attack.limits BASE PID ATTEMPTS ADDRESSES
    import sys

    base_url, service_pid, how_many, addresses = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    print(json.dumps(sign_in_flood(base_url, how_many, service_pid, addresses), indent=2))
