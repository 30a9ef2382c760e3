"""Helpers of the live tests: waiting, tables over HTTP, SSE parsing, a real uvicorn server."""

from __future__ import annotations

import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI

from tests.api.helpers import bearer, json_object, seat_guest


def wait_for(predicate: Callable[[], Any], timeout: float = 20.0, interval: float = 0.01, what: str = "") -> Any:
    """Poll ``predicate`` until it returns something truthy (returned); fail after ``timeout``."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what or predicate}")
        time.sleep(interval)


def reaction_rounds(runtime: Any, n: int = 2) -> None:
    """Wake a started runtime's durable reactions and wait for ``n`` more full rounds of their
    worker (everything due has been looked at)."""
    assert runtime.reactions is not None
    start = runtime.reactions.rounds
    runtime.reactions.wake()
    wait_for(lambda: runtime.reactions is not None and runtime.reactions.rounds >= start + n, 10, what="rounds")


def clock_to(runtime: Any, clock: Any, moment: int) -> None:
    """Move the injected service clock (``FakeClock``) to ``moment`` and let the runtime's
    scheduler look at its timers."""
    clock.advance(moment - clock.now)
    assert runtime.scheduler is not None
    runtime.scheduler.wake()


def settle(app: FastAPI, timeout: float = 20.0) -> None:
    """Wait until the app's bots have nothing left to do."""
    bots = app.state.runtime.bots
    if bots is not None:
        wait_for(bots.idle, timeout, what="the bots to be idle")


@dataclass
class Table:
    """A table opened over HTTP: host token, seat tokens (None for bot seats)."""

    client: Any
    table_id: str
    host: str
    tokens: list[str | None] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"/v1/tables/{self.table_id}"

    @property
    def id(self) -> uuid.UUID:
        return uuid.UUID(self.table_id)

    @classmethod
    def open(cls, client: Any, seats: list[str], ruleset: str = "MM-001", *, start: bool = True, **extra: Any) -> Table:
        """``seats``: ``"human"`` or a bot name per seat; humans are guests ``guest:h<table>-<seat>``."""
        r = client.post("/v1/tables", json={"ruleset": ruleset, "seats": len(seats), **extra})
        assert r.status_code == 201, r.text
        body = r.json()
        table = cls(client, body["table_id"], body["host_token"])
        for seat, kind in enumerate(seats):
            if kind == "human":
                table.tokens.append(seat_guest(client, table.table_id, seat, f"h{table.table_id[:8]}-{seat}"))
                continue
            r = client.post(f"{table.url}/seats/{seat}/bot", json={"bot": kind}, headers=bearer(table.host))
            assert r.status_code == 201, r.text
            table.tokens.append(None)
        if start:
            r = client.post(f"{table.url}/start", headers=bearer(table.host))
            assert r.status_code == 200, r.text
        return table

    def public(self) -> dict[str, Any]:
        """The table's public page (``GET /v1/tables/{id}``), which must answer 200."""
        r = self.client.get(self.url)
        assert r.status_code == 200, r.text
        return json_object(r)

    def state(self) -> dict[str, Any]:
        """The public page's game state."""
        state = self.public()["state"]
        assert isinstance(state, dict), state
        return state


def parse_sse(text: str) -> tuple[list[dict[str, Any]], list[str]]:
    """Frames (``id``, ``event``, ``data`` parsed as JSON) and comment lines of an SSE body."""
    frames: list[dict[str, Any]] = []
    comments: list[str] = []
    for block in text.split("\n\n"):
        if not block.strip():
            continue
        item: dict[str, Any] = {}
        for line in block.split("\n"):
            if line.startswith(":"):
                comments.append(line[1:].strip())
                continue
            name, _, value = line.partition(": ")
            item[name] = value
        if "data" in item:
            item["data"] = json.loads(item["data"])
            item["id"] = int(item["id"])
            frames.append(item)
    return frames, comments


@contextmanager
def live_server(app: FastAPI) -> Iterator[str]:
    """Serve ``app`` with uvicorn on a free local port in a thread; yields the base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="on", timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        wait_for(lambda: server.started, 10, what="uvicorn to start")
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


class StreamReader:
    """Reads an SSE stream over real HTTP in a thread, collecting its text; ``done`` is set once
    the stream ended (the server closed it, or :meth:`close`)."""

    def __init__(self, http: httpx.Client, url: str, headers: dict[str, str]) -> None:
        """Start reading ``url`` with ``headers`` through ``http``."""
        self.text = ""
        self.status = 0
        self.done = threading.Event()
        self._response: httpx.Response | None = None
        self._thread = threading.Thread(target=self._run, args=(http, url, headers), daemon=True)
        self._thread.start()

    def _run(self, http: httpx.Client, url: str, headers: dict[str, str]) -> None:
        try:
            with http.stream("GET", url, headers=headers) as response:
                self._response = response
                self.status = response.status_code
                for chunk in response.iter_text():
                    self.text += chunk
        except (httpx.HTTPError, RuntimeError):
            pass  # closed by the test
        finally:
            self.done.set()

    def frames(self) -> list[dict[str, Any]]:
        """The frames received so far."""
        return parse_sse(self.text)[0]

    def ids(self) -> list[int]:
        """The ids (versions) of the frames received so far."""
        return [int(f["id"]) for f in self.frames()]

    def close(self) -> None:
        """Stop reading and wait for the thread."""
        if self._response is not None:
            self._response.close()
        self._thread.join(5)
