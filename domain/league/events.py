"""A league's events and commands (its stream: ``LeagueCreated`` then one ``LeagueEventAdded`` per
tournament) and its folded state."""

from __future__ import annotations

from dataclasses import dataclass

from domain.league.model import LeagueConfig

__all__ = [
    "AddEvent",
    "CreateLeague",
    "LeagueCommand",
    "LeagueCreated",
    "LeagueEvent",
    "LeagueEventAdded",
    "LeagueState",
]


@dataclass(frozen=True, slots=True)
class LeagueCreated:
    """The organiser ``organiser_id`` defined the league ``league_id`` at ``at`` (ms)."""

    league_id: str
    organiser_id: str
    config: LeagueConfig
    at: int


@dataclass(frozen=True, slots=True)
class LeagueEventAdded:
    """``by`` added the tournament ``tournament_id`` to the league at ``at`` (ms)."""

    tournament_id: str
    by: str
    at: int


LeagueEvent = LeagueCreated | LeagueEventAdded


@dataclass(frozen=True, slots=True)
class CreateLeague:
    """Define a league (the service has checked the caller may organise)."""

    league_id: str
    organiser_id: str
    config: LeagueConfig
    at: int


@dataclass(frozen=True, slots=True)
class AddEvent:
    """Count the tournament ``tournament_id`` in the league (the service has checked that it exists
    and that ``by`` may add it)."""

    tournament_id: str
    by: str
    at: int


LeagueCommand = CreateLeague | AddEvent


@dataclass(frozen=True, slots=True)
class LeagueState:
    """A league as its events left it (``config is None``: no league yet)."""

    league_id: str = ""
    organiser_id: str = ""
    config: LeagueConfig | None = None
    events: tuple[str, ...] = ()
    """The tournament ids, in the order they were added."""
    created_at: int = 0
    version: int = 0
