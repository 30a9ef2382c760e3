"""Seats, tokens and the host's token of a game's tables, written once for every game.

:class:`SeatBook` keeps the occupancies of one registered game's tables in the one seat table
(``maumau_seats``, keyed by table and seat; ``game`` names whose table it is) and answers who a
token proves, with one token policy for every game: a grant is cached for
``auth_cache_seconds``, leaving, rotating and revoking forget it at once in this process, and
:meth:`SeatBook.authorize_seat_now` asks the database (open streams).  Who may take, leave or
rotate a seat follows the game's :class:`~domain.game_module.SeatPolicy`.  The policy in full:
``docs/accounts.md`` ("Credentials", "Seats").
"""

from __future__ import annotations

import contextlib
import hmac
import logging
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.game_module import GameModule, Occupant, SeatKind
from infrastructure.adapters.db import PlayerRow, SeatRow, utcnow
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.lru import Lru
from infrastructure.services.tokens import credential_kind, hash_token, new_token

__all__ = ["NEEDS_IDENTITY", "Occupancy", "SeatBook", "SeatGrant", "SeatedTable", "TableLookup"]

log = logging.getLogger(__name__)

NEEDS_IDENTITY = (
    "taking a seat needs an identity: Authorization: Bearer <session, API key or guest token> "
    "(POST /v1/sessions, POST /v1/guests)"
)


class SeatedTable(Protocol):
    """What the platform needs of a game's table set-up."""

    @property
    def id(self) -> uuid.UUID: ...
    @property
    def seats(self) -> int: ...
    @property
    def host_token_hash(self) -> str: ...
    @property
    def host_player_id(self) -> uuid.UUID | None: ...


class TableLookup(Protocol):
    """Where the platform finds a game's table set-ups (``platform.tables.TableSetups``)."""

    def get(self, table_id: uuid.UUID, /) -> Any:
        """The set-up (a :class:`SeatedTable`); 404 ``table`` for an unknown id."""

    def has_host_token(self, token_hash: str, /) -> bool:
        """Whether ``token_hash`` is the host token's digest of some table of the game."""


@dataclass(frozen=True, slots=True)
class SeatGrant:
    """What a seat token (or an identity's credential) proves: this seat at this table (which has
    ``seats`` seats), held by the identity ``player_id`` (``None``: a bot) under the recorded name
    ``player`` (for a game that records one)."""

    table_id: uuid.UUID
    seat: int
    kind: str
    seats: int
    player_id: uuid.UUID | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Occupancy:
    """One open occupancy of a seat: a person (``player_id``, the identity's ``handle`` and
    ``player_kind``) or a bot (``bot``); ``player`` is the name the game records it under."""

    id: int
    table_id: uuid.UUID
    seat: int
    kind: SeatKind
    player_id: uuid.UUID | None
    bot: str | None
    player: str | None
    joined_at: datetime
    handle: str | None = None
    player_kind: str | None = None
    token_hash: str = field(default="", repr=False, compare=False)

    @property
    def name(self) -> str:
        """The name recorded in the game: the stored one, else the handle, else ``bot:<name>``."""
        if self.player is not None:
            return self.player
        return self.handle if self.handle is not None else f"bot:{self.bot}"

    def occupant(self, *, keep_results: bool) -> Occupant:
        """As a host command sees it (``keep_results``: the identity's id is given)."""
        player_id = str(self.player_id) if keep_results and self.player_id is not None else None
        return Occupant(self.seat, self.kind, self.name, player_id, self.bot)


