"""``/v1/leagues``: a season of tournaments and its league table (``docs/leagues.md``).

Who may do what is the service's (:class:`~infrastructure.services.leagues.LeagueService`):
creating needs an organiser's (or an admin's) account, adding a tournament the league's
organiser (or an admin), and the tournament must be the same organiser's; every rule is the
league decider's, refused with its name (422, nothing written).  The table is computed from the
member tournaments' write-side states at every read (``domain.league.table``), anyone may read it.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Query, Response, status

from api.http.deps import IdempotencyKeyDep, IdentityDep, ServicesDep
from api.reports.league_exports import table_csv
from api.schemas.common import ErrorOut
from api.schemas.league import LeagueActionOut, LeagueAddEventIn, LeagueCreateIn, LeagueOut, LeagueTableOut
from infrastructure.services.errors import InvalidInput
from infrastructure.services.games import CommandResult
from infrastructure.services.leagues import LeagueService

__all__ = ["get_leagues", "router"]

router = APIRouter(prefix="/v1/leagues", tags=["leagues"])

LeagueId = Annotated[uuid.UUID, Path(description="the league's id (its event stream's id)")]

_ACTION: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no identity's credential, or an unknown / expired one"},
    403: {"model": ErrorOut, "description": "not allowed: rule organiser, league_organiser or event_organiser"},
    404: {"model": ErrorOut, "description": "no such league or tournament"},
    409: {"model": ErrorOut, "description": "a concurrent change won; send it again"},
    422: {"model": ErrorOut, "description": "a bad field, or a rule of the league refuses it (names the rule)"},
}
_READ: dict[int | str, dict[str, Any]] = {404: {"model": ErrorOut, "description": "no such league"}}


def get_leagues(services: ServicesDep) -> LeagueService:
    """The service's leagues."""
    return services.leagues


Leagues = Annotated[LeagueService, Depends(get_leagues)]


def _action(leagues: LeagueService, result: CommandResult) -> dict[str, Any]:
    """What an action wrote and the league after it."""
    events = [{"version": result.first_version + i, "type": type(e).__name__} for i, e in enumerate(result.events)]
    return {
        "league_id": str(result.table_id),
        "first_version": result.first_version,
        "version": result.version,
        "replayed": result.replayed,
        "events": events,
        "league": leagues.view(result.table_id),
    }


@router.post(
    "",
    response_model=LeagueActionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Create a league (organiser)",
    responses=_ACTION,
)
def create(body: LeagueCreateIn, leagues: Leagues, identity: IdentityDep, key: IdempotencyKeyDep) -> dict[str, Any]:
    """A new league: its name, its points by place (``"field"``: N + 1 - rank; or a list) and
    ``best_of``.  Needs an account with the role organiser or admin."""
    return _action(leagues, leagues.create(identity, body.model_dump(), key=key))


@router.post(
    "/{league_id}/events",
    response_model=LeagueActionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Add a tournament to a league (its organiser)",
    responses=_ACTION,
)
def add_event(
    league_id: LeagueId, body: LeagueAddEventIn, leagues: Leagues, identity: IdentityDep, key: IdempotencyKeyDep
) -> dict[str, Any]:
    """Count a tournament of the league's organiser (an admin: anyone's) in the league; a running
    one is listed and counts once finished.  A tournament counts at most once (422
    ``event_already_added``), a league at most 50 (422 ``too_many_events``)."""
    try:
        tournament_id = uuid.UUID(body.tournament_id)
    except ValueError:
        raise InvalidInput("tournament_id", "tournament_id must be a tournament's id (a UUID)") from None
    return _action(leagues, leagues.add_event(identity, league_id, tournament_id, key=key))


@router.get("/{league_id}", response_model=LeagueOut, summary="A league and its table", responses=_READ)
def get_league(league_id: LeagueId, leagues: Leagues) -> dict[str, Any]:
    """The definition and the table, recomputed now from every member tournament's standings."""
    return leagues.view(league_id)


@router.get(
    "/{league_id}/table",
    response_model=LeagueTableOut,
    summary="A league's table (JSON or CSV)",
    responses={
        200: {
            "description": "JSON (default) or CSV (one line per player, one column per event, a standing column)",
            "content": {"text/csv": {"schema": {"type": "string"}}},
        },
        **_READ,
    },
)
def get_table(
    league_id: LeagueId,
    leagues: Leagues,
    format_: Annotated[Literal["json", "csv"], Query(alias="format")] = "json",
) -> Any:
    """The table alone: per player total, events played, counted and dropped events, rank; each
    event column provisional or final; CSV: a dropped result in parentheses, ``-`` not played."""
    table = leagues.table(league_id)
    if format_ == "csv":
        return Response(
            table_csv(table),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="league-{league_id}.csv"'},
        )
    return table.as_dict()
