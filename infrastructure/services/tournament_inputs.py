"""Reading a tournament request's body: types and bounds only, every bad field named.

The tournament's rules (how many rounds, which formats, which scorings, the correction window's
range …) are the decider's (``domain.tournament.decide`` refuses them with the rule's name);
what is checked here is what a body must be before a command can even be built from it: an
object with known fields, each of the right type, every string and number bounded, so nothing
unbounded reaches the domain or the event store.  A bad field raises
:class:`~infrastructure.services.errors.InvalidInput` naming it (HTTP 422), nothing is written.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from domain.maumau.bot_registry import BOTS
from domain.tournament.model import DEFAULT_TURN_SECONDS, MAUMAU, Format, PlayMode, Registration, SeatingMode
from infrastructure.services.errors import InvalidInput
from infrastructure.services.table_settings import parse_table_settings

__all__ = [
    "CONFIG_FIELDS",
    "ENTRY_FIELDS",
    "FLOW_FIELDS",
    "TABLE_FIELDS",
    "TEXT_MAX",
    "check_fields",
    "optional_int",
    "optional_time",
    "parse_config_body",
    "parse_entry_body",
    "parse_result_body",
    "require_int",
    "require_number",
    "require_text",
]

TEXT_MAX = 2000
"""The longest free text a tournament request may carry (a protest's text; reasons are shorter:
the decider bounds them again)."""

_INT_LIMIT = 1_000_000_000
"""No whole number of a tournament request is larger (each field's real bound is the decider's)."""

MAX_SETUP_FIELDS = 32
"""The most fields a game's set-up object may have (each one's bounds are the game's)."""

FLOW_FIELDS = (
    "check_in",
    "check_in_deadline",
    "late_entry_until",
    "starts_at",
    "auto_advance_seconds",
    "play",
    "seating",
)
"""The evening's flow: check-in and its deadline (ms), late entry up to a round, the scheduled
start (ms), the automatic advance (seconds), and where the tables play (``play``)."""

CONFIG_FIELDS = (
    "name",
    "format",
    "ruleset",
    "rounds",
    "boards",
    "table_size",
    "scoring",
    "tie_breaks",
    "time_limit_seconds",
    "turn_seconds",
    "bank_seconds",
    "max_timeouts",
    "auto_deal_seconds",
    "correction_window_seconds",
    "min_players",
    "bot_substitute",
    "registration",
    "game",
    "setup",
    "shared_ranks",
    *FLOW_FIELDS,
)
"""The fields of a tournament's creation body (``ruleset``: a preset's name or a saved ruleset's id)."""


def check_fields(body: object, known: tuple[str, ...], what: str) -> Mapping[str, Any]:
    """``body`` as a mapping whose keys are all among ``known`` (else 422 naming the first
    unknown field, or ``body`` when it is no object)."""
    if not isinstance(body, Mapping):
        raise InvalidInput("body", f"{what} must be a JSON object")
    unknown = sorted(str(k) for k in body if k not in known)
    if unknown:
        raise InvalidInput(unknown[0][:64], f"unknown field {unknown[0][:64]!r} in {what}; known: {', '.join(known)}")
    return body


def require_text(body: Mapping[str, Any], name: str, *, max_len: int = 200, default: str | None = None) -> str:
    """The string field ``name`` (surrounding spaces stripped; a line break or any other hidden
    character is left for the decider to refuse: ``domain.names``), at most ``max_len``
    characters; ``default`` when absent."""
    value = body.get(name, default)
    if value is None:
        raise InvalidInput(name, f"{name} is required")
    if not isinstance(value, str):
        raise InvalidInput(name, f"{name} must be a string")
    value = value.strip(" ")
    if len(value) > max_len:
        raise InvalidInput(name, f"{name} is at most {max_len} characters")
    return value


def require_int(body: Mapping[str, Any], name: str, *, default: int | None = None) -> int:
    """The whole-number field ``name`` (no booleans, no floats), bounded; ``default`` when absent."""
    value = body.get(name, default)
    if value is None:
        raise InvalidInput(name, f"{name} is required")
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > _INT_LIMIT:
        raise InvalidInput(name, f"{name} must be a whole number")
    return value


def optional_int(body: Mapping[str, Any], name: str) -> int | None:
    """The whole-number field ``name``, or ``None`` when absent or null."""
    if body.get(name) is None:
        return None
    return require_int(body, name)


