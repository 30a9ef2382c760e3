"""Deliberately failing projections for the parking tests: a poison event, made to order.

* :func:`overflow_analytics_at` replays issue #8's poison: the analytics row of one move gets a
  pending draw of ``10**20`` (what a custom 7 drawing 1e20 cards produced), so the *database*
  refuses the batch (SQLite ``OverflowError``, PostgreSQL ``NumericValueOutOfRange``) — the
  failure comes from the real backend, in ``flush``.
* :func:`fail_handle_at` makes a projection's ``handle`` raise on one event (a bug in a fold).

Both replace one registered read model (a value) by a copy with another ``handle`` through
``monkeypatch``; ``monkeypatch.undo()`` is "the fix".
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from domain.maumau import events as ev
from infrastructure.adapters.event_store import EventStore
from projections.context import Item
from projections.registry import PROJECTIONS


def move_notifications(store: EventStore[Any], kind: type = ev.CardPlayed) -> list[int]:
    """The notification ids of every ``kind`` event in the log, in order."""
    notes = store.read_notifications(1, 1_000_000)
    return [n.notification_id for n in notes if type(n.event) is kind]


def overflow_analytics_at(monkeypatch: pytest.MonkeyPatch, notification_id: int) -> None:
    """From now on, analytics writes ``pending_draw = 10**20`` for the move at ``notification_id``."""
    projection = PROJECTIONS["analytics"]
    original = projection.handle

    def handle(item: Item, batch: Any) -> None:
        original(item, batch)
        n = item.n
        if n.notification_id == notification_id:
            batch.moves[(n.stream_id, n.version)]["pending_draw"] = 10**20

    monkeypatch.setitem(PROJECTIONS, "analytics", dataclasses.replace(projection, handle=handle))


class Broken(RuntimeError):
    """The error :func:`fail_handle_at` raises."""


def fail_handle_at(monkeypatch: pytest.MonkeyPatch, name: str, notification_id: int) -> None:
    """From now on, projection ``name``'s ``handle`` raises :class:`Broken` on ``notification_id``."""
    projection = PROJECTIONS[name]
    original = projection.handle

    def handle(item: Item, batch: Any) -> None:
        if item.n.notification_id == notification_id:
            raise Broken(f"{name} cannot fold notification {notification_id}")
        original(item, batch)

    monkeypatch.setitem(PROJECTIONS, name, dataclasses.replace(projection, handle=handle))
