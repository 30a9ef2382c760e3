"""The lobby: ``GET /v1/tables``, a private table's invite code, and a player's match history.

* ``GET /v1/tables`` lists the tables that are not private, newest first, a page at a time
  (``limit``, default 20, at most 100; ``cursor`` from the previous page), filtered by
  ``open_seats``, ``ruleset`` (a preset's name or a saved ruleset's id), ``status`` (``waiting``,
  ``playing``, ``finished``) and ``rated``.  An unknown ruleset or status, or a cursor the service
  did not make for these filters, is 422 naming it.  No token needed: nothing here is secret.
* ``POST /v1/tables/{id}/invite`` (the host's token): a new invite code for a private table,
  shown only in this answer; the previous code takes no seat any more.
* ``GET /v1/players/{id}/matches``: the matches a player (by id) played, newest first, a page at a
  time, each with its ruleset, who sat where, the player's seat, and the result once finished.
  Read from the read side (eventually consistent, like every read model).
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query

import projections.api as read_side
from api.http.deps import ServicesDep, TokenDep
from api.http.routes.read_models import ReadEngine
from api.schemas.common import ErrorOut
from api.schemas.lobby import InviteOut, LobbyPageOut, PlayerMatchesOut
from infrastructure.services.cursors import MAX_CURSOR_CHARS
from infrastructure.services.errors import NotFound
from infrastructure.services.lobby import DEFAULT_LIMIT, MAX_LIMIT, LobbyPage, LobbyService

router = APIRouter(tags=["lobby"])


def get_lobby(services: ServicesDep) -> LobbyService:
    """The lobby service on the process's engine and table service (it holds no state)."""
    return LobbyService(services.engine, services.tables)


LobbyDep = Annotated[LobbyService, Depends(get_lobby)]
Limit = Annotated[int, Query(ge=1, le=MAX_LIMIT, description=f"entries per page (1-{MAX_LIMIT})")]
Cursor = Annotated[
    str | None,
    Query(max_length=MAX_CURSOR_CHARS, description="the previous page's next_cursor (opaque); absent: first page"),
]
_BAD_INPUT: dict[int | str, dict[str, Any]] = {
    422: {"model": ErrorOut, "description": "an unknown filter value, a bad limit or cursor (names it)"}
}


@router.get(
    "/v1/tables",
    response_model=LobbyPageOut,
    summary="The lobby: tables to join or watch",
    responses=_BAD_INPUT,
)
def list_tables(
    lobby: LobbyDep,
    open_seats: Annotated[bool | None, Query(description="true: at least one free seat; false: none")] = None,
    ruleset: Annotated[
        str | None,
        Query(min_length=1, max_length=64, description="a preset's name (MM-001 ...) or a saved ruleset's id"),
    ] = None,
    status: Annotated[
        str | None, Query(min_length=1, max_length=16, description="waiting, playing or finished")
    ] = None,
    rated: Annotated[bool | None, Query(description="only rated (true) or unrated (false) tables")] = None,
    limit: Limit = DEFAULT_LIMIT,
    cursor: Cursor = None,
) -> dict[str, Any]:
    """Tables that are not private, newest first, with who sits where, the free seats and the
    status (which follows the match within moments).  Private tables are never listed."""
    page = lobby.list_tables(
        open_seats=open_seats, ruleset=ruleset, status=status, rated=rated, limit=limit, cursor=cursor
    )
    return _page_out(page)


@router.post(
    "/v1/tables/{table_id}/invite",
    response_model=InviteOut,
    summary="A new invite code for a private table (host)",
    responses={
        401: {"model": ErrorOut, "description": "no token, or an unknown / revoked one"},
        403: {"model": ErrorOut, "description": "not the table's host"},
        404: {"model": ErrorOut, "description": "no such table"},
        409: {"model": ErrorOut, "description": "the table is not private"},
    },
)
def rotate_invite(table_id: uuid.UUID, lobby: LobbyDep, token: TokenDep) -> dict[str, Any]:
    """Replace the table's invite code: the new one is shown only here, the old one is dead."""
    return {"table_id": table_id, "invite_code": lobby.rotate_invite(table_id, token)}


@router.get(
    "/v1/players/{player_id}/matches",
    response_model=PlayerMatchesOut,
    summary="A player's match history, newest first",
    responses={**_BAD_INPUT, 404: {"model": ErrorOut, "description": "no such player"}},
)
def player_matches(
    engine: ReadEngine,
    player_id: Annotated[uuid.UUID, Path(description="the player's id")],
    limit: Limit = DEFAULT_LIMIT,
    cursor: Cursor = None,
) -> dict[str, Any]:
    """The matches the player played: ruleset, who sat where, the player's seat, start and end,
    and the result once finished.  A page may hold fewer than ``limit`` matches; only a null
    ``next_cursor`` means there are no more."""
    with engine.connect() as conn:
        page = read_side.player_matches(conn, player_id, limit=limit, cursor=cursor)
    if page is None:
        raise NotFound("player", f"no player {player_id}")
    return page


def _page_out(page: LobbyPage) -> dict[str, Any]:
    """A lobby page as its response body."""
    return {
        "tables": [
            {
                "table_id": t.table_id,
                "ruleset": t.ruleset,
                "ruleset_label": t.ruleset_label,
                "seats": t.seats,
                "occupants": [
                    None
                    if o is None
                    else {"seat": o.seat, "kind": o.kind, "player": o.player, "bot": o.bot, "joined_at": o.joined_at}
                    for o in t.occupants
                ],
                "open_seats": list(t.open_seats),
                "status": t.status,
                "settings": t.settings.to_dict(),
                "created_at": t.created_at,
                "last_activity_at": t.last_activity_at,
            }
            for t in page.tables
        ],
        "next_cursor": page.next_cursor,
        "limit": page.limit,
    }
