"""How long one database call of an HTTP request waits for a database that is away.

The event store's recorder retries a call that finds the database away (a lost connection, no
primary during a failover): ten attempts 0.2 s apart, each waiting for a connection.  For the
followers of the log that is right; a client, though, is better told 503 with ``Retry-After``
soon than kept waiting past its own timeout (seen: 14 s during a primary's failover).  The HTTP
app sets :func:`bound` for each request (``MAUMAU_REQUEST_DATABASE_WAIT_SECONDS``): a deadline
that many seconds after the request began, shared by all its database calls (a move makes
several: a bound per call let 2 requests of a failover outwait a 10 s client).  A call stops
retrying once its next try would start past the deadline, and raises the last error (a 503
``unavailable``); every call makes its first try.  Outside a request (followers, CLI) nothing
changes.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from random import random
from typing import Any, TypeVar

__all__ = ["bound", "deadline", "past_deadline", "retry_within_bound", "unbounded"]

_DEADLINE: ContextVar[float | None] = ContextVar("maumau_database_deadline", default=None)
"""When the running request stops waiting for the database (``time.monotonic()``), or ``None``."""
F = TypeVar("F", bound=Callable[..., Any])
R = TypeVar("R")


@contextmanager
def bound(seconds: float | None) -> Iterator[None]:
    """Within the block, retried database calls give up ``seconds`` after the block began
    (``None`` or 0: they retry as many times as their decorator says)."""
    token = _DEADLINE.set(time.monotonic() + seconds if seconds else None)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def deadline() -> float | None:
    """The running request's deadline (``time.monotonic()``), or ``None``."""
    return _DEADLINE.get()


def past_deadline() -> bool:
    """Whether the running request's deadline has passed (never outside a request): an append
    whose outcome is unknown stops reading back and answers 503 (the client's retry with its
    idempotency key settles it)."""
    limit = _DEADLINE.get()
    return limit is not None and time.monotonic() >= limit


def unbounded(func: Callable[..., R]) -> Callable[..., R]:
    """``func`` run with no deadline: the database calls of a long-lived answer (an event
    stream's reads, minutes after its request began) keep the store's own retries."""

    @wraps(func)
    def run(*args: Any, **kwargs: Any) -> R:
        token = _DEADLINE.set(None)
        try:
            return func(*args, **kwargs)
        finally:
            _DEADLINE.reset(token)

    return run


def retry_within_bound(exc: tuple[type[Exception], ...], max_attempts: int = 10, wait: float = 0.2) -> Callable[[F], F]:
    """The library's retry (``eventsourcing.utils.retry``: ``max_attempts`` tries ``wait``
    seconds apart, jittered by 5 %), stopping early once the next try would start past the
    running request's deadline (:func:`bound`)."""

    def decorate(func: F) -> F:
        @wraps(func)
        def retried(*args: Any, **kwargs: Any) -> Any:
            limit = _DEADLINE.get()
            attempts = 0
            while True:
                try:
                    return func(*args, **kwargs)
                except exc:
                    attempts += 1
                    pause = wait * (1 + 0.1 * (random() - 0.5))  # noqa: S311 - jitter, not a secret
                    late = limit is not None and time.monotonic() + pause >= limit
                    if attempts >= max_attempts or late:
                        raise
                    time.sleep(pause)

        return retried  # type: ignore[return-value]

    return decorate