_TIME_LIMIT = 2**53
"""Times are ms since the epoch, below this (exact in JSON numbers)."""


def optional_time(body: Mapping[str, Any], name: str) -> int | None:
    """The time field ``name`` (ms since the epoch, a whole number), or ``None`` when absent or null."""
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < _TIME_LIMIT:
        raise InvalidInput(name, f"{name} must be a time in ms since the epoch (a whole number)")
    return value


def require_number(body: Mapping[str, Any], name: str) -> float:
    """The finite number field ``name`` (a whole number or a decimal, no booleans), bounded."""
    value = body.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(name, f"{name} must be a number")
    number = float(value)
    if not math.isfinite(number) or abs(number) > _INT_LIMIT:
        raise InvalidInput(name, f"{name} must be a finite number")
    return number


TABLE_FIELDS = ("turn_seconds", "bank_seconds", "max_timeouts", "auto_deal_seconds")
"""The creation body's fields that every table of the tournament gets as its table settings."""


def _table_fields(body: Mapping[str, Any]) -> dict[str, Any]:
    """The tournament's table settings (the turn clock, the pause between boards), checked as a
    table's own settings are (:func:`parse_table_settings`: the same types and bounds), a bad one
    named as the body's field.  Absent: the clock runs :data:`DEFAULT_TURN_SECONDS` per turn
    (``turn_seconds: null`` turns it off); ``auto_deal_seconds`` stays ``None`` (the service's)."""
    given = {name: body[name] for name in TABLE_FIELDS if name in body}
    try:
        settings = parse_table_settings(given)
    except InvalidInput as error:
        raise InvalidInput(error.rule.removeprefix("settings."), error.message) from None
    return {
        "turn_seconds": settings.turn_seconds if "turn_seconds" in given else DEFAULT_TURN_SECONDS,
        "bank_seconds": settings.bank_seconds,
        "max_timeouts": settings.max_timeouts,
        "auto_deal_seconds": settings.auto_deal_seconds,
    }


def _int_list(value: object, name: str, *, max_len: int) -> tuple[int, ...]:
    """A list of at most ``max_len`` whole numbers."""
    if not isinstance(value, list | tuple) or len(value) > max_len:
        raise InvalidInput(name, f"{name} must be a list of at most {max_len} whole numbers")
    out = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int) or abs(item) > _INT_LIMIT:
            raise InvalidInput(name, f"{name} must hold whole numbers only")
        out.append(item)
    return tuple(out)


