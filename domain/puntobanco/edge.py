"""The exact house edge of each bet, by exhaustive enumeration over a full shoe's composition.

No simulation: every ordered sequence of the (up to) six cards of a coup dealt off the top of a
full ``decks``-deck shoe is weighed by how many ways the shoe's composition allows it (cards are
drawn without replacement), and each sequence is played by the rules of
:mod:`domain.puntobanco.rules` (naturals, Player's rule, Banker's tableau).  Only point values
matter, so the enumeration runs over ten values (0 for 10/J/Q/K: 16 per deck; 1-9: 4 per deck).

Weights are exact integers: a coup that ends after four (five) cards is counted once for each way
the unused fifth and sixth (sixth) cards could lie, so every outcome is a count of ordered
six-card sequences out of ``N (N-1) ... (N-5)``.  The edges are then exact fractions of the stake,
computed with the payouts of :func:`domain.puntobanco.rules.payout` (a tie is a push for Player
and Banker bets).

A positive edge is what the house keeps on average per chip staked.  For 8 decks and the default
payouts: Banker 0.010579, Player 0.012351, Tie (8:1) 0.143596.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from typing import Any

from domain.puntobanco.rules import (
    DEFAULT_RULES,
    SPOTS,
    PuntoBancoRules,
    banker_draws,
    banker_unit,
    is_natural,
    outcome_of,
    payout,
    player_draws,
)

__all__ = ["EdgeReport", "bet_returns", "house_edge", "outcome_counts", "outcome_probabilities"]


@lru_cache(maxsize=16)
def outcome_counts(decks: int) -> dict[str, int]:
    """How many ordered six-card sequences off the top of a full ``decks``-deck shoe give each
    outcome (their sum is ``N (N-1) ... (N-5)``, ``N = 52 decks``)."""
    if not 1 <= decks <= 8:
        raise ValueError(f"decks: 1 to 8, not {decks}")
    c = [16 * decks] + [4 * decks] * 9
    n = 52 * decks
    after4 = (n - 4) * (n - 5)  # ways the two unused cards of a four-card coup can lie
    after5 = n - 5
    draws = [[banker_draws(bt, p3) for p3 in range(10)] for bt in range(8)]
    stands = [banker_draws(bt, None) for bt in range(8)]
    wins = {"player": 0, "banker": 0, "tie": 0}
    for p1 in range(10):
        w1 = c[p1]
        c[p1] -= 1
        for b1 in range(10):
            w2 = w1 * c[b1]
            if not w2:
                continue
            c[b1] -= 1
            for p2 in range(10):
                w3 = w2 * c[p2]
                if not w3:
                    continue
                c[p2] -= 1
                pt = (p1 + p2) % 10
                for b2 in range(10):
                    w4 = w3 * c[b2]
                    if not w4:
                        continue
                    c[b2] -= 1
                    bt = (b1 + b2) % 10
                    if is_natural(pt) or is_natural(bt):
                        wins[outcome_of(pt, bt)] += w4 * after4
                    elif player_draws(pt):
                        row = draws[bt]
                        for p3 in range(10):
                            w5 = w4 * c[p3]
                            if not w5:
                                continue
                            pt3 = (pt + p3) % 10
                            if row[p3]:
                                c[p3] -= 1
                                for b3 in range(10):
                                    if c[b3]:
                                        wins[outcome_of(pt3, (bt + b3) % 10)] += w5 * c[b3]
                                c[p3] += 1
                            else:
                                wins[outcome_of(pt3, bt)] += w5 * after5
                    elif stands[bt]:
                        for b3 in range(10):
                            if c[b3]:
                                wins[outcome_of(pt, (bt + b3) % 10)] += w4 * c[b3] * after5
                    else:
                        wins[outcome_of(pt, bt)] += w4 * after4
                    c[b2] += 1
                c[p2] += 1
            c[b1] += 1
        c[p1] += 1
    return wins


def outcome_probabilities(decks: int) -> dict[str, Fraction]:
    """The exact probability of each outcome for a coup off the top of a full shoe."""
    counts = outcome_counts(decks)
    total = sum(counts.values())
    return {k: Fraction(v, total) for k, v in counts.items()}


def bet_returns(rules: PuntoBancoRules, spot: str) -> dict[str, Fraction]:
    """The net return per chip staked on ``spot`` for each outcome, from the payout rule."""
    stake = banker_unit(rules) * 100
    return {o: Fraction(payout(rules, spot, stake, o).paid - stake, stake) for o in SPOTS}


@dataclass(frozen=True, slots=True)
class EdgeReport:
    """The exact edges (fractions of the stake) and the outcome probabilities behind them."""

    decks: int
    commission_pct: int
    tie_payout: int
    probabilities: dict[str, Fraction]
    edges: dict[str, Fraction]

    def as_dict(self, places: int = 4) -> dict[str, Any]:
        """JSON form: ``banker``, ``player``, ``tie`` rounded to ``places`` decimals, and the
        exact fractions and probabilities besides."""
        return {
            **{spot: round(float(self.edges[spot]), places) for spot in ("banker", "player", "tie")},
            "decks": self.decks,
            "commission_pct": self.commission_pct,
            "tie_payout": self.tie_payout,
            "exact": {spot: str(self.edges[spot]) for spot in ("banker", "player", "tie")},
            "edge": {spot: float(self.edges[spot]) for spot in ("banker", "player", "tie")},
            "probabilities": {k: float(v) for k, v in self.probabilities.items()},
            "method": "exhaustive enumeration of every coup off the top of a full shoe",
        }


def house_edge(decks: int = 8, *, commission_pct: int = 5, tie_payout: int = 8) -> EdgeReport:
    """The house edge of the Banker, Player and Tie bets (the house's expected gain per chip)."""
    rules = replace(DEFAULT_RULES, decks=decks, commission_pct=commission_pct, tie_payout=tie_payout).check()
    probs = outcome_probabilities(decks)
    edges: dict[str, Fraction] = {}
    for spot in SPOTS:
        returns = bet_returns(rules, spot)
        edges[spot] = -sum((probs[o] * returns[o] for o in SPOTS), Fraction(0))
    return EdgeReport(decks, commission_pct, tie_payout, probs, edges)
