"""The lobby: which tables one can join or watch, page by page, and a private table's invite code.

:meth:`LobbyService.list_tables` lists the tables that are not private, newest first (then by
id), with their occupants, free seats and status, filtered by

* ``open_seats``: at least one free seat (``True``) or none (``False``);
* ``ruleset``: a preset's name (any case) or a saved ruleset's id — an unknown one is refused
  naming it (422 ``ruleset``), never answered with an empty page;
* ``status``: ``waiting`` (no match yet), ``playing`` or ``finished`` (422 ``status`` else);
* ``rated``: the table's setting.

Pages are cut by keyset (``created_at``, ``id``), never by offset: a page resumes strictly after
the last table of the previous one, so tables opened while a client pages through the lobby
appear on no later page twice and push nothing out of it (they are newer than where the client
started; it sees them when it starts again).  The cursor is opaque and checked
(:mod:`infrastructure.services.cursors`); it is bound to the filters it was made with.

The status comes from ``maumau_tables.status``, kept by the durable reaction
:class:`~infrastructure.services.lobby_status.LobbyStatus` (eventually consistent: it follows the
match's ``MatchStarted`` / ``MatchFinished`` by the reaction's delay).  Free seats are read from
the seats table at the moment of the query (always current).  ``last_activity_at`` is the time
of the table's last event (read from the event store's newest row of each listed table's stream,
one query per page, nothing added to the write path), or its creation before the first event.

Private tables are never listed, to anyone.  Their invite code is made with the table
(:meth:`TableService.create_table`) and :meth:`LobbyService.rotate_invite` lets the host replace
it: the new code is shown once, the old one is dead at once (:mod:`infrastructure.services.invites`).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, and_, false, func, or_, select, update
from sqlalchemy.exc import OperationalError, ProgrammingError

from infrastructure.adapters.db import PlayerRow, SeatRow, TableRow
from infrastructure.adapters.event_store import last_recorded
from infrastructure.services.cursors import PageKey, decode_cursor, encode_cursor, scope_digest
from infrastructure.services.errors import Conflict, InvalidInput, NotFound
from infrastructure.services.invites import invite_digest, new_invite_code
from infrastructure.services.lobby_status import STATUSES
from infrastructure.services.table_settings import TableSettings, stored_table_settings
from infrastructure.services.tables import TableService

__all__ = ["DEFAULT_LIMIT", "MAX_LIMIT", "LobbyPage", "LobbySeat", "LobbyService", "LobbyTable"]

DEFAULT_LIMIT = 20
"""Tables per page unless the request says otherwise."""
MAX_LIMIT = 100
"""The most tables one page may hold."""


@dataclass(frozen=True, slots=True)
class LobbySeat:
    """Who sits at a seat now: a player (``player`` handle) or a bot (``bot`` name)."""

    seat: int
    kind: str
    player: str | None
    bot: str | None
    joined_at: datetime


@dataclass(frozen=True, slots=True)
class LobbyTable:
    """One table as the lobby shows it."""

    table_id: uuid.UUID
    ruleset: str
    """The ruleset's id: a preset's name or a saved ruleset's id."""
    ruleset_label: str
    """The ruleset's name, for people (two saved rulesets may share one)."""
    seats: int
    occupants: tuple[LobbySeat | None, ...]
    open_seats: tuple[int, ...]
    status: str
    settings: TableSettings
    created_at: datetime
    last_activity_at: datetime
    """When the table's stream last had an event (a move, a draw, a round, a seat's forfeit...),
    or ``created_at`` before its first one: how a lobby tells a table whose players walked away."""


@dataclass(frozen=True, slots=True)
class LobbyPage:
    """A page of the lobby and the cursor of the next one (``None``: this was the last)."""

    tables: tuple[LobbyTable, ...]
    next_cursor: str | None
    limit: int


