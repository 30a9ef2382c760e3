"""Mau-Mau's tables: rulesets, table set-ups, seats with their match owners, and the host's commands.

:class:`TableService` serves Mau-Mau on the table platform (``infrastructure.services.platform``):
the seats, tokens, bots and substitutes are the platform's :class:`~infrastructure.services.platform.seats.SeatBook`
(one policy for every game, ``docs/accounts.md``); the host's commands are the handlers of
:data:`~domain.maumau.module.MAUMAU_MODULE`, run by :func:`~infrastructure.services.platform.host.run_host_command`.
What is Mau-Mau's own stays here: table set-ups (a ruleset snapshot, the seat count, a table
seed for duplicate deals or an explicit first deck, the settings; cached, they never change) and
deal sources, invites of private tables, rated tables, legacy seats and their claims, what
happens when a seat is left mid-match (``on_leave``), and the tournament's internals
(:class:`~infrastructure.services.tournament_tables.TournamentTables`).  Round seeds: RULES.md §7.
"""

from __future__ import annotations

import logging
import secrets
import uuid
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.actors import Actor
from domain.cards import build_deck, card_name, parse_card
from domain.game_module import SeatKind
from domain.maumau.commands import Forfeit, StartRound
from domain.maumau.decide import decide
from domain.maumau.module import MAUMAU_MODULE, MauMauSetup, round_command
from domain.maumau.state import FINISHED, Phase, State
from domain.shuffle import SEED_BYTES, table_round_seed
from infrastructure.adapters.db import DealSourceRow, PlayerRow, SeatClaimRow, TableRow, utcnow
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, ServiceError
from infrastructure.services.games import CommandResult, GameService
from infrastructure.services.invites import invite_digest, invite_matches, new_invite_code
from infrastructure.services.platform.host import run_host_command
from infrastructure.services.platform.seats import SeatBook, SeatGrant, check_seat_number
from infrastructure.services.platform.tables import TableSetups
from infrastructure.services.rulesets import RulesetInfo, Rulesets
from infrastructure.services.table_info import SeatClaim, SeatInfo, TableInfo, deal_source_digest, seat_info, table_info
from infrastructure.services.table_settings import TableSettings, parse_table_settings
from infrastructure.services.tokens import hash_token, new_token
from infrastructure.services.tournament_tables import TournamentTables
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

round_seed = table_round_seed
"""The seed of round ``round_no`` (from 1) at a table created with ``table_seed`` (defined once,
in ``domain.shuffle``)."""


