"""A game as one registered value: its decider, who may sit at its tables, and its host commands.

:class:`GameModule` stands beside :class:`~domain.decider.Decider`: the decider says what a move
does to a stream, the module says what the table platform (``infrastructure.services.platform``)
needs to serve the game without knowing it — how many seats a table may have, which bots the host
may seat and under which name a game records an occupant, while when a seat belongs to whoever
started in it, and the commands a host (or the system) issues, each a small pure function of the
table's facts and the state.  ``infrastructure.services.bootstrap`` registers one module per game
(``GAMES``); see ``docs/architecture.md``.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, TypeVar

from domain.decider import Decider

__all__ = [
    "Bot",
    "GameModule",
    "HostCommand",
    "Occupant",
    "Play",
    "Results",
    "ScoreLine",
    "SeatKind",
    "SeatPolicy",
    "TableFacts",
    "TableNotReady",
]

S = TypeVar("S")
C = TypeVar("C")
E = TypeVar("E")


class SeatKind(StrEnum):
    """Who occupies a seat: a person (an identity) or a bot driven by the service."""

    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True, slots=True)
class Occupant:
    """A seat's occupant as a host command sees it: ``name`` is what the game records it under
    (a handle, ``bot:<name>``, a ledger name), ``player_id`` the identity's id the game keys
    results on (``None``: a bot, or an identity whose results are not kept), ``bot`` the bot's
    name (``None``: a person)."""

    seat: int
    kind: SeatKind
    name: str
    player_id: str | None = None
    bot: str | None = None


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What the platform knows of a table when a host or system command runs.

    ``setup`` is the game's own table set-up (Mau-Mau: its rules snapshot, table seed, deck and
    settings; Punto Banco: its rules); ``occupants`` one entry per seat (``None``: empty);
    ``args`` the command's own JSON-ready arguments (they make its idempotency fingerprint);
    ``at`` the service clock (ms); ``fresh_seed()`` 32 fresh random bytes, asked only by a
    command that needs them (so an injected seed sequence stays where it was)."""

    table_id: str
    setup: Any
    occupants: tuple[Occupant | None, ...] = ()
    args: Mapping[str, Any] = field(default_factory=dict)
    at: int | None = None
    fresh_seed: Callable[[], bytes] = field(default=lambda: b"", repr=False, compare=False)

    @property
    def empty_seats(self) -> list[int]:
        """The numbers of the seats nobody occupies."""
        return [i for i, o in enumerate(self.occupants) if o is None]


