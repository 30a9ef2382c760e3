"""``legal_commands(state, seat)``: every command ``decide`` accepts from ``seat`` now, and no other.

Each distinct set of cards is its own command (a pair of 5s from three 5s is three commands):
suits never matter to the rules, but a player chooses which cards he keeps, and ``decide`` accepts
every such choice, so the list names them all.  Order: plays by rising strength (lead: singles,
pairs, triples, quads of each rank), then ``Pass``; gifts back in ``itertools.combinations`` order.
"""

from __future__ import annotations

from itertools import combinations

from domain.praesident.commands import GiveBack, Pass, Play, SeatCommand
from domain.praesident.state import EXCHANGE, PLAYING, State

__all__ = ["legal_commands"]


def legal_commands(state: State, seat: int) -> list[SeatCommand]:
    """The commands ``seat`` may send now (empty: none)."""
    rules = state.rules
    if rules is None or not 0 <= seat < state.seats:
        return []
    hand = state.hands[seat]
    if state.phase == EXCHANGE:
        owed = next((o for o in state.owed if o[0] == seat), None)
        return [] if owed is None else [GiveBack(seat, combo) for combo in combinations(hand, owed[2])]
    if state.phase != PLAYING or seat != state.turn:
        return []
    strength = rules.strengths(state.revolution)
    by_rank: dict[int, list[int]] = {}
    for card in hand:
        by_rank.setdefault(card & 15, []).append(card)
    out: list[SeatCommand] = []
    ranks = sorted(by_rank, key=strength.__getitem__)
    if not state.top:
        for rank in ranks:
            group = by_rank[rank]
            for size in range(1, len(group) + 1):
                out.extend(Play(seat, combo) for combo in combinations(group, size))
        return out
    count, beat = len(state.top), strength[state.top[0] & 15]
    floor = beat if rules.skip_on_equal else beat + 1
    for rank in ranks:
        group = by_rank[rank]
        if strength[rank] >= floor and len(group) >= count:
            out.extend(Play(seat, combo) for combo in combinations(group, count))
    out.append(Pass(seat))
    return out
