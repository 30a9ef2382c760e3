"""Differential test: our engine under OPENSPIEL-C8 and OpenSpiel's crazy_eights (special cards on)
deal the same cards and list the same legal moves for the same player at every decision.

Needs the ``bench`` extra (``open_spiel``); marked ``openspiel`` and skipped without it.  A round
is dealt by our engine from a seed and played in both at once with uniformly random choices;
OpenSpiel's chance nodes are fed the cards our deal and draws produced (see
``benchmarks.equal_rules.differential_game``).  The one documented difference (a draw penalty
that takes the very last card counts as a pass in OpenSpiel) ends a game's comparison early; the
test checks that it stays rare and that every other game is compared to its end.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install -e '.[bench]')")

from benchmarks.equal_rules import differential_game, load_game, os_card, our_card
from domain.cards import build_deck

pytestmark = pytest.mark.openspiel

GAMES = 40
"""Games per seat count (about 100 decisions each)."""


def test_card_ids_translate_both_ways() -> None:
    ours = build_deck(52)
    assert sorted(os_card(card) for card in ours) == list(range(52))
    assert all(our_card(os_card(card)) == card for card in ours)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 10])
def test_both_engines_list_the_same_moves_at_every_step(seats: int) -> None:
    game = load_game(seats)
    finished = stopped = decisions = 0
    for g in range(GAMES):
        result = differential_game(seats, f"differential/{seats}/{g}".encode(), random.Random(g), game=game)
        assert not result.mismatch, (g, result.mismatch, result.trace[-10:])
        decisions += result.decisions
        if result.stopped:
            stopped += 1
        else:
            assert result.finished
            finished += 1
    assert finished >= GAMES * 0.8
    assert decisions >= GAMES * 30


def test_the_comparison_would_see_a_difference() -> None:
    """Self-check: the same game under a ruleset that differs in one rule is caught."""
    from domain.maumau.reference_rulesets import OPENSPIEL_C8
    from domain.maumau.rules import derive

    other = derive(OPENSPIEL_C8, name="other", draw_limit=3)
    game = load_game(4)
    mismatches = sum(
        bool(differential_game(4, f"self-check/{g}".encode(), random.Random(g), rules=other, game=game).mismatch)
        for g in range(10)
    )
    assert mismatches >= 5
