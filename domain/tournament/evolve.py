"""Apply a tournament event to the state: facts only, nothing decided, nothing re-checked.

An event that does not fit the state (a result for a table never seated, a second creation ...)
raises :class:`domain.errors.EventMismatch`: the stream is corrupt or foreign.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from domain.errors import EventMismatch
from domain.tournament.events import (
    EntrantApproved,
    EntrantCheckedIn,
    EntrantRegistered,
    EntrantWithdrawn,
    ProtestDecided,
    ProtestLodged,
    ResultCorrected,
    ResultEntered,
    RoundClosed,
    RoundSeated,
    ScoreAdjusted,
    SubstituteSeated,
    TableResultRecorded,
    TournamentCreated,
    TournamentEnded,
    TournamentEvent,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.model import TableResult
from domain.tournament.state import (
    FINISHED,
    NONE,
    REGISTERING,
    RUNNING,
    Correction,
    Entry,
    ProtestState,
    RoundState,
    Substitute,
    TournamentState,
)

__all__ = ["evolve", "fold"]


def _round(state: TournamentState, round_no: int, event: object) -> RoundState:
    found = state.round(round_no)
    if found is None:
        raise EventMismatch(f"{type(event).__name__} does not fit: round {round_no} was not seated")
    return found


def _with_round(state: TournamentState, updated: RoundState) -> tuple[RoundState, ...]:
    rounds = list(state.rounds)
    rounds[updated.round_no - 1] = updated
    return tuple(rounds)


def _with_result(state: TournamentState, round_no: int, result: TableResult, event: object) -> tuple[RoundState, ...]:
    rnd = _round(state, round_no, event)
    if rnd.table(result.table_no) is None:
        raise EventMismatch(f"{type(event).__name__} does not fit: no table {result.table_no} in round {round_no}")
    results = list(rnd.results)
    results[result.table_no - 1] = result
    return _with_round(state, replace(rnd, results=tuple(results)))


def evolve(state: TournamentState, event: TournamentEvent) -> TournamentState:
    """The state after ``event``."""
    v = state.version + 1
    if (state.status == NONE) != isinstance(event, TournamentCreated):
        raise EventMismatch(f"{type(event).__name__} does not fit a tournament in status {state.status}")
    if isinstance(event, TournamentCreated):
        return TournamentState(
            version=v,
            tournament_id=event.tournament_id,
            config=event.config,
            organiser_id=event.organiser_id,
            commitment=event.commitment,
            seed=event.seed,
            status=REGISTERING,
            created_at=event.at,
        )
    if isinstance(event, EntrantRegistered):
        pending = state.pending | {event.entrant.entrant_id} if event.pending else state.pending
        late = state.late_entries
        if state.status != REGISTERING:  # a late entry: seated from the next round on
            late = (*late, (event.entrant.entrant_id, len(state.rounds) + 1))
        return replace(state, version=v, entrants=(*state.entrants, event.entrant), pending=pending, late_entries=late)
    if isinstance(event, ResultEntered):
        rnd = _round(state, event.round_no, event)
        entry = Entry(event.result.table_no, event.result, event.entrant_id, event.by, event.at)
        kept = tuple(e for e in rnd.entries if not (e.table_no == entry.table_no and e.entrant_id == entry.entrant_id))
        return replace(state, version=v, rounds=_with_round(state, replace(rnd, entries=(*kept, entry))))
    if isinstance(event, EntrantCheckedIn):
        return replace(state, version=v, checked_in=state.checked_in | {event.entrant_id})
    if isinstance(event, TournamentEnded):
        return replace(state, version=v, ended_early=event.reason)
    if isinstance(event, EntrantApproved):
        if event.entrant_id not in state.pending:
            raise EventMismatch(f"EntrantApproved does not fit: {event.entrant_id} is not pending")
        return replace(state, version=v, pending=state.pending - {event.entrant_id})
    if isinstance(event, EntrantWithdrawn):
        return replace(state, version=v, withdrawn=state.withdrawn | {event.entrant_id})
    if isinstance(event, TournamentStarted):
        if state.status != REGISTERING:
            raise EventMismatch(f"TournamentStarted does not fit a tournament in status {state.status}")
        return replace(state, version=v, status=RUNNING, started_at=event.at)
    if isinstance(event, RoundSeated):
        if event.round_no != len(state.rounds) + 1:
            raise EventMismatch(f"RoundSeated {event.round_no} does not follow round {len(state.rounds)}")
        rnd = RoundState(
            event.round_no,
            event.tables,
            event.byes,
            event.deadline,
            event.at,
            (None,) * len(event.tables),
            order=event.order,
        )
        return replace(state, version=v, rounds=(*state.rounds, rnd))
    if isinstance(event, SubstituteSeated):
        rnd = _round(state, event.round_no, event)
        sub = Substitute(event.table_no, event.seat, event.entrant_id, event.bot)
        return replace(state, version=v, rounds=_with_round(state, replace(rnd, substitutes=(*rnd.substitutes, sub))))
    if isinstance(event, TableResultRecorded):
        return replace(state, version=v, rounds=_with_result(state, event.round_no, event.result, event))
    if isinstance(event, ResultCorrected):
        corrected = replace(state, rounds=_with_result(state, event.round_no, event.result, event))
        rnd = _round(corrected, event.round_no, event)
        mark = Correction(event.result.table_no, event.reason, event.by, event.at)
        return replace(
            corrected, version=v, rounds=_with_round(corrected, replace(rnd, corrections=(*rnd.corrections, mark)))
        )
    if isinstance(event, RoundClosed):
        rnd = _round(state, event.round_no, event)
        return replace(state, version=v, rounds=_with_round(state, replace(rnd, closed_at=event.at)))
    if isinstance(event, ScoreAdjusted):
        return replace(state, version=v, adjustments=(*state.adjustments, event.adjustment))
    if isinstance(event, ProtestLodged):
        protest = ProtestState(
            event.protest_id, event.round_no, event.table_no, event.table_version, event.text, event.by, event.at
        )
        return replace(state, version=v, protests=(*state.protests, protest))
    if isinstance(event, ProtestDecided):
        if state.protest(event.protest_id) is None:
            raise EventMismatch(f"ProtestDecided does not fit: no protest {event.protest_id}")
        protests = tuple(
            replace(p, decision=event.decision, decision_reason=event.reason, decided_by=event.by, decided_at=event.at)
            if p.protest_id == event.protest_id
            else p
            for p in state.protests
        )
        return replace(state, version=v, protests=protests)
    if isinstance(event, TournamentFinished):
        return replace(state, version=v, status=FINISHED, finished_at=event.at, seed=event.seed or state.seed)
    raise EventMismatch(f"not a tournament event: {type(event).__name__}")


def fold(events: Iterable[TournamentEvent], state: TournamentState | None = None) -> TournamentState:
    """The state after ``events`` from ``state`` (default: an empty stream)."""
    s = TournamentState() if state is None else state
    for event in events:
        s = evolve(s, event)
    return s
