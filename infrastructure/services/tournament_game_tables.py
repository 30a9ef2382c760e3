"""A tournament's tables of any game the platform serves whole: opened, seated, dealt, recorded.

Mau-Mau's tournament tables are its lobby's (:mod:`infrastructure.services.tournament_tables`);
a tournament of another registered game plays at the platform's own tables
(:class:`~infrastructure.services.platform.game_tables.GameTables`), and needs nothing of the
game but its module (``docs/tournaments.md``, "A series of any game"):

* ``table_setup`` — the organiser's set-up, read once when the tournament is created, and every
  table opened with it;
* ``play`` — ``start`` deals a table's game, ``next_round`` its next round while
  ``awaiting_round``; its bots seat bot entrants and substitutes; the turn clock is the
  platform's (:class:`~infrastructure.services.platform.turn_clock.PlayClock`);
* ``results.final_places`` — how a table's result is ranked: the event that ends the game gives
  each seat's place, recorded as one board of *place points* (place minus 1: 0 for the first)
  with the winner the one seat placed first (``-1`` when that place is shared).

Every deal is made from the tournament's seed, so anyone can re-derive it once the seed is
revealed: the *k*-th seed a table's game asks for (its start: the first) is
``domain.shuffle.table_round_seed(table_seed, k)``, as Mau-Mau's board *k*, ``table_seed`` the
series table's (``domain.tournament.deals``).  A game's event that commits to a seed carries it as
``commitment`` (the platform's convention: Schwimmen's ``GameStarted``, Präsident's ``Started``),
so the tournament's verification reads a table's commitments in order and checks each against
the one derived from the revealed seed.

:class:`SeriesTables` does the table steps (each idempotent, as the reactions need);
``tournament_reactions.GameSeriesTables`` is the durable reaction that follows the games' events
at tournament tables: a game's last event records the table's result, a table left between
rounds gets its next round dealt ``auto_deal_seconds`` later.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.actors import Actor
from domain.game_module import GameModule, Results
from domain.shuffle import table_round_seed
from domain.tournament.deals import table_seed
from domain.tournament.model import NO_WINNER, EntrantKind, TableResult, TournamentConfig
from domain.tournament.state import TournamentState
from infrastructure.services.errors import InvalidInput, ServiceError
from infrastructure.services.platform.game_tables import GameTables

__all__ = ["SeriesTables", "deal_seed", "place_result", "series_game"]

log = logging.getLogger(__name__)


def series_game(module: GameModule[Any, Any, Any]) -> bool:
    """Whether a tournament can play ``module``: the platform serves it whole and it declares
    how seats play and how a game's result is ranked."""
    return module.table_setup is not None and module.play is not None and module.results is not None


def place_result(
    table_no: int, table_id: str, entrants: tuple[str, ...], places: Sequence[int], version: int
) -> TableResult:
    """A game's final places as a tournament table's result: one board of place points
    (place minus 1), its winner the one seat placed first (:data:`NO_WINNER` when shared)."""
    points = tuple(int(p) - 1 for p in places)
    firsts = [seat for seat, p in enumerate(points) if p == 0]
    winner = firsts[0] if len(firsts) == 1 else NO_WINNER
    return TableResult(table_no, table_id, entrants, (points,), (winner,), (), version)


