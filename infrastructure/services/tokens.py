"""Bearer tokens: how they are made and how they are stored (only as a digest), in one place.

Every token of the service (a table's host token, a seat token, a credential of an
identity: session, API key, guest token) is 256 random bits as URL-safe text, returned once and
stored only as its SHA-256 hex digest.  Identity credentials carry a short prefix naming their
kind (:data:`CREDENTIAL_PREFIXES`) so a seat endpoint knows which table to look a token up in
first; the prefix is not a secret and proves nothing by itself.
"""

from __future__ import annotations

import hashlib
import secrets

__all__ = ["CREDENTIAL_PREFIXES", "credential_kind", "hash_token", "new_token"]

CREDENTIAL_PREFIXES = {"session": "mms_", "api_key": "mmk_", "guest": "mmg_"}
"""The prefix of each kind of identity credential."""


def new_token(prefix: str = "") -> str:
    """A fresh bearer token: ``prefix`` then 256 random bits, URL-safe text."""
    return prefix + secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """The SHA-256 hex digest under which a token is stored and looked up."""
    return hashlib.sha256(token.encode()).hexdigest()


def credential_kind(token: str) -> str | None:
    """The kind of identity credential ``token`` claims to be by its prefix, or ``None`` (a seat or
    host token, or anything else)."""
    for kind, prefix in CREDENTIAL_PREFIXES.items():
        if token.startswith(prefix):
            return kind
    return None
