"""The worked examples of RULES.md §8, move by move, through ``decide`` from explicit decks.

Every move asserts the exact events; at the end the whole event list is folded again from
scratch and must give the same state (nothing depends on the order tests ran in).
"""

from __future__ import annotations

import random

import pytest

from domain.maumau import (
    MM_001,
    MM_002,
    TAVERN,
    ZONE,
    CallMissed,
    CardDrawn,
    CardPlayed,
    Challenge,
    ChallengeWindowClosed,
    CloseChallengeWindow,
    Draw,
    MauCalled,
    PenaltyApplied,
    PlayCards,
    RoundWon,
    RuleSetError,
    StartCardTurned,
    SuitWished,
    TurnEnded,
    TurnSkipped,
    decide,
    derive,
    legal_commands,
    with_house_rules,
)
from domain.maumau.bots import heuristic_bot, random_bot
from domain.maumau.events import Event
from domain.maumau.legal import acting_seat
from domain.maumau.simulation import play_round
from domain.maumau.state import window_closer
from domain.maumau.view import player_view
from domain.outcome import Termination
from tests.domain.helpers import Table, assert_events, c, cs, names

CLUBS, SPADES, HEARTS, DIAMONDS = range(4)


def plays_of(t: Table, seat: int) -> set[str]:
    """Names of the cards ``seat`` may legally play now (from ``legal_commands``)."""
    out = set()
    for command in legal_commands(t.s, seat):
        if isinstance(command, PlayCards):
            out.add(" ".join(names(command.cards)))
    return out


# ================================================================== seed 000 "Ausprobieren" (MM-001)

QUIZ_1 = [("HK", True), ("SQ", True), ("D9", False), ("CJ", True), ("S7", False)]
QUIZ_2 = [("H8", True), ("C9", False), ("SJ", False), ("HA", True), ("DK", False)]


@pytest.fixture
def quiz_table() -> Table:
    """Seat 0 ("du" of the first quiz) faces the Heart Queen; seat 1 answers the second quiz."""
    return Table(MM_001, 2, hands=["HK SQ D9 CJ S7", "H8 C9 SJ HA DK"], start="HQ")


def test_seed000_heart_queen_on_top(quiz_table):
    t = quiz_table
    assert t.round_events[2] == StartCardTurned(c("HQ"))
    expected_events: dict[str, list[Event]] = {
        "HK": [CardPlayed(0, cs("HK")), TurnEnded(0, 1)],  # Herz auf Herz
        "SQ": [CardPlayed(0, cs("SQ")), TurnEnded(0, 1)],  # Dame auf Dame
        "CJ": [CardPlayed(0, cs("CJ"), "wish"), SuitWished(0, HEARTS), TurnEnded(0, 1)],
    }
    refusals = {"D9": "match", "S7": "match"}  # weder Herz noch Dame; auch die Sieben muss passen
    for card, ok in QUIZ_1:
        play = PlayCards(0, cs(card), wish=HEARTS if card == "CJ" else None)
        if ok:
            assert_events(decide(t.s, play), expected_events[card])
        else:
            assert t.refuse(play).rule == refusals[card]
    assert plays_of(t, 0) == {card for card, ok in QUIZ_1 if ok}


def test_seed000_after_club_jack_wishing_hearts(quiz_table):
    t = quiz_table
    assert_events(
        t.do(PlayCards(0, cs("CJ"), wish=HEARTS)),
        [CardPlayed(0, cs("CJ"), "wish"), SuitWished(0, HEARTS), TurnEnded(0, 1)],
    )
    # Herz Acht: Herz ist gewünscht; die Acht lässt außerdem den Nächsten aussetzen (two players:
    # the one who played it moves again)
    assert_events(
        decide(t.s, PlayCards(1, cs("H8"))), [CardPlayed(1, cs("H8"), "skip"), TurnSkipped(0), TurnEnded(1, 1)]
    )
    # Herz Ass: Herz passt zum Wunsch, und mit dem Ass bist du gleich noch einmal dran
    assert_events(decide(t.s, PlayCards(1, cs("HA"))), [CardPlayed(1, cs("HA"), "again"), TurnEnded(1, 1)])
    # Kreuz Neun: Kreuz zählt nicht mehr; Karo König: Karo ist nicht gewünscht
    assert t.refuse(PlayCards(1, cs("C9"))).rule == "wish"
    assert t.refuse(PlayCards(1, cs("DK"))).rule == "wish"
    # Pik Bube: Bube auf Bube ist bei den klassischen Regeln nicht erlaubt (whatever he wishes)
    for suit in range(4):
        assert t.refuse(PlayCards(1, cs("SJ"), wish=suit)).rule == "wish_on_wish"
    assert plays_of(t, 1) == {card for card, ok in QUIZ_2 if ok}


