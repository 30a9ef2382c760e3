"""Event schema versions: how an event stored in an older shape is read as today's event.

Stored events are facts and are never rewritten.  When the shape of an event changes, its class
declares the new schema ``VERSION`` (a class attribute; 1 when absent) and one *upcaster* is
registered in :data:`UPCASTERS` under ``(topic, n)``: a pure function from the stored payload of
version ``n`` to the payload of version ``n + 1``.  :func:`upcast` runs the chain from the stored
version up to the current one, and only then does the codec build the dataclass — so ``decide``,
``evolve``, the read side and every outward path only ever see current events.

The version travels inside the stored payload as ``"_v"``, and only when it is above 1
(:func:`domain.codec.encode`): every event stored before versions existed is version 1 by
definition, so the stored bytes of every version-1 event stay what they always were (existing
streams, exports and the frozen fixtures compare equal) and only a changed event pays for the key.
The wire form (:func:`domain.codec.event_to_dict`: live frames, replays, views) carries no version:
it is always the current shape.

An event written by a *newer* engine (a version above the current one) cannot be read: it raises
:class:`UnreadableEvent` instead of being guessed at.  Likewise a version-1 payload an upcaster
cannot place (a ``MatchFinished`` whose ``reason`` names no known end) raises rather than inventing
a termination.

The upcasts so far:

* ``maumau.MatchFinished`` 1 -> 2 adds ``termination`` (a :class:`~domain.outcome.Termination`),
  derived from the free-text ``reason`` that version 1 carried alone ("first to 5 wins" ->
  ``win_target``); ``reason`` stays, unchanged, for people.
* ``maumau.MatchStarted`` 1 -> 2 adds the identities results are keyed on: ``player_ids`` (empty:
  unknown), ``ruleset_id`` (``None``: unknown) and ``rated`` (``False``).  Nothing is invented for a
  version-1 match: its handles and its ruleset's name stay what they were, and the read side keys
  such a match on documented legacy keys (the handle, the ruleset's name) rather than guessing ids.
* ``maumau.MatchStarted`` 2 -> 3 adds ``clock`` (the match's turn clock): ``None``, no clock, which
  is how every match before it was played.
* ``maumau.MatchStarted`` 3 -> 4 adds ``sealed`` (``False``): every match before it was unsealed.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from domain.outcome import Termination

__all__ = ["UPCASTERS", "VERSION_KEY", "UnreadableEvent", "schema_version", "upcast"]

VERSION_KEY = "_v"
"""The key of the schema version in a stored payload (absent: version 1)."""

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
"""A pure function from the payload of one schema version to the payload of the next."""


class UnreadableEvent(ValueError):
    """A stored event this engine cannot read: a version it does not know, or an old payload no
    upcaster can place.  History that does not fit is noticed, never guessed at."""


def schema_version(event_type: type) -> int:
    """The current schema version of an event class (its ``VERSION``, 1 when it declares none)."""
    version = getattr(event_type, "VERSION", 1)
    if type(version) is not int or version < 1:
        msg = f"{event_type.__name__}.VERSION must be an int >= 1, not {version!r}"
        raise TypeError(msg)
    return version


# ---------------------------------------------------------------- the upcasters

_MATCH_END_V1: tuple[tuple[re.Pattern[str], Termination], ...] = (
    (re.compile(r"first to \d+ wins"), Termination.WIN_TARGET),
    (re.compile(r"a player passed \d+ points"), Termination.POINTS_LIMIT),
    (re.compile(r"\d+ rounds played"), Termination.MAX_ROUNDS),
    (re.compile(r"ended by the host"), Termination.ENDED_BY_HOST),
)
"""The four ``reason`` texts version 1 of ``MatchFinished`` was ever written with (``decide`` and
``domain.scoring`` since the first commit), and the termination each one names."""


def _match_finished_v1_to_v2(payload: dict[str, Any]) -> dict[str, Any]:
    """``MatchFinished`` 1 -> 2: ``termination`` added (a typed end of the match); a version-1 event
    is read with the termination its free-text ``reason`` names ("first to 5 wins": ``win_target``)."""
    reason = payload.get("reason", "")
    for pattern, termination in _MATCH_END_V1:
        if isinstance(reason, str) and pattern.fullmatch(reason):
            return {**payload, "termination": termination.value}
    msg = f"maumau.MatchFinished version 1: the reason {reason!r} names no known end of a match"
    raise UnreadableEvent(msg)


def _match_started_v1_to_v2(payload: dict[str, Any]) -> dict[str, Any]:
    """``MatchStarted`` 1 -> 2: ``player_ids``, ``ruleset_id`` and ``rated`` added; a version-1
    event is read as a match of unknown accounts and ruleset identity, unrated."""
    return {**payload, "player_ids": [], "ruleset_id": None, "rated": False}


def _match_started_v2_to_v3(payload: dict[str, Any]) -> dict[str, Any]:
    """``MatchStarted`` 2 -> 3: ``clock`` added (the turn clock); an older match was played without
    one (``None``)."""
    return {**payload, "clock": None}


def _match_started_v3_to_v4(payload: dict[str, Any]) -> dict[str, Any]:
    """``MatchStarted`` 3 -> 4: ``sealed`` added (a match whose ended rounds stay secret until they
    are revealed); an older match was unsealed (``False``)."""
    return {**payload, "sealed": False}


UPCASTERS: Mapping[tuple[str, int], Upcaster] = {
    ("maumau.MatchFinished", 1): _match_finished_v1_to_v2,
    ("maumau.MatchStarted", 1): _match_started_v1_to_v2,
    ("maumau.MatchStarted", 2): _match_started_v2_to_v3,
    ("maumau.MatchStarted", 3): _match_started_v3_to_v4,
}
"""``(topic, from_version) -> upcaster``: the one table of schema changes.  A test checks that
every event class has an unbroken chain from version 1 to its ``VERSION``."""


def upcast(topic: str, payload: Mapping[str, Any], current: int) -> dict[str, Any]:
    """The stored ``payload`` of ``topic`` in the shape of schema version ``current``, without the
    version key; ``payload`` itself is left unchanged.  Raises :class:`UnreadableEvent` for a
    version above ``current`` (written by a newer engine) or not a positive int."""
    version = payload.get(VERSION_KEY, 1)
    if type(version) is not int or version < 1:
        msg = f"{topic}: the schema version {version!r} is not a positive integer"
        raise UnreadableEvent(msg)
    if version > current:
        msg = f"{topic}: version {version} was written by a newer engine (this one reads up to {current})"
        raise UnreadableEvent(msg)
    out = {k: v for k, v in payload.items() if k != VERSION_KEY}
    while version < current:
        out = UPCASTERS[(topic, version)](out)
        version += 1
    return out
