"""The vocabularies are enums in ``domain/``, each member its own string.

Stored events, metadata and JSON carry the plain words: a member compares, hashes, formats and
serialises as its value, so nothing stored or sent changed when the strings became enums.
"""

from __future__ import annotations

import json
from enum import StrEnum

import pytest

from domain.actors import Actor
from domain.puntobanco.rules import BURN_RULES, SPOTS, BetResult, BurnRule, Spot, payout
from domain.puntobanco.rules import DEFAULT_RULES as PB_RULES
from domain.puntobanco.state import PBState, Phase
from domain.tournament.decide import ADJUSTMENT_KINDS, DECISIONS, ENTRANT_KINDS
from domain.tournament.model import (
    DEFAULT_SCORING,
    DEFAULT_TIE_BREAKS,
    FORMATS,
    SCORINGS,
    TIE_BREAKS,
    AdjustmentKind,
    EntrantKind,
    Format,
    ProtestDecision,
    Registration,
    Scoring,
    TieBreak,
    TournamentConfig,
)
from domain.tournament.state import ProtestStatus, TournamentState, TournamentStatus

WORDS: dict[type[StrEnum], tuple[str, ...]] = {
    Actor: ("seat", "host", "clock", "bot", "organiser", "director", "reaction"),
    Format: ("series", "duplicate"),
    Scoring: ("wins", "penalty_points", "matchpoints"),
    TieBreak: ("wins", "penalty_points", "matchpoints", "head_to_head", "lot"),
    Registration: ("open", "accounts", "invite", "approval"),
    EntrantKind: ("account", "guest", "bot"),
    AdjustmentKind: ("adjustment", "penalty"),
    ProtestDecision: ("upheld", "rejected"),
    ProtestStatus: ("open", "decided"),
    TournamentStatus: ("none", "registering", "running", "finished"),
    Phase: ("new", "open", "closed"),
    Spot: ("player", "banker", "tie"),
    BurnRule: ("face_value", "none"),
    BetResult: ("win", "lose", "push"),
}
"""The words each vocabulary had as strings before it became an enum, in their order."""


@pytest.mark.parametrize("vocabulary", list(WORDS), ids=lambda v: v.__name__)
def test_each_member_is_the_word_it_replaced(vocabulary: type[StrEnum]) -> None:
    words = WORDS[vocabulary]
    assert tuple(m.value for m in vocabulary) == words
    for member, word in zip(vocabulary, words, strict=True):
        assert member == word
        assert hash(member) == hash(word)
        assert f"{member}" == word
        assert str(member) == word
        assert json.dumps({member: [member]}) == json.dumps({word: [word]})
        assert vocabulary(word) is member


def test_the_old_tuples_are_the_enums() -> None:
    """The module-level lists the code compared with are the enums' members, in order."""
    assert (tuple(Format), tuple(Scoring), tuple(TieBreak)) == (FORMATS, SCORINGS, TIE_BREAKS)
    assert (tuple(EntrantKind), tuple(AdjustmentKind), tuple(ProtestDecision)) == (
        ENTRANT_KINDS,
        ADJUSTMENT_KINDS,
        DECISIONS,
    )
    assert (tuple(Spot), tuple(BurnRule)) == (SPOTS, BURN_RULES)
    assert DEFAULT_TIE_BREAKS == ("wins", "penalty_points", "head_to_head", "lot")
    assert all(isinstance(t, TieBreak) for t in DEFAULT_TIE_BREAKS)


def test_states_and_defaults_are_typed() -> None:
    assert PBState().phase is Phase.NEW
    assert TournamentState().status is TournamentStatus.NONE
    config = TournamentConfig("Cup", Format.SERIES, {}, "MM-001", 1, 1)
    assert config.scoring is DEFAULT_SCORING is Scoring.PENALTY_POINTS
    assert config.registration is Registration.OPEN
    assert PB_RULES.burn is BurnRule.FACE_VALUE
    assert PB_RULES.to_dict()["burn"] == "face_value"


def test_a_payout_names_its_result_by_the_enum() -> None:
    assert payout(PB_RULES, Spot.BANKER, 100, Spot.BANKER).result is BetResult.WIN
    assert payout(PB_RULES, Spot.PLAYER, 100, Spot.TIE).result is BetResult.PUSH
    assert payout(PB_RULES, Spot.TIE, 100, Spot.PLAYER).result is BetResult.LOSE
