"""Tables, seats, players and saved rulesets: everything around a match that is not a game event.

:class:`TableService` is the lobby.  It creates tables (a snapshot of the ruleset, the seat count,
an optional table seed for duplicate deals, an optional explicit first deck for tutorials), seats
identities and bots, hands out tokens and checks them, and turns the host's requests (start the
match, deal the next round, end an open match) into decisions for
:class:`~infrastructure.services.games.GameService`.

Tokens are random (:func:`~infrastructure.services.tokens.new_token`), returned once and stored
only as SHA-256 hex digests.  A seat token proves one occupancy of one seat at one table; the host
token proves the table's host.

Seats belong to identities (:mod:`infrastructure.services.accounts`; see ``docs/accounts.md``):

* taking a seat needs an identity's credential (session, API key or guest token); the request
  names no player.  Guests may not sit at a rated table.  One identity holds at most one seat
  per table (a partial unique index settles races); taking the seat one already holds again
  issues a fresh seat token and revokes the old one (a lost token);
* while a match runs (started, not finished) each seat belongs to whoever started the match in
  it (``MatchStarted.players``): only that identity may take it again after leaving (reconnect:
  the same seat, a fresh token), nobody else; a bot's seat nobody at all.  A seat left mid-match
  calls :meth:`TableService._seat_left_mid_match` (the table's ``on_leave`` setting);
* bot seats have no token a person can use: the bots are driven in-process
  (:mod:`infrastructure.services.bot_runner`); the host seats and removes bots but never sees a
  hand; removing a bot mid-match is refused unless it substitutes for a person who left;
* the host token, or the credential of the identity that opened the table, acts as host;
* at seat endpoints an identity's own credential works like the seat token of the seat it holds
  at that table; revoking the credential ends what was opened with it, open streams included
  (:meth:`TableService.authorize_seat_now`).

Round seeds (RULES.md §7): ``secrets.token_bytes(32)`` per round; or, for a table created with a
seed (duplicate deals: every table with that seed gets the same deals),
``sha256(b"maumau/table-round/v1:" + table_seed + round_no.to_bytes(4, "big"))``; the first round
of a table created with an explicit deck is dealt from that deck.

Caches (no database round trip on the hot path of a move): table set-ups are immutable and kept
in an LRU; a seat token's grant (and an identity's seat at a table) is kept for
``auth_cache_seconds``.  Leaving revokes the token at once in this process; other processes may
honour it until their cached grant expires.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import logging
import re
import secrets
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.actors import Actor
from domain.bots import BOTS
from domain.cards import build_deck, card_name, parse_card
from domain.commands import EndMatch, Forfeit, RevealDeals, StartMatch, StartRound
from domain.decide import decide
from domain.events import Event
from domain.evolve import fold
from domain.rules import (
    HOUSE_RULES,
    PRESETS,
    RuleSet,
    RuleSetError,
    apply_overrides,
    house_rules_ruleset,
    ruleset_from_dict,
    with_house_rules,
)
from domain.shuffle import SEED_BYTES, table_round_seed
from domain.state import FINISHED, NEW, Phase, State
from infrastructure.adapters.db import DealSourceRow, PlayerRow, RulesetRow, SeatClaimRow, SeatRow, TableRow, utcnow
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, ServiceError, Unauthorized
from infrastructure.services.games import CommandResult, GameService, command_fingerprint
from infrastructure.services.handles import checked_name
from infrastructure.services.invites import invite_digest, invite_matches, new_invite_code
from infrastructure.services.lru import Lru
from infrastructure.services.table_settings import TableSettings, parse_table_settings, stored_table_settings
from infrastructure.services.tokens import credential_kind, hash_token, new_token
from infrastructure.services.turn_clock import clock_of

__all__ = [
    "RulesetInfo",
    "SeatClaim",
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

_RULESET_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.\-]{0,63}")  # fullmatch: "$" also matches before "\n"


round_seed = table_round_seed
"""The seed of round ``round_no`` (from 1) at a table created with ``table_seed`` (defined once,
in ``domain.shuffle``)."""


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
    invite_code: str | None = field(default=None, repr=False, compare=False)
    """A private table's invite code in clear: only on the value :meth:`TableService.create_table`
    returns (shown once; stored as its digest, never cached)."""


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who occupies a seat now: a person (``player`` handle, ``player_id``, ``player_kind``:
    account, guest or legacy) or a bot (``bot`` name)."""

    table_id: uuid.UUID
    seat: int
    kind: str
    player: str | None
    bot: str | None
    joined_at: datetime
    player_id: uuid.UUID | None = None
    player_kind: str | None = None

    @property
    def handle(self) -> str:
        """The name recorded in the match: the player's handle, or ``bot:<name>``."""
        return self.player if self.player is not None else f"bot:{self.bot}"


@dataclass(frozen=True, slots=True)
class SeatGrant:
    """What a seat token (or an identity's credential) proves: this seat at this table (which has
    ``seats`` seats), held by the identity ``player_id`` (``None``: a bot)."""

    table_id: uuid.UUID
    seat: int
    kind: str
    seats: int
    player_id: uuid.UUID | None = None


