"""The takeover matrix for every registered game, from one suite (SQLite and PostgreSQL).

Each game of ``bootstrap.GAMES``, and the test game ``tally`` registered through the same
:class:`~domain.game_module.GameModule` value, gets a table on the platform's
:class:`~infrastructure.services.platform.seats.SeatBook`: seat 0 was the account ``alice``'s (she
left after the game started: her old token is revoked), seat 1 is the guest ``bob``'s, seat 2 a
bot's; ``eve`` (an account) sits nowhere, and a request may come with no token at all.  Who may
take, leave or rotate a seat — the seat, the former seat, the host, a spectator, the anonymous,
another identity, a bot, a substitute — follows the game's seat policy alone: where seats belong
to whoever started in them (Mau-Mau), a left seat waits for its owner; elsewhere it is free.
Every refusal names its rule and changes nothing: not one seat occupancy, not the stream.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import select

from domain.game_module import GameModule, SeatKind
from infrastructure.adapters.db import SeatRow
from infrastructure.adapters.settings import Settings
from infrastructure.services.accounts import Identity
from infrastructure.services.bootstrap import GAMES, Services, build_services
from infrastructure.services.errors import NotFound, ServiceError
from infrastructure.services.games import GameService
from infrastructure.services.platform.host import run_host_command
from infrastructure.services.platform.seats import SeatBook
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from infrastructure.services.tokens import hash_token, new_token
from tests.platform.served import SERVED, play_of, seat_count
from tests.platform.tally.game import TALLY_MODULE
from tests.service_fixtures import FakeClock, account_identity, seeded_random

MODULES = (*GAMES, TALLY_MODULE)


@dataclass(frozen=True)
class _Table:
    """A tally table's set-up (the test game keeps it in memory: the platform asks for nothing more)."""

    id: uuid.UUID
    seats: int
    host_token_hash: str
    host_player_id: uuid.UUID | None = None


@dataclass(frozen=True)
class _Tables:
    """The tally tables (one), as the platform looks them up."""

    table: _Table

    def get(self, table_id: uuid.UUID) -> _Table:
        if table_id != self.table.id:
            raise NotFound("table", f"no tally table {table_id}")
        return self.table

    def has_host_token(self, token_hash: str) -> bool:
        return token_hash == self.table.host_token_hash


@dataclass
class Arena:
    """One game's table on the platform, and how to start its game."""

    module: GameModule[Any, Any, Any]
    book: SeatBook
    games: GameService
    table_id: uuid.UUID
    host: str
    start: Callable[[], object]


def _maumau(services: Services) -> Arena:
    tables = services.tables
    table, host = tables.create_table("MM-002", 3)
    return Arena(tables.seat_book.module, tables.seat_book, services.games, table.id, host,
                 lambda: tables.start_match(table.id, host))  # fmt: skip


def _puntobanco(services: Services) -> Arena:
    pb = PuntoBancoTables(
        services.engine, services.store, clock=services.games.now, random_seed=seeded_random(b"pb"),
        accounts=services.tables.accounts,
    )  # fmt: skip
    table, host, _ = pb.create_table({"seats": 4})
    return Arena(pb.seat_book.module, pb.seat_book, pb.games, table.id, host, lambda: pb.start_shoe(table.id, host))


def _tally(services: Services) -> Arena:
    games = GameService(services.store, decider=TALLY_MODULE.decider, clock=services.games.now)
    host = new_token()
    table = _Table(uuid.uuid4(), 3, hash_token(host))

    book = SeatBook(services.engine, services.tables.accounts, TALLY_MODULE, _Tables(table), state=games.state)

    def start() -> object:
        occupants = tuple(o.occupant(keep_results=True) if o else None for o in book.occupants(table))
        return run_host_command(
            games,
            TALLY_MODULE,
            "start",
            table.id,
            setup={"target": 10},
            occupants=occupants,
            random_seed=seeded_random(),
        )

    return Arena(TALLY_MODULE, book, games, table.id, host, start)


