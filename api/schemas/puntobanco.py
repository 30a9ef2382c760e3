"""Request and response bodies of the Punto Banco routes (``/v1/puntobanco``).

Bodies are strict (unknown fields and wrong types are 422 naming the field) and bounded (every
string and list has a maximum length, every number a range that fits the database).  The game's
own limits — the ruleset fields' ranges, table limits, grants — are checked by the domain and
answered as 422 naming the rule (``rules``, ``bet_limits``, ``amount`` ...), so each limit is
written once.

Every answer is typed, and every response model forbids fields it does not list, so an answer
that carries more than its schema fails loudly in the tests instead of being cut silently.  The
events' and the rules' models are derived from the domain (:mod:`api.schemas.puntobanco_wire`).
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints, field_validator
from pydantic.json_schema import SkipJsonSchema

from api.schemas.puntobanco_wire import CoupDealtOut, PBAuditPayloadOut, PBEventOut, PBRulesOut
from api.schemas.vocabulary import BurnRuleIn, SpotIn
from domain.puntobanco.rules import BetResult
from domain.puntobanco.rules import Spot as SpotWord
from domain.puntobanco.state import Phase

__all__ = [
    "AuditOut",
    "BalancesOut",
    "BetIn",
    "BotIn",
    "CloseIn",
    "CoupLessonOut",
    "CoupsOut",
    "EdgeOut",
    "ExampleOut",
    "ExamplesOut",
    "ExplainIn",
    "GrantIn",
    "HistoryOut",
    "JoinIn",
    "LedgerOut",
    "LessonOut",
    "ReplayOut",
    "ResultOut",
    "RoadOut",
    "RulesIn",
    "RulesInfoOut",
    "SeatOut",
    "ShoeIn",
    "ShoeRecordOut",
    "TableCreateIn",
    "TableCreatedOut",
    "TableViewOut",
    "VerifyOut",
]

_BIG = 10**15
"""No number in a request is larger (the domain's limits are far below)."""
Count = Annotated[StrictInt, Field(ge=-_BIG, le=_BIG)]
Card = Annotated[str, StringConstraints(min_length=2, max_length=3)]
CardText = Annotated[str, Field(min_length=2, max_length=3, examples=["HQ"], description="a card name")]


_OUT = ConfigDict(extra="forbid")
Spot = SpotIn
"""A bet's spot or a coup's outcome (:class:`domain.puntobanco.rules.Spot`)."""


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
    burn: BurnRuleIn | None = Field(default=None, description="burn rule (default face_value)")
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


class JoinIn(_Strict):
    """Take a seat as the identity of the ``Authorization`` credential.  The body is optional and
    names no player: the seat is the identity's."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{}]})

    player: SkipJsonSchema[Any] = Field(default=None, exclude=True)

    @field_validator("player", mode="before")
    @classmethod
    def _no_player(cls, value: Any) -> None:
        """A seat request names no player any more: say what to do instead."""
        if value is not None:
            msg = (
                "a seat is taken by the identity of the Authorization credential, the body names no player: "
                "register (POST /v1/accounts) and sign in (POST /v1/sessions), or play as a guest (POST /v1/guests)"
            )
            raise ValueError(msg)
        return None


class BotIn(_Strict):
    """Seat a bot (host)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"strategy": "martingale"}]})

    strategy: Annotated[str, StringConstraints(min_length=1, max_length=16)] = Field(
        description="banker, player, tie, martingale or follow"
    )


class SeatOut(BaseModel):
    """A seat taken: its token is shown only here."""

    model_config = _OUT

    table_id: str
    seat: int
    kind: Literal["human", "bot"]
    player: str = Field(description="the name the chips ledger knows: the identity's handle, or bot:<strategy>@<seat>")
    player_id: str | None = Field(description="the identity that holds the seat (null: a bot)")
    strategy: str | None
    joined_at: str = Field(description="when the seat was taken (ISO 8601)")
    token: str


class GrantIn(_Strict):
    """Grant play chips (host): to a seat's player, to an account by handle, or to any identity
    by id (one of ``seat``, ``player``, ``player_id``)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"seat": 0, "amount": 1000}]})

    amount: Count = Field(description="chips to give (1 to 1,000,000,000)")
    seat: Annotated[StrictInt, Field(ge=0, le=13)] | None = None
    player: Annotated[str, StringConstraints(min_length=1, max_length=64)] | None = Field(
        default=None, description="an account's handle (any spelling), or a bot's name bot:<strategy>@<seat>"
    )
    player_id: uuid.UUID | None = Field(default=None, description="an identity's id (accounts and guests)")


class ShoeIn(_Strict):
    """Start a shoe (host): shuffled from a fresh secret seed, or laid out in ``order``."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{}]})

    order: Annotated[list[Card], Field(max_length=416)] | None = Field(
        default=None, description="an explicit order (card names, first dealt first): lessons and tests"
    )


