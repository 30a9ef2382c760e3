"""Self-play: determinism, seed derivation, statistics that agree with the events, the valve."""

from __future__ import annotations

import hashlib
import random

import pytest

from domain.maumau.bots import heuristic_bot, random_bot
from domain.maumau.events import CallMissed, DrawPileReshuffled, PenaltyApplied, RoundStarted, RoundWon
from domain.maumau.evolve import fold
from domain.maumau.rules import MM_001, MM_002, PRESETS, ZONE
from domain.maumau.simulation import (
    SimulationError,
    play_match,
    play_round,
    random_rounds,
    round_seed,
    simulate_rounds,
    start_match,
)


def test_round_seed_is_documented_sha256() -> None:
    assert round_seed(b"S", 3) == hashlib.sha256(b"maumau/sim/round/v1:S" + (3).to_bytes(4, "big")).digest()


def test_play_match_is_deterministic_and_folds_to_its_state() -> None:
    a = play_match(ZONE, 3, b"m", [heuristic_bot, random_bot, heuristic_bot], random.Random(9))
    b = play_match(ZONE, 3, b"m", [heuristic_bot, random_bot, heuristic_bot], random.Random(9))
    assert a.events == b.events
    assert a.finished
    folded = fold(a.events)
    assert folded.winners == a.winners == a.state.winners
    assert folded.totals == a.state.totals
    starts = [e for e in a.events if isinstance(e, RoundStarted)]
    assert [bytes.fromhex(e.seed) for e in starts] == [round_seed(b"m", i + 1) for i in range(len(starts))]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_round_stats_agree_with_events(preset: str) -> None:
    for result in random_rounds(PRESETS[preset], 4, 6, seed=preset.encode()):
        st = result.stats
        events = result.events
        assert st.events == len(events)
        assert st.forgotten_calls == sum(isinstance(e, CallMissed) for e in events)
        assert st.penalties == sum(isinstance(e, PenaltyApplied) for e in events)
        assert st.reshuffles == sum(isinstance(e, DrawPileReshuffled) for e in events)
        won = [e for e in events if isinstance(e, RoundWon)]
        assert len(won) == 1
        assert won[0].seat == st.winner
        assert not st.valve
        assert st.moves > 0


def test_simulate_rounds_plays_exactly_n_rounds_and_rotates_first_seat() -> None:
    results = simulate_rounds(MM_001, 3, 10, b"r", [heuristic_bot] * 3)
    assert len(results) == 10
    firsts = {r.stats.first_seat for r in results}
    assert firsts == {0, 1, 2}
    assert simulate_rounds(MM_001, 3, 10, b"r", [heuristic_bot] * 3)[-1].stats == results[-1].stats


def test_safety_valve_stops_a_round() -> None:
    state = start_match(MM_002, 4)
    result = play_round(state, [random_bot] * 4, random.Random(0), max_moves=5, seed=round_seed(b"v", 1))
    assert result.stats.valve
    assert result.stats.winner is None
    assert result.stats.moves == 5
    match = play_match(MM_002, 4, b"v", [random_bot] * 4, random.Random(0), max_moves=5)
    assert len(match.rounds) == 1
    assert not match.finished


def test_a_bot_that_refuses_to_move_is_an_error() -> None:
    with pytest.raises(SimulationError, match="no command"):
        play_match(MM_001, 2, b"x", [lambda v, r: None] * 2, random.Random(0))


def test_an_illegal_bot_command_is_an_error() -> None:
    from domain.maumau.commands import Pass

    with pytest.raises(SimulationError, match="refused"):
        play_match(MM_001, 2, b"x", [lambda v, r: Pass(v.seat)] * 2, random.Random(0))


def test_heuristic_beats_random() -> None:
    results = simulate_rounds(MM_001, 2, 200, b"hr", [heuristic_bot, random_bot])
    wins = sum(r.stats.winner == 0 for r in results)
    assert wins > 120
