"""Identities for the benchmarks' and attacks' players: a seat is taken by an identity's credential.

The cheapest identity is a guest (no password hashing): :func:`new_guest` makes one and
:func:`seat_guest` seats a new one, returning the seat token, as a client would.
"""

from __future__ import annotations

import httpx

__all__ = ["new_guest", "seat_guest"]


def new_guest(http: httpx.Client, name: str) -> str:
    """A new guest's token (``POST /v1/guests``); ``name`` is 1-20 letters, digits, ``_.-``."""
    r = http.post("/v1/guests", json={"name": name})
    r.raise_for_status()
    token: str = r.json()["token"]
    return token


def seat_guest(http: httpx.Client, table_id: str, seat: int, name: str) -> str:
    """Seat a new guest called ``name`` at ``seat`` of ``table_id``; returns the seat token."""
    credential = new_guest(http, name)
    r = http.post(f"/v1/tables/{table_id}/seats/{seat}", headers={"Authorization": f"Bearer {credential}"})
    r.raise_for_status()
    token: str = r.json()["token"]
    return token
