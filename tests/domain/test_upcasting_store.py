"""A match stored in the old shape, read back through a real event store (SQLite and PostgreSQL).

The frozen version-1 match of ``data/maumau_v1_match.json`` is written with the store's own append
path, byte for byte as the engine wrote it before ``MatchFinished`` had a schema version; a store
wired with today's game (:data:`domain.maumau.game.MAUMAU`, the codec the service runs) then
loads it, and the fold is the state it was then.  Today's engine appending to the same stream
writes its ``MatchFinished`` as version 2, and both shapes read back side by side.
"""

from __future__ import annotations

import copy
import json
import uuid
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from domain.maumau import events as ev
from domain.maumau.game import MAUMAU
from domain.outcome import Termination
from domain.upcasting import VERSION_KEY
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.adapters.settings import load_settings
from tests.domain.test_upcasting import DATA, state_facts

Stored = tuple[str, dict[str, Any]]


class _AsStoredThen:
    """A codec whose "events" are ``(topic, payload)`` pairs written as they are: the old engine's
    output, put into the store through the store's own append path."""

    def encode(self, event: Stored, /) -> Stored:
        """The pair itself."""
        return event

    def decode(self, topic: str, payload: dict[str, Any], /) -> Stored:
        """The pair as read (no upcasting: what is in the row)."""
        return topic, payload


@pytest.fixture
def old_stream(migrated_database_url: str) -> tuple[uuid.UUID, list[Stored], dict[str, Any]]:
    """A stream holding the frozen version-1 match, and the facts of its fold then."""
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    pairs: list[Stored] = [(topic, payload) for topic, payload in doc["events"]]
    stream = uuid.uuid4()
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    with build_event_store(settings, _AsStoredThen()) as raw:
        raw.append(stream, 0, copy.deepcopy(pairs))
    return stream, pairs, doc["final_state"]


def _maumau_store(url: str) -> EventStore[Any]:
    return build_event_store(load_settings(database_url=url, create_tables=False), MAUMAU)


def test_the_old_match_loads_through_todays_codec_and_folds_to_its_state_then(
    migrated_database_url: str, old_stream: tuple[uuid.UUID, list[Stored], dict[str, Any]]
) -> None:
    stream, pairs, facts_then = old_stream
    with _maumau_store(migrated_database_url) as store:
        records = store.load(stream)
    events = [r.event for r in records]
    assert len(events) == len(pairs)
    state = MAUMAU.fold(events, None)
    assert state_facts(state) == facts_then
    assert MAUMAU.is_terminal(state)
    finished = events[-1]
    assert isinstance(finished, ev.MatchFinished)
    assert finished.termination is Termination.MAX_ROUNDS
    assert finished.reason == "2 rounds played"


def test_old_rows_stay_as_written_and_new_rows_carry_their_version(
    migrated_database_url: str, old_stream: tuple[uuid.UUID, list[Stored], dict[str, Any]]
) -> None:
    """Reading upcasts in memory only; a later append writes the current shape beside the old one."""
    stream, pairs, _ = old_stream
    later = uuid.uuid4()
    finished = ev.MatchFinished((1,), (0, 6), Termination.ENDED_BY_HOST, "ended by the host")
    with _maumau_store(migrated_database_url) as store:
        store.load(stream)
        store.append(later, 0, [finished])
        assert [r.event for r in store.load(later)] == [finished]
    engine = create_engine(load_settings(database_url=migrated_database_url).sqlalchemy_url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT originator_id, originator_version, topic, state FROM maumau_events "
                    "WHERE topic = 'maumau.MatchFinished'"
                )
            ).all()
    finally:
        engine.dispose()
    stored = {uuid.UUID(str(row[0])): json.loads(bytes(row[3]))["e"] for row in rows}
    assert stored[stream] == pairs[-1][1]  # the old row: version 1, untouched by reading it
    assert VERSION_KEY not in stored[stream]
    assert stored[later] == {
        VERSION_KEY: 2,
        "winners": [1],
        "totals": [0, 6],
        "termination": "ended_by_host",
        "reason": "ended by the host",
    }
