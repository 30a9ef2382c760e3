"""Events and commands to and from JSON: cards as names (``"H5"``, ``"JK1"``), the seed as hex,
the rules as their fields.  ``decode_command`` raises ``ValueError`` whose text starts with the
bad field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.praesident.cards import names, parse_many
from domain.praesident.commands import GiveBack, Pass, Play
from domain.praesident.events import (
    EVENTS,
    CardsReturned,
    Event,
    GameEnded,
    Gift,
    Passed,
    Played,
    RoundDealt,
    RoundEnded,
    Started,
    TrickWon,
    WentOut,
)
from domain.praesident.rules import Rules

__all__ = ["decode_command", "decode_event", "encode_command", "encode_event"]


def _cards(values: list[str]) -> tuple[int, ...]:
    return parse_many(values, "cards")


def encode_event(event: Event) -> tuple[str, dict[str, Any]]:
    """``(topic, JSON-ready payload)``."""
    e = event
    if isinstance(e, Started):
        body: dict[str, Any] = {
            "players": list(e.players),
            "rules": e.rules.as_dict(),
            "commitment": e.commitment,
            "seed": e.seed.hex(),
        }
    elif isinstance(e, RoundDealt):
        body = {
            "round_no": e.round_no,
            "first": e.first,
            "hands": [names(h) for h in e.hands],
            "gifts": [{"giver": g.giver, "receiver": g.receiver, "cards": names(g.cards)} for g in e.gifts],
            "returns": [list(r) for r in e.returns],
            "leader": e.leader,
            "revolution": e.revolution,
            "explicit": e.explicit,
        }
    elif isinstance(e, CardsReturned):
        body = {"seat": e.seat, "receiver": e.receiver, "cards": names(e.cards)}
    elif isinstance(e, Played):
        body = {"seat": e.seat, "cards": names(e.cards), "skipped": e.skipped, "revolution": e.revolution}
    elif isinstance(e, Passed):
        body = {"seat": e.seat}
    elif isinstance(e, TrickWon):
        body = {"seat": e.seat, "leader": e.leader}
    elif isinstance(e, WentOut):
        body = {"seat": e.seat, "place": e.place}
    elif isinstance(e, RoundEnded):
        body = {
            "round_no": e.round_no,
            "places": list(e.places),
            "titles": list(e.titles),
            "points": list(e.points),
            "totals": list(e.totals),
        }
    elif isinstance(e, GameEnded):
        body = {"totals": list(e.totals), "final_places": list(e.final_places), "seed": e.seed.hex()}
    else:
        raise TypeError(f"not a Präsident event: {type(e).__name__}")
    return e.TOPIC, body


def decode_event(topic: str, p: dict[str, Any]) -> Event:
    """The event stored as ``(topic, payload)`` (``KeyError`` for a topic not of this game)."""
    cls = EVENTS[topic]
    if cls is Started:
        return Started(tuple(p["players"]), Rules(**p["rules"]), p["commitment"], bytes.fromhex(p["seed"]))
    if cls is RoundDealt:
        return RoundDealt(
            p["round_no"],
            p["first"],
            tuple(_cards(h) for h in p["hands"]),
            tuple(Gift(g["giver"], g["receiver"], _cards(g["cards"])) for g in p["gifts"]),
            tuple((r[0], r[1], r[2]) for r in p["returns"]),
            p["leader"],
            p["revolution"],
            p.get("explicit", False),
        )
    if cls is CardsReturned:
        return CardsReturned(p["seat"], p["receiver"], _cards(p["cards"]))
    if cls is Played:
        return Played(p["seat"], _cards(p["cards"]), p["skipped"], p["revolution"])
    if cls is Passed:
        return Passed(p["seat"])
    if cls is TrickWon:
        return TrickWon(p["seat"], p["leader"])
    if cls is WentOut:
        return WentOut(p["seat"], p["place"])
    if cls is RoundEnded:
        return RoundEnded(p["round_no"], tuple(p["places"]), tuple(p["titles"]), tuple(p["points"]), tuple(p["totals"]))
    return GameEnded(tuple(p["totals"]), tuple(p["final_places"]), bytes.fromhex(p["seed"]))


def encode_command(command: object) -> dict[str, Any]:
    """A seat's command in wire form: ``{"type": "play", "cards": [...]}``, ``{"type": "pass"}``,
    ``{"type": "give_back", "cards": [...]}`` (with its ``seat``)."""
    if isinstance(command, Play):
        return {"type": "play", "seat": command.seat, "cards": names(command.cards)}
    if isinstance(command, Pass):
        return {"type": "pass", "seat": command.seat}
    if isinstance(command, GiveBack):
        return {"type": "give_back", "seat": command.seat, "cards": names(command.cards)}
    raise ValueError(f"type: not a seat command: {type(command).__name__}")


def decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None = None) -> object:
    """A seat's command from its wire form (the seat is the caller's, never the body's)."""
    kind = payload.get("type")
    if seat is None:
        raise ValueError("seat: a move is made by a seat")
    extra = sorted(set(payload) - {"type", "cards", "seat"})
    if extra:
        raise ValueError(f"{extra[0]}: unknown field")
    if kind == "pass":
        return Pass(seat)
    if kind in ("play", "give_back"):
        cards = tuple(sorted(parse_many(payload.get("cards"), "cards")))
        return Play(seat, cards) if kind == "play" else GiveBack(seat, cards)
    raise ValueError(f"type: one of 'play', 'pass', 'give_back', not {kind!r}")
