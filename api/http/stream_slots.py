"""Admission of event streams (Server-Sent Events): the one piece every stream route opens through.

Every ``text/event-stream`` answer — a seat's and a table's public Mau-Mau events
(:mod:`api.http.routes.live`), a Punto Banco table's events (:mod:`api.http.routes.puntobanco`), a
tournament's live standings (:mod:`api.http.routes.tournaments`), all sent by
:func:`api.http.streams.serve` — holds one *slot* of its process
from the moment it is admitted until it ends, however it ends (finished, the client gone, a
revoked token, never started).  A stream is admitted only while, in this process (``RuntimeSettings``,
``MAUMAU_SSE_*``):

* its client address holds fewer than ``sse_max_streams_per_address`` streams (default 50), and
  its identity fewer than ``sse_max_streams_per_identity`` (default 20; the seated player, or
  the credential sent, anonymous streams have none) — beyond either: 429 ``stream_limited``,
  ``limit`` ``address`` or ``identity``;
* it is a *public* stream (every stream but a seat's own: anonymous, spectators, Punto Banco,
  standings) and public streams hold fewer than ``sse_public_share`` of the process cap (default
  0.8): the rest is kept for seat streams, so spectators can never starve the players — beyond
  it: 503 ``streams``, ``limit`` ``public``;
* the process holds fewer than ``sse_max_streams`` streams (default 1,000) — beyond it: 503
  ``streams``, ``limit`` ``process``.

Every refusal carries ``Retry-After`` and the documented error shape.  The checks and the taking
of the slot happen in one call on the event loop with no ``await`` in between, so a burst cannot
overshoot any cap.  ``Runtime.streams`` stays the process's count of open streams.

With ``MAUMAU_REDIS_URL`` the address and identity caps hold across every process of every host
(:mod:`infrastructure.adapters.shared_limits`): once this process has taken its slot, one Redis
script counts the stream in the address's and the identity's sets or refuses it (and the slot is
given back); each process renews its open streams' entries every 10 s, so the streams of a host
that died stop counting within 30 s.  The process and public caps stay the process's own: they
protect its memory and its seat streams.  While Redis is away the process counts alone.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import Request
from fastapi.responses import StreamingResponse

from api.http.deps import client_address
from infrastructure.adapters.shared_limits import STREAM_TTL_SECONDS, SharedLimits
from infrastructure.services.errors import Throttled
from infrastructure.services.runtime import Runtime
from infrastructure.services.tokens import hash_token

__all__ = ["CountedStream", "Slot", "StreamSlots", "TooManyStreams", "open_stream", "stream_identity"]

RETRY_AFTER_SECONDS = 5
_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", "Connection": "keep-alive"}


class TooManyStreams(Throttled):
    """A stream refused by a cap (``limit``: ``address``, ``identity``, ``public`` or ``process``)."""

    def __init__(self, limit: str, message: str, *, status: int) -> None:
        """429 ``stream_limited`` for the caller's own caps, 503 ``streams`` for the process's."""
        rule = "stream_limited" if status == 429 else "streams"
        super().__init__(rule, message, limit=limit, retry_after=RETRY_AFTER_SECONDS, status=status)


class Slot:
    """One admitted stream's place in the counts; :meth:`release` gives it back (once)."""

    def __init__(self, slots: StreamSlots, address: str, identity: str | None, public: bool) -> None:
        """Count a stream of ``address`` (and ``identity``), public or a seat's."""
        self._slots = slots
        self.address = address
        self.identity = identity
        self.public = public
        self._held = True
        self.id = uuid.uuid4().hex
        self.shared_keys: tuple[str, ...] = ()
        """The Redis sets that count it (none: counted in this process only)."""

    def release(self) -> None:
        """Give the slot back; calling it again does nothing."""
        if self._held:
            self._held = False
            self._slots._release(self)


def _drop(counts: dict[str, int], key: str) -> None:
    left = counts.get(key, 0) - 1
    if left > 0:
        counts[key] = left
    else:
        counts.pop(key, None)


