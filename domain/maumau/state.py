"""The state of a match: the fold of its events.

``State`` is a plain slotted record of small ints and lists so that folding a round costs a few
microseconds per event.  It is a value by convention: the engine never changes a state it has
handed out (``evolve`` works on a copy; ``fold`` on one private copy), and callers must not either.
Hidden information lives here (hands, draw-pile order, the seed); only
:func:`domain.maumau.view.player_view` may turn it into something a player sees.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from domain.maumau.events import RevealedDeal, RoundWon
from domain.maumau.rules import RuleSet
from domain.turn_clock import TurnClock


class Phase(StrEnum):
    """Where a match is: each member is its plain string (``Phase.PLAYING == "playing"``), so the
    views, the wire form and callers comparing with strings see what they always saw."""

    NEW = "new"
    """No match yet (the state of an empty stream)."""
    BETWEEN_ROUNDS = "between_rounds"
    """The match has started and no round is being played (before the first, or after one)."""
    PLAYING = "playing"
    """A round is being played."""
    FINISHED = "finished"
    """The match is over."""


NEW, BETWEEN_ROUNDS, PLAYING, FINISHED = Phase.NEW, Phase.BETWEEN_ROUNDS, Phase.PLAYING, Phase.FINISHED
"""The phases as module constants, which the engine compares with on every move: ``Phase.PLAYING``
goes through the enum metaclass's ``__getattr__`` hook (about 120 ns a lookup on CPython 3.11), a
module constant is a dictionary lookup (about 15 ns)."""


@dataclass(slots=True)
class State:
    """A match between events.  ``pile`` is the draw pile with the next card to draw *last*;
    ``discard`` has its top card last; seats count from 0; ``-1`` means "none"."""

    ruleset: RuleSet | None = None
    seats: int = 0
    players: tuple[str, ...] = ()
    phase: Phase = NEW
    """``NEW``, then ``BETWEEN_ROUNDS``, ``PLAYING`` or ``FINISHED``; a :class:`StrEnum <Phase>`, so
    comparing it with a plain string (``state.phase == "playing"``) still works."""
    round_no: int = 0
    first_seat: int = 0
    hands: list[list[int]] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    turn: int = 0
    direction: int = 1
    pending_draw: int = 0
    pending_rank: int = 0
    wish: int = -1
    free_play: bool = False
    drawn: int = -1
    has_drawn: bool = False
    calls: list[str] = field(default_factory=list)
    mau_open: int = -1
    window_seat: int = -1
    window_deadline: int | None = None
    blocked: int = 0
    seed: str = ""
    commitment: str = ""
    explicit_deck: bool = False
    reshuffles: int = 0
    totals: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    last_round: RoundWon | None = None
    winners: tuple[int, ...] = ()
    version: int = 0
    draws: int = 0
    """Cards the seat to move has drawn this turn by choice (``draw_mode`` ``"repeat"`` counts them
    against ``draw_limit``)."""
    clock: TurnClock | None = None
    """The match's turn clock (``None``: no clock; every field below about it then stays as is)."""
    clock_seat: int = -1
    """The seat whose turn clock runs, or -1 (no clock running)."""
    clock_started: int | None = None
    """When the running clock started (ms since the epoch)."""
    clock_deadline: int | None = None
    """When the running clock's time is up (ms since the epoch)."""
    banks: list[int] = field(default_factory=list)
    """Each seat's bank left this round (ms)."""
    timeouts: list[int] = field(default_factory=list)
    """Each seat's timeouts in this match."""
    forfeited: list[bool] = field(default_factory=list)
    """Whether each seat has forfeited the match."""
    refused: list[int] = field(default_factory=list)
    """Each seat's challenges refused (``ChallengeRefused``) this round."""
    sealed: bool = False
    """A sealed match (``MatchStarted.sealed``): its ended rounds stay secret until revealed."""
    unrevealed: tuple[RevealedDeal, ...] = ()
    """The ended rounds of a sealed match not revealed yet (``DealsRevealed`` empties it): what
    their ``RoundWon`` left out, kept for the reveal."""
    challenged: int = -1
    """The seat whose forgotten call a challenge has punished, until the turn passes (-1: none): a
    further challenge of it is refused with the reason "already challenged" (a call is punished once)."""

    def copy(self) -> State:
        """An independent copy (lists copied, immutable parts shared)."""
        return State(
            self.ruleset,
            self.seats,
            self.players,
            self.phase,
            self.round_no,
            self.first_seat,
            [h[:] for h in self.hands],
            self.pile[:],
            self.discard[:],
            self.turn,
            self.direction,
            self.pending_draw,
            self.pending_rank,
            self.wish,
            self.free_play,
            self.drawn,
            self.has_drawn,
            self.calls[:],
            self.mau_open,
            self.window_seat,
            self.window_deadline,
            self.blocked,
            self.seed,
            self.commitment,
            self.explicit_deck,
            self.reshuffles,
            self.totals[:],
            self.wins[:],
            self.last_round,
            self.winners,
            self.version,
            self.draws,
            self.clock,
            self.clock_seat,
            self.clock_started,
            self.clock_deadline,
            self.banks[:],
            self.timeouts[:],
            self.forfeited[:],
            self.refused[:],
            self.sealed,
            self.unrevealed,
            self.challenged,
        )

    @property
    def top(self) -> int:
        """The open card on the discard pile (-1 before the first round)."""
        return self.discard[-1] if self.discard else -1

    @property
    def round_over(self) -> bool:
        """True when no round is being played (before the first, between rounds, after the match)."""
        return self.phase != PLAYING

    def is_terminal(self) -> bool:
        """True once the match is finished."""
        return self.phase == FINISHED


def round_sealed(state: State, round_no: int) -> bool:
    """Whether round ``round_no`` has ended in a sealed match and is not revealed yet: its hands,
    seed and draw order stay as secret as those of a round being played.  Ask the match's
    *current* state (a reveal comes after the round, so an older state does not know of it)."""
    return bool(state.unrevealed) and any(deal.round_no == round_no for deal in state.unrevealed)


def initial_state() -> State:
    """The state before any event: no match yet."""
    return State()


def window_closer(s: State) -> int:
    """The seat that may close the open "Mau-Mau" window: the next player, and never the forgetter.

    When the last card sent the turn back to the forgetter (two players and a skip or an "again"
    card), the next player is the forgetter's neighbour in the direction of play.  Only an opponent
    can waive a challenge; the forgetter may not end his own window."""
    if s.turn != s.window_seat:
        return s.turn
    return (s.window_seat + s.direction) % s.seats