# ================================================================== seed 003: the game against Kalle


def test_seed003_two_player_game_against_kalle():
    """TAVERN, 52 cards, two players, seven cards each (the tutorial deal), Heart 9 on top.

    "You" are seat 0 (the first seat starts the first round), Kalle seat 1.  The seed names only
    the cards Kalle plays (SK, D7, S4, HQ); his other three are chosen consistent with the story
    (no other 7, no Diamond, no Jack): C3 C5 S10.  The six penalty cards and the card he draws on
    the Diamond wish hold no Diamond and no Jack either; the card "you" draw is the Heart 4.
    """
    # derive(TAVERN, hand_size=7) is refused: TAVERN seats up to 8 and 8 x 7 + 1 > 52.  The
    # tutorial's "seven instead of five" is a two-player deal, which hand_size_2p says exactly.
    with pytest.raises(RuleSetError) as exc:
        derive(TAVERN, hand_size=7)
    assert "8 players x hand_size 7" in exc.value.problems["players"]
    rules = derive(TAVERN, name="TAVERN tutorial", hand_size_2p=7)
    you, kalle = 0, 1
    penalty = "C2 C9 S3 S6 H5 H6"
    t = Table(rules, 2, hands=["HK S7 C7 C8 SJ D4 H2", "SK D7 S4 HQ C3 C5 S10"], start="H9", pile=f"{penalty} C10 H4")
    assert t.round_events[2] == StartCardTurned(c("H9"))

    # You play the Heart King (same suit), Kalle the Spade King (same rank).
    assert_events(t.do(PlayCards(you, cs("HK"))), [CardPlayed(you, cs("HK")), TurnEnded(you, kalle)])
    assert_events(t.do(PlayCards(kalle, cs("SK"))), [CardPlayed(kalle, cs("SK")), TurnEnded(kalle, you)])

    # Your Spade 7, his Diamond 7, your Club 7: Kalle has no 7 left and draws six.
    assert_events(t.do(PlayCards(you, cs("S7"))), [CardPlayed(you, cs("S7"), "draw", 2), TurnEnded(you, kalle)])
    assert_events(t.do(PlayCards(kalle, cs("D7"))), [CardPlayed(kalle, cs("D7"), "draw", 2), TurnEnded(kalle, you)])
    assert_events(t.do(PlayCards(you, cs("C7"))), [CardPlayed(you, cs("C7"), "draw", 2), TurnEnded(you, kalle)])
    assert t.s.pending_draw == 6
    assert legal_commands(t.s, kalle) == [Draw(kalle)]
    assert_events(t.do(Draw(kalle)), [CardDrawn(kalle, cs(penalty), "draw_effect"), TurnEnded(kalle, you)])

    # Your Club 8 lies on the Club 7 (the 7 is spent), Kalle misses his turn: your turn again.
    assert_events(
        t.do(PlayCards(you, cs("C8"))), [CardPlayed(you, cs("C8"), "skip"), TurnSkipped(kalle), TurnEnded(you, you)]
    )

    # You play the Spade Jack and wish Diamonds.  Kalle has neither a Diamond nor a Jack, draws a
    # card, and it does not fit.
    assert_events(
        t.do(PlayCards(you, cs("SJ"), wish=DIAMONDS)),
        [CardPlayed(you, cs("SJ"), "wish"), SuitWished(you, DIAMONDS), TurnEnded(you, kalle)],
    )
    assert legal_commands(t.s, kalle) == [Draw(kalle)]
    assert_events(t.do(Draw(kalle)), [CardDrawn(kalle, cs("C10")), TurnEnded(kalle, you)])

    # You play the Diamond 4: "Mau!" (the table announces it).  Kalle plays the Spade 4.
    assert_events(
        t.do(PlayCards(you, cs("D4"))), [CardPlayed(you, cs("D4")), MauCalled(you, "mau", True), TurnEnded(you, kalle)]
    )
    assert_events(t.do(PlayCards(kalle, cs("S4"))), [CardPlayed(kalle, cs("S4")), TurnEnded(kalle, you)])

    # Your Heart 2 does not fit: you draw the Heart 4, it fits by rank, you play it at once.
    assert t.refuse(PlayCards(you, cs("H2"))).rule == "match"
    assert_events(t.do(Draw(you)), [CardDrawn(you, cs("H4"), "choice", c("H4"))])
    assert_events(
        t.do(PlayCards(you, cs("H4"))), [CardPlayed(you, cs("H4")), MauCalled(you, "mau", True), TurnEnded(you, kalle)]
    )

    # Kalle plays the Heart Queen, and your Heart 2 is "Mau-Mau"!
    assert_events(t.do(PlayCards(kalle, cs("HQ"))), [CardPlayed(kalle, cs("HQ")), TurnEnded(kalle, you)])
    kalle_left = tuple(sorted(cs(f"C3 C5 S10 {penalty} C10")))
    assert_events(
        t.do(PlayCards(you, cs("H2"))),
        [
            CardPlayed(you, cs("H2")),
            MauCalled(you, "maumau", True),
            RoundWon(1, you, Termination.OUT, (1, 0), ((), kalle_left), t.s.seed),
        ],
    )
    # no points, wins are counted; the table stays open for the next round
    assert t.s.wins == [1, 0]
    assert t.s.phase == "between_rounds"
    assert t.replayed() == t.state


