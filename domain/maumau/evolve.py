"""Apply facts: ``evolve(state, event) -> state`` and ``fold(events)``.

Nothing here decides a rule: every effect was decided in ``decide`` and written into the event.
An event that does not fit the state raises :class:`~domain.errors.EventMismatch` (there is no
catch-all), so corrupt or foreign history is noticed, not silently absorbed.

For speed the appliers change a private working copy in place; ``evolve`` copies first, so the
public contract stays that of a pure function.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.errors import EventMismatch
from domain.maumau import events as ev
from domain.maumau.state import BETWEEN_ROUNDS, FINISHED, NEW, PLAYING, State, initial_state


def _take(s: State, cards: tuple[int, ...], what: str) -> None:
    """Pop ``cards`` off the top of the draw pile, checking they are the cards there."""
    pile = s.pile
    n = len(cards)
    if n == 0:
        return
    if n > len(pile) or tuple(pile[: -n - 1 : -1]) != cards:
        raise EventMismatch(f"{what}: {cards} are not the top cards of the draw pile")
    del pile[-n:]


def _match_started(s: State, e: ev.MatchStarted) -> None:
    if s.phase != NEW:
        raise EventMismatch("MatchStarted: the match has already started")
    s.ruleset = e.ruleset
    s.seats = e.seats
    s.players = e.players
    s.phase = BETWEEN_ROUNDS
    s.totals = [0] * e.seats
    s.wins = [0] * e.seats
    s.calls = [""] * e.seats
    s.clock = e.clock
    s.timeouts = [0] * e.seats
    s.forfeited = [False] * e.seats
    s.refused = [0] * e.seats
    s.sealed = e.sealed


def _round_started(s: State, e: ev.RoundStarted) -> None:
    if s.phase != BETWEEN_ROUNDS:
        raise EventMismatch(f"RoundStarted in phase {s.phase}")
    s.phase = PLAYING
    s.round_no = e.round_no
    s.first_seat = e.first_seat
    s.turn = e.first_seat
    s.direction = 1
    s.hands = [[] for _ in range(s.seats)]
    s.pile = list(reversed(e.deck))
    s.discard = []
    s.pending_draw = s.pending_rank = 0
    s.wish = -1
    s.free_play = False
    s.drawn = -1
    s.has_drawn = False
    s.draws = 0
    s.calls = [""] * s.seats
    s.mau_open = s.window_seat = s.challenged = -1
    s.window_deadline = None
    s.blocked = 0
    s.seed = e.seed
    s.commitment = e.commitment
    s.explicit_deck = e.explicit_deck
    s.reshuffles = 0
    s.refused = [0] * s.seats
    if s.clock is not None:
        s.banks = [s.clock.bank_ms] * s.seats
        s.clock_seat = -1
        s.clock_started = s.clock_deadline = None


def _cards_dealt(s: State, e: ev.CardsDealt) -> None:
    if len(e.hands) != s.seats:
        raise EventMismatch("CardsDealt: one hand per seat expected")
    n = sum(len(h) for h in e.hands)
    if n > len(s.pile) or sorted(s.pile[-n:]) != sorted(c for h in e.hands for c in h):
        raise EventMismatch("CardsDealt: the hands are not the top cards of the deck")
    del s.pile[-n:]
    s.hands = [list(h) for h in e.hands]


def _start_card_turned(s: State, e: ev.StartCardTurned) -> None:
    _take(s, (*e.buried, e.card), "StartCardTurned")
    s.pile[0:0] = reversed(e.buried)
    s.discard = [e.card]
    if e.draw:
        s.pending_draw = e.draw
        s.pending_rank = e.card & 15
    s.free_play = e.effect == "free"


def _card_played(s: State, e: ev.CardPlayed) -> None:
    hand = s.hands[e.seat]
    try:
        for c in e.cards:
            hand.remove(c)
    except ValueError:
        raise EventMismatch(f"CardPlayed: seat {e.seat} does not hold {e.cards}") from None
    s.discard.extend(e.cards)
    if e.draw:
        s.pending_draw += e.draw
        s.pending_rank = e.cards[0] & 15
    s.wish = -1
    s.free_play = False
    s.drawn = -1
    s.blocked = 0
    s.calls[e.seat] = ""
    if e.jump_in:
        s.turn = e.seat


def _suit_wished(s: State, e: ev.SuitWished) -> None:
    s.wish = e.suit


def _mau_called(s: State, e: ev.MauCalled) -> None:
    s.calls[e.seat] = e.call


def _call_missed(s: State, e: ev.CallMissed) -> None:
    if e.call == "mau":
        s.mau_open = e.seat
    else:
        s.window_seat = e.seat
        s.window_deadline = e.deadline


def _window_closed(s: State, e: ev.ChallengeWindowClosed) -> None:
    if e.reason == ev.CHALLENGED:
        s.challenged = e.seat
    if e.call == "mau":
        if s.mau_open != e.seat:
            raise EventMismatch("ChallengeWindowClosed: no open 'mau' window for that seat")
        s.mau_open = -1
    else:
        if s.window_seat != e.seat:
            raise EventMismatch("ChallengeWindowClosed: no open 'maumau' window for that seat")
        s.window_seat = -1
        s.window_deadline = None


def _no_change(s: State, e: ev.Event) -> None:
    """Informational events (skips, penalties announced before their draw)."""


def _challenge_refused(s: State, e: ev.ChallengeRefused) -> None:
    if s.refused:  # counted from the match's start (a challenge before it changes nothing)
        s.refused[e.by] += 1


def _card_drawn(s: State, e: ev.CardDrawn) -> None:
    _take(s, e.cards, "CardDrawn")
    s.hands[e.seat].extend(e.cards)
    s.calls[e.seat] = ""
    s.blocked = 0
    if e.reason == "draw_effect":
        s.pending_draw = 0
    elif e.reason == "choice":
        s.has_drawn = True
        s.drawn = e.playable
        s.draws += 1


def _reshuffled(s: State, e: ev.DrawPileReshuffled) -> None:
    if s.pile or len(e.order) != len(s.discard) - 1:
        raise EventMismatch("DrawPileReshuffled: the draw pile is not empty or the order has the wrong size")
    s.pile = list(reversed(e.order))
    del s.discard[:-1]
    s.reshuffles = e.counter


def _direction_reversed(s: State, e: ev.DirectionReversed) -> None:
    s.direction = e.direction


def _passed(s: State, e: ev.Passed) -> None:
    if e.reason == "nothing_to_draw":
        s.blocked += 1


def _turn_ended(s: State, e: ev.TurnEnded) -> None:
    s.turn = e.next_seat
    s.challenged = -1
    s.drawn = -1
    s.has_drawn = False
    s.draws = 0
    s.free_play = False


def _round_won(s: State, e: ev.RoundWon) -> None:
    if s.phase != PLAYING:
        raise EventMismatch("RoundWon: no round is being played")
    s.phase = BETWEEN_ROUNDS
    s.last_round = e
    s.mau_open = s.window_seat = -1
    s.window_deadline = None
    s.pending_draw = 0
    s.clock_seat = -1
    s.clock_started = s.clock_deadline = None
    for i, p in enumerate(e.points):
        s.totals[i] += p
    s.wins[e.seat] += 1
    if s.sealed:  # what the sealed RoundWon left out, kept for DealsRevealed
        hands = tuple(tuple(sorted(h)) for h in s.hands)
        s.unrevealed = (*s.unrevealed, ev.RevealedDeal(e.round_no, s.seed, hands))


def _match_finished(s: State, e: ev.MatchFinished) -> None:
    if s.phase != BETWEEN_ROUNDS:
        raise EventMismatch("MatchFinished while a round is being played")
    s.phase = FINISHED
    s.winners = e.winners


def _clock_started(s: State, e: ev.TurnClockStarted) -> None:
    if s.phase != PLAYING or s.clock is None:
        raise EventMismatch("TurnClockStarted without a round played on a clock")
    s.clock_seat = e.seat
    s.clock_started = e.at
    s.clock_deadline = e.deadline
    s.banks[e.seat] = e.bank


def _clock_stopped(s: State, e: ev.TurnClockStopped) -> None:
    if s.clock_seat != e.seat:
        raise EventMismatch(f"TurnClockStopped: seat {e.seat}'s clock is not running")
    s.clock_seat = -1
    s.clock_started = s.clock_deadline = None
    s.banks[e.seat] = e.bank


def _timed_out(s: State, e: ev.TurnTimedOut) -> None:
    if s.clock_seat != e.seat:
        raise EventMismatch(f"TurnTimedOut: seat {e.seat}'s clock is not running")
    s.timeouts[e.seat] = e.count


def _seat_forfeited(s: State, e: ev.SeatForfeited) -> None:
    if not s.forfeited or s.forfeited[e.seat]:
        raise EventMismatch(f"SeatForfeited: seat {e.seat} cannot forfeit now")
    s.forfeited[e.seat] = True


def _deals_revealed(s: State, e: ev.DealsRevealed) -> None:
    if not s.sealed or tuple(e.rounds) != s.unrevealed:
        raise EventMismatch("DealsRevealed: not the ended, unrevealed rounds of a sealed match")
    s.unrevealed = ()


_APPLY: dict[type, Callable[[State, Any], None]] = {
    ev.MatchStarted: _match_started,
    ev.RoundStarted: _round_started,
    ev.CardsDealt: _cards_dealt,
    ev.StartCardTurned: _start_card_turned,
    ev.CardPlayed: _card_played,
    ev.SuitWished: _suit_wished,
    ev.MauCalled: _mau_called,
    ev.CallMissed: _call_missed,
    ev.ChallengeWindowClosed: _window_closed,
    ev.ChallengeRefused: _challenge_refused,
    ev.PenaltyApplied: _no_change,
    ev.CardDrawn: _card_drawn,
    ev.DrawPileReshuffled: _reshuffled,
    ev.TurnSkipped: _no_change,
    ev.DirectionReversed: _direction_reversed,
    ev.Passed: _passed,
    ev.TurnEnded: _turn_ended,
    ev.RoundWon: _round_won,
    ev.MatchFinished: _match_finished,
    ev.TurnClockStarted: _clock_started,
    ev.TurnClockStopped: _clock_stopped,
    ev.TurnTimedOut: _timed_out,
    ev.SeatForfeited: _seat_forfeited,
    ev.DealsRevealed: _deals_revealed,
}


def apply_in_place(state: State, event: ev.Event) -> None:
    """Apply one event to a working state you own (the fast path of folds and simulations)."""
    try:
        applier = _APPLY[type(event)]
    except KeyError:
        raise EventMismatch(f"unknown event type {type(event).__name__}") from None
    applier(state, event)
    state.version += 1


def evolve(state: State, event: ev.Event) -> State:
    """The state after ``event``; ``state`` itself is left unchanged."""
    new = state.copy()
    apply_in_place(new, event)
    return new


def fold(events: Iterable[ev.Event], state: State | None = None) -> State:
    """The state after all ``events``, from ``state`` (default: the initial state)."""
    s = initial_state() if state is None else state.copy()
    apply = _APPLY
    n = 0
    try:
        for event in events:
            apply[type(event)](s, event)
            n += 1
    except KeyError:
        raise EventMismatch(f"unknown event type {type(event).__name__}") from None
    s.version += n
    return s
