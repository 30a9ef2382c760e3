"""Replays of a round at any version, its commitment, its seed and its verification.

A match's stream holds every round; :class:`MatchHistory` loads it once and finds each round's
span: from its ``RoundStarted`` version to its ``RoundWon`` version (open while it runs).
What a replay shows follows RULES.md §7 and the hidden-information rule of ARCHITECTURE.md:

* while round *n* runs, a replay is what the asking **seat** saw at version *V*: its
  ``player_view`` of the state folded to *V* and the round's events up to *V* redacted for it
  (``domain.maumau.redaction``) — only for versions inside round *n*.  A version inside an append batch
  (``actionable: false``, e.g. after the deal but before the start card) shows no legal commands:
  nobody could act there;
* once round *n* is over, everything about it is public: the full state at *V* (every hand, the
  draw pile in draw order, the seed) and the round's events unredacted, for anyone; asked for a
  seat, the same replay adds that seat's view at *V* and gives the events as it saw them then;
* the commitment is public from the deal on; the seed is refused (``round_running``) until the
  round ends; :func:`verify` re-runs the deal and every reshuffle from the revealed seed with
  ``domain.verify_round`` and is refused while the round runs;
* a **sealed** match's round (a duplicate tournament table: other tables play the same deal)
  stays as secret as a running round after it ended, until ``DealsRevealed`` reveals it: a
  replay shows only a seat its own view (anyone else, and any other seat: 409 ``round_sealed``),
  the seed and the verification are refused with 409 ``round_sealed``.

Every function here is a pure read of the stream (no cache, no writes), shared by the HTTP routes
(``api/http/routes/replay.py``) and the CLI (``maumau replay`` / ``maumau verify``).

Rounds, seeds and verification are Mau-Mau's; what any game has — its events up to a version as
a viewer may see them — is :func:`stream_events`, framed by the game service's decider (its
``redact``), as are the events of a running round here.
"""

from __future__ import annotations

import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, cast

from domain.cards import SUITS, card_name
from domain.decider import Decider
from domain.maumau.codec import text_or_none, view_to_dict
from domain.maumau.events import DealsRevealed, Event, MatchStarted, RoundStarted, RoundWon
from domain.maumau.redaction import public_state, redact_event
from domain.maumau.state import BETWEEN_ROUNDS, PLAYING, State
from domain.maumau.verify import verify_round
from domain.maumau.view import PlayerView, player_view
from domain.shuffle import verify_commitment
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound
from infrastructure.services.games import GameService

__all__ = [
    "MatchHistory",
    "RoundSpan",
    "commitment_of",
    "full_state",
    "load_history",
    "replay",
    "seat_view",
    "seed_of",
    "stream_events",
    "verify",
]


@dataclass(frozen=True, slots=True)
class RoundSpan:
    """Where round ``round_no`` lies in the stream; ``last_version`` is ``None`` while it runs."""

    round_no: int
    first_version: int
    last_version: int | None
    commitment: str
    seed: str | None
    """The revealed seed (hex) once the round is over (a sealed round: once revealed), else ``None``."""
    sealed: bool = False
    """The round has ended in a sealed match and is not revealed yet: still secret."""

    @property
    def over(self) -> bool:
        """True once the round has ended (its ``RoundWon`` is in the stream)."""
        return self.last_version is not None

    @property
    def public(self) -> bool:
        """True once everything about the round is public: it has ended and is not sealed."""
        return self.last_version is not None and not self.sealed


@dataclass(frozen=True)
class MatchHistory:
    """A match stream loaded once: its records and the span of every round."""

    table_id: uuid.UUID
    records: tuple[RecordedEvent[object], ...]
    spans: dict[int, RoundSpan]
    decider: Decider[Any, Any, Any]
    """The game of the stream (folds the states, redacts the events of a running round)."""

    @property
    def version(self) -> int:
        """The stream's last version (0 for an empty stream)."""
        return self.records[-1].version if self.records else 0

    def span(self, round_no: int) -> RoundSpan:
        """Round ``round_no``'s span; :class:`NotFound` for a round not dealt (yet)."""
        span = self.spans.get(round_no)
        if span is None:
            dealt = f"rounds 1..{max(self.spans)} were dealt" if self.spans else "no round was dealt yet"
            raise NotFound("round", f"no round {round_no} at this table: {dealt}")
        return span

    def state_at(self, version: int) -> State:
        """The match state folded up to ``version`` (the stream's versions start at 1)."""
        state: State = self.decider.fold((r.event for r in self.records[:version]), None)
        return state

    def events_between(self, first: int, last: int) -> list[RecordedEvent[object]]:
        """The records with ``first <= version <= last``."""
        return list(self.records[first - 1 : last])

    def ends_batch(self, version: int) -> bool:
        """True when ``version`` is the last event of its append batch: a state somebody could
        act on (inside a batch — e.g. between the deal and the start card — nobody can)."""
        if version >= len(self.records):
            return True
        here, after = self.records[version - 1], self.records[version]
        return here.recorded_at != after.recorded_at or here.metadata != after.metadata


