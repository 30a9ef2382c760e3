"""The turn clock of every game the platform serves whole: a durable reaction, written once.

A table opened with ``turn_seconds`` (:meth:`GameTables.create`) gives the seat whose move is
awaited (the first of the game's ``Play.to_act``) that long; when the time runs out, the game's
``Play.timeout_command(state, seat)`` is made for it — a pass, a draw, the weakest move: the
game says which.  The games' rules never read a clock, and the platform needs nothing else of a
game: its module's ``play`` and its decider's ``topics``.

* :meth:`PlayClock.react`: every event of a clocked table (its topics are read by name, so the
  log's other events cost nothing) replaces the table's timer by one due ``turn_seconds`` after
  the event's time (its batch's ``at``, the service clock when it was stored; the table view
  shows the same deadline, :meth:`GameTables.view`), keyed by that event's notification id and
  remembering the stream version it was set at; the game's final event only cancels it.
* :meth:`PlayClock.perform`: the timer fires through the game's own service with actor
  ``"clock"`` and the timer's key as idempotency key; the decision, under the stream's lock,
  times the seat out only at the remembered version — a seat that moved meanwhile leaves the
  stream at another version and nothing happens;
  a crash after the timeout and before the timer's row is deleted fires it again after the
  restart, and the key finds the stored batch: nothing is appended twice.

A timeout appends events, which set the next seat's timer: a table whose seats all walked away
plays on by timeouts to its end, as a table of bots does.  Between rounds (nobody to act) the
timer does nothing; the host (or, at a table of bots, the platform) deals the next round.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from domain.actors import Actor
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import ServiceError
from infrastructure.services.games import GameService
from infrastructure.services.platform.game_tables import GameTables
from infrastructure.services.platform.host import run_command
from infrastructure.services.reactions import CancelTimers, Effect, Timer, reaction_key

__all__ = ["PlayClock"]

log = logging.getLogger(__name__)


class PlayClock:
    """The durable reaction that times out a platform game's seat whose turn time ran out."""

    name = "play_clock"

    def __init__(self, tables: Mapping[str, GameTables], now: Callable[[], int]) -> None:
        """``tables``: the games served whole (by name; those without ``play`` are left out);
        ``now``: the service clock (ms)."""
        self._games = {name: game for name, game in tables.items() if game.module.play is not None}
        self._by_prefix = {game.module.decider.topic_prefix: game for game in self._games.values()}
        self._now = now
        self.timed_out = 0
        """How many timeouts this process made (for tests and metrics)."""

    @property
    def topics(self) -> tuple[str, ...]:
        """Every topic of every game served with ``play``."""
        return tuple(sorted(t for game in self._games.values() for t in game.module.decider.topics))

    def _game_of(self, topic: str) -> GameTables | None:
        prefix = topic.split(".", 1)[0] + "."
        return self._by_prefix.get(prefix)

    def _seconds(self, game: GameTables, stream_id: uuid.UUID) -> int | None:
        try:
            return game.table(stream_id).turn_seconds
        except ServiceError:  # not one of this game's tables (a stream of the game elsewhere)
            return None

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """An event of a clocked table: its timer anew (the final event: none)."""
        game = self._game_of(note.topic)
        seconds = None if game is None else self._seconds(game, note.stream_id)
        if game is None or seconds is None:
            return []
        if game.module.decider.is_final(note.event):
            return [CancelTimers(note.stream_id)]
        payload = {"game": game.name, "version": note.version}
        at = note.metadata.get("at")
        due = (at if isinstance(at, int) else self._now()) + seconds * 1000
        return [CancelTimers(note.stream_id), Timer(note.stream_id, reaction_key(self.name, note), due, payload)]

    def urgent(self, stream_id: uuid.UUID, event: object, /) -> bool:
        """Only a clocked table's events need their timer now."""
        topic = getattr(type(event), "TOPIC", "")
        game = self._game_of(topic) if isinstance(topic, str) else None
        return game is not None and self._seconds(game, stream_id) is not None

    def perform(self, _games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Time out the awaited seat if nobody moved since the timer was set; whether events
        were added."""
        game = self._games.get(str(payload.get("game")))
        if game is None:
            return False
        play = game.module.play
        assert play is not None
        version = int(payload["version"])
        state = game.games.state(stream_id)
        decider = game.module.decider
        if decider.version(state) != version or decider.is_terminal(state):
            return False  # a seat moved meanwhile, or the game is over
        acting = play.to_act(state)
        command = play.timeout_command(state, acting[0]) if acting else None
        if command is None:
            return False
        wire = {k: v for k, v in decider.encode_command(command).items() if k not in ("seat", "at")}
        try:
            result = run_command(
                game.games,
                stream_id,
                lambda s: decider.decide(s, command) if decider.version(s) == version else [],
                {"type": "timeout", "move": wire},
                key=key,
                actor=Actor.CLOCK,
                seat=acting[0],
            )
        except ServiceError as refusal:  # the stream moved between the read and the append
            log.info("play clock: %s seat %d not timed out: %s", stream_id, acting[0], refusal)
            return False
        if result.events and not result.replayed:
            self.timed_out += 1
            return True
        return False
