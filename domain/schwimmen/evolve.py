"""``evolve(state, event)``: the state after one event, a new value (``state`` is left as it was).

An event that does not fit the state (a foreign or corrupt stream) raises
:class:`~domain.errors.EventMismatch`.  Turn order is the one place a rule is applied here: after
every move the turn goes to the next seat still in; and a pass that completes a row of passes
with a short deck under ``deck_out = "no_pass"`` closes passing for the round (no event says so:
it follows from the events before).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from domain.errors import EventMismatch
from domain.schwimmen.events import (
    DealerChose,
    Event,
    GameOver,
    GameStarted,
    Knocked,
    MiddleReplaced,
    Passed,
    RoundDealt,
    RoundScored,
    Swapped,
    SwappedAll,
)
from domain.schwimmen.state import BETWEEN, CHOOSING, NEW, OVER, PLAYING, State, in_seats, next_in

__all__ = ["evolve", "fold"]


def _bump(values: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return (*values[:seat], values[seat] + 1, *values[seat + 1 :])


def _set(values: tuple[tuple[int, ...], ...], seat: int, hand: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return (*values[:seat], hand, *values[seat + 1 :])


def _moved(state: State, seat: int, version: int, **changes: object) -> State:
    """After ``seat``'s move: its turn counted, the turn passed on."""
    if state.phase != PLAYING or seat != state.turn:
        raise EventMismatch(f"seat {seat} moved but it is not its turn (phase {state.phase}, turn {state.turn})")
    return replace(
        state,
        turns=_bump(state.turns, seat),
        turn=next_in(state, seat),
        version=version,
        **changes,  # type: ignore[arg-type]
    )


def evolve(state: State, event: Event) -> State:
    """The state after ``event``."""
    version = state.version + 1
    if isinstance(event, Swapped):
        hand = state.hands[event.seat]
        if event.hand_card not in hand or event.middle_card not in state.middle:
            raise EventMismatch(f"seat {event.seat} swapped cards it or the middle does not hold")
        new_hand = tuple(event.middle_card if c == event.hand_card else c for c in hand)
        middle = tuple(event.hand_card if c == event.middle_card else c for c in state.middle)
        return _moved(state, event.seat, version, hands=_set(state.hands, event.seat, new_hand), middle=middle, row=0)
    if isinstance(event, SwappedAll):
        if tuple(event.hand) != state.hands[event.seat] or tuple(event.middle) != state.middle:
            raise EventMismatch(f"seat {event.seat} swapped all but hand or middle differ")
        return _moved(
            state, event.seat, version, hands=_set(state.hands, event.seat, event.middle), middle=event.hand, row=0
        )
    if isinstance(event, Passed):
        row = state.row + 1
        closes = row >= len(in_seats(state)) and len(state.stock) < 3 and state.rules.deck_out == "no_pass"
        return _moved(
            state,
            event.seat,
            version,
            passes=_bump(state.passes, event.seat),
            row=0 if closes else row,
            no_pass=state.no_pass or closes,
        )
    if isinstance(event, Knocked):
        return _moved(state, event.seat, version, knocker=event.seat, row=0)
    if isinstance(event, MiddleReplaced):
        if state.phase != PLAYING or tuple(event.discarded) != state.middle or state.stock[:3] != tuple(event.middle):
            raise EventMismatch("the middle was replaced by cards that are not the next of the deck")
        return replace(
            state,
            discard=state.discard + state.middle,
            middle=tuple(event.middle),
            stock=state.stock[3:],
            row=0,
            version=version,
        )
    if isinstance(event, RoundDealt):
        if state.phase != BETWEEN or event.round_no != state.round_no + 1:
            raise EventMismatch(f"round {event.round_no} dealt in phase {state.phase} after round {state.round_no}")
        spent = 3 * (len(in_seats(state)) + 1)
        zeros = (0,) * state.seats
        choosing = bool(event.spare)
        return replace(
            state,
            phase=CHOOSING if choosing else PLAYING,
            round_no=event.round_no,
            dealer=event.dealer,
            turn=event.dealer if choosing else next_in(state, event.dealer),
            hands=tuple(event.hands),
            middle=tuple(event.middle),
            spare=tuple(event.spare),
            stock=tuple(event.deck[spent:]),
            discard=(),
            passes=zeros,
            turns=zeros,
            row=0,
            knocker=-1,
            no_pass=False,
            version=version,
        )
    if isinstance(event, DealerChose):
        if state.phase != CHOOSING or event.seat != state.dealer:
            raise EventMismatch(f"seat {event.seat} chose in phase {state.phase}")
        return replace(
            state,
            phase=PLAYING,
            hands=_set(state.hands, event.seat, tuple(event.hand)),
            middle=tuple(event.middle),
            spare=(),
            turn=next_in(state, event.seat),
            version=version,
        )
    if isinstance(event, RoundScored):
        if state.phase not in (PLAYING, CHOOSING) or event.round_no != state.round_no:
            raise EventMismatch(f"round {event.round_no} scored in phase {state.phase}")
        out_round = tuple(event.round_no if i in event.out else r for i, r in enumerate(state.out_round))
        return replace(
            state,
            phase=BETWEEN,
            turn=-1,
            hands=tuple(() for _ in state.hands),
            middle=(),
            spare=(),
            stock=(),
            discard=(),
            lives=tuple(event.lives),
            out_round=out_round,
            last=event,
            version=version,
        )
    if isinstance(event, GameStarted):
        if state.phase != NEW:
            raise EventMismatch("a second GameStarted")
        n = len(event.players)
        return replace(
            state,
            phase=BETWEEN,
            rules=event.rules,
            players=tuple(event.players),
            seed=event.seed,
            commitment=event.commitment,
            hands=((),) * n,
            lives=(event.rules.lives,) * n,
            out_round=(0,) * n,
            passes=(0,) * n,
            turns=(0,) * n,
            version=version,
        )
    if isinstance(event, GameOver):
        if state.phase != BETWEEN:
            raise EventMismatch(f"GameOver in phase {state.phase}")
        return replace(state, phase=OVER, final=event, version=version)
    raise EventMismatch(f"not a Schwimmen event: {type(event).__name__}")


def fold(events: Iterable[Event], state: State | None = None) -> State:
    """The state after ``events`` from ``state`` (default: a new stream)."""
    s = State() if state is None else state
    for event in events:
        s = evolve(s, event)
    return s
