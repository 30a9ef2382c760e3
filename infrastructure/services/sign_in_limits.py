"""What bounds the cost of passwords: a gate on concurrent argon2 work and limits on failed sign-ins.

The policy — the four limits, their defaults and why they keep an owner in while stopping a
guesser — is ``docs/accounts.md`` ("Floods"); this module is its mechanism:

* :class:`HashGate` — every password hash or verification holds one of ``concurrency`` slots of
  the process; one that cannot start within ``wait_seconds`` is refused (503 ``busy``, limit
  ``password_hashing``) instead of queueing memory without bound.
* :class:`SignInLimits` — refuses an attempt *before* any hashing (429 ``sign_in_limited``,
  ``limit``: ``address_concurrent``, ``address``, ``address_handle`` or ``handle``): token
  buckets per address and per handle (:class:`~infrastructure.services.buckets.TokenBuckets`)
  and a doubling backoff per (address, handle) pair.  An attempt reserves its tokens before the
  password is checked (a parallel burst cannot overshoot) and gives them back when it succeeds
  or is never judged.  The counts live in the process and keep at most ``max_keys`` entries of
  each kind; sign-ins without an address (the command line) are not limited.
* :class:`SharedSignInLimits` — the same, counted in Redis for every process of every host
  (``MAUMAU_REDIS_URL``).
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from infrastructure.adapters.settings import Settings
from infrastructure.adapters.shared_limits import SharedLimits
from infrastructure.services.buckets import TokenBuckets
from infrastructure.services.errors import Throttled

__all__ = ["HashGate", "SharedSignInLimits", "SignInLimits", "SignInPolicy", "password_limits"]


class HashGate:
    """At most ``concurrency`` password hashes at once; a caller waits ``wait_seconds`` at most."""

    def __init__(self, concurrency: int = 2, wait_seconds: float = 0.5) -> None:
        """Admit ``concurrency`` (at least 1) hashes at once, each waiting ``wait_seconds`` at most."""
        self.concurrency = max(1, concurrency)
        self.wait_seconds = max(0.0, wait_seconds)
        self._slots = threading.BoundedSemaphore(self.concurrency)

    @contextmanager
    def hashing(self) -> Iterator[None]:
        """Hold a slot while the block runs; :class:`Throttled` (503 ``busy``) if none frees in time."""
        if not self._slots.acquire(timeout=self.wait_seconds):
            raise Throttled(
                "busy",
                "the service is checking too many passwords at once: retry in a moment",
                limit="password_hashing",
                retry_after=1,
                status=503,
            )
        try:
            yield
        finally:
            self._slots.release()


@dataclass(frozen=True, slots=True)
class SignInPolicy:
    """The settings of :class:`SignInLimits` (their meaning and defaults: ``docs/accounts.md``);
    0 bursts switch a limit off."""

    concurrent_per_address: int = 1
    address_burst: int = 20
    address_per_minute: float = 10.0
    handle_burst: int = 30
    handle_per_minute: float = 30.0
    free_failures: int = 5
    lockout_max_seconds: float = 60.0
    max_keys: int = 100_000


@dataclass(slots=True)
class _Pair:
    """One address's failures on one handle: how many in a row, the last one, locked until."""

    failures: int
    last: float
    until: float


_MESSAGES = {
    "address_concurrent": "a sign-in from this address is being checked: wait for its answer",
    "address": "too many failed sign-ins from this address",
    "address_handle": "too many failed sign-ins of this handle from this address",
    "handle": "too many failed sign-ins of this handle",
}


