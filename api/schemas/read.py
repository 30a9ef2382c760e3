"""Response bodies of the read-model endpoints (``/v1/leaderboards``, score sheets, audit trails,
disputes, analytics, projection status), typed for the OpenAPI document.

A read model's rows are its view's columns (``projections.api.view_columns``), so a row's model is
built from them: a column added to a read model is typed here without an edit, with its column
comment as its description.  Times are ISO 8601 text (UTC), ids text.  A JSON column's shape is
declared once in :data:`JSON_COLUMNS`; an undeclared one is typed ``Any``, which the OpenAPI test
(``tests/api/test_openapi_typed.py``) reports.  Answers put together in Python (the canned
analytics, the projection status) have their models written out below.  Every model forbids
unknown fields: a response never carries a field its schema does not list.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, create_model

import projections.api as read_side
from api.schemas.wire import AuditEventOut, CardText

__all__ = [
    "AuditRowOut",
    "DecidingCardOut",
    "DisputesOut",
    "ForgottenCallsOut",
    "LeaderboardRowOut",
    "MatchRowOut",
    "PlayerStatsRowOut",
    "ProjectionStatusOut",
    "RoundLengthOut",
    "ScoreSheetOut",
    "WinRateByPositionOut",
]

_STRICT = ConfigDict(extra="forbid")

JSON_COLUMNS: dict[tuple[str, str], Any] = {
    ("score_sheet_matches", "players"): list[str],
    ("score_sheet_matches", "player_ids"): list[str | None],
    ("score_sheet_matches", "wins"): list[int],
    ("score_sheet_matches", "penalty_totals"): list[int],
    ("score_sheet_matches", "totals"): list[int],
    ("score_sheet_matches", "winners"): list[int],
    ("score_sheet_matches", "winner_players"): list[str],
    ("score_sheet_rounds", "cards"): list[CardText],
    ("audit_trail", "payload"): AuditEventOut,
    ("mau_moments", "cards"): list[CardText],
}
"""The shape of every JSON column a read-model answer carries, by (view, column)."""


def _column_type(view: str, column: read_side.ColumnInfo) -> Any:
    """The JSON-side type of one column's values."""
    if column.python_type is None:
        wire = JSON_COLUMNS.get((view, column.name), Any)
    elif column.python_type is uuid.UUID:
        wire = uuid.UUID
    else:
        wire = column.python_type
    return wire | None if column.nullable and wire is not Any else wire


def row_model(
    name: str,
    view: str,
    *,
    drop: tuple[str, ...] = (),
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
    doc: str,
) -> Any:
    """A model of a row of ``view``: every column but ``drop``, with ``before`` / ``after``
    fields (``{name: (type, default or FieldInfo)}``) around them."""
    fields: dict[str, Any] = dict(before or {})
    for column in read_side.view_columns(view):
        if column.name not in drop:
            fields[column.name] = (_column_type(view, column), Field(description=column.comment))
    fields.update(after or {})
    return create_model(name, __config__=_STRICT, __doc__=doc, **fields)


LeaderboardRowOut = row_model(
    "LeaderboardRowOut",
    "leaderboard",
    before={"rank": (int, Field(ge=1, description="place in this ranking, from 1"))},
    doc="A player's place in one ranking (ruleset, period): results, streaks and OpenSkill rating.",
)
PlayerStatsRowOut = row_model(
    "PlayerStatsRowOut", "leaderboard", doc="One of a player's leaderboard rows (a ruleset and a period)."
)
MatchRowOut = row_model("MatchRowOut", "score_sheet_matches", doc="A match's score-sheet header.")
_SeatLineOut = row_model(
    "ScoreSheetSeatOut",
    "score_sheet_rounds",
    drop=("match_id", "round_no", "ended_at", "reason"),
    doc="One seat's entry on one line of a score sheet.",
)


class ScoreSheetLineOut(BaseModel):
    """One round of a score sheet: when and how it ended, and every seat's entry."""

    model_config = _STRICT

    round_no: int
    ended_at: datetime
    reason: str = Field(description="how the round ended: 'out' or 'blocked'")
    seats: list[_SeatLineOut]  # type: ignore[valid-type]


class ScoreSheetOut(BaseModel):
    """A match's paper score sheet: the header and one line per round."""

    model_config = _STRICT

    match: MatchRowOut  # type: ignore[valid-type]
    rounds: list[ScoreSheetLineOut]


AuditRowOut = row_model(
    "AuditRowOut",
    "audit_trail",
    doc="One event of a match, readable; ``redacted`` while its round runs (filled in when it ends).",
)
ChallengeRowOut = row_model("ChallengeRowOut", "mau_challenges", doc="A challenge of a forgotten call.")
MomentRowOut = row_model(
    "MomentRowOut",
    "mau_moments",
    after={"challenges": (list[ChallengeRowOut], Field(description="the challenges about this moment"))},  # type: ignore[valid-type]
    doc="A moment a Mau call was due: the play, the call, the challenges and the outcome.",
)


class DisputesOut(BaseModel):
    """Every moment of a match a Mau call was due, and the challenges about no such moment."""

    model_config = _STRICT

    moments: list[MomentRowOut]  # type: ignore[valid-type]
    other_challenges: list[ChallengeRowOut]  # type: ignore[valid-type]


# ---------------------------------------------------------------- analytics


class WinRateByPositionOut(BaseModel):
    """Round wins of one seat position (0: the round's first player) by ruleset and table size."""

    model_config = _STRICT

    ruleset: str
    seats: int
    position: int
    rounds: int
    wins: int
    win_rate: float


class RoundLengthOut(BaseModel):
    """Round lengths under one ruleset."""

    model_config = _STRICT

    ruleset: str
    rounds: int
    mean_moves: float | None
    min_moves: int | None
    max_moves: int | None
    mean_turns: float | None
    mean_events: float | None
    mean_duration_ms: float | None


class ForgottenCallsOut(BaseModel):
    """A player's manual calls: how many were due, how many forgotten, and the rate."""

    model_config = _STRICT

    player: str
    calls_due: int
    forgotten: int
    rate: float


class DecidingCardOut(BaseModel):
    """How often a rank (with its effect) was the card a round was won with, under one ruleset."""

    model_config = _STRICT

    ruleset: str
    rank: str
    effect: str | None
    rounds: int
    share: float


# ---------------------------------------------------------------- status


class ParkOut(BaseModel):
    """Where a projection is parked, and on which event (its error's type only)."""

    model_config = ConfigDict(extra="forbid")

    name: str
    position: int
    notification_id: int
    stream_id: str | None
    stream_version: int | None
    event_type: str
    error_type: str
    parked_at: datetime
    attempts: int


class ProjectionStatusOut(BaseModel):
    """A projection's position in the event log, its lag, generation and schema version."""

    model_config = _STRICT

    name: str
    position: int | None
    head: int
    lag: int
    lag_seconds: float | None
    generation: int | None
    schema_version: int | None
    needs_rebuild: bool
    parked: ParkOut | None
    skipped: list[int]
    error: str | None
