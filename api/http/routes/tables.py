"""``/v1/tables``: open a table, take and leave seats, seat bots, and the host's match commands.

Who may do what (``docs/accounts.md``): anyone may open an unrated table (and gets its host
token; with an identity's credential that identity is recorded as the host, and its credential
acts as host too); a rated table is opened by an account.  Taking a seat needs an identity's
credential (session, API key or guest token; guests only at unrated tables) and gets that seat's
token; while a match runs a seat is its starter's alone.  The host seats and removes bots (no
token: bots play in the service), starts the match, deals the next round and ends an open match;
a seat's token (or its identity's credential) leaves that seat.  A table's public page needs no
token.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

from fastapi import APIRouter, Path, Response, status

from api.http.deps import IdempotencyKeyDep, IdentityDep, OptionalIdentityDep, TablesDep, TokenDep
from api.http.render import json_response, public_result
from api.schemas.accounts import BotSeatOut, ClaimantIn, ClaimantOut, SeatJoinIn
from api.schemas.common import (
    BotIn,
    ErrorOut,
    HostResultOut,
    SeatTokenOut,
    TableCreate,
    TableCreatedOut,
    TableOut,
)
from domain.maumau.redaction import public_state
from domain.maumau.timeouts import clock_view
from infrastructure.services.tables import SeatInfo

router = APIRouter(prefix="/v1/tables", tags=["tables"])

SeatNo = Annotated[int, Path(ge=0, le=9, description="seat number, from 0")]

_AUTH_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no token, or an unknown / revoked one"},
    403: {"model": ErrorOut, "description": "the token does not grant this (wrong seat, not the host)"},
    404: {"model": ErrorOut, "description": "no such table or seat"},
}
_HOST_ERRORS: dict[int | str, dict[str, Any]] = {
    **_AUTH_ERRORS,
    409: {"model": ErrorOut, "description": "the table is not ready (empty seats) or changed meanwhile"},
    422: {"model": ErrorOut, "description": "a game rule forbids it now (names the rule)"},
}


def _seat_out(info: SeatInfo | None) -> dict[str, Any] | None:
    """An occupant as its response body."""
    if info is None:
        return None
    return {
        "seat": info.seat,
        "kind": info.kind,
        "player": info.player,
        "bot": info.bot,
        "joined_at": info.joined_at,
    }


@router.post(
    "",
    response_model=TableCreatedOut,
    status_code=status.HTTP_201_CREATED,
    summary="Open a table",
    responses={
        401: {"model": ErrorOut, "description": "a credential was sent but names nobody (unknown, expired, revoked)"},
        403: {"model": ErrorOut, "description": "a rated table is opened by an account"},
        404: {"model": ErrorOut},
        422: {"model": ErrorOut},
    },
)
def create_table(body: TableCreate, tables: TablesDep, identity: OptionalIdentityDep) -> dict[str, Any]:
    """Open a table for ``seats`` players under a ruleset (its full body is snapshotted).

    ``seed`` makes the deals reproducible across tables (duplicate deals); ``deck`` fixes the
    first round's deck (tutorials).  The host token is returned only here.  Sent with an
    identity's credential, that identity is the table's host (its credential acts as host too);
    without one the table is anonymous (unrated tables only).
    """
    settings = body.settings.model_dump() if body.settings is not None else None
    table, token = tables.create_table(
        body.ruleset, body.seats, seed=body.seed, deck=body.deck, settings=settings, host=identity
    )
    return {
        "table_id": table.id,
        "host_token": token,
        "ruleset": table.ruleset_ref,
        "seats": table.seats,
        "invite_code": table.invite_code,
    }


@router.get(
    "/{table_id}",
    response_model=TableOut,
    summary="A table's public page",
    responses={
        403: {
            "model": ErrorOut,
            "description": "a sealed tournament table before its match is finished and its deals revealed, "
            "asked without a seat's token (sealed)",
        },
        404: {"model": ErrorOut},
    },
)
def get_table(table_id: uuid.UUID, tables: TablesDep, token: TokenDep) -> dict[str, Any]:
    """Set-up, occupants and the public state of the match: hand sizes, never hands.  A sealed
    tournament table shows nothing until its match is finished and its deals revealed (403), but
    to its own seats (a seat's token or credential)."""
    table = tables.table(table_id)
    tables.check_public(table_id, token)
    state = tables.state(table_id)
    return {
        "table_id": table.id,
        "ruleset": table.ruleset_ref,
        "rules": table.rules.to_dict(),
        "seats": table.seats,
        "occupants": [_seat_out(s) for s in tables.seats(table_id)],
        "seeded": table.seed is not None,
        "explicit_deck": table.deck is not None,
        "settings": table.settings.to_dict(),
        "created_at": table.created_at,
        "version": state.version,
        "state": public_state(state),
        "clock": clock_view(state),
    }


@router.post(
    "/{table_id}/seats/{seat}",
    response_model=SeatTokenOut,
    status_code=status.HTTP_201_CREATED,
    summary="Take a seat",
    responses={
        401: {"model": ErrorOut, "description": "no identity's credential, or an unknown / expired / revoked one"},
        403: {
            "model": ErrorOut,
            "description": "the seat is another's while the match runs (seat_owner), a guest at a rated table "
            "(rated_table), or a private table without its invite code",
        },
        404: {"model": ErrorOut, "description": "no such table or seat"},
        409: {"model": ErrorOut, "description": "the seat is taken, or you already sit at another seat here"},
        422: {"model": ErrorOut},
    },
)
def join_seat(
    table_id: uuid.UUID,
    seat: SeatNo,
    tables: TablesDep,
    identity: IdentityDep,
    body: SeatJoinIn | None = None,
) -> dict[str, Any]:
    """Sit down at a seat as the identity of the ``Authorization`` credential; the seat's token
    is returned only here.  Taking the seat you hold again returns a fresh token (the old one
    stops working); while the match runs, only whoever started it in a seat may take it again."""
    invite = body.invite if body is not None else None
    info, token = tables.join(table_id, seat, identity, invite=invite)
    return {**(_seat_out(info) or {}), "table_id": table_id, "token": token}


@router.post(
    "/{table_id}/seats/{seat}/bot",
    response_model=BotSeatOut,
    status_code=status.HTTP_201_CREATED,
    summary="Seat a bot (host)",
    responses={
        **_AUTH_ERRORS,
        409: {"model": ErrorOut, "description": "the seat is taken, or the match is running"},
        422: {"model": ErrorOut},
    },
)
def add_bot(table_id: uuid.UUID, seat: SeatNo, body: BotIn, tables: TablesDep, token: TokenDep) -> dict[str, Any]:
    """The host (host token or the host's own credential) seats a bot at an empty seat before the
    match.  No token is returned: the bot plays by itself, in the service, and nobody may act or
    look through its seat."""
    info = tables.add_bot(table_id, seat, body.bot, token)
    return {**(_seat_out(info) or {}), "table_id": table_id}


@router.post(
    "/{table_id}/seats/{seat}/leave",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Leave a seat",
    responses={**_AUTH_ERRORS, 409: {"model": ErrorOut, "description": "a bot that started the match stays"}},
)
def leave_seat(table_id: uuid.UUID, seat: SeatNo, tables: TablesDep, token: TokenDep) -> Response:
    """Free the seat (its own token or its identity's credential; the host frees a bot's seat).
    The seat's token is revoked.  While the match runs only you may take your seat again."""
    tables.leave(table_id, seat, token)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.put(
    "/{table_id}/seats/{seat}/claimant",
    response_model=ClaimantOut,
    summary="Let an identity take over a legacy seat (host or admin)",
    responses={
        **_AUTH_ERRORS,
        409: {"model": ErrorOut, "description": "the seat is not held by a name from before accounts (legacy_seat)"},
        422: {"model": ErrorOut},
    },
)
def authorize_claim(
    table_id: uuid.UUID, seat: SeatNo, body: ClaimantIn, tables: TablesDep, token: TokenDep
) -> dict[str, Any]:
    """A seat held by a legacy name (written before accounts: it cannot sign in, so it cannot
    take its seat back once its token is lost) may be taken over by the account or guest the host
    (or an admin) names here: that identity then takes the seat with ``POST .../seats/{n}`` and
    its own credential; the legacy occupancy's token is revoked.  The match still names the
    legacy owner: results stay with it."""
    claim = tables.authorize_claim(table_id, seat, body.player_id, token)
    return {
        "table_id": claim.table_id,
        "seat": claim.seat,
        "player_id": claim.player_id,
        "handle": claim.handle,
        "granted_at": claim.granted_at,
    }


@router.post(
    "/{table_id}/start",
    response_model=HostResultOut,
    summary="Start the match (host)",
    responses=_HOST_ERRORS,
)
def start_match(table_id: uuid.UUID, tables: TablesDep, token: TokenDep, key: IdempotencyKeyDep) -> Response:
    """Start the match once every seat is taken; the first round is dealt at once."""
    return json_response(public_result(tables.start_match(table_id, token, key=key)))


@router.post(
    "/{table_id}/rounds",
    response_model=HostResultOut,
    summary="Deal the next round (host)",
    responses=_HOST_ERRORS,
)
def next_round(table_id: uuid.UUID, tables: TablesDep, token: TokenDep, key: IdempotencyKeyDep) -> Response:
    """Deal the next round of a running match (after the previous one was won)."""
    return json_response(public_result(tables.next_round(table_id, token, key=key)))


@router.post(
    "/{table_id}/end",
    response_model=HostResultOut,
    summary="End an open match (host)",
    responses=_HOST_ERRORS,
)
def end_match(table_id: uuid.UUID, tables: TablesDep, token: TokenDep, key: IdempotencyKeyDep) -> Response:
    """End the match between rounds (matches without a target, e.g. TAVERN's counted wins)."""
    return json_response(public_result(tables.end_match(table_id, token, key=key)))
