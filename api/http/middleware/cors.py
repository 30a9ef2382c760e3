"""CORS: which browser origins may call the API (``MAUMAU_CORS_ALLOW_ORIGINS``; none by default).

With no origin configured nothing is added: a browser page on another origin gets no
``Access-Control-Allow-Origin`` and cannot read an answer, and a preflight (``OPTIONS``) is 405
``method_not_allowed`` like any method a route does not have.

With an allow-list, Starlette's ``CORSMiddleware`` answers preflights and marks answers for the
listed origins: every method the API uses, the request headers it reads (``Authorization``,
``Content-Type``, ``Idempotency-Key``, ``If-Match``, ``If-None-Match``, ``Last-Event-ID``,
``X-Request-ID``) and the answer headers a client needs to see (``ETag``, ``Retry-After``,
``Location``, ``X-Request-ID``).  No credentials (cookies) are involved: the API authenticates by
bearer token.  A preflight the list refuses (another origin, method or header) is 403 in the one
error shape, ``{"detail": {"rule": "cors", "message": ...}}``, without CORS headers; ``*`` allows
every origin.
"""

from __future__ import annotations

import json

from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import Response
from starlette.types import ASGIApp

__all__ = ["ALLOW_HEADERS", "ALLOW_METHODS", "EXPOSE_HEADERS", "AllowListCors"]

ALLOW_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
ALLOW_HEADERS = (
    "Authorization",
    "Content-Type",
    "Idempotency-Key",
    "If-Match",
    "If-None-Match",
    "Last-Event-ID",
    "X-Request-ID",
)
EXPOSE_HEADERS = ("ETag", "Retry-After", "Location", "X-Request-ID")
MAX_AGE_SECONDS = 600


class AllowListCors(CORSMiddleware):
    """``CORSMiddleware`` on an allow-list, refusing preflights in the documented error shape."""

    def __init__(self, app: ASGIApp, origins: tuple[str, ...]) -> None:
        """Allow ``origins`` (``*``: any) the API's methods and headers (see the module docstring)."""
        super().__init__(
            app,
            allow_origins=list(origins),
            allow_methods=list(ALLOW_METHODS),
            allow_headers=list(ALLOW_HEADERS),
            expose_headers=list(EXPOSE_HEADERS),
            allow_credentials=False,
            max_age=MAX_AGE_SECONDS,
        )

    def preflight_response(self, request_headers: Headers) -> Response:
        """Starlette's preflight answer, except that a refusal (its 400 in plain text naming
        what is not allowed) is 403 ``cors`` in JSON, without any CORS header."""
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        reasons = bytes(response.body).decode("utf-8", "replace").strip() or "not allowed"
        detail = {"rule": "cors", "message": f"CORS preflight refused: {reasons}"}
        body = json.dumps({"detail": detail})
        return Response(body, status_code=403, media_type="application/json", headers={"Vary": "Origin"})
