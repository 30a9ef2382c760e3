"""The bound on a request's database waits (``infrastructure/adapters/database_wait.py``,
``MAUMAU_REQUEST_DATABASE_WAIT_SECONDS``): inside a request a call that finds the database away
stops retrying once the bound has passed; outside one it keeps the store's ten tries.  Counted,
not timed: a fake clock whose sleeps advance it."""

from __future__ import annotations

import time
import uuid

import pytest
from eventsourcing.persistence import OperationalError
from fastapi import FastAPI
from fastapi.testclient import TestClient

import infrastructure.adapters.database_wait as database_wait
from api.http.middleware.database_wait import DatabaseWait
from infrastructure.adapters.database_wait import bound, retry_within_bound


class FakeTime:
    """``time.monotonic`` and ``time.sleep`` of the module: sleeping advances the clock."""

    def __init__(self) -> None:
        self.now = 100.0
        self.sleeps: list[float] = []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeTime:
    fake = FakeTime()
    monkeypatch.setattr(database_wait, "time", fake)
    return fake


def _away(calls: list[int]) -> object:
    @retry_within_bound((OperationalError,), max_attempts=10, wait=0.2)
    def call() -> None:
        calls.append(1)
        raise OperationalError("no primary")

    return call


def test_outside_a_request_a_call_keeps_its_ten_tries(clock: FakeTime) -> None:
    calls: list[int] = []
    with pytest.raises(OperationalError):
        _away(calls)()  # type: ignore[operator]
    assert len(calls) == 10
    assert len(clock.sleeps) == 9


def test_inside_the_bound_a_call_gives_up_once_it_has_passed(clock: FakeTime) -> None:
    calls: list[int] = []
    with bound(1.0), pytest.raises(OperationalError):
        _away(calls)()  # type: ignore[operator]
    assert 1 < len(calls) < 10
    assert sum(clock.sleeps) < 1.0  # it never slept past the bound


def test_the_calls_of_one_request_share_its_deadline(clock: FakeTime) -> None:
    """The first call spends the request's budget; the second makes its one try and gives up."""
    first: list[int] = []
    second: list[int] = []
    with bound(1.0):
        with pytest.raises(OperationalError):
            _away(first)()  # type: ignore[operator]
        clock.now += 0.25  # the request does other work before its next call (past its deadline)
        with pytest.raises(OperationalError):
            _away(second)()  # type: ignore[operator]
    assert len(first) > 1
    assert second == [1]


def test_a_call_that_succeeds_within_the_bound_is_answered(clock: FakeTime) -> None:
    attempts: list[int] = []

    @retry_within_bound((OperationalError,), max_attempts=10, wait=0.2)
    def flaky() -> str:
        attempts.append(1)
        if len(attempts) < 3:
            raise OperationalError("failing over")
        return "stored"

    with bound(5.0):
        assert flaky() == "stored"
    assert len(attempts) == 3


def test_the_event_store_reads_use_the_bound() -> None:
    """The recorder's stream read and log head are the bounded retries (not the library's)."""
    from infrastructure.adapters.announcements import AnnouncingRecorder

    for name in ("insert_events", "select_events", "max_notification_id"):
        method = getattr(AnnouncingRecorder, name)
        assert method.__wrapped__.__qualname__.startswith("AnnouncingRecorder."), name


def test_every_request_runs_inside_the_bound() -> None:
    seen: list[object] = []
    inner = FastAPI()

    @inner.get("/sync")
    def sync_route() -> dict[str, str]:  # a sync route: run in the thread pool
        seen.append(database_wait.deadline())
        return {"ok": str(uuid.uuid4())}

    with TestClient(DatabaseWait(inner, seconds=4.0)) as http:
        assert http.get("/sync").status_code == 200
    assert len(seen) == 1
    assert isinstance(seen[0], float)
    assert 3.0 < seen[0] - time.monotonic() <= 4.0  # set when the request began
    assert database_wait.deadline() is None  # and outside a request nothing is set


def test_an_event_streams_later_reads_run_without_the_deadline() -> None:
    seen: list[object] = []
    with bound(4.0):
        database_wait.unbounded(lambda: seen.append(database_wait.deadline()))()
        seen.append(database_wait.deadline())
    assert seen[0] is None
    assert isinstance(seen[1], float)
