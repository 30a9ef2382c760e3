"""The tournaments' read model folds each tournament in memory, from the event store on a miss —
no read table keeps a copy of a stream (nor its secret seed): a batch folds only its new events,
and a batch whose flush failed (its transaction rolled back) is folded again from the store."""

from __future__ import annotations

import dataclasses
import uuid
from typing import Any

import pytest
from sqlalchemy import select

from domain.maumau.rules import preset
from domain.tournament.events import EntrantRegistered, TournamentCreated
from domain.tournament.model import Entrant, TournamentConfig
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.services.bootstrap import event_codec
from projections import tournament_standings
from projections.registry import PROJECTIONS, REGISTERED
from projections.runner import Runner
from projections.tournament_context import TournamentFolds
from tests.projections.conftest import ReadSide

SEED = "ab" * 32


def _tournament(store: EventStore[Any], entrants: int) -> uuid.UUID:
    """A created tournament with ``entrants`` registered: 1 + entrants events on its stream."""
    tid = uuid.uuid4()
    rules = {**preset("MM-001").to_dict(), "max_rounds": 2, "win_target": None, "points_limit": None}
    config = TournamentConfig("Cup", "series", rules, "MM-001", 2, 1, min_players=3)
    events: list[Any] = [TournamentCreated(str(tid), config, "org-1", "c0" * 32, SEED, 1)]
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


def test_a_batch_folds_only_its_new_events_and_a_rolled_back_one_folds_again(
    read_side: ReadSide, monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = build_event_store(read_side.settings, event_codec())
    own = Runner(read_side.engine, read_side.store, ["tournaments"], retry_delay=0.0)
    folds = own.context_of("tournaments")
    assert isinstance(folds, TournamentFolds)
    try:
        tid = _tournament(writer, 3)  # versions 1..4
        own.step()
        assert folds.folds.reloads == 0  # the stream starts in this batch: nothing to fold before it
        _register(writer, tid, 4, range(3, 5))  # versions 5, 6
        own.step()
        assert folds.folds.reloads == 0  # folded on from the kept state, not from the store
        # A flush that fails after folding (its transaction rolls back) leaves the fold ahead of
        # what the read model committed; the retry must fold again from the store.
        _register(writer, tid, 6, range(5, 7))  # versions 7, 8
        model = PROJECTIONS["tournaments"]

        def broken(*args: Any) -> None:
            raise RuntimeError("disk full")

        monkeypatch.setitem(PROJECTIONS, "tournaments", dataclasses.replace(model, flush=broken))
        own.step()
        monkeypatch.undo()
        own.step()
        assert folds.folds.reloads == 1  # versions 1..6 folded again from the event store
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


def test_no_read_table_holds_the_seed_of_a_running_tournament(read_side: ReadSide) -> None:
    """Every row of every read view, as text: the secret seed of an unfinished tournament is in
    none of them (the event store is its only home until the end)."""
    writer = build_event_store(read_side.settings, event_codec())
    own = Runner(read_side.engine, read_side.store)
    try:
        _tournament(writer, 3)
        own.run_until_caught_up(max_seconds=60)
        with read_side.engine.connect() as conn:
            rows = [
                str(tuple(row))
                for model in REGISTERED
                for table in model.tables.views.values()
                for row in conn.execute(select(table))
            ]
        assert any("Player 2" in row for row in rows), "the tournament reached the read side"
        assert not [row for row in rows if SEED in row]
        assert "tournament_fold" not in {view for model in REGISTERED for view in model.tables.view_names}
    finally:
        own.close()
        writer.close()
