"""``/v1/tournaments``: create and run tournaments, register, seat rounds, standings (JSON, CSV,
NDJSON, printable HTML, live over SSE), seating lists and score sheets, the director's desk,
protests, the audit trail and the verification of the committed seed.

Who may do what is the service's (:class:`~infrastructure.services.tournaments.TournamentService`):
creating needs an organiser's (or an admin's) account, director actions the tournament's
organiser or an admin (403 ``director``), a player registers and withdraws itself; every rule is
the tournament decider's, refused with its name (422, nothing written).  The routes parse,
authenticate and render.  Everything is public to read but two secrets: the seed, which no route
shows before the tournament is finished, and a sealed (duplicate) round's results, which no route
shows before the round closes (``domain.tournament.redaction.public_state``: every answer below is
computed from it, the read model stores only it) — except to the director, marked ``provisional``
(a round's seating, the JSON standings).

Where an answer comes from:

* the **write side** (the tournament's folded state, always current): the summary, a round's
  seating, the verification, and the live standings stream — each frame is
  ``domain.tournament.standings.compute_standings`` of the state right after a batch of the
  tournament's stream (through the service);
* the **read side** (``projections.api``: the ``tournaments`` read model, which follows the log
  and may lag it by a moment): the list, the standings in every ``format``, the audit trail, the
  printable seating list and score sheets; their answers name the stream ``version`` they show.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Query, Request, Response, status
from fastapi.responses import StreamingResponse

import projections.api as read_side
from api.http.deps import IdempotencyKeyDep, IdentityDep, OptionalIdentityDep, ServicesDep
from api.http.routes.read_models import ReadEngine
from api.http.streams import ResumeFromHeader, serve, stream_responses
from api.reports.tournament_exports import (
    HTML_HEADERS,
    score_sheets_html,
    seating_html,
    standings_csv,
    standings_html,
    standings_ndjson,
)
from api.schemas.common import ErrorOut
from api.schemas.tournament import (
    ActionOut,
    AdjustIn,
    AuditOut,
    CorrectIn,
    DecideProtestIn,
    EntrantIn,
    EntryIn,
    InviteOut,
    ProtestIn,
    ProtestPageOut,
    ReasonIn,
    RoundOut,
    ScoreCardOut,
    StandingsOut,
    SummaryOut,
    TournamentCreateIn,
    TournamentListOut,
    TournamentRowOut,
    TravellersOut,
    VerifyOut,
)
from api.schemas.vocabulary import ListedStatusIn, ProtestStatusIn
from domain.tournament.codec import event_type
from domain.tournament.events import EntrantRegistered, ProtestLodged, TournamentEvent
from domain.tournament.model import AdjustmentKind
from domain.tournament.records import standings_final
from domain.tournament.redaction import held_back, public_state
from domain.tournament.state import TournamentState
from infrastructure.services.errors import NotFound
from infrastructure.services.games import CommandResult
from infrastructure.services.live import EventHub, Snapshot, SnapshotFeed
from infrastructure.services.tournaments import PROTEST_PAGE_MAX, TournamentService, round_brief

__all__ = ["get_tournaments", "router"]

router = APIRouter(prefix="/v1/tournaments", tags=["tournaments"])

TournamentId = Annotated[uuid.UUID, Path(description="the tournament's id (its event stream's id)")]
RoundNo = Annotated[int, Path(ge=1, le=1000, description="the round's number, from 1")]
TableNo = Annotated[int, Path(ge=1, le=1000, description="the table's number in its round, from 1")]
EntrantId = Annotated[str, Path(min_length=1, max_length=64, description="the entrant's id within the tournament")]
ProtestId = Annotated[str, Path(min_length=1, max_length=64, description="the protest's id")]

_ACTION: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no identity's credential, or an unknown / expired one"},
    403: {"model": ErrorOut, "description": "not allowed: rule organiser, director or entrant"},
    404: {"model": ErrorOut, "description": "no such tournament, entrant, player, protest or ruleset"},
    409: {"model": ErrorOut, "description": "a concurrent change won; send it again"},
    422: {"model": ErrorOut, "description": "a bad field, or a rule of the tournament refuses it (names the rule)"},
}
_READ: dict[int | str, dict[str, Any]] = {404: {"model": ErrorOut, "description": "no such tournament or round"}}
_READ_AS: dict[int | str, dict[str, Any]] = {
    **_READ,
    401: {"model": ErrorOut, "description": "token: a credential was sent but is unknown, expired or revoked"},
}
"""A read that shows the director more (provisional results): a credential sent must be valid."""
_HTML: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "a self-contained printable HTML page (inline style, no script, no external asset)",
        "content": {"text/html": {"schema": {"type": "string"}}},
    },
    **_READ,
}


def get_tournaments(services: ServicesDep) -> TournamentService:
    """The tournament service of the app's services."""
    return services.tournaments


