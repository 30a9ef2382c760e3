"""Refuse requests whose path or query string holds a NUL byte (ASGI middleware).

PostgreSQL text cannot hold NUL (``0x00``): a path parameter or query value carrying ``%00``
that reaches a query (``/v1/players/%00/stats``, ``?ruleset=%00``) made the driver raise and the
service answer 500, while SQLite answered 4xx.  No identifier, name or filter of the API may
contain NUL, so such a request is refused before routing, on every backend alike, with 422 in the
documented shape naming ``path`` or ``query``.
"""

from __future__ import annotations

from urllib.parse import unquote_to_bytes

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["RejectNul"]


def _nul_in(scope: Scope) -> str | None:
    """``"path"`` or ``"query"`` when that part of the request holds a NUL byte, else ``None``."""
    path = scope.get("path", "")
    raw_path = scope.get("raw_path") or b""
    if "\x00" in path or b"\x00" in unquote_to_bytes(raw_path):
        return "path"
    query = scope.get("query_string") or b""
    if query and b"\x00" in unquote_to_bytes(query):
        return "query"
    return None


class RejectNul:
    """Answer 422 to HTTP requests with a NUL byte in the path or the query string."""

    def __init__(self, app: ASGIApp) -> None:
        """Wrap ``app``."""
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse or pass the request on."""
        where = _nul_in(scope) if scope["type"] == "http" else None
        if where is None:
            await self.app(scope, receive, send)
            return
        detail = {"rule": where, "message": f"the {where} holds a NUL byte (%00), which no value of this API may hold"}
        await JSONResponse({"detail": detail}, status_code=422)(scope, receive, send)
