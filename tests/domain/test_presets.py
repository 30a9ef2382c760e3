"""The presets of RULES.md §4, row by row, and the rule editor's validation (§1).

``TABLE`` is the §4 table transcribed literally (one column per preset).  For every cell there is
a field check (the preset's ``RuleSet`` says what the cell says) and, where the row has behaviour,
a behavioural check that plays it out through ``decide`` from an explicit deck.
"""

from __future__ import annotations

from typing import Any

import pytest

from domain.cards import RANKS_BY_NAME
from domain.maumau import (
    HOUSE_RULES,
    MM_001,
    MM_002,
    MM_003,
    MM_004,
    MM_005,
    PRESETS,
    TAVERN,
    ZONE,
    CallMissed,
    CardDrawn,
    CardPlayed,
    Challenge,
    ChallengeWindowClosed,
    DirectionReversed,
    Draw,
    Effect,
    EndMatch,
    MatchFinished,
    MatchStarted,
    MauCalled,
    Pass,
    PenaltyApplied,
    PlayCards,
    RoundWon,
    RuleSet,
    RuleSetError,
    RuleViolation,
    StartCardTurned,
    StartMatch,
    StartRound,
    SuitWished,
    TurnEnded,
    TurnSkipped,
    build_deck,
    decide,
    derive,
    fold,
    initial_state,
    preset,
    rank_of,
    ruleset_from_dict,
    validate,
    with_house_rules,
)
from domain.outcome import Termination
from tests.domain.helpers import Table, assert_events, c, cs, decided

CLUBS, SPADES, HEARTS, DIAMONDS = range(4)
SEED = bytes(range(1, 33))
NAMES = ["MM-001", "MM-002", "MM-003", "MM-004", "MM-005", "TAVERN", "ZONE"]
FELT_100 = ("penalty_points", "felt", 100, None)

# RULES.md §4, column by column.  Effects are written as the table writes them.
TABLE: dict[str, dict[str, Any]] = {
    "MM-001": {
        "deck": (32, 1, None),
        "players": (2, 5),
        "hand": (5, None),
        "7": "draw 2, stacks",
        "8": "skip",
        "J": "wish, wild, not on J",
        "A": "again",
        "other": {},
        "draw": ("one", True),
        "last card forbidden": {"7", "8", "J", "A"},
        "start card": "ordinary",
        "calls": ("manual", True, 2),
        "wrong card": 0,
        "multi same rank": False,
        "match": FELT_100,
    },
    "MM-002": {
        "deck": (52, 1, None),
        "players": (2, 8),
        "hand": (5, None),
        "7": "-",
        "8": "wish, wild, on 8 too",
        "J": "-",
        "A": "-",
        "other": {},
        "draw": ("until_playable", True),
        "last card forbidden": {"8"},
        "start card": "ordinary",
        "calls": ("manual", True, 2),
        "wrong card": 0,
        "multi same rank": False,
        "match": FELT_100,
    },
    "MM-003": {
        "deck": (52, 1, None),
        "players": (2, 7),
        "hand": (7, None),
        "7": "-",
        "8": "wish, wild, on 8 too",
        "J": "-",
        "A": "-",
        "other": {"2": "draw 2, stacks"},
        "draw": ("one", True),
        "last card forbidden": {"8", "2"},
        "start card": "ordinary",
        "calls": ("manual", True, 2),
        "wrong card": 0,
        "multi same rank": False,
        "match": FELT_100,
    },
    "MM-004": {
        "deck": (52, 1, None),
        "players": (2, 7),
        "hand": (7, None),
        "7": "-",
        "8": "wish, wild, on 8 too",
        "J": "reverse",
        "A": "skip",
        "other": {"10": "again", "2": "draw 2, stacks"},
        "draw": ("one", True),
        "last card forbidden": {"8", "A", "10", "2", "J"},
        "start card": "ordinary",
        "calls": ("manual", True, 2),
        "wrong card": 0,
        "multi same rank": False,
        "match": FELT_100,
    },
    "MM-005": {
        "deck": (32, 1, None),
        "players": (2, 5),
        "hand": (5, None),
        "7": "draw 1, stacks",
        "8": "skip",
        "J": "wish, wild, on J too",
        "A": "-",
        "other": {},
        "draw": ("one", True),
        "last card forbidden": {"7", "8", "J"},
        "start card": "ordinary",
        "calls": ("none",),
        "wrong card": 0,
        "multi same rank": True,
        "match": FELT_100,
    },
    "TAVERN": {
        "deck": (52, 1, None),
        "players": (2, 8),
        "hand": (5, None),
        "7": "draw 2, stacks",
        "8": "skip",
        "J": "wish, wild, on J too",
        "A": "-",
        "other": {},
        "draw": ("one", True),
        "last card forbidden": set(),
        "start card": "no_7_8_j",
        "calls": ("auto",),
        "wrong card": 0,
        "multi same rank": False,
        "match": ("wins", None, None),
    },
    "ZONE": {
        "deck": (32, 1, 6),
        "players": (2, 10),
        "hand": (5, 6),
        "7": "draw 2, stacks",
        "8": "skip",
        "J": "wish, wild, not on J",
        "A": "-",
        "other": {},
        "draw": ("one", True),
        "last card forbidden": {"J"},
        "start card": "applies",
        "calls": ("manual", False, 2),
        "wrong card": 1,
        "multi same rank": False,
        "match": ("wins", 5, None),
    },
}
ROWS = list(TABLE["MM-001"])


