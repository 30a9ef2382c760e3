"""Punto Banco tables: the second game's lobby, and its commands through the same write side.

:class:`PuntoBancoTables` is to Punto Banco what ``TableService`` is to Mau-Mau, on the same
platform: one :class:`~infrastructure.services.games.GameService` given the
:data:`~domain.puntobanco.PUNTOBANCO` decider (the same load / cache / decide / append with
expected version, request ids, idempotency keys and read-back of unknown outcomes), on the same
event store, and an :class:`~infrastructure.services.live.EventHub` of its own for live streams.
No rule is decided here: every command goes to ``domain.puntobanco.decide``.

* **Tables**: a table is one event stream (``TableOpened`` first) plus a row in
  ``puntobanco_tables`` (its rules snapshot and the SHA-256 of the host token, shown once).
* **Seats belong to identities** (:mod:`infrastructure.services.accounts`, as Mau-Mau's do):
  taking a seat needs an identity's credential (session, API key or guest token) and names no
  player; the seat records the identity's id and its handle, and returns a seat token (shown
  once, stored as its SHA-256).  One identity holds at most one seat per table (a partial unique
  index settles races); taking the seat one holds again gives a fresh token and revokes the old
  one.  The host seats bots, each betting a strategy of :mod:`domain.puntobanco.bots`.
* **Whose chips**: a person's ledger name is the identity's handle (unique among identities and
  never reused), and every grant and bet carries the identity's id, which the domain binds to the
  name (``player_identity``): chips follow their player, not the seat, and another identity
  taking a seat someone left starts from its own balance.  A bot's name is
  ``bot:<strategy>@<seat>``.
* **Credentials**: at the seat endpoints (bet, leave) the identity's own credential works like
  the token of the seat it holds here.  Every token and credential is checked against the
  database on every use (:meth:`AccountService.resolve_now`, never a cache), so leaving, signing
  out, revoking an API key or disabling an identity takes effect at once in every process; a
  disabled identity's seat tokens grant nothing.
* **Host commands**: grant chips, start a shoe (a fresh 32-byte seed from ``random_seed``, or an
  explicit order for lessons and tests), deal a coup — the bots' bets and the deal are decided in
  one batch, so a coup is atomic — and close the table.
* **Reads**: the public view, the history (events framed by
  :func:`domain.puntobanco.redaction.public_event`: a shoe's seed, order and burned cards only
  once it is finished), a shoe's commitment and seed, its verification, the view at any version,
  and the lesson of any dealt coup.

See ``docs/puntobanco.md`` (seats, identities and whose chips).
"""

from __future__ import annotations

import hmac
import re
import secrets
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.actors import Actor
from domain.cards import parse_card
from domain.errors import RuleViolation
from domain.puntobanco import PUNTOBANCO
from domain.puntobanco.bots import STRATEGIES, bot_bet
from domain.puntobanco.commands import CloseTable, DealCoup, GrantChips, OpenTable, PlaceBet, StartShoe
from domain.puntobanco.decide import decide
from domain.puntobanco.events import CoupDealt, PBEvent, ShoeFinished, ShoeStarted
from domain.puntobanco.evolve import fold
from domain.puntobanco.redaction import public_event
from domain.puntobanco.rules import PuntoBancoRules, RulesError, rules_from_dict
from domain.puntobanco.state import PBState
from domain.puntobanco.teaching import explain
from domain.puntobanco.verify import verify_shoe
from domain.puntobanco.view import table_view
from domain.shuffle import SEED_BYTES
from infrastructure.adapters.db import PlayerRow, PuntoBancoSeatRow, PuntoBancoTableRow, utcnow
from infrastructure.adapters.event_store import EventStore, RecordedEvent
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.games import Clock, CommandResult, Decision, GameService, system_clock
from infrastructure.services.games import command_fingerprint as fingerprint_of
from infrastructure.services.live import EventHub
from infrastructure.services.lru import Lru
from infrastructure.services.tokens import credential_kind, hash_token, new_token

__all__ = ["PBSeat", "PBTable", "PuntoBancoTables", "bot_player"]

_MAX_EVENTS = 1000
_BOT_NAME_RE = re.compile(r"^bot:([a-z]{1,16})@([0-9]{1,2})$")
_NEEDS_IDENTITY = (
    "taking a seat needs an identity: Authorization: Bearer <session, API key or guest token> "
    "(POST /v1/sessions, POST /v1/guests)"
)


def bot_player(strategy: str, seat: int) -> str:
    """The ledger name of a bot betting ``strategy`` at ``seat``."""
    return f"bot:{strategy}@{seat}"


