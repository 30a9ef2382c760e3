"""The service's log output: one line per record, as text or as JSON (``MAUMAU_LOG_FORMAT``).

:func:`configure_logging` is called by the app factory when it runs the service itself
(``maumau serve``): the root logger gets one handler on standard error, uvicorn's own loggers
write through it, and uvicorn's access log is switched off because :mod:`api.http.middleware.request_ids` logs
an access record per request that carries the request id.

* ``text``: ``2026-01-02 10:11:12,345 INFO maumau.access [3f2a...] POST /v1/tables 201 4.2ms``
* ``json``: ``{"time": "2026-01-02T10:11:12.345+00:00", "level": "info", "logger":
  "maumau.access", "message": "...", "request_id": "3f2a...", "http": {"method": "POST", ...}}``
  — one object per line; ``exception`` holds a traceback when there is one.

Records carry ``request_id`` (``null`` outside a request) through
:func:`api.http.middleware.request_ids.install_log_records`.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import Any, Literal

__all__ = ["JsonFormatter", "TextFormatter", "configure_logging"]

_TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"


class TextFormatter(logging.Formatter):
    """One line per record, with the request id in brackets (``-`` outside a request)."""

    def __init__(self) -> None:
        """The text layout above."""
        super().__init__(_TEXT_FORMAT)

    def format(self, record: logging.LogRecord) -> str:
        """The line (a copy of the record shows ``-`` for a missing id: the record is not changed)."""
        if getattr(record, "request_id", None) is None:
            record = logging.makeLogRecord({**record.__dict__, "request_id": "-"})
        return super().format(record)


class JsonFormatter(logging.Formatter):
    """One JSON object per record (see the module docstring for its keys)."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as a JSON line."""
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None),
        }
        http = getattr(record, "http", None)
        if isinstance(http, dict):
            entry["http"] = http
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


class _ServiceHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """The handler :func:`configure_logging` installs (recognised to be replaced, not doubled)."""


def configure_logging(
    log_format: Literal["text", "json"] = "text", level: str = "info", *, stream: Any = None
) -> logging.Handler:
    """Send every log record to ``stream`` (standard error) in ``log_format`` from ``level`` up.

    Calling it again replaces the handler it installed before.  Returns the handler."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, _ServiceHandler)]:
        root.removeHandler(old)
    handler = _ServiceHandler(stream if stream is not None else sys.stderr)
    handler.setFormatter(JsonFormatter() if log_format == "json" else TextFormatter())
    root.addHandler(handler)
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error"):
        server_log = logging.getLogger(name)
        server_log.handlers.clear()
        server_log.propagate = True
    uvicorn_access = logging.getLogger("uvicorn.access")
    uvicorn_access.handlers.clear()
    uvicorn_access.propagate = False  # maumau.access replaces it (with the request id)
    return handler
