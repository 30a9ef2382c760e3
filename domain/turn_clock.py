"""The turn clock's settings and its arithmetic: how long a seat may take, and when its time is up.

A match may be played with a clock: :class:`TurnClock` arrives in the match set-up
(``StartMatch.clock``, recorded in ``MatchStarted.clock``, so replay and audit show it); ``None``,
the default, is no clock and changes nothing at all.  With a clock:

* each turn the seat to move has ``turn_ms``, plus whatever is left of its **bank**: ``bank_ms``
  per seat and round, from which the time a seat takes over ``turn_ms`` is taken;
* a seat whose time runs out *times out*: it makes the automatic move the rules allow (see
  :mod:`domain.maumau.timeouts`), and ``max_timeouts`` timeouts in one match forfeit it.

Everything here is pure arithmetic on times that arrive from outside (``at`` of the commands,
service-clock milliseconds since the epoch): the domain never reads a clock.  The rules that use
it (which events start and stop a clock, what a timeout does) are in :mod:`domain.maumau.timeouts`.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "MAX_BANK_MS",
    "MAX_TIMEOUTS",
    "MAX_TURN_MS",
    "MIN_TURN_MS",
    "TurnClock",
    "bank_after",
    "check_turn_clock",
    "turn_clock_from_dict",
    "turn_deadline",
]

MIN_TURN_MS = 1_000
"""Shortest time a turn may be given: one second."""
MAX_TURN_MS = 3_600_000
"""Longest time a turn may be given: one hour."""
MAX_BANK_MS = 7_200_000
"""Largest bank a seat may have per round: two hours."""
MAX_TIMEOUTS = 20
"""Most timeouts a match may allow before they forfeit."""


@dataclass(frozen=True, slots=True)
class TurnClock:
    """A match's clock: ``turn_ms`` per turn, a bank of ``bank_ms`` per seat and round for turns
    that run over, and ``max_timeouts`` timeouts in the match that forfeit a seat."""

    turn_ms: int
    bank_ms: int = 0
    max_timeouts: int = 3

    def to_dict(self) -> dict[str, int]:
        """The stored and wire form: ``{"turn_ms": ..., "bank_ms": ..., "max_timeouts": ...}``."""
        return {"turn_ms": self.turn_ms, "bank_ms": self.bank_ms, "max_timeouts": self.max_timeouts}


_BOUNDS: dict[str, tuple[int, int]] = {
    "turn_ms": (MIN_TURN_MS, MAX_TURN_MS),
    "bank_ms": (0, MAX_BANK_MS),
    "max_timeouts": (1, MAX_TIMEOUTS),
}


def check_turn_clock(clock: object) -> TurnClock | None:
    """``clock`` if it is ``None`` or a :class:`TurnClock` within bounds; else ``ValueError``
    naming the first field out of bounds (``"clock.turn_ms: ..."``)."""
    if clock is None:
        return None
    if not isinstance(clock, TurnClock):
        raise ValueError("clock: a TurnClock or None")
    for name, (lo, hi) in _BOUNDS.items():
        value = getattr(clock, name)
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise ValueError(f"clock.{name}: a whole number from {lo} to {hi}, not {value!r}")
    return clock


def turn_clock_from_dict(data: Mapping[str, Any] | None) -> TurnClock | None:
    """A clock from its stored form (``None`` stays ``None``); no bounds are checked, so a stored
    match is read back as it was played.  ``ValueError`` for a form that is no clock at all."""
    if data is None:
        return None
    if not isinstance(data, Mapping) or set(data) - set(_BOUNDS) or "turn_ms" not in data:
        raise ValueError(f"clock: {{turn_ms, bank_ms, max_timeouts}} or null, not {data!r}")
    return TurnClock(**{name: int(value) for name, value in data.items()})


def turn_deadline(started: int, clock: TurnClock, bank: int) -> int:
    """When a turn that started at ``started`` times out: its turn time plus the ``bank`` left."""
    return started + clock.turn_ms + max(0, bank)


def bank_after(clock: TurnClock, bank: int, started: int, stopped: int) -> int:
    """The bank left after a turn from ``started`` to ``stopped``: the time taken over the turn
    time is taken from ``bank`` (never below 0; a clock that went back takes nothing)."""
    over = stopped - started - clock.turn_ms
    return max(0, bank - max(0, over))
