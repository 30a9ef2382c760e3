"""The tournaments' read model keeps the folded tournament between flushes: a flush folds only its
new events, and a flush that failed (its transaction rolled back) never leaves a state the next
one takes."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from domain.rules import preset
from domain.tournament.events import EntrantRegistered, TournamentCreated
from domain.tournament.model import Entrant, TournamentConfig
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.services.bootstrap import event_codec
from projections import tournament_standings
from projections.runner import Runner
from tests.projections.conftest import ReadSide


def _tournament(store: EventStore[Any], entrants: int) -> uuid.UUID:
    """A created tournament with ``entrants`` registered: 1 + entrants events on its stream."""
    tid = uuid.uuid4()
    rules = {**preset("MM-001").to_dict(), "max_rounds": 2, "win_target": None, "points_limit": None}
    config = TournamentConfig("Cup", "series", rules, "MM-001", 2, 1, min_players=3)
    events: list[Any] = [TournamentCreated(str(tid), config, "org-1", "c0" * 32, "ab" * 32, 1)]
    events += [
        EntrantRegistered(Entrant(f"e{i}", f"Player {i}", "bot", None, "random", None), "org-1", 2 + i)
        for i in range(entrants)
    ]
    store.append(tid, 0, events)
    return tid


def _register(store: EventStore[Any], tid: uuid.UUID, after: int, numbers: range) -> None:
    """Register the entrants ``numbers`` after version ``after`` of the tournament's stream."""
    events = [
        EntrantRegistered(Entrant(f"e{i}", f"Player {i}", "bot", None, "random", None), "org-1", after + 1 + k)
        for k, i in enumerate(numbers)
    ]
    store.append(tid, after, events)


def test_a_flush_folds_only_its_new_events_and_a_rolled_back_one_folds_again(
    read_side: ReadSide, monkeypatch: pytest.MonkeyPatch
) -> None:
    projection = tournament_standings.PROJECTION
    folds: list[int] = []
    real_fold = tournament_standings._fold_stored

    def counted(conn: Any, fold_t: Any, tid: uuid.UUID, before: int) -> Any:
        folds.append(before)
        return real_fold(conn, fold_t, tid, before)

    monkeypatch.setattr(tournament_standings, "_fold_stored", counted)
    writer = build_event_store(read_side.settings, event_codec())
    own = Runner(read_side.engine, read_side.store, ["tournaments"], retry_delay=0.0)
    try:
        tid = _tournament(writer, 3)  # versions 1..4
        own.step()
        assert folds == [1]  # the first flush of the stream: nothing stored before it
        _register(writer, tid, 4, range(3, 5))  # versions 5, 6
        own.step()
        assert folds == [1]  # folded on from the kept state, not from the stored events
        # A flush that fails after folding (its transaction rolls back) leaves a state ahead of
        # what is stored; the next flush must not take it.
        _register(writer, tid, 6, range(5, 7))  # versions 7, 8
        rewrite = projection._rewrite

        def broken(*args: Any) -> None:
            raise RuntimeError("disk full")

        monkeypatch.setattr(projection, "_rewrite", broken)
        own.step()
        monkeypatch.setattr(projection, "_rewrite", rewrite)
        own.step()
        assert folds == [1, 7]  # folded again from the stored events (versions 1..6)
        with read_side.engine.connect() as conn:
            summary = tournament_standings.summary(conn, tid)
            standings = tournament_standings.standings(conn, tid)
        assert summary is not None
        assert summary["entrants"] == 7
        assert summary["version"] == 8
        assert sorted(row["entrant_id"] for row in standings) == [f"e{i}" for i in range(7)]
    finally:
        own.close()
        writer.close()
