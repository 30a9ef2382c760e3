"""Result files of a long run: rows streamed to CSV and Parquet, with checkpoints to resume from.

A run writes into one folder:

* ``rounds.csv``: one line per row, appended (and flushed) as rows arrive, header first;
* ``rounds.parquet/part-NNNNN.parquet``: the same rows in parts of a fixed number of rows, each
  part written to a temporary name and renamed, so a part file is whole or absent.  DuckDB, polars
  and pandas read the folder as one table (``read_parquet('rounds.parquet/*.parquet')``);
* ``run.json``: the checkpoint, replaced atomically after each part: which run this is (its
  ``spec``, compared on resume), how many units of work and rows are done, the CSV's length at
  that point, the parts, and whatever ``state`` the caller keeps (a tally of the rows so far).

After an interruption the files hold the last checkpoint plus, maybe, CSV lines written after it.
:meth:`ResultFiles.resume` cuts the CSV back to the checkpoint and removes parts it does not list,
so the resumed run appends exactly what an uninterrupted run would have written.

Columns are declared once as ``(name, kind)`` with kind ``int``, ``bool``, ``str``, ``ints``
(a list of integers: a CSV cell of ``;``-separated numbers), ``strs`` (a list of texts: a CSV cell
of ``;``-separated texts) or ``strss`` (a list of lists of texts, such as the hands dealt: in CSV
the lists separated by ``;``, their texts by spaces).  Between parts a checkpoint keeps the rows
waiting for the next part in ``pending.json``, so a run shorter than a part keeps its rows too.
Parquet needs ``pyarrow`` (the ``analytics`` extra); the rest is the standard library.
This module knows nothing about games: the simulation service gives it rows.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["CHECKPOINT", "CSV_NAME", "PARQUET_DIR", "Column", "ResultFiles", "ResultFilesError", "parquet_available"]

CSV_NAME = "rounds.csv"
PARQUET_DIR = "rounds.parquet"
CHECKPOINT = "run.json"
PENDING = "pending.json"
"""Rows appended since the last Parquet part, kept by a checkpoint between parts (JSON columns)."""
FORMAT = 1
"""Version of this layout, stored in the checkpoint."""

Column = tuple[str, str]
"""``(name, kind)``; kind: ``int``, ``bool``, ``str``, ``ints``, ``strs`` or ``strss``."""


class ResultFilesError(RuntimeError):
    """The folder cannot be used: it holds another run, or no run to resume, or Parquet is missing."""


def parquet_available() -> bool:
    """True when ``pyarrow`` can be imported (the ``analytics`` extra)."""
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


def _cell(kind: str, value: Any) -> str:
    if kind == "strss":  # a list of lists of texts: lists separated by ";", their items by spaces
        return ";".join(" ".join(str(v) for v in inner) for inner in value)
    if kind in ("ints", "strs"):
        return ";".join(str(v) for v in value)
    if kind == "bool":
        return "true" if value else "false"
    return str(value)


@dataclass
class ResultFiles:
    """The files of one run in ``folder`` (see the module docstring)."""

    folder: Path
    columns: Sequence[Column]
    spec: dict[str, Any]
    csv: bool = True
    parquet: bool = True
    units_done: int = 0
    rows_done: int = 0
    parts: list[str] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)
    _csv_handle: io.TextIOWrapper | None = field(default=None, repr=False)
    _buffer: dict[str, list[Any]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.folder = Path(self.folder)
        if self.parquet and not parquet_available():
            raise ResultFilesError("Parquet output needs pyarrow: pip install -e '.[analytics]' (or leave Parquet out)")
        self._clear_buffer()

    # ------------------------------------------------------------ opening

    @property
    def checkpoint_path(self) -> Path:
        return self.folder / CHECKPOINT

    @property
    def csv_path(self) -> Path:
        return self.folder / CSV_NAME

    @property
    def parquet_dir(self) -> Path:
        return self.folder / PARQUET_DIR

    def exists(self) -> bool:
        """True when the folder already holds a run's files."""
        return any(p.exists() for p in (self.checkpoint_path, self.csv_path, self.parquet_dir, self.folder / PENDING))

    def start(self) -> None:
        """Begin a new run: the folder must not hold one."""
        if self.exists():
            raise ResultFilesError(f"{self.folder} already holds a run's files: resume it, or choose another folder")
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.parquet:
            self.parquet_dir.mkdir()
        if self.csv:
            self._csv_handle = open(self.csv_path, "w", encoding="utf-8", newline="")  # noqa: SIM115 - kept open
            self._csv_handle.write(",".join(name for name, _ in self.columns) + "\n")
            self._csv_handle.flush()
        self._save_checkpoint()

    def resume(self) -> None:
        """Go on with the run in the folder: it must be this run (same ``spec``); the CSV is cut
        back to the last checkpoint and parts it does not list are removed."""
        if not self.checkpoint_path.exists():
            if self.exists():
                raise ResultFilesError(f"{self.folder} has result files but no {CHECKPOINT}: nothing to resume")
            self.start()
            return
        saved = json.loads(self.checkpoint_path.read_text(encoding="utf-8"))
        if saved.get("format") != FORMAT or saved.get("spec") != self.spec:
            raise ResultFilesError(
                f"{self.folder} holds another run (its {CHECKPOINT} has other settings): "
                "resume with the same options, or choose another folder"
            )
        if bool(saved.get("csv_bytes") is not None) != self.csv or bool(saved.get("parts") is not None) != self.parquet:
            raise ResultFilesError(f"{self.folder} was written with other output formats: resume with the same ones")
        self.units_done = int(saved["units_done"])
        self.rows_done = int(saved["rows_done"])
        self.state = saved.get("state") or {}
        if self.parquet:
            self.parts = list(saved["parts"])
            self.parquet_dir.mkdir(exist_ok=True)
            for path in self.parquet_dir.iterdir():
                if path.name not in self.parts:
                    path.unlink()
            pending = self.folder / PENDING
            if int(saved.get("pending_rows") or 0):
                self._buffer = json.loads(pending.read_text(encoding="utf-8"))
                if self.pending_rows != int(saved["pending_rows"]):
                    raise ResultFilesError(
                        f"{self.folder}: {PENDING} does not match {CHECKPOINT}: resume is impossible"
                    )
            elif pending.exists():
                pending.unlink()
        if self.csv:
            size = int(saved["csv_bytes"])
            with open(self.csv_path, "r+b") as handle:
                handle.truncate(size)
            self._csv_handle = open(self.csv_path, "a", encoding="utf-8", newline="")  # noqa: SIM115 - kept open

    # ------------------------------------------------------------ writing

    def append(self, columns: dict[str, list[Any]]) -> None:
        """Add rows given as columns (every declared column, equally long): the CSV lines are
        written and flushed now, the Parquet rows wait for :meth:`checkpoint`."""
        rows = len(columns[self.columns[0][0]]) if self.columns else 0
        if self.csv and self._csv_handle is not None and rows:
            out = io.StringIO()
            writer = csv.writer(out, lineterminator="\n")
            kinds = [(columns[name], kind) for name, kind in self.columns]
            for i in range(rows):
                writer.writerow([_cell(kind, values[i]) for values, kind in kinds])
            self._csv_handle.write(out.getvalue())
            self._csv_handle.flush()
        if self.parquet:
            for name, _ in self.columns:
                self._buffer[name].extend(columns[name])
        self.rows_done += rows

    @property
    def pending_rows(self) -> int:
        """Rows appended since the last Parquet part (they wait for the next one)."""
        return len(self._buffer[self.columns[0][0]]) if self.parquet and self.columns else 0

    def checkpoint(self, units_done: int, state: dict[str, Any], *, part: bool = True) -> None:
        """Make everything appended so far durable: write the waiting rows as the next Parquet part
        (``part``) or keep them in ``pending.json`` for the next part (a checkpoint between parts,
        so a short interrupted run keeps its rows while the parts stay the same), sync the CSV,
        and record ``units_done`` and ``state`` in the checkpoint."""
        self.units_done = units_done
        self.state = state
        pending = self.folder / PENDING
        if self.parquet and self.pending_rows and part:
            name = f"part-{len(self.parts):05d}.parquet"
            self._write_part(name)
            self.parts.append(name)
            self._clear_buffer()
        if self.parquet and self.pending_rows:
            tmp = self.folder / f".{PENDING}.tmp"
            tmp.write_text(json.dumps(self._buffer), encoding="utf-8")
            os.replace(tmp, pending)
        elif pending.exists():
            pending.unlink()
        if self._csv_handle is not None:
            self._csv_handle.flush()
            os.fsync(self._csv_handle.fileno())
        self._save_checkpoint()

    def close(self) -> None:
        """Close the CSV (rows appended since the last checkpoint stay until a resume cuts them)."""
        if self._csv_handle is not None:
            self._csv_handle.close()
            self._csv_handle = None

    # ------------------------------------------------------------ internals

    def _clear_buffer(self) -> None:
        self._buffer = {name: [] for name, _ in self.columns}

    def _write_part(self, name: str) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        types = {
            "int": pa.int64(),
            "bool": pa.bool_(),
            "str": pa.string(),
            "ints": pa.list_(pa.int32()),
            "strs": pa.list_(pa.string()),
            "strss": pa.list_(pa.list_(pa.string())),
        }
        schema = pa.schema([(column, types[kind]) for column, kind in self.columns])
        table = pa.Table.from_pydict({column: self._buffer[column] for column, _ in self.columns}, schema=schema)
        tmp = self.parquet_dir / f".{name}.tmp"
        pq.write_table(table, tmp, compression="zstd")
        os.replace(tmp, self.parquet_dir / name)

    def _save_checkpoint(self) -> None:
        data = {
            "format": FORMAT,
            "spec": self.spec,
            "units_done": self.units_done,
            "rows_done": self.rows_done,
            "csv_bytes": self.csv_path.stat().st_size if self.csv else None,
            "parts": list(self.parts) if self.parquet else None,
            "pending_rows": self.pending_rows,
            "columns": [list(c) for c in self.columns],
            "state": self.state,
        }
        tmp = self.folder / f".{CHECKPOINT}.tmp"
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
        os.replace(tmp, self.checkpoint_path)
