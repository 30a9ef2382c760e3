"""Punto Banco as a :class:`~domain.decider.Decider`: what the game-neutral write side, event
store, live streams and replays take.

Nothing here adds a rule: ``decide``, ``evolve``, the codec and the redaction are the modules of
this package; :data:`PUNTOBANCO` hands them over as one value.  A stream is one table: opened by
``TableOpened``, many shoes, closed (terminal) by ``TableClosed``.
"""

from __future__ import annotations

from domain.decider import Decider
from domain.puntobanco.codec import TOPIC_PREFIX, UPCASTS, command_from_dict, command_to_dict, decode, encode
from domain.puntobanco.commands import PBCommand
from domain.puntobanco.decide import decide
from domain.puntobanco.events import PBEvent, TableClosed
from domain.puntobanco.evolve import evolve
from domain.puntobanco.outcome import outcome
from domain.puntobanco.redaction import redact
from domain.puntobanco.state import CLOSED, PBState

__all__ = ["PUNTOBANCO"]


def _version(state: PBState) -> int:
    return state.version


def _is_terminal(state: PBState) -> bool:
    return state.phase == CLOSED


def _is_final(event: PBEvent) -> bool:
    return isinstance(event, TableClosed)


PUNTOBANCO: Decider[PBState, PBCommand, PBEvent] = Decider(
    name="puntobanco",
    topic_prefix=TOPIC_PREFIX,
    initial_state=PBState,
    decide=decide,
    evolve=evolve,
    version=_version,
    is_terminal=_is_terminal,
    is_final=_is_final,
    encode_event=encode,
    decode_event=decode,
    encode_command=command_to_dict,
    decode_command=command_from_dict,
    redact=redact,
    upcasts=UPCASTS,
    outcome=outcome,
)
"""The Punto Banco game (a stream per table)."""
