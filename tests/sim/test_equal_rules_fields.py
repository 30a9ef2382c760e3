"""The rule fields added for OpenSpiel's crazy_eights (draw_mode 'repeat' with draw_limit,
reshuffle, extra_blocking_passes, reverse_two_players, start_card 'dealer'): each one's behaviour
on a stated deal, its bounds, and that the presets do not write or print them."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from domain.maumau import Draw, Pass, PlayCards
from domain.maumau.events import DirectionReversed, Passed, RoundWon, TurnEnded
from domain.maumau.legal import legal_commands
from domain.maumau.reference_rulesets import OPENSPIEL_C8, reference_ruleset
from domain.maumau.rules import LATER_FIELDS, MM_001, PRESETS, RuleSetError, apply_overrides, derive, ruleset_from_dict
from tests.domain.helpers import Table, c

R = OPENSPIEL_C8
MINE = ("draw_limit", "reshuffle", "extra_blocking_passes", "reverse_two_players")


def kinds(commands: Sequence[object]) -> list[str]:
    return sorted(
        f"play {cmd.cards[0]}" if isinstance(cmd, PlayCards) else type(cmd).__name__.lower() for cmd in commands
    )


def test_the_reference_ruleset_is_found_by_name_and_is_no_preset() -> None:
    assert reference_ruleset("openspiel-c8") is R
    assert "OPENSPIEL-C8" not in PRESETS


def test_presets_leave_the_later_fields_out_of_their_dict_and_repr() -> None:
    for rules in PRESETS.values():
        assert not LATER_FIELDS & set(rules.to_dict())
        assert not any(f"{name}=" in repr(rules) for name in LATER_FIELDS)
    data = R.to_dict()
    assert set(MINE) <= LATER_FIELDS
    assert {k: data[k] for k in MINE} == {
        "draw_limit": 5,
        "reshuffle": False,
        "extra_blocking_passes": 1,
        "reverse_two_players": "next",
    }
    assert ruleset_from_dict(data) == R
    assert "reshuffle=False" in repr(R)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("draw_limit", 0),
        ("draw_limit", 21),
        ("extra_blocking_passes", -1),
        ("reshuffle", 1),
        ("reverse_two_players", "x"),
    ],
)
def test_the_later_fields_are_bounded(field: str, value: object) -> None:
    with pytest.raises(RuleSetError) as error:
        apply_overrides(R, {field: value})
    assert field in error.value.problems


def test_a_draw_limit_needs_draw_mode_repeat() -> None:
    with pytest.raises(RuleSetError) as error:
        derive(MM_001, draw_limit=3)
    assert "draw_limit" in error.value.problems
    assert derive(MM_001, draw_mode="repeat", draw_limit=3).draw_limit == 3


def test_repeat_draws_one_card_at_a_time_up_to_the_limit_and_any_fitting_card_may_follow() -> None:
    rules = derive(R, name=R.name, draw_limit=2)
    t = Table(rules, 3, hands=[["C3", "D4", "D5", "D6", "D7"]], start="H9", pile=["S3", "H3", "H4"])
    assert kinds(legal_commands(t.s, 0)) == ["draw"]  # nothing fits: no pass while the pile holds cards
    t.do(Draw(0))
    assert t.s.turn == 0
    assert t.s.draws == 1
    assert sorted(t.hand(0)) == ["C3", "D4", "D5", "D6", "D7", "S3"]
    assert kinds(legal_commands(t.s, 0)) == ["draw"]  # S3 does not fit either, and no pass yet
    assert t.refuse(Pass(0)).rule == "must_draw"
    t.do(Draw(0))  # H3 fits the H9 on top
    assert t.s.draws == 2
    assert kinds(legal_commands(t.s, 0)) == ["pass", f"play {c('H3')}"]
    assert t.refuse(Draw(0)).rule == "draw_limit"
    out = t.do(Pass(0))
    assert [type(e) for e in out] == [Passed, TurnEnded]
    assert t.s.draws == 0
    assert t.s.turn == 1


def test_repeat_lets_any_fitting_card_follow_a_draw_not_only_the_drawn_one() -> None:
    t = Table(R, 3, hands=[["H2", "D4", "D5", "D6", "D7"]], start="H9", pile=["S3"])
    t.do(Draw(0))
    assert kinds(legal_commands(t.s, 0)) == ["draw", f"play {c('H2')}"]
    t.do(PlayCards(0, (c("H2"),)))
    assert t.s.pending_draw == 2


def test_without_reshuffle_an_empty_draw_pile_means_pass_and_a_draw_card_draws_nobody() -> None:
    hands = [["HJ", "D4", "D5", "D6", "D7"], ["S4", "S5", "S6", "S7", "S8"], ["C4", "C5", "C6", "C7", "C9"]]
    t = Table(R, 3, hands=hands, start="H2", pile=[])  # the H2 start card: seat 0 draws two, or passes it on
    t.state.pile.clear()  # a table whose draw pile is used up
    assert kinds(legal_commands(t.s, 0)) == ["draw"]
    t.do(Draw(0))
    assert t.s.pending_draw == 0
    assert t.s.turn == 1
    assert "pass" in kinds(legal_commands(t.s, 1))
    assert "draw" not in kinds(legal_commands(t.s, 1))
    reshuffling = derive(R, name="x", reshuffle=True)
    u = Table(reshuffling, 3, hands=hands, start="H9", pile=[])
    u.state.pile.clear()
    u.do(PlayCards(0, (c("HJ"),)))  # a discard pile of two cards: one may be reshuffled and drawn
    assert "draw" in kinds(legal_commands(u.s, 1))
    assert "pass" not in kinds(legal_commands(u.s, 1))


def test_a_draw_card_played_on_an_empty_pile_draws_nobody_without_reshuffle() -> None:
    t = Table(R, 3, hands=[["H2", "D4", "D5", "D6", "D7"]], start="H9", pile=[])
    t.state.pile.clear()
    out = t.do(PlayCards(0, (c("H2"),)))
    assert out[0].draw == 0
    assert t.s.pending_draw == 0
    u = Table(R, 3, hands=[["H2", "D4", "D5", "D6", "D7"]], start="H9")
    assert u.do(PlayCards(0, (c("H2"),)))[0].draw == 2


@pytest.mark.parametrize(("extra", "passes"), [(0, 3), (1, 4)])
def test_extra_blocking_passes_delay_the_blocked_end(extra: int, passes: int) -> None:
    rules = derive(R, name="x", extra_blocking_passes=extra)
    hands = [["D4", "D5", "D6", "D7", "D9"], ["S4", "S5", "S6", "S7", "S9"], ["C4", "C5", "C6", "C7", "C9"]]
    t = Table(rules, 3, hands=hands, start="HK")
    t.state.pile.clear()
    for i in range(passes):
        assert t.s.phase == "playing", i
        out = t.do(Pass(t.s.turn))
    assert isinstance(out[-1], RoundWon)
    assert out[-1].reason == "blocked"


@pytest.mark.parametrize(("mode", "after"), [("again", 0), ("next", 1)])
def test_reverse_with_two_players(mode: str, after: int) -> None:
    rules = derive(R, name="x", reverse_two_players=mode)
    t = Table(rules, 2, hands=[["HA", "D4", "D5", "D6", "D7", "D9", "D10"]], start="H9")
    t.do(PlayCards(0, (c("HA"),)))
    assert t.s.turn == after
    assert t.s.direction == -1
    assert dataclasses.replace(MM_001).reverse_two_players == "again"


@pytest.mark.parametrize(
    ("start", "seats", "turn", "direction", "pending"),
    [("H9", 4, 0, 1, 0), ("HQ", 4, 1, 1, 0), ("HA", 4, 2, -1, 0), ("H2", 4, 0, 1, 2), ("HA", 2, 0, -1, 0)],
)
def test_a_special_start_card_acts_as_if_the_dealer_played_it(
    start: str, seats: int, turn: int, direction: int, pending: int
) -> None:
    t = Table(R, seats, start=start)  # round 1: the first seat is 0, the dealer the last seat
    assert (t.s.turn, t.s.direction, t.s.pending_draw) == (turn, direction, pending)
    if start == "HA" and seats == 4:
        assert any(isinstance(e, DirectionReversed) for e in t.round_events)


def test_an_eight_is_never_the_start_card_it_goes_under_the_draw_pile() -> None:
    t = Table(R, 3, buried=["C8", "S8"], start="H9")
    assert t.top() == "H9"
    assert t.s.pile[:2] == [c("S8"), c("C8")]  # the bottom of the pile (the next card to draw is last)
