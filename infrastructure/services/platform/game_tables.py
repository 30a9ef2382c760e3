"""The platform's own tables: a registered game served whole, with nothing of its own but its module.

A game whose :class:`~domain.game_module.GameModule` gives ``table_setup`` needs no table rows,
no seat code and no service of its own: its tables are rows of ``maumau_game_tables`` (the game,
the seat count, the set-up its module read, the host token's digest), its seats the platform's
:class:`~infrastructure.services.platform.seats.SeatBook` over the one seat table, its host
commands the module's handlers (:func:`~infrastructure.services.platform.host.run_host_command`),
a seat's move is decoded and decided by its decider, and what a viewer sees of its events (the
history, the replay at a version, the live stream) is the decider's ``redact``.  The routes are
``api.http.routes.games`` (``/v1/games/<name>/...``); the recipe is in ``docs/architecture.md``.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.actors import Actor
from domain.game_module import GameModule
from infrastructure.adapters.db import GameTableRow
from infrastructure.adapters.event_store import EventStore, RecordedEvent
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, InvalidInput, NotFound
from infrastructure.services.games import Clock, CommandResult, GameService, system_clock
from infrastructure.services.live import EventHub
from infrastructure.services.platform.host import run_command, run_host_command
from infrastructure.services.platform.seats import Occupancy, SeatBook, SeatGrant, check_seat_number
from infrastructure.services.platform.tables import TableSetups
from infrastructure.services.tokens import hash_token, new_token

__all__ = ["GameTable", "GameTables", "platform_games", "refused_input"]

MAX_EVENTS = 1000
TURN_SECONDS = (5, 3600)
"""The bounds of a table's turn clock, in seconds (Mau-Mau's tables have the same)."""
"""Events one history or replay answer holds at the most (``after`` pages on)."""


def platform_games(modules: tuple[GameModule[Any, Any, Any], ...]) -> tuple[GameModule[Any, Any, Any], ...]:
    """The registered games the platform serves whole (their modules give ``table_setup``)."""
    return tuple(m for m in modules if m.table_setup is not None)


@dataclass(frozen=True, slots=True)
class GameTable:
    """A platform table's immutable set-up (what :class:`SeatBook` and the host commands need)."""

    id: uuid.UUID
    game: str
    seats: int
    setup: dict[str, Any]
    host_token_hash: str
    created_at: datetime
    host_player_id: uuid.UUID | None = None
    turn_seconds: int | None = None
    """Each seat's time to move (``None``: no turn clock, :mod:`~infrastructure.services.platform.turn_clock`)."""

    def as_dict(self) -> dict[str, Any]:
        """JSON form (the host token's digest stays inside)."""
        return {
            "table_id": str(self.id),
            "game": self.game,
            "seats": self.seats,
            "setup": self.setup,
            "created_at": self.created_at.isoformat(),
            "turn_seconds": self.turn_seconds,
        }


