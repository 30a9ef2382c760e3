"""The engine's fast paths agree with their plain definitions on states from real self-play.

``fit.fits`` must be exactly ``fit_problem(...) is None``; ``legal_commands`` (single-card plays
inlined and memoised) must list the same commands, in the same order, as the plain definition
below: every distinct card in sorted order, each fitting card with every wish and call variant.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from domain.maumau.bots import heuristic_bot, random_bot
from domain.maumau.commands import PlayCards, StartRound
from domain.maumau.decide import decide
from domain.maumau.evolve import apply_in_place
from domain.maumau.fit import fit_problem, fits, playable_now
from domain.maumau.legal import legal_commands
from domain.maumau.rules import PRESETS, ZONE, RuleSet, with_house_rules
from domain.maumau.simulation import round_seed, start_match
from domain.maumau.state import State
from domain.maumau.view import player_view

RULESETS = [*PRESETS.values(), with_house_rules(ZONE, "jack_on_jack", "nine_reverses", "no_seven_stacking")]


def _plain_single_plays(s: State, rules: RuleSet, seat: int) -> list[PlayCards]:
    hand = s.hands[seat]
    cards = [s.drawn] if s.has_drawn else sorted(set(hand))
    if s.has_drawn and s.drawn < 0:
        return []
    out: list[PlayCards] = []
    for card in cards:
        left = len(hand) - 1
        if not playable_now(s, rules, card, left):
            continue
        effect = rules.effect_by_rank[card & 15]
        wishes = (0, 1, 2, 3) if effect is not None and effect.kind == "wish" else (None,)
        due = rules.calls == "manual" and left <= 1
        calls = ("mau" if left == 1 else "maumau", None) if due else (None,)
        out += [PlayCards(seat, (card,), w, c) for w in wishes for c in calls]
    return out


def _states(rules: RuleSet, seats: int = 4, rounds: int = 3, seed: bytes = b"fast") -> Iterator[State]:
    """Every state between commands of a few bot rounds (copies)."""
    rng = random.Random(seed)
    for r in range(rounds):
        s = start_match(rules, seats)
        for e in decide(s, StartRound(seed=round_seed(seed, r + 1))):
            apply_in_place(s, e)
        moves = 0
        while s.phase == "playing" and moves < 400:
            yield s.copy()
            bot = heuristic_bot if moves % 3 else random_bot
            command = bot(player_view(s, s.turn), rng)
            for e in decide(s, command):
                apply_in_place(s, e)
            moves += 1


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.name)
def test_fits_is_fit_problem_is_none(rules: RuleSet) -> None:
    deck = [c for c in range(64) if 2 <= c & 15 <= 14]
    for s in _states(rules):
        if not s.discard:
            continue
        for card in deck:
            assert fits(s, rules, card) == (fit_problem(s, rules, card) is None)


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.name)
def test_legal_single_plays_match_plain_definition(rules: RuleSet) -> None:
    for s in _states(rules, seed=b"legal"):
        if s.window_seat >= 0:
            continue
        seat = s.turn
        plays = [c for c in legal_commands(s, seat) if isinstance(c, PlayCards) and len(c.cards) == 1]
        assert plays == _plain_single_plays(s, rules, seat)
