"""The tournament exports on their own (no database): CSV cells a spreadsheet would run as a
formula are neutralised, booleans are ``true``/``false``; every printable page escapes what
players and directors typed, loads nothing from outside and its one inline style is the one its
Content-Security-Policy allows by hash."""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import re
from typing import Any

from api.reports.tournament_exports import (
    HTML_HEADERS,
    score_sheets_html,
    seating_html,
    standings_csv,
    standings_html,
    standings_ndjson,
)

EVIL = '=HYPERLINK("http://x.example","<script>alert(1)</script>")'


def _row(rank: int, entrant_id: str, name: str, **extra: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "rank": rank,
        "entrant_id": entrant_id,
        "name": name,
        "kind": "account",
        "withdrawn": False,
        "tables_played": 2,
        "boards": 4,
        "wins": 1.5,
        "penalty_points": 12.0,
        "matchpoints": 0.0,
        "adjustments": 0.0,
        "score": 12.0,
        "byes": 0,
        "head_to_head": 0,
        "lot": "ab" * 32,
    }
    return {**row, **extra}


ROWS = [_row(1, "e1", EVIL), _row(2, "e2", "bob", withdrawn=True, kind="bot")]
SUMMARY = {
    "name": "<b>Cup</b> & more",
    "format": "series",
    "scoring": "penalty_points",
    "rounds": 3,
    "boards": 2,
    "status": "finished",
    "commitment": "c" * 64,
    "seed": "d" * 64,
    "rounds_closed": 3,
    "config": {"tie_breaks": ["wins", "lot"]},
}
SEATS = [
    {
        "round_no": 1,
        "table_no": 1,
        "seat": s,
        "table_id": "00000000-0000-0000-0000-000000000001",
        "entrant_id": f"e{s + 1}",
        "name": EVIL if s == 0 else f"p{s}",
        "substitute": "heuristic" if s == 2 else None,
        "points": [s, 0] if s != 1 else None,
        "boards_won": 1,
        "total": s,
        "forfeited": s == 1,
        "corrected": True,
        "match_version": 40,
    }
    for s in range(3)
]
ROUND = {"round_no": 1, "byes": ["e9"]}


def test_csv_cells_hold_one_value_and_never_a_formula() -> None:
    lines = list(csv.reader(io.StringIO(standings_csv(ROWS, final=True))))
    header, first, second = lines
    assert header[:3] == ["rank", "entrant_id", "name"]
    cells = dict(zip(header, first, strict=True))
    assert cells["name"] == "'" + EVIL
    assert cells["withdrawn"] == "false"
    assert cells["wins"] == "1.5"
    assert dict(zip(header, second, strict=True))["withdrawn"] == "true"
    assert cells["standing"] == "final"
    provisional = list(csv.DictReader(io.StringIO(standings_csv(ROWS, final=False))))
    assert {line["standing"] for line in provisional} == {"provisional"}


def test_ndjson_is_one_row_per_line() -> None:
    lines = standings_ndjson(ROWS, final=False).splitlines()
    assert [json.loads(line) for line in lines] == [{**row, "standing": "provisional"} for row in ROWS]


def _style_hash(page: str) -> str:
    style = re.search(r"<style>(.*?)</style>", page, re.S)
    assert style is not None
    return base64.b64encode(hashlib.sha256(style.group(1).encode()).digest()).decode()


def test_printable_pages_escape_everything_and_load_nothing() -> None:
    pages = [
        standings_html(SUMMARY, ROWS, final=True),
        seating_html(SUMMARY, ROUND, SEATS, {"e9": "<i>ivy</i>"}),
        score_sheets_html(SUMMARY, ROUND, SEATS),
    ]
    for page in pages:
        assert "<script>" not in page
        assert "&lt;script&gt;" in page
        assert "<b>Cup</b>" not in page
        assert "&lt;b&gt;Cup&lt;/b&gt; &amp; more" in page
        assert not re.search(r"(src|href)=", page)
        assert f"'sha256-{_style_hash(page)}'" in HTML_HEADERS["Content-Security-Policy"]
    standings, seating, sheets = pages
    assert "Final standings" in standings
    assert "Provisional standings" in standings_html(SUMMARY, ROWS, final=False)
    assert "(withdrawn)" in standings
    assert "&lt;i&gt;ivy&lt;/i&gt;" in seating
    assert "bot heuristic" in seating
    assert "corrected by a director" in sheets
    assert "3. bot heuristic (substitute for p2)</th>" in sheets  # the column holds the bot's points
    assert "forfeited" in sheets
    assert sheets.count('class="blank"') >= 2  # seat 1's unrecorded boards, signature lines


def test_a_shared_rank_reads_3_equals_on_the_printable_standings() -> None:
    shared = [{**row, "rank": rank} for row, rank in zip(ROWS, (1, 1), strict=True)]
    page = standings_html(SUMMARY, shared, final=True)
    assert page.count('<td class="n">1=</td>') == 2
    assert '<td class="n">1=</td>' not in standings_html(SUMMARY, ROWS, final=True)