class TableNotReady(Exception):
    """A host command cannot run with the table as it is (e.g. an empty seat): the platform
    answers 409 naming ``rule``; nothing is stored."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


@dataclass(frozen=True, slots=True)
class HostCommand(Generic[S, E]):
    """One host or system command: ``kind`` is its wire type (``{"type": kind, **args}`` is the
    fingerprint a keyed retry must match), ``decide(facts, state)`` its events."""

    kind: str
    decide: Callable[[TableFacts, S], list[E]]


def _nobody_owns(_state: Any) -> tuple[str | None, ...] | None:
    """Seats belong to nobody but their occupant: anyone may take a free seat at any time."""
    return None


@dataclass(frozen=True, slots=True)
class SeatPolicy(Generic[S]):
    """Who may sit at a game's tables.

    * ``seat_counts`` — the fewest and the most seats a table of the game may have;
    * ``bots`` — the names of the bots the host may seat (``bot_field`` names them in errors);
    * ``owners(state)`` — while seats belong to whoever started in them (a match runs), per seat
      the name that owns it (``None`` in the tuple: a seat nobody may take); ``None``: no match
      runs, free seats are free to take;
    * ``ledger_name(kind, name, seat)`` — the name stored with an occupancy for a game that
      records occupants by name (Punto Banco's chips ledger), from the identity's handle or the
      bot's name; ``None``: the game records none (Mau-Mau names its players when a match starts).
    """

    seat_counts: tuple[int, int]
    bots: tuple[str, ...] = ()
    bot_field: str = "bot"
    owners: Callable[[S], tuple[str | None, ...] | None] = _nobody_owns
    ledger_name: Callable[[SeatKind, str, int], str] | None = None


Bot = Callable[[Mapping[str, Any], Sequence[Any], Any], Any]
"""A bot: from its seat's view (``Play.view(state, seat)``), the commands it may send now
(``Play.legal_commands(state, seat)``, never empty when it is asked) and a ``random.Random``
(the platform's, seeded per table, version and seat), the command it
sends.  It sees nothing else, so it cannot see another seat's hand."""


@dataclass(frozen=True, slots=True)
class Play(Generic[S, C]):
    """How seats play a game, as far as the platform must know to drive it without knowing it:
    bots at any table, the turn clock, the lab's ``simulate``, the web table, the property tests.

    * ``to_act(state)`` — the seats whose command is awaited now, in the order they are asked
      (usually one: the seat to move); empty between rounds and at the end;
    * ``legal_commands(state, seat)`` — every command ``seat`` may send now (each one ``decide``
      accepts; any other is refused naming a rule); empty when it may send none;
    * ``view(state, viewer)`` — the JSON-ready picture of the table as ``viewer`` (a seat;
      ``None``: an observer) may see it, in the platform's table shape (``docs/architecture.md``,
      "The table view"): ``phase``, ``to_act``, ``seats`` (public facts per seat, hand sizes),
      ``hand`` (the viewer's own cards, ``None`` for an observer), ``piles``, ``info``;
    * ``bots`` — the bots by name (:data:`Bot`); the first is the default;
    * ``timeout_command(state, seat)`` — what ``seat`` does when its turn time runs out (a pass, a
      draw, the weakest legal move); ``None``: nothing (its turn stays);
    * ``start`` — the host command that deals a game (a round) at a table whose seats are taken;
    * ``next_round`` — the host command that deals the next round when ``awaiting_round(state)``
      (the platform issues it at a table of bots and in the lab); ``None``: one round is the game.
    """

    to_act: Callable[[S], tuple[int, ...]]
    legal_commands: Callable[[S, int], list[C]]
    view: Callable[[S, int | None], dict[str, Any]]
    bots: Mapping[str, Bot]
    timeout_command: Callable[[S, int], C | None]
    start: str = "start"
    next_round: str | None = None
    awaiting_round: Callable[[S], bool] = lambda _state: False


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One round's line on a table's score sheet: per seat its ``points`` as the game counts them
    (Schwimmen: lives left; Präsident: the round's rank points) and its ``places`` in the round
    (1 = best, ties share), and a short ``note`` (a rule's name: ``"knock"``, ``"feuer"``)."""

    round: int
    points: tuple[float, ...]
    places: tuple[int, ...]
    note: str = ""


@dataclass(frozen=True, slots=True)
class Results(Generic[E]):
    """What the read side and the tournaments take from a game's events, each a pure function of
    one event (``None``: the event says nothing of it), so a follower handles only its events:

    * ``players(event)`` — the seats' player names, from the event that starts the game (the
      platform passes them in ``TableFacts.occupants``; a game records them there);
    * ``score_line(event)`` — the round's :class:`ScoreLine`, from the event that scores a round;
    * ``final_places(event)`` — each seat's place in the whole game (1 = best, ties share), from
      the event that ends it: the score sheet's last line, the leaderboard's input and how a
      tournament ranks a table's result.
    """

    players: Callable[[E], tuple[str, ...] | None]
    score_line: Callable[[E], ScoreLine | None]
    final_places: Callable[[E], tuple[int, ...] | None]


@dataclass(frozen=True, slots=True)
class GameModule(Generic[S, C, E]):
    """One game as the platform serves it: the decider, the seat policy, the host commands by
    name.  ``name`` is the decider's (stored with every seat of the game's tables)."""

    decider: Decider[S, C, E]
    seats: SeatPolicy[S]
    host_commands: Mapping[str, HostCommand[S, E]] = field(default_factory=dict)
    table_setup: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None
    """How the platform's own tables read a table's set-up from the opening request's ``setup``
    object (JSON-ready; a ``ValueError`` whose text starts with the bad field refuses it): a game
    that gives it is served whole by the platform (tables, seats, commands, streams, replay under
    ``/v1/games/<name>/``).  ``None``: the game keeps table rows of its own (Mau-Mau's rulesets,
    Punto Banco's rules) and its own routes."""
    play: Play[S, C] | None = None
    """How seats play (bots, clock, lab, web table); ``None``: the game drives its own."""
    results: Results[E] | None = None
    """What the score sheets, leaderboards and tournaments read from its events; ``None``: none."""
    verify: Callable[[Sequence[E]], dict[str, Any]] | None = None
    """The verification of a finished stream's shuffles against their commitments:
    ``{"ok": bool, "checks": [{"check": name, "ok": bool, "detail": str}, ...]}``."""

    @property
    def name(self) -> str:
        """The game's short stable name (its decider's)."""
        return self.decider.name

    def host_command(self, name: str) -> HostCommand[S, E]:
        """The host command registered as ``name`` (``KeyError`` names the ones there are)."""
        try:
            return self.host_commands[name]
        except KeyError:
            raise KeyError(
                f"{self.name} has no host command {name!r}; known: {', '.join(self.host_commands)}"
            ) from None
