"""The games the read side decodes: whatever the one wiring place registers.

The runner's event store decodes every registered game's topics (its decider's codec), so read
models get domain events, never opaque ones.  This is the one accessor the read side takes the
registered deciders from (:data:`infrastructure.services.bootstrap.DECIDERS`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.decider import Decider
from domain.game_module import GameModule
from infrastructure.adapters.event_store import TopicCodec
from infrastructure.services import bootstrap


def registered_deciders() -> tuple[Decider[Any, Any, Any], ...]:
    """Every game registered in the one wiring place."""
    return tuple(bootstrap.DECIDERS)


def registered_games() -> tuple[GameModule[Any, Any, Any], ...]:
    """Every game module registered in the one wiring place."""
    return tuple(bootstrap.GAMES)


def store_codec(deciders: Sequence[Decider[Any, Any, Any]]) -> TopicCodec:
    """The runner's codec over ``deciders``: a stream kind none of them writes (another release's)
    is read back opaque, for the runner to skip."""
    return bootstrap.event_codec(deciders, foreign=True)