class _RecordCache:
    """Decoded records of the most recently replayed streams (LRU).

    Streams are append-only and versions never change, so a cached prefix stays true forever:
    a later load reads only the events after it.  This spares replays, seeds and verifications
    of the same match from decoding the whole stream again on every request.
    """

    def __init__(self, size: int = 64) -> None:
        self._size = size
        self._items: OrderedDict[uuid.UUID, tuple[RecordedEvent[object], ...]] = OrderedDict()
        self._lock = threading.Lock()

    def load(self, games: GameService, table_id: uuid.UUID) -> tuple[RecordedEvent[object], ...]:
        with self._lock:
            cached = self._items.get(table_id, ())
        newer = games.load(table_id, after_version=len(cached))
        records = cached + tuple(newer) if newer else cached
        if newer and records[len(cached)].version != len(cached) + 1:  # cannot happen: no gaps
            records = tuple(games.load(table_id))
        with self._lock:
            self._items[table_id] = records
            self._items.move_to_end(table_id)
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return records


_cache = _RecordCache()


def load_history(games: GameService, table_id: uuid.UUID) -> MatchHistory:
    """Load ``table_id``'s whole stream (the decoded prefix from a small cache) and index its rounds."""
    records = _cache.load(games, table_id)
    spans: dict[int, RoundSpan] = {}
    sealed = False
    for record in records:
        event = record.event
        if isinstance(event, RoundStarted):
            spans[event.round_no] = RoundSpan(event.round_no, record.version, None, event.commitment, None)
        elif isinstance(event, RoundWon):
            started = spans.get(event.round_no)
            if started is not None:
                spans[event.round_no] = RoundSpan(
                    started.round_no,
                    started.first_version,
                    record.version,
                    started.commitment,
                    None if sealed else event.seed,
                    sealed,
                )
        elif isinstance(event, MatchStarted):
            sealed = event.sealed
        elif isinstance(event, DealsRevealed):
            for deal in event.rounds:
                ended = spans.get(deal.round_no)
                if ended is not None:
                    spans[deal.round_no] = RoundSpan(
                        ended.round_no, ended.first_version, ended.last_version, ended.commitment, deal.seed
                    )
    return MatchHistory(table_id, records, spans, games.decider)


def _sealed(round_no: int, what: str) -> Conflict:
    return Conflict(
        "round_sealed",
        f"round {round_no} was dealt at other tables of its tournament too: its {what} stays secret until "
        "the tournament reveals the deals (its commitment is public now)",
    )


def full_state(state: State) -> dict[str, Any]:
    """Everything in ``state``, cards by name — only for rounds that are over (nothing is hidden).

    The public state plus what it hides: every hand, the draw pile (next card to draw first),
    the drawn card, the seed (hex) and the reshuffle count; ``turn`` is ``null`` between rounds,
    as in the public state.
    """
    s = state
    return {
        **public_state(s),
        "wish": SUITS[s.wish] if s.wish >= 0 else None,
        "pending_draw": s.pending_draw,
        "hands": [[card_name(c) for c in hand] for hand in s.hands],
        "draw_pile": [card_name(c) for c in reversed(s.pile)],
        "drawn": card_name(s.drawn) if s.drawn >= 0 else None,
        "seed": text_or_none(s.seed),
        "explicit_deck": s.explicit_deck,
        "reshuffles": s.reshuffles,
    }


