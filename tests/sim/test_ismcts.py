"""The ISMCTS bot: it sees only its seat's view (hidden cards changed, same decision), plays only
legal commands, is reproducible with its rng, forgets calls at the rate asked, and its name
parameters parse (``ismcts:iters=50:forget=0.1``).  Its strength against the heuristic bot is a
set of slow tests replaying the seeded runs of docs/benchmarks.md ("ISMCTS bot"), which state the
margins and where issue 25's targets are not met yet."""

from __future__ import annotations

import inspect
import random

import pytest

from domain.maumau.bot_registry import BOTS, bot_named, make_bot
from domain.maumau.bots import heuristic_bot
from domain.maumau.commands import PlayCards, StartRound
from domain.maumau.decide import decide
from domain.maumau.evolve import apply_in_place
from domain.maumau.ismcts import SearchConfig, make_ismcts_bot, paired_search
from domain.maumau.rules import MM_001, ZONE, RuleSet
from domain.maumau.simulation import round_seed, simulate_rounds, start_match
from domain.maumau.state import PLAYING, State
from domain.maumau.view import PlayerView, player_view
from infrastructure.services.balance.stats import wilson


def _positions(rules=MM_001, seats: int = 3, games: int = 6, skip: int = 4) -> list[State]:
    """States in the middle of rounds (heuristic play for ``skip`` moves), seat to move with a choice."""
    out = []
    rng = random.Random(11)
    for g in range(games):
        state = start_match(rules, seats)
        for event in decide(state, StartRound(seed=round_seed(b"ismcts-view", g + 1))):
            apply_in_place(state, event)
        moves = 0
        while state.phase == PLAYING:
            view = player_view(state, state.turn)
            plays = sum(1 for c in view.legal if type(c) is PlayCards)
            if moves >= skip and plays >= 2 and state.window_seat < 0 and state.mau_open < 0:
                out.append(state.copy())
                break
            command = heuristic_bot(view, rng)
            assert command is not None
            for event in decide(state, command):
                apply_in_place(state, event)
            moves += 1
    return out


def _hidden_changed(state: State, rng: random.Random) -> State:
    """``state`` with every card the seat to move cannot see dealt anew: the opponents' hands
    (same sizes) and the draw pile's order."""
    other = state.copy()
    me = state.turn
    hidden = [c for s in range(state.seats) if s != me for c in state.hands[s]] + list(state.pile)
    rng.shuffle(hidden)
    pos = 0
    for s in range(state.seats):
        if s != me:
            size = len(state.hands[s])
            other.hands[s] = hidden[pos : pos + size]
            pos += size
    other.pile = hidden[pos:]
    return other


def test_the_bot_is_a_function_of_the_view_and_the_rng_only() -> None:
    parameters = list(inspect.signature(make_ismcts_bot()).parameters)
    assert parameters == ["view", "rng"]
    assert inspect.signature(make_ismcts_bot()).parameters["view"].annotation in (PlayerView, "PlayerView")


@pytest.mark.parametrize("mode", ["paired", "uct"])
def test_hidden_information_does_not_change_the_decision(mode: str) -> None:
    bot = make_ismcts_bot(MM_001, SearchConfig(iters=60, mode=mode))
    positions = _positions()
    assert len(positions) >= 4
    changed_anything = 0
    for i, state in enumerate(positions):
        other = _hidden_changed(state, random.Random(i))
        if other.hands != state.hands or other.pile != state.pile:
            changed_anything += 1
        seat = state.turn
        view = player_view(state, seat)
        assert player_view(other, seat) == view  # the seat sees exactly the same
        first = bot(view, random.Random(99))
        second = bot(player_view(other, seat), random.Random(99))
        assert first == second
        assert first in view.legal
    assert changed_anything == len(positions)  # the hidden cards really differed


def test_the_bot_plays_whole_rounds_legally_and_reproducibly() -> None:
    bots = [make_bot("ismcts:iters=24", ZONE), make_bot("heuristic", ZONE)]
    first = simulate_rounds(ZONE, 2, 6, b"ismcts-legal", bots, random.Random(3), rotate=True)
    again = simulate_rounds(ZONE, 2, 6, b"ismcts-legal", bots, random.Random(3), rotate=True)
    assert [r.stats for r in first] == [r.stats for r in again]
    assert all(r.stats.winner is not None for r in first)


def test_the_search_tries_only_wishes_of_suits_it_keeps() -> None:
    pruned = 0
    for state in _positions(ZONE, seats=2, games=40, skip=2):
        view = player_view(state, state.turn)
        _, tried = paired_search(view, ZONE, SearchConfig(iters=8), random.Random(2))
        _, every = paired_search(view, ZONE, SearchConfig(iters=8, wishes="all"), random.Random(2))
        assert set(tried) <= set(every)
        for move in every:
            if type(move) is PlayCards and move.wish is not None and move not in tried:
                rest = list(view.hand)
                for card in move.cards:
                    rest.remove(card)
                kept = {c >> 4 for c in rest if c & 15 != move.cards[0] & 15}
                assert move.wish not in kept
                pruned += 1
    assert pruned > 0


