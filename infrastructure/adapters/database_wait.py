"""How long one database call of an HTTP request waits for a database that is away.

The event store's recorder retries a call that finds the database away (a lost connection, no
primary during a failover): ten attempts 0.2 s apart, each waiting for a connection.  For the
followers of the log that is right; a client, though, is better told 503 with ``Retry-After``
soon than kept waiting past its own timeout (seen: 14 s during a primary's failover).  The HTTP
app sets :func:`bound` for each request (``MAUMAU_REQUEST_DATABASE_WAIT_SECONDS``); a call made
while it is set stops retrying once that many seconds have passed since it began, and raises the
last error (a 503 ``unavailable``).  Outside a request (followers, CLI) nothing changes.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from random import random
from typing import Any, TypeVar

__all__ = ["bound", "retry_within_bound"]

_BOUND: ContextVar[float | None] = ContextVar("maumau_database_wait", default=None)
F = TypeVar("F", bound=Callable[..., Any])


@contextmanager
def bound(seconds: float | None) -> Iterator[None]:
    """Within the block, a retried database call gives up ``seconds`` after it began (``None``
    or 0: it retries as many times as its decorator says)."""
    token = _BOUND.set(seconds or None)
    try:
        yield
    finally:
        _BOUND.reset(token)


def retry_within_bound(exc: tuple[type[Exception], ...], max_attempts: int = 10, wait: float = 0.2) -> Callable[[F], F]:
    """The library's retry (``eventsourcing.utils.retry``: ``max_attempts`` tries ``wait``
    seconds apart, jittered by 5 %), stopping early once the :func:`bound` of the running
    request has passed since the call began."""

    def decorate(func: F) -> F:
        @wraps(func)
        def retried(*args: Any, **kwargs: Any) -> Any:
            limit = _BOUND.get()
            began = time.monotonic()
            attempts = 0
            while True:
                try:
                    return func(*args, **kwargs)
                except exc:
                    attempts += 1
                    pause = wait * (1 + 0.1 * (random() - 0.5))  # noqa: S311 - jitter, not a secret
                    late = limit is not None and time.monotonic() + pause - began >= limit
                    if attempts >= max_attempts or late:
                        raise
                    time.sleep(pause)

        return retried  # type: ignore[return-value]

    return decorate
