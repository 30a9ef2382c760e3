"""The teaching content against the engine: the quiz's answers are legal_commands' answers and
agree with seed 000; the guided game plays seed 003 to its end with Kalle choosing his own moves
from his view; the card school's coups are the deal's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from domain.cards import card_name, parse_card
from domain.maumau.bot_registry import BOTS
from domain.maumau.bots import kalle_bot, make_scripted_bot
from domain.maumau.codec import command_to_dict
from domain.maumau.commands import Draw, Pass, PlayCards, SeatCommand, StartMatch, StartRound
from domain.maumau.decide import decide
from domain.maumau.evolve import fold
from domain.maumau.legal import legal_commands
from domain.maumau.rules import MM_001
from domain.maumau.state import State
from domain.maumau.teaching import (
    GUIDED_RULES,
    GUIDED_STEPS,
    KALLE_SCRIPT,
    explicit_deck,
    guided_deck,
    quiz,
    quiz_states,
)
from domain.maumau.view import player_view

SEED_000 = {
    "top": {"HK": True, "SQ": True, "D9": False, "CJ": True, "S7": False},
    "after_jack": {"H8": True, "C9": False, "SJ": False, "HA": True, "DK": False},
}
"""Seed 000's "Auflösung": Richtig / Falsch per card."""


def test_the_quiz_answers_are_the_seeds() -> None:
    puzzles = quiz()
    assert [p["puzzle"] for p in puzzles] == ["top", "after_jack"]
    for p in puzzles:
        assert {c["card"]: c["legal"] for c in p["cards"]} == SEED_000[p["puzzle"]]
        assert all(c["explanation"] == f"quiz.{p['puzzle']}.{c['card']}" for c in p["cards"])
    assert (puzzles[0]["top"], puzzles[0]["wish"]) == ("HQ", None)
    assert (puzzles[1]["top"], puzzles[1]["wish"]) == ("CJ", "H")


def test_the_quiz_positions_are_the_engines() -> None:
    """The answers are read off legal_commands, not stored: another position gives others."""
    first, second = quiz_states()
    assert first.turn == 0
    assert second.turn == 1
    assert sorted(card_name(c) for c in first.hands[0]) == sorted(["HK", "SQ", "D9", "CJ", "S7"])
    plays = {card_name(c.cards[0]) for c in legal_commands(second, 1) if isinstance(c, PlayCards)}
    assert plays == {"H8", "HA"}
    # The same hand facing the open Heart Queen, before the Jack and its wish: the Spade Jack fits too.
    hand_before = {card_name(c.cards[0]) for c in legal_commands(_as_turn(first, 1), 1) if isinstance(c, PlayCards)}
    assert hand_before == {"H8", "SJ", "HA"}


def _as_turn(state: State, seat: int) -> State:
    copy = state.copy()
    copy.turn = seat
    return copy


def test_explicit_deck_refuses_what_is_no_deal() -> None:
    with pytest.raises(ValueError, match="distinct"):
        explicit_deck(MM_001, 2, [[parse_card("HK")] * 5, [parse_card("SQ")] * 5], parse_card("HQ"))
    with pytest.raises(ValueError, match="hands of 5 cards"):
        explicit_deck(MM_001, 2, [[parse_card("HK")]], parse_card("HQ"))


def _play_guided(variation: bytes) -> tuple[State, list[dict[str, Any]]]:
    deck = guided_deck(variation)
    state = fold([])
    for setup in (StartMatch(GUIDED_RULES, 2), StartRound(deck=deck)):
        state = fold(decide(state, setup), state)
    moves: list[dict[str, Any]] = []
    rng = random.Random(0)
    for _ in range(40):
        if state.phase != "playing":
            break
        seat = state.turn
        if seat == 0:
            top = card_name(state.discard[-1])
            drawn = card_name(state.drawn) if state.drawn >= 0 else None
            step = next(s for s in GUIDED_STEPS if s.top == top and s.drawn == drawn)
            legal = [command_to_dict(c) for c in legal_commands(state, 0)]
            match = [c for c in legal if {k: c.get(k) for k in step.move} == step.move]
            assert len(match) == 1, (step, legal)
            command: SeatCommand | None = next(c for c in legal_commands(state, 0) if command_to_dict(c) == match[0])
        else:
            command = kalle_bot(player_view(state, 1), rng)
        assert command is not None
        moves.append({"seat": seat, **command_to_dict(command)})
        state = fold(decide(state, command), state)
    return state, moves


@pytest.mark.parametrize("variation", [b"\x00" * 32, b"\x01" * 32, bytes(range(32))])
def test_the_guided_game_plays_seed_003_to_its_end(variation: bytes) -> None:
    state, moves = _play_guided(variation)
    assert state.phase != "playing"
    assert state.last_round is not None
    assert state.last_round.seat == 0
    said = [(m["seat"], m["type"], (m.get("cards") or [None])[0]) for m in moves]
    assert said == [
        (0, "play", "HK"),
        (1, "play", "SK"),
        (0, "play", "S7"),
        (1, "play", "D7"),
        (0, "play", "C7"),
        (1, "draw", None),
        (0, "play", "C8"),
        (0, "play", "SJ"),
        (1, "draw", None),  # it does not fit: his turn ends with the draw
        (0, "play", "D4"),
        (1, "play", "S4"),
        (0, "draw", None),
        (0, "play", "H4"),
        (1, "play", "HQ"),
        (0, "play", "H2"),
    ]
    assert [m.get("wish") for m in moves if m.get("cards") == ["SJ"]] == ["D"]
    assert len(state.hands[1]) == 7 - 4 + 6 + 1  # he played four, took six and one


def test_guided_decks_differ_only_where_nobody_looks() -> None:
    a, b = guided_deck(b"\x00" * 32), guided_deck(b"\x01" * 32)
    assert a != b
    assert a[:23] == b[:23]  # 14 dealt, the Heart 9, six + one for Kalle, the Heart 4
    assert sorted(a) == sorted(b)
    assert [card_name(c) for c in a[:2]] == ["HK", "SK"]


def test_kalle_is_a_bot_by_name_and_follows_his_script() -> None:
    assert BOTS["kalle"] is kalle_bot
    assert [card_name(c) for c in KALLE_SCRIPT] == ["SK", "D7", "S4", "HQ"]
    # A scripted bot with another script plays that one instead (the script decides, not the deck).
    other = make_scripted_bot((parse_card("HQ"),))
    deck = guided_deck(b"\x00" * 32)
    state = fold([])
    for command in (StartMatch(GUIDED_RULES, 2), StartRound(deck=deck), PlayCards(0, (parse_card("HK"),))):
        state = fold(decide(state, command), state)
    view = player_view(state, 1)
    assert other(view, random.Random(0)) == PlayCards(1, (parse_card("HQ"),))
    assert kalle_bot(view, random.Random(0)) == PlayCards(1, (parse_card("SK"),))
    # nothing of his script fits and nothing else either: he draws, then passes
    assert isinstance(make_scripted_bot(())(view, random.Random(0)), PlayCards | Draw | Pass)
