"""Wire schemas of the platform's own game routes (``/v1/games``): one set for every game the
table platform serves whole.  A game's moves, host arguments and events are its decider's wire
forms (JSON objects decoded and redacted by the game), so they are free-form objects here."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import TypeAliasType

from domain.game_module import SeatKind

JsonValue = TypeAliasType("JsonValue", "str | int | float | bool | list[JsonValue] | dict[str, JsonValue] | None")
"""Any JSON value, named so that the OpenAPI document types it all through (a game's own wire forms)."""
JsonObject = dict[str, JsonValue]

__all__ = [
    "BotIn",
    "GameOut",
    "GameTableOut",
    "GamesOut",
    "HistoryOut",
    "MoveResultOut",
    "SeatOut",
    "SeatTakenOut",
    "TableOpenIn",
    "TableOpenedOut",
]

_IN = ConfigDict(extra="forbid")
_OUT = ConfigDict(extra="forbid")


class GameOut(BaseModel):
    """A game the platform serves: its name, seat counts, bots and host commands."""

    model_config = _OUT
    name: str
    seat_counts: tuple[int, int]
    bots: list[str]
    host_commands: list[str]
    start: str | None = Field(description="the host command that deals a game (none: the game is not played by seats)")
    next_round: str | None = Field(
        description="the host command that deals the next round (none: one round is the game)"
    )
    series: bool = Field(default=False, description="a tournament series may play it (POST /v1/tournaments, game)")


class GamesOut(BaseModel):
    """Every game the platform serves whole."""

    model_config = _OUT
    games: list[GameOut]


class TableOpenIn(BaseModel):
    """Open a table: how many seats, and the game's own set-up (its module reads it)."""

    model_config = _IN
    seats: int = Field(ge=1, le=16, description="how many seats (the game's seat counts bound it further)")
    setup: JsonObject = Field(default_factory=dict, description="the game's set-up, read by its module")
    turn_seconds: int | None = Field(
        default=None,
        ge=5,
        le=3600,
        description="each seat's time to move; when it runs out the game's timeout move is made (none: no clock)",
    )


class SeatOut(BaseModel):
    """Who sits at a seat: a person (``name`` their handle) or a bot (``name`` ``bot:<bot>``)."""

    model_config = _OUT
    seat: int
    kind: SeatKind
    name: str
    bot: str | None


class GameTableOut(BaseModel):
    """A table: its set-up, its stream version, who sits where (``null``: an empty seat)."""

    model_config = _OUT
    table_id: str
    game: str
    seats: int
    setup: JsonObject
    created_at: str
    turn_seconds: int | None
    version: int
    occupants: list[SeatOut | None]


class TableOpenedOut(BaseModel):
    """A new table and its host token (shown only here)."""

    model_config = _OUT
    table: GameTableOut
    host_token: str


class SeatTakenOut(BaseModel):
    """A seat taken: the seat and its token (shown only here)."""

    model_config = _OUT
    seat: SeatOut
    token: str


class BotIn(BaseModel):
    """The bot the host seats (one of the game's ``bots``)."""

    model_config = _IN
    bot: str = Field(min_length=1, max_length=32)


class MoveResultOut(BaseModel):
    """A command's batch as its sender may see it (redacted by the game)."""

    model_config = _OUT
    version: int
    first_version: int
    replayed: bool
    events: list[JsonObject]


class TableViewOut(BaseModel):
    """The table now as the viewer may see it: the game's table view (``docs/architecture.md``,
    "The table view"), the commands the viewer may send (wire form) and the version they hold at."""

    model_config = _OUT
    table_id: str
    version: int
    view: JsonObject
    legal: list[JsonObject]
    awaiting_round: bool = Field(description="the round is over and the host's next_round deals the next one")
    clock: JsonObject | None = Field(
        description="the running turn clock: the awaited seat and its deadline (ms since the epoch); none without"
    )


class VerificationOut(BaseModel):
    """A finished table's shuffles recomputed from the revealed seeds and checked against the
    commitments published at the deal."""

    model_config = _OUT
    table_id: str
    ok: bool
    checks: list[JsonObject]


class HistoryOut(BaseModel):
    """A table's events as the viewer may see them (the replay up to ``upto``)."""

    model_config = _OUT
    table_id: str
    version: int
    events: list[JsonObject]
