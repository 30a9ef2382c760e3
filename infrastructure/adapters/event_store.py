"""Append-only event store for game streams, backed by the eventsourcing library's recorders.

The eventsourcing library is used only as storage: its ``ApplicationRecorder`` (SQLite or
PostgreSQL with a psycopg 3 pool) gives us per-stream optimistic concurrency (primary key
``(originator_id, originator_version)``) and a totally ordered notification log that projections
follow. Our domain events are plain objects, not library aggregates: a *codec* supplied by the
domain turns each event into ``(topic, payload)`` and back.

Each stored row holds:

* ``topic``: the domain's explicit, stable topic (e.g. ``"maumau.CardPlayed"``), never a module
  path, so moving a file never orphans history;
* ``state``: compact UTF-8 JSON ``{"t": recorded_at ISO-8601 UTC, "m": metadata, "e": payload}``.

Every batch carries a request id (metadata ``"rid"``, one per append, given by the caller or
made here).  An insert whose outcome is unknown — the connection broke during or after
``COMMIT``, or the library's automatic retry of such an insert hit the primary key — is resolved
by *reading back* the batch's first version: our request id there means it was stored (a normal
success), another one means a concurrent append won (:class:`VersionConflict`), nothing there
means it was not stored and the same records are inserted again.  Nobody decides again on an
unknown outcome.

Table names are fixed and identical on both backends (``maumau_events``, ``maumau_snapshots``):
they are what the library's PostgreSQL factory derives for an application named ``maumau``, and
Alembic revision 0001 creates exactly those tables (see ``migrations/``).
"""

from __future__ import annotations

import contextlib
import json
import re
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Generic, Protocol, TypeVar

from eventsourcing.persistence import (
    AggregateRecorder,
    ApplicationRecorder,
    IntegrityError,
    InterfaceError,
    OperationalError,
    PersistenceError,
    StoredEvent,
)
from eventsourcing.utils import retry
from sqlalchemy import Connection, bindparam, text

from infrastructure.adapters.database_wait import past_deadline
from infrastructure.adapters.settings import Settings, libpq_params, sqlite_memory_name

__all__ = [
    "EVENTS_TABLE",
    "REQUEST_ID",
    "SNAPSHOTS_TABLE",
    "Codec",
    "EventStore",
    "EventStoreNotReady",
    "FaultHook",
    "ForeignEvent",
    "Notification",
    "PreparedAppend",
    "RecordedEvent",
    "Snapshot",
    "TopicCodec",
    "VersionConflict",
    "build_event_store",
    "last_recorded",
    "unsafe_writers",
]

#: Application name; the library's PostgreSQL factory would derive the table names below from it.
APPLICATION_NAME = "maumau"
#: The event table (streams and notification log).
EVENTS_TABLE = f"{APPLICATION_NAME}_events"
#: Optional per-stream snapshots (same layout as events, without a notification id).
SNAPSHOTS_TABLE = f"{APPLICATION_NAME}_snapshots"

_UNSAFE_WRITERS_SQL = (
    "SELECT count(*) FROM pg_locks l WHERE l.locktype = 'relation' "
    "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
    "AND l.relation = CAST(:table AS regclass) AND l.granted AND l.mode = 'RowExclusiveLock' "
    "AND l.pid <> pg_backend_pid() AND NOT EXISTS (SELECT 1 FROM pg_locks x WHERE x.pid = l.pid "
    "AND x.locktype = 'relation' AND x.relation = l.relation AND x.granted AND x.mode = 'ExclusiveLock')"
)


def unsafe_writers(conn: Connection) -> int:
    """PostgreSQL: how many transactions are inserting into the events table *without* the
    recorder's table lock right now.  Such a writer can still fill a gap in the notification ids
    below ids already visible, so a follower of the log (the projection runner, the durable
    reactions) must not read past a gap while this is non-zero; with none, every gap is final (a
    rolled-back transaction's ids are never reused)."""
    return int(conn.execute(text(_UNSAFE_WRITERS_SQL), {"table": EVENTS_TABLE}).scalar_one())


