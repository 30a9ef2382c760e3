"""Random play of many seeded games to the end, pure domain, checking the invariants at every step:
card conservation, every listed legal command accepted and a sample of other commands refused,
no redacted event or view shows another seat's cards, the codec round-trips, and verify passes on
the stream and fails on a tampered one."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from itertools import combinations

import pytest

from domain.errors import RuleViolation
from domain.praesident.bots import random_bot
from domain.praesident.cards import canonical_deck, names
from domain.praesident.codec import decode_event, encode_event
from domain.praesident.commands import DealRound, GiveBack, Pass, Play
from domain.praesident.decide import decide
from domain.praesident.events import CardsReturned, Event, GameEnded, Played, RoundDealt, Started
from domain.praesident.evolve import fold
from domain.praesident.legal import legal_commands
from domain.praesident.redaction import redact
from domain.praesident.rules import PRESETS
from domain.praesident.state import State
from domain.praesident.verify import verify
from domain.praesident.view import to_act, view
from tests.praesident.driving import new_game

GAMES = [(name, seats, k) for name in PRESETS for seats in (3, 4, 6) for k in range(2)]


def _legal_accepted_others_refused(state: State, rng: random.Random) -> None:
    rules = state.rules
    assert rules is not None
    deck = canonical_deck(rules.deck, rules.jokers)
    for seat in range(state.seats):
        legal = legal_commands(state, seat)
        for command in legal:
            decide(state, command)  # every listed command is accepted
        listed = set(legal)
        hand = state.hands[seat]
        others: list[object] = [Pass(seat)]
        for size in (1, 2, 3):
            for combo in list(combinations(hand, size))[:10]:
                others += [Play(seat, combo), GiveBack(seat, combo)]
        foreign = [c for c in deck if c not in hand]
        if foreign:
            others.append(Play(seat, (rng.choice(foreign),)))
        for other in rng.sample(others, min(12, len(others))):
            if other not in listed:
                with pytest.raises(RuleViolation):
                    decide(state, other)


def _views_show_only_ones_own_hand(state: State) -> None:
    for viewer in (*range(state.seats), None):
        shown = view(state, viewer)
        assert shown["hand"] == (None if viewer is None else names(state.hands[viewer]))
        assert [s["cards"] for s in shown["seats"]] == [len(h) for h in state.hands]
        assert set(shown) == {"game", "phase", "round", "to_act", "seats", "hand", "piles", "info", "known"}
        text = json.dumps(shown)
        told = {n for giver, receiver, cards in state.exchanged if viewer in (giver, receiver) for n in names(cards)}
        hidden = [
            f'"{n}"' for seat, hand in enumerate(state.hands) if seat != viewer for n in names(hand) if n not in told
        ]
        assert [n for n in hidden if n in text] == [], viewer
        assert state.seed.hex() not in text


def _redaction_hides_other_hands(event: Event, seats: int) -> None:
    for viewer in (*range(seats), None):
        body = redact(event, viewer)
        if isinstance(event, Started):
            assert body["seed"] is None
        if isinstance(event, RoundDealt):
            for seat, hand in enumerate(body["hands"]):
                assert (hand is not None) == (seat == viewer)
            for gift, shown in zip(event.gifts, body["gifts"], strict=True):
                assert (shown["cards"] is not None) == (viewer in (gift.giver, gift.receiver))
        if isinstance(event, CardsReturned):
            assert (body["cards"] is not None) == (viewer in (event.seat, event.receiver))


@pytest.mark.parametrize(("preset", "seats", "k"), GAMES)
def test_random_games_keep_every_invariant(preset: str, seats: int, k: int) -> None:
    rules = replace(PRESETS[preset], rounds=3)
    deck = list(canonical_deck(rules.deck, rules.jokers))
    rng = random.Random(f"{preset}/{seats}/{k}")
    state, events = new_game(rules, seats, f"prop/{preset}/{seats}/{k}")
    played: list[int] = []
    step = 0
    while state.phase != "over":
        if state.phase in ("exchange", "playing"):
            assert sorted([c for h in state.hands for c in h] + played) == deck  # card conservation
            if step % 3 == 0:
                _legal_accepted_others_refused(state, rng)
            _views_show_only_ones_own_hand(state)
        if state.phase == "between":
            batch = decide(state, DealRound())
            played = []
        else:
            seat = to_act(state)[0]
            batch = decide(state, random_bot(view(state, seat), legal_commands(state, seat), rng))
        played += [c for e in batch if isinstance(e, Played) for c in e.cards]
        events.extend(batch)
        state = fold(batch, state)
        step += 1
    for event in events:
        assert decode_event(*encode_event(event)) == event
        _redaction_hides_other_hands(event, seats)
    assert sum(state.totals) == 0
    assert verify(events)["ok"], verify(events)
    _tampering_is_caught(events)


def _tampering_is_caught(events: list[Event]) -> None:
    at = next(i for i, e in enumerate(events) if isinstance(e, RoundDealt) and e.round_no == 2)
    dealt = events[at]
    assert isinstance(dealt, RoundDealt)
    a, b = dealt.hands[0], dealt.hands[1]
    swapped = (a[1:] + b[:1], b[1:] + a[:1], *dealt.hands[2:])
    tampered = [*events[:at], replace(dealt, hands=swapped), *events[at + 1 :]]
    assert not verify(tampered)["ok"]
    end = events[-1]
    assert isinstance(end, GameEnded)
    other_seed = [*events[:-1], replace(end, seed=bytes(32))]
    report = verify(other_seed)
    assert not report["ok"]
    assert report["checks"][0] == {"check": "commitment", "ok": False, "detail": report["checks"][0]["detail"]}
    assert not verify(events[:-1])["ok"]  # not over: the seed is still secret
