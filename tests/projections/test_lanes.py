"""Lanes: the tournaments' read model runs in a runner of its own that reads only the tournament
topics, so a tournament's standings are never queued behind the tables' moves (#11's latency);
an idle lane still reaches the log's head (at most every second, or at once when asked)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from domain.rules import preset
from domain.tournament.codec import EVENTS_BY_TOPIC
from domain.tournament.events import EntrantRegistered, TournamentCreated
from domain.tournament.model import Entrant, TournamentConfig
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.services.bootstrap import event_codec
from projections import tournament_standings
from projections.registry import PROJECTIONS
from projections.runner import Runner, lanes, read_trackers
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved


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


def _positions(read_side: ReadSide) -> dict[str, int]:
    with read_side.engine.connect() as conn:
        return {name: t.position for name, t in read_trackers(conn, PROJECTIONS).items()}


def test_the_tournaments_read_model_has_a_lane_of_its_own() -> None:
    split = lanes()
    assert split[-1] == ["tournaments"]
    assert "tournaments" not in split[0]
    assert {"leaderboards", "audit", "puntobanco_ledger"} <= set(split[0])
    assert sorted(n for lane in split for n in lane) == sorted(PROJECTIONS)
    assert lanes(["audit", "tournaments#rebuild"]) == [["audit"], ["tournaments#rebuild"]]
    assert lanes(["audit"]) == [["audit"]]
    # A runner of the whole log (the default, or a mixed set) reads every topic, as before.
    assert tournament_standings.PROJECTION.own_lane_topics == frozenset(EVENTS_BY_TOPIC)


def test_the_lane_reads_only_tournament_topics_and_shows_them_before_the_tables_are_folded(
    read_side: ReadSide, matches: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = build_event_store(read_side.settings, event_codec())
    try:
        append_interleaved(read_side.store, matches[:4])
        tid = _tournament(writer, 5)
        append_interleaved(read_side.store, matches[4:8])
    finally:
        writer.close()
    head = read_side.store.max_notification_id()
    whole_lane, own_lane = lanes()
    whole, own = (
        Runner(read_side.engine, read_side.store, whole_lane),
        Runner(read_side.engine, read_side.store, own_lane),
    )
    assert whole.topics is None
    assert own.topics == tuple(sorted(EVENTS_BY_TOPIC))
    read: list[str] = []
    real = read_side.store.read_notifications

    def spy(*args: Any, **kwargs: Any) -> Any:
        notes = real(*args, **kwargs)
        read.extend(n.topic for n in notes)
        return notes

    monkeypatch.setattr(read_side.store, "read_notifications", spy)
    assert own.step() == 6  # the tournament's six events, in one step
    assert len(read) == 6
    assert all(topic.startswith("tournament.") for topic in read)
    positions = _positions(read_side)
    assert positions["tournaments"] == head  # past every table's move it did not read
    assert all(positions[name] == 0 for name in whole_lane)  # the game's read models have not moved
    with read_side.engine.connect() as conn:
        summary = tournament_standings.summary(conn, tid)
        standings = tournament_standings.standings(conn, tid)
    assert summary is not None
    assert summary["entrants"] == 5
    assert len(standings) == 5
    whole.close()
    own.close()


def test_an_idle_lane_reaches_the_head_every_second_or_when_asked(
    read_side: ReadSide, matches: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr("projections.runner.time.monotonic", lambda: clock[0])
    writer = build_event_store(read_side.settings, event_codec())
    try:
        _tournament(writer, 3)
    finally:
        writer.close()
    own = Runner(read_side.engine, read_side.store, lanes()[-1])
    own.step()
    first = read_side.store.max_notification_id()
    assert _positions(read_side)["tournaments"] == first
    append_interleaved(read_side.store, matches[:2])  # only the tables' moves: nothing for the lane
    head = read_side.store.max_notification_id()
    clock[0] += 0.5
    assert own.step() == 0
    assert _positions(read_side)["tournaments"] == first  # no write per move for nothing
    clock[0] += 0.6  # a second since it last moved
    own.step()
    assert _positions(read_side)["tournaments"] == head
    append_interleaved(read_side.store, matches[2:3])
    own.step()
    assert _positions(read_side)["tournaments"] == head
    own.advance_now()  # catching up asks for it
    own.step()
    assert _positions(read_side)["tournaments"] == read_side.store.max_notification_id()
    own.close()
