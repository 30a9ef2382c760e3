"""What every read model provides, and the bulk-write helpers they share.

A read model is a small module that owns its tables (a :class:`~projections.schema.ReadTables`),
its queries and its schema ``VERSION``, and exposes a :class:`Projection` (registered in
:mod:`projections.registry`): ``handle(item, batch)`` folds one notification (with its
:class:`~projections.context.Item` context) into an in-memory batch, and
``flush(batch, conn, tables)`` writes the batch with a few bulk statements inside the runner's
transaction, the one that also moves the tracking row.  Handlers never touch the database: a
batch of thousands of events costs a handful of statements, and SQLite's single writer is held
only for the flush.

Read models of another game's streams (Punto Banco's) set ``topic_prefix`` (default: Mau-Mau's
``"maumau."``): the runner then hands them a :class:`StreamItem` — the notification alone, no
Mau-Mau context — for each notification of their stream kind, and nothing else.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import JSON, Table, tuple_
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

from infrastructure.adapters.event_store import Notification
from projections.schema import ReadTables


class Projection(Protocol):
    """A read model: its name, its code version, its tables and its fold into them."""

    name: str
    version: int
    """The schema version: bumped when the tables or the fold change (status then says the
    projection needs a rebuild)."""
    tables: ReadTables
    """Its tables, in every generation, and the views readers use."""
    rebuild_cost: int
    """Relative cost of a rebuild (balances ``rebuild --jobs`` worker processes)."""
    event_types: frozenset[type] | None
    """The event types ``handle`` cares about (``None``: all); the runner skips the others."""

    def new_batch(self) -> Any:
        """An empty in-memory batch."""
        ...

    def handle(self, item: Any, batch: Any) -> None:
        """Fold one notification into ``batch`` (no I/O): a :class:`projections.context.Item` for
        Mau-Mau's read models, a :class:`StreamItem` for those of another stream kind
        (``topic_prefix``)."""
        ...

    def flush(self, batch: Any, conn: Connection, tables: Mapping[str, Table]) -> None:
        """Write ``batch`` into ``tables`` (``{view name: physical table}``) on ``conn``."""
        ...


@dataclass(frozen=True, slots=True)
class StreamItem:
    """A notification of another game's stream for the read models of that stream kind (a
    ``topic_prefix`` other than Mau-Mau's): the notification alone, no shared context.  The event
    may be an opaque ``ForeignEvent`` (the runner's store decodes Mau-Mau only): such read models
    decode it with their game's codec."""

    n: Notification[Any]

    @property
    def event(self) -> Any:
        """The event (possibly a ``ForeignEvent``)."""
        return self.n.event


CHUNK = 1000
"""Rows per multi-row statement (keeps bind-parameter counts under every driver's limit)."""


def chunks(rows: Sequence[Any], size: int = CHUNK) -> Iterable[Sequence[Any]]:
    """``rows`` in slices of ``size``."""
    for i in range(0, len(rows), size):
        yield rows[i : i + size]


def insert_rows(conn: Connection, table: Table, rows: Sequence[Mapping[str, Any]]) -> None:
    """Bulk-insert ``rows`` (all with the same keys) into ``table``: ``COPY`` on PostgreSQL (an
    order of magnitude faster than row-by-row statements), ``executemany`` on SQLite."""
    if not rows:
        return
    if conn.dialect.name == "postgresql":
        _copy_rows(conn, table, rows)
        return
    for part in chunks(rows):
        conn.execute(table.insert(), list(part))


def _copy_rows(conn: Connection, table: Table, rows: Sequence[Mapping[str, Any]]) -> None:
    """``COPY table (cols) FROM STDIN`` through the connection's psycopg cursor (same transaction)."""
    cols = list(rows[0])
    json_cols = {c for c in cols if isinstance(table.c[c].type, JSON)}
    dumps = json.dumps
    raw = conn.connection.driver_connection
    assert raw is not None
    names = ", ".join(f'"{c}"' for c in cols)
    with raw.cursor() as cur, cur.copy(f'COPY "{table.name}" ({names}) FROM STDIN') as copy:
        if json_cols:
            flags = [(c, c in json_cols) for c in cols]
            for row in rows:
                copy.write_row([dumps(row[c]) if j and row[c] is not None else row[c] for c, j in flags])
        else:
            for row in rows:
                copy.write_row([row[c] for c in cols])


def upsert_rows(conn: Connection, table: Table, rows: Sequence[Mapping[str, Any]]) -> None:
    """Insert ``rows`` or, where the primary key exists, overwrite the other columns (bulk)."""
    if not rows:
        return
    keys = [c.name for c in table.primary_key.columns]
    dialect = conn.dialect.name
    for part in chunks(rows, 500):
        if dialect == "postgresql":
            stmt: Any = postgresql.insert(table)
        else:
            stmt = sqlite.insert(table)
        cols = [k for k in part[0] if k not in keys]
        stmt = stmt.on_conflict_do_update(index_elements=keys, set_={c: stmt.excluded[c] for c in cols})
        conn.execute(stmt, list(part))


def select_by_keys(conn: Connection, table: Table, keys: Sequence[tuple[Any, ...]]) -> list[Any]:
    """The rows of ``table`` whose primary key is in ``keys`` (composite ``IN``, chunked)."""
    pk = list(table.primary_key.columns)
    out: list[Any] = []
    for part in chunks(list(keys), 400):
        cond = pk[0].in_([k[0] for k in part]) if len(pk) == 1 else tuple_(*pk).in_(list(part))
        out.extend(conn.execute(table.select().where(cond)).mappings().all())
    return out


def update_rows(conn: Connection, table: Table, rows: Sequence[Mapping[str, Any]]) -> None:
    """Update existing rows by primary key; each row maps ``pk_<col>`` to the key and the rest to
    new values (executemany of one statement)."""
    if not rows:
        return
    from sqlalchemy import bindparam

    pk = [c.name for c in table.primary_key.columns]
    cols = [k for k in rows[0] if not k.startswith("pk_")]
    stmt = (
        table.update().where(*(table.c[k] == bindparam(f"pk_{k}") for k in pk)).values({c: bindparam(c) for c in cols})
    )
    for part in chunks(rows):
        conn.execute(stmt, list(part))
