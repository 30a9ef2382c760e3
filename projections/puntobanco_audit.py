"""Read model "puntobanco_audit": every event of every Punto Banco table, readable — the shoe's
audit trail, redacted while the shoe runs.

Table ``puntobanco_audit`` (one row per event of a table stream): time, version, notification
id, shoe and coup, event type, seat and player, a readable description and the event as JSON.

While a shoe runs, its ``ShoeStarted`` row holds no seed and no order and its ``CardsBurned`` row
no face-down cards (the form of :func:`domain.puntobanco.redaction.public_event`), and both are
marked ``redacted``.  When the shoe's ``ShoeFinished`` arrives, those rows are rewritten in full
from what it reveals (seed, order, burned cards) and their descriptions name them, so a referee
can re-run the shoe from the audit trail alone.  Every other event is public when it happens.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Column, Index, Integer, MetaData, String, Table, Text, Uuid, select
from sqlalchemy.engine import Connection

from domain.cards import card_name
from domain.puntobanco.codec import TOPIC_PREFIX, decode, event_type
from domain.puntobanco.events import (
    BetPlaced,
    BetReturned,
    BetsClosed,
    BetSettled,
    CardsBurned,
    ChipsGranted,
    CoupDealt,
    CoupSettled,
    PBEvent,
    ShoeFinished,
    ShoeStarted,
    TableClosed,
    TableOpened,
)
from domain.puntobanco.redaction import HIDDEN_FIELDS, public_event
from projections.base import insert_rows, update_rows
from projections.queries import plain_row
from projections.read_model import ReadModel, StreamItem
from projections.schema import ReadTables, ts


def _define(md: MetaData, sfx: str) -> None:
    """The ``puntobanco_audit`` table of one generation."""
    t = Table(
        f"puntobanco_audit{sfx}",
        md,
        Column("table_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="the event's version in its table stream"),
        Column("notification_id", BigInteger, nullable=False),
        ts("recorded_at", False),
        Column("shoe_no", Integer, nullable=True),
        Column("coup_no", Integer, nullable=True),
        Column("event_type", String(24), nullable=False),
        Column("seat", Integer, nullable=True),
        Column("player", String(64), nullable=True),
        Column("description", Text, nullable=False),
        Column("payload", JSON, nullable=False, comment="the event (redacted while its shoe runs)"),
        Column("redacted", Boolean, nullable=False, comment="true while the shoe runs and the row hides part of it"),
    )
    Index(f"ix_{t.name}_shoe", t.c.table_id, t.c.shoe_no)


TABLES = ReadTables(_define)


def _cards(cards: tuple[int, ...] | None) -> str:
    return " ".join(card_name(c) for c in cards or ()) or "-"


def _who(seat: int, player: str) -> str:
    return f"seat {seat} ({player})"


def describe(event: PBEvent, full: bool) -> str:
    """A readable sentence for ``event``; with ``full=False`` nothing hidden is named."""
    if isinstance(event, TableOpened):
        r = event.rules
        return (
            f"Table opened: {r.decks} decks, {r.seats} seats, bets {r.min_bet}-{r.max_bet}, "
            f"Banker commission {r.commission_pct} %, Tie pays {r.tie_payout}:1, burn {r.burn}, "
            f"{r.cut_card_reserve} cards behind the cut card"
        )
    if isinstance(event, ChipsGranted):
        return f"{event.player} was granted {event.amount} chips (balance {event.balance})"
    if isinstance(event, ShoeStarted):
        kind = "laid out in an explicit order" if event.explicit else "shuffled"
        text = f"Shoe {event.shoe_no} {kind}: {event.cards} cards, commitment {event.commitment}"
        if full:
            text += f"; seed {event.seed}; order {_cards(event.order)}"
        return text
    if isinstance(event, CardsBurned):
        text = f"Burn: {card_name(event.shown)} shown, {event.count} cards burned face down"
        return text + (f": {_cards(event.hidden)}" if full else "")
    if isinstance(event, BetPlaced):
        return f"{_who(event.seat, event.player)} bets {event.amount} on {event.spot} (balance {event.balance})"
    if isinstance(event, BetsClosed):
        return f"Coup {event.coup_no}: no more bets ({event.bets} bets, {event.staked} chips)"
    if isinstance(event, CoupDealt):
        text = (
            f"Coup {event.coup_no}: Player {_cards(event.player_cards)} = {event.player_total}, "
            f"Banker {_cards(event.banker_cards)} = {event.banker_total}"
            f"{' (natural)' if event.natural else ''}: {event.outcome}"
        )
        if event.cut_card:
            text += "; the cut card came out: one more coup"
        if event.last:
            text += "; the shoe's last coup"
        return text
    if isinstance(event, BetSettled):
        text = f"{_who(event.seat, event.player)}: {event.stake} on {event.spot} {event.result}s, {event.paid} back"
        if event.commission:
            text += f" ({event.commission} commission)"
        return text + f" (balance {event.balance})"
    if isinstance(event, CoupSettled):
        return (
            f"Coup {event.coup_no} settled: {event.staked} staked, {event.paid} paid, "
            f"{event.commission} commission; house {event.house_result:+d} (total {event.house_total:+d})"
        )
    if isinstance(event, BetReturned):
        return f"{_who(event.seat, event.player)}: {event.amount} on {event.spot} returned undealt"
    if isinstance(event, ShoeFinished):
        return (
            f"Shoe {event.shoe_no} finished after {event.coups} coups ({event.reason}); seed revealed {event.seed}; "
            f"burned {_cards(event.burned)}"
        )
    if isinstance(event, TableClosed):
        return f"Table closed: {event.reason}"
    raise TypeError(f"no description for {type(event).__name__}")  # pragma: no cover


def _place(event: PBEvent) -> tuple[int | None, int | None, int | None, str | None]:
    """``(shoe, coup, seat, player)`` of an event, where it has them."""
    return (
        getattr(event, "shoe_no", None),
        getattr(event, "coup_no", None),
        getattr(event, "seat", None),
        getattr(event, "player", None),
    )


def revealed(payload: dict[str, Any], finished: ShoeFinished) -> PBEvent:
    """The full event of a redacted row, its hidden fields filled in from ``ShoeFinished``."""
    full = dict(payload)
    kind = full.pop("type")
    if kind == "ShoeStarted":
        full["seed"] = finished.seed
        full["order"] = [card_name(c) for c in finished.order]
    elif kind == "CardsBurned":
        full["hidden"] = [card_name(c) for c in finished.burned]
    return decode(TOPIC_PREFIX + kind, full)


@dataclass(slots=True)
class Batch:
    """New rows by key (with their event), and the shoes finished in this batch."""

    inserts: dict[tuple[Any, int], tuple[dict[str, Any], PBEvent]] = field(default_factory=dict)
    finished: list[tuple[Any, ShoeFinished]] = field(default_factory=list)


def _handle(item: StreamItem, batch: Batch) -> None:
    """One row per event; ``ShoeFinished`` reveals its shoe's redacted rows."""
    event = item.event
    n = item.n
    shoe_no, coup_no, seat, player = _place(event)
    batch.inserts[(n.stream_id, n.version)] = (
        {
            "table_id": n.stream_id,
            "version": n.version,
            "notification_id": n.notification_id,
            "recorded_at": n.recorded_at,
            "shoe_no": shoe_no,
            "coup_no": coup_no,
            "event_type": event_type(event),
            "seat": seat,
            "player": player,
        },
        event,
    )
    if isinstance(event, ShoeFinished):
        batch.finished.append((n.stream_id, event))


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Insert the new rows (in full where their shoe finished in this batch), then reveal the
    rows of earlier batches whose shoe finished now."""
    table = tables["puntobanco_audit"]
    over = {(table_id, f.shoe_no) for table_id, f in batch.finished}
    rows = []
    for (table_id, _), (row, event) in batch.inserts.items():
        hides = type(event) in HIDDEN_FIELDS and (table_id, row["shoe_no"]) not in over
        row["description"] = describe(event, not hides)
        row["payload"] = public_event(event, revealed=not hides)
        row["redacted"] = hides
        rows.append(row)
    insert_rows(conn, table, rows)
    reveals = []
    for table_id, finished in batch.finished:
        stored = conn.execute(
            select(table.c.version, table.c.payload).where(
                table.c.table_id == table_id, table.c.shoe_no == finished.shoe_no, table.c.redacted.is_(True)
            )
        ).all()
        for version, payload in stored:
            event = revealed(payload, finished)
            reveals.append(
                {
                    "pk_table_id": table_id,
                    "pk_version": version,
                    "description": describe(event, True),
                    "payload": public_event(event, revealed=True),
                    "redacted": False,
                }
            )
    update_rows(conn, table, reveals)


READ_MODEL: ReadModel[StreamItem, Batch] = ReadModel(
    name="puntobanco_audit", version=1, rebuild_cost=2, follows=(TOPIC_PREFIX,),
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
)  # fmt: skip
"""Folds Punto Banco events into ``puntobanco_audit``."""


# ---------------------------------------------------------------- queries


def audit_trail(
    conn: Connection, table_id: uuid.UUID, shoe_no: int | None = None, after_version: int = 0, limit: int = 1000
) -> list[dict[str, Any]]:
    """The audit rows of a table (optionally one shoe), in version order."""
    a = TABLES.view("puntobanco_audit")
    stmt = select(a).where(a.c.table_id == table_id, a.c.version > after_version)
    if shoe_no is not None:
        stmt = stmt.where(a.c.shoe_no == shoe_no)
    stmt = stmt.order_by(a.c.version).limit(limit)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]
