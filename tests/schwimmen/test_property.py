"""Random play of many seeded games to the end, pure domain, with the invariants checked on every
state: card conservation, every listed command accepted and every other of a battery refused,
no viewer shown a hand or a seed it may not know (events and table views), the codec's round
trip, and verification passing on every finished stream and failing on tampered ones."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from domain.cards import card_name
from domain.errors import RuleViolation
from domain.schwimmen.bots import heuristic_bot, random_bot
from domain.schwimmen.cards import CANONICAL_DECK
from domain.schwimmen.codec import decode_command, decode_event, encode_command, encode_event
from domain.schwimmen.commands import KeepHand, Knock, Pass, SeatCommand, Swap, SwapAll, TakeSpare
from domain.schwimmen.decide import decide
from domain.schwimmen.events import DealerChose, Event, GameOver, GameStarted, RoundDealt
from domain.schwimmen.evolve import fold
from domain.schwimmen.legal import legal_commands
from domain.schwimmen.redaction import redact
from domain.schwimmen.rules import PRESETS
from domain.schwimmen.state import CHOOSING, OVER, PLAYING, State
from domain.schwimmen.verify import verify
from domain.schwimmen.view import view
from tests.schwimmen.helpers import play_game

CASES = [(preset, seats) for preset in PRESETS for seats in (2, 3, 5, 9)]


def _battery(state: State, rng: random.Random) -> list[SeatCommand]:
    """Commands to put to ``decide``: every kind from every seat, swaps of random cards."""
    out: list[SeatCommand] = []
    for seat in range(state.seats):
        out += [SwapAll(seat), Pass(seat), Knock(seat), KeepHand(seat), TakeSpare(seat)]
        out += [Swap(seat, rng.choice(CANONICAL_DECK), rng.choice(CANONICAL_DECK)) for _ in range(3)]
        if state.hands[seat] and state.middle:
            out.append(Swap(seat, state.hands[seat][0], state.middle[-1]))
    return out


def _hidden_names(state: State, viewer: int | None) -> set[str]:
    """The cards ``viewer`` may not know in ``state``: the other hands, the deck, the second hand."""
    hidden = {c for seat, hand in enumerate(state.hands) if seat != viewer for c in hand}
    hidden |= set(state.stock) | set(state.spare)
    return {f'"{card_name(c)}"' for c in hidden}


def _check_state(state: State, rng: random.Random) -> None:
    if state.phase in (PLAYING, CHOOSING):
        held = [c for hand in state.hands for c in hand]
        assert sorted((*held, *state.middle, *state.spare, *state.stock, *state.discard)) == list(CANONICAL_DECK)
        assert all(len(h) == 3 for s, h in enumerate(state.hands) if state.out_round[s] == 0)
    legal = {seat: legal_commands(state, seat) for seat in range(state.seats)}
    for commands in legal.values():
        for command in commands:
            decide(state, command)  # accepted: raises otherwise
            assert decode_command(encode_command(command), command.seat) == command
    for command in _battery(state, rng):
        if command not in legal[command.seat]:
            with pytest.raises(RuleViolation):
                decide(state, command)
    for viewer in (None, *range(state.seats)):
        seen = view(state, viewer)
        assert seen["hand"] == (None if viewer is None else [card_name(c) for c in state.hands[viewer]])
        text = json.dumps({**seen, "info": {**seen["info"], "last_round": None}})
        leaked = [name for name in _hidden_names(state, viewer) if name in text]
        assert leaked == [], (viewer, leaked)
        if state.phase != OVER:
            assert state.seed not in json.dumps(seen)


def _check_redaction(events: list[Event]) -> None:
    seats = len(events[0].players) if isinstance(events[0], GameStarted) else 0
    seed = events[0].seed if isinstance(events[0], GameStarted) else ""
    state = State()
    for event in events:
        for viewer in (None, *range(seats)):
            body = redact(event, viewer)
            text = json.dumps(body)
            if not isinstance(event, GameOver):
                assert seed not in text
            if isinstance(event, RoundDealt):
                hidden = {c for s, h in enumerate(event.hands) if s != viewer for c in h}
                hidden |= set(event.spare) | set(event.deck[3 * (1 + sum(1 for h in event.hands if h)) :])
                assert [n for n in (f'"{card_name(c)}"' for c in hidden) if n in text] == []
            if isinstance(event, DealerChose) and viewer != event.seat:
                assert body["hand"] is None
        state = fold([event], state)
        assert decode_event(*encode_event(event)) == event


@pytest.mark.parametrize(("preset", "seats"), CASES, ids=[f"{p}-{n}" for p, n in CASES])
def test_random_play_keeps_every_invariant(preset: str, seats: int) -> None:
    rng = random.Random(f"{preset}/{seats}")
    bots = [random_bot if i % 3 else heuristic_bot for i in range(seats)]
    events, end, moves = play_game(PRESETS[preset], bots, f"prop/{preset}/{seats}", rng)
    assert end.phase == OVER
    assert moves > 0
    state = State()
    check = random.Random(seats)
    for i, event in enumerate(events):
        state = fold([event], state)
        if i % 3 == 0 or state.phase == CHOOSING:
            _check_state(state, check)
    _check_redaction(events)
    assert end.final is not None
    places = end.final.places
    assert sorted(set(places))[0] == 1
    assert len(places) == seats
    assert all(places[w] == 1 for w in end.final.winners)
    verdict = verify(events)
    assert verdict["ok"], verdict
    # tampering: a swapped dealt card, a different revealed seed, a replaced middle from nowhere
    dealt_at = next(i for i, e in enumerate(events) if isinstance(e, RoundDealt) and not e.explicit)
    dealt = events[dealt_at]
    assert isinstance(dealt, RoundDealt)
    deck = list(dealt.deck)
    deck[0], deck[-1] = deck[-1], deck[0]
    forged_deal = replace(dealt, deck=tuple(deck))
    assert not verify([*events[:dealt_at], forged_deal, *events[dealt_at + 1 :]])["ok"]
    hands = list(dealt.hands)
    first = next(s for s, h in enumerate(hands) if h)
    hands[first] = (dealt.deck[-1], *hands[first][1:])
    forged_hand = replace(dealt, hands=tuple(hands))
    assert not verify([*events[:dealt_at], forged_hand, *events[dealt_at + 1 :]])["ok"]
    over = events[-1]
    assert isinstance(over, GameOver)
    assert not verify([*events[:-1], replace(over, seed="00" * 32)])["ok"]
    assert not verify(events[:-1])["ok"]
