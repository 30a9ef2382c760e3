"""What a seat (or the table's host/clock) asks for.  ``decide`` turns a command into events or
rejects it with a :class:`~domain.errors.RuleViolation`.

Everything ``decide`` needs from outside arrives here: the time (``at``, ms since the epoch, for
the challenge-window deadline), the seed or explicit deck of a round.  The domain never reads a
clock or a random source.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.maumau.rules import RuleSet
from domain.turn_clock import TurnClock


class Call(StrEnum):
    """What a player calls with the card that leaves one card ("mau") or none ("maumau") in hand."""

    MAU = "mau"
    MAUMAU = "maumau"


@dataclass(frozen=True, slots=True)
class StartMatch:
    """Set up a match for ``seats`` players under ``ruleset``; ``players`` names each seat (optional).

    Identities for results (all optional): ``player_ids`` the account id (a UUID string) per seat,
    ``None`` for a bot or a guest; ``ruleset_id`` the ruleset's stable identity (a preset's name or
    a saved ruleset's id; ``ruleset.name`` is only its display label); ``rated`` whether the match
    counts for rated leaderboards.

    ``clock``: the match's turn clock (:class:`~domain.turn_clock.TurnClock`), ``None`` for none.

    ``sealed``: the match's ended rounds stay secret until :class:`RevealDeals` (a duplicate
    tournament table: other tables may still play the same deals).
    """

    ruleset: RuleSet
    seats: int
    players: tuple[str, ...] = ()
    player_ids: tuple[str | None, ...] = ()
    ruleset_id: str | None = None
    rated: bool = False
    clock: TurnClock | None = None
    sealed: bool = False


@dataclass(frozen=True, slots=True)
class StartRound:
    """Deal the next round from a 32-byte ``seed`` or an explicit ``deck`` order (first dealt
    first; then ``seed``, if given, drives the reshuffles); ``at`` starts the first turn's clock."""

    seed: bytes | None = None
    deck: tuple[int, ...] | None = None
    at: int | None = None


@dataclass(frozen=True, slots=True)
class PlayCards:
    """``seat`` plays ``cards`` (one, or several of one rank where allowed; the last on top),
    naming ``wish`` (suit 0..3) with a wish card and announcing ``call`` ("mau"/"maumau")."""

    seat: int
    cards: tuple[int, ...]
    wish: int | None = None
    call: str | None = None
    at: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """``seat`` draws: by choice, because nothing fits, or to take a pending draw penalty."""

    seat: int
    at: int | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` ends the turn: keeps the card just drawn, or has nothing at all to draw."""

    seat: int
    at: int | None = None


@dataclass(frozen=True, slots=True)
class Challenge:
    """``seat`` says ``target`` forgot to call "Mau" / "Mau-Mau"; a wrong challenge is refused
    and recorded."""

    seat: int
    target: int
    at: int | None = None


@dataclass(frozen=True, slots=True)
class CloseChallengeWindow:
    """End the open "Mau-Mau" challenge window: by the next player (``seat``), or by the clock
    (``seat=None``) once ``at`` has reached the deadline."""

    seat: int | None = None
    at: int | None = None


@dataclass(frozen=True, slots=True)
class EndMatch:
    """The host ends an open-ended match (e.g. TAVERN, where wins are only counted)."""


@dataclass(frozen=True, slots=True)
class TimeOut:
    """The clock says ``seat``'s time is up: the turn clock that was due at ``deadline`` was
    called at ``at``.  Accepted only while that very clock still runs (same seat, same deadline)
    and ``at`` has reached the deadline; a stale call (the seat moved meanwhile) is refused."""

    seat: int
    deadline: int
    at: int


@dataclass(frozen=True, slots=True)
class Forfeit:
    """``seat`` forfeits the match (``reason``: ``left``, the player left a table that forfeits a
    seat left mid-match); the clock's forfeit after too many timeouts comes with :class:`TimeOut`."""

    seat: int
    reason: str = "left"
    at: int | None = None


@dataclass(frozen=True, slots=True)
class RevealDeals:
    """The system reveals every ended, not yet revealed round of a sealed match (allowed in any
    phase, also after the match finished); nothing to reveal, or an unsealed match: no events."""


Command = (
    StartMatch
    | StartRound
    | PlayCards
    | Draw
    | Pass
    | Challenge
    | CloseChallengeWindow
    | EndMatch
    | TimeOut
    | Forfeit
    | RevealDeals
)
SeatCommand = PlayCards | Draw | Pass | Challenge | CloseChallengeWindow
