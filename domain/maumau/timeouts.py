"""The rules of the turn clock: when a seat's clock runs, what a timeout does, what a forfeit means.

Only a match with a clock (``MatchStarted.clock``, a :class:`~domain.turn_clock.TurnClock`) is
concerned; without one nothing here is ever used, and a match plays exactly as it always did.

**Whose clock runs.** The clock runs for the seat to move while a round is played
(:func:`clock_owner`).  While a forgotten "Mau-Mau" holds the round open no turn clock runs: the
challenge window has its own deadline, and the window clock closes it.  A draw that leaves a
playable card does not start a new turn (the seat still moves); an "again" card or a skip with
two players starts the same seat's next turn.

**How it is written.** ``decide`` adds the clock's events to what a command caused
(:func:`clock_events`): ``TurnClockStopped`` for the seat whose turn ended (its bank charged with
the time it took over the turn time) and ``TurnClockStarted`` for the seat whose turn begins, with
its deadline.  A round's end stops every clock (banks are per round), so nothing is added then.
The time is the command's ``at``; a command without a time adds no clock event.

**A timeout** (``TimeOut(seat, deadline, at)``, sent by the service once ``deadline`` passed) is
accepted only while that very clock runs (:func:`clock_runs`): a clock of a seat that moved
meanwhile is stale and refused.  It is recorded (``TurnTimedOut``, with the seat's count in the
match) and the seat makes the automatic move (:func:`automatic_move`).

**A forfeit** (``SeatForfeited``: ``max_timeouts`` timeouts, or a player who left a table that
forfeits a left seat) takes the seat out of contention: it can no longer win the match
(:func:`winners_in_contention`) and ranks last; its cards stay in play and its turns are still
made (by a substitute bot, or by the clock), so the others play the match to its end.  When fewer
than two seats are left in contention the match ends at once: the round being played is won by the
last seat in contention (``Termination.ABANDONED``) and so is the match (``Termination.FORFEIT``).

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.maumau import events as ev
from domain.maumau.commands import Draw, Pass, PlayCards, SeatCommand
from domain.maumau.evolve import fold
from domain.maumau.rules import RuleSet
from domain.maumau.state import PLAYING, State
from domain.outcome import Outcome
from domain.turn_clock import bank_after, turn_deadline

__all__ = [
    "FORFEIT_REASONS",
    "automatic_move",
    "clock_events",
    "clock_owner",
    "clock_runs",
    "clock_view",
    "in_contention",
    "winners_in_contention",
]

FORFEIT_REASONS = ("timeouts", "left")
"""Why a seat forfeits: too many timeouts (the clock), or its player left the table mid-match."""


def clock_owner(state: State) -> int:
    """The seat whose turn clock runs in ``state``, or -1: none between rounds, without a clock, or
    while a challenge window holds the round open."""
    s = state
    if s.clock is None or s.phase != PLAYING or not s.discard or s.window_seat >= 0:
        return -1
    return s.turn


def clock_runs(state: State, seat: int, deadline: int) -> bool:
    """Whether ``seat``'s clock due at ``deadline`` is the clock running now (a timeout of it is
    not stale): the same seat is still to move, in the same turn."""
    s = state
    return clock_owner(s) == seat and s.clock_seat == seat and s.clock_deadline == deadline


def clock_events(before: State, events: Sequence[ev.Event], at: int | None) -> list[ev.Event]:
    """The clock's events after ``events`` were decided on ``before`` at time ``at`` (see the
    module docstring); empty without a clock, without a time, or once the round is over."""
    clock = before.clock
    if clock is None or at is None or not events:
        return []
    after = fold(events, before)
    if after.phase != PLAYING:
        return []  # the round (maybe the match) ended: its clock with it
    owner = clock_owner(after)
    running = after.clock_seat
    new_turn = any(type(e) is ev.TurnEnded for e in events)
    out: list[ev.Event] = []
    bank_left = None
    if running >= 0 and (owner != running or new_turn):
        started = after.clock_started if after.clock_started is not None else at
        bank_left = bank_after(clock, after.banks[running], started, at)
        out.append(ev.TurnClockStopped(running, at, bank_left))
    if owner >= 0 and (owner != running or new_turn):
        bank = bank_left if owner == running and bank_left is not None else after.banks[owner]
        out.append(ev.TurnClockStarted(owner, at, turn_deadline(at, clock, bank), bank))
    return out


def automatic_move(legal: Sequence[SeatCommand], has_drawn: bool) -> SeatCommand | None:
    """The move made for a seat whose time ran out, from its legal commands (``legal_commands``):
    after a draw this turn (``has_drawn``) keep the card (``pass``) where that is listed; else take
    the pending penalty or draw (``draw``); else ``pass`` (nothing to draw); a play only where the
    rules allow nothing else (the first play listed); ``None`` when the seat may do nothing."""
    passes = [c for c in legal if type(c) is Pass]
    if has_drawn and passes:
        return passes[0]
    draws = [c for c in legal if type(c) is Draw]
    if draws:
        return draws[0]
    if passes:
        return passes[0]
    plays = [c for c in legal if type(c) is PlayCards]
    return plays[0] if plays else None


def in_contention(state: State) -> list[int]:
    """The seats that have not forfeited, in seat order (every seat in a match without forfeits)."""
    return [seat for seat in range(state.seats) if not (state.forfeited and state.forfeited[seat])]


def winners_in_contention(
    outcome: Outcome, rules: RuleSet, totals: Sequence[int], wins: Sequence[int], forfeited: Sequence[bool]
) -> Outcome:
    """``outcome`` with its winners chosen among the seats in contention: a forfeited seat never
    wins; the best of the others by the ruleset's scoring (most round wins, or fewest penalty
    points) win instead.  Unchanged when nobody forfeited."""
    if not any(forfeited):
        return outcome
    seats = [i for i in range(len(totals)) if not forfeited[i]]
    if rules.scoring == "wins":
        best = max(wins[i] for i in seats)
        winners = tuple(i for i in seats if wins[i] == best)
    else:
        low = min(totals[i] for i in seats)
        winners = tuple(i for i in seats if totals[i] == low)
    return Outcome(outcome.termination, winners)


def clock_view(state: State) -> dict[str, Any] | None:
    """What anyone may see of the match's clock, JSON-ready (``None`` for a match without one):
    the seat whose clock runs and its deadline (ms since the epoch), the settings, and each seat's
    bank left this round, timeouts in the match and forfeit.  All of it is public."""
    s = state
    clock = s.clock
    if clock is None:
        return None
    running = s.clock_seat >= 0 and s.phase == PLAYING
    return {
        "seat": s.clock_seat if running else None,
        "started": s.clock_started if running else None,
        "deadline": s.clock_deadline if running else None,
        "turn_ms": clock.turn_ms,
        "bank_ms": clock.bank_ms,
        "max_timeouts": clock.max_timeouts,
        "banks": list(s.banks) if s.banks else [clock.bank_ms] * s.seats,
        "timeouts": list(s.timeouts),
        "forfeited": [seat for seat, gone in enumerate(s.forfeited) if gone],
    }
