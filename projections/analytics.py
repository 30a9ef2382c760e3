"""Read model "analytics": wide, boring tables for SQL users and exports.

* ``analytics_moves``: one row per move event — a play (with its cards, rank, effect, wish, the
  call made or due and missed), a draw (``draw`` by choice, ``effect_draw`` for a 7/2 penalty,
  ``penalty_draw`` for a penalty; the *number* of cards only: drawn cards are hidden), a pass, a
  penalty (wrong card or accepted challenge) or a refused challenge — with the seat, its position
  relative to the round's first player, the hand size before and after, the pending draw and the
  open card before the move.
* ``analytics_rounds``: one row per finished round — length (events, moves, turns, plays, cards
  drawn, reshuffles, duration), calls missed, penalties, refused challenges, the winner (seat,
  position, player), how it ended, the card the winner went out with and its effect, the last
  special card played, points and cards left per seat.
* ``analytics_matches``: one row per match — ruleset, scoring, seats, players, start, end,
  duration, rounds, events, status, winners, totals.

Nothing in them names a card that was hidden when it was written.  The canned queries and the
CSV / NDJSON exports are in :mod:`projections.queries`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table
from sqlalchemy.engine import Connection

from domain import events as ev
from domain.cards import RANK_NAMES, SUITS, card_name
from projections.base import insert_rows, update_rows, upsert_rows
from projections.context import Item

NAME = "analytics"
VERSION = 1

_DRAW_KINDS = {"choice": "draw", "draw_effect": "effect_draw", "penalty": "penalty_draw"}


@dataclass(slots=True)
class Batch:
    """New move rows (by key), late changes to move rows of earlier batches, rounds, matches."""

    moves: dict[tuple[Any, int], dict[str, Any]] = field(default_factory=dict)
    move_updates: list[dict[str, Any]] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    matches: dict[Any, dict[str, Any]] = field(default_factory=dict)


def _match_row(item: Item, status: str) -> dict[str, Any]:
    info = item.info
    return {
        "match_id": info.match_id, "ruleset": info.rules.name, "scoring": info.rules.scoring, "seats": info.seats,
        "players": list(info.players), "started_at": info.started_at, "finished_at": None, "duration_ms": None,
        "rounds": item.round_no, "events": item.n.version, "status": status, "winners": [], "winner_players": [],
        "totals": list(item.totals), "reason": None,
    }


def _ms(delta: Any) -> int:
    return int(delta.total_seconds() * 1000)


class AnalyticsProjection:
    """Folds events into the three analytics tables."""

    name = NAME
    version = VERSION
    event_types: frozenset[type] | None = None

    def new_batch(self) -> Batch:
        """An empty batch."""
        return Batch()

    def handle(self, item: Item, batch: Batch) -> None:
        """Add move rows, finish round rows, keep match rows current."""
        event = item.event
        kind = type(event)
        n = item.n
        if kind is ev.CardPlayed:
            self._move(item, batch, event.seat, "play", len(event.cards), -len(event.cards), event.cards,
                       effect=event.effect or None)
        elif kind is ev.CardDrawn:
            self._move(item, batch, event.seat, _DRAW_KINDS.get(event.reason, event.reason), len(event.cards),
                       len(event.cards))
        elif kind is ev.Passed:
            self._move(item, batch, event.seat, "pass", 0, 0, reason=event.reason)
        elif kind is ev.PenaltyApplied:
            self._move(item, batch, event.seat, "penalty", event.count, 0,
                       (event.card,) if event.card is not None else None, reason=event.reason)
        elif kind is ev.ChallengeRefused:
            self._move(item, batch, event.by, "challenge_refused", 0, 0, reason=event.reason)
        elif kind is ev.MauCalled or kind is ev.CallMissed or kind is ev.SuitWished:
            play = item.last_play
            if play is None:  # pragma: no cover - always after a play
                return
            if kind is ev.SuitWished:
                change: dict[str, Any] = {"wish": SUITS[event.suit]}
            elif kind is ev.MauCalled:  # an automatic call was never the player's duty
                change = {"call": event.call, "call_due": None if event.auto else event.call}
            else:
                change = {"call_due": event.call, "call_missed": True}
            row = batch.moves.get((n.stream_id, play.version))
            if row is not None:
                row.update(change)
            else:
                batch.move_updates.append({"pk_match_id": n.stream_id, "pk_version": play.version, **change})
        elif kind is ev.RoundWon:
            self._round(item, batch)
            batch.matches[n.stream_id] = _match_row(item, "running")
        elif kind is ev.MatchStarted:
            batch.matches[n.stream_id] = _match_row(item, "running")
        elif kind is ev.MatchFinished:
            row = _match_row(item, "finished")
            info = item.info
            row.update(finished_at=n.recorded_at, duration_ms=_ms(n.recorded_at - info.started_at),
                       winners=list(event.winners), winner_players=[info.player(s) for s in event.winners],
                       totals=list(event.totals), reason=event.reason)
            batch.matches[n.stream_id] = row

    @staticmethod
    def _move(item: Item, batch: Batch, seat: int, kind: str, count: int, delta: int,
              cards: tuple[int, ...] | None = None, effect: str | None = None, reason: str | None = None) -> None:
        n = item.n
        info = item.info
        before = item.hand_sizes[seat] if seat < len(item.hand_sizes) else 0
        batch.moves[(n.stream_id, n.version)] = {
            "match_id": n.stream_id, "version": n.version, "notification_id": n.notification_id,
            "recorded_at": n.recorded_at, "ruleset": info.rules.name, "seats": info.seats, "round_no": item.round_no,
            "move_no": item.move_no, "seat": seat, "position": (seat - item.first_seat) % info.seats,
            "player": info.player(seat), "kind": kind, "cards": [card_name(c) for c in cards] if cards else None,
            "n_cards": count, "rank": RANK_NAMES[cards[0] & 15] if cards else None, "effect": effect,
            "wish": None, "call": None, "call_due": None, "call_missed": False, "hand_before": before,
            "hand_after": before + delta, "pending_draw": item.pending_draw,
            "top_before": card_name(item.top) if item.top >= 0 else None, "reason": reason,
        }

    @staticmethod
    def _round(item: Item, batch: Batch) -> None:
        event = item.event
        info = item.info
        t = item.tally
        assert t is not None
        assert t.started_at is not None
        play = item.last_play if event.reason == "out" else None
        deciding = play.cards[-1] if play is not None else None
        special = t.last_special
        batch.rounds.append({
            "match_id": info.match_id, "round_no": event.round_no, "ruleset": info.rules.name, "seats": info.seats,
            "first_seat": t.first_seat, "started_at": t.started_at, "ended_at": item.n.recorded_at,
            "duration_ms": _ms(item.n.recorded_at - t.started_at), "events": t.events + 1, "moves": t.moves,
            "turns": t.turns, "plays": t.plays, "cards_drawn": t.cards_drawn, "reshuffles": t.reshuffles,
            "calls_missed": t.calls_missed, "penalties": t.penalties, "challenges_refused": t.challenges_refused,
            "winner_seat": event.seat, "winner_position": (event.seat - t.first_seat) % info.seats,
            "winner_player": info.player(event.seat), "reason": event.reason,
            "deciding_card": card_name(deciding) if deciding is not None else None,
            "deciding_rank": RANK_NAMES[deciding & 15] if deciding is not None else None,
            "deciding_effect": (play.effect or None) if play is not None else None,
            "last_special_rank": RANK_NAMES[special[0] & 15] if special else None,
            "last_special_effect": special[1] if special else None,
            "last_special_seat": special[2] if special else None,
            "points": list(event.points), "cards_left": [len(h) for h in event.hands],
        })

    def flush(self, batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
        """Bulk-insert moves and rounds, apply late call/wish details, upsert matches."""
        insert_rows(conn, tables["analytics_moves"], list(batch.moves.values()))
        for row in batch.move_updates:  # rare: a call or wish split from its play by a batch boundary
            update_rows(conn, tables["analytics_moves"], [row])
        insert_rows(conn, tables["analytics_rounds"], batch.rounds)
        upsert_rows(conn, tables["analytics_matches"], list(batch.matches.values()))


PROJECTION = AnalyticsProjection()
