"""Typed wire forms of Punto Banco's events and rules, derived from the domain's own definitions.

One model per event type of :data:`domain.puntobanco.events.EVENT_TYPES`, told apart by
``type``: its fields and their type hints, cards as names (the fields the codec writes as cards:
:data:`~domain.puntobanco.codec.CARD_LIST_FIELDS`, :data:`~domain.puntobanco.codec.CARD_FIELDS`),
the rules as :data:`PBRulesOut` (the fields of :class:`~domain.puntobanco.rules.PuntoBancoRules`).
A field added to an event or to the rules is typed here without an edit, and every model forbids
fields it does not list.  The shoe's hidden fields (``ShoeStarted.seed`` and ``.order``,
``CardsBurned.hidden``) are typed ``null``-able: they are ``null`` until the shoe is finished
(:mod:`domain.puntobanco.redaction`).
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any, Literal, Union, get_type_hints

from pydantic import ConfigDict, Field, create_model

from domain.puntobanco.codec import CARD_FIELDS, CARD_LIST_FIELDS, TOPIC_PREFIX
from domain.puntobanco.events import EVENT_TYPES, CoupDealt
from domain.puntobanco.rules import PuntoBancoRules

__all__ = ["CoupDealtOut", "PBAuditPayloadOut", "PBEventOut", "PBRulesOut"]

_OUT = ConfigDict(extra="forbid")
CardText = Annotated[str, Field(min_length=2, max_length=3, examples=["HQ"], description="a card name")]


def _rules_model() -> Any:
    """The rules as :meth:`PuntoBancoRules.to_dict` writes them (every field, typed by its hint)."""
    hints = get_type_hints(PuntoBancoRules)
    fields: dict[str, Any] = {f.name: (hints[f.name], ...) for f in dataclasses.fields(PuntoBancoRules)}
    doc = "A table's rules (see ``GET /v1/puntobanco/rules``)."
    return create_model("PBRulesOut", __config__=_OUT, __doc__=doc, **fields)


PBRulesOut = _rules_model()


def _wire(name: str, hint: Any) -> Any:
    """The wire type of an event field: cards as names, the rules as their model, else the hint."""
    optional = type(None) in getattr(hint, "__args__", ())
    if name in CARD_LIST_FIELDS:
        return list[CardText] | None if optional else list[CardText]
    if name in CARD_FIELDS:
        return CardText | None if optional else CardText
    if hint is PuntoBancoRules:
        return PBRulesOut
    return hint


def _event_model(kind: type, *, version: bool, tagged: bool = True, suffix: str) -> Any:
    """One event type's public form (``version``: with its stream version; ``tagged``: with its
    ``type``)."""
    hints = get_type_hints(kind)
    name = kind.TOPIC.removeprefix(TOPIC_PREFIX)  # type: ignore[attr-defined]
    fields: dict[str, Any] = {}
    if tagged:
        fields["type"] = (Literal[name], ...)
    if version:
        fields["version"] = (int, Field(ge=1, description="the event's version in its table stream"))
    for f in dataclasses.fields(kind):
        fields[f.name] = (_wire(f.name, hints[f.name]), ...)
    doc = f"``{name}``: {(kind.__doc__ or '').strip()}"
    return create_model(f"PB{name}{suffix}", __config__=_OUT, __doc__=doc, **fields)


def _event_union(*, version: bool, suffix: str) -> Any:
    models = tuple(_event_model(kind, version=version, suffix=suffix) for kind in EVENT_TYPES)
    return Annotated[Union[models], Field(discriminator="type")]  # noqa: UP007 - built from a tuple


PBEventOut = _event_union(version=True, suffix="Event")
"""An event as anyone may see it now, with its version (command results, the history)."""
PBAuditPayloadOut = _event_union(version=False, suffix="Payload")
"""An event as the audit trail stores it (its row carries the version)."""
CoupDealtOut = _event_model(CoupDealt, version=False, tagged=False, suffix="Out")
"""The last coup as the view shows it (``CoupDealt``'s fields)."""