def parse_config_body(body: object) -> dict[str, Any]:
    """The creation body's fields, typed and bounded (``ruleset`` stays the reference the lobby
    resolves; defaults filled in as the tournament's model has them, except ``scoring``, left
    unset for the decider to resolve (``domain.tournament.decide.check_config``), and
    ``min_players``, whose default follows the format: a duplicate event needs two full tables;
    the tables' settings: :func:`_table_fields`)."""
    fields = check_fields(body, CONFIG_FIELDS, "a tournament")
    fmt = require_text(fields, "format", max_len=16)
    table_size = require_int(fields, "table_size", default=4)
    out: dict[str, Any] = {
        "name": require_text(fields, "name", max_len=200),
        "format": fmt,
        "ruleset": require_text(fields, "ruleset", max_len=64, default="MM-001"),
        "rounds": require_int(fields, "rounds"),
        "boards": require_int(fields, "boards"),
        "table_size": table_size,
        "scoring": require_text(fields, "scoring", max_len=32, default=""),  # "": the decider's default
        "time_limit_seconds": optional_int(fields, "time_limit_seconds"),
        **_table_fields(fields),
        "correction_window_seconds": require_int(fields, "correction_window_seconds", default=1800),
        "min_players": require_int(
            fields, "min_players", default=2 * table_size if fmt == Format.DUPLICATE else max(3, table_size)
        ),
        "bot_substitute": require_text(fields, "bot_substitute", max_len=32, default="heuristic").lower(),
        "registration": require_text(fields, "registration", max_len=16, default=Registration.OPEN),
    }
    shared = fields.get("shared_ranks", False)
    if not isinstance(shared, bool):
        raise InvalidInput("shared_ranks", "shared_ranks must be true or false")
    out["shared_ranks"] = shared
    check_in = fields.get("check_in", False)
    if not isinstance(check_in, bool):
        raise InvalidInput("check_in", "check_in must be true or false")
    out["check_in"] = check_in
    out["check_in_deadline"] = optional_time(fields, "check_in_deadline")
    out["late_entry_until"] = require_int(fields, "late_entry_until", default=0)
    out["starts_at"] = optional_time(fields, "starts_at")
    out["auto_advance_seconds"] = optional_int(fields, "auto_advance_seconds")
    out["play"] = require_text(fields, "play", max_len=16, default=PlayMode.ONLINE)
    out["seating"] = require_text(fields, "seating", max_len=16, default=SeatingMode.MIX)
    out["game"] = require_text(fields, "game", max_len=32, default=MAUMAU).lower()
    setup = fields.get("setup")
    if setup is not None and (not isinstance(setup, dict) or len(setup) > MAX_SETUP_FIELDS):
        raise InvalidInput("setup", f"setup must be an object of at most {MAX_SETUP_FIELDS} fields (the game's set-up)")
    if setup is not None and out["game"] == MAUMAU:
        raise InvalidInput("setup", "a Mau-Mau tournament names its ruleset: setup is for another game")
    if out["game"] != MAUMAU and "ruleset" in fields:
        raise InvalidInput("ruleset", f"a {out['game']} tournament gives its game's setup: ruleset is Mau-Mau's")
    out["setup"] = dict(setup) if setup is not None else {}
    if out["game"] == MAUMAU and out["bot_substitute"] not in BOTS:
        raise InvalidInput("bot_substitute", f"bot_substitute must be one of {', '.join(BOTS)}")
    raw_breaks = fields.get("tie_breaks")
    if raw_breaks is not None:
        if not isinstance(raw_breaks, list | tuple) or len(raw_breaks) > 8:
            raise InvalidInput("tie_breaks", "tie_breaks must be a list of at most 8 names")
        if not all(isinstance(b, str) and len(b) <= 32 for b in raw_breaks):
            raise InvalidInput("tie_breaks", "tie_breaks must hold names (strings)")
        out["tie_breaks"] = tuple(raw_breaks)
    return out


RESULT_FIELDS = ("round_no", "table_no", "points", "winners", "forfeited", "reason")
"""The fields of a director's correction (the entrants and table id come from the seating)."""


ENTRY_FIELDS = ("points", "winners", "forfeited")
"""The fields of a real-cards table's result entry (the round and table are in its path)."""


def parse_entry_body(body: object) -> dict[str, Any]:
    """A real-cards entry's fields: ``points`` (per board a list of each seat's points),
    ``winners`` (per board the winning seat) and ``forfeited`` (seats); bounded as a correction."""
    fields = check_fields(body, ENTRY_FIELDS, "a result entry")
    raw_points = fields.get("points")
    if not isinstance(raw_points, list | tuple) or len(raw_points) > 20:
        raise InvalidInput("points", "points must be a list (one per board, at most 20) of each seat's points")
    return {
        "points": tuple(_int_list(p, "points", max_len=5) for p in raw_points),
        "winners": _int_list(fields.get("winners"), "winners", max_len=20),
        "forfeited": _int_list(fields.get("forfeited", []), "forfeited", max_len=5),
    }


def parse_result_body(body: object) -> dict[str, Any]:
    """A correction's fields: ``round_no``, ``table_no``, ``points`` (per board a list of each
    seat's points), ``winners`` (per board the winning seat), ``forfeited`` (seats) and
    ``reason``; bounded (at most 20 boards of 5 seats)."""
    fields = check_fields(body, RESULT_FIELDS, "a correction")
    raw_points = fields.get("points")
    if not isinstance(raw_points, list | tuple) or len(raw_points) > 20:
        raise InvalidInput("points", "points must be a list (one per board, at most 20) of each seat's points")
    return {
        "round_no": require_int(fields, "round_no"),
        "table_no": require_int(fields, "table_no"),
        "points": tuple(_int_list(p, "points", max_len=5) for p in raw_points),
        "winners": _int_list(fields.get("winners"), "winners", max_len=20),
        "forfeited": _int_list(fields.get("forfeited", []), "forfeited", max_len=5),
        "reason": require_text(fields, "reason", max_len=TEXT_MAX),
    }
