"""Host and system commands through the write side: one helper wraps ``GameService.execute``.

A command that is not a seat's move (the host starts a match, a tournament reaction deals a
round, a clock times a seat out) runs a decision under the stream's lock like any move; with an
idempotency key its fingerprint is that of ``payload`` (``{"type": ..., **args}``), computed here
once, so a keyed retry of the same command answers the stored batch and another command under the
same key is refused.  :func:`run_host_command` runs a registered game module's handler
(:class:`~domain.game_module.HostCommand`) with the table's facts.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any

from domain.actors import Actor
from domain.game_module import GameModule, Occupant, TableFacts, TableNotReady
from domain.shuffle import SEED_BYTES
from infrastructure.services.errors import Conflict
from infrastructure.services.games import CommandResult, Decision, GameService, command_fingerprint

__all__ = ["run_command", "run_decided", "run_host_command"]


def run_command(
    games: GameService,
    stream_id: uuid.UUID,
    decision: Decision,
    payload: Mapping[str, Any],
    *,
    key: str | None,
    actor: Actor = Actor.HOST,
    seat: int | None = None,
    expected_version: int | None = None,
    at: int | None = None,
) -> CommandResult:
    """Run ``decision`` on ``stream_id`` as ``actor`` (stamped ``at``, default now), idempotent
    with ``key`` under the fingerprint of ``payload``.  A :class:`TableNotReady` from the decision
    is 409 naming its rule."""
    try:
        return games.execute(
            stream_id,
            decision,
            seat=seat,
            actor=actor,
            key=key,
            fingerprint=command_fingerprint(seat, dict(payload)) if key else None,
            expected_version=expected_version,
            at=games.now() if at is None else at,
        )
    except TableNotReady as refusal:
        raise Conflict(refusal.rule, refusal.message) from None


def run_decided(
    games: GameService,
    stream_id: uuid.UUID,
    make: Callable[[Any, int], object],
    payload: Mapping[str, Any],
    *,
    key: str | None,
    actor: Actor,
) -> CommandResult:
    """Decide ``make(state, at)`` — a command built on the stream's state and stamped ``at`` (the
    service clock, read once) — with ``games``' own decider, and append what it yields: how a
    stream kind without seats (a tournament, a league) runs its commands."""
    at = games.now()
    decide = games.decider.decide

    def decision(state: Any) -> list[object]:
        events: list[object] = decide(state, make(state, at))
        return events

    return run_command(games, stream_id, decision, payload, key=key, actor=actor, at=at)


def run_host_command(
    games: GameService,
    module: GameModule[Any, Any, Any],
    name: str,
    table_id: uuid.UUID,
    *,
    setup: Any,
    occupants: tuple[Occupant | None, ...] = (),
    args: Mapping[str, Any] | None = None,
    random_seed: Callable[[int], bytes] | None = None,
    key: str | None = None,
    actor: Actor = Actor.HOST,
    expected_version: int | None = None,
) -> CommandResult:
    """Run ``module``'s host command ``name`` on the table ``table_id`` with its facts (``setup``,
    ``occupants``, the command's ``args``, the service clock and, when the handler asks,
    ``random_seed(32)``); the fingerprint is ``{"type": kind, **args}``."""
    command = module.host_command(name)
    arguments = dict(args or {})
    at = games.now()
    draw = random_seed

    def fresh_seed() -> bytes:
        if draw is None:
            raise RuntimeError(f"{module.name}.{name} asks for a seed but none was given")
        return draw(SEED_BYTES)

    facts = TableFacts(str(table_id), setup, occupants, arguments, at, fresh_seed)
    return run_command(
        games,
        table_id,
        lambda state: command.decide(facts, state),
        {"type": command.kind, **arguments},
        key=key,
        actor=actor,
        expected_version=expected_version,
        at=at,
    )
