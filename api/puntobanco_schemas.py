"""Request and response bodies of the Punto Banco routes (``/v1/puntobanco``).

Bodies are strict (unknown fields and wrong types are 422 naming the field) and bounded (every
string and list has a maximum length, every number a range that fits the database).  The game's
own limits — the ruleset fields' ranges, table limits, grants — are checked by the domain and
answered as 422 naming the rule (``rules``, ``bet_limits``, ``amount`` ...), so each limit is
written once.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints

__all__ = [
    "BetIn",
    "BotIn",
    "CloseIn",
    "ExplainIn",
    "GrantIn",
    "JoinIn",
    "ResultOut",
    "RulesIn",
    "SeatOut",
    "ShoeIn",
    "TableCreateIn",
    "TableCreatedOut",
]

_BIG = 10**15
"""No number in a request is larger (the domain's limits are far below)."""
Count = Annotated[StrictInt, Field(ge=-_BIG, le=_BIG)]
Card = Annotated[str, StringConstraints(min_length=2, max_length=3)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RulesIn(_Strict):
    """Overrides of the default rules (every field optional; see ``GET /v1/puntobanco/rules``)."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"decks": 8, "commission_pct": 5, "tie_payout": 8}]}
    )

    decks: Count | None = Field(default=None, description="52-card decks in the shoe (1-8, default 8)")
    seats: Count | None = Field(default=None, description="betting seats (1-14, default 7)")
    commission_pct: Count | None = Field(default=None, description="kept of a Banker win, % (0-10, default 5)")
    tie_payout: Count | None = Field(default=None, description="a Tie bet pays this many to 1 (1-10, default 8)")
    min_bet: Count | None = Field(default=None, description="smallest bet on one spot (default 20)")
    max_bet: Count | None = Field(default=None, description="largest bet on one spot (default 10000)")
    burn: Literal["face_value", "none"] | None = Field(default=None, description="burn rule (default face_value)")
    cut_card_reserve: Count | None = Field(default=None, description="cards behind the cut card (12-104, default 16)")

    def overrides(self) -> dict[str, Any]:
        """The fields given."""
        return self.model_dump(exclude_none=True)


class TableCreateIn(_Strict):
    """Open a table."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"rules": {"decks": 6, "min_bet": 20, "max_bet": 5000}}]}
    )

    rules: RulesIn = Field(default_factory=RulesIn)


class TableCreatedOut(BaseModel):
    """A new table: its id, the host token (shown only here) and its view."""

    table_id: str
    host_token: str
    version: int
    view: dict[str, Any]


class JoinIn(_Strict):
    """Take a seat."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"player": "alice"}]})

    player: Annotated[str, StringConstraints(min_length=1, max_length=32)] = Field(
        description="your handle: 1-32 letters, digits, '_', '.', '-'"
    )


class BotIn(_Strict):
    """Seat a bot (host)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"strategy": "martingale"}]})

    strategy: Annotated[str, StringConstraints(min_length=1, max_length=16)] = Field(
        description="banker, player, tie, martingale or follow"
    )


class SeatOut(BaseModel):
    """A seat taken: its token is shown only here."""

    table_id: str
    seat: int
    kind: str
    player: str
    strategy: str | None
    token: str


class GrantIn(_Strict):
    """Grant play chips (host): to a seat's player or to a player by name."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"seat": 0, "amount": 1000}]})

    amount: Count = Field(description="chips to give (1 to 1,000,000,000)")
    seat: Annotated[StrictInt, Field(ge=0, le=13)] | None = None
    player: Annotated[str, StringConstraints(min_length=1, max_length=64)] | None = None


class ShoeIn(_Strict):
    """Start a shoe (host): shuffled from a fresh secret seed, or laid out in ``order``."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{}]})

    order: Annotated[list[Card], Field(max_length=416)] | None = Field(
        default=None, description="an explicit order (card names, first dealt first): lessons and tests"
    )


class BetIn(_Strict):
    """Place a bet for the next coup (seat token)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"spot": "banker", "amount": 100}]})

    spot: Literal["player", "banker", "tie"]
    amount: Count


class CloseIn(_Strict):
    """Close the table (host)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"reason": "end of the lesson"}]})

    reason: Annotated[str, StringConstraints(min_length=1, max_length=200)] = "closed by the host"


class ExplainIn(_Strict):
    """Explain a coup from its cards (teaching mode)."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"cards": ["HA", "S5", "D4", "C8", "H9", "D5"]}]}
    )

    cards: Annotated[list[Card], Field(min_length=4, max_length=6)] = Field(
        description="the cards in dealing order: Player, Banker, Player, Banker, then third cards"
    )
    rules: RulesIn = Field(default_factory=RulesIn)


class ResultOut(BaseModel):
    """A command's batch (``first_version``..``version``) as anyone may see it, and the view after."""

    version: int
    first_version: int
    replayed: bool
    events: list[dict[str, Any]]
    view: dict[str, Any]
