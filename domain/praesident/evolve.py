"""``evolve(state, event)``: the state after an event (a new value; ``state`` is left as it was)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TypeVar

from domain.errors import EventMismatch
from domain.praesident.events import (
    CardsReturned,
    Event,
    GameEnded,
    Passed,
    Played,
    RoundDealt,
    RoundEnded,
    Started,
    TrickWon,
    WentOut,
)
from domain.praesident.state import BETWEEN, EXCHANGE, NEW, OVER, PLAYING, State, next_seat

__all__ = ["evolve", "fold"]


def _without(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return tuple(rest)


T = TypeVar("T")


def _set(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def evolve(state: State, event: Event) -> State:
    """The state after ``event``; ``EventMismatch`` when it does not fit (corrupt history)."""
    s = state
    v = s.version + 1
    try:
        if isinstance(event, Started) and s.phase == NEW:
            n = len(event.players)
            return State(
                phase=BETWEEN,
                rules=event.rules,
                players=event.players,
                commitment=event.commitment,
                seed=event.seed,
                totals=(0,) * n,
                titles=("",) * n,
                version=v,
            )
        if isinstance(event, RoundDealt) and s.phase == BETWEEN:
            dealt = [list(h) for h in event.hands]
            for gift in event.gifts:
                for card in gift.cards:
                    dealt[gift.giver].remove(card)
                    dealt[gift.receiver].append(card)
            n = s.seats
            return replace(
                s,
                phase=EXCHANGE if event.returns else PLAYING,
                round_no=event.round_no,
                hands=tuple(tuple(sorted(h)) for h in dealt),
                turn=event.leader,
                top=(),
                trick=(),
                last_player=-1,
                passed=(False,) * n,
                passes=0,
                revolution=event.revolution,
                places=(0,) * n,
                owed=event.returns,
                exchanged=tuple((g.giver, g.receiver, g.cards) for g in event.gifts),
                version=v,
            )
        if isinstance(event, CardsReturned) and s.phase == EXCHANGE:
            hands = list(s.hands)
            hands[event.seat] = _without(hands[event.seat], event.cards)
            hands[event.receiver] = tuple(sorted(hands[event.receiver] + event.cards))
            owed = tuple(o for o in s.owed if o[0] != event.seat)
            exchanged = (*s.exchanged, (event.seat, event.receiver, event.cards))
            return replace(
                s, phase=EXCHANGE if owed else PLAYING, hands=tuple(hands), owed=owed, exchanged=exchanged, version=v
            )
        if isinstance(event, Played) and s.phase == PLAYING:
            hands = list(s.hands)
            hands[event.seat] = _without(hands[event.seat], event.cards)
            after = replace(
                s,
                hands=tuple(hands),
                top=event.cards,
                trick=s.trick + event.cards,
                last_player=event.seat,
                passes=0,
                revolution=event.revolution,
                version=v,
            )
            return replace(after, turn=next_seat(after, event.skipped if event.skipped >= 0 else event.seat))
        if isinstance(event, Passed) and s.phase == PLAYING:
            after = replace(s, passed=_set(s.passed, event.seat, True), passes=s.passes + 1, version=v)
            return replace(after, turn=next_seat(after, event.seat))
        if isinstance(event, TrickWon) and s.phase == PLAYING:
            return replace(
                s, top=(), trick=(), last_player=-1, passed=(False,) * s.seats, passes=0, turn=event.leader, version=v
            )
        if isinstance(event, WentOut) and s.phase == PLAYING:
            return replace(s, places=_set(s.places, event.seat, event.place), version=v)
        if isinstance(event, RoundEnded) and s.phase == PLAYING:
            return replace(
                s,
                phase=BETWEEN,
                turn=-1,
                places=event.places,
                titles=event.titles,
                last_places=event.places,
                points=event.points,
                totals=event.totals,
                version=v,
            )
        if isinstance(event, GameEnded) and s.phase == BETWEEN:
            return replace(s, phase=OVER, totals=event.totals, final_places=event.final_places, version=v)
    except (ValueError, IndexError) as bad:
        raise EventMismatch(f"{type(event).__name__} does not fit: {bad}") from None
    raise EventMismatch(f"{type(event).__name__} does not fit a Präsident game in phase {s.phase}")


def fold(events: Iterable[Event], state: State | None = None) -> State:
    """The state after ``events`` from ``state`` (default: a new game)."""
    s = State() if state is None else state
    for event in events:
        s = evolve(s, event)
    return s
