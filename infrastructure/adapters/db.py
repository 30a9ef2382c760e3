"""SQLAlchemy 2 models and engine for the service's non-event data: rulesets, tables, seats, players.

The match itself lives in the event store (one stream per table); these tables hold what is not a
fact of the game: saved custom rulesets (immutable), the table set-up (ruleset snapshot, seat
count, optional table seed or explicit deck for duplicate deals and tutorials), who sits where and
the hashes of the tokens that prove it.  Tokens are never stored, only their SHA-256.

Alembic revisions ``0002``, ``0005`` and ``0006`` create exactly these tables (a test compares the
models with the migrated schema on both backends); ``0006`` adds the durable reactions' tracking
rows and timers.  :func:`create_service_tables` exists for development on
SQLite (``create_tables=True``), like the event store's own table creation.
"""

from __future__ import annotations

import sqlite3
import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Engine,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    Uuid,
    create_engine,
    event,
    pool,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from infrastructure.adapters.settings import Settings, sqlite_memory_name

__all__ = [
    "Base",
    "CredentialRow",
    "DealSourceRow",
    "PlayerRow",
    "ReactionTimerRow",
    "ReactionTrackingRow",
    "RulesetRow",
    "SeatRow",
    "TableRow",
    "build_engine",
    "create_service_tables",
    "utcnow",
]


def utcnow() -> datetime:
    """The current time, timezone-aware UTC (every timestamp column is UTC)."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of the service tables; ``Base.metadata`` is what revision 0002 creates."""


class PlayerRow(Base):
    """A player identity that persists across tables, known by a unique handle; its ``id`` is the
    one id seats and results are keyed on.

    Revision 0009 (accounts, ``infrastructure.services.accounts``): ``handle_key`` (the handle
    normalised, unique; NULL for guests), ``kind`` (``account``, ``guest``, or ``legacy`` for
    handles written before accounts existed), ``role`` (``player``, ``organiser``, ``admin``),
    ``password_hash`` (argon2id, accounts only) and ``disabled_at``.
    """

    __tablename__ = "maumau_players"
    __table_args__ = (Index("ix_maumau_players_handle_key", "handle_key", unique=True),)

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    handle: Mapped[str] = mapped_column(String(32), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # ---- revision 0009: accounts
    handle_key: Mapped[str | None] = mapped_column(String(64), nullable=True)
    kind: Mapped[str] = mapped_column(String(8), default="account", server_default=text("'legacy'"))
    role: Mapped[str] = mapped_column(String(16), default="player", server_default=text("'player'"))
    password_hash: Mapped[str | None] = mapped_column(String(255), nullable=True)
    disabled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class CredentialRow(Base):
    """A bearer credential of a player (revision 0009): a session (``kind`` ``session``, from
    signing in, expires), an API key (``api_key``, long-lived, with a ``label``) or a guest token
    (``guest``).  Only the token's SHA-256 is stored; ``revoked_at`` ends it at once."""

    __tablename__ = "maumau_credentials"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    player_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("maumau_players.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(8))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    label: Mapped[str | None] = mapped_column(String(64), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class RulesetRow(Base):
    """A saved custom ruleset: the whole validated body, immutable once written, shared by id."""

    __tablename__ = "maumau_rulesets"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    name: Mapped[str] = mapped_column(String(64))
    base: Mapped[str] = mapped_column(String(64))
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TableRow(Base):
    """A table: its id is the match's event stream id; the ruleset is a snapshot of its body."""

    __tablename__ = "maumau_tables"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    ruleset_ref: Mapped[str] = mapped_column(String(64))
    ruleset: Mapped[dict[str, Any]] = mapped_column(JSON)
    seats: Mapped[int] = mapped_column(Integer)
    host_token_hash: Mapped[str] = mapped_column(String(64), index=True)
    seed: Mapped[str | None] = mapped_column(String(64), nullable=True)
    deck: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # Revision 0007: the table's settings (infrastructure.services.table_settings), the account
    # that opened it, and the SHA-256 of a private table's invite code.
    settings: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict, server_default=text("'{}'"))
    host_player_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, nullable=True)
    invite_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    # Revision 0010 (the lobby): waiting -> playing -> finished, moved by the durable reaction
    # infrastructure.services.lobby_status (indexes below the class).
    status: Mapped[str] = mapped_column(String(10), default="waiting", server_default=text("'waiting'"))


# ---- Revision 0010 (the lobby): the lobby's order (newest first, then id), with and without a status.
Index("ix_maumau_tables_lobby_created", TableRow.created_at, TableRow.id)
Index("ix_maumau_tables_lobby_status", TableRow.status, TableRow.created_at, TableRow.id)