def describe(rules: RuleSet, rank: str) -> str:
    """A special rank's effect the way §4 writes it."""
    effect = rules.special(rank)
    if effect is None:
        return "-"
    if effect.kind == "draw":
        return f"draw {effect.amount}" + (", stacks" if rules.stacking else "")
    if effect.kind == "wish":
        wild = ", wild" if effect.wild else ""
        return f"wish{wild}, " + (f"on {rank} too" if rules.wish_on_wish else f"not on {rank}")
    return effect.kind


def row(rules: RuleSet, name: str) -> object:
    """The §4 cell ``name`` read off a ruleset."""
    if name == "deck":
        return (rules.deck, rules.decks, rules.two_decks_from)
    if name == "players":
        return rules.players
    if name == "hand":
        return (rules.hand_size, rules.hand_size_2p)
    if name in ("7", "8", "J", "A"):
        return describe(rules, name)
    if name == "other":
        return {r: describe(rules, r) for r, _ in rules.specials if r not in ("7", "8", "J", "A")}
    if name == "draw":
        return (rules.draw_mode, rules.voluntary_draw)
    if name == "last card forbidden":
        return set(rules.last_card_forbidden)
    if name == "start card":
        return rules.start_card
    if name == "calls":
        if rules.calls != "manual":
            return (rules.calls,)
        return (rules.calls, rules.final_call_challengeable, rules.call_penalty)
    if name == "wrong card":
        return rules.illegal_play_penalty
    if name == "multi same rank":
        return rules.multi_same_rank
    if name == "match":
        if rules.scoring == "penalty_points":
            return (rules.scoring, rules.card_values, rules.points_limit, rules.max_rounds)
        return (rules.scoring, rules.win_target, rules.max_rounds)
    raise KeyError(name)


def test_presets_are_exactly_the_seven_columns():
    assert list(PRESETS) == NAMES
    assert [PRESETS[n] for n in NAMES] == [MM_001, MM_002, MM_003, MM_004, MM_005, TAVERN, ZONE]
    for name in NAMES:
        assert preset(name.lower()) is PRESETS[name]
        assert validate(PRESETS[name]) is PRESETS[name]
    with pytest.raises(KeyError, match="MM-001"):
        preset("MM-006")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("cell", ROWS)
def test_preset_field_values(name, cell):
    assert row(PRESETS[name], cell) == TABLE[name][cell]


