"""What a viewer (a seat; ``None``: an observer) may see of an event, on every outward path.

* ``Started.seed`` — nobody (``GameEnded.seed`` reveals it when the game is over);
* ``RoundDealt.hands`` — a seat its own hand; the others as ``None`` (their sizes stay in
  ``hand_sizes``); an observer no hand;
* the cards of a forced gift and of ``CardsReturned`` — their giver and their receiver only
  (the others see who gave how many);
* every other event is public (plays are made face up).
"""

from __future__ import annotations

from typing import Any

from domain.praesident.codec import encode_event
from domain.praesident.events import CardsReturned, Event, RoundDealt, Started

__all__ = ["redact"]


def redact(event: Event, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` may see it, with its short ``"type"``."""
    topic, body = encode_event(event)
    out: dict[str, Any] = {"type": topic.split(".", 1)[1], **body}
    if isinstance(event, Started):
        out["seed"] = None
    elif isinstance(event, RoundDealt):
        out["hand_sizes"] = [len(h) for h in event.hands]
        out["hands"] = [cards if seat == viewer else None for seat, cards in enumerate(body["hands"])]
        out["gifts"] = [
            {**g, "count": len(g["cards"]), "cards": g["cards"] if viewer in (g["giver"], g["receiver"]) else None}
            for g in body["gifts"]
        ]
    elif isinstance(event, CardsReturned):
        out["count"] = len(event.cards)
        if viewer not in (event.seat, event.receiver):
            out["cards"] = None
    return out