# ================================================================== seed 004 §5 (ZONE, three players)

# Players 2, 3 and 4.  Player 2 deals; Player 3, on his left, is dealt first and starts.  The
# engine deals round 1 first to seat 0, which starts, so: Player 3 = seat 0, Player 4 = seat 1,
# Player 2 (the dealer, dealt last) = seat 2.
P3, P4, P2 = 0, 1, 2
HANDS_004 = ["H7 S8 S9 H10 DQ", "S7 C9 CJ C10 CK", "SQ CQ HK DK D9"]
PILE_004 = "CA D10 HA SK"


def zone_table(rules=ZONE) -> Table:
    return Table(rules, 3, hands=HANDS_004, start="H9", pile=PILE_004)


def test_seed004_opening_player_3_may_play_a_heart_a_nine_or_a_jack():
    t = zone_table()
    assert t.round_events[2] == StartCardTurned(c("H9"))  # an ordinary card: no start effect
    assert t.s.turn == P3
    assert plays_of(t, P3) == {"H7", "H10", "S9"}  # hearts, the other 9 (he holds no Jack)


def play_seed004(t: Table) -> list[Event]:
    """The §5 example move by move; returns the events of the last move."""
    # Player 3 plays the Heart 7.  Player 4 should draw 2 - but has a 7 himself.
    assert_events(t.do(PlayCards(P3, cs("H7"))), [CardPlayed(P3, cs("H7"), "draw", 2), TurnEnded(P3, P4)])
    # Player 4 plays the Spade 7.  Now Player 2 must draw 4.
    assert_events(t.do(PlayCards(P4, cs("S7"))), [CardPlayed(P4, cs("S7"), "draw", 2), TurnEnded(P4, P2)])
    assert t.s.pending_draw == 4
    # Player 2 has no 7.  He draws 4, and his turn is over.
    assert legal_commands(t.s, P2) == [Draw(P2)]
    assert_events(t.do(Draw(P2)), [CardDrawn(P2, cs(PILE_004), "draw_effect"), TurnEnded(P2, P3)])
    # Player 3 plays the Spade 8.  Player 4 misses a turn.
    assert_events(t.do(PlayCards(P3, cs("S8"))), [CardPlayed(P3, cs("S8"), "skip"), TurnSkipped(P4), TurnEnded(P3, P2)])
    # Player 2 plays the Spade Queen.
    assert_events(t.do(PlayCards(P2, cs("SQ"))), [CardPlayed(P2, cs("SQ")), TurnEnded(P2, P3)])

    # "A few rounds later" (a few turns later in the same round: Player 3 wins *this* round) the
    # top card is a Queen again and Player 3 holds only the Heart 10 and the Diamond Queen.  The
    # turns in between are played through decide too, so the example stays one replayable round:
    assert_events(t.do(PlayCards(P3, cs("S9"))), [CardPlayed(P3, cs("S9")), TurnEnded(P3, P4)])
    assert_events(t.do(PlayCards(P4, cs("C9"))), [CardPlayed(P4, cs("C9")), TurnEnded(P4, P2)])
    assert_events(t.do(PlayCards(P2, cs("CQ"))), [CardPlayed(P2, cs("CQ")), TurnEnded(P2, P3)])
    assert t.top() == "CQ"
    assert t.hand(P3) == ["DQ", "H10"]

    # He plays the Diamond Queen (Queen on Queen) and calls "Mau!".
    assert_events(
        t.do(PlayCards(P3, cs("DQ"), call="mau")), [CardPlayed(P3, cs("DQ")), MauCalled(P3, "mau"), TurnEnded(P3, P4)]
    )
    # Player 4 plays the Club Jack and wishes Hearts.
    assert_events(
        t.do(PlayCards(P4, cs("CJ"), wish=HEARTS)),
        [CardPlayed(P4, cs("CJ"), "wish"), SuitWished(P4, HEARTS), TurnEnded(P4, P2)],
    )
    # Player 2 has the Heart King and plays it.
    assert_events(t.do(PlayCards(P2, cs("HK"))), [CardPlayed(P2, cs("HK")), TurnEnded(P2, P3)])
    # Player 3 plays his last card, the Heart 10, and calls "Mau-Mau!".
    return t.do(PlayCards(P3, cs("H10"), call="maumau"))


