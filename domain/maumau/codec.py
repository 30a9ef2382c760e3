"""Events, commands and views as plain JSON-ready dicts, and back.

Cards travel as readable names ("HQ"), suits as letters ("H"), rulesets as dicts; every event
type is known by its stable ``TOPIC``.  The store, the API and exports all use this one codec, so
the wire form and the stored form never drift apart.

The stored form (:func:`encode`) is the wire form plus, for an event whose schema changed, its
version under ``"_v"``; :func:`decode` reads every older stored shape through the upcasters of
:mod:`domain.upcasting` before it builds the event.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, Literal

from domain.cards import SUITS, card_name, parse_card, parse_suit
from domain.maumau import commands as cmd
from domain.maumau.events import EVENT_TYPES, Event, MatchFinished, RevealedDeal, RoundWon
from domain.maumau.rules import RuleSet, ruleset_from_dict
from domain.maumau.view import PlayerView
from domain.outcome import MATCH_ENDS, ROUND_ENDS, Termination
from domain.turn_clock import TurnClock, turn_clock_from_dict
from domain.upcasting import VERSION_KEY, UnreadableEvent, schema_version, upcast

_CARD_LISTS = frozenset({"cards", "deck", "order", "buried", "hand", "discard"})
_CARD_ONE = frozenset({"card", "playable", "drawn", "top"})
_SUIT = frozenset({"suit", "wish"})
_HANDS = frozenset({"hands"})
TOPIC_PREFIX = "maumau."
"""What every Mau-Mau event topic starts with: how the store and the read side tell its streams."""
_TEXT = frozenset({"reason", "termination"})  # plain strings on the wire, whether str or StrEnum
EVENTS_BY_TOPIC: dict[str, type[Event]] = {t.TOPIC: t for t in EVENT_TYPES}
_VERSIONS: dict[str, int] = {t.TOPIC: schema_version(t) for t in EVENT_TYPES if schema_version(t) > 1}
"""Topics whose current schema version is above 1 (their stored payloads carry ``"_v"``)."""
_VERSION_OF: dict[type, int] = {t: schema_version(t) for t in EVENT_TYPES if schema_version(t) > 1}
_TERMINATIONS: dict[type, tuple[str, frozenset[Termination]]] = {
    RoundWon: ("reason", ROUND_ENDS),
    MatchFinished: ("termination", MATCH_ENDS),
}
"""The field of an event that holds a :class:`~domain.outcome.Termination`, and the values it may take."""


_CALLS = tuple(cmd.Call)
"""The calls a play may announce."""

WireKind = Literal["cards", "card", "suit", "hands", "text"]
"""How a field travels when its name says so: a list of card names, one card name (``null`` for
none), a suit letter (``null`` for none), hands (a list of card-name lists) or plain text."""


def wire_kind(name: str) -> WireKind | None:
    """How a field called ``name`` (of an event, a command or a view) is written on the wire, by
    the codec's naming convention; ``None``: as its Python value (numbers, flags, lists of them)."""
    if name in _CARD_LISTS:
        return "cards"
    if name in _CARD_ONE:
        return "card"
    if name in _SUIT:
        return "suit"
    if name in _HANDS:
        return "hands"
    if name in _TEXT:
        return "text"
    return None


