"""domain.maumau.redaction: what a seat may see of events and of the table — with a leak scanner."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from domain.cards import card_name, parse_card
from domain.maumau import (
    EVENT_TYPES,
    MM_001,
    PRESETS,
    StartMatch,
    StartRound,
    apply_in_place,
    decide,
    fold,
    initial_state,
    legal_commands,
    player_view,
)
from domain.maumau import events as ev
from domain.maumau.codec import view_to_dict
from domain.maumau.redaction import REDACTORS, event_type, public_state, redact_event
from domain.outcome import Termination


def test_every_event_type_has_a_redaction_rule() -> None:
    assert set(REDACTORS) == set(EVENT_TYPES)


def test_unknown_event_types_are_refused_not_leaked() -> None:
    class Secret:
        TOPIC = "maumau.Secret"

    with pytest.raises(TypeError, match="no redaction rule"):
        redact_event(Secret(), 0)


def test_round_start_hides_seed_and_deck() -> None:
    deck = tuple(parse_card(c) for c in ("HQ", "S7", "CA"))
    event = ev.RoundStarted(1, 0, "c0ffee", "ab" * 32, deck, False)
    out = redact_event(event, 0)
    assert out["type"] == "RoundStarted"
    assert out["seed"] is None
    assert out["deck"] is None
    assert out["deck_count"] == 3
    assert out["commitment"] == "c0ffee"
    assert redact_event(event, 0, round_over=True)["seed"] == "ab" * 32


def test_dealt_hands_show_only_the_own_hand() -> None:
    hands = ((parse_card("HQ"), parse_card("S7")), (parse_card("CA"), parse_card("D9")))
    event = ev.CardsDealt(hands)
    assert redact_event(event, 0)["hands"] == [["HQ", "S7"], None]
    assert redact_event(event, 1)["hands"] == [None, ["CA", "D9"]]
    assert redact_event(event, None)["hands"] == [None, None]
    assert redact_event(event, None)["hand_sizes"] == [2, 2]


def test_drawn_cards_are_seen_by_the_drawer_only() -> None:
    event = ev.CardDrawn(1, (parse_card("HK"),), "choice", parse_card("HK"))
    mine = redact_event(event, 1)
    theirs = redact_event(event, 0)
    assert (mine["cards"], mine["playable"], mine["count"]) == (["HK"], "HK", 1)
    assert (theirs["cards"], theirs["playable"], theirs["count"]) == (None, None, 1)


def test_reshuffle_order_and_buried_start_cards_are_hidden() -> None:
    shuffled = redact_event(ev.DrawPileReshuffled(1, (parse_card("H7"), parse_card("C8"))), 0)
    assert shuffled["order"] is None
    assert shuffled["count"] == 2
    turned = redact_event(ev.StartCardTurned(parse_card("H9"), (parse_card("CJ"),)), 0)
    assert turned["card"] == "H9"
    assert turned["buried"] is None
    assert turned["buried_count"] == 1


def test_public_events_pass_unchanged() -> None:
    event = ev.CardPlayed(0, (parse_card("HQ"),))
    assert redact_event(event, 1) == {
        "type": "CardPlayed",
        "seat": 0,
        "cards": ["HQ"],
        "effect": None,  # an ordinary card: no effect, null on the wire (stored as "")
        "draw": 0,
        "jump_in": False,
    }
    assert event_type(ev.RoundWon(1, 0, Termination.OUT, (0, 3), ((), (parse_card("H7"),)))) == "RoundWon"


# ---------------------------------------------------------------- the leak scanner


def _cards_in(value: Any, skip: frozenset[str] = frozenset({"last_round"})) -> Iterator[str]:
    """Every string in a JSON-like value that names a card (keys in ``skip`` not entered)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                yield from _cards_in(item, skip)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _cards_in(item, skip)
    elif isinstance(value, str) and 2 <= len(value) <= 3:
        try:
            parse_card(value)
        except ValueError:
            return
        yield value


