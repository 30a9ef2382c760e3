"""The facts of a match: immutable events that store outcomes, never requests.

Every event has a stable ``TOPIC`` (``"maumau.CardPlayed"``) used by the store and the codec, so
moving a file never breaks stored history.  ``evolve`` applies them without re-checking rules:
each effect is decided once, in ``decide``, and written here.

Cards are engine ints (see :mod:`domain.cards`); seats count from 0.

An event whose stored shape changed declares its schema ``VERSION`` (a class attribute; 1 when
absent); :mod:`domain.upcasting` reads the older shapes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from domain.maumau.rules import RuleSet
from domain.outcome import Outcome, Termination
from domain.turn_clock import TurnClock


@dataclass(frozen=True, slots=True)
class MatchStarted:
    """A match was set up: the full ruleset it is played under, the number of seats and who sits
    where (``players``: one handle per seat, so read models know identities without other tables).

    Version 2 added the identities results are keyed on: ``player_ids`` (per seat the account id,
    a UUID string, or ``None`` for a bot or a guest; empty when unknown), ``ruleset_id`` (the
    ruleset's stable identity: a preset's name or a saved ruleset's id; ``None`` when unknown,
    ``ruleset.name`` being only the display label) and ``rated``.  Version 1 events carry none of
    them and are read with the defaults (``domain.upcasting``).

    Version 3 added ``clock``: the match's turn clock (a :class:`~domain.turn_clock.TurnClock`:
    time per turn, bank, timeouts that forfeit), ``None`` for a match without one; older events are
    read as matches without a clock.

    Version 4 added ``sealed``: a sealed match (a duplicate tournament table, whose deals other
    tables play too) writes each ``RoundWon`` without the hands left and the seed, and reveals
    them later, all at once, in :class:`DealsRevealed`; older events are read as unsealed.
    """

    TOPIC: ClassVar[str] = "maumau.MatchStarted"
    VERSION: ClassVar[int] = 4
    ruleset: RuleSet
    seats: int
    players: tuple[str, ...] = ()
    player_ids: tuple[str | None, ...] = ()
    ruleset_id: str | None = None
    rated: bool = False
    clock: TurnClock | None = None
    sealed: bool = False


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round began: who starts, the public commitment, the secret seed and the shuffled deck.

    ``seed`` (hex) and ``deck`` are secret until the round ends; views never show them.
    """

    TOPIC: ClassVar[str] = "maumau.RoundStarted"
    round_no: int
    first_seat: int
    commitment: str
    seed: str
    deck: tuple[int, ...]
    explicit_deck: bool = False


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Each seat's dealt hand, taken from the top of the deck."""

    TOPIC: ClassVar[str] = "maumau.CardsDealt"
    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class StartCardTurned:
    """The open start card; ``buried`` cards were turned first and put under the draw pile.

    ``effect`` is the start card's effect on the first player under ``start_card=applies``
    (``draw``/``skip``/``free``/``reverse``), else ``""``; ``draw`` is the penalty it sets.
    """

    TOPIC: ClassVar[str] = "maumau.StartCardTurned"
    card: int
    buried: tuple[int, ...] = ()
    effect: str = ""
    draw: int = 0


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``cards`` (last one on top); ``effect`` is what they do, ``draw`` the
    cards they add to the pending penalty; ``jump_in`` marks an out-of-turn play."""

    TOPIC: ClassVar[str] = "maumau.CardPlayed"
    seat: int
    cards: tuple[int, ...]
    effect: str = ""
    draw: int = 0
    jump_in: bool = False


@dataclass(frozen=True, slots=True)
class SuitWished:
    """``seat`` named ``suit`` (0..3) with a wish card."""

    TOPIC: ClassVar[str] = "maumau.SuitWished"
    seat: int
    suit: int


@dataclass(frozen=True, slots=True)
class MauCalled:
    """``seat`` called ``call`` ("mau" or "maumau"); ``auto`` when the service called it."""

    TOPIC: ClassVar[str] = "maumau.MauCalled"
    seat: int
    call: str
    auto: bool = False


@dataclass(frozen=True, slots=True)
class CallMissed:
    """A call was due and not made: a challenge window opened for ``call``.

    A missed "mau" can be challenged until the next move; a missed "maumau" until ``deadline``
    (ms since the epoch, ``None`` when the command carried no time) or until the next player acts.
    """

    TOPIC: ClassVar[str] = "maumau.CallMissed"
    seat: int
    call: str
    deadline: int | None = None


@dataclass(frozen=True, slots=True)
class ChallengeWindowClosed:
    """The window to challenge ``seat``'s missed ``call`` closed, and why."""

    TOPIC: ClassVar[str] = "maumau.ChallengeWindowClosed"
    seat: int
    call: str
    reason: str
    at: int | None = None


