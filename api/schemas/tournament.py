"""Request and response models of ``/v1/tournaments`` (:mod:`api.http.routes.tournaments`).

Requests are bounded here (every text, list and number), with unknown fields refused, so a bad
body is a 422 naming its field before anything runs; the tournament's *rules* (how many rounds,
which scorings, the correction window's range, too few players …) are the decider's, refused
with the rule's name by the service.  Responses document every answer in the OpenAPI document
(``tests/api/test_openapi_typed.py``): a tournament's summary, a round's seating with table ids
and results, the standings (the domain's ``compute_standings`` rows, read from the read model),
the audit trail, the verification of the revealed seed.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from api.schemas.games import JsonObject
from api.schemas.vocabulary import (
    FormatIn,
    ListedStatus,
    PlayModeIn,
    ProtestDecisionIn,
    RegistrationIn,
    ScoringIn,
    SeatingModeIn,
    TieBreakIn,
    described,
)
from api.schemas.wire import RulesOut
from api.schemas.wire_models import model_of, wire_type
from domain.tournament.model import MAUMAU, Entrant, EntrantKind, PlayMode, Registration, SeatingMode, TournamentConfig
from domain.tournament.standings import StandingRow

__all__ = [
    "ActionOut",
    "AdjustIn",
    "AdjustmentOut",
    "AuditOut",
    "AuditRowOut",
    "ByeOut",
    "CardBoardOut",
    "CardRoundOut",
    "ConfigOut",
    "CorrectIn",
    "DecideProtestIn",
    "EntrantIn",
    "EntrantOut",
    "EntryIn",
    "EntryOut",
    "EventBriefOut",
    "InviteOut",
    "OpponentOut",
    "ProtestCountsOut",
    "ProtestIn",
    "ProtestOut",
    "ProtestPageOut",
    "ReasonIn",
    "RoundBriefOut",
    "RoundOut",
    "ScheduledStepOut",
    "ScoreCardOut",
    "SeatOut",
    "StandingRowOut",
    "StandingsOut",
    "SummaryOut",
    "TableCheckOut",
    "TableOut",
    "TableResultOut",
    "TournamentCreateIn",
    "TournamentListOut",
    "TournamentRowOut",
    "TravellerLineOut",
    "TravellerOut",
    "TravellerSeatOut",
    "TravellersOut",
    "VerifyOut",
]

_IN = ConfigDict(extra="forbid", strict=True)
"""Unknown fields are refused, and so is every value of the wrong JSON type: no ``true`` taken
for 1 nor ``"3"`` for 3 (strict mode; a whole number is still a valid decimal)."""
_OPEN = ConfigDict()
"""Answers derived from the domain's values ignore a key their model lacks, as the hand-written
answers here do."""
Reason = Field(min_length=1, max_length=500, description="why (required; shown in the audit trail)")
MAX_ROUND = 1000
"""No round or table number of a request is larger (the tournament's own bounds are the decider's)."""


# ---------------------------------------------------------------- requests


class TournamentCreateIn(BaseModel):
    """A new tournament.  Fields left out take the defaults of the tournament's model (a
    duplicate event scores matchpoints and needs two full tables by default)."""

    model_config = _IN
    name: str = Field(min_length=1, max_length=200, examples=["Friday series"])
    format: FormatIn = Field(description="series: seated afresh each round; duplicate: same boards")
    ruleset: str | None = Field(
        default=None, min_length=1, max_length=64, description="Mau-Mau: a preset's name or a saved id (MM-001)"
    )
    game: str | None = Field(
        default=None, min_length=1, max_length=32, description="the registered game every table plays (maumau)"
    )
    setup: JsonObject | None = Field(
        default=None, description="another game than Mau-Mau: its table set-up, as a table of the game is opened with"
    )
    rounds: int = Field(ge=0, le=MAX_ROUND, description="tournament rounds (the decider allows 1-30)")
    boards: int = Field(
        ge=0, le=MAX_ROUND, description="Mau-Mau rounds per table per tournament round (1-20); another game: 1"
    )
    table_size: int | None = Field(default=None, ge=0, le=20, description="preferred seats per table (3-5)")
    scoring: ScoringIn | None = None
    tie_breaks: list[TieBreakIn] | None = Field(
        default=None, max_length=8, description="applied in this order after the primary score"
    )
    time_limit_seconds: int | None = Field(default=None, ge=0, le=10**6, description="series only: 60-86400")
    turn_seconds: int | None = Field(
        default=None,
        ge=0,
        le=10**6,
        strict=True,
        description="every table's time per turn, 5-3600 (default 60); null: no clock",
    )
    bank_seconds: int | None = Field(
        default=None, ge=0, le=10**6, strict=True, description="bank per seat and board, 0-7200"
    )
    max_timeouts: int | None = Field(
        default=None, ge=0, le=10**6, strict=True, description="timeouts that forfeit, 1-20 (3)"
    )
    auto_deal_seconds: int | None = Field(
        default=None, ge=0, le=10**6, strict=True, description="pause between boards, 0-600 (default: the service's)"
    )
    correction_window_seconds: int | None = Field(default=None, ge=0, le=10**6, description="0-86400 (default 1800)")
    min_players: int | None = Field(default=None, ge=0, le=10_000)
    bot_substitute: str | None = Field(default=None, min_length=1, max_length=32, description="bot for withdrawals")
    shared_ranks: bool | None = Field(
        default=None, description="entrants equal on the score and every tie-break but the lot share a rank (3=)"
    )
    registration: RegistrationIn | None = Field(
        default=None,
        description="who may register themselves: anyone (open, the default), accounts only, with the invite "
        "code, or pending the director's approval",
    )
    check_in: bool | None = Field(
        default=None, description="entrants check in before the start; whoever has not is withdrawn at the start"
    )
    check_in_deadline: int | None = Field(
        default=None, ge=0, strict=True, description="with check_in: entrants check themselves in until then (ms)"
    )
    late_entry_until: int | None = Field(
        default=None, ge=0, le=MAX_ROUND, strict=True, description="registration stays open until this round is seated"
    )
    starts_at: int | None = Field(
        default=None, ge=0, strict=True, description="the service starts it and seats round 1 then (ms)"
    )
    auto_advance_seconds: int | None = Field(
        default=None,
        ge=0,
        le=10**6,
        strict=True,
        description="the service seats the next round this long after a round closed, 0-3600",
    )
    seating: SeatingModeIn | None = Field(
        default=None, description="mix (default): meet many opponents; standings: round 2 on, the leaders together"
    )
    play: PlayModeIn | None = Field(
        default=None, description="online (default): the service's tables; cards: real cards, results entered"
    )

    def fields(self) -> dict[str, Any]:
        """The body for the service: fields left out are absent (their defaults apply), except a
        ``turn_seconds`` sent as ``null``, which turns the tables' clock off."""
        out = self.model_dump(exclude_none=True)
        if "turn_seconds" in self.model_fields_set and self.turn_seconds is None:
            out["turn_seconds"] = None
        return out


