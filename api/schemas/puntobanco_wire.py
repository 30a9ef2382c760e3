"""Typed wire forms of Punto Banco's events and rules, derived from the domain's own definitions.

One model per event type of :data:`domain.puntobanco.events.EVENT_TYPES`, told apart by
``type``, made by the derivation every game uses (:func:`api.schemas.wire_models.model_of`): its fields
and their type hints, cards as names (the fields the codec writes as cards:
:data:`~domain.puntobanco.codec.CARD_LIST_FIELDS`, :data:`~domain.puntobanco.codec.CARD_FIELDS`),
the rules as :data:`PBRulesOut` (the fields of :class:`~domain.puntobanco.rules.PuntoBancoRules`).
A field added to an event or to the rules is typed here without an edit, and every model forbids
fields it does not list.  The shoe's hidden fields (``ShoeStarted.seed`` and ``.order``,
``CardsBurned.hidden``) are typed ``null``-able: they are ``null`` until the shoe is finished
(:mod:`domain.puntobanco.redaction`).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from api.schemas.wire_models import model_of, tagged, tagged_union, wire_type
from domain.puntobanco.codec import CARD_FIELDS, CARD_LIST_FIELDS, TOPIC_PREFIX
from domain.puntobanco.events import EVENT_TYPES, CoupDealt
from domain.puntobanco.rules import PuntoBancoRules

__all__ = ["CoupDealtOut", "PBAuditPayloadOut", "PBEventOut", "PBRulesOut"]

CardText = Annotated[str, Field(min_length=2, max_length=3, examples=["HQ"], description="a card name")]

PBRulesOut = model_of(PuntoBancoRules, name="PBRulesOut", doc="A table's rules (see ``GET /v1/puntobanco/rules``).")
"""The rules as :meth:`PuntoBancoRules.to_dict` writes them (every field, typed by its hint)."""


def _wire(name: str, hint: Any, where: str) -> Any:
    """The wire type of an event field: cards as names, the rules as their model, else by its hint."""
    optional = type(None) in getattr(hint, "__args__", ())
    if name in CARD_LIST_FIELDS:
        return list[CardText] | None if optional else list[CardText]
    if name in CARD_FIELDS:
        return CardText | None if optional else CardText
    return wire_type(hint, where, named={PuntoBancoRules: PBRulesOut})


def _event_model(kind: type, *, version: bool, tagged_: bool = True, suffix: str) -> Any:
    """One event type's public form (``version``: with its stream version; ``tagged_``: with its
    ``type``)."""
    name = kind.TOPIC.removeprefix(TOPIC_PREFIX)  # type: ignore[attr-defined]
    leading: dict[str, Any] = {"type": tagged(name)} if tagged_ else {}
    if version:
        leading["version"] = (int, Field(ge=1, description="the event's version in its table stream"))
    doc = f"``{name}``: {(kind.__doc__ or '').strip()}"
    return model_of(kind, name=f"PB{name}{suffix}", field_type=_wire, doc=doc, leading=leading)


PBEventOut = tagged_union(_event_model(kind, version=True, suffix="Event") for kind in EVENT_TYPES)
"""An event as anyone may see it now, with its version (command results, the history)."""
PBAuditPayloadOut = tagged_union(_event_model(kind, version=False, suffix="Payload") for kind in EVENT_TYPES)
"""An event as the audit trail stores it (its row carries the version)."""
CoupDealtOut = _event_model(CoupDealt, version=False, tagged_=False, suffix="Out")
"""The last coup as the view shows it (``CoupDealt``'s fields)."""