def _served(name: str) -> Callable[[Services], Arena]:
    """A table of a game the platform serves whole, opened with its default set-up (any such
    game, from its module alone: :mod:`tests.platform.served`)."""

    def build(services: Services) -> Arena:
        game = services.platform_tables[name]
        table, host = game.create(seat_count(game.module), {})
        start = play_of(game.module).start
        return Arena(game.module, game.seat_book, game.games, table.id, host,
                     lambda: game.host(table.id, start, {}, host, key=None))  # fmt: skip

    return build


ARENAS: dict[str, Callable[[Services], Arena]] = {
    "maumau": _maumau,
    "puntobanco": _puntobanco,
    "tally": _tally,
    **{m.name: _served(m.name) for m in SERVED},
}


def test_every_registered_game_has_an_arena_here() -> None:
    """The suite covers the registry: a game registered in bootstrap without a case here fails."""
    assert sorted(m.name for m in MODULES) == sorted(ARENAS)


@dataclass
class World:
    arena: Arena
    services: Services
    alice: tuple[Identity, str]
    alice_token: str  # seat 0's token from before she left (revoked)
    bob: tuple[Identity, str]
    bob_token: str
    eve: tuple[Identity, str]
    bot_token: str  # seat 2's token (the platform shows it to no one in Mau-Mau; Punto Banco's host sees it)

    @property
    def owned(self) -> bool:
        """Whether seats belong to whoever started in them while the game runs."""
        return self.arena.book.owners(self.arena.table_id) is not None


def _guest(services: Services, name: str) -> tuple[Identity, str]:
    _info, issued = services.tables.accounts.create_guest(name)
    identity = services.tables.accounts.resolve(issued.token)
    assert identity is not None
    return identity, issued.token


@pytest.fixture
def platform(service_settings: Settings, clock: FakeClock) -> Iterator[Services]:
    """Every registered game, and the tally game registered by its module."""
    built = build_services(service_settings, clock=clock, random_seed=seeded_random(), games=MODULES)
    yield built
    built.close()


@pytest.fixture(params=list(ARENAS))
def world(request: pytest.FixtureRequest, platform: Services) -> World:
    arena = ARENAS[request.param](platform)
    book, table_id = arena.book, arena.table_id
    table = book.table(table_id)
    alice, bob = account_identity(platform, "alice"), _guest(platform, "bob")
    alice_token = book.take(table, 0, alice[0], owners=book.owners(table_id))[1]
    bob_token = book.take(table, 1, bob[0], owners=book.owners(table_id))[1]
    bot_token = book.seat_bot(table_id, 2, arena.module.seats.bots[0], arena.host)[1]
    for seat in range(3, len(book.occupants(table))):  # a game of more seats: bots in the rest
        book.seat_bot(table_id, seat, arena.module.seats.bots[0], arena.host)
    arena.start()
    book.leave(table_id, 0, alice_token)
    assert book.occupants(table)[0] is None
    return World(arena, platform, alice, alice_token, bob, bob_token, account_identity(platform, "eve"), bot_token)


def _snapshot(world: World) -> tuple[Any, ...]:
    """Every seat occupancy of the table (open or closed) and the stream's version."""
    table_id = world.arena.table_id
    with world.services.engine.connect() as conn:
        rows = conn.execute(
            select(SeatRow.id, SeatRow.seat, SeatRow.kind, SeatRow.player_id, SeatRow.token_hash, SeatRow.left_at)
            .where(SeatRow.table_id == table_id)
            .order_by(SeatRow.id)
        ).all()
    return world.services.store.current_version(table_id), [tuple(r) for r in rows]


Attempt = tuple[Callable[[], object], int, str]


