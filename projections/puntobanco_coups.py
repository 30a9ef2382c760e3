"""Read model "puntobanco_coups": the coup history of every Punto Banco table, and its roads.

Table ``puntobanco_coups`` (one row per coup, key: table, shoe, coup): when it was dealt (stream
version, time), each hand's cards by name and its total, whether a natural ended it, the outcome,
whether the cut card came out in it and whether it was the shoe's last; and, once settled, its
bets, chips staked, paid back, commission kept and the house's result.  Dealt cards are public the
moment they are dealt, so nothing here waits for the shoe's end.

Queries: :func:`coups` (a table's history, optionally one shoe) and :func:`road` (the bead plate
and big road of a shoe, drawn by :func:`domain.puntobanco.road.road` from the rows).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Column, Integer, MetaData, String, Table, Uuid, select
from sqlalchemy.engine import Connection

from domain.cards import card_name
from domain.puntobanco.codec import TOPIC_PREFIX
from domain.puntobanco.events import CoupDealt, CoupSettled
from domain.puntobanco.road import road as draw_road
from projections.base import insert_rows, update_rows
from projections.queries import plain_row
from projections.read_model import ReadModel, StreamItem
from projections.schema import ReadTables, ts


def _define(md: MetaData, sfx: str) -> None:
    """The ``puntobanco_coups`` table of one generation."""
    Table(
        f"puntobanco_coups{sfx}",
        md,
        Column("table_id", Uuid, primary_key=True),
        Column("shoe_no", Integer, primary_key=True),
        Column("coup_no", Integer, primary_key=True, comment="the coup's number in its shoe"),
        Column("version", Integer, nullable=False, comment="stream version of CoupDealt"),
        Column("notification_id", BigInteger, nullable=False),
        ts("dealt_at", False),
        Column("player_cards", JSON, nullable=False),
        Column("banker_cards", JSON, nullable=False),
        Column("player_total", Integer, nullable=False),
        Column("banker_total", Integer, nullable=False),
        Column("natural", Boolean, nullable=False),
        Column("outcome", String(8), nullable=False, comment="player, banker or tie"),
        Column("cut_card", Boolean, nullable=False, comment="the cut card came out in this coup"),
        Column("last", Boolean, nullable=False, comment="the shoe's last coup"),
        Column("bets", Integer, nullable=True, comment="set when settled"),
        Column("staked", BigInteger, nullable=True),
        Column("paid", BigInteger, nullable=True),
        Column("commission", BigInteger, nullable=True),
        Column("house_result", BigInteger, nullable=True, comment="staked - paid"),
    )


TABLES = ReadTables(_define)


@dataclass(slots=True)
class Batch:
    """New coup rows by key, and settlements of coups inserted in earlier batches."""

    inserts: dict[tuple[Any, int, int], dict[str, Any]] = field(default_factory=dict)
    updates: list[dict[str, Any]] = field(default_factory=list)


def _settlement(event: CoupSettled) -> dict[str, Any]:
    return {
        "bets": event.bets,
        "staked": event.staked,
        "paid": event.paid,
        "commission": event.commission,
        "house_result": event.house_result,
    }


def _handle(item: StreamItem, batch: Batch) -> None:
    """A row on ``CoupDealt``; its settlement columns on ``CoupSettled``."""
    event = item.event
    n = item.n
    if isinstance(event, CoupDealt):
        batch.inserts[(n.stream_id, event.shoe_no, event.coup_no)] = {
            "table_id": n.stream_id,
            "shoe_no": event.shoe_no,
            "coup_no": event.coup_no,
            "version": n.version,
            "notification_id": n.notification_id,
            "dealt_at": n.recorded_at,
            "player_cards": [card_name(c) for c in event.player_cards],
            "banker_cards": [card_name(c) for c in event.banker_cards],
            "player_total": event.player_total,
            "banker_total": event.banker_total,
            "natural": event.natural,
            "outcome": event.outcome,
            "cut_card": event.cut_card,
            "last": event.last,
            "bets": None,
            "staked": None,
            "paid": None,
            "commission": None,
            "house_result": None,
        }
    elif isinstance(event, CoupSettled):
        key = (n.stream_id, event.shoe_no, event.coup_no)
        row = batch.inserts.get(key)
        if row is not None:
            row.update(_settlement(event))
        else:
            batch.updates.append(
                {"pk_table_id": key[0], "pk_shoe_no": key[1], "pk_coup_no": key[2], **_settlement(event)}
            )


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Insert the new coups, then settle those dealt in earlier batches."""
    table = tables["puntobanco_coups"]
    insert_rows(conn, table, list(batch.inserts.values()))
    update_rows(conn, table, batch.updates)


READ_MODEL: ReadModel[StreamItem, Batch] = ReadModel(
    name="puntobanco_coups", version=1, follows=(TOPIC_PREFIX,),
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
)  # fmt: skip
"""Folds dealt and settled coups into ``puntobanco_coups``."""


# ---------------------------------------------------------------- queries


def coups(
    conn: Connection, table_id: uuid.UUID, shoe_no: int | None = None, after_version: int = 0, limit: int = 1000
) -> list[dict[str, Any]]:
    """The coups of a table (optionally one shoe) dealt after ``after_version``, in order."""
    t = TABLES.view("puntobanco_coups")
    stmt = select(t).where(t.c.table_id == table_id, t.c.version > after_version)
    if shoe_no is not None:
        stmt = stmt.where(t.c.shoe_no == shoe_no)
    stmt = stmt.order_by(t.c.version).limit(limit)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]


def road(conn: Connection, table_id: uuid.UUID, shoe_no: int) -> dict[str, Any]:
    """The bead plate and big road of one shoe (as far as it is dealt)."""
    t = TABLES.view("puntobanco_coups")
    rows = conn.execute(
        select(t.c.outcome, t.c.natural).where(t.c.table_id == table_id, t.c.shoe_no == shoe_no).order_by(t.c.coup_no)
    ).all()
    return {"shoe_no": shoe_no, **draw_road([r[0] for r in rows], [bool(r[1]) for r in rows])}
