"""Request and response bodies of the HTTP API (pydantic), with examples for the OpenAPI document.

Inputs are validated field by field here (card names, suits, seats, handles, hex seeds), so a bad
request is answered with 422 naming the field before any service code runs; game rules are
checked by the domain and reported with their rule code.  Cards travel as names (``"HQ"``,
``"S10"``: suit C/S/H/D, then rank 2-10/J/Q/K/A), suits as letters, seats count from 0.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, RootModel

from api.schemas.clock import TableClockOut
from api.schemas.wire import EventOut, LegalMove, PublicStateOut, RulesOut, ViewOut
from domain.cards import card_name, parse_card, parse_suit
from domain.maumau.commands import Call, Challenge, CloseChallengeWindow, Draw, Pass, PlayCards, SeatCommand
from domain.maumau.ruleset_fields import MAP_FIELDS

__all__ = [
    "MOVE_TYPES",
    "BotIn",
    "CardName",
    "ChallengeIn",
    "CloseWindowIn",
    "CommandOut",
    "DrawIn",
    "ErrorDetail",
    "ErrorOut",
    "EventOut",
    "HostResultOut",
    "LegalOut",
    "MoveIn",
    "MoveType",
    "PassIn",
    "PlayIn",
    "RulesetCreate",
    "RulesetOut",
    "RulesetWarningOut",
    "SeatOut",
    "SeatTokenOut",
    "TableCreate",
    "TableCreatedOut",
    "TableOut",
    "ViewOut",
]


def _card(value: str) -> str:
    """Canonical card name (``"hq"`` → ``"HQ"``); ``ValueError`` names the bad input."""
    return card_name(parse_card(value))


def _suit(value: str) -> str:
    """Canonical suit letter (``"h"`` → ``"H"``)."""
    return "CSHD"[parse_suit(value)]


CardName = Annotated[
    str,
    AfterValidator(_card),
    Field(min_length=2, max_length=3, examples=["HQ", "S10", "CJ"]),
]
"""A card by name: suit letter C/S/H/D, then rank 2-10, J, Q, K or A."""

SuitName = Annotated[str, AfterValidator(_suit), Field(min_length=1, max_length=1, examples=["H"])]
"""A suit letter: C (clubs), S (spades), H (hearts), D (diamonds)."""


class ErrorDetail(BaseModel):
    """What went wrong: a stable rule code and a sentence for people."""

    rule: str = Field(examples=["wish_on_wish"], description="stable code of the broken rule or bad field")
    message: str = Field(examples=["a Jack may not be played on a Jack under MM-001"])
    fields: dict[str, str] | None = Field(
        default=None, description="per-field reasons, when several fields are wrong at once"
    )
    errors: list[dict[str, Any]] | None = Field(
        default=None, description="every validation error of the request (field and message)"
    )
    current_version: int | None = Field(default=None, description="the match's version, on a stale If-Match (409)")


class ErrorOut(BaseModel):
    """The body of every error response."""

    detail: ErrorDetail


# ---------------------------------------------------------------- rulesets


class RulesetCreate(BaseModel):
    """Derive a custom ruleset: a base (preset name or saved id), house-rule toggles, overrides."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "base": "MM-001",
                    "name": "Friday night",
                    "house_rules": ["jack_on_jack"],
                    "overrides": {"hand_size": 6, "call_penalty": 1},
                },
                {"base": "MM-001", "name": "Nines reverse", "overrides": {"specials": {"9": "reverse", "A": None}}},
                {
                    "base": "MM-001",
                    "overrides": {"specials": {"7": "draw 2", "J": "wish wild"}},
                    "replace": ["specials"],
                },
            ]
        },
    )

    base: str = Field(default="MM-001", min_length=1, max_length=64)
    name: str | None = Field(default=None, min_length=1, max_length=64)
    house_rules: list[Annotated[str, Field(max_length=32)]] = Field(default_factory=list, max_length=16)
    overrides: dict[str, Any] = Field(
        default_factory=dict,
        description=(
            "ruleset field -> value, as in a ruleset's `rules`; a special card's effect also as text "
            '("draw 2", "skip", "wish", "wish wild", "again", "reverse"). Every field is bounded '
            "(e.g. draw 1-10, players 2-10, each rank once in a list): see docs/service.md. "
            '`specials` merges with the base\'s special cards ({"9": "reverse"} adds the 9, '
            '{"A": null} makes the ace ordinary) unless `replace` names it'
        ),
    )
    replace: list[Literal[MAP_FIELDS]] = Field(  # type: ignore[valid-type]
        default_factory=list,
        max_length=len(MAP_FIELDS),
        description="map fields whose override is the whole table instead of a change to the base's",
        examples=[["specials"]],
    )


