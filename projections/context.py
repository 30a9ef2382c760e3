"""Per-event context for projections: a fold of each match stream, shared by every read model.

Read models need more than the event in hand: who sits at the seat, the ruleset, the round
number, hand sizes before a move, the card a missed call belongs to, the whole round when it
ends (to un-redact the audit trail).  All of that is a pure function of the stream up to the
event, so the runner keeps one :class:`StreamFold` per match in memory and hands each projection
an :class:`Item` (the notification plus that context).

The cache is only a cache: when it misses (a restart, an evicted match) or does not sit exactly
one version behind the event (a retried batch), the stream is re-read from the event store and
folded again, so the context never depends on what happened to this process.  Hidden parts of
the fold (hands, draw pile, seed) stay in memory: only public facts are copied into an
:class:`Item`; read models decide what they store.

Sealed matches (duplicate tournament tables, ``MatchStarted.sealed``): the same deals are played
at other tables, so nothing of a round may reach a read model before the tournament reveals it
(``DealsRevealed``), not even a card played on the table.  From its first ``RoundStarted`` on, the
items of a sealed match are *held* here (:meth:`FoldCache.take` hands out none) and released, in
order, with the ``DealsRevealed`` that reveals their rounds, each stamped with that notification's
id (the read models' positions have moved past the original ones).  A sealed round's ``RoundWon``
reaches them as the unsealed event it would have been: its hands and seed are filled in from the
fold, which is exactly what ``DealsRevealed`` reveals.  Held items live only in memory; a fold
rebuilt from the store (a restart, an eviction) rebuilds them, so nothing is lost or doubled.

This is the context of Mau-Mau's read models (``context=FoldCache``, following ``maumau.``): the
runner hands it the notifications of Mau-Mau streams only (:mod:`projections.read_model`).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

from domain.maumau import events as ev
from domain.maumau.evolve import apply_in_place
from domain.maumau.rules import RuleSet
from domain.maumau.scoring import round_points
from domain.maumau.state import State, initial_state
from infrastructure.adapters.event_store import EventStore, Notification
from projections.read_model import StreamFolds


@lru_cache(maxsize=256)
def _penalty_scheme(rules: RuleSet) -> RuleSet:
    """``rules`` scored by penalty points (the scheme the read models show for every match)."""
    return rules if rules.scoring == "penalty_points" else dataclasses.replace(rules, scoring="penalty_points")


def penalty_points(rules: RuleSet, winner: int, hands: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Each seat's penalty points for a round, whatever scheme the match is scored by: the domain's
    :func:`~domain.maumau.scoring.round_points` under the penalty-points scheme (the winner 0, the others
    the value of the cards they kept).  The score sheet and the leaderboards show penalty points
    for matches scored by wins too, so the read side asks the domain for that scheme explicitly
    rather than restating the rule."""
    return round_points(_penalty_scheme(rules), winner, hands)


LEGACY_PLAYER = "handle:"
"""Prefix of a player key derived from a handle: a seat without an account id (a match started
before ids were recorded, a bot, a guest without an id).  Account ids are UUIDs, which never
contain ``:``, so a handle key never equals an id key."""
LEGACY_RULESET = "name:"
"""Prefix of a ruleset key derived from the ruleset's name: a match started before ruleset ids
were recorded.  Ruleset ids (a preset's name, a saved ruleset's UUID) never contain ``:``."""


def ruleset_key(ruleset_id: str | None, name: str) -> str:
    """The key results of a ruleset are stored under: its id, or ``name:<name>`` when the match
    recorded none (legacy; never merged with the id-keyed rows of a ruleset of that name)."""
    return ruleset_id if ruleset_id is not None else LEGACY_RULESET + name


