"""Apply a Punto Banco event to the state: facts only, nothing decided, nothing re-checked.

An event that does not fit the state raises :class:`domain.errors.EventMismatch` (no catch-all).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from domain.errors import EventMismatch
from domain.puntobanco.events import (
    BetPlaced,
    BetReturned,
    BetsClosed,
    BetSettled,
    CardsBurned,
    ChipsGranted,
    CoupDealt,
    CoupSettled,
    PBEvent,
    ShoeFinished,
    ShoeStarted,
    TableClosed,
    TableOpened,
)
from domain.puntobanco.state import CLOSED, NEW, OPEN, Bet, LastBet, PBState, ShoeState

__all__ = ["evolve", "fold"]


def _credit(state: PBState, player: str, delta: int) -> dict[str, int]:
    """The balances with ``delta`` added to ``player``'s."""
    balances = dict(state.balances)
    balances[player] = balances.get(player, 0) + delta
    return balances


def _owners(state: PBState, player: str, player_id: str | None) -> Mapping[str, str | None]:
    """The owners with ``player`` recorded as ``player_id``'s, if the name is new."""
    if player in state.owners:
        return state.owners
    return {**state.owners, player: player_id}


def _shoe(state: PBState, event: object) -> ShoeState:
    """The running shoe the event belongs to (``EventMismatch`` if there is none, or another)."""
    shoe = state.shoe
    if shoe is None or shoe.shoe_no != getattr(event, "shoe_no", None):
        raise EventMismatch(f"{type(event).__name__} does not fit: no running shoe of that number")
    return shoe


def evolve(state: PBState, event: PBEvent) -> PBState:
    """The state after ``event``."""
    v = state.version + 1
    if state.phase == CLOSED or (state.phase == NEW) != isinstance(event, TableOpened):
        raise EventMismatch(f"{type(event).__name__} does not fit a table in phase {state.phase}")
    if isinstance(event, TableOpened):
        return PBState(version=v, phase=OPEN, rules=event.rules)
    if isinstance(event, ChipsGranted):
        return replace(
            state,
            version=v,
            balances=_credit(state, event.player, event.amount),
            granted=state.granted + event.amount,
            owners=_owners(state, event.player, event.player_id),
        )
    if isinstance(event, ShoeStarted):
        if state.shoe is not None or event.order is None or event.seed is None:
            raise EventMismatch("ShoeStarted needs no running shoe and the full (unredacted) order and seed")
        shoe = ShoeState(
            event.shoe_no, event.decks, event.order, event.seed, event.commitment, event.explicit, event.cut_index
        )
        return replace(state, version=v, shoes=event.shoe_no, shoe=shoe)
    if isinstance(event, CardsBurned):
        shoe = _shoe(state, event)
        if event.hidden is None:
            raise EventMismatch("CardsBurned needs its hidden cards (an unredacted event)")
        used = 1 + len(event.hidden)
        return replace(
            state, version=v, shoe=replace(shoe, pos=shoe.pos + used, shown=event.shown, burned=event.hidden)
        )
    if isinstance(event, BetPlaced):
        _shoe(state, event)
        bet = Bet(event.seat, event.player, event.spot, event.amount, event.player_id)
        return replace(
            state,
            version=v,
            balances=_credit(state, event.player, -event.amount),
            bets=(*state.bets, bet),
            owners=_owners(state, event.player, event.player_id),
        )
    if isinstance(event, BetsClosed):
        _shoe(state, event)
        return replace(state, version=v)
    if isinstance(event, CoupDealt):
        shoe = _shoe(state, event)
        used = len(event.player_cards) + len(event.banker_cards)
        shoe = replace(
            shoe,
            pos=shoe.pos + used,
            coups=shoe.coups + 1,
            cut_out=shoe.cut_out or event.cut_card,
            results=(*shoe.results, event.outcome),
            naturals=(*shoe.naturals, event.natural),
        )
        return replace(state, version=v, shoe=shoe, last_coup=event, coups=state.coups + 1)
    if isinstance(event, BetSettled):
        _shoe(state, event)
        last = {**state.last_bets, event.player: LastBet(event.spot, event.stake, event.result)}
        return replace(state, version=v, balances=_credit(state, event.player, event.paid), last_bets=last)
    if isinstance(event, CoupSettled):
        _shoe(state, event)
        return replace(state, version=v, bets=(), house=event.house_total)
    if isinstance(event, BetReturned):
        _shoe(state, event)
        rest = tuple(b for b in state.bets if (b.seat, b.spot) != (event.seat, event.spot))
        return replace(state, version=v, balances=_credit(state, event.player, event.amount), bets=rest)
    if isinstance(event, ShoeFinished):
        _shoe(state, event)
        return replace(state, version=v, shoe=None, bets=())
    if isinstance(event, TableClosed):
        return replace(state, version=v, phase=CLOSED)
    raise EventMismatch(f"not a Punto Banco event: {type(event).__name__}")


def fold(events: Iterable[PBEvent], state: PBState | None = None) -> PBState:
    """The state after ``events`` from ``state`` (default: an empty stream)."""
    s = PBState() if state is None else state
    for event in events:
        s = evolve(s, event)
    return s
