"""A tournament state as the standings see it: its rounds as
:class:`~domain.tournament.standings.RoundRecord` values, and the standings themselves.

The read side (the standings projection, the service's summaries) calls :func:`standings_of` on
a folded :class:`~domain.tournament.state.TournamentState`, so standings are computed by the one
pure function (:func:`domain.tournament.standings.compute_standings`) whoever asks.
"""

from __future__ import annotations

from domain.tournament.standings import RoundRecord, StandingRow, compute_standings
from domain.tournament.state import FINISHED, REGISTERING, RUNNING, TournamentState

__all__ = ["next_step", "round_records", "standings_final", "standings_of"]


def round_records(state: TournamentState) -> tuple[RoundRecord, ...]:
    """Every seated round of ``state`` as a :class:`RoundRecord` (results ``None`` while a table
    plays; ``substitutes``: the ``(table_no, seat)`` a bot took over after a withdrawal;
    ``absent``: late entrants who entered after it)."""
    return tuple(
        RoundRecord(
            round_no=r.round_no,
            tables=r.tables,
            byes=r.byes,
            results=r.results,
            substitutes=frozenset((s.table_no, s.seat) for s in r.substitutes),
            absent=tuple(e for e, first in state.late_entries if first > r.round_no),
        )
        for r in state.rounds
    )


def standings_of(state: TournamentState) -> tuple[StandingRow, ...]:
    """The standings of ``state`` (``()`` before the tournament is created; entrants still
    waiting for the director's approval are not listed)."""
    if state.config is None:
        return ()
    return compute_standings(
        state.config,
        state.admitted,
        state.withdrawn,
        round_records(state),
        state.adjustments,
        bytes.fromhex(state.seed),
    )


def standings_final(state: TournamentState, now: int) -> bool:
    """Whether nothing can change the standings any more at ``now`` (ms): the tournament is
    finished, the last round's correction window has passed and no protest is open."""
    if state.status != FINISHED or state.config is None or not state.rounds:
        return False
    closed = state.rounds[-1].closed_at or 0
    if any(p.decision is None for p in state.protests):
        return False
    return now > closed + state.config.correction_window_seconds * 1000


def next_step(state: TournamentState) -> tuple[int, int] | None:
    """The schedule's next step, ``(round_no, due)`` (ms), or ``None`` when nothing is due by itself:

    * registering, with ``starts_at``: the start and round 1 at ``starts_at``;
    * started with no round seated (the director started it): round 1 at ``starts_at`` if one was
      set, else ``auto_advance_seconds`` after the start;
    * a round closed and more to play, with ``auto_advance_seconds``: the next round that long
      after it closed.

    The schedule's reaction sets its timers from this, and the summary shows it."""
    config = state.config
    if config is None:
        return None
    pause = config.auto_advance_seconds
    if state.status == REGISTERING:
        return (1, config.starts_at) if config.starts_at is not None else None
    if state.status != RUNNING:
        return None
    last = state.current_round
    if last is None:
        if config.starts_at is not None:
            return 1, config.starts_at
        if pause is None or state.started_at is None:
            return None
        return 1, state.started_at + pause * 1000
    if pause is None or last.closed_at is None or last.round_no >= config.rounds:
        return None
    return last.round_no + 1, last.closed_at + pause * 1000
