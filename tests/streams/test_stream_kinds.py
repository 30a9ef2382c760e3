"""The one stream loop (:mod:`api.http.streams`) on every stream kind it serves — a seat's and the
public's events of Mau-Mau, a third game's seat stream (tally), Punto Banco's events and a
tournament's derived standings — through its faults and transitions: resume by Last-Event-ID,
a slow client's queue overflowing, a gap refilled from the store after missed batches, the
heartbeat, a freed seat's signal ending a revoked stream at once, the final item ending the
stream (then 204), and a burst past the stream cap.

The loop is driven directly (its async generator, on an event loop of the test), so what it was
sent and when is exact; the writes go through each kind's real routes and services.  An event
stream must send every event after the version it resumed from exactly once, in order, as the
viewer may see it (the store through the decider's ``redact``); a derived stream sends versions
that only go up, its last frame what the state shows now.  Revocation and seats changing hands:
``test_stream_revocation.py``.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any, cast

import pytest
from starlette.requests import Request
from starlette.responses import Response

from api.http.stream_slots import CountedStream, TooManyStreams
from api.http.streams import frames, serve
from infrastructure.services.errors import Forbidden
from infrastructure.services.games import CommittedBatch
from infrastructure.services.live import EventHub, Feed, Item
from tests.live.helpers import parse_sse
from tests.streams.kinds import STREAM_CAP, Kind

HEARTBEAT = 0.05


class Spy:
    """A kind's feed that counts its store reads and can lose the next batches its hub pushes
    (``drop``: what a stream misses when it falls behind), standing in as its own hub."""

    def __init__(self, feed: Feed) -> None:
        self.feed = feed
        self.stream_id = feed.stream_id
        self.contiguous = feed.contiguous
        self.hub = cast(EventHub, self)
        self.reads = 0
        self.drop = 0

    def listen(self, stream_id: uuid.UUID, listener: Callable[[CommittedBatch], None]) -> Callable[[], None]:
        def lossy(batch: CommittedBatch) -> None:
            if self.drop > 0:
                self.drop -= 1
                return
            listener(batch)

        return self.feed.hub.listen(stream_id, lossy)

    def listen_seats(self, stream_id: uuid.UUID, listener: Callable[[], None]) -> Callable[[], None]:
        return self.feed.hub.listen_seats(stream_id, listener)

    def head(self) -> tuple[int, bool]:
        return self.feed.head()

    def read(self, after: int) -> Sequence[Item]:
        self.reads += 1
        return self.feed.read(after)

    def follow(self, batch: CommittedBatch) -> Sequence[Item] | None:
        return self.feed.follow(batch)

    def idle(self, after: int) -> Sequence[Item]:
        return self.feed.idle(after)


class Reading:
    """What a stream has sent so far, read on demand (a slow client reads nothing meanwhile)."""

    def __init__(self, stream: AsyncIterator[str]) -> None:
        self.stream = stream
        self.text = ""
        self.ended = False

    async def until(self, done: Callable[[Reading], bool], timeout: float = 30.0) -> None:
        """Read until ``done(self)`` or the stream ends; fail after ``timeout`` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done(self) and not self.ended:
            assert loop.time() < deadline, f"timed out; sent so far: {self.text[-2000:]!r}"
            try:
                self.text += await asyncio.wait_for(anext(self.stream), deadline - loop.time())
            except StopAsyncIteration:
                self.ended = True

    def frames(self) -> list[dict[str, Any]]:
        return parse_sse(self.text)[0]

    def ids(self) -> list[int]:
        return [int(f["id"]) for f in self.frames()]

    def comments(self) -> list[str]:
        return parse_sse(self.text)[1]


def _sent_up_to(version: int) -> Callable[[Reading], bool]:
    return lambda reading: bool(reading.ids()) and reading.ids()[-1] >= version


def _check(kind: Kind, reading: Reading, after: int) -> None:
    """Everything after ``after`` exactly once, in order, as the viewer may see it."""
    frames = reading.frames()
    if kind.contiguous:
        assert [f["data"] for f in frames] == kind.expected(after)
        assert [f["id"] for f in frames] == list(range(after + 1, kind.version() + 1))
        assert all(f["event"] == f["data"]["type"] for f in frames)
    else:
        ids = [f["id"] for f in frames]
        assert ids == sorted(set(ids)), "a derived stream's versions only go up"
        assert all(i > after for i in ids)
        assert frames[-1]["data"] == kind.expected(after)[-1]
        assert all(f["event"] == "standings" for f in frames)


def _run(scenario: Callable[[], Any]) -> None:
    asyncio.run(scenario())


def test_resume_by_last_event_id_sends_exactly_what_came_after(kind: Kind) -> None:
    for _ in range(3):
        kind.write()
    resume = kind.version() - 2

    async def scenario() -> None:
        reading = Reading(frames(kind.feed(), resume, heartbeat=HEARTBEAT))
        await reading.until(_sent_up_to(kind.version()))
        _check(kind, reading, resume)
        await asyncio.to_thread(kind.write)  # then live
        await reading.until(_sent_up_to(kind.version()))
        _check(kind, reading, resume)
        assert not reading.ended

    _run(scenario)


