"""What can be asked of a tournament.  Commands are requests; :func:`domain.tournament.decide.decide`
turns each into events or refuses it with a :class:`domain.errors.RuleViolation` naming the rule.

Everything the rules need from outside arrives inside the command: the tournament seed (drawn by
the service at creation), the time (``at``, ms, stamped by the service), who acts (``by``: the
acting identity's id, checked by the service — the decider trusts it).  Who may send which
command (organiser, director, the entrant itself, the tables' reactions) is the service's
business; the decider checks the tournament's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.tournament.model import Adjustment, Entrant, TableResult, TournamentConfig

__all__ = [
    "AdjustScore",
    "ApproveEntrant",
    "CheckIn",
    "ConfirmResult",
    "CorrectResult",
    "CreateTournament",
    "DecideProtest",
    "EndEarly",
    "EnterResult",
    "LodgeProtest",
    "RecordTableResult",
    "Register",
    "SeatRound",
    "Start",
    "TournamentCommand",
    "Withdraw",
]


@dataclass(frozen=True, slots=True)
class CreateTournament:
    """Create the tournament under ``config`` for ``organiser_id``; ``seed`` (32 bytes) is drawn by
    the service and stays secret until the tournament is finished."""

    tournament_id: str
    config: TournamentConfig
    organiser_id: str
    seed: bytes
    at: int


@dataclass(frozen=True, slots=True)
class Register:
    """Register ``entrant`` (``by``: the player itself or the organiser).  ``director``: the
    service found ``by`` directs the tournament (the registration setting binds only those who
    register themselves); ``invite``: the invite code the registrant gave, if any."""

    entrant: Entrant
    by: str
    at: int
    invite: str | None = None
    director: bool = False


@dataclass(frozen=True, slots=True)
class ApproveEntrant:
    """The director approves pending entrant ``entrant_id`` (registration ``approval``)."""

    entrant_id: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Withdraw entrant ``entrant_id`` for ``reason`` (a bot takes over a seat it is playing)."""

    entrant_id: str
    reason: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class CheckIn:
    """Check entrant ``entrant_id`` in (``by``: itself, or the director — ``director``: the service
    found ``by`` directs the tournament, who may still check someone in after the deadline)."""

    entrant_id: str
    by: str
    at: int
    director: bool = False


@dataclass(frozen=True, slots=True)
class EnterResult:
    """Under ``play`` ``cards``: enter table ``result.table_no``'s result of round ``round_no``, as
    its entrant ``entrant_id`` (the scorer, or an opponent entering the same to confirm it) or,
    with ``entrant_id`` ``None``, as the director (whose entry is recorded at once)."""

    round_no: int
    result: TableResult
    entrant_id: str | None
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class ConfirmResult:
    """Under ``play`` ``cards``: entrant ``entrant_id`` of table ``table_no`` confirms the result
    another entrant of the table entered."""

    round_no: int
    table_no: int
    entrant_id: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class EndEarly:
    """The director ``by`` ends the tournament now, between rounds, for ``reason``."""

    reason: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class Start:
    """Close the registration and start the tournament."""

    at: int


@dataclass(frozen=True, slots=True)
class SeatRound:
    """Seat the next round (the previous one must be closed)."""

    at: int


@dataclass(frozen=True, slots=True)
class RecordTableResult:
    """Record the result of a table of round ``round_no`` (sent by the tables' reaction when the
    table's match finished; a second delivery records nothing)."""

    round_no: int
    result: TableResult
    at: int


@dataclass(frozen=True, slots=True)
class CorrectResult:
    """Replace a recorded result of round ``round_no`` (director, within the correction window)."""

    round_no: int
    result: TableResult
    reason: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class AdjustScore:
    """Add a director's adjustment or penalty to an entrant's score."""

    adjustment: Adjustment
    at: int


@dataclass(frozen=True, slots=True)
class LodgeProtest:
    """Protest about table ``table_no`` of round ``round_no`` (``table_version``: the table stream's
    version the protest points at, if any).  ``by`` is the protester's identity id;
    ``director``: the service found it directs the tournament (else it must be an entrant
    seated at that table, within the protest limits)."""

    protest_id: str
    round_no: int
    table_no: int
    table_version: int | None
    text: str
    by: str
    at: int
    director: bool = False


@dataclass(frozen=True, slots=True)
class DecideProtest:
    """Decide protest ``protest_id``: ``decision`` ``"upheld"`` or ``"rejected"`` (director)."""

    protest_id: str
    decision: str
    reason: str
    by: str
    at: int


TournamentCommand = (
    CreateTournament
    | Register
    | ApproveEntrant
    | Withdraw
    | Start
    | SeatRound
    | RecordTableResult
    | CorrectResult
    | AdjustScore
    | LodgeProtest
    | DecideProtest
    | CheckIn
    | EndEarly
    | EnterResult
    | ConfirmResult
)
"""Every tournament command."""