def test_seed004_three_player_example_move_by_move():
    t = zone_table()
    last = play_seed004(t)
    # Player 3 wins the round and gets a win point.
    assert_events(
        last,
        [
            CardPlayed(P3, cs("H10")),
            MauCalled(P3, "maumau"),
            RoundWon(
                1, P3, Termination.OUT, (1, 0, 0), ((), cs("C10 CK"), tuple(sorted(cs("DK D9 " + PILE_004)))), t.s.seed
            ),
        ],
    )
    assert t.s.wins == [1, 0, 0]
    assert t.s.phase == "between_rounds"  # first to 5: the match goes on
    assert t.replayed() == t.state


def test_seed004_example_under_the_points_variant():
    """§6 scoring variant: the others count their cards (A 11, 10 10, K 4, Q 3, J 2, 9/8/7)."""
    t = zone_table(with_house_rules(ZONE, "zone_points"))
    last = play_seed004(t)
    player_4 = 10 + 4  # C10 CK
    player_2 = 4 + 9 + 11 + 10 + 11 + 4  # DK D9 CA D10 HA SK
    assert last[-1] == RoundWon(
        1,
        P3,
        Termination.OUT,
        (0, player_4, player_2),
        ((), cs("C10 CK"), tuple(sorted(cs("DK D9 " + PILE_004)))),
        t.s.seed,
    )


# ================================================================== issue 19: a last card that hands the turn back