@pytest.mark.parametrize("name", NAMES)
def test_preset_inherits_what_its_seed_does_not_name(name):
    """Inheritance principle (§1): MM-002..MM-005 are MM-001 plus the named differences."""
    rules = PRESETS[name]
    assert rules.call_penalty == 2
    assert rules.stacking is True
    assert rules.jump_in is False
    assert rules.decks == 1
    if name.startswith("MM-"):
        assert (rules.card_values, rules.scoring, rules.points_limit) == ("felt", "penalty_points", 100)
        assert rules.final_call_challengeable is True
        assert rules.start_card == "ordinary"


@pytest.mark.parametrize("name", NAMES)
def test_preset_round_trips_through_its_stored_form(name):
    rules = PRESETS[name]
    assert ruleset_from_dict(rules.to_dict()) == rules


# ================================================================== behaviour, row by row


def table(rules: RuleSet, seats: int = 3, **deal: Any) -> Table:
    return Table(rules, seats, **deal)


def refused(t: Table, command: object) -> str:
    return t.refuse(command).rule


def short(rules: RuleSet, k: int) -> RuleSet:
    return derive(rules, name=rules.name, hand_size=k, hand_size_2p=None)


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_deck(name):
    rules = PRESETS[name]
    for seats in sorted({2, 3, rules.players[1]}):
        state = fold([MatchStarted(rules, seats)])
        deck = decided(state, StartRound(seed=SEED))[0].deck
        assert sorted(deck) == sorted(build_deck(rules.deck, rules.decks_for(seats)))
        copies = 2 if rules.two_decks_from and seats >= rules.two_decks_from else 1
        assert len(deck) == rules.deck * copies
        assert min(rank_of(x) for x in deck) == (7 if rules.deck == 32 else 2)


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_players(name):
    rules = PRESETS[name]
    lo, hi = TABLE[name]["players"]
    for seats, ok in ((lo - 1, False), (lo, True), (hi, True), (hi + 1, False)):
        if ok:
            assert decide(initial_state(), StartMatch(rules, seats)) == [MatchStarted(rules, seats)]
        else:
            with pytest.raises(RuleViolation) as exc:
                decide(initial_state(), StartMatch(rules, seats))
            assert exc.value.rule == "players"


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_hand(name):
    rules = PRESETS[name]
    size, size_2p = TABLE[name]["hand"]
    for seats, expected in ((2, size_2p or size), (3, size)):
        t = table(rules, seats)
        assert [len(h) for h in t.round_events[1].hands] == [expected] * seats


def rank_cases() -> list[tuple[str, str]]:
    out = []
    for name in NAMES:
        ranks = ["7", "8", "J", "A", *TABLE[name]["other"]]
        out += [(name, r) for r in ranks]
    return out


