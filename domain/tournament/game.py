"""A tournament as a :class:`~domain.decider.Decider`: what the game-neutral write side, event
store and read side take.

Nothing here adds a rule: ``decide``, ``evolve``, the codec and the redaction are the modules of
this package; :data:`TOURNAMENT` hands them over as one value.  A stream is one tournament:
opened by ``TournamentCreated``; ``TournamentFinished`` ends its play and reveals the seed
(corrections within the last round's window, and decisions of open protests, may still follow,
so a reader that stops at the final event may reconnect for them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.decider import Decider
from domain.tournament.codec import TOPIC_PREFIX, UPCASTS, command_from_dict, command_to_dict, decode, encode
from domain.tournament.commands import TournamentCommand
from domain.tournament.decide import decide
from domain.tournament.events import TournamentEvent, TournamentFinished
from domain.tournament.evolve import evolve
from domain.tournament.outcome import outcome
from domain.tournament.redaction import redact
from domain.tournament.state import FINISHED, TournamentState

__all__ = ["TOURNAMENT"]


def _version(state: TournamentState) -> int:
    """How many events the state has folded."""
    return state.version


def _is_terminal(state: TournamentState) -> bool:
    """The tournament is finished (its seed revealed)."""
    return state.status == FINISHED


def _is_final(event: TournamentEvent) -> bool:
    """``TournamentFinished`` ends the tournament's play."""
    return isinstance(event, TournamentFinished)


def _decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None) -> TournamentCommand:
    """A command from its wire form (``ValueError`` names the bad field)."""
    return command_from_dict(payload, seat, at)


TOURNAMENT: Decider[TournamentState, TournamentCommand, TournamentEvent] = Decider(
    name="tournament",
    topic_prefix=TOPIC_PREFIX,
    initial_state=TournamentState,
    decide=decide,
    evolve=evolve,
    version=_version,
    is_terminal=_is_terminal,
    is_final=_is_final,
    encode_event=encode,
    decode_event=decode,
    encode_command=command_to_dict,
    decode_command=_decode_command,
    redact=redact,
    upcasts=UPCASTS,
    outcome=outcome,
)
"""The tournament game (a stream per tournament)."""
