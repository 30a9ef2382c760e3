"""``legal_commands(state, seat)``: every command ``seat`` may send now — exactly those ``decide``
accepts (the property test checks both ways).

The dealer choosing: keep or take the second hand.  The seat on turn: a swap of every (hand
card, middle card) pair in hand order then middle order, the swap of all three, a pass where
passing is allowed, a knock where knocking is.  Anyone else, and everyone between rounds: none.
"""

from __future__ import annotations

from domain.schwimmen.commands import KeepHand, Knock, Pass, SeatCommand, Swap, SwapAll, TakeSpare
from domain.schwimmen.decide import knock_refusal, pass_refusal
from domain.schwimmen.state import CHOOSING, PLAYING, State

__all__ = ["legal_commands", "to_act"]


def to_act(state: State) -> tuple[int, ...]:
    """The seat whose command is awaited (none between rounds and at the end)."""
    return (state.turn,) if state.phase in (PLAYING, CHOOSING) and state.turn >= 0 else ()


def legal_commands(state: State, seat: int) -> list[SeatCommand]:
    """What ``seat`` may send now."""
    if state.phase == CHOOSING:
        return [KeepHand(seat), TakeSpare(seat)] if seat == state.dealer else []
    if state.phase != PLAYING or seat != state.turn:
        return []
    out: list[SeatCommand] = [Swap(seat, h, m) for h in state.hands[seat] for m in state.middle]
    out.append(SwapAll(seat))
    if pass_refusal(state, seat) is None:
        out.append(Pass(seat))
    if knock_refusal(state, seat) is None:
        out.append(Knock(seat))
    return out