class SeriesTables:
    """The table steps of a tournament of a game the platform serves whole."""

    def __init__(self, platform: Mapping[str, GameTables]) -> None:
        """Act at ``platform``'s tables (by game name; only games :func:`series_game` accepts)."""
        self._games = {name: tables for name, tables in platform.items() if series_game(tables.module)}

    @property
    def names(self) -> tuple[str, ...]:
        """The games a tournament may play besides Mau-Mau."""
        return tuple(self._games)

    def game(self, name: str) -> GameTables:
        """The platform's tables of game ``name`` (422 ``game`` for one no tournament plays)."""
        try:
            return self._games[name]
        except KeyError:
            known = ", ".join(("maumau", *self._games))
            raise InvalidInput("game", f"no tournament plays {name!r}; known: {known}") from None

    def of_stream(self, topic: str) -> GameTables | None:
        """The game whose streams carry ``topic`` (``None``: none of these games)."""
        prefix = topic.split(".", 1)[0] + "."
        for tables in self._games.values():
            if tables.module.decider.topic_prefix == prefix:
                return tables
        return None

    @property
    def topics(self) -> tuple[str, ...]:
        """Every topic of every game here."""
        return tuple(sorted(t for g in self._games.values() for t in g.module.decider.topics))

    def open(self, state: TournamentState, round_no: int, table_no: int, key: str) -> bool:
        """Create, seat and start table ``table_no`` of round ``round_no`` (each step idempotent);
        whether this call started its game."""
        config, table = state.seated_table(round_no, table_no)
        table_id = uuid.UUID(table.table_id)
        tables = self.game(config.game)
        tables.ensure_table(
            table_id,
            len(table.entrants),
            config.ruleset,
            turn_seconds=config.turn_seconds,
            host_player_id=uuid.UUID(state.organiser_id) if state.organiser_id else None,
        )
        if tables.version(table_id) == 0:  # not started yet: seat everybody as seated
            seat_table = tables.table(table_id)
            for seat, entrant_id in enumerate(table.entrants):
                entrant = state.entrant(entrant_id)
                assert entrant is not None
                if entrant.kind == EntrantKind.BOT:
                    tables.seat_book.seat_entrant(seat_table, seat, bot=entrant.bot)
                else:
                    assert entrant.player_id is not None
                    tables.seat_book.seat_entrant(seat_table, seat, player_id=uuid.UUID(entrant.player_id))
        play = tables.module.play
        assert play is not None
        result = self._deal(state, tables, table_id, round_no, table_no, play.start, 0, key)
        return bool(result)

    def deal_next(self, state: TournamentState, round_no: int, table_no: int, version: int, key: str) -> bool:
        """Deal the next round of a table left between rounds at ``version``; whether it was dealt
        now (another version, or dealt already: nothing)."""
        config = state.config
        seated = state.round(round_no)
        table = seated.table(table_no) if seated is not None else None
        if config is None or table is None:
            return False
        tables = self.game(config.game)
        play = tables.module.play
        assert play is not None
        table_id = uuid.UUID(table.table_id)
        if play.next_round is None or not play.awaiting_round(tables.games.state(table_id)):
            return False
        return self._deal(state, tables, table_id, round_no, table_no, play.next_round, version, key)

    def _deal(
        self,
        state: TournamentState,
        tables: GameTables,
        table_id: uuid.UUID,
        round_no: int,
        table_no: int,
        command: str,
        version: int,
        key: str,
    ) -> bool:
        """Run the host command ``command`` at ``version`` with the deal's derived seed."""
        config = state.config
        assert config is not None
        deal = len(self.commitments(config, table_id)) + 1
        seed = deal_seed(config, state.seed, round_no, table_no, deal)
        try:
            result = tables.system_command(
                table_id, command, actor=Actor.REACTION, expected_version=version, key=key, seed=seed
            )
        except ServiceError as refusal:  # moved on meanwhile (dealt by another step): nothing to do
            log.info("tournament table %s: %s not run at version %d (%s)", table_id, command, version, refusal)
            return False
        return bool(result.events) and not result.replayed

    def substitute(self, config: TournamentConfig, table_id: uuid.UUID, seat: int, bot: str) -> bool:
        """A withdrawn entrant's seat handed to ``bot`` while the game runs; whether a bot sits there."""
        tables = self.game(config.game)
        return tables.seat_book.substitute(tables.table(table_id), seat, bot) is not None

    def commitments(self, config: TournamentConfig, table_id: uuid.UUID) -> tuple[str, ...]:
        """The seed commitments the table's stream shows, in order (the module docstring)."""
        records = self.game(config.game).games.load(table_id)
        found = (getattr(r.event, "commitment", None) for r in records)
        return tuple(c for c in found if isinstance(c, str))

    def result(
        self, config: TournamentConfig, table_id: uuid.UUID, entrants: tuple[str, ...], table_no: int, upto: int
    ) -> TableResult | None:
        """The table's result read from its stream up to version ``upto``: the places of the
        event that ended the game (``None`` if none did)."""
        tables = self.game(config.game)
        results: Results[Any] | None = tables.module.results
        assert results is not None
        for record in tables.games.load(table_id, upto_version=upto):
            places = results.final_places(record.event)
            if places is not None:
                return place_result(table_no, str(table_id), entrants, places, record.version)
        return None


def deal_seed(
    config: TournamentConfig, seed_hex: str, round_no: int, table_no: int, deal: int
) -> Callable[[int], bytes]:
    """The ``deal``-th seed (from 1) of that table (the module docstring)."""
    base = table_seed(config.format, bytes.fromhex(seed_hex), round_no, table_no)

    def draw(_n: int) -> bytes:
        return table_round_seed(base, deal)

    return draw
