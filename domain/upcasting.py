"""Event schema versions: how an event stored in an older shape is read as today's event.

Stored events are facts and are never rewritten.  When the shape of an event changes, its class
declares the new schema ``VERSION`` (a class attribute; 1 when absent) and one *upcaster* is
registered in :data:`UPCASTERS` under ``(topic, n)``: a pure function from the stored payload of
version ``n`` to the payload of version ``n + 1``.  :func:`upcast` runs the chain from the stored
version up to the current one, and only then does the codec build the dataclass — so ``decide``,
``evolve``, the read side and every outward path only ever see current events.

The version travels inside the stored payload as ``"_v"``, and only when it is above 1
(:func:`domain.maumau.codec.encode`): every event stored before versions existed is version 1 by
definition, so the stored bytes of every version-1 event stay what they always were (existing
streams, exports and the frozen fixtures compare equal) and only a changed event pays for the key.
The wire form (:func:`domain.maumau.codec.event_to_dict`: live frames, replays, views) carries no version:
it is always the current shape.

An event written by a *newer* engine (a version above the current one) cannot be read: it raises
:class:`UnreadableEvent` instead of being guessed at.  Likewise a version-1 payload an upcaster
cannot place (a ``MatchFinished`` whose ``reason`` names no known end) raises rather than inventing
a termination.

Mau-Mau's chain is :data:`UPCASTERS`, run by its codec (:func:`domain.maumau.codec.decode`).  Every other
game declares its chain as an :class:`Upcasts` value on its ``Decider`` (``upcasts=``), which puts
it in front of the game's codec for the store — the same mechanism, one value per game.

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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from domain.outcome import Termination

__all__ = [
    "UPCASTERS",
    "VERSION_KEY",
    "UnreadableEvent",
    "Upcaster",
    "Upcasts",
    "raw_codec",
    "schema_version",
    "upcast",
]

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
``domain.maumau.scoring`` since the first commit), and the termination each one names."""


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


def upcast(
    topic: str, payload: Mapping[str, Any], current: int, upcasters: Mapping[tuple[str, int], Upcaster] = UPCASTERS
) -> dict[str, Any]:
    """The stored ``payload`` of ``topic`` in the shape of schema version ``current``, without the
    version key; ``payload`` itself is left unchanged.  Raises :class:`UnreadableEvent` for a
    version above ``current`` (written by a newer engine) or not a positive int.  ``upcasters``:
    the chain to run (Mau-Mau's :data:`UPCASTERS` unless another game's is given)."""
    version = payload.get(VERSION_KEY, 1)
    if type(version) is not int or version < 1:
        msg = f"{topic}: the schema version {version!r} is not a positive integer"
        raise UnreadableEvent(msg)
    if version > current:
        msg = f"{topic}: version {version} was written by a newer engine (this one reads up to {current})"
        raise UnreadableEvent(msg)
    out = {k: v for k, v in payload.items() if k != VERSION_KEY}
    while version < current:
        out = upcasters[(topic, version)](out)
        version += 1
    return out


E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class Upcasts:
    """A game's schema versions and upcaster chain, as a value a :class:`~domain.decider.Decider`
    carries (``Decider(upcasts=...)``): the decider then stamps ``"_v"`` on what it stores and
    reads every older stored shape through the chain, so the event store applies it for every
    game that declares one.

    ``versions``: the topics whose current schema version is above 1; ``upcasters``:
    ``(topic, from_version) -> upcaster``.  Build it with :meth:`of` from the event classes (their
    ``VERSION``); an empty chain (every event at version 1) is the start of every game's history,
    and still refuses a version it does not know."""

    upcasters: Mapping[tuple[str, int], Upcaster] = field(default_factory=dict)
    versions: Mapping[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, event_types: Iterable[Any], upcasters: Mapping[tuple[str, int], Upcaster] | None = None) -> Upcasts:
        """The chain of ``event_types`` (each with its ``TOPIC`` and ``VERSION``); raises
        ``ValueError`` when a class's chain from version 1 has a gap."""
        table = dict(upcasters or {})
        versions: dict[str, int] = {}
        for kind in event_types:
            topic, current = kind.TOPIC, schema_version(kind)
            missing = [n for n in range(1, current) if (topic, n) not in table]
            if missing:
                msg = f"{topic}: no upcaster from version {missing[0]} (its VERSION is {current})"
                raise ValueError(msg)
            if current > 1:
                versions[topic] = current
        return cls(table, versions)

    def current(self, topic: str) -> int:
        """The current schema version of ``topic`` (1 when it never changed)."""
        return self.versions.get(topic, 1)

    def read(self, topic: str, payload: dict[str, Any]) -> dict[str, Any]:
        """``payload`` in today's shape (``payload`` itself when it already is)."""
        if topic in self.versions or VERSION_KEY in payload:
            return upcast(topic, payload, self.current(topic), self.upcasters)
        return payload

    def stamp(self, topic: str, payload: dict[str, Any]) -> dict[str, Any]:
        """The stored form of a current ``payload``: led by ``"_v"`` when its version is above 1."""
        version = self.versions.get(topic)
        return payload if version is None else {VERSION_KEY: version, **payload}

    def reading(self, decode: Callable[[str, dict[str, Any]], E]) -> Callable[[str, dict[str, Any]], E]:
        """``decode`` that reads every stored version (upcast first); a ``decode`` already made by
        this method is unwrapped first, so building a decider again wraps it once."""
        raw: Callable[[str, dict[str, Any]], E] = getattr(decode, _RAW, decode)

        def decode_stored(topic: str, payload: dict[str, Any]) -> E:
            return raw(topic, self.read(topic, payload))

        setattr(decode_stored, _RAW, raw)
        return decode_stored

    def writing(self, encode: Callable[[E], tuple[str, dict[str, Any]]]) -> Callable[[E], tuple[str, dict[str, Any]]]:
        """``encode`` that stamps the schema version of a changed event (unwrapped first, as
        :meth:`reading`)."""
        raw: Callable[[E], tuple[str, dict[str, Any]]] = getattr(encode, _RAW, encode)
        if not self.versions:
            return raw

        def encode_stored(event: E) -> tuple[str, dict[str, Any]]:
            topic, payload = raw(event)
            return topic, self.stamp(topic, payload)

        setattr(encode_stored, _RAW, raw)
        return encode_stored


_RAW = "_maumau_raw_codec"
"""The attribute on a wrapped codec function that holds the game's own function."""


def raw_codec(function: Callable[..., Any]) -> Callable[..., Any]:
    """The game's own codec function behind one :meth:`Upcasts.reading` / :meth:`Upcasts.writing`
    made (``function`` itself when it is not wrapped)."""
    raw: Callable[..., Any] = getattr(function, _RAW, function)
    return raw
