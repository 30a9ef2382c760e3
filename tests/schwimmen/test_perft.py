"""Perft, as chess engines count it: every legal command sequence to a fixed depth from fixed
seeded positions, against golden totals.  A node's moves are every seat's legal commands
(:func:`tests.schwimmen.helpers.all_legal`); a scored round has none (a leaf above the full
depth counts 0).  Any change of legality — a swap pair lost, a pass or knock allowed where it was
not — changes a count.

Positions: a game of three (``start``: round 1 as dealt from ``seed_of("perft/<preset>/<tag>")``;
``mid``: after :data:`MID_MOVES` moves, each the smallest legal command by :func:`command_key`,
fewer if the round would end).  The golden numbers were computed by this file
(``python -m tests.schwimmen.test_perft``) on the commit that added it; recompute on purpose only.
"""

from __future__ import annotations

import pytest

from domain.schwimmen.commands import SeatCommand, Swap
from domain.schwimmen.decide import decide
from domain.schwimmen.evolve import fold
from domain.schwimmen.rules import PRESETS
from domain.schwimmen.state import CHOOSING, PLAYING, State
from tests.schwimmen.helpers import all_legal, start

DEPTH = 4
MID_MOVES = 7
_KINDS = {"KeepHand": 0, "TakeSpare": 1, "Swap": 2, "SwapAll": 3, "Pass": 4, "Knock": 5}


def command_key(command: SeatCommand) -> tuple[int, int, int, int]:
    """A total order on commands by their fields alone."""
    cards = (command.hand_card, command.middle_card) if isinstance(command, Swap) else (0, 0)
    return (_KINDS[type(command).__name__], command.seat, *cards)


def position(preset: str, tag: str, where: str) -> State:
    state, _ = start(rules=PRESETS[preset], tag=f"perft/{preset}/{tag}")
    if where == "mid":
        for _ in range(MID_MOVES):
            after = fold(decide(state, min(all_legal(state), key=command_key)), state)
            if after.phase not in (PLAYING, CHOOSING):
                break
            state = after
    return state


def perft(state: State, depth: int) -> int:
    """The number of legal command sequences of length ``depth`` from ``state``."""
    if depth == 0:
        return 1
    moves = all_legal(state)
    if depth == 1:
        return len(moves)
    return sum(perft(fold(decide(state, move), state), depth - 1) for move in moves)


CASES = [(p, t, w) for p in PRESETS for t in ("a", "b") for w in ("start", "mid")]
GOLDEN: dict[tuple[str, str, str], tuple[int, ...]] = {  # perft(1..DEPTH)
    ("standard", "a", "start"): (2, 22, 242, 2662),
    ("standard", "a", "mid"): (12, 143, 1694, 17969),
    ("standard", "b", "start"): (2, 22, 242, 2585),
    ("standard", "b", "mid"): (12, 143, 1694, 17969),
    ("kneipe", "a", "start"): (12, 143, 1694, 18491),
    ("kneipe", "a", "mid"): (12, 143, 1694, 18491),
    ("kneipe", "b", "start"): (12, 143, 1694, 17834),
    ("kneipe", "b", "mid"): (12, 143, 1599, 17502),
    ("familie", "a", "start"): (2, 24, 286, 3292),
    ("familie", "a", "mid"): (12, 143, 1646, 18062),
    ("familie", "b", "start"): (2, 24, 286, 3388),
    ("familie", "b", "mid"): (12, 143, 1694, 18634),
    ("blitz", "a", "start"): (11, 120, 1300, 13000),
    ("blitz", "a", "mid"): (11, 120, 1300, 13000),
    ("blitz", "b", "start"): (11, 120, 1300, 13000),
    ("blitz", "b", "mid"): (11, 120, 1300, 13000),
}


@pytest.mark.parametrize(("preset", "tag", "where"), CASES, ids=["-".join(c) for c in CASES])
def test_perft(preset: str, tag: str, where: str) -> None:
    state = position(preset, tag, where)
    assert state.phase in (PLAYING, CHOOSING)
    assert tuple(perft(state, d) for d in range(1, DEPTH + 1)) == GOLDEN[(preset, tag, where)]


def test_the_perft_trees_hold_every_kind_of_move() -> None:
    kinds: set[str] = set()

    def walk(state: State, depth: int) -> None:
        for move in all_legal(state):
            kinds.add(type(move).__name__)
            if depth:
                walk(fold(decide(state, move), state), depth - 1)

    for case in CASES:
        walk(position(*case), 2)
    assert kinds == set(_KINDS), kinds


if __name__ == "__main__":  # recompute the golden table
    for case in CASES:
        print(f"    {case!r}: {tuple(perft(position(*case), d) for d in range(1, DEPTH + 1))},")
