"""Live event streams (Server-Sent Events): ``GET /v1/tables/{id}/events`` and ``.../events/public``.

``/events`` needs a seat's token and sends that seat's events, each through the game's ``redact``
(the game service's :class:`~domain.decider.Decider`; Mau-Mau: ``domain.maumau.redaction.redact_event``)
for the seat; ``/events/public`` sends what an observer (or the host, who holds no seat) may see:
no hand, no draw order, no seed while its round runs.  It needs no token while the table admits
spectators (its ``spectators`` setting, on by default); when the host turned them off it is
refused (403 ``spectators_off``) to everyone but the table's host and its seated players, who
send their host or seat token (or their identity's own credential) — a seat's credential is then
checked like a seat stream's, before every write, so a player who leaves the seat stops
receiving it.  A sealed tournament table's public stream is refused to everyone (403 ``sealed``)
until its match is finished and its deals revealed: other tables play the same cards.  One frame per event::

    id: 17
    event: CardPlayed
    data: {"version":17,"type":"CardPlayed","seat":0,"cards":["HQ"],...}

``id`` is the event's stream version, so a client that reconnects with ``Last-Event-ID: 17``
(browsers' ``EventSource`` do that by themselves; ``?after=17`` does the same) gets exactly the
events after 17: the missed ones are read from the event store, then the stream goes live.  A
frame's content depends only on the event and the viewer, so a replayed frame is identical to the
live one.

How a stream is sent — resuming, the live queue and its gaps, heartbeats, the end of a stream,
the caps — is the same for every game and stream kind (:mod:`api.http.streams`): these routes say
what to send (an :class:`~infrastructure.services.live.EventFeed` of the game service's stream
for a seat or for the public) and which credential must still hold.  A seat stream asks the
database (never the token cache) whether its token still holds the seat before every write, at
every heartbeat and at once when this process frees a seat of the table: a token revoked
anywhere gets nothing committed after the revocation, and its stream ends.  A seat stream
counts against its seated player, a public one against the credential it sends, and only a
seat's own stream (or a seated player's public stream at a table without spectators) may use
the share of the process kept for seats (:mod:`api.http.stream_slots`).  Reconnecting to a finished
match (``Decider.is_terminal``) with nothing left to send answers 204.  Nothing here names a game.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable

from fastapi import APIRouter, Request, Response
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from api.http.deps import GamesDep, SeatDep, TablesDep, TokenDep
from api.http.stream_slots import stream_identity
from api.http.streams import Resume, serve, stream_responses
from api.schemas.common import ErrorOut
from infrastructure.services.errors import Forbidden, ServiceError
from infrastructure.services.games import GameService
from infrastructure.services.live import EventFeed
from infrastructure.services.tables import TableService

router = APIRouter(prefix="/v1/tables", tags=["live"])

_STREAM_RESPONSES = stream_responses({204: "the match is finished and nothing is left to send", 404: "no such table"})


def _feed(request: Request, games: GameService, table_id: uuid.UUID, seat: int | None) -> EventFeed:
    """``table_id``'s events as ``seat`` (``None``: an observer) may see them, live from the
    process's hub."""
    return EventFeed(games, request.app.state.runtime.hub, table_id, seat)


@router.get(
    "/{table_id}/events",
    summary="My seat's live events (Server-Sent Events)",
    response_class=StreamingResponse,
    responses={
        **_STREAM_RESPONSES,
        401: {"model": ErrorOut, "description": "no token, or an unknown / revoked one"},
        403: {"model": ErrorOut, "description": "the token holds no seat at this table"},
    },
)
async def seat_events(
    request: Request,
    table_id: uuid.UUID,
    seat: SeatDep,
    games: GamesDep,
    tables: TablesDep,
    token: TokenDep,
    start: Resume,
) -> Response:
    """Every event of the match as this seat may see it, live, one SSE frame per event (``id`` =
    version).  Resume with ``Last-Event-ID`` (or ``?after=``): missed events are sent first."""

    def still_allowed() -> None:
        tables.authorize_seat_now(table_id, token, seat=seat.seat)

    identity = stream_identity(seat.player_id, token)
    feed = _feed(request, games, table_id, seat.seat)
    return await serve(request, feed, start, public=False, revalidate=still_allowed, identity=identity)


def spectator_check(tables: TableService, table_id: uuid.UUID, token: str | None) -> Callable[[], None] | None:
    """Who may follow ``table_id``'s public stream (raises :class:`ServiceError` if nobody asking
    so may): anyone while the table admits spectators; otherwise its host (the host token or the
    opening identity's credential) or a seated player (a seat token or the seated identity's
    credential).  Returns the check a seat token must pass again before every write
    (``None``: nothing to re-check)."""
    table = tables.table(table_id)  # 404 first
    tables.check_public(table_id)  # a sealed table: nobody follows it until it is all revealed
    if table.settings.spectators:
        return None
    refusal = Forbidden(
        "spectators_off",
        "this table's host turned spectators off: only its seated players and its host may follow it "
        "(send your seat's token, your own credential, or the host's token)",
    )
    if not token:
        raise refusal
    try:
        tables.authorize_host(table_id, token)
        return None
    except ServiceError:
        pass
    try:
        tables.authorize_seat_now(table_id, token)
    except ServiceError:
        raise refusal from None

    def still_seated() -> None:
        tables.authorize_seat_now(table_id, token)

    return still_seated


@router.get(
    "/{table_id}/events/public",
    summary="A table's public live events (Server-Sent Events)",
    response_class=StreamingResponse,
    responses={
        **_STREAM_RESPONSES,
        403: {
            "model": ErrorOut,
            "description": "spectators are off at this table and the token is not its host's or a seat's; "
            "or a sealed tournament table before its match is finished and revealed (sealed)",
        },
    },
)
async def public_events(
    request: Request, table_id: uuid.UUID, start: Resume, games: GamesDep, tables: TablesDep, token: TokenDep
) -> Response:
    """Every event of the match as an observer (or the host) may see it: no hand, no drawn card,
    no draw-pile order, no seed while a round runs.  Same framing and resuming as ``/events``.
    Needs no token unless the host turned spectators off (then: the host's or a seat's token)."""
    still_allowed = await run_in_threadpool(spectator_check, tables, table_id, token)
    known = tables.accounts.cached(token)  # no I/O: a credential seen lately counts as its player
    identity = stream_identity(known.player_id if known is not None else None, token)
    feed = _feed(request, games, table_id, None)
    public = still_allowed is None  # a seated player's stream at a table without spectators is a seat's
    return await serve(request, feed, start, public=public, revalidate=still_allowed, identity=identity)