@pytest.mark.parametrize(("name", "rank"), rank_cases())
def test_behaviour_special_ranks(name, rank):
    """Rows 7 / 8 / J / A / other: the card played by seat 0 of three does what the cell says."""
    rules = PRESETS[name]
    cell = TABLE[name][rank] if rank in TABLE[name] else TABLE[name]["other"][rank]
    h, cl, sp, di = (suit + rank for suit in "HCSD")
    t = table(rules, 3, hands=[[h, cl], [sp], [di]], start="H9", pile="CQ DQ SQ CK")
    if cell == "-":
        if not rules.illegal_play_penalty:
            assert refused(t, PlayCards(0, cs(cl))) == "match"  # not wild: it must match
        assert_events(t.do(PlayCards(0, cs(h))), [CardPlayed(0, cs(h)), TurnEnded(0, 1)])
    elif cell.startswith("draw"):
        n = int(cell.split()[1].rstrip(","))
        assert_events(t.do(PlayCards(0, cs(h))), [CardPlayed(0, cs(h), "draw", n), TurnEnded(0, 1)])
        assert_events(t.do(PlayCards(1, cs(sp))), [CardPlayed(1, cs(sp), "draw", n), TurnEnded(1, 2)])
        assert_events(t.do(Draw(2)), [CardDrawn(2, cs("CQ DQ SQ CK")[: 2 * n], "draw_effect"), TurnEnded(2, 0)])
    elif cell == "skip":
        assert_events(t.do(PlayCards(0, cs(h))), [CardPlayed(0, cs(h), "skip"), TurnSkipped(1), TurnEnded(0, 2)])
    elif cell == "again":
        assert_events(t.do(PlayCards(0, cs(h))), [CardPlayed(0, cs(h), "again"), TurnEnded(0, 0)])
    elif cell == "reverse":
        assert_events(
            t.do(PlayCards(0, cs(h))), [CardPlayed(0, cs(h), "reverse"), DirectionReversed(-1), TurnEnded(0, 2)]
        )
    elif cell.startswith("wish, wild"):
        # wild: the Club card lies on the Heart 9; the wish names Diamonds
        assert_events(
            t.do(PlayCards(0, cs(cl), wish=DIAMONDS)),
            [CardPlayed(0, cs(cl), "wish"), SuitWished(0, DIAMONDS), TurnEnded(0, 1)],
        )
        again = PlayCards(1, cs(sp), wish=HEARTS)
        if cell.endswith("too"):
            assert_events(t.do(again), [CardPlayed(1, cs(sp), "wish"), SuitWished(1, HEARTS), TurnEnded(1, 2)])
        elif rules.illegal_play_penalty:  # ZONE: the wrong card costs a card and the turn
            penalty = t.do(again)[0]
            assert penalty == PenaltyApplied(1, 1, penalty.reason, None, c(sp))
            assert penalty.reason.startswith("wrong card: a Jack may not be played on a Jack")
        else:
            assert refused(t, again) == "wish_on_wish"
    else:  # pragma: no cover - the table has no other cells
        raise AssertionError(cell)


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_draw(name):
    rules = PRESETS[name]
    # seat 0 holds a fitting card (HK) and draws anyway: voluntary
    t = table(rules, 3, hands=["HK"], start="H9", pile="CQ DQ HQ")
    if TABLE[name]["draw"] == ("one", True):
        assert_events(t.do(Draw(0)), [CardDrawn(0, cs("CQ")), TurnEnded(0, 1)])
        t = table(rules, 3, hands=["HK"], start="H9", pile="HQ")
        assert_events(t.do(Draw(0)), [CardDrawn(0, cs("HQ"), "choice", c("HQ"))])
    else:
        assert_events(t.do(Draw(0)), [CardDrawn(0, cs("CQ DQ HQ"), "choice", c("HQ"))])


