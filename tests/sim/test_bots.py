"""Bots: they only ever return legal commands, are deterministic given the rng, and the heuristic
follows seed 004 §9 (calls, challenges, wish cards kept, wished suit, last-card planning)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from domain.cards import parse_card
from domain.maumau.bot_registry import BOTS, bot_named
from domain.maumau.bots import Bot, heuristic_bot, make_heuristic_bot, random_bot, rules_for_name
from domain.maumau.commands import Challenge, CloseChallengeWindow, Draw, PlayCards, SeatCommand
from domain.maumau.rules import MM_001, MM_002, PRESETS, ZONE, with_house_rules
from domain.maumau.simulation import play_match, simulate_rounds
from domain.maumau.state import PLAYING, State
from domain.maumau.view import PlayerView, player_view


def _cards(*names: str) -> list[int]:
    return [parse_card(n) for n in names]


def _heuristic_play(s: State, seed: int) -> PlayCards:
    """The heuristic bot's move for seat 0 of ``s``, which the test expects to be a play."""
    command = heuristic_bot(player_view(s, 0), random.Random(seed))
    assert isinstance(command, PlayCards), command
    return command


def _table(rules=MM_001, hand=("C9",), top="CK", others=(5, 5, 5), **changes) -> State:
    """A hand-built state in the middle of a round: seat 0 to move."""
    seats = 1 + len(others)
    filler = [
        c
        for c in _cards(
            "S7",
            "S8",
            "S9",
            "S10",
            "SQ",
            "SK",
            "SA",
            "D7",
            "D8",
            "D9",
            "D10",
            "DQ",
            "DK",
            "DA",
            "H7",
            "H9",
            "H10",
            "HK",
            "HA",
            "C7",
        )
    ]
    hands = [_cards(*hand)] + [filler[i * 5 : i * 5 + n] for i, n in enumerate(others)]
    s = State(
        ruleset=rules,
        seats=seats,
        phase=PLAYING,
        round_no=1,
        hands=hands,
        pile=_cards("CQ", "CA"),
        discard=_cards(top),
        calls=[""] * seats,
        totals=[0] * seats,
        wins=[0] * seats,
        seed="00" * 32,
    )
    for key, value in changes.items():
        setattr(s, key, value)
    return s


@pytest.mark.parametrize("name", list(BOTS))
@pytest.mark.parametrize("preset", list(PRESETS))
def test_bots_only_choose_legal_commands_and_finish_matches(name: str, preset: str) -> None:
    rules = PRESETS[preset]
    rules = replace(rules, win_target=2) if rules.scoring == "wins" else replace(rules, points_limit=40)
    seen: list[object] = []

    def spy(view, rng):
        command = BOTS[name](view, rng)
        assert command is None or command in view.legal
        seen.append(command)
        return command

    result = play_match(rules, 3, b"legal", [spy] * 3, random.Random(5), max_rounds=12)
    assert result.rounds
    assert not any(r.stats.valve for r in result.rounds)
    assert seen


def test_bots_are_deterministic_given_the_rng() -> None:
    a = play_match(ZONE, 4, b"d", [random_bot, heuristic_bot] * 2, random.Random(3), max_rounds=3)
    b = play_match(ZONE, 4, b"d", [random_bot, heuristic_bot] * 2, random.Random(3), max_rounds=3)
    assert a.events == b.events


def test_heuristic_always_calls_mau() -> None:
    s = _table(hand=("C9", "HQ"))
    command = heuristic_bot(player_view(s, 0), random.Random(0))
    assert isinstance(command, PlayCards)
    assert command.call == "mau"


def test_heuristic_challenges_every_legal_challenge() -> None:
    s = _table(hand=("C9", "C10"), mau_open=1)
    s.hands[1] = s.hands[1][:1]
    command = heuristic_bot(player_view(s, 0), random.Random(0))
    assert command == Challenge(0, 1)
    other = heuristic_bot(player_view(s, 2), random.Random(0))
    assert other == Challenge(2, 1)


def test_random_bot_challenges_about_half_the_time() -> None:
    s = _table(hand=("C9", "C10"), mau_open=1)
    view = player_view(s, 2)
    rng = random.Random(1)
    picks = [random_bot(view, rng) for _ in range(2000)]
    share = sum(isinstance(p, Challenge) for p in picks) / 2000
    assert 0.45 < share < 0.55
    assert all(p is None or isinstance(p, Challenge) for p in picks)


def test_bots_close_the_final_window_as_next_player() -> None:
    s = _table(hand=("C9", "C10"), window_seat=2)
    s.hands[2] = []
    view = player_view(s, 0)
    assert heuristic_bot(view, random.Random(0)) == Challenge(0, 2)
    rng = random.Random(0)
    picks = {type(random_bot(view, rng)) for _ in range(50)}
    assert picks == {Challenge, CloseChallengeWindow}


