"""Faults between the event store and its database: a TCP proxy in front of PostgreSQL that cuts
an event-store connection at a chosen moment, and :class:`LostConnection`, the same faults as an
in-process hook (``EventStore.fault_hook``) for both backends.

Tests point ``MAUMAU_DATABASE_URL`` (or a ``Settings``) at :attr:`FaultProxy.port` instead of
5432; every connection is forwarded unchanged until the test *arms* a fault.  Then the next
event-store append is cut.  An append is the one statement ``SELECT maumau_append(...)`` on an
autocommit connection (migration 0020; recognised in the client's message by the function's
name), or, on a schema the library created itself, its pipelined insert transaction
(recognised in the server's replies by the ``LOCK TABLE`` completion only it sends):

* ``"lost_commit_reply"``: PostgreSQL committed and the client never hears of it (its outcome is
  unknown): the one statement's replies up to ``ReadyForQuery`` (sent once the implicit
  transaction committed), or the transaction's ``COMMIT`` completion, are swallowed and both
  sockets closed;
* ``"before_commit"``: nothing is stored: the one statement never reaches the server (both
  sockets are closed instead), or the reply to the ``INSERT`` is swallowed and both sockets are
  closed before the client can send ``COMMIT`` (PostgreSQL rolls the transaction back).

Bounded on purpose: it listens on 127.0.0.1 only, forwards to one loopback target, runs one
selector thread, and :meth:`close` (or leaving the ``with`` block) stops it and closes every
socket.  Protocol knowledge is limited to the two CommandComplete tags it looks for.
"""

from __future__ import annotations

import contextlib
import selectors
import socket
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from eventsourcing.persistence import OperationalError

from infrastructure.adapters.event_store import PreparedAppend

Fault = Literal["lost_commit_reply", "before_commit"]

# CommandComplete messages: 'C', int32 length (itself + tag + NUL), the tag, NUL.
_LOCK_TABLE = b"C\x00\x00\x00\x0fLOCK TABLE\x00"
_COMMIT = b"C\x00\x00\x00\x0bCOMMIT\x00"
_INSERT = b"INSERT 0 "
_APPEND = b"maumau_append"  # the one-statement append's function, in the client's Parse message
_READY = b"Z\x00\x00\x00\x05"  # ReadyForQuery: the implicit transaction is over
_TAIL = 16  # bytes kept between chunks so a tag split across two reads is still seen


@dataclass
class _Pair:
    """One proxied connection: the client's socket, the server's, and what the server said."""

    client: socket.socket
    server: socket.socket
    tail: bytes = b""
    locked: bool = False  # a LOCK TABLE (event-store insert) is open in the current transaction
    appending: bool = False  # a one-statement append was sent: its replies are a lost commit's
    closed: bool = False
    notes: list[str] = field(default_factory=list)