def last_card_play(rules: RuleSet, card: str) -> PlayCards:
    effect = rules.special(card[1:])
    wish = CLUBS if effect is not None and effect.kind == "wish" else None
    call = "maumau" if rules.calls == "manual" else None
    return PlayCards(0, cs(card), wish=wish, call=call)


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_last_card_forbidden(name):
    rules = short(PRESETS[name], 1)
    for rank in sorted(TABLE[name]["last card forbidden"]):
        card = "H" + rank
        t = table(rules, 3, hands=[card], start="H9", pile="CQ")
        play = last_card_play(rules, card)
        if rules.illegal_play_penalty:
            events = t.do(play)
            assert events[0].reason.startswith("wrong card: ZONE forbids finishing with a Jack")
            assert events[1:] == [CardDrawn(0, cs("CQ"), "penalty"), TurnEnded(0, 1)]
        else:
            assert refused(t, play) == "last_card_forbidden"
            assert refused(t, Draw(1)) == "not_your_turn"
    # every other rank may finish the round (a special's effect no longer matters)
    allowed = [r for r in ("7", "8", "J", "K") if r not in TABLE[name]["last card forbidden"]]
    for rank in allowed:
        card = "H" + rank
        t = table(rules, 3, hands=[card], start="H9", pile="CQ")
        play = last_card_play(rules, card)
        events = t.do(play)
        assert events[0] == CardPlayed(0, cs(card), events[0].effect, events[0].draw)
        assert type(events[-1]) is RoundWon, (rank, events)
        assert (events[-1].seat, events[-1].reason) == (0, "out")
        assert (play.wish is not None) == any(isinstance(e, SuitWished) for e in events)


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_start_card(name):
    rules = PRESETS[name]
    cell = TABLE[name]["start card"]
    if cell == "ordinary":
        special = [r for r, _ in rules.specials]
        buried = ["H" + r for r in special]
        t = table(rules, 3, buried=buried, start="H9")
        assert t.round_events[2] == StartCardTurned(c("H9"), cs(buried))
    elif cell == "no_7_8_j":
        t = table(rules, 3, buried="H7 H8 HJ", start="HA")
        assert t.round_events[2] == StartCardTurned(c("HA"), cs("H7 H8 HJ"))
        t = table(rules, 3, start="H2")
        assert t.round_events[2] == StartCardTurned(c("H2"))
    else:
        assert table(rules, 3, start="H7").round_events[2] == StartCardTurned(c("H7"), (), "draw", 2)
        assert table(rules, 3, start="H8").round_events[2:] == [
            StartCardTurned(c("H8"), (), "skip"),
            TurnSkipped(0),
            TurnEnded(0, 1),
        ]
        assert table(rules, 3, start="HJ").round_events[2] == StartCardTurned(c("HJ"), (), "free")
        assert table(rules, 3, start="HA").round_events[2] == StartCardTurned(c("HA"))


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_calls(name):
    rules = short(PRESETS[name], 2)
    t = table(rules, 3, hands=["HQ HK", "CQ CK", "DQ DK"], start="H9", pile="S10 SK")
    cell = TABLE[name]["calls"]
    if cell == ("none",):
        assert refused(t, PlayCards(0, cs("HQ"), call="mau")) == "calls"
        assert_events(t.do(PlayCards(0, cs("HQ"))), [CardPlayed(0, cs("HQ")), TurnEnded(0, 1)])
        assert t.do(Challenge(1, 0))[0].reason.endswith("(calls: none)")
        return
    if cell == ("auto",):
        assert_events(
            t.do(PlayCards(0, cs("HQ"))), [CardPlayed(0, cs("HQ")), MauCalled(0, "mau", True), TurnEnded(0, 1)]
        )
        assert t.do(Challenge(1, 0))[0].reason.endswith("(calls: auto)")
        return
    # manual, "2 cards": the forgotten "Mau" costs two cards when challenged in time
    assert_events(t.do(PlayCards(0, cs("HQ"))), [CardPlayed(0, cs("HQ")), TurnEnded(0, 1), CallMissed(0, "mau")])
    assert_events(
        t.do(Challenge(2, 0)),
        [
            PenaltyApplied(0, 2, "forgot to call 'Mau'", 2),
            CardDrawn(0, cs("S10 SK"), "penalty"),
            ChallengeWindowClosed(0, "mau", "challenged"),
        ],
    )
    # the forgotten "Mau-Mau"
    t = table(short(PRESETS[name], 1), 3, hands=["HQ", "CQ", "DQ"], start="H9")
    events = t.do(PlayCards(0, cs("HQ")))
    if cell[1]:  # challengeable: a window opens, the round is not over yet
        assert events == [CardPlayed(0, cs("HQ")), TurnEnded(0, 1), CallMissed(0, "maumau")]
        assert t.s.phase == "playing"
    else:  # ZONE: the last card ends the round at once
        assert events[:2] == [CardPlayed(0, cs("HQ")), CallMissed(0, "maumau")]
        assert isinstance(events[-1], RoundWon)


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_wrong_card(name):
    rules = PRESETS[name]
    t = table(rules, 3, hands=["DK"], start="H9", pile="CQ")
    if TABLE[name]["wrong card"] == 0:
        assert refused(t, PlayCards(0, cs("DK"))) == "match"
    else:
        events = t.do(PlayCards(0, cs("DK")))
        assert events == [
            PenaltyApplied(0, 1, "wrong card: DK matches the top card H9 neither by suit nor by rank", None, c("DK")),
            CardDrawn(0, cs("CQ"), "penalty"),
            TurnEnded(0, 1),
        ]
        assert c("DK") in t.s.hands[0]


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_multi_same_rank(name):
    rules = PRESETS[name]
    t = table(rules, 3, hands=["HK SK"], start="H9")
    if TABLE[name]["multi same rank"]:
        assert_events(t.do(PlayCards(0, cs("HK SK"))), [CardPlayed(0, cs("HK SK")), TurnEnded(0, 1)])
    else:
        assert refused(t, PlayCards(0, cs("HK SK"))) == "multi_same_rank"