class RulesetWarningOut(BaseModel):
    """Something in a valid ruleset that is probably not what its author meant."""

    model_config = ConfigDict(extra="forbid")

    field: str = Field(examples=["last_card_forbidden"])
    message: str = Field(examples=["names A, which specials does not make special: ..."])


class RulesetOut(BaseModel):
    """A ruleset: a preset (id = its name) or a saved custom one (id = uuid); ``rules`` is every
    field; ``warnings`` what looks unintended (a rank forbidden last that is no special card any
    more, ...)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(examples=["MM-001"])
    name: str
    base: str
    preset: bool
    created_at: datetime | None = None
    rules: RulesOut
    warnings: list[RulesetWarningOut] = Field(default_factory=list)


# ---------------------------------------------------------------- tables and seats


class TableCreate(BaseModel):
    """Open a table: a ruleset, the number of seats, optionally a table seed or a first deck."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"ruleset": "MM-001", "seats": 3}]},
    )

    ruleset: str = Field(default="MM-001", min_length=1, max_length=64, description="preset name or saved id")
    seats: int = Field(ge=2, le=10, description="number of seats (the ruleset bounds it further)")
    seed: str | None = Field(
        default=None,
        pattern=r"^[0-9a-fA-F]{64}$",
        description="table seed for duplicate deals: tables with one seed get the same deals",
    )
    deck: list[CardName] | None = Field(
        default=None,
        max_length=104,
        description="explicit order of the first round's deck (first dealt first), for tutorials",
    )
    settings: TableSettingsIn | None = Field(default=None, description="how the table is run; defaults if absent")


class TableSettingsIn(BaseModel):
    """How the table is run (``infrastructure.services.table_settings``); every field optional."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,  # "yes" is not true, 1.0 is not a number of seconds
        json_schema_extra={"examples": [{"rated": True, "turn_seconds": 60, "bank_seconds": 120}]},
    )

    rated: bool = Field(default=False, description="results enter rated leaderboards; accounts only")
    private: bool = Field(default=False, description="not listed in the lobby; seats need the invite code")
    spectators: bool = Field(default=True, description="anyone may follow the public (redacted) stream")
    turn_seconds: int | None = Field(default=None, ge=5, le=3600, description="time per move; null: no clock")
    bank_seconds: int = Field(default=0, ge=0, le=7200, description="extra time per seat for the whole match")
    max_timeouts: int = Field(default=3, ge=1, le=20, description="timeouts that forfeit the seat")
    on_leave: Literal["bot", "forfeit"] = Field(default="bot", description="a seat left mid-match")
    substitute_bot: str = Field(default="heuristic", min_length=1, max_length=32, description="bot for on_leave=bot")
    auto_deal_seconds: int | None = Field(
        default=None, ge=0, le=600, description="deal the next round this long after a round ends; null: the host"
    )


class TableSettingsOut(TableSettingsIn):
    """A table's settings as its page shows them."""

    model_config = ConfigDict(extra="forbid")

    sealed: bool = Field(
        default=False,
        description="a sealed tournament table: ended rounds stay secret until the tournament reveals them "
        "(set by the tournament service only; absent: false)",
    )


class TableCreatedOut(BaseModel):
    """A new table; ``host_token`` is shown only this once."""

    table_id: uuid.UUID
    host_token: str
    ruleset: str
    seats: int
    invite_code: str | None = Field(
        default=None, description="a private table's invite code (shown only here; the host may replace it)"
    )


class BotIn(BaseModel):
    """Seat a bot (host only)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"bot": "heuristic"}]})

    bot: str = Field(min_length=1, max_length=32, description="bot name: random or heuristic")


class SeatOut(BaseModel):
    """Who sits at a seat."""

    seat: int
    kind: Literal["human", "bot"]
    player: str | None
    bot: str | None
    joined_at: datetime


class SeatTokenOut(SeatOut):
    """A seat just taken, with its token (shown only this once)."""

    table_id: uuid.UUID
    token: str


class TableOut(BaseModel):
    """A table's public page: set-up, occupants and the public state of its match (no hands)."""

    table_id: uuid.UUID
    ruleset: str
    rules: RulesOut
    seats: int
    occupants: list[SeatOut | None]
    seeded: bool = Field(description="dealt from a table seed (duplicate deals)")
    explicit_deck: bool = Field(description="the first round is dealt from an explicit deck")
    settings: TableSettingsOut
    created_at: datetime
    version: int
    state: PublicStateOut = Field(description="what anyone may see: hand sizes, discard pile, turn, ...")
    clock: TableClockOut | None = Field(
        default=None, description="the turn clock: whose clock runs and its deadline (null: no clock)"
    )


