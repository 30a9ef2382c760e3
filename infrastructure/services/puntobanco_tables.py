"""Punto Banco tables: the second game's lobby, and its commands through the same write side.

:class:`PuntoBancoTables` is to Punto Banco what ``TableService`` is to Mau-Mau, on the same
platform: one :class:`~infrastructure.services.games.GameService` given the
:data:`~domain.puntobanco.PUNTOBANCO` decider (the same load / cache / decide / append with
expected version, request ids, idempotency keys and read-back of unknown outcomes), on the same
event store, and an :class:`~infrastructure.services.live.EventHub` of its own for live streams.
No rule is decided here: every command goes to ``domain.puntobanco.decide``.

* **Tables**: a table is one event stream (``TableOpened`` first) plus a row in
  ``puntobanco_tables`` (its rules snapshot and the SHA-256 of the host token, shown once).
* **Seats**: a player takes a seat and gets a seat token (shown once, stored as its SHA-256);
  the host seats bots, each betting a strategy of :mod:`domain.puntobanco.bots`.  A seat's
  ledger name is the player's handle (a bot's: ``bot:<strategy>@<seat>``), so a player's chips
  follow the player, not the seat.  Tokens are checked against the database on every use:
  leaving revokes a token at once, in every process.
* **Host commands**: grant chips, start a shoe (a fresh 32-byte seed from ``random_seed``, or an
  explicit order for lessons and tests), deal a coup — the bots' bets and the deal are decided in
  one batch, so a coup is atomic — and close the table.
* **Reads**: the public view, the history (events framed by
  :func:`domain.puntobanco.redaction.public_event`: a shoe's seed, order and burned cards only
  once it is finished), a shoe's commitment and seed, its verification, the view at any version,
  and the lesson of any dealt coup.

Identity: until accounts are wired in, a seat is held by its seat token alone, the way
``TableService`` began; see ``docs/puntobanco.md`` for how accounts take over.
"""

from __future__ import annotations

import hmac
import re
import secrets
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

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
from infrastructure.adapters.db import PuntoBancoSeatRow, PuntoBancoTableRow, utcnow
from infrastructure.adapters.event_store import EventStore, RecordedEvent
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.games import Clock, CommandResult, Decision, GameService, system_clock
from infrastructure.services.games import command_fingerprint as fingerprint_of
from infrastructure.services.live import EventHub
from infrastructure.services.lru import Lru
from infrastructure.services.tokens import hash_token, new_token

__all__ = ["HANDLE_PATTERN", "PBSeat", "PBTable", "PuntoBancoTables", "bot_player"]

