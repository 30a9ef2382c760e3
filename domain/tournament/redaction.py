"""What anyone may see of a tournament event: the one gate every outward path goes through.

A tournament has no private hands; what nobody may see before it is finished is its seed — every
table's deal seeds derive from it, so knowing it early would reveal every board.
``TournamentCreated.seed`` is therefore blanked (``None``) for every viewer, always (the event's
redacted form is final); ``TournamentFinished`` carries the seed again, which is when it becomes
public.  Only the public ``commitment`` travels from the start.
"""

from __future__ import annotations

from typing import Any

from domain.tournament.codec import encode, event_type
from domain.tournament.events import TournamentCreated, TournamentEvent

__all__ = ["HIDDEN_FIELDS", "public_event", "redact"]

HIDDEN_FIELDS: dict[type, tuple[str, ...]] = {TournamentCreated: ("seed",)}
"""The fields blanked on every outward path, by event type."""


def public_event(event: TournamentEvent) -> dict[str, Any]:
    """The JSON form of ``event`` with its ``"type"``, the secret fields blanked."""
    _, payload = encode(event)
    for name in HIDDEN_FIELDS.get(type(event), ()):
        payload[name] = None
    return {"type": event_type(event), **payload}


def redact(event: TournamentEvent, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` may see it: the same for everyone (the decider's ``redact``)."""
    return public_event(event)
