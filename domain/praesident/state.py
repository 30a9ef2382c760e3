"""The fold of a Präsident stream (an immutable value) and the small rules every module shares:
turn order, titles and points, the deal.

Phases: ``new`` (no game), ``exchange`` (the President and vice owe cards back), ``playing``,
``between`` (a round ended, the next not dealt) and ``over``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from domain.praesident.rules import Rules

__all__ = [
    "BETWEEN",
    "EXCHANGE",
    "NEW",
    "OVER",
    "PLAYING",
    "State",
    "deal",
    "next_seat",
    "points_for",
    "shared_places",
    "title_for",
]

NEW, EXCHANGE, PLAYING, BETWEEN, OVER = "new", "exchange", "playing", "between", "over"


@dataclass(frozen=True, slots=True)
class State:
    """Everything the rules need; ``hands`` sorted; ``top`` the trick's last play (empty: the seat
    to move leads), ``trick`` every card played in it; ``passed`` per seat in this trick;
    ``places`` per seat in this round (0: still in); ``titles`` / ``last_places`` of the previous
    round; ``owed`` the gifts back still owed (giver, receiver, count); ``exchanged`` this round's
    exchange so far (giver, receiver, cards): the forced gifts, then the cards given back."""

    phase: str = NEW
    rules: Rules | None = None
    players: tuple[str, ...] = ()
    commitment: str = ""
    seed: bytes = b""
    round_no: int = 0
    hands: tuple[tuple[int, ...], ...] = ()
    turn: int = -1
    top: tuple[int, ...] = ()
    trick: tuple[int, ...] = ()
    last_player: int = -1
    passed: tuple[bool, ...] = ()
    passes: int = 0
    revolution: bool = False
    places: tuple[int, ...] = ()
    titles: tuple[str, ...] = ()
    last_places: tuple[int, ...] = ()
    owed: tuple[tuple[int, int, int], ...] = ()
    exchanged: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    points: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    final_places: tuple[int, ...] = ()
    version: int = 0

    @property
    def seats(self) -> int:
        """How many seats play."""
        return len(self.players)

    def active(self) -> list[int]:
        """The seats still holding cards."""
        return [s for s, hand in enumerate(self.hands) if hand]


def next_seat(state: State, after: int, *, in_trick: bool = True) -> int:
    """The first seat after ``after`` (cyclic, ``after`` itself last) still holding cards and, when
    ``in_trick`` and passing is final, not passed in this trick; -1 when there is none."""
    n = state.seats
    final = state.rules is not None and state.rules.pass_is_final
    for step in range(1, n + 1):
        seat = (after + step) % n
        if state.hands[seat] and not (in_trick and final and state.passed[seat]):
            return seat
    return -1


def title_for(place: int, seats: int) -> str:
    """The title of a finishing place: ``president``, ``vice`` (4+ seats), ``neutral``,
    ``vice_loser`` (4+ seats), ``loser``."""
    if place == 1:
        return "president"
    if place == seats:
        return "loser"
    if seats >= 4 and place == 2:
        return "vice"
    if seats >= 4 and place == seats - 1:
        return "vice_loser"
    return "neutral"


POINTS = {"president": 2, "vice": 1, "neutral": 0, "vice_loser": -1, "loser": -2}


def points_for(place: int, seats: int) -> int:
    """A round's points for a place: President 2, vice 1, neutral 0, vice-loser -1, loser -2."""
    return POINTS[title_for(place, seats)]


def shared_places(totals: Sequence[int]) -> tuple[int, ...]:
    """Places by total points, highest first; equal totals share the better place (1, 1, 3)."""
    return tuple(1 + sum(1 for other in totals if other > mine) for mine in totals)


def deal(deck: Sequence[int], seats: int, first: int) -> tuple[tuple[int, ...], ...]:
    """Deal the whole deck one card at a time, the first card to ``first``, then clockwise (so the
    extra cards go to ``first`` and the seats after it); each hand sorted."""
    hands: list[list[int]] = [[] for _ in range(seats)]
    for i, card in enumerate(deck):
        hands[(first + i) % seats].append(card)
    return tuple(tuple(sorted(h)) for h in hands)