def _out(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _CARD_LISTS:
        return [card_name(c) for c in value]
    if name in _CARD_ONE:
        return None if value < 0 else card_name(value)
    if name in _SUIT:
        return None if value < 0 else SUITS[value]
    if name in _HANDS:
        return [[card_name(c) for c in h] for h in value]
    if name in _TEXT:
        return str(value)
    if isinstance(value, RuleSet):
        return value.to_dict()
    if isinstance(value, TurnClock):
        return value.to_dict()
    if isinstance(value, RoundWon):
        return event_to_dict(value)
    if name == "rounds":  # DealsRevealed: one object per revealed round, hands as card names
        return [{"round_no": r.round_no, "seed": r.seed, "hands": _out("hands", r.hands)} for r in value]
    if isinstance(value, tuple):
        return list(value)
    return value


def _in(name: str, value: Any) -> Any:
    if name in _CARD_LISTS:
        return tuple(parse_card(c) for c in value)
    if name in _CARD_ONE:
        return -1 if value is None and name != "card" else (None if value is None else parse_card(value))
    if name in _SUIT:
        return parse_suit(value) if value is not None else None
    if name in _HANDS:
        return tuple(tuple(parse_card(c) for c in h) for h in value)
    if name == "ruleset":
        return ruleset_from_dict(value)
    if name == "clock":
        return turn_clock_from_dict(value)
    if name == "rounds":
        return tuple(RevealedDeal(r["round_no"], r["seed"], _in("hands", r["hands"])) for r in value)
    if isinstance(value, list):
        return tuple(value)
    return value


def event_to_dict(event: object) -> dict[str, Any]:
    """The JSON-ready payload of an event (without its topic)."""
    return {f.name: _out(f.name, getattr(event, f.name)) for f in dataclasses.fields(event)}  # type: ignore[arg-type]


def encode(event: Event) -> tuple[str, dict[str, Any]]:
    """``(topic, payload)`` of an event, for the store: the wire form, led by ``"_v"`` (the schema
    version) when the event's version is above 1."""
    kind = type(event)
    payload = event_to_dict(event)
    version = _VERSION_OF.get(kind)
    if version is not None:
        payload = {VERSION_KEY: version, **payload}
    return kind.TOPIC, payload


def decode(topic: str, payload: dict[str, Any]) -> Event:
    """The event stored as ``(topic, payload)``, in today's shape whatever version it was stored in
    (:func:`domain.upcasting.upcast`); ``payload`` is left unchanged.  ``KeyError`` for an unknown
    topic; :class:`~domain.upcasting.UnreadableEvent` for a version or a termination this engine
    does not know."""
    cls = EVENTS_BY_TOPIC[topic]
    if topic in _VERSIONS or VERSION_KEY in payload:
        payload = upcast(topic, payload, _VERSIONS.get(topic, 1))
    fields = {k: _in(k, v) for k, v in payload.items()}
    typed = _TERMINATIONS.get(cls)
    if typed is not None:
        name, allowed = typed
        value = fields.get(name)
        if value not in allowed:
            msg = f"{topic}: {name} {value!r} is not one of {', '.join(sorted(allowed))}"
            raise UnreadableEvent(msg)
        fields[name] = Termination(value)
    return cls(**fields)


def command_to_dict(command: object) -> dict[str, Any]:
    """JSON-ready form of a seat command, with its ``type`` (e.g. ``{"type": "play", ...}``)."""
    kind = _COMMAND_NAMES[type(command)]
    data = {
        f.name: _out(f.name, getattr(command, f.name))
        for f in dataclasses.fields(command)  # type: ignore[arg-type]
        if f.name not in ("at",)
    }
    return {"type": kind, **data}


_COMMAND_NAMES: dict[type, str] = {
    cmd.PlayCards: "play",
    cmd.Draw: "draw",
    cmd.Pass: "pass",
    cmd.Challenge: "challenge",
    cmd.CloseChallengeWindow: "close_window",
}
SEAT_COMMANDS: dict[str, type] = {name: kind for kind, name in _COMMAND_NAMES.items()}
"""Every seat command class by its wire ``type`` (``"play"``, ...); ``at`` never travels."""


def command_from_dict(data: dict[str, Any], seat: int, at: int | None = None) -> object:
    """A seat command from its JSON form, for ``seat``; ``ValueError`` names the bad field."""
    kind = data.get("type")
    if kind == "play":
        cards = data.get("cards")
        if not isinstance(cards, list) or not cards:
            raise ValueError('cards: give a non-empty list of card names, e.g. ["HQ"]')
        wish = data.get("wish")
        call = data.get("call")
        if call is not None and call not in _CALLS:
            raise ValueError(f"call: must be {', '.join(repr(c.value) for c in _CALLS)} or null")
        return cmd.PlayCards(
            seat, tuple(parse_card(c) for c in cards), parse_suit(wish) if wish is not None else None, call, at
        )
    if kind == "draw":
        return cmd.Draw(seat, at)
    if kind == "pass":
        return cmd.Pass(seat, at)
    if kind == "challenge":
        target = data.get("target")
        if not isinstance(target, int) or isinstance(target, bool):
            raise ValueError("target: the seat number of the player you challenge")
        return cmd.Challenge(seat, target, at)
    if kind == "close_window":
        return cmd.CloseChallengeWindow(seat, at)
    raise ValueError("type: must be one of play, draw, pass, challenge, close_window")


def seat_or_none(seat: int) -> int | None:
    """A seat number on the wire: ``None`` for the engine's "no seat" (-1)."""
    return None if seat < 0 else seat


def text_or_none(text: str) -> str | None:
    """A text on the wire: ``None`` for the engine's "not set yet" (``""``)."""
    return text or None


def calls_or_none(calls: Iterable[str]) -> list[str | None]:
    """The calls per seat on the wire: ``"mau"``/``"maumau"``, or ``None`` where a seat made none."""
    return [call or None for call in calls]


def view_to_dict(view: PlayerView) -> dict[str, Any]:
    """JSON-ready form of a player view (legal commands included).

    The wire form has no sentinel: where the engine keeps -1 or ``""`` for "none" (no turn
    between rounds, no open call, no seat's call, no ruleset or commitment before the match or
    the first deal), the wire carries ``null``.  ``first_seat`` is ``null`` before the first
    round.  ``last_round`` is the last round's ``RoundWon`` (its fields, no ``type``).
    """
    out: dict[str, Any] = {}
    for name, value in view._asdict().items():
        out[name] = [command_to_dict(c) for c in view.legal] if name == "legal" else _out(name, value)
    out["top"] = _out("top", view.top)
    out["ruleset"] = text_or_none(view.ruleset)
    out["commitment"] = text_or_none(view.commitment)
    out["first_seat"] = view.first_seat if view.round_no else None
    out["turn"] = seat_or_none(view.turn)
    out["mau_open"] = seat_or_none(view.mau_open)
    out["window_seat"] = seat_or_none(view.window_seat)
    out["calls"] = calls_or_none(view.calls)
    return out
