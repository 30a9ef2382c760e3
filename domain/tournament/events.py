"""The facts of a tournament: every registration, seating, result and director's action is an event.

Topics start with ``tournament.`` (the stream kind; :data:`TOPIC_PREFIX`).  Events store outcomes
decided once by :mod:`domain.tournament.decide` — the seating of a round is in
:class:`RoundSeated`, not recomputed by whoever reads it — and :mod:`domain.tournament.evolve`
applies them without deciding anything.  Every event carries ``at`` (ms since the epoch), the
time the service stamped on the command that produced it.

Secret until the end: :attr:`TournamentCreated.seed` (hex), from which every table's deal seeds
are derived.  :mod:`domain.tournament.redaction` blanks it on every outward path;
:class:`TournamentFinished` carries it again, so once the tournament is over its events say
everything.  :attr:`TournamentCreated.commitment` (``domain.shuffle.commitment(seed)``) is public
from the start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.tournament.model import Adjustment, Entrant, SeatedTable, TableResult, TournamentConfig

__all__ = [
    "EVENT_TYPES",
    "TOPIC_PREFIX",
    "EntrantApproved",
    "EntrantCheckedIn",
    "EntrantRegistered",
    "EntrantWithdrawn",
    "ProtestDecided",
    "ProtestLodged",
    "ResultCorrected",
    "ResultEntered",
    "RoundClosed",
    "RoundSeated",
    "ScoreAdjusted",
    "SubstituteSeated",
    "TableResultRecorded",
    "TournamentCreated",
    "TournamentEnded",
    "TournamentEvent",
    "TournamentFinished",
    "TournamentStarted",
]

TOPIC_PREFIX = "tournament."
"""What every tournament topic starts with: how the store and the read side tell its streams."""


@dataclass(frozen=True, slots=True)
class TournamentCreated:
    """``organiser_id`` created tournament ``tournament_id`` under ``config`` (the stream's first
    event).  ``commitment`` to the tournament ``seed`` is public; the ``seed`` (hex) is secret until
    :class:`TournamentFinished`."""

    TOPIC: ClassVar[str] = "tournament.TournamentCreated"
    tournament_id: str
    config: TournamentConfig
    organiser_id: str
    commitment: str
    seed: str
    at: int


@dataclass(frozen=True, slots=True)
class EntrantRegistered:
    """``entrant`` joined (``by``: who registered it — the player, or the organiser).
    ``pending``: registration ``approval`` — it waits for :class:`EntrantApproved` (not seated,
    not counted to start, until then)."""

    TOPIC: ClassVar[str] = "tournament.EntrantRegistered"
    entrant: Entrant
    by: str
    at: int
    pending: bool = False


@dataclass(frozen=True, slots=True)
class EntrantApproved:
    """The director (``by``) approved pending entrant ``entrant_id``."""

    TOPIC: ClassVar[str] = "tournament.EntrantApproved"
    entrant_id: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class EntrantWithdrawn:
    """Entrant ``entrant_id`` left the tournament for ``reason``; no later round seats it."""

    TOPIC: ClassVar[str] = "tournament.EntrantWithdrawn"
    entrant_id: str
    reason: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class TournamentStarted:
    """Registration closed; rounds may be seated."""

    TOPIC: ClassVar[str] = "tournament.TournamentStarted"
    at: int


@dataclass(frozen=True, slots=True)
class RoundSeated:
    """Round ``round_no`` (from 1) seated: its ``tables`` (entrants in seat order, derived table ids)
    and the entrants sitting it out (``byes``).  ``deadline`` (ms): series with a time limit — after
    it a table finishes the Mau-Mau round it plays and its match ends."""

    TOPIC: ClassVar[str] = "tournament.RoundSeated"
    round_no: int
    tables: tuple[SeatedTable, ...]
    byes: tuple[str, ...]
    deadline: int | None
    at: int
    order: tuple[str, ...] = ()
    """Under ``seating`` ``standings`` (round 2 on): the entrants by their standing when the round
    was seated, leader first — the order the tables were filled from (empty otherwise)."""

    OMIT_DEFAULTS: ClassVar[tuple[str, ...]] = ("order",)
    """Left out of the stored form while empty: rounds seated to mix keep their bytes."""


@dataclass(frozen=True, slots=True)
class SubstituteSeated:
    """Entrant ``entrant_id`` withdrew while table ``table_no`` of round ``round_no`` played: the
    ``bot`` plays its ``seat`` to the end of the match (no credit for the entrant from then on)."""

    TOPIC: ClassVar[str] = "tournament.SubstituteSeated"
    round_no: int
    table_no: int
    seat: int
    entrant_id: str
    bot: str
    at: int


@dataclass(frozen=True, slots=True)
class TableResultRecorded:
    """A table of round ``round_no`` finished its match: ``result`` (points per board and seat)."""

    TOPIC: ClassVar[str] = "tournament.TableResultRecorded"
    round_no: int
    result: TableResult
    at: int


@dataclass(frozen=True, slots=True)
class RoundClosed:
    """The last table of round ``round_no`` was recorded: its results are published, and may be
    corrected until ``at + correction_window_seconds * 1000``."""

    TOPIC: ClassVar[str] = "tournament.RoundClosed"
    round_no: int
    at: int


@dataclass(frozen=True, slots=True)
class ResultCorrected:
    """A director replaced a table's recorded result of round ``round_no`` with ``result``;
    ``previous``: the result it replaced (the audit's old value; ``None`` in events written
    before it was kept)."""

    TOPIC: ClassVar[str] = "tournament.ResultCorrected"
    round_no: int
    result: TableResult
    reason: str
    by: str
    at: int
    previous: TableResult | None = None


@dataclass(frozen=True, slots=True)
class ScoreAdjusted:
    """A director's adjustment or penalty (``adjustment`` names entrant, score, reason and who)."""

    TOPIC: ClassVar[str] = "tournament.ScoreAdjusted"
    adjustment: Adjustment
    at: int


