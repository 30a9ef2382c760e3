"""Invite codes of private tables: made, stored as a digest, checked.

A private table (``TableSettings.private``) is not listed in the lobby, and taking one of its
seats needs the table's invite code.  The code is random (144 bits, URL-safe text), shown once —
when the table is created, or when its host rotates it — and stored only as its SHA-256
(``maumau_tables.invite_hash``), like every token of the service.  A table has at most one live
code: rotating replaces the digest, so the old code stops working at once, in every process (the
digest is read from the database on every check, never cached).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

__all__ = ["MAX_INVITE_CHARS", "invite_digest", "invite_matches", "new_invite_code"]

MAX_INVITE_CHARS = 64
"""The longest invite code a request may send (a real one is 24 characters)."""


def new_invite_code() -> str:
    """A fresh invite code: 18 random bytes as 24 URL-safe characters."""
    return secrets.token_urlsafe(18)


def invite_digest(code: str) -> str:
    """The SHA-256 hex digest under which an invite code is stored."""
    return hashlib.sha256(code.encode()).hexdigest()


def invite_matches(code: str | None, digest: str | None) -> bool:
    """Whether ``code`` is the code whose digest is ``digest`` (constant-time compare; a missing,
    oversized or non-text code, or a table without a digest, never matches)."""
    if not isinstance(code, str) or not code or len(code) > MAX_INVITE_CHARS or not digest:
        return False
    return hmac.compare_digest(invite_digest(code), digest)