class StreamSlots:
    """The open streams of one process by address, identity and kind (module docstring).

    Used on the event loop only (admission and release both run there), so it needs no lock."""

    def __init__(
        self, runtime: Runtime, shared: SharedLimits | None = None, *, shared_ttl: int = STREAM_TTL_SECONDS
    ) -> None:
        """Count against ``runtime``'s options; ``runtime.streams`` is kept as the total; the
        address and identity caps also in ``shared`` (Redis) when given, each stream's entry
        living ``shared_ttl`` seconds unless this process renews it."""
        self.runtime = runtime
        self.shared = shared
        self.shared_ttl = shared_ttl
        self.public = 0
        self.by_address: dict[str, int] = {}
        self.by_identity: dict[str, int] = {}
        self._counted: dict[str, Slot] = {}
        """The open streams counted in Redis, by id (renewed by :meth:`_renew`)."""
        self._renewing: asyncio.Task[None] | None = None
        self._forgetting: set[asyncio.Task[None]] = set()

    def admit(self, address: str, identity: str | None, *, public: bool) -> Slot:
        """Take a slot for a stream, or raise :class:`TooManyStreams` naming the cap."""
        options = self.runtime.options
        if self.by_address.get(address, 0) >= options.sse_max_streams_per_address:
            raise TooManyStreams(
                "address",
                f"this address holds {options.sse_max_streams_per_address} event streams, the most it may: "
                "close one first",
                status=429,
            )
        if identity is not None and self.by_identity.get(identity, 0) >= options.sse_max_streams_per_identity:
            raise TooManyStreams(
                "identity",
                f"this identity holds {options.sse_max_streams_per_identity} event streams, the most it may: "
                "close one first",
                status=429,
            )
        if self.runtime.streams >= options.sse_max_streams:
            raise TooManyStreams("process", "too many open event streams in this process: retry later", status=503)
        if public and self.public >= self.public_cap:
            raise TooManyStreams(
                "public",
                "too many public event streams in this process (the rest is kept for seats): retry later",
                status=503,
            )
        self.runtime.streams += 1
        self.by_address[address] = self.by_address.get(address, 0) + 1
        if identity is not None:
            self.by_identity[identity] = self.by_identity.get(identity, 0) + 1
        if public:
            self.public += 1
        return Slot(self, address, identity, public)

    async def admit_anywhere(self, address: str, identity: str | None, *, public: bool) -> Slot:
        """:meth:`admit`, then the address and identity caps across every process (Redis)."""
        slot = self.admit(address, identity, public=public)
        shared = self.shared
        if shared is None:
            return slot
        options = self.runtime.options
        keys = [shared.key("streams:address", address)]
        caps: list[str | int | float] = [options.sse_max_streams_per_address]
        if identity is not None:
            keys.append(shared.key("streams:identity", identity))
            caps.append(options.sse_max_streams_per_identity)
        try:
            answer = await shared.acall("stream_admit", keys, [slot.id, self.shared_ttl, *caps])
        except BaseException:
            slot.release()
            raise
        full = answer.decode() if isinstance(answer, bytes) else answer
        if full:
            slot.release()
            cap = options.sse_max_streams_per_address if full == "address" else options.sse_max_streams_per_identity
            raise TooManyStreams(
                full, f"this {full} holds {cap} event streams, the most it may: close one first", status=429
            )
        if answer is not None:
            slot.shared_keys = tuple(keys)
            self._counted[slot.id] = slot
            if self._renewing is None or self._renewing.done():
                self._renewing = asyncio.get_running_loop().create_task(self._renew(shared))
        return slot

    async def _renew(self, shared: SharedLimits) -> None:
        """Every third of the entries' life, push on the expiry of this process's open streams;
        ends when none is left."""
        while self._counted:
            await asyncio.sleep(self.shared_ttl / 3)
            by_key: dict[str, list[str]] = {}
            for slot in list(self._counted.values()):
                for key in slot.shared_keys:
                    by_key.setdefault(key, []).append(slot.id)
            if by_key:
                ids = [" ".join(v) for v in by_key.values()]
                await shared.acall("stream_renew", list(by_key), [self.shared_ttl, *ids])

    @property
    def public_cap(self) -> int:
        """The most public streams at once: ``sse_public_share`` of the process cap (at least 1)."""
        options = self.runtime.options
        return max(1, int(options.sse_max_streams * options.sse_public_share))

    def _release(self, slot: Slot) -> None:
        if self._counted.pop(slot.id, None) is not None and self.shared is not None:
            self._forget(self.shared, slot)
        self.runtime.streams -= 1
        _drop(self.by_address, slot.address)
        if slot.identity is not None:
            _drop(self.by_identity, slot.identity)
        if slot.public:
            self.public -= 1

    def _forget(self, shared: SharedLimits, slot: Slot) -> None:
        """Take ``slot`` out of its Redis sets (soon, on the event loop; it expires anyway)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # released off the loop: its entries expire by themselves
            return
        task = loop.create_task(shared.aforget(slot.shared_keys, slot.id))
        self._forgetting.add(task)
        task.add_done_callback(self._forgetting.discard)


class CountedStream(StreamingResponse):
    """A streaming response holding its :class:`Slot` until it is done (however it ends)."""

    def __init__(self, content: AsyncIterator[str], slot: Slot, **kwargs: Any) -> None:
        """Stream ``content`` holding ``slot``."""
        super().__init__(content, **kwargs)
        self.slot = slot

    def release(self) -> None:
        """Give the slot back (once)."""
        self.slot.release()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        """Stream, then give the slot back."""
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.release()


def stream_slots(request: Request) -> StreamSlots:
    """The app's stream counts (``app.state.stream_slots``, made by the app factory)."""
    slots: StreamSlots = request.app.state.stream_slots
    return slots


def stream_identity(player_id: uuid.UUID | None = None, token: str | None = None) -> str | None:
    """Whom a stream counts against: the player when known, else a hash of the credential sent
    (never the token itself), else nobody (an anonymous stream: its address only)."""
    if player_id is not None:
        return f"player:{player_id}"
    if token:
        return "token:" + hash_token(token)[:32]
    return None


async def open_stream(
    request: Request,
    content: AsyncIterator[str],
    *,
    public: bool,
    identity: str | None = None,
) -> CountedStream:
    """Admit a stream for ``request`` (or raise :class:`TooManyStreams`) and answer with
    ``content`` as ``text/event-stream``.  Call it with no ``await`` between the checks the route
    made and this call (this process's caps are taken before its one ``await``, the shared ones
    atomically in Redis); ``content`` must not have started."""
    slot = await stream_slots(request).admit_anywhere(client_address(request), identity, public=public)
    return CountedStream(content, slot, media_type="text/event-stream", headers=dict(_HEADERS))