@dataclass(frozen=True, slots=True)
class ProtestLodged:
    """``by`` protested about table ``table_no`` of round ``round_no`` (``table_version``: the table
    stream's version the protest points at, if any)."""

    TOPIC: ClassVar[str] = "tournament.ProtestLodged"
    protest_id: str
    round_no: int
    table_no: int
    table_version: int | None
    text: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class ProtestDecided:
    """A director decided protest ``protest_id``: ``decision`` ``"upheld"`` or ``"rejected"``."""

    TOPIC: ClassVar[str] = "tournament.ProtestDecided"
    protest_id: str
    decision: str
    reason: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class EntrantCheckedIn:
    """Entrant ``entrant_id`` is present (checked in by ``by``: itself or the director) under
    ``config.check_in``."""

    TOPIC: ClassVar[str] = "tournament.EntrantCheckedIn"
    entrant_id: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class ResultEntered:
    """Under ``play`` ``cards``: ``by`` entered a table's ``result`` of round ``round_no`` —
    ``entrant_id`` the table's entrant who did (its scorer, or an opponent confirming), ``None``
    for the director.  Two entrants' equal entries, or the director's, are followed by
    :class:`TableResultRecorded` in the same batch."""

    TOPIC: ClassVar[str] = "tournament.ResultEntered"
    round_no: int
    result: TableResult
    entrant_id: str | None
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class TournamentEnded:
    """The director ``by`` ended the tournament before its last round, for ``reason`` (between
    rounds; :class:`TournamentFinished` follows in the same batch)."""

    TOPIC: ClassVar[str] = "tournament.TournamentEnded"
    reason: str
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class TournamentFinished:
    """The last round closed: the tournament is over and its ``seed`` (hex) revealed (the stream's
    final event, written in the same batch as the last :class:`RoundClosed`)."""

    TOPIC: ClassVar[str] = "tournament.TournamentFinished"
    seed: str
    at: int


TournamentEvent = (
    TournamentCreated
    | EntrantRegistered
    | EntrantApproved
    | EntrantWithdrawn
    | TournamentStarted
    | RoundSeated
    | SubstituteSeated
    | TableResultRecorded
    | RoundClosed
    | ResultCorrected
    | ScoreAdjusted
    | ProtestLodged
    | ProtestDecided
    | EntrantCheckedIn
    | TournamentEnded
    | ResultEntered
    | TournamentFinished
)
"""Every tournament event."""

EVENT_TYPES: tuple[type[TournamentEvent], ...] = (
    TournamentCreated,
    EntrantRegistered,
    EntrantApproved,
    EntrantWithdrawn,
    TournamentStarted,
    RoundSeated,
    SubstituteSeated,
    TableResultRecorded,
    RoundClosed,
    ResultCorrected,
    ScoreAdjusted,
    ProtestLodged,
    ProtestDecided,
    EntrantCheckedIn,
    TournamentEnded,
    ResultEntered,
    TournamentFinished,
)
"""Every tournament event type (the codec's table of topics)."""
