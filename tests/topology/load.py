"""A load driver for fault tests: many tables played through the load balancer, every
acknowledged move recorded, then checked against the stored events.

Each table has one guest seat and bots (the service hosts play the bots).  One thread per table
plays the guest: it reads its view, picks a legal move and sends it with an ``Idempotency-Key``
of its own (``load-<table>-<n>``).  A retryable failure — a connection error, a timeout, 502/503/
504 (the load balancer or the service saying "not now") or 429 — is retried with the *same* key
and body until it gets an answer, so the move is applied at most once however often it is sent.
A 2xx is an acknowledged move: the client was told it happened, so it must be in the database,
exactly once (:func:`verify`).  A 409/422 (the turn moved on: a clock timed the seat out) is a
refused move, not a failure.  Anything else is an unexpected answer, which a test should fail on.

When a table's match finishes the thread opens another, until :meth:`LoadDriver.stop`.  The
first ``idle_tables`` threads seat an absent guest instead (it never moves): with a turn clock its
deadlines fire, which is what a test of the reactions host needs.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx

from tests.api.helpers import bearer, choose

RETRYABLE_STATUS = frozenset({429, 502, 503, 504})
REFUSED_STATUS = frozenset({409, 422})
RETRY_FOR_SECONDS = 120.0
"""How long one request is retried before the driver gives up on it (recorded, a failure)."""


class GaveUp(Exception):
    """A request still failed after :data:`RETRY_FOR_SECONDS` of retries."""


@dataclass(frozen=True)
class Ack:
    """An acknowledged move: the service answered 2xx for this key."""

    table_id: str
    key: str
    version: int
    replayed: bool
    at: float


@dataclass
class Report:
    """What the clients saw (shared by the threads; guarded by ``lock``)."""

    acks: list[Ack] = field(default_factory=list)
    refused: int = 0
    retried: Counter[str] = field(default_factory=Counter)
    """Retryable failures by kind (``503``, ``ConnectError``...), each retry counted."""
    unexpected: list[str] = field(default_factory=list)
    """Answers that are neither success, refusal nor retryable (status and body)."""
    gave_up: list[str] = field(default_factory=list)
    tables: list[str] = field(default_factory=list)
    finished_tables: int = 0
    first_failure: float | None = None
    last_failure: float | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)

    def failed(self, kind: str) -> None:
        now = time.monotonic()
        with self.lock:
            self.retried[kind] += 1
            self.first_failure = self.first_failure or now
            self.last_failure = now

    def acks_since(self, moment: float) -> int:
        with self.lock:
            return sum(1 for a in self.acks if a.at >= moment)

    def timing(self, fault_at: float) -> dict[str, float | None]:
        """Seconds, counted from the fault: until the last retryable failure a client saw
        (``None``: none), and the longest time without any acknowledged move after it."""
        with self.lock:
            times = sorted(a.at for a in self.acks if a.at >= fault_at)
            last = self.last_failure
        gaps = [b - a for a, b in zip([fault_at, *times], times, strict=False)]
        return {
            "errors_until_seconds": round(last - fault_at, 2) if last is not None and last >= fault_at else None,
            "longest_ack_gap_seconds": round(max(gaps), 2) if gaps else None,
        }


class Client:
    """An HTTP client that retries retryable failures of one request with the same headers."""

    def __init__(self, base_url: str, report: Report) -> None:
        self.http = httpx.Client(base_url=base_url, timeout=httpx.Timeout(10.0, connect=3.0))
        self.report = report

    def close(self) -> None:
        self.http.close()

    def request(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        """The first answer that is not retryable; retryable ones are waited out (``Retry-After``)."""
        deadline = time.monotonic() + RETRY_FOR_SECONDS
        delay = 0.1
        while True:
            try:
                response = self.http.request(method, url, **kwargs)
                if response.status_code not in RETRYABLE_STATUS:
                    return response
                kind = str(response.status_code)
                wait = float(response.headers.get("Retry-After", delay))
            except httpx.TransportError as error:
                kind = type(error).__name__
                wait = delay
            self.report.failed(kind)
            if time.monotonic() + wait > deadline:
                raise GaveUp(f"{method} {url}: still {kind} after {RETRY_FOR_SECONDS} s")
            time.sleep(min(wait, 1.0))
            delay = min(delay * 2, 1.0)


def _post_ok(client: Client, url: str, expect: int, **kwargs: Any) -> dict[str, Any]:
    """POST with an idempotency key (so the retry of a lost answer is safe); the JSON answer."""
    headers = {"Idempotency-Key": f"setup-{uuid.uuid4().hex}", **kwargs.pop("headers", {})}
    response = client.request("POST", url, headers=headers, **kwargs)
    if response.status_code != expect:
        raise AssertionError(f"POST {url}: {response.status_code} {response.text[:300]}")
    body: dict[str, Any] = response.json()
    return body


def open_table(client: Client, ruleset: str, bots: list[str], settings: dict[str, Any]) -> tuple[str, str]:
    """A started table with a guest in seat 0 and ``bots`` after it; (table id, guest token)."""
    body = _post_ok(client, "/v1/tables", 201, json={"ruleset": ruleset, "seats": 1 + len(bots), "settings": settings})
    table_id, host = str(body["table_id"]), str(body["host_token"])
    guest = _post_ok(client, "/v1/guests", 201, json={"name": f"load{table_id[:6]}"})["token"]
    token = str(_post_ok(client, f"/v1/tables/{table_id}/seats/0", 201, headers=bearer(guest))["token"])
    for seat, bot in enumerate(bots, start=1):
        _post_ok(client, f"/v1/tables/{table_id}/seats/{seat}/bot", 201, json={"bot": bot}, headers=bearer(host))
    _post_ok(client, f"/v1/tables/{table_id}/start", 200, headers=bearer(host))
    return table_id, token


def ruleset(base_url: str, **overrides: Any) -> str:
    """A custom ruleset (``POST /v1/rulesets``) based on MM-001; its id."""
    with httpx.Client(base_url=base_url, timeout=10) as http:
        r = http.post(
            "/v1/rulesets", json={"base": "MM-001", "name": f"load{uuid.uuid4().hex[:6]}", "overrides": overrides}
        )
        assert r.status_code == 201, r.text
        return str(r.json()["id"])


class LoadDriver:
    """``tables`` tables played at once through ``base_url`` until :meth:`stop`."""

    def __init__(
        self,
        base_url: str,
        ruleset_id: str,
        tables: int = 6,
        bots: tuple[str, ...] = ("heuristic", "random"),
        settings: dict[str, Any] | None = None,
        think_seconds: float = 0.05,
        seed: int = 7,
        idle_tables: int = 0,
    ) -> None:
        self.base_url = base_url
        self.ruleset_id = ruleset_id
        self.tables = tables
        self.bots = list(bots)
        self.settings = dict(settings or {"auto_deal_seconds": 1})
        self.think_seconds = think_seconds
        self.seed = seed
        self.idle_tables = idle_tables
        self.report = Report()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    def start(self) -> None:
        for n in range(self.tables):
            thread = threading.Thread(target=self._play, args=(n,), name=f"load-{n}", daemon=True)
            self._threads.append(thread)
            thread.start()

    def stop(self, timeout: float = RETRY_FOR_SECONDS + 15) -> Report:
        """Stop after each thread's move in flight has its answer; the report."""
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout)
        alive = [t.name for t in self._threads if t.is_alive()]
        assert not alive, f"load threads still running: {alive}"
        return self.report

    def _play(self, n: int) -> None:
        rng = random.Random(self.seed * 1000 + n)
        client = Client(self.base_url, self.report)
        try:
            while not self._stop.is_set():
                table_id, token = open_table(client, self.ruleset_id, self.bots, self.settings)
                with self.report.lock:
                    self.report.tables.append(table_id)
                play = self._watch_table if n < self.idle_tables else self._play_table
                if play(client, table_id, token, rng):
                    with self.report.lock:
                        self.report.finished_tables += 1
        except GaveUp as error:
            with self.report.lock:
                self.report.gave_up.append(str(error))
        except Exception as error:
            with self.report.lock:
                self.report.unexpected.append(f"{type(error).__name__}: {error}")
        finally:
            client.close()

    def _play_table(self, client: Client, table_id: str, token: str, rng: random.Random) -> bool:
        """Play the guest until the match finishes (True) or the driver stops (False)."""
        url = f"/v1/tables/{table_id}"
        moves = 0
        while not self._stop.is_set():
            view = client.request("GET", f"{url}/view", headers=bearer(token))
            if view.status_code != 200:
                self._unexpected("GET view", view)
                return False
            state = view.json()
            if state.get("phase") == "finished":
                return True
            move = choose(state.get("legal") or [], rng)
            if move is None:
                time.sleep(self.think_seconds)
                continue
            moves += 1
            key = f"load-{table_id[:8]}-{moves}"
            answer = client.request(
                "POST", f"{url}/commands", json=move, headers={**bearer(token), "Idempotency-Key": key}
            )
            if answer.is_success:
                body = answer.json()
                ack = Ack(table_id, key, int(body["version"]), bool(body.get("replayed")), time.monotonic())
                with self.report.lock:
                    self.report.acks.append(ack)
            elif answer.status_code in REFUSED_STATUS:
                with self.report.lock:
                    self.report.refused += 1
            else:
                self._unexpected(f"POST {key}", answer)
                return False
            time.sleep(self.think_seconds)
        return False

    def _watch_table(self, client: Client, table_id: str, token: str, rng: random.Random) -> bool:
        """An absent guest: never moves, so the turn clock times it out (and, after the table's
        ``max_timeouts``, forfeits it to a bot); watch the public page until the match finishes."""
        del token, rng
        while not self._stop.is_set():
            page = client.request("GET", f"/v1/tables/{table_id}")
            if page.status_code != 200:
                self._unexpected("GET table", page)
                return False
            if page.json()["state"]["phase"] == "finished":
                return True
            time.sleep(0.5)
        return False

    def _unexpected(self, what: str, response: httpx.Response) -> None:
        with self.report.lock:
            self.report.unexpected.append(f"{what}: {response.status_code} {response.text[:300]}")


@contextmanager
def running(driver: LoadDriver) -> Iterator[LoadDriver]:
    """The driver started, and stopped however the block ends."""
    driver.start()
    try:
        yield driver
    finally:
        if not driver._stop.is_set():
            driver.stop()
