"""Rate limits on writes: a token bucket per bearer token and one per client address (ASGI middleware).

Every write — ``POST``, ``PUT``, ``PATCH`` or ``DELETE``, to any path — takes one token from the
bucket of its bearer token (if it sends one) and one from the bucket of its client address.  A
bucket holds at most ``burst`` tokens and gains ``rate`` tokens a second; a write that finds
either bucket empty is refused before it reaches a route (so it changes nothing) with 429::

    Retry-After: 3
    {"detail": {"rule": "rate_limited", "limit": "token", "retry_after": 3,
                "message": "too many writes with this token: retry in 3 s"}}

``Retry-After`` is the whole number of seconds until the bucket that refused holds a token
again (at least 1).  A refused write takes no token from either bucket.  Reads (``GET``,
``HEAD``, the event streams) and CORS preflights (``OPTIONS``) are never limited here.

Configuration (``infrastructure.adapters.settings.Settings``): ``rate_limit_token_per_second`` /
``rate_limit_token_burst`` and ``rate_limit_address_per_second`` / ``rate_limit_address_burst``;
a rate or burst of 0 switches that limit off (the defaults: 5 a second, bursts of 20, per token;
20 a second, bursts of 60, per address).  The client address is the
ASGI client's (uvicorn puts the ``X-Forwarded-For`` address there for trusted proxies only,
``--forwarded-allow-ips``).  A token is kept as a hash, never as itself.

The buckets live in the process unless ``MAUMAU_REDIS_URL`` names a Redis server: then every
worker of every host takes from the same buckets (:mod:`infrastructure.adapters.shared_limits`,
one script per write), so a client spread over N processes still gets the configured rate once.
Without Redis (or while it is away) each process limits on its own, and a client spread over the
workers may write up to N times the configured rate.  At most ``rate_limit_max_clients`` buckets
of each kind are kept in a process; the least recently used are forgotten (a forgotten bucket
starts full again); Redis forgets a bucket once it would be full again.

These limits count requests, whatever they cost.  A sign-in sends no bearer token and costs an
argon2id hash (~64 MiB): 86 of them in 20 s from one address stay far below 20 writes a second,
so a flood of sign-ins never met them.  Failed sign-ins and concurrent hashing are limited where
they are known, in the account service (:mod:`infrastructure.services.sign_in_limits`), and
event streams by their admission (:mod:`api.http.stream_slots`).
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from starlette.types import ASGIApp, Receive, Scope, Send

from infrastructure.adapters.shared_limits import SharedLimits
from infrastructure.services.buckets import TokenBuckets

__all__ = ["WRITE_METHODS", "RateLimit", "RateLimiter", "Refusal", "TokenBuckets"]

WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


@dataclass(frozen=True)
class Refusal:
    """Why a write was refused: the limit (``token`` or ``address``) and the whole seconds to wait."""

    limit: str
    retry_after: int


class RateLimiter:
    """The per-token and per-address limits together (see the module docstring)."""

    def __init__(
        self,
        per_token: TokenBuckets,
        per_address: TokenBuckets,
        clock: Callable[[], float] = time.monotonic,
        shared: SharedLimits | None = None,
    ) -> None:
        """Limit with the two kinds of buckets, reading time from ``clock`` (seconds); with
        ``shared``, in Redis (the local buckets then only stand in while it is away)."""
        self.per_token = per_token
        self.per_address = per_address
        self.clock = clock
        self.shared = shared

    @property
    def enabled(self) -> bool:
        """True when either limit is on."""
        return self.per_token.enabled or self.per_address.enabled

    def admit(self, token: str | None, address: str) -> Refusal | None:
        """Take a token from each bucket the write uses and return ``None``, or take nothing and
        return the refusal of the bucket that would make the client wait longest."""
        now = self.clock()
        used: list[tuple[str, TokenBuckets, str]] = []
        if token is not None and self.per_token.enabled:
            used.append(("token", self.per_token, token))
        if self.per_address.enabled:
            used.append(("address", self.per_address, address))
        worst: tuple[float, str] | None = None
        for limit, buckets, key in used:
            wait = buckets.wait(key, now)
            if wait > 0 and (worst is None or wait > worst[0]):
                worst = (wait, limit)
        if worst is not None:
            return Refusal(worst[1], max(1, math.ceil(worst[0])))
        for _limit, buckets, key in used:
            buckets.take(key)
        return None

    async def admit_anywhere(self, token: str | None, address: str) -> Refusal | None:
        """:meth:`admit`, counted in Redis across every process when ``shared`` is set (and in
        this process while Redis is away)."""
        shared = self.shared
        if shared is None:
            return self.admit(token, address)
        used: list[tuple[str, TokenBuckets, str]] = []
        if token is not None and self.per_token.enabled:
            used.append(("token", self.per_token, token))
        if self.per_address.enabled:
            used.append(("address", self.per_address, address))
        keys = [shared.key(f"writes:{limit}", key) for limit, _buckets, key in used]
        args: list[str | int | float] = []
        for _limit, buckets, _key in used:
            args += [buckets.rate, buckets.burst]
        answer = await shared.acall("take_all", keys, args)
        if answer is None:
            return self.admit(token, address)
        index, wait = int(answer[0]), float(answer[1])
        return None if index == 0 else Refusal(used[index - 1][0], max(1, math.ceil(wait)))


def _bearer_key(scope: Scope) -> str | None:
    """A hash of the request's bearer token (``None`` without one): buckets never hold tokens."""
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            scheme, _, credentials = value.partition(b" ")
            if scheme.lower() == b"bearer" and credentials.strip():
                return hashlib.sha256(credentials.strip()).hexdigest()[:32]
            return None
    return None


_MESSAGES = {"token": "too many writes with this token", "address": "too many writes from this address"}


class RateLimit:
    """Refuse writes beyond the limits with 429 ``rate_limited`` and ``Retry-After``."""

    def __init__(
        self,
        app: ASGIApp,
        limiter: RateLimiter,
        on_refused: Callable[[str], None] | None = None,
    ) -> None:
        """Wrap ``app``; ``on_refused(limit)`` is told of every refusal (the metrics count them)."""
        self.app = app
        self.limiter = limiter
        self.on_refused = on_refused

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass a read or an admitted write on; answer 429 to a write beyond a limit."""
        if scope["type"] != "http" or scope.get("method") not in WRITE_METHODS or not self.limiter.enabled:
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        refusal = await self.limiter.admit_anywhere(_bearer_key(scope), str(client[0]) if client else "unknown")
        if refusal is None:
            await self.app(scope, receive, send)
            return
        if self.on_refused is not None:
            self.on_refused(refusal.limit)
        detail = {
            "rule": "rate_limited",
            "message": f"{_MESSAGES[refusal.limit]}: retry in {refusal.retry_after} s",
            "limit": refusal.limit,
            "retry_after": refusal.retry_after,
        }
        body = json.dumps({"detail": detail}).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"retry-after", str(refusal.retry_after).encode()),
        ]
        await send({"type": "http.response.start", "status": 429, "headers": headers})
        await send({"type": "http.response.body", "body": body})