def player_key(player_id: str | None, handle: str) -> str:
    """The key a seat's results are stored under: its account id, or ``handle:<handle>`` for a seat
    without one (legacy matches, bots); ``''`` for an anonymous seat (no id, no handle)."""
    if player_id is not None:
        return player_id
    return LEGACY_PLAYER + handle if handle else ""


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """What never changes in a match: ruleset, seats, handles, start time, and the identities its
    results are keyed on (``MatchStarted`` version 2: account ids per seat, the ruleset's id,
    ``rated``; a version-1 match has none and is keyed on handles and the ruleset's name)."""

    match_id: uuid.UUID
    rules: RuleSet
    seats: int
    players: tuple[str, ...]
    started_at: datetime
    player_ids: tuple[str | None, ...] = ()
    ruleset_id: str | None = None
    rated: bool = False
    ruleset_key: str = ""
    player_keys: tuple[str, ...] = ()

    @classmethod
    def of(cls, match_id: uuid.UUID, event: ev.MatchStarted, started_at: datetime) -> MatchInfo:
        """The match's info from its ``MatchStarted`` (keys derived once, here)."""
        players = tuple(event.players)
        ids = tuple(event.player_ids)
        keys = tuple(
            player_key(ids[seat] if seat < len(ids) else None, players[seat] if seat < len(players) else "")
            for seat in range(event.seats)
        )
        return cls(
            match_id,
            event.ruleset,
            event.seats,
            players,
            started_at,
            ids,
            event.ruleset_id,
            event.rated,
            ruleset_key(event.ruleset_id, event.ruleset.name),
            keys,
        )

    def player(self, seat: int | None) -> str:
        """The handle at ``seat`` ('' for an anonymous seat or no seat): a display label."""
        if seat is None or not 0 <= seat < len(self.players):
            return ""
        return self.players[seat]

    def player_id(self, seat: int | None) -> str | None:
        """The account id at ``seat`` (``None``: a bot, a guest without an id, a legacy match)."""
        if seat is None or not 0 <= seat < len(self.player_ids):
            return None
        return self.player_ids[seat]

    def player_key(self, seat: int | None) -> str:
        """The key ``seat``'s results are stored under (:func:`player_key`; ``''``: anonymous)."""
        if seat is None or not 0 <= seat < len(self.player_keys):
            return ""
        return self.player_keys[seat]


@dataclass(slots=True)
class RoundTally:
    """Public counters of the running round (for analytics and audit)."""

    round_no: int = 0
    first_seat: int = 0
    start_version: int = 0
    started_at: datetime | None = None
    events: int = 0
    moves: int = 0
    turns: int = 0
    plays: int = 0
    cards_drawn: int = 0
    reshuffles: int = 0
    calls_missed: int = 0
    penalties: int = 0
    challenges_refused: int = 0
    last_special: tuple[int, str, int] | None = None  # (card, effect, seat)


@dataclass(slots=True)
class Played:
    """The last play of a seat: the stream version, the cards and when."""

    version: int
    cards: tuple[int, ...]
    at: datetime
    effect: str


@dataclass(slots=True)
class StreamFold:
    """One match folded up to ``state.version``, plus public extras projections ask for."""

    state: State
    info: MatchInfo | None = None
    tally: RoundTally = field(default_factory=RoundTally)
    round_events: list[tuple[int, Any, datetime]] = field(default_factory=list)
    last_play: dict[int, Played] = field(default_factory=dict)
    moments: dict[tuple[int, str], int] = field(default_factory=dict)  # (seat, call) -> play version
    last_moment: dict[int, int] = field(default_factory=dict)  # seat -> play version (this round)
    match_events: int = 0
    penalty_totals: list[int] = field(default_factory=list)  # card values left, summed over rounds
    held: list[Item] = field(default_factory=list)
    """A sealed match's items not yet released (see the module docstring)."""


@dataclass(slots=True)
class Item:
    """A notification with its public context *before* the event was applied (read-only by
    convention: not ``frozen`` because a frozen dataclass costs a few microseconds more to build,
    and one is built per event and projection run).

    ``round_events`` is set on ``RoundWon`` only: every event of the round, ``RoundStarted`` to
    ``RoundWon``, as ``(version, event, recorded_at)`` (public from then on).  ``moment`` is the
    play version of the call moment the event refers to (calls, windows, challenges);
    ``last_play`` is the acting seat's last play (on calls, wishes and ``RoundWon``).  To keep
    the hot path cheap, ``hand_sizes`` is filled for move events only and ``totals``, ``wins``,
    ``penalty_totals`` for ``MatchStarted``, ``RoundWon`` and ``MatchFinished`` only;
    ``round_penalties`` (each seat's :func:`penalty_points` for the round) on ``RoundWon`` only.
    ``in_round`` tells whether the event belongs to a running round (``RoundStarted`` to
    ``RoundWon``); events between rounds or after the match are public at once.
    """

    n: Notification[Any]
    info: MatchInfo
    round_no: int
    first_seat: int
    turn: int
    hand_sizes: tuple[int, ...]
    pending_draw: int
    top: int
    totals: tuple[int, ...]
    wins: tuple[int, ...]
    move_no: int
    tally: RoundTally | None = None
    round_events: tuple[tuple[int, Any, datetime], ...] = ()
    moment: int | None = None
    last_play: Played | None = None
    match_events: int = 0
    penalty_totals: tuple[int, ...] = ()
    in_round: bool = False
    round_penalties: tuple[int, ...] = ()

    @property
    def event(self) -> Any:
        """The domain event."""
        return self.n.event


