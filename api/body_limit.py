"""A request body size limit for the whole HTTP API (ASGI middleware).

No route needs more than a few kilobytes (the largest legitimate body is a custom ruleset or a
table with an explicit two-deck order), so a body above ``MAUMAU_MAX_BODY_BYTES`` (default
64 KiB) is refused with 413 and ``{"detail": {"rule": "body_too_large", "message": ...}}``
before it is parsed, let alone stored.

The ``Content-Length`` header is only a shortcut: a body that declares too much is refused
without reading it, and every body (chunked ones have no header) is counted while it is read,
so a body that turns out larger than the limit is refused as soon as it passes it.  The counting
raises :class:`BodyTooLarge`, an ``HTTPException``, from the app's ``receive``: FastAPI
passes such exceptions through its body parsing, so the route never runs; the middleware answers
413 itself if the exception reaches it before a response has started.
"""

from __future__ import annotations

from fastapi import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["DEFAULT_MAX_BODY_BYTES", "BodyLimit", "BodyTooLarge"]

DEFAULT_MAX_BODY_BYTES = 64 * 1024


def _detail(limit: int) -> dict[str, str]:
    """The documented error body of a request that is too large."""
    return {"rule": "body_too_large", "message": f"the request body is larger than the limit of {limit} bytes"}


class BodyTooLarge(HTTPException):
    """The request body passed the limit while it was read (413)."""

    def __init__(self, limit: int) -> None:
        super().__init__(status_code=413, detail=_detail(limit))


def _declared_length(scope: Scope) -> int | None:
    """The ``Content-Length`` of the request, or ``None`` when absent or not a number."""
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else None
    return None


class BodyLimit:
    """Refuse HTTP requests whose body is larger than ``max_bytes`` with 413."""

    def __init__(self, app: ASGIApp, max_bytes: int = DEFAULT_MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on with a counting ``receive``; answer 413 when the body is too large."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._refuse(scope, receive, send)
            return
        received = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise BodyTooLarge(self.max_bytes)
            return message

        async def watching_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counting_receive, watching_send)
        except BodyTooLarge:
            if started:
                raise
            await self._refuse(scope, receive, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Send the 413 answer; the connection is closed after it (the body is left unread)."""
        response = JSONResponse({"detail": _detail(self.max_bytes)}, status_code=413, headers={"Connection": "close"})
        await response(scope, receive, send)
