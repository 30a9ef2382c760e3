"""Limits that hold across service hosts: the counts of :mod:`api.http.middleware.rate_limit`,
:mod:`infrastructure.services.sign_in_limits` and :mod:`api.http.stream_slots`, kept in Redis.

Each service process counts alone unless ``MAUMAU_REDIS_URL`` names a Redis server; then every
process of every host counts in the same keys, so a client that spreads its writes, its
password guesses or its event streams over N hosts gets the limit once, not N times.  Each
decision is ONE Lua script (atomic in Redis: a burst over several hosts cannot overshoot), and
reads the time from Redis (``TIME``), so the hosts' clocks never matter.  The rules are the same
as the in-process ones, written in the scripts below beside their Python originals:

* token buckets (writes per token and per address; failed sign-ins per address and per handle):
  a hash ``{t: tokens, u: updated}`` per key, refilled on read, expiring once it would be full;
* the backoff of one (address, handle) pair: a hash ``{failures, last, until}``;
* sign-ins being checked per address: a counter that expires after a minute (a host that dies
  mid-check does not hold the address forever);
* event streams per address and per identity: a sorted set of the streams' ids scored by when
  they expire; every process renews its own open streams' entries (:data:`STREAM_TTL_SECONDS`),
  so the streams of a host that dies stop counting within that time.

Redis away (a timeout, a refused connection): the caller decides in its process as before and
logs it once; a Redis outage never refuses service.  Keys live under ``MAUMAU_REDIS_PREFIX`` (``maumau:``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any

import redis
import redis.asyncio as aioredis

__all__ = ["STREAM_TTL_SECONDS", "SharedLimits", "shared_limits"]

log = logging.getLogger("maumau.shared_limits")

STREAM_TTL_SECONDS = 30
"""How long a stream's entry counts without its process renewing it (every third of this)."""
TIMEOUT_SECONDS = 0.25
"""How long one call waits for Redis before the process decides alone."""

_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
"""

_LEVEL = """
local function level(key, rate, burst)
  local v = redis.call('HMGET', key, 't', 'u')
  local tokens, updated = tonumber(v[1]), tonumber(v[2])
  if tokens == nil then return burst end
  return math.min(burst, tokens + math.max(0, now - updated) * rate)
end
local function store(key, tokens, rate, burst)
  redis.call('HSET', key, 't', tostring(tokens), 'u', tostring(now))
  redis.call('EXPIRE', key, math.ceil((burst - tokens) / rate) + 1)
end
"""

TAKE_ALL = (
    _NOW
    + _LEVEL
    + """
-- KEYS: buckets; ARGV: rate, burst of each.  Take one token from each, or none and answer the
-- bucket (1-based) that makes the caller wait longest with the wait (TokenBuckets.wait/take).
local levels, worst, worst_i = {}, 0, 0
for i = 1, #KEYS do
  local rate, burst = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  levels[i] = level(KEYS[i], rate, burst)
  if levels[i] < 1 then
    local wait = (1 - levels[i]) / rate
    if wait > worst then worst, worst_i = wait, i end
  end
end
if worst_i > 0 then return {worst_i, tostring(worst)} end
for i = 1, #KEYS do
  store(KEYS[i], levels[i] - 1, tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i]))
end
return {0, '0'}
"""
)

SIGN_IN_ATTEMPT = (
    _NOW
    + _LEVEL
    + """
-- KEYS: in-flight(address), pair(address, handle), bucket(address), bucket(handle)
-- ARGV: concurrent, address rate, address burst, handle rate, handle burst, lockout max
-- SignInLimits.attempt: refuse naming the longest wait, or reserve one failure of each bucket.
local concurrent, ar, ab, hr, hb, lockout = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]),
  tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
