"""Opaque, checked page cursors for keyset pagination (the lobby, a player's match history).

A cursor says where the next page starts: the sort key of the last entry sent (a timestamp and
an id) and the *scope* it was made for (the listing and its filters, as a short digest).  It is
URL-safe base64 of a small JSON object with a checksum::

    base64url({"v": 1, "s": <scope digest>, "t": <ISO-8601 UTC>, "i": <uuid>, "c": <checksum>})

Reading one back checks everything: its length, the encoding, the JSON, the version, each
field's type, the checksum, and that it was made for the same scope — a cursor of another
listing or of other filters is refused, as is a hand-edited one, with 422 ``cursor``.  The
checksum catches corruption and casual edits; it is not a signature (the service holds no
secret shared by all its processes for it).  It need not be one: a cursor only says where to
resume, and the query applies every rule (private tables, filters) again, so a forged cursor can
only move its holder within what it may list anyway.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from infrastructure.services.errors import InvalidInput

__all__ = ["MAX_CURSOR_CHARS", "PageKey", "decode_cursor", "encode_cursor", "scope_digest"]

MAX_CURSOR_CHARS = 400
"""The longest cursor accepted (a real one is about 190 characters)."""

_VERSION = 1


@dataclass(frozen=True, slots=True)
class PageKey:
    """The sort key of the last entry of a page: ``(moment, id)``, both descending."""

    moment: datetime
    id: uuid.UUID


def scope_digest(*parts: object) -> str:
    """A short digest of what a listing is (its name and its filters), bound into its cursors."""
    text = json.dumps([str(p) if p is not None else None for p in parts], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _checksum(scope: str, moment: str, ident: str) -> str:
    return hashlib.sha256(f"maumau/cursor/v{_VERSION}:{scope}:{moment}:{ident}".encode()).hexdigest()[:16]


def encode_cursor(key: PageKey, scope: str) -> str:
    """The cursor that resumes after ``key`` in the listing ``scope`` (see :func:`scope_digest`)."""
    moment = _utc(key.moment).isoformat(timespec="microseconds")
    ident = str(key.id)
    body = {"v": _VERSION, "s": scope, "t": moment, "i": ident, "c": _checksum(scope, moment, ident)}
    raw = json.dumps(body, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str, scope: str) -> PageKey:
    """The page key in ``cursor``, made for ``scope``: :class:`InvalidInput` (rule ``cursor``) for
    anything else (see the module docstring)."""
    if not isinstance(cursor, str) or not cursor or len(cursor) > MAX_CURSOR_CHARS:
        raise _bad("a cursor is a non-empty text of at most 400 characters, as a previous page gave it")
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        body: Any = json.loads(raw)
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise _bad("this cursor is not one the service made (it does not decode)") from None
    if not isinstance(body, dict) or set(body) != {"v", "s", "t", "i", "c"} or body["v"] != _VERSION:
        raise _bad("this cursor is not one the service made (unknown layout or version)")
    moment_text, ident, check, made_for = body["t"], body["i"], body["c"], body["s"]
    if not all(isinstance(v, str) for v in (moment_text, ident, check, made_for)):
        raise _bad("this cursor is not one the service made (bad field types)")
    if check != _checksum(made_for, moment_text, ident):
        raise _bad("this cursor was altered (its checksum does not match)")
    if made_for != scope:
        raise _bad("this cursor belongs to another listing or other filters: start again without a cursor")
    try:
        moment = datetime.fromisoformat(moment_text)
        key_id = uuid.UUID(ident)
    except ValueError:
        raise _bad("this cursor is not one the service made (bad position)") from None
    if moment.tzinfo is None:
        raise _bad("this cursor is not one the service made (a time without its zone)")
    return PageKey(moment.astimezone(UTC), key_id)


def _bad(message: str) -> InvalidInput:
    return InvalidInput("cursor", message)


def _utc(moment: datetime) -> datetime:
    """Aware UTC (a naive time, as SQLite returns it, is UTC)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
