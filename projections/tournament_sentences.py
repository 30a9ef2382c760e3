"""Readable sentences for the tournaments' audit trail: one per tournament event, names not ids,
and never a secret (a held-back result is named by its round only).

Pure functions of the tournament's state before the event and the event
(:mod:`projections.tournament_standings` stores them in ``tournament_audit``).
"""

from __future__ import annotations

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
from domain.tournament.state import TournamentState

__all__ = ["describe", "entrant_name", "who_and_why"]


def entrant_name(state: TournamentState, entrant_id: str) -> str:
    """An entrant's display name (its id when unknown)."""
    entrant = state.entrant(entrant_id)
    return entrant.name if entrant is not None else entrant_id


def _result_text(state: TournamentState, result: TableResult) -> str:
    """``alice 12, bob 3, ...``: each seat's total over the boards."""
    totals = [sum(board[seat] for board in result.points) for seat in range(len(result.entrants))]
    parts = [f"{entrant_name(state, e)} {t}" for e, t in zip(result.entrants, totals, strict=True)]
    if result.forfeited:
        parts.append("forfeited: " + ", ".join(entrant_name(state, result.entrants[s]) for s in result.forfeited))
    return ", ".join(parts)


def _board_text(state: TournamentState, result: TableResult) -> str:
    """``[board 1: alice 0 (won), bob 3; ...]``: every board's points and winner, forfeits."""
    boards = [
        f"board {b}: "
        + ", ".join(
            f"{entrant_name(state, e)} {row[seat]}{' (won)' if seat == winner else ''}"
            for seat, e in enumerate(result.entrants)
        )
        for b, (row, winner) in enumerate(zip(result.points, result.winners, strict=False), start=1)
    ]
    if result.forfeited:
        boards.append("forfeited: " + ", ".join(entrant_name(state, result.entrants[s]) for s in result.forfeited))
    return "[" + "; ".join(boards) + "]"


def describe(state: TournamentState, event: TournamentEvent, *, held: bool = False) -> str:
    """A readable sentence for ``event`` given the state before it (names, not ids; no secret;
    ``held``: a result held back, named by its round only)."""
    if isinstance(event, TournamentCreated):
        c = event.config
        return (
            f"Tournament {c.name!r} created by {event.organiser_id}: {c.format}, {c.rounds} rounds of "
            f"{c.boards} boards at tables of {c.table_size}, scored by {c.scoring}; "
            f"seed commitment {event.commitment}"
        )
    if isinstance(event, EntrantRegistered):
        who = event.entrant
        kind = f"bot {who.bot}" if who.kind == "bot" else who.kind
        fixed = f", always at table {who.fixed_table}" if who.fixed_table else ""
        pending = ", waiting for the director's approval" if event.pending else ""
        return f"{who.name} ({kind}) registered by {event.by}{fixed}{pending}"
    if isinstance(event, EntrantApproved):
        return f"{entrant_name(state, event.entrant_id)} approved by {event.by}"
    if isinstance(event, EntrantWithdrawn):
        by = f"by {event.by}" if event.by else "at the start"
        return f"{entrant_name(state, event.entrant_id)} withdrawn {by}: {event.reason}"
    if isinstance(event, TournamentStarted):
        return f"Tournament started with {len(state.active)} entrants"
    if isinstance(event, RoundSeated):
        byes = ", ".join(entrant_name(state, e) for e in event.byes) or "none"
        return f"Round {event.round_no} seated: {len(event.tables)} tables; byes: {byes}"
    if isinstance(event, SubstituteSeated):
        return (
            f"Round {event.round_no}, table {event.table_no}: bot {event.bot} takes over seat {event.seat} "
            f"of {entrant_name(state, event.entrant_id)}"
        )
    if isinstance(event, TableResultRecorded):
        r = event.result
        if held:
            return f"Round {event.round_no}: a table's result recorded (held back until the round closes)"
        return f"Round {event.round_no}, table {r.table_no} recorded: {_result_text(state, r)}"
    if isinstance(event, RoundClosed):
        return f"Round {event.round_no} closed: results published"
    if isinstance(event, ResultCorrected):
        r = event.result
        if event.previous is None:  # written before corrections kept the old result
            change = _result_text(state, r)
        else:
            change = f"{_board_text(state, event.previous)} → {_board_text(state, r)}"
        return f"Round {event.round_no}, table {r.table_no} corrected by {event.by}: {change} ({event.reason})"
    if isinstance(event, ScoreAdjusted):
        adj = event.adjustment
        scope = f"round {adj.round_no}" if adj.round_no else "the event"
        name = entrant_name(state, adj.entrant_id)
        return f"{adj.kind.capitalize()} of {adj.score:+g} for {name} ({scope}) by {adj.by}: {adj.reason}"
    if isinstance(event, ProtestLodged):
        at = f" at table version {event.table_version}" if event.table_version is not None else ""
        where = f"round {event.round_no}, table {event.table_no}{at}"
        return f"Protest {event.protest_id} on {where} by {event.by}: {event.text}"
    if isinstance(event, ProtestDecided):
        return f"Protest {event.protest_id} {event.decision} by {event.by}: {event.reason}"
    if isinstance(event, ResultEntered):
        r = event.result
        scorer = entrant_name(state, event.entrant_id) if event.entrant_id is not None else f"the director {event.by}"
        return f"Round {event.round_no}, table {r.table_no}: result entered by {scorer}: {_board_text(state, r)}"
    if isinstance(event, EntrantCheckedIn):
        return f"{entrant_name(state, event.entrant_id)} checked in by {event.by}"
    if isinstance(event, TournamentEnded):
        return f"Tournament ended early by {event.by} after round {len(state.rounds)}: {event.reason}"
    if isinstance(event, TournamentFinished):
        return f"Tournament finished; seed revealed {event.seed}"
    raise TypeError(f"no sentence for {type(event).__name__}")  # pragma: no cover


def who_and_why(event: TournamentEvent) -> tuple[str | None, str | None, int | None, str | None]:
    """``(by, reason, round_no, entrant_id)`` where the event has them."""
    if isinstance(event, ScoreAdjusted):
        adj = event.adjustment
        return adj.by or None, adj.reason, adj.round_no or None, adj.entrant_id
    if isinstance(event, TournamentCreated):
        return event.organiser_id, None, None, None
    if isinstance(event, EntrantRegistered):
        return event.by, None, None, event.entrant.entrant_id
    reason = getattr(event, "reason", None)
    if isinstance(event, ProtestLodged):
        reason = event.text
    return getattr(event, "by", None), reason, getattr(event, "round_no", None), getattr(event, "entrant_id", None)
