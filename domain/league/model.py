"""A league's definition and the bounds every input is checked against.

A league counts the tournaments its organiser adds (at most :data:`MAX_EVENTS`); each finished
event scores its players league points by place, by ``points``:

* ``None`` — the **field** scheme (the default): ``N + 1 - rank`` for an event of ``N`` ranked
  entrants, so the winner of a table of eight earns 8, the last 1 — one point for every player
  beaten, plus one for turning up;
* a list — a fixed table by place (``(25, 18, 15, 12, 10, 8, 6, 4, 2, 1)``: place 1 earns the
  first number, a place beyond the list earns 0); non-increasing whole numbers, the first above
  zero, at most :data:`MAX_POINTS` places, each at most :data:`POINTS_MAX`.

``best_of`` counts each player's best ``n`` events (``None``: every event).

:func:`check_config` refuses a bad definition with a :class:`~domain.errors.RuleViolation`
naming the field (``name``, ``points``, ``best_of``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.errors import RuleViolation
from domain.names import check_name

__all__ = [
    "FIELD",
    "MAX_EVENTS",
    "MAX_POINTS",
    "NAME_MAX",
    "POINTS_MAX",
    "LeagueConfig",
    "check_config",
    "check_points",
]

MAX_EVENTS = 50
"""The most tournaments one league counts."""
MAX_POINTS = 100
"""The most places a fixed points table lists."""
POINTS_MAX = 10_000
"""The most league points one place may earn."""
NAME_MAX = 100
"""The longest league name (characters)."""
FIELD = "field"
"""The wire name of the default scheme (``N + 1 - rank``)."""


@dataclass(frozen=True, slots=True)
class LeagueConfig:
    """What the organiser decides: the league's ``name``, its ``points`` by place (``None``: the
    field scheme) and ``best_of`` (``None``: every event counts)."""

    name: str
    points: tuple[int, ...] | None = None
    best_of: int | None = None


def check_points(points: object) -> tuple[int, ...] | None:
    """``points`` as a scheme: ``None`` or ``"field"`` (the field scheme), or a fixed table —
    1..:data:`MAX_POINTS` whole numbers in 0..:data:`POINTS_MAX`, non-increasing, the first above
    zero; else :class:`RuleViolation` ``points``."""
    if points is None or points == FIELD:
        return None
    if not isinstance(points, Sequence) or isinstance(points, str | bytes):
        raise RuleViolation("points", f"points must be {FIELD!r} or a list of whole numbers by place")
    if not 1 <= len(points) <= MAX_POINTS:
        raise RuleViolation("points", f"points lists 1 to {MAX_POINTS} places")
    out: list[int] = []
    for value in points:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= POINTS_MAX:
            raise RuleViolation("points", f"each place's points must be a whole number from 0 to {POINTS_MAX}")
        if out and value > out[-1]:
            raise RuleViolation("points", "points must not increase from one place to the next")
        out.append(value)
    if out[0] == 0:
        raise RuleViolation("points", "the first place must earn points")
    return tuple(out)


def check_config(config: LeagueConfig) -> LeagueConfig:
    """``config`` with its name normalised (``domain.names.check_name``), or a
    :class:`RuleViolation` naming the bad field."""
    name = check_name(config.name, "name", longest=NAME_MAX)
    points = check_points(config.points)
    best_of = config.best_of
    if best_of is not None and (
        isinstance(best_of, bool) or not isinstance(best_of, int) or not 1 <= best_of <= MAX_EVENTS
    ):
        raise RuleViolation("best_of", f"best_of must be a whole number from 1 to {MAX_EVENTS}, or null (every event)")
    return LeagueConfig(name, points, best_of)
