"""The fold of a tournament stream: immutable values, ``evolve`` returns new ones.

The state holds the secret ``seed`` (hex) from creation on: only the service's read paths turn it
into what anyone may see (the seed only once :attr:`TournamentState.status` is ``"finished"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.tournament.model import Adjustment, Entrant, SeatedTable, TableResult, TournamentConfig

__all__ = [
    "FINISHED",
    "NONE",
    "REGISTERING",
    "RUNNING",
    "Correction",
    "Entry",
    "EntryStatus",
    "ProtestState",
    "ProtestStatus",
    "RoundState",
    "Substitute",
    "TournamentState",
    "TournamentStatus",
]


class TournamentStatus(StrEnum):
    """Where a tournament is: registering, running or finished (``none``: no tournament yet)."""

    NONE = "none"
    """No tournament yet (an empty stream)."""
    REGISTERING = "registering"
    """Created: entrants register and withdraw."""
    RUNNING = "running"
    """Started: rounds are seated, played, recorded and closed."""
    FINISHED = "finished"
    """The last round closed; the seed is revealed (corrections within its window may still follow)."""


NONE = TournamentStatus.NONE
REGISTERING = TournamentStatus.REGISTERING
RUNNING = TournamentStatus.RUNNING
FINISHED = TournamentStatus.FINISHED


class ProtestStatus(StrEnum):
    """Whether a protest waits for the director's decision (open) or has it (decided)."""

    OPEN = "open"
    DECIDED = "decided"


@dataclass(frozen=True, slots=True)
class Substitute:
    """A bot (``bot``) that took over ``seat`` of table ``table_no`` after ``entrant_id`` withdrew."""

    table_no: int
    seat: int
    entrant_id: str
    bot: str


@dataclass(frozen=True, slots=True)
class Entry:
    """A result entered for table ``table_no`` (``play`` ``cards``): by entrant ``entrant_id`` of
    the table (``None``: the director), identity ``by``, at ``at``."""

    table_no: int
    result: TableResult
    entrant_id: str | None
    by: str
    at: int


@dataclass(frozen=True, slots=True)
class Correction:
    """The director corrected table ``table_no``'s result (``reason``, ``by``, ``at``): kept so
    that paper and pages can mark a corrected result as such."""

    table_no: int
    reason: str
    by: str
    at: int


class EntryStatus(StrEnum):
    """Where a real-cards table's result stands: nothing entered, one result entered (waiting
    for an opponent's confirmation), entries that disagree (the director decides), recorded."""

    NONE = "none"
    ENTERED = "entered"
    CONFLICT = "conflict"
    RECORDED = "recorded"


@dataclass(frozen=True, slots=True)
class RoundState:
    """One seated round: its tables, byes, deadline (ms or ``None``), when it was seated, the result
    of each table (``None``: still playing; in table order), when it closed (``None``: open) and
    the bots that took over seats of withdrawn entrants; ``corrections``: the director's
    corrections of its results, in order."""

    round_no: int
    tables: tuple[SeatedTable, ...]
    byes: tuple[str, ...]
    deadline: int | None
    seated_at: int
    results: tuple[TableResult | None, ...]
    closed_at: int | None = None
    substitutes: tuple[Substitute, ...] = ()
    entries: tuple[Entry, ...] = ()
    """Results entered at real-cards tables, each entrant's latest per table (in entry order)."""
    order: tuple[str, ...] = ()
    """Seated by the standings: the entrants by their standing then, leader first."""
    corrections: tuple[Correction, ...] = ()

    def entries_of(self, table_no: int) -> tuple[Entry, ...]:
        """The entries for table ``table_no`` (each entrant's latest)."""
        return tuple(e for e in self.entries if e.table_no == table_no)

    def entry_status(self, table_no: int) -> EntryStatus:
        """Where table ``table_no``'s result stands (:class:`EntryStatus`)."""
        if 1 <= table_no <= len(self.results) and self.results[table_no - 1] is not None:
            return EntryStatus.RECORDED
        distinct = {(e.result.points, e.result.winners, e.result.forfeited) for e in self.entries_of(table_no)}
        if not distinct:
            return EntryStatus.NONE
        return EntryStatus.ENTERED if len(distinct) == 1 else EntryStatus.CONFLICT

    @property
    def corrected(self) -> frozenset[int]:
        """The numbers of the tables whose result the director corrected."""
        return frozenset(c.table_no for c in self.corrections)

    @property
    def closed(self) -> bool:
        """Every table's result is recorded and published."""
        return self.closed_at is not None

    def table(self, table_no: int) -> SeatedTable | None:
        """Table ``table_no`` of this round, or ``None``."""
        if 1 <= table_no <= len(self.tables):
            return self.tables[table_no - 1]
        return None

    def table_of(self, entrant_id: str) -> tuple[int, int] | None:
        """``(table_no, seat)`` where ``entrant_id`` sits this round, or ``None`` (a bye)."""
        for table in self.tables:
            if entrant_id in table.entrants:
                return table.table_no, table.entrants.index(entrant_id)
        return None


