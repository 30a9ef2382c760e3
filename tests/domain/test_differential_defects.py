"""Two engine defects found by an independent differential check, pinned as worked examples.

1. ZONE with ``jump_in`` and two decks, a Jack turned up as the start card: the free start belongs
   to the first player; another seat jumping in with the other deck's identical Jack must fit like
   any card (a Jack on a Jack does not fit under ZONE).
2. A forgotten "Mau-Mau" whose last card sent the turn back to the forgetter (two players, an 8
   skips): only the opponent may close the window; the forgetter may not waive his own challenge.

``legal_commands`` and ``decide`` are checked together: what one offers the other accepts.
"""

from __future__ import annotations

from domain.maumau import CloseChallengeWindow, PlayCards, derive, legal_commands
from domain.maumau.commands import Challenge
from domain.maumau.legal import acting_seat, challengers
from domain.maumau.rules import MM_001, ZONE, with_house_rules
from domain.maumau.state import window_closer
from tests.domain.helpers import Table, c, cs


def _zone_jump_in_table() -> Table:
    rules = with_house_rules(ZONE, "jump_in")
    assert rules.jump_in
    assert rules.decks_for(6) == 2
    return Table(rules, 6, hands=["C10 D10 S10 C9 D9", "HJ CQ DQ SQ CK"], start="HJ")


def test_a_jump_in_on_a_jack_start_card_must_fit_and_gets_no_free_start() -> None:
    t = _zone_jump_in_table()
    assert t.top() == "HJ"
    assert t.s.turn == 0
    assert t.s.free_play
    jump = PlayCards(1, (c("HJ"),), 0)
    assert all(cmd.cards != (c("HJ"),) for cmd in legal_commands(t.s, 1) if isinstance(cmd, PlayCards))
    refused = t.refuse(jump)
    assert refused.rule == "wish_on_wish"
    # The first player keeps the free start: any card of his may go on the Jack.
    offered = {cmd.cards for cmd in legal_commands(t.s, 0) if isinstance(cmd, PlayCards)}
    assert {(card,) for card in cs("C10 D10 S10 C9 D9")} <= offered


def test_a_jump_in_that_fits_is_still_allowed() -> None:
    """The fix must not forbid jump-ins: an identical ordinary card on an ordinary top card fits."""
    rules = with_house_rules(ZONE, "jump_in")
    t = Table(rules, 6, hands=["C10 D10 S10 C9 D9", "H9 CQ DQ SQ CK"], start="H9")
    assert not t.s.free_play
    jump = PlayCards(1, (c("H9"),))
    assert jump in legal_commands(t.s, 1)
    events = t.do(jump)
    assert any(type(e).__name__ == "CardPlayed" and e.jump_in for e in events)


def _forgotten_last_eight() -> Table:
    """MM-001 without forbidden last cards, two players: seat 0 finishes with an 8 (skip) and
    does not call "Mau-Mau", so the turn comes back to seat 0 while the window is open."""
    rules = derive(MM_001, last_card_forbidden=(), hand_size=2)
    t = Table(rules, 2, hands=["HK S8", "SK C9"], start="H9")
    t.do(PlayCards(0, (c("HK"),), None, "mau"))
    t.do(PlayCards(1, (c("SK"),)))
    t.do(PlayCards(0, (c("S8"),)))  # the last card, no call
    return t


def test_the_forgetter_may_not_close_his_own_window() -> None:
    t = _forgotten_last_eight()
    s = t.s
    assert s.phase == "playing"
    assert s.window_seat == 0
    assert s.turn == 0
    assert window_closer(s) == 1
    assert acting_seat(s) == 1
    assert CloseChallengeWindow(0) not in legal_commands(s, 0)
    refused = t.refuse(CloseChallengeWindow(0))
    assert refused.rule == "not_your_turn"
    # The opponent may challenge or close it; closing ends the round with seat 0 winning.
    assert set(legal_commands(s, 1)) >= {Challenge(1, 0), CloseChallengeWindow(1)}
    assert challengers(s) == []  # the only opponent is the acting seat
    t.do(CloseChallengeWindow(1))
    assert t.s.phase != "playing"


def test_the_opponent_may_challenge_the_forgotten_call() -> None:
    t = _forgotten_last_eight()
    t.do(Challenge(1, 0))
    assert t.s.phase == "playing"
    assert t.s.window_seat < 0
    assert len(t.s.hands[0]) == t.rules.call_penalty


def test_when_every_card_left_after_the_deal_is_special_the_last_one_is_the_start_card() -> None:
    """MM-001 at five seats deals 25 of 32 cards.  When the seven left are all special, each is
    turned and buried until the last, which becomes the start card with no effect (MM-001 starts
    on an ordinary card); the buried specials, put under the empty draw pile, are the draw pile.
    docs/decisions.md says so."""
    ordinary = "C9 S9 H9 D9 C10 S10 H10 D10 CQ SQ HQ DQ CK SK HK DK"
    hands = [" ".join(ordinary.split()[i * 4 : i * 4 + 4]) for i in range(4)] + ["C7 S7 H7 D7 C8"]
    t = Table(MM_001, 5, hands=hands, buried="S8 H8 D8 CJ SJ HJ", start="DJ")
    turned = next(e for e in t.round_events if type(e).__name__ == "StartCardTurned")
    assert t.top() == "DJ"
    assert len(turned.buried) == 6
    assert turned.effect == ""
    assert sorted(t.s.pile) == sorted(turned.buried)
    assert t.s.turn == 0
    assert not t.s.free_play
    assert t.s.pending_draw == 0
