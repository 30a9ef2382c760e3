"""What anyone may see of a Punto Banco event: the one gate every outward path goes through.

Punto Banco has no private hands: every seat, the host and an observer see the same.  What nobody
may see before the shoe is finished is the shoe itself — ``ShoeStarted.seed`` and
``ShoeStarted.order`` and the face-down burned cards (``CardsBurned.hidden``).  They are blanked
(``None``) here; ``ShoeFinished`` reveals all three, so the live streams need no state to redact:
an event in its redacted form is final until the shoe's ``ShoeFinished``.  Replays of a finished
shoe ask for the full form (``revealed=True``).
"""

from __future__ import annotations

from typing import Any

from domain.puntobanco.codec import encode, event_type
from domain.puntobanco.events import CardsBurned, PBEvent, ShoeStarted

__all__ = ["HIDDEN_FIELDS", "public_event", "redact"]

HIDDEN_FIELDS: dict[type, tuple[str, ...]] = {ShoeStarted: ("seed", "order"), CardsBurned: ("hidden",)}
"""The fields blanked until the shoe is finished, by event type."""


def public_event(event: PBEvent, *, revealed: bool = False) -> dict[str, Any]:
    """The JSON form of ``event`` with its ``"type"``; the hidden fields blanked unless
    ``revealed`` (the shoe is finished)."""
    _, payload = encode(event)
    if not revealed:
        for name in HIDDEN_FIELDS.get(type(event), ()):
            payload[name] = None
    return {"type": event_type(event), **payload}


def redact(event: PBEvent, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` (a seat, or ``None``) may see it while its shoe runs: the same for
    everyone (the decider's ``redact``)."""
    return public_event(event)
