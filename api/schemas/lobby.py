"""Response bodies of the lobby, the invite codes and a player's match history (pydantic).

The lobby lists tables (:class:`LobbyPageOut`), a private table's host rotates its invite code
(:class:`InviteOut`), and a player's history lists the matches they played
(:class:`PlayerMatchesOut`).  Every list is a page with an opaque ``next_cursor`` (``null`` on
the last page).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.schemas.common import SeatOut, TableSettingsOut

__all__ = [
    "HistorySeatOut",
    "InviteOut",
    "LobbyPageOut",
    "LobbyTableOut",
    "MatchResultOut",
    "PlayerMatchOut",
    "PlayerMatchesOut",
    "TableStatus",
]

TableStatus = Literal["waiting", "playing", "finished"]
"""A table's status in the lobby: no match yet, a match running, the match over."""


class LobbyTableOut(BaseModel):
    """A table as the lobby lists it (never a private one)."""

    table_id: uuid.UUID
    ruleset: str = Field(description="the ruleset's id: a preset's name or a saved ruleset's id")
    ruleset_label: str = Field(description="the ruleset's name, for people")
    seats: int
    occupants: list[SeatOut | None] = Field(description="who sits where now, one entry per seat (null: free)")
    open_seats: list[int] = Field(description="the free seats' numbers")
    status: TableStatus = Field(description="waiting (no match yet), playing or finished; follows the match shortly")
    settings: TableSettingsOut
    created_at: datetime
    last_activity_at: datetime = Field(
        description="when the table last had an event (a move, a draw, a round...), or created_at before its first;"
        " a playing table idle for long was left by its players"
    )


class LobbyPageOut(BaseModel):
    """A page of the lobby, newest table first."""

    tables: list[LobbyTableOut]
    next_cursor: str | None = Field(description="pass it as ?cursor= for the next page; null: this is the last")
    limit: int


class InviteOut(BaseModel):
    """A private table's new invite code, shown only this once; the previous code is dead."""

    table_id: uuid.UUID
    invite_code: str = Field(description="send it as `invite` when taking a seat")


class HistorySeatOut(BaseModel):
    """Who sat at a seat when the match started: a player (handle) or a bot."""

    seat: int
    player: str | None
    bot: str | None


class MatchResultOut(BaseModel):
    """How a finished match ended."""

    winners: list[int] = Field(description="the winning seats (ties possible)")
    winner_players: list[str]
    totals: list[int] = Field(description="each seat's total under the match's scoring")
    reason: str = Field(description="why it ended, for people")
    won: bool = Field(description="whether the player's seat is among the winners")


class PlayerMatchOut(BaseModel):
    """One match of a player's history."""

    table_id: uuid.UUID
    ruleset: str = Field(description="the ruleset's id: a preset's name or a saved ruleset's id")
    ruleset_label: str = Field(description="the ruleset's name, for people")
    seats: list[HistorySeatOut]
    seat: int = Field(description="the player's seat")
    status: Literal["playing", "finished"]
    started_at: datetime
    finished_at: datetime | None
    result: MatchResultOut | None = Field(description="null while the match runs")


class PlayerMatchesOut(BaseModel):
    """A page of a player's matches, newest first."""

    player_id: uuid.UUID
    handle: str
    matches: list[PlayerMatchOut]
    next_cursor: str | None = Field(description="pass it as ?cursor= for the next page; null: this is the last")
    limit: int
