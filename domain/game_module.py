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

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, TypeVar

from domain.decider import Decider

__all__ = [
    "GameModule",
    "HostCommand",
    "Occupant",
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