class SeatBook:
    """The seats of one game's tables (see the module docstring).  Thread-safe."""

    def __init__(
        self,
        engine: Engine,
        accounts: AccountService,
        module: GameModule[Any, Any, Any],
        tables: TableLookup,
        *,
        state: Callable[[uuid.UUID], Any],
        cache_size: int = 4096,
    ) -> None:
        """Seat ``module``'s tables, found in ``tables`` (a host token's digest known there is a
        known token: 403, not 401); ``state(id)`` is a table's stream state (for the seat policy).
        Grants are cached for 5 seconds until :meth:`cache_grants` says otherwise."""
        self._engine = engine
        self.accounts = accounts
        self.module = module
        self.game = module.name
        self._table: Callable[[uuid.UUID], SeatedTable] = tables.get
        self._state = state
        self._is_host_token = tables.has_host_token
        self._cache_size = cache_size
        self._grants: Lru | None = None
        self.cache_grants(5.0)
        self._watchers: list[Callable[[uuid.UUID], None]] = []
        accounts.watch_revocations(self._identity_revoked)

    def cache_grants(self, seconds: float) -> None:
        """Cache a token's grant for ``seconds`` from now on (0: ask the database every time)."""
        self._grants = Lru(self._cache_size, ttl=seconds) if seconds > 0 else None

    def _session(self) -> Session:
        return Session(self._engine, expire_on_commit=False)

    # ------------------------------------------------------------------ reads
    def table(self, table_id: uuid.UUID) -> SeatedTable:
        """A table's set-up, as the game's service gives it (404 for an unknown table)."""
        return self._table(table_id)

    def owners(self, table_id: uuid.UUID) -> tuple[str | None, ...] | None:
        """While seats belong to whoever started in them: per seat its owner's name (the game's
        seat policy on the table's state); ``None``: free seats are free to take."""
        owners: tuple[str | None, ...] | None = self.module.seats.owners(self._state(table_id))
        return owners

    def occupants(self, table: SeatedTable) -> list[Occupancy | None]:
        """Who sits where now, one entry per seat (``None``: an empty seat)."""
        out: list[Occupancy | None] = [None] * table.seats
        with self._session() as session:
            rows = session.execute(
                select(SeatRow, PlayerRow.handle, PlayerRow.kind)
                .outerjoin(PlayerRow, PlayerRow.id == SeatRow.player_id)
                .where(SeatRow.table_id == table.id, SeatRow.left_at.is_(None))
            ).all()
        for row, handle, player_kind in rows:
            out[row.seat] = _occupancy(row, handle, player_kind)
        return out

    def held(self, table_id: uuid.UUID, player_id: uuid.UUID) -> Occupancy | None:
        """The open occupancy ``player_id`` holds at ``table_id`` (at most one), from the database."""
        with self._session() as session:
            row = session.scalar(
                select(SeatRow).where(
                    SeatRow.table_id == table_id, SeatRow.player_id == player_id, SeatRow.left_at.is_(None)
                )
            )
        return _occupancy(row, None, None) if row is not None else None

    # ------------------------------------------------------------------ taking and leaving
    def need_identity(self, identity: Identity | None, credential: str | None = None) -> Identity:
        """The identity taking a seat: 401 without one; with ``credential`` (the token it was
        resolved from) asked of the database again, so a credential revoked in another process
        takes no seat even while a cache here still knows it."""
        if identity is None:
            raise Unauthorized("token", NEEDS_IDENTITY)
        if credential is not None:
            now = self.accounts.resolve_now(credential)
            if now is None or now.player_id != identity.player_id:
                raise Unauthorized("token", "unknown, expired or revoked credential: sign in again (POST /v1/sessions)")
        return identity

    def take(
        self,
        table: SeatedTable,
        seat: int,
        identity: Identity,
        *,
        owners: tuple[str | None, ...] | None,
        check_owner: bool = True,
        guards: Sequence[Callable[[int, Identity], None]] = (),
        before_occupy: Callable[[], None] | None = None,
    ) -> tuple[Occupancy, str]:
        """Seat ``identity`` at ``seat`` (checked by the caller); its seat token is returned once.

        Refused: a second seat (409 ``player_seated``); a seat that belongs to another identity
        while a match runs (``owners``, unless not ``check_owner``: 403 ``seat_owner``); a
        ``guard`` that raises; a taken seat (409 ``seat_taken``).  The seat one holds already: a
        fresh token (the old one revoked).  While a match runs, a bot in the seat is a substitute
        keeping it for its owner: it leaves (after ``before_occupy``)."""
        held = self.held(table.id, identity.player_id)
        if held is not None and held.seat != seat:
            raise Conflict("player_seated", f"you already sit at seat {held.seat} of this table: one seat each")
        if check_owner and owners is not None and owners[seat] != identity.handle:
            owner = owners[seat]
            whose = "a bot's" if owner is None or owner.startswith("bot:") else f"{owner}'s"
            raise Forbidden(
                "seat_owner",
                f"seat {seat} is {whose} until the match ends: only whoever started the match in it may take it",
            )
        for guard in guards:
            guard(seat, identity)
        if held is not None:
            return self.rotate(table, held)
        if before_occupy is not None:
            before_occupy()
        if owners is not None:
            self.end(table.id, seat, check=lambda row: row.kind == SeatKind.BOT)  # the substitute
        return self.occupy(
            table,
            seat,
            SeatKind.HUMAN,
            player_id=identity.player_id,
            handle=identity.handle,
            player_kind=identity.kind,
        )

    def bot_name(self, bot: object) -> str:
        """A bot name the game knows (only spaces are forgiven: a name with a line break or another
        hidden character is no bot's); 422 naming the policy's field otherwise."""
        policy = self.module.seats
        name = bot.strip(" ").lower() if isinstance(bot, str) else ""
        if name not in policy.bots:
            raise InvalidInput(policy.bot_field, f"unknown {policy.bot_field} {bot!r}; known: {', '.join(policy.bots)}")
        return name

    def seat_bot(self, table_id: uuid.UUID, seat: int, bot: str, host_token: str | None) -> tuple[Occupancy, str]:
        """The host seats the bot ``bot`` at an empty seat; its seat token (a game whose bots' seats
        hide nothing may show it: Punto Banco).  While a match runs a seat is its starter's: 409
        ``match_running``."""
        table = self.authorize_host(table_id, host_token)
        check_seat_number(table, seat)
        name = self.bot_name(bot)
        if self.owners(table_id) is not None:
            raise Conflict("match_running", f"the match is running: seat {seat} belongs to whoever started it there")
        return self.occupy(table, seat, SeatKind.BOT, bot=name)

    def leave(
        self, table_id: uuid.UUID, seat: int, token: str | None
    ) -> tuple[Occupancy, tuple[str | None, ...] | None]:
        """Free a seat: its own seat token or its identity's credential; or, for a bot's seat, the
        host (host token or the host's credential).  The seat's token is revoked at once.  A bot
        that started the running match stays (409 ``match_running``); a substitute may go.
        Returns the ended occupancy and the seat owners as they were (``None``: no match ran)."""
        table = self._table(table_id)
        check_seat_number(table, seat)
        if not token:
            raise Unauthorized("token", "send the seat's token or your credential: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        identity = self.identity(token)
        if identity is not None:
            held = self.held(table_id, identity.player_id)
            own = held is not None and held.seat == seat
            is_host = not own and table.host_player_id == identity.player_id
            if not own and not is_host:
                where = f"seat {held.seat}" if held is not None else "no seat"
                raise Forbidden("seat", f"you hold {where} at this table, not seat {seat}")
        else:
            is_host = hmac.compare_digest(token_hash, table.host_token_hash)
            if not is_host:
                grant = self.authorize_seat(table_id, token)
                if grant.seat != seat:
                    raise Forbidden("seat", f"this token holds seat {grant.seat}, not seat {seat}")
        owners = self.owners(table_id)

        def check(row: SeatRow) -> bool:
            if is_host:
                if row.kind != SeatKind.BOT:
                    raise Forbidden("seat", "the host may remove bots only; a player leaves himself")
                owner = owners[seat] if owners is not None else None
                if owners is not None and (owner is None or owner.startswith("bot:")):
                    raise Conflict(
                        "match_running", f"the bot at seat {seat} started the match there: it stays until the end"
                    )
            elif identity is None and row.token_hash != token_hash:
                raise Unauthorized("token", "unknown or revoked token")
            return True

        ended = self.end(table_id, seat, check=check)
        if ended is None:
            raise NotFound("seat", f"seat {seat} is empty")
        return ended, owners

    def end(
        self, table_id: uuid.UUID, seat: int, *, check: Callable[[SeatRow], bool] | None = None
    ) -> Occupancy | None:
        """End the open occupancy of ``seat`` if ``check(row)`` (which may also refuse by raising);
        its token is revoked at once and the seat watchers are told.  ``None``: the seat was
        empty, or ``check`` kept it."""
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.left_at.is_(None))
            )
            if row is None or (check is not None and not check(row)):
                return None
            row.left_at = utcnow()
        self._forget(table_id, row.token_hash, row.player_id)
        self.seats_changed(table_id)
        return _occupancy(row, None, None)

    def occupy(
        self,
        table: SeatedTable,
        seat: int,
        kind: SeatKind,
        *,
        player_id: uuid.UUID | None = None,
        bot: str | None = None,
        handle: str | None = None,
        player_kind: str | None = None,
    ) -> tuple[Occupancy, str]:
        """Insert the open occupancy of ``seat``; the partial unique indexes settle races (one
        occupant per seat, one seat per identity and per recorded name)."""
        token = new_token()
        naming = self.module.seats.ledger_name
        recorded = naming(kind, (bot if kind == SeatKind.BOT else handle) or "", seat) if naming else None
        row = SeatRow(
            table_id=table.id,
            seat=seat,
            kind=str(kind),
            player_id=player_id,
            bot_name=bot,
            token_hash=hash_token(token),
            joined_at=utcnow(),
            game=self.game,
            player=recorded,
        )
        try:
            with self._session() as session, session.begin():
                session.add(row)
        except IntegrityError:
            held = self.held(table.id, player_id) if player_id is not None else None
            if held is not None and held.seat != seat:
                raise Conflict(
                    "player_seated", f"you already sit at seat {held.seat} of this table: one seat each"
                ) from None
            if recorded is not None and self.occupants(table)[seat] is None:
                raise Conflict("player_seated", f"{recorded} already sits at this table") from None
            raise Conflict("seat_taken", f"seat {seat} is taken") from None
        occupancy = _occupancy(row, handle, player_kind)
        self._cache_grant(row.token_hash, table, occupancy)
        return occupancy, token

    def rotate(self, table: SeatedTable, held: Occupancy) -> tuple[Occupancy, str]:
        """A fresh token for a seat its identity already holds; the old one is revoked at once."""
        token = new_token()
        with self._session() as session, session.begin():
            row = session.get(SeatRow, held.id, with_for_update=True)
            if row is None or row.left_at is not None:
                raise Conflict("seat_taken", f"seat {held.seat} changed meanwhile: retry")
            old = row.token_hash
            row.token_hash = hash_token(token)
            handle, player_kind = session.execute(
                select(PlayerRow.handle, PlayerRow.kind).where(PlayerRow.id == row.player_id)
            ).first() or (None, None)
        self._forget(table.id, old, row.player_id)
        self.seats_changed(table.id)
        occupancy = _occupancy(row, handle, player_kind)
        self._cache_grant(row.token_hash, table, occupancy)
        return occupancy, token

    def seat_entrant(
        self,
        table: SeatedTable,
        seat: int,
        *,
        player_id: uuid.UUID | None = None,
        bot: str | None = None,
        rated: bool = False,
    ) -> Occupancy:
        """Seat a tournament's entrant at ``seat`` without a client (no token, no host): the
        identity ``player_id`` (its own credential then works at the seat endpoints) or the bot
        ``bot`` (exactly one of the two); ``rated``: guests are refused (403 ``rated_table``).
        Idempotent: the same occupant there already is returned as it is; anyone else there:
        409 ``seat_taken``; the identity seated elsewhere at this table: 409 ``player_seated``;
        a seat another name started the running match in: 409 ``seat_owner``."""
        check_seat_number(table, seat)
        if (player_id is None) == (bot is None):
            raise InvalidInput("entrant", "seat a player (player_id) or a bot, exactly one of them")
        name = self.bot_name(bot) if bot is not None else None
        handle: str | None = None
        player_kind: str | None = None
        if player_id is not None:
            with self._session() as session:
                player = session.get(PlayerRow, player_id)
                if player is None:
                    raise NotFound("player", f"no player {player_id}")
                handle, player_kind = player.handle, player.kind
            if player_kind == "guest" and rated:
                raise Forbidden("rated_table", "a rated table seats accounts only, not guests")

        def same(occupancy: Occupancy | None) -> bool:
            if occupancy is None:
                return False
            if player_id is not None:
                return occupancy.player_id == player_id
            return occupancy.kind == SeatKind.BOT and occupancy.bot == name

        current = self.occupants(table)[seat]
        if current is not None:
            if same(current):
                return current
            raise Conflict("seat_taken", f"seat {seat} is held by someone else")
        if player_id is not None:
            held = self.held(table.id, player_id)
            if held is not None:
                raise Conflict("player_seated", f"this player already sits at seat {held.seat} of this table")
        owners = self.owners(table.id)
        expected = handle if handle is not None else f"bot:{name}"
        if owners is not None and owners[seat] != expected:
            raise Conflict("seat_owner", f"seat {seat} belongs to whoever started the running match there")
        try:
            if player_id is not None:
                occupancy = self.occupy(
                    table, seat, SeatKind.HUMAN, player_id=player_id, handle=handle, player_kind=player_kind
                )[0]
            else:
                occupancy = self.occupy(table, seat, SeatKind.BOT, bot=name)[0]
        except Conflict:
            now = self.occupants(table)[seat]  # a concurrent call seated the same entrant: fine
            if now is not None and same(now):
                return now
            raise
        self.seats_changed(table.id)
        return occupancy

    def substitute(self, table: SeatedTable, seat: int, bot: str) -> Occupancy | None:
        """A withdrawn entrant's seat handed to the bot ``bot`` while a match runs (the person's
        token revoked, :meth:`replace_with_bot`).  The bot there already: returned as it is; no
        match running: ``None`` (nothing to play)."""
        check_seat_number(table, seat)
        name = self.bot_name(bot)
        if self.owners(table.id) is None:
            return None
        current = self.occupants(table)[seat]
        if current is not None and current.kind == SeatKind.BOT:
            return current
        if self.replace_with_bot(table, seat, name) is None:
            now = self.occupants(table)[seat]
            return now if now is not None and now.kind == SeatKind.BOT else None
        return self.occupants(table)[seat]

    def replace_with_bot(self, table: SeatedTable, seat: int, bot: str) -> Occupancy | None:
        """A substitute: whoever sits at ``seat`` (a person) is unseated, its token revoked, and the
        bot ``bot`` plays the seat.  A bot there already: ``None``; taken meanwhile: ``None``."""
        self.end(table.id, seat, check=lambda row: row.kind != SeatKind.BOT)
        current = self.occupants(table)[seat]
        if current is not None:
            return None
        try:
            return self.occupy(table, seat, SeatKind.BOT, bot=bot)[0]
        except Conflict:
            return None
        finally:
            self.seats_changed(table.id)

    # ------------------------------------------------------------------ tokens
    def identity(self, token: str) -> Identity | None:
        """The identity whose credential ``token`` is, or ``None`` for a token that does not look
        like one; 401 for one that looks like a credential but resolves to nobody (unknown,
        revoked, expired, disabled) unless it is a seat token after all."""
        if credential_kind(token) is None:
            return None
        identity = self.accounts.resolve(token)
        if identity is None and self._lookup_grant(hash_token(token)) is None:
            raise Unauthorized("token", "unknown, expired or revoked credential")
        return identity

    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> Any:
        """The table, if ``token`` is its host token or a credential of the identity that opened
        it: else 401 (no token, an unknown one) / 403 (a known token that is not the host's)."""
        table = self._table(table_id)
        if not token:
            raise Unauthorized("token", "send the host token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        if hmac.compare_digest(token_hash, table.host_token_hash):
            return table
        identity = self.identity(token)
        if identity is not None:
            if table.host_player_id is not None and identity.player_id == table.host_player_id:
                return table
        elif self._lookup_grant(token_hash) is None and not self._is_host_token(token_hash):
            raise Unauthorized("token", "unknown or revoked token")
        raise Forbidden("host", "only the table's host may do this")

    def cached_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant | None:
        """The grant of ``token`` at this table from the caches alone (no I/O), or ``None`` when
        only :meth:`authorize_seat` can tell (not cached, or an error to report)."""
        if not token or self._grants is None:
            return None
        if credential_kind(token) is not None:
            identity = self.accounts.cached(token)
            if identity is None:
                return None
            grant: SeatGrant | None = self._grants.get(("identity", table_id, identity.player_id))
            return grant
        grant = self._grants.get(hash_token(token))
        return grant if grant is not None and grant.table_id == table_id else None

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant:
        """The seat ``token`` holds at this table: a seat token's, or the seat held there by the
        identity whose credential it is (cached grants).  Else 401 / 403."""
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        identity = self.identity(token)
        if identity is not None:
            return self._identity_grant(table_id, identity, fresh=False)
        token_hash = hash_token(token)
        grant = self._lookup_grant(token_hash)
        if grant is None:
            table = self._table(table_id)
            if hmac.compare_digest(token_hash, table.host_token_hash) or self._is_host_token(token_hash):
                raise Forbidden("seat", "a host token holds no seat: use a seat's token")
            raise Unauthorized("token", "unknown or revoked token")
        if grant.table_id != table_id:
            self._table(table_id)  # 404 first for an unknown table
            raise Forbidden("seat", "this token holds a seat at another table")
        return grant

    def authorize_seat_now(self, table_id: uuid.UUID, token: str | None, *, seat: int | None = None) -> SeatGrant:
        """Like :meth:`authorize_seat`, but asks the database, never a cache (what an open event
        stream calls before it sends anything).  With ``seat``, a grant for another seat is refused."""
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        grant: SeatGrant | None
        if credential_kind(token) is not None and (identity := self.accounts.resolve_now(token)) is not None:
            grant = self._identity_grant(table_id, identity, fresh=True)
        else:
            grant = self._grant_from_db(token_hash)
            if grant is None or grant.table_id != table_id:
                if self._grants is not None:
                    self._grants.pop(token_hash)
                raise Unauthorized("token", "unknown or revoked token")
        if seat is not None and grant.seat != seat:
            raise Forbidden("seat", f"this credential holds seat {grant.seat} now, not seat {seat}")
        return grant

    def watch_seats(self, watcher: Callable[[uuid.UUID], None]) -> Callable[[], None]:
        """Call ``watcher(table_id)`` after a seat of that table was freed or its token rotated in
        this process, or a credential of an identity sitting there was revoked (open streams
        re-check at once); returns the function that stops watching."""
        self._watchers.append(watcher)

        def unwatch() -> None:
            with contextlib.suppress(ValueError):
                self._watchers.remove(watcher)

        return unwatch

    def seats_changed(self, table_id: uuid.UUID) -> None:
        """Tell the seat watchers (open streams re-check their credential at once)."""
        for watcher in tuple(self._watchers):
            try:
                watcher(table_id)
            except Exception:
                log.exception("seat watcher failed on %s", table_id)

    # ------------------------------------------------------------------ internals
    def _identity_grant(self, table_id: uuid.UUID, identity: Identity, *, fresh: bool) -> SeatGrant:
        """The seat ``identity`` holds at ``table_id`` (cached unless ``fresh``); 404 for an unknown
        table, 403 when it holds none there."""
        key = ("identity", table_id, identity.player_id)
        if not fresh and self._grants is not None:
            cached: SeatGrant | None = self._grants.get(key)
            if cached is not None:
                return cached
        table = self._table(table_id)
        held = self.held(table_id, identity.player_id)
        if held is None:
            if self._grants is not None:
                self._grants.pop(key)
            raise Forbidden("seat", f"{identity.handle} holds no seat at this table")
        grant = SeatGrant(table_id, held.seat, held.kind, table.seats, identity.player_id, held.player)
        if self._grants is not None:
            self._grants.put(key, grant)
        return grant

    def _cache_grant(self, token_hash: str, table: SeatedTable, occupancy: Occupancy) -> None:
        if self._grants is not None:
            grant = SeatGrant(
                table.id, occupancy.seat, occupancy.kind, table.seats, occupancy.player_id, occupancy.player
            )
            self._grants.put(token_hash, grant)

    def _forget(self, table_id: uuid.UUID, token_hash: str, player_id: uuid.UUID | None) -> None:
        """Drop the cached grants of an occupancy that ended (its token, its identity's seat)."""
        if self._grants is not None:
            self._grants.pop(token_hash)
            if player_id is not None:
                self._grants.pop(("identity", table_id, player_id))

    def _identity_revoked(self, player_id: uuid.UUID) -> None:
        """A credential of ``player_id`` was revoked here: forget its cached seats (by identity, not
        by digest: disabling gives the seats new digests) and wake the streams of every table of
        this game it sits at."""
        if self._grants is not None:
            self._grants.pop_where(lambda grant: grant.player_id == player_id)
        with self._session() as session:
            tables = session.scalars(
                select(SeatRow.table_id).where(
                    SeatRow.player_id == player_id, SeatRow.left_at.is_(None), SeatRow.game == self.game
                )
            ).all()
        for table_id in tables:
            self.seats_changed(table_id)

    def _lookup_grant(self, token_hash: str) -> SeatGrant | None:
        """The seat a token hash holds (cached for ``auth_cache_seconds``), or ``None``."""
        if self._grants is not None:
            grant: SeatGrant | None = self._grants.get(token_hash)
            if grant is not None:
                return grant
        grant = self._grant_from_db(token_hash)
        if grant is not None and self._grants is not None:
            self._grants.put(token_hash, grant)
        return grant

    def _grant_from_db(self, token_hash: str) -> SeatGrant | None:
        """Look a token hash up among this game's open occupancies (a disabled identity's seat
        tokens grant nothing)."""
        with self._session() as session:
            row = session.execute(
                select(SeatRow.table_id, SeatRow.seat, SeatRow.kind, SeatRow.player_id, SeatRow.player)
                .outerjoin(PlayerRow, PlayerRow.id == SeatRow.player_id)
                .where(
                    SeatRow.token_hash == token_hash,
                    SeatRow.left_at.is_(None),
                    SeatRow.game == self.game,
                    PlayerRow.disabled_at.is_(None),
                )
            ).first()
        if row is None:
            return None
        return SeatGrant(row[0], row[1], row[2], self._table(row[0]).seats, row[3], row[4])


def check_seat_number(table: SeatedTable, seat: int) -> None:
    """A seat number must be 0..seats-1 (404 otherwise: no such seat)."""
    if not 0 <= seat < table.seats:
        raise NotFound("seat", f"seat must be 0..{table.seats - 1}, not {seat}")


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as timezone-aware UTC (SQLite returns naive datetimes)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _occupancy(row: SeatRow, handle: str | None, player_kind: str | None) -> Occupancy:
    return Occupancy(
        row.id,
        row.table_id,
        row.seat,
        SeatKind(row.kind),
        row.player_id,
        row.bot_name,
        row.player,
        _utc(row.joined_at),
        handle,
        player_kind,
        row.token_hash,
    )
