"""How a Punto Banco coup ended, as a value (:class:`~domain.outcome.GameOutcome`).

A coup ends either on a *natural* (8 or 9 on the first two cards) or by the drawing rules (the
*tableau*), and one side wins it — Player, Banker, or neither (a tie, on which the Tie bets win).
``CoupDealt`` carries both facts (``natural``, ``outcome``); :func:`coup_outcome` gives them back
as a value a reader can switch on, and :func:`outcome` is the game's ``Decider.outcome``.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from enum import StrEnum

from domain.outcome import GameOutcome
from domain.puntobanco.events import CoupDealt, PBEvent
from domain.puntobanco.rules import Spot
from domain.puntobanco.state import PBState

__all__ = ["CoupEnd", "CoupOutcome", "coup_outcome", "outcome"]


class CoupEnd(StrEnum):
    """Why a coup ended where it did."""

    NATURAL = "natural"
    """A natural (8 or 9 on two cards) ended it: nobody drew."""
    TABLEAU = "tableau"
    """The drawing rules played it out (a third card each, one, or both stood)."""


CoupOutcome = GameOutcome[CoupEnd, Spot]
"""A coup's end and the side that won it (``Spot.TIE``: neither hand)."""


def coup_outcome(event: CoupDealt) -> CoupOutcome:
    """The outcome ``event`` records."""
    return GameOutcome(CoupEnd.NATURAL if event.natural else CoupEnd.TABLEAU, (Spot(event.outcome),))


def outcome(state: PBState, event: PBEvent) -> CoupOutcome | None:
    """``Decider.outcome``: a dealt coup's outcome; ``None`` for every other event."""
    return coup_outcome(event) if isinstance(event, CoupDealt) else None
