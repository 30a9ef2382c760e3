"""CSV exports a spreadsheet can open safely: one value per cell (lists joined with ``|``),
booleans ``true``/``false``, empty for null, and no cell a spreadsheet would run as a formula."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import uuid

import pytest

from domain.maumau import events as ev
from projections.analytics import CSV_LIST_SEPARATOR, csv_cell
from projections.api import export_csv, export_ndjson, export_rows
from projections.runner import Runner
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved

HOSTILE = ['=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"]
"""Handles a spreadsheet would run as formulas (the service's handle rules forbid them today;
the export must not rely on that)."""


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        (["C7", "HQ"], "C7|HQ"),
        ([], ""),
        ([0, 21, 9], "0|21|9"),
        ([True, False], "true|false"),
        (["a|b", None, "c\\d"], "a\\|b||c\\\\d"),
        (True, "true"),
        (False, "false"),
        (None, ""),
        (7, 7),
        (-3, -3),
        (0.25, 0.25),
        ("=1+2", "'=1+2"),
        ("+1", "'+1"),
        ("-1", "'-1"),
        ("@A1", "'@A1"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        (["=x", "y"], "'=x|y"),
        ("plain text", "plain text"),
    ],
)
def test_one_value_per_cell(value: object, cell: object) -> None:
    assert csv_cell(value) == cell


def test_the_separator_is_documented_as_a_pipe() -> None:
    assert CSV_LIST_SEPARATOR == "|"


def _cells(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_exports_hold_one_value_per_cell_and_no_formula(read_side: ReadSide, matches) -> None:
    chosen = []
    for k, (stream_id, events) in enumerate(matches[:3]):
        first = events[0]
        assert isinstance(first, ev.MatchStarted)
        players = tuple(HOSTILE[(k + i) % len(HOSTILE)] for i in range(first.seats))
        chosen.append((stream_id, [dataclasses.replace(first, players=players), *events[1:]]))
    append_interleaved(read_side.store, chosen)
    Runner(read_side.engine, read_side.store).run_until_caught_up()

    for name in ("moves", "rounds", "matches"):
        text = b"".join(export_csv(name, export_rows(read_side.engine, name))).decode()
        rows = _cells(text)
        assert rows, name
        nd = [json.loads(line) for line in b"".join(export_ndjson(export_rows(read_side.engine, name))).splitlines()]
        assert len(nd) == len(rows)
        for row, source in zip(rows, nd, strict=True):
            for column, cell in row.items():
                assert not cell.startswith(("=", "+", "@", "\t", "\r")), (name, column, cell)
                assert not cell.startswith("-") or cell.lstrip("-").replace(".", "", 1).isdigit(), (name, column, cell)
                assert not cell.startswith("["), (name, column, cell)  # no JSON lists
                value = source[column]
                if isinstance(value, bool):
                    assert cell in ("true", "false"), (name, column, cell)
                    assert cell == ("true" if value else "false")
                elif value is None:
                    assert cell == ""
                elif isinstance(value, list):
                    entries = [csv_cell(v) if not isinstance(v, str) else v for v in value]
                    assert cell.lstrip("'").split(CSV_LIST_SEPARATOR) == [
                        "" if e is None else str(e).replace("\\", "\\\\").replace("|", "\\|") for e in entries
                    ]
        if name == "matches":
            handles = {h for row in rows for h in row["players"].lstrip("'").split("|")}
            assert set(HOSTILE) <= handles | {h.lstrip("'") for h in handles}
            assert {row["players"][0] for row in rows if uuid.UUID(row["match_id"]) in {m for m, _ in chosen}} == {"'"}