class FaultProxy:
    """Forward 127.0.0.1:<port> to ``target`` and cut event-store inserts when armed."""

    def __init__(self, target_port: int = 5432, target_host: str = "127.0.0.1") -> None:
        """Listen on a free loopback port at once; the selector thread starts in :meth:`start`."""
        if target_host not in ("127.0.0.1", "localhost", "::1"):
            msg = "the fault proxy only forwards to a loopback address"
            raise ValueError(msg)
        self._target = (target_host, target_port)
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(64)
        self._listener.setblocking(False)
        self.port: int = self._listener.getsockname()[1]
        self._selector = selectors.DefaultSelector()
        self._lock = threading.Lock()
        self._armed: list[Fault] = []
        self._pairs: list[_Pair] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="fault-proxy", daemon=True)
        #: The faults carried out so far, in order.
        self.cuts: list[Fault] = []
        #: How many client connections were accepted.
        self.connections = 0

    def url(self, database_url: str) -> str:
        """``database_url`` (``postgresql://user@127.0.0.1:5432/db``) rerouted through the proxy."""
        from sqlalchemy.engine import make_url

        url = make_url(database_url).set(host="127.0.0.1", port=self.port)
        return url.render_as_string(hide_password=False)

    def arm(self, fault: Fault, times: int = 1) -> None:
        """Carry out ``fault`` on the next ``times`` event-store insert transactions."""
        with self._lock:
            self._armed.extend([fault] * times)

    @property
    def armed(self) -> int:
        """How many armed faults are still waiting for an insert."""
        with self._lock:
            return len(self._armed)

    def start(self) -> FaultProxy:
        """Start forwarding (returns ``self``)."""
        self._selector.register(self._listener, selectors.EVENT_READ, None)
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop the thread and close every socket (idempotent)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)
        for pair in list(self._pairs):
            self._drop(pair)
        self._listener.close()
        self._selector.close()

    def __enter__(self) -> FaultProxy:
        """Start the proxy for a ``with`` block."""
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        """Close the proxy."""
        self.close()

    # ------------------------------------------------------------------ the selector loop
    def _run(self) -> None:
        """Accept and forward until :meth:`close`; the 0.1 s select timeout bounds the stop."""
        while not self._stop.is_set():
            for key, _ in self._selector.select(timeout=0.1):
                if key.data is None:
                    self._accept()
                else:
                    pair, from_server = key.data
                    self._forward(pair, from_server)

    def _accept(self) -> None:
        """Take a client connection and open its server connection."""
        try:
            client, _ = self._listener.accept()
        except BlockingIOError:
            return
        try:
            server = socket.create_connection(self._target, timeout=5)
        except OSError:
            client.close()
            return
        for sock in (client, server):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            sock.settimeout(5)  # sendall never blocks forever
        pair = _Pair(client, server)
        self._pairs.append(pair)
        self.connections += 1
        self._selector.register(client, selectors.EVENT_READ, (pair, False))
        self._selector.register(server, selectors.EVENT_READ, (pair, True))

    def _forward(self, pair: _Pair, from_server: bool) -> None:
        """Move one chunk across, unless it is the reply an armed fault swallows."""
        source, sink = (pair.server, pair.client) if from_server else (pair.client, pair.server)
        try:
            chunk = source.recv(65536)
        except OSError:
            chunk = b""
        if not chunk:
            self._drop(pair)
            return
        if from_server and self._cut_here(pair, chunk):
            self._drop(pair)
            return
        if not from_server and _APPEND in chunk and self._cut_append(pair):
            self._drop(pair)
            return
        try:
            sink.sendall(chunk)
        except OSError:
            self._drop(pair)

    def _cut_append(self, pair: _Pair) -> bool:
        """A one-statement append goes out: True to drop it unsent (``before_commit``); a
        ``lost_commit_reply`` waits for its replies."""
        with self._lock:
            fault = self._armed[0] if self._armed else None
            if fault == "before_commit":
                self._armed.pop(0)
                self.cuts.append(fault)
                return True
            if fault == "lost_commit_reply":
                self._armed.pop(0)
                pair.appending = True
        return False

    def _cut_here(self, pair: _Pair, chunk: bytes) -> bool:
        """Follow the server's replies; True when an armed fault applies to this chunk."""
        if pair.appending and _READY in chunk:  # committed; the client never hears of it
            pair.appending = False
            with self._lock:
                self.cuts.append("lost_commit_reply")
            return True
        seen = pair.tail + chunk
        fresh = len(pair.tail)  # a tag must end beyond the tail, or it was seen last time
        pair.tail = seen[-_TAIL:]
        lock_at = _find_new(seen, _LOCK_TABLE, fresh)
        if lock_at >= 0:
            pair.locked = True
        if not pair.locked:
            return False
        insert_at = _find_new(seen, _INSERT, fresh, start=max(lock_at, 0))
        commit_at = _find_new(seen, _COMMIT, fresh, start=max(lock_at, 0))
        with self._lock:
            fault = self._armed[0] if self._armed else None
            cut = (fault == "before_commit" and insert_at >= 0) or (fault == "lost_commit_reply" and commit_at >= 0)
            if cut and fault is not None:
                self._armed.pop(0)
                self.cuts.append(fault)
        if commit_at >= 0:
            pair.locked = False
        return cut

    def _drop(self, pair: _Pair) -> None:
        """Close both sockets of a pair (the server then ends its backend)."""
        if pair.closed:
            return
        pair.closed = True
        for sock in (pair.client, pair.server):
            with contextlib.suppress(KeyError, ValueError):
                self._selector.unregister(sock)
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
        self._pairs.remove(pair)


def _find_new(data: bytes, tag: bytes, fresh: int, start: int = 0) -> int:
    """Where ``tag`` first occurs in ``data`` at or after ``start`` and ends after ``fresh``; -1."""
    at = data.find(tag, start)
    while at >= 0 and at + len(tag) <= fresh:
        at = data.find(tag, at + 1)
    return at


class LostConnection:
    """A :data:`~infrastructure.adapters.event_store.FaultHook`: the event store's connection breaks at
    ``stage`` (``"after_commit"``: the reply of a committed insert is lost; ``"before_insert"``:
    nothing was written) for the next ``times`` insert transactions.

    ``meanwhile`` runs just before the failure (e.g. another writer appends); ``calls`` records
    every stage reached and the streams of the batches in that transaction.
    """

    def __init__(
        self, stage: str = "after_commit", times: int = 1, meanwhile: Callable[[], object] | None = None
    ) -> None:
        """Break at ``stage`` the next ``times`` times."""
        self.stage = stage
        self.times = times
        self.meanwhile = meanwhile
        self.calls: list[tuple[str, tuple[uuid.UUID, ...]]] = []
        self.failures = 0

    def __call__(self, stage: str, batches: Sequence[PreparedAppend]) -> None:
        """Record the stage; raise the library's ``OperationalError`` when armed for it."""
        self.calls.append((stage, tuple(b.stream_id for b in batches)))
        if stage == self.stage and self.times > 0:
            self.times -= 1
            self.failures += 1
            if self.meanwhile is not None:
                self.meanwhile()
            msg = "server closed the connection unexpectedly (injected)"
            raise OperationalError(msg)