# Two seats, MM-002 with an Ace that skips (any card that keeps the turn at two seats does the same:
# ``ace_again``, ``nine_reverses``, ``king_reverses``).  Seat 1 goes out on an Ace without calling
# "Mau-Mau": the Ace skips seat 0, so the turn is seat 1's again — but seat 1 has forgotten the call and
# may not close his own window; the table waits for seat 0 (``window_closer``), whose turn it is not.
# The random bot used to answer "not my turn, nothing to do" there, and a self-play run stopped with
# "the bot at seat 0 returned no command although it is to move" (a live table waited for the window
# clock's deadline, or for good without it).
ACE_SKIPS_2P_HANDS = ["H5 C2 D3 D4 D6", "HA SA S2 CA DA"]


def ace_out_without_call() -> Table:
    """The minimal event sequence: seat 1 plays four Aces and a Two, the last Ace without a call."""
    t = Table(with_house_rules(MM_002, "ace_skips"), 2, hands=ACE_SKIPS_2P_HANDS, start="H9", pile="C5 C6")
    assert t.round_events[2] == StartCardTurned(c("H9"))
    assert_events(t.do(PlayCards(0, cs("H5"))), [CardPlayed(0, cs("H5")), TurnEnded(0, 1)])
    skip: list[Event] = [TurnSkipped(0), TurnEnded(1, 1)]
    assert_events(t.do(PlayCards(1, cs("HA"))), [CardPlayed(1, cs("HA"), "skip"), *skip])
    assert_events(t.do(PlayCards(1, cs("SA"))), [CardPlayed(1, cs("SA"), "skip"), *skip])
    assert_events(t.do(PlayCards(1, cs("S2"))), [CardPlayed(1, cs("S2")), TurnEnded(1, 0)])
    assert_events(t.do(PlayCards(0, cs("C2"))), [CardPlayed(0, cs("C2")), TurnEnded(0, 1)])
    assert_events(
        t.do(PlayCards(1, cs("CA"), call="mau")), [CardPlayed(1, cs("CA"), "skip"), MauCalled(1, "mau"), *skip]
    )
    assert_events(t.do(PlayCards(1, cs("DA"))), [CardPlayed(1, cs("DA"), "skip"), *skip, CallMissed(1, "maumau", None)])
    return t


def test_issue19_the_next_player_closes_a_window_when_the_last_card_hands_the_turn_back():
    t = ace_out_without_call()
    s = t.s
    assert (s.turn, s.window_seat) == (1, 1)  # the Ace gave seat 1 the turn again ...
    assert window_closer(s) == acting_seat(s) == 0  # ... and seat 0 is the one the table waits for
    assert legal_commands(s, 0) == [Challenge(0, 1), CloseChallengeWindow(0)]
    assert legal_commands(s, 1) == []  # the forgetter can do nothing about his own window
    view = player_view(s, 0)
    assert view.turn == 1  # what the random bot read as "not my move"
    for seed in range(64):
        for bot in (random_bot, heuristic_bot):
            assert bot(view, random.Random(seed)) in view.legal, (bot.__name__, seed)
    # Either answer ends the window: closing it, seat 1 wins the round ...
    closed = t.do(CloseChallengeWindow(0))
    assert closed[0] == ChallengeWindowClosed(1, "maumau", "next player moved on")
    assert isinstance(closed[1], RoundWon)
    assert closed[1].seat == 1
    assert t.replayed() == t.state


def test_issue19_a_challenge_there_gives_the_forgetter_two_cards_and_his_turn():
    t = ace_out_without_call()
    assert_events(
        t.do(Challenge(0, 1)),
        [
            PenaltyApplied(1, 2, "forgot to call 'Mau-Mau'", 0),
            CardDrawn(1, cs("C5 C6"), "penalty"),
            ChallengeWindowClosed(1, "maumau", "challenged"),
        ],
    )
    assert (t.s.turn, acting_seat(t.s)) == (1, 1)  # the Ace's skip stands: seat 1 moves on
    assert t.replayed() == t.state


def test_issue19_self_play_finishes_the_round_from_there():
    """The simulator's own loop (the one that raised) plays the round to its end from this state."""
    for seed in range(32):
        t = ace_out_without_call()
        result = play_round(t.state, [random_bot, random_bot], random.Random(seed))
        assert result.stats.winner is not None
