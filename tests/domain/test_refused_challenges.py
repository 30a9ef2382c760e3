"""The ruleset's limit on wrong challenges (``max_refused_challenges``): per seat and round, a
wrong challenge beyond it is refused as ``refused_challenges`` and leaves no event; a right
challenge is never limited; the count starts again with every round; without the field (every
preset) nothing changes, and a ruleset without it keeps its stored bytes."""

from __future__ import annotations

import pytest

from domain.maumau import MM_001, Challenge, ChallengeRefused, PlayCards, derive
from domain.maumau.rules import PRESETS, RuleSetError, apply_overrides, ruleset_from_dict
from domain.maumau.ruleset_fields import MAX_REFUSED_CHALLENGES
from tests.domain.helpers import Table, cs

LIMITED = derive(MM_001, name="two wrong challenges", max_refused_challenges=2, hand_size=2)


def test_wrong_challenges_beyond_the_limit_are_refused_without_an_event() -> None:
    t = Table(LIMITED, 3, hands=["H10 HK"], start="H9")
    for _ in range(2):
        assert t.do(Challenge(1, 0)) == [ChallengeRefused(1, 0, "seat 0 holds 2 cards: no call is due")]
    before = len(t.events)
    refusal = t.refuse(Challenge(1, 0))
    assert refusal.rule == "refused_challenges"
    assert "seat 1 has had 2 challenges refused this round" in refusal.message
    assert "seat 0 holds 2 cards" in refusal.message  # still says why the challenge was wrong
    assert len(t.events) == before
    # Another seat has its own count.
    assert t.do(Challenge(2, 0)) == [ChallengeRefused(2, 0, "seat 0 holds 2 cards: no call is due")]


def test_a_right_challenge_is_never_limited() -> None:
    t = Table(LIMITED, 3, hands=["H10 HK"], start="H9", pile="C10 D10")
    t.do(Challenge(2, 1))
    t.do(Challenge(2, 1))
    assert t.refuse(Challenge(2, 1)).rule == "refused_challenges"
    t.do(PlayCards(0, cs("H10")))  # "Mau" forgotten
    events = t.do(Challenge(2, 0))
    assert [type(e).__name__ for e in events] == ["PenaltyApplied", "CardDrawn", "ChallengeWindowClosed"]


def test_the_count_starts_again_each_round() -> None:
    rules = derive(LIMITED, name="limit one, short", max_refused_challenges=1, hand_size=1)
    t = Table(rules, 2, hands=["H10", "CK"], start="H9")
    t.do(Challenge(1, 0))
    assert t.refuse(Challenge(1, 0)).rule == "refused_challenges"
    t.do(PlayCards(0, cs("H10"), call="maumau"))  # round 1 won
    t.deal(hands=["CK", "H10"], start="H9")
    assert t.s.refused == [0, 0]
    assert len(t.do(Challenge(1, 0))) == 1


def test_zero_refuses_every_wrong_challenge_and_no_limit_is_the_default() -> None:
    none = Table(derive(MM_001, name="no wrong challenges", max_refused_challenges=0), 2, hands=["H10 HK"])
    assert none.refuse(Challenge(1, 0)).rule == "refused_challenges"
    unlimited = Table(MM_001, 2, hands=["H10 HK"])
    for _ in range(30):
        assert len(unlimited.do(Challenge(1, 0))) == 1
    assert all(rules.max_refused_challenges is None for rules in PRESETS.values())


def test_the_field_is_bounded_and_stored_only_when_set() -> None:
    with pytest.raises(RuleSetError, match="max_refused_challenges"):
        apply_overrides(MM_001, {"max_refused_challenges": MAX_REFUSED_CHALLENGES + 1})
    with pytest.raises(RuleSetError, match="max_refused_challenges"):
        apply_overrides(MM_001, {"max_refused_challenges": -1})
    assert "max_refused_challenges" not in MM_001.to_dict()  # a preset's stored bytes are unchanged
    assert "max_refused_challenges" not in repr(MM_001)
    assert LIMITED.to_dict()["max_refused_challenges"] == 2
    assert ruleset_from_dict(LIMITED.to_dict()) == LIMITED


# ---------------------------------------------------------------- issue 19: a late challenge of a call already punished


LATE = "already challenged: seat 0's forgotten call has been punished (a call is punished once)"


def test_a_second_challenge_of_a_punished_mau_is_refused_as_already_challenged() -> None:
    """Seat 0 forgets "Mau"; seat 2 challenges first and seat 0 draws two.  Seat 1's challenge comes
    a moment later: it is refused (in the audit trail, as every wrong challenge) with the reason
    that it was already challenged, no longer "seat 0 holds 3 cards: no call is due", which was
    true but not why."""
    t = Table(LIMITED, 3, hands=["H10 HK"], start="H9", pile="C10 D10")
    t.do(PlayCards(0, cs("H10")))  # "Mau" forgotten
    assert [type(e).__name__ for e in t.do(Challenge(2, 0))] == ["PenaltyApplied", "CardDrawn", "ChallengeWindowClosed"]
    assert len(t.s.hands[0]) == 3
    assert t.do(Challenge(1, 0)) == [ChallengeRefused(1, 0, LATE)]  # the slower seat
    assert t.do(Challenge(2, 0)) == [ChallengeRefused(2, 0, LATE)]  # or the same seat again
    assert len(t.s.hands[0]) == 3  # punished once
    assert t.s.refused == [0, 1, 1]
    assert t.replayed() == t.state


def test_a_second_challenge_of_a_punished_maumau_is_refused_as_already_challenged() -> None:
    rules = derive(MM_001, name="short", hand_size=1)
    t = Table(rules, 3, hands=["H10"], start="H9", pile="C10 D10")
    t.do(PlayCards(0, cs("H10")))  # the last card, "Mau-Mau" forgotten: the window is open
    assert t.s.window_seat == 0
    t.do(Challenge(1, 0))
    assert (t.s.window_seat, len(t.s.hands[0])) == (-1, 2)
    assert t.do(Challenge(2, 0)) == [ChallengeRefused(2, 0, LATE)]


def test_once_the_turn_has_passed_a_challenge_is_wrong_as_before() -> None:
    t = Table(derive(MM_001, name="short", hand_size=2), 3, hands=["H10 HK", "S9 H7"], start="H9", pile="C10 D10")
    t.do(PlayCards(0, cs("H10")))
    t.do(Challenge(2, 0))
    t.do(PlayCards(1, cs("H7"), call="mau"))  # the turn passes
    assert t.do(Challenge(2, 0)) == [ChallengeRefused(2, 0, "seat 0 holds 3 cards: no call is due")]
