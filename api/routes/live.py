"""Live event streams (Server-Sent Events): ``GET /v1/tables/{id}/events`` and ``.../events/public``.

``/events`` needs a seat's token and sends that seat's events, each through the game's ``redact``
(the game service's :class:`~domain.decider.Decider`; Mau-Mau: ``domain.redaction.redact_event``)
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

Live delivery: the stream registers with the process's :class:`~infrastructure.services.live.EventHub`
*before* reading the store, on a bounded queue; a batch that does not follow the last version sent
(a gap, or the queue overflowed for a slow client) is filled in from the store.  Idle streams get
a ``: keep-alive`` comment every ``MAUMAU_SSE_HEARTBEAT_SECONDS``, and the table is caught up from
the store (events appended by *another* process reach this process's streams within one heartbeat
unless ``MAUMAU_SSE_FOLLOW_OTHER_PROCESSES`` pushes them at once).

A seat stream asks the database (never the token cache) whether its token still holds the seat
before every write of frames, at every heartbeat, and at once when this process frees a seat of
the table: a token revoked anywhere (the seat left, then perhaps taken by another player) gets
nothing committed after the revocation, and its stream ends.  Every stream is admitted by
:mod:`api.stream_slots` (caps per address, per identity, for public streams and per process,
checked and the slot taken with no ``await`` in between, so a burst cannot overshoot them); a
seat stream counts against its seated player, a public one against the credential it sends, and
only a seat's own stream (or a seated player's public stream at a table without spectators) may
use the share kept for seats.  The stream
ends after the game's final event (``Decider.is_final``: Mau-Mau's ``MatchFinished``); reconnecting
to a finished match (``Decider.is_terminal``) with nothing left to send answers 204, which tells
``EventSource`` to stop reconnecting.  Nothing here names a game: framing and the end of a stream
are the decider's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Request, Response
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from api.deps import GamesDep, SeatDep, TablesDep, TokenDep
from api.schemas import ErrorOut
from api.stream_slots import open_stream, stream_identity
from domain.decider import Decider
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.services.errors import Forbidden, InvalidInput, ServiceError
from infrastructure.services.games import CommittedBatch, GameService
from infrastructure.services.runtime import Runtime
from infrastructure.services.tables import TableService

router = APIRouter(prefix="/v1/tables", tags=["live"])

_QUEUE_SIZE = 256
_CHUNK_FRAMES = 256
_dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, default=str).encode

_STREAM_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "an endless text/event-stream: one frame per event (id = version)",
        "content": {"text/event-stream": {"schema": {"type": "string"}}},
    },
    204: {"description": "the match is finished and nothing is left to send"},
    404: {"model": ErrorOut, "description": "no such table"},
    422: {"model": ErrorOut, "description": "Last-Event-ID / after is not a version"},
    429: {"model": ErrorOut, "description": "this address or identity holds the most streams it may (stream_limited)"},
    503: {"model": ErrorOut, "description": "too many open (public) streams in this process (streams)"},
}


def frame(record: RecordedEvent[object], seat: int | None, decider: Decider[Any, Any, Any]) -> str:
    """One SSE frame: the event as ``seat`` (``None``: an observer) may see it by the game's
    ``redact``, id = version."""
    body = {"version": record.version, **decider.redact(record.event, seat)}
    return f"id: {record.version}\nevent: {body['type']}\ndata: {_dumps(body)}\n\n"


def _start_version(last_event_id: str | None, after: int | None) -> int:
    """Where to resume: ``Last-Event-ID`` (what a reconnecting EventSource sends) wins."""
    if last_event_id is not None and last_event_id.strip():
        text = last_event_id.strip()
        if not text.isdigit() or len(text) > 12:
            raise InvalidInput("Last-Event-ID", f"Last-Event-ID must be an event version, not {last_event_id!r}")
        return int(text)
    return after or 0


def _runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


async def _events(
    runtime: Runtime,
    games: GameService,
    table_id: uuid.UUID,
    seat: int | None,
    after: int,
    still_allowed: Callable[[], None] | None,
    ends_at: int | None = None,
) -> AsyncIterator[str]:
    """The frames after version ``after``: first from the store, then live (see module docstring).

    ``ends_at``: the match was already finished when the stream opened, at that version; the
    stream ends once it is sent (events written after the final one, such as a sealed match's
    ``DealsRevealed``, would otherwise leave it open for nothing).

    ``still_allowed`` (seat streams) asks the database whether the seat's token still holds the
    seat and raises :class:`ServiceError` when it does not; it runs before every write of frames,
    at every heartbeat and whenever this process frees a seat of the table, so a revoked token
    receives nothing committed after its revocation, whichever process revoked it.
    """
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[CommittedBatch | None] = asyncio.Queue(maxsize=_QUEUE_SIZE)
    overflow = False

    def put(batch: CommittedBatch | None) -> None:  # on the event loop
        nonlocal overflow
        try:
            queue.put_nowait(batch)
        except asyncio.QueueFull:
            overflow = True  # a reload follows, and every write of frames checks the token first

    def push(batch: CommittedBatch | None) -> None:  # on the writer's (or the leaver's) thread
        with contextlib.suppress(RuntimeError):  # the loop is closed: the stream is gone
            loop.call_soon_threadsafe(put, batch)

    def seats_changed() -> None:
        push(None)  # None: "check the token now"

    unlisten = runtime.hub.listen(table_id, push)
    unlisten_seats = runtime.hub.listen_seats(table_id, seats_changed) if still_allowed is not None else None
    heartbeat = runtime.options.sse_heartbeat_seconds
    decider = games.decider
    is_final = decider.is_final

    async def send(frames: list[str]) -> str:
        """The frames as one write, once the token is known to be still valid."""
        if still_allowed is not None:
            await run_in_threadpool(still_allowed)
        return "".join(frames)

    last = after
    try:
        yield "retry: 2000\n\n"
        pending: list[RecordedEvent[object]] = await run_in_threadpool(games.load, table_id, None, last)
        while True:
            gap = False
            finished = False
            chunk: list[str] = []  # one write per batch (or per store read), not per event
            for record in pending:
                if record.version <= last:
                    continue
                if record.version != last + 1:
                    gap = True  # filled in from the store just below
                    break
                chunk.append(frame(record, seat, decider))
                last = record.version
                if len(chunk) >= _CHUNK_FRAMES:
                    yield await send(chunk)
                    chunk = []
                if is_final(record.event) or (ends_at is not None and last >= ends_at):
                    finished = True
                    break
            if chunk:
                yield await send(chunk)
            if finished:
                return
            if gap:
                pending = await run_in_threadpool(games.load, table_id, None, last)
                continue
            try:
                batch = await asyncio.wait_for(queue.get(), heartbeat)
            except TimeoutError:
                if still_allowed is not None:
                    await run_in_threadpool(still_allowed)
                await run_in_threadpool(games.state, table_id)  # catch up on other processes
                yield ": keep-alive\n\n"
                pending = []
                continue
            if batch is None:  # a seat of this table was freed: is it ours?
                if still_allowed is not None:
                    await run_in_threadpool(still_allowed)
                pending = []
                continue
            if overflow or batch.first_version > last + 1:
                overflow = False
                while not queue.empty():
                    queue.get_nowait()
                pending = await run_in_threadpool(games.load, table_id, None, last)
            else:
                pending = list(batch.events)
    except ServiceError:
        return  # the seat's token was revoked: end the stream
    finally:
        unlisten()
        if unlisten_seats is not None:
            unlisten_seats()


async def _respond(
    request: Request,
    games: GameService,
    table_id: uuid.UUID,
    seat: int | None,
    after: int,
    still_allowed: Callable[[], None] | None,
    *,
    identity: str | None = None,
) -> Response:
    """The streaming response, or 204 when a finished match has nothing left to send.  A seat's
    stream (``seat`` given) or one that re-checks a seat (``still_allowed``) may use the share
    of the process kept for seats; ``identity`` is whom it counts against."""
    runtime = _runtime(request)
    state = await run_in_threadpool(games.state, table_id)
    decider = games.decider
    terminal = decider.is_terminal(state)
    if terminal and after >= decider.version(state):
        return Response(status_code=204)
    events = _events(runtime, games, table_id, seat, after, still_allowed, decider.version(state) if terminal else None)
    # No await from here to the slot being taken: the caps are exact.
    return open_stream(request, events, public=seat is None and still_allowed is None, identity=identity)


LastEventId = Annotated[
    str | None,
    Header(alias="Last-Event-ID", description="resume after this event version (sent by EventSource on reconnect)"),
]
After = Annotated[
    int | None, Query(ge=0, le=1_000_000_000, description="resume after this version (Last-Event-ID wins)")
]


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
    last_event_id: LastEventId = None,
    after: After = None,
) -> Response:
    """Every event of the match as this seat may see it, live, one SSE frame per event (``id`` =
    version).  Resume with ``Last-Event-ID`` (or ``?after=``): missed events are sent first."""
    start = _start_version(last_event_id, after)

    def still_allowed() -> None:
        tables.authorize_seat_now(table_id, token, seat=seat.seat)

    identity = stream_identity(seat.player_id, token)
    return await _respond(request, games, table_id, seat.seat, start, still_allowed, identity=identity)


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
    request: Request,
    table_id: uuid.UUID,
    games: GamesDep,
    tables: TablesDep,
    token: TokenDep,
    last_event_id: LastEventId = None,
    after: After = None,
) -> Response:
    """Every event of the match as an observer (or the host) may see it: no hand, no drawn card,
    no draw-pile order, no seed while a round runs.  Same framing and resuming as ``/events``.
    Needs no token unless the host turned spectators off (then: the host's or a seat's token)."""
    start = _start_version(last_event_id, after)
    still_allowed = await run_in_threadpool(spectator_check, tables, table_id, token)
    known = tables.accounts.cached(token)  # no I/O: a credential seen lately counts as its player
    identity = stream_identity(known.player_id if known is not None else None, token)
    return await _respond(request, games, table_id, None, start, still_allowed, identity=identity)