class GameTables:
    """One platform-served game's tables (see the module docstring).  Thread-safe."""

    def __init__(
        self,
        engine: Engine,
        store: EventStore[object],
        module: GameModule[Any, Any, Any],
        accounts: AccountService,
        *,
        clock: Clock = system_clock,
        random_seed: Callable[[int], bytes] = secrets.token_bytes,
        cache_size: int = 1024,
        auth_cache_seconds: float = 5.0,
    ) -> None:
        """Serve ``module``'s tables stored in ``engine`` and ``store`` (whose codec must know the
        game); ``random_seed(n)`` gives the seeds a host command asks for."""
        if module.table_setup is None:
            raise ValueError(f"{module.name} keeps its own tables: its module gives no table_setup")
        self.module = module
        self._setup = module.table_setup
        self._engine = engine
        self._random_seed = random_seed
        self.games = GameService(store, decider=module.decider, clock=clock, cache_size=cache_size)
        self._tables = TableSetups(
            engine, GameTableRow, self._table_of, missing=f"no {module.name} table {{}}", cache_size=cache_size
        )
        self.seat_book = SeatBook(engine, accounts, module, self._tables, state=self.games.state, cache_size=cache_size)
        self.seat_book.cache_grants(auth_cache_seconds)
        self.hub = EventHub(self.games).start()
        """The live fan-out of this game's batches (its event streams listen here; a seat freed
        here makes the table's open streams re-check their tokens at once)."""
        self.seat_book.watch_seats(self.hub.seat_changed)

    @property
    def name(self) -> str:
        """The game's registered name."""
        return self.module.name

    def _table_of(self, row: GameTableRow) -> GameTable:
        """A row as this game's set-up; another game's row is no table of this game (404)."""
        if row.game != self.module.name:
            raise NotFound("table", f"no {self.module.name} table {row.id}")
        return GameTable(
            row.id,
            row.game,
            row.seats,
            dict(row.setup),
            row.host_token_hash,
            row.created_at,
            row.host_player_id,
            row.turn_seconds,
        )

    # ------------------------------------------------------------------ tables
    def create(
        self, seats: int, setup: Mapping[str, Any], identity: Identity | None = None, *, turn_seconds: int | None = None
    ) -> tuple[GameTable, str]:
        """Open a table of ``seats`` seats with the set-up the module reads from ``setup`` and,
        with ``turn_seconds``, a turn clock (for a game that declares ``play``); the host token is
        returned once (an identity that opens it is its host too).  422 names the field."""
        self._check_table(seats, turn_seconds)
        try:
            parsed = self._setup(setup)
        except ValueError as refusal:
            raise refused_input(refusal, "setup") from None
        host = new_token()
        row = GameTableRow(
            id=uuid.uuid4(),
            game=self.module.name,
            seats=seats,
            setup=parsed,
            host_token_hash=hash_token(host),
            host_player_id=identity.player_id if identity is not None else None,
            turn_seconds=turn_seconds,
        )
        with Session(self._engine, expire_on_commit=False) as session:
            session.add(row)
            session.commit()
        return self._tables.remember(row), host

    def _check_table(self, seats: int, turn_seconds: int | None) -> None:
        """A table's seat count and turn clock within the game's bounds (422 names the field)."""
        low, high = self.module.seats.seat_counts
        if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
            raise InvalidInput("seats", f"a {self.module.name} table has {low} to {high} seats, not {seats!r}")
        if turn_seconds is not None:
            if self.module.play is None:
                raise InvalidInput(
                    "turn_seconds", f"{self.module.name} declares no play: its tables have no turn clock"
                )
            if isinstance(turn_seconds, bool) or not TURN_SECONDS[0] <= turn_seconds <= TURN_SECONDS[1]:
                raise InvalidInput(
                    "turn_seconds", f"{TURN_SECONDS[0]} to {TURN_SECONDS[1]} seconds, not {turn_seconds!r}"
                )

    def ensure_table(
        self,
        table_id: uuid.UUID,
        seats: int,
        setup: Mapping[str, Any],
        *,
        turn_seconds: int | None = None,
        host_player_id: uuid.UUID | None = None,
    ) -> GameTable:
        """The table ``table_id`` opened by the system (a tournament's reaction), checked as
        :meth:`create` checks a client's, or the existing table with that id, unchanged.  Its
        host token is never shown: the system and ``host_player_id`` act for the host."""
        existing = self._tables.find(table_id)
        if existing is not None:
            found: GameTable = existing
            return found
        self._check_table(seats, turn_seconds)
        try:
            parsed = self._setup(setup)
        except ValueError as refusal:
            raise refused_input(refusal, "setup") from None
        row = GameTableRow(
            id=table_id,
            game=self.module.name,
            seats=seats,
            setup=parsed,
            host_token_hash=hash_token(new_token()),  # nobody holds it
            host_player_id=host_player_id,
            turn_seconds=turn_seconds,
        )
        try:
            with Session(self._engine, expire_on_commit=False) as session:
                session.add(row)
                session.commit()
        except IntegrityError:
            existing = self._tables.find(table_id)  # opened meanwhile by the same step elsewhere
            if existing is None:
                raise
            again: GameTable = existing
            return again
        made: GameTable = self._tables.remember(row)
        return made

    def table(self, table_id: uuid.UUID) -> GameTable:
        """A table's set-up (404 ``table`` for an unknown id or another game's table)."""
        table: GameTable = self._tables.get(table_id)
        return table

    def seats(self, table_id: uuid.UUID) -> list[Occupancy | None]:
        """Who sits where now (``None``: an empty seat)."""
        return self.seat_book.occupants(self.table(table_id))

    # ------------------------------------------------------------------ seats
    def join(self, table_id: uuid.UUID, seat: int, token: str | None) -> tuple[Occupancy, str]:
        """The identity of ``token`` takes ``seat``; its seat token is returned once."""
        table = self.table(table_id)
        check_seat_number(table, seat)
        identity = self.seat_book.need_identity(self.seat_book.identity(token) if token else None, token)
        return self.seat_book.take(table, seat, identity, owners=self.seat_book.owners(table_id))

    def add_bot(self, table_id: uuid.UUID, seat: int, bot: str, host_token: str | None) -> Occupancy:
        """The host seats a bot the game names at an empty seat."""
        occupancy, _token = self.seat_book.seat_bot(table_id, seat, bot, host_token)
        return occupancy

    def leave(self, table_id: uuid.UUID, seat: int, token: str | None) -> None:
        """Free ``seat`` (its seat token or identity; the host for a bot); the token is revoked at once."""
        self.seat_book.leave(table_id, seat, token)

    def authorize_seat(self, table_id: uuid.UUID, token: str | None) -> SeatGrant:
        """The seat ``token`` holds at this table, asked of the database (401/403 otherwise)."""
        return self.seat_book.authorize_seat_now(table_id, token)

    # ------------------------------------------------------------------ commands
    def host(
        self, table_id: uuid.UUID, name: str, args: Mapping[str, Any], host_token: str | None, *, key: str | None
    ) -> CommandResult:
        """The host runs the module's command ``name`` (404 ``command`` for one the game lacks)."""
        table = self.seat_book.authorize_host(table_id, host_token)
        if name not in self.module.host_commands:
            known = ", ".join(self.module.host_commands) or "none"
            raise NotFound("command", f"{self.module.name} has no host command {name!r}; known: {known}")
        return self._run_host_command(table, name, args, key=key, actor=Actor.HOST, expected_version=None)

    def move(
        self,
        table_id: uuid.UUID,
        token: str | None,
        payload: Mapping[str, Any],
        *,
        key: str | None,
        expected_version: int | None = None,
    ) -> CommandResult:
        """A seat's move: the token's seat, the body decoded by the decider (422 names the field),
        decided by its rules (422 names the rule), appended like every move."""
        grant = self.seat_book.authorize_seat(table_id, token)
        decider = self.module.decider
        at = self.games.now()
        try:
            command = decider.decode_command(payload, grant.seat, at)
        except ValueError as refusal:
            raise refused_input(refusal, "") from None
        wire = {k: v for k, v in decider.encode_command(command).items() if k not in ("seat", "at")}
        return run_command(
            self.games,
            table_id,
            lambda state: decider.decide(state, command),
            wire,
            key=key,
            actor=Actor.SEAT,
            seat=grant.seat,
            expected_version=expected_version,
            at=at,
        )

    def bot_move(
        self, table_id: uuid.UUID, seat: int, command: object, *, expected_version: int, at: int | None = None
    ) -> CommandResult:
        """A bot seat's command (chosen on ``expected_version``), decided like a seat's move."""
        decider = self.module.decider
        wire = {k: v for k, v in decider.encode_command(command).items() if k not in ("seat", "at")}
        return run_command(
            self.games,
            table_id,
            lambda state: decider.decide(state, command),
            wire,
            key=None,
            actor=Actor.BOT,
            seat=seat,
            expected_version=expected_version,
            at=at,
        )

    def system_command(
        self,
        table_id: uuid.UUID,
        name: str,
        *,
        actor: Actor,
        expected_version: int | None,
        args: Mapping[str, Any] | None = None,
        key: str | None = None,
        seed: Callable[[int], bytes] | None = None,
    ) -> CommandResult:
        """The module's host command ``name`` run by the system on the host's behalf (the next
        round at a table of bots, a tournament's deal), at ``expected_version`` only (``None``:
        any), idempotent with ``key``, its seed from ``seed`` (default: a fresh random one)."""
        table = self.table(table_id)
        return self._run_host_command(
            table, name, args, key=key, actor=actor, expected_version=expected_version, seed=seed
        )

    def _run_host_command(
        self,
        table: GameTable,
        name: str,
        args: Mapping[str, Any] | None,
        *,
        key: str | None,
        actor: Actor,
        expected_version: int | None,
        seed: Callable[[int], bytes] | None = None,
    ) -> CommandResult:
        """Run the module's host command ``name`` at ``table`` with its set-up and occupants (what
        the host's and the system's commands share)."""
        occupants = tuple(o.occupant(keep_results=True) if o is not None else None for o in self.seats(table.id))
        return run_host_command(
            self.games,
            self.module,
            name,
            table.id,
            setup=table.setup,
            occupants=occupants,
            args=args,
            random_seed=self._random_seed if seed is None else seed,
            key=key,
            actor=actor,
            expected_version=expected_version,
        )

    # ------------------------------------------------------------------ what a viewer sees
    def view(self, table_id: uuid.UUID, viewer: int | None, *, at: int | None = None) -> dict[str, Any]:
        """The table as ``viewer`` may see it now: the game's table view, the commands the viewer
        may send (wire form), the version they are valid at and whether the host's next round
        is awaited (404 ``view`` for a game that declares no ``play``).

        ``at``: the replay — the table as ``viewer`` saw it at that version (the stream folded
        up to it; 422 ``at`` past the stream's end), with no commands, no clock and nothing
        awaited: what the same viewer's history up to that version tells (``docs/architecture.md``,
        "The table view")."""
        play = self.module.play
        if play is None:
            raise NotFound("view", f"{self.module.name} gives no table view")
        self.table(table_id)
        decider = self.module.decider
        if at is not None:
            now = self.version(table_id)
            if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= now:
                raise InvalidInput("at", f"a version from 0 to the stream's {now}, not {at!r}")
            then = self.games.state_at(table_id, at)
            seen = play.view(then, viewer if at > 0 else None)
            return {"version": at, "view": seen, "legal": [], "awaiting_round": False, "clock": None}
        state = self.games.state(table_id)
        legal = [] if viewer is None else play.legal_commands(state, viewer)
        wires = [{k: v for k, v in decider.encode_command(c).items() if k not in ("seat", "at")} for c in legal]
        version = decider.version(state)
        return {
            "version": version,
            "view": play.view(state, viewer if version > 0 else None),  # nothing dealt: all see the same
            "legal": wires,
            "awaiting_round": play.next_round is not None and play.awaiting_round(state),
            "clock": self._clock(table_id, state, version),
        }

    def _clock(self, table_id: uuid.UUID, state: Any, version: int) -> dict[str, Any] | None:
        """The running turn clock: the awaited seat and its deadline (service-clock ms), the time
        of the stream's last batch plus ``turn_seconds`` (the play clock's timer is due then);
        ``None`` without a clock, at the end, or while nobody is to act."""
        seconds = self.table(table_id).turn_seconds
        play = self.module.play
        if seconds is None or play is None or version == 0 or self.module.decider.is_terminal(state):
            return None
        acting = play.to_act(state)
        if not acting:
            return None
        last = self.games.load(table_id, after_version=version - 1)
        at = last[-1].metadata.get("at") if last else None
        if not isinstance(at, int):
            return None
        return {"turn_seconds": seconds, "seat": acting[0], "deadline": at + seconds * 1000}

    def verification(self, table_id: uuid.UUID) -> dict[str, Any]:
        """The game's verification of the table's shuffles against their commitments, once the
        game is over (409 ``not_over`` before: the seed is hidden until then; 404 ``verify`` for
        a game that declares none)."""
        verify = self.module.verify
        if verify is None:
            raise NotFound("verify", f"{self.module.name} gives no verification")
        self.table(table_id)
        if not self.module.decider.is_terminal(self.games.state(table_id)):
            raise Conflict("not_over", "the game is not over: its seeds are revealed at its end")
        return verify([r.event for r in self.games.load(table_id)])

    def bots_of(self, table_id: uuid.UUID) -> dict[int, str]:
        """The table's bot seats, ``{seat: bot}``."""
        return {o.seat: o.bot for o in self.seats(table_id) if o is not None and o.kind == "bot" and o.bot}

    def viewer(self, table_id: uuid.UUID, token: str | None) -> int | None:
        """The seat a token views as (``None``: no token, an observer)."""
        return None if not token else self.authorize_seat(table_id, token).seat

    def events(
        self, table_id: uuid.UUID, viewer: int | None, *, after: int = 0, upto: int | None = None
    ) -> list[dict[str, Any]]:
        """The table's events after ``after`` (up to ``upto``), as ``viewer`` may see them, at most
        :data:`MAX_EVENTS`."""
        self.table(table_id)
        last = after + MAX_EVENTS if upto is None else min(upto, after + MAX_EVENTS)
        records = self.games.load(table_id, upto_version=last, after_version=after)
        return [self.redacted(record, viewer) for record in records]

    def redacted(self, record: RecordedEvent[object], viewer: int | None) -> dict[str, Any]:
        """One recorded event as ``viewer`` may see it, with its version."""
        return {"version": record.version, **self.module.decider.redact(record.event, viewer)}

    def version(self, table_id: uuid.UUID) -> int:
        """The table's stream version now."""
        self.table(table_id)
        version: int = self.module.decider.version(self.games.state(table_id))
        return version


def refused_input(refusal: ValueError, under: str) -> InvalidInput:
    """A game's ``ValueError`` ("field: why") as the 422 naming its field (under ``under``, the
    part of the request it came from; the part itself when the text names no field)."""
    text = str(refusal)
    field = text.partition(":")[0].strip() if ":" in text else ""
    if not field or field == under:
        return InvalidInput(under or "body", text)
    return InvalidInput(f"{under}.{field}" if under else field, text)