_LAST_RECORDED_SQL = (
    "SELECT e.originator_id, e.state FROM maumau_events e WHERE e.originator_id IN :ids "
    "AND e.originator_version = (SELECT max(m.originator_version) FROM maumau_events m "
    "WHERE m.originator_id = e.originator_id)"
)


def last_recorded(conn: Connection, stream_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, datetime]:
    """When each of ``stream_ids`` last had an event recorded (aware UTC); a stream without
    events is left out.  One query: the newest row of each stream, found through the primary
    key ``(originator_id, originator_version)``, read on ``conn`` (an engine on the store's
    database); nothing is written, so a listing may call it without touching the write path."""
    if not stream_ids:
        return {}
    sqlite = conn.dialect.name == "sqlite"
    keys = [s.hex if sqlite else s for s in stream_ids]
    stmt = text(_LAST_RECORDED_SQL).bindparams(bindparam("ids", expanding=True))
    out: dict[uuid.UUID, datetime] = {}
    for originator_id, state in conn.execute(stmt, {"ids": keys}).all():
        stream_id = originator_id if isinstance(originator_id, uuid.UUID) else uuid.UUID(str(originator_id))
        out[stream_id] = datetime.fromisoformat(json.loads(bytes(state))["t"]).astimezone(UTC)
    return out


E = TypeVar("E")

#: The metadata field holding a batch's request id: how a batch is recognised on reading back.
REQUEST_ID = "rid"

#: Errors after which an insert may or may not have committed (the connection broke).
_OUTCOME_UNKNOWN = (OperationalError, InterfaceError)
#: How often a batch found *not* stored after such an error is inserted again before giving up.
_MAX_UNKNOWN_ROUNDS = 3

FaultHook = Callable[[str, Sequence["PreparedAppend"]], None]
"""Test-only injection point: called with ``"before_insert"`` and ``"after_commit"`` around every
insert transaction and the batches in it.  Raising ``OperationalError`` at ``"after_commit"``
stands for a reply lost after PostgreSQL committed; at ``"before_insert"`` for a connection lost
before anything was written."""

_TOPIC_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$")
_json_encoder = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False)
_json_dumps = _json_encoder.encode
_json_loads = json.loads


class Codec(Protocol[E]):
    """What the domain provides to store its events: a stable topic plus a JSON-able payload.

    A module with two functions ``encode`` and ``decode`` satisfies this protocol, and so does any
    object with those two methods.
    """

    def encode(self, event: E, /) -> tuple[str, dict[str, Any]]:
        """Return ``(topic, payload)`` for an event; the payload must be JSON-serialisable."""
        ...

    def decode(self, topic: str, payload: dict[str, Any], /) -> E:
        """Rebuild an event from its topic and payload (raise on an unknown topic)."""
        ...


@dataclass(frozen=True, slots=True)
class ForeignEvent:
    """An event whose topic prefix no codec of a lenient :class:`TopicCodec` knows: another kind
    of stream in the same log, kept opaque (topic and payload) so a reader can skip it."""

    topic: str
    payload: dict[str, Any]


