"""Many coups dealt from real shoes, to check the exact house edge statistically.

Shoes are shuffled by the committed shuffle (:mod:`domain.puntobanco.shoe`) from seeds derived
from the run's seed (``sha256(run seed + shoe number)``), burned and dealt to the cut card and one
more coup — with the same functions ``decide`` uses (:func:`~domain.puntobanco.coup.deal_coup`,
:func:`~domain.puntobanco.shoe.cut_card_progress`).  Every coup's outcome is counted; since a
bet's return depends on the outcome alone, the mean return of each bet, its standard error and its
confidence interval follow from the counts.

Deterministic: the same seed gives the same counts.  No randomness of its own (no ``random``).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from domain.puntobanco.coup import deal_coup
from domain.puntobanco.edge import bet_returns
from domain.puntobanco.rules import DEFAULT_RULES, SPOTS, PuntoBancoRules
from domain.puntobanco.shoe import burn_of, cut_card_progress, cut_index, shoe_order

__all__ = ["Z_99", "SimulationReport", "shoe_seed", "simulate"]

Z_99 = 2.5758293035489
"""The two-sided 99 % quantile of the normal distribution."""


def shoe_seed(run_seed: bytes, shoe: int) -> bytes:
    """The seed of the ``shoe``-th shoe (from 0) of a simulation run."""
    return hashlib.sha256(b"puntobanco/simulation/v1:" + run_seed + shoe.to_bytes(8, "big")).digest()


@dataclass(frozen=True, slots=True)
class SimulationReport:
    """Outcome counts of ``coups`` coups from ``shoes`` shoes, and each bet's mean return per chip
    with its standard error (the house edge is minus the mean)."""

    rules: PuntoBancoRules
    coups: int
    shoes: int
    counts: dict[str, int]

    def bet(self, spot: str, z: float = Z_99) -> dict[str, float]:
        """``edge`` (the house's mean gain per chip), its standard error and the ``z`` interval."""
        returns = bet_returns(self.rules, spot)
        n = self.coups
        mean = sum(self.counts[o] * float(returns[o]) for o in SPOTS) / n
        square = sum(self.counts[o] * float(returns[o]) ** 2 for o in SPOTS) / n
        se = math.sqrt(max(square - mean * mean, 0.0) / n)
        return {"edge": -mean, "stderr": se, "low": -mean - z * se, "high": -mean + z * se}

    def as_dict(self, z: float = Z_99) -> dict[str, Any]:
        """JSON form: counts, frequencies, and each bet's edge with its interval."""
        return {
            "coups": self.coups,
            "shoes": self.shoes,
            "decks": self.rules.decks,
            "counts": dict(self.counts),
            "frequencies": {k: v / self.coups for k, v in self.counts.items()},
            "confidence": 0.99 if z == Z_99 else None,
            "z": z,
            **{spot: self.bet(spot, z) for spot in ("banker", "player", "tie")},
        }


def simulate(
    coups: int,
    rules: PuntoBancoRules = DEFAULT_RULES,
    seed: bytes = b"",
    progress: Callable[[int], None] | None = None,
) -> SimulationReport:
    """Deal ``coups`` coups from consecutive shoes; ``progress(coups so far)`` after each shoe."""
    if coups < 1:
        raise ValueError("coups: at least 1")
    counts: dict[str, int] = dict.fromkeys(SPOTS, 0)
    done = shoes = 0
    while done < coups:
        order = shoe_order(rules.decks, shoe_seed(seed, shoes))
        shoes += 1
        pos = burn_of(rules, order).used
        cut = cut_index(rules, len(order))
        cut_out = False
        while done < coups:
            coup = deal_coup(order, pos)
            used = coup.cards_used
            cut_now, last = cut_card_progress(pos, used, cut, cut_out)
            pos += used
            cut_out = cut_out or cut_now
            counts[coup.outcome] += 1
            done += 1
            if last:
                break
        if progress is not None:
            progress(done)
    return SimulationReport(rules, coups, shoes, counts)
