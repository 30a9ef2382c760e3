"""Two bots that see only their seat's view and the legal commands (``domain.game_module.Bot``).

* ``random`` — any legal command, uniformly;
* ``heuristic`` — gives back its weakest cards; leads its weakest rank with every card of it;
  follows with the weakest rank that beats the trick, sparing sets it would break, and passes
  rather than spend one of the two strongest ranks while it still holds more than four cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from domain.game_module import Bot
from domain.praesident.commands import GiveBack, Pass, Play

__all__ = ["BOTS", "heuristic_bot", "random_bot"]

_RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A", 15: "JK"}


def _rank_name(card: int) -> str:
    rank = card & 15
    return _RANK_NAMES.get(rank, str(rank))


def random_bot(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
    """Any legal command."""
    return legal[rng.randrange(len(legal))]


def heuristic_bot(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
    """A simple sound player (see the module docstring)."""
    order: list[str] = view["info"]["order"]
    strength = {rank: i for i, rank in enumerate(order)}

    def weight(cards: Sequence[int]) -> int:
        return sum(strength[_rank_name(c)] for c in cards)

    gifts = [c for c in legal if isinstance(c, GiveBack)]
    if gifts:
        return min(gifts, key=lambda c: (weight(c.cards), c.cards))
    plays = [c for c in legal if isinstance(c, Play)]
    can_pass = any(isinstance(c, Pass) for c in legal)
    if not plays:
        return legal[0]
    held: dict[str, int] = {}
    for card in view["hand"] or []:
        rank = card[2:] if card.startswith("JK") else card[1:]
        key = "JK" if card.startswith("JK") else rank
        held[key] = held.get(key, 0) + 1
    if not can_pass:  # leading: the weakest rank, every card of it
        weakest = min(strength[_rank_name(c.cards[0])] for c in plays)
        return max((c for c in plays if strength[_rank_name(c.cards[0])] == weakest), key=lambda c: len(c.cards))

    def cost(c: Play) -> tuple[int, int, tuple[int, ...]]:
        rank = _rank_name(c.cards[0])
        breaks = 1 if held.get(rank, len(c.cards)) > len(c.cards) else 0
        return breaks, strength[rank], c.cards

    choice = min(plays, key=cost)
    if strength[_rank_name(choice.cards[0])] >= len(order) - 2 and len(view["hand"] or []) > 4:
        return next(c for c in legal if isinstance(c, Pass))
    return choice


BOTS: dict[str, Bot] = {"heuristic": heuristic_bot, "random": random_bot}