def _attempts(w: World) -> dict[str, Attempt]:
    """name -> (the act, its status, its rule): every one refused in every game."""
    book, table_id, host = w.arena.book, w.arena.table_id, w.arena.host
    table = book.table(table_id)

    def take(seat: int, who: tuple[Identity, str] | None) -> Callable[[], object]:
        return lambda: book.take(table, seat, book.need_identity(who[0] if who else None), owners=book.owners(table_id))

    owned = w.owned
    return {
        # the anonymous
        "the anonymous takes a seat": (take(0, None), 401, "token"),
        "the anonymous leaves a seat": (lambda: book.leave(table_id, 1, None), 401, "token"),
        "the anonymous acts at a seat": (lambda: book.authorize_seat(table_id, None), 401, "token"),
        # the former seat: its old token is dead everywhere
        "the former seat's token acts": (lambda: book.authorize_seat(table_id, w.alice_token), 401, "token"),
        "the former seat's token leaves": (lambda: book.leave(table_id, 0, w.alice_token), 401, "token"),
        "the former seat's token, fresh": (lambda: book.authorize_seat_now(table_id, w.alice_token), 401, "token"),
        "the former owner acts without a seat": (lambda: book.authorize_seat(table_id, w.alice[1]), 403, "seat"),
        # a seated identity: one seat each
        "a seat takes a second, empty seat": (take(0, w.bob), 409, "player_seated"),
        "a seat takes the bot's seat": (take(2, w.bob), 409, "player_seated"),
        "a seat's token frees the bot": (lambda: book.leave(table_id, 2, w.bob_token), 403, "seat"),
        "a seat's credential frees the bot": (lambda: book.leave(table_id, 2, w.bob[1]), 403, "seat"),
        "a seat's token hosts": (lambda: book.authorize_host(table_id, w.bob_token), 403, "host"),
        "a seat's credential hosts": (lambda: book.authorize_host(table_id, w.bob[1]), 403, "host"),
        # another identity, a spectator seated nowhere
        "another identity takes a person's seat": (
            take(1, w.eve),
            *((403, "seat_owner") if owned else (409, "seat_taken")),
        ),
        "another identity takes the bot's seat": (
            take(2, w.eve),
            *((403, "seat_owner") if owned else (409, "seat_taken")),
        ),
        "a spectator acts at a seat": (lambda: book.authorize_seat(table_id, w.eve[1]), 403, "seat"),
        "a spectator frees a person's seat": (lambda: book.leave(table_id, 1, w.eve[1]), 403, "seat"),
        "a spectator hosts": (lambda: book.authorize_host(table_id, w.eve[1]), 403, "host"),
        # the host: bots only, never a person, never a seat's cards
        "the host token acts at a seat": (lambda: book.authorize_seat(table_id, host), 403, "seat"),
        "the host token frees a person's seat": (lambda: book.leave(table_id, 1, host), 403, "seat"),
        "the host seats an unknown bot": (
            lambda: book.seat_bot(table_id, 0, "no-such-bot", host),
            422,
            w.arena.module.seats.bot_field,
        ),
        "a forged credential": (lambda: book.authorize_seat(table_id, "mms_forged"), 401, "token"),
    }


def test_every_way_at_another_seat_is_refused_and_changes_nothing(world: World) -> None:
    before = _snapshot(world)
    for name, (act, status, rule) in _attempts(world).items():
        with pytest.raises(ServiceError) as refused:
            act()
        assert (refused.value.status, refused.value.rule) == (status, rule), (world.arena.module.name, name)
        assert _snapshot(world) == before, name