def _play_rounds(rules, seats: int, seed: int, rounds: int) -> Iterator[list[list[ev.Event]]]:
    """Random legal play (challenges included); yields each round as its list of event batches."""
    rng = random.Random(seed)
    state = initial_state()
    for event in decide(state, StartMatch(rules, seats)):
        apply_in_place(state, event)
    for round_no in range(1, rounds + 1):
        if state.phase != "between_rounds":
            return
        digest = hashlib.sha256(f"{rules.name}/{seed}/{round_no}".encode()).digest()
        batches = [decide(state, StartRound(seed=digest))]
        for event in batches[0]:
            apply_in_place(state, event)
        for _ in range(3000):
            if state.phase != "playing":
                break
            options = [(seat, c) for seat in range(seats) for c in legal_commands(state, seat)]
            plays = [o for o in options if type(o[1]).__name__ in ("PlayCards", "Challenge")]
            _seat, command = rng.choice(plays if plays and rng.random() < 0.8 else options)
            events = decide(state, command)
            for event in events:
                apply_in_place(state, event)
            batches.append(events)
        yield batches


CASES = [(name, seats, seed) for name in sorted(PRESETS) for seats, seed in ((2, 1), (4, 2))]
CASES.append(("ZONE", 6, 3))  # two decks: identical cards exist


@pytest.mark.parametrize(("preset", "seats", "seed"), CASES)
def test_leak_scanner_finds_no_hidden_card_in_anything_a_seat_receives(preset: str, seats: int, seed: int) -> None:
    """Play rounds; after every event, everything each seat (and an observer) receives — the
    redacted event, its player view, the public state — names only cards it held itself or that
    were shown on the table; the hidden fields are blanked."""
    rules = PRESETS[preset]
    checked = 0
    state = fold(decide(initial_state(), StartMatch(rules, seats)))
    for batches in _play_rounds(rules, seats, seed, rounds=2):
        public: set[str] = set()
        own: dict[int | None, set[str]] = {s: set() for s in range(seats)}
        own[None] = set()
        over = False
        for batch in batches:
            received: dict[int | None, list[Any]] = {s: [] for s in (*range(seats), None)}
            for event in batch:
                apply_in_place(state, event)
                if isinstance(event, ev.RoundWon):
                    over = True  # the round is over: everything is revealed on purpose
                    break
                if isinstance(event, ev.CardPlayed):
                    public.update(card_name(c) for c in event.cards)
                elif isinstance(event, ev.StartCardTurned | ev.PenaltyApplied) and event.card is not None:
                    public.add(card_name(event.card))
                elif isinstance(event, ev.CardsDealt):
                    for s, hand in enumerate(event.hands):
                        own[s].update(card_name(c) for c in hand)
                elif isinstance(event, ev.CardDrawn):
                    own[event.seat].update(card_name(c) for c in event.cards)
                for seat, out in received.items():
                    out.append(redact_event(event, seat))
            if over:
                break
            for seat, out in received.items():
                # Views are read between batches, as the service does.
                out.append(view_to_dict(player_view(state, seat)) if seat is not None else public_state(state))
                leaked = set(_cards_in(out)) - public - own[seat]
                assert not leaked, (preset, [type(e).__name__ for e in batch], seat, leaked)
                checked += 1
        if not over:
            break
    assert checked > 100


def test_the_scanner_would_catch_an_unredacted_event() -> None:
    """Guard the guard: the same check on unredacted events does find the hidden cards."""
    from domain.maumau.codec import event_to_dict

    hands = ((parse_card("HQ"),), (parse_card("CA"),))
    leaked = set(_cards_in([event_to_dict(ev.CardsDealt(hands))])) - {"HQ"}
    assert leaked == {"CA"}
    assert set(_cards_in([redact_event(ev.CardsDealt(hands), 0)])) == {"HQ"}
    assert MM_001.name == "MM-001"
