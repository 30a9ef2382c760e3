"""A game as a value: the decider protocol the write side, the live streams and the read side run.

An event-sourced game is three pure functions — ``decide(state, command) -> events``,
``evolve(state, event) -> state`` and a terminal test — plus how its events and commands travel
(a codec with a stable topic prefix) and what a viewer may see of an event (``redact``).
:class:`Decider` bundles them, so the service that loads, caches, decides and appends
(``infrastructure.services.games.GameService``), the event store's codec, the live event streams and the
projection runner need no import of any particular game: they take a decider.  Mau-Mau is one
instance (:data:`domain.maumau.game.MAUMAU`); a test game is another.

Streams are told apart by their topics: every topic a decider writes starts with its
``topic_prefix`` (``"maumau."``), so a stream's kind is the prefix of its first event's topic.

Every game may declare its schema versions and upcaster chain (``upcasts``, a
:class:`~domain.upcasting.Upcasts`): the decider's ``encode_event`` / ``decode_event`` then read
and write every stored version, so the store applies the chain for every game alike.  And every
game may say how an event ends it or a part of it (``outcome``, a
:class:`~domain.outcome.GameOutcome`).

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from domain.outcome import AnyOutcome
from domain.upcasting import Upcasts, raw_codec

__all__ = ["Decider", "evolve_fold", "no_outcome", "topic_prefix_of"]

S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")


def topic_prefix_of(topic: str) -> str:
    """The stream-kind prefix of a topic, dot included (``"maumau.CardPlayed"`` -> ``"maumau."``);
    ``""`` for a topic without a dot."""
    head, dot, _ = topic.partition(".")
    return head + dot if dot else ""


def evolve_fold(evolve: Callable[[S, E], S], initial_state: Callable[[], S]) -> Callable[[Iterable[E], S | None], S]:
    """A ``fold(events, state=None)`` made of ``evolve``: the default for deciders without a faster one."""

    def fold(events: Iterable[E], state: S | None = None) -> S:
        s = initial_state() if state is None else state
        for event in events:
            s = evolve(s, event)
        return s

    return fold


def no_outcome(state: object, event: object, /) -> None:
    """The default ``Decider.outcome``: no event of the game ends anything."""
    return None


@dataclass(frozen=True, slots=True)
class Decider(Generic[S, C, E]):
    """One game: its rules as pure functions and its wire forms.

    * ``name`` — a short stable name (``"maumau"``);
    * ``topic_prefix`` — what every event topic of the game starts with, dot included;
    * ``initial_state()`` — the state of an empty stream;
    * ``decide(state, command)`` — the events a command yields (raises the game's rule violation);
    * ``evolve(state, event)`` — the state after an event, ``state`` left unchanged;
    * ``fold(events, state=None)`` — the state after several events from ``state``, ``state``
      left unchanged: ``fast_fold`` when given (Mau-Mau's copies once and applies in place, the
      write side's hot path), else :func:`evolve_fold` of ``evolve``;
    * ``version(state)`` — how many events the state has folded (the stream version);
    * ``is_terminal(state)`` — nothing can follow (the match is over);
    * ``is_final(event)`` — the event that makes a stream terminal (live streams end after it);
    * ``encode_event(event)`` / ``decode_event(topic, payload)`` — ``(topic, JSON-ready dict)``;
    * ``encode_command(command)`` / ``decode_command(payload, seat, at)`` — a seat's command in
      wire form; ``decode_command`` raises ``ValueError`` whose text starts with the bad field;
    * ``redact(event, viewer)`` — the JSON-ready event as ``viewer`` (a seat, ``None``: an
      observer) may see it, with its short ``"type"``: every outward path (live frames, replays)
      goes through it, so hidden information stays the game's business;
    * ``upcasts`` — the game's schema versions and upcaster chain (``None``: the codec reads every
      stored shape itself, as Mau-Mau's does): given, ``encode_event`` stamps the version of a
      changed event and ``decode_event`` upcasts an older one before the game's own decoder runs;
    * ``outcome(state, event)`` — how ``event`` (applied, giving ``state``) ended the game or a
      part of it, or ``None``: a :class:`~domain.outcome.GameOutcome`;
    * ``topics`` — every event topic the game writes (empty: not listed).  Followers of the log
      that serve any game (the platform's turn clock) read its events by these exact topics, so
      the database hands them nothing else.
    """

    name: str
    topic_prefix: str
    initial_state: Callable[[], S]
    decide: Callable[[S, C], list[E]]
    evolve: Callable[[S, E], S]
    version: Callable[[S], int]
    is_terminal: Callable[[S], bool]
    is_final: Callable[[E], bool]
    encode_event: Callable[[E], tuple[str, dict[str, Any]]]
    decode_event: Callable[[str, dict[str, Any]], E]
    encode_command: Callable[[C], dict[str, Any]]
    decode_command: Callable[[Mapping[str, Any], int | None, int | None], C]
    redact: Callable[[E, int | None], dict[str, Any]]
    fast_fold: Callable[[Iterable[E], S | None], S] | None = None
    upcasts: Upcasts | None = None
    outcome: Callable[[S, E], AnyOutcome | None] = no_outcome
    topics: tuple[str, ...] = ()
    fold: Callable[[Iterable[E], S | None], S] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Check the prefix (a dotted stream kind), fill in the default fold and put the upcaster
        chain (if any) in front of the codec."""
        if not self.topic_prefix.endswith(".") or topic_prefix_of(self.topic_prefix) != self.topic_prefix:
            msg = f"topic_prefix must be one name and a dot, such as 'maumau.', not {self.topic_prefix!r}"
            raise ValueError(msg)
        object.__setattr__(self, "fold", self.fast_fold or evolve_fold(self.evolve, self.initial_state))
        if self.upcasts is not None:
            object.__setattr__(self, "decode_event", self.upcasts.reading(self.decode_event))
            object.__setattr__(self, "encode_event", self.upcasts.writing(self.encode_event))
        else:  # a decider made from one with a chain (``dataclasses.replace``) drops it
            object.__setattr__(self, "decode_event", raw_codec(self.decode_event))
            object.__setattr__(self, "encode_event", raw_codec(self.encode_event))

    def owns(self, topic: str) -> bool:
        """True for a topic of this game (it starts with :attr:`topic_prefix`)."""
        return topic.startswith(self.topic_prefix)

    # The event store's codec protocol (``encode`` / ``decode``): a decider is its own codec.
    def encode(self, event: E, /) -> tuple[str, dict[str, Any]]:
        """``(topic, payload)`` of an event (:attr:`encode_event`)."""
        return self.encode_event(event)

    def decode(self, topic: str, payload: dict[str, Any], /) -> E:
        """The event stored as ``(topic, payload)`` (:attr:`decode_event`)."""
        return self.decode_event(topic, payload)
