"""The bots: they send legal commands, see only their view, and the heuristic beats random clearly."""

from __future__ import annotations

import random

from domain.cards import card_name
from domain.schwimmen.bots import BOTS, heuristic_bot, random_bot
from domain.schwimmen.commands import Swap
from domain.schwimmen.legal import legal_commands
from domain.schwimmen.module import SCHWIMMEN_MODULE
from domain.schwimmen.rules import PRESETS
from domain.schwimmen.view import view
from tests.schwimmen.helpers import play_game, start

GAMES = 60


def test_the_bots_are_registered_heuristic_first() -> None:
    assert list(BOTS) == ["heuristic", "random"]
    assert SCHWIMMEN_MODULE.play is not None
    assert SCHWIMMEN_MODULE.play.bots is BOTS
    assert SCHWIMMEN_MODULE.seats.bots == ("heuristic", "random")


def test_the_heuristic_beats_random_clearly_heads_up() -> None:
    """Over GAMES two-seat games (seats alternating), the heuristic wins at least 70 %."""
    wins = 0
    for game in range(GAMES):
        bots = [heuristic_bot, random_bot] if game % 2 == 0 else [random_bot, heuristic_bot]
        me = 0 if game % 2 == 0 else 1
        _, end, _ = play_game(PRESETS["standard"], bots, f"bots/{game}", random.Random(game))
        assert end.final is not None
        wins += end.final.places[me] == 1 and end.final.places[1 - me] != 1
    assert wins >= 0.7 * GAMES, wins


def test_the_heuristic_takes_thirty_one_when_it_is_offered() -> None:
    state, _ = start("HA HK C7", "D7 D8 H9", "S7 S8 C9", "H10 S10 D10", rules=PRESETS["kneipe"])
    seat = state.turn
    command = heuristic_bot(view(state, seat), legal_commands(state, seat), random.Random(0))
    after = [c for c in legal_commands(state, seat) if c == command]
    assert after, command
    assert isinstance(command, Swap)
    assert card_name(command.middle_card) == "H10"


def test_a_bot_sees_only_its_view_other_hands_do_not_change_its_choice() -> None:
    """Two states that differ only in the other seats' hands give seat 1 the same view, and every
    bot the same command."""
    a, _ = start("HA HK C7", "D7 D8 H9", "S7 S8 C9", "H10 S10 D10", rules=PRESETS["kneipe"])
    b, _ = start("HA HK C7", "S7 S8 C9", "D7 D8 H9", "H10 S10 D10", rules=PRESETS["kneipe"])
    assert a.hands[1] == b.hands[1]
    assert a.hands != b.hands
    assert view(a, 1) == view(b, 1)
    for bot in BOTS.values():
        assert bot(view(a, 1), legal_commands(a, 1), random.Random(5)) == bot(
            view(b, 1), legal_commands(b, 1), random.Random(5)
        )