def replay(history: MatchHistory, round_no: int, at: int | None, seat: int | None) -> dict[str, Any]:
    """Round ``round_no`` as of version ``at`` (default: its last version so far).

    While the round runs only a seat may look (``seat``; else :class:`Forbidden`) and it sees its
    own view; once it is over anyone sees everything, and with ``seat`` also that seat's view
    and the events as it saw them then (the round as that seat lived it).  ``at`` outside the
    round is :class:`InvalidInput` naming ``at``; a seat not at the table names ``seat``.
    """
    span = history.span(round_no)
    last = span.last_version if span.last_version is not None else history.version
    version = last if at is None else at
    if not span.first_version <= version <= last:
        raise InvalidInput(
            "at",
            f"at must be a version inside round {round_no}: {span.first_version}..{last}"
            + ("" if span.over else " (so far: the round is running)"),
        )
    state = history.state_at(version)
    if seat is not None and not 0 <= seat < state.seats:
        raise InvalidInput("seat", f"seat must be 0..{state.seats - 1} at this table, not {seat}")
    records = history.events_between(span.first_version, version)
    body: dict[str, Any] = {
        "table_id": str(history.table_id),
        "round_no": round_no,
        "version": version,
        "first_version": span.first_version,
        "last_version": span.last_version,
        "round_over": span.over,
        "commitment": span.commitment,
        "actionable": history.ends_batch(version),
    }
    if span.sealed and seat is None:
        raise _sealed(round_no, "replay")
    if span.public and seat is None:
        body["seat"] = None
        body["state"] = full_state(state)
        body["view"] = None
        body["events"] = [{"version": r.version, **redact_event(r.event, None, round_over=True)} for r in records]
        return body
    if seat is None:
        raise Forbidden(
            "round_running",
            f"round {round_no} is running: only a seat may replay it (its own view); "
            "everyone may once the round is over",
        )
    body["seat"] = seat
    body["state"] = full_state(state) if span.public else None
    body["view"] = view_to_dict(seat_view(state, seat, actionable=history.ends_batch(version)))
    redact = history.decider.redact
    body["events"] = [{"version": r.version, **redact(r.event, seat)} for r in records]
    return body


def stream_events(
    games: GameService, table_id: uuid.UUID, viewer: int | None, upto: int | None = None
) -> list[dict[str, Any]]:
    """A stream's events up to version ``upto`` (default: all) as ``viewer`` (a seat; ``None``:
    an observer) may see them, each ``{"version", "type", ...}`` by the game's ``redact`` — the
    replay framing of any game (a stream of another game than the service's is :class:`NotFound`)."""
    redact = games.decider.redact
    return [{"version": r.version, **redact(r.event, viewer)} for r in games.load(table_id, upto_version=upto)]


def seat_view(state: State, seat: int, *, actionable: bool = True) -> PlayerView:
    """``player_view(state, seat)``; for a state inside an append batch (``actionable=False``)
    with no legal commands, since nobody could act on it (and the engine's move generator expects
    a complete state: e.g. between the deal and the start card there is no open card yet).

    The fields that ``player_view`` derives from ``phase`` are restored as it derives them for a
    running round: all public, or the seat's own (``drawn``).
    """
    if actionable or state.phase != PLAYING:
        return player_view(state, seat)
    probe = state.copy()
    probe.phase = BETWEEN_ROUNDS  # legal_commands: nothing to do
    view = player_view(probe, seat)
    return view._replace(
        phase=state.phase,
        turn=state.turn,
        wish=state.wish,
        pending_draw=state.pending_draw,
        drawn=state.drawn if seat == state.turn else -1,
        legal=(),
    )


def commitment_of(history: MatchHistory, round_no: int) -> dict[str, Any]:
    """Round ``round_no``'s published commitment (public from the deal on)."""
    span = history.span(round_no)
    return {
        "table_id": str(history.table_id),
        "round_no": round_no,
        "commitment": span.commitment,
        "version": span.first_version,
        "round_over": span.over,
    }


def _running(round_no: int, what: str) -> Conflict:
    return Conflict(
        "round_running",
        f"round {round_no} is still running: its {what} is available once it is over (its commitment is public now)",
    )


def seed_of(history: MatchHistory, round_no: int) -> dict[str, Any]:
    """Round ``round_no``'s seed, revealed once the round is over (:class:`Conflict` before; a
    sealed round: ``round_sealed`` until it is revealed)."""
    span = history.span(round_no)
    if span.sealed:
        raise _sealed(round_no, "seed")
    if not span.over or span.seed is None:
        raise _running(round_no, "seed")
    try:
        matches = verify_commitment(bytes.fromhex(span.seed), span.commitment)
    except ValueError:
        matches = False
    return {
        "table_id": str(history.table_id),
        "round_no": round_no,
        "seed": span.seed,
        "commitment": span.commitment,
        "matches_commitment": matches,
    }


def verify(history: MatchHistory, round_no: int) -> dict[str, Any]:
    """Re-run round ``round_no``'s deal and reshuffles from its revealed seed (``verify_round``)."""
    span = history.span(round_no)
    if not span.over:
        raise _running(round_no, "verification")
    if span.sealed:
        raise _sealed(round_no, "verification")
    # The service's stream holds the events of its decider, typed ``object`` by the game-neutral
    # store; the verification is Mau-Mau's, so they are Mau-Mau events here.
    result = verify_round((cast("Event", r.event) for r in history.records), round_no)
    return {
        "table_id": str(history.table_id),
        "round_no": round_no,
        "ok": result.ok,
        "commitment": result.commitment,
        "seed": result.seed,
        "checked": list(result.checked),
        "problems": list(result.problems),
    }
