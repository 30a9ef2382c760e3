"""A read model of the tally test game: one declarative value, its table and one query.

``tally_scores``: one row per tally game (its stream), the seats, the target, the running total,
the number of moves, and — once won — the winner.  Nothing hidden is stored: the seats' secrets
never enter the table (they are public only after the game, and the read model has no use for
them).  It is the whole of what a read model of a new game needs: the runner, rebuilds, versions,
parking and health come from the read side (registration: one line, see the tests).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Column, Integer, MetaData, Table, Uuid, select
from sqlalchemy.engine import Connection

from projections.base import upsert_rows
from projections.read_model import ReadModel, StreamItem
from projections.schema import ReadTables
from tests.platform.tally.game import TALLY, Added, Started, Won


def _define(md: MetaData, sfx: str) -> None:
    """The ``tally_scores`` table of one generation."""
    Table(
        f"tally_scores{sfx}",
        md,
        Column("game_id", Uuid, primary_key=True),
        Column("seats", Integer, nullable=False),
        Column("target", Integer, nullable=False),
        Column("total", Integer, nullable=False),
        Column("moves", Integer, nullable=False),
        Column("winner", Integer, nullable=True),
        Column("version", Integer, nullable=False),
    )


TABLES = ReadTables(_define)


@dataclass(slots=True)
class Batch:
    """New games, and the moves and wins of games (new or stored), in log order."""

    started: dict[uuid.UUID, dict[str, Any]] = field(default_factory=dict)
    changes: list[tuple[uuid.UUID, int, int, int | None]] = field(default_factory=list)


def _handle(item: StreamItem, batch: Batch) -> None:
    """A row per started game; each move adds to it, a win names the winner."""
    event, n = item.event, item.n
    if isinstance(event, Started):
        row = {"game_id": n.stream_id, "seats": event.seats, "target": event.target, "total": 0, "moves": 0}
        batch.started[n.stream_id] = {**row, "winner": None, "version": n.version}
    elif isinstance(event, Added):
        batch.changes.append((n.stream_id, n.version, event.total, None))
    elif isinstance(event, Won):
        batch.changes.append((n.stream_id, n.version, event.total, event.seat))


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Load the stored rows the batch changes, apply the changes, upsert."""
    t = tables["tally_scores"]
    rows = dict(batch.started)
    stored = {gid for gid, *_ in batch.changes} - set(rows)
    if stored:
        for found in conn.execute(select(t).where(t.c.game_id.in_(sorted(stored)))).mappings():
            rows[found["game_id"]] = dict(found)
    for gid, version, total, winner in batch.changes:
        row = rows[gid]
        row["version"] = version
        row["total"] = total
        if winner is None:
            row["moves"] += 1
        else:
            row["winner"] = winner
    upsert_rows(conn, t, [rows[k] for k in sorted(rows)])


READ_MODEL: ReadModel[StreamItem, Batch] = ReadModel(
    name="tally_scores",
    version=1,
    follows=(TALLY.topic_prefix,),
    tables=TABLES,
    batch=Batch,
    handle=_handle,
    flush=_flush,
    event_types=frozenset((Started, Added, Won)),
)
"""The tally games' scores."""


def scores(conn: Connection) -> list[dict[str, Any]]:
    """Every game's row, by game id."""
    t = TABLES.view("tally_scores")
    return [dict(r) for r in conn.execute(select(t).order_by(t.c.game_id)).mappings()]
