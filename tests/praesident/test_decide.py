"""Every rule of ``decide`` and every refusal, each on a small position built by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import RuleViolation
from domain.praesident.cards import canonical_deck
from domain.praesident.commands import DealRound, GiveBack, Pass, Play, Start
from domain.praesident.decide import decide
from domain.praesident.events import (
    CardsReturned,
    GameEnded,
    Passed,
    Played,
    RoundDealt,
    RoundEnded,
    Started,
    TrickWon,
    WentOut,
)
from domain.praesident.evolve import fold
from domain.praesident.module import timeout_command
from domain.praesident.rules import PRESETS, STANDARD, Rules
from domain.praesident.state import BETWEEN, EXCHANGE, PLAYING, State, shared_places
from tests.praesident.driving import cards, new_game, position, seed_of

HOUSE = PRESETS["house"]


def _refused(state: State, command: object) -> str:
    with pytest.raises(RuleViolation) as refused:
        decide(state, command)
    return refused.value.rule


# ---------------------------------------------------------------- start and the deal


def test_start_deals_the_whole_deck_the_extra_cards_to_the_first_seats() -> None:
    state, events = new_game(STANDARD, 5, "deal")
    dealt = events[1]
    assert isinstance(dealt, RoundDealt)
    assert [len(h) for h in dealt.hands] == [11, 11, 10, 10, 10]
    assert sorted(c for h in state.hands for c in h) == list(canonical_deck(52, 0))
    assert state.phase == PLAYING
    assert cards("C3")[0] in state.hands[state.turn]  # the holder of the lowest card leads round 1
    first = events[0]
    assert isinstance(first, Started)
    assert first.commitment
    assert first.seed == seed_of("deal")


def test_start_refusals() -> None:
    players = ("a", "b", "c")
    assert _refused(State(), Start(("a", "b"), STANDARD, seed_of("x"))) == "seats"
    assert _refused(State(), Start(tuple("abcdefgh"), STANDARD, seed_of("x"))) == "seats"
    assert _refused(State(), Start(players, STANDARD, b"short")) == "seed"
    assert _refused(State(), Start(players, STANDARD, seed_of("x"), cards("H5 H6"))) == "deck"
    state, _ = new_game(STANDARD, 3, "again")
    assert _refused(state, Start(players, STANDARD, seed_of("x"))) == "already_started"
    assert _refused(state, DealRound()) == "not_between_rounds"
    assert _refused(state, "hello") == "unknown_command"


def test_an_explicit_deck_is_dealt_as_given() -> None:
    deck = tuple(reversed(canonical_deck(32, 0)))
    state, events = new_game(PRESETS["short_deck"], 4, "explicit", deck)
    assert isinstance(events[1], RoundDealt)
    assert events[1].explicit
    assert state.hands[0] == tuple(sorted(deck[0::4]))
    assert cards("C7")[0] in state.hands[state.turn]


# ---------------------------------------------------------------- plays and their refusals


def test_leading_any_set_of_one_rank_and_following_with_the_same_count_higher() -> None:
    s = position(["H5 C5 D9", "S6 H6 S4", "C8 D8 CA"])
    events = decide(s, Play(0, cards("H5 C5")))
    assert events == [Played(0, cards("C5 H5"))]
    s = fold(events, s)
    assert s.turn == 1
    assert s.top == cards("C5 H5")
    assert _refused(s, Play(1, cards("S6"))) == "wrong_count"
    assert _refused(s, Play(1, cards("S4 H6"))) == "mixed_ranks"
    s = fold(decide(s, Play(1, cards("S6 H6"))), s)
    assert _refused(s, Play(2, cards("C8 C8"))) == "duplicate_cards"
    assert _refused(s, Play(2, cards("C8 H8"))) == "not_in_hand"
    assert _refused(s, Play(0, cards("D9"))) == "not_your_turn"
    assert _refused(s, Play(2, ())) == "cards_count"
    assert s.trick == cards("C5 H5 S6 H6")


def test_a_lower_or_equal_rank_is_refused_and_the_lead_may_not_pass() -> None:
    s = position(["H9", "C9 C4 D2", "C8"], turn=1, top="S9", last=0)
    assert _refused(s, Play(1, cards("C9"))) == "not_higher"
    assert _refused(s, Play(1, cards("C4"))) == "not_higher"
    assert decide(s, Play(1, cards("D2")))[0] == Played(1, cards("D2"))  # the 2 is highest
    lead = position(["H9", "C9", "C8"])
    assert _refused(lead, Pass(0)) == "lead_must_play"
    assert _refused(replace(lead, turn=5), Pass(5)) == "seat"


def test_when_all_others_pass_the_last_player_leads_anew() -> None:
    s = position(["H9 H3", "CK C4", "C8 D4"], turn=1, top="S10", last=0)
    s = fold(decide(s, Pass(1)), s)
    events = decide(s, Pass(2))
    assert events == [Passed(2), TrickWon(0, 0)]
    s = fold(events, s)
    assert (s.turn, s.top, s.trick, s.passed) == (0, (), (), (False, False, False))


def test_a_pass_is_final_for_the_trick_by_default() -> None:
    s = position(["H9 H3", "CK C4", "C8 D4", "CA S3"], turn=1, top="S10", last=0)
    s = fold(decide(s, Pass(1)), s)
    s = fold(decide(s, Pass(2)), s)
    s = fold(decide(s, Play(3, cards("CA"))), s)
    assert s.turn == 0  # seats 1 and 2 passed: they are out of this trick
    assert decide(s, Pass(0)) == [Passed(0), TrickWon(3, 3)]


def test_with_pass_not_final_a_passer_plays_again_and_the_trick_needs_a_full_round_of_passes() -> None:
    s = position(["H9 H3", "CK C4", "C8 D4", "CA S3"], turn=1, top="S10", last=0, rules=HOUSE)
    s = fold(decide(s, Pass(1)), s)
    s = fold(decide(s, Pass(2)), s)
    s = fold(decide(s, Play(3, cards("CA"))), s)
    s = fold(decide(s, Pass(0)), s)
    assert s.turn == 1  # back in
    s = fold(decide(s, Pass(1)), s)
    assert decide(s, Pass(2)) == [Passed(2), TrickWon(3, 3)]


def test_an_equal_rank_skips_the_next_player_when_the_house_rule_allows_it() -> None:
    s = position(["H9 H3", "C9 C4", "C8 D4", "CA S3"], top="S9", last=3, turn=1, rules=HOUSE)
    events = decide(s, Play(1, cards("C9")))
    assert events == [Played(1, cards("C9"), skipped=2)]
    assert fold(events, s).turn == 3
    standard = replace(s, rules=STANDARD)
    assert _refused(standard, Play(1, cards("C9"))) == "not_higher"


def test_a_player_never_plays_on_his_own_cards_the_turn_back_with_him_wins_the_trick() -> None:
    """Seat 0's equal 9 skips seat 1; seat 2 passes and the turn is back with seat 0: his trick,
    whether passing is final or not (seat 1, skipped, never passed)."""
    for rules in (HOUSE, replace(HOUSE, pass_is_final=True)):
        s = position(["C9 H10 H3", "C4 D4", "C8 D5 S3"], turn=0, top="S9", last=2, rules=rules)
        s = fold(decide(s, Play(0, cards("C9"))), s)
        assert s.turn == 2
        assert decide(s, Pass(2)) == [Passed(2), TrickWon(0, 0)]


def test_a_skip_that_comes_back_to_the_player_wins_him_the_trick() -> None:
    s = position(["H9 H3", "C9 C4", "", ""], top="S9", last=0, turn=1, rules=HOUSE, places=[0, 0, 1, 2])
    events = decide(s, Play(1, cards("C9")))
    assert events == [Played(1, cards("C9"), skipped=0), TrickWon(1, 1)]


def test_a_player_who_goes_out_gets_his_place_and_the_next_player_in_leads_after_his_trick() -> None:
    s = position(["H9", "C4 C5", "C8 D4", "S3 S4"], top="S6", last=3, turn=0)
    events = decide(s, Play(0, cards("H9")))
    assert events[:2] == [Played(0, cards("H9")), WentOut(0, 1)]
    s = fold(events, s)
    s = fold(decide(s, Pass(1)), s)
    s = fold(decide(s, Pass(2)), s)
    assert decide(s, Pass(3)) == [Passed(3), TrickWon(0, 1)]


def test_the_round_ends_when_one_player_holds_cards_with_points_per_place() -> None:
    s = position(["", "C5", "", "S3", ""], turn=1, places=[2, 0, 1, 0, 3])
    s = replace(s, rules=replace(STANDARD, rounds=2))
    events = decide(s, Play(1, cards("C5")))
    assert events[1] == WentOut(1, 4)
    ended = events[2]
    assert isinstance(ended, RoundEnded)
    assert ended.places == (2, 4, 1, 5, 3)
    assert ended.titles == ("vice", "vice_loser", "president", "loser", "neutral")
    assert ended.points == (1, -1, 2, -2, 0)
    assert len(events) == 3  # round 1 of 2: no GameEnded
    assert fold(events, s).phase == BETWEEN


def test_the_last_round_ends_the_game_revealing_the_seed_with_shared_places() -> None:
    s = position(["", "C5", "S3"], top="S4", last=2, turn=1, places=[1, 0, 0])
    s = replace(s, totals=(0, 2, 0), seed=seed_of("end"), rules=replace(STANDARD, rounds=1))
    events = decide(s, Play(1, cards("C5")))
    assert isinstance(events[-1], GameEnded)
    assert events[-1].totals == (2, 2, -2)
    assert events[-1].final_places == (1, 1, 3)
    assert events[-1].seed == seed_of("end")
    assert shared_places((3, 1, 3, 0)) == (1, 3, 1, 4)


def test_a_four_of_a_kind_starts_a_revolution_where_the_rules_allow() -> None:
    s = position(["H9 C9 S9 D9 H3", "C4 C5 S4 D4 H4", "C8 D8"], rules=HOUSE)
    events = decide(s, Play(0, cards("H9 C9 S9 D9")))
    assert events == [Played(0, cards("C9 S9 H9 D9"), revolution=True)]
    s = fold(events, s)
    assert s.revolution
    assert decide(s, Play(1, cards("C4 S4 H4 D4")))[0] == Played(1, cards("C4 S4 H4 D4"), revolution=False)
    standard = position(["H9 C9 S9 D9 H3", "C4", "C8"])
    assert decide(standard, Play(0, cards("H9 C9 S9 D9")))[0].revolution is False  # type: ignore[union-attr]


def test_under_a_revolution_lower_ranks_beat_higher_but_jokers_stay_on_top() -> None:
    rules = PRESETS["jokers"]
    s = position(["C3 D2 JK1", "C4", "C8"], top="S5", last=1, turn=0, rules=rules, revolution=True)
    assert decide(s, Play(0, cards("C3")))[0] == Played(0, cards("C3"), revolution=True)
    assert _refused(s, Play(0, cards("D2"))) == "not_higher"
    assert decide(s, Play(0, cards("JK1")))[0] == Played(0, cards("JK1"), revolution=True)


# ---------------------------------------------------------------- the exchange between rounds


def _between(rules: Rules, seats: int, last_places: tuple[int, ...], *, revolution: bool = False) -> State:
    state, _ = new_game(rules, seats, "exchange")
    return replace(state, phase=BETWEEN, last_places=last_places, places=last_places, revolution=revolution)


def test_the_loser_gives_his_best_two_to_the_president_and_the_vice_loser_one_to_the_vice() -> None:
    state = _between(STANDARD, 4, (3, 1, 4, 2))
    dealt = decide(state, DealRound())[0]
    assert isinstance(dealt, RoundDealt)
    assert (dealt.round_no, dealt.first, dealt.leader) == (2, 1, 2)
    strength = STANDARD.strengths()
    loser_gift, vice_gift = dealt.gifts
    assert (loser_gift.giver, loser_gift.receiver, len(loser_gift.cards)) == (2, 1, 2)
    assert (vice_gift.giver, vice_gift.receiver, len(vice_gift.cards)) == (0, 3, 1)
    kept = [strength[c & 15] for c in dealt.hands[2] if c not in loser_gift.cards]
    assert min(strength[c & 15] for c in loser_gift.cards) >= max(kept)
    assert dealt.returns == ((1, 2, 2), (3, 0, 1))
    s = fold([dealt], state)
    assert s.phase == EXCHANGE
    assert set(loser_gift.cards) <= set(s.hands[1])


def test_the_president_and_the_vice_give_back_cards_of_their_choice() -> None:
    state = _between(STANDARD, 4, (3, 1, 4, 2))
    s = fold(decide(state, DealRound()), state)
    president = s.hands[1]
    assert _refused(s, Play(2, s.hands[2][:1])) == "not_playing"
    assert _refused(s, GiveBack(0, s.hands[0][:1])) == "not_owed"
    assert _refused(s, GiveBack(1, president[:1])) == "wrong_count"
    assert _refused(s, GiveBack(1, (president[0], president[0]))) == "duplicate_cards"
    assert _refused(s, GiveBack(1, (president[0], s.hands[0][0]))) == "not_in_hand"
    assert _refused(s, GiveBack(9, president[:2])) == "seat"
    choice = (president[-1], president[0])
    events = decide(s, GiveBack(1, choice))
    assert events == [CardsReturned(1, 2, tuple(sorted(choice)))]
    s = fold(events, s)
    assert s.phase == EXCHANGE
    assert set(choice) <= set(s.hands[2])
    s = fold(decide(s, GiveBack(3, s.hands[3][:1])), s)
    assert (s.phase, s.turn) == (PLAYING, 2)  # the loser leads
    assert _refused(s, GiveBack(3, s.hands[3][:1])) == "not_exchange"


def test_three_players_exchange_only_between_president_and_loser_and_not_without_the_rule() -> None:
    dealt = decide(_between(STANDARD, 3, (2, 3, 1)), DealRound())[0]
    assert isinstance(dealt, RoundDealt)
    assert [(g.giver, g.receiver, len(g.cards)) for g in dealt.gifts] == [(1, 2, 2)]
    off = decide(_between(replace(STANDARD, exchange=False), 4, (3, 1, 4, 2)), DealRound())[0]
    assert isinstance(off, RoundDealt)
    assert off.gifts == ()
    assert off.returns == ()


def test_a_revolution_ends_with_its_round_or_lasts_for_the_game() -> None:
    by_round = decide(_between(HOUSE, 4, (3, 1, 4, 2), revolution=True), DealRound())[0]
    by_game = decide(_between(PRESETS["jokers"], 4, (3, 1, 4, 2), revolution=True), DealRound())[0]
    assert isinstance(by_round, RoundDealt)
    assert isinstance(by_game, RoundDealt)
    assert (by_round.revolution, by_game.revolution) == (False, True)
    strength = PRESETS["jokers"].strengths(True)
    gift = by_game.gifts[0]
    kept = [strength[c & 15] for c in by_game.hands[gift.giver] if c not in gift.cards]
    assert min(strength[c & 15] for c in gift.cards) >= max(kept)  # best under the reversed order


# ---------------------------------------------------------------- timeouts


def test_the_timeout_is_a_pass_the_weakest_single_when_leading_and_the_weakest_cards_back() -> None:
    s = position(["H9 D3 C2", "C4", "C8"], top="S5", last=1, turn=0)
    assert timeout_command(s, 0) == Pass(0)
    assert timeout_command(replace(s, top=()), 0) == Play(0, cards("D3"))
    assert timeout_command(s, 1) is None
    state = _between(STANDARD, 4, (3, 1, 4, 2))
    s = fold(decide(state, DealRound()), state)
    back = timeout_command(s, 1)
    assert isinstance(back, GiveBack)
    assert len(back.cards) == 2
    assert decide(s, back)[0] == CardsReturned(1, 2, back.cards)
    assert set(back.cards) == set(sorted(s.hands[1], key=lambda c: (STANDARD.strengths()[c & 15], c))[:2])
