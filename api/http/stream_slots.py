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
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import Request
from fastapi.responses import StreamingResponse

from api.http.deps import client_address
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

    def __init__(self, runtime: Runtime) -> None:
        """Count against ``runtime``'s options; ``runtime.streams`` is kept as the total."""
        self.runtime = runtime
        self.public = 0
        self.by_address: dict[str, int] = {}
        self.by_identity: dict[str, int] = {}

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

    @property
    def public_cap(self) -> int:
        """The most public streams at once: ``sse_public_share`` of the process cap (at least 1)."""
        options = self.runtime.options
        return max(1, int(options.sse_max_streams * options.sse_public_share))

    def _release(self, slot: Slot) -> None:
        self.runtime.streams -= 1
        _drop(self.by_address, slot.address)
        if slot.identity is not None:
            _drop(self.by_identity, slot.identity)
        if slot.public:
            self.public -= 1


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


def open_stream(
    request: Request,
    content: AsyncIterator[str],
    *,
    public: bool,
    identity: str | None = None,
) -> CountedStream:
    """Admit a stream for ``request`` (or raise :class:`TooManyStreams`) and answer with
    ``content`` as ``text/event-stream``.  Call it with no ``await`` between the checks the route
    made and this call; ``content`` must not have started."""
    slot = stream_slots(request).admit(client_address(request), identity, public=public)
    return CountedStream(content, slot, media_type="text/event-stream", headers=dict(_HEADERS))
