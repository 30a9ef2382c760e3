"""Helpers of the tournament service tests: identities, bodies, a runtime of bots and reactions."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from argon2 import PasswordHasher

from domain.tournament.events import TableResultRecorded
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import Runtime, load_runtime_settings

FAST = PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1)
PASSWORD = "correct horse battery"

RUNTIME_OPTIONS: dict[str, Any] = {
    "bots": True,
    "bot_delay_ms": 0,
    "bot_workers": 2,
    "bot_sweep_seconds": 0.2,
    "window_timers": True,
    "projections_in_process": False,
    "sse_follow_other_processes": False,
    "reactions_poll_seconds": 0.1,
}


def account(services: Services, handle: str, role: str = "player") -> Identity:
    """A new account with ``role``, signed in (a light password hash: tests make many)."""
    fast = AccountService(services.engine, hasher=FAST)
    fast.register(handle, PASSWORD, role=role)
    _info, issued = fast.sign_in(handle, PASSWORD)
    identity = services.tables.accounts.resolve(issued.token)
    assert identity is not None
    return identity


def guest(services: Services, name: str) -> Identity:
    """A new guest identity."""
    _info, issued = services.tables.accounts.create_guest(name)
    identity = services.tables.accounts.resolve(issued.token)
    assert identity is not None
    return identity


@dataclass
class Director:
    """An organiser and the services it acts through."""

    services: Services
    identity: Identity

    def create(self, **body: Any) -> uuid.UUID:
        """Create a tournament (a small series of bots by default); its id."""
        fields = {"name": "Test cup", "format": "series", "ruleset": "MM-001", "rounds": 2, "boards": 1}
        result = self.services.tournaments.create(self.identity, {**fields, **body})
        return result.table_id

    def bots(self, tid: uuid.UUID, n: int, bot: str = "heuristic") -> None:
        """Register ``n`` bots."""
        for _ in range(n):
            self.services.tournaments.register(self.identity, tid, {"bot": bot})

    def version(self, tid: uuid.UUID) -> int:
        """The tournament stream's version."""
        return int(self.services.tournaments.state(tid).version)


def director(services: Services) -> Director:
    """A new organiser."""
    return Director(services, account(services, f"org{uuid.uuid4().hex[:6]}", "organiser"))


def wait_for(predicate: Callable[[], Any], timeout: float = 60.0, what: str = "") -> Any:
    """Poll ``predicate`` until it is truthy (returned); fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what or predicate}")
        time.sleep(0.02)


@contextmanager
def running(services: Services, **options: Any) -> Iterator[Runtime]:
    """The background runtime (bots at once, every reaction) around the block."""
    runtime = Runtime(services, load_runtime_settings(**{**RUNTIME_OPTIONS, **options})).start()
    try:
        yield runtime
    finally:
        runtime.stop()


def recorded(services: Services, tid: uuid.UUID) -> list[Any]:
    """Every ``TableResultRecorded`` record of the tournament (with its batch's metadata)."""
    return [r for r in services.tournaments.games.load(tid) if isinstance(r.event, TableResultRecorded)]
