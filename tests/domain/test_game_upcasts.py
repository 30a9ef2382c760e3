"""Every game's stored events go through the same upcaster chain, through its ``Decider``.

The chain is a value (:class:`domain.upcasting.Upcasts`) a decider carries; the decider then
stamps the version of a changed event and reads every older stored shape, so the event store
applies it for every game alike.  Punto Banco and the tournament have no changed event yet: the
mechanism is shown here with a fabricated one (an event whose version 1 named a field
differently), through a real event store on both backends, and the real chains are checked to
be unbroken and to refuse a version they do not know.
"""

from __future__ import annotations

import copy
import dataclasses
import uuid
from typing import Any

import pytest

from domain.decider import Decider
from domain.maumau.game import MAUMAU
from domain.puntobanco import codec as pb_codec
from domain.puntobanco.events import EVENT_TYPES as PB_EVENTS
from domain.puntobanco.events import TableClosed, TableOpened
from domain.puntobanco.game import PUNTOBANCO
from domain.puntobanco.rules import DEFAULT_RULES
from domain.tournament import codec as t_codec
from domain.tournament.events import EVENT_TYPES as T_EVENTS
from domain.tournament.events import TournamentFinished
from domain.tournament.game import TOURNAMENT
from domain.upcasting import VERSION_KEY, UnreadableEvent, Upcasts
from infrastructure.adapters.event_store import build_event_store
from infrastructure.adapters.settings import load_settings

Stored = tuple[str, dict[str, Any]]

CLOSED = TableClosed.TOPIC


def _closed_v1_to_v2(payload: dict[str, Any]) -> dict[str, Any]:
    """The fabricated change: version 1 of ``TableClosed`` called its reason ``why``."""
    out = {k: v for k, v in payload.items() if k != "why"}
    return {**out, "reason": payload["why"]}


FABRICATED = Upcasts({(CLOSED, 1): _closed_v1_to_v2}, {CLOSED: 2})
"""Punto Banco as if ``TableClosed`` were at version 2."""
CHANGED: Decider[Any, Any, Any] = dataclasses.replace(PUNTOBANCO, upcasts=FABRICATED)


class _AsStoredThen:
    """A codec writing ``(topic, payload)`` pairs as they are: an older engine's rows."""

    def encode(self, event: Stored, /) -> Stored:
        return event

    def decode(self, topic: str, payload: dict[str, Any], /) -> Stored:
        return topic, payload


def test_every_game_declares_an_unbroken_chain() -> None:
    """Punto Banco and the tournament carry their chain (every event at version 1 so far); Mau-Mau's
    codec reads its own (``domain.maumau.codec``)."""
    assert PUNTOBANCO.upcasts is pb_codec.UPCASTS
    assert TOURNAMENT.upcasts is t_codec.UPCASTS
    assert Upcasts.of(PB_EVENTS, pb_codec.UPCASTERS) == pb_codec.UPCASTS
    assert Upcasts.of(T_EVENTS, t_codec.UPCASTERS) == t_codec.UPCASTS
    assert MAUMAU.upcasts is None


def test_a_chain_with_a_gap_is_refused_when_it_is_built() -> None:
    @dataclasses.dataclass(frozen=True)
    class Renamed:
        TOPIC = "puntobanco.Renamed"
        VERSION = 3

    with pytest.raises(ValueError, match="no upcaster from version 2"):
        Upcasts.of([Renamed], {("puntobanco.Renamed", 1): _closed_v1_to_v2})


def test_a_version_this_engine_does_not_know_is_refused_not_guessed() -> None:
    for decider, topic, payload in (
        (PUNTOBANCO, CLOSED, {"reason": "host"}),
        (TOURNAMENT, TournamentFinished.TOPIC, {"seed": "00", "at": 1}),
    ):
        assert decider.decode_event(topic, copy.deepcopy(payload)) == decider.decode_event(topic, payload)
        with pytest.raises(UnreadableEvent, match="newer engine"):
            decider.decode_event(topic, {VERSION_KEY: 2, **payload})
        with pytest.raises(UnreadableEvent, match="positive integer"):
            decider.decode_event(topic, {VERSION_KEY: "2", **payload})


def test_the_decider_upcasts_an_old_payload_and_stamps_a_new_one() -> None:
    old = {"why": "the host closed it"}
    assert CHANGED.decode_event(CLOSED, old) == TableClosed("the host closed it")
    assert old == {"why": "the host closed it"}, "the stored payload is left as it was"
    assert CHANGED.encode_event(TableClosed("done")) == (CLOSED, {VERSION_KEY: 2, "reason": "done"})
    assert CHANGED.decode_event(*CHANGED.encode_event(TableClosed("done"))) == TableClosed("done")
    # the other events are untouched, and building the decider again wraps the codec once
    opened = TableOpened(DEFAULT_RULES)
    assert CHANGED.encode_event(opened) == PUNTOBANCO.encode_event(opened)
    again = dataclasses.replace(CHANGED, name="again")
    assert again.decode_event(CLOSED, {"why": "x"}) == TableClosed("x")
    assert again.encode_event(TableClosed("x")) == (CLOSED, {VERSION_KEY: 2, "reason": "x"})
    plain = dataclasses.replace(CHANGED, upcasts=None)
    assert plain.encode_event(TableClosed("x")) == (CLOSED, {"reason": "x"})
    assert plain.decode_event is pb_codec.decode, "without a chain the game's own decoder runs, unwrapped"


def test_the_store_reads_the_fabricated_old_event_through_the_decider(migrated_database_url: str) -> None:
    """The rows of an older engine, written byte for byte, load through a store wired with the
    changed game; today's append stamps the new version beside them."""
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    stream = uuid.uuid4()
    opened = PUNTOBANCO.encode_event(TableOpened(DEFAULT_RULES))
    with build_event_store(settings, _AsStoredThen()) as raw:
        raw.append(stream, 0, [opened, (CLOSED, {"why": "closed then"})])
    with build_event_store(settings, CHANGED) as store:
        events = [r.event for r in store.load(stream)]
        assert events == [TableOpened(DEFAULT_RULES), TableClosed("closed then")]
        assert PUNTOBANCO.is_terminal(PUNTOBANCO.fold(events, None))
        later = uuid.uuid4()
        store.append(later, 0, [TableOpened(DEFAULT_RULES), TableClosed("closed now")])
        assert [r.event for r in store.load(later)][-1] == TableClosed("closed now")
    with build_event_store(settings, _AsStoredThen()) as raw:
        rows = [r.event for r in raw.load(later)]
        assert rows[-1] == (CLOSED, {VERSION_KEY: 2, "reason": "closed now"})
        assert rows[0] == opened, "an unchanged event is stored as it always was"
