"""What runs in the background of a service process: event streams, bots, the window clock, and
(on SQLite) the read side's runner, handed in by the app factory.

:class:`Runtime` wires, starts and stops them around one :class:`~infrastructure.services.bootstrap.Services`
graph; the HTTP app factory owns one per app (``app.state.runtime``) and starts it in the app's
lifespan.  Everything hangs off :meth:`GameService.subscribe`, so nothing polls the event store:

* :class:`~infrastructure.services.live.EventHub` — always on: fans committed batches out to the SSE
  streams of ``/v1/tables/{id}/events``;
* :class:`~infrastructure.services.remote_appends.RemoteAppends` — on PostgreSQL: LISTENs for other
  processes' appends and catches up the tables this process streams, so their moves reach its
  streams at once (``MAUMAU_SSE_FOLLOW_OTHER_PROCESSES``);
* :class:`~infrastructure.services.scheduler.Scheduler` — one timer thread (heap) shared by:
* :class:`~infrastructure.services.reactions.ReactionWorker` — the durable reactions: they follow the
  notification log on the log-follower core (:mod:`~infrastructure.services.log_follower`: their
  topics only, a tracking position) and issue commands with idempotency keys, so a crash
  neither loses nor doubles them (:func:`durable_reactions`): the
  :class:`~infrastructure.services.window_clock.WindowClock`, which closes forgotten "Mau-Mau" windows at
  their deadline (``MAUMAU_WINDOW_TIMERS``), the
  :class:`~infrastructure.services.turn_clock.TurnClockReaction`, which times out a seat whose turn
  clock ran out (``MAUMAU_TURN_CLOCK``), with the
  :class:`~infrastructure.services.platform.turn_clock.PlayClock` doing the same at the tables of
  every game the platform serves whole, the :class:`~infrastructure.services.abandonment.Substitutes`,
  which seat a substitute bot in a seat forfeited on timeouts (with the turn clock), and
  :class:`~infrastructure.services.auto_deal.AutoDeal`, which deals the next round of a table that
  deals by itself (``MAUMAU_AUTO_DEAL``), and the tournaments' two
  (:mod:`~infrastructure.services.tournament_reactions`: open, seat and start a round's tables,
  record their results; ``MAUMAU_TOURNAMENTS``); ``MAUMAU_REACTIONS_IN_PROCESS=false`` leaves them
  to a ``maumau reactions run`` process.  The worker wakes on local batches of the Mau-Mau, the
  tournament and the platform games' services alike, and only for a batch with an event of its reactions' topics;
* :class:`~infrastructure.services.bot_runner.BotRunner` — bot seats move by themselves (tables with bots
  swept at start-up; in-process: a bot's move is re-derived from the stored state, see
  ``docs/live.md``); on PostgreSQL the :class:`~infrastructure.services.remote_appends.RemoteAppends`
  watcher tells it of every table another process moved (a deal or a timeout by ``maumau
  reactions run``, another worker's move), whether or not anybody streams that table here;
* the read side (``read_side``, a :data:`ReadSideFactory`) — the read-model runner as a thread,
  woken after every local batch (default on SQLite, where everything runs in one process; on
  PostgreSQL run ``maumau projections run`` as its own process, or set
  ``MAUMAU_PROJECTIONS_IN_PROCESS=true``).  The write side does not import the read side: the app
  factory, which knows both, passes ``projections.api.start_in_process`` in; a runtime built
  without one runs no read models.

Options come from :class:`RuntimeSettings` (``MAUMAU_*`` environment variables, read by
:func:`load_runtime_settings`); the service's own settings stay in
:mod:`infrastructure.adapters.settings`.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from typing import Any, Protocol

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from infrastructure.adapters.pg_listen import postgres_dsn
from infrastructure.adapters.settings import Settings
from infrastructure.services.abandonment import Substitutes
from infrastructure.services.auto_deal import AutoDeal
from infrastructure.services.bootstrap import Services
from infrastructure.services.bot_runner import BotRunner
from infrastructure.services.games import CommittedBatch
from infrastructure.services.live import EventHub
from infrastructure.services.lobby_status import LobbyStatus
from infrastructure.services.platform.bots import PlayTurns
from infrastructure.services.platform.turn_clock import PlayClock
from infrastructure.services.reactions import Reaction, ReactionRunner, ReactionWorker
from infrastructure.services.remote_appends import RemoteAppends
from infrastructure.services.scheduler import Scheduler
from infrastructure.services.tournament_reactions import tournament_reactions
from infrastructure.services.turn_clock import TurnClockReaction
from infrastructure.services.window_clock import WindowClock

__all__ = [
    "BackgroundPart",
    "ReadSideFactory",
    "Runtime",
    "RuntimeSettings",
    "durable_reactions",
    "load_runtime_settings",
]

log = logging.getLogger(__name__)


class RuntimeSettings(BaseSettings):
    """Background work of a service process (``MAUMAU_*`` environment variables)."""

    model_config = SettingsConfigDict(env_prefix="MAUMAU_", extra="ignore", frozen=True)

    bots: bool = Field(default=True, description="Bot seats move by themselves in this process.")
    bot_delay_ms: int = Field(
        default=400,
        ge=0,
        description=(
            "A bot's thinking time before it acts (ms): gives humans time to challenge a bot's "
            "forgotten call. 0 makes bots act at once."
        ),
    )
    bot_workers: int = Field(default=2, ge=1, le=64, description="Threads that let bots act.")
    bot_sweep_seconds: float = Field(
        default=5.0, ge=0, description="How often newly seated bots are looked for (0: only at start-up)."
    )
    window_timers: bool = Field(
        default=True, description="Close forgotten 'Mau-Mau' challenge windows at their deadline."
    )
    turn_clock: bool = Field(
        default=True,
        description=(
            "Time out seats whose turn clock ran out (tables with turn_seconds), and seat the substitute bot "
            "in a seat forfeited on timeouts."
        ),
    )
    auto_deal: bool = Field(
        default=True, description="Deal the next round of tables with auto_deal_seconds by themselves."
    )
    tournaments: bool = Field(
        default=True,
        description=(
            "Run the tournaments' reactions: open, seat and start each round's tables, record finished "
            "tables' results, reveal a closed duplicate round's deals."
        ),
    )
    reactions_in_process: bool = Field(
        default=True,
        description=(
            "Run the durable reactions (the window clock) in this process. Safe in several processes "
            "at once; false when a `maumau reactions run` process does it."
        ),
    )
    reactions_poll_seconds: float = Field(
        default=1.0,
        gt=0,
        description="How often the reactions look at the log for other processes' events (seconds).",
    )
    projections_in_process: bool | None = Field(
        default=None,
        description=(
            "Run the projection runner as a thread of this process (default: on SQLite only; on "
            "PostgreSQL run `maumau projections run` separately)."
        ),
    )
    sse_heartbeat_seconds: float = Field(
        default=15.0, gt=0, description="Seconds between heartbeat comments on idle event streams."
    )
    sse_follow_other_processes: bool = Field(
        default=True,
        description=(
            "On PostgreSQL, LISTEN for other processes' appends and push them to this process's "
            "event streams at once (otherwise they arrive at the next heartbeat)."
        ),
    )
    sse_max_streams: int = Field(
        default=1000, ge=1, description="Open event streams per process; more are refused with 503."
    )
    sse_max_streams_per_address: int = Field(
        default=50, ge=1, description="Open event streams one client address may hold per process (more: 429)."
    )
    sse_max_streams_per_identity: int = Field(
        default=20,
        ge=1,
        description="Open event streams one identity (a seated player, or a credential) may hold per process (429).",
    )
    sse_public_share: float = Field(
        default=0.8,
        gt=0,
        le=1,
        description=(
            "Share of sse_max_streams that public streams (all but a seat's own) may hold; the rest "
            "is kept for seat streams (more public ones: 503)."
        ),
    )


def load_runtime_settings(**overrides: Any) -> RuntimeSettings:
    """The runtime options from the environment, keyword overrides taking precedence."""
    return RuntimeSettings(**overrides)


def durable_reactions(services: Services, options: RuntimeSettings | None = None) -> list[Reaction]:
    """Every durable reaction ``options`` switch on (default: all), built on ``services``: what
    the runtime runs in process and ``maumau reactions run`` runs on its own."""
    options = options or load_runtime_settings()
    reactions: list[Reaction] = []
    if options.window_timers:
        reactions.append(WindowClock())
    reactions.append(LobbyStatus(services.engine))  # the lobby's table status
    if options.turn_clock:
        reactions += [TurnClockReaction(), Substitutes(services.tables)]
        play_clock = PlayClock(services.platform_tables, services.games.now)
        if play_clock.topics:
            reactions.append(play_clock)
    if options.auto_deal:
        reactions.append(AutoDeal(services.tables))
    if options.tournaments:
        reactions += tournament_reactions(services.tournaments)
    return reactions


class BackgroundPart(Protocol):
    """A part started from outside the write side (the read side's runner): woken after every
    batch this process learns of, stopped with the runtime."""

    def wake(self) -> None:
        """Look at the log now (new events were committed)."""
        ...

    def stop(self) -> None:
        """Stop and release what it holds."""
        ...


ReadSideFactory = Callable[[Settings], BackgroundPart]
"""Starts the read side's runner on the service's settings (``projections.api.start_in_process``)."""


def _sweeper(runner: BotRunner) -> Callable[[object], None]:
    """A seat watcher that lets ``runner`` look for newly seated bots at once."""

    def sweep(_table_id: object) -> None:
        runner.sweep()

    return sweep


class Runtime:
    """The background parts of one service process (see the module docstring)."""

    def __init__(
        self,
        services: Services,
        options: RuntimeSettings | None = None,
        *,
        background: bool = True,
        read_side: ReadSideFactory | None = None,
    ) -> None:
        """Wire the parts around ``services``; ``background=False`` keeps only the event hub
        (what tests of other features want: no thread acts on their tables).  ``read_side``
        starts the projection runner where it runs in process (see the module docstring)."""
        self.services = services
        self.options = options or load_runtime_settings()
        self.background = background
        self._read_side = read_side
        self.hub = EventHub(services.games).start()
        self.scheduler: Scheduler | None = None
        self.window_clock: WindowClock | None = None
        self.turn_clock: TurnClockReaction | None = None
        self.play_clock: PlayClock | None = None
        self.substitutes: Substitutes | None = None
        self.auto_deal: AutoDeal | None = None
        self.reactions: ReactionWorker | None = None
        self.extra_reactions: list[ReactionWorker] = []
        """Workers of the reactions that run alone (``own_worker``: the tournaments')."""
        self.bots: BotRunner | None = None
        self.game_bots: dict[str, BotRunner] = {}
        """The bots of each platform game that declares how seats play (``GameModule.play``)."""
        self.projections: BackgroundPart | None = None
        self.remote: RemoteAppends | None = None
        self._unsubscribe: list[Callable[[], None]] = []
        self._started = False
        self.streams = 0
        """Open event streams (counted by the SSE route, on the event loop)."""
        self._unwatch_seats: Callable[[], None] | None = None

    def start(self) -> Runtime:
        """Start the background parts (idempotent); returns ``self``."""
        self.hub.start()
        if self._unwatch_seats is None:
            self._unwatch_seats = self.services.tables.watch_seats(self.hub.seat_changed)
        if self._started or not self.background:
            return self
        self._started = True
        services, options = self.services, self.options
        games = services.games
        self.scheduler = Scheduler(games.now).start()
        self._start_reactions()
        if options.bots:
            self.bots = BotRunner(
                games,
                services.tables,
                services.engine,
                self.scheduler,
                delay_ms=options.bot_delay_ms,
                workers=options.bot_workers,
                sweep_seconds=options.bot_sweep_seconds,
            ).start()
            # A substitute seated mid-match (a seat left or forfeited) waits for no sweep: the
            # table's turn waits for it, so no batch would wake the bots.
            self._unsubscribe.append(services.tables.watch_seats(self._seats_changed))
            self._start_game_bots()
        if services.settings.is_postgres and (options.sse_follow_other_processes or self.bots is not None):
            # The bots hear of other processes' appends (a reactions process's deal or timeout)
            # through it too: nobody may stream the table a bot is to move at.
            moved = self.bots.trigger if self.bots is not None else None
            self.remote = RemoteAppends(games, self.hub, postgres_dsn(services.settings), moved=moved).start()
        in_process = options.projections_in_process
        if in_process is None:
            in_process = not services.settings.is_postgres
        if in_process and self._read_side is not None:
            self._start_projections(self._read_side)
        return self

    def _start_reactions(self) -> None:
        """Start the durable reactions' worker, woken by local batches of the topics it follows
        (other processes' events are found by its poll)."""
        options, games = self.options, self.services.games
        reactions = durable_reactions(self.services, options)
        for reaction in reactions:
            if isinstance(reaction, WindowClock):
                self.window_clock = reaction
            elif isinstance(reaction, TurnClockReaction):
                self.turn_clock = reaction
            elif isinstance(reaction, PlayClock):
                self.play_clock = reaction
            elif isinstance(reaction, Substitutes):
                self.substitutes = reaction
            elif isinstance(reaction, AutoDeal):
                self.auto_deal = reaction
        if not reactions or not options.reactions_in_process:
            return
        # A reaction marked ``own_worker`` (the tournaments': opening a round's tables takes
        # seconds) follows the log in a thread of its own, so it never holds up the game's
        # clocks, and they never hold up a tournament's results.
        shared = [r for r in reactions if not getattr(r, "own_worker", False)]
        alone = [[r] for r in reactions if getattr(r, "own_worker", False)]
        for group in [shared, *alone] if shared else alone:
            runner = ReactionRunner(games, self.services.engine, group)
            runner.install()
            # A worker of one reaction wakes only for that reaction's few events: no need to
            # wait long between rounds to gather more of them.
            pause = 0.02 if group is shared else 0.005
            worker = ReactionWorker(
                runner, self.scheduler, poll_interval=options.reactions_poll_seconds, min_interval=pause
            ).start()
            if self.reactions is None:
                self.reactions = worker
            else:
                self.extra_reactions.append(worker)
            self._unsubscribe.append(games.subscribe(worker.on_batch))
            self._unsubscribe.append(self.services.tournaments.games.subscribe(worker.on_batch))
            for served in self.services.platform_tables.values():
                self._unsubscribe.append(served.games.subscribe(worker.on_batch))

    def _start_game_bots(self) -> None:
        """One bot runner per platform game with a ``play``: the same runner, the game's turns."""
        options, scheduler = self.options, self.scheduler
        assert scheduler is not None
        for name, served in self.services.platform_tables.items():
            if served.module.play is None:
                continue
            runner = BotRunner(
                served.games,
                served,
                self.services.engine,
                scheduler,
                delay_ms=options.bot_delay_ms,
                workers=1,
                sweep_seconds=options.bot_sweep_seconds,
                turns=PlayTurns(served, autodeal=self._deals_itself),
            ).start()
            self.game_bots[name] = runner
            self._unsubscribe.append(served.seat_book.watch_seats(_sweeper(runner)))

    def _deals_itself(self, table_id: uuid.UUID) -> bool:
        """Whether a table of bots deals its own next round: not a tournament's (its deals come
        from the tournament's seed, ``tournament_game_tables``)."""
        return self.services.tournaments.table_ref(table_id) is None

    def _seats_changed(self, _table_id: object) -> None:
        """A seat changed hands in this process: let the bots look for newly seated bots now."""
        bots = self.bots
        if bots is not None:
            try:
                bots.sweep()
            except Exception:
                log.exception("bot sweep after a seat change failed")

    def _start_projections(self, read_side: ReadSideFactory) -> None:
        """Start the projection runner thread, woken after every batch this process learns of."""
        runner = read_side(self.services.settings)
        self.projections = runner

        def wake(_batch: CommittedBatch) -> None:
            runner.wake()

        self._unsubscribe.append(self.services.games.subscribe(wake))
        # A tournament's batches (a result recorded, a round seated) feed its standings at once.
        self._unsubscribe.append(self.services.tournaments.games.subscribe(wake))

    def stop(self) -> None:
        """Stop everything started (bots and timers first, then the scheduler and projections)."""
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        self._unsubscribe.clear()
        if self.remote is not None:
            self.remote.stop()
            self.remote = None
        if self.bots is not None:
            self.bots.stop()
            self.bots = None
        for runner in self.game_bots.values():
            runner.stop()
        self.game_bots.clear()
        if self.reactions is not None:
            self.reactions.stop()
            self.reactions = None
        for worker in self.extra_reactions:
            worker.stop()
        self.extra_reactions.clear()
        self.window_clock = self.turn_clock = self.substitutes = self.auto_deal = None
        if self.scheduler is not None:
            self.scheduler.stop()
            self.scheduler = None
        if self.projections is not None:
            try:
                self.projections.stop()
            finally:
                self.projections = None
        if self._unwatch_seats is not None:
            self._unwatch_seats()
            self._unwatch_seats = None
        self.hub.stop()
        self._started = False
