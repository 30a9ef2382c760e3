"""How a round or a match ended, as a value: :class:`Outcome` (a :class:`Termination` and the winners).

Every game's ends are values of the same shape, :class:`GameOutcome` (how it ended, who won):
Mau-Mau's :class:`Outcome` is one (a :class:`Termination`, the winning seats), Punto Banco's coup
another (``domain.puntobanco.outcome``: natural or drawn, the winning side), a tournament's end
a third (``domain.tournament.outcome``: the leaders).  A decider hands them out through
``Decider.outcome``.

The idea is python-chess's ``Outcome(termination, winner)``: the end of a game is data a reader
can switch on, not a sentence to parse.  ``decide`` computes an outcome where a round or a match
ends (:func:`domain.maumau.scoring.match_result`, the round's winner), and the events carry its
termination: ``RoundWon.reason`` (``OUT``, ``BLOCKED`` or ``ABANDONED``) and ``MatchFinished.termination``
(one of the match ends); ``RoundWon.outcome`` and ``MatchFinished.outcome`` give the value back.

:class:`Termination` is a ``StrEnum``: each member *is* its string (``Termination.OUT == "out"``),
so the stored and wire form is the plain value, and readers that compare with strings keep working.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, TypeVar

__all__ = ["MATCH_ENDS", "ROUND_ENDS", "AnyOutcome", "GameOutcome", "Outcome", "Termination"]

T = TypeVar("T", bound=StrEnum)
W = TypeVar("W")


@dataclass(frozen=True, slots=True)
class GameOutcome(Generic[T, W]):
    """How a game (or a part of it: a round, a coup) ended: ``termination``, a value of the game's
    own :class:`~enum.StrEnum` of ends, and the ``winners`` (seats, sides, entrants: ties possible)."""

    termination: T
    winners: tuple[W, ...]


AnyOutcome = GameOutcome[Any, Any]
"""An outcome of any game (what ``Decider.outcome`` returns)."""


class Termination(StrEnum):
    """Why a round or a match ended (RULES.md §2 ``scoring``, §4 blocked rounds)."""

    OUT = "out"
    """A round: the winner played his last card."""
    BLOCKED = "blocked"
    """A round: nobody could draw and every seat passed in turn; the fewest cards won it."""
    WIN_TARGET = "win_target"
    """A match (``scoring=wins``): a seat reached ``win_target`` round wins."""
    POINTS_LIMIT = "points_limit"
    """A match (``scoring=penalty_points``): a seat passed ``points_limit``; the fewest points win."""
    MAX_ROUNDS = "max_rounds"
    """A match: ``max_rounds`` rounds were played."""
    ENDED_BY_HOST = "ended_by_host"
    """A match: the host ended it between rounds (the only end of an open-ended match)."""
    ABANDONED = "abandoned"
    """A round: the match ended by a forfeit while the round was being played; the last seat in
    contention won it."""
    FORFEIT = "forfeit"
    """A match: every seat but the winner forfeited (``SeatForfeited``), so it ended at once."""


ROUND_ENDS = frozenset({Termination.OUT, Termination.BLOCKED, Termination.ABANDONED})
"""The terminations a round can have (``RoundWon.reason``)."""
MATCH_ENDS = frozenset(Termination) - ROUND_ENDS
"""The terminations a match can have (``MatchFinished.termination``)."""


@dataclass(frozen=True, slots=True)
class Outcome(GameOutcome[Termination, int]):
    """The end of a Mau-Mau round or match: ``termination`` and the winning seats (ties possible in a
    match)."""
