"""Readable sentences for the tournaments' audit trail: one per tournament event, names not ids,
and never a secret (a held-back result is named by its round only).

Pure functions of the tournament's state before the event, the event and the handles of the
identities that acted (``names``: identity id -> handle, which the read model looks up; an actor
without one is named as the entrant it registered, else by its id).  Seats are numbered from 1,
as on paper; a seat a substitute bot played after a withdrawal is named as the bot's, so its
points are never read as the withdrawn player's.  ``RoundSeated`` and ``TournamentStarted`` do
not record who acted: only a director may, so they say "by the director" and the row names the
organiser (:func:`who_and_why`).  :mod:`projections.tournament_standings` stores them in
``tournament_audit``.
"""

from __future__ import annotations

from collections.abc import Mapping

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

__all__ = ["actor_name", "describe", "entrant_name", "who_and_why"]

NoNames: Mapping[str, str] = {}
"""No handles known: actors are named as entrants, else by id."""


def entrant_name(state: TournamentState, entrant_id: str) -> str:
    """An entrant's display name (its id when unknown)."""
    entrant = state.entrant(entrant_id)
    return entrant.name if entrant is not None else entrant_id


def actor_name(state: TournamentState, by: str | None, names: Mapping[str, str] = NoNames) -> str:
    """Who acted, for people: the identity's handle, else the entrant it registered, else its id."""
    if not by:
        return "?"
    if by in names:
        return names[by]
    for entrant in state.entrants:
        if entrant.player_id == by:
            return entrant.name
    return by


def _seat_names(state: TournamentState, round_no: int, result: TableResult) -> list[str]:
    """Each seat of ``result``'s table as its points are to be read: the entrant, or the bot that
    played the seat after the entrant withdrew (its points are the bot's)."""
    seated = state.round(round_no)
    subs = {s.seat: s.bot for s in seated.substitutes if s.table_no == result.table_no} if seated else {}
    return [
        f"bot {subs[seat]} (substitute for {entrant_name(state, e)})" if seat in subs else entrant_name(state, e)
        for seat, e in enumerate(result.entrants)
    ]


def _result_text(state: TournamentState, round_no: int, result: TableResult) -> str:
    """``alice 12, bob 3, ...``: each seat's total over the boards."""
    names = _seat_names(state, round_no, result)
    totals = [sum(board[seat] for board in result.points) for seat in range(len(result.entrants))]
    parts = [f"{name} {t}" for name, t in zip(names, totals, strict=True)]
    if result.forfeited:
        parts.append("forfeited: " + ", ".join(names[s] for s in result.forfeited))
    return ", ".join(parts)


def _board_text(state: TournamentState, round_no: int, result: TableResult) -> str:
    """``[board 1: alice 0 (won), bob 3; ...]``: every board's points and winner, forfeits."""
    names = _seat_names(state, round_no, result)
    boards = [
        f"board {b}: "
        + ", ".join(f"{names[seat]} {row[seat]}{' (won)' if seat == winner else ''}" for seat in range(len(names)))
        for b, (row, winner) in enumerate(zip(result.points, result.winners, strict=False), start=1)
    ]
    if result.forfeited:
        boards.append("forfeited: " + ", ".join(names[s] for s in result.forfeited))
    return "[" + "; ".join(boards) + "]"


