"""A league as a :class:`~domain.decider.Decider`: one stream per league (topics ``league.``),
run by the platform's ``GameService`` on the same event store as the tournaments it counts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.decider import Decider
from domain.league.codec import TOPIC_PREFIX, TOPICS, command_from_dict, command_to_dict, decode, encode
from domain.league.decide import decide, evolve
from domain.league.events import LeagueCommand, LeagueEvent, LeagueState

__all__ = ["LEAGUE"]


def _version(state: LeagueState) -> int:
    """How many events the state has folded."""
    return state.version


def _never(_value: object) -> bool:
    """A league never ends: events may be added all season."""
    return False


def _decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None) -> LeagueCommand:
    """A command from its wire form."""
    return command_from_dict(payload, seat, at)


def _redact(event: LeagueEvent, viewer: int | None) -> dict[str, Any]:
    """Every league event is public: its payload with its short ``type``."""
    topic, payload = encode(event)
    return {"type": topic.removeprefix(TOPIC_PREFIX), **payload}


LEAGUE: Decider[LeagueState, LeagueCommand, LeagueEvent] = Decider(
    name="league",
    topic_prefix=TOPIC_PREFIX,
    initial_state=LeagueState,
    decide=decide,
    evolve=evolve,
    version=_version,
    is_terminal=_never,
    is_final=_never,
    encode_event=encode,
    decode_event=decode,
    encode_command=command_to_dict,
    decode_command=_decode_command,
    redact=_redact,
    topics=TOPICS,
)
"""The league stream kind."""