class TopicCodec:
    """A :class:`Codec` that dispatches by topic prefix across several codecs (one per game).

    ``codecs`` maps a prefix such as ``"maumau."`` to the codec of the topics starting with it
    (a :class:`domain.decider.Decider` is one).  Decoding picks the codec by the topic's prefix;
    a prefix nobody registered raises ``KeyError``, or — with ``foreign=True``, for readers of the
    whole log such as the projection runner — yields a :class:`ForeignEvent`.  Encoding learns
    once per event type which codec encodes it (the first whose topic carries its prefix), so the
    hot path costs one dictionary lookup.
    """

    def __init__(self, codecs: Mapping[str, Codec[Any]], *, foreign: bool = False) -> None:
        """Route ``codecs`` by prefix (each prefix ends with a dot); see the class docstring."""
        bad = [p for p in codecs if not p.endswith(".") or "." in p[:-1]]
        if bad or not codecs:
            msg = f"topic prefixes must be one name and a dot ('maumau.'), got {sorted(codecs) or 'none'}"
            raise ValueError(msg)
        self._codecs = dict(codecs)
        # The codecs' own functions, looked up once (no extra call frame per event on reads).
        self._decoders = {prefix: codec.decode for prefix, codec in codecs.items()}
        self._foreign = foreign
        self._encoders: dict[type, Callable[[Any], tuple[str, dict[str, Any]]]] = {}

    @property
    def prefixes(self) -> tuple[str, ...]:
        """The registered topic prefixes, in registration order."""
        return tuple(self._codecs)

    def encode(self, event: Any, /) -> tuple[str, dict[str, Any]]:
        """``(topic, payload)`` by the codec that owns the event's type."""
        encoder = self._encoders.get(type(event))
        if encoder is None:
            encoder = self._learn(event)
        return encoder(event)

    def decode(self, topic: str, payload: dict[str, Any], /) -> Any:
        """The event by the codec of the topic's prefix (see the class docstring)."""
        decode = self._decoders.get(topic[: topic.find(".") + 1])
        if decode is None:
            if self._foreign:
                return ForeignEvent(topic, payload)
            raise KeyError(f"no codec for topic {topic!r} (known prefixes: {', '.join(self._codecs)})")
        return decode(topic, payload)

    def _learn(self, event: Any) -> Callable[[Any], tuple[str, dict[str, Any]]]:
        """Find (and remember) the codec whose topics the event's type encodes to."""
        for prefix, codec in self._codecs.items():
            try:
                topic, _ = codec.encode(event)
            except Exception:  # noqa: S112 - not this codec's event: try the next one
                continue
            if isinstance(topic, str) and topic.startswith(prefix):
                self._encoders[type(event)] = codec.encode
                return codec.encode
        msg = f"no registered codec encodes {type(event).__name__} (prefixes: {', '.join(self._codecs)})"
        raise ValueError(msg)


class VersionConflict(Exception):
    """The stream is not at the expected version: someone else appended first (or the caller's
    expected version is ahead of the stream). Reload the stream and decide again."""

    def __init__(self, stream_id: uuid.UUID, expected_version: int, detail: str = "") -> None:
        """Record which stream and version conflicted, for retries and HTTP 409 answers."""
        self.stream_id = stream_id
        self.expected_version = expected_version
        message = f"stream {stream_id} is not at version {expected_version}"
        super().__init__(f"{message}: {detail}" if detail else message)


class EventStoreNotReady(RuntimeError):
    """The event store's tables are missing (run ``maumau db upgrade``) or the database is down."""


@dataclass(frozen=True, slots=True)
class RecordedEvent(Generic[E]):
    """One event of a stream as stored: its position in the stream and when it was recorded."""

    stream_id: uuid.UUID
    version: int
    event: E
    recorded_at: datetime
    metadata: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Notification(Generic[E]):
    """One entry of the global notification log (all streams, in commit order) for projections.

    ``notification_id`` grows strictly but may have gaps (PostgreSQL sequences skip values of
    rolled-back transactions); never assume ``previous + 1``.
    """

    notification_id: int
    stream_id: uuid.UUID
    version: int
    topic: str
    event: E
    recorded_at: datetime
    metadata: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class PreparedAppend:
    """A batch of one stream encoded for the store, not yet written (see
    :meth:`EventStore.append_prepared`, which writes several in one transaction)."""

    stream_id: uuid.UUID
    expected_version: int
    records: tuple[StoredEvent, ...]
    request_id: str = ""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A stored fold of a stream up to ``version``; the payload's meaning belongs to its topic."""

    stream_id: uuid.UUID
    version: int
    topic: str
    payload: dict[str, Any]
    recorded_at: datetime


