"""Read model "audit": every event of every round, in order, readable, redacted while it runs.

Table ``audit_trail`` (one row per event of a match stream): time, version, notification id,
round, event type, the seat the event concerns and its player, a readable description and the
event itself as JSON.

While a round runs a row holds what an observer may see (the form of
:func:`domain.maumau.redaction.redact_event` for no seat: no hand, no drawn card, no deck or reshuffle
order, no seed) and ``redacted`` is true.  When ``RoundWon`` arrives every row of that round is
rewritten in full (descriptions name the drawn cards, the deal, the seed) and ``redacted``
turns false, so a referee can settle disputes afterwards.  Events outside a running round (the
match's start and end, a challenge refused between rounds) are public at once.  Refused
challenges are events like any other and appear in order.

A sealed match's rounds (a duplicate tournament table) reach the audit trail only when the
tournament reveals them (``DealsRevealed``; :mod:`projections.context` holds them until then),
written in full at once; their ``RoundWon`` row names the hands left and the seed revealed.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Column, Index, Integer, MetaData, String, Table, Text, Uuid, select
from sqlalchemy.engine import Connection

from domain.cards import SUIT_NAMES, card_name
from domain.maumau import events as ev
from domain.maumau.codec import TOPIC_PREFIX
from domain.maumau.redaction import event_type, redact_event
from projections.base import insert_rows, update_rows
from projections.context import FoldCache, Item, MatchInfo
from projections.queries import plain_row
from projections.read_model import ReadModel
from projections.schema import ReadTables, ts


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
_DRAW_REASONS = {"choice": "", "draw_effect": " (the draw penalty)", "penalty": " (a penalty)"}
_FORFEIT_REASONS = {"timeouts": "too many timeouts", "left": "left the table"}
_PLAYED = {
    "skip": ": the next player is skipped",
    "wish": ", a wish card",
    "again": ": {name} plays again",
    "reverse": ": play changes direction",
}
"""What a special card played does, said for people (a draw card: the cards the next player draws)."""
_WINDOW_CLOSED = {
    "challenged": "the challenge was made",
    "next move": "the next move was made",
    "deadline passed": "the deadline passed",
    "next player moved on": "the next player moved on",
}
_START_EFFECTS = {
    "skip": "the first player is skipped",
    "free": "the first player may play any card",
    "reverse": "play starts the other way round",
    "again": "the first player plays again",
}
_ROUND_ENDS = {
    "out": "by playing the last card",
    "blocked": "with the fewest cards when nobody could move",
    "abandoned": "as the last seat in contention",
}
_PASSES = {"kept_drawn_card": "kept the drawn card and passed", "nothing_to_draw": "passed: nothing was left to draw"}


def _cards(cards: tuple[int, ...] | list[int]) -> str:
    """Card names joined for a sentence: ``HQ``, ``HQ and S7``, ``HQ, S7 and C9``; ``no cards``."""
    names = [card_name(c) for c in cards]
    if not names:
        return "no cards"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _list(cards: tuple[int, ...] | list[int]) -> str:
    """Card names as a plain list (decks, reshuffled piles): ``CA D8 H8 ...``."""
    return " ".join(card_name(c) for c in cards)


def _count(n: int, what: str = "card") -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def _ms(value: int | None) -> str:
    if value is None:
        return "no deadline"
    return datetime.fromtimestamp(value / 1000, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _seconds(ms: int) -> str:
    return f"{ms / 1000:g} s"


def acting_seat(event: Any) -> int | None:
    """The seat an event concerns (the player who acted, drew, won, was skipped), if any."""
    kind = type(event)
    if kind is ev.ChallengeRefused:
        return int(event.by)
    seat = getattr(event, "seat", None)
    return seat if isinstance(seat, int) else None


def describe(event: Any, info: MatchInfo, full: bool) -> str:
    """A readable sentence for ``event``; with ``full=False`` nothing hidden is named.

    Players are named by their handle with their seat, ``alice (seat 0)`` (``seat 0`` without a
    handle); cards by their names, joined as in prose (``CK and D9``).
    """

    def who(seat: int | None) -> str:
        if seat is None:
            return "nobody"
        name = info.player(seat)
        return f"{name} (seat {seat})" if name else f"seat {seat}"

    def short(seat: int) -> str:
        return info.player(seat) or f"seat {seat}"

    def per_seat(values: tuple[int, ...] | list[int]) -> str:
        return ", ".join(f"{short(i)} {v}" for i, v in enumerate(values))

    kind = type(event)
    if kind is ev.MatchStarted:
        players = ", ".join(who(i) for i in range(event.seats))
        return f"The match started under {event.ruleset.name} with {event.seats} seats: {players}"
    if kind is ev.RoundStarted:
        text = f"Round {event.round_no} started: {who(event.first_seat)} begins; seed commitment {event.commitment}"
        if full:
            text += f"; seed {event.seed}; deck {_list(event.deck)}"
        return text
    if kind is ev.CardsDealt:
        if full:
            return "Dealt: " + "; ".join(f"{who(i)} {_list(h)}" for i, h in enumerate(event.hands))
        sizes = sorted({len(h) for h in event.hands})
        return f"{'/'.join(map(str, sizes))} cards dealt to each of the {len(event.hands)} seats"
    if kind is ev.StartCardTurned:
        text = f"The start card is {card_name(event.card)}"
        if event.buried:
            buried = _cards(event.buried) if full else _count(len(event.buried))
            text += f" ({buried} turned before it went under the draw pile)"
        if event.effect == "draw":
            text += f"; the first player must draw {event.draw}"
        elif event.effect:
            text += f"; {_START_EFFECTS.get(event.effect, event.effect)}"
        return text
    if kind is ev.CardPlayed:
        text = f"{who(event.seat)} played {_cards(event.cards)}"
        if event.jump_in:
            text += " out of turn (jump-in)"
        if event.effect == "draw":
            text += f": the next player must draw {event.draw}"
        elif event.effect:
            text += _PLAYED.get(event.effect, f" ({event.effect})").format(name=short(event.seat))
        return text
    if kind is ev.SuitWished:
        return f"{who(event.seat)} wished for {SUIT_NAMES[event.suit].lower()}"
    if kind is ev.MauCalled:
        if event.auto:
            return f"The service called {_CALL_WORDS[event.call]} for {who(event.seat)}"
        return f"{who(event.seat)} called {_CALL_WORDS[event.call]}"
    if kind is ev.CallMissed:
        until = f"until {_ms(event.deadline)}" if event.deadline is not None else "until the next move"
        return f"{who(event.seat)} did not call {_CALL_WORDS[event.call]}; the others may challenge {until}"
    if kind is ev.ChallengeWindowClosed:
        why = _WINDOW_CLOSED.get(event.reason, event.reason)
        return f"The chance to challenge {who(event.seat)} for the missing {_CALL_WORDS[event.call]} is over: {why}"
    if kind is ev.ChallengeRefused:
        return f"The challenge by {who(event.by)} against {who(event.target)} was refused: {event.reason}"
    if kind is ev.PenaltyApplied:
        text = f"{who(event.seat)} must draw {_count(event.count)}: {event.reason}"
        if event.by is not None:
            text += f", challenged by {who(event.by)}"
        if event.card is not None:
            text += f"; the wrong card {card_name(event.card)} goes back to the hand"
        return text
    if kind is ev.CardDrawn:
        reason = _DRAW_REASONS.get(event.reason, f" ({event.reason})")
        if full:
            text = f"{who(event.seat)} drew {_cards(event.cards)}{reason}"
            if event.playable >= 0:
                it = "it" if len(event.cards) == 1 else card_name(event.playable)
                text += f" and may play {it}"
            return text
        return f"{who(event.seat)} drew {_count(len(event.cards))}{reason}"
    if kind is ev.DrawPileReshuffled:
        text = (
            f"The discard pile was shuffled into a new draw pile of {_count(len(event.order))} "
            f"(reshuffle {event.counter})"
        )
        return text + (f": {_list(event.order)}" if full else "")
    if kind is ev.TurnSkipped:
        return f"{who(event.seat)} is skipped"
    if kind is ev.DirectionReversed:
        return "Play now goes " + ("clockwise" if event.direction == 1 else "counter-clockwise")
    if kind is ev.Passed:
        return f"{who(event.seat)} {_PASSES.get(event.reason, 'passed: ' + event.reason.replace('_', ' '))}"
    if kind is ev.TurnEnded:
        return f"{who(event.seat)} ended the turn; {who(event.next_seat)} moves next"
    if kind is ev.RoundWon:
        how = _ROUND_ENDS.get(str(event.reason), str(event.reason))
        left = "; ".join(f"{short(i)} {_cards(h)}" for i, h in enumerate(event.hands) if h)
        return (
            f"{who(event.seat)} won round {event.round_no} {how}. Points: {per_seat(event.points)}. "
            f"Cards left: {left or 'none'}. Seed revealed: {event.seed}"
        )
    if kind is ev.MatchFinished:
        winners = " and ".join(who(i) for i in event.winners) or "nobody"
        return f"The match is over: {winners} won ({event.reason}). Totals: {per_seat(event.totals)}"
    if kind is ev.TurnClockStarted:
        return (
            f"The clock of {who(event.seat)} runs until {_ms(event.deadline)}, with {_seconds(event.bank)} in the bank"
        )
    if kind is ev.TurnClockStopped:
        return f"The clock of {who(event.seat)} stopped, with {_seconds(event.bank)} left in the bank"
    if kind is ev.TurnTimedOut:
        return f"Time ran out for {who(event.seat)} (timeout {event.count}); the automatic move follows"
    if kind is ev.SeatForfeited:
        why = _FORFEIT_REASONS.get(event.reason, event.reason)
        return f"{who(event.seat)} forfeited the match ({why}) and can no longer win"
    if kind is ev.DealsRevealed:
        rounds = "; ".join(
            f"round {deal.round_no}: seed {deal.seed}, cards left "
            + ("; ".join(f"{short(i)} {_cards(h)}" for i, h in enumerate(deal.hands) if h) or "none")
            for deal in event.rounds
        )
        return f"The sealed deals were revealed (no table plays them any more): {rounds}"
    raise TypeError(f"no description for event type {kind.__name__}")  # pragma: no cover


@dataclass(slots=True)
class Batch:
    """New rows by primary key with their event (described at flush time, in full if their round
    ended within the batch) and rows of earlier batches to un-redact."""

    inserts: dict[tuple[Any, int], tuple[dict[str, Any], Any, MatchInfo]] = field(default_factory=dict)
    full: set[tuple[Any, int]] = field(default_factory=set)
    reveals: list[dict[str, Any]] = field(default_factory=list)


def _handle(item: Item, batch: Batch) -> None:
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


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
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


READ_MODEL: ReadModel[Item, Batch] = ReadModel(
    name="audit", version=2, rebuild_cost=4, follows=(TOPIC_PREFIX,), context=FoldCache,
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
)  # fmt: skip
"""Folds events into ``audit_trail``.  Version 2: the descriptions read as sentences (``alice (seat 0)
played HK``)."""


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