def _forgotten_by_bot(forget: float) -> tuple[int, int]:
    """Calls forgotten by the ISMCTS seats and by the heuristic seats over a few rounds."""
    bots = [make_bot(f"ismcts:iters=8:forget={forget}", MM_001), make_bot("heuristic", MM_001)]
    results = simulate_rounds(MM_001, 2, 16, b"ismcts-forget", bots, random.Random(5), rotate=True)
    mine = sum(r.stats.forgotten_by_seat[0] for r in results)
    theirs = sum(r.stats.forgotten_by_seat[1] for r in results)
    return mine, theirs


def test_the_bot_forgets_calls_at_the_rate_asked() -> None:
    never, heuristic_never = _forgotten_by_bot(0.0)
    always, heuristic_always = _forgotten_by_bot(1.0)
    assert never == 0
    assert heuristic_never == heuristic_always == 0  # the heuristic bot never forgets
    assert always >= 8  # every due call forgotten (at least one per round it got down to two cards)


def test_bot_names_take_parameters_after_colons() -> None:
    assert "ismcts" in BOTS
    assert "ismcts:iters=50:forget=0.1" in BOTS
    assert "ismcts:iters=50:mode=uct" in BOTS
    assert "ismcts:iters=50:prior=0:halving=0:wishes=all:shape=0" in BOTS
    assert "ismcts:wishes=some" not in BOTS
    assert "ismcts:depth=3" not in BOTS  # no such parameter
    assert "ismcts:iters=many" not in BOTS
    assert "ismcts:forget=2" not in BOTS
    assert "heuristic:iters=5" not in BOTS  # the heuristic bot takes none
    assert list(BOTS) == ["random", "heuristic", "kalle", "ismcts"]
    assert BOTS["ISMCTS:iters=50"] is BOTS["ismcts:iters=50"]  # built once
    with pytest.raises(KeyError, match="known: random, heuristic, kalle, ismcts"):
        bot_named("ismcts:wings=2")


def _seat_wins(rules: RuleSet, seats: int, name: str, rounds: int, seed: str) -> tuple[int, int]:
    """Rounds won by the ``name`` seats and their seat-rounds, the bots cycling over the seats as
    in a balance study (``name``, heuristic, ``name``, ...), rotation on; seeded as
    ``python -m benchmarks.ismcts --seed SEED`` is, which reproduces the figures."""
    lineup = [name if s % 2 == 0 else "heuristic" for s in range(seats)]
    bots = [make_bot(b, rules) for b in lineup]
    results = simulate_rounds(rules, seats, rounds, seed.encode(), bots, random.Random(seed), rotate=True)
    mine = [s for s in range(seats) if lineup[s] == name]
    return sum(1 for r in results if r.stats.winner in mine), len(mine) * len(results)


def test_seat_wins_counts_the_named_seats() -> None:
    wins, trials = _seat_wins(ZONE, 4, "random", 12, "ismcts-count")
    assert trials == 24
    assert 0 <= wins <= 12


def _check_margin(wins: int, trials: int, fair: float, clear: bool) -> None:
    """The bot's seats win more than their fair share; where docs/benchmarks.md reports a clear
    margin (``clear``), the 95 % Wilson interval lies above it too."""
    assert wins / trials > fair, (wins, trials)
    if clear:
        assert wilson(wins, trials).low > fair, (wins, trials, wilson(wins, trials))


def test_the_margin_check_fails_below_the_fair_share_or_short_of_a_clear_margin() -> None:
    _check_margin(70, 100, 0.5, clear=True)  # Wilson 60.4-78.1 %
    _check_margin(55, 100, 0.5, clear=False)  # above one half, not significantly: all it claims
    with pytest.raises(AssertionError):
        _check_margin(48, 100, 0.5, clear=False)
    with pytest.raises(AssertionError):
        _check_margin(55, 100, 0.5, clear=True)


@pytest.mark.slow
def test_the_bot_beats_the_heuristic_bot_heads_up() -> None:
    """MM-001 heads-up at 200 iterations over 200 seeded rounds, the row of docs/benchmarks.md
    ("ISMCTS bot", seed ``ismcts-bench``) with a clear margin (ZONE heads-up is above one half
    there but not significantly: a benchmark row, not a test, to keep the slow suite short)."""
    wins, trials = _seat_wins(MM_001, 2, "ismcts:iters=200", 200, "ismcts-bench")
    _check_margin(wins, trials, 0.5, clear=True)


@pytest.mark.slow
def test_the_bot_beats_the_heuristic_bot_at_four_seats() -> None:
    """ZONE at four seats, two ISMCTS seats (200 iterations) against two heuristic seats, 100 seeded
    rounds: above the fair 25 % per seat (the seeded run of docs/benchmarks.md: 54 of 200 seat
    rounds; on ZONE the margin is not significant, and the docs say why)."""
    wins, trials = _seat_wins(ZONE, 4, "ismcts:iters=200", 100, "ismcts-bench")
    _check_margin(wins, trials, 0.25, clear=False)