class TableService(TournamentTables):
    """Mau-Mau's tables: rulesets, tables, seats and tokens, and the host's match commands."""

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
        self._tables = TableSetups(engine, TableRow, table_info, missing="no table {}", cache_size=cache_size)
        self._random_seed = random_seed
        self._claim_guards: list[Callable[[TableInfo, int, Identity], None]] = []
        self.accounts = accounts or AccountService(engine, cache_seconds=auth_cache_seconds, cache_size=cache_size)
        self.rulesets = Rulesets(engine)
        self._seats = self.seat_book = SeatBook(
            engine, self.accounts, MAUMAU_MODULE, self._tables, state=self.state, cache_size=cache_size
        )
        self._seats.cache_grants(auth_cache_seconds)

    def _session(self) -> Session:
        """A session whose objects stay readable after commit (rows become plain records)."""
        return Session(self._engine, expire_on_commit=False)

    @property
    def games(self) -> GameService:
        """The game service the matches run in."""
        return self._games

    # ------------------------------------------------------------------ rulesets (``Rulesets``)
    def list_rulesets(self, *, limit: int | None = None, offset: int = 0) -> list[RulesetInfo]:
        """Every preset, then every saved ruleset (:meth:`Rulesets.list_rulesets`)."""
        return self.rulesets.list_rulesets(limit=limit, offset=offset)

    def get_ruleset(self, ref: str) -> RulesetInfo:
        """A preset by name or a saved ruleset by id (:meth:`Rulesets.get_ruleset`)."""
        return self.rulesets.get_ruleset(ref)

    def create_ruleset(
        self,
        base: str,
        *,
        name: str | None = None,
        overrides: dict[str, Any] | None = None,
        house_rules: list[str] | None = None,
        replace: list[str] | None = None,
    ) -> RulesetInfo:
        """Derive a ruleset from ``base`` and save it (:meth:`Rulesets.create_ruleset`)."""
        return self.rulesets.create_ruleset(
            base, name=name, overrides=overrides, house_rules=house_rules, replace=replace
        )

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
        info = self.rulesets.get_ruleset(ruleset)
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
        table = self._tables.remember(row)
        return (replace(table, invite_code=invite) if invite is not None else table), token

    def table(self, table_id: uuid.UUID) -> TableInfo:
        """A table's set-up (cached: it never changes); :class:`NotFound` for an unknown id."""
        return self._tables.get(table_id)

    def seats(self, table_id: uuid.UUID) -> list[SeatInfo | None]:
        """Who sits where now, one entry per seat (``None`` for an empty seat)."""
        return [seat_info(o) if o is not None else None for o in self._seats.occupants(self.table(table_id))]

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

        Refused: no identity (401); a guest at a rated table (403 ``rated_table``); a private
        table without its invite; a seat that belongs to another identity while the match runs
        (403 ``seat_owner``); a second seat for one identity (409 ``player_seated``); a taken
        seat (409 ``seat_taken``).  Taking the seat one holds again rotates its token.  A claimant
        of a legacy seat (:meth:`authorize_claim`) takes it over; an owner back mid-match sends
        its substitute away."""
        table = self.table(table_id)
        check_seat_number(table, seat)
        identity = self._seats.need_identity(identity)
        claimed = self._claim_of(table_id, seat) == identity.player_id  # the host let it take a legacy seat
        if not claimed:
            self._check_invite(table, invite, identity)
        if identity.is_guest and table.settings.rated:
            raise Forbidden("rated_table", "a rated table seats accounts only, not guests: register and sign in")
        occupancy, token = self._seats.take(
            table,
            seat,
            identity,
            owners=self._seats.owners(table_id),
            check_owner=not claimed,
            guards=[partial(guard, table) for guard in self._claim_guards],
            before_occupy=(lambda: self._unseat_legacy(table, seat)) if claimed else None,
        )
        return seat_info(occupancy), token

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
        check_seat_number(table, seat)
        try:
            self.authorize_host(table_id, token)
        except Forbidden:
            identity = self._seats.identity(token or "")
            if identity is None or identity.role != "admin":
                raise Forbidden("host", "only the table's host or an admin may let someone claim a seat") from None
        current = self.seats(table_id)[seat]
        owners = self._seats.owners(table_id)
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
        """The host seats the bot ``bot`` at an empty seat before the match (no token is returned:
        nobody may act or look through a bot's seat); mid-match only as a substitute."""
        return seat_info(self._seats.seat_bot(table_id, seat, bot, host_token)[0])

    def seat_substitute(self, table_id: uuid.UUID, seat: int, bot: str) -> SeatInfo:
        """Seat the bot ``bot`` as a substitute in the empty ``seat`` of a running match (for the
        table's ``on_leave = "bot"``): the seat stays its owner's, who may take it back."""
        table = self.table(table_id)
        check_seat_number(table, seat)
        if bot not in MAUMAU_MODULE.seats.bots:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(MAUMAU_MODULE.seats.bots)}")
        return seat_info(self._seats.occupy(table, seat, SeatKind.BOT, bot=bot)[0])

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free a seat (:meth:`SeatBook.leave`: its own token or credential; the host frees a bot's
        seat; a bot that started the match stays).  A person leaving mid-match:
        :meth:`_seat_left_mid_match` decides what happens meanwhile."""
        left, owners = self._seats.leave(table_id, seat, token)
        if owners is not None and left.kind == SeatKind.HUMAN:
            self._seat_left_mid_match(self.table(table_id), seat)

    def guard_claims(self, guard: Callable[[TableInfo, int, Identity], None]) -> None:
        """Ask ``guard(table, seat, identity)`` before an identity takes a seat (:meth:`join`):
        it raises to refuse.  What is built on the lobby (a tournament: a player who withdrew may
        not take back the seat a substitute now plays) adds its rules here without the lobby
        knowing them."""
        self._claim_guards.append(guard)

    def watch_seats(self, watcher: Callable[[uuid.UUID], None]) -> Callable[[], None]:
        """Call ``watcher(table_id)`` when a seat of that table was freed or a sitting identity's
        credential revoked in this process (:meth:`SeatBook.watch_seats`)."""
        return self._seats.watch_seats(watcher)

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
            or self._seats.held(table.id, identity.player_id) is not None
            or identity.handle in (self._seats.owners(table.id) or ())
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
        check_seat_number(table, seat)
        if self._seats.owners(table_id) is None:
            return None
        substitute = self._seats.replace_with_bot(table, seat, table.settings.substitute_bot)
        return seat_info(substitute) if substitute is not None else None

    # ------------------------------------------------------------------ auth (the platform's)
    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> TableInfo:
        """The table, if ``token`` is its host token or a credential of the identity that opened it."""
        table: TableInfo = self._seats.authorize_host(table_id, token)
        return table

    def cached_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant | None:
        """The grant of ``token`` at this table from the caches alone (no I/O), or ``None``."""
        return self._seats.cached_seat(table_id, token)

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant:
        """The seat ``token`` holds at this table (a seat token, or an identity's credential)."""
        return self._seats.authorize_seat(table_id, token)

    def authorize_seat_now(self, table_id: uuid.UUID, token: str | None, *, seat: int | None = None) -> SeatGrant:
        """Like :meth:`authorize_seat`, asking the database (open streams, before each write)."""
        return self._seats.authorize_seat_now(table_id, token, seat=seat)

    # ------------------------------------------------------------------ host commands
    def start_match(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host starts the match (every seat filled) and the first round is dealt at once."""
        return self._host("start", self._host_of_unsealed(table_id, host_token), key=key)

    def next_round(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host deals the next round of a running match."""
        return self._host("next_round", self._host_of_unsealed(table_id, host_token), key=key)

    def end_match(self, table_id: uuid.UUID, host_token: str | None, *, key: str | None = None) -> CommandResult:
        """The host ends an open-ended match between rounds (e.g. TAVERN, where wins are counted)."""
        return self._host("end", self._host_of_unsealed(table_id, host_token), key=key)

    def round_command(self, table: TableInfo, round_no: int, *, at: int | None = None) -> StartRound:
        """How round ``round_no`` of ``table`` is dealt (:func:`domain.maumau.module.round_command`,
        a fresh seed from ``random_seed`` where the table has none), for bot or clock runners that
        deal rounds themselves."""
        return round_command(self._setup(table), round_no, lambda: self._random_seed(SEED_BYTES), at)

    # ------------------------------------------------------------------ internals
    def _host(self, name: str, table: TableInfo, *, key: str | None, sealed: bool = False) -> CommandResult:
        """Run Mau-Mau's host command ``name`` on ``table`` with its set-up and occupants."""
        occupants = tuple(
            o.occupant(keep_results=o.player_kind in ("account", "legacy")) if o is not None else None
            for o in self._seats.occupants(table)
        )
        return run_host_command(
            self._games,
            MAUMAU_MODULE,
            name,
            table.id,
            setup=self._setup(table, sealed=sealed),
            occupants=occupants,
            random_seed=self._random_seed,
            key=key,
        )

    @staticmethod
    def _setup(table: TableInfo, *, sealed: bool = False) -> MauMauSetup:
        """What Mau-Mau's host commands need of ``table``."""
        settings = table.settings
        return MauMauSetup(
            table.rules,
            table.seats,
            table.ruleset_ref,
            table.seed,
            table.deck,
            rated=settings.rated,
            clock=clock_of(settings),
            sealed=sealed or settings.sealed,
        )

    def _host_of_unsealed(self, table_id: uuid.UUID, host_token: str | None) -> TableInfo:
        """The table, for its host's match commands; a sealed table is run by its tournament alone
        (403 ``sealed``: a host's command result shows the table as observers see it)."""
        table = self.authorize_host(table_id, host_token)
        if table.settings.sealed:
            raise Forbidden("sealed", "a sealed tournament table is run by its tournament: its host deals nothing")
        return table

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
        """A claimant takes the seat: the legacy name sitting there (if any) leaves it, its token revoked."""
        current = self._seats.occupants(table)[seat]
        if current is not None and current.player_kind == "legacy":
            self._seats.end(table.id, seat, check=lambda row: row.id == current.id)
