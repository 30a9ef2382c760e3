"""Live event streams over HTTP (Server-Sent Events): the one loop every stream route runs.

A route says *what* to send — a :class:`~infrastructure.services.live.Feed`: a seat's or the
public's events of any game (``EventFeed``, redacted by the game's decider), or a stream derived
from a state (``SnapshotFeed``: a tournament's standings) — and, for a stream opened with a
seat's credential, the check that the credential still holds (``revalidate``).  :func:`serve`
does the rest, the same way for every stream (``docs/live.md``)::

    id: 17
    event: CardPlayed
    data: {"version":17,"type":"CardPlayed","seat":0,"cards":["HQ"],...}

* **admission**: :func:`api.http.stream_slots.open_stream` (the caps), with no ``await`` between the
  check and the slot being taken;
* **resume**: ``Last-Event-ID`` (or ``?after=``) names the last version the client has
  (:func:`resume_after`); a finished stream with nothing left to send answers 204, which stops a
  browser's ``EventSource`` reconnecting;
* **live**: the stream listens on the feed's hub *before* reading the store, on a bounded queue;
  a batch that does not follow the last version sent (a gap), or a queue that overflowed for a
  slow client, is filled in from the store, so no frame is lost or sent twice;
* **heartbeat**: a ``: keep-alive`` comment every ``MAUMAU_SSE_HEARTBEAT_SECONDS`` of quiet, when
  the stream is also caught up on other processes' appends;
* **revocation**: ``revalidate`` (raising a :class:`~infrastructure.services.errors.ServiceError`
  when the credential no longer holds) runs before every write of frames, at every heartbeat and
  at once when this process frees a seat of the stream; a revoked credential ends the stream and
  receives nothing committed after the revocation;
* **the end**: the stream ends after its final item (the decider's ``is_final`` event, the final
  standings), or at the version a stream already finished when it was opened.

A frame depends only on its item, so a replayed frame is byte for byte the live one.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Annotated, Any

from fastapi import Depends, Header, Query, Request, Response
from starlette.concurrency import run_in_threadpool

from api.http.json_encoding import dumps
from api.http.stream_slots import open_stream
from api.schemas.common import ErrorOut
from infrastructure.adapters.database_wait import unbounded
from infrastructure.services.errors import InvalidInput, ServiceError
from infrastructure.services.games import CommittedBatch
from infrastructure.services.live import Feed, Item

__all__ = [
    "QUEUE_SIZE",
    "After",
    "LastEventId",
    "Resume",
    "ResumeFromHeader",
    "frame",
    "frames",
    "resume_after",
    "serve",
    "stream_responses",
]

QUEUE_SIZE = 256
"""Batches a stream holds for its client; past them the stream refills from the store."""
CHUNK_FRAMES = 256
"""Frames per write at most (a long catch-up is sent in several writes)."""
RETRY = "retry: 2000\n\n"
KEEP_ALIVE = ": keep-alive\n\n"

Revalidate = Callable[[], None]
"""Raises :class:`ServiceError` once the credential a stream was opened with no longer holds."""

LastEventId = Annotated[
    str | None,
    Header(alias="Last-Event-ID", description="resume after this event version (sent by EventSource on reconnect)"),
]
After = Annotated[
    int | None, Query(ge=0, le=1_000_000_000, description="resume after this version (Last-Event-ID wins)")
]

_STREAM_ANSWERS: dict[int, str] = {
    200: "an endless text/event-stream: one frame per event (id = version)",
    204: "the stream is finished and nothing is left to send",
    404: "no such stream",
    422: "Last-Event-ID / after is not a version",
    429: "this address or identity holds the most streams it may (stream_limited)",
    503: "too many open (public) streams in this process (streams)",
}


def stream_responses(descriptions: dict[int, str] | None = None) -> dict[int | str, dict[str, Any]]:
    """The answers a stream route documents (OpenAPI ``responses``): 200 as ``text/event-stream``,
    204, and the errors in the documented shape, each described by ``descriptions`` where the
    route words it its own way."""
    words = {**_STREAM_ANSWERS, **(descriptions or {})}
    out: dict[int | str, dict[str, Any]] = {
        200: {"description": words[200], "content": {"text/event-stream": {"schema": {"type": "string"}}}},
        204: {"description": words[204]},
    }
    out.update({status: {"model": ErrorOut, "description": words[status]} for status in (404, 422, 429, 503)})
    return out


def resume_after(last_event_id: str | None, after: int | None = None) -> int:
    """The version a stream resumes after: ``Last-Event-ID`` (what a reconnecting EventSource
    sends) wins over ``after``; neither: from the start.  A header that is not a version is 422
    ``Last-Event-ID``."""
    if last_event_id is not None and last_event_id.strip():
        text = last_event_id.strip()
        if not text.isdigit() or len(text) > 12:
            raise InvalidInput("Last-Event-ID", f"Last-Event-ID must be an event version, not {last_event_id!r}")
        return int(text)
    return after or 0


async def _resume(last_event_id: LastEventId = None, after: After = None) -> int:
    return resume_after(last_event_id, after)


async def _resume_from_header(last_event_id: LastEventId = None) -> int:
    return resume_after(last_event_id)


Resume = Annotated[int, Depends(_resume)]
"""A stream route's parameter: the version to resume after, from ``Last-Event-ID`` or ``?after=``."""
ResumeFromHeader = Annotated[int, Depends(_resume_from_header)]
"""The same from ``Last-Event-ID`` alone (a stream with no ``?after=``)."""