class BetIn(_Strict):
    """Place a bet for the next coup (seat token)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"spot": "banker", "amount": 100}]})

    spot: SpotIn
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


# ---------------------------------------------------------------- answers


class BeadCellOut(BaseModel):
    """A cell of the bead plate: one coup, columns of six, top to bottom."""

    model_config = _OUT

    coup: int
    col: int
    row: int
    outcome: Spot


class BigRoadCellOut(BaseModel):
    """A cell of the big road: the side that won, the coup, whether a natural, ties counted on it."""

    model_config = _OUT

    col: int
    row: int
    winner: Literal[SpotWord.PLAYER, SpotWord.BANKER]
    coup: int
    natural: bool
    ties: int


class CountsOut(BaseModel):
    """Coups won by each side, and ties."""

    model_config = _OUT

    player: int
    banker: int
    tie: int


class ShoeRoadOut(BaseModel):
    """A shoe's roads as data."""

    model_config = _OUT

    coups: int
    counts: CountsOut
    bead_plate: list[BeadCellOut]
    big_road: list[BigRoadCellOut]
    leading_ties: int = Field(description="ties before the first Player or Banker win")


class RoadOut(ShoeRoadOut):
    """A shoe's bead plate and big road (read model)."""

    table_id: str
    shoe_no: int


class ShoeViewOut(BaseModel):
    """The running shoe's public facts (never its order, seed or burned cards)."""

    model_config = _OUT

    shoe_no: int
    decks: int
    cards: int
    commitment: str = Field(description="sha256 commitment to the shoe's secret seed")
    explicit: bool
    burn_card: CardText | None = Field(description="the card turned face up at the burn")
    burned: int = Field(description="how many cards were burned face down")
    dealt: int
    remaining: int
    cut_card_out: bool
    last_coup_next: bool
    coups: int
    road: ShoeRoadOut


class OpenBetOut(BaseModel):
    """An open bet of the next coup."""

    model_config = _OUT

    seat: int
    player: str
    spot: Spot
    amount: int


class NextCoupOut(BaseModel):
    """The coup bets are open for."""

    model_config = _OUT

    shoe_no: int
    coup_no: int
    bets: list[OpenBetOut]
    staked: int


class SeatViewOut(BaseModel):
    """Who sits at a seat."""

    model_config = _OUT

    seat: int
    kind: Literal["human", "bot"]
    player: str
    player_id: str | None = Field(description="the identity that holds the seat (null: a bot)")
    strategy: str | None
    joined_at: str


class ReplayOut(BaseModel):
    """The table's public state: rules, every balance, the house's result, the running shoe's public
    facts and road, the open bets, the last coup.  The same for every viewer."""

    model_config = _OUT

    table_id: str
    version: int
    phase: Phase
    rules: PBRulesOut | None
    banker_unit: int | None = Field(description="a Banker bet is a multiple of this many chips")
    balances: dict[str, int] = Field(description="each player's chips, by ledger name")
    granted: int
    house_result: int
    shoes: int
    coups: int
    shoe: ShoeViewOut | None
    next_coup: NextCoupOut | None
    last_coup: CoupDealtOut | None


class TableViewOut(ReplayOut):
    """A table's view now, with who sits where (``null``: an empty seat)."""

    seats: list[SeatViewOut | None]


class TableCreatedOut(BaseModel):
    """A new table: its id, the host token (shown only here) and its view."""

    model_config = _OUT

    table_id: str
    host_token: str
    version: int
    view: TableViewOut


class ResultOut(BaseModel):
    """A command's batch (``first_version``..``version``) as anyone may see it, and the view after."""

    model_config = _OUT

    version: int
    first_version: int
    replayed: bool
    events: list[PBEventOut]
    view: TableViewOut


class HistoryOut(BaseModel):
    """Events as anyone may see them now (a finished shoe's in full)."""

    model_config = _OUT

    table_id: str
    events: list[PBEventOut]


class ShoeRecordOut(BaseModel):
    """A shoe's public record: the commitment from the start; seed and order once finished."""

    model_config = _OUT

    shoe_no: int
    commitment: str
    explicit: bool
    decks: int
    cards: int
    cut_index: int
    finished: bool
    seed: str | None
    order: list[CardText] | None
    reason: str | None
    coups: int | None


class VerifyOut(BaseModel):
    """A finished shoe re-run from its revealed seed: ``ok`` and every check, with the problems."""

    model_config = _OUT

    table_id: str
    ok: bool
    problems: list[str]
    shoe_no: int | None = None
    explicit: bool | None = None
    commitment: str | None = None
    seed: str | None = None
    commitment_ok: bool | None = None
    order_ok: bool | None = None
    burn_ok: bool | None = None
    coups: int | None = None
    coups_ok: int | None = None
    settlements_ok: bool | None = None
    reason: str | None = None


class PayoutDetailOut(BaseModel):
    """What one bet gets back."""

    model_config = _OUT

    result: BetResult
    paid: int
    commission: int


class PayoutsDetailOut(BaseModel):
    """The payouts step: each spot's result for the lesson's stake."""

    model_config = _OUT

    player: PayoutDetailOut
    banker: PayoutDetailOut
    tie: PayoutDetailOut


