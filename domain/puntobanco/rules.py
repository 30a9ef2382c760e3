"""The rules of Punto Banco as data and small pure functions: card values, the drawing rules,
the outcome, the payouts, and the table's ruleset.

Every rule of the game is written here once; the deal (:mod:`domain.puntobanco.coup`), the
exhaustive house-edge enumeration (:mod:`domain.puntobanco.edge`), the simulation, the teaching
mode and the verification all call these functions, so a rule cannot differ between them.

* **Card values**: Ace 1, 2-9 their face value, 10/J/Q/K 0; a hand counts the last digit of its
  sum (7 + 6 = 13 counts 3).
* **Natural**: 8 or 9 on the first two cards of either hand ends the coup at once.
* **Player's rule**: Player draws a third card on 0-5 and stands on 6-7.
* **Banker's rule**: if Player stood, Banker draws on 0-5 and stands on 6-7; if Player drew,
  Banker follows :data:`BANKER_TABLEAU` (seed 002's table): with 0-2 always, with 3 unless
  Player's third card is an 8, with 4 on 2-7, with 5 on 4-7, with 6 on 6-7, with 7 never.
  "Player's third card" means its point value (10 and faces count 0).
* **Outcome**: the hand closer to 9 wins; equal totals are a tie.
* **Payouts**: Player 1:1; Banker 1:1 less the commission (``commission_pct``, default 5 %);
  Tie ``tie_payout``:1 (default 8); Player and Banker bets are returned on a tie (a push).

Chips are whole numbers.  So that the commission is always a whole number of chips, a Banker
bet must be a multiple of :func:`banker_unit` (20 chips at 5 %): a documented choice instead of
rounding, which would shift the house edge for small bets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from math import gcd
from typing import Any, Final

__all__ = [
    "BANKER_TABLEAU",
    "BURN_RULES",
    "DEFAULT_RULES",
    "PLAYER_DRAWS",
    "SEAT_COUNTS",
    "SPOTS",
    "STAND_RULE",
    "BankerDecision",
    "BetResult",
    "BurnRule",
    "PuntoBancoRules",
    "RulesError",
    "Spot",
    "banker_decision",
    "banker_draws",
    "banker_unit",
    "card_value",
    "hand_total",
    "is_natural",
    "outcome_of",
    "payout",
    "player_draws",
]


class Spot(StrEnum):
    """The three places a bet can lie, and the three outcomes of a coup."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


PLAYER = Spot.PLAYER
BANKER = Spot.BANKER
TIE = Spot.TIE
SPOTS: Final = tuple(Spot)
"""The three places a bet can lie, and the three outcomes of a coup, in :class:`Spot`'s order."""


class BurnRule(StrEnum):
    """How a new shoe is burned: face_value (cards as many as the first card's value) or none."""

    FACE_VALUE = "face_value"
    """The first card of a new shoe is turned face up and as many cards as its value (10 and faces
    count 10 here, an Ace 1) are burned face down."""
    NONE = "none"
    """Nothing is burned."""


class BetResult(StrEnum):
    """How a settled bet ended: won, lost, or pushed (the stake came back)."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    """A Player or Banker bet on a tied coup: the stake comes back."""


PLAYER_DRAWS: Final = frozenset(range(6))
"""Player's two-card totals on which Player draws a third card (0-5); Player stands on 6-7."""

STAND_RULE: Final = frozenset(range(6))
"""Banker's totals on which Banker draws when Player stood (the same 0-5 / 6-7 rule)."""

BANKER_TABLEAU: Final[Mapping[int, frozenset[int]]] = {
    0: frozenset(range(10)),
    1: frozenset(range(10)),
    2: frozenset(range(10)),
    3: frozenset(range(10)) - {8},
    4: frozenset(range(2, 8)),
    5: frozenset(range(4, 8)),
    6: frozenset({6, 7}),
    7: frozenset(),
}
"""Seed 002's Banker table: Banker's two-card total -> the values of Player's third card on which
Banker draws (when Player drew).  Totals 8-9 never get here (a natural ends the coup)."""

