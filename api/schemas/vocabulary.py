"""The domain's vocabularies as the API and the web client take them: written once, as enums in
``domain/``, and derived here.

* Request models type a field of a few words with the domain's :class:`~enum.StrEnum` itself
  (:data:`FormatIn` …): the OpenAPI document lists the enum's values, and a body is validated
  against them.  The request models are strict (no ``true`` for 1); these aliases let a JSON
  text become its enum member (``Strict(False)`` for the enum only), nothing else loosens.
* :data:`VOCABULARY` is every vocabulary the web client offers or compares with, served as
  ``GET /web/vocabulary.json`` (``api/web/routes.py``): the pages read the lists from there
  instead of restating them in JavaScript.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import Annotated, Any

from pydantic import Strict

from domain.maumau.bot_registry import BOTS
from domain.maumau.commands import Call
from domain.puntobanco.rules import BetResult, BurnRule, Spot
from domain.puntobanco.state import Phase as PBPhase
from domain.tournament.model import (
    DEFAULT_SCORING,
    DEFAULT_TIE_BREAKS,
    AdjustmentKind,
    EntrantKind,
    Format,
    PlayMode,
    ProtestDecision,
    Registration,
    Scoring,
    SeatingMode,
    TieBreak,
    TournamentConfig,
)
from domain.tournament.state import ProtestStatus, TournamentStatus

__all__ = [
    "VOCABULARY",
    "BurnRuleIn",
    "FormatIn",
    "ListedStatus",
    "ListedStatusIn",
    "PlayModeIn",
    "ProtestDecisionIn",
    "ProtestStatusIn",
    "RegistrationIn",
    "ScoringIn",
    "SeatingModeIn",
    "SpotIn",
    "TieBreakIn",
    "described",
    "values",
]

_LAX = Strict(False)
"""A JSON text becomes its enum member under the strict request models (nothing else is loosened)."""

FormatIn = Annotated[Format, _LAX]
ScoringIn = Annotated[Scoring, _LAX]
TieBreakIn = Annotated[TieBreak, _LAX]
RegistrationIn = Annotated[Registration, _LAX]
PlayModeIn = Annotated[PlayMode, _LAX]
SeatingModeIn = Annotated[SeatingMode, _LAX]
ProtestDecisionIn = Annotated[ProtestDecision, _LAX]
ProtestStatusIn = Annotated[ProtestStatus, _LAX]
SpotIn = Annotated[Spot, _LAX]
BurnRuleIn = Annotated[BurnRule, _LAX]


class ListedStatus(StrEnum):
    """The status of a listed tournament: registering, running or finished."""

    # TournamentStatus but ``none`` (the empty stream's); tests/api/test_vocabulary.py checks it.

    REGISTERING = TournamentStatus.REGISTERING.value
    RUNNING = TournamentStatus.RUNNING.value
    FINISHED = TournamentStatus.FINISHED.value


ListedStatusIn = Annotated[ListedStatus, _LAX]


def values(vocabulary: type[StrEnum]) -> list[str]:
    """The words of a vocabulary, in the enum's order (plain strings)."""
    return [member.value for member in vocabulary]


def described(vocabulary: type[StrEnum], text: str = "") -> str:
    """A field description naming a vocabulary's words after ``text``
    (``described(TournamentStatus)``: ``"none, registering, running or finished"``)."""
    words = values(vocabulary)
    listed = ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]
    return f"{text}{listed}"


_DEFAULT_BOT = next(f.default for f in dataclasses.fields(TournamentConfig) if f.name == "bot_substitute")
"""The bot a seat gets unless another is chosen (a tournament's substitute by default)."""

VOCABULARY: dict[str, Any] = {
    "maumau": {"bots": list(BOTS), "default_bot": _DEFAULT_BOT, "calls": values(Call)},
    "tournament": {
        "formats": values(Format),
        "scorings": values(Scoring),
        "default_scoring": DEFAULT_SCORING.value,
        "tie_breaks": values(TieBreak),
        "default_tie_breaks": [t.value for t in DEFAULT_TIE_BREAKS],
        "registrations": values(Registration),
        "play_modes": values(PlayMode),
        "seating_modes": values(SeatingMode),
        "statuses": values(TournamentStatus),
        "entrant_kinds": values(EntrantKind),
        "adjustment_kinds": values(AdjustmentKind),
        "protest_decisions": values(ProtestDecision),
        "protest_statuses": values(ProtestStatus),
    },
    "puntobanco": {
        "phases": values(PBPhase),
        "spots": values(Spot),
        "burn_rules": values(BurnRule),
        "bet_results": values(BetResult),
    },
}
"""Every vocabulary the web client needs, by game (``GET /web/vocabulary.json``)."""
