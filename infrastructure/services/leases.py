"""Leases: a piece of background work runs on one host at a time, and a standby takes it over.

``maumau reactions run`` and ``maumau projections run`` may run on several hosts; each holds a
row of ``maumau_leases`` (``reactions``, ``projections``) while it works.  The holder renews the
row every third of :attr:`Lease.seconds`; a process that does not hold it tries to take it as
often, and succeeds once the row has expired *by the database's clock* (PostgreSQL's
``clock_timestamp()``: hosts' clocks never decide).  One ``INSERT ... ON CONFLICT DO UPDATE
... WHERE`` statement takes or renews it, so two standbys cannot both win.

The lease decides who *works*; it does not make the work exactly once.  That is the followers'
own guarantee (compare-and-set positions, idempotency keys, timers claimed ``FOR UPDATE SKIP
LOCKED``), so a holder cut off from the database that still finishes a round after its lease
ran out does no harm.  A holder stops working once 90 % of :attr:`Lease.seconds` have passed
since the start of its last successful renewal (on its own monotonic clock) without another:
before the row expires in the database, so the old and the new holder do not overlap but for a
round already under way.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Table, case, delete, func, or_, select
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.engine import Engine

from infrastructure.adapters.db import LeaseRow
from infrastructure.adapters.db_errors import is_transient

__all__ = ["LEASES", "Lease", "default_holder", "holders", "run_as_leader"]

log = logging.getLogger("maumau.leases")

LEASES: Table = LeaseRow.__table__  # type: ignore[assignment]
SAFETY = 0.9
"""A holder stops working this share of the lease after its last renewal began: the margin
covers the time the renewal took to reach the database and two clocks' rates."""
RETRY_SECONDS = 0.25
"""How soon a holder tries again after a renewal failed because the database was away."""


def default_holder(host_name: str = "") -> str:
    """This process's name in the lease table: ``host_name`` (default: the machine's host name),
    pid and a random suffix (a restarted process with a reused pid is a new holder)."""
    return f"{(host_name or socket.gethostname())[:120]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


@dataclass(slots=True)
class Lease:
    """The lease ``name`` as seen by ``holder`` (module docstring)."""

    engine: Engine
    name: str
    seconds: float = 10.0
    holder: str = field(default_factory=default_holder)
    clock: Callable[[], float] = time.monotonic
    terms: int = 0
    """The row's ``terms`` when this holder last took or renewed it."""
    database_away: bool = False
    """Whether the last :meth:`try_hold` could not reach the database."""
    _valid_until: float = 0.0

    @property
    def held(self) -> bool:
        """Whether this holder may work now: its last renewal started less than
        :attr:`seconds` times :data:`SAFETY` ago."""
        return self.clock() < self._valid_until

    def remaining(self) -> float:
        """Seconds this holder may still work without another renewal (0 when it may not)."""
        return max(0.0, self._valid_until - self.clock())

    def try_hold(self) -> bool:
        """Take the lease if it is free or expired, renew it if this holder has it; whether this
        holder may work now.  A database that is away changes nothing (the lease is still held
        until it runs out); any other error propagates."""
        started = self.clock()
        try:
            row = self._upsert()
        except Exception as error:
            if not is_transient(error):
                raise
            if not self.database_away:
                log.warning("lease %s: the database is away (%s)", self.name, type(error).__name__)
            self.database_away = True
            return self.held
        self.database_away = False
        if row is None:
            self._valid_until = 0.0
            return False
        self.terms = int(row.terms)
        self._valid_until = started + self.seconds * SAFETY
        return True

    def release(self) -> None:
        """Give the lease up (a standby takes it at its next try); nothing if it is not ours."""
        self._valid_until = 0.0
        try:
            with self.engine.begin() as conn:
                conn.execute(delete(LEASES).where(LEASES.c.name == self.name, LEASES.c.holder == self.holder))
        except Exception as error:  # a dying database: the lease simply runs out
            if not is_transient(error):
                raise

    def _upsert(self) -> Any:
        """The one statement that takes or renews the lease: its row if this holder has it now."""
        postgres = self.engine.dialect.name == "postgresql"
        insert = pg_dialect.insert if postgres else sqlite_dialect.insert
        now: Any = func.clock_timestamp() if postgres else datetime.now(UTC)
        stmt = insert(LEASES).values(
            name=self.name,
            holder=self.holder,
            expires_at=now + timedelta(seconds=self.seconds),
            acquired_at=now,
            terms=1,
        )
        ours = LEASES.c.holder == stmt.excluded.holder
        upsert = stmt.on_conflict_do_update(
            index_elements=[LEASES.c.name],
            set_={
                "holder": stmt.excluded.holder,
                "expires_at": stmt.excluded.expires_at,
                "acquired_at": case((ours, LEASES.c.acquired_at), else_=stmt.excluded.acquired_at),
                "terms": case((ours, LEASES.c.terms), else_=LEASES.c.terms + 1),
            },
            where=or_(ours, LEASES.c.expires_at < now),
        ).returning(LEASES.c.holder, LEASES.c.terms)
        with self.engine.begin() as conn:
            return conn.execute(upsert).first()


def holders(engine: Engine) -> list[dict[str, Any]]:
    """Every lease row (``maumau leases``, the operator's view): name, holder, expiry, terms."""
    with engine.connect() as conn:
        rows = conn.execute(select(LEASES).order_by(LEASES.c.name)).all()
    return [
        {
            "name": row.name,
            "holder": row.holder,
            "expires_at": _iso(row.expires_at),
            "acquired_at": _iso(row.acquired_at),
            "terms": row.terms,
        }
        for row in rows
    ]


def _iso(value: datetime) -> str:
    """A stored time as ISO 8601 UTC (SQLite gives it back without a zone)."""
    return (value if value.tzinfo else value.replace(tzinfo=UTC)).astimezone(UTC).isoformat()


def run_as_leader(lease: Lease, work: Callable[[threading.Event], None], stop: threading.Event) -> int:
    """Until ``stop`` is set: wait to hold ``lease``, then run ``work(term)`` in a thread while
    renewing it; set ``term`` (and wait for ``work`` to return) when the lease is lost or
    ``stop`` is set; release it at the end.  ``work`` must return soon after ``term`` is set.
    Returns how many terms this process worked (tests count take-overs)."""
    interval = lease.seconds / 3
    terms = 0
    try:
        while not stop.is_set():
            if not lease.try_hold():
                stop.wait(interval)
                continue
            terms += 1
            log.info("lease %s: %s works (term %d)", lease.name, lease.holder, lease.terms)
            term = threading.Event()
            thread = threading.Thread(target=work, args=(term,), name=f"lease-{lease.name}", daemon=True)
            thread.start()
            while not stop.is_set() and thread.is_alive():
                stop.wait(min(RETRY_SECONDS if lease.database_away else interval, lease.remaining()))
                if stop.is_set():
                    break
                if not lease.try_hold():
                    log.warning("lease %s: lost by %s; standing by", lease.name, lease.holder)
                    break
            term.set()
            thread.join()
            stop.wait(RETRY_SECONDS)  # a term whose work ended by itself does not restart in a loop
    finally:
        lease.release()
    return terms