BURN_RULES: Final = tuple(BurnRule)
"""The burn rules (:class:`BurnRule`), ``face_value`` first."""


def card_value(rank: int) -> int:
    """The point value of a card rank (2..14, Ace = 14): Ace 1, 2-9 face, 10/J/Q/K 0."""
    if rank == 14:
        return 1
    return rank if rank < 10 else 0


def hand_total(values: list[int] | tuple[int, ...]) -> int:
    """A hand's total: the last digit of the sum of its point values."""
    return sum(values) % 10


def is_natural(total: int, cards: int = 2) -> bool:
    """8 or 9 on the first two cards."""
    return cards == 2 and total >= 8


def player_draws(total: int) -> bool:
    """Player draws a third card on a two-card total of 0-5 (no natural on the table)."""
    return total in PLAYER_DRAWS


@dataclass(frozen=True, slots=True)
class BankerDecision:
    """Whether Banker draws, and which rule said so (for the teaching mode and the audit).

    ``rule`` is ``"stand_rule"`` (Player stood: Banker draws on 0-5 like Player) or
    ``"tableau"`` (Player drew: row ``total`` of :data:`BANKER_TABLEAU`); ``draws_on`` is the set
    of Player third-card values on which that row draws (``None`` under the stand rule)."""

    draws: bool
    rule: str
    total: int
    player_third: int | None
    draws_on: frozenset[int] | None