def one_card_round(t: Table, winner: int, loser: str = "CJ") -> list[Any]:
    """Round of a two-seat, one-card table won by ``winner`` with HK (ordinary everywhere); the
    loser keeps ``loser`` and, when he moves first, the CQ he draws (it does not fit H9; drawing
    until playable he draws HQ too, and keeps it)."""
    hands = ["", ""]
    hands[winner], hands[1 - winner] = "HK", loser
    t.deal(hands=hands, start="H9", pile="CQ HQ")
    if t.s.turn != winner and t.do(Draw(1 - winner))[-1] != TurnEnded(1 - winner, winner):
        t.do(Pass(1 - winner))
    return t.do(PlayCards(winner, cs("HK"), call="maumau" if t.rules.calls == "manual" else None))


@pytest.mark.parametrize("name", NAMES)
def test_behaviour_match(name):
    rules = short(PRESETS[name], 1)
    t = Table(rules, 2, deal=False)
    cell = TABLE[name]["match"]
    if cell == FELT_100:
        # felt values, fewest points win; over 100 ends the match (reaching 100 does not)
        # CJ kept: 20; seat 1 starts even rounds: + CQ = 30 (+ HQ = 40 drawing until playable)
        totals = (20, 50, 70, 100) if rules.draw_mode == "one" else (20, 60, 80)
        for total in totals:
            events = one_card_round(t, 0)
            assert t.s.totals == [0, total]
            assert isinstance(events[-1], RoundWon)
        events = one_card_round(t, 0)
        assert events[-1] == MatchFinished((0,), (0, 120), Termination.POINTS_LIMIT, "a player passed 100 points")
    elif cell == ("wins", None, None):  # wins counted, the host ends the table
        for _ in range(6):
            events = one_card_round(t, 1)
            assert events[-1].points == (0, 1)
        assert t.s.wins == [0, 6]
        assert t.do(EndMatch()) == [MatchFinished((1,), (0, 6), Termination.ENDED_BY_HOST, "ended by the host")]
    else:  # first to 5 wins
        for _ in range(4):
            events = one_card_round(t, 0)
            assert events[-1].points == (1, 0)
        events = one_card_round(t, 0)
        assert events[-1] == MatchFinished((0,), (5, 0), Termination.WIN_TARGET, "first to 5 wins")


# ================================================================== ZONE's house rules (seed 004 §8)


def test_house_rules_are_all_expressible():
    assert set(HOUSE_RULES) >= {
        "jack_on_jack",
        "ace_skips",
        "ace_again",
        "nine_reverses",
        "king_reverses",
        "multi_same_rank",
        "jump_in",
        "no_seven_stacking",
        "zone_points",
        "jack_20",
    }
    for toggle in HOUSE_RULES:
        rules = with_house_rules(ZONE, toggle)
        assert rules.name == f"ZONE+{toggle}"
        assert validate(rules) is rules
    both = with_house_rules(ZONE, "jack_on_jack", "no_seven_stacking", "zone_points")
    assert (both.wish_on_wish, both.stacking, both.scoring, both.card_values, both.points_limit) == (
        True,
        False,
        "penalty_points",
        "zone",
        100,
    )
    assert ZONE.wish_on_wish is False  # the preset itself never changes


def test_house_rule_unknown_toggle_is_named():
    with pytest.raises(RuleSetError) as exc:
        with_house_rules(ZONE, "jack_on_queen")
    assert "jack_on_queen" in exc.value.problems["house_rules"]


def test_house_rule_jack_on_jack():
    t = table(with_house_rules(ZONE, "jack_on_jack"), 3, hands=["CJ", "SJ"], start="H9")
    t.do(PlayCards(0, cs("CJ"), wish=HEARTS))
    assert_events(
        t.do(PlayCards(1, cs("SJ"), wish=CLUBS)),
        [CardPlayed(1, cs("SJ"), "wish"), SuitWished(1, CLUBS), TurnEnded(1, 2)],
    )


