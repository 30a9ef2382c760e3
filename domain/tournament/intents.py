"""What a tournament's durable reactions ask of its tables, as typed commands.

A reaction (``infrastructure.services.tournament_reactions``) decides on an event what is to be
done to one table of a round — open it, end it at the deadline, hand a seat to a bot, reveal its
deals, record its result, end its match — and the runner performs it later, perhaps in another
process after a restart: so the intent is stored (``maumau_reaction_timers.payload``, or carried
by the runner) in its wire form and read back.  The wire form is the tournament codec's
(:func:`domain.tournament.codec.intent_to_dict` / :func:`~domain.tournament.codec.intent_from_dict`):
``{"op": "<name>", "round": n, "table": n, ...}``, the form these payloads have always had, so
stored ones still load.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

__all__ = [
    "INTENT_TYPES",
    "Advance",
    "DealNext",
    "EndMatch",
    "OpenTable",
    "RecordResult",
    "RevealDeals",
    "SeatSubstitute",
    "TableDeadline",
    "TableIntent",
    "TableOp",
]


class TableOp(StrEnum):
    """The ``op`` of an intent's wire form."""

    OPEN = "open"
    DEADLINE = "deadline"
    SUBSTITUTE = "substitute"
    REVEAL = "reveal"
    RECORD = "record"
    END = "end"
    DEAL = "deal"
    ADVANCE = "advance"


@dataclass(frozen=True, slots=True)
class OpenTable:
    """Create, link, seat and start table ``table_no`` of round ``round_no``."""

    OP: ClassVar[TableOp] = TableOp.OPEN
    round_no: int
    table_no: int


@dataclass(frozen=True, slots=True)
class TableDeadline:
    """The round's time limit passed: a table between boards ends its match."""

    OP: ClassVar[TableOp] = TableOp.DEADLINE
    round_no: int
    table_no: int


@dataclass(frozen=True, slots=True)
class SeatSubstitute:
    """A withdrawn entrant's ``seat`` goes to ``bot``."""

    OP: ClassVar[TableOp] = TableOp.SUBSTITUTE
    round_no: int
    table_no: int
    seat: int
    bot: str


@dataclass(frozen=True, slots=True)
class RevealDeals:
    """A closed duplicate round: the table's deals are revealed."""

    OP: ClassVar[TableOp] = TableOp.REVEAL
    round_no: int
    table_no: int


@dataclass(frozen=True, slots=True)
class RecordResult:
    """The table's match finished at stream ``version``: its result is recorded in the tournament."""

    OP: ClassVar[TableOp] = TableOp.RECORD
    round_no: int
    table_no: int
    version: int


@dataclass(frozen=True, slots=True)
class EndMatch:
    """A board was won after the round's deadline: the table's match ends between boards."""

    OP: ClassVar[TableOp] = TableOp.END
    round_no: int
    table_no: int


@dataclass(frozen=True, slots=True)
class DealNext:
    """A game's table is between its rounds at stream ``version``: its next round is dealt (the
    host's part at a tournament table of another game than Mau-Mau)."""

    OP: ClassVar[TableOp] = TableOp.DEAL
    round_no: int
    table_no: int
    version: int


@dataclass(frozen=True, slots=True)
class Advance:
    """The schedule's step: round ``round_no`` is due (``starts_at`` or ``auto_advance_seconds``):
    the tournament is started if it is still registering (round 1) and the round seated, unless
    the director did either first (``table_no`` is 0: no table)."""

    OP: ClassVar[TableOp] = TableOp.ADVANCE
    round_no: int
    table_no: int = 0


TableIntent = OpenTable | TableDeadline | SeatSubstitute | RevealDeals | RecordResult | EndMatch | DealNext | Advance
"""Every intent a tournament reaction issues."""

INTENT_TYPES: tuple[type[TableIntent], ...] = (
    OpenTable,
    TableDeadline,
    SeatSubstitute,
    RevealDeals,
    RecordResult,
    EndMatch,
    DealNext,
    Advance,
)
"""Every intent type (one per :class:`TableOp`)."""
