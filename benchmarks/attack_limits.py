"""Part 3 of the attack campaign: the service's limits, over real HTTP.

* **Event-stream cap.**  The service runs with ``MAUMAU_SSE_MAX_STREAMS`` = ``cap``; ``burst``
  public event streams are opened at once (one connection each) and held open until every
  answer is in.  Exactly ``cap`` must be admitted (200), every other one refused with 503 in the
  documented error shape; after they close, a new stream must be admitted again (the slots come
  back).
* **Body size.**  A body over the limit with ``Content-Length`` and one sent chunked (no
  ``Content-Length``) must be 413 ``body_too_large``; a body just under the limit is judged on
  its content (not 413).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

import httpx

from benchmarks.attack_common import bearer, error_shape_problem

__all__ = ["run_limits"]


async def _stream_burst(base: str, table_id: str, burst: int) -> dict[str, Any]:
    statuses: Counter[str] = Counter()
    bad_shapes: list[str] = []
    answered = 0
    all_answered = asyncio.Event()
    release = asyncio.Event()
    limits = httpx.Limits(max_connections=burst + 10, max_keepalive_connections=0)
    timeout = httpx.Timeout(30.0, pool=60.0)

    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=timeout) as http:

        async def one() -> None:
            nonlocal answered
            try:
                async with http.stream("GET", f"/v1/tables/{table_id}/events/public") as response:
                    statuses[str(response.status_code)] += 1
                    if response.status_code != 200:
                        await response.aread()
                        if (why := error_shape_problem(response)) is not None:
                            bad_shapes.append(why)
                    answered += 1
                    if answered == burst:
                        all_answered.set()
                    if response.status_code == 200:
                        await release.wait()
            except httpx.HTTPError as error:
                statuses[f"transport:{type(error).__name__}"] += 1
                answered += 1
                if answered == burst:
                    all_answered.set()

        tasks = [asyncio.create_task(one()) for _ in range(burst)]
        try:
            await asyncio.wait_for(all_answered.wait(), 90)
        finally:
            release.set()
            await asyncio.gather(*tasks, return_exceptions=True)
        # The slots come back once the service notices the disconnects.
        readmitted = False
        deadline = time.monotonic() + 15
        while not readmitted and time.monotonic() < deadline:
            async with http.stream("GET", f"/v1/tables/{table_id}/events/public") as response:
                readmitted = response.status_code == 200
            if not readmitted:
                await asyncio.sleep(0.2)
    return {
        "opened_at_once": burst,
        "by_status": dict(statuses),
        "admitted": statuses.get("200", 0),
        "refused_503": statuses.get("503", 0),
        "refusal_shape_problems": bad_shapes[:5],
        "readmitted_after_close": readmitted,
    }


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


def run_limits(base: str, cap: int, burst: int, limit: int) -> dict[str, Any]:
    """The stream burst on a fresh table and the body-size checks; the part's report."""
    started = time.monotonic()
    with httpx.Client(base_url=base, timeout=20) as http:
        created = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
        table_id = created["table_id"]
        assert http.get(f"/v1/tables/{table_id}", headers=bearer(None)).status_code == 200
    streams = asyncio.run(_stream_burst(base, table_id, burst))
    streams["cap"] = cap
    streams["exact"] = streams["admitted"] == cap and streams["refused_503"] == burst - cap
    body = asyncio.run(_body_limit(base, limit))
    return {"sse_cap": streams, "body_limit": body, "seconds": round(time.monotonic() - started, 1)}
