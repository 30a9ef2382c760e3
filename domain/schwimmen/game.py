"""Schwimmen as a :class:`~domain.decider.Decider`: the package's rules, fold, codec and
redaction as one value for the write side, the store, the live streams and the read side."""

from __future__ import annotations

from domain.decider import Decider
from domain.schwimmen.codec import (
    EVENTS_BY_TOPIC,
    TOPIC_PREFIX,
    decode_command,
    decode_event,
    encode_command,
    encode_event,
)
from domain.schwimmen.commands import SeatCommand
from domain.schwimmen.decide import decide
from domain.schwimmen.events import Event, GameOver
from domain.schwimmen.evolve import evolve, fold
from domain.schwimmen.redaction import redact
from domain.schwimmen.state import OVER, State

__all__ = ["SCHWIMMEN"]


def _version(state: State) -> int:
    return state.version


def _is_terminal(state: State) -> bool:
    return state.phase == OVER


def _is_final(event: Event) -> bool:
    return isinstance(event, GameOver)


SCHWIMMEN: Decider[State, SeatCommand, Event] = Decider(
    name="schwimmen",
    topic_prefix=TOPIC_PREFIX,
    initial_state=State,
    decide=decide,
    evolve=evolve,
    version=_version,
    is_terminal=_is_terminal,
    is_final=_is_final,
    encode_event=encode_event,
    decode_event=decode_event,
    encode_command=encode_command,
    decode_command=decode_command,
    redact=redact,
    fast_fold=fold,
    topics=tuple(EVENTS_BY_TOPIC),
)
"""The Schwimmen game, as ``infrastructure.services.bootstrap`` registers it (in its module)."""