def test_a_left_seat_waits_for_its_owner_where_the_game_says_so(world: World) -> None:
    """Mid-game, the seat alice left: where seats are their starters', the host seats no bot there
    and nobody else takes it; elsewhere it is free.  Alice may always take it back."""
    book, table_id, host = world.arena.book, world.arena.table_id, world.arena.host
    table = book.table(table_id)
    owners = book.owners(table_id)
    before = _snapshot(world)
    if world.owned:
        for act, rule in (
            (lambda: book.seat_bot(table_id, 0, world.arena.module.seats.bots[0], host), "match_running"),
            (lambda: book.leave(table_id, 2, host), "match_running"),  # the bot that started stays
        ):
            with pytest.raises(ServiceError) as refused:
                act()
            assert (refused.value.status, refused.value.rule) == (409, rule)
        with pytest.raises(ServiceError) as refused:
            book.take(table, 0, world.eve[0], owners=owners)
        assert (refused.value.status, refused.value.rule) == (403, "seat_owner")
        assert _snapshot(world) == before
    else:
        eve_seat, eve_token = book.take(table, 0, world.eve[0], owners=owners)
        assert (eve_seat.seat, eve_seat.player_id) == (0, world.eve[0].player_id)
        book.leave(table_id, 0, eve_token)
        book.leave(table_id, 2, host)  # the host removes a bot at any time
    seat, token = book.take(table, 0, world.alice[0], owners=owners)
    assert (seat.seat, seat.player_id) == (0, world.alice[0].player_id)
    assert token != world.alice_token
    assert book.authorize_seat(table_id, token).seat == 0
    assert book.authorize_seat(table_id, world.alice[1]).seat == 0  # her credential too


def test_rotating_a_seat_revokes_its_old_token_at_once(world: World) -> None:
    book, table_id = world.arena.book, world.arena.table_id
    table = book.table(table_id)
    assert book.authorize_seat(table_id, world.bob_token).seat == 1
    seat, fresh = book.take(table, 1, world.bob[0], owners=book.owners(table_id))
    assert seat.seat == 1
    assert fresh != world.bob_token
    for check in (book.authorize_seat, book.authorize_seat_now):
        with pytest.raises(ServiceError) as refused:
            check(table_id, world.bob_token)
        assert (refused.value.status, refused.value.rule) == (401, "token")
    assert book.authorize_seat_now(table_id, fresh, seat=1).seat == 1


def test_a_substitute_keeps_the_seat_for_its_owner(world: World) -> None:
    """A substitute bot in the seat alice left: where seats are their starters', it goes when she
    comes back and nobody else gets past it; elsewhere a bot in a seat simply holds it."""
    book, table_id = world.arena.book, world.arena.table_id
    table = book.table(table_id)
    bot = world.arena.module.seats.bots[-1]
    substitute = book.replace_with_bot(table, 0, bot)
    assert substitute is not None
    assert (substitute.kind, substitute.bot) == (SeatKind.BOT, bot)
    owners = book.owners(table_id)
    before = _snapshot(world)
    with pytest.raises(ServiceError) as refused:
        book.take(table, 0, world.eve[0], owners=owners)
    assert (refused.value.status, refused.value.rule) == ((403, "seat_owner") if world.owned else (409, "seat_taken"))
    assert _snapshot(world) == before
    if world.owned:
        seat, _ = book.take(table, 0, world.alice[0], owners=owners)
        assert seat.kind == SeatKind.HUMAN
        assert seat.player_id == world.alice[0].player_id
        assert [o.kind if o else None for o in book.occupants(table)] == [SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.BOT]


def test_a_revoked_credential_stops_at_once_in_this_process(world: World) -> None:
    """Signing out forgets the cached grants of that identity at once (the revocation watcher):
    its credential acts nowhere any more, its seat token still does (bound to the occupancy)."""
    book, table_id = world.arena.book, world.arena.table_id
    assert book.authorize_seat(table_id, world.bob[1]).seat == 1  # cached now
    accounts = world.services.tables.accounts
    identity = accounts.resolve(world.bob[1])
    assert identity is not None
    accounts.sign_out(identity)
    before = _snapshot(world)
    for act in (
        lambda: book.authorize_seat(table_id, world.bob[1]),
        lambda: book.authorize_seat_now(table_id, world.bob[1]),
        lambda: book.leave(table_id, 1, world.bob[1]),
    ):
        with pytest.raises(ServiceError) as refused:
            act()
        assert (refused.value.status, refused.value.rule) == (401, "token")
    assert _snapshot(world) == before
    assert book.authorize_seat(table_id, world.bob_token).seat == 1
