"""Punto Banco events and commands as JSON-ready dicts, and back (the stored and the wire form).

Cards travel as readable names (``"HQ"``, ``"S10"``), the rules as their dict; every event type
is known by its stable ``TOPIC`` (prefix :data:`TOPIC_PREFIX`).  The same functions feed the
event store, the HTTP answers, the live streams and the read side.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from domain.cards import card_name, parse_card
from domain.puntobanco.commands import DealCoup, PBCommand, PlaceBet
from domain.puntobanco.events import EVENT_TYPES, PBEvent, TableOpened
from domain.puntobanco.rules import PuntoBancoRules, rules_from_dict
from domain.upcasting import Upcaster, Upcasts

__all__ = [
    "CARD_FIELDS",
    "CARD_LIST_FIELDS",
    "EVENTS_BY_TOPIC",
    "TOPIC_PREFIX",
    "UPCASTERS",
    "UPCASTS",
    "command_from_dict",
    "command_to_dict",
    "decode",
    "encode",
    "event_type",
]

TOPIC_PREFIX = "puntobanco."
"""What every Punto Banco topic starts with: how the store and the read side tell its streams."""

EVENTS_BY_TOPIC: dict[str, type[PBEvent]] = {t.TOPIC: t for t in EVENT_TYPES}
UPCASTERS: dict[tuple[str, int], Upcaster] = {}
"""``(topic, from_version) -> upcaster`` of Punto Banco's events: none yet (every event is at its
first version; ``player_id`` came as a field with a default).  A changed event declares
``VERSION`` and registers its upcaster here."""
UPCASTS = Upcasts.of(EVENT_TYPES, UPCASTERS)
"""Punto Banco's schema versions and upcaster chain (``Decider(upcasts=...)``)."""
CARD_LIST_FIELDS = frozenset({"order", "hidden", "burned", "player_cards", "banker_cards"})
"""Event fields that hold cards (written as lists of card names)."""
CARD_FIELDS = frozenset({"shown"})
"""Event fields that hold one card (written as its name)."""
_CARD_LISTS = CARD_LIST_FIELDS
_CARD_ONE = CARD_FIELDS


def event_type(event: PBEvent) -> str:
    """The short type name of an event (``"CoupDealt"``)."""
    return type(event).TOPIC.removeprefix(TOPIC_PREFIX)


def _out(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _CARD_LISTS:
        return [card_name(c) for c in value]
    if name in _CARD_ONE:
        return card_name(value)
    if isinstance(value, PuntoBancoRules):
        return value.to_dict()
    return value


def encode(event: PBEvent) -> tuple[str, dict[str, Any]]:
    """``(topic, payload)`` of an event."""
    payload = {f.name: _out(f.name, getattr(event, f.name)) for f in dataclasses.fields(event)}
    return type(event).TOPIC, payload


def _in(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _CARD_LISTS:
        return tuple(parse_card(c) for c in value)
    if name in _CARD_ONE:
        return parse_card(value)
    return value


def decode(topic: str, payload: Mapping[str, Any]) -> PBEvent:
    """The event stored as ``(topic, payload)``; ``KeyError`` for an unknown topic."""
    cls = EVENTS_BY_TOPIC[topic]
    if cls is TableOpened:
        return TableOpened(rules_from_dict(payload["rules"]))
    return cls(**{k: _in(k, v) for k, v in payload.items()})


def command_to_dict(command: PBCommand) -> dict[str, Any]:
    """A seat's command in wire form (what an idempotency key is bound to)."""
    if isinstance(command, PlaceBet):
        out: dict[str, Any] = {"type": "bet", "player": command.player, "spot": command.spot, "amount": command.amount}
        if command.player_id is not None:
            out["player_id"] = command.player_id
        return out
    if isinstance(command, DealCoup):
        return {"type": "deal"}
    name = type(command).__name__
    return {"type": name, **{f.name: repr(getattr(command, f.name)) for f in dataclasses.fields(command)}}


def command_from_dict(payload: Mapping[str, Any], seat: int | None, at: int | None) -> PBCommand:
    """A seat's bet from its wire form (``{"type": "bet", "player": ..., "spot": ..., "amount": ...}``,
    and ``"player_id"`` for a person); ``ValueError`` names the bad field."""
    if payload.get("type") != "bet":
        raise ValueError("type: a seat's command is a bet ('bet')")
    if seat is None:
        raise ValueError("seat: a bet is placed from a seat")
    player, spot, amount = payload.get("player"), payload.get("spot"), payload.get("amount")
    if not isinstance(player, str):
        raise ValueError("player: the bettor's name")
    if not isinstance(spot, str):
        raise ValueError("spot: player, banker or tie")
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise ValueError("amount: a whole number of chips")
    player_id = payload.get("player_id")
    if player_id is not None and not isinstance(player_id, str):
        raise ValueError("player_id: the bettor's identity (text)")
    return PlaceBet(seat, player, spot, amount, player_id)
