"""Read model "audit": every event of every round, in order, readable, redacted while it runs.

Table ``audit_trail`` (one row per event of a match stream): time, version, notification id,
round, event type, the seat the event concerns and its player, a readable description and the
event itself as JSON.

While a round runs a row holds what an observer may see (the form of
:func:`domain.redaction.redact_event` for no seat: no hand, no drawn card, no deck or reshuffle
order, no seed) and ``redacted`` is true.  When ``RoundWon`` arrives every row of that round is
rewritten in full (descriptions name the drawn cards, the deal, the seed) and ``redacted``
turns false, so a referee can settle disputes afterwards.  Events outside a running round (the
match's start and end, a challenge refused between rounds) are public at once.  Refused
challenges are events like any other and appear in order.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Column, Index, Integer, MetaData, String, Table, Text, Uuid, select
from sqlalchemy.engine import Connection

from domain import events as ev
from domain.cards import SUIT_NAMES, card_name
from domain.redaction import event_type, redact_event
from projections.base import insert_rows, update_rows
from projections.context import Item, MatchInfo
from projections.queries import plain_row
from projections.schema import ReadTables, ts

NAME = "audit"
VERSION = 1
"""Schema version of this module's tables and fold (bump it, and rebuild, when either changes)."""
REBUILD_COST = 4
"""Relative cost of a rebuild (balances ``rebuild --jobs`` worker processes)."""


def _define(md: MetaData, sfx: str) -> None:
    """The ``audit_trail`` table of one generation."""
    t = Table(
        f"audit_trail{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="the event's version in its match stream"),
        Column("notification_id", BigInteger, nullable=False),
        Column("round_no", Integer, nullable=False, comment="0 before the first round"),
        ts("recorded_at", False),
        Column("event_type", String(40), nullable=False),
        Column("seat", Integer, nullable=True, comment="acting seat, if any"),
        Column("player", String(200), nullable=True),
        Column("description", Text, nullable=False),
        Column("payload", JSON, nullable=False, comment="the event (redacted while its round runs)"),
        Column("redacted", Boolean, nullable=False, comment="true while the round runs"),
    )
    Index(f"ix_{t.name}_round", t.c.match_id, t.c.round_no)


TABLES = ReadTables(_define)

_CALL_WORDS = {"mau": "'Mau'", "maumau": "'Mau-Mau'"}
_TYPE_NAMES: dict[type, str] = {}
_FORFEIT_REASONS = {"timeouts": "too many timeouts", "left": "left the table"}
_DRAW_REASONS = {"choice": "", "draw_effect": " (draw penalty)", "penalty": " (penalty)"}


def _cards(cards: tuple[int, ...] | list[int]) -> str:
    return " ".join(card_name(c) for c in cards) or "-"


def _ms(value: int | None) -> str:
    if value is None:
        return "no deadline"
    return datetime.fromtimestamp(value / 1000, UTC).isoformat(timespec="milliseconds")


def acting_seat(event: Any) -> int | None:
    """The seat an event concerns (the player who acted, drew, won, was skipped), if any."""
    kind = type(event)
    if kind is ev.ChallengeRefused:
        return int(event.by)
    seat = getattr(event, "seat", None)
    return seat if isinstance(seat, int) else None


