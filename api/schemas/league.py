"""Wire schemas of ``/v1/leagues`` (``docs/leagues.md``): the definition in, the league and its
table out.  Value checks (name characters, the points list's order, ``best_of``'s range) are the
league decider's, refused by field name; these models check the JSON types and sizes."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from domain.league.model import MAX_EVENTS, MAX_POINTS, NAME_MAX

__all__ = [
    "LeagueActionOut",
    "LeagueAddEventIn",
    "LeagueColumnOut",
    "LeagueCreateIn",
    "LeagueEventBriefOut",
    "LeagueOut",
    "LeagueRowOut",
    "LeagueScoreOut",
    "LeagueTableOut",
]

_IN = ConfigDict(extra="forbid", strict=True)


class LeagueCreateIn(BaseModel):
    """A new league: its name, how an event's places score (``"field"``: N + 1 - rank for N
    entrants; or a fixed list by place, e.g. ``[25, 18, 15, 12, 10, 8, 6, 4, 2, 1]``), and how many
    of each player's best events count (``null``: all)."""

    model_config = _IN
    name: str = Field(min_length=1, max_length=4 * NAME_MAX, examples=["Monday club 2026"])
    points: Literal["field"] | list[int] | None = Field(
        default="field", max_length=MAX_POINTS, description="'field' (default) or league points by place"
    )
    best_of: int | None = Field(default=None, description=f"count each player's best n events (1-{MAX_EVENTS})")


class LeagueAddEventIn(BaseModel):
    """A tournament to count in the league."""

    model_config = _IN
    tournament_id: str = Field(min_length=1, max_length=64, description="the tournament's id")


class LeagueColumnOut(BaseModel):
    """An event of the league: ``counts`` once finished, ``final`` once its standings are."""

    tournament_id: str
    name: str
    status: str
    counts: bool
    final: bool
    entrants: int = Field(description="ranked rows of its standings (the N of the field scheme)")


class LeagueScoreOut(BaseModel):
    """A player's result in one event."""

    tournament_id: str
    rank: int
    points: int
    counted: bool = Field(description="among the player's best_of best results")


class LeagueRowOut(BaseModel):
    """A player's line of the league table."""

    rank: int = Field(description="shared by players equal on total, event wins and best place")
    key: str = Field(description="player:<id> for a person, bot:<name> for a bot")
    name: str
    kind: str
    total: int
    events_played: int
    event_wins: int = Field(description="wins among the counted events (first tie-break)")
    best_rank: int = Field(description="best place among the counted events (second tie-break)")
    results: list[LeagueScoreOut]
    counted: list[str]
    dropped: list[str]


class LeagueTableOut(BaseModel):
    """The league table: the events, the rows in rank order, and whether it is final."""

    events: list[LeagueColumnOut]
    rows: list[LeagueRowOut]
    final: bool = Field(description="every event's standings are final")


class LeagueOut(BaseModel):
    """A league: its definition and its table (recomputed from the events' states)."""

    league_id: str
    organiser_id: str
    name: str
    points: list[int] | None = Field(description="null: the field scheme (N + 1 - rank)")
    best_of: int | None
    created_at: int
    version: int
    table: LeagueTableOut


class LeagueEventBriefOut(BaseModel):
    """An event a league action wrote."""

    version: int
    type: str


class LeagueActionOut(BaseModel):
    """What a league action wrote, and the league after it."""

    league_id: str
    first_version: int
    version: int
    replayed: bool
    events: list[LeagueEventBriefOut]
    league: LeagueOut
