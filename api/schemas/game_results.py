"""Response bodies of the game-neutral results routes (``/v1/games/{game}/...``): a table's score
sheet and a game's leaderboard, the same for every game whose module declares ``results``
(``projections/game_results.py``).  Every model forbids unknown fields."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["GameLeaderboardRowOut", "GameScoreLineOut", "GameScoreSheetOut"]

_OUT = ConfigDict(extra="forbid")


class GameScoreLineOut(BaseModel):
    """One round's line: per seat (seat 0 first) its points as the game counts them and its place
    in the round (1 best, ties share), and how the round ended."""

    model_config = _OUT
    round: int = Field(description="the game's round number")
    points: list[float] = Field(description="points per seat, as the game counts them")
    places: list[int] = Field(description="place per seat in the round (1 best, ties share)")
    note: str = Field(description="how the round ended, a rule's name ('' none)")
    ended_at: str = Field(description="when the round was scored (ISO 8601, UTC)")


class GameScoreSheetOut(BaseModel):
    """A table's score sheet: its players, one line per round, the totals and the final places."""

    model_config = _OUT
    table_id: str = Field(description="the table's id (its event stream's id)")
    game: str = Field(description="the game's registered name")
    seats: int
    players: list[str] = Field(description="player name per seat, as the game recorded them")
    status: str = Field(description="'running' or 'finished'")
    rounds: int = Field(description="rounds scored so far")
    totals: list[float] = Field(description="the lines' points summed, per seat")
    final_places: list[int] | None = Field(description="place per seat in the whole game (1 best); null: running")
    started_at: str | None = Field(description="when the players were recorded (ISO 8601, UTC)")
    finished_at: str | None
    version: int = Field(description="stream version of the last event that changed the sheet")
    lines: list[GameScoreLineOut]


class GameLeaderboardRowOut(BaseModel):
    """A player's row on a game's leaderboard (finished games only)."""

    model_config = _OUT
    rank: int = Field(ge=1, description="place on the board; equal wins and average place share it")
    game: str
    player: str = Field(description="the player's name as the game recorded it")
    games_played: int
    wins: int = Field(description="games finished in place 1 (a shared first place counts)")
    places_total: int = Field(description="final places summed")
    average_place: float
    points_total: float = Field(description="the score lines' points summed over its games")
    rounds_played: int
    last_at: str = Field(description="when its last game finished (ISO 8601, UTC)")
