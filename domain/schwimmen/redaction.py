"""What a viewer may see of an event: every outward path (history, replays, live frames) goes
through :func:`redact`.

Hidden, by an explicit table per event type (a type without an entry raises ``TypeError`` rather
than leak):

* ``GameStarted.seed`` — until ``GameOver`` reveals it (the commitment is public);
* ``RoundDealt.deck`` (the whole order; ``deck_count`` instead), every hand but the viewer's own
  (``hand_sizes`` instead) and the dealer's second hand ``spare`` (``spare_count``);
* ``DealerChose.hand`` — the dealer's hand, to everyone but the dealer.

Everything else is public when it happens: swapped cards go face up, passes and knocks are
said aloud, a replaced middle was face up, and the scoring shows every hand.  A hidden field
keeps its key with the value ``None``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.schwimmen.codec import encode_event
from domain.schwimmen.events import (
    DealerChose,
    Event,
    GameOver,
    GameStarted,
    Knocked,
    MiddleReplaced,
    Passed,
    RoundDealt,
    RoundScored,
    Swapped,
    SwappedAll,
)

__all__ = ["redact"]

Redactor = Callable[[Any, "int | None", dict[str, Any]], None]


def _public(event: Any, viewer: int | None, out: dict[str, Any]) -> None:
    """Nothing to hide."""


def _started(event: GameStarted, viewer: int | None, out: dict[str, Any]) -> None:
    out["seed"] = None


def _dealt(event: RoundDealt, viewer: int | None, out: dict[str, Any]) -> None:
    out["deck"] = None
    out["deck_count"] = len(event.deck)
    out["hands"] = [hand if i == viewer else None for i, hand in enumerate(out["hands"])]
    out["hand_sizes"] = [len(hand) for hand in event.hands]
    out["spare"] = None
    out["spare_count"] = len(event.spare)


def _chose(event: DealerChose, viewer: int | None, out: dict[str, Any]) -> None:
    if viewer != event.seat:
        out["hand"] = None


RULES: dict[type, Redactor] = {
    GameStarted: _started,
    RoundDealt: _dealt,
    DealerChose: _chose,
    Swapped: _public,
    SwappedAll: _public,
    Passed: _public,
    Knocked: _public,
    MiddleReplaced: _public,
    RoundScored: _public,
    GameOver: _public,
}


def redact(event: Event, viewer: int | None) -> dict[str, Any]:
    """The JSON-ready event as ``viewer`` (a seat; ``None``: an observer) may see it, with its
    short ``type``."""
    rule = RULES.get(type(event))
    if rule is None:
        raise TypeError(f"no redaction rule for {type(event).__name__}")
    topic, payload = encode_event(event)
    out: dict[str, Any] = {"type": topic.split(".", 1)[1], **payload}
    rule(event, viewer, out)
    return out