CHALLENGED = "challenged"
"""The :class:`ChallengeWindowClosed` ``reason`` of a window a right challenge closed (the forgetter
drew the penalty): the call is then punished, and a further challenge of it is refused ("already challenged")."""


@dataclass(frozen=True, slots=True)
class ChallengeRefused:
    """``by`` challenged ``target`` wrongly; ``reason`` says why (kept for the referee)."""

    TOPIC: ClassVar[str] = "maumau.ChallengeRefused"
    by: int
    target: int
    reason: str
    at: int | None = None


@dataclass(frozen=True, slots=True)
class PenaltyApplied:
    """``seat`` must draw ``count`` for ``reason`` (a forgotten call challenged by ``by``, a wrong card)."""

    TOPIC: ClassVar[str] = "maumau.PenaltyApplied"
    seat: int
    count: int
    reason: str
    by: int | None = None
    card: int | None = None
    at: int | None = None


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """``seat`` took ``cards`` from the top of the draw pile (first drawn first).

    ``reason``: ``choice`` (a normal draw), ``draw_effect`` (a 7/2 penalty), ``penalty``
    (a :class:`PenaltyApplied`); ``playable`` is the drawn card the player may now play, or -1.
    """

    TOPIC: ClassVar[str] = "maumau.CardDrawn"
    seat: int
    cards: tuple[int, ...]
    reason: str = "choice"
    playable: int = -1


@dataclass(frozen=True, slots=True)
class DrawPileReshuffled:
    """The discard pile but its top card became the new draw pile in ``order`` (next card first)."""

    TOPIC: ClassVar[str] = "maumau.DrawPileReshuffled"
    counter: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnSkipped:
    """``seat`` misses this turn (an 8, or a skipping start card)."""

    TOPIC: ClassVar[str] = "maumau.TurnSkipped"
    seat: int


