"""The leak scan for every registered game, from one suite (SQLite and PostgreSQL).

Each game of ``bootstrap.GAMES`` and the test game ``tally`` (registered by its module) is played
on the table platform — seats taken through its :class:`~infrastructure.services.platform.seats.SeatBook`,
its host commands run by :func:`~infrastructure.services.platform.host.run_host_command` — and
then every stored event is redacted for every viewer (each seat and an observer) by the game's
decider, as every outward path does.  A game's oracle says what each viewer may not know at each
version (Mau-Mau: the other hands and the draw pile of the running round, ``tests/live/leaks.py``;
Punto Banco: a running shoe's seed and order; tally: the other seats' numbers until the game is
won; every game the platform serves whole — Schwimmen, Präsident, … — the one oracle of
:mod:`tests.platform.served`: any card its table views have not shown the viewer since the round
began, and the seed before the end); no redacted body may contain any of it.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from domain.decider import Decider
from domain.puntobanco.events import ShoeFinished, ShoeStarted
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.games import GameService
from infrastructure.services.platform.host import run_host_command
from infrastructure.services.platform.seats import SeatBook
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from infrastructure.services.tokens import hash_token, new_token
from tests.live.leaks import Knowledge
from tests.platform.served import SERVED, ViewKnowledge, default_bot, play_of, play_some, seat_count
from tests.platform.tally.game import TALLY_MODULE, Started, Won
from tests.platform.test_takeover_matrix import MODULES, _Table, _Tables
from tests.service_fixtures import FakeClock, guest_identity, seeded_random

Oracle = Callable[[int | None, int, dict[str, Any]], list[str]]
"""(viewer, version, the redacted body) -> what it shows that the viewer may not know."""


@dataclass
class Played:
    """A game played on the platform: its stream, the decider, its seats, and its oracle."""

    decider: Decider[Any, Any, Any]
    games: GameService
    table_id: uuid.UUID
    seats: int
    oracle: Oracle


def _maumau(services: Services) -> Played:
    tables = services.tables
    table, host = tables.create_table("MM-002", 3)
    for seat in (0, 1):
        tables.join(table.id, seat, guest_identity(services, f"leak{seat}"))
    tables.add_bot(table.id, 2, "heuristic", host)
    tables.start_match(table.id, host)
    know = Knowledge(services, table.id)
    know.sync()
    assert any(know.hidden.values()), "the scan must have something to find"

    def oracle(viewer: int | None, version: int, body: dict[str, Any]) -> list[str]:
        return [card for card, _, _ in know.leaks(viewer, body, version=version)]

    return Played(tables.seat_book.module.decider, services.games, table.id, 3, oracle)


def _puntobanco(services: Services) -> Played:
    pb = PuntoBancoTables(
        services.engine, services.store, clock=services.games.now, random_seed=seeded_random(b"leak"),
        accounts=services.tables.accounts,
    )  # fmt: skip
    table, host, _ = pb.create_table({"seats": 3})
    pb.add_bot(table.id, 0, "banker", host)
    pb.join(table.id, 1, guest_identity(services, "punter"))
    pb.grant(table.id, host, 10_000, seat=0)
    pb.start_shoe(table.id, host)
    for _ in range(3):
        pb.deal(table.id, host)
    shoe = next(r.event for r in pb.games.load(table.id) if isinstance(r.event, ShoeStarted))
    assert shoe.seed is not None
    seed = shoe.seed

    def oracle(viewer: int | None, version: int, body: dict[str, Any]) -> list[str]:
        text = json.dumps(body)
        found = [seed] if seed in text else []
        if body.get("order") is not None:
            found.append("order")
        return found

    assert not any(isinstance(r.event, ShoeFinished) for r in pb.games.load(table.id))  # the shoe runs
    return Played(pb.seat_book.module.decider, pb.games, table.id, 3, oracle)


def _tally(services: Services) -> Played:
    games = GameService(services.store, decider=TALLY_MODULE.decider, clock=services.games.now)
    table = _Table(uuid.uuid4(), 2, hash_token(new_token()))
    book = SeatBook(services.engine, services.tables.accounts, TALLY_MODULE, _Tables(table), state=games.state)
    for seat in (0, 1):
        book.take(table, seat, guest_identity(services, f"tally{seat}"), owners=None)
    occupants = tuple(o.occupant(keep_results=True) if o else None for o in book.occupants(table))
    run_host_command(
        games, TALLY_MODULE, "start", table.id, setup={"target": 7}, occupants=occupants, random_seed=seeded_random()
    )
    secrets = next(r.event for r in games.load(table.id) if isinstance(r.event, Started)).secrets
    while not TALLY_MODULE.decider.is_terminal(games.state(table.id)):
        games.submit(table.id, games.state(table.id).turn, {"type": "add", "amount": 1})
    won_at = next(r.version for r in games.load(table.id) if isinstance(r.event, Won))

    def oracle(viewer: int | None, version: int, body: dict[str, Any]) -> list[str]:
        if version >= won_at:
            return []
        text = json.dumps(body)
        return [str(s) for seat, s in enumerate(secrets) if seat != viewer and str(s) in text]

    return Played(TALLY_MODULE.decider, games, table.id, 2, oracle)


def _served(name: str) -> Callable[[Services], Played]:
    """A table of a game the platform serves whole, from its module alone (:mod:`tests.platform.served`):
    two guests and bots, some moves in; the oracle is what the game's own table views have shown
    each viewer since the round began (:class:`~tests.platform.served.ViewKnowledge`)."""

    def build(services: Services) -> Played:
        game = services.platform_tables[name]
        module = game.module
        seats = seat_count(module)
        table, host = game.create(seats, {})
        book = game.seat_book
        for seat in (0, 1):
            book.take(book.table(table.id), seat, guest_identity(services, f"{name}{seat}"), owners=None)
        for seat in range(2, seats):
            book.seat_bot(table.id, seat, default_bot(module), host)
        game.host(table.id, play_of(module).start, {}, host, key=None)
        assert play_some(game, module, table.id, host, moves=60) > 0
        know = ViewKnowledge(module, seats)
        for record in game.games.load(table.id):
            know.see(record.version, record.event)
        assert know.cards, "the scan must have something to find"
        return Played(module.decider, game.games, table.id, seats, know.leaks)

    return build


PLAYS: dict[str, Callable[[Services], Played]] = {
    "maumau": _maumau,
    "puntobanco": _puntobanco,
    "tally": _tally,
    **{m.name: _served(m.name) for m in SERVED},
}


def test_every_registered_game_is_scanned() -> None:
    assert sorted(m.name for m in MODULES) == sorted(PLAYS)


@pytest.fixture
def platform(service_settings: Settings, clock: FakeClock) -> Iterator[Services]:
    built = build_services(service_settings, clock=clock, random_seed=seeded_random(), games=MODULES)
    yield built
    built.close()


@pytest.mark.parametrize("game", list(PLAYS))
def test_no_viewer_is_shown_what_it_may_not_know(platform: Services, game: str) -> None:
    played = PLAYS[game](platform)
    records = played.games.load(played.table_id)
    assert records
    leaks = []
    for record in records:
        for viewer in (None, *range(played.seats)):
            body = played.decider.redact(record.event, viewer)
            leaks += [(record.version, viewer, what) for what in played.oracle(viewer, record.version, body)]
    assert leaks == []
    # The oracle can fail: the unredacted events do show what is hidden.
    unredacted = [
        what
        for record in records
        for what in played.oracle(0, record.version, played.decider.encode_event(record.event)[1])
    ]
    assert unredacted, f"{game}: the oracle found nothing even in the unredacted events"
