"""The bulk-write helpers every read model's ``flush`` shares.

A read model (:class:`projections.read_model.ReadModel`) folds items into an in-memory batch and
writes the batch with a few bulk statements inside the runner's transaction: handlers never touch
the database, so a batch of thousands of events costs a handful of statements, and SQLite's single
writer is held only for the flush.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import JSON, Table, bindparam, tuple_
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

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
    pk = [c.name for c in table.primary_key.columns]
    cols = [k for k in rows[0] if not k.startswith("pk_")]
    stmt = (
        table.update().where(*(table.c[k] == bindparam(f"pk_{k}") for k in pk)).values({c: bindparam(c) for c in cols})
    )
    for part in chunks(rows):
        conn.execute(stmt, list(part))