@dataclass(frozen=True, slots=True)
class ProtestState:
    """A protest and, once decided, its ``decision`` (``"upheld"``/``"rejected"``) and reason."""

    protest_id: str
    round_no: int
    table_no: int
    table_version: int | None
    text: str
    by: str
    at: int
    decision: str | None = None
    decision_reason: str = ""
    decided_by: str = ""
    decided_at: int | None = None


@dataclass(frozen=True, slots=True)
class TournamentState:
    """A tournament: its configuration, organiser, commitment and (secret) seed, status, entrants
    in registration order (withdrawn ones stay, listed in ``withdrawn``; those waiting for the
    director's approval are listed in ``pending``), the seated rounds, the directors'
    adjustments and the protests; ``version``: events folded."""

    version: int = 0
    tournament_id: str = ""
    config: TournamentConfig | None = None
    organiser_id: str = ""
    commitment: str = ""
    seed: str = ""
    status: TournamentStatus = TournamentStatus.NONE
    created_at: int | None = None
    started_at: int | None = None
    finished_at: int | None = None
    entrants: tuple[Entrant, ...] = ()
    withdrawn: frozenset[str] = frozenset()
    pending: frozenset[str] = frozenset()
    rounds: tuple[RoundState, ...] = ()
    adjustments: tuple[Adjustment, ...] = ()
    protests: tuple[ProtestState, ...] = ()
    checked_in: frozenset[str] = frozenset()
    """Entrants that checked in (``config.check_in``)."""
    late_entries: tuple[tuple[str, int], ...] = ()
    """Each late entrant (registered after the start) and the first round it can be seated in."""
    ended_early: str | None = None
    """The director's reason when the tournament was ended before its last round."""

    def entrant(self, entrant_id: str) -> Entrant | None:
        """The entrant with that id, or ``None``."""
        for entrant in self.entrants:
            if entrant.entrant_id == entrant_id:
                return entrant
        return None

    @property
    def active(self) -> tuple[Entrant, ...]:
        """The entrants neither withdrawn nor pending, in registration order (the ones seated)."""
        return tuple(
            e for e in self.entrants if e.entrant_id not in self.withdrawn and e.entrant_id not in self.pending
        )

    @property
    def admitted(self) -> tuple[Entrant, ...]:
        """The entrants the standings list: every one but those still pending (withdrawn ones
        stay listed, flagged)."""
        return tuple(e for e in self.entrants if e.entrant_id not in self.pending)

    @property
    def holding_places(self) -> int:
        """Entrants that take one of the tournament's places: not withdrawn (pending ones do)."""
        return sum(1 for e in self.entrants if e.entrant_id not in self.withdrawn)

    @property
    def current_round(self) -> RoundState | None:
        """The last seated round, or ``None``."""
        return self.rounds[-1] if self.rounds else None

    def round(self, round_no: int) -> RoundState | None:
        """Round ``round_no`` (from 1), or ``None`` when not seated."""
        if 1 <= round_no <= len(self.rounds):
            return self.rounds[round_no - 1]
        return None

    def seated_table(self, round_no: int, table_no: int) -> tuple[TournamentConfig, SeatedTable]:
        """The configuration and table ``table_no`` of seated round ``round_no`` (what a table's
        step acts on); ``LookupError`` when there is no such table."""
        seated = self.round(round_no)
        table = seated.table(table_no) if seated is not None else None
        if self.config is None or table is None:
            raise LookupError(f"no table {table_no} in round {round_no}")
        return self.config, table

    def first_round(self, entrant_id: str) -> int:
        """The first round ``entrant_id`` could be seated in: 1, or the round after the start at
        which it entered late."""
        for entrant, round_no in self.late_entries:
            if entrant == entrant_id:
                return round_no
        return 1

    def protest(self, protest_id: str) -> ProtestState | None:
        """The protest with that id, or ``None``."""
        for protest in self.protests:
            if protest.protest_id == protest_id:
                return protest
        return None
