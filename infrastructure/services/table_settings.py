"""A table's settings: how the table is run, as opposed to the game's rules (the ruleset).

Chosen by the host when the table is opened and fixed from then on (stored with the table, shown on
its public page).  Each field is bounded here, once; the HTTP schema mirrors the bounds so bad input
is refused before it arrives, and :func:`parse_table_settings` refuses it again for every other
caller (CLI, tests, tournaments).

- ``rated``: results enter the rated leaderboards; only accounts (no guests) may sit at it.
- ``private``: the table is not listed in the lobby and a seat needs the table's invite code.
- ``spectators``: anyone may follow the table's public (redacted) event stream.
- ``turn_seconds`` / ``bank_seconds`` / ``max_timeouts``: the turn clock (``turn_seconds`` None:
  no clock); a seat whose time runs out gets a timeout; ``max_timeouts`` timeouts forfeit.
- ``on_leave``: what happens to a seat left mid-match: ``bot`` (the ``substitute_bot`` plays it
  until its account returns) or ``forfeit``.
- ``auto_deal_seconds``: deal the next round this long after a round ends (None: the host deals).
- ``sealed``: the table plays a sealed match (a duplicate tournament table: other tables play the
  same deals, so an ended round stays secret until the tournament reveals it).  Only the tournament
  service sets it (:func:`stored_table_settings`); :func:`parse_table_settings`, the parser of
  everything that comes from outside, refuses it like an unknown field.

What each setting *does* in the game (a timeout's automatic move, a forfeit) is decided by the
rules in ``domain/``; this module only holds and checks the table's choices.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from domain.maumau.bot_registry import BOTS
from infrastructure.services.errors import InvalidInput

__all__ = ["ON_LEAVE", "TableSettings", "parse_table_settings", "stored_table_settings"]

ON_LEAVE = ("bot", "forfeit")
"""What may happen to a seat left mid-match."""

_INT_BOUNDS: dict[str, tuple[int, int]] = {
    "turn_seconds": (5, 3600),
    "bank_seconds": (0, 7200),
    "max_timeouts": (1, 20),
    "auto_deal_seconds": (0, 600),
}


@dataclass(frozen=True, slots=True)
class TableSettings:
    """A table's settings (see the module docstring); the defaults are an open, unrated table
    without a clock whose host deals each round."""

    rated: bool = False
    private: bool = False
    spectators: bool = True
    turn_seconds: int | None = None
    bank_seconds: int = 0
    max_timeouts: int = 3
    on_leave: str = "bot"
    substitute_bot: str = "heuristic"
    auto_deal_seconds: int | None = None
    sealed: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The settings as stored and shown (JSON-ready); ``sealed`` only where it is set, so an
        ordinary table's settings are what they always were."""
        out = asdict(self)
        if not self.sealed:
            del out["sealed"]
        return out


_INTERNAL = frozenset({"sealed"})
"""Settings no outside input may set (only the service itself, for tournament tables)."""


def parse_table_settings(raw: dict[str, Any] | None) -> TableSettings:
    """Check ``raw`` (field -> value; missing fields take their defaults) and build the settings.

    Raises :class:`InvalidInput` naming the first bad field: unknown fields, wrong types and values
    out of bounds are refused, never clamped.  The internal ``sealed`` counts as unknown here.
    """
    return _parse(raw, internal=False)


def stored_table_settings(raw: dict[str, Any] | None) -> TableSettings:
    """The settings of a table as stored (its row's JSON), ``sealed`` included: checked like
    :func:`parse_table_settings`, for the service's own reads only."""
    return _parse(raw, internal=True)


def _parse(raw: dict[str, Any] | None, *, internal: bool) -> TableSettings:
    """Check and build (see :func:`parse_table_settings`); ``internal`` accepts ``sealed`` too."""
    if raw is None:
        return TableSettings()
    if not isinstance(raw, dict):
        raise InvalidInput("settings", "table settings must be an object")
    known = {f.name for f in fields(TableSettings)} - (set() if internal else _INTERNAL)
    unknown = sorted(set(raw) - known)
    if unknown:
        raise InvalidInput(
            f"settings.{unknown[0]}", f"unknown table setting {unknown[0]!r}; known: {', '.join(sorted(known))}"
        )
    values: dict[str, Any] = {}
    for name, value in raw.items():
        values[name] = _check(name, value)
    return TableSettings(**values)


def _check(name: str, value: Any) -> Any:
    """One setting's value, checked against its type and bounds."""
    field = f"settings.{name}"
    if name in ("rated", "private", "spectators", "sealed"):
        if not isinstance(value, bool):
            raise InvalidInput(field, f"{name} must be true or false")
        return value
    if name in _INT_BOUNDS:
        lo, hi = _INT_BOUNDS[name]
        optional = name in ("turn_seconds", "auto_deal_seconds")
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            suffix = " or null" if optional else ""
            raise InvalidInput(field, f"{name} must be a whole number of seconds from {lo} to {hi}{suffix}")
        return value
    if name == "on_leave":
        if value not in ON_LEAVE:
            raise InvalidInput(field, f"on_leave must be one of {', '.join(ON_LEAVE)}")
        return value
    # substitute_bot
    if not isinstance(value, str) or value.strip(" ").lower() not in BOTS:
        raise InvalidInput(field, f"substitute_bot must be one of {', '.join(BOTS)}")
    return value.strip(" ").lower()