def _now_iso() -> str:
    """Current UTC time as ISO-8601 with microseconds (the envelope's ``t``)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


class EventStore(Generic[E]):
    """Streams of domain events with optimistic concurrency, plus the notification log.

    Thread-safe: the underlying recorders use connection pools. Close it (or use it as a context
    manager) to release the pool.
    """

    def __init__(
        self,
        recorder: ApplicationRecorder,
        encode: Callable[[E], tuple[str, dict[str, Any]]],
        decode: Callable[[str, dict[str, Any]], E],
        *,
        snapshots: AggregateRecorder | None = None,
        datastore: Any = None,
    ) -> None:
        """Wrap a library ``ApplicationRecorder`` with the domain's ``encode``/``decode``.

        ``datastore`` (the library datastore holding the connection pool) is closed by
        :meth:`close`. Prefer :func:`build_event_store`, which wires all of this from settings.
        """
        self._recorder = recorder
        self._snapshots = snapshots
        self._datastore = datastore
        self._encode = encode
        self._decode = decode
        self._valid_topics: set[str] = set()
        #: Test-only fault injection (see :data:`FaultHook`); ``None`` in production.
        self.fault_hook: FaultHook | None = None

    # ------------------------------------------------------------------ writing
    def append(
        self,
        stream_id: uuid.UUID,
        expected_version: int,
        events: Sequence[E],
        *,
        metadata: Mapping[str, Any] | None = None,
    ) -> list[int]:
        """Append ``events`` at versions ``expected_version + 1, + 2, ...`` atomically.

        ``expected_version`` is the version the caller folded (0 for a new stream). All events of
        one call share one ``recorded_at`` and the same ``metadata`` (e.g. acting seat, idempotency
        key) plus a request id (``metadata["rid"]``, made here unless given). Returns the
        notification ids given to the events (empty for no events).

        Raises :class:`VersionConflict` when another writer got there first (the library's
        ``IntegrityError`` on the primary key, and another request id at that version) or when
        the stream is not yet at ``expected_version`` (which would otherwise leave a gap in the
        stream). An append whose outcome was unknown is resolved by reading back (module
        docstring); ``OperationalError`` is raised only when even that failed.
        """
        prepared = self.prepare_append(stream_id, expected_version, events, metadata=metadata)
        if not prepared.records:
            return []
        if expected_version > 0 and not self._recorder.select_events(
            stream_id, gt=expected_version - 1, lte=expected_version, limit=1
        ):
            # Versions are never deleted, so if version N exists now it still exists at insert
            # time: the primary key on N+1 then guarantees a gap-free stream.
            raise VersionConflict(stream_id, expected_version, "the stream is behind that version")
        outcome = self._write([prepared])[0]
        if isinstance(outcome, VersionConflict):
            raise outcome
        return outcome

    def prepare_append(
        self,
        stream_id: uuid.UUID,
        expected_version: int,
        events: Sequence[E],
        *,
        metadata: Mapping[str, Any] | None = None,
    ) -> PreparedAppend:
        """Encode a batch for :meth:`append_prepared` (the work that needs no database).

        Same arguments and envelope as :meth:`append`; nothing is written.  The batch's request
        id is ``metadata["rid"]`` when given, else a new uuid4 hex added to the metadata.
        """
        if expected_version < 0:
            msg = f"expected_version must be >= 0, got {expected_version}"
            raise ValueError(msg)
        meta = dict(metadata) if metadata else {}
        request_id = meta.get(REQUEST_ID)
        if not isinstance(request_id, str) or not request_id:
            request_id = meta[REQUEST_ID] = uuid.uuid4().hex
        # Every event of the call shares the envelope's head; only the payload differs.
        meta_json = _json_dumps(meta)
        head = '{"t":' + _json_dumps(_now_iso()) + ',"m":' + meta_json + ',"e":'
        stored = []
        for offset, event in enumerate(events, start=1):
            topic, payload = self._encode(event)
            if topic not in self._valid_topics:
                self._check_topic(topic)
            stored.append(
                StoredEvent(
                    originator_id=stream_id,
                    originator_version=expected_version + offset,
                    topic=topic,
                    state=(head + _json_dumps(payload) + "}").encode(),
                )
            )
        return PreparedAppend(stream_id, expected_version, tuple(stored), request_id)

    def append_prepared(self, batches: Sequence[PreparedAppend]) -> list[VersionConflict | None]:
        """Insert several prepared batches in ONE transaction (group commit); per batch, ``None``
        when it was written or the :class:`VersionConflict` that refused it.

        For callers that know each stream holds its ``expected_version`` (they folded it from
        this store), so, unlike :meth:`append`, no gap check is made: a batch can only lose to a
        concurrent append.  Give at most one batch per stream.  If any batch conflicts, the
        whole transaction is rolled back, every batch is read back (the losers find another
        request id at their version) and the others are inserted again together, so only the
        losers fail.  Notification ids follow the order of ``batches``.  An unknown outcome is
        resolved per batch by reading back, as in :meth:`append`.
        """
        batches = [b for b in batches if b.records]
        if not batches:
            return []
        return [o if isinstance(o, VersionConflict) else None for o in self._write(batches)]

    def _write(self, batches: Sequence[PreparedAppend]) -> list[list[int] | VersionConflict]:
        """Insert ``batches`` in one transaction; per batch its notification ids or the conflict.

        A duplicate key or a broken connection leaves some outcomes unknown: each batch still
        pending is then read back.  Our request id at its first version: it was stored (its ids
        are taken from the row).  Another one: it lost.  Nothing: it was not stored, and the
        pending ones are inserted again (the same records, never a new decision).
        """
        results: list[list[int] | VersionConflict | None] = [None] * len(batches)
        pending = list(range(len(batches)))
        unknown_rounds = 0
        while pending:
            try:
                ids = self._insert([batches[i] for i in pending])
            except IntegrityError:
                broken: PersistenceError | None = None
            except _OUTCOME_UNKNOWN as error:
                broken = error
            else:
                at = 0
                for i in pending:
                    size = len(batches[i].records)
                    results[i] = ids[at : at + size]
                    at += size
                break
            still = []
            for i in pending:
                batch = batches[i]
                stored = self._read_back(batch)
                if stored is None:
                    still.append(i)
                elif stored[0] == batch.request_id:
                    results[i] = stored[1]
                else:
                    results[i] = VersionConflict(batch.stream_id, batch.expected_version, "a concurrent append won")
            if broken is not None:
                unknown_rounds += 1
                if still and (unknown_rounds >= _MAX_UNKNOWN_ROUNDS or past_deadline()):
                    if isinstance(broken, OperationalError):
                        raise broken
                    msg = f"the database stayed unreachable: {broken}"
                    raise OperationalError(msg) from broken  # one type for "unavailable" (503)
            elif len(still) == len(pending):
                # A duplicate key, yet no batch's first version is taken: a gap or two batches
                # of one stream (caller errors). Report them as conflicts rather than loop.
                for i in still:
                    batch = batches[i]
                    results[i] = VersionConflict(
                        batch.stream_id, batch.expected_version, "the stream is not at that version"
                    )
                still = []
            pending = still
        return [r if r is not None else [] for r in results]

    def _insert(self, batches: Sequence[PreparedAppend]) -> list[int]:
        """One insert transaction for ``batches`` (the library retries broken connections);
        calls the test-only :attr:`fault_hook` around it."""
        hook = self.fault_hook
        if hook is not None:
            hook("before_insert", batches)
        ids = self._recorder.insert_events([r for b in batches for r in b.records])
        if hook is not None:
            hook("after_commit", batches)
        return list(ids or ())

    def _read_back(self, batch: PreparedAppend) -> tuple[str | None, list[int]] | None:
        """Who stored the batch's versions: ``(request id, notification ids)`` of the rows there,
        or ``None`` when its first version is free."""
        rows = _select_batch(self._recorder, batch.stream_id, batch.expected_version, len(batch.records))
        if not rows:
            return None
        head = _json_loads(rows[0][1])["m"].get(REQUEST_ID)
        return (head if isinstance(head, str) else None), [row[0] for row in rows]

    def _check_topic(self, topic: str) -> None:
        """Reject topics that are not explicit dotted names (``maumau.CardPlayed``)."""
        if not isinstance(topic, str) or not _TOPIC_RE.fullmatch(topic):
            msg = (
                f"invalid event topic {topic!r}: use an explicit, stable dotted name such as "
                "'maumau.CardPlayed' (never a module path with ':')"
            )
            raise ValueError(msg)
        self._valid_topics.add(topic)

    # ------------------------------------------------------------------ reading
    def load(
        self,
        stream_id: uuid.UUID,
        after_version: int = 0,
        upto_version: int | None = None,
    ) -> list[RecordedEvent[E]]:
        """Return the stream's events with ``after_version < version <= upto_version``, in order.

        An unknown stream yields ``[]``. ``upto_version`` serves replays "as of version N".
        """
        rows = self._recorder.select_events(
            stream_id, gt=after_version if after_version > 0 else None, lte=upto_version
        )
        decode = self._decode
        result = []
        for row in rows:
            envelope = _json_loads(row.state)
            result.append(
                RecordedEvent(
                    stream_id=stream_id,
                    version=row.originator_version,
                    event=decode(row.topic, envelope["e"]),
                    recorded_at=datetime.fromisoformat(envelope["t"]),
                    metadata=envelope["m"],
                )
            )
        return result

    def current_version(self, stream_id: uuid.UUID) -> int:
        """The stream's last version (0 when it has no events), without loading it."""
        rows = self._recorder.select_events(stream_id, desc=True, limit=1)
        return rows[0].originator_version if rows else 0

    def read_notifications(
        self,
        start: int,
        limit: int,
        *,
        stop: int | None = None,
        topics: Sequence[str] = (),
        wanted: Callable[[str], bool] | None = None,
    ) -> list[Notification[E]]:
        """Return up to ``limit`` log entries with ``start <= notification_id (<= stop)``, in order.

        ``start`` is inclusive (the first id is 1): a projection that processed id ``n`` asks for
        ``start=n + 1``. ``topics`` filters server-side, but the caller's tracking position must
        still advance past skipped ids (use :meth:`max_notification_id` or the last id seen).
        ``wanted(topic)`` drops rows before they are decoded (a topic-prefix filter; ``limit``
        counts the rows read, so a short answer is not the end of the log).
        """
        rows = self._recorder.select_notifications(start, limit, stop=stop, topics=topics)
        decode = self._decode
        result = []
        for row in rows:
            if wanted is not None and not wanted(row.topic):
                continue
            envelope = _json_loads(row.state)
            stream_id = row.originator_id  # a UUID on both backends; str only if misconfigured
            if not isinstance(stream_id, uuid.UUID):
                stream_id = uuid.UUID(stream_id)
            result.append(
                Notification(
                    notification_id=row.id,
                    stream_id=stream_id,
                    version=row.originator_version,
                    topic=row.topic,
                    event=decode(row.topic, envelope["e"]),
                    recorded_at=datetime.fromisoformat(envelope["t"]),
                    metadata=envelope["m"],
                )
            )
        return result

    @property
    def origin(self) -> str | None:
        """The token this store's commits announce themselves with (PostgreSQL; ``None`` on
        SQLite, which announces nothing): :mod:`infrastructure.adapters.announcements`."""
        origin = getattr(self._recorder, "origin", None)
        return origin if isinstance(origin, str) else None

    def max_notification_id(self) -> int:
        """The highest notification id so far (0 when the store is empty)."""
        return self._recorder.max_notification_id() or 0

    # ------------------------------------------------------------------ snapshots
    def save_snapshot(self, stream_id: uuid.UUID, version: int, topic: str, payload: dict[str, Any]) -> None:
        """Store a fold of the stream up to ``version`` (idempotent for the same version).

        Snapshots are an optimisation only: the events stay the source of truth, and a snapshot
        whose topic the caller no longer understands should simply be ignored.
        """
        if self._snapshots is None:
            msg = "this event store has no snapshot table"
            raise RuntimeError(msg)
        self._check_topic(topic)
        state = _json_dumps({"t": _now_iso(), "m": {}, "e": payload}).encode()
        with contextlib.suppress(IntegrityError):  # a snapshot at this version exists already
            self._snapshots.insert_events([StoredEvent(stream_id, version, topic, state)])

    def load_snapshot(self, stream_id: uuid.UUID, upto_version: int | None = None) -> Snapshot | None:
        """The latest snapshot at or below ``upto_version`` (None if there is none)."""
        if self._snapshots is None:
            return None
        rows = self._snapshots.select_events(stream_id, lte=upto_version, desc=True, limit=1)
        if not rows:
            return None
        envelope = _json_loads(rows[0].state)
        return Snapshot(
            stream_id=stream_id,
            version=rows[0].originator_version,
            topic=rows[0].topic,
            payload=envelope["e"],
            recorded_at=datetime.fromisoformat(envelope["t"]),
        )

    # ------------------------------------------------------------------ lifecycle
    def close(self) -> None:
        """Release the connection pool. The store must not be used afterwards."""
        if self._datastore is not None:
            self._datastore.close()
            self._datastore = None

    def __enter__(self) -> EventStore[E]:
        """Use the store as a context manager that closes its pool on exit."""
        return self

    def __exit__(self, *exc_info: object) -> None:
        """Close the pool."""
        self.close()


