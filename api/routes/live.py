"""Live event streams (Server-Sent Events): ``GET /v1/tables/{id}/events`` and ``.../events/public``.

``/events`` needs a seat's token and sends that seat's events, each through
``domain.redaction.redact_event`` for the seat; ``/events/public`` needs no token and sends what an
observer (or the host, who holds no seat) may see.  One frame per event::

    id: 17
    event: CardPlayed
    data: {"version":17,"type":"CardPlayed","seat":0,"cards":["HQ"],...}

``id`` is the event's stream version, so a client that reconnects with ``Last-Event-ID: 17``
(browsers' ``EventSource`` do that by themselves; ``?after=17`` does the same) gets exactly the
events after 17: the missed ones are read from the event store, then the stream goes live.  A
frame's content depends only on the event and the viewer, so a replayed frame is identical to the
live one.

Live delivery: the stream registers with the process's :class:`~infrastructure.live.EventHub`
*before* reading the store, on a bounded queue; a batch that does not follow the last version sent
(a gap, or the queue overflowed for a slow client) is filled in from the store.  Idle streams get
a ``: keep-alive`` comment every ``MAUMAU_SSE_HEARTBEAT_SECONDS``; at each one the seat's token is
checked again (a seat left: the stream ends) and the table is caught up from the store (events
appended by *another* process reach this process's streams within one heartbeat).  The stream
ends after ``MatchFinished``; reconnecting to a finished match with nothing left to send answers
204, which tells ``EventSource`` to stop reconnecting.
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
from domain.events import MatchFinished
from domain.redaction import redact_event
from infrastructure.errors import InvalidInput, ServiceError
from infrastructure.event_store import RecordedEvent
from infrastructure.games import CommittedBatch, GameService
from infrastructure.runtime import Runtime

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
    503: {"model": ErrorOut, "description": "too many open streams in this process"},
}


class TooManyStreams(ServiceError):
    """This process serves as many event streams as it may (``MAUMAU_SSE_MAX_STREAMS``): 503."""

    status = 503


def frame(record: RecordedEvent[object], seat: int | None) -> str:
    """One SSE frame: the event as ``seat`` (``None``: an observer) may see it, id = version."""
    body = {"version": record.version, **redact_event(record.event, seat)}
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
    still_allowed: Callable[[], None],
) -> AsyncIterator[str]:
    """The frames after version ``after``: first from the store, then live (see module docstring)."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[CommittedBatch] = asyncio.Queue(maxsize=_QUEUE_SIZE)
    overflow = False

    def put(batch: CommittedBatch) -> None:  # on the event loop
        nonlocal overflow
        try:
            queue.put_nowait(batch)
        except asyncio.QueueFull:
            overflow = True

    def push(batch: CommittedBatch) -> None:  # on the writer's thread, under the stream lock
        with contextlib.suppress(RuntimeError):  # the loop is closed: the stream is gone
            loop.call_soon_threadsafe(put, batch)

    runtime.streams += 1
    unlisten = runtime.hub.listen(table_id, push)
    heartbeat = runtime.options.sse_heartbeat_seconds
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
                chunk.append(frame(record, seat))
                last = record.version
                if len(chunk) >= _CHUNK_FRAMES:
                    yield "".join(chunk)
                    chunk = []
                if type(record.event) is MatchFinished:
                    finished = True
                    break
            if chunk:
                yield "".join(chunk)
            if finished:
                return
            if gap:
                pending = await run_in_threadpool(games.load, table_id, None, last)
                continue
            try:
                batch = await asyncio.wait_for(queue.get(), heartbeat)
            except TimeoutError:
                await run_in_threadpool(still_allowed)
                await run_in_threadpool(games.state, table_id)  # catch up on other processes
                yield ": keep-alive\n\n"
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
        runtime.streams -= 1


async def _respond(
    request: Request,
    games: GameService,
    table_id: uuid.UUID,
    seat: int | None,
    after: int,
    still_allowed: Callable[[], None],
) -> Response:
    """The streaming response, or 204 when a finished match has nothing left to send."""
    runtime = _runtime(request)
    state = await run_in_threadpool(games.state, table_id)
    if state.phase == "finished" and after >= state.version:
        return Response(status_code=204)
    if runtime.streams >= runtime.options.sse_max_streams:
        raise TooManyStreams("streams", "too many open event streams in this process: retry later")
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", "Connection": "keep-alive"}
    return StreamingResponse(
        _events(runtime, games, table_id, seat, after, still_allowed),
        media_type="text/event-stream",
        headers=headers,
    )


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
        tables.authorize_seat(table_id, token)

    return await _respond(request, games, table_id, seat.seat, start, still_allowed)


@router.get(
    "/{table_id}/events/public",
    summary="A table's public live events (Server-Sent Events)",
    response_class=StreamingResponse,
    responses=_STREAM_RESPONSES,
)
async def public_events(
    request: Request,
    table_id: uuid.UUID,
    games: GamesDep,
    tables: TablesDep,
    last_event_id: LastEventId = None,
    after: After = None,
) -> Response:
    """Every event of the match as an observer (or the host) may see it: no hand, no drawn card,
    no draw-pile order, no seed while a round runs.  Same framing and resuming as ``/events``."""
    start = _start_version(last_event_id, after)
    await run_in_threadpool(tables.table, table_id)
    return await _respond(request, games, table_id, None, start, lambda: None)
