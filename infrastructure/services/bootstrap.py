"""The one wiring place: settings in, a ready service graph out (engine, event store, services).

Nothing is built at import time; the HTTP app factory, CLI commands and tests call
:func:`build_services` and :meth:`Services.close` when done.

The games are registered here and nowhere else: :data:`GAMES` holds one
:class:`~domain.game_module.GameModule` per game (its decider, seat policy and host commands; the
first is the one ``Services.games`` plays), and their deciders with the tournaments' make the
event store's codec (:data:`DECIDERS`, :func:`event_codec`, dispatching by topic prefix).  The
infrastructure below imports no game.
Tournaments run in a second game service on the same store (decider ``TOURNAMENT``), wrapped by
:class:`~infrastructure.services.tournaments.TournamentService` (``Services.tournaments``), and
Punto Banco in a third (``Services.puntobanco``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, inspect

from domain.decider import Decider
from domain.game_module import GameModule
from domain.league.game import LEAGUE
from domain.maumau.module import MAUMAU_MODULE
from domain.praesident.module import PRAESIDENT_MODULE
from domain.puntobanco.module import PUNTOBANCO_MODULE
from domain.schwimmen.module import SCHWIMMEN_MODULE
from domain.tournament.game import TOURNAMENT
from infrastructure.adapters.db import Base, build_engine, create_service_tables
from infrastructure.adapters.event_store import EventStore, EventStoreNotReady, TopicCodec, build_event_store
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.adapters.shared_limits import SharedLimits, shared_limits
from infrastructure.adapters.tournament_rows import TournamentTableRow
from infrastructure.services.games import Clock, GameService, system_clock
from infrastructure.services.leagues import LeagueService
from infrastructure.services.platform.game_tables import GameTables, platform_games
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from infrastructure.services.sign_in_limits import password_limits
from infrastructure.services.tables import TableService
from infrastructure.services.tournament_game_tables import SeriesTables
from infrastructure.services.tournaments import TournamentService

__all__ = ["DECIDERS", "GAMES", "Services", "build_services", "event_codec", "game"]

GAMES: tuple[GameModule[Any, Any, Any], ...] = (MAUMAU_MODULE, PUNTOBANCO_MODULE, SCHWIMMEN_MODULE, PRAESIDENT_MODULE)
"""Every game, one registered module each (Mau-Mau first: ``Services.games`` plays it; Punto
Banco's service: ``infrastructure.services.puntobanco_tables``)."""

DECIDERS: tuple[Decider[Any, Any, Any], ...] = (*(g.decider for g in GAMES), TOURNAMENT, LEAGUE)
"""Every stream kind this code base knows, by topic prefix: the games' and the tournaments'
(``infrastructure.services.tournaments``)."""


def game(name: str) -> GameModule[Any, Any, Any]:
    """The registered game called ``name`` (``KeyError`` names the ones there are)."""
    for module in GAMES:
        if module.name == name:
            return module
    raise KeyError(f"no game {name!r}; registered: {', '.join(g.name for g in GAMES)}")


_SERVICE_TABLES = (TournamentTableRow,)
"""Rows registered on ``Base`` from modules of their own (imported here so ``Base.metadata`` has them)."""


def event_codec(deciders: Sequence[Decider[Any, Any, Any]] = DECIDERS, *, foreign: bool = False) -> TopicCodec:
    """The event store's codec over ``deciders``, dispatching by topic prefix.

    ``foreign=True`` (readers of the whole log) decodes the topics of an
    unregistered stream kind as opaque :class:`~infrastructure.adapters.event_store.ForeignEvent` values to
    skip; otherwise such a topic raises ``KeyError``, as a topic unknown to its game always does.
    """
    return TopicCodec({d.topic_prefix: _GameCodec(d.encode_event, d.decode_event) for d in deciders}, foreign=foreign)


@dataclass(frozen=True, slots=True)
class _GameCodec:
    """A decider's event codec as the store calls it: its own two functions, no wrapper frame."""

    encode: Callable[[Any], tuple[str, dict[str, Any]]]
    decode: Callable[[str, dict[str, Any]], Any]


@dataclass
class Services:
    """Everything a process needs to serve matches; close it to release the connection pools."""

    settings: Settings
    engine: Engine
    store: EventStore[object]
    games: GameService
    tables: TableService
    tournaments: TournamentService
    """The tournaments (their own game service, decider ``TOURNAMENT``, on the same store)."""
    puntobanco: PuntoBancoTables
    """Punto Banco's tables (their own game service, decider ``PUNTOBANCO``, on the same store)."""
    platform_tables: dict[str, GameTables]
    """The games the table platform serves whole, by name (``platform.game_tables``)."""
    leagues: LeagueService
    """The leagues (their own game service, decider ``LEAGUE``, on the same store; seasons of the
    tournaments)."""
    read_engine: Engine | None = None
    """An engine on the read replica (``MAUMAU_READ_REPLICA_URL``) for the read-only routes, or
    ``None``: they read the primary (:attr:`engine`)."""
    shared_limits: SharedLimits | None = None
    """The limits every service process keeps together in Redis (``MAUMAU_REDIS_URL``), or
    ``None``: each process counts alone."""

    def close(self) -> None:
        """Release the event store's pool and the SQLAlchemy engine's connections."""
        for served in self.platform_tables.values():
            served.hub.stop()
        self.store.close()
        self.engine.dispose()
        if self.shared_limits is not None:
            self.shared_limits.close()
        if self.read_engine is not None:
            self.read_engine.dispose()


def build_services(
    settings: Settings | None = None,
    *,
    clock: Clock = system_clock,
    random_seed: Callable[[int], bytes] = secrets.token_bytes,
    decider: Decider[Any, Any, Any] | None = None,
    deciders: Sequence[Decider[Any, Any, Any]] | None = None,
    games: Sequence[GameModule[Any, Any, Any]] = GAMES,
) -> Services:
    """Open the database described by ``settings`` (default: :func:`load_settings`) and wire
    the game and table services.

    With ``settings.create_tables`` the missing tables are created (development SQLite);
    otherwise Alembic must have run: :class:`EventStoreNotReady` says so when tables are missing.
    ``clock`` and ``random_seed`` are injectable for tests, and so are the games: ``decider`` (the
    game service's, default the first of ``games``), ``games`` (default :data:`GAMES`: a test game
    is registered by adding its module) and ``deciders`` (the store's codec, default the games'
    deciders and the tournaments', plus ``decider`` if it is not among them).
    """
    settings = settings or load_settings()
    decider = decider or games[0].decider
    known = tuple(deciders or (*(g.decider for g in games), TOURNAMENT, LEAGUE))
    if all(d is not decider for d in known):
        known = (*known, decider)
    store: EventStore[object] = build_event_store(settings, event_codec(known))
    engine = build_engine(settings)
    try:
        if settings.create_tables:
            create_service_tables(engine)
        else:
            missing = [t for t in Base.metadata.tables if not inspect(engine).has_table(t)]
            if missing:
                msg = f"service tables missing ({', '.join(missing)}): run `maumau db upgrade`"
                raise EventStoreNotReady(msg)
    except BaseException:
        engine.dispose()
        store.close()
        raise
    game_service = GameService(
        store,
        decider=decider,
        clock=clock,
        cache_size=settings.stream_cache_size,
        catch_up_reads=settings.catch_up_reads,
    )
    tables = TableService(engine, game_service, auth_cache_seconds=settings.auth_cache_seconds, random_seed=random_seed)
    shared = shared_limits(settings.redis_url, settings.redis_prefix)
    tables.accounts.use_limits(*password_limits(settings, shared))
    tournament_games = GameService(
        store,
        decider=TOURNAMENT,
        clock=clock,
        cache_size=settings.stream_cache_size,
        catch_up_reads=settings.catch_up_reads,
    )
    puntobanco = PuntoBancoTables(
        engine,
        store,
        clock=clock,
        cache_size=settings.stream_cache_size,
        auth_cache_seconds=settings.auth_cache_seconds,
        accounts=tables.accounts,
    )
    platform_tables = {
        module.name: GameTables(
            engine,
            store,
            module,
            tables.accounts,
            clock=clock,
            random_seed=random_seed,
            cache_size=settings.stream_cache_size,
            auth_cache_seconds=settings.auth_cache_seconds,
        )
        for module in platform_games(tuple(games))
    }
    tournaments = TournamentService(
        engine,
        tournament_games,
        tables,
        tables.accounts,
        random_seed=random_seed,
        series=SeriesTables(platform_tables),
    )
    leagues = LeagueService.on(store, tournaments, cache_size=settings.stream_cache_size)
    replica = None
    if settings.read_replica_url:
        replica = build_engine(settings.model_copy(update={"database_url": settings.read_replica_url}))
    return Services(
        settings,
        engine,
        store,
        game_service,
        tables,
        tournaments,
        puntobanco,
        platform_tables,
        leagues,
        replica,
        shared,
    )
