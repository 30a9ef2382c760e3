"""``legal_commands(state, seat)``: the one source of truth for what a seat may do now.

Every command listed here is accepted by ``decide``; every command not listed is rejected — with
two documented exceptions where the rules turn a mistake into events instead of an error: a
wrong challenge (recorded as ``ChallengeRefused``) and, where ``illegal_play_penalty`` is set, a
wrong card (recorded as ``PenaltyApplied``).  Forgetting a call is a legal (if unwise) move, so
plays of the second-to-last and last card are listed with and without the call.
"""

from __future__ import annotations

from itertools import combinations, permutations

from domain.commands import Challenge, CloseChallengeWindow, Draw, Pass, PlayCards
from domain.fit import can_draw, playable_now
from domain.rules import RuleSet
from domain.state import State

SeatCommand = PlayCards | Draw | Pass | Challenge | CloseChallengeWindow


def legal_commands(state: State, seat: int) -> list[SeatCommand]:
    """Every command ``seat`` may send now (empty when it may do nothing)."""
    s = state
    if s.phase != "playing" or not 0 <= seat < s.seats:
        return []
    rules = s.ruleset
    assert rules is not None
    out: list[SeatCommand] = []
    if s.window_seat >= 0:
        if seat != s.window_seat:
            out.append(Challenge(seat, s.window_seat))
        if seat == s.turn:
            out.append(CloseChallengeWindow(seat))
        return out
    if s.mau_open >= 0 and seat != s.mau_open:
        out.append(Challenge(seat, s.mau_open))
    if seat == s.turn:
        plays = _plays(s, rules, seat)
        out += plays
        if s.has_drawn:
            out.append(Pass(seat))
        elif s.pending_draw:
            out.append(Draw(seat))
        elif can_draw(s):
            if rules.voluntary_draw or not plays:
                out.append(Draw(seat))
        elif rules.voluntary_draw or not plays:
            out.append(Pass(seat))
    elif rules.jump_in and s.top in s.hands[seat]:
        out += _variants(s, rules, seat, (s.top,))
    return out


def _plays(s: State, rules: RuleSet, seat: int) -> list[SeatCommand]:
    hand = s.hands[seat]
    if s.has_drawn:
        return _variants(s, rules, seat, (s.drawn,)) if s.drawn >= 0 else []
    out: list[SeatCommand] = []
    for card in sorted(set(hand)):
        out += _variants(s, rules, seat, (card,))
    if rules.multi_same_rank:
        by_rank: dict[int, list[int]] = {}
        for card in hand:
            by_rank.setdefault(card & 15, []).append(card)
        for same in by_rank.values():
            if len(same) < 2:
                continue
            seen: set[tuple[int, ...]] = set()
            for size in range(2, len(same) + 1):
                for subset in combinations(same, size):
                    for order in permutations(subset):
                        if order not in seen:
                            seen.add(order)
                            out += _variants(s, rules, seat, order)
    return out


def _variants(s: State, rules: RuleSet, seat: int, cards: tuple[int, ...]) -> list[SeatCommand]:
    """The legal plays of ``cards``: each wish a suit may name, with and without a due call."""
    left = len(s.hands[seat]) - len(cards)
    if not playable_now(s, rules, cards[0], left):  # one rank: the first card decides fit and finish
        return []
    effect = rules.effect_by_rank[cards[0] & 15]
    wishes: tuple[int | None, ...] = (0, 1, 2, 3) if effect is not None and effect.kind == "wish" else (None,)
    if rules.calls == "manual" and left <= 1:
        calls: tuple[str | None, ...] = ("mau" if left == 1 else "maumau", None)
    else:
        calls = (None,)
    return [PlayCards(seat, cards, w, c) for w in wishes for c in calls]