def test_heuristic_keeps_jacks_when_something_else_fits() -> None:
    s = _table(hand=("CJ", "C9", "C10", "H8"))
    for seed in range(10):
        command = _heuristic_play(s, seed)
        assert command.cards in ((parse_card("C9"),), (parse_card("C10"),))


def test_heuristic_plays_the_jack_when_nothing_else_fits_and_wishes_its_longest_suit() -> None:
    s = _table(hand=("HJ", "D9", "D10", "S9", "DQ"))
    command = _heuristic_play(s, 0)
    assert command.cards == (parse_card("HJ"),)
    assert command.wish == 3  # Diamonds: three of them


def test_heuristic_hits_a_player_with_few_cards() -> None:
    s = _table(hand=("C7", "C9", "C10", "HQ"), others=(1, 5, 5))
    command = _heuristic_play(s, 0)
    assert command.cards == (parse_card("C7"),)


def test_heuristic_avoids_keeping_only_forbidden_last_cards() -> None:
    # Playing C9 would leave only the Jack (MM-001 forbids finishing with it): play the Jack first.
    s = _table(hand=("CJ", "C9"), top="CK")
    command = _heuristic_play(s, 0)
    assert command.cards == (parse_card("CJ"),)
    assert command.call == "mau"


def test_heuristic_draws_when_nothing_fits_and_plays_the_drawn_card() -> None:
    s = _table(hand=("H9", "D10"))
    assert heuristic_bot(player_view(s, 0), random.Random(0)) == Draw(0)
    s.hands[0].append(parse_card("C8"))
    s.has_drawn, s.drawn = True, parse_card("C8")
    command = _heuristic_play(s, 0)
    assert command.cards == (parse_card("C8"),)


def test_rules_for_name_knows_presets_and_house_rules() -> None:
    assert rules_for_name("mm-002") is MM_002
    named = with_house_rules(ZONE, "jack_on_jack")
    assert rules_for_name(named.name) == named
    assert rules_for_name("my own rules") is None


def test_heuristic_bound_to_custom_rules_and_unknown_names_still_play() -> None:
    custom = replace(MM_001, name="custom")
    result = play_match(
        custom, 3, b"c", [make_heuristic_bot(custom), heuristic_bot, random_bot], random.Random(2), max_rounds=3
    )
    assert len(result.rounds) == 3


def test_bot_named() -> None:
    assert bot_named(" Heuristic ") is heuristic_bot
    with pytest.raises(KeyError, match="known"):
        bot_named("genius")


HAND_BACK_TOGGLES = ("ace_skips", "ace_again", "nine_reverses", "king_reverses")
"""House rules whose cards keep the turn at two seats (a skip, "again", a reverse)."""


@pytest.mark.parametrize("toggle", HAND_BACK_TOGGLES)
@pytest.mark.parametrize("base", [MM_001, MM_002])
def test_at_two_seats_the_seat_the_table_waits_for_always_has_a_move_and_its_bot_makes_one(base, toggle) -> None:
    """Issue 19: at two seats a last card that keeps the turn leaves the turn with the forgetter of
    "Mau-Mau" while the next player closes the window.  Whatever the bots do, the seat the table
    waits for (``acting_seat``) has a legal command and its bot, random or heuristic, returns one;
    the run must have met the hand-back case (or it proved nothing)."""
    rules = with_house_rules(base, toggle)
    asked: list[tuple[bool, bool]] = []  # per question to the acting seat: (hand-back case, answered legally)

    def spy(bot: Bot) -> Bot:
        def ask(view: PlayerView, rng: random.Random) -> SeatCommand | None:
            command = bot(view, rng)
            assert command is None or command in view.legal
            if view.phase == PLAYING and view.seat == _waited_for(view):
                assert view.legal, view
                asked.append((view.window_seat == view.turn, command is not None))
            return command

        return ask

    results = simulate_rounds(
        rules, 2, 120, f"{base.name}+{toggle}".encode(), [spy(random_bot), spy(random_bot)], random.Random(7)
    )
    results += simulate_rounds(rules, 2, 40, toggle.encode(), [spy(random_bot), spy(heuristic_bot)], random.Random(8))
    assert len(results) == 160
    assert not any(r.stats.valve for r in results)
    assert all(answered for _, answered in asked)
    # The case arises where a card that keeps the turn may be the last card (MM-001 forbids its
    # Aces and Eights last, so only its reversing Nines and Kings reach it).
    keeps_turn = {rank for rank, e in enumerate(rules.effect_by_rank) if e and e.kind in ("skip", "again", "reverse")}
    if keeps_turn - rules.forbidden_last:
        assert sum(hand_back for hand_back, _ in asked) >= 3


def _waited_for(view: PlayerView) -> int:
    """The seat the table waits for, as a player can tell from the view: the window's closer while
    a "Mau-Mau" window is open (the next player, never the forgetter), else the seat to move."""
    if view.window_seat >= 0:
        return view.turn if view.turn != view.window_seat else (view.window_seat + view.direction) % view.seats
    return view.turn