@dataclass(frozen=True, slots=True)
class SeatClaim:
    """Who may take over a legacy seat (:meth:`TableService.authorize_claim`), since when."""

    table_id: uuid.UUID
    seat: int
    player_id: uuid.UUID
    handle: str
    granted_at: datetime


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
        accounts: AccountService | None = None,
    ) -> None:
        """Use ``engine`` for the lobby tables and ``games`` for the matches.

        ``auth_cache_seconds`` = 0 checks every seat token against the database.
        ``random_seed(n)`` gives round seeds (inject a fixed one in tests).  ``accounts``
        resolves identities (default: an :class:`AccountService` on the same engine, caching
        for ``auth_cache_seconds``).
        """
        self._engine = engine
        self._games = games
        self._tables = Lru(cache_size)
        self._grants = Lru(cache_size, ttl=auth_cache_seconds) if auth_cache_seconds > 0 else None
        self._random_seed = random_seed
        self._seat_watchers: list[Callable[[uuid.UUID], None]] = []
        self._claim_guards: list[Callable[[TableInfo, int, Identity], None]] = []
        self.accounts = accounts or AccountService(engine, cache_seconds=auth_cache_seconds, cache_size=cache_size)
        self.accounts.watch_revocations(self._identity_revoked)

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
            raise NotFound("ruleset", _no_ruleset(ref)) from None
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
        replace: list[str] | None = None,
    ) -> RulesetInfo:
        """Derive a ruleset from ``base`` (a preset or saved id) and save it, immutable.

        ``house_rules`` toggles (:data:`domain.rules.HOUSE_RULES`) apply first, then ``overrides``
        (field -> value, as in :meth:`RuleSet.to_dict`; a map field such as ``specials`` merges
        with the base's unless named in ``replace``: :func:`domain.rules.apply_overrides`).
        Contradictions raise :class:`InvalidInput` with rule ``ruleset`` and every bad field named.
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
        else:
            # the one check of names people see (control, format, bidi, invisible), then the charset
            checked_name(name, "name", longest=64, what="a ruleset's name")
            if not _RULESET_NAME_RE.fullmatch(name) or name.upper() in PRESETS:
                raise InvalidInput(
                    "name",
                    f"ruleset name {name!r}: 1-64 letters, digits, spaces, '_', '.', '-', and not a preset's name",
                    {"name": "invalid"},
                )
        try:
            # The domain parses every override to its field's one bounded form and names each bad field.
            rules = with_house_rules(parent.rules, *toggles, name=name) if toggles else parent.rules
            rules = apply_overrides(rules, overrides or {}, name=name, replace=replace or ())
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
        host: Identity | None = None,
    ) -> tuple[TableInfo, str]:
        """Create a table; returns it and the host token (shown only this once).

        ``settings`` are the table's :class:`TableSettings` (or their dict form, checked).
        ``host`` is the identity opening it (recorded: its own credential then acts as host too);
        anonymous tables stay possible, but a rated table needs an account to open it."""
        table_settings = settings if isinstance(settings, TableSettings) else parse_table_settings(settings)
        if table_settings.sealed:
            raise InvalidInput("settings.sealed", "only a tournament's tables are sealed (ensure_tournament_table)")
        if table_settings.rated and (host is None or host.kind != "account"):
            raise Forbidden(
                "rated_table",
                "a rated table is opened by an account: send its session or API key (Authorization: Bearer ...)",
            )
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
        invite = new_invite_code() if table_settings.private else None  # the lobby's invite code
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
            host_player_id=host.player_id if host is not None else None,
            invite_hash=invite_digest(invite) if invite is not None else None,
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
        return (replace(table, invite_code=invite) if invite is not None else table), token

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
                select(SeatRow, PlayerRow.handle, PlayerRow.kind)
                .outerjoin(PlayerRow, PlayerRow.id == SeatRow.player_id)
                .where(SeatRow.table_id == table_id, SeatRow.left_at.is_(None))
            ).all()
        for seat_row, handle, player_kind in rows:
            out[seat_row.seat] = _seat_info(seat_row, handle, player_kind)
        return out

    def check_public(self, table_id: uuid.UUID, token: str | None = None) -> None:
        """Refuse a look at a sealed table as an observer (its public page, its public stream) while
        anything of it is secret: until its match is finished and every round revealed (403
        ``sealed``).  Other tables of its tournament play the same deals, so even the cards played
        on this table stay hidden from everyone but its own seats.  ``token``: a credential of a
        seat of this table may look (the public state is part of what the seat sees anyway)."""
        table = self.table(table_id)
        if not table.settings.sealed:
            return
        state = self.state(table_id)
        if state.phase != FINISHED or state.unrevealed:
            if token:
                try:
                    self.authorize_seat_now(table_id, token)
                except ServiceError:
                    pass
                else:
                    return
            raise Forbidden(
                "sealed",
                "this tournament table is sealed: other tables play the same deals, so it shows nothing to "
                "observers until its match is finished and the tournament has revealed the deals",
            )

    def state(self, table_id: uuid.UUID) -> State:
        """The table's match state (checks the table exists)."""
        self.table(table_id)
        state: State = self._games.state(table_id)  # the service's state is its decider's (Any)
        return state

    # ------------------------------------------------------------------ seats
    def join(
        self, table_id: uuid.UUID, seat: int, identity: Identity | None, *, invite: str | None = None
    ) -> tuple[SeatInfo, str]:
        """Seat ``identity`` at ``seat``; returns the occupancy and its seat token (shown once).

        Refused: no identity (401); a guest at a rated table (403 ``rated_table``); a seat that
        belongs to another identity while the match runs (403 ``seat_owner``); a second seat for
        one identity (409 ``player_seated``); a taken seat (409 ``seat_taken``).  Taking the seat
        one holds again rotates its token (the old one stops working)."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if identity is None:
            raise Unauthorized(
                "token",
                "taking a seat needs an identity: Authorization: Bearer <session, API key or guest token> "
                "(POST /v1/sessions, POST /v1/guests)",
            )
        claimed = self._claim_of(table_id, seat) == identity.player_id  # the host let it take a legacy seat
        if not claimed:
            self._check_invite(table, invite, identity)
        if identity.is_guest and table.settings.rated:
            raise Forbidden("rated_table", "a rated table seats accounts only, not guests: register and sign in")
        held = self._held_seat(table_id, identity.player_id)
        if held is not None and held.seat != seat:
            raise Conflict("player_seated", f"you already sit at seat {held.seat} of this table: one seat each")
        owners = self._match_owners(table_id)
        if owners is not None and not claimed:
            owner = owners[seat]
            if owner != identity.handle:
                whose = "a bot's" if owner is None or owner.startswith("bot:") else f"{owner}'s"
                raise Forbidden(
                    "seat_owner",
                    f"seat {seat} is {whose} until the match ends: only whoever started the match in it may take it",
                )
        for guard in self._claim_guards:
            guard(table, seat, identity)
        if held is not None:
            return self._rotate(table, held, identity)
        if claimed:
            self._unseat_legacy(table, seat)
        if owners is not None:
            self._release_substitute(table, seat)
        return self._occupy(table, seat, "human", identity.player_id, None, identity.handle, identity.kind)

    def authorize_claim(self, table_id: uuid.UUID, seat: int, player_id: uuid.UUID, token: str | None) -> SeatClaim:
        """The table's host (host token or the host's credential) or an admin lets the identity
        ``player_id`` (an account or a guest) take over ``seat``, which a *legacy* name holds: one
        written before accounts, which cannot sign in and so can never take its seat back once
        its seat token is lost.  The claimant then takes the seat like any seat (:meth:`join`,
        its own credential): the legacy occupancy ends (its token revoked), and while the match
        runs the claimant plays the seat on the legacy owner's behalf (results stay the owner's,
        as ``MatchStarted`` names it) and may come back to it after leaving.  A later
        authorisation replaces the earlier one.

        Refused: 409 ``legacy_seat`` when the seat is not a legacy name's (its occupant, or the
        name that started the running match there); 404 ``player`` for an unknown identity; 422
        ``player_id`` for a legacy or disabled one; 403 ``rated_table`` for a guest at a rated
        table; 401/403 for anyone but the host or an admin."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        try:
            self.authorize_host(table_id, token)
        except Forbidden:
            identity = self._identity(token or "")
            if identity is None or identity.role != "admin":
                raise Forbidden("host", "only the table's host or an admin may let someone claim a seat") from None
        current = self.seats(table_id)[seat]
        owners = self._match_owners(table_id)
        legacy = current is not None and current.player_kind == "legacy"
        if not legacy and owners is not None and (current is None or current.kind == "bot"):
            legacy = self._is_legacy_name(owners[seat])  # its owner left it (a substitute may play)
        if not legacy:
            raise Conflict(
                "legacy_seat",
                f"seat {seat} is not held by a name from before accounts: its player takes it back himself",
            )
        with self._session() as session, session.begin():
            player = session.get(PlayerRow, player_id)
            if player is None:
                raise NotFound("player", f"no player {player_id}")
            if player.kind not in ("account", "guest") or player.disabled_at is not None:
                raise InvalidInput("player_id", "the claimant must be an account or a guest that can sign in")
            if player.kind == "guest" and table.settings.rated:
                raise Forbidden("rated_table", "a rated table seats accounts only, not guests")
            claim = session.get(SeatClaimRow, (table_id, seat))
            now = utcnow()
            if claim is None:
                session.add(SeatClaimRow(table_id=table_id, seat=seat, player_id=player_id, granted_at=now))
            else:
                claim.player_id, claim.granted_at = player_id, now
            handle = player.handle
        return SeatClaim(table_id, seat, player_id, handle, now)

    def add_bot(self, table_id: uuid.UUID, seat: int, bot: str, host_token: str | None) -> SeatInfo:
        """The host seats the bot ``bot`` at an empty seat.  No token is returned: bots are driven
        in this process, and nobody (the host included) may act or look through a bot's seat.
        While a match runs a seat is its starter's, so a bot is seated there only by
        :meth:`_seat_left_mid_match` (a substitute)."""
        table = self.authorize_host(table_id, host_token)
        _check_seat_number(table, seat)
        # Only spaces are forgiven: a name with a line break or another hidden character is no bot's.
        name = bot.strip(" ").lower() if isinstance(bot, str) else ""
        if name not in BOTS:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(BOTS)}")
        if self._match_owners(table_id) is not None:
            raise Conflict("match_running", f"the match is running: seat {seat} belongs to whoever started it there")
        return self._occupy(table, seat, "bot", None, name, None, None)[0]

    def seat_substitute(self, table_id: uuid.UUID, seat: int, bot: str) -> SeatInfo:
        """Seat the bot ``bot`` as a substitute in the empty ``seat`` of a running match (for the
        table's ``on_leave = "bot"``): the seat stays its owner's, who may take it back."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if bot not in BOTS:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(BOTS)}")
        return self._occupy(table, seat, "bot", None, bot, None, None)[0]

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free a seat: its own seat token or its identity's credential; or, for a bot's seat,
        the host (host token or the host's own credential).

        The seat's token is revoked.  Before the match the seat may be taken by anyone again;
        while it runs only by its owner (:meth:`join`), and :meth:`_seat_left_mid_match` decides
        what happens meanwhile.  A bot that started the match cannot be removed until it ends
        (409 ``match_running``); a substitute can."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        identity = self._identity(token)
        own = False
        if identity is not None:
            held = self._held_seat(table_id, identity.player_id)
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
        owners = self._match_owners(table_id)
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.left_at.is_(None))
            )
            if row is None:
                raise NotFound("seat", f"seat {seat} is empty")
            if is_host:
                if row.kind != "bot":
                    raise Forbidden("seat", "the host may remove bots only; a player leaves himself")
                owner = owners[seat] if owners is not None else None
                if owners is not None and (owner is None or owner.startswith("bot:")):
                    raise Conflict(
                        "match_running", f"the bot at seat {seat} started the match there: it stays until the end"
                    )
            elif identity is None and row.token_hash != token_hash:
                raise Unauthorized("token", "unknown or revoked token")
            row.left_at = utcnow()
            revoked, player_id, left = row.token_hash, row.player_id, row.kind
        self._forget_seat(table_id, revoked, player_id)
        self._seats_changed(table_id)
        if owners is not None and left == "human":
            self._seat_left_mid_match(table, seat)

    def guard_claims(self, guard: Callable[[TableInfo, int, Identity], None]) -> None:
        """Ask ``guard(table, seat, identity)`` before an identity takes a seat (:meth:`join`):
        it raises to refuse.  What is built on the lobby (a tournament: a player who withdrew may
        not take back the seat a substitute now plays) adds its rules here without the lobby
        knowing them."""
        self._claim_guards.append(guard)

    def watch_seats(self, watcher: Callable[[uuid.UUID], None]) -> Callable[[], None]:
        """Call ``watcher(table_id)`` after a seat of that table was freed in this process (its
        token revoked), or a credential of an identity sitting there was revoked, so open event
        streams re-check their token at once instead of at their next heartbeat; returns the
        function that stops watching."""
        self._seat_watchers.append(watcher)

        def unwatch() -> None:
            with contextlib.suppress(ValueError):
                self._seat_watchers.remove(watcher)

        return unwatch

    # ------------------------------------------------------------------ hooks
    def _check_invite(self, table: TableInfo, invite: str | None, identity: Identity | None = None) -> None:
        """Whether ``invite`` lets its holder take a seat at ``table``: a private table needs its
        invite code, except from its members (the identity that opened it, one that holds a seat
        there, or one that started the running match in a seat: reconnecting needs no code).
        Raises :class:`Forbidden` to refuse (``invite_required``, ``invite_invalid``).  The code's
        digest is read from the database on every check (never cached), so a code the host
        replaced takes no seat in any process."""
        if not table.settings.private:
            return
        if identity is not None and (
            identity.player_id == table.host_player_id
            or self._held_seat(table.id, identity.player_id) is not None
            or identity.handle in (self._match_owners(table.id) or ())
        ):
            return
        if not invite:
            raise Forbidden("invite_required", "this table is private: send its invite code as `invite` to take a seat")
        with self._session() as session:
            digest = session.scalar(select(TableRow.invite_hash).where(TableRow.id == table.id))
        if not invite_matches(invite, digest):
            raise Forbidden("invite_invalid", "this invite code does not open this table (wrong, or replaced)")

    def _seat_left_mid_match(self, table: TableInfo, seat: int) -> None:
        """Called after ``seat`` was freed while the match runs (its owner left, or the host
        removed a substitute), per the table's ``on_leave`` setting:

        * ``"bot"``: the table's ``substitute_bot`` takes the seat (:meth:`substitute`).  The seat
          stays its owner's: only the owner may take it back, and the substitute then leaves it.
          What the seat scores meanwhile is the seat's, so its owner's (the match names the owner
          in ``MatchStarted.players``; a substitute plays on the owner's behalf and earns nothing
          of its own, like a timeout's automatic move);
        * ``"forfeit"``: the seat forfeits through the domain (``Forfeit(seat, "left")``: it can
          no longer win and ranks last; the match ends at once when one seat is left in
          contention).  When the match goes on, the substitute plays the forfeited seat so the
          others can finish.

        A refusal (the match ended meanwhile, the seat already forfeited) is logged, not raised:
        the leaving itself has happened."""
        if table.settings.on_leave == "forfeit":
            at = self._games.now()
            try:
                result = self._games.execute(
                    table.id, lambda state: decide(state, Forfeit(seat, "left", at)), seat=seat, actor=Actor.SEAT, at=at
                )
            except InvalidInput as refusal:
                log.info("table %s: seat %d left, no forfeit: %s", table.id, seat, refusal)
            else:
                if result.state.phase == Phase.FINISHED:
                    return
        self.substitute(table.id, seat)

    def substitute(self, table_id: uuid.UUID, seat: int) -> SeatInfo | None:
        """Seat the table's ``substitute_bot`` in ``seat`` of the running match: after its owner
        left it (:meth:`_seat_left_mid_match`) or forfeited it on timeouts (the abandonment
        reaction, which unseats a person still sitting there: the seat token is revoked).
        ``None`` when there is nothing to do: no match running, or a bot sits there already, or
        the owner took the seat back meanwhile."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if self._match_owners(table_id) is None:
            return None
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.left_at.is_(None))
            )
            if row is not None and row.kind == "bot":
                return None
            unseated = None
            if row is not None:
                row.left_at = utcnow()
                unseated = (row.token_hash, row.player_id)
        if unseated is not None:
            self._forget_seat(table_id, *unseated)
        try:
            info = self.seat_substitute(table_id, seat, table.settings.substitute_bot)
        except Conflict:
            return None  # taken meanwhile (its owner came back)
        finally:
            self._seats_changed(table_id)
        return info

    # ------------------------------------------------------------------ auth
    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> TableInfo:
        """The table, if ``token`` is its host token or a credential of the identity that opened
        it: else :class:`Unauthorized` / :class:`Forbidden`."""
        table = self.table(table_id)
        if not token:
            raise Unauthorized("token", "send the host token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        if hmac.compare_digest(token_hash, table.host_token_hash):
            return table
        identity = self._identity(token)
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
        identity whose credential it is.  Else :class:`Unauthorized` / :class:`Forbidden`."""
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        identity = self._identity(token)
        if identity is not None:
            return self._identity_grant(table_id, identity, fresh=False)
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

    def authorize_seat_now(self, table_id: uuid.UUID, token: str | None, *, seat: int | None = None) -> SeatGrant:
        """Like :meth:`authorize_seat`, but asks the database, never a cache: what an open event
        stream calls before it sends anything, so a token revoked in *any* process (a seat left,
        then perhaps taken by someone else; a session signed out, an API key revoked, an identity
        disabled) receives nothing committed after the revocation.  With ``seat``, a grant for
        another seat (an identity that left the stream's seat and took another) is refused too."""
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        grant: SeatGrant | None
        if credential_kind(token) is not None and (identity := self.accounts.resolve_now(token)) is not None:
            grant = self._identity_grant(table_id, identity, fresh=True)
        else:
            with self._session() as session:
                grant = self._grant_from_db(session, token_hash)
            if grant is None or grant.table_id != table_id:
                if self._grants is not None:
                    self._grants.pop(token_hash)
                raise Unauthorized("token", "unknown or revoked token")
        if seat is not None and grant.seat != seat:
            raise Forbidden("seat", f"this credential holds seat {grant.seat} now, not seat {seat}")
        return grant

    # ------------------------------------------------------------------ host commands
    def start_match(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host starts the match (every seat filled) and the first round is dealt at once."""
        table = self._host_of_unsealed(table_id, host_token)
        return self._host_execute(table_id, self._start_decision(table, sealed=False, again=False), key, "start")

    def next_round(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host deals the next round of a running match."""
        table = self._host_of_unsealed(table_id, host_token)

        def decision(state: State) -> list[Event]:
            return decide(state, self.round_command(table, state.round_no + 1, at=self._games.now()))

        return self._host_execute(table_id, decision, key, "next_round")

    def end_match(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host ends an open-ended match between rounds (e.g. TAVERN, where wins are counted)."""
        self._host_of_unsealed(table_id, host_token)
        return self._host_execute(table_id, lambda s: decide(s, EndMatch()), key, "end")

    # ------------------------------------------------------------------ tournament internals
    # What the tournament service calls (``infrastructure.services.tournaments`` and its durable
    # reactions): no token, no HTTP, and every method idempotent, so a reaction that crashed
    # half-way and runs again changes nothing it already did.

    def ensure_tournament_table(
        self,
        table_id: uuid.UUID,
        ruleset_ref: str,
        rules: RuleSet,
        seats: int,
        seed: bytes,
        settings: TableSettings,
        host_player_id: uuid.UUID | None,
    ) -> TableInfo:
        """The tournament table ``table_id``: created with the given ruleset snapshot, seat count,
        table seed and settings (``settings.sealed`` for a duplicate table), or the existing table
        with that id, unchanged.  Its host token is never shown (the organiser acts as host with
        their own credential, ``host_player_id``).  A sealed table records no deal source: its
        seed deals every table of its duplicate round on purpose; an unsealed one does, so a
        seed used by another table is refused (409 ``deal_source_used``)."""
        existing = self._table_row_info(table_id)
        if existing is not None:
            return existing
        lo, hi = rules.players
        if not lo <= seats <= hi:
            raise InvalidInput("players", f"{rules.name} is played by {lo} to {hi} players, not {seats}")
        if len(seed) != SEED_BYTES:
            raise InvalidInput("seed", f"a table seed is {SEED_BYTES} bytes")
        row = TableRow(
            id=table_id,
            ruleset_ref=ruleset_ref,
            ruleset=rules.to_dict(),
            seats=seats,
            host_token_hash=hash_token(new_token()),  # nobody holds it: the organiser's credential hosts
            seed=seed.hex(),
            deck=None,
            created_at=utcnow(),
            settings=settings.to_dict(),
            host_player_id=host_player_id,
            invite_hash=None,
        )
        try:
            with self._session() as session, session.begin():
                session.add(row)
                session.flush()
                if not settings.sealed:
                    session.add(
                        DealSourceRow(digest=deal_source_digest("seed", seed.hex()), table_id=table_id, kind="seed")
                    )
        except IntegrityError:
            existing = self._table_row_info(table_id)  # made meanwhile by the same call elsewhere
            if existing is not None:
                return existing
            raise Conflict(
                "deal_source_used", "this seed already deals another table: an unsealed table's seed deals it alone"
            ) from None
        table = _table_info(row)
        self._tables.put(table.id, table)
        return table

    def seat_entrant(
        self, table_id: uuid.UUID, seat: int, *, player_id: uuid.UUID | None = None, bot: str | None = None
    ) -> SeatInfo:
        """Seat a tournament entrant at ``seat``: the identity ``player_id`` (its own credential then
        works at the seat endpoints, as after :meth:`join`) or the bot ``bot`` (exactly one of the
        two).  The same occupant there already: returned as it is; anyone else there: 409
        ``seat_taken``; the identity seated elsewhere at this table: 409 ``player_seated``."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        if (player_id is None) == (bot is None):
            raise InvalidInput("entrant", "seat a player (player_id) or a bot, exactly one of them")
        name = bot.strip().lower() if bot is not None else None
        if name is not None and name not in BOTS:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(BOTS)}")
        handle: str | None = None
        player_kind: str | None = None
        if player_id is not None:
            with self._session() as session:
                player = session.get(PlayerRow, player_id)
                if player is None:
                    raise NotFound("player", f"no player {player_id}")
                handle, player_kind = player.handle, player.kind
            if player_kind == "guest" and table.settings.rated:
                raise Forbidden("rated_table", "a rated table seats accounts only, not guests")

        def same(info: SeatInfo | None) -> bool:
            if info is None:
                return False
            return info.player_id == player_id if player_id is not None else info.kind == "bot" and info.bot == name

        current = self.seats(table_id)[seat]
        if current is not None:
            if same(current):
                return current
            raise Conflict("seat_taken", f"seat {seat} is held by someone else")
        if player_id is not None:
            held = self._held_seat(table_id, player_id)
            if held is not None:
                raise Conflict("player_seated", f"this player already sits at seat {held.seat} of this table")
        owners = self._match_owners(table_id)
        expected = handle if handle is not None else f"bot:{name}"
        if owners is not None and owners[seat] != expected:
            raise Conflict("seat_owner", f"seat {seat} belongs to whoever started the running match there")
        try:
            if player_id is not None:
                info = self._occupy(table, seat, "human", player_id, None, handle, player_kind)[0]
            else:
                info = self._occupy(table, seat, "bot", None, name, None, None)[0]
        except Conflict:
            now = self.seats(table_id)[seat]  # a concurrent call seated the same entrant: fine
            if same(now):
                assert now is not None
                return now
            raise
        self._seats_changed(table_id)
        return info

    def start_match_system(self, table_id: uuid.UUID, *, key: str, sealed: bool) -> CommandResult:
        """Start a tournament table's match (every seat filled) and deal its first round, as the
        host would; ``sealed`` (or the table's ``sealed`` setting) starts a sealed match.  Already
        started: the stored batch of ``key``, or no events."""
        table = self.table(table_id)
        decision = self._start_decision(table, sealed=sealed or table.settings.sealed, again=True)
        return self._host_execute(table_id, decision, key, "start")

    def end_match_system(self, table_id: uuid.UUID, *, key: str) -> CommandResult:
        """End a tournament table's match between rounds (its time limit is up); a finished match:
        no events.  While a round is played: 422 ``round_running`` (end it after ``RoundWon``)."""
        self.table(table_id)

        def decision(state: State) -> list[Event]:
            return [] if state.phase == FINISHED else decide(state, EndMatch())

        return self._host_execute(table_id, decision, key, "end")

    def reveal_deals_system(self, table_id: uuid.UUID, *, key: str) -> CommandResult:
        """Reveal the ended rounds of a sealed table's match (``DealsRevealed``), in any phase, also
        after the match finished; nothing left to reveal, or not sealed: no events."""
        self.table(table_id)
        return self._host_execute(table_id, lambda state: decide(state, RevealDeals()), key, "reveal")

    def substitute_entrant(self, table_id: uuid.UUID, seat: int, bot: str) -> SeatInfo | None:
        """An entrant withdrawn while their table plays: whoever sits at ``seat`` is unseated (the
        seat token revoked) and the bot ``bot`` plays the seat to the end of the match.  The bot
        there already: returned as it is; no match running: ``None`` (nothing to play)."""
        table = self.table(table_id)
        _check_seat_number(table, seat)
        name = bot.strip().lower() if isinstance(bot, str) else ""
        if name not in BOTS:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(BOTS)}")
        if self._match_owners(table_id) is None:
            return None
        current = self.seats(table_id)[seat]
        if current is not None and current.kind == "bot":
            return current
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.left_at.is_(None))
            )
            unseated = None
            if row is not None and row.kind != "bot":
                row.left_at = utcnow()
                unseated = (row.token_hash, row.player_id)
        if unseated is not None:
            self._forget_seat(table_id, *unseated)
        try:
            return self._occupy(table, seat, "bot", None, name, None, None)[0]
        except Conflict:
            now = self.seats(table_id)[seat]
            return now if now is not None and now.kind == "bot" else None
        finally:
            self._seats_changed(table_id)

    # ------------------------------------------------------------------ internals
    def _start_decision(self, table: TableInfo, *, sealed: bool, again: bool) -> Callable[[State], list[Event]]:
        """The decision that starts ``table``'s match with its seated occupants and deals the first
        round (409 ``seats_empty`` while a seat is empty).  ``again``: a match already started is
        no error but no events (the system's retry)."""
        seats = self.seats(table.id)
        empty = [i for i, s in enumerate(seats) if s is None]
        players = tuple(s.handle for s in seats if s is not None)
        # Results are keyed on the account ids (legacy handles keep theirs); bots and guests: None.
        player_ids = tuple(
            str(s.player_id) if s.player_id is not None and s.player_kind in ("account", "legacy") else None
            for s in seats
            if s is not None
        )

        def decision(state: State) -> list[Event]:
            if again and state.phase != NEW:
                return []
            if empty:
                raise Conflict("seats_empty", f"every seat must be taken first; empty: {', '.join(map(str, empty))}")
            events = decide(
                state,
                StartMatch(
                    table.rules,
                    table.seats,
                    players,
                    player_ids=player_ids,
                    ruleset_id=table.ruleset_ref,
                    rated=table.settings.rated,
                    clock=clock_of(table.settings),
                    sealed=sealed,
                ),
            )
            started = fold(events, state)
            return events + decide(started, self.round_command(table, started.round_no + 1, at=self._games.now()))

        return decision

    def _host_of_unsealed(self, table_id: uuid.UUID, host_token: str | None) -> TableInfo:
        """The table, for its host's match commands; a sealed table is run by its tournament alone
        (403 ``sealed``: a host's command result shows the table as observers see it)."""
        table = self.authorize_host(table_id, host_token)
        if table.settings.sealed:
            raise Forbidden("sealed", "a sealed tournament table is run by its tournament: its host deals nothing")
        return table

    def _table_row_info(self, table_id: uuid.UUID) -> TableInfo | None:
        """The table ``table_id`` from the cache or the database, or ``None`` when there is none."""
        try:
            return self.table(table_id)
        except NotFound:
            return None

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
            actor=Actor.HOST,
            key=key,
            fingerprint=command_fingerprint(None, {"type": kind}) if key else None,
            at=self._games.now(),
        )

    def round_command(self, table: TableInfo, round_no: int, *, at: int | None = None) -> StartRound:
        """How round ``round_no`` of ``table`` is dealt: the table's explicit deck (first
        round), its seed (duplicate deals) or a fresh random seed (for bot or clock runners
        that deal rounds themselves); ``at`` (service-clock ms) starts the first turn's clock."""
        if table.seed is not None:
            seed = round_seed(table.seed, round_no)
        elif table.deck is not None and round_no == 1:
            return StartRound(deck=table.deck, at=at)
        else:
            seed = self._random_seed(SEED_BYTES)
        return StartRound(seed=seed, deck=table.deck if round_no == 1 else None, at=at)

    def _identity(self, token: str) -> Identity | None:
        """The identity whose credential ``token`` is, or ``None`` for a token that does not
        look like one; :class:`Unauthorized` for one that looks like a credential but resolves
        to nobody (unknown, revoked, expired, disabled) unless it is a seat token after all."""
        if credential_kind(token) is None:
            return None
        identity = self.accounts.resolve(token)
        if identity is None and self._lookup_grant(hash_token(token)) is None:
            raise Unauthorized("token", "unknown, expired or revoked credential")
        return identity

    def _identity_grant(self, table_id: uuid.UUID, identity: Identity, *, fresh: bool) -> SeatGrant:
        """The seat ``identity`` holds at ``table_id`` (cached unless ``fresh``); 404 for an
        unknown table, 403 when it holds none there."""
        key = ("identity", table_id, identity.player_id)
        if not fresh and self._grants is not None:
            cached: SeatGrant | None = self._grants.get(key)
            if cached is not None:
                return cached
        table = self.table(table_id)
        held = self._held_seat(table_id, identity.player_id)
        if held is None:
            if self._grants is not None:
                self._grants.pop(key)
            raise Forbidden("seat", f"{identity.handle} holds no seat at this table")
        grant = SeatGrant(table_id, held.seat, held.kind, table.seats, identity.player_id)
        if self._grants is not None:
            self._grants.put(key, grant)
        return grant

    def _held_seat(self, table_id: uuid.UUID, player_id: uuid.UUID) -> SeatRow | None:
        """The open occupancy ``player_id`` holds at ``table_id`` (at most one), from the database."""
        with self._session() as session:
            return session.scalar(
                select(SeatRow).where(
                    SeatRow.table_id == table_id, SeatRow.player_id == player_id, SeatRow.left_at.is_(None)
                )
            )

    def _match_owners(self, table_id: uuid.UUID) -> tuple[str | None, ...] | None:
        """While a match runs (started, not finished): per seat the handle that started it there
        (``bot:<name>`` for a bot; ``None`` where the match named nobody).  ``None`` when no match
        runs, so the seats are free to take."""
        state = self.state(table_id)
        if state.phase not in (Phase.BETWEEN_ROUNDS, Phase.PLAYING):
            return None
        players = tuple(state.players)
        return players if len(players) == state.seats else (None,) * state.seats

    def _claim_of(self, table_id: uuid.UUID, seat: int) -> uuid.UUID | None:
        """The identity authorised to take over the legacy seat ``seat`` (:meth:`authorize_claim`)."""
        with self._session() as session:
            return session.scalar(
                select(SeatClaimRow.player_id).where(SeatClaimRow.table_id == table_id, SeatClaimRow.seat == seat)
            )

    def _is_legacy_name(self, handle: str | None) -> bool:
        """Whether ``handle`` is a legacy identity's (a name from before accounts)."""
        if handle is None:
            return False
        with self._session() as session:
            found = session.scalar(select(PlayerRow.id).where(PlayerRow.handle == handle, PlayerRow.kind == "legacy"))
        return found is not None

    def _unseat_legacy(self, table: TableInfo, seat: int) -> None:
        """A claimant takes the seat: the legacy name sitting there (if any) leaves it, its token
        revoked."""
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow)
                .join(PlayerRow, PlayerRow.id == SeatRow.player_id)
                .where(
                    SeatRow.table_id == table.id,
                    SeatRow.seat == seat,
                    SeatRow.left_at.is_(None),
                    PlayerRow.kind == "legacy",
                )
            )
            if row is None:
                return
            row.left_at = utcnow()
            revoked, player_id = row.token_hash, row.player_id
        self._forget_seat(table.id, revoked, player_id)
        self._seats_changed(table.id)

    def _release_substitute(self, table: TableInfo, seat: int) -> None:
        """The owner is back: the substitute bot at ``seat`` (if any) leaves it."""
        with self._session() as session, session.begin():
            row = session.scalar(
                select(SeatRow).where(
                    SeatRow.table_id == table.id,
                    SeatRow.seat == seat,
                    SeatRow.left_at.is_(None),
                    SeatRow.kind == "bot",
                )
            )
            if row is None:
                return
            row.left_at = utcnow()
            revoked = row.token_hash
        self._forget_seat(table.id, revoked, None)
        self._seats_changed(table.id)

    def _rotate(self, table: TableInfo, held: SeatRow, identity: Identity) -> tuple[SeatInfo, str]:
        """A fresh token for the seat ``identity`` already holds; the old one is revoked at once."""
        token = new_token()
        with self._session() as session, session.begin():
            row = session.get(SeatRow, held.id, with_for_update=True)
            if row is None or row.left_at is not None:
                raise Conflict("seat_taken", f"seat {held.seat} changed meanwhile: retry")
            old = row.token_hash
            row.token_hash = hash_token(token)
        self._forget_seat(table.id, old, identity.player_id)
        self._seats_changed(table.id)
        info = _seat_info(row, identity.handle, identity.kind)
        if self._grants is not None:
            self._grants.put(row.token_hash, SeatGrant(table.id, row.seat, row.kind, table.seats, identity.player_id))
        return info, token

    def _occupy(
        self,
        table: TableInfo,
        seat: int,
        kind: str,
        player_id: uuid.UUID | None,
        bot: str | None,
        handle: str | None,
        player_kind: str | None,
    ) -> tuple[SeatInfo, str]:
        """Insert the open occupancy of ``seat``; the partial unique indexes settle races (one
        occupant per seat, one seat per identity)."""
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
            held = self._held_seat(table.id, player_id) if player_id is not None else None
            if held is not None and held.seat != seat:
                raise Conflict(
                    "player_seated", f"you already sit at seat {held.seat} of this table: one seat each"
                ) from None
            raise Conflict("seat_taken", f"seat {seat} is taken") from None
        info = _seat_info(row, handle, player_kind)
        if self._grants is not None:
            self._grants.put(row.token_hash, SeatGrant(table.id, seat, kind, table.seats, player_id))
        return info, token

    def _forget_seat(self, table_id: uuid.UUID, token_hash: str, player_id: uuid.UUID | None) -> None:
        """Drop the cached grants of an occupancy that ended (its token, its identity's seat)."""
        if self._grants is not None:
            self._grants.pop(token_hash)
            if player_id is not None:
                self._grants.pop(("identity", table_id, player_id))

    def _seats_changed(self, table_id: uuid.UUID) -> None:
        """Tell the seat watchers (open streams re-check their credential at once)."""
        for watcher in tuple(self._seat_watchers):
            try:
                watcher(table_id)
            except Exception:
                log.exception("seat watcher failed on %s", table_id)

    def _identity_revoked(self, player_id: uuid.UUID) -> None:
        """A credential of ``player_id`` was revoked here: forget its cached seats and wake the
        streams of every table it sits at (they re-check at once).  The cached grants go by
        identity, not by the seats' current digests: disabling gives the seats new digests, and
        a grant cached under an old token must not outlive it."""
        if self._grants is not None:
            self._grants.pop_where(lambda grant: grant.player_id == player_id)
        with self._session() as session:
            tables = session.scalars(
                select(SeatRow.table_id).where(SeatRow.player_id == player_id, SeatRow.left_at.is_(None))
            ).all()
        for table_id in tables:
            self._seats_changed(table_id)

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
        """Look a token hash up among the open seat occupancies (a disabled identity's seat
        tokens grant nothing)."""
        row = session.execute(
            select(SeatRow.table_id, SeatRow.seat, SeatRow.kind, TableRow.seats, SeatRow.player_id)
            .join(TableRow, TableRow.id == SeatRow.table_id)
            .outerjoin(PlayerRow, PlayerRow.id == SeatRow.player_id)
            .where(SeatRow.token_hash == token_hash, SeatRow.left_at.is_(None), PlayerRow.disabled_at.is_(None))
        ).first()
        return SeatGrant(row[0], row[1], row[2], row[3], row[4]) if row is not None else None


