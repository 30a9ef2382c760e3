"""Replays and fairness proofs of a round: ``/v1/tables/{id}/rounds/{n}/replay|commitment|seed|verify``.

* ``replay?at=V`` — while round *n* runs: what the calling seat (its token) saw at version *V*;
  once it is over: the whole state at *V* (all hands, draw pile, seed) for anyone, and with
  ``&seat=N`` seat N's view and events as it saw them then;
* ``commitment`` — public at any time (the hash of the round's secret seed);
* ``seed`` — 409 while the round runs, revealed afterwards;
* ``verify`` — 409 while the round runs; afterwards re-runs the deal and every reshuffle from the
  seed (``domain.verify_round``) and says what matched.

A sealed tournament table's ended round (other tables play the same deal) stays as secret as a
running round until the tournament reveals it: only a seat may replay it, as it saw it, and any
other ask of its seats (another seat, its seed, its verification) is 409 ``round_sealed``.  To
anyone but its seats a sealed table shows no round at all until its match is finished and revealed
(403 ``sealed``, as its public page and stream: ``TableService.check_public``): not even a board's
commitment, since whether a board is over, whether the next one is dealt and at which version it
began tell another table of the round how far this one is (the commitment is the same at every
table of the round, so an entrant reads it at its own table).

The logic lives in :mod:`infrastructure.services.replay`; these routes only authenticate and serialise.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response

from api.http.deps import GamesDep, TablesDep, TokenDep
from api.http.render import json_response
from api.schemas.common import ErrorOut
from api.schemas.live import CommitmentOut, ReplayOut, SeedOut, VerifyOut
from infrastructure.services.errors import Conflict, Forbidden, ServiceError
from infrastructure.services.replay import commitment_of, load_history, replay, seed_of, verify

router = APIRouter(prefix="/v1/tables", tags=["replay"])

RoundNo = Annotated[int, Path(ge=1, le=1_000_000, description="the round number, from 1")]

_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    403: {
        "model": ErrorOut,
        "description": "a sealed tournament table before its match is finished and revealed, "
        "asked without a seat's token (sealed)",
    },
    404: {"model": ErrorOut, "description": "no such table, or that round was not dealt"},
}
_RUNNING: dict[int | str, dict[str, Any]] = {
    **_NOT_FOUND,
    409: {"model": ErrorOut, "description": "the round is still running, or sealed (round_sealed)"},
}


@router.get(
    "/{table_id}/rounds/{round_no}/replay",
    response_model=ReplayOut,
    summary="Replay a round at a version",
    responses={
        **_NOT_FOUND,
        401: {"model": ErrorOut, "description": "the round is running and no (valid) seat token was sent"},
        403: {
            "model": ErrorOut,
            "description": "the round is running and the token holds no seat here (or another seat than ?seat=); "
            "a sealed table not revealed yet, asked without a seat's token (sealed)",
        },
        409: {
            "model": ErrorOut,
            "description": "a sealed round not revealed yet, asked without its own seat's token (round_sealed)",
        },
        422: {"model": ErrorOut, "description": "'at' is not a version inside the round, or no such seat"},
    },
)
def get_replay(
    table_id: uuid.UUID,
    round_no: RoundNo,
    tables: TablesDep,
    games: GamesDep,
    token: TokenDep,
    at: Annotated[
        int | None,
        Query(ge=1, le=1_000_000_000, description="the version to show (default: the round's last so far)"),
    ] = None,
    seat: Annotated[
        int | None,
        Query(
            ge=0,
            le=9,
            description="show the round as this seat saw it (a round that is over: anyone; "
            "a running round: the token's own seat only)",
        ),
    ] = None,
) -> Response:
    """Round ``round_no`` as of version ``at``.  While it runs only a seat may look, and it sees
    exactly what it saw then (its view, the events redacted for it); once the round is over
    everything is public: every hand, the draw pile and the seed, and ``?seat=N`` adds seat N's
    view and its events as it saw them then."""
    tables.check_public(table_id, token)  # 404 for no such table, 403 sealed
    history = load_history(games, table_id)
    span = history.span(round_no)
    if span.sealed:
        own_seat = None
        if token:
            try:
                own_seat = tables.authorize_seat(table_id, token).seat
            except ServiceError:
                own_seat = None
        if own_seat is None or (seat is not None and seat != own_seat):
            raise Conflict(
                "round_sealed",
                f"round {round_no} was dealt at other tables of its tournament too: until the tournament "
                "reveals the deals only a seat may replay it, its own view",
            )
        seat = own_seat
    elif not span.over:
        own = tables.authorize_seat(table_id, token).seat
        if seat is not None and seat != own:
            raise Forbidden("seat", f"round {round_no} is running: this token may replay seat {own} only")
        seat = own
    return json_response(replay(history, round_no, at, seat), headers={"Cache-Control": "private, no-cache"})


@router.get(
    "/{table_id}/rounds/{round_no}/commitment",
    response_model=CommitmentOut,
    summary="A round's seed commitment",
    responses=_NOT_FOUND,
)
def get_commitment(
    table_id: uuid.UUID, round_no: RoundNo, tables: TablesDep, games: GamesDep, token: TokenDep
) -> Response:
    """The hash of the round's secret seed, published at the deal: compare it with the seed
    revealed when the round ends.  A sealed table: to its seats, and to everyone once revealed."""
    tables.check_public(table_id, token)  # 404 for no such table, 403 sealed
    return json_response(commitment_of(load_history(games, table_id), round_no))


@router.get(
    "/{table_id}/rounds/{round_no}/seed",
    response_model=SeedOut,
    summary="A finished round's seed",
    responses=_RUNNING,
)
def get_seed(table_id: uuid.UUID, round_no: RoundNo, tables: TablesDep, games: GamesDep, token: TokenDep) -> Response:
    """The round's seed, once the round is over (409 while it runs), with a check that it
    matches the published commitment."""
    tables.check_public(table_id, token)  # 404 for no such table, 403 sealed
    return json_response(seed_of(load_history(games, table_id), round_no))


@router.get(
    "/{table_id}/rounds/{round_no}/verify",
    response_model=VerifyOut,
    summary="Verify a finished round's deal and reshuffles",
    responses=_RUNNING,
)
def get_verify(table_id: uuid.UUID, round_no: RoundNo, tables: TablesDep, games: GamesDep, token: TokenDep) -> Response:
    """Re-run the deal and every reshuffle of the round from its revealed seed and compare them
    with what was played (409 while the round runs)."""
    tables.check_public(table_id, token)  # 404 for no such table, 403 sealed
    return json_response(verify(load_history(games, table_id), round_no))
