"""``/v1/games``: every game the table platform serves whole, through one set of routes.

A registered game whose module gives ``table_setup`` (``docs/architecture.md``, "Add a game")
is served here with nothing of its own: open a table (the host token shown once), take a seat
with an identity's credential (the seat token shown once), the host seats bots and runs the
game's host commands, a seat sends moves, and anyone reads the history — the replay at any
version — as the viewer may see it (a seat's token: that seat; none: an observer), every event
through the game's redaction.  The routes parse, authenticate and render; the rules are the
game's decider's, the seats the platform's (``infrastructure.services.platform``).  Errors have
the one documented shape ``{"detail": {"rule": ..., "message": ...}}``.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Path, Query, Request, Response, status
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from api.http.deps import IdempotencyKeyDep, IfMatchDep, OptionalIdentityDep, TokenDep
from api.http.stream_slots import stream_identity
from api.http.streams import Resume, serve, stream_responses
from api.schemas.common import ErrorOut
from api.schemas.games import (
    BotIn,
    GamesOut,
    GameTableOut,
    HistoryOut,
    MoveResultOut,
    SeatOut,
    SeatTakenOut,
    TableOpenedOut,
    TableOpenIn,
    TableViewOut,
    VerificationOut,
)
from infrastructure.services.errors import NotFound
from infrastructure.services.games import CommandResult
from infrastructure.services.live import EventFeed
from infrastructure.services.platform.game_tables import GameTables
from infrastructure.services.platform.seats import Occupancy
from infrastructure.services.tournament_game_tables import series_game

router = APIRouter(prefix="/v1/games", tags=["games"])

GameName = Annotated[str, Path(pattern=r"^[a-z][a-z0-9_]{0,15}$", description="the game's registered name")]
TableId = Annotated[uuid.UUID, Path(description="the table's id (its event stream's id)")]
SeatNo = Annotated[int, Path(ge=0, le=15, description="seat number, from 0")]
CommandName = Annotated[str, Path(pattern=r"^[a-z][a-z0-9_]{0,31}$", description="a host command of the game")]
After = Annotated[int, Query(ge=0, le=1_000_000_000, description="only what came after this version")]
Upto = Annotated[int | None, Query(ge=0, le=1_000_000_000, description="the replay at this version")]
At = Annotated[
    int | None, Query(ge=0, le=1_000_000_000, description="the replay: the table as the viewer saw it at this version")
]
Payload = Annotated[dict[str, Any], Body(description="the game's wire form of a move or of a host command's arguments")]

_AUTH: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no token, or an unknown / revoked one"},
    403: {"model": ErrorOut, "description": "the token does not grant this (not the host, another seat, no seat)"},
    404: {"model": ErrorOut, "description": "no such game, table, seat or command"},
    409: {"model": ErrorOut, "description": "taken meanwhile, a stale If-Match, or the table is not ready"},
    422: {"model": ErrorOut, "description": "bad input, or a rule of the game forbids it now (names the rule)"},
}
_READ: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "a token was sent that holds no seat here"},
    404: {"model": ErrorOut, "description": "no such game or table"},
}


async def get_game(request: Request, game: GameName) -> GameTables:
    """The platform service of ``game`` (404 ``game`` for one the platform does not serve)."""
    served: dict[str, GameTables] = request.app.state.services.platform_tables
    found = served.get(game)
    if found is None:
        raise NotFound("game", f"no game {game!r} here; served: {', '.join(served) or 'none'}")
    return found


Game = Annotated[GameTables, Depends(get_game)]


def _seat_out(occupancy: Occupancy | None) -> dict[str, Any] | None:
    if occupancy is None:
        return None
    return {"seat": occupancy.seat, "kind": occupancy.kind, "name": occupancy.name, "bot": occupancy.bot}


def _table_out(game: GameTables, table_id: uuid.UUID) -> dict[str, Any]:
    table = game.table(table_id)
    return {
        **table.as_dict(),
        "version": game.version(table_id),
        "occupants": [_seat_out(o) for o in game.seats(table_id)],
    }


def _result(game: GameTables, result: CommandResult, viewer: int | None) -> dict[str, Any]:
    redact = game.module.decider.redact
    return {
        "version": result.version,
        "first_version": result.first_version,
        "replayed": result.replayed,
        "events": [{"version": result.first_version + i, **redact(e, viewer)} for i, e in enumerate(result.events)],
    }


@router.get("", response_model=GamesOut, summary="The games the platform serves")
def list_games(request: Request) -> dict[str, Any]:
    served: dict[str, GameTables] = request.app.state.services.platform_tables
    return {
        "games": [
            {
                "name": g.name,
                "seat_counts": g.module.seats.seat_counts,
                "bots": list(g.module.seats.bots),
                "host_commands": list(g.module.host_commands),
                "start": g.module.play.start if g.module.play else None,
                "next_round": g.module.play.next_round if g.module.play else None,
                "series": series_game(g.module),
            }
            for g in served.values()
        ]
    }


@router.post(
    "/{game}/tables",
    status_code=status.HTTP_201_CREATED,
    response_model=TableOpenedOut,
    summary="Open a table (the host token is shown only here)",
    responses=_AUTH,
)
def open_table(body: TableOpenIn, game: Game, identity: OptionalIdentityDep) -> dict[str, Any]:
    table, host_token = game.create(body.seats, body.setup, identity, turn_seconds=body.turn_seconds)
    return {"table": _table_out(game, table.id), "host_token": host_token}


@router.get("/{game}/tables/{table_id}", response_model=GameTableOut, summary="A table", responses=_READ)
def get_table(table_id: TableId, game: Game) -> dict[str, Any]:
    return _table_out(game, table_id)


@router.post(
    "/{game}/tables/{table_id}/seats/{seat}",
    status_code=status.HTTP_201_CREATED,
    response_model=SeatTakenOut,
    summary="Take a seat with an identity's credential (the seat token is shown only here)",
    responses=_AUTH,
)
def take_seat(table_id: TableId, seat: SeatNo, game: Game, token: TokenDep) -> dict[str, Any]:
    occupancy, seat_token = game.join(table_id, seat, token)
    return {"seat": _seat_out(occupancy), "token": seat_token}


@router.post(
    "/{game}/tables/{table_id}/seats/{seat}/bot",
    status_code=status.HTTP_201_CREATED,
    response_model=SeatOut,
    summary="Seat a bot (host)",
    responses=_AUTH,
)
def seat_bot(table_id: TableId, seat: SeatNo, body: BotIn, game: Game, token: TokenDep) -> dict[str, Any] | None:
    return _seat_out(game.add_bot(table_id, seat, body.bot, token))


@router.delete(
    "/{game}/tables/{table_id}/seats/{seat}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Leave a seat (its token or identity; the host for a bot)",
    responses=_AUTH,
)
def leave_seat(table_id: TableId, seat: SeatNo, game: Game, token: TokenDep) -> Response:
    game.leave(table_id, seat, token)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/{game}/tables/{table_id}/host/{command}",
    response_model=MoveResultOut,
    summary="Run one of the game's host commands (host token)",
    responses=_AUTH,
)
def host_command(
    table_id: TableId, command: CommandName, game: Game, token: TokenDep, key: IdempotencyKeyDep, args: Payload
) -> dict[str, Any]:
    return _result(game, game.host(table_id, command, args, token, key=key), None)


@router.post(
    "/{game}/tables/{table_id}/commands",
    response_model=MoveResultOut,
    summary="A seat's move (seat token), in the game's wire form",
    responses=_AUTH,
)
def move(
    table_id: TableId, game: Game, token: TokenDep, key: IdempotencyKeyDep, expected: IfMatchDep, body: Payload
) -> dict[str, Any]:
    result = game.move(table_id, token, body, key=key, expected_version=expected)
    return _result(game, result, result.seat)


@router.get(
    "/{game}/tables/{table_id}/history",
    response_model=HistoryOut,
    summary="The table's events as the viewer may see them (the replay at a version with upto)",
    responses=_READ,
)
def history(table_id: TableId, game: Game, token: TokenDep, after: After = 0, upto: Upto = None) -> dict[str, Any]:
    viewer = game.viewer(table_id, token)
    events = game.events(table_id, viewer, after=after, upto=upto)
    return {"table_id": str(table_id), "version": game.version(table_id), "events": events}


@router.get(
    "/{game}/tables/{table_id}/view",
    response_model=TableViewOut,
    summary="The table now (or, with at, at a version) as the viewer may see it, with the viewer's legal moves",
    responses={**_READ, 404: {"model": ErrorOut, "description": "no such game or table, or the game gives no view"}},
)
def table_view(table_id: TableId, game: Game, token: TokenDep, at: At = None) -> dict[str, Any]:
    viewer = game.viewer(table_id, token)
    return {"table_id": str(table_id), **game.view(table_id, viewer, at=at)}


@router.get(
    "/{game}/tables/{table_id}/verify",
    response_model=VerificationOut,
    summary="The finished table's shuffles checked against their commitments",
    responses={
        404: {"model": ErrorOut, "description": "no such game or table, or the game gives no verification"},
        409: {"model": ErrorOut, "description": "not_over: the seeds are revealed when the game ends"},
    },
)
def verify(table_id: TableId, game: Game) -> dict[str, Any]:
    report = game.verification(table_id)
    return {"table_id": str(table_id), "ok": bool(report.get("ok")), "checks": list(report.get("checks", []))}


@router.get(
    "/{game}/tables/{table_id}/events",
    summary="The table's live events as the viewer may see them (Server-Sent Events)",
    response_class=StreamingResponse,
    responses=stream_responses(
        {
            401: "a token was sent that holds no seat here (or no longer does)",
            404: "no such game or table",
        }
    ),
)
async def events(request: Request, table_id: TableId, game: Game, token: TokenDep, start: Resume) -> Response:
    """Every event, live, one SSE frame per event (``id`` = version), as the seat of ``token`` may
    see it (no token: an observer).  A seat's stream ends when its token no longer holds the
    seat.  Resume with ``Last-Event-ID`` (or ``?after=``)."""
    if not token:
        await run_in_threadpool(game.table, table_id)  # 404 for an unknown table
        return await serve(request, EventFeed(game.games, game.hub, table_id, None), start, public=True)
    grant = await run_in_threadpool(game.authorize_seat, table_id, token)

    def still_allowed() -> None:
        game.seat_book.authorize_seat_now(table_id, token, seat=grant.seat)

    feed = EventFeed(game.games, game.hub, table_id, grant.seat)
    identity = stream_identity(grant.player_id, token)
    return await serve(request, feed, start, public=False, revalidate=still_allowed, identity=identity)
