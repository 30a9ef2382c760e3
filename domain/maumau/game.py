"""Mau-Mau as a :class:`~domain.decider.Decider`: the existing engine modules bundled into one value.

Nothing here adds a rule: ``decide``, ``evolve``/``fold``, the codec and the redaction are the
modules they always were (``domain.maumau.decide``, ``domain.maumau.evolve``, ``domain.maumau.codec``,
``domain.maumau.redaction``); :data:`MAUMAU` only hands them to the game-neutral service, store and read
side as one value.  ``fold`` is the engine's own (one private copy, then applied in place), so the
write side's hot path is what it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.decider import Decider
from domain.maumau.codec import TOPIC_PREFIX, command_from_dict, command_to_dict, decode, encode
from domain.maumau.decide import decide
from domain.maumau.events import Event, MatchFinished, RoundWon
from domain.maumau.evolve import evolve, fold
from domain.maumau.redaction import redact_event
from domain.maumau.state import FINISHED, State, initial_state
from domain.outcome import Outcome

__all__ = ["MAUMAU"]


def _version(state: State) -> int:
    """How many events the state has folded."""
    return state.version


def _is_terminal(state: State) -> bool:
    """The match is finished."""
    return state.phase == FINISHED


def _is_final(event: Event) -> bool:
    """``MatchFinished`` ends a match stream."""
    return type(event) is MatchFinished


def _decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None) -> object:
    """A seat's command from its wire form (``ValueError`` names the bad field)."""
    if seat is None:
        raise ValueError("seat: a Mau-Mau move is made by a seat")
    return command_from_dict(dict(payload), seat, at)


def _outcome(state: State, event: Event) -> Outcome | None:
    """A won round's or a finished match's outcome (``RoundWon.outcome``, ``MatchFinished.outcome``)."""
    return event.outcome if isinstance(event, RoundWon | MatchFinished) else None


def _redact(event: Event, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` may see it while its round runs (``domain.maumau.redaction``)."""
    return redact_event(event, viewer)


MAUMAU: Decider[State, object, Event] = Decider(
    name="maumau",
    topic_prefix=TOPIC_PREFIX,
    initial_state=initial_state,
    decide=decide,
    evolve=evolve,
    version=_version,
    is_terminal=_is_terminal,
    is_final=_is_final,
    encode_event=encode,
    decode_event=decode,
    encode_command=command_to_dict,
    decode_command=_decode_command,
    redact=_redact,
    fast_fold=fold,
    outcome=_outcome,
)
"""The Mau-Mau game: what ``infrastructure.services.bootstrap`` hands the service, the store and the read side."""
