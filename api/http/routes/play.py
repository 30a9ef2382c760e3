"""Playing: ``POST /v1/tables/{id}/commands`` (every move), ``GET .../view`` and ``GET .../legal``.

All three need the seat's token.  A move may carry ``Idempotency-Key`` (safe retries) and
``If-Match`` (the version it was decided on: 409 when the match moved on).  The view carries the
version as its ``ETag`` and answers ``If-None-Match`` with 304.
"""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Response

from api.http.deps import GamesDep, IdempotencyKeyDep, IfMatchDep, IfNoneMatchDep, SeatDep
from api.http.render import etag, events_for, json_response, view_for
from api.schemas.common import CommandOut, ErrorOut, LegalOut, MoveIn, ViewOut
from domain.maumau.codec import command_to_dict
from domain.maumau.legal import legal_commands
from infrastructure.services.errors import Forbidden

router = APIRouter(prefix="/v1/tables", tags=["play"])

_SEAT_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no token, or an unknown / revoked one"},
    403: {"model": ErrorOut, "description": "the token holds no seat at this table"},
    404: {"model": ErrorOut, "description": "no such table"},
}


@router.post(
    "/{table_id}/commands",
    response_model=CommandOut,
    summary="Make a move",
    responses={
        **_SEAT_ERRORS,
        409: {"model": ErrorOut, "description": "If-Match is stale: the match moved on"},
        422: {
            "model": ErrorOut,
            "description": "a bad field, a broken game rule (named), or a reused Idempotency-Key",
        },
    },
)
def post_command(
    table_id: uuid.UUID,
    body: MoveIn,
    seat: SeatDep,
    games: GamesDep,
    key: IdempotencyKeyDep,
    expected_version: IfMatchDep,
) -> Response:
    """Play cards (with a wish and a call where due), draw, pass, challenge a forgotten call, or
    close an open "Mau-Mau" challenge window.  The answer holds the move's events as this seat
    may see them and the seat's view afterwards; ``ETag`` is the new version."""
    move = body.root
    if move.seat is not None and move.seat != seat.seat:
        raise Forbidden("seat", f"this token holds seat {seat.seat}, not seat {move.seat}")
    at = games.now()
    command = move.to_command(seat.seat, at)
    result = games.submit_command(table_id, seat.seat, command, at, key=key, expected_version=expected_version)
    out = {
        "table_id": str(table_id),
        "seat": seat.seat,
        "first_version": result.first_version,
        "version": result.version,
        "replayed": result.replayed,
        "events": events_for(result.first_version, result.events, seat.seat),
        "view": view_for(result.state, seat.seat, seat.seats),
    }
    headers = {"ETag": etag(result.version)}
    if result.replayed:
        headers["Idempotent-Replayed"] = "true"
    return json_response(out, headers=headers)


@router.get(
    "/{table_id}/view",
    response_model=ViewOut,
    summary="What my seat sees",
    responses={**_SEAT_ERRORS, 304: {"description": "unchanged since the ETag you sent"}},
)
def get_view(table_id: uuid.UUID, seat: SeatDep, games: GamesDep, if_none_match: IfNoneMatchDep) -> Response:
    """My hand, the other hands' sizes, the discard pile, whose turn, calls, scores and my legal
    commands.  ``ETag`` is the match version; send it as ``If-None-Match`` to get 304 while
    nothing changed."""
    state = games.state(table_id)
    tag = etag(state.version)
    headers = {"ETag": tag, "Cache-Control": "private, no-cache"}
    if if_none_match and state.version in if_none_match:
        return Response(status_code=304, headers=headers)
    return json_response(view_for(state, seat.seat, seat.seats), headers=headers)


@router.get(
    "/{table_id}/legal",
    response_model=LegalOut,
    summary="What my seat may do now",
    responses=_SEAT_ERRORS,
)
def get_legal(table_id: uuid.UUID, seat: SeatDep, games: GamesDep) -> Response:
    """Every command my seat may send now; each is a valid body for ``POST .../commands``."""
    state = games.state(table_id)
    body = {
        "table_id": str(table_id),
        "seat": seat.seat,
        "version": state.version,
        "legal": [command_to_dict(c) for c in legal_commands(state, seat.seat)],
    }
    return json_response(body, headers={"ETag": etag(state.version)})
