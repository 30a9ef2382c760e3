"""The response shape of a match's turn clock (:func:`domain.maumau.timeouts.clock_view`), on the table's
public page (``GET /v1/tables/{id}``: ``clock``).  Everything in it is public."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["TableClockOut"]


class TableClockOut(BaseModel):
    """The match's turn clock now: whose clock runs and until when, its settings, and each seat's
    bank left this round, timeouts in the match and forfeit (``null`` for a match without a clock)."""

    model_config = ConfigDict(extra="forbid")

    seat: int | None = Field(description="the seat whose clock runs (null: none runs, e.g. between rounds)")
    started: int | None = Field(description="when it started, ms since the epoch")
    deadline: int | None = Field(description="when the seat times out, ms since the epoch (turn time + its bank)")
    turn_ms: int = Field(description="time per turn (ms)")
    bank_ms: int = Field(description="each seat's bank per round (ms), taken from when a turn runs over")
    max_timeouts: int = Field(description="timeouts in the match that forfeit a seat")
    banks: list[int] = Field(description="each seat's bank left this round (ms)")
    timeouts: list[int] = Field(description="each seat's timeouts in this match")
    forfeited: list[int] = Field(description="the seats that forfeited the match")
