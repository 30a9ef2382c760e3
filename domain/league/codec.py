"""League events and commands as JSON-ready dicts, and back: ``decode(*encode(e)) == e``.

Topics: ``league.LeagueCreated`` and ``league.LeagueEventAdded`` (prefix :data:`TOPIC_PREFIX`).
The definition travels as ``{"name", "points" (a list, or null: the field scheme), "best_of"}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.league.events import (
    AddEvent,
    CreateLeague,
    LeagueCommand,
    LeagueCreated,
    LeagueEvent,
    LeagueEventAdded,
)
from domain.league.model import LeagueConfig

__all__ = ["TOPICS", "TOPIC_PREFIX", "command_from_dict", "command_to_dict", "config_dict", "decode", "encode"]

TOPIC_PREFIX = "league."
TOPICS = (f"{TOPIC_PREFIX}LeagueCreated", f"{TOPIC_PREFIX}LeagueEventAdded")


def config_dict(config: LeagueConfig) -> dict[str, Any]:
    """The definition as JSON-ready values."""
    points = list(config.points) if config.points is not None else None
    return {"name": config.name, "points": points, "best_of": config.best_of}


def _config(d: Mapping[str, Any]) -> LeagueConfig:
    """A definition from :func:`config_dict`'s form (``ValueError`` names a bad field)."""
    points = d.get("points")
    if points is not None and not isinstance(points, list):
        raise ValueError("points: must be a list or null")
    return LeagueConfig(str(d["name"]), tuple(points) if points is not None else None, d.get("best_of"))


def encode(event: LeagueEvent) -> tuple[str, dict[str, Any]]:
    """``(topic, payload)`` of a league event."""
    if isinstance(event, LeagueCreated):
        payload = {
            "league_id": event.league_id,
            "organiser_id": event.organiser_id,
            "config": config_dict(event.config),
            "at": event.at,
        }
        return TOPICS[0], payload
    return TOPICS[1], {"tournament_id": event.tournament_id, "by": event.by, "at": event.at}


def decode(topic: str, payload: dict[str, Any]) -> LeagueEvent:
    """The league event stored as ``(topic, payload)`` (``KeyError`` for another topic)."""
    if topic == TOPICS[0]:
        return LeagueCreated(
            str(payload["league_id"]), str(payload["organiser_id"]), _config(payload["config"]), int(payload["at"])
        )
    if topic == TOPICS[1]:
        return LeagueEventAdded(str(payload["tournament_id"]), str(payload["by"]), int(payload["at"]))
    raise KeyError(topic)


def command_to_dict(command: LeagueCommand) -> dict[str, Any]:
    """A command's wire form (``at`` left out: the service stamps the time)."""
    if isinstance(command, CreateLeague):
        return {
            "type": "create",
            "league_id": command.league_id,
            "organiser_id": command.organiser_id,
            "config": config_dict(command.config),
        }
    return {"type": "add_event", "tournament_id": command.tournament_id, "by": command.by}


def command_from_dict(payload: Mapping[str, Any], seat: int | None = None, at: int | None = None) -> LeagueCommand:
    """A command from its wire form, stamped ``at``; ``ValueError`` whose text starts with the
    bad field."""
    kind = payload.get("type")
    stamp = at or 0
    try:
        if kind == "create":
            return CreateLeague(
                str(payload["league_id"]), str(payload["organiser_id"]), _config(payload["config"]), stamp
            )
        if kind == "add_event":
            return AddEvent(str(payload["tournament_id"]), str(payload["by"]), stamp)
    except KeyError as missing:
        raise ValueError(f"{missing.args[0]}: required") from None
    raise ValueError(f"type: unknown league command {kind!r}")