@pytest.mark.parametrize(
    ("toggle", "card", "expected"),
    [
        ("ace_skips", "SA", [CardPlayed(0, cs("SA"), "skip"), TurnSkipped(1), TurnEnded(0, 2)]),
        ("ace_again", "SA", [CardPlayed(0, cs("SA"), "again"), TurnEnded(0, 0)]),
        ("nine_reverses", "S9", [CardPlayed(0, cs("S9"), "reverse"), DirectionReversed(-1), TurnEnded(0, 2)]),
        ("king_reverses", "SK", [CardPlayed(0, cs("SK"), "reverse"), DirectionReversed(-1), TurnEnded(0, 2)]),
    ],
)
def test_house_rule_ace_and_reverse(toggle, card, expected):
    t = table(with_house_rules(ZONE, toggle), 3, hands=[card], start="S10")
    assert_events(t.do(PlayCards(0, cs(card))), expected)


def test_house_rule_multi_same_rank():
    t = table(with_house_rules(ZONE, "multi_same_rank"), 3, hands=["H7 S7"], start="H9", pile="CQ DQ SQ CK")
    assert_events(t.do(PlayCards(0, cs("H7 S7"))), [CardPlayed(0, cs("H7 S7"), "draw", 4), TurnEnded(0, 1)])


def test_house_rule_jump_in_with_two_decks():
    rules = with_house_rules(ZONE, "jump_in")
    t = table(rules, 6, hands=["CQ", "DQ", "SQ", "CK", "DK", "H9"], start="H9")
    assert_events(t.do(PlayCards(5, cs("H9"))), [CardPlayed(5, cs("H9"), "", 0, True), TurnEnded(5, 0)])


def test_house_rule_no_seven_stacking():
    t = table(with_house_rules(ZONE, "no_seven_stacking"), 3, hands=["H7", "S7"], start="H9", pile="CQ DQ")
    t.do(PlayCards(0, cs("H7")))
    assert refused(t, PlayCards(1, cs("S7"))) == "pending_draw"
    assert_events(t.do(Draw(1)), [CardDrawn(1, cs("CQ DQ"), "draw_effect"), TurnEnded(1, 2)])


@pytest.mark.parametrize(
    ("toggles", "points"), [(("zone_points",), (0, 2, 4 + 11)), (("zone_points", "jack_20"), (0, 20, 4 + 11))]
)
def test_house_rule_zone_points(toggles, points):
    rules = with_house_rules(short(ZONE, 1), *toggles)
    t = table(rules, 3, hands=["H10", "CJ", "SK"], start="H9", pile="HA")
    t.do(PlayCards(0, cs("H10")))  # forgotten Mau-Mau: not challengeable in ZONE, round over
    assert t.s.last_round is not None
    assert t.s.last_round.points == (0, 2 if points[1] == 2 else 20, 4)
    # and a ZONE round may end on a 7: the next player draws 2 and they count
    t = table(rules, 3, hands=["H7", "CJ", "SK"], start="H9", pile="HA S9")
    events = t.do(PlayCards(0, cs("H7"), call="maumau"))
    assert events[2] == CardDrawn(1, cs("HA S9"), "draw_effect")
    assert events[3].points == (0, points[1] + 11 + 9, 4)


# ================================================================== the rule editor: derive, validate


