"""Leases of background work (``infrastructure.services.leases``), on both backends: one holder
at a time, renewal, release, a standby taking over once the holder stops renewing, and no two
terms overlapping."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update
from sqlalchemy.engine import Engine

from infrastructure.adapters.db import build_engine
from infrastructure.adapters.settings import load_settings
from infrastructure.services.leases import LEASES, Lease, holders, run_as_leader


@pytest.fixture
def engine(migrated_database_url: str) -> Iterator[Engine]:
    engine = build_engine(load_settings(database_url=migrated_database_url), pool_size=4)
    yield engine
    engine.dispose()


class CutOff(Lease):
    """A lease whose process can be cut off from the database."""

    cut = False

    def _upsert(self) -> object:
        if self.cut:
            raise ConnectionError("the database is away")
        return super()._upsert()


def _expire(engine: Engine, name: str) -> None:
    """Move the row's expiry into the past (what waiting out the lease would do)."""
    with engine.begin() as conn:
        conn.execute(
            update(LEASES).where(LEASES.c.name == name).values(expires_at=datetime.now(UTC) - timedelta(hours=1))
        )


def test_one_holder_at_a_time_until_the_lease_expires(engine: Engine) -> None:
    first = Lease(engine, "reactions", 60, holder="host-a")
    second = Lease(engine, "reactions", 60, holder="host-b")
    assert first.try_hold()
    assert first.remaining() > 0
    assert not second.try_hold()
    assert second.remaining() == 0
    assert first.try_hold()  # a renewal
    assert [(r["holder"], r["terms"]) for r in holders(engine)] == [("host-a", 1)]
    _expire(engine, "reactions")
    assert second.try_hold()
    assert not first.try_hold()  # the old holder learns it at its next renewal
    assert first.remaining() == 0
    assert [(r["holder"], r["terms"]) for r in holders(engine)] == [("host-b", 2)]


def test_a_lease_of_another_name_is_independent(engine: Engine) -> None:
    assert Lease(engine, "reactions", 60, holder="host-a").try_hold()
    assert Lease(engine, "projections", 60, holder="host-b").try_hold()
    assert {r["name"]: r["holder"] for r in holders(engine)} == {"projections": "host-b", "reactions": "host-a"}


def test_released_lease_is_taken_at_once(engine: Engine) -> None:
    first = Lease(engine, "projections", 60, holder="host-a")
    assert first.try_hold()
    first.release()
    assert not first.held
    assert Lease(engine, "projections", 60, holder="host-b").try_hold()
    Lease(engine, "projections", 60, holder="host-a").release()  # not ours: nothing happens
    assert [r["holder"] for r in holders(engine)] == ["host-b"]


def test_a_holder_that_cannot_renew_stops_before_its_row_expires(engine: Engine) -> None:
    now = [0.0]
    lease = CutOff(engine, "reactions", 10, holder="host-a", clock=lambda: now[0])
    assert lease.try_hold()
    lease.cut = True
    now[0] = 8.9
    assert lease.try_hold()  # still within its term
    assert lease.database_away
    now[0] = 9.0  # 90 %: it stands down before its row expires in the database
    assert not lease.try_hold()
    assert lease.remaining() == 0


def test_a_standby_takes_over_when_the_holder_stops_renewing(engine: Engine) -> None:
    """Two processes' worth of ``run_as_leader``: the active one loses the database (its renewals
    fail), stops working within its term, and the standby's term starts only after it ended."""
    terms: list[tuple[str, float, float]] = []
    lock = threading.Lock()

    def work(name: str) -> Callable[[threading.Event], None]:
        def run(ended: threading.Event) -> None:
            started = time.monotonic()
            ended.wait()
            with lock:
                terms.append((name, started, time.monotonic()))

        return run

    a, b = CutOff(engine, "reactions", 1.0, holder="host-a"), Lease(engine, "reactions", 1.0, holder="host-b")
    stop_a, stop_b = threading.Event(), threading.Event()
    ta = threading.Thread(target=run_as_leader, args=(a, work("a"), stop_a), daemon=True)
    ta.start()
    deadline = time.monotonic() + 10
    while not a.held and time.monotonic() < deadline:
        time.sleep(0.02)
    assert a.held
    tb = threading.Thread(target=run_as_leader, args=(b, work("b"), stop_b), daemon=True)
    tb.start()
    time.sleep(1.0)
    assert b.remaining() == 0  # the standby waits while the holder renews
    a.cut = True
    deadline = time.monotonic() + 10
    while b.remaining() == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert b.remaining() > 0
    stop_a.set()
    stop_b.set()
    ta.join(5)
    tb.join(5)
    by_name = {name: (start, end) for name, start, end in terms}
    assert set(by_name) == {"a", "b"}
    assert by_name["a"][1] <= by_name["b"][0]  # no overlap: a stood down before b began
    assert holders(engine) == []  # b released it on stop (a could not reach the database)
