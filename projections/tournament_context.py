"""The tournaments' read-model context: each tournament stream folded by the domain's own
``evolve``, in memory, and every event handed over with the state before and after it.

Standings are not a sum of per-event deltas (a correction replaces a result, a withdrawal changes
later credit, ties are broken by head-to-head and a lot drawn from the secret seed), so the read
model rewrites a tournament's rows from its folded state.  That fold lives here, like Mau-Mau's
match folds (:class:`projections.context.FoldCache`): kept between batches for the most recent
tournaments and, on a miss (a restart, a rebuild, an eviction, a retried batch), folded again from
the event store — never from a copy of the stream in a read table.  The state holds the secret
seed and the held-back results of a sealed round, as the write side's does: they stay in memory,
and the read model stores only what :func:`domain.tournament.redaction.public_state` and
:func:`~domain.tournament.redaction.public_event` let anyone see.

The fold is only a cache: a stream never changes, so the state at a version is the same whoever
folded it (live or rebuild, committed or rolled back); a fold that does not sit exactly one
version behind the event is folded again.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

from domain.tournament.events import ResultCorrected, RoundClosed, TableResultRecorded, TournamentEvent
from domain.tournament.evolve import evolve
from domain.tournament.redaction import results_visible
from domain.tournament.state import TournamentState
from infrastructure.adapters.event_store import EventStore, Notification
from projections.read_model import StreamFolds

__all__ = ["FOLD_CACHE_SIZE", "TournamentFolds", "TournamentItem"]

FOLD_CACHE_SIZE = 256
"""Folded tournaments kept between batches (a batch then folds only its new events)."""

Held = tuple[tuple[int, TableResultRecorded], ...]
"""Results recorded while their round's results were held back: ``(version, event)``."""


@dataclass(frozen=True, slots=True)
class TournamentItem:
    """A tournament event with its state before and after it (both with the secret seed: the read
    model stores only their public parts), the ``(round_no, table_no)`` of every result a
    director corrected so far, and — on ``RoundClosed`` — the results of that round that were
    held back until now (``revealed``)."""

    n: Notification[Any]
    before: TournamentState
    after: TournamentState
    corrected: frozenset[tuple[int, int]]
    revealed: Held = ()

    @property
    def event(self) -> TournamentEvent:
        """The tournament event."""
        event: TournamentEvent = self.n.event
        return event


@dataclass(slots=True)
class _Fold:
    """One tournament folded up to ``state.version``."""

    state: TournamentState = field(default_factory=TournamentState)
    corrected: frozenset[tuple[int, int]] = frozenset()
    held: dict[int, list[tuple[int, TableResultRecorded]]] = field(default_factory=dict)

    def apply(self, version: int, event: TournamentEvent) -> tuple[TournamentState, Held]:
        """Fold one event: ``(state before it, results it reveals)``."""
        before = self.state
        after = evolve(before, event)
        revealed: Held = ()
        if isinstance(event, ResultCorrected):
            self.corrected = self.corrected | {(event.round_no, event.result.table_no)}
        elif isinstance(event, TableResultRecorded) and not results_visible(after, event.round_no):
            self.held.setdefault(event.round_no, []).append((version, event))
        elif isinstance(event, RoundClosed):
            revealed = tuple(self.held.pop(event.round_no, ()))
        self.state = after
        return before, revealed


class TournamentFolds:
    """The context of the tournaments' read model (see the module docstring)."""

    def __init__(self, store: EventStore[Any], max_streams: int = FOLD_CACHE_SIZE) -> None:
        """Fold streams read from ``store`` on a miss; keep at most ``max_streams`` in memory."""
        self._store = store
        self.folds: StreamFolds[_Fold] = StreamFolds(max_streams, lambda f: f.state.version, self._load)

    def clear(self) -> None:
        """Forget every fold (they are folded again from the store on demand)."""
        self.folds.clear()

    def take(self, n: Notification[Any]) -> list[Any]:
        """The item of one tournament notification, its stream's fold advanced past it."""
        fold = self.folds.before(n.stream_id, n.version)
        before, revealed = fold.apply(n.version, n.event)
        return [TournamentItem(n, before, fold.state, fold.corrected, revealed)]

    def _load(self, tid: uuid.UUID, version: int) -> _Fold:
        """The tournament folded from the store up to ``version - 1``."""
        fold = _Fold()
        if version > 1:
            for rec in self._store.load(tid, upto_version=version - 1):
                fold.apply(rec.version, rec.event)
        if fold.state.version != version - 1:
            raise RuntimeError(f"tournament {tid}: event {version} follows stored version {fold.state.version}")
        return fold
