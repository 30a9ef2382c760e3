"""The analytics tables as Parquet: typed columns that DuckDB, polars and pandas read directly.

The same rows as the CSV and NDJSON exports (the rows of ``projections.analytics.export_rows``:
the same filters, key order, keyset paging; ``projections.api.export_parquet`` puts the two
together), written with a schema taken from the table's definition:

* integers as ``int64``, floats as ``double``, booleans as ``bool``, texts and ids as ``string``;
* times as ``timestamp[us, UTC]`` (not text);
* the JSON columns as typed lists where their content is fixed (cards and handles as
  ``list<string>``, points, seats and totals as ``list<int64>``); any other JSON column as its
  JSON text.

:func:`write_parquet` writes to a path or a binary file in row groups of :data:`ROW_GROUP` rows;
:func:`parquet_stream` gives a whole file as bytes for HTTP (spooled: Parquet's footer is written
last).  This module reads no table itself: it is given the table definition and the rows.
Needs ``pyarrow`` (the ``analytics`` extra); :func:`available` says whether it is there.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from typing import IO, Any

from sqlalchemy import JSON, BigInteger, Boolean, DateTime, Float, Integer, Table

__all__ = ["JSON_LISTS", "ROW_GROUP", "available", "parquet_schema", "parquet_stream", "write_parquet"]

ROW_GROUP = 5000
"""Rows per Parquet row group (and per batch in memory)."""
CHUNK = 1 << 16
"""Bytes per chunk of the HTTP stream."""

JSON_LISTS: dict[str, str] = {
    "cards": "string",
    "points": "int64",
    "cards_left": "int64",
    "players": "string",
    "player_ids": "string",
    "winners": "int64",
    "winner_players": "string",
    "totals": "int64",
}
"""JSON columns whose value is a list of one type (by column name); other JSON columns stay JSON text."""


def available() -> bool:
    """True when ``pyarrow`` can be imported."""
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


def parquet_schema(table: Table) -> Any:
    """The Arrow schema of a read table's rows (see the module docstring)."""
    import pyarrow as pa

    fields = []
    for column in table.columns:
        kind = column.type
        if isinstance(kind, Boolean):
            arrow = pa.bool_()
        elif isinstance(kind, Integer | BigInteger):
            arrow = pa.int64()
        elif isinstance(kind, Float):
            arrow = pa.float64()
        elif isinstance(kind, DateTime):
            arrow = pa.timestamp("us", tz="UTC")
        elif isinstance(kind, JSON) and column.name in JSON_LISTS:
            arrow = pa.list_(pa.string() if JSON_LISTS[column.name] == "string" else pa.int64())
        else:
            arrow = pa.string()
        fields.append(pa.field(column.name, arrow, nullable=column.nullable or isinstance(kind, JSON)))
    return pa.schema(fields)


def _converter(arrow_type: Any) -> Any:
    """How a plain row value (ISO time text, JSON value) becomes the column's Arrow value."""
    import pyarrow as pa

    if pa.types.is_timestamp(arrow_type):

        def to_time(value: Any) -> datetime | None:
            if value is None:
                return None
            moment = datetime.fromisoformat(value) if isinstance(value, str) else value
            return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)

        return to_time
    if pa.types.is_string(arrow_type):
        return lambda value: None if value is None else value if isinstance(value, str) else json.dumps(value)
    return lambda value: value


def write_parquet(table: Table, rows: Iterable[dict[str, Any]], sink: str | IO[bytes]) -> int:
    """Write ``rows`` (plain rows of ``table``) as one Parquet file to ``sink``; returns the row count."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = parquet_schema(table)
    converters = [(f.name, _converter(f.type)) for f in schema]
    count = 0
    with pq.ParquetWriter(sink, schema, compression="zstd") as writer:
        batch: dict[str, list[Any]] = {column: [] for column, _ in converters}
        for row in rows:
            for column, convert in converters:
                batch[column].append(convert(row.get(column)))
            count += 1
            if len(batch[converters[0][0]]) >= ROW_GROUP:
                writer.write_table(pa.Table.from_pydict(batch, schema=schema))
                batch = {column: [] for column, _ in converters}
        if batch[converters[0][0]] or count == 0:
            writer.write_table(pa.Table.from_pydict(batch, schema=schema))
    return count


def parquet_stream(table: Table, rows: Iterable[dict[str, Any]]) -> Iterator[bytes]:
    """``rows`` of ``table`` as a Parquet file, in chunks (written when the first chunk is asked for)."""
    with tempfile.SpooledTemporaryFile(max_size=32 << 20) as spool:
        write_parquet(table, rows, spool)
        spool.seek(0)
        while chunk := spool.read(CHUNK):
            yield chunk
