"""Request ids: every HTTP request carries one, in its answer and on every log record it causes.

A client may send ``X-Request-ID`` to tie its own logs to ours: 1-128 visible ASCII characters
(``!`` to ``~``, no space).  Any other value — too long, with spaces, control characters or
non-ASCII — is ignored and a fresh id (32 hex digits) is made, as when none is sent.  The id is
answered in the ``X-Request-ID`` header of every answer (refusals such as 413, 422 and 429
included) and held in a context variable while the request runs: :func:`install_log_records`
makes every log record created meanwhile carry it as ``record.request_id`` (code that runs in the
thread pool inherits it: ``run_in_threadpool`` copies the context).

When the request is done, one access record is logged (logger ``maumau.access``, level info) with
the method, the route template, the path (escaped, at most 200 characters), the status, the
duration and the client address; never a header, a token, a query string or a body.

The id is for correlation only: it is not the id the game service writes with an append (which
must be unique and is made there), so a client that reuses ids changes nothing.
"""

from __future__ import annotations

import contextvars
import logging
import re
import time
import uuid
from typing import Any

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["HEADER", "RequestIds", "current_request_id", "install_log_records", "route_of"]

HEADER = "X-Request-ID"
_VALID = re.compile(rb"[\x21-\x7e]{1,128}")
_REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("maumau_request_id", default=None)
_PATH_CHARS = 200

access_log = logging.getLogger("maumau.access")


def current_request_id() -> str | None:
    """The id of the HTTP request this code runs for (``None`` outside a request)."""
    return _REQUEST_ID.get()


def _incoming(scope: Scope) -> str | None:
    """The client's ``X-Request-ID`` when it is a valid one (the first such header only)."""
    for name, value in scope.get("headers", ()):
        if name == b"x-request-id":
            return value.decode("ascii") if _VALID.fullmatch(value) else None
    return None


def route_of(scope: Scope) -> str | None:
    """The template of the route that answered (``/v1/tables/{table_id}/commands``), known once
    the router has run; ``None`` when no route matched."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) else None


def _printable_path(scope: Scope) -> str:
    """The request path for a log line: control and non-ASCII characters escaped, cut short."""
    path = str(scope.get("path", ""))[:_PATH_CHARS]
    return "".join(c if " " <= c <= "~" else c.encode("unicode_escape").decode("ascii") for c in path)


class RequestIds:
    """Give every HTTP request an id (see the module docstring) and log its access record."""

    def __init__(self, app: ASGIApp) -> None:
        """Wrap ``app``."""
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Set the id for the request's duration, answer it in the header, log the access."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _incoming(scope) or uuid.uuid4().hex
        token = _REQUEST_ID.set(request_id)
        started = time.perf_counter()
        status = 500  # if the application never answers, the server does so with a 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                MutableHeaders(scope=message)[HEADER] = request_id
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            self._log(scope, status, time.perf_counter() - started)
            _REQUEST_ID.reset(token)

    @staticmethod
    def _log(scope: Scope, status: int, seconds: float) -> None:
        """One access record for the request (no header, query string or body)."""
        if not access_log.isEnabledFor(logging.INFO):
            return
        route = route_of(scope) or "unmatched"
        client = scope.get("client")
        http: dict[str, Any] = {
            "method": scope.get("method", ""),
            "route": route,
            "path": _printable_path(scope),
            "status": status,
            "duration_ms": round(seconds * 1000, 2),
            "client": client[0] if client else None,
        }
        access_log.info(
            "%s %s %d %.1fms", http["method"], http["path"], status, http["duration_ms"], extra={"http": http}
        )


_FACTORY_MARK = "_maumau_request_ids"


def install_log_records() -> None:
    """Make every log record carry ``request_id`` (the current request's, or ``None``).

    Wraps the process's log record factory once (calling it again changes nothing), so records
    of every logger — ours, the libraries', uvicorn's — get the attribute, whichever handler
    writes them."""
    previous = logging.getLogRecordFactory()
    if getattr(previous, _FACTORY_MARK, False):
        return

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        record.request_id = _REQUEST_ID.get()
        return record

    setattr(factory, _FACTORY_MARK, True)
    logging.setLogRecordFactory(factory)