def describe(
    state: TournamentState, event: TournamentEvent, *, held: bool = False, names: Mapping[str, str] = NoNames
) -> str:
    """A readable sentence for ``event`` given the state before it (names, not ids: ``names`` maps
    identity ids to handles; seats from 1; no secret; ``held``: a result held back, named by its
    round only)."""

    def who(by: str | None) -> str:
        return actor_name(state, by, names)

    if isinstance(event, TournamentCreated):
        c = event.config
        return (
            f"Tournament {c.name!r} created by {who(event.organiser_id)}: {c.format}, {c.rounds} rounds of "
            f"{c.boards} boards at tables of {c.table_size}, scored by {c.scoring}; "
            f"seed commitment {event.commitment}"
        )
    if isinstance(event, EntrantRegistered):
        entrant = event.entrant
        kind = f"bot {entrant.bot}" if entrant.kind == "bot" else entrant.kind
        fixed = f", always at table {entrant.fixed_table}" if entrant.fixed_table else ""
        pending = ", waiting for the director's approval" if event.pending else ""
        return f"{entrant.name} ({kind}) registered by {who(event.by)}{fixed}{pending}"
    if isinstance(event, EntrantApproved):
        return f"{entrant_name(state, event.entrant_id)} approved by {who(event.by)}"
    if isinstance(event, EntrantWithdrawn):
        by = f"by {who(event.by)}" if event.by else "at the start"
        return f"{entrant_name(state, event.entrant_id)} withdrawn {by}: {event.reason}"
    if isinstance(event, TournamentStarted):
        return f"Tournament started by the director with {len(state.active)} entrants"
    if isinstance(event, RoundSeated):
        byes = ", ".join(entrant_name(state, e) for e in event.byes) or "none"
        return f"Round {event.round_no} seated by the director: {len(event.tables)} tables; byes: {byes}"
    if isinstance(event, SubstituteSeated):
        return (
            f"Round {event.round_no}, table {event.table_no}: bot {event.bot} takes over seat {event.seat + 1} "
            f"of {entrant_name(state, event.entrant_id)}"
        )
    if isinstance(event, TableResultRecorded):
        r = event.result
        if held:
            return f"Round {event.round_no}: a table's result recorded (held back until the round closes)"
        return f"Round {event.round_no}, table {r.table_no} recorded: {_result_text(state, event.round_no, r)}"
    if isinstance(event, RoundClosed):
        return f"Round {event.round_no} closed: results published"
    if isinstance(event, ResultCorrected):
        r = event.result
        if event.previous is None:  # written before corrections kept the old result
            change = _result_text(state, event.round_no, r)
        else:
            change = f"{_board_text(state, event.round_no, event.previous)} → {_board_text(state, event.round_no, r)}"
        return f"Round {event.round_no}, table {r.table_no} corrected by {who(event.by)}: {change} ({event.reason})"
    if isinstance(event, ScoreAdjusted):
        adj = event.adjustment
        scope = f"round {adj.round_no}" if adj.round_no else "the event"
        name = entrant_name(state, adj.entrant_id)
        return f"{adj.kind.capitalize()} of {adj.score:+g} for {name} ({scope}) by {who(adj.by)}: {adj.reason}"
    if isinstance(event, ProtestLodged):
        at = f" at table version {event.table_version}" if event.table_version is not None else ""
        where = f"round {event.round_no}, table {event.table_no}{at}"
        return f"Protest {event.protest_id} on {where} by {who(event.by)}: {event.text}"
    if isinstance(event, ProtestDecided):
        return f"Protest {event.protest_id} {event.decision} by {who(event.by)}: {event.reason}"
    if isinstance(event, ResultEntered):
        r = event.result
        scorer = (
            entrant_name(state, event.entrant_id) if event.entrant_id is not None else f"the director {who(event.by)}"
        )
        sheet = _board_text(state, event.round_no, r)
        return f"Round {event.round_no}, table {r.table_no}: result entered by {scorer}: {sheet}"
    if isinstance(event, EntrantCheckedIn):
        return f"{entrant_name(state, event.entrant_id)} checked in by {who(event.by)}"
    if isinstance(event, TournamentEnded):
        return f"Tournament ended early by {who(event.by)} after round {len(state.rounds)}: {event.reason}"
    if isinstance(event, TournamentFinished):
        return f"Tournament finished; seed revealed {event.seed}"
    raise TypeError(f"no sentence for {type(event).__name__}")  # pragma: no cover


def who_and_why(
    event: TournamentEvent, state: TournamentState | None = None
) -> tuple[str | None, str | None, int | None, str | None]:
    """``(by, reason, round_no, entrant_id)`` where the event has them; ``RoundSeated`` and
    ``TournamentStarted`` do not record who acted (only a director may): ``by`` is then the
    organiser of ``state``."""
    if isinstance(event, (RoundSeated, TournamentStarted)):
        by = state.organiser_id if state is not None and state.organiser_id else None
        return by, None, getattr(event, "round_no", None), None
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
