"""maumau's rules engine: pure, standard-library only, fast.

The decider pattern: ``decide(state, command) -> events``, ``evolve(state, event) -> state``,
``fold(events) -> state``.  Rulesets are data (:class:`RuleSet`, :data:`PRESETS`); shuffles are
verifiable (:mod:`domain.shuffle`); :func:`legal_commands` says what a seat may do and
:func:`player_view` what it may see.
"""

from domain.cards import (SUITS, Card, build_deck, card_name, make_card, parse_card, parse_rank, parse_suit,
                          rank_of, suit_of)
from domain.commands import (Challenge, CloseChallengeWindow, Command, Draw, EndMatch, Pass, PlayCards,
                             SeatCommand, StartMatch, StartRound)
from domain.decide import decide
from domain.errors import EventMismatch, RuleViolation
from domain.events import (EVENT_TYPES, CallMissed, CardDrawn, CardPlayed, CardsDealt, ChallengeRefused,
                           ChallengeWindowClosed, DirectionReversed, DrawPileReshuffled, Event, MatchFinished,
                           MatchStarted, MauCalled, Passed, PenaltyApplied, RoundStarted, RoundWon,
                           StartCardTurned, SuitWished, TurnEnded, TurnSkipped)
from domain.evolve import apply_in_place, evolve, fold
from domain.legal import legal_commands
from domain.rules import (AGAIN, HOUSE_RULES, MM_001, MM_002, MM_003, MM_004, MM_005, PRESETS, REVERSE, SKIP,
                          TAVERN, ZONE, Effect, RuleSet, RuleSetError, derive, draw, preset, ruleset_from_dict,
                          validate, wish, with_house_rules)
from domain.scoring import card_value, hand_value
from domain.shuffle import commitment, deal_order, reshuffle_order, verify_commitment
from domain.state import State, initial_state
from domain.verify import Verification, verify_round
from domain.view import PlayerView, player_view

__all__ = [
    "SUITS", "Card", "build_deck", "card_name", "make_card", "parse_card", "parse_rank", "parse_suit", "rank_of",
    "suit_of", "Challenge", "CloseChallengeWindow", "Command", "Draw", "EndMatch", "Pass", "PlayCards",
    "SeatCommand", "StartMatch", "StartRound", "decide", "EventMismatch", "RuleViolation", "EVENT_TYPES",
    "CallMissed", "CardDrawn", "CardPlayed", "CardsDealt", "ChallengeRefused", "ChallengeWindowClosed",
    "DirectionReversed", "DrawPileReshuffled", "Event", "MatchFinished", "MatchStarted", "MauCalled", "Passed",
    "PenaltyApplied", "RoundStarted", "RoundWon", "StartCardTurned", "SuitWished", "TurnEnded", "TurnSkipped",
    "apply_in_place", "evolve", "fold", "legal_commands", "AGAIN", "HOUSE_RULES", "MM_001", "MM_002", "MM_003",
    "MM_004", "MM_005", "PRESETS", "REVERSE", "SKIP", "TAVERN", "ZONE", "Effect", "RuleSet", "RuleSetError",
    "derive", "draw", "preset", "ruleset_from_dict", "validate", "wish", "with_house_rules", "card_value",
    "hand_value", "commitment", "deal_order", "reshuffle_order", "verify_commitment", "State", "initial_state",
    "PlayerView", "player_view", "Verification", "verify_round",
]
