"""Every rule of a round and every refusal, on rounds dealt from explicit decks.

Three players ann (0), bob (1), cy (2); round 1 is dealt by seat 0, so the packets of
:func:`tests.schwimmen.helpers.deck` go to bob, cy, ann, then the middle (or the dealer's second
hand), then the stock.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.cards import parse_card
from domain.errors import RuleViolation
from domain.schwimmen.commands import (
    DealRound,
    KeepHand,
    Knock,
    Pass,
    StartGame,
    Swap,
    SwapAll,
    TakeSpare,
)
from domain.schwimmen.decide import decide, final_places
from domain.schwimmen.events import (
    DealerChose,
    Event,
    GameOver,
    Knocked,
    MiddleReplaced,
    Passed,
    RoundDealt,
    RoundScored,
    Swapped,
    SwappedAll,
)
from domain.schwimmen.evolve import fold
from domain.schwimmen.legal import legal_commands
from domain.schwimmen.rules import STANDARD, Rules
from domain.schwimmen.state import BETWEEN, CHOOSING, OVER, PLAYING, State
from tests.schwimmen.helpers import deck, seed_of, start, step

PLAIN = Rules(name="plain", dealer_exchange=False, knock_first_turn=True)
"""No dealer's exchange, knocking at once: the rounds below start straight with bob's turn."""

LOW = ("C7 C8 S9", "D7 D8 H9", "S7 S8 C9")
"""Three hands worth 15, 15 and 8+7=15."""


def c(name: str) -> int:
    return parse_card(name)


def refused(state: State, command: object) -> str:
    with pytest.raises(RuleViolation) as info:
        decide(state, command)
    return info.value.rule


def test_the_deal_goes_from_the_seat_after_the_dealer_round_the_table_then_the_middle() -> None:
    state, events = start(*LOW, "HA HK HQ", rules=PLAIN)
    dealt = events[1]
    assert isinstance(dealt, RoundDealt)
    assert dealt.dealer == 0
    assert state.hands == (
        (c("S7"), c("S8"), c("C9")),
        (c("C7"), c("C8"), c("S9")),
        (c("D7"), c("D8"), c("H9")),
    )
    assert state.middle == (c("HA"), c("HK"), c("HQ"))
    assert state.stock == deck(*LOW, "HA HK HQ")[12:]
    assert (state.phase, state.turn) == (PLAYING, 1)


def test_the_dealer_keeps_his_hand_and_the_second_goes_face_up_to_the_middle() -> None:
    state, _ = start(*LOW, "HA HK HQ")
    assert (state.phase, state.turn, state.middle) == (CHOOSING, 0, ())
    assert [type(x) for x in legal_commands(state, 0)] == [KeepHand, TakeSpare]
    assert legal_commands(state, 1) == []
    assert refused(state, KeepHand(1)) == "not_your_turn"
    assert refused(state, Pass(0)) == "dealer_choosing"
    assert refused(state, Swap(1, c("C7"), c("HA"))) == "dealer_choosing"
    kept, events = step(state, KeepHand(0))
    assert events == [DealerChose(0, False, state.hands[0], (c("HA"), c("HK"), c("HQ")))]
    assert (kept.phase, kept.turn, kept.middle, kept.hands[0]) == (PLAYING, 1, state.spare, state.hands[0])
    assert refused(kept, KeepHand(0)) == "no_choice"


def test_the_dealer_takes_his_second_hand_and_his_first_goes_to_the_middle() -> None:
    state, _ = start(*LOW, "DA DK D9")
    took, events = step(state, TakeSpare(0))
    assert events == [DealerChose(0, True, (c("DA"), c("DK"), c("D9")), (c("S7"), c("S8"), c("C9")))]
    assert took.hands[0] == (c("DA"), c("DK"), c("D9"))
    assert took.middle == (c("S7"), c("S8"), c("C9"))


def test_a_dealer_who_takes_thirty_one_ends_the_round_at_once() -> None:
    state, _ = start(*LOW, "DA DK D10")
    _, events = step(state, TakeSpare(0))
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by, scored.dealt) == ("thirty_one", 0, True)
    assert scored.losers == (1, 2)


def test_a_swap_exchanges_one_card_with_the_middle_in_its_place() -> None:
    state, _ = start(*LOW, "HA HK HQ", rules=PLAIN)
    after, events = step(state, Swap(1, c("C8"), c("HK")))
    assert events == [Swapped(1, c("C8"), c("HK"))]
    assert after.hands[1] == (c("C7"), c("HK"), c("S9"))
    assert after.middle == (c("HA"), c("C8"), c("HQ"))
    assert after.turn == 2


def test_swap_refusals_name_the_rule() -> None:
    state, _ = start(*LOW, "HA HK HQ", rules=PLAIN)
    assert refused(state, Swap(1, c("D7"), c("HA"))) == "card_not_in_hand"
    assert refused(state, Swap(1, c("C7"), c("D7"))) == "card_not_in_middle"
    assert refused(state, Swap(2, c("D7"), c("HA"))) == "not_your_turn"
    assert refused(state, Pass(7)) == "seat"
    assert refused(state, object()) == "unknown_command"


def test_a_swap_of_all_three_that_makes_thirty_one_ends_the_round_and_ties_at_the_bottom_each_lose() -> None:
    state, _ = start(*LOW, "HA HK HQ", rules=PLAIN)
    after, events = step(state, SwapAll(1))
    assert isinstance(events[0], SwappedAll)
    scored = events[1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by, scored.dealt) == ("thirty_one", 1, False)
    assert scored.halves == (30, 62, 30)
    assert scored.losers == (0, 2)
    assert scored.lives == (2, 3, 2)
    assert scored.places == (2, 1, 2)
    assert after.phase == BETWEEN
    assert legal_commands(after, 2) == []


def test_a_knock_gives_every_other_player_one_more_turn_then_the_round_is_scored() -> None:
    state, _ = start("CA CK C9", "D7 D8 H9", "S7 S8 C7", "HA HK H7", rules=PLAIN)
    state, events = step(state, Knock(1))
    assert events == [Knocked(1)]
    assert refused(state, Knock(2)) == "already_knocked"
    assert Knock(2) not in legal_commands(state, 2)
    state, events = step(state, Pass(2))
    assert events == [Passed(2)]
    state, events = step(state, Swap(0, c("S7"), c("HA")))
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by) == ("knock", 1)
    assert scored.halves == (22, 60, 30)
    assert scored.losers == (0,)
    assert state.phase == BETWEEN


def test_no_knock_on_a_players_first_turn_where_the_house_rule_forbids_it() -> None:
    rules = replace(PLAIN, knock_first_turn=False)
    state, _ = start(*LOW, "HA HK HQ", rules=rules)
    assert refused(state, Knock(1)) == "knock_first_turn"
    assert Knock(1) not in legal_commands(state, 1)
    for seat in (1, 2, 0):
        state, _ = step(state, Pass(seat))
    state, events = step(state, Knock(1))
    assert events == [Knocked(1)]


def test_when_everyone_passes_in_a_row_the_middle_is_replaced_from_the_deck() -> None:
    state, _ = start(*LOW, "HA HK HQ", "SA SK SQ", rules=PLAIN)
    state, _ = step(state, Pass(1))
    state, _ = step(state, Pass(2))
    state, events = step(state, Pass(0))
    assert events[-1] == MiddleReplaced((c("HA"), c("HK"), c("HQ")), (c("SA"), c("SK"), c("SQ")))
    assert state.middle == (c("SA"), c("SK"), c("SQ"))
    assert state.discard == (c("HA"), c("HK"), c("HQ"))
    assert (state.row, state.turn) == (0, 1)
    # a swap breaks the row
    state, _ = step(state, Pass(1))
    state, _ = step(state, Swap(2, c("D7"), c("SA")))
    state, events = step(state, Pass(0))
    assert events == [Passed(0)]


def test_a_pass_limit_per_player_per_round() -> None:
    state, _ = start(*LOW, "HA HK HQ", rules=replace(PLAIN, passes_per_round=1))
    state, _ = step(state, Pass(1))
    state, _ = step(state, Pass(2))
    state, _ = step(state, Pass(0))
    assert refused(state, Pass(1)) == "pass_limit"
    assert Pass(1) not in legal_commands(state, 1)
    never, _ = start(*LOW, "HA HK HQ", rules=replace(PLAIN, passes_per_round=0))
    assert refused(never, Pass(1)) == "pass_limit"


NINE = tuple(f"p{i}" for i in range(9))


def test_a_short_deck_scores_the_round_when_everyone_passes_under_deck_out_score() -> None:
    state, _ = start(rules=PLAIN, players=NINE, tag="nine0")
    assert len(state.stock) == 2
    events: list[Event] = []
    for seat in (*range(1, 9), 0):
        if state.phase != PLAYING:
            break
        state, events = step(state, Pass(seat))
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by) == ("deck_out", -1)


def test_a_short_deck_closes_passing_under_deck_out_no_pass() -> None:
    state, _ = start(rules=replace(PLAIN, deck_out="no_pass"), players=NINE, tag="nine0")
    for seat in (*range(1, 9), 0):
        state, events = step(state, Pass(seat))
        assert all(isinstance(e, Passed) for e in events)
    assert state.no_pass
    assert refused(state, Pass(1)) == "pass_deck_out"
    assert Pass(1) not in legal_commands(state, 1)
    assert Knock(1) in legal_commands(state, 1)


def test_thirty_one_dealt_ends_the_round_at_once() -> None:
    state, events = start(*LOW[:1], "HA HK H10", LOW[2], "DA DK DQ", rules=PLAIN)
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by, scored.dealt) == ("thirty_one", 2, True)
    assert scored.losers == (0, 1)
    assert state.phase == BETWEEN


def test_feuer_dealt_costs_every_other_player_a_life() -> None:
    _, events = start("HA SA DA", "HK H10 HQ", *LOW[2:], "D7 D8 D9", rules=PLAIN)
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by, scored.dealt) == ("feuer", 1, True)
    assert scored.losers == (0, 2)
    assert scored.halves == (30, 61, 60)
    assert scored.places == (3, 1, 2)


def test_without_feuer_three_aces_are_three_of_a_kind() -> None:
    state, events = start("HA SA DA", *LOW[1:], "D9 D10 C10", rules=replace(PLAIN, feuer=False))
    assert state.phase == PLAYING
    state, events = step(state, Knock(1))
    state, _ = step(state, Pass(2))
    state, events = step(state, Pass(0))
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert scored.halves[1] == 61
    assert scored.places[1] == 1


def test_feuer_made_by_a_swap_ends_the_round() -> None:
    state, _ = start("HA SA C7", *LOW[1:], "DA D9 D10", rules=PLAIN)
    _, events = step(state, Swap(1, c("C7"), c("DA")))
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert (scored.reason, scored.by, scored.dealt) == ("feuer", 1, False)


def _scored_round(state: State, low: int) -> tuple[State, list[Event]]:
    """Deal the next round from a forged state: every seat in gets a 30 but ``low`` a 15; the
    first to move knocks and all others pass."""
    state, events = step(state, DealRound())
    hands = list(state.hands)
    pool = [c("C7"), c("C8"), c("S9"), c("HA"), c("HK"), c("H9")]
    high = {s: (c("DA"), c("D9"), c("D10")) for s in range(state.seats)}
    for s in range(state.seats):
        if hands[s]:
            hands[s] = tuple(pool[:3]) if s == low else high[s]
    state = replace(state, hands=tuple(hands))
    everything: list[Event] = list(events)
    first = state.turn
    state, batch = step(state, Knock(first))
    everything += batch
    while state.phase == PLAYING:
        state, batch = step(state, Pass(state.turn))
        everything += batch
    return state, everything


def test_lives_swimming_and_out_and_the_last_player_in_wins() -> None:
    rules = replace(PLAIN, lives=1)
    state, _ = start(*LOW, "HA HK HQ", rules=rules)
    state, _ = step(state, Knock(1))
    state, _ = step(state, Pass(2))
    state, events = step(state, Pass(0))
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert scored.losers == (0, 1, 2)  # all 15: each loses
    assert scored.swimming == (0, 1, 2)
    assert scored.out == ()
    assert scored.lives == (0, 0, 0)
    state, events = _scored_round(state, low=2)
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.out == (2,)
    assert state.out_round == (0, 0, 2)
    assert scored.places[2] == 3
    assert state.phase == BETWEEN
    state, events = _scored_round(state, low=0)
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.places == (2, 1, 3)
    assert over.winners == (1,)
    assert over.seed == seed_of("t").hex()
    assert state.phase == OVER
    assert refused(state, DealRound()) == "game_over"
    assert refused(state, Pass(1)) == "game_over"


def test_without_swimming_a_player_is_out_when_his_last_life_is_lost() -> None:
    state, _ = start(*LOW[:2], "DA D9 D10", "HA HK HQ", rules=replace(PLAIN, lives=1, swim=False))
    state, _ = step(state, Knock(1))
    state, _ = step(state, Pass(2))
    state, events = step(state, Pass(0))
    scored = events[-2]
    assert isinstance(scored, RoundScored)
    assert scored.losers == (1, 2)
    assert scored.out == (1, 2)
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.places == (1, 2, 2)


def test_players_going_out_together_share_the_place_and_all_out_at_once_share_first() -> None:
    assert final_places((3, 0, 2, 2)) == (2, 1, 3, 3)
    assert final_places((4, 4, 2)) == (1, 1, 3)
    rules = replace(PLAIN, lives=1, swim=False)
    _, events = start(*LOW, "HA HK HQ", rules=rules)
    state = fold(events)
    state, _ = step(state, Knock(1))
    state, _ = step(state, Pass(2))
    _, events = step(state, Pass(0))
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.places == (1, 1, 1)
    assert over.winners == (0, 1, 2)


def test_the_dealer_rotates_and_skips_a_seat_that_is_out() -> None:
    state, _ = start(*LOW, "HA HK HQ", rules=replace(PLAIN, lives=3), players=("a", "b", "c", "d"))
    state = replace(state, out_round=(0, 1, 0, 0), hands=((), (), (), ()), phase=BETWEEN)
    state, events = step(state, DealRound())
    dealt = events[0]
    assert isinstance(dealt, RoundDealt)
    assert dealt.dealer == 2  # after seat 0 comes seat 1, who is out
    assert dealt.hands[1] == ()
    assert state.turn == 3
    assert len(state.stock) == 32 - 12


def test_phase_and_start_refusals() -> None:
    new = State()
    assert refused(new, Pass(0)) == "not_started"
    assert refused(new, DealRound()) == "not_started"
    assert refused(new, StartGame(("a",), seed_of("x"))) == "players"
    assert refused(new, StartGame(tuple("abcdefghij"), seed_of("x"))) == "players"
    assert refused(new, StartGame(("a", "b"), b"short")) == "seed"
    assert refused(new, StartGame(("a", "b"), seed_of("x"), STANDARD, deck()[:-1])) == "deck"
    assert refused(new, StartGame(("a", "b"), seed_of("x"), STANDARD, (*deck()[:-1], deck()[0]))) == "deck"
    running, _ = start(*LOW, "HA HK HQ", rules=PLAIN)
    assert refused(running, StartGame(("a", "b"), seed_of("x"))) == "already_started"
    assert refused(running, DealRound()) == "round_running"
    between, _ = step(running, SwapAll(1))
    assert refused(between, Pass(2)) == "between_rounds"
