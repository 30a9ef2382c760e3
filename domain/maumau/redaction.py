"""What a seat may see of an event or of the table: the outward twin of ``player_view``.

Every event leaves the service through :func:`redact_event` (command results, future event
streams, exports of a running round) and every seat-less look at a table through
:func:`public_state`.  Both are pure functions of their arguments, standard library only.

While a round runs, these stay hidden (RULES.md §7):

* the round's seed and deck order (``RoundStarted.seed`` / ``.deck``);
* every hand but the viewer's own (``CardsDealt.hands``);
* the cards another seat draws, and which of them it may play (``CardDrawn.cards`` / ``.playable``);
* the new draw-pile order of a reshuffle (``DrawPileReshuffled.order``);
* the start cards turned and buried under the draw pile (``StartCardTurned.buried``).

A hidden field keeps its key with the value ``None`` and gains a ``<field>_count`` (or, for hands,
``hand_sizes``) so clients always get the same shape.  Once the round is over (``round_over=True``)
everything is public: ``RoundWon`` reveals the seed and the hands anyway.

The rules are an explicit table, one entry per event type: an event type without an entry raises
``TypeError`` instead of leaking by default (a test checks that every type has one).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from domain.cards import SUITS, card_name
from domain.maumau import events as ev
from domain.maumau.codec import calls_or_none, event_to_dict, seat_or_none, text_or_none
from domain.maumau.state import PLAYING, State

Redactor = Callable[[Any, "int | None", dict[str, Any]], None]


def _public(event: Any, seat: int | None, out: dict[str, Any]) -> None:
    """Nothing to hide: every field of the event is public when it happens."""


def _round_started(event: ev.RoundStarted, seat: int | None, out: dict[str, Any]) -> None:
    out["seed"] = None
    out["deck"] = None
    out["deck_count"] = len(event.deck)


def _cards_dealt(event: ev.CardsDealt, seat: int | None, out: dict[str, Any]) -> None:
    out["hands"] = [hand if i == seat else None for i, hand in enumerate(out["hands"])]
    out["hand_sizes"] = [len(hand) for hand in event.hands]


def _start_card_turned(event: ev.StartCardTurned, seat: int | None, out: dict[str, Any]) -> None:
    out["buried"] = None
    out["buried_count"] = len(event.buried)


def _card_drawn(event: ev.CardDrawn, seat: int | None, out: dict[str, Any]) -> None:
    out["count"] = len(event.cards)
    if event.seat != seat:
        out["cards"] = None
        out["playable"] = None


def _reshuffled(event: ev.DrawPileReshuffled, seat: int | None, out: dict[str, Any]) -> None:
    out["order"] = None
    out["count"] = len(event.order)


REDACTORS: dict[type, Redactor] = {
    ev.MatchStarted: _public,
    ev.RoundStarted: _round_started,
    ev.CardsDealt: _cards_dealt,
    ev.StartCardTurned: _start_card_turned,
    ev.CardPlayed: _public,
    ev.SuitWished: _public,
    ev.MauCalled: _public,
    ev.CallMissed: _public,
    ev.ChallengeWindowClosed: _public,
    ev.ChallengeRefused: _public,
    # PenaltyApplied.card is the wrong card shown on the table, then taken back: public.
    ev.PenaltyApplied: _public,
    ev.CardDrawn: _card_drawn,
    ev.DrawPileReshuffled: _reshuffled,
    ev.TurnSkipped: _public,
    ev.DirectionReversed: _public,
    ev.Passed: _public,
    ev.TurnEnded: _public,
    ev.RoundWon: _public,  # the round is over: hands and seed are revealed on purpose
    ev.MatchFinished: _public,
    # The turn clock's events: times, banks, timeouts and forfeits are public, like the table's clock.
    ev.TurnClockStarted: _public,
    ev.TurnClockStopped: _public,
    ev.TurnTimedOut: _public,
    ev.SeatForfeited: _public,
    # The reveal of a sealed match's ended rounds: public on purpose (every table has played them).
    ev.DealsRevealed: _public,
}
"""How each event type is redacted for a viewer while its round runs."""


def event_type(event: object) -> str:
    """The short wire name of an event (``"CardPlayed"``), its stable topic without the prefix."""
    return str(type(event).TOPIC).rsplit(".", 1)[-1]  # type: ignore[attr-defined]


UNSET_TEXT: dict[type, tuple[str, ...]] = {
    kind: tuple(f.name for f in dataclasses.fields(kind) if f.default == "") for kind in ev.EVENT_TYPES
}
"""Per event type, its text fields whose default ``""`` means "none" (``CardPlayed.effect`` of an
ordinary card, ...): on the wire they are ``null`` then, never an empty-string placeholder (the
stored form keeps ``""``: stored bytes never change)."""


def redact_event(event: object, seat: int | None, *, round_over: bool = False) -> dict[str, Any]:
    """The JSON-ready form of ``event`` as ``seat`` may see it (``None``: an observer).

    ``round_over=True`` (the event's round has ended) returns the whole event.  The result
    carries ``"type"`` (see :func:`event_type`) and the event's fields in wire form (card names;
    ``null`` for an unset text, see :data:`UNSET_TEXT`).  Raises ``TypeError`` for an event type
    without a redaction rule.
    """
    try:
        redactor = REDACTORS[type(event)]
    except KeyError:
        raise TypeError(f"no redaction rule for event type {type(event).__name__}") from None
    out: dict[str, Any] = {"type": event_type(event), **event_to_dict(event)}
    for name in UNSET_TEXT.get(type(event), ()):
        if out[name] == "":
            out[name] = None
    if not round_over:
        redactor(event, seat, out)
    return out


def public_state(state: State) -> dict[str, Any]:
    """What anyone may see of a match: no hand, no draw-pile order, no seed while a round runs.

    The counterpart of :func:`~domain.maumau.view.player_view` for observers and the table's public
    page; cards in wire form, no sentinel (``null`` where the engine keeps -1 or ``""``, as in
    :func:`domain.maumau.codec.view_to_dict`).  Between rounds the last round's result (its hands and
    revealed seed, the ``RoundWon`` fields) is public, as in every seat's view.
    """
    s = state
    playing = s.phase == PLAYING
    top = s.discard[-1] if s.discard else -1
    return {
        "phase": s.phase,
        "ruleset": s.ruleset.name if s.ruleset else None,
        "seats": s.seats,
        "players": list(s.players),
        "round_no": s.round_no,
        "first_seat": s.first_seat if s.round_no else None,
        "turn": s.turn if playing else None,
        "direction": s.direction,
        "hand_sizes": [len(h) for h in s.hands],
        "discard": [card_name(c) for c in s.discard],
        "top": card_name(top) if top >= 0 else None,
        "draw_pile_size": len(s.pile),
        "wish": SUITS[s.wish] if playing and s.wish >= 0 else None,
        "pending_draw": s.pending_draw if playing else 0,
        "free_play": s.free_play,
        "calls": calls_or_none(s.calls),
        "mau_open": seat_or_none(s.mau_open),
        "window_seat": seat_or_none(s.window_seat),
        "window_deadline": s.window_deadline,
        "commitment": text_or_none(s.commitment),
        "totals": list(s.totals),
        "wins": list(s.wins),
        "winners": list(s.winners),
        "last_round": event_to_dict(s.last_round) if s.last_round is not None else None,
        "version": s.version,
    }


__all__ = ["REDACTORS", "UNSET_TEXT", "event_type", "public_state", "redact_event"]
