"""Token buckets keyed by a string: the plumbing of every rate limit (the write limits of
:mod:`api.http.middleware.rate_limit`, the failed sign-ins of :mod:`infrastructure.services.sign_in_limits`).

Not thread-safe on its own: the HTTP middleware uses it on the event loop, the sign-in limits
under their own lock.
"""

from __future__ import annotations

from collections import OrderedDict

__all__ = ["TokenBuckets"]


class _Bucket:
    """Tokens held and when they were last counted."""

    __slots__ = ("tokens", "updated")

    def __init__(self, tokens: float, updated: float) -> None:
        self.tokens = tokens
        self.updated = updated


class TokenBuckets:
    """One kind of limit: a bucket per key, ``rate`` tokens a second up to ``burst`` tokens."""

    def __init__(self, rate: float, burst: int, max_keys: int = 100_000) -> None:
        """A limit of ``rate`` per second with bursts of ``burst`` (either 0: no limit), keeping
        at most ``max_keys`` buckets."""
        self.rate = rate
        self.burst = burst
        self.max_keys = max_keys
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()

    @property
    def enabled(self) -> bool:
        """False when the rate or the burst is 0."""
        return self.rate > 0 and self.burst > 0

    def __len__(self) -> int:
        """The buckets kept now."""
        return len(self._buckets)

    def _bucket(self, key: str, now: float) -> _Bucket:
        """``key``'s bucket, refilled up to ``now`` (a new one is full)."""
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = _Bucket(float(self.burst), now)
            while len(self._buckets) > self.max_keys:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(key)
            elapsed = max(0.0, now - bucket.updated)
            bucket.tokens = min(float(self.burst), bucket.tokens + elapsed * self.rate)
            bucket.updated = now
        return bucket

    def wait(self, key: str, now: float) -> float:
        """Seconds until ``key``'s bucket holds a token (0: it holds one now)."""
        bucket = self._bucket(key, now)
        return 0.0 if bucket.tokens >= 1.0 else (1.0 - bucket.tokens) / self.rate

    def take(self, key: str) -> None:
        """Take one token from ``key``'s bucket (call :meth:`wait` first, at the same time)."""
        self._buckets[key].tokens -= 1.0

    def spend(self, key: str, now: float) -> None:
        """Take one token from ``key``'s bucket as of ``now``, even if it holds none (it then owes
        it: the next token comes later)."""
        self._bucket(key, now).tokens -= 1.0

    def give_back(self, key: str) -> None:
        """Return one token to ``key``'s bucket (a reserved attempt that did not count), up to the
        burst; nothing if the bucket was forgotten meanwhile."""
        bucket = self._buckets.get(key)
        if bucket is not None:
            bucket.tokens = min(float(self.burst), bucket.tokens + 1.0)
