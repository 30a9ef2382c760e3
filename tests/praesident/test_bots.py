"""The bots: registered heuristic first, they send legal commands, see only their view, and the
heuristic beats random clearly (measured over a fixed set of seeded games)."""

from __future__ import annotations

import random
from dataclasses import replace

from domain.praesident.bots import BOTS, heuristic_bot, random_bot
from domain.praesident.commands import GiveBack, Pass, Play
from domain.praesident.legal import legal_commands
from domain.praesident.module import PRAESIDENT_MODULE
from domain.praesident.rules import PRESETS, STANDARD
from domain.praesident.view import view
from tests.praesident.driving import cards, play_game, position

GAMES = 60


def test_the_bots_are_registered_heuristic_first() -> None:
    assert list(BOTS) == ["heuristic", "random"]
    assert PRAESIDENT_MODULE.play is not None
    assert PRAESIDENT_MODULE.play.bots is BOTS
    assert PRAESIDENT_MODULE.seats.bots == ("heuristic", "random")


def test_one_heuristic_against_two_randoms_wins_most_games() -> None:
    """Over GAMES three-seat games of three rounds (the heuristic's seat rotating), the heuristic
    alone in first place at least half the time (chance: a third) and on +1 point a game or more."""
    rules = replace(STANDARD, rounds=3)
    firsts, points = 0, 0
    for game in range(GAMES):
        me = game % 3
        bots = [heuristic_bot if seat == me else random_bot for seat in range(3)]
        end, _ = play_game(rules, 3, f"bots/{game}", bots)
        firsts += end.final_places[me] == 1 and end.final_places.count(1) == 1
        points += end.totals[me]
    assert firsts >= GAMES // 2, firsts
    assert points >= GAMES, points


def test_every_bot_command_is_legal_in_every_preset() -> None:
    for preset, rules in PRESETS.items():
        for bot in BOTS.values():
            seen: list[object] = []
            end, _ = play_game(replace(rules, rounds=2), 4, f"legal/{preset}", [bot] * 4, seen=seen)
            assert end.phase == "over"
            assert seen  # play_game sends every choice through decide: an illegal one raises


def test_the_heuristic_leads_its_weakest_rank_whole_and_gives_back_its_weakest() -> None:
    s = position(["H5 C5 D9 SK", "S6 H6", "C8 D8"])
    assert heuristic_bot(view(s, 0), legal_commands(s, 0), random.Random(0)) == Play(0, cards("C5 H5"))
    follow = position(["H5 C5 D9 SK D2 H2", "S6", "C8"], turn=0, top="S4", last=1)
    assert heuristic_bot(view(follow, 0), legal_commands(follow, 0), random.Random(0)) == Play(0, cards("D9"))
    spare = position(["SK CA DA HA D2 H2", "S6", "C8"], turn=0, top="S4", last=1)
    assert heuristic_bot(view(spare, 0), legal_commands(spare, 0), random.Random(0)) == Play(0, cards("SK"))
    strong = position(["CA DA HA D2 H2", "S6", "C8"], turn=0, top="SK", last=1)
    assert heuristic_bot(view(strong, 0), legal_commands(strong, 0), random.Random(0)) == Pass(0)
    gifts = [GiveBack(0, cards("C3 C4")), GiveBack(0, cards("C3 SA")), GiveBack(0, cards("SA D2"))]
    assert heuristic_bot(view(s, 0), gifts, random.Random(0)) == gifts[0]


def test_a_bot_sees_only_its_view_other_hands_do_not_change_its_choice() -> None:
    """Two positions that differ only in the other seats' hands give seat 1 the same view, and
    every bot the same command."""
    a = position(["H5 C5 D9", "S6 H6 S4 CK", "C8 D8 CA"], turn=1, top="S3", last=0)
    b = position(["C8 D8 CA", "S6 H6 S4 CK", "H5 C5 D9"], turn=1, top="S3", last=0)
    assert a.hands != b.hands
    assert view(a, 1) == view(b, 1)
    for bot in BOTS.values():
        assert bot(view(a, 1), legal_commands(a, 1), random.Random(5)) == bot(
            view(b, 1), legal_commands(b, 1), random.Random(5)
        )