def describe(event: Any, info: MatchInfo, full: bool) -> str:
    """A readable sentence for ``event``; with ``full=False`` nothing hidden is named."""

    def who(seat: int | None) -> str:
        if seat is None:
            return "nobody"
        name = info.player(seat)
        return f"seat {seat} ({name})" if name else f"seat {seat}"

    kind = type(event)
    if kind is ev.MatchStarted:
        players = ", ".join(who(i) for i in range(event.seats))
        return f"Match started under {event.ruleset.name} with {event.seats} seats: {players}"
    if kind is ev.RoundStarted:
        text = f"Round {event.round_no} started; {who(event.first_seat)} begins; commitment {event.commitment}"
        if full:
            text += f"; seed {event.seed}; deck {_cards(event.deck)}"
        return text
    if kind is ev.CardsDealt:
        if full:
            return "Dealt: " + "; ".join(f"{who(i)} {_cards(h)}" for i, h in enumerate(event.hands))
        sizes = sorted({len(h) for h in event.hands})
        return f"Dealt {'/'.join(map(str, sizes))} cards to each of {len(event.hands)} seats"
    if kind is ev.StartCardTurned:
        text = f"Start card {card_name(event.card)}"
        if event.buried:
            text += f" ({_cards(event.buried)} buried first)" if full else f" ({len(event.buried)} buried first)"
        if event.effect:
            text += f"; it applies to the first player: {event.effect}" + (f" {event.draw}" if event.draw else "")
        return text
    if kind is ev.CardPlayed:
        text = f"{who(event.seat)} played {_cards(event.cards)}"
        if event.effect:
            text += f" ({event.effect}" + (f" {event.draw}" if event.draw else "") + ")"
        if event.jump_in:
            text += " out of turn (jump-in)"
        return text
    if kind is ev.SuitWished:
        return f"{who(event.seat)} wished {SUIT_NAMES[event.suit]}"
    if kind is ev.MauCalled:
        if event.auto:
            return f"The service called {_CALL_WORDS[event.call]} for {who(event.seat)}"
        return f"{who(event.seat)} called {_CALL_WORDS[event.call]}"
    if kind is ev.CallMissed:
        return f"{who(event.seat)} did not call {_CALL_WORDS[event.call]}; a challenge window opened" + (
            f" until {_ms(event.deadline)}" if event.deadline is not None else ""
        )
    if kind is ev.ChallengeWindowClosed:
        return f"The window to challenge {who(event.seat)}'s missing {_CALL_WORDS[event.call]} closed: {event.reason}"
    if kind is ev.ChallengeRefused:
        return f"{who(event.by)}'s challenge against {who(event.target)} was refused: {event.reason}"
    if kind is ev.PenaltyApplied:
        text = f"{who(event.seat)} must draw {event.count}: {event.reason}"
        if event.by is not None:
            text += f" (challenged by {who(event.by)})"
        if event.card is not None:
            text += f" (wrong card {card_name(event.card)} taken back)"
        return text
    if kind is ev.CardDrawn:
        reason = _DRAW_REASONS.get(event.reason, f" ({event.reason})")
        if full:
            text = f"{who(event.seat)} drew {_cards(event.cards)}{reason}"
            if event.playable >= 0:
                text += f"; may play {card_name(event.playable)}"
            return text
        n = len(event.cards)
        return f"{who(event.seat)} drew {n} card{'s' if n != 1 else ''}{reason}"
    if kind is ev.DrawPileReshuffled:
        text = f"The discard pile was reshuffled into a new draw pile of {len(event.order)} cards (#{event.counter})"
        return text + (f": {_cards(event.order)}" if full else "")
    if kind is ev.TurnSkipped:
        return f"{who(event.seat)} is skipped"
    if kind is ev.DirectionReversed:
        return "Direction of play reversed: now " + ("clockwise" if event.direction == 1 else "counter-clockwise")
    if kind is ev.Passed:
        return f"{who(event.seat)} passed ({event.reason.replace('_', ' ')})"
    if kind is ev.TurnEnded:
        return f"{who(event.seat)}'s turn ended; {who(event.next_seat)} to move"
    if kind is ev.RoundWon:
        points = ", ".join(str(p) for p in event.points)
        left = "; ".join(f"{who(i)} {_cards(h)}" for i, h in enumerate(event.hands) if h)
        return (
            f"Round {event.round_no} won by {who(event.seat)} ({event.reason}); points {points}; "
            f"cards left: {left or 'none'}; seed revealed {event.seed}"
        )
    if kind is ev.MatchFinished:
        winners = ", ".join(who(i) for i in event.winners) or "nobody"
        return f"Match finished: {winners} won; totals {', '.join(map(str, event.totals))}; {event.reason}"
    if kind is ev.TurnClockStarted:
        return f"{who(event.seat)}'s clock runs until {_ms(event.deadline)} (bank left {event.bank / 1000:g} s)"
    if kind is ev.TurnClockStopped:
        return f"{who(event.seat)}'s clock stopped (bank left {event.bank / 1000:g} s)"
    if kind is ev.TurnTimedOut:
        return f"{who(event.seat)}'s time ran out (timeout {event.count}); the automatic move follows"
    if kind is ev.SeatForfeited:
        why = _FORFEIT_REASONS.get(event.reason, event.reason)
        return f"{who(event.seat)} forfeited the match ({why}): it can no longer win"
    raise TypeError(f"no description for event type {kind.__name__}")  # pragma: no cover


