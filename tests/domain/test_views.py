"""``player_view``: a seat sees its own hand and the other hands' sizes, never another hand, the
draw pile's order or the seed while the round runs (RULES.md §7); after ``RoundWon`` the seed and
the hands are public through ``last_round``.

The leak scanner serialises each view with the codec (the form every outward path uses) and
checks that every card name in it is the seat's own card or lies open on the discard pile.
"""

from __future__ import annotations

import json
import re

import pytest

from domain.cards import build_deck
from domain.maumau import (
    MM_001,
    MM_002,
    PRESETS,
    TAVERN,
    ZONE,
    Challenge,
    CloseChallengeWindow,
    Draw,
    MatchStarted,
    PlayCards,
    RoundWon,
    RuleSet,
    StartMatch,
    StartRound,
    State,
    card_name,
    decide,
    derive,
    fold,
    legal_commands,
    player_view,
    verify_commitment,
)
from domain.maumau.codec import view_to_dict
from domain.shuffle import deal_order
from tests.domain.helpers import Table, c, cs

CARD = re.compile(r"^[CSHD](10|[2-9JQKA])$")
HIDDEN_FIELDS = {"seed", "pile", "deck", "hands", "draw_pile"}


def card_names(value: object) -> set[str]:
    """Every card name anywhere in a JSON-ready value."""
    if isinstance(value, str):
        return {value} if CARD.match(value) else set()
    if isinstance(value, dict):
        return set().union(*(card_names(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(card_names(v) for v in value)) if value else set()
    return set()


def assert_no_leak(state: State, seat: int) -> None:
    """What ``seat`` sees of ``state`` during a round: nothing hidden."""
    view = player_view(state, seat)
    current = {k: v for k, v in view_to_dict(view).items() if k != "last_round"}  # last_round: an ended round
    visible = card_names(current)
    public = {card_name(x) for x in state.hands[seat]} | {card_name(x) for x in state.discard}
    assert visible <= public, f"seat {seat} sees {sorted(visible - public)}"
    text = json.dumps(current) + repr([getattr(view, name) for name in current])
    assert state.seed not in text
    assert view.hand == tuple(sorted(state.hands[seat]))
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert view.draw_pile_size == len(state.pile)
    assert view.discard == tuple(state.discard)
    assert view.commitment == state.commitment


def test_view_has_no_field_for_hidden_information():
    fields = set(view_to_dict(player_view(Table(MM_001, 2).state, 0)))
    assert not fields & HIDDEN_FIELDS
    assert {
        "hand",
        "hand_sizes",
        "discard",
        "draw_pile_size",
        "wish",
        "pending_draw",
        "turn",
        "calls",
        "commitment",
        "last_round",
    } <= fields


def test_view_own_hand_and_sizes_of_others():
    t = Table(MM_001, 3, hands=["H10 HK SQ D9 CJ", "S7 S8 S9 S10 SK", "D7 D8 D10 DQ DK"], start="H9", pile="CA CK")
    view = player_view(t.state, 1)
    assert view.hand == tuple(sorted(cs("S7 S8 S9 S10 SK")))
    assert view.hand_sizes == (5, 5, 5)
    assert view.discard == cs("H9")
    assert view.top == c("H9")
    assert view.draw_pile_size == 32 - 15 - 1
    assert view.turn == 0
    for seat in range(3):
        assert_no_leak(t.state, seat)


def test_view_drawn_card_is_shown_only_to_the_drawer():
    t = Table(MM_001, 3, hands=["H10"], start="H9", pile="HK")
    t.do(Draw(0))
    assert player_view(t.state, 0).drawn == c("HK")
    assert player_view(t.state, 1).drawn == -1
    assert player_view(t.state, 2).drawn == -1
    for seat in range(3):
        assert_no_leak(t.state, seat)


def test_view_of_an_unknown_seat_is_refused():
    t = Table(MM_001, 2)
    with pytest.raises(ValueError, match="seat"):
        player_view(t.state, 2)
    with pytest.raises(ValueError, match="seat"):
        player_view(t.state, -1)


def playout(rules, seats: int, seed: bytes, steps: int = 400):
    """A deterministic playout from a seeded deal: yields every state (with its round's seed)."""
    state = fold([MatchStarted(rules, seats)])
    state = fold(decide(state, StartRound(seed=seed)), state)
    yield state
    for step in range(steps):
        if state.phase != "playing":
            return
        movers = [s for s in range(seats) if legal_commands(state, s)]
        seat = movers[step % len(movers)]
        options = legal_commands(state, seat)
        # prefer closing a challenge window now and then, and challenge when offered
        challenges = [o for o in options if isinstance(o, (Challenge, CloseChallengeWindow))]
        command = challenges[0] if challenges and step % 3 == 0 else options[(step * 7) % len(options)]
        state = fold(decide(state, command), state)
        yield state


@pytest.mark.parametrize(
    ("name", "seats", "seed"),
    [
        ("MM-001", 3, 1),
        ("MM-001", 2, 2),
        ("MM-002", 4, 3),
        ("MM-003", 3, 4),
        ("MM-004", 4, 5),
        ("MM-005", 3, 6),
        ("TAVERN", 2, 7),
        ("ZONE", 3, 8),
        ("ZONE", 2, 9),
    ],
)
def test_views_never_leak_during_a_round(name, seats, seed):
    rules = PRESETS[name]
    seed_bytes = bytes([seed]) * 32
    states = list(playout(rules, seats, seed_bytes))
    assert len(states) > 10
    for state in states:
        if state.phase != "playing":
            continue
        for seat in range(seats):
            assert_no_leak(state, seat)


def test_after_round_won_seed_and_hands_are_public():
    rules = MM_001
    seed = bytes(range(32))
    states = list(playout(rules, 3, seed, steps=2000))
    final = states[-1]
    assert final.phase in ("between_rounds", "finished"), "the playout should finish the round"
    won = final.last_round
    assert isinstance(won, RoundWon)
    for seat in range(3):
        view = player_view(final, seat)
        assert view.last_round == won
        assert view.last_round.seed == seed.hex()
        assert verify_commitment(bytes.fromhex(view.last_round.seed), view.commitment)
        assert view.last_round.hands == tuple(tuple(sorted(h)) for h in final.hands)
        data = view_to_dict(view)
        assert data["last_round"]["seed"] == seed.hex()
        assert sorted(card_names(data["last_round"])) == sorted({card_name(x) for h in final.hands for x in h})


def test_after_round_won_the_deal_can_be_rechecked_from_the_revealed_seed():
    seed = bytes(range(32))
    state = fold([MatchStarted(MM_001, 2)])
    started = decide(state, StartRound(seed=seed))
    state = fold(started, state)
    view = player_view(state, 0)
    assert view.last_round is None
    assert seed.hex() not in json.dumps(view_to_dict(view))
    # deal by hand from the seed: the view's own hand is what the seed deals to seat 0
    deck = deal_order(build_deck(32), seed)
    assert view.hand == tuple(sorted(deck[0:10:2]))


def test_next_round_keeps_the_last_round_public_and_the_new_seed_secret():
    t = Table(derive_short(TAVERN), 2, hands=["H10", "C7"], start="H9")
    t.do(PlayCards(0, cs("H10")))
    first_seed = t.state.seed
    won = player_view(t.state, 1).last_round
    assert won is not None
    assert won.hands == ((), cs("C7"))
    t.deal(hands=["D10", "H10"], start="H9")  # round 2: seat 1 starts
    second_seed = t.state.seed
    assert second_seed != first_seed
    for seat in range(2):
        view = player_view(t.state, seat)
        assert view.last_round is not None
        assert view.last_round.seed == first_seed
        text = json.dumps(view_to_dict(view))
        assert second_seed not in text
        other = card_name(t.state.hands[1 - seat][0])
        assert other not in card_names({k: v for k, v in view_to_dict(view).items() if k != "last_round"})


def derive_short(rules: RuleSet) -> RuleSet:
    return derive(rules, name=rules.name, hand_size=1, hand_size_2p=None)


def test_views_in_a_two_deck_game_show_only_own_cards_and_the_discard():
    t = Table(ZONE, 6, hands=["CQ", "DQ", "SQ", "CK", "DK", "H9"], start="H9")
    for seat in range(6):
        view = player_view(t.state, seat)
        assert view.hand == tuple(sorted(t.state.hands[seat]))
        assert len(view.hand_sizes) == 6
        assert t.state.seed not in repr(view)


def test_views_cover_tavern_and_crazy_eights_presets():
    # guard: the presets used above exist and still deal
    for rules in (MM_002, TAVERN):
        state = fold(decide(fold([]), StartMatch(rules, 2)))
        state = fold(decide(state, StartRound(seed=bytes(32))), state)
        assert_no_leak(state, 0)
        assert_no_leak(state, 1)


def test_view_inside_the_deal_has_no_legal_commands() -> None:
    """A replay may stop between RoundStarted and StartCardTurned: the view must still build."""
    from domain.maumau import MM_001, StartMatch, StartRound, decide, fold, initial_state, legal_commands

    started = decide(initial_state(), StartMatch(MM_001, 2))
    dealt = decide(fold(started), StartRound(seed=bytes(32)))
    mid_deal = fold([*started, *dealt[:2]])  # RoundStarted, CardsDealt: no start card yet
    assert mid_deal.phase == "playing"
    assert not mid_deal.discard
    assert legal_commands(mid_deal, 0) == []
    assert player_view(mid_deal, 0).legal == ()


def test_every_view_field_holds_its_own_value() -> None:
    """``player_view`` builds the tuple positionally (speed): each field must still carry the value
    its name promises, so a reordered field list cannot go unnoticed."""
    t = Table(MM_001, 3, hands=["H10 HK SQ D9 CJ", "S7 S8 S9 S10 SK", "D7 D8 D10 DQ DK"], start="H9", pile="HQ")
    t.do(Draw(0))
    s = t.state
    view = player_view(s, 0)
    expected = {
        "seat": 0,
        "seats": 3,
        "players": s.players,
        "ruleset": "MM-001",
        "phase": "playing",
        "round_no": s.round_no,
        "first_seat": s.first_seat,
        "turn": s.turn,
        "direction": s.direction,
        "hand": tuple(sorted(s.hands[0])),
        "hand_sizes": (6, 5, 5),
        "discard": tuple(s.discard),
        "draw_pile_size": len(s.pile),
        "wish": s.wish,
        "pending_draw": s.pending_draw,
        "free_play": s.free_play,
        "drawn": c("HQ"),
        "calls": tuple(s.calls),
        "mau_open": s.mau_open,
        "window_seat": s.window_seat,
        "window_deadline": s.window_deadline,
        "commitment": s.commitment,
        "totals": tuple(s.totals),
        "wins": tuple(s.wins),
        "winners": s.winners,
        "last_round": s.last_round,
        "legal": tuple(legal_commands(s, 0)),
        "version": s.version,
    }
    assert view._asdict() == expected
    assert view.legal  # the drawer may play the drawn card or pass
