"""What the read models' queries share: JSON-ready values and time-range filters.

Every query reads the stable view names (``leaderboard``, ``score_sheet_rounds``, ...) through
its read model's :attr:`~projections.schema.ReadTables.views`, never a physical generation, so a
rebuild's swap is invisible to callers.  Queries take an open SQLAlchemy ``Connection`` and
return plain JSON-ready dicts; they live with the tables they read (one module per read model)
and are exported by :mod:`projections.api`.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator, Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Table, select, tuple_
from sqlalchemy.engine import Connection, Engine, RowMapping

from projections.context import LEGACY_PLAYER


def plain(value: Any) -> Any:
    """JSON-ready scalar (UTC ISO times, uuid strings)."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value.astimezone(UTC).isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


def plain_row(mapping: Mapping[str, Any] | RowMapping) -> dict[str, Any]:
    """A result row as a JSON-ready dict."""
    return {k: plain(v) for k, v in mapping.items()}


def bound(conn: Connection, value: datetime) -> datetime:
    """A filter bound as the column stores it: aware UTC on PostgreSQL, naive UTC on SQLite
    (a naive bound is taken as UTC)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    value = value.astimezone(UTC)
    return value if conn.dialect.name == "postgresql" else value.replace(tzinfo=None)


def time_filters(
    conn: Connection, table: Table, column: str, since: datetime | None, until: datetime | None
) -> list[Any]:
    """``since <= column < until`` conditions."""
    col = table.c[column]
    conds = []
    if since is not None:
        conds.append(col >= bound(conn, since))
    if until is not None:
        conds.append(col < bound(conn, until))
    return conds


def keyset_rows(
    engine: Engine, table: Table, conditions: Callable[[Connection], list[Any]], page: int = 2000
) -> Iterator[dict[str, Any]]:
    """Every row of ``table`` matching ``conditions(conn)``, JSON-ready, in primary-key order, read
    ``page`` rows at a time by keyset (short transactions, constant memory): how every export
    reads."""
    pk = [c for c in table.columns if c.primary_key]
    last: tuple[Any, ...] | None = None
    while True:
        with engine.connect() as conn:
            conds = conditions(conn)
            if last is not None:
                conds.append(tuple_(*pk) > tuple_(*last) if len(pk) > 1 else pk[0] > last[0])
            rows = conn.execute(select(table).where(*conds).order_by(*pk).limit(page)).mappings().all()
        if not rows:
            return
        for row in rows:
            yield plain_row(row)
        last = tuple(rows[-1][c.name] for c in pk)
        if len(rows) < page:
            return


def _uuid(text: str) -> str | None:
    """``text`` as a canonical UUID string if it is a hyphenated UUID (any case), else ``None``."""
    if len(text) != 36:
        return None
    try:
        return str(uuid.UUID(text))
    except ValueError:
        return None


def ruleset_filter(ruleset: str) -> str:
    """The ``ruleset_key`` a ruleset filter names: ``'*'`` (all rulesets, where a read model has
    that scope), a ruleset id (a preset's name, a saved ruleset's UUID in any case), or
    ``name:<name>`` (the rows of matches started before ruleset ids were recorded)."""
    return _uuid(ruleset) or ruleset


def player_filter(player: str) -> str:
    """The ``player_key`` a player filter names: an account id (a UUID, any case), a key
    ``handle:<handle>`` as the rows show it, or a bare handle (the rows of seats without an
    account id under that handle; an account's rows are found by its id, never by its handle)."""
    found = _uuid(player)
    if found is not None:
        return found
    return player if player.startswith(LEGACY_PLAYER) else LEGACY_PLAYER + player
