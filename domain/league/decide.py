"""The league's rules: ``decide`` (refusals with stable rule codes) and ``evolve``.

Rules: ``league_exists`` (a league is created once), ``no_league`` (events join a created
league), ``event_already_added`` (a tournament counts at most once), ``too_many_events`` (at
most :data:`~domain.league.model.MAX_EVENTS`), ``tournament`` (an id of at most 64 characters),
and the definition's fields (``name``, ``points``, ``best_of``: :func:`~domain.league.model.check_config`).
"""

from __future__ import annotations

import dataclasses

from domain.errors import EventMismatch, RuleViolation
from domain.league.events import (
    AddEvent,
    CreateLeague,
    LeagueCommand,
    LeagueCreated,
    LeagueEvent,
    LeagueEventAdded,
    LeagueState,
)
from domain.league.model import MAX_EVENTS, check_config

__all__ = ["ID_MAX", "decide", "evolve"]

ID_MAX = 64
"""The longest id a league stores (league, organiser, tournament)."""


def _id(value: object, field: str) -> str:
    """``value`` as a stored id: text of 1..:data:`ID_MAX` printable ASCII characters."""
    if not isinstance(value, str) or not 1 <= len(value) <= ID_MAX or not value.isascii() or not value.isprintable():
        raise RuleViolation(field, f"{field} must be an id of 1 to {ID_MAX} characters")
    return value


def decide(state: LeagueState, command: LeagueCommand) -> list[LeagueEvent]:
    """The events ``command`` yields on ``state``, or a :class:`RuleViolation` naming the rule."""
    if isinstance(command, CreateLeague):
        if state.config is not None:
            raise RuleViolation("league_exists", f"the league {state.league_id} exists already")
        config = check_config(command.config)
        return [
            LeagueCreated(_id(command.league_id, "league"), _id(command.organiser_id, "organiser"), config, command.at)
        ]
    if isinstance(command, AddEvent):
        if state.config is None:
            raise RuleViolation("no_league", "there is no such league")
        tid = _id(command.tournament_id, "tournament")
        if tid in state.events:
            raise RuleViolation("event_already_added", f"the tournament {tid} is already in this league")
        if len(state.events) >= MAX_EVENTS:
            raise RuleViolation("too_many_events", f"a league counts at most {MAX_EVENTS} tournaments")
        return [LeagueEventAdded(tid, _id(command.by, "by"), command.at)]
    raise RuleViolation("command", f"unknown league command {type(command).__name__}")


def evolve(state: LeagueState, event: LeagueEvent) -> LeagueState:
    """The state after ``event`` (``state`` unchanged)."""
    if isinstance(event, LeagueCreated):
        return LeagueState(event.league_id, event.organiser_id, event.config, (), event.at, state.version + 1)
    if isinstance(event, LeagueEventAdded):
        if state.config is None:
            raise EventMismatch("a league event before the league was created")
        return dataclasses.replace(state, events=(*state.events, event.tournament_id), version=state.version + 1)
    raise EventMismatch(f"not a league event: {type(event).__name__}")