class SeatRow(Base):
    """One occupancy of a seat at a table of any game: who (a player or a bot) sat there from
    ``joined_at`` to ``left_at`` (the one seat table of ``infrastructure.services.platform``).

    At most one open occupancy (``left_at IS NULL``) per seat, and one per identity and per
    recorded name at a table, enforced by partial unique indexes, so two players racing for one
    seat cannot both win it.  Revision 0017: ``game`` (the registered game whose table it is;
    the table's row is that game's, so ``table_id`` refers to no one table of rows) and
    ``player`` (the name a game records the occupant under, for a game that keeps one: Punto
    Banco's chips ledger; NULL for Mau-Mau), and Punto Banco's seats moved in.
    """

    __tablename__ = "maumau_seats"
    __table_args__ = (
        Index(
            "maumau_seats_open_uq",
            "table_id",
            "seat",
            unique=True,
            sqlite_where=text("left_at IS NULL"),
            postgresql_where=text("left_at IS NULL"),
        ),
        # Revision 0009: one identity, one open seat per table.
        Index(
            "maumau_seats_player_open_uq",
            "table_id",
            "player_id",
            unique=True,
            sqlite_where=text("left_at IS NULL"),
            postgresql_where=text("left_at IS NULL"),
        ),
        # Revision 0017: one recorded name, one open seat per table.
        Index(
            "maumau_seats_player_name_open_uq",
            "table_id",
            "player",
            unique=True,
            sqlite_where=text("left_at IS NULL"),
            postgresql_where=text("left_at IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[uuid.UUID] = mapped_column(Uuid, index=True)
    seat: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(8))
    player_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, ForeignKey("maumau_players.id"), nullable=True)
    bot_name: Mapped[str | None] = mapped_column(String(32), nullable=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    joined_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    left_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # ---- revision 0017: every game's seats in one table
    game: Mapped[str] = mapped_column(String(16), server_default=text("'maumau'"))
    player: Mapped[str | None] = mapped_column(String(64), nullable=True)


class SeatClaimRow(Base):
    """The identity the host (or an admin) authorised to take over a seat held by a legacy name,
    which cannot sign in to take it back itself (``TableService.authorize_claim``).  One per seat;
    a new authorisation replaces it.  Revision ``0016`` creates this table."""

    __tablename__ = "maumau_seat_claims"

    table_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("maumau_tables.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("maumau_players.id", ondelete="CASCADE"))
    granted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class DealSourceRow(Base):
    """A source of deals a table was created with: its seed or its explicit deck, as a digest.

    The primary key makes each source deal one table only.  Two tables dealt from one source
    ("twins") would reveal each other's hands and draw order: once one of them finishes a round,
    its public replay shows the deal the other one may still be playing.  Duplicate deals belong
    in a tournament, which owns the reveal.  Revision ``0005`` creates this table.
    """

    __tablename__ = "maumau_deal_sources"

    digest: Mapped[str] = mapped_column(String(64), primary_key=True)
    table_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("maumau_tables.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(8))


class ReactionTrackingRow(Base):
    """Where a durable reaction (:mod:`infrastructure.services.reactions`) is in the notification log, and
    the event it is parked on, if any (``parked_*`` all NULL when it runs).

    ``position`` is the last notification the reaction has dealt with: its commands were issued
    and its timers written in the transaction that moved the row.  Revision ``0006`` creates
    this table.
    """

    __tablename__ = "maumau_reaction_tracking"

    name: Mapped[str] = mapped_column(String(80), primary_key=True)
    position: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    parked_notification_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    parked_stream_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    parked_stream_version: Mapped[int | None] = mapped_column(Integer, nullable=True)
    parked_event_type: Mapped[str | None] = mapped_column(String(80), nullable=True)
    parked_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    parked_attempts: Mapped[int | None] = mapped_column(Integer, nullable=True)
    parked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class ReactionTimerRow(Base):
    """A command a durable reaction must issue once the service clock reaches ``due_at`` (ms).

    ``key`` is the command's idempotency key, derived from the triggering event
    (``notification_id``): firing executes the command with it and then deletes the row, so a
    crash in between re-executes harmlessly.  A timer that keeps failing is parked
    (``parked_at``, ``error``) and left for an operator.  Revision ``0006`` creates this table.
    """

    __tablename__ = "maumau_reaction_timers"
    __table_args__ = (Index("ix_maumau_reaction_timers_stream", "reaction", "stream_id"),)

    reaction: Mapped[str] = mapped_column(String(80), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    stream_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    due_at: Mapped[int] = mapped_column(BigInteger, index=True)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    notification_id: Mapped[int] = mapped_column(BigInteger)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    parked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class LeaseRow(Base):
    """Who runs a piece of background work now (the reactions, the read models): ``holder`` until
    ``expires_at`` (the database's clock), renewed while it runs; a standby takes the row once it
    has expired.  :mod:`infrastructure.services.leases`; revision ``0023`` creates this table."""

    __tablename__ = "maumau_leases"

    name: Mapped[str] = mapped_column(String(80), primary_key=True)
    holder: Mapped[str] = mapped_column(String(200))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    acquired_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    terms: Mapped[int] = mapped_column(BigInteger, default=1)
    """How many times the lease changed hands (1 for its first holder)."""


# ---------------------------------------------------------------- Punto Banco (revision 0008)
# The second game's tables (rules snapshot, host token); its seats are in ``maumau_seats`` since
# revision 0017.  The game itself lives in the event store (one stream per table, topics
# ``puntobanco.``).


class PuntoBancoTableRow(Base):
    """A Punto Banco table: its id is the table's event stream id; ``rules`` a snapshot."""

    __tablename__ = "puntobanco_tables"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    host_token_hash: Mapped[str] = mapped_column(String(64), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class GameTableRow(Base):
    """A table of a game the platform serves whole (``infrastructure.services.platform.game_tables``):
    a game whose module brings no table rows of its own.  Its id is the table's event stream id;
    ``setup`` what the module made of the opening request; the row never changes (revision 0019;
    ``turn_seconds`` 0022)."""

    __tablename__ = "maumau_game_tables"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    game: Mapped[str] = mapped_column(String(16), index=True)
    seats: Mapped[int] = mapped_column(Integer)
    setup: Mapped[dict[str, Any]] = mapped_column(JSON)
    host_token_hash: Mapped[str] = mapped_column(String(64), index=True)
    host_player_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    turn_seconds: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """Each seat's time to move (``None``: no turn clock; revision 0022)."""


def build_engine(settings: Settings, *, pool_size: int | None = None, bulk_writer: bool = False) -> Engine:
    """A SQLAlchemy engine on the settings' database (the same one the event store uses); the one
    engine factory of the project (the service and the projection runner both use it).

    SQLite: a busy timeout so lobby writes wait for the event store's writer instead of failing,
    foreign keys on; an in-memory URL gets one connection, handed to one thread at a time.
    PostgreSQL: psycopg 3 with the settings' pool size.  ``pool_size`` overrides the settings'
    pool size.  ``bulk_writer`` (the projection runner, which writes derived data in large
    batches) puts a SQLite file in WAL mode and commits with ``synchronous=NORMAL`` (no fsync per
    commit; a power cut may lose the last batches, which the runner re-applies from the event log).
    """
    url = settings.sqlalchemy_url
    size = pool_size or settings.pool_size
    if settings.is_postgres:
        return create_engine(
            url,
            pool_size=size,
            max_overflow=settings.max_overflow,
            pool_timeout=settings.pool_timeout,
            pool_pre_ping=True,
        )
    if settings.sqlite_path is None:
        engine = _memory_engine()
    else:
        settings.ensure_sqlite_dir()
        engine = create_engine(
            url,
            connect_args={"timeout": 30, "check_same_thread": False},
            pool_size=size,
            max_overflow=settings.max_overflow,
            pool_timeout=settings.pool_timeout,
        )

    @event.listens_for(engine, "connect")
    def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
        """Per-connection SQLite settings: enforce foreign keys, wait on locks (and, for a bulk
        writer, WAL without an fsync per commit)."""
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        if bulk_writer:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()

    return engine


MEMORY_CONNECTION_WAIT_SECONDS = 30.0
"""How long a thread waits for the in-memory database's one connection before giving up loudly."""


def _memory_engine() -> Engine:
    """An engine on a fresh in-memory SQLite database that one thread at a time may use.

    Every thread of the service (requests, the projection runner, reactions) shares the one
    database, and two threads inside one SQLite connection at once corrupt each other's statements
    ("another row available", "cannot start a transaction within a transaction", ``SystemError``).
    So the pool holds exactly one connection and hands it out in turn (a thread waits up to
    :data:`MEMORY_CONNECTION_WAIT_SECONDS`, then fails loudly).  The database is a named,
    shared-cache one, kept alive by an anchor connection the pool's creator holds: a connection
    the pool discards after an error does not take the data with it."""
    name = sqlite_memory_name()
    anchor = sqlite3.connect(name, uri=True, check_same_thread=False)

    def connect() -> sqlite3.Connection:
        """A connection to the same in-memory database (the anchor keeps it alive)."""
        assert anchor is not None
        return sqlite3.connect(name, uri=True, check_same_thread=False)

    return create_engine(
        "sqlite+pysqlite://",
        creator=connect,
        poolclass=pool.QueuePool,
        pool_size=1,
        max_overflow=0,
        pool_timeout=MEMORY_CONNECTION_WAIT_SECONDS,
    )


def create_service_tables(engine: Engine) -> None:
    """Create the service tables that are missing (development on SQLite; production uses Alembic)."""
    Base.metadata.create_all(engine, checkfirst=True)
