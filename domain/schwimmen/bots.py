"""Two bots, each a :data:`domain.game_module.Bot`: from the seat's table view (``view``), the
commands it may send and an rng, the command it sends.  They see nothing else.

* ``random`` — any legal command, uniformly;
* ``heuristic`` — a dealer keeps a hand worth 18 or more; a swap that makes 31 is taken at
  once; it knocks with 26 or more once knocking is allowed (less the longer the round runs: 24
  after four turns, anything after ten, so two of them never play forever); otherwise it takes the
  swap that raises its hand most, and passes when nothing raises it (the smallest loss when it
  may not pass).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import parse_card
from domain.game_module import Bot
from domain.schwimmen.cards import THIRTY_ONE, halves
from domain.schwimmen.commands import KeepHand, Knock, Pass, Swap, SwapAll, TakeSpare

__all__ = ["BOTS", "heuristic_bot", "random_bot"]


def random_bot(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
    """Any legal command."""
    return rng.choice(list(legal))


def _pile(view: Mapping[str, Any], name: str) -> list[int]:
    for pile in view["piles"]:
        if pile["name"] == name:
            return [parse_card(c) for c in pile["cards"] or ()]
    return []


def _after(hand: list[int], middle: list[int], command: Any) -> int:
    if isinstance(command, SwapAll):
        return halves(middle)
    assert isinstance(command, Swap)
    return halves([command.middle_card if c == command.hand_card else c for c in hand])


def heuristic_bot(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
    """See the module docstring."""
    kinds = {type(c): c for c in legal}
    hand = [parse_card(c) for c in view["hand"] or ()]
    if KeepHand in kinds:
        return kinds[KeepHand] if halves(hand) >= 36 else kinds[TakeSpare]
    middle = _pile(view, "middle")
    now = halves(hand)
    swaps = [c for c in legal if isinstance(c, Swap | SwapAll)]
    best = max(swaps, key=lambda c: _after(hand, middle, c))
    best_worth = _after(hand, middle, best)
    if best_worth == THIRTY_ONE:
        return best
    me = view["seats"][view["to_act"][0]] if view["to_act"] else {"turns": 0}
    turns = int(me.get("turns", 0))
    threshold = 52 if turns < 4 else 48 if turns < 10 else 0
    if Knock in kinds and now >= threshold:
        return kinds[Knock]
    if best_worth > now:
        return best
    if Pass in kinds:
        return kinds[Pass]
    return best


BOTS: dict[str, Bot] = {"heuristic": heuristic_bot, "random": random_bot}
"""The bots by name (the first is the default)."""