class EntrantIn(BaseModel):
    """Register: ``{}`` registers yourself; the organiser may register a player (``player``: a
    handle or an identity id) or a bot (``bot``: its name)."""

    model_config = _IN
    player: str | None = Field(default=None, min_length=1, max_length=64, description="a handle or identity id")
    bot: str | None = Field(default=None, min_length=1, max_length=32, description="a bot's name (organiser only)")
    fixed_table: int | None = Field(default=None, ge=1, le=MAX_ROUND, description="always seated at this table")
    invite: str | None = Field(
        default=None, min_length=1, max_length=64, description="registration invite: the tournament's invite code"
    )


class ReasonIn(BaseModel):
    """An action that needs a reason (a withdrawal)."""

    model_config = _IN
    reason: str = Reason


class AdjustIn(BaseModel):
    """A director's score adjustment or penalty, in the tournament's primary score."""

    model_config = _IN
    entrant_id: str = Field(min_length=1, max_length=64)
    score: float = Field(ge=-1_000_000, le=1_000_000, description="added to the score (the decider allows |1000|)")
    reason: str = Reason
    round_no: int = Field(default=0, ge=0, le=MAX_ROUND, description="0: the whole event")


class CorrectIn(BaseModel):
    """A director's correction of a table's recorded result (within the correction window)."""

    model_config = _IN
    round_no: int = Field(ge=1, le=MAX_ROUND)
    table_no: int = Field(ge=1, le=MAX_ROUND)
    points: list[list[int]] = Field(max_length=20, description="per board, each seat's points")
    winners: list[int] = Field(max_length=20, description="per board, the winning seat")
    forfeited: list[int] = Field(default_factory=list, max_length=5, description="seats that forfeited")
    reason: str = Reason