# ---------------------------------------------------------------- moves


class _MoveBase(BaseModel):
    """What every move shares: no unknown fields, and an optional ``seat`` that must be the token's."""

    model_config = ConfigDict(extra="forbid")

    seat: int | None = Field(default=None, ge=0, le=9, description="optional: your own seat")


class PlayIn(_MoveBase):
    """Play one card (or several of one rank where allowed; the last on top), with a wish and a call where due."""

    type: Literal["play"]
    cards: list[CardName] = Field(min_length=1, max_length=8)
    wish: SuitName | None = None
    call: Call | None = None

    def to_command(self, seat: int, at: int) -> PlayCards:
        """The domain command for ``seat`` at time ``at`` (ms since the epoch)."""
        wish = parse_suit(self.wish) if self.wish is not None else None
        return PlayCards(seat, tuple(parse_card(c) for c in self.cards), wish, self.call, at)


class DrawIn(_MoveBase):
    """Draw a card (or take the pending draw penalty)."""

    type: Literal["draw"]

    def to_command(self, seat: int, at: int) -> Draw:
        """The domain command for ``seat`` at time ``at`` (ms since the epoch)."""
        return Draw(seat, at)


class PassIn(_MoveBase):
    """End the turn after drawing (or with nothing left to draw)."""

    type: Literal["pass"]

    def to_command(self, seat: int, at: int) -> Pass:
        """The domain command for ``seat`` at time ``at`` (ms since the epoch)."""
        return Pass(seat, at)


class ChallengeIn(_MoveBase):
    """Say that seat ``target`` forgot to call "Mau" / "Mau-Mau"."""

    type: Literal["challenge"]
    target: int = Field(ge=0, le=9, description="the seat challenged")

    def to_command(self, seat: int, at: int) -> Challenge:
        """The domain command for ``seat`` at time ``at`` (ms since the epoch)."""
        return Challenge(seat, self.target, at)


class CloseWindowIn(_MoveBase):
    """Close the open "Mau-Mau" challenge window (the next player)."""

    type: Literal["close_window"]

    def to_command(self, seat: int, at: int) -> CloseChallengeWindow:
        """The domain command for ``seat`` at time ``at`` (ms since the epoch)."""
        return CloseChallengeWindow(seat, at)


MoveType = PlayIn | DrawIn | PassIn | ChallengeIn | CloseWindowIn
"""Every kind of move, one model each."""

MOVE_TYPES: tuple[str, ...] = tuple(get_args(m.model_fields["type"].annotation)[0] for m in get_args(MoveType))
"""The ``type`` tags of :data:`MoveType`: the error handler drops them from a field's location."""


class MoveIn(RootModel[Annotated[MoveType, Field(discriminator="type")]]):
    """A seat's move, told apart by ``type``; each type carries its own fields and no others (so a
    typo is not silently ignored).  ``seat``, when given, must be the token's seat (legal commands
    carry it)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"type": "play", "cards": ["HQ"]},
                {"type": "play", "cards": ["CJ"], "wish": "H"},
                {"type": "play", "cards": ["S9"], "call": "mau"},
                {"type": "draw"},
                {"type": "pass"},
                {"type": "challenge", "target": 2},
                {"type": "close_window"},
            ]
        },
    )

    def to_command(self, seat: int, at: int) -> SeatCommand:
        """The domain command for ``seat`` at time ``at`` (ms since the epoch)."""
        return self.root.to_command(seat, at)


class CommandOut(BaseModel):
    """An accepted move: its events (as the seat may see them) and the seat's view after them.

    ``replayed`` is true when the Idempotency-Key matched an earlier identical request: nothing
    new happened and the earlier result is returned.
    """

    model_config = ConfigDict(extra="forbid")

    table_id: uuid.UUID
    seat: int
    first_version: int
    version: int
    replayed: bool
    events: list[EventOut]
    view: ViewOut


class LegalOut(BaseModel):
    """The commands a seat may send now (each is a valid body for ``POST .../commands``)."""

    model_config = ConfigDict(extra="forbid")

    table_id: uuid.UUID
    seat: int
    version: int
    legal: list[LegalMove]


class HostResultOut(BaseModel):
    """The outcome of a host command: its events as an observer sees them, and the public state."""

    model_config = ConfigDict(extra="forbid")

    table_id: uuid.UUID
    first_version: int
    version: int
    replayed: bool
    events: list[EventOut]
    state: PublicStateOut