Tournaments = Annotated[TournamentService, Depends(get_tournaments)]


# ---------------------------------------------------------------- rendering the write side


def _summary(tournaments: TournamentService, tournament_id: uuid.UUID) -> dict[str, Any]:
    """The service's summary with every seated round in brief and the protests' counts (the
    protests themselves are paged: ``GET /v1/tournaments/{id}/protests``); a sealed round's
    results held back until it closes."""
    state = public_state(tournaments.state(tournament_id))
    summary = tournaments.summary(tournament_id, state)  # one state: status and rounds agree
    assert state.config is not None
    window = state.config.correction_window_seconds
    return {**summary, "rounds": [round_brief(r, window) for r in state.rounds]}


def _event_brief(version: int, event: TournamentEvent) -> dict[str, Any]:
    """An event an action wrote: its version, type, and the ids a client needs next."""
    brief: dict[str, Any] = {"version": version, "type": event_type(event)}
    if isinstance(event, EntrantRegistered):
        brief["entrant_id"] = event.entrant.entrant_id
    else:
        brief["entrant_id"] = getattr(event, "entrant_id", None)
    brief["protest_id"] = event.protest_id if isinstance(event, ProtestLodged) else getattr(event, "protest_id", None)
    brief["round_no"] = getattr(event, "round_no", None)
    return brief


def _action(tournaments: TournamentService, result: CommandResult) -> dict[str, Any]:
    """What an action wrote and the tournament after it."""
    events = [_event_brief(result.first_version + i, e) for i, e in enumerate(result.events)]  # type: ignore[arg-type]
    return {
        "tournament_id": str(result.table_id),
        "first_version": result.first_version,
        "version": result.version,
        "replayed": result.replayed,
        "events": events,
        "summary": _summary(tournaments, result.table_id),
    }


# ---------------------------------------------------------------- creating and listing


@router.post(
    "",
    response_model=ActionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Create a tournament (organiser)",
    responses=_ACTION,
)
def create(
    body: TournamentCreateIn, tournaments: Tournaments, identity: IdentityDep, key: IdempotencyKeyDep
) -> dict[str, Any]:
    """A new tournament under a ruleset (each table's match ends after ``boards`` Mau-Mau rounds).
    Its seed is drawn now: its commitment is public at once, the seed itself once the
    tournament is finished.  Needs an account with the role organiser or admin.  With
    ``registration: invite`` the answer carries the ``invite_code`` (for the organiser only;
    ``GET .../director/invite`` shows it again)."""
    result = tournaments.create(identity, body.fields(), key=key)
    return {**_action(tournaments, result), "invite_code": tournaments.invite(identity, result.table_id)}


@router.get("", response_model=TournamentListOut, summary="Tournaments, newest first (read model)")
def list_all(
    engine: ReadEngine,
    status_: Annotated[ListedStatusIn | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000, description="next_offset of the previous page")] = 0,
) -> dict[str, Any]:
    """One page of tournaments with their status and progress; ``next_offset`` fetches the next."""
    keep = set(TournamentRowOut.model_fields)
    with engine.connect() as conn:
        rows = read_side.list_tournaments(conn, status_, limit + 1, offset)
    page = [{k: v for k, v in r.items() if k in keep} for r in rows[:limit]]
    return {"tournaments": page, "next_offset": offset + limit if len(rows) > limit else None}


@router.get("/{tournament_id}", response_model=SummaryOut, summary="A tournament", responses=_READ)
def get_summary(tournament_id: TournamentId, tournaments: Tournaments) -> dict[str, Any]:
    """Configuration, status, the seed's commitment (the seed once finished), entrants, every
    seated round in brief, protests."""
    return _summary(tournaments, tournament_id)


# ---------------------------------------------------------------- entrants