class ProtestIn(BaseModel):
    """A protest about one table of a round (an entrant of the tournament or a director)."""

    model_config = _IN
    round_no: int = Field(ge=1, le=MAX_ROUND)
    table_no: int = Field(ge=1, le=MAX_ROUND)
    table_version: int | None = Field(default=None, ge=1, le=10**9, description="the table's version in question")
    text: str = Field(min_length=1, max_length=2000)


class DecideProtestIn(BaseModel):
    """A director's decision on a protest."""

    model_config = _IN
    decision: ProtestDecisionIn
    reason: str = Reason


# ---------------------------------------------------------------- answers


def _config_field(name: str, hint: Any, where: str) -> Any:
    """A setting's wire type: the ruleset as :data:`RulesOut` (another game's set-up: its
    object as the game's module reads it), the rest by its hint."""
    return RulesOut | JsonObject if name == "ruleset" else wire_type(hint, where)


ConfigOut = model_of(
    TournamentConfig,
    name="ConfigOut",
    field_type=_config_field,
    config=_OPEN,
    doc="What the organiser fixed (``ruleset``: the rules every table plays, ``max_rounds`` = boards).",
    skip=("name", "format"),
    specs={
        "turn_seconds": Field(description="every table's time per turn; null: no clock"),
        "auto_deal_seconds": Field(description="pause between boards; null: the service's default"),
        "registration": Field(description=described(Registration)),
        "game": Field(default=MAUMAU, description="the registered game every table plays"),
        "seat_counts": Field(default=None, description="another game's fewest and most seats; null: Mau-Mau's"),
        "bots": Field(default=[], description="another game's bots; empty: Mau-Mau's"),
        "shared_ranks": Field(default=False, description="entrants equal on all but the lot share a rank"),
        "check_in": Field(default=False, description="entrants check in before the start"),
        "check_in_deadline": Field(default=None, description="entrants check themselves in until then (ms)"),
        "late_entry_until": Field(default=0, description="registration stays open until this round is seated"),
        "starts_at": Field(default=None, description="when the service starts it by itself (ms)"),
        "auto_advance_seconds": Field(default=None, description="the next round is seated this long after one closed"),
        "play": Field(default="online", description=described(PlayMode)),
        "seating": Field(default="mix", description=described(SeatingMode)),
    },
)
"""A tournament's settings (:class:`domain.tournament.model.TournamentConfig` but its name and
format, which the summary carries)."""

EntrantOut = model_of(
    Entrant,
    name="EntrantOut",
    config=_OPEN,
    doc="One entrant.",
    specs={"kind": Field(description=described(EntrantKind))},
    trailing={
        "withdrawn": (bool, ...),
        "pending": (bool, Field(description="registration approval: waiting for the director (not seated)")),
        "checked_in": (bool, Field(default=False, description="check-in: the entrant is present")),
    },
)
"""An entrant (:class:`domain.tournament.model.Entrant`) and where it stands."""


Ms = Field(description="ms since the epoch (UTC)")


class RoundBriefOut(BaseModel):
    """A seated round in a summary (times in ms since the epoch)."""

    round_no: int
    seated_at: int
    deadline: int | None = Field(description="series with a time limit: tables end their match after it (ms)")
    tables: int
    recorded: int = Field(description="tables whose result is recorded")
    closed_at: int | None = Field(description="when the last result came in and the results were published (ms)")
    corrections_until: int | None = Field(description="results may be corrected until then (ms)")


