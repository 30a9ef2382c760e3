"""Exception handlers: every failure becomes ``{"detail": {"rule": ..., "message": ...}}``.

* :class:`~infrastructure.services.errors.ServiceError` subclasses map to their status (401, 403, 404, 409,
  422, 429, 503); 401 carries ``WWW-Authenticate: Bearer``, a stale version the current version and
  ETag, a refusal by a limit (``Throttled``) ``Retry-After`` and the limit it names;
* request validation errors (bad JSON, a missing or malformed field or header) become 422 whose
  ``rule`` names the first bad field (``cards``, ``wish``, ``json`` ...), with every error listed
  (a move's ``type`` tag is left out of a field's path);
* the framework's own refusals (no such route 404, method not allowed 405, a body the JSON parser
  gives up on) take the same shape (rules ``not_found``, ``method_not_allowed``, ``json``);
* an unreachable database becomes 503, never a stack trace.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from eventsourcing.persistence import InterfaceError as StoreInterfaceError
from eventsourcing.persistence import OperationalError as StoreOperationalError
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import OperationalError as SqlOperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.schemas.common import MOVE_TYPES
from infrastructure.services.errors import ServiceError, StaleVersion, Throttled

__all__ = ["install_error_handlers"]

log = logging.getLogger(__name__)


def _service_error(request: Request, exc: Exception) -> JSONResponse:
    """A service error as its status and ``{"detail": {...}}``."""
    assert isinstance(exc, ServiceError)
    detail: dict[str, Any] = {"rule": exc.rule, "message": exc.message}
    if exc.fields:
        detail["fields"] = exc.fields
    headers: dict[str, str] = {}
    if exc.status == 401:
        headers["WWW-Authenticate"] = "Bearer"
    if isinstance(exc, StaleVersion):
        detail["current_version"] = exc.current
        headers["ETag"] = f'"{exc.current}"'
    if isinstance(exc, Throttled):
        detail["limit"] = exc.limit
        detail["retry_after"] = exc.retry_after
        headers["Retry-After"] = str(exc.retry_after)
    return JSONResponse({"detail": detail}, status_code=exc.status, headers=headers)


def _field_path(loc: tuple[Any, ...]) -> str:
    """``("body", "cards", 0)`` → ``cards[0]``; ``("header", "If-Match")`` → ``If-Match``; a move's
    ``type`` tag is no field: ``("body", "play", "cards")`` → ``cards``."""
    parts = list(loc[1:] if loc and loc[0] in ("body", "query", "path", "header") else loc)
    if loc and loc[0] == "body" and parts and parts[0] in MOVE_TYPES:
        parts = parts[1:]
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or str(loc[0] if loc else "body")


def _field_and_message(error: Mapping[str, Any]) -> tuple[str, str]:
    """The field a validation error names, and its sentence for people.

    The kind of a move is its ``type``: a missing or unknown one names ``type``, and a field the
    move's type does not have is refused as such (``a draw command has no cards``)."""
    loc = tuple(error.get("loc", ()))
    kind = error.get("type")
    message = str(error.get("msg", "invalid")).removeprefix("Value error, ")
    ctx = error.get("ctx") or {}
    if kind == "json_invalid":
        return "json", message
    if kind in ("union_tag_not_found", "union_tag_invalid"):
        field = str(ctx.get("discriminator", "type")).strip("'")
        expected = str(ctx.get("expected_tags", ", ".join(MOVE_TYPES))).replace("'", "")
        if kind == "union_tag_invalid":
            return field, f"{ctx.get('tag')!r} is not one of {expected}"
        return field, f"give the command's {field}: one of {expected}"
    field = _field_path(loc)
    if kind == "extra_forbidden" and len(loc) > 2 and loc[0] == "body" and loc[1] in MOVE_TYPES:
        message = f"a {loc[1]} command has no {field}"
    return field, message


def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    """A request that does not parse: 422 naming the first bad field, every error listed."""
    assert isinstance(exc, RequestValidationError)
    errors = []
    for error in exc.errors():
        field, message = _field_and_message(error)
        errors.append({"field": field, "message": message})
    first = errors[0] if errors else {"field": "body", "message": "invalid request"}
    rule = first["field"].split("[", 1)[0].split(".", 1)[0] or "body"
    detail = {"rule": rule, "message": f"{first['field']}: {first['message']}", "errors": errors}
    return JSONResponse({"detail": detail}, status_code=422)


_HTTP_RULES = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}


def _http_error(request: Request, exc: Exception) -> JSONResponse:
    """Errors raised by the framework itself (no such route, a method not allowed, a body that
    cannot be decoded) in the documented shape instead of ``{"detail": "Not Found"}``.

    A body the JSON parser gives up on (invalid UTF-8, nesting too deep, a number too long to
    convert) is 422 ``json``, like any other body that is not JSON."""
    assert isinstance(exc, StarletteHTTPException)
    given: Any = exc.detail  # a FastAPI HTTPException may carry the documented shape already
    if isinstance(given, dict) and "rule" in given:
        return JSONResponse({"detail": given}, status_code=exc.status_code, headers=exc.headers)
    if exc.status_code == 400:
        detail = {
            "rule": "json",
            "message": "the request body could not be parsed as JSON (bad encoding, too deep or a number too long)",
        }
        return JSONResponse({"detail": detail}, status_code=422)
    rule = _HTTP_RULES.get(exc.status_code, f"http_{exc.status_code}")
    message = given if isinstance(given, str) else rule
    if exc.status_code == 404:
        message = f"no route {request.method} {request.url.path!r} (see /openapi.json)"
    elif exc.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path!r}"
    return JSONResponse(
        {"detail": {"rule": rule, "message": message}}, status_code=exc.status_code, headers=exc.headers
    )


def _unavailable(request: Request, exc: Exception) -> JSONResponse:
    """The database is unreachable: 503, logged, no internals in the answer."""
    log.error("database unavailable: %s", exc)
    detail = {"rule": "unavailable", "message": "the database is unavailable: retry later"}
    return JSONResponse({"detail": detail}, status_code=503, headers={"Retry-After": "1"})


def install_error_handlers(app: FastAPI) -> None:
    """Register the handlers above on ``app``."""
    app.add_exception_handler(ServiceError, _service_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(StoreOperationalError, _unavailable)
    app.add_exception_handler(StoreInterfaceError, _unavailable)  # a connection lost on a read path
    app.add_exception_handler(SqlOperationalError, _unavailable)