def build_event_store(settings: Settings, codec: Codec[E]) -> EventStore[E]:
    """Open the event store described by ``settings`` with the domain's ``codec``.

    PostgreSQL: a psycopg 3 pool (``pool_size`` + ``max_overflow``), the library's database
    functions off (so inserts take the table lock that keeps notification ids in commit order),
    a 5 s idle-in-transaction timeout, and tables created only when ``settings.create_tables``
    (production runs Alembic instead). SQLite: one file (WAL mode), tables created when
    ``create_tables``.

    Raises :class:`EventStoreNotReady` when the tables are missing and ``create_tables`` is off.
    """
    if settings.is_postgres:
        return _build_postgres(settings, codec)
    return _build_sqlite(settings, codec)


def _build_postgres(settings: Settings, codec: Codec[E]) -> EventStore[E]:
    """Wire the library's PostgreSQL datastore and recorders (the events' recorder announces
    each commit's origin and topics, :mod:`infrastructure.adapters.announcements`)."""
    from eventsourcing.postgres import (
        PostgresAggregateRecorder,
        PostgresDatastore,
    )

    from infrastructure.adapters.announcements import AnnouncingRecorder

    url = settings.sqlalchemy_url
    params = libpq_params(url)
    datastore = PostgresDatastore(
        dbname=params.pop("dbname"),
        host=params.pop("host"),
        port=params.pop("port"),
        user=params.pop("user"),
        password=params.pop("password"),
        connect_timeout=settings.pool_timeout,
        idle_in_transaction_session_timeout=5,
        pool_size=settings.pool_size,
        max_overflow=settings.max_overflow,
        enable_db_functions=False,
    )
    pool_kwargs: Any = datastore.pool.kwargs  # a dict: the datastore passed one
    pool_kwargs.update(params)  # target_session_attrs and the rest (the pool opens later)
    try:
        recorder = AnnouncingRecorder(datastore, events_table_name=EVENTS_TABLE)
        snapshots = PostgresAggregateRecorder(datastore, events_table_name=SNAPSHOTS_TABLE)
        if settings.create_tables:
            recorder.create_table()
            snapshots.create_table()
        elif recorder.stored_event_type_name not in datastore.psycopg_python_types:
            msg = (
                f"PostgreSQL database {url.database!r} has no event store schema "
                f"(type {recorder.stored_event_type_name!r} missing): run `maumau db upgrade`"
            )
            raise EventStoreNotReady(msg)
        _probe(recorder)
        recorder.one_statement = _has_append_function(datastore)
    except BaseException:
        datastore.close()
        raise
    return EventStore(recorder, codec.encode, codec.decode, snapshots=snapshots, datastore=datastore)