_MOVE_TYPES = frozenset((ev.CardPlayed, ev.CardDrawn, ev.Passed, ev.PenaltyApplied, ev.ChallengeRefused))
_SCORE_TYPES = frozenset((ev.MatchStarted, ev.RoundWon, ev.MatchFinished))


class FoldCache:
    """Folds of the match streams, kept in step with the notification log (LRU-bounded)."""

    def __init__(self, store: EventStore[Any], max_streams: int = 20_000) -> None:
        """Fold streams read from ``store`` on a miss; keep at most ``max_streams`` in memory."""
        self._store = store
        self.folds: StreamFolds[StreamFold] = StreamFolds(max_streams, lambda f: f.state.version, self._load)

    def clear(self) -> None:
        """Forget every fold (they are rebuilt from the store on demand)."""
        self.folds.clear()

    def take(self, n: Notification[Any]) -> list[Item]:
        """The items the read models get for one notification of a Mau-Mau stream: its own
        :class:`Item`; for a sealed match none while its round is held, and on ``DealsRevealed``
        every held item it releases, then its own (see the module docstring)."""
        fold = self.folds.before(n.stream_id, n.version)
        item = self._build(fold, n)
        if not fold.state.sealed:
            self._done(fold, n)
            return [item]
        return self._hold(fold, item)

    def _done(self, fold: StreamFold, n: Notification[Any]) -> None:
        """Forget a finished match's fold (nothing held): its stream has no more events to fold."""
        if type(n.event) is ev.MatchFinished and not fold.held:
            self.folds.forget(n.stream_id)

    @staticmethod
    def _hold(fold: StreamFold, item: Item) -> list[Item]:
        """Hold ``item`` of a sealed match, or release what a ``DealsRevealed`` reveals: the held
        items up to the round being played now (if any, it stays held with the reveal), stamped
        with the reveal's notification id.  Returns the items to hand out now."""
        event = item.event
        kind = type(event)
        if kind is ev.DealsRevealed:
            held = fold.held
            cut = len(held)
            if fold.state.phase == "playing":  # a round runs: it (and this reveal) stays held
                running = fold.state.round_no
                cut = next(
                    (i for i, h in enumerate(held) if type(h.event) is ev.RoundStarted and h.round_no == running),
                    cut,
                )
                fold.held = [*held[cut:], item]
                released = held[:cut]
            else:
                fold.held = []
                released = [*held, item]
            note = item.n.notification_id
            for out in released:
                out.n = dataclasses.replace(out.n, notification_id=note)
            return released
        if fold.held or kind is ev.RoundStarted or item.in_round:
            fold.held.append(item)
            return []
        return [item]

    def _build(self, fold: StreamFold, n: Notification[Any]) -> Item:
        """The :class:`Item` of ``n`` from ``fold`` (at ``n.version - 1``), then ``n`` applied to it."""
        event = n.event
        if type(event) is ev.MatchStarted:
            fold.info = MatchInfo.of(n.stream_id, event, n.recorded_at)
        info = fold.info
        if info is None:  # pragma: no cover - a stream always starts with MatchStarted
            raise ValueError(f"stream {n.stream_id} does not start with MatchStarted")
        s = fold.state
        kind = type(event)
        stored = event
        if kind is ev.RoundWon and s.sealed:  # the unsealed event it stands for (held until revealed)
            event = _unsealed(s, event)
            n = dataclasses.replace(n, event=event)
        moment: int | None = None
        last_play: Played | None = None
        if kind in (ev.MauCalled, ev.CallMissed):
            last_play = fold.last_play.get(event.seat)
            moment = last_play.version if last_play is not None else None
        elif kind is ev.SuitWished or kind is ev.RoundWon:
            last_play = fold.last_play.get(event.seat)
        elif kind is ev.ChallengeWindowClosed:
            moment = fold.moments.get((event.seat, event.call))
        elif kind is ev.PenaltyApplied and event.by is not None:
            moment = fold.moments.get((event.seat, "maumau"), fold.moments.get((event.seat, "mau")))
        elif kind is ev.ChallengeRefused:
            moment = fold.last_moment.get(event.target)
        round_no = event.round_no if kind is ev.RoundStarted else s.round_no
        tally = fold.tally
        round_events: tuple[tuple[int, Any, datetime], ...] = ()
        penalties: tuple[int, ...] = ()
        if kind is ev.RoundWon:
            round_events = (*fold.round_events, (n.version, event, n.recorded_at))
            penalties = penalty_points(info.rules, event.seat, event.hands)
        is_move = kind in _MOVE_TYPES
        scores = kind in _SCORE_TYPES
        item = Item(
            n,
            info,
            round_no,
            s.first_seat,
            s.turn,
            tuple(map(len, s.hands)) if is_move else (),
            s.pending_draw,
            s.discard[-1] if s.discard else -1,
            tuple(s.totals) if scores else (),
            tuple(s.wins) if scores else (),
            tally.moves + 1 if is_move else tally.moves,
            _copy_tally(tally) if kind is ev.RoundWon else None,
            round_events,
            moment,
            last_play,
            fold.match_events + 1,
            tuple(fold.penalty_totals) if scores else (),
            (s.phase == "playing" and kind is not ev.DealsRevealed) or kind is ev.RoundStarted,
            penalties,
        )
        self._apply(fold, n.version, stored, n.recorded_at, penalties)
        return item

    # ------------------------------------------------------------------ internals
    def _load(self, stream_id: uuid.UUID, version: int) -> StreamFold:
        """The match folded from the store up to ``version - 1`` (its held items rebuilt)."""
        fold = StreamFold(initial_state())
        if version > 1:
            for rec in self._store.load(stream_id, upto_version=version - 1):
                event = rec.event
                if type(event) is ev.MatchStarted:
                    fold.info = MatchInfo.of(stream_id, event, rec.recorded_at)
                if fold.state.sealed:  # rebuild the held items (the released ones were handed out)
                    topic = type(event).TOPIC
                    note = Notification(0, stream_id, rec.version, topic, event, rec.recorded_at, rec.metadata)
                    self._hold(fold, self._build(fold, note))
                else:
                    self._apply(fold, rec.version, event, rec.recorded_at)
        return fold

    @staticmethod
    def _apply(fold: StreamFold, version: int, event: Any, at: datetime, penalties: tuple[int, ...] = ()) -> None:
        """Apply one event to the fold and its public extras (``penalties``: the round's
        :func:`penalty_points` on ``RoundWon``, computed here when not given)."""
        s = fold.state
        kind = type(event)
        t = fold.tally
        fold.match_events += 1
        stored = event
        if kind is ev.RoundWon and s.sealed:
            event = _unsealed(s, event)
        if kind is ev.RoundStarted:
            fold.tally = t = RoundTally(event.round_no, event.first_seat, version, at)
            fold.round_events = []
            fold.last_play = {}
            fold.moments = {}
            fold.last_moment = {}
        if (s.phase == "playing" and kind is not ev.DealsRevealed) or kind is ev.RoundStarted:
            fold.round_events.append((version, event, at))
            t.events += 1
        if kind in _MOVE_TYPES:
            t.moves += 1
        if kind is ev.CardPlayed:
            t.plays += 1
            fold.last_play[event.seat] = Played(version, event.cards, at, event.effect)
            if event.effect:
                t.last_special = (event.cards[-1], event.effect, event.seat)
        elif kind is ev.CardDrawn:
            t.cards_drawn += len(event.cards)
        elif kind is ev.TurnEnded:
            t.turns += 1
        elif kind is ev.DrawPileReshuffled:
            t.reshuffles += 1
        elif kind is ev.PenaltyApplied:
            t.penalties += 1
        elif kind is ev.ChallengeRefused:
            t.challenges_refused += 1
        elif kind in (ev.MauCalled, ev.CallMissed):
            play = fold.last_play.get(event.seat)
            if play is not None:
                fold.last_moment[event.seat] = play.version
                if kind is ev.CallMissed:
                    t.calls_missed += 1
                    fold.moments[(event.seat, event.call)] = play.version
        elif kind is ev.ChallengeWindowClosed:
            fold.moments.pop((event.seat, event.call), None)
        elif kind is ev.MatchStarted:
            fold.penalty_totals = [0] * event.seats
        elif kind is ev.RoundWon:
            if not penalties:
                rules = s.ruleset
                assert rules is not None
                penalties = penalty_points(rules, event.seat, event.hands)
            for i, points in enumerate(penalties):
                fold.penalty_totals[i] += points
        apply_in_place(s, stored)


def _unsealed(s: State, event: ev.RoundWon) -> ev.RoundWon:
    """A sealed match's ``RoundWon`` (no hands, no seed) as the unsealed event it stands for: the
    hands left and the seed from the fold's state before it, which is what ``DealsRevealed``
    reveals.  Only ever handed out after that reveal."""
    hands = tuple(tuple(sorted(hand)) for hand in s.hands)
    return dataclasses.replace(event, hands=hands, seed=s.seed)


def _copy_tally(t: RoundTally) -> RoundTally:
    """A snapshot of the round's counters (the live one keeps changing)."""
    return RoundTally(
        t.round_no,
        t.first_seat,
        t.start_version,
        t.started_at,
        t.events,
        t.moves,
        t.turns,
        t.plays,
        t.cards_drawn,
        t.reshuffles,
        t.calls_missed,
        t.penalties,
        t.challenges_refused,
        t.last_special,
    )
