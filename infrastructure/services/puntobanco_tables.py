"""Punto Banco tables: the second game on the table platform, and its reads.

:class:`PuntoBancoTables` is to Punto Banco what ``TableService`` is to Mau-Mau: the seats,
tokens and bots are the platform's :class:`~infrastructure.services.platform.seats.SeatBook`
(one policy for every game, ``docs/accounts.md``), the host's commands are the handlers of
:data:`~domain.puntobanco.module.PUNTOBANCO_MODULE` run by
:func:`~infrastructure.services.platform.host.run_host_command` on a
:class:`~infrastructure.services.games.GameService` given the Punto Banco decider.  What is Punto
Banco's own stays here: a table's row in ``puntobanco_tables`` (its rules snapshot, the digest
of the host token), whose chips a grant names, and the reads — the public view, the history
(a shoe's seed, order and burned cards only once it is finished), a shoe's record, its
verification, the view at any version, and the lesson of any dealt coup.  Seats, identities
and whose chips: ``docs/puntobanco.md``.
"""

from __future__ import annotations

import re
import secrets
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from domain.cards import parse_card
from domain.puntobanco import PUNTOBANCO
from domain.puntobanco.bots import STRATEGIES
from domain.puntobanco.commands import PlaceBet
from domain.puntobanco.events import CoupDealt, ShoeFinished, ShoeStarted
from domain.puntobanco.module import PUNTOBANCO_MODULE, bot_player
from domain.puntobanco.redaction import public_event
from domain.puntobanco.rules import PuntoBancoRules, RulesError, rules_from_dict
from domain.puntobanco.state import PBState
from domain.puntobanco.teaching import explain
from domain.puntobanco.verify import verify_shoe
from domain.puntobanco.view import table_view
from infrastructure.adapters.db import PuntoBancoTableRow, utcnow
from infrastructure.adapters.event_store import EventStore, RecordedEvent
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, InvalidInput, NotFound
from infrastructure.services.games import Clock, CommandResult, GameService, system_clock
from infrastructure.services.live import EventHub
from infrastructure.services.platform.host import run_host_command
from infrastructure.services.platform.seats import Occupancy, SeatBook, SeatGrant, check_seat_number
from infrastructure.services.platform.tables import TableSetups
from infrastructure.services.tokens import hash_token, new_token

__all__ = ["PBSeat", "PBTable", "PuntoBancoTables", "bot_player"]  # bot_player: domain.puntobanco.module

_MAX_EVENTS = 1000
_BOT_NAME_RE = re.compile(r"^bot:([a-z]{1,16})@([0-9]{1,2})$")


@dataclass(frozen=True, slots=True)
class PBTable:
    """A table's immutable set-up."""

    id: uuid.UUID
    rules: PuntoBancoRules
    host_token_hash: str
    created_at: datetime
    host_player_id: uuid.UUID | None = None
    """No identity hosts a Punto Banco table: its host token alone does."""

    @property
    def seats(self) -> int:
        """How many seats the table has (its rules say)."""
        return self.rules.seats


@dataclass(frozen=True, slots=True)
class PBSeat:
    """Who holds a seat: a person (``kind`` ``human``: the identity ``player_id``, its ledger name
    ``player``, the identity's handle) or a bot betting ``strategy`` (no ``player_id``).  A seat
    taken before seats belonged to identities has no ``player_id`` either."""

    table_id: uuid.UUID
    seat: int
    kind: str
    player: str
    strategy: str | None
    joined_at: datetime
    player_id: uuid.UUID | None = None
    occupancy: int = field(default=0, repr=False, compare=False)
    """The occupancy's row (a seat left and taken again is another occupancy)."""

    @property
    def ledger_id(self) -> str | None:
        """The player's id as the chips ledger records it (``None``: a bot)."""
        return str(self.player_id) if self.player_id is not None else None

    def as_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "player": self.player,
            "player_id": self.ledger_id,
            "strategy": self.strategy,
            "joined_at": self.joined_at.isoformat(),
        }


