"""Perft, as chess engines count it: every legal command sequence to a fixed depth from fixed
seeded positions, against golden totals.  A node's moves are every seat's legal commands (in the
exchange the President and the vice both may move); a finished round has none (a leaf above the
full depth counts 0).  Any change of legality — a pair lost, a pass allowed to the leader, an equal
rank let through without the house rule — changes a count.

Positions, each of a game of four (round 1 dealt from ``seed_of("perft/<preset>/<tag>")``):
``start``, as dealt; ``mid``, after :data:`MID_MOVES` moves, each the smallest legal command by
:func:`command_key`; ``exchange``, round 2 dealt after round 1 was played that way to its end.
The golden numbers were computed by this file (``python -m tests.praesident.test_perft``) on the
commit that added it; recompute on purpose only.
"""

from __future__ import annotations

import pytest

from domain.praesident.commands import DealRound, GiveBack, Pass, Play, SeatCommand
from domain.praesident.decide import decide
from domain.praesident.evolve import fold
from domain.praesident.legal import legal_commands
from domain.praesident.rules import PRESETS
from domain.praesident.state import BETWEEN, EXCHANGE, PLAYING, State
from tests.praesident.driving import new_game

DEPTH = 3
MID_MOVES = 9
SEATS = 4
_KINDS = {GiveBack: 0, Play: 1, Pass: 2}


def command_key(command: SeatCommand) -> tuple[int, int, int, tuple[int, ...]]:
    """A total order on commands by their fields alone (smallest: the fewest, lowest cards)."""
    cards = () if isinstance(command, Pass) else command.cards
    return (_KINDS[type(command)], command.seat, len(cards), cards)


def all_legal(state: State) -> list[SeatCommand]:
    """Every seat's legal commands, in seat order."""
    return [c for seat in range(state.seats) for c in legal_commands(state, seat)]


def _smallest(state: State) -> State:
    return fold(decide(state, min(all_legal(state), key=command_key)), state)


def position(preset: str, tag: str, where: str) -> State:
    state, _ = new_game(PRESETS[preset], SEATS, f"perft/{preset}/{tag}")
    if where == "mid":
        for _ in range(MID_MOVES):
            state = _smallest(state)
    if where == "exchange":
        while state.phase != BETWEEN:
            state = _smallest(state)
        state = fold(decide(state, DealRound()), state)
    return state


def perft(state: State, depth: int) -> int:
    """The number of legal command sequences of length ``depth`` from ``state``."""
    if depth == 0:
        return 1
    moves = all_legal(state)
    if depth == 1:
        return len(moves)
    return sum(perft(fold(decide(state, move), state), depth - 1) for move in moves)


CASES = [(p, t, w) for p in PRESETS for t in ("a", "b") for w in ("start", "mid", "exchange")]
GOLDEN: dict[tuple[str, str, str], tuple[int, ...]] = {  # perft(1..DEPTH)
    ("standard", "a", "start"): (16, 99, 570),
    ("standard", "a", "mid"): (1, 1, 15),
    ("standard", "a", "exchange"): (119, 2940, 72352),
    ("standard", "b", "start"): (16, 103, 388),
    ("standard", "b", "mid"): (5, 8, 22),
    ("standard", "b", "exchange"): (119, 2940, 51016),
    ("short_deck", "a", "start"): (10, 43, 150),
    ("short_deck", "a", "mid"): (7, 29, 96),
    ("short_deck", "a", "exchange"): (54, 810, 8514),
    ("short_deck", "b", "start"): (9, 41, 109),
    ("short_deck", "b", "mid"): (6, 15, 16),
    ("short_deck", "b", "exchange"): (54, 810, 10980),
    ("house", "a", "start"): (18, 139, 811),
    ("house", "a", "mid"): (11, 55, 303),
    ("house", "a", "exchange"): (119, 2940, 52836),
    ("house", "b", "start"): (17, 132, 633),
    ("house", "b", "mid"): (13, 78, 409),
    ("house", "b", "exchange"): (119, 2940, 63924),
    ("jokers", "a", "start"): (17, 109, 889),
    ("jokers", "a", "mid"): (1, 7, 8),
    ("jokers", "a", "exchange"): (134, 3360, 70784),
    ("jokers", "b", "start"): (27, 160, 796),
    ("jokers", "b", "mid"): (1, 2, 16),
    ("jokers", "b", "exchange"): (120, 3150, 56640),
}


@pytest.mark.parametrize(("preset", "tag", "where"), CASES, ids=["-".join(c) for c in CASES])
def test_perft(preset: str, tag: str, where: str) -> None:
    state = position(preset, tag, where)
    assert state.phase == (EXCHANGE if where == "exchange" else PLAYING)
    assert tuple(perft(state, d) for d in range(1, DEPTH + 1)) == GOLDEN[(preset, tag, where)]


def test_the_perft_trees_hold_every_kind_of_move() -> None:
    kinds: set[str] = set()
    sizes: set[int] = set()

    def walk(state: State, depth: int) -> None:
        for move in all_legal(state):
            kinds.add(type(move).__name__)
            if isinstance(move, Play):
                sizes.add(len(move.cards))
            if depth:
                walk(fold(decide(state, move), state), depth - 1)

    for case in CASES:
        walk(position(*case), 1)
    assert kinds == {"GiveBack", "Play", "Pass"}, kinds
    assert sizes == {1, 2, 3, 4}, sizes


if __name__ == "__main__":  # recompute the golden table
    for case in CASES:
        print(f"    {case!r}: {tuple(perft(position(*case), d) for d in range(1, DEPTH + 1))},")