class ProtestOut(BaseModel):
    """A protest and its decision (``referee_view``: the table's referee view to judge it by)."""

    protest_id: str
    round_no: int
    table_no: int
    table_id: str | None
    table_version: int | None
    text: str
    by: str
    at: int = Ms
    decision: str | None
    decision_reason: str
    decided_by: str
    referee_view: str | None = Field(description="the table's referee view (add ?seat=N&version=V)")


class ProtestCountsOut(BaseModel):
    """How many protests a tournament has (the protests themselves: ``GET .../protests``)."""

    total: int
    open: int = Field(description="not decided yet (open protests keep the standings from being final)")


class ProtestPageOut(BaseModel):
    """One page of a tournament's protests, in the order they were lodged."""

    tournament_id: str
    protests: list[ProtestOut]
    next_cursor: int | None = Field(description="the cursor of the next page, or null on the last")
    version: int = Field(description="the tournament stream's version the page shows")


class InviteOut(BaseModel):
    """A tournament's invite code (its director only)."""

    tournament_id: str
    invite_code: str | None = Field(description="null unless the registration is invite")


class ScheduledStepOut(BaseModel):
    """The schedule's next step (``starts_at``, ``auto_advance_seconds``)."""

    round_no: int = Field(description="the round the service seats (round 1: it starts the event first)")
    at: int = Ms


class SummaryOut(BaseModel):
    """A tournament (write side, always current): configuration, status, the seed's commitment
    (the seed once finished), entrants, every seated round in brief, protests; times in ms."""

    tournament_id: str
    name: str
    format: str
    status: str = Field(description=described(ListedStatus))
    organiser_id: str
    commitment: str = Field(description="sha256 commitment to the tournament seed, public from creation")
    seed: str | None = Field(description="the tournament seed (hex), only once the tournament is finished")
    config: ConfigOut  # type: ignore[valid-type]
    entrants: list[EntrantOut]  # type: ignore[valid-type]
    rounds_seated: int
    current_round: RoundBriefOut | None
    rounds: list[RoundBriefOut]
    protest_counts: ProtestCountsOut
    ended_early: str | None = Field(
        default=None, description="the director's reason when it ended before its last round"
    )
    next_step: ScheduledStepOut | None = Field(
        default=None, description="when the service seats the next round (or starts the event) by itself"
    )
    registration_open: bool = Field(
        default=False, description="entrants may register now (before the start, or late entry)"
    )
    version: int = Field(description="the tournament stream's version")
    created_at: int | None = Ms
    started_at: int | None = Ms
    finished_at: int | None = Ms


class EventBriefOut(BaseModel):
    """An event an action wrote, with the ids a client needs next."""

    version: int
    type: str
    entrant_id: str | None = Field(description="the entrant registered or withdrawn")
    protest_id: str | None = Field(description="the protest lodged or decided")
    round_no: int | None


class ActionOut(BaseModel):
    """What an action wrote, and the tournament after it."""

    tournament_id: str
    first_version: int
    version: int
    replayed: bool = Field(description="an Idempotency-Key seen before: the stored result, nothing new")
    events: list[EventBriefOut]
    summary: SummaryOut
    invite_code: str | None = Field(
        default=None, description="creating with registration invite: the code (the organiser's answer only)"
    )


class TournamentRowOut(BaseModel):
    """A tournament in the list (read model ``tournament_summaries``; times ISO 8601)."""

    tournament_id: str
    name: str
    format: str
    status: str
    organiser_id: str
    ruleset_id: str
    scoring: str
    rounds: int = Field(description="tournament rounds planned")
    boards: int
    table_size: int
    entrants: int = Field(description="registered, withdrawn ones included")
    withdrawn: int
    rounds_seated: int
    rounds_closed: int
    commitment: str
    seed: str | None = Field(description="the seed, once the tournament is finished")
    version: int = Field(description="the tournament stream's version the row shows")
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None


