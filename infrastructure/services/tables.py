"""Tables, seats, players and saved rulesets: everything around a match that is not a game event.

:class:`TableService` is the lobby.  It creates tables (a snapshot of the ruleset, the seat count,
an optional table seed for duplicate deals, an optional explicit first deck for tutorials), seats
players and bots, hands out tokens and checks them, and turns the host's requests (start the match,
deal the next round, end an open match) into decisions for :class:`~infrastructure.services.games.GameService`.

Tokens are random (``secrets.token_urlsafe``), returned once and stored only as SHA-256 hex
digests.  A seat token proves one seat at one table; the host token proves the table's host.

Round seeds (RULES.md §7): ``secrets.token_bytes(32)`` per round; or, for a table created with a
seed (duplicate deals: every table with that seed gets the same deals),
``sha256(b"maumau/table-round/v1:" + table_seed + round_no.to_bytes(4, "big"))``; the first round
of a table created with an explicit deck is dealt from that deck.

Caches (no database round trip on the hot path of a move): table set-ups are immutable and kept
in an LRU; a seat token's grant is kept for ``auth_cache_seconds``.  Leaving revokes the token at
once in this process; other processes may honour it until their cached grant expires.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import re
import secrets
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.bots import BOTS
from domain.cards import build_deck, card_name, parse_card
from domain.commands import EndMatch, StartMatch, StartRound
from domain.decide import decide
from domain.events import Event
from domain.evolve import fold
from domain.rules import (
    HOUSE_RULES,
    PRESETS,
    RuleSet,
    RuleSetError,
    apply_overrides,
    ruleset_from_dict,
    with_house_rules,
)
from domain.shuffle import SEED_BYTES
from domain.state import State
from infrastructure.adapters.db import DealSourceRow, PlayerRow, RulesetRow, SeatRow, TableRow, utcnow
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.games import CommandResult, GameService, command_fingerprint
from infrastructure.services.table_settings import TableSettings, parse_table_settings

__all__ = [
    "HANDLE_PATTERN",
    "RulesetInfo",
    "SeatGrant",
    "SeatInfo",
    "TableInfo",
    "TableService",
    "deal_source_digest",
    "hash_token",
    "new_token",
    "round_seed",
]

log = logging.getLogger(__name__)

HANDLE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,31}$"
"""A player handle: 1-32 letters, digits, ``_``, ``.``, ``-``; starting with a letter or digit."""

_HANDLE_RE = re.compile(HANDLE_PATTERN)
_RULESET_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.\-]{0,63}$")


def new_token() -> str:
    """A fresh bearer token: 256 random bits, URL-safe text."""
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """The SHA-256 hex digest under which a token is stored and looked up."""
    return hashlib.sha256(token.encode()).hexdigest()


def round_seed(table_seed: bytes, round_no: int) -> bytes:
    """The seed of round ``round_no`` (from 1) at a table created with ``table_seed``."""
    return hashlib.sha256(b"maumau/table-round/v1:" + table_seed + round_no.to_bytes(4, "big")).digest()


def deal_source_digest(kind: str, payload: str) -> str:
    """The digest under which a table's deal source is recorded: ``kind`` ``seed`` (its hex) or
    ``deck`` (the explicit deck's card names joined by ``,``).  Each digest deals one table only
    (see :class:`~infrastructure.adapters.db.DealSourceRow`)."""
    return hashlib.sha256(f"maumau/deal-source/v1:{kind}:{payload}".encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class RulesetInfo:
    """A ruleset as the lobby lists it: a preset (``id`` is its name) or a saved custom one."""

    id: str
    name: str
    base: str
    preset: bool
    rules: RuleSet
    created_at: datetime | None


@dataclass(frozen=True, slots=True)
class TableInfo:
    """A table's immutable set-up."""

    id: uuid.UUID
    ruleset_ref: str
    rules: RuleSet
    seats: int
    host_token_hash: str
    seed: bytes | None
    deck: tuple[int, ...] | None
    created_at: datetime
    settings: TableSettings = field(default_factory=TableSettings)
    host_player_id: uuid.UUID | None = None


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who occupies a seat now: a player (``player`` handle) or a bot (``bot`` name)."""

    table_id: uuid.UUID
    seat: int
    kind: str
    player: str | None
    bot: str | None
    joined_at: datetime

    @property
    def handle(self) -> str:
        """The name recorded in the match: the player's handle, or ``bot:<name>``."""
        return self.player if self.player is not None else f"bot:{self.bot}"


@dataclass(frozen=True, slots=True)
class SeatGrant:
    """What a seat token proves: this seat at this table (which has ``seats`` seats)."""

    table_id: uuid.UUID
    seat: int
    kind: str
    seats: int


class _Lru:
    """A small thread-safe LRU map with an optional time to live per entry."""

    def __init__(self, size: int, ttl: float | None = None) -> None:
        self._size = size
        self._ttl = ttl
        self._items: OrderedDict[Any, tuple[Any, float]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Any) -> Any:
        now = time.monotonic()
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            if self._ttl is not None and item[1] < now:
                del self._items[key]
                return None
            self._items.move_to_end(key)
            return item[0]

    def put(self, key: Any, value: Any) -> None:
        expires = time.monotonic() + (self._ttl or 0.0)
        with self._lock:
            self._items[key] = (value, expires)
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def pop(self, key: Any) -> None:
        with self._lock:
            self._items.pop(key, None)


class TableService:
    """The lobby: rulesets, tables, seats and tokens, and the host's match commands."""

    def __init__(
        self,
        engine: Engine,
        games: GameService,
        *,
        auth_cache_seconds: float = 5.0,
        cache_size: int = 4096,
        random_seed: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        """Use ``engine`` for the lobby tables and ``games`` for the matches.

        ``auth_cache_seconds`` = 0 checks every seat token against the database.
        ``random_seed(n)`` gives round seeds (inject a fixed one in tests).
        """
        self._engine = engine
        self._games = games
        self._tables = _Lru(cache_size)
        self._grants = _Lru(cache_size, ttl=auth_cache_seconds) if auth_cache_seconds > 0 else None
        self._random_seed = random_seed
        self._seat_watchers: list[Callable[[uuid.UUID], None]] = []

    def _session(self) -> Session:
        """A session whose objects stay readable after commit (rows become plain records)."""
        return Session(self._engine, expire_on_commit=False)

    @property
    def games(self) -> GameService:
        """The game service the matches run in."""
        return self._games

    # ------------------------------------------------------------------ rulesets
    def list_rulesets(self, *, limit: int | None = None, offset: int = 0) -> list[RulesetInfo]:
        """Every preset, then every saved ruleset (oldest first); ``offset`` and ``limit`` page
        through that list (``limit=None``: to its end), so one answer stays bounded."""
        presets = [RulesetInfo(name, name, name, True, rules, None) for name, rules in PRESETS.items()]
        out = presets[offset:] if limit is None else presets[offset : offset + limit]
        if limit is not None and len(out) >= limit:
            return out
        saved_offset = max(0, offset - len(presets))
        query = select(RulesetRow).order_by(RulesetRow.created_at, RulesetRow.id).offset(saved_offset)
        if limit is not None:
            query = query.limit(limit - len(out))
        with self._session() as session:
            out += [_ruleset_info(row) for row in session.scalars(query).all()]
        return out

    def get_ruleset(self, ref: str) -> RulesetInfo:
        """A preset by name (case-insensitive) or a saved ruleset by id; :class:`NotFound` else."""
        if ref.upper() in PRESETS:
            name = ref.upper()
            return RulesetInfo(name, name, name, True, PRESETS[name], None)
        try:
            ruleset_id = uuid.UUID(ref)
        except ValueError:
            raise NotFound(
                "ruleset", f"no ruleset {ref!r}: use a preset ({', '.join(PRESETS)}) or a saved id"
            ) from None
        with self._session() as session:
            row = session.get(RulesetRow, ruleset_id)
            if row is None:
                raise NotFound("ruleset", f"no saved ruleset {ref}")
            return _ruleset_info(row)

    def create_ruleset(
        self,
        base: str,
        *,
        name: str | None = None,
        overrides: dict[str, Any] | None = None,
        house_rules: list[str] | None = None,
    ) -> RulesetInfo:
        """Derive a ruleset from ``base`` (a preset or saved id) and save it, immutable.

        ``house_rules`` toggles (:data:`domain.rules.HOUSE_RULES`) apply first, then ``overrides``
        (field -> value, as in :meth:`RuleSet.to_dict`).  Contradictions raise
        :class:`InvalidInput` with rule ``ruleset`` and every bad field named.
        """
        parent = self.get_ruleset(base)
        toggles = list(house_rules or ())
        unknown = [t for t in toggles if t not in HOUSE_RULES]
        if unknown:
            raise InvalidInput(
                "house_rules",
                f"unknown house rules {', '.join(unknown)}; known: {', '.join(HOUSE_RULES)}",
                {"house_rules": "unknown toggle"},
            )
        if name is None:
            # "PRESET+toggle" names let bots recognise the rules (domain.bots.rules_for_name).
            name = "+".join((parent.name, *toggles)) if toggles and not overrides else "custom"
        elif not _RULESET_NAME_RE.match(name) or name.upper() in PRESETS:
            raise InvalidInput(
                "name",
                f"ruleset name {name!r}: 1-64 letters, digits, spaces, '_', '.', '-', and not a preset's name",
                {"name": "invalid"},
            )
        try:
            # The domain parses every override to its field's one bounded form and names each bad field.
            rules = with_house_rules(parent.rules, *toggles, name=name) if toggles else parent.rules
            rules = apply_overrides(rules, overrides or {}, name=name)
        except RuleSetError as error:
            raise InvalidInput("ruleset", str(error), dict(error.problems)) from None
        row = RulesetRow(id=uuid.uuid4(), name=name, base=parent.id, body=rules.to_dict())
        with self._session() as session, session.begin():
            session.add(row)
            session.flush()
            return _ruleset_info(row)

    # ------------------------------------------------------------------ tables
    def create_table(
        self,
        ruleset: str,
        seats: int,
        *,
        seed: str | None = None,
        deck: list[str] | None = None,
        settings: dict[str, Any] | TableSettings | None = None,
    ) -> tuple[TableInfo, str]:
        """Create a table; returns it and the host token (shown only this once).

        ``settings`` are the table's :class:`TableSettings` (or their dict form, checked)."""
        table_settings = settings if isinstance(settings, TableSettings) else parse_table_settings(settings)
        info = self.get_ruleset(ruleset)
        rules = info.rules
        lo, hi = rules.players
        if not lo <= seats <= hi:
            raise InvalidInput("players", f"{rules.name} is played by {lo} to {hi} players, not {seats}")
        seed_bytes: bytes | None = None
        if seed is not None:
            try:
                seed_bytes = bytes.fromhex(seed)
            except ValueError:
                seed_bytes = b""
            if len(seed_bytes) != SEED_BYTES:
                raise InvalidInput("seed", f"a table seed is {SEED_BYTES} bytes: {2 * SEED_BYTES} hex digits")
        deck_cards: tuple[int, ...] | None = None
        if deck is not None:
            try:
                deck_cards = tuple(parse_card(name) for name in deck)
            except ValueError as error:
                raise InvalidInput("deck", str(error)) from None
            canonical = build_deck(rules.deck, rules.decks_for(seats))
            if sorted(deck_cards) != list(canonical):
                raise InvalidInput(
                    "deck",
                    f"an explicit deck must be a permutation of the {len(canonical)}-card deck of "
                    f"{rules.name} for {seats} players",
                )
        token = new_token()
        row = TableRow(
            id=uuid.uuid4(),
            ruleset_ref=info.id,
            ruleset=rules.to_dict(),
            seats=seats,
            host_token_hash=hash_token(token),
            seed=seed_bytes.hex() if seed_bytes is not None else None,
            deck=[card_name(c) for c in deck_cards] if deck_cards is not None else None,
            created_at=utcnow(),
            settings=table_settings.to_dict(),
        )
        sources = []
        if row.seed is not None:
            sources.append(DealSourceRow(digest=deal_source_digest("seed", row.seed), table_id=row.id, kind="seed"))
        if row.deck is not None:
            digest = deal_source_digest("deck", ",".join(row.deck))
            sources.append(DealSourceRow(digest=digest, table_id=row.id, kind="deck"))
        try:
            with self._session() as session, session.begin():
                session.add(row)
                session.flush()  # the table row first: the sources refer to it
                session.add_all(sources)
        except IntegrityError:
            kind = "seed" if row.seed is not None and row.deck is None else "seed or deck"
            raise Conflict(
                "deal_source_used",
                f"this {kind} already deals another table: a seed or an explicit deck deals one table only "
                "(tables dealt the same cards would reveal each other's hands once one of them finishes a round)",
            ) from None
        table = _table_info(row)
        self._tables.put(table.id, table)
        return table, token

    def table(self, table_id: uuid.UUID) -> TableInfo:
        """A table's set-up (cached: it never changes); :class:`NotFound` for an unknown id."""
        table: TableInfo | None = self._tables.get(table_id)
        if table is None:
            with self._session() as session:
                row = session.get(TableRow, table_id)
                if row is None:
                    raise NotFound("table", f"no table {table_id}")
                table = _table_info(row)
            self._tables.put(table_id, table)
        return table

    def seats(self, table_id: uuid.UUID) -> list[SeatInfo | None]:
        """Who sits where now, one entry per seat (``None`` for an empty seat)."""
        table = self.table(table_id)
        out: list[SeatInfo | None] = [None] * table.seats
        with self._session() as session:
            rows = session.execute(
                select(SeatRow, PlayerRow.handle)
                .outerjoin(PlayerRow, PlayerRow.id == SeatRow.player_id)
                .where(SeatRow.table_id == table_id, SeatRow.left_at.is_(None))
            ).all()
        for seat_row, handle in rows:
            out[seat_row.seat] = _seat_info(seat_row, handle)
        return out

    def state(self, table_id: uuid.UUID) -> State:
        """The table's match state (checks the table exists)."""
        self.table(table_id)
        state: State = self._games.state(table_id)  # the service's state is its decider's (Any)
        return state

    # ------------------------------------------------------------------ seats
    def join(self, table_id: uuid.UUID, seat: int, player: str) -> tuple[SeatInfo, str]:
        """Seat the player ``player`` (created on first use) at an empty seat; returns the token."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if not isinstance(player, str) or not _HANDLE_RE.match(player):
            raise InvalidInput("player", f"player handle {player!r} must match {HANDLE_PATTERN}")
        player_id = self._player_id(player)
        with self._session() as session:
            taken = session.scalar(
                select(SeatRow.seat).where(
                    SeatRow.table_id == table_id,
                    SeatRow.player_id == player_id,
                    SeatRow.left_at.is_(None),
                )
            )
        if taken is not None:
            raise Conflict("player_seated", f"{player} already sits at seat {taken} of this table")
        return self._occupy(table, seat, "human", player_id, None, player)

    def add_bot(self, table_id: uuid.UUID, seat: int, bot: str, host_token: str | None) -> tuple[SeatInfo, str]:
        """The host seats the bot ``bot`` at an empty seat; the seat's token drives the bot."""
        table = self.authorize_host(table_id, host_token)
        _check_seat_number(table, seat)
        name = bot.strip().lower() if isinstance(bot, str) else ""
        if name not in BOTS:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(BOTS)}")
        return self._occupy(table, seat, "bot", None, name, None)

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free a seat: with the seat's own token, or the host's token for a bot's seat.

        The seat's token is revoked; the seat may be taken again (the match waits for it).
        """
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        is_host = hmac.compare_digest(token_hash, table.host_token_hash)
        if not is_host:
            grant = self.authorize_seat(table_id, token)
            if grant.seat != seat:
                raise Forbidden("seat", f"this token holds seat {grant.seat}, not seat {seat}")
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.left_at.is_(None))
            )
            if row is None:
                raise NotFound("seat", f"seat {seat} is empty")
            if is_host and row.kind != "bot":
                raise Forbidden("seat", "the host may remove bots only; a player leaves himself")
            if not is_host and row.token_hash != token_hash:
                raise Unauthorized("token", "unknown or revoked token")
            row.left_at = utcnow()
            revoked = row.token_hash
        if self._grants is not None:
            self._grants.pop(revoked)
        for watcher in tuple(self._seat_watchers):
            try:
                watcher(table_id)
            except Exception:
                log.exception("seat watcher failed on %s", table_id)

    def watch_seats(self, watcher: Callable[[uuid.UUID], None]) -> Callable[[], None]:
        """Call ``watcher(table_id)`` after a seat of that table was freed in this process (its
        token revoked), so open event streams re-check their token at once instead of at their
        next heartbeat; returns the function that stops watching."""
        self._seat_watchers.append(watcher)

        def unwatch() -> None:
            with contextlib.suppress(ValueError):
                self._seat_watchers.remove(watcher)

        return unwatch

    # ------------------------------------------------------------------ auth
    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> TableInfo:
        """The table, if ``token`` is its host token: else :class:`Unauthorized` / :class:`Forbidden`."""
        table = self.table(table_id)
        if not token:
            raise Unauthorized("token", "send the host token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        if hmac.compare_digest(token_hash, table.host_token_hash):
            return table
        if self._lookup_grant(token_hash) is None and not self._is_host_token(token_hash):
            raise Unauthorized("token", "unknown or revoked token")
        raise Forbidden("host", "only the table's host may do this")

    def cached_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant | None:
        """The grant of ``token`` at this table from the cache alone (no I/O), or ``None`` when
        only :meth:`authorize_seat` can tell (not cached, or an error to report)."""
        if not token or self._grants is None:
            return None
        grant: SeatGrant | None = self._grants.get(hash_token(token))
        return grant if grant is not None and grant.table_id == table_id else None

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant:
        """The seat ``token`` holds at this table: else :class:`Unauthorized` / :class:`Forbidden`."""
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        grant = self._lookup_grant(token_hash)
        if grant is None:
            table = self.table(table_id)
            if hmac.compare_digest(token_hash, table.host_token_hash) or self._is_host_token(token_hash):
                raise Forbidden("seat", "a host token holds no seat: use a seat's token")
            raise Unauthorized("token", "unknown or revoked token")
        if grant.table_id != table_id:
            self.table(table_id)  # 404 first for an unknown table
            raise Forbidden("seat", "this token holds a seat at another table")
        return grant

    def authorize_seat_now(self, table_id: uuid.UUID, token: str | None) -> SeatGrant:
        """Like :meth:`authorize_seat`, but asks the database, never the cache: what an open event
        stream calls before it sends anything, so a token revoked in *any* process (a seat left,
        then perhaps taken by someone else) receives nothing committed after the revocation."""
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        with self._session() as session:
            grant = self._grant_from_db(session, token_hash)
        if grant is None or grant.table_id != table_id:
            if self._grants is not None:
                self._grants.pop(token_hash)
            raise Unauthorized("token", "unknown or revoked token")
        return grant

    # ------------------------------------------------------------------ host commands
    def start_match(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host starts the match (every seat filled) and the first round is dealt at once."""
        table = self.authorize_host(table_id, host_token)
        seats = self.seats(table_id)
        empty = [i for i, s in enumerate(seats) if s is None]
        if empty:
            raise Conflict("seats_empty", f"every seat must be taken first; empty: {', '.join(map(str, empty))}")
        players = tuple(s.handle for s in seats if s is not None)

        def decision(state: State) -> list[Event]:
            events = decide(
                state,
                StartMatch(table.rules, table.seats, players, ruleset_id=table.ruleset_ref, rated=table.settings.rated),
            )
            started = fold(events, state)
            return events + decide(started, self.round_command(table, started.round_no + 1))

        return self._host_execute(table_id, decision, key, "start")

    def next_round(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host deals the next round of a running match."""
        table = self.authorize_host(table_id, host_token)

        def decision(state: State) -> list[Event]:
            return decide(state, self.round_command(table, state.round_no + 1))

        return self._host_execute(table_id, decision, key, "next_round")

    def end_match(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host ends an open-ended match between rounds (e.g. TAVERN, where wins are counted)."""
        self.authorize_host(table_id, host_token)
        return self._host_execute(table_id, lambda s: decide(s, EndMatch()), key, "end")

    # ------------------------------------------------------------------ internals
    def _host_execute(
        self,
        table_id: uuid.UUID,
        decision: Callable[[State], list[Event]],
        key: str | None,
        kind: str,
    ) -> CommandResult:
        return self._games.execute(
            table_id,
            decision,
            seat=None,
            actor="host",
            key=key,
            fingerprint=command_fingerprint(None, {"type": kind}) if key else None,
            at=self._games.now(),
        )

    def round_command(self, table: TableInfo, round_no: int) -> StartRound:
        """How round ``round_no`` of ``table`` is dealt: the table's explicit deck (first
        round), its seed (duplicate deals) or a fresh random seed (for bot or clock runners
        that deal rounds themselves)."""
        if table.seed is not None:
            seed = round_seed(table.seed, round_no)
        elif table.deck is not None and round_no == 1:
            return StartRound(deck=table.deck)
        else:
            seed = self._random_seed(SEED_BYTES)
        return StartRound(seed=seed, deck=table.deck if round_no == 1 else None)

    def _player_id(self, handle: str) -> uuid.UUID:
        """The id of the player ``handle``, created on first use (race-safe)."""
        for _ in range(3):
            try:
                with self._session() as session, session.begin():
                    found = session.scalar(select(PlayerRow.id).where(PlayerRow.handle == handle))
                    if found is not None:
                        return found
                    row = PlayerRow(id=uuid.uuid4(), handle=handle, created_at=utcnow())
                    session.add(row)
                return row.id
            except IntegrityError:
                continue  # someone created it meanwhile: read it again
        raise Conflict("player", f"could not create player {handle!r}: retry")

    def _occupy(
        self,
        table: TableInfo,
        seat: int,
        kind: str,
        player_id: uuid.UUID | None,
        bot: str | None,
        handle: str | None,
    ) -> tuple[SeatInfo, str]:
        """Insert the open occupancy of ``seat``; the partial unique index settles races."""
        token = new_token()
        row = SeatRow(
            table_id=table.id,
            seat=seat,
            kind=kind,
            player_id=player_id,
            bot_name=bot,
            token_hash=hash_token(token),
            joined_at=utcnow(),
        )
        try:
            with self._session() as session, session.begin():
                session.add(row)
        except IntegrityError:
            raise Conflict("seat_taken", f"seat {seat} is taken") from None
        info = _seat_info(row, handle)
        if self._grants is not None:
            self._grants.put(row.token_hash, SeatGrant(table.id, seat, kind, table.seats))
        return info, token

    def _lookup_grant(self, token_hash: str) -> SeatGrant | None:
        """The seat a token hash holds (cached for ``auth_cache_seconds``), or ``None``."""
        if self._grants is not None:
            grant: SeatGrant | None = self._grants.get(token_hash)
            if grant is not None:
                return grant
        with self._session() as session:
            grant = self._grant_from_db(session, token_hash)
        if grant is not None and self._grants is not None:
            self._grants.put(token_hash, grant)
        return grant

    def _is_host_token(self, token_hash: str) -> bool:
        """True when ``token_hash`` is some table's host token (a known identity: 403, not 401)."""
        with self._session() as session:
            found = session.scalar(select(TableRow.id).where(TableRow.host_token_hash == token_hash).limit(1))
        return found is not None

    @staticmethod
    def _grant_from_db(session: Session, token_hash: str) -> SeatGrant | None:
        """Look a token hash up among the open seat occupancies."""
        row = session.execute(
            select(SeatRow.table_id, SeatRow.seat, SeatRow.kind, TableRow.seats)
            .join(TableRow, TableRow.id == SeatRow.table_id)
            .where(SeatRow.token_hash == token_hash, SeatRow.left_at.is_(None))
        ).first()
        return SeatGrant(row[0], row[1], row[2], row[3]) if row is not None else None


def _check_seat_number(table: TableInfo, seat: int) -> None:
    """A seat number must be 0..seats-1 (404 otherwise: no such seat)."""
    if not 0 <= seat < table.seats:
        raise NotFound("seat", f"seat must be 0..{table.seats - 1}, not {seat}")


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as timezone-aware UTC (SQLite returns naive datetimes)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _ruleset_info(row: RulesetRow) -> RulesetInfo:
    """A saved ruleset row as :class:`RulesetInfo`."""
    return RulesetInfo(str(row.id), row.name, row.base, False, ruleset_from_dict(row.body), _utc(row.created_at))


def _table_info(row: TableRow) -> TableInfo:
    """A table row as :class:`TableInfo` (cards parsed, seed as bytes)."""
    return TableInfo(
        id=row.id,
        ruleset_ref=row.ruleset_ref,
        rules=ruleset_from_dict(row.ruleset),
        seats=row.seats,
        host_token_hash=row.host_token_hash,
        seed=bytes.fromhex(row.seed) if row.seed else None,
        deck=tuple(parse_card(c) for c in row.deck) if row.deck is not None else None,
        created_at=_utc(row.created_at),
        settings=parse_table_settings(row.settings or {}),
        host_player_id=row.host_player_id,
    )


def _seat_info(row: SeatRow, handle: str | None) -> SeatInfo:
    """A seat row (and the player's handle) as :class:`SeatInfo`."""
    return SeatInfo(row.table_id, row.seat, row.kind, handle, row.bot_name, _utc(row.joined_at))