def _check_seat_number(table: TableInfo, seat: int) -> None:
    """A seat number must be 0..seats-1 (404 otherwise: no such seat)."""
    if not 0 <= seat < table.seats:
        raise NotFound("seat", f"seat must be 0..{table.seats - 1}, not {seat}")


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as timezone-aware UTC (SQLite returns naive datetimes)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _no_ruleset(ref: str) -> str:
    """Why ``ref`` names no ruleset.  A house-rule name (``MM-002+ace_skips``) is no ruleset id:
    it is saved once (``POST /v1/rulesets``); when it would not even make a ruleset, the domain
    says which part is wrong (the preset, a toggle, a toggle that does not fit)."""
    quoted = repr(ref[:80])
    if "+" not in ref:
        return f"no ruleset {quoted}: use a preset ({', '.join(PRESETS)}) or a saved id"
    base, *toggles = ref.split("+")
    try:
        house_rules_ruleset(ref)
    except RuleSetError as error:
        return f"no ruleset {quoted}: {error.problems['house_rules']}"
    return (
        f"no ruleset {quoted}: a preset with house rules is saved first, "
        f'POST /v1/rulesets {{"base": "{base.upper()}", "house_rules": {json.dumps(toggles)}}}, '
        "then use the id it answers"
    )


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
        settings=stored_table_settings(row.settings or {}),
        host_player_id=row.host_player_id,
    )


def _seat_info(row: SeatRow, handle: str | None, player_kind: str | None) -> SeatInfo:
    """A seat row (and the player's handle and kind) as :class:`SeatInfo`."""
    return SeatInfo(
        row.table_id, row.seat, row.kind, handle, row.bot_name, _utc(row.joined_at), row.player_id, player_kind
    )
