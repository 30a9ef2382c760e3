"""Server-side bots: seats of kind ``bot`` move by themselves, seeing only their own view.

A bot is a pure function of a :class:`~domain.maumau.view.PlayerView` and an rng
(:data:`domain.maumau.bot_registry.BOTS`).  This module gives it a turn on the server:

1. :meth:`GameService.subscribe` calls :meth:`BotRunner.on_batch` after every committed batch,
   under the stream's lock — so it only marks the table as *to look at* (optionally after a
   thinking delay, via the :class:`~infrastructure.services.scheduler.Scheduler`) and returns;
2. a worker thread takes the table, reads its state, and lets at most one bot act:

   * while a forgotten call can be challenged, the bot seats other than the seat to move are
     asked first, in seat order after the forgetter (as :mod:`domain.maumau.simulation` does); a bot
     that answers with the challenge makes it;
   * then the seat to move, if it is a bot: it plays, draws, passes, challenges, or — as the
     next player after a forgotten "Mau-Mau" — closes the window;
   * at a table where *every* seat is a bot, the next round is dealt between rounds (the host's
     job otherwise), so a table of bots finishes its match alone — unless the match has no end
     of its own (e.g. TAVERN's counted wins): the host deals or ends those;

3. the command goes through :meth:`GameService.execute` with actor ``"bot"`` and the version the
   bot saw as the expected version: a bot never acts on a stale view; if the match moved on, the
   new batch triggers another look.  Each accepted command commits a batch, which triggers the
   next look: the chain runs until a human must act or the match is over.

A table is never looked at by two workers at once; a trigger that arrives while a table is being
looked at makes the worker look again afterwards.

Thinking time is counted from the *state the bot acts on*, not from the batch that triggered the
look: a look scheduled for an older batch may find a newer one (a guest who drew and then played,
or, with several processes, a bot move another process made meanwhile).  The runner remembers the
newest version it heard of per table and its time (the batch's ``at`` stamp, else the time it
heard of it); a bot acts on version *v* only once ``delay_ms`` have passed since *v* — else the
look is put off until then.  Several processes may each run bots on one database: each waits out
the thinking time of the version it sees, and the expected version lets only one of them move.

Reproducible: the rng of a bot's decision is seeded from
``sha256(b"maumau/bot/v1:" + table_id.bytes + version (8 bytes) + seat (2 bytes))``, so the same
stream and the same bots always make the same moves.

Who is a bot is read from the lobby (``TableService.seats``) and cached for ``seat_cache_seconds``;
:meth:`BotRunner.sweep` (at start-up, and then periodically for newly seated bots) wakes tables
whose bots may have to act although nothing was committed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import random
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from sqlalchemy import Engine, func, select

from domain.actors import Actor
from domain.maumau.bot_registry import BOTS
from domain.maumau.commands import Challenge
from domain.maumau.decide import decide
from domain.maumau.game import MAUMAU
from domain.maumau.legal import acting_seat, challengers
from domain.maumau.scoring import open_ended
from domain.maumau.state import State
from domain.maumau.view import player_view
from infrastructure.adapters.db import SeatRow
from infrastructure.adapters.db_errors import is_transient
from infrastructure.services.errors import Conflict, InvalidInput, NotFound, StaleVersion
from infrastructure.services.games import CommittedBatch, GameService
from infrastructure.services.scheduler import Scheduler
from infrastructure.services.tables import TableService

__all__ = ["BotAction", "BotRunner", "BotTurns", "MauMauTurns", "SeatsOf", "bot_rng"]

log = logging.getLogger(__name__)


class SeatsOf(Protocol):
    """Where the runner reads a table's occupants (the Mau-Mau lobby, a platform game's tables)."""

    def seats(self, table_id: uuid.UUID) -> Sequence[Any]:
        """Per seat its occupant (``kind``, ``bot``) or ``None``."""
        ...


def bot_rng(table_id: uuid.UUID, version: int, seat: int) -> random.Random:
    """The rng a bot decides with at ``version`` of ``table_id``: a pure function of the three."""
    digest = hashlib.sha256(
        b"maumau/bot/v1:" + table_id.bytes + version.to_bytes(8, "big") + seat.to_bytes(2, "big")
    ).digest()
    return random.Random(int.from_bytes(digest, "big"))  # noqa: S311 - game choices, not secrets


class BotRunner:
    """Lets the bot seats of every table this process serves move (see the module docstring)."""

    def __init__(
        self,
        games: GameService,
        tables: SeatsOf,
        engine: Engine,
        scheduler: Scheduler,
        *,
        delay_ms: int = 0,
        workers: int = 1,
        seat_cache_seconds: float = 1.0,
        sweep_seconds: float = 5.0,
        autodeal: bool = True,
        turns: BotTurns | None = None,
    ) -> None:
        """Drive the bots of ``games``' tables, whose seats ``tables`` knows; ``turns`` is the
        game's part (default Mau-Mau's, with ``tables`` its lobby); ``delay_ms`` is the bots'
        thinking time (lets humans challenge a bot's forgotten call before the next bot moves)."""
        self._games = games
        self._tables = tables
        if turns is None:  # Mau-Mau's: ``tables`` is its lobby
            turns = MauMauTurns(games, cast(TableService, tables), autodeal=autodeal)
        self._turns = turns
        self._engine = engine
        self._scheduler = scheduler
        self._delay = max(0, delay_ms)
        self._workers = max(1, workers)
        self._seat_ttl = seat_cache_seconds
        self._sweep_every = sweep_seconds
        self._cond = threading.Condition()
        self._pending: OrderedDict[uuid.UUID, None] = OrderedDict()
        self._busy: set[uuid.UUID] = set()
        self._again: set[uuid.UUID] = set()
        self._stopped = False
        self._threads: list[threading.Thread] = []
        self._seats: dict[uuid.UUID, tuple[float, dict[int, str]]] = {}
        self._seats_lock = threading.Lock()
        self._seats_generation = 0
        """Moved by every sweep that forgets cached seats: a read of the seats begun before it
        is not cached (it may miss the seat just taken, and no later batch would correct it)."""
        self._last_seat_id = 0
        self._heard: dict[uuid.UUID, tuple[int, int]] = {}
        """Per table, the newest version heard of and when it happened (service-clock ms)."""
        self._heard_lock = threading.Lock()
        self._unsubscribe: Callable[[], None] | None = None
        self.moves = 0
        """Commands the bots of this process made (tests, metrics)."""

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> BotRunner:
        """Subscribe, start the workers, sweep the tables with bots once; returns ``self``."""
        self._stopped = False
        self._unsubscribe = self._games.subscribe(self.on_batch)
        for i in range(self._workers):
            thread = threading.Thread(target=self._work, name=f"maumau-bots-{i}", daemon=True)
            thread.start()
            self._threads.append(thread)
        self.sweep()
        if self._sweep_every > 0:
            self._schedule_sweep()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Unsubscribe and stop the workers (a command being decided finishes first)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        with self._cond:
            self._stopped = True
            self._pending.clear()
            self._cond.notify_all()
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join(timeout)
        self._threads.clear()

    def idle(self) -> bool:
        """True when no table waits to be looked at and none is being looked at."""
        with self._cond:
            return not self._pending and not self._busy

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until :meth:`idle` (tests, tools); False when ``timeout`` passed first.

        Only meaningful without a thinking delay: delayed looks wait on the scheduler, not here.
        """
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    # ------------------------------------------------------------------ triggers
    def on_batch(self, batch: CommittedBatch) -> None:
        """A batch was committed: look at its table (after the thinking delay).

        A table known (from the seat cache) to have no bot is skipped here, so the moves of
        human tables wake no worker thread.
        """
        table_id = batch.table_id
        cached = self._seats.get(table_id)
        if cached is not None and not cached[1] and cached[0] > time.monotonic():
            return
        if self._delay:
            stamp = batch.events[-1].metadata.get("at") if batch.events else None
            at = self._heard_at(table_id, batch.version, stamp if isinstance(stamp, int) else None)
            self._scheduler.schedule(at + self._delay, lambda: self.trigger(table_id))
        else:
            self.trigger(table_id)

    def _heard_at(self, table_id: uuid.UUID, version: int, at: int | None) -> int:
        """When ``version`` of ``table_id`` happened (service-clock ms): ``at`` when the batch says,
        else the time it was first heard of here; remembered for the newest version only."""
        now = self._games.now()
        with self._heard_lock:
            heard = self._heard.get(table_id)
            if heard is not None and heard[0] >= version:
                return heard[1] if heard[0] == version else now
            when = min(at, now) if at is not None else now
            self._heard[table_id] = (version, when)
            if len(self._heard) > 8192:  # forget tables quiet for a minute
                self._heard = {k: v for k, v in self._heard.items() if v[1] > now - 60_000}
            return when

    def _thought(self, table_id: uuid.UUID, version: int) -> bool:
        """Whether the thinking time since ``version`` has passed; if not, look again then."""
        if not self._delay:
            return True
        ready = self._heard_at(table_id, version, None) + self._delay
        if self._games.now() >= ready:
            return True
        self._scheduler.schedule(ready, lambda: self.trigger(table_id))
        return False

    def trigger(self, table_id: uuid.UUID) -> None:
        """Queue ``table_id`` to be looked at (cheap; safe from any thread)."""
        with self._cond:
            if self._stopped:
                return
            if table_id in self._busy:
                self._again.add(table_id)
            elif table_id not in self._pending:
                self._pending[table_id] = None
                self._cond.notify_all()

    def sweep(self) -> int:
        """Trigger every table with a bot seat seated since the last sweep (all at the first)."""
        with self._engine.connect() as conn:
            rows = conn.execute(
                select(SeatRow.table_id, func.max(SeatRow.id))
                .where(
                    SeatRow.kind == "bot",
                    SeatRow.left_at.is_(None),
                    SeatRow.id > self._last_seat_id,
                    SeatRow.game == self._turns.game,  # the one seat table holds every game's seats
                )
                .group_by(SeatRow.table_id)
            ).all()
        for table_id, seat_id in rows:
            self._last_seat_id = max(self._last_seat_id, seat_id)
            with self._seats_lock:
                self._seats.pop(table_id, None)
                self._seats_generation += 1
            self.trigger(table_id)
        return len(rows)

    def _schedule_sweep(self) -> None:
        def run() -> None:
            if self._stopped:
                return
            try:
                self.sweep()
            except Exception as error:
                _log_failure(error, "bot sweep failed")
            self._schedule_sweep()

        self._scheduler.schedule(self._games.now() + int(self._sweep_every * 1000), run)

    # ------------------------------------------------------------------ workers
    def _work(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopped:
                    self._cond.wait()
                if self._stopped:
                    return
                table_id, _ = self._pending.popitem(last=False)
                self._busy.add(table_id)
            try:
                self.step(table_id)
            except Exception as error:
                _log_failure(error, f"bots of table {table_id} failed")
            with self._cond:
                self._busy.discard(table_id)
                if table_id in self._again:
                    self._again.discard(table_id)
                    if table_id not in self._pending:
                        self._pending[table_id] = None
                        self._cond.notify_all()
                self._cond.notify_all()

    def bot_seats(self, table_id: uuid.UUID) -> dict[int, str]:
        """The table's bot seats, ``{seat: bot name}`` (cached for ``seat_cache_seconds``)."""
        now = time.monotonic()
        with self._seats_lock:
            cached = self._seats.get(table_id)
            if cached is not None and cached[0] > now:
                return cached[1]
            generation = self._seats_generation
        try:
            occupants = self._tables.seats(table_id)
        except NotFound:
            occupants = []
        bots = {s.seat: s.bot for s in occupants if s is not None and s.kind == "bot" and s.bot}
        with self._seats_lock:
            if generation != self._seats_generation:
                return bots  # a sweep forgot the seats meanwhile: this read may be older than it
            self._seats[table_id] = (now + self._seat_ttl, bots)
            if len(self._seats) > 4096:
                self._seats = {k: v for k, v in self._seats.items() if v[0] > now}
        return bots

    def step(self, table_id: uuid.UUID) -> bool:
        """Let at most one bot of ``table_id`` act on its current state; True if one did."""
        bots = self.bot_seats(table_id)
        if not bots:
            return False
        action = self._turns.next_action(table_id, bots)
        if action is None or not self._thought(table_id, action.version):
            return False
        try:
            action.act(self._games.now())
        except (StaleVersion, Conflict):
            return False  # the match moved on: the newer batch triggers another look
        except InvalidInput as refusal:
            log.warning("table %s: a bot's %s was refused: %s", table_id, action.what, refusal)
            return False
        self.moves += 1
        return True


@dataclass(frozen=True, slots=True)
class BotAction:
    """What one bot (or, at a table of bots, the host's deal on its behalf) does next: ``act(at)``
    runs it at the ``version`` it was chosen on (raising ``StaleVersion``/``Conflict`` when the
    table moved on, ``InvalidInput`` when refused); ``what`` names it in the log."""

    version: int
    act: Callable[[int], object]
    what: str = "move"


class BotTurns(Protocol):
    """A game's part of the bot runner: which bot acts next at a table, and how."""

    game: str
    """The game's registered name (the seat table holds every game's seats)."""

    def next_action(self, table_id: uuid.UUID, bots: dict[int, str]) -> BotAction | None:
        """What a bot of ``bots`` (``{seat: bot name}``) does now, or ``None``."""
        ...


class MauMauTurns:
    """Mau-Mau's bots (see the module docstring): challengers first, then the seat to move, and
    the next round dealt at a table of bots."""

    game = MAUMAU.name

    def __init__(self, games: GameService, tables: TableService, *, autodeal: bool = True) -> None:
        self._games = games
        self._tables = tables
        self._autodeal = autodeal

    def next_action(self, table_id: uuid.UUID, bots: dict[int, str]) -> BotAction | None:
        """The challenge, move or deal a bot makes now (see :class:`BotTurns`)."""
        state: State = self._games.state(table_id)
        if state.phase == "between_rounds":
            if self._autodeal and len(bots) == state.seats and not _open_ended(state):
                return self._deal(table_id, state)
            return None
        if state.phase != "playing":
            return None
        for seat in challengers(state):
            if seat in bots:
                command = self._ask(table_id, state, seat, bots[seat])
                if type(command) is Challenge:
                    return self._execute(table_id, state, seat, command)
        actor = acting_seat(state)
        if actor in bots:
            command = self._ask(table_id, state, actor, bots[actor])
            if command is not None:
                return self._execute(table_id, state, actor, command)
        return None

    def _ask(self, table_id: uuid.UUID, state: State, seat: int, name: str) -> object | None:
        """The bot's command for ``seat``, from its view only (``None``: nothing to do)."""
        bot = BOTS.get(name)
        if bot is None:
            log.warning("table %s seat %d: unknown bot %r", table_id, seat, name)
            return None
        view = player_view(state, seat)
        if not view.legal:
            return None
        return bot(view, bot_rng(table_id, state.version, seat))

    def _execute(self, table_id: uuid.UUID, state: State, seat: int, command: object) -> BotAction:
        """Decide ``command`` at the version the bot saw, stamped with the time it acts."""

        def act(at: int) -> object:
            stamped = dataclasses.replace(command, at=at)  # type: ignore[type-var]
            return self._games.execute(
                table_id,
                lambda current: decide(current, stamped),
                seat=seat,
                actor=Actor.BOT,
                expected_version=state.version,
                at=at,
            )

        return BotAction(state.version, act, f"move at seat {seat}")

    def _deal(self, table_id: uuid.UUID, state: State) -> BotAction:
        """Deal the next round at a table of bots only (the host's command, on its behalf)."""

        def act(at: int) -> object:
            table = self._tables.table(table_id)
            # The lobby's own seed rule (table seed, explicit deck or fresh randomness).
            command = self._tables.round_command(table, state.round_no + 1, at=at)  # at: the first turn's clock
            return self._games.execute(
                table_id,
                lambda current: decide(current, command),
                seat=None,
                actor=Actor.BOT,
                expected_version=state.version,
                at=at,
            )

        return BotAction(state.version, act, "deal")


def _open_ended(state: State) -> bool:
    """True when the match ends only by the host (see :func:`domain.maumau.scoring.open_ended`)."""
    return state.ruleset is not None and open_ended(state.ruleset)


def _log_failure(error: Exception, what: str) -> None:
    """Log a failed bot step: a warning without a traceback while the database is away (the
    sweep and the next batch try again), the whole traceback for anything else."""
    if is_transient(error):
        log.warning("%s: the database is unavailable (%s); trying again later", what, error)
    else:
        log.exception(what)