class TableauDetailOut(BaseModel):
    """Banker's decision by the tableau."""

    model_config = _OUT

    draws: bool
    total: int
    player_third: int
    draws_on: list[int]


class PlayerRuleDetailOut(BaseModel):
    """Player's decision."""

    model_config = _OUT

    draws: bool
    draws_on: list[int]


class StandRuleDetailOut(BaseModel):
    """Banker's decision by the stand rule (Player stood)."""

    model_config = _OUT

    draws: bool
    total: int


class StepOut(BaseModel):
    """One step of a lesson: the rule that applied, the explanation, the hands after it."""

    model_config = _OUT

    step: int
    rule: str
    label: str
    text: str
    player: list[CardText]
    banker: list[CardText]
    player_total: int
    banker_total: int
    detail: TableauDetailOut | PayoutsDetailOut | PlayerRuleDetailOut | StandRuleDetailOut | None = None


class LessonOut(BaseModel):
    """A coup explained step by step, each step by its rule."""

    model_config = _OUT

    title: str
    cards: list[CardText]
    outcome: Spot
    steps: list[StepOut]


class ExampleOut(LessonOut):
    """An example coup of the teaching mode."""

    example: int


class ExamplesOut(BaseModel):
    """Every example coup."""

    model_config = _OUT

    examples: list[ExampleOut]


class CoupLessonOut(LessonOut):
    """A coup a table really dealt, explained."""

    shoe_no: int
    coup_no: int
    version: int


class LedgerRowOut(BaseModel):
    """One chip movement (read model ``puntobanco_ledger``)."""

    model_config = _OUT

    table_id: str
    version: int
    notification_id: int
    recorded_at: str
    player: str
    seat: int | None
    shoe_no: int | None
    coup_no: int | None
    kind: Literal["grant", "stake", "win", "lose", "push", "refund"]
    spot: Spot | None
    stake: int | None
    amount: int = Field(description="the signed change of the balance")
    commission: int
    balance: int


class LedgerOut(BaseModel):
    """The chips ledger of a table."""

    model_config = _OUT

    table_id: str
    rows: list[LedgerRowOut]


class BalanceOut(BaseModel):
    """One player's balance and totals."""

    model_config = _OUT

    player: str
    balance: int
    granted: int
    staked: int
    paid: int
    refunded: int
    commission: int


class BalancesOut(BaseModel):
    """Balances and totals per player (read model)."""

    model_config = _OUT

    table_id: str
    players: list[BalanceOut]


class CoupRowOut(BaseModel):
    """One coup (read model ``puntobanco_coups``; the settlement columns once settled)."""

    model_config = _OUT

    table_id: str
    shoe_no: int
    coup_no: int
    version: int
    notification_id: int
    dealt_at: str
    player_cards: list[CardText]
    banker_cards: list[CardText]
    player_total: int
    banker_total: int
    natural: bool
    outcome: Spot
    cut_card: bool
    last: bool
    bets: int | None
    staked: int | None
    paid: int | None
    commission: int | None
    house_result: int | None


class CoupsOut(BaseModel):
    """The coup history of a table."""

    model_config = _OUT

    table_id: str
    coups: list[CoupRowOut]


class AuditRowOut(BaseModel):
    """One event described (read model ``puntobanco_audit``)."""

    model_config = _OUT

    table_id: str
    version: int
    notification_id: int
    recorded_at: str
    shoe_no: int | None
    coup_no: int | None
    event_type: str
    seat: int | None
    player: str | None
    description: str
    payload: PBAuditPayloadOut
    redacted: bool = Field(description="true while the shoe runs and the row hides part of it")


class AuditOut(BaseModel):
    """The audit trail of a table."""

    model_config = _OUT

    table_id: str
    rows: list[AuditRowOut]


class TableauRowOut(BaseModel):
    """A row of the Banker's tableau."""

    model_config = _OUT

    draws_on_player_third: list[int]
    text: str


class RulesInfoOut(BaseModel):
    """The default rules, the burn rules, and the drawing rules as data and words."""

    model_config = _OUT

    defaults: PBRulesOut
    burn_rules: list[str]
    player_draws_on: list[int]
    banker_stand_rule_draws_on: list[int]
    banker_tableau: dict[str, TableauRowOut] = Field(description="by Banker's total, 0-7")


class SpotsFloatOut(BaseModel):
    """A number per bet."""

    model_config = _OUT

    banker: float
    player: float
    tie: float


class SpotsTextOut(BaseModel):
    """An exact fraction per bet, as text (``p/q``)."""

    model_config = _OUT

    banker: str
    player: str
    tie: str


class EdgeOut(BaseModel):
    """The exact house edge of each bet (fractions of the stake), by enumeration."""

    model_config = _OUT

    banker: float = Field(description="rounded to 4 places")
    player: float
    tie: float
    decks: int
    commission_pct: int
    tie_payout: int
    exact: SpotsTextOut
    edge: SpotsFloatOut
    probabilities: SpotsFloatOut
    method: str
