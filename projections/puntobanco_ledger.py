"""Read model "puntobanco_ledger": every chip movement of every Punto Banco table, per player.

Table ``puntobanco_ledger`` (one row per chip event of a table stream): the player, the seat,
shoe and coup, the ``kind`` of movement — ``grant`` (the host gave chips), ``stake`` (a bet left
the balance), ``win`` / ``lose`` / ``push`` (a bet settled: what came back, commission noted),
``refund`` (an undealt bet returned when the table closed) — the signed ``amount`` it changed
the balance by, and the ``balance`` after it, as the event recorded it.  Nothing here is hidden:
chips are public at the table.

Queries: :func:`ledger` (a player's or a whole table's rows in order) and :func:`balances` (each
player's last balance and totals), which the HTTP API serves.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import BigInteger, Column, Index, Integer, MetaData, String, Table, Uuid, func, select
from sqlalchemy.engine import Connection

from domain.puntobanco.codec import TOPIC_PREFIX
from domain.puntobanco.events import BetPlaced, BetReturned, BetSettled, ChipsGranted
from projections.base import insert_rows
from projections.queries import plain_row
from projections.read_model import ReadModel, StreamItem
from projections.schema import ReadTables, ts


def _define(md: MetaData, sfx: str) -> None:
    """The ``puntobanco_ledger`` table of one generation."""
    t = Table(
        f"puntobanco_ledger{sfx}",
        md,
        Column("table_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="the event's version in its table stream"),
        Column("notification_id", BigInteger, nullable=False),
        ts("recorded_at", False),
        Column("player", String(64), nullable=False),
        Column("seat", Integer, nullable=True),
        Column("shoe_no", Integer, nullable=True),
        Column("coup_no", Integer, nullable=True),
        Column("kind", String(8), nullable=False, comment="grant, stake, win, lose, push, refund"),
        Column("spot", String(8), nullable=True, comment="player, banker or tie (bets)"),
        Column("stake", BigInteger, nullable=True, comment="the bet's stake (settlements)"),
        Column("amount", BigInteger, nullable=False, comment="signed change of the balance"),
        Column("commission", BigInteger, nullable=False, comment="kept of a Banker win"),
        Column("balance", BigInteger, nullable=False, comment="the player's balance after it"),
    )
    Index(f"ix_{t.name}_player", t.c.table_id, t.c.player, t.c.version)


TABLES = ReadTables(_define)


@dataclass(slots=True)
class Batch:
    """New ledger rows."""

    rows: list[dict[str, Any]] = field(default_factory=list)


def ledger_row(event: Any) -> dict[str, Any] | None:
    """The ledger columns of a chip event (``None`` for every other event)."""
    if isinstance(event, ChipsGranted):
        return _row(event.player, None, None, None, "grant", None, None, event.amount, 0, event.balance)
    if isinstance(event, BetPlaced):
        return _row(
            event.player, event.seat, event.shoe_no, event.coup_no, "stake", event.spot, event.amount,
            -event.amount, 0, event.balance,
        )  # fmt: skip
    if isinstance(event, BetSettled):
        return _row(
            event.player, event.seat, event.shoe_no, event.coup_no, event.result, event.spot, event.stake,
            event.paid, event.commission, event.balance,
        )  # fmt: skip
    if isinstance(event, BetReturned):
        return _row(
            event.player, event.seat, event.shoe_no, event.coup_no, "refund", event.spot, event.amount,
            event.amount, 0, event.balance,
        )  # fmt: skip
    return None


def _row(
    player: str,
    seat: int | None,
    shoe_no: int | None,
    coup_no: int | None,
    kind: str,
    spot: str | None,
    stake: int | None,
    amount: int,
    commission: int,
    balance: int,
) -> dict[str, Any]:
    return {
        "player": player,
        "seat": seat,
        "shoe_no": shoe_no,
        "coup_no": coup_no,
        "kind": kind,
        "spot": spot,
        "stake": stake,
        "amount": amount,
        "commission": commission,
        "balance": balance,
    }


def _handle(item: StreamItem, batch: Batch) -> None:
    """One row per chip event."""
    row = ledger_row(item.event)
    if row is None:
        return
    n = item.n
    batch.rows.append(
        {
            "table_id": n.stream_id,
            "version": n.version,
            "notification_id": n.notification_id,
            "recorded_at": n.recorded_at,
            **row,
        }
    )


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Insert the new rows."""
    insert_rows(conn, tables["puntobanco_ledger"], batch.rows)


READ_MODEL: ReadModel[StreamItem, Batch] = ReadModel(
    name="puntobanco_ledger", version=1, follows=(TOPIC_PREFIX,),
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
)  # fmt: skip
"""Folds Punto Banco chip events into ``puntobanco_ledger``."""


# ---------------------------------------------------------------- queries


def ledger(
    conn: Connection,
    table_id: uuid.UUID,
    player: str | None = None,
    after_version: int = 0,
    limit: int = 1000,
) -> list[dict[str, Any]]:
    """The ledger rows of a table (one player's, or everyone's) after ``after_version``, in order."""
    t = TABLES.view("puntobanco_ledger")
    stmt = select(t).where(t.c.table_id == table_id, t.c.version > after_version)
    if player is not None:
        stmt = stmt.where(t.c.player == player)
    stmt = stmt.order_by(t.c.version).limit(limit)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]


def balances(conn: Connection, table_id: uuid.UUID) -> list[dict[str, Any]]:
    """Each player of a table: the balance after the last movement, and the totals granted,
    staked, paid back and kept as commission."""
    t = TABLES.view("puntobanco_ledger")
    last = (
        select(t.c.player, func.max(t.c.version).label("version"))
        .where(t.c.table_id == table_id)
        .group_by(t.c.player)
        .subquery()
    )
    rows = conn.execute(
        select(t.c.player, t.c.balance)
        .join(last, (t.c.player == last.c.player) & (t.c.version == last.c.version))
        .where(t.c.table_id == table_id)
        .order_by(t.c.player)
    ).all()
    totals: dict[str, dict[str, int]] = {}
    for player, kind, amount, commission in conn.execute(
        select(t.c.player, t.c.kind, func.sum(t.c.amount), func.sum(t.c.commission))
        .where(t.c.table_id == table_id)
        .group_by(t.c.player, t.c.kind)
    ):
        totals.setdefault(player, {})[kind] = int(amount or 0)
        if commission:
            totals[player]["commission"] = totals[player].get("commission", 0) + int(commission)
    out = []
    for player, balance in rows:
        sums = totals.get(player, {})
        out.append(
            {
                "player": player,
                "balance": int(balance),
                "granted": sums.get("grant", 0),
                "staked": -sums.get("stake", 0),
                "paid": sums.get("win", 0) + sums.get("push", 0) + sums.get("lose", 0),
                "refunded": sums.get("refund", 0),
                "commission": sums.get("commission", 0),
            }
        )
    return out