@pytest.mark.parametrize(
    ("base", "overrides", "field", "words"),
    [
        (MM_001, {"players": (2, 7)}, "players", "7 players"),
        (ZONE, {"two_decks_from": None}, "players", "deck 32 x decks 1"),
        (MM_001, {"specials": {"2": "draw 2"}}, "specials", "rank 2 is not in the 32-card deck"),
        (MM_001, {"specials": {"X": "skip"}}, "specials", "'X' is not a rank"),
        (MM_001, {"specials": {"7": "draw 0"}}, "specials", "at least 1"),
        (MM_001, {"jump_in": True}, "jump_in", "decks=2"),
        (MM_001, {"last_card_forbidden": ["2"]}, "last_card_forbidden", "not in the 32-card deck"),
        (MM_001, {"deck": 40}, "deck", "32 or 52"),
        (MM_001, {"decks": 3}, "decks", "1 or 2"),
        (MM_001, {"players": (3, 2)}, "players", "min"),
        (ZONE, {"two_decks_from": 11}, "two_decks_from", "outside"),
        (MM_001, {"hand_size": 0}, "hand_size", "at least 1"),
        (MM_001, {"start_card": "joker"}, "start_card", "ordinary"),
        (MM_001, {"draw_mode": "two"}, "draw_mode", "until_playable"),
        (MM_001, {"calls": "shout"}, "calls", "manual"),
        (MM_001, {"call_penalty": -1}, "call_penalty", "negative"),
        (MM_001, {"illegal_play_penalty": 9}, "illegal_play_penalty", "0"),
        (MM_001, {"scoring": "chips"}, "scoring", "wins"),
        (MM_001, {"card_values": "skat"}, "card_values", "felt"),
        (MM_001, {"points_limit": None}, "points_limit", "max_rounds"),
        (ZONE, {"win_target": 0}, "win_target", "at least 1"),
        (MM_001, {"zone_jack_value": 5}, "zone_jack_value", "2 or 20"),
    ],
)
def test_derive_rejects_contradictions_naming_the_field(base, overrides, field, words):
    with pytest.raises(RuleSetError) as exc:
        derive(base, **overrides)
    assert field in exc.value.problems, exc.value.problems
    assert words in exc.value.problems[field]
    assert field in str(exc.value)


def test_derive_rejects_unknown_fields_by_name():
    with pytest.raises(RuleSetError) as exc:
        derive(MM_001, colour="red", jokers=2)
    assert exc.value.problems == {"colour": "unknown ruleset field", "jokers": "unknown ruleset field"}
    with pytest.raises(RuleSetError) as exc:
        ruleset_from_dict({**MM_001.to_dict(), "colour": "red"})
    assert "colour" in exc.value.problems


def test_derive_names_every_bad_field_at_once():
    with pytest.raises(RuleSetError) as exc:
        derive(MM_001, jump_in=True, calls="shout", hand_size=0)
    assert {"jump_in", "calls", "hand_size"} <= set(exc.value.problems)


def test_derive_accepts_a_consistent_custom_ruleset_and_leaves_the_base_alone():
    custom = derive(
        MM_001,
        name="Oma",
        specials={"7": "draw 3", "8": "skip", "J": "wish wild", "A": "again", "9": "reverse"},
        two_decks_from=5,
        jump_in=True,
        wish_on_wish=True,
    )
    assert custom.name == "Oma"
    assert custom.special("7") == Effect("draw", 3)
    assert custom.special("9") == Effect("reverse")
    assert custom.decks_for(4) == 1
    assert custom.decks_for(5) == 2
    assert MM_001.special("9") is None
    assert MM_001.name == "MM-001"
    with pytest.raises(AttributeError):
        custom.deck = 52  # type: ignore[misc]  # immutable once made


def test_start_match_rejects_an_invalid_ruleset():
    bad = RuleSet(name="bad", deck=32, specials=(("2", Effect("draw", 2)),))
    with pytest.raises(RuleViolation) as exc:
        decide(initial_state(), StartMatch(bad, 2))
    assert exc.value.rule == "ruleset"
    assert "specials" in exc.value.message


def test_ranks_in_the_table_exist():
    # guard for the table itself: every rank cell names a rank of its deck
    for name in NAMES:
        deck_ranks = set(range(7, 15)) if PRESETS[name].deck == 32 else set(range(2, 15))
        for rank in (*TABLE[name]["last card forbidden"], *TABLE[name]["other"]):
            assert RANKS_BY_NAME[rank] in deck_ranks


def test_only_tavern_among_presets_is_open_ended() -> None:
    """TAVERN counts wins with no target: only the host ends its matches."""
    from domain.maumau.scoring import open_ended

    assert [name for name, rules in PRESETS.items() if open_ended(rules)] == ["TAVERN"]
    assert not open_ended(derive(PRESETS["TAVERN"], win_target=3))
