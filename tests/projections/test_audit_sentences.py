"""The audit trail reads as sentences: players by handle with their seat, cards joined as in prose,
special cards and round ends said for people; hidden cards only once the round is over."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest

from domain.cards import parse_card
from domain.maumau import events as ev
from domain.maumau.rules import MM_001
from domain.outcome import Termination
from projections.audit import describe
from projections.context import MatchInfo

INFO = MatchInfo(uuid.uuid4(), MM_001, 3, ("alice", "bob", ""), datetime(2026, 1, 1, tzinfo=UTC))
SEED = "ab" * 32


def cards(*names: str) -> tuple[int, ...]:
    return tuple(parse_card(n) for n in names)


@pytest.mark.parametrize(
    ("event", "full", "sentence"),
    [
        (
            ev.MatchStarted(MM_001, 3, ("alice", "bob", "")),
            False,
            "The match started under MM-001 with 3 seats: alice (seat 0), bob (seat 1), seat 2",
        ),
        (ev.CardPlayed(0, cards("HK")), False, "alice (seat 0) played HK"),
        (ev.CardPlayed(1, cards("C7"), "draw", 2), False, "bob (seat 1) played C7: the next player must draw 2"),
        (ev.CardPlayed(0, cards("DA"), "again"), False, "alice (seat 0) played DA: alice plays again"),
        (ev.CardPlayed(1, cards("DJ"), "wish"), False, "bob (seat 1) played DJ, a wish card"),
        (ev.SuitWished(1, 3), False, "bob (seat 1) wished for diamonds"),
        (ev.CardDrawn(2, cards("CK", "D9"), "draw_effect"), False, "seat 2 drew 2 cards (the draw penalty)"),
        (ev.CardDrawn(2, cards("CK", "D9"), "draw_effect"), True, "seat 2 drew CK and D9 (the draw penalty)"),
        (ev.CardDrawn(0, cards("D10"), "choice", parse_card("D10")), True, "alice (seat 0) drew D10 and may play it"),
        (ev.TurnEnded(0, 1), False, "alice (seat 0) ended the turn; bob (seat 1) moves next"),
        (
            ev.PenaltyApplied(2, 2, "forgot to call 'Mau'", 1),
            False,
            "seat 2 must draw 2 cards: forgot to call 'Mau', challenged by bob (seat 1)",
        ),
        (
            ev.ChallengeRefused(1, 0, "seat 0 called 'Mau'"),
            False,
            "The challenge by bob (seat 1) against alice (seat 0) was refused: seat 0 called 'Mau'",
        ),
        (
            ev.ChallengeWindowClosed(0, "mau", "next move"),
            False,
            "The chance to challenge alice (seat 0) for the missing 'Mau' is over: the next move was made",
        ),
        (ev.DirectionReversed(-1), False, "Play now goes counter-clockwise"),
        (
            ev.RoundWon(1, 0, Termination.OUT, (0, 33, 19), ((), cards("CA", "HA", "DA"), cards("C9")), SEED),
            True,
            f"alice (seat 0) won round 1 by playing the last card. Points: alice 0, bob 33, seat 2 19. "
            f"Cards left: bob CA, HA and DA; seat 2 C9. Seed revealed: {SEED}",
        ),
        (
            ev.MatchFinished((0,), (18, 33, 67), Termination.MAX_ROUNDS, "2 rounds played"),
            False,
            "The match is over: alice (seat 0) won (2 rounds played). Totals: alice 18, bob 33, seat 2 67",
        ),
    ],
)
def test_sentences(event: object, full: bool, sentence: str) -> None:
    assert describe(event, INFO, full) == sentence


def test_a_running_round_names_no_hidden_card() -> None:
    dealt = ev.CardsDealt((cards("HQ", "D9"), cards("S7", "H8"), cards("CA", "C10")))
    assert describe(dealt, INFO, False) == "2 cards dealt to each of the 3 seats"
    assert describe(dealt, INFO, True) == "Dealt: alice (seat 0) HQ D9; bob (seat 1) S7 H8; seat 2 CA C10"
    buried = ev.StartCardTurned(parse_card("HK"), cards("S8", "DJ"))
    assert describe(buried, INFO, False) == "The start card is HK (2 cards turned before it went under the draw pile)"
    assert describe(buried, INFO, True) == "The start card is HK (S8 and DJ turned before it went under the draw pile)"