class SignInLimits:
    """Failed sign-ins per address, per (address, handle) and per handle (``docs/accounts.md``).

    The pair's backoff starts after ``free_failures`` and doubles up to ``lockout_max_seconds``;
    it is forgotten after ten times that cap without a failure, and at once on a success.  An
    empty handle bucket refuses only addresses whose own last failure on that handle is more
    recent than the cap, so an attacker elsewhere never locks the owner out."""

    def __init__(self, policy: SignInPolicy | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        """Count by ``policy`` (default: the documented defaults), reading seconds from ``clock``."""
        self.policy = policy = policy or SignInPolicy()
        self.clock = clock
        self._address = TokenBuckets(policy.address_per_minute / 60.0, policy.address_burst, policy.max_keys)
        self._handle = TokenBuckets(policy.handle_per_minute / 60.0, policy.handle_burst, policy.max_keys)
        self._pairs: OrderedDict[tuple[str, str], _Pair] = OrderedDict()
        self._in_flight: dict[str, int] = {}
        self._lock = threading.Lock()

    def _refuse(self, limit: str, wait: float) -> Throttled:
        seconds = max(1, math.ceil(wait))
        return Throttled("sign_in_limited", f"{_MESSAGES[limit]}: retry in {seconds} s", limit=limit, retry_after=wait)

    def _pair(self, key: tuple[str, str], now: float) -> _Pair | None:
        """The pair's record, or ``None`` (never failed, or quiet long enough to be forgotten)."""
        pair = self._pairs.get(key)
        if pair is not None and now - pair.last > 10 * self.policy.lockout_max_seconds:
            del self._pairs[key]
            return None
        return pair

    def attempt(self, address: str, handle: str) -> None:
        """Admit one attempt of ``handle`` from ``address`` and reserve its failure, or raise
        :class:`Throttled` (429 ``sign_in_limited``) naming the limit that makes it wait longest."""
        now = self.clock()
        with self._lock:
            if self._in_flight.get(address, 0) >= self.policy.concurrent_per_address:
                raise self._refuse("address_concurrent", 1.0)
            waits: list[tuple[float, str]] = []
            pair = self._pair((address, handle), now)
            if pair is not None and pair.until > now:
                waits.append((pair.until - now, "address_handle"))
            if self._address.enabled:
                waits.append((self._address.wait(address, now), "address"))
            recent = pair is not None and now - pair.last < self.policy.lockout_max_seconds
            if self._handle.enabled and recent and pair is not None:
                wait = self._handle.wait(handle, now)
                if wait > 0:  # refused only while this address's own last failure is recent
                    waits.append((min(wait, pair.last + self.policy.lockout_max_seconds - now), "handle"))
            wait, limit = max(waits, default=(0.0, ""))
            if wait > 0:
                raise self._refuse(limit, wait)
            if self._address.enabled:
                self._address.spend(address, now)
            if self._handle.enabled:
                self._handle.spend(handle, now)
            self._in_flight[address] = self._in_flight.get(address, 0) + 1

    def failed(self, address: str, handle: str) -> None:
        """The attempt failed: it keeps its reserved tokens, and the pair's backoff grows."""
        now = self.clock()
        policy = self.policy
        with self._lock:
            self._done(address)
            key = (address, handle)
            pair = self._pair(key, now)
            if pair is None:
                pair = self._pairs[key] = _Pair(0, now, now)
                while len(self._pairs) > policy.max_keys:
                    self._pairs.popitem(last=False)
            self._pairs.move_to_end(key)
            pair.failures += 1
            pair.last = now
            beyond = pair.failures - policy.free_failures
            if beyond > 0:
                pair.until = now + min(policy.lockout_max_seconds, 2.0 ** min(beyond - 1, 30))

    def succeeded(self, address: str, handle: str) -> None:
        """The attempt succeeded: its reserved tokens come back and the pair is forgotten."""
        with self._lock:
            self._done(address)
            self._give_back(address, handle)
            self._pairs.pop((address, handle), None)

    def abandoned(self, address: str, handle: str) -> None:
        """The attempt was never judged (the hash gate was busy): its reserved tokens come back."""
        with self._lock:
            self._done(address)
            self._give_back(address, handle)

    def _done(self, address: str) -> None:
        left = self._in_flight.get(address, 0) - 1
        if left > 0:
            self._in_flight[address] = left
        else:
            self._in_flight.pop(address, None)

    def _give_back(self, address: str, handle: str) -> None:
        if self._address.enabled:
            self._address.give_back(address)
        if self._handle.enabled:
            self._handle.give_back(handle)


class SharedSignInLimits(SignInLimits):
    """:class:`SignInLimits` counted in Redis for every service process together (the same rules,
    as scripts of :mod:`infrastructure.adapters.shared_limits`), so guesses spread over N hosts
    meet the limits once; while Redis is away, this process counts alone (the parent class)."""

    def __init__(
        self, shared: SharedLimits, policy: SignInPolicy | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Count by ``policy`` in ``shared``."""
        super().__init__(policy, clock)
        self.shared = shared

    def _keys(self, address: str, handle: str) -> tuple[str, str, str, str]:
        """In-flight (address), pair, bucket (address), bucket (handle)."""
        key = self.shared.key
        return (
            key("sign_in:flight", address),
            key("sign_in:pair", f"{address}|{handle}"),
            key("sign_in:address", address),
            key("sign_in:handle", handle),
        )

    def attempt(self, address: str, handle: str) -> None:
        """:meth:`SignInLimits.attempt` in Redis."""
        policy = self.policy
        args = [
            policy.concurrent_per_address,
            policy.address_per_minute / 60.0,
            policy.address_burst,
            policy.handle_per_minute / 60.0,
            policy.handle_burst,
            policy.lockout_max_seconds,
        ]
        answer = self.shared.call("sign_in_attempt", self._keys(address, handle), args)
        if answer is None:
            super().attempt(address, handle)
            return
        limit = answer[0].decode() if isinstance(answer[0], bytes) else str(answer[0])
        if limit:
            raise self._refuse(limit, float(answer[1]))

    def failed(self, address: str, handle: str) -> None:
        """:meth:`SignInLimits.failed` in Redis."""
        flight, pair, _a, _h = self._keys(address, handle)
        args = [self.policy.free_failures, self.policy.lockout_max_seconds]
        if self.shared.call("sign_in_failed", (flight, pair), args) is None:
            super().failed(address, handle)

    def succeeded(self, address: str, handle: str) -> None:
        """:meth:`SignInLimits.succeeded` in Redis."""
        self._finish(address, handle, forget=True)

    def abandoned(self, address: str, handle: str) -> None:
        """:meth:`SignInLimits.abandoned` in Redis."""
        self._finish(address, handle, forget=False)

    def _finish(self, address: str, handle: str, *, forget: bool) -> None:
        flight, pair, by_address, by_handle = self._keys(address, handle)
        args = [self.policy.address_burst, self.policy.handle_burst, 1 if forget else 0]
        if self.shared.call("sign_in_done", (flight, by_address, by_handle, pair), args) is None:
            if forget:
                super().succeeded(address, handle)
            else:
                super().abandoned(address, handle)


def password_limits(settings: Settings, shared: SharedLimits | None = None) -> tuple[HashGate, SignInLimits]:
    """The hash gate and the sign-in limits ``settings`` configure (``MAUMAU_PASSWORD_HASH_*``,
    ``MAUMAU_SIGN_IN_*``), counted in ``shared`` (Redis) when given."""
    policy = SignInPolicy(
        concurrent_per_address=settings.sign_in_concurrent_per_address,
        address_burst=settings.sign_in_address_failures,
        address_per_minute=settings.sign_in_address_failures_per_minute,
        handle_burst=settings.sign_in_handle_failures,
        handle_per_minute=settings.sign_in_handle_failures_per_minute,
        free_failures=settings.sign_in_free_failures,
        lockout_max_seconds=settings.sign_in_lockout_max_seconds,
        max_keys=settings.rate_limit_max_clients,
    )
    limits = SignInLimits(policy) if shared is None else SharedSignInLimits(shared, policy)
    return HashGate(settings.password_hash_concurrency, settings.password_hash_wait_seconds), limits