def _has_append_function(datastore: Any) -> bool:
    """Whether migration 0020's one-statement append exists (a schema the library created
    itself has none: appends then take the library's pipelined transaction)."""
    with datastore.get_connection() as conn:
        row = conn.execute(
            "SELECT to_regprocedure('public.maumau_append(public.stored_event_uuid[], text)') IS NOT NULL AS present"
        ).fetchone()
    return bool(row and row["present"])


def _build_sqlite(settings: Settings, codec: Codec[E]) -> EventStore[E]:
    """Wire the library's SQLite datastore and recorders (one database file)."""
    from eventsourcing.sqlite import (
        SQLiteAggregateRecorder,
        SQLiteApplicationRecorder,
        SQLiteDatastore,
    )

    path = settings.sqlite_path
    create_tables = settings.create_tables
    if path is None:
        db_name = sqlite_memory_name()
        create_tables = True  # a fresh in-memory database has nothing to migrate
    else:
        settings.ensure_sqlite_dir()
        db_name = str(path)
    datastore = SQLiteDatastore(
        db_name,
        pool_size=settings.pool_size,
        max_overflow=settings.max_overflow,
        pool_timeout=settings.pool_timeout,
    )
    try:
        recorder = SQLiteApplicationRecorder(datastore, events_table_name=EVENTS_TABLE)
        snapshots = SQLiteAggregateRecorder(datastore, events_table_name=SNAPSHOTS_TABLE)
        if create_tables:
            recorder.create_table()
            snapshots.create_table()
        _probe(recorder)
    except BaseException:
        datastore.close()
        raise
    return EventStore(recorder, codec.encode, codec.decode, snapshots=snapshots, datastore=datastore)