HANDLE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,31}$"
"""A player's handle at a Punto Banco table: 1-32 letters, digits, ``_ . -`` (no ``:`` or ``@``,
which only bots' ledger names have)."""
_HANDLE_RE = re.compile(HANDLE_PATTERN)
_MAX_EVENTS = 1000


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
    """Who holds a seat: a player (``kind`` ``human``) or a bot betting ``strategy``."""

    table_id: uuid.UUID
    seat: int
    kind: str
    player: str
    strategy: str | None
    joined_at: datetime

    def as_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "player": self.player,
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
    ) -> None:
        """Serve the tables stored in ``engine`` (lobby rows) and ``store`` (events, whose codec
        must know Punto Banco: ``bootstrap.DECIDERS``); ``random_seed(n)`` gives shoe seeds."""
        self._engine = engine
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
    def join(self, table_id: uuid.UUID, seat: int, player: str) -> tuple[PBSeat, str]:
        """Seat ``player`` at an empty seat; returns the seat and its token (shown only here)."""
        table = self.table(table_id)
        _check_seat(table, seat)
        if not isinstance(player, str) or not _HANDLE_RE.match(player):
            raise InvalidInput("player", f"a player's handle must match {HANDLE_PATTERN}")
        return self._occupy(table, seat, "human", player, None)

    def add_bot(self, table_id: uuid.UUID, seat: int, strategy: str, host_token: str | None) -> tuple[PBSeat, str]:
        """The host seats a bot betting ``strategy`` (:data:`domain.puntobanco.bots.STRATEGIES`)."""
        table = self.authorize_host(table_id, host_token)
        _check_seat(table, seat)
        name = strategy.strip().lower() if isinstance(strategy, str) else ""
        if name not in STRATEGIES:
            raise InvalidInput("strategy", f"unknown strategy {strategy!r}; known: {', '.join(STRATEGIES)}")
        return self._occupy(table, seat, "bot", bot_player(name, seat), name)

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free a seat, with its own token or (a bot's seat) the host's; the token is revoked at
        once.  An open bet stays on the table: it is dealt and settled to its player's chips."""
        table = self.table(table_id)
        _check_seat(table, seat)
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
        token_hash = hash_token(token)
        is_host = hmac.compare_digest(token_hash, table.host_token_hash)
        with self._session() as session, session.begin():
            row = session.scalar(
                select(PuntoBancoSeatRow).where(
                    PuntoBancoSeatRow.table_id == table_id,
                    PuntoBancoSeatRow.seat == seat,
                    PuntoBancoSeatRow.left_at.is_(None),
                )
            )
            if row is None:
                if not is_host:
                    self.authorize_seat(table_id, token)  # 401 for a token that holds nothing
                raise NotFound("seat", f"seat {seat} is empty")
            if is_host and row.kind != "bot":
                raise Forbidden("seat", "the host may remove bots only; a player leaves himself")
            if not is_host and not hmac.compare_digest(row.token_hash, token_hash):
                self.authorize_seat(table_id, token)  # 401 unknown, or 403 below
                raise Forbidden("seat", f"this token does not hold seat {seat}")
            row.left_at = utcnow()

    def authorize_host(self, table_id: uuid.UUID, token: str | None) -> PBTable:
        """The table, if ``token`` is its host token: else 401 (no or unknown token) / 403."""
        table = self.table(table_id)
        if not token:
            raise Unauthorized("token", "send the host token: Authorization: Bearer <token>")
        if hmac.compare_digest(hash_token(token), table.host_token_hash):
            return table
        if self._seat_of(hash_token(token)) is not None:
            raise Forbidden("host", "only the table's host may do this")
        raise Unauthorized("token", "unknown or revoked token")

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> PBSeat:
        """The seat ``token`` holds at this table (asked of the database every time, so a token
        revoked in any process is refused at once): else 401 / 403."""
        table = self.table(table_id)
        if not token:
            raise Unauthorized("token", "send the seat's token: Authorization: Bearer <token>")
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
        key: str | None = None,
    ) -> CommandResult:
        """The host grants play chips to a seat's player or to a player by name."""
        table = self.authorize_host(table_id, host_token)
        if (seat is None) == (player is None):
            raise InvalidInput("seat", "name the seat or the player to grant chips to (one of them)")
        if seat is not None:
            _check_seat(table, seat)
            occupant = self.seats(table_id)[seat]
            if occupant is None:
                raise NotFound("seat", f"seat {seat} is empty: grant to a player by name instead")
            player = occupant.player
        assert player is not None
        name = player
        return self._host(
            table_id,
            lambda s: decide(s, GrantChips(name, amount)),
            {"type": "grant", "player": name, "amount": amount},
            key,
        )

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
        """A seat places a bet for its player (the seat's token proves both)."""
        seat = self.authorize_seat(table_id, token)
        games = self._games
        command = PlaceBet(seat.seat, seat.player, spot, amount)
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
            actor="host",
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

    def _occupy(self, table: PBTable, seat: int, kind: str, player: str, strategy: str | None) -> tuple[PBSeat, str]:
        """Insert the open occupancy of ``seat``; the partial unique indexes settle races."""
        token = new_token()
        row = PuntoBancoSeatRow(
            table_id=table.id,
            seat=seat,
            kind=kind,
            player=player,
            strategy=strategy,
            token_hash=hash_token(token),
            joined_at=utcnow(),
        )
        try:
            with self._session() as session, session.begin():
                session.add(row)
        except IntegrityError:
            taken = self.seats(table.id)
            if taken[seat] is not None:
                raise Conflict("seat_taken", f"seat {seat} is taken") from None
            raise Conflict("player_seated", f"{player} already sits at this table") from None
        return _seat(row), token

    def _seat_of(self, token_hash: str) -> PBSeat | None:
        with self._session() as session:
            row = session.scalar(
                select(PuntoBancoSeatRow).where(
                    PuntoBancoSeatRow.token_hash == token_hash, PuntoBancoSeatRow.left_at.is_(None)
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
    return PBSeat(row.table_id, row.seat, row.kind, row.player, row.strategy, _utc(row.joined_at))