if tonumber(redis.call('GET', KEYS[1]) or '0') >= concurrent then return {'address_concurrent', '1'} end
local pair = redis.call('HMGET', KEYS[2], 'last', 'until')
local last, till = tonumber(pair[1]), tonumber(pair[2])
if last ~= nil and now - last > 10 * lockout then last, till = nil, nil end
local worst, limit = 0, ''
if till ~= nil and till > now then worst, limit = till - now, 'address_handle' end
local address_on, handle_on = ar > 0 and ab > 0, hr > 0 and hb > 0
local a_level, h_level = 0, 0
if address_on then
  a_level = level(KEYS[3], ar, ab)
  if a_level < 1 and (1 - a_level) / ar > worst then worst, limit = (1 - a_level) / ar, 'address' end
end
if handle_on then
  h_level = level(KEYS[4], hr, hb)
  if last ~= nil and now - last < lockout and h_level < 1 then
    local wait = math.min((1 - h_level) / hr, last + lockout - now)
    if wait > worst then worst, limit = wait, 'handle' end
  end
end
if worst > 0 then return {limit, tostring(worst)} end
if address_on then store(KEYS[3], a_level - 1, ar, ab) end
if handle_on then store(KEYS[4], h_level - 1, hr, hb) end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], 60)
return {'', '0'}
"""
)

_DONE = """
local inflight = tonumber(redis.call('GET', KEYS[1]) or '0')
if inflight > 1 then redis.call('DECR', KEYS[1]) else redis.call('DEL', KEYS[1]) end
"""

SIGN_IN_FAILED = (
    _NOW
    + _DONE
    + """
-- KEYS: in-flight(address), pair(address, handle); ARGV: free failures, lockout max
-- SignInLimits.failed: the pair's backoff grows (doubling from 1 s after the free failures).
local free, lockout = tonumber(ARGV[1]), tonumber(ARGV[2])
local pair = redis.call('HMGET', KEYS[2], 'failures', 'last', 'until')
local failures, last, till = tonumber(pair[1]), tonumber(pair[2]), tonumber(pair[3])
if failures == nil or now - last > 10 * lockout then failures, till = 0, now end
failures = failures + 1
local beyond = failures - free
if beyond > 0 then till = now + math.min(lockout, 2 ^ math.min(beyond - 1, 30)) end
redis.call('HSET', KEYS[2], 'failures', failures, 'last', tostring(now), 'until', tostring(till))
redis.call('EXPIRE', KEYS[2], math.ceil(10 * lockout) + 1)
return 1
"""
)

SIGN_IN_DONE = (
    _DONE
    + """
-- KEYS: in-flight(address), bucket(address), bucket(handle), pair; ARGV: address burst, handle
-- burst, forget the pair (1/0).  SignInLimits.succeeded/abandoned: the reserved tokens come back.
local bursts = {tonumber(ARGV[1]), tonumber(ARGV[2])}
for i = 2, 3 do
  local tokens = tonumber(redis.call('HGET', KEYS[i], 't'))
  if tokens ~= nil then redis.call('HSET', KEYS[i], 't', tostring(math.min(bursts[i - 1], tokens + 1))) end
end
if ARGV[3] == '1' then redis.call('DEL', KEYS[4]) end
return 1
"""
)

STREAM_ADMIT = """
-- KEYS: streams(address)[, streams(identity)]; ARGV: stream id, ttl seconds, address cap[, identity cap]
-- StreamSlots.admit's own caps: refuse naming the full one, or count the stream in each set.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2]) * 1000
local names = {'address', 'identity'}
for i = 1, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[2 + i]) then return names[i] end
end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now + ttl, ARGV[1])
  redis.call('PEXPIRE', KEYS[i], ttl)
end
return ''
"""

STREAM_RENEW = """
-- KEYS: the sets; ARGV: ttl seconds, then the stream ids this process holds in KEYS[i]
-- (ARGV[1 + i]: a space-separated list).  Push their expiry on (XX: a released one stays out).
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[1]) * 1000
for i = 1, #KEYS do
  for id in string.gmatch(ARGV[1 + i], '%S+') do redis.call('ZADD', KEYS[i], 'XX', now + ttl, id) end
  redis.call('PEXPIRE', KEYS[i], ttl)