class PuntoBancoTables:
    """The Punto Banco lobby and its commands (see the module docstring).  Thread-safe."""

    def __init__(
        self,
        engine: Engine,
        store: EventStore[object],
        *,
        clock: Clock = system_clock,
        random_seed: Callable[[int], bytes] = secrets.token_bytes,
        cache_size: int = 1024,
        auth_cache_seconds: float = 5.0,
        games: GameService | None = None,
        accounts: AccountService | None = None,
    ) -> None:
        """Serve the tables stored in ``engine`` (lobby rows) and ``store`` (events, whose codec
        must know Punto Banco: ``bootstrap.DECIDERS``); ``random_seed(n)`` gives shoe seeds;
        ``auth_cache_seconds`` how long a token's grant is cached (0: never).  ``accounts``
        resolves identities (the app passes the one Mau-Mau's tables use; default: an
        :class:`AccountService` on ``engine``)."""
        self._engine = engine
        self.accounts = accounts or AccountService(engine, cache_seconds=auth_cache_seconds)
        self._games = games or GameService(store, decider=PUNTOBANCO, clock=clock, cache_size=cache_size)
        self._random_seed = random_seed
        self._tables = TableSetups(
            engine, PuntoBancoTableRow, _table, missing="no Punto Banco table {}", cache_size=cache_size
        )
        self._seats = self.seat_book = SeatBook(
            engine, self.accounts, PUNTOBANCO_MODULE, self._tables, state=self.state, cache_size=cache_size
        )
        self._seats.cache_grants(auth_cache_seconds)
        self.hub = EventHub(self._games).start()
        """The live fan-out of this game's batches (the event streams listen here)."""

    @property
    def games(self) -> GameService:
        """The game service the tables' streams run in."""
        return self._games

    def _session(self) -> Session:
        return Session(self._engine, expire_on_commit=False)

    # ------------------------------------------------------------------ tables
    def create_table(self, rules: Mapping[str, Any] | None = None) -> tuple[PBTable, str, CommandResult]:
        """Open a table under the default rules with ``rules`` overridden; returns it, the host
        token (shown only here) and the opening batch.  Bad fields: 422 ``rules`` naming each."""
        try:
            checked = rules_from_dict(dict(rules or {}))
        except RulesError as error:
            raise InvalidInput("rules", str(error), dict(error.problems)) from None
        except TypeError as error:
            raise InvalidInput("rules", f"rules: {error}") from None
        table_id = uuid.uuid4()
        result = run_host_command(self._games, PUNTOBANCO_MODULE, "open", table_id, setup=checked)
        token = new_token()
        row = PuntoBancoTableRow(
            id=table_id, rules=checked.to_dict(), host_token_hash=hash_token(token), created_at=utcnow()
        )
        with self._session() as session, session.begin():
            session.add(row)
        return self._tables.remember(row), token, result

    def table(self, table_id: uuid.UUID) -> PBTable:
        """A table's set-up (cached: it never changes); 404 ``table`` for an unknown id."""
        return self._tables.get(table_id)

    def seats(self, table_id: uuid.UUID) -> list[PBSeat | None]:
        """Who sits where now (``None``: an empty seat)."""
        return [_seat(o) if o is not None else None for o in self._seats.occupants(self.table(table_id))]

    # ------------------------------------------------------------------ seats and tokens (the platform's)
    def join(
        self, table_id: uuid.UUID, seat: int, identity: Identity | None, *, credential: str | None = None
    ) -> tuple[PBSeat, str]:
        """Seat ``identity`` at ``seat``; returns the occupancy and its seat token (shown only here).

        ``credential`` is the token ``identity`` was resolved from (the routes pass it): it is
        asked of the database again (:meth:`SeatBook.need_identity`).  Refused: no identity, or a
        credential that names nobody now (401 ``token``); a second seat for one identity (409
        ``player_seated``); a taken seat (409 ``seat_taken``).  The seat one holds again: a fresh
        token, the old one revoked."""
        table = self.table(table_id)
        check_seat_number(table, seat)
        identity = self._seats.need_identity(identity, credential)
        occupancy, token = self._seats.take(table, seat, identity, owners=self._seats.owners(table_id))
        return _seat(occupancy), token

    def add_bot(self, table_id: uuid.UUID, seat: int, strategy: str, host_token: str | None) -> tuple[PBSeat, str]:
        """The host seats a bot betting ``strategy`` (:data:`domain.puntobanco.bots.STRATEGIES`)."""
        occupancy, token = self._seats.seat_bot(table_id, seat, strategy, host_token)
        return _seat(occupancy), token

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free a seat: its own seat token or its identity's credential; or, for a bot's seat, the
        host token.  The seat token is revoked at once.  An open bet stays on the table: it is
        dealt and settled to its player's chips."""
        self._seats.leave(table_id, seat, token)

    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> PBTable:
        """The table, if ``token`` is its host token: else 401 / 403 (:meth:`SeatBook.authorize_host`)."""
        table: PBTable = self._seats.authorize_host(table_id, token)
        return table

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant:
        """The seat ``token`` holds at this table: a seat token's, or the seat held here by the
        identity whose credential it is (:meth:`SeatBook.authorize_seat`); else 401 / 403."""
        return self._seats.authorize_seat(table_id, token)

    def authorize_seat_now(self, table_id: uuid.UUID, token: str | None, *, seat: int | None = None) -> SeatGrant:
        """Like :meth:`authorize_seat`, asking the database, never a cache (open streams)."""
        return self._seats.authorize_seat_now(table_id, token, seat=seat)

    # ------------------------------------------------------------------ commands
    def grant(
        self,
        table_id: uuid.UUID,
        host_token: str | None,
        amount: int,
        *,
        seat: int | None = None,
        player: str | None = None,
        player_id: uuid.UUID | None = None,
        key: str | None = None,
    ) -> CommandResult:
        """The host grants play chips to a seat's player, or to a player who need not sit here
        now: by ``player`` (an account's handle in any spelling, or a bot's ledger name
        ``bot:<strategy>@<seat>``) or by ``player_id`` (any identity, guests included).  The
        chips go to the identity, never to a bare name nobody holds."""
        table = self.authorize_host(table_id, host_token)
        if sum(x is not None for x in (seat, player, player_id)) != 1:
            raise InvalidInput("seat", "name the seat, the player or the player_id to grant chips to (one of them)")
        if seat is not None:
            check_seat_number(table, seat)
            occupant = self.seats(table_id)[seat]
            if occupant is None:
                raise NotFound("seat", f"seat {seat} is empty: grant to a player by name or id instead")
            name, owner = occupant.player, occupant.ledger_id
        elif player_id is not None:
            try:
                info = self.accounts.account(player_id)
            except NotFound:
                raise NotFound("player_id", f"no player {player_id}") from None
            name, owner = info.handle, str(info.player_id)
        else:
            assert player is not None
            name, owner = self._named(table, player)
        args: dict[str, Any] = {"player": name, "amount": amount}
        if owner is not None:
            args["player_id"] = owner
        return self._host("grant", table, args, key)

    def start_shoe(
        self,
        table_id: uuid.UUID,
        host_token: str | None,
        *,
        order: Sequence[str] | None = None,
        key: str | None = None,
    ) -> CommandResult:
        """The host starts a new shoe: shuffled from a fresh seed, or laid out in ``order``
        (card names, first dealt first; the shoe is then marked explicit for everyone)."""
        table = self.authorize_host(table_id, host_token)
        if order is not None:
            try:
                for card in order:
                    parse_card(card)
            except ValueError as error:
                raise InvalidInput("order", str(error)) from None
        return self._host("shoe", table, {"order": list(order)} if order is not None else {}, key)

    def bet(
        self,
        table_id: uuid.UUID,
        token: str | None,
        spot: str,
        amount: int,
        *,
        key: str | None = None,
        expected_version: int | None = None,
    ) -> CommandResult:
        """A seat places a bet for its player (the seat's token, or the credential of the identity
        holding the seat, proves both)."""
        seat = self.authorize_seat(table_id, token)
        games = self._games
        owner = str(seat.player_id) if seat.player_id is not None else None
        command = PlaceBet(seat.seat, seat.player or "", spot, amount, owner)
        return games.submit_command(
            table_id, seat.seat, command, games.now(), key=key, expected_version=expected_version
        )

    def deal(
        self,
        table_id: uuid.UUID,
        host_token: str | None,
        *,
        key: str | None = None,
        expected_version: int | None = None,
    ) -> CommandResult:
        """The host deals the next coup: the bots bet first, then bets close, the coup is dealt
        and settled — one batch, decided and appended together."""
        table = self.authorize_host(table_id, host_token)
        return self._host("deal", table, {}, key, expected_version)

    def close(
        self, table_id: uuid.UUID, host_token: str | None, reason: str = "closed by the host", *, key: str | None = None
    ) -> CommandResult:
        """The host closes the table: open bets go back, a running shoe is finished and revealed."""
        return self._host("close", self.authorize_host(table_id, host_token), {"reason": reason}, key)

    # ------------------------------------------------------------------ reads
    def state(self, table_id: uuid.UUID) -> PBState:
        """The table's current state (checks the table exists)."""
        self.table(table_id)
        state: PBState = self._games.state(table_id)
        return state

    def view(self, table_id: uuid.UUID, state: PBState | None = None) -> dict[str, Any]:
        """What anyone at the table sees, with who sits where (``state``: the state a command
        just reached, so a reply reads no stream tail again)."""
        view = table_view(state if state is not None else self.state(table_id))
        view["table_id"] = str(table_id)
        view["seats"] = [s.as_dict() if s is not None else None for s in self.seats(table_id)]
        return view

    def history(
        self, table_id: uuid.UUID, *, after: int = 0, limit: int = _MAX_EVENTS, shoe_no: int | None = None
    ) -> list[dict[str, Any]]:
        """The table's events after version ``after`` (optionally one shoe's), each as anyone may
        see it now: a shoe's seed, order and burned cards only once that shoe is finished."""
        records = self._load(table_id)
        finished = {r.event.shoe_no for r in records if isinstance(r.event, ShoeFinished)}
        out = []
        for record in records:
            if record.version <= after:
                continue
            event = record.event
            shoe = getattr(event, "shoe_no", None)
            if shoe_no is not None and shoe != shoe_no:
                continue
            out.append({"version": record.version, **public_event(event, revealed=shoe in finished)})
            if len(out) >= limit:
                break
        return out

    def shoe(self, table_id: uuid.UUID, shoe_no: int) -> dict[str, Any]:
        """A shoe's public record: its commitment from the start; its seed and order once over."""
        started, finished = self._shoe_events(table_id, shoe_no)
        out: dict[str, Any] = {
            "shoe_no": shoe_no,
            "commitment": started.commitment,
            "explicit": started.explicit,
            "decks": started.decks,
            "cards": started.cards,
            "cut_index": started.cut_index,
            "finished": finished is not None,
            "seed": None,
            "order": None,
            "reason": None,
            "coups": None,
        }
        if finished is not None:
            revealed = public_event(finished, revealed=True)
            out.update(seed=finished.seed, order=revealed["order"], reason=finished.reason, coups=finished.coups)
        return out

    def verify(self, table_id: uuid.UUID, shoe_no: int) -> dict[str, Any]:
        """Re-run a finished shoe from its revealed seed (:func:`domain.puntobanco.verify.verify_shoe`);
        409 ``shoe_running`` while it is dealt."""
        table = self.table(table_id)
        records = self._load(table_id)
        events = [r.event for r in records if getattr(r.event, "shoe_no", None) == shoe_no]
        if not any(isinstance(e, ShoeStarted) for e in events):
            raise NotFound("shoe", f"no shoe {shoe_no} at this table")
        if not any(isinstance(e, ShoeFinished) for e in events):
            raise Conflict("shoe_running", f"shoe {shoe_no} is still being dealt: it can be verified once finished")
        return {"table_id": str(table_id), **verify_shoe(table.rules, events)}

    def replay(self, table_id: uuid.UUID, at: int) -> dict[str, Any]:
        """The public view of the table as of version ``at`` (1 to the current version)."""
        current = PUNTOBANCO.version(self.state(table_id))
        if not 1 <= at <= current:
            raise InvalidInput("at", f"a version from 1 to {current}, not {at}")
        view = table_view(self._games.state_at(table_id, at))
        view["table_id"] = str(table_id)
        return view

    def explain(self, table_id: uuid.UUID, shoe_no: int, coup_no: int) -> dict[str, Any]:
        """A dealt coup explained step by step by the rules (the teaching mode)."""
        table = self.table(table_id)
        for record in self._load(table_id):
            event = record.event
            if isinstance(event, CoupDealt) and (event.shoe_no, event.coup_no) == (shoe_no, coup_no):
                p, b = event.player_cards, event.banker_cards
                cards = (p[0], b[0], p[1], b[1], *p[2:], *b[2:])
                lesson = explain(cards, table.rules).as_dict()
                return {"shoe_no": shoe_no, "coup_no": coup_no, "version": record.version, **lesson}
        raise NotFound("coup", f"no coup {coup_no} of shoe {shoe_no} has been dealt at this table")

    # ------------------------------------------------------------------ internals
    def _host(
        self, name: str, table: PBTable, args: dict[str, Any], key: str | None, expected_version: int | None = None
    ) -> CommandResult:
        """Run Punto Banco's host command ``name`` (idempotent with ``key``) with the table's rules
        and occupants (the bots bet at a deal)."""
        occupants = tuple(
            o.occupant(keep_results=True) if o is not None else None for o in self._seats.occupants(table)
        )
        return run_host_command(
            self._games,
            PUNTOBANCO_MODULE,
            name,
            table.id,
            setup=table.rules,
            occupants=occupants,
            args=args,
            random_seed=self._random_seed,
            key=key,
            expected_version=expected_version,
        )

    def _load(self, table_id: uuid.UUID) -> list[RecordedEvent[Any]]:
        self.table(table_id)
        return self._games.load(table_id)

    def _shoe_events(self, table_id: uuid.UUID, shoe_no: int) -> tuple[ShoeStarted, ShoeFinished | None]:
        started: ShoeStarted | None = None
        finished: ShoeFinished | None = None
        for record in self._load(table_id):
            event = record.event
            if isinstance(event, ShoeStarted) and event.shoe_no == shoe_no:
                started = event
            elif isinstance(event, ShoeFinished) and event.shoe_no == shoe_no:
                finished = event
        if started is None:
            raise NotFound("shoe", f"no shoe {shoe_no} at this table")
        return started, finished

    def _named(self, table: PBTable, player: str) -> tuple[str, str | None]:
        """The ledger name and id of a player the host names: a bot's ledger name at this table
        as it is, else an account's handle in any spelling (422/404 ``player`` otherwise)."""
        bot = _BOT_NAME_RE.fullmatch(player)
        if bot is not None:
            if bot.group(1) not in STRATEGIES or not 0 <= int(bot.group(2)) < table.rules.seats:
                raise InvalidInput("player", f"{player!r} is no bot's name at this table")
            return player, None
        try:
            info = self.accounts.find(player)
        except InvalidInput:
            raise InvalidInput(
                "player", f"{player!r} is not a handle: name an account's handle, or grant by seat or player_id"
            ) from None
        except NotFound:
            raise NotFound(
                "player", f"no account {player!r}: grant to a seat, or to a guest by its player_id"
            ) from None
        return info.handle, str(info.player_id)


def _utc(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _table(row: PuntoBancoTableRow) -> PBTable:
    return PBTable(row.id, rules_from_dict(row.rules), row.host_token_hash, _utc(row.created_at))


def _seat(o: Occupancy) -> PBSeat:
    return PBSeat(o.table_id, o.seat, str(o.kind), o.name, o.bot, o.joined_at, o.player_id, o.id)
