"""``legal_commands(state, seat)``: the one source of truth for what a seat may do now.

Every command listed here is accepted by ``decide``; every command not listed is rejected — with
two documented exceptions where the rules turn a mistake into events instead of an error: a
wrong challenge (recorded as ``ChallengeRefused``) and, where ``illegal_play_penalty`` is set, a
wrong card (recorded as ``PenaltyApplied``).  Forgetting a call is a legal (if unwise) move, so
plays of the second-to-last and last card are listed with and without the call.
"""

from __future__ import annotations

from itertools import combinations, permutations

from domain.maumau.commands import Challenge, CloseChallengeWindow, Draw, Pass, PlayCards
from domain.maumau.fit import can_draw, fits, playable_now
from domain.maumau.rules import RuleSet
from domain.maumau.ruleset_fields import MAX_PLAYERS
from domain.maumau.state import PLAYING, State, window_closer

SeatCommand = PlayCards | Draw | Pass | Challenge | CloseChallengeWindow


def acting_seat(state: State) -> int:
    """The seat whose move the table waits for: the seat to move, or, while a forgotten
    "Mau-Mau" holds the round open, the seat that may close that window."""
    return window_closer(state) if state.window_seat >= 0 else state.turn


def challengers(state: State) -> list[int]:
    """The seats that may challenge a forgotten call now besides the acting seat, in seat order
    after the forgetter (empty when no call was forgotten): the order in which server bots and
    the simulator offer them the chance."""
    target = state.window_seat if state.window_seat >= 0 else state.mau_open
    if target < 0:
        return []
    n = state.seats
    actor = acting_seat(state)
    return [seat for seat in ((target + i) % n for i in range(1, n)) if seat != actor]


def legal_commands(state: State, seat: int) -> list[SeatCommand]:
    """Every command ``seat`` may send now (empty when it may do nothing)."""
    s = state
    if s.phase != PLAYING or not s.discard or not 0 <= seat < s.seats:
        return []  # no round, or a replay stopped inside the deal (no start card yet)
    rules = s.ruleset
    assert rules is not None
    out: list[SeatCommand] = []
    if s.window_seat >= 0:
        if seat != s.window_seat:
            out.append(Challenge(seat, s.window_seat))
        if seat == window_closer(s):
            out.append(CloseChallengeWindow(seat))
        return out
    if s.mau_open >= 0 and seat != s.mau_open:
        out.append(Challenge(seat, s.mau_open))
    if seat == s.turn:
        plays = _plays(s, rules, seat)
        out += plays
        repeat = s.has_drawn and rules.draw_mode == "repeat"
        if s.has_drawn and not repeat:
            out.append(_PASS[seat])
        elif s.pending_draw:
            out.append(_DRAW[seat])
        elif can_draw(s):
            if repeat and s.draws >= rules.draw_limit:
                out.append(_PASS[seat])
            elif rules.voluntary_draw or not plays:
                out.append(_DRAW[seat])
        elif rules.voluntary_draw or not plays:
            out.append(_PASS[seat])
    elif rules.jump_in and s.top in s.hands[seat]:
        out += _variants(s, rules, seat, (s.top,), jump=True)
    return out


def _plays(s: State, rules: RuleSet, seat: int) -> list[SeatCommand]:
    hand = s.hands[seat]
    if s.has_drawn and rules.draw_mode != "repeat":
        return list(_variants(s, rules, seat, (s.drawn,))) if s.drawn >= 0 else []
    out: list[SeatCommand] = []
    # Single cards (the hot path): _variants inlined, the fit checked once per distinct card.
    left = len(hand) - 1
    effects = rules.effect_by_rank
    call = ("mau" if left == 1 else "maumau") if rules.calls == "manual" and left <= 1 else None
    code = 0 if call is None else 1 if call == "mau" else 2
    memo = _SINGLE
    for card in sorted(set(hand)):
        if fits(s, rules, card) and (left > 0 or (card & 15) not in rules.forbidden_last):
            effect = effects[card & 15]
            is_wish = effect is not None and effect.kind == "wish"
            key = ((seat * 64 + card) * 2 + is_wish) * 3 + code  # one int: no key tuple to build and hash
            found = memo.get(key)
            if found is None:
                found = memo[key] = _commands(seat, (card,), is_wish, call)
            out += found
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


_DRAW: tuple[Draw, ...] = tuple(Draw(seat) for seat in range(MAX_PLAYERS))
_PASS: tuple[Pass, ...] = tuple(Pass(seat) for seat in range(MAX_PLAYERS))
"""Each seat's draw and pass (immutable values, built once: building them anew was a sixth of the
cost of ``legal_commands`` compiled).  A ruleset seats at most ``MAX_PLAYERS``."""

_SINGLE: dict[int, tuple[SeatCommand, ...]] = {}
"""The play commands of one card, by one int of seat, card, wish and call (``_plays``' hot path)."""

_VARIANTS: dict[tuple[int, tuple[int, ...], bool, str | None], tuple[SeatCommand, ...]] = {}
"""Memo of the play commands of one card (they are immutable values): building them anew was the
hot spot of ``legal_commands``.  Bounded by seats x cards x 2 x 3 entries."""


def _variants(
    s: State, rules: RuleSet, seat: int, cards: tuple[int, ...], *, jump: bool = False
) -> tuple[SeatCommand, ...]:
    """The legal plays of ``cards`` (a jump-in out of turn: ``jump``): each wish a suit may name,
    with and without a due call."""
    left = len(s.hands[seat]) - len(cards)
    if not playable_now(s, rules, cards[0], left, jump=jump):  # one rank: the first card decides fit and finish
        return ()
    effect = rules.effect_by_rank[cards[0] & 15]
    is_wish = effect is not None and effect.kind == "wish"
    call = ("mau" if left == 1 else "maumau") if rules.calls == "manual" and left <= 1 else None
    return _commands(seat, cards, is_wish, call)


def _commands(seat: int, cards: tuple[int, ...], is_wish: bool, call: str | None) -> tuple[SeatCommand, ...]:
    """The play commands of ``cards`` that fit: every wished suit (``is_wish``), with the due
    ``call`` and without it (memoised for single cards)."""
    key = (seat, cards, is_wish, call)
    found = _VARIANTS.get(key)
    if found is None:
        wishes: tuple[int | None, ...] = (0, 1, 2, 3) if is_wish else (None,)
        calls: tuple[str | None, ...] = (call, None) if call is not None else (None,)
        found = tuple(PlayCards(seat, cards, w, c) for w in wishes for c in calls)
        if len(cards) == 1:
            _VARIANTS[key] = found
    return found