end
return 1
"""


class SharedLimits:
    """The Redis client of one process and the scripts above (module docstring).

    Every method answers ``None`` when Redis is away: the caller then decides in its process."""

    def __init__(self, url: str, *, prefix: str = "maumau:") -> None:
        """Talk to the Redis at ``url``; keys under ``prefix``."""
        self.url = url
        self.prefix = prefix
        options: dict[str, Any] = {"socket_timeout": TIMEOUT_SECONDS, "socket_connect_timeout": TIMEOUT_SECONDS}
        self._sync = redis.Redis.from_url(url, **options)
        self._async: aioredis.Redis | None = None
        self._async_loop: asyncio.AbstractEventLoop | None = None
        self._options = options
        self._away_since: float | None = None
        self._sources = {
            "take_all": TAKE_ALL,
            "sign_in_attempt": SIGN_IN_ATTEMPT,
            "sign_in_failed": SIGN_IN_FAILED,
            "sign_in_done": SIGN_IN_DONE,
            "stream_admit": STREAM_ADMIT,
            "stream_renew": STREAM_RENEW,
        }
        self._scripts = {name: self._sync.register_script(source) for name, source in self._sources.items()}
        self._async_scripts: dict[str, Any] = {}

    def key(self, kind: str, name: str) -> str:
        """The Redis key of ``name`` (a hashed token, an address, a handle) in ``kind``."""
        return f"{self.prefix}{kind}:{name}"

    @property
    def away(self) -> bool:
        """Whether the last call found Redis away."""
        return self._away_since is not None

    def _async_script(self, name: str) -> Any:
        """``name``'s script on the asyncio client of the running event loop (a client's
        connections belong to the loop that made them: a new loop gets a new client)."""
        loop = asyncio.get_running_loop()
        if self._async is None or self._async_loop is not loop:
            self._async = aioredis.Redis.from_url(self.url, **self._options)
            self._async_loop = loop
            self._async_scripts = {}
        script = self._async_scripts.get(name)
        if script is None:
            script = self._async_scripts[name] = self._async.register_script(self._sources[name])
        return script

    def _failed(self, error: Exception) -> None:
        if self._away_since is None:
            self._away_since = time.monotonic()
            log.warning("Redis at %s is away (%s): limits count in this process only", self.url, error)

    def _back(self) -> None:
        if self._away_since is not None:
            log.warning("Redis at %s is back after %.1f s", self.url, time.monotonic() - self._away_since)
            self._away_since = None

    def call(self, script: str, keys: Sequence[str], args: Sequence[str | int | float]) -> Any:
        """Run ``script`` (blocking); ``None`` when Redis is away."""
        try:
            result = self._scripts[script](keys=list(keys), args=list(args))
        except redis.RedisError as error:
            self._failed(error)
            return None
        self._back()
        return result

    async def acall(self, script: str, keys: Sequence[str], args: Sequence[str | int | float]) -> Any:
        """Run ``script`` on the event loop; ``None`` when Redis is away."""
        try:
            result = await self._async_script(script)(keys=list(keys), args=list(args))
        except redis.RedisError as error:
            self._failed(error)
            return None
        self._back()
        return result

    async def aforget(self, keys: Sequence[str], member: str) -> None:
        """Take ``member`` (a closed stream) out of the sets ``keys``."""
        if self._async is None:
            return
        try:
            async with self._async.pipeline(transaction=False) as pipe:
                for key in keys:
                    pipe.zrem(key, member)
                await pipe.execute()
        except redis.RedisError as error:
            self._failed(error)

    async def aclose(self) -> None:
        """Close the asyncio client of the running loop (the app's shutdown)."""
        if self._async is not None and self._async_loop is asyncio.get_running_loop():
            client, self._async, self._async_loop = self._async, None, None
            await client.aclose()

    def close(self) -> None:
        """Close the blocking client (the asyncio one closes with its event loop)."""
        self._sync.close()


def shared_limits(url: str, prefix: str = "maumau:") -> SharedLimits | None:
    """The shared limits of ``MAUMAU_REDIS_URL`` under ``MAUMAU_REDIS_PREFIX`` (``None`` when the
    URL is empty: each process alone)."""
    return SharedLimits(url, prefix=prefix) if url else None