class LobbyService:
    """The lobby's listing and the host's invite-code rotation (see the module docstring)."""

    def __init__(self, engine: Engine, tables: TableService) -> None:
        """Read the lobby tables of ``engine``; ``tables`` resolves rulesets and checks hosts."""
        self._engine = engine
        self._tables = tables

    # ------------------------------------------------------------------ listing
    def list_tables(
        self,
        *,
        open_seats: bool | None = None,
        ruleset: str | None = None,
        status: str | None = None,
        rated: bool | None = None,
        limit: int = DEFAULT_LIMIT,
        cursor: str | None = None,
    ) -> LobbyPage:
        """One page of the public tables, newest first (see the module docstring for the filters;
        every bad value is :class:`InvalidInput` naming its parameter)."""
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise InvalidInput("limit", f"limit must be a whole number from 1 to {MAX_LIMIT}, not {limit!r}")
        if status is not None and status not in STATUSES:
            raise InvalidInput("status", f"unknown status {status!r}: use one of {', '.join(STATUSES)}")
        ruleset_id = self._ruleset_id(ruleset) if ruleset is not None else None
        scope = scope_digest("lobby", open_seats, ruleset_id, status, rated)
        after = decode_cursor(cursor, scope) if cursor is not None else None

        t = TableRow
        taken = (
            select(func.count(SeatRow.id))
            .where(SeatRow.table_id == t.id, SeatRow.left_at.is_(None))
            .correlate(t)
            .scalar_subquery()
        )
        private = func.coalesce(t.settings["private"].as_boolean(), false())
        conditions: list[Any] = [private == false()]
        if status is not None:
            conditions.append(t.status == status)
        if ruleset_id is not None:
            conditions.append(t.ruleset_ref == ruleset_id)
        if rated is not None:
            conditions.append(func.coalesce(t.settings["rated"].as_boolean(), false()) == rated)
        if open_seats is not None:
            conditions.append(taken < t.seats if open_seats else taken >= t.seats)
        if after is not None:
            moment = self._bound(after.moment)
            conditions.append(or_(t.created_at < moment, and_(t.created_at == moment, t.id < after.id)))
        stmt = (
            select(t.id, t.ruleset_ref, t.ruleset["name"].as_string(), t.seats, t.settings, t.status, t.created_at)
            .where(*conditions)
            .order_by(t.created_at.desc(), t.id.desc())
            .limit(limit + 1)
        )
        with self._engine.connect() as conn:
            rows = conn.execute(stmt).all()
            more = len(rows) > limit
            rows = rows[:limit]
            occupants = self._occupants(conn, [r[0] for r in rows])
            try:
                active = last_recorded(conn, [r[0] for r in rows])
            except (OperationalError, ProgrammingError):
                # The store's table is not visible on this engine (an in-memory SQLite database
                # gives every connection its own): the tables' creation times stand in.
                active = {}
        tables = tuple(
            _lobby_table(row, occupants.get(row[0], {}), active.get(row[0]))
            for row in rows  # one entry per row, in the query's order
        )
        next_cursor = None
        if more and tables:
            last = tables[-1]
            next_cursor = encode_cursor(PageKey(last.created_at, last.table_id), scope)
        return LobbyPage(tables, next_cursor, limit)

    def _ruleset_id(self, ref: str) -> str:
        """The id a table records for the ruleset ``ref`` (a preset's canonical name or a saved
        ruleset's id); an unknown one is refused naming it."""
        if not isinstance(ref, str) or not ref.strip() or len(ref) > 64:
            raise InvalidInput("ruleset", f"ruleset must be a preset's name or a saved ruleset's id, not {ref!r}")
        try:
            return self._tables.get_ruleset(ref.strip()).id
        except NotFound:
            raise InvalidInput(
                "ruleset", f"unknown ruleset {ref!r}: use a preset's name or a saved ruleset's id"
            ) from None

    def _bound(self, moment: datetime) -> datetime:
        """A time as the column stores it: aware UTC on PostgreSQL, naive UTC on SQLite."""
        moment = moment.astimezone(UTC)
        return moment if self._engine.dialect.name == "postgresql" else moment.replace(tzinfo=None)

    @staticmethod
    def _occupants(conn: Any, table_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, dict[int, LobbySeat]]:
        """The open occupancies of ``table_ids``: ``{table: {seat: occupant}}`` (one query)."""
        if not table_ids:
            return {}
        rows = conn.execute(
            select(SeatRow.table_id, SeatRow.seat, SeatRow.kind, PlayerRow.handle, SeatRow.bot_name, SeatRow.joined_at)
            .outerjoin(PlayerRow, PlayerRow.id == SeatRow.player_id)
            .where(SeatRow.table_id.in_(list(table_ids)), SeatRow.left_at.is_(None))
        ).all()
        out: dict[uuid.UUID, dict[int, LobbySeat]] = {}
        for table_id, seat, kind, handle, bot, joined_at in rows:
            out.setdefault(table_id, {})[seat] = LobbySeat(seat, kind, handle, bot, _utc(joined_at))
        return out

    # ------------------------------------------------------------------ invites
    def rotate_invite(self, table_id: uuid.UUID, host_token: str | None) -> str:
        """The host replaces the private table's invite code: returns the new code (shown only
        here); the old code takes no seat from now on, in any process.  A table that is not
        private has no code: :class:`Conflict` ``table_not_private``."""
        table = self._tables.authorize_host(table_id, host_token)
        if not table.settings.private:
            raise Conflict("table_not_private", "this table is not private: taking a seat needs no invite code")
        code = new_invite_code()
        with self._engine.begin() as conn:
            conn.execute(update(TableRow).where(TableRow.id == table_id).values(invite_hash=invite_digest(code)))
        return code


def _lobby_table(row: Any, seated: dict[int, LobbySeat], last_event: datetime | None) -> LobbyTable:
    """A listed table from its row, its open occupancies and its last event's time."""
    table_id, ruleset_ref, label, seats, settings, status, created_at = row
    occupants = tuple(seated.get(seat) for seat in range(seats))
    return LobbyTable(
        table_id=table_id,
        ruleset=ruleset_ref,
        ruleset_label=label or ruleset_ref,
        seats=seats,
        occupants=occupants,
        open_seats=tuple(seat for seat, who in enumerate(occupants) if who is None),
        status=status,
        settings=stored_table_settings(settings or {}),
        created_at=_utc(created_at),
        last_activity_at=last_event or _utc(created_at),
    )


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as aware UTC (SQLite returns naive ones)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