class TournamentListOut(BaseModel):
    """One page of tournaments, newest first."""

    tournaments: list[TournamentRowOut]
    next_offset: int | None = Field(description="the offset of the next page, or null")


class TableResultOut(BaseModel):
    """A table's recorded result."""

    points: list[list[int]] = Field(description="per board, each seat's points")
    winners: list[int] = Field(description="per board, the winning seat")
    forfeited: list[int]
    match_version: int = Field(description="the table stream's version the result was read at")


class SeatOut(BaseModel):
    """One seat of a table."""

    seat: int
    entrant_id: str
    name: str
    kind: str
    substitute: str | None = Field(description="a bot that took the seat over after a withdrawal")


class ByeOut(BaseModel):
    """An entrant sitting a round out."""

    entrant_id: str
    name: str


class EntryOut(BaseModel):
    """A result entered at a real-cards table (``play`` ``cards``): each entrant's latest."""

    entrant_id: str | None = Field(description="the table's entrant who entered it; null: the director")
    name: str | None
    points: list[list[int]] = Field(description="per board, each seat's points")
    winners: list[int] = Field(description="per board, the winning seat")
    forfeited: list[int]
    at: int = Ms


class EntryIn(BaseModel):
    """A real-cards table's result as its scorer (or the director) enters it."""

    model_config = _IN
    points: list[list[int]] = Field(max_length=20, description="per board, each seat's points (seat order)")
    winners: list[int] = Field(max_length=20, description="per board, the winning seat (from 0)")
    forfeited: list[int] = Field(default=[], max_length=5, description="seats that forfeited")


class TableOut(BaseModel):
    """A table of a round: the Mau-Mau table's id (its play, stream, score sheet and referee view
    live under ``/v1/tables/{table_id}``), the seats, the result once recorded and visible (a
    sealed round's once the round closes; the director sees it earlier, ``provisional``)."""

    table_no: int
    table_id: str
    seats: list[SeatOut]
    result: TableResultOut | None
    provisional: bool = Field(
        default=False,
        description="the director's view of a sealed round's result held back from everyone until the round closes",
    )
    entry_status: str | None = Field(
        default=None, description="real cards: none, entered (waiting for confirmation), conflict or recorded"
    )
    entries: list[EntryOut] = Field(default=[], description="real cards: the results entered, each entrant's latest")


class RoundOut(BaseModel):
    """A round's seating (write side): tables with table ids and seats, results, byes; times in
    ms since the epoch."""

    tournament_id: str
    round_no: int
    seated_at: int
    deadline: int | None
    recorded: int = Field(description="tables whose result is recorded")
    closed_at: int | None
    corrections_until: int | None
    tables: list[TableOut]
    byes: list[ByeOut]
    order: list[str] = Field(
        default=[], description="seated by the standings: the entrant ids by standing when seated, leader first"
    )


StandingRowOut = model_of(
    StandingRow,
    name="StandingRowOut",
    config=_OPEN,
    doc="One entrant's standing (``domain.tournament.standings.StandingRow``).",
)
"""One row of the standings, derived from :class:`domain.tournament.standings.StandingRow`."""


class StandingsOut(BaseModel):
    """The standings (read model) and the tournament stream's version they were computed at."""

    tournament_id: str
    status: str
    version: int
    rows: list[StandingRowOut]  # type: ignore[valid-type]
    provisional: bool = Field(
        default=False,
        description="the director's view with a sealed round's results held back from everyone else (write side)",
    )
    final: bool = Field(
        default=False,
        description="nothing can change these standings any more: the tournament finished, the last correction "
        "window is over and no protest is open (else they are provisional)",
    )


class AuditRowOut(BaseModel):
    """One event of the tournament, readable: who, why, when."""

    version: int
    notification_id: int
    recorded_at: datetime
    at: datetime
    event_type: str
    by: str | None = Field(description="who acted (an identity id; RoundSeated, TournamentStarted: the organiser)")
    by_name: str | None = Field(default=None, description="the handle of who acted, where known")
    reason: str | None
    round_no: int | None
    entrant_id: str | None
    sentence: str
    redacted: bool