# Reading a batch back with its notification ids (the library's select_events has no ids).
_PG_BATCH_SQL = (
    "SELECT notification_id, state FROM maumau_events WHERE originator_id = %s "
    "AND originator_version > %s AND originator_version <= %s ORDER BY originator_version"
)
_SQLITE_BATCH_SQL = (
    "SELECT rowid AS notification_id, state FROM maumau_events WHERE originator_id = ? "
    "AND originator_version > ? AND originator_version <= ? ORDER BY originator_version"
)


@retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
def _select_batch(
    recorder: ApplicationRecorder, stream_id: uuid.UUID, after_version: int, count: int
) -> list[tuple[int, bytes]]:
    """``(notification id, state)`` of the stream's rows ``after_version < v <= after_version +
    count``, in version order (retried on a broken connection, like the library's reads)."""
    from eventsourcing.sqlite import SQLiteApplicationRecorder

    bounds = (after_version, after_version + count)
    if isinstance(recorder, SQLiteApplicationRecorder):
        with recorder.datastore.transaction(commit=False) as cursor:
            cursor.execute(_SQLITE_BATCH_SQL, [stream_id.hex, *bounds])
            return [(row["notification_id"], bytes(row["state"])) for row in cursor.fetchall()]
    if type(recorder).__module__ in ("eventsourcing.postgres", "infrastructure.adapters.announcements"):
        from eventsourcing.postgres import PostgresApplicationRecorder

        if isinstance(recorder, PostgresApplicationRecorder):
            with recorder.datastore.get_connection() as conn:
                rows = conn.execute(_PG_BATCH_SQL, (stream_id, *bounds)).fetchall()
            return [(row["notification_id"], bytes(row["state"])) for row in rows]
    # Any other recorder: who stored the batch is known, its notification ids are not.
    found = recorder.select_events(stream_id, gt=bounds[0], lte=bounds[1])
    return [(0, row.state) for row in found]


def _probe(recorder: ApplicationRecorder) -> None:
    """Fail fast, with a useful message, when the events table cannot be read."""
    try:
        recorder.max_notification_id()
    except PersistenceError as error:
        msg = f"event store table {EVENTS_TABLE!r} is not usable ({error}); run `maumau db upgrade`"
        raise EventStoreNotReady(msg) from error