def test_a_slow_clients_overflowing_queue_is_refilled_from_the_store(kind: Kind) -> None:
    """Six batches reach a queue of one while the client reads nothing: the queue overflows, and
    the stream reads the store once for all of them — nothing lost, nothing twice."""

    async def scenario() -> None:
        spy = Spy(kind.feed())
        start = kind.version()
        reading = Reading(frames(spy, 0, heartbeat=60.0, queue_size=1))
        await reading.until(_sent_up_to(start))
        assert spy.reads == 1
        for _ in range(6):
            await asyncio.to_thread(kind.write)
        await asyncio.sleep(0.1)  # every batch has reached the (full) queue
        await reading.until(_sent_up_to(kind.version()))
        _check(kind, reading, 0)
        assert spy.reads == 2, "one refill from the store for the whole overflow"

    _run(scenario)


def test_a_gap_after_missed_batches_is_filled_in_from_the_store(kind: Kind) -> None:
    """Two batches never reach the stream; the next one does, and it does not follow the last
    version sent: the missed ones are read from the store and sent first, in order."""

    async def scenario() -> None:
        spy = Spy(kind.feed())
        reading = Reading(frames(spy, 0, heartbeat=60.0))
        await reading.until(_sent_up_to(kind.version()))
        missed_from = kind.version()
        spy.drop = 2
        for _ in range(2):
            await asyncio.to_thread(kind.write)
        assert spy.drop == 0, "both batches were pushed (and lost)"
        await asyncio.to_thread(kind.write)
        await reading.until(_sent_up_to(kind.version()))
        _check(kind, reading, 0)
        assert reading.ids()[-1] == kind.version() > missed_from
        assert spy.reads == 2, "the gap was filled in by one store read"

    _run(scenario)


def test_an_idle_stream_gets_heartbeats_and_stays_live(kind: Kind) -> None:
    async def scenario() -> None:
        reading = Reading(frames(kind.feed(), 0, heartbeat=HEARTBEAT))
        await reading.until(lambda r: len(r.comments()) >= 2)
        assert set(reading.comments()) == {"keep-alive"}
        assert reading.text.startswith("retry: 2000\n\n")
        await asyncio.to_thread(kind.write)
        await reading.until(_sent_up_to(kind.version()))
        _check(kind, reading, 0)

    _run(scenario)


def test_the_final_item_ends_the_stream_and_a_reconnect_is_204(kind: Kind) -> None:
    request = Request({"type": "http", "app": kind.app})

    async def scenario() -> None:
        reading = Reading(frames(kind.feed(), 0, heartbeat=HEARTBEAT))
        await reading.until(_sent_up_to(kind.version()))
        await asyncio.to_thread(kind.finish)
        await reading.until(lambda _r: False, timeout=60)
        assert reading.ended, "the stream ended by itself"
        _check(kind, reading, 0)
        last = reading.ids()[-1]
        assert last == kind.version()
        answer = await serve(request, kind.feed(), last, public=kind.public)
        assert answer.status_code == 204
        # A finished stream resumed from an earlier version sends the rest, then ends.
        again = Reading(frames(kind.feed(), last - 1, heartbeat=HEARTBEAT, ends_at=last))
        await again.until(lambda _r: False)
        assert again.ended
        assert again.ids() == [last]

    _run(scenario)


def test_a_burst_past_the_stream_cap_admits_exactly_the_cap(kind: Kind) -> None:
    """Forty stream requests at once on one event loop, none of them started: the cap's worth
    are admitted, the rest refused naming the cap, and every slot comes back."""
    runtime = kind.app.state.runtime
    request = Request({"type": "http", "app": kind.app})

    async def burst() -> list[Response | BaseException]:
        calls = [serve(request, kind.feed(), 0, public=kind.public) for _ in range(40)]
        return await asyncio.gather(*calls, return_exceptions=True)

    outcomes = asyncio.run(burst())
    made = [o for o in outcomes if isinstance(o, CountedStream)]
    refused = [o for o in outcomes if isinstance(o, TooManyStreams)]
    assert (len(made), len(refused)) == (STREAM_CAP, 40 - STREAM_CAP), outcomes
    assert {(r.status, r.limit) for r in refused} == {(503, "process")}
    assert runtime.streams == STREAM_CAP
    for response in made:
        response.release()
    assert runtime.streams == 0


@pytest.mark.parametrize("queue", ["roomy", "full"])
def test_a_seat_signal_ends_a_revoked_stream_at_once_even_past_a_full_queue(kind: Kind, queue: str) -> None:
    """The credential check is the loop's, whatever the feed: when this process frees a seat of
    the stream (``EventHub.seat_changed``), the stream checks its credential before anything
    else — also when the signal finds the slow client's queue full — and a revoked one ends it
    with nothing more sent.  The heartbeat is a minute away."""
    revoked = threading.Event()
    checks: list[bool] = []

    def revalidate() -> None:
        checks.append(revoked.is_set())
        if revoked.is_set():
            raise Forbidden("seat", "the seat was left")

    async def scenario() -> None:
        feed = kind.feed()
        reading = Reading(frames(feed, 0, heartbeat=60.0, revalidate=revalidate, queue_size=1))
        await reading.until(_sent_up_to(kind.version()))
        sent = reading.ids()[-1]
        if queue == "full":
            await asyncio.to_thread(kind.write)  # waits in the queue of one
        revoked.set()
        await asyncio.to_thread(feed.hub.seat_changed, feed.stream_id)
        await asyncio.sleep(0.1)
        await reading.until(lambda _r: False, timeout=10)
        assert reading.ended
        assert reading.ids()[-1] == sent, "nothing was sent after the revocation"
        assert checks[-1] is True, "the last check found the credential revoked"
        assert checks.count(True) == 1

    _run(scenario)
