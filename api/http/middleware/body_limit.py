"""A request body size limit for the whole HTTP API (ASGI middleware).

No route needs more than a few kilobytes (the largest legitimate body is a custom ruleset or a
table with an explicit two-deck order), so a body above ``MAUMAU_MAX_BODY_BYTES`` (default
64 KiB) is refused with 413 and ``{"detail": {"rule": "body_too_large", "message": ...}}``
before it is parsed, let alone stored.

The ``Content-Length`` header is only a shortcut: a body that declares too much is refused
without reading it, and every body (chunked ones have no header) is counted while it is read.
Once the count passes the limit the application is told the client went away
(``http.disconnect``) and never sees another byte:

* a route still reading its body gives up (FastAPI's body parsing fails); whatever answer it then
  starts is replaced by the 413;
* a route that answered before reading (an event stream reads only to notice a disconnect) just
  ends its answer, as for any client that leaves.

Nothing is raised across the application, so no answer can break after it has started.
"""

from __future__ import annotations

import json

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["DEFAULT_MAX_BODY_BYTES", "BodyLimit"]

DEFAULT_MAX_BODY_BYTES = 64 * 1024


def _detail(limit: int) -> dict[str, str]:
    """The documented error body of a request that is too large."""
    return {"rule": "body_too_large", "message": f"the request body is larger than the limit of {limit} bytes"}


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
        """Wrap ``app`` with a limit of ``max_bytes`` per request body."""
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
        too_large = False
        replaced = False

        async def counting_receive() -> Message:
            nonlocal received, too_large
            if too_large:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    too_large = True
                    return {"type": "http.disconnect"}
            return message

        async def watching_send(message: Message) -> None:
            nonlocal replaced
            if message["type"] == "http.response.start" and too_large:
                replaced = True
                body = json.dumps({"detail": _detail(self.max_bytes)}).encode()
                headers = [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ]
                await send({"type": "http.response.start", "status": 413, "headers": headers})
                await send({"type": "http.response.body", "body": body})
                return
            if not replaced:
                await send(message)

        await self.app(scope, counting_receive, watching_send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Send the 413 answer; the connection is closed after it (the body is left unread)."""
        response = JSONResponse({"detail": _detail(self.max_bytes)}, status_code=413, headers={"Connection": "close"})
        await response(scope, receive, send)
