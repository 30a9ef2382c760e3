"""Response bodies of ``/v1/teaching`` (:mod:`api.http.routes.teaching`): the quiz, the guided
game's plan and the card school, every field typed (the OpenAPI document lists them)."""

from __future__ import annotations

from pydantic import BaseModel, Field

__all__ = [
    "CardSchoolOut",
    "GuidedOut",
    "QuizOut",
]


class QuizCardOut(BaseModel):
    """One offered card: may it be played now (the engine's legality check), and the key of the
    seed's explanation."""

    card: str = Field(description="the card, e.g. HK")
    legal: bool = Field(description="legal_commands lists a play of this card in the puzzle's position")
    explanation: str = Field(description="message key of the seed's explanation (quiz.<puzzle>.<card>)")


class PuzzleOut(BaseModel):
    """A puzzle's position: the ruleset, the top card, the wish and the offered hand."""

    puzzle: str = Field(description="top (the Heart Queen on top) or after_jack (a Jack wishing Hearts)")
    ruleset: str
    top: str
    wish: str | None = Field(description="the wished suit (C, S, H, D) or null")
    cards: list[QuizCardOut]


class QuizOut(BaseModel):
    """The puzzles of seed 000's rules page, in its order."""

    puzzles: list[PuzzleOut]


class GuidedRulesetOut(BaseModel):
    """The tutorial ruleset as ``POST /v1/rulesets`` takes it."""

    base: str
    overrides: dict[str, int]
    name: str


class GuidedMoveOut(BaseModel):
    """A move as ``GET /v1/tables/{id}/legal`` lists it."""

    type: str = Field(description="play or draw")
    cards: list[str] | None = None
    wish: str | None = None


class GuidedStepOut(BaseModel):
    """One of your moves: the position it is made in, the move, the message keys."""

    top: str = Field(description="the open card when the move is due")
    drawn: str | None = Field(description="the card you just drew, when the move follows a draw")
    move: GuidedMoveOut
    hint: str = Field(description="message key of the hint")
    before: str | None = Field(description="message key of what Kalle did before this move")


class GuidedOut(BaseModel):
    """How to open the tutorial table against Kalle (seed 003), its deck, and your steps."""

    ruleset: GuidedRulesetOut
    seats: int
    you: int = Field(description="your seat")
    bot: str = Field(description="the bot to seat at the other seat")
    deck: list[str] = Field(description="the explicit deck (first dealt first); the unseen cards vary per call")
    steps: list[GuidedStepOut]


class ValuedCardOut(BaseModel):
    """A card and its Punto Banco value."""

    card: str
    value: int


class PayoutOut(BaseModel):
    """What a bet of the lesson's stake on one spot gets back."""

    spot: str
    result: str = Field(description="win, lose or push")
    paid: int
    commission: int


class SchoolStepOut(BaseModel):
    """One step of a coup: the rule that decided it and the hands after it."""

    rule: str = Field(description="deal, natural, no_natural, player_rule, stand_rule, tableau, outcome, payouts")
    text: str = Field(description="the domain's explanation in English")
    player: list[ValuedCardOut]
    banker: list[ValuedCardOut]
    player_total: int
    banker_total: int
    draws: bool | None = Field(default=None, description="player_rule, stand_rule, tableau: a card was drawn")
    player_third: int | None = Field(default=None, description="tableau: the value of Player's third card")
    draws_on: list[int] | None = Field(default=None, description="the values on which the hand draws")
    payouts: list[PayoutOut] | None = None


class SchoolLessonOut(BaseModel):
    """An example coup explained step by step."""

    example: int
    title: str
    outcome: str
    steps: list[SchoolStepOut]


class RankValueOut(BaseModel):
    """A rank's value."""

    rank: str
    value: int


class TableauRowOut(BaseModel):
    """A row of the Banker's table: with ``total`` Banker draws when Player's third card is one of ``draws_on``."""

    total: int
    draws_on: list[int]


class CardSchoolOut(BaseModel):
    """The Punto Banco card school: the card values, the drawing rules and the example coups."""

    values: list[RankValueOut]
    player_draws_on: list[int]
    stand_rule_draws_on: list[int]
    tableau: list[TableauRowOut]
    stake: int
    commission_pct: int
    tie_payout: int
    lessons: list[SchoolLessonOut]