@dataclass(slots=True)
class Batch:
    """New rows by primary key with their event (described at flush time, in full if their round
    ended within the batch) and rows of earlier batches to un-redact."""

    inserts: dict[tuple[Any, int], tuple[dict[str, Any], Any, MatchInfo]] = field(default_factory=dict)
    full: set[tuple[Any, int]] = field(default_factory=set)
    reveals: list[dict[str, Any]] = field(default_factory=list)


class AuditProjection:
    """Folds events into ``audit_trail``."""

    name = NAME
    version = VERSION
    tables = TABLES
    rebuild_cost = REBUILD_COST
    event_types: frozenset[type] | None = None

    def new_batch(self) -> Batch:
        """An empty batch."""
        return Batch()

    def handle(self, item: Item, batch: Batch) -> None:
        """One row per event; on ``RoundWon`` the whole round is written in full."""
        event = item.event
        kind = type(event)
        in_round = item.in_round
        n = item.n
        key = (n.stream_id, n.version)
        seat = acting_seat(event)
        name = _TYPE_NAMES.get(kind)
        if name is None:
            name = _TYPE_NAMES[kind] = event_type(event)
        batch.inserts[key] = (
            {
                "match_id": n.stream_id,
                "version": n.version,
                "notification_id": n.notification_id,
                "round_no": 0 if kind is ev.MatchStarted else item.round_no,
                "recorded_at": n.recorded_at,
                "event_type": name,
                "seat": seat,
                "player": item.info.player(seat) if seat is not None else None,
            },
            event,
            item.info,
        )
        if not in_round:
            batch.full.add(key)
        elif kind is ev.RoundWon:
            batch.full.add(key)
            inserts = batch.inserts
            for version, past, _at in item.round_events[:-1]:
                past_key = (n.stream_id, version)
                if past_key in inserts:
                    batch.full.add(past_key)
                else:
                    batch.reveals.append(
                        {
                            "pk_match_id": n.stream_id,
                            "pk_version": version,
                            "description": describe(past, item.info, True),
                            "payload": redact_event(past, None, round_over=True),
                            "redacted": False,
                        }
                    )

    def flush(self, batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
        """Insert the new rows, then reveal the rows of rounds that ended in this batch."""
        table = tables["audit_trail"]
        rows = []
        full_keys = batch.full
        for key, (row, event, info) in batch.inserts.items():
            full = key in full_keys
            row["description"] = describe(event, info, full)
            row["payload"] = redact_event(event, None, round_over=full)
            row["redacted"] = not full
            rows.append(row)
        insert_rows(conn, table, rows)
        update_rows(conn, table, batch.reveals)


PROJECTION = AuditProjection()


# ---------------------------------------------------------------- queries


def audit_trail(
    conn: Connection, match_id: uuid.UUID, round_no: int | None = None, after_version: int = 0, limit: int = 1000
) -> list[dict[str, Any]]:
    """The audit rows of a match (optionally one round), in version order."""
    a = TABLES.view("audit_trail")
    stmt = select(a).where(a.c.match_id == match_id, a.c.version > after_version)
    if round_no is not None:
        stmt = stmt.where(a.c.round_no == round_no)
    stmt = stmt.order_by(a.c.version).limit(limit)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]