def frame(item: Item) -> str:
    """One SSE frame: ``id`` = the item's version, ``event`` = its name, ``data`` = its body."""
    assert item.body is not None, "an item with no body is no frame"
    return f"id: {item.version}\nevent: {item.name}\ndata: {dumps(item.body)}\n\n"


async def serve(
    request: Request,
    feed: Feed,
    after: int,
    *,
    public: bool,
    revalidate: Revalidate | None = None,
    identity: str | None = None,
) -> Response:
    """Answer a stream request: 204 when the stream is finished and ``after`` is its last
    version, otherwise the stream of ``feed``'s frames after ``after``, admitted by
    :mod:`api.http.stream_slots` (``public``: counts against the public share; ``identity``: whom it
    counts against) or refused with its cap."""
    version, terminal = await run_in_threadpool(feed.head)
    if terminal and after >= version:
        return Response(status_code=204)
    heartbeat = request.app.state.runtime.options.sse_heartbeat_seconds
    content = frames(feed, after, heartbeat=heartbeat, revalidate=revalidate, ends_at=version if terminal else None)
    # No await from here to the slot being taken: the caps are exact.
    return await open_stream(request, content, public=public, identity=identity)


async def frames(
    feed: Feed,
    after: int,
    *,
    heartbeat: float,
    revalidate: Revalidate | None = None,
    ends_at: int | None = None,
    queue_size: int = QUEUE_SIZE,
) -> AsyncIterator[str]:
    """The text of a stream: ``feed``'s frames after version ``after``, first from the store, then
    live (module docstring).  ``ends_at``: the stream was already finished at that version when
    it was opened, and ends once it is sent (events written after the final one, such as a sealed
    match's ``DealsRevealed``, would otherwise leave it open for nothing)."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[CommittedBatch | None] = asyncio.Queue(maxsize=queue_size)
    overflow = False
    asked = False  # a seat of the stream changed: check the credential before anything else

    def put(batch: CommittedBatch | None) -> None:  # on the event loop
        nonlocal overflow, asked
        asked = asked or batch is None  # kept even when the queue is full
        try:
            queue.put_nowait(batch)
        except asyncio.QueueFull:
            overflow = True  # a refill follows, and every write of frames checks the credential first

    def push(batch: CommittedBatch | None) -> None:  # on the writer's (or the leaver's) thread
        with contextlib.suppress(RuntimeError):  # the loop is closed: the stream is gone
            loop.call_soon_threadsafe(put, batch)

    def seats_changed() -> None:
        push(None)  # None: "check the credential now"

    async def check() -> None:
        nonlocal asked
        asked = False
        if revalidate is not None:
            await run_in_threadpool(unbounded(revalidate))

    async def send(chunk: list[str]) -> str:
        """The frames as one write, once the credential is known to hold still."""
        await check()
        return "".join(chunk)

    async def refill(last: int) -> Sequence[Item]:
        """What the store has after ``last``; the batches queued so far are in it."""
        nonlocal overflow
        overflow = False
        while not queue.empty():
            queue.get_nowait()
        if asked:
            await check()
        return await run_in_threadpool(unbounded(feed.read), last)

    contiguous = feed.contiguous
    unlisten = feed.hub.listen(feed.stream_id, push)
    unlisten_seats = feed.hub.listen_seats(feed.stream_id, seats_changed) if revalidate is not None else None
    last = after
    try:
        yield RETRY
        pending = await run_in_threadpool(unbounded(feed.read), last)
        while True:
            gap = finished = False
            chunk: list[str] = []  # one write per batch (or per store read), not per item
            for item in pending:
                if contiguous:
                    if item.version <= last:
                        continue
                    if item.version != last + 1:
                        gap = True  # filled in from the store just below
                        break
                if item.body is not None:
                    chunk.append(frame(item))
                    last = item.version
                if len(chunk) >= CHUNK_FRAMES:
                    yield await send(chunk)
                    chunk = []
                if item.final or (ends_at is not None and last >= ends_at):
                    finished = True
                    break
            if chunk:
                yield await send(chunk)
            if finished:
                return
            if gap:
                pending = await refill(last)
                continue
            try:
                batch = await asyncio.wait_for(queue.get(), heartbeat)
            except TimeoutError:
                await check()
                pending = await run_in_threadpool(unbounded(feed.idle), last)
                yield KEEP_ALIVE
                continue
            if asked:  # a seat of this stream was freed: is it ours?
                await check()
            if batch is None:
                pending = ()
                continue
            live = None if overflow or (contiguous and batch.first_version > last + 1) else feed.follow(batch)
            pending = await refill(last) if live is None else live
    except ServiceError:
        return  # the credential was revoked (or the stream is gone): end the stream
    finally:
        unlisten()
        if unlisten_seats is not None:
            unlisten_seats()