@dataclass(frozen=True, slots=True)
class DirectionReversed:
    """The direction of play is now ``direction`` (1 clockwise, -1 counter-clockwise)."""

    TOPIC: ClassVar[str] = "maumau.DirectionReversed"
    direction: int


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` ended the turn without playing: kept a drawn card, or had nothing to draw."""

    TOPIC: ClassVar[str] = "maumau.Passed"
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """``seat``'s turn is over; ``next_seat`` moves (may be the same seat: again/skip with two)."""

    TOPIC: ClassVar[str] = "maumau.TurnEnded"
    seat: int
    next_seat: int


@dataclass(frozen=True, slots=True)
class RoundWon:
    """The round ended: ``seat`` won it; ``reason`` is how (a :class:`~domain.outcome.Termination`:
    "out" — the last card played — or "blocked"); ``points`` per seat this round (wins: 1 for the
    winner; penalty points: card values left) and the ``hands`` left.

    In a sealed match (``MatchStarted.sealed``) ``hands`` is empty and ``seed`` is ``""``: the
    same deal may still be played at another table; :class:`DealsRevealed` shows them later."""

    TOPIC: ClassVar[str] = "maumau.RoundWon"
    round_no: int
    seat: int
    reason: Termination
    points: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    seed: str = ""

    @property
    def outcome(self) -> Outcome:
        """The round's end as a value: its termination and its one winner."""
        return Outcome(self.reason, (self.seat,))


@dataclass(frozen=True, slots=True)
class MatchFinished:
    """The match is over: ``winners`` (ties possible under penalty points), the ``totals``, why it
    ended (``termination``: "win_target", "points_limit", "max_rounds" or "ended_by_host") and the
    same said for people with the ruleset's numbers (``reason``: "first to 5 wins").

    Schema version 2 added ``termination``; a version-1 event (stored before it) is read with the
    termination its ``reason`` names (``domain.upcasting``)."""

    TOPIC: ClassVar[str] = "maumau.MatchFinished"
    VERSION: ClassVar[int] = 2
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    termination: Termination
    reason: str = ""

    @property
    def outcome(self) -> Outcome:
        """The match's end as a value: its termination and its winners."""
        return Outcome(self.termination, self.winners)


@dataclass(frozen=True, slots=True)
class TurnClockStarted:
    """``seat``'s turn clock runs from ``at`` (ms since the epoch): its time is up at ``deadline``,
    the turn time plus the ``bank`` (ms) the seat has left this round.  Only in a match with a
    clock (``MatchStarted.clock``), and only when the command carried a time."""

    TOPIC: ClassVar[str] = "maumau.TurnClockStarted"
    seat: int
    at: int
    deadline: int
    bank: int


@dataclass(frozen=True, slots=True)
class TurnClockStopped:
    """``seat``'s turn clock stopped at ``at``: its turn ended, or a forgotten "Mau-Mau" holds the
    round open (the challenge window has its own deadline).  ``bank`` is what is left of the seat's
    bank this round: the time it took over the turn time was taken from it."""

    TOPIC: ClassVar[str] = "maumau.TurnClockStopped"
    seat: int
    at: int
    bank: int


@dataclass(frozen=True, slots=True)
class TurnTimedOut:
    """``seat``'s time ran out: the clock that was due at ``deadline`` was called at ``at``.
    ``count`` is the seat's timeouts in this match (``MatchStarted.clock.max_timeouts`` forfeit it).
    The automatic move follows in the same batch: the seat keeps a drawn card, takes a pending
    penalty, draws, or passes, as the rules allow."""

    TOPIC: ClassVar[str] = "maumau.TurnTimedOut"
    seat: int
    count: int
    deadline: int
    at: int


@dataclass(frozen=True, slots=True)
class SeatForfeited:
    """``seat`` forfeited the match (``reason``: ``timeouts`` — the clock's limit of timeouts was
    reached — or ``left`` — the player left a table that forfeits a seat left mid-match).  A
    forfeited seat cannot win the match and ranks last; its cards stay in play and its turns are
    still made (by a substitute, or by the clock) until the match ends, which happens at once when
    fewer than two seats are left that have not forfeited."""

    TOPIC: ClassVar[str] = "maumau.SeatForfeited"
    seat: int
    reason: str
    at: int | None = None


@dataclass(frozen=True, slots=True)
class RevealedDeal:
    """One ended round of a sealed match, revealed: its ``round_no``, its ``seed`` (hex; the deal
    and every reshuffle follow from it) and the ``hands`` left when it ended (what an unsealed
    ``RoundWon`` carries)."""

    round_no: int
    seed: str
    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class DealsRevealed:
    """The ended rounds of a sealed match that were still secret are revealed (``rounds``, in round
    order): the tournament has no table left that plays them.  Written on the system's
    ``RevealDeals`` at any time, also after ``MatchFinished``; a round is revealed once."""

    TOPIC: ClassVar[str] = "maumau.DealsRevealed"
    rounds: tuple[RevealedDeal, ...]


Event = (
    MatchStarted
    | RoundStarted
    | CardsDealt
    | StartCardTurned
    | CardPlayed
    | SuitWished
    | MauCalled
    | CallMissed
    | ChallengeWindowClosed
    | ChallengeRefused
    | PenaltyApplied
    | CardDrawn
    | DrawPileReshuffled
    | TurnSkipped
    | DirectionReversed
    | Passed
    | TurnEnded
    | RoundWon
    | MatchFinished
    | TurnClockStarted
    | TurnClockStopped
    | TurnTimedOut
    | SeatForfeited
    | DealsRevealed
)
"""Any Mau-Mau event: what ``decide`` returns, what ``evolve``, ``fold``, ``apply_in_place`` and the
codec's ``encode`` take and ``decode`` gives, and the event type of :data:`domain.maumau.game.MAUMAU`.
The game-neutral layers (the service, the store) see events as ``object``."""

EVENT_TYPES: tuple[type[Event], ...] = (
    MatchStarted,
    RoundStarted,
    CardsDealt,
    StartCardTurned,
    CardPlayed,
    SuitWished,
    MauCalled,
    CallMissed,
    ChallengeWindowClosed,
    ChallengeRefused,
    PenaltyApplied,
    CardDrawn,
    DrawPileReshuffled,
    TurnSkipped,
    DirectionReversed,
    Passed,
    TurnEnded,
    RoundWon,
    MatchFinished,
    TurnClockStarted,
    TurnClockStopped,
    TurnTimedOut,
    SeatForfeited,
    DealsRevealed,
)