@dataclass(frozen=True, slots=True)
class PBTable:
    """A table's immutable set-up."""

    id: uuid.UUID
    rules: PuntoBancoRules
    host_token_hash: str
    created_at: datetime


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
        games: GameService | None = None,
        accounts: AccountService | None = None,
    ) -> None:
        """Serve the tables stored in ``engine`` (lobby rows) and ``store`` (events, whose codec
        must know Punto Banco: ``bootstrap.DECIDERS``); ``random_seed(n)`` gives shoe seeds.
        ``accounts`` resolves identities (the app passes the one Mau-Mau's tables use; default:
        an :class:`AccountService` on ``engine``)."""
        self._engine = engine
        self.accounts = accounts or AccountService(engine)
        self._games = games or GameService(store, decider=PUNTOBANCO, clock=clock, cache_size=cache_size)
        self._random_seed = random_seed
        self._tables = Lru(cache_size)
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
        result = self._host(table_id, lambda s: decide(s, OpenTable(checked)), {"type": "open"}, None)
        token = new_token()
        row = PuntoBancoTableRow(
            id=table_id, rules=checked.to_dict(), host_token_hash=hash_token(token), created_at=utcnow()
        )
        with self._session() as session, session.begin():
            session.add(row)
        table = _table(row)
        self._tables.put(table_id, table)
        return table, token, result

    def table(self, table_id: uuid.UUID) -> PBTable:
        """A table's set-up (cached: it never changes); 404 ``table`` for an unknown id."""
        table: PBTable | None = self._tables.get(table_id)
        if table is None:
            with self._session() as session:
                row = session.get(PuntoBancoTableRow, table_id)
            if row is None:
                raise NotFound("table", f"no Punto Banco table {table_id}")
            table = _table(row)
            self._tables.put(table_id, table)
        return table

    def seats(self, table_id: uuid.UUID) -> list[PBSeat | None]:
        """Who sits where now (``None``: an empty seat)."""
        table = self.table(table_id)
        out: list[PBSeat | None] = [None] * table.rules.seats
        with self._session() as session:
            rows = session.scalars(
                select(PuntoBancoSeatRow).where(
                    PuntoBancoSeatRow.table_id == table_id, PuntoBancoSeatRow.left_at.is_(None)
                )
            ).all()
        for row in rows:
            out[row.seat] = _seat(row)
        return out

    # ------------------------------------------------------------------ seats and tokens
    def join(
        self, table_id: uuid.UUID, seat: int, identity: Identity | None, *, credential: str | None = None
    ) -> tuple[PBSeat, str]:
        """Seat ``identity`` at ``seat``; returns the occupancy and its seat token (shown only here).

        ``credential`` is the token ``identity`` was resolved from (the routes pass it): it is
        asked of the database again, so a credential revoked in another process takes no seat
        even while a cache there still knows it.  Refused: no identity, or a credential that names
        nobody now (401 ``token``); a second seat for one identity (409 ``player_seated``); a
        taken seat (409 ``seat_taken``).  Taking the seat one holds again returns a fresh token
        and revokes the old one (a lost token)."""
        table = self.table(table_id)
        _check_seat(table, seat)
        if identity is None:
            raise Unauthorized("token", _NEEDS_IDENTITY)
        if credential is not None:
            now = self.accounts.resolve_now(credential)
            if now is None or now.player_id != identity.player_id:
                raise Unauthorized("token", "unknown, expired or revoked credential: sign in again (POST /v1/sessions)")
        held = self._held_seat(table_id, identity.player_id)
        if held is not None:
            if held.seat != seat:
                raise Conflict("player_seated", f"you already sit at seat {held.seat} of this table: one seat each")
            return self._rotate(held)
        return self._occupy(table, seat, "human", identity.handle, None, identity.player_id)

    def add_bot(self, table_id: uuid.UUID, seat: int, strategy: str, host_token: str | None) -> tuple[PBSeat, str]:
        """The host seats a bot betting ``strategy`` (:data:`domain.puntobanco.bots.STRATEGIES`)."""
        table = self.authorize_host(table_id, host_token)
        _check_seat(table, seat)
        name = strategy.strip(" ").lower() if isinstance(strategy, str) else ""  # no hidden characters
        if name not in STRATEGIES:
            raise InvalidInput("strategy", f"unknown strategy {strategy!r}; known: {', '.join(STRATEGIES)}")
        return self._occupy(table, seat, "bot", bot_player(name, seat), name, None)

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free a seat: its own seat token or its identity's credential; or, for a bot's seat, the
        host token.  The seat token is revoked at once.  An open bet stays on the table: it is
        dealt and settled to its player's chips."""
        table = self.table(table_id)
        _check_seat(table, seat)
        if not token:
            raise Unauthorized("token", "send the seat's token or your credential: Authorization: Bearer <token>")
        is_host = hmac.compare_digest(hash_token(token), table.host_token_hash)
        holder = None if is_host else self.authorize_seat(table_id, token)
        if holder is not None and holder.seat != seat:
            raise Forbidden("seat", f"you hold seat {holder.seat} at this table, not seat {seat}")
        with self._session() as session, session.begin():
            row = session.scalar(
                select(PuntoBancoSeatRow).where(
                    PuntoBancoSeatRow.table_id == table_id,
                    PuntoBancoSeatRow.seat == seat,
                    PuntoBancoSeatRow.left_at.is_(None),
                )
            )
            if row is None:
                raise NotFound("seat", f"seat {seat} is empty")
            if is_host and row.kind != "bot":
                raise Forbidden("seat", "the host may remove bots only; a player leaves himself")
            if holder is not None and row.id != holder.occupancy:
                raise Conflict("seat_taken", f"seat {seat} changed hands meanwhile")
            row.left_at = utcnow()

    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> PBTable:
        """The table, if ``token`` is its host token: else 401 (no token, an unknown one, or a
        credential that names nobody now) / 403 (a seat's token, an identity's credential)."""
        table = self.table(table_id)
        if not token:
            raise Unauthorized("token", "send the host token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        if hmac.compare_digest(token_hash, table.host_token_hash):
            return table
        if self._identity(token) is not None or self._seat_of(token_hash) is not None:
            raise Forbidden("host", "only the table's host may do this")
        raise Unauthorized("token", "unknown or revoked token")

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> PBSeat:
        """The seat ``token`` holds at this table: a seat token's, or the seat held here by the
        identity whose credential it is.  Asked of the database every time, so a token or
        credential revoked in any process (or an identity disabled) is refused at once: else 401
        / 403."""
        table = self.table(table_id)
        if not token:
            raise Unauthorized("token", "send the seat's token or your credential: Authorization: Bearer <token>")
        identity = self._identity(token)
        if identity is not None:
            held = self._held_seat(table_id, identity.player_id)
            if held is None:
                raise Forbidden("seat", f"{identity.handle} holds no seat at this table")
            return held
        token_hash = hash_token(token)
        seat = self._seat_of(token_hash)
        if seat is None:
            if hmac.compare_digest(token_hash, table.host_token_hash):
                raise Forbidden("seat", "a host token holds no seat: use a seat's token")
            raise Unauthorized("token", "unknown or revoked token")
        if seat.table_id != table_id:
            raise Forbidden("seat", "this token holds a seat at another table")
        return seat

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
            _check_seat(table, seat)
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
        payload: dict[str, Any] = {"type": "grant", "player": name, "amount": amount}
        if owner is not None:
            payload["player_id"] = owner
        return self._host(table_id, lambda s: decide(s, GrantChips(name, amount, owner)), payload, key)

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
        self.authorize_host(table_id, host_token)
        if order is not None:
            try:
                cards = tuple(parse_card(c) for c in order)
            except ValueError as error:
                raise InvalidInput("order", str(error)) from None
            command = StartShoe(order=cards)
            payload: dict[str, Any] = {"type": "shoe", "order": list(order)}
        else:
            command = StartShoe(seed=self._random_seed(SEED_BYTES))
            payload = {"type": "shoe"}
        return self._host(table_id, lambda s: decide(s, command), payload, key)

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
        command = PlaceBet(seat.seat, seat.player, spot, amount, seat.ledger_id)
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
        self.authorize_host(table_id, host_token)
        bots = [(s.seat, s.player, s.strategy) for s in self.seats(table_id) if s is not None and s.kind == "bot"]

        def decision(state: PBState) -> list[PBEvent]:
            events: list[PBEvent] = []
            for seat, player, strategy in bots:
                assert strategy is not None
                command = bot_bet(strategy, state, seat, player)
                if command is None:
                    continue
                try:
                    placed = decide(state, command)
                except RuleViolation:
                    continue  # e.g. the seat still holds its former player's bet: sit this coup out
                state = fold(placed, state)
                events += placed
            return events + decide(state, DealCoup())

        return self._host(table_id, decision, {"type": "deal"}, key, expected_version)

    def close(
        self, table_id: uuid.UUID, host_token: str | None, reason: str = "closed by the host", *, key: str | None = None
    ) -> CommandResult:
        """The host closes the table: open bets go back, a running shoe is finished and revealed."""
        self.authorize_host(table_id, host_token)
        return self._host(table_id, lambda s: decide(s, CloseTable(reason)), {"type": "close", "reason": reason}, key)

    # ------------------------------------------------------------------ reads
    def state(self, table_id: uuid.UUID) -> PBState:
        """The table's current state (checks the table exists)."""
        self.table(table_id)
        state: PBState = self._games.state(table_id)
        return state

    def view(self, table_id: uuid.UUID) -> dict[str, Any]:
        """What anyone at the table sees, with who sits where."""
        view = table_view(self.state(table_id))
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
        self,
        table_id: uuid.UUID,
        decision: Decision,
        payload: dict[str, Any],
        key: str | None,
        expected_version: int | None = None,
    ) -> CommandResult:
        """Run a host decision through the game service (idempotent with ``key``)."""
        games = self._games
        return games.execute(
            table_id,
            decision,
            seat=None,
            actor=Actor.HOST,
            key=key,
            fingerprint=fingerprint_of(None, payload) if key else None,
            expected_version=expected_version,
            at=games.now(),
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

    def _occupy(
        self, table: PBTable, seat: int, kind: str, player: str, strategy: str | None, player_id: uuid.UUID | None
    ) -> tuple[PBSeat, str]:
        """Insert the open occupancy of ``seat``; the partial unique indexes settle races (one
        occupant per seat, one seat per identity and per ledger name)."""
        token = new_token()
        row = PuntoBancoSeatRow(
            table_id=table.id,
            seat=seat,
            kind=kind,
            player=player,
            player_id=player_id,
            strategy=strategy,
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
            if self.seats(table.id)[seat] is not None:
                raise Conflict("seat_taken", f"seat {seat} is taken") from None
            raise Conflict("player_seated", f"{player} already sits at this table") from None
        return _seat(row), token

    def _rotate(self, held: PBSeat) -> tuple[PBSeat, str]:
        """A fresh token for a seat its identity already holds; the old one is revoked at once."""
        token = new_token()
        with self._session() as session, session.begin():
            row = session.get(PuntoBancoSeatRow, held.occupancy, with_for_update=True)
            if row is None or row.left_at is not None:
                raise Conflict("seat_taken", f"seat {held.seat} changed meanwhile: retry")
            row.token_hash = hash_token(token)
        return _seat(row), token

    def _identity(self, token: str) -> Identity | None:
        """The identity whose credential ``token`` is, asked of the database (never a cache), or
        ``None`` for a token that is no credential (a seat or host token); 401 for one that looks
        like a credential but names nobody now (unknown, signed out, revoked, expired, disabled)
        unless it is a seat token after all."""
        if credential_kind(token) is None:
            return None
        identity = self.accounts.resolve_now(token)
        if identity is None and self._seat_of(hash_token(token)) is None:
            raise Unauthorized("token", "unknown, expired or revoked credential: sign in again (POST /v1/sessions)")
        return identity

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

    def _held_seat(self, table_id: uuid.UUID, player_id: uuid.UUID) -> PBSeat | None:
        """The open occupancy ``player_id`` holds at ``table_id`` (at most one), from the database."""
        with self._session() as session:
            row = session.scalar(
                select(PuntoBancoSeatRow).where(
                    PuntoBancoSeatRow.table_id == table_id,
                    PuntoBancoSeatRow.player_id == player_id,
                    PuntoBancoSeatRow.left_at.is_(None),
                )
            )
        return _seat(row) if row is not None else None

    def _seat_of(self, token_hash: str) -> PBSeat | None:
        """The open occupancy a seat token holds (a disabled identity's seat tokens hold none)."""
        with self._session() as session:
            row = session.scalar(
                select(PuntoBancoSeatRow)
                .outerjoin(PlayerRow, PlayerRow.id == PuntoBancoSeatRow.player_id)
                .where(
                    PuntoBancoSeatRow.token_hash == token_hash,
                    PuntoBancoSeatRow.left_at.is_(None),
                    PlayerRow.disabled_at.is_(None),
                )
            )
        return _seat(row) if row is not None else None


def _check_seat(table: PBTable, seat: int) -> None:
    if not 0 <= seat < table.rules.seats:
        raise NotFound("seat", f"seat must be 0..{table.rules.seats - 1}, not {seat}")


def _utc(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _table(row: PuntoBancoTableRow) -> PBTable:
    return PBTable(row.id, rules_from_dict(row.rules), row.host_token_hash, _utc(row.created_at))


def _seat(row: PuntoBancoSeatRow) -> PBSeat:
    return PBSeat(
        row.table_id, row.seat, row.kind, row.player, row.strategy, _utc(row.joined_at), row.player_id, row.id
    )