@router.post(
    "/{tournament_id}/entrants",
    response_model=ActionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Register (yourself, or a player or bot: director)",
    responses=_ACTION,
)
def register(
    tournament_id: TournamentId,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
    body: EntrantIn | None = None,
) -> dict[str, Any]:
    """``{}`` registers the caller's identity (an account or a guest); the director registers a
    player (``player``: handle or id) or a bot (``bot``), optionally at a fixed table."""
    fields = body.model_dump(exclude_none=True) if body is not None else {}
    return _action(tournaments, tournaments.register(identity, tournament_id, fields, key=key))


@router.post(
    "/{tournament_id}/entrants/{entrant_id}/approve",
    response_model=ActionOut,
    summary="Approve a pending entrant (director)",
    responses=_ACTION,
)
def approve(
    tournament_id: TournamentId,
    entrant_id: EntrantId,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """Registration ``approval``: the entrant is seated from the next round on (422
    ``not_pending`` when it is not waiting); turning one away is a withdrawal with a reason."""
    return _action(tournaments, tournaments.approve(identity, tournament_id, entrant_id, key=key))


@router.post(
    "/{tournament_id}/entrants/{entrant_id}/check-in",
    response_model=ActionOut,
    summary="Check an entrant in (yourself, or anyone: director)",
    responses=_ACTION,
)
def check_in(
    tournament_id: TournamentId,
    entrant_id: EntrantId,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """Check-in (``check_in``): the entrant is present.  The entrant checks itself in until
    ``check_in_deadline`` (422 ``check_in_closed`` after it), the director anyone until the start;
    whoever has not checked in is withdrawn at the start."""
    return _action(tournaments, tournaments.check_in(identity, tournament_id, entrant_id, key=key))


@router.get(
    "/{tournament_id}/director/invite",
    response_model=InviteOut,
    summary="The invite code (director)",
    responses=_ACTION,
)
def get_invite(tournament_id: TournamentId, tournaments: Tournaments, identity: IdentityDep) -> dict[str, Any]:
    """Registration ``invite``: the code a player gives to register (``invite`` in the
    registration body); ``null`` under another registration setting."""
    return {"tournament_id": str(tournament_id), "invite_code": tournaments.invite(identity, tournament_id)}


@router.post(
    "/{tournament_id}/entrants/{entrant_id}/withdraw",
    response_model=ActionOut,
    summary="Withdraw an entrant (yourself, or anyone: director)",
    responses=_ACTION,
)
def withdraw(
    tournament_id: TournamentId,
    entrant_id: EntrantId,
    body: ReasonIn,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """No later round seats the entrant; while its table plays, a bot takes its seat (no credit
    from then on).  The reason goes into the audit trail."""
    result = tournaments.withdraw(identity, tournament_id, entrant_id, body.model_dump(), key=key)
    return _action(tournaments, result)


# ---------------------------------------------------------------- running it


@router.post(
    "/{tournament_id}/start",
    response_model=ActionOut,
    summary="Close registration, start (director)",
    responses=_ACTION,
)
def start(
    tournament_id: TournamentId, tournaments: Tournaments, identity: IdentityDep, key: IdempotencyKeyDep
) -> dict[str, Any]:
    """Registration closes; rounds may be seated (422 ``too_few_players`` when they cannot)."""
    return _action(tournaments, tournaments.start(identity, tournament_id, key=key))


@router.post(
    "/{tournament_id}/rounds/{round_no}/tables/{table_no}/entries",
    response_model=ActionOut,
    summary="Enter a real-cards table's result (its entrant, or the director)",
    responses=_ACTION,
)
def enter_result(
    tournament_id: TournamentId,
    round_no: RoundNo,
    table_no: TableNo,
    body: EntryIn,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """``play`` ``cards``: an entrant seated at the table enters its result from the score sheet;
    it is recorded once another entrant of the table enters the same or confirms it.  Entries
    that disagree wait for the director, whose entry is recorded at once.  Refused: 403
    ``not_at_table``, 422 ``play`` (the service's tables), ``result_recorded``, ``entry_boards``,
    ``result_inconsistent``, ``result_mismatch``."""
    result = tournaments.enter_result(identity, tournament_id, round_no, table_no, body.model_dump(), key=key)
    return _action(tournaments, result)


@router.post(
    "/{tournament_id}/rounds/{round_no}/tables/{table_no}/confirm",
    response_model=ActionOut,
    summary="Confirm the result another entrant of the table entered",
    responses=_ACTION,
)
def confirm_result(
    tournament_id: TournamentId,
    round_no: RoundNo,
    table_no: TableNo,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """``play`` ``cards``: the result is recorded (422 ``nothing_to_confirm`` when no other entrant
    entered one, ``result_conflict`` when the entries disagree: the director decides)."""
    return _action(tournaments, tournaments.confirm_result(identity, tournament_id, round_no, table_no, key=key))


@router.post(
    "/{tournament_id}/director/end",
    response_model=ActionOut,
    summary="End the tournament early, between rounds (director)",
    responses=_ACTION,
)
def end_early(
    tournament_id: TournamentId,
    body: ReasonIn,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """The tournament finishes after the rounds played (422 ``round_open`` while one is being
    played, ``no_round_played`` before the first closed): the seed is revealed and the standings
    are final once the last round's correction window has passed."""
    return _action(tournaments, tournaments.end_early(identity, tournament_id, body.model_dump(), key=key))


@router.post(
    "/{tournament_id}/rounds",
    response_model=ActionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Seat the next round (director)",
    responses=_ACTION,
)
def seat_round(
    tournament_id: TournamentId, tournaments: Tournaments, identity: IdentityDep, key: IdempotencyKeyDep
) -> dict[str, Any]:
    """Seats everybody active (byes where no table can be filled) once the previous round is
    closed; the tables are opened, seated and started by themselves."""
    return _action(tournaments, tournaments.seat_round(identity, tournament_id, key=key))


@router.get(
    "/{tournament_id}/rounds/{round_no}", response_model=RoundOut, summary="A round's seating", responses=_READ_AS
)
def get_round(
    tournament_id: TournamentId, round_no: RoundNo, tournaments: Tournaments, identity: OptionalIdentityDep
) -> dict[str, Any]:
    """Tables with their Mau-Mau table ids (play, stream, score sheet, referee view under
    ``/v1/tables/{table_id}``), seats, substitutes, results; byes.  A sealed (duplicate) round's
    results appear when the round closes; its director sees them at once, ``provisional``."""
    return {"tournament_id": str(tournament_id), **tournaments.seating(tournament_id, round_no, identity)}


# ---------------------------------------------------------------- paper


@router.get(
    "/{tournament_id}/travellers",
    response_model=TravellersOut,
    summary="Per-board travellers: every table's result on each board",
    responses=_READ_AS,
)
def get_travellers(
    tournament_id: TournamentId,
    tournaments: Tournaments,
    identity: OptionalIdentityDep,
    round_no: Annotated[int | None, Query(alias="round", ge=1, le=1000, description="only this round")] = None,
) -> dict[str, Any]:
    """For each round and board, every table's line: seats from 1 with their entrants, points and
    winner, forfeits, a substitute bot on the seat it took over (its points), the director's
    corrections marked with their reason.  A sealed (duplicate) round's results appear when the
    round closes; its director sees them at once, ``provisional``."""
    return {"tournament_id": str(tournament_id), **tournaments.travellers(tournament_id, round_no, identity)}


@router.get(
    "/{tournament_id}/entrants/{entrant_id}/card",
    response_model=ScoreCardOut,
    summary="An entrant's personal score card",
    responses={
        **_READ_AS,
        404: {"model": ErrorOut, "description": "no such tournament, or entrant: no such entrant in its standings"},
    },
)
def get_score_card(
    tournament_id: TournamentId, entrant_id: EntrantId, tournaments: Tournaments, identity: OptionalIdentityDep
) -> dict[str, Any]:
    """Round by round: the table, the seat (from 1), the opponents, each board's points and win, a
    bye with the mean it is credited, the director's adjustments and penalties with their reasons,
    corrections marked, the running total; then the standings' total and rank.  A sealed round's
    results only once it closed (the director's at once, ``provisional``)."""
    return {"tournament_id": str(tournament_id), **tournaments.score_card(tournament_id, entrant_id, identity)}


# ---------------------------------------------------------------- the director's desk


@router.post(
    "/{tournament_id}/director/adjust", response_model=ActionOut, summary="Adjust a score (director)", responses=_ACTION
)
def adjust(
    tournament_id: TournamentId, body: AdjustIn, tournaments: Tournaments, identity: IdentityDep, key: IdempotencyKeyDep
) -> dict[str, Any]:
    """Add ``score`` (signed) to an entrant's primary score, with a reason."""
    result = tournaments.adjust(identity, tournament_id, body.model_dump(), kind=AdjustmentKind.ADJUSTMENT, key=key)
    return _action(tournaments, result)


@router.post(
    "/{tournament_id}/director/penalty",
    response_model=ActionOut,
    summary="Give a penalty (director)",
    responses=_ACTION,
)
def penalty(
    tournament_id: TournamentId, body: AdjustIn, tournaments: Tournaments, identity: IdentityDep, key: IdempotencyKeyDep
) -> dict[str, Any]:
    """A penalty: ``score`` is added to the primary score as given (so a penalty under wins or
    matchpoints is negative, under penalty points positive), with a reason."""
    result = tournaments.adjust(identity, tournament_id, body.model_dump(), kind=AdjustmentKind.PENALTY, key=key)
    return _action(tournaments, result)


@router.post(
    "/{tournament_id}/director/correct",
    response_model=ActionOut,
    summary="Correct a table's result (director, within the window)",
    responses=_ACTION,
)
def correct(
    tournament_id: TournamentId,
    body: CorrectIn,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """Replace a closed round's table result until the correction window ends (422
    ``correction_window_closed`` after it, ``round_not_closed`` before the round closed)."""
    result = tournaments.correct_result(identity, tournament_id, body.model_dump(), key=key)
    return _action(tournaments, result)


@router.post(
    "/{tournament_id}/director/protests/{protest_id}/decide",
    response_model=ActionOut,
    summary="Decide a protest (director)",
    responses=_ACTION,
)
def decide_protest(
    tournament_id: TournamentId,
    protest_id: ProtestId,
    body: DecideProtestIn,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """Uphold or reject a protest, with a reason (a correction, if any, is its own action)."""
    result = tournaments.decide_protest(identity, tournament_id, protest_id, body.model_dump(), key=key)
    return _action(tournaments, result)


@router.post(
    "/{tournament_id}/protests",
    response_model=ActionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Lodge a protest (entrant or director)",
    responses=_ACTION,
)
def lodge_protest(
    tournament_id: TournamentId,
    body: ProtestIn,
    tournaments: Tournaments,
    identity: IdentityDep,
    key: IdempotencyKeyDep,
) -> dict[str, Any]:
    """A protest about a table of a round (optionally at a version of the table's stream), by an
    entrant seated at that table or the director; an entrant has at most 3 undecided protests
    and 5 a round, a table 5 undecided ones (422 ``not_entrant``, ``not_at_table``,
    ``protest_limit``, ``table_protest_limit``).  Its id is in the ``ProtestLodged`` event."""
    result = tournaments.lodge_protest(identity, tournament_id, body.model_dump(exclude_none=True), key=key)
    return _action(tournaments, result)


@router.get(
    "/{tournament_id}/protests",
    response_model=ProtestPageOut,
    summary="The protests, one page at a time",
    responses={**_READ, 422: {"model": ErrorOut, "description": "a bad limit, cursor or status"}},
)
def list_protests(
    tournament_id: TournamentId,
    tournaments: Tournaments,
    limit: Annotated[int, Query(ge=1, le=PROTEST_PAGE_MAX)] = 50,
    cursor: Annotated[int, Query(ge=0, le=1_000_000, description="next_cursor of the previous page")] = 0,
    status_: Annotated[ProtestStatusIn | None, Query(alias="status")] = None,
) -> dict[str, Any]:
    """Protests in the order they were lodged, each linked to the referee view of its table
    (add ``?seat=N&version=V``); ``next_cursor`` fetches the next page (``null``: the last)."""
    page = tournaments.protests(tournament_id, cursor=cursor, limit=limit, status=status_)
    return {"tournament_id": str(tournament_id), **page}


# ---------------------------------------------------------------- standings


def _standings_body(conn: Any, tournament_id: uuid.UUID, state: TournamentState) -> dict[str, Any]:
    """The read model's standings and the stream version they were computed at."""
    rows = read_side.tournament_standings(conn, tournament_id)
    row = read_side.tournament_summary(conn, tournament_id)
    return {
        "tournament_id": str(tournament_id),
        "status": row["status"] if row is not None else state.status,
        "version": row["version"] if row is not None else 0,
        "rows": rows,
    }


def _write_side_standings(
    tournaments: TournamentService, tournament_id: uuid.UUID, state: TournamentState, *, held: bool
) -> dict[str, Any]:
    """The standings computed from the write side's ``state`` (its version, status and rows
    agree): as anyone may see them, or with the held-back results too (``held``: the director's
    ``provisional`` view)."""
    rows = [row.as_dict() for row in tournaments.standings(tournament_id, state, held=held)]
    return {
        "tournament_id": str(tournament_id),
        "status": state.status,
        "version": state.version,
        "rows": rows,
        "provisional": held,
        "final": False,  # a round's results held back: nothing is final yet
    }


@router.get(
    "/{tournament_id}/standings",
    response_model=StandingsOut,
    summary="The standings (read model): JSON, CSV, NDJSON or printable HTML",
    responses={
        200: {
            "description": "JSON (default), CSV (a header line, one row per entrant), NDJSON or printable HTML",
            "content": {
                "text/csv": {"schema": {"type": "string"}},
                "application/x-ndjson": {"schema": {"type": "string"}},
                "text/html": {"schema": {"type": "string"}},
            },
        },
        **_READ_AS,
    },
)
def get_standings(
    tournament_id: TournamentId,
    tournaments: Tournaments,
    engine: ReadEngine,
    identity: OptionalIdentityDep,
    format_: Annotated[Literal["json", "csv", "ndjson", "html"], Query(alias="format")] = "json",
) -> Any:
    """Rank, entrant, score and every tie-break figure (the domain's standings rows, folded by the
    ``tournaments`` read model).  CSV: one value per cell, booleans ``true``/``false``, a text a
    spreadsheet would run as a formula prefixed with ``'``; HTML: the printable (final) standings.
    A sealed round counts once it closes; while one is held back the director's JSON standings
    are computed from the write side with it, ``provisional``."""
    state = tournaments.state(tournament_id)  # 404 for an unknown tournament
    if format_ == "json" and held_back(state) and tournaments.may_direct(identity, state):
        return _write_side_standings(tournaments, tournament_id, state, held=True)
    with engine.connect() as conn:
        body = _standings_body(conn, tournament_id, state)
        summary = read_side.tournament_summary(conn, tournament_id) if format_ == "html" else None
    final = body["final"] = standings_final(state, tournaments.games.now()) and body["version"] == state.version
    name = f"standings-{tournament_id}"
    if format_ == "csv":
        return Response(
            standings_csv(body["rows"], final=final),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{name}.csv"'},
        )
    if format_ == "ndjson":
        return Response(
            standings_ndjson(body["rows"], final=final),
            media_type="application/x-ndjson",
            headers={"Content-Disposition": f'attachment; filename="{name}.ndjson"'},
        )
    if format_ == "html":
        if summary is None:
            raise NotFound("tournament", f"tournament {tournament_id} is not in the read model yet: retry shortly")
        return Response(
            standings_html(summary, body["rows"], final=final),
            media_type="text/html; charset=utf-8",
            headers=HTML_HEADERS,
        )
    return body


def _printable(
    engine: Any, tournament_id: uuid.UUID, round_no: int
) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """The summary, round row and seat rows of a round from the read model (404 when absent)."""
    with engine.connect() as conn:
        summary = read_side.tournament_summary(conn, tournament_id)
        rounds = read_side.tournament_rounds(conn, tournament_id, round_no)
        seats = read_side.tournament_seatings(conn, tournament_id, round_no)
    if summary is None or not rounds:
        raise NotFound("round", f"round {round_no} of tournament {tournament_id} is not seated (or not read yet)")
    return summary, rounds[0], seats


@router.get(
    "/{tournament_id}/rounds/{round_no}/seating.html",
    summary="A round's printable seating list",
    response_class=Response,
    responses=_HTML,
)
def get_seating_html(tournament_id: TournamentId, round_no: RoundNo, engine: ReadEngine) -> Response:
    """Every table with its seats in order and its table id, then the byes."""
    summary, round_row, seats = _printable(engine, tournament_id, round_no)
    with engine.connect() as conn:
        names = {r["entrant_id"]: r["name"] for r in read_side.tournament_standings(conn, tournament_id)}
    page = seating_html(summary, round_row, seats, names)
    return Response(page, media_type="text/html; charset=utf-8", headers=HTML_HEADERS)


@router.get(
    "/{tournament_id}/rounds/{round_no}/score-sheets.html",
    summary="A round's printable score sheets (one per table)",
    response_class=Response,
    responses=_HTML,
)
def get_score_sheets_html(tournament_id: TournamentId, round_no: RoundNo, engine: ReadEngine) -> Response:
    """A sheet per table: a line per board, a column per seat, the recorded points (blank while
    the table plays), totals, boards won, signature lines."""
    summary, round_row, seats = _printable(engine, tournament_id, round_no)
    page = score_sheets_html(summary, round_row, seats)
    return Response(page, media_type="text/html; charset=utf-8", headers=HTML_HEADERS)


@router.get("/{tournament_id}/audit", response_model=AuditOut, summary="The audit trail (read model)", responses=_READ)
def get_audit(
    tournament_id: TournamentId,
    tournaments: Tournaments,
    engine: ReadEngine,
    after: Annotated[int, Query(ge=0, le=1_000_000_000, description="only events after this version")] = 0,
    limit: Annotated[int, Query(ge=1, le=1000)] = 1000,
) -> dict[str, Any]:
    """Every event of the tournament: when, who, why (a director's reason), and a sentence; the
    seed stays out until the tournament is finished."""
    tournaments.state(tournament_id)  # 404 for an unknown tournament
    with engine.connect() as conn:
        rows = read_side.tournament_audit(conn, tournament_id, after, limit)
    return {"tournament_id": str(tournament_id), "rows": rows}


# ---------------------------------------------------------------- verification


@router.get(
    "/{tournament_id}/verify",
    response_model=VerifyOut,
    summary="Verify every board was dealt from the committed seed",
    responses={**_READ, 409: {"model": ErrorOut, "description": "tournament_running: the seed is still secret"}},
)
def verify(
    tournament_id: TournamentId,
    tournaments: Tournaments,
    seed: Annotated[
        str | None,
        Query(min_length=1, max_length=128, description="check this seed (hex) instead of the revealed one"),
    ] = None,
) -> dict[str, Any]:
    """Each table's board commitments (its ``RoundStarted`` events) against the ones derived from
    the revealed seed, and the seed against the commitment published at creation.  ``?seed=``
    checks a seed of your own against the same tables (a tampered one fails).  409
    ``tournament_running`` before the end."""
    return tournaments.verify(tournament_id, seed)


# ---------------------------------------------------------------- live standings


def standings_snapshot(tournaments: TournamentService, tournament_id: uuid.UUID) -> Snapshot:
    """The standings computed from one read of the write side's state, as anyone may see them (a
    sealed round's results once it closed): the frame's body, what it shows apart from its
    version, and whether nothing can change them any more (finished, last correction window
    closed)."""
    state = tournaments.state(tournament_id)
    body = _write_side_standings(tournaments, tournament_id, state, held=False)  # a live frame: what anyone sees
    del body["final"]  # a frame is one version; the stream's end says the standings became final
    shown = {"status": body["status"], "rows": body["rows"]}
    return Snapshot(state.version, body, shown, standings_final(state, tournaments.games.now()))


@router.get(
    "/{tournament_id}/standings/events",
    summary="Live standings (Server-Sent Events)",
    response_class=StreamingResponse,
    responses=stream_responses(
        {
            200: "text/event-stream: a `standings` frame (id = the tournament's version) on every change",
            204: "the standings are final and the client has the last version",
            404: _READ[404]["description"],
            422: "Last-Event-ID is not a version",
        }
    ),
)
async def standings_events(
    request: Request, tournament_id: TournamentId, after: ResumeFromHeader, tournaments: Tournaments
) -> Response:
    """The standings as the write side computes them (``compute_standings`` of the tournament's
    state, so a frame never lags the read model), sent at once and again after every batch of
    the tournament's stream that changes them (a held-back result changes nothing); ``id`` is the
    tournament's version, so a reconnecting client with ``Last-Event-ID`` gets a frame only if
    something changed.  Ends once the standings are final."""
    hub: EventHub = request.app.state.tournament_hub

    def snapshot() -> Snapshot:
        return standings_snapshot(tournaments, tournament_id)

    return await serve(request, SnapshotFeed(hub, tournament_id, "standings", snapshot), after, public=True)