class AuditOut(BaseModel):
    """The audit trail (read model), in version order."""

    tournament_id: str
    rows: list[AuditRowOut]


class TableCheckOut(BaseModel):
    """One table's verdict."""

    round_no: int
    table_no: int
    ok: bool
    first_bad_board: int | None = Field(description="the first board whose commitment does not match (from 1)")


class VerifyOut(BaseModel):
    """Whether every table of the tournament was dealt from the committed seed."""

    tournament_id: str
    commitment: str
    seed: str = Field(description="the seed checked: the revealed one, or the one asked about")
    ok: bool
    seed_matches: bool = Field(description="the seed's commitment is the published one")
    tables: list[TableCheckOut]
    problems: list[str]


# ---------------------------------------------------------------- paper: travellers and score cards

Seat1 = Field(ge=1, description="the seat, numbered from 1 as on paper")


class TravellerSeatOut(BaseModel):
    """One seat of a table on one board (``points``/``won`` null while the result is not shown)."""

    seat: int = Seat1
    entrant_id: str
    name: str
    points: int | None
    won: bool | None
    forfeited: bool
    substitute: str | None = Field(description="the bot that played the seat after its entrant withdrew (its points)")


class TravellerLineOut(BaseModel):
    """One table's line on a traveller."""

    table_no: int
    table_id: str
    recorded: bool = Field(description="the table's result is recorded and shown (else: playing, or held back)")
    corrected: bool = Field(description="the director corrected the table's result")
    correction: str | None = Field(description="the reason of the last correction")
    provisional: bool = Field(description="the director's view of a sealed round's result held back from everyone")
    seats: list[TravellerSeatOut]


class TravellerOut(BaseModel):
    """One board of one round, every table's line on it."""

    round_no: int
    board: int = Field(ge=1, description="the board, from 1")
    lines: list[TravellerLineOut]


class TravellersOut(BaseModel):
    """The travellers of a tournament (or of one round), as the caller may see them."""

    tournament_id: str
    version: int = Field(description="the tournament stream's version they show")
    round_no: int | None = Field(description="the round asked for; null: every round")
    travellers: list[TravellerOut]


class OpponentOut(BaseModel):
    """Another seat at the card holder's table."""

    seat: int = Seat1
    entrant_id: str
    name: str
    substitute: str | None


class CardBoardOut(BaseModel):
    """One board at the card holder's seat."""

    board: int
    points: int
    won: bool


class AdjustmentOut(BaseModel):
    """A director's adjustment or penalty (``round_no`` 0: for the whole event)."""

    entrant_id: str
    kind: str
    score: float
    reason: str
    round_no: int
    by: str


class CardRoundOut(BaseModel):
    """One round of a score card (see ``domain.tournament.paper.CardRound``)."""

    round_no: int
    bye: bool
    late: bool = Field(default=False, description="a late entrant's round before it entered: credited the round's mean")
    table_no: int | None
    seat: int | None = Field(description="the seat, from 1; null on a bye or when not seated")
    opponents: list[OpponentOut]
    boards: list[CardBoardOut]
    recorded: bool
    forfeited: bool
    corrected: bool
    correction: str | None
    provisional: bool
    substitute: str | None = Field(description="a bot played this seat after the entrant withdrew: no credit")
    wins: float
    penalty_points: float
    matchpoints: float
    score: float = Field(description="the round's part of the primary score (a bye: the round's mean)")
    adjustments: list[AdjustmentOut]
    total: float = Field(description="the running total of the primary score after this round")


class ScoreCardOut(BaseModel):
    """One entrant's score card, as the caller may see it: every round, the event's adjustments,
    the total and rank of the standings."""

    tournament_id: str
    version: int
    entrant_id: str
    name: str
    kind: str
    withdrawn: bool
    scoring: str
    rounds: list[CardRoundOut]
    adjustments: list[AdjustmentOut]
    total: float
    rank: int
    standing: StandingRowOut  # type: ignore[valid-type]
    provisional: bool = Field(description="it shows a sealed round's results held back from everyone else")
