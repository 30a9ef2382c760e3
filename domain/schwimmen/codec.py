"""Events and commands as JSON-ready dicts, and back: the one wire and stored form.

Cards travel as :mod:`domain.cards` names (``"HA"``, ``"S10"``), hands as lists of them, the
rules as their dict; every other field as its plain value (tuples as lists).  A seat's command is
``{"type": "swap", "hand": "HA", "middle": "S7"}``, ``{"type": "swap_all"}``, ``{"type": "pass"}``,
``{"type": "knock"}``, ``{"type": "keep"}`` or ``{"type": "take_spare"}``; :func:`decode_command`
refuses a bad one with a ``ValueError`` whose text starts with the bad field.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from domain.cards import card_name, parse_card
from domain.schwimmen.commands import KeepHand, Knock, Pass, SeatCommand, Swap, SwapAll, TakeSpare
from domain.schwimmen.events import EVENT_TYPES, Event
from domain.schwimmen.rules import Rules

__all__ = ["COMMAND_TYPES", "TOPIC_PREFIX", "decode_command", "decode_event", "encode_command", "encode_event"]

TOPIC_PREFIX = "schwimmen."
EVENTS_BY_TOPIC: dict[str, type] = {t.TOPIC: t for t in EVENT_TYPES}  # type: ignore[attr-defined]
_CARD_LISTS = frozenset({"deck", "middle", "spare", "hand", "discarded"})
_CARD_ONE = frozenset({"hand_card", "middle_card"})
_HANDS = frozenset({"hands"})

COMMAND_TYPES: dict[str, type] = {
    "swap": Swap,
    "swap_all": SwapAll,
    "pass": Pass,
    "knock": Knock,
    "keep": KeepHand,
    "take_spare": TakeSpare,
}
"""A seat command's wire ``type`` and its class."""
_TYPE_OF: dict[type, str] = {cls: name for name, cls in COMMAND_TYPES.items()}


def _out(name: str, value: Any) -> Any:
    if name in _CARD_LISTS:
        return [card_name(c) for c in value]
    if name in _CARD_ONE:
        return card_name(value)
    if name in _HANDS:
        return [[card_name(c) for c in hand] for hand in value]
    if isinstance(value, Rules):
        return value.to_dict()
    if isinstance(value, tuple):
        return list(value)
    return value


def _in(name: str, value: Any) -> Any:
    if name in _CARD_LISTS:
        return tuple(parse_card(c) for c in value)
    if name in _CARD_ONE:
        return parse_card(value)
    if name in _HANDS:
        return tuple(tuple(parse_card(c) for c in hand) for hand in value)
    if name == "rules":
        return Rules.from_dict(value)
    if isinstance(value, list):
        return tuple(value)
    return value


def encode_event(event: Event) -> tuple[str, dict[str, Any]]:
    """``(topic, payload)`` of an event."""
    payload = {f.name: _out(f.name, getattr(event, f.name)) for f in dataclasses.fields(event)}
    return event.TOPIC, payload


def decode_event(topic: str, payload: dict[str, Any]) -> Event:
    """The event stored as ``(topic, payload)``; ``KeyError`` for a topic of no Schwimmen event."""
    cls = EVENTS_BY_TOPIC[topic]
    event: Event = cls(**{k: _in(k, v) for k, v in payload.items()})
    return event


def encode_command(command: SeatCommand) -> dict[str, Any]:
    """A seat's command in wire form (with its ``seat``)."""
    kind = _TYPE_OF.get(type(command))
    if kind is None:
        raise ValueError(f"type: not a seat command: {type(command).__name__}")
    out: dict[str, Any] = {"type": kind, "seat": command.seat}
    if isinstance(command, Swap):
        out["hand"] = card_name(command.hand_card)
        out["middle"] = card_name(command.middle_card)
    return out


def _card(payload: Mapping[str, Any], field: str) -> int:
    value = payload.get(field)
    if not isinstance(value, str):
        raise ValueError(f"{field}: the card to swap, by name (e.g. 'HA'), not {value!r}")
    try:
        return parse_card(value)
    except ValueError as bad:
        raise ValueError(f"{field}: {bad}") from None


def decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None = None) -> SeatCommand:
    """A seat's command from its wire form; ``seat`` is the sender's (the payload's is ignored)."""
    kind = payload.get("type")
    cls = COMMAND_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"type: one of {', '.join(COMMAND_TYPES)}, not {kind!r}")
    allowed = {"type", "seat", "hand", "middle"} if cls is Swap else {"type", "seat"}
    extra = sorted(set(payload) - allowed)
    if extra:
        raise ValueError(f"{extra[0]}: a {kind} command has no such field")
    if seat is None:
        raise ValueError("seat: a move is made by a seat")
    if cls is Swap:
        return Swap(seat, _card(payload, "hand"), _card(payload, "middle"))
    command: SeatCommand = cls(seat)
    return command
