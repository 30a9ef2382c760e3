"""The bots of every platform game: the one bot runner with a game's :class:`~domain.game_module.Play`.

:class:`~infrastructure.services.bot_runner.BotRunner` does the scheduling (a look at a table after
each batch, the thinking time, the seat cache, the sweep for newly seated bots, one worker per
table at a time); :class:`PlayTurns` is a registered game's part of it, read from its module alone:

* between rounds (``Play.awaiting_round``) at a table where every seat is a bot, the next round is
  dealt (``Play.next_round``, the host command, run by the system on the host's behalf);
* else the first seat of ``Play.to_act`` that is a bot acts: its bot gets the seat's view
  (``Play.view``) and its legal commands, nothing else, and an rng that is a pure function of the
  table, the version and the seat (:func:`~infrastructure.services.bot_runner.bot_rng`), so the same
  stream and bots always make the same moves;
* the command is decided at the version the bot saw (``expected_version``): a bot never acts on a
  stale view.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from typing import Any

from domain.actors import Actor
from domain.game_module import Play
from infrastructure.services.bot_runner import BotAction, bot_rng
from infrastructure.services.platform.game_tables import GameTables

__all__ = ["PlayTurns"]

log = logging.getLogger(__name__)


class PlayTurns:
    """A platform game's bots, from its module's :class:`~domain.game_module.Play`."""

    def __init__(self, tables: GameTables, *, autodeal: bool | Callable[[uuid.UUID], bool] = True) -> None:
        """Drive ``tables``' bots; ``autodeal``: whether a table of bots deals its next round
        (or, per table, a predicate: a tournament's table is dealt by the tournament)."""
        play = tables.module.play
        if play is None:
            raise ValueError(f"{tables.name} declares no play: its bots cannot be driven")
        self._tables = tables
        self._play: Play[Any, Any] = play
        self._autodeal = autodeal
        self.game = tables.name

    def next_action(self, table_id: uuid.UUID, bots: dict[int, str]) -> BotAction | None:
        """The next round's deal at a table of bots, else the move of the first bot to act."""
        tables, play = self._tables, self._play
        state = tables.games.state(table_id)
        version: int = tables.module.decider.version(state)
        if play.awaiting_round(state):
            deal = play.next_round
            autodeal = self._autodeal(table_id) if callable(self._autodeal) else self._autodeal
            if not autodeal or deal is None or len(bots) < tables.table(table_id).seats:
                return None

            def next_round(_at: int, deal: str = deal) -> object:
                return tables.system_command(table_id, deal, actor=Actor.BOT, expected_version=version)

            return BotAction(version, next_round, deal)
        for seat in play.to_act(state):
            name = bots.get(seat)
            if name is None:
                continue
            bot = play.bots.get(name)
            if bot is None:
                log.warning("%s table %s seat %d: unknown bot %r", self.game, table_id, seat, name)
                continue
            legal = play.legal_commands(state, seat)
            if not legal:
                continue
            command = bot(play.view(state, seat), legal, bot_rng(table_id, version, seat))

            def move(at: int, seat: int = seat, command: object = command) -> object:
                return tables.bot_move(table_id, seat, command, expected_version=version, at=at)

            return BotAction(version, move, f"move at seat {seat}")
        return None
