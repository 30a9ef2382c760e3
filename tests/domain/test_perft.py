"""Perft, as chess engines do it: count every legal command sequence to a fixed depth from fixed
positions and compare with golden totals.  Any unintended change of legality — a play listed that
was not, a call variant lost, a challenge offered to the wrong seat, a different draw — changes a
count.

A node's moves are the legal commands of *every* seat (challenges and jump-ins come from players
not on turn), in seat order: :func:`tests.domain.driving.all_legal`.  A command is applied with
``decide`` + ``fold``; a finished round has no moves (a leaf above the full depth counts 0, as a
mate does in chess perft).

How the golden numbers were computed (once, then written down here): this file's :func:`perft` on
the engine of commit ``79289d0`` (and, identically, on the working tree of that day, where
``legal_commands`` was being optimised), for the positions below:

* ``start``: round 1 dealt from ``sha256(f"perft/{preset}/{tag}")``;
* ``mid``: that position after ``MID_MOVES`` moves (fewer if the round would end), each time the
  smallest legal command by :func:`command_key` (a rule that depends on the commands alone).

If a count changes *on purpose* (a rule changed), recompute with
``.venv/bin/python -m tests.domain.test_perft`` and update the table in the same commit as the rule,
saying why.
"""

from __future__ import annotations

import hashlib

import pytest

from domain.maumau import PRESETS, PlayCards, State, decide, fold, legal_commands, player_view
from tests.domain.driving import all_legal, new_round

DEPTH = 6
MID_MOVES = 12

_KIND_ORDER = {"PlayCards": 0, "Challenge": 1, "CloseChallengeWindow": 2, "Draw": 3, "Pass": 4}


def command_key(command: object) -> tuple[object, ...]:
    """A total order on commands that depends only on their fields (plays first)."""
    seat = getattr(command, "seat", None)
    wish = getattr(command, "wish", None)
    return (
        _KIND_ORDER.get(type(command).__name__, 9),
        -1 if seat is None else seat,
        tuple(getattr(command, "cards", ())),
        getattr(command, "target", -1),
        -1 if wish is None else wish,
        getattr(command, "call", None) or "",
    )


def position(preset: str, seats: int, tag: str, where: str) -> State:
    seed = hashlib.sha256(f"perft/{preset}/{tag}".encode()).digest()
    state, _ = new_round(PRESETS[preset], seats, seed=seed)
    if where == "mid":
        for _ in range(MID_MOVES):
            after = fold(decide(state, min(all_legal(state), key=command_key)), state)
            if after.phase != "playing":
                break  # stay in the last position of the running round
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


def divide(state: State, depth: int) -> dict[str, int]:
    """perft(depth - 1) below each move (for finding the move whose subtree changed)."""
    return {repr(move): perft(fold(decide(state, move), state), depth - 1) for move in all_legal(state)}


CASES = [
    (p, n, t, w)
    for p, n in (("MM-001", 3), ("MM-005", 2), ("ZONE", 4), ("MM-004", 3))
    for t in ("a", "b")
    for w in ("start", "mid")
]

GOLDEN: dict[tuple[str, int, str, str], tuple[int, ...]] = {  # perft(1..DEPTH)
    ("MM-001", 3, "a", "start"): (3, 20, 45, 141, 439, 1248),
    ("MM-001", 3, "a", "mid"): (3, 13, 49, 166, 519, 1586),
    ("MM-001", 3, "b", "start"): (2, 7, 13, 35, 83, 201),
    ("MM-001", 3, "b", "mid"): (2, 9, 25, 64, 143, 383),
    ("MM-005", 2, "a", "start"): (7, 34, 135, 478, 1582, 5595),
    ("MM-005", 2, "a", "mid"): (2, 6, 13, 25, 67, 190),
    ("MM-005", 2, "b", "start"): (5, 16, 56, 262, 747, 2920),
    ("MM-005", 2, "b", "mid"): (2, 2, 2, 4, 10, 12),
    ("ZONE", 4, "a", "start"): (3, 19, 56, 119, 334, 1214),
    ("ZONE", 4, "a", "mid"): (1, 2, 18, 69, 136, 251),
    ("ZONE", 4, "b", "start"): (2, 20, 44, 110, 602, 2082),
    ("ZONE", 4, "b", "mid"): (12, 25, 91, 284, 1347, 4455),
    ("MM-004", 3, "a", "start"): (8, 25, 115, 534, 1667, 5415),
    ("MM-004", 3, "a", "mid"): (3, 18, 42, 131, 467, 1264),
    ("MM-004", 3, "b", "start"): (8, 48, 289, 1175, 4647, 18257),
    ("MM-004", 3, "b", "mid"): (3, 3, 6, 16, 28, 55),
}


@pytest.mark.parametrize(("preset", "seats", "tag", "where"), CASES, ids=["-".join(map(str, c)) for c in CASES])
def test_perft(preset: str, seats: int, tag: str, where: str) -> None:
    state = position(preset, seats, tag, where)
    assert state.phase == "playing"
    counts = tuple(perft(state, d) for d in range(1, DEPTH + 1))
    expected = GOLDEN[(preset, seats, tag, where)]
    assert counts == expected, f"perft changed: {counts} != {expected}; divide at depth {DEPTH}: {divide(state, DEPTH)}"


@pytest.mark.parametrize(("preset", "seats", "tag", "where"), CASES[:4], ids=["-".join(map(str, c)) for c in CASES[:4]])
def test_views_offer_exactly_the_perft_moves(preset: str, seats: int, tag: str, where: str) -> None:
    """What each seat's view lists as legal is what perft walks, over the whole depth-3 tree."""

    def walk(state: State, depth: int) -> None:
        for seat in range(state.seats):
            assert player_view(state, seat).legal == tuple(legal_commands(state, seat))
        if depth:
            for move in all_legal(state):
                walk(fold(decide(state, move), state), depth - 1)

    walk(position(preset, seats, tag, where), 3)


def test_perft_trees_hold_the_interesting_moves() -> None:
    """The perft trees really contain calls, wishes, multi-card plays, challenges, draws and passes
    (so the golden counts guard them, not only plain plays)."""
    kinds: set[str] = set()

    def walk(state: State, depth: int) -> None:
        for move in all_legal(state):
            kind = type(move).__name__
            if isinstance(move, PlayCards):
                kind += ":call" * bool(move.call) + ":wish" * (move.wish is not None) + ":multi" * (len(move.cards) > 1)
            kinds.add(kind)
            if depth:
                walk(fold(decide(state, move), state), depth - 1)

    for preset, seats, tag, where in CASES:
        walk(position(preset, seats, tag, where), 4)
    assert {"PlayCards", "PlayCards:call", "PlayCards:wish", "PlayCards:multi", "Challenge", "Draw", "Pass"} <= kinds, (
        kinds
    )


if __name__ == "__main__":  # recompute the golden table
    for case in CASES:
        s = position(*case)
        print(f"    {case!r}: {tuple(perft(s, d) for d in range(1, DEPTH + 1))},")
