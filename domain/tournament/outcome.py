"""How a tournament ended, as a value (:class:`~domain.outcome.GameOutcome`).

``TournamentFinished`` ends a tournament's play once its last round closed; the winner is the
entrant the standings rank first at that moment (:func:`domain.tournament.records.standings_of`:
the ranks are unique, the lot from the tournament seed breaks every tie).  A correction within
the last round's window or a protest decided later may still change the standings: the outcome
is what the finish said, the standings stay the authority.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from enum import StrEnum

from domain.outcome import GameOutcome
from domain.tournament.events import TournamentEvent, TournamentFinished
from domain.tournament.records import standings_of
from domain.tournament.state import TournamentState

__all__ = ["TournamentEnd", "TournamentOutcome", "outcome"]


class TournamentEnd(StrEnum):
    """Why a tournament ended."""

    ROUNDS_PLAYED = "rounds_played"
    """Every round was seated, played and closed."""


TournamentOutcome = GameOutcome[TournamentEnd, str]
"""A tournament's end and its winner's entrant id (none when nobody was ranked)."""


def outcome(state: TournamentState, event: TournamentEvent) -> TournamentOutcome | None:
    """``Decider.outcome``: the finish of ``state`` (after ``event``) and the entrant ranked first;
    ``None`` for every event but ``TournamentFinished``."""
    if not isinstance(event, TournamentFinished):
        return None
    rows = [row for row in standings_of(state) if not row.withdrawn]
    return GameOutcome(TournamentEnd.ROUNDS_PLAYED, (rows[0].entrant_id,) if rows else ())
