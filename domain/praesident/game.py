"""Präsident as a :class:`~domain.decider.Decider` (topics ``praesident.*``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.decider import Decider
from domain.praesident.codec import decode_command, decode_event, encode_command, encode_event
from domain.praesident.decide import decide
from domain.praesident.events import EVENTS, Event, GameEnded
from domain.praesident.evolve import evolve, fold
from domain.praesident.redaction import redact
from domain.praesident.state import OVER, State

__all__ = ["PRAESIDENT"]


def _decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None) -> object:
    return decode_command(payload, seat, at)


PRAESIDENT: Decider[State, object, Event] = Decider(
    name="praesident",
    topic_prefix="praesident.",
    initial_state=State,
    decide=decide,
    evolve=evolve,
    version=lambda s: s.version,
    is_terminal=lambda s: s.phase == OVER,
    is_final=lambda e: isinstance(e, GameEnded),
    encode_event=encode_event,
    decode_event=decode_event,
    encode_command=encode_command,
    decode_command=_decode_command,
    redact=redact,
    fast_fold=fold,
    topics=tuple(EVENTS),
)
"""The Präsident game: what the service, the store and the read side run."""