def banker_decision(banker_total: int, player_third: int | None) -> BankerDecision:
    """Banker's decision on a two-card total of 0-7 given Player's third card value (``None``:
    Player stood)."""
    if not 0 <= banker_total <= 7:
        msg = f"banker total {banker_total}: the drawing rules apply to totals 0-7 (8-9 is a natural)"
        raise ValueError(msg)
    if player_third is None:
        return BankerDecision(banker_total in STAND_RULE, "stand_rule", banker_total, None, None)
    row = BANKER_TABLEAU[banker_total]
    return BankerDecision(player_third in row, "tableau", banker_total, player_third, row)


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Banker draws a third card on a two-card total of 0-7 (the same tables as
    :func:`banker_decision`, without building its record: the deal's hot path)."""
    if player_third is None:
        return banker_total in STAND_RULE
    return player_third in BANKER_TABLEAU[banker_total]


def outcome_of(player_total: int, banker_total: int) -> str:
    """``"player"``, ``"banker"`` or ``"tie"``: the hand closer to 9 wins."""
    if player_total > banker_total:
        return PLAYER
    if banker_total > player_total:
        return BANKER
    return TIE


class RulesError(ValueError):
    """A ruleset field out of its bounds; ``problems`` names each bad field."""

    def __init__(self, problems: Mapping[str, str]) -> None:
        """Keep every problem; the message lists them."""
        self.problems = dict(problems)
        super().__init__("; ".join(f"{k}: {v}" for k, v in self.problems.items()))


_BOUNDS: Final[Mapping[str, tuple[int, int]]] = {
    "decks": (1, 8),
    "seats": (1, 14),
    "commission_pct": (0, 10),
    "tie_payout": (1, 10),
    "min_bet": (1, 1_000_000),
    "max_bet": (1, 100_000_000),
    "cut_card_reserve": (12, 104),
}
SEAT_COUNTS: Final[tuple[int, int]] = _BOUNDS["seats"]
"""The fewest and the most seats a table may have."""


@dataclass(frozen=True, slots=True)
class PuntoBancoRules:
    """A Punto Banco table's rules: immutable, recorded in the table's first event.

    * ``decks`` — 52-card decks in the shoe (1-8, default 8);
    * ``seats`` — betting seats at the table (1-14, default 7);
    * ``commission_pct`` — taken from a winning Banker bet's win (0-10, default 5);
    * ``tie_payout`` — a winning Tie bet pays this many to 1 (1-10, default 8);
    * ``min_bet`` / ``max_bet`` — table limits for one bet on one spot;
    * ``burn`` — :data:`BURN_RULES` (default ``face_value``);
    * ``cut_card_reserve`` — cards behind the cut card (12-104, default 16): when the cut card
      comes out, that coup is finished, one more coup is dealt, and the shoe is over.  12 or more
      leave room for the coup in progress and the last one (at most 5 + 6 cards).
    """

    decks: int = 8
    seats: int = 7
    commission_pct: int = 5
    tie_payout: int = 8
    min_bet: int = 20
    max_bet: int = 10_000
    burn: str = BurnRule.FACE_VALUE
    cut_card_reserve: int = 16

    def problems(self) -> dict[str, str]:
        """Every field out of its bounds, by name (empty when the rules are valid)."""
        out: dict[str, str] = {}
        for name, (lo, hi) in _BOUNDS.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                out[name] = f"a whole number from {lo} to {hi}, not {value!r}"
        if self.burn not in BURN_RULES:
            out["burn"] = f"one of {', '.join(BURN_RULES)}, not {self.burn!r}"
        if not out and self.max_bet < self.min_bet:
            out["max_bet"] = f"must be at least min_bet ({self.min_bet}), not {self.max_bet}"
        if not out and self.max_bet < banker_unit(self):
            out["max_bet"] = (
                f"must allow a Banker bet: at least {banker_unit(self)} at {self.commission_pct} % commission"
            )
        if not out and 52 * self.decks - self.cut_card_reserve - 11 < 6:
            out["cut_card_reserve"] = f"leaves no room for a coup in a {self.decks}-deck shoe"
        return out

    def check(self) -> PuntoBancoRules:
        """``self`` if valid, else :class:`RulesError` naming every bad field."""
        problems = self.problems()
        if problems:
            raise RulesError(problems)
        return self

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (every field)."""
        return asdict(self)


FIELDS: Final = tuple(f.name for f in fields(PuntoBancoRules))
"""The field names, in declaration order."""

DEFAULT_RULES: Final = PuntoBancoRules()
"""8 decks, 7 seats, 5 % commission, tie 8:1, bets 20-10,000, face-value burn, 16 cards behind the cut."""


def rules_from_dict(data: Mapping[str, Any], base: PuntoBancoRules = DEFAULT_RULES) -> PuntoBancoRules:
    """``base`` with the fields of ``data`` overridden, checked (:class:`RulesError` names every
    unknown or bad field)."""
    unknown = {k: f"unknown field; known: {', '.join(FIELDS)}" for k in data if k not in FIELDS}
    if unknown:
        raise RulesError(unknown)
    merged = {**base.to_dict(), **data}
    return PuntoBancoRules(**merged).check()


def banker_unit(rules: PuntoBancoRules) -> int:
    """The multiple a Banker bet must be so its commission is whole: ``100 / gcd(100, pct)``
    (20 at 5 %, 1 without commission)."""
    pct = rules.commission_pct
    return 1 if pct == 0 else 100 // gcd(100, pct)


@dataclass(frozen=True, slots=True)
class Payout:
    """What a settled bet gives back: ``result`` is ``win``, ``lose`` or ``push``; ``paid`` is
    every chip returned to the bettor (stake included); ``commission`` the chips the house kept
    of a Banker win."""

    result: BetResult
    paid: int
    commission: int


def payout(rules: PuntoBancoRules, spot: str, stake: int, outcome: str) -> Payout:
    """The settlement of a bet of ``stake`` on ``spot`` when the coup's outcome is ``outcome``."""
    if outcome == TIE and spot != TIE:
        return Payout(BetResult.PUSH, stake, 0)
    if spot != outcome:
        return Payout(BetResult.LOSE, 0, 0)
    if spot == PLAYER:
        return Payout(BetResult.WIN, 2 * stake, 0)
    if spot == BANKER:
        commission = stake * rules.commission_pct // 100
        return Payout(BetResult.WIN, 2 * stake - commission, commission)
    return Payout(BetResult.WIN, stake + stake * rules.tie_payout, 0)


def burn_count(rank: int) -> int:
    """Cards burned face down after the first card of a shoe (``face_value`` burn): its value
    with 10 and faces counting 10 and an Ace 1."""
    if rank == 14:
        return 1
    return min(rank, 10)
