"""A table's lobby status (waiting, playing, finished), kept by a durable reaction.

The lobby filters tables by status, so the status must be a column it can query
(``maumau_tables.status``, revision 0010), not something folded from every match on each
request.  The match itself decides when it starts and ends (``MatchStarted`` and
``MatchFinished`` in its event stream: the host's start, the last winning move, the host ending
an open match, a forfeit — whatever path led there), so the column follows the event log:

* ``waiting`` — the table's row is created with it (server default): no match event yet;
* ``playing`` — on ``MatchStarted``;
* ``finished`` — on ``MatchFinished``.

:class:`LobbyStatus` is a durable reaction (:mod:`infrastructure.services.reactions`): it follows
only those two topics from its tracking position, and its "command" is an update of the table's
row instead of a game command.  The update only ever moves a status forwards (``waiting`` →
``playing`` → ``finished``), so running it again after a crash, or seeing the events of a match
out of order across reactions, changes nothing: exactly-once in effect.  A new database, or one
upgraded to revision 0010, starts the reaction at the beginning of the log, so tables created
before it get their status too.

Consistency: eventual.  The status lags the match's events by the reaction's delay: in a service
process that runs the reactions (the default) it is woken by the batch itself, so the lag is the
time of one small update; a process that does not run them (``MAUMAU_REACTIONS_IN_PROCESS=false``)
relies on ``maumau reactions run``, which polls or LISTENs.  Everything that decides a game rule
reads the match's stream, never this column; only the lobby's listing and filter read it.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Engine, update

from domain.maumau.events import MatchFinished, MatchStarted
from infrastructure.adapters.db import TableRow
from infrastructure.adapters.event_store import Notification
from infrastructure.services.games import GameService
from infrastructure.services.reactions import Effect, Issue, reaction_key

__all__ = ["STATUSES", "LobbyStatus"]

log = logging.getLogger(__name__)

STATUSES: tuple[str, ...] = ("waiting", "playing", "finished")
"""A table's statuses, in the only order it moves through them."""

_BEFORE: dict[str, tuple[str, ...]] = {status: STATUSES[:i] for i, status in enumerate(STATUSES)}
"""The statuses a table may move to ``status`` from (only forwards)."""


class LobbyStatus:
    """The durable reaction that keeps ``maumau_tables.status`` (see the module docstring)."""

    name = "lobby_status"
    topics = (MatchStarted.TOPIC, MatchFinished.TOPIC)

    def __init__(self, engine: Engine) -> None:
        """Update the table rows in ``engine`` (the service's engine)."""
        self._engine = engine
        self.moved = 0
        """How many statuses this process moved (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A match started or finished: move its table's status."""
        event = note.event
        if type(event) is MatchStarted:
            return [Issue(note.stream_id, reaction_key(self.name, note), {"status": "playing"})]
        if type(event) is MatchFinished:
            return [Issue(note.stream_id, reaction_key(self.name, note), {"status": "finished"})]
        return []

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Move the table's status forwards to ``payload["status"]``; whether a row changed (a
        stream without a table row, e.g. one appended by a tool, changes nothing)."""
        status = str(payload["status"])
        if status not in _BEFORE:
            raise ValueError(f"unknown lobby status {status!r}")
        with self._engine.begin() as conn:
            changed = conn.execute(
                update(TableRow)
                .where(TableRow.id == stream_id, TableRow.status.in_(_BEFORE[status]))
                .values(status=status)
            ).rowcount
        if changed:
            self.moved += 1
            log.debug("lobby status of %s: %s (%s)", stream_id, status, key)
        return bool(changed)
