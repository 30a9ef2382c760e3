"""A tournament's exports: standings as CSV and NDJSON, and printable HTML pages — the standings
(final standings once the tournament is over), a round's seating list and a round's per-table
score sheets.

Everything here renders rows the read model (``projections.api``: ``tournament_*``) already
holds; nothing is computed about a rule.  CSV follows the exports' rules
(``docs/read_models.md``): one value per cell, lists joined with ``|``, booleans ``true``/``false``,
null empty, and a text a spreadsheet would run as a formula prefixed with ``'``
(:func:`projections.api.csv_cell`, the one helper every export uses).

The HTML pages are self-contained: one document, its style inline and allowed by hash in its own
``Content-Security-Policy`` (:data:`HTML_HEADERS`: nothing else may load, no script at all), every
text from a player or a director escaped, A4-friendly print rules (a table or sheet never split
over two pages).
"""

from __future__ import annotations

import base64
import csv
import hashlib
import html
import io
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from api.http.json_encoding import dumps
from projections.api import TOURNAMENT_STANDING_COLUMNS, csv_cell

__all__ = [
    "HTML_HEADERS",
    "score_sheets_html",
    "seating_html",
    "standing",
    "standings_csv",
    "standings_html",
    "standings_ndjson",
]

_STYLE = (
    "body{font:11pt/1.35 system-ui,sans-serif;margin:1.5em;color:#111}"
    "h1{font-size:16pt;margin:0 0 .2em}h2{font-size:13pt;margin:1.2em 0 .3em}"
    "p.meta{color:#444;margin:0 0 1em;font-size:9pt;word-break:break-all}"
    "table{border-collapse:collapse;margin:.3em 0 1em}"
    "th,td{border:1px solid #999;padding:.25em .6em;text-align:left}"
    "td.n{text-align:right;font-variant-numeric:tabular-nums}"
    "th{background:#eee}.sheet{break-inside:avoid;page-break-inside:avoid;margin-bottom:1.5em}"
    "td.blank{min-width:4em;height:1.6em}.sign{margin-top:.8em}"
    "@media print{body{margin:0}.sheet{page-break-after:always}}"
)
_STYLE_HASH = base64.b64encode(hashlib.sha256(_STYLE.encode()).digest()).decode()
HTML_HEADERS: dict[str, str] = {
    "Content-Security-Policy": f"default-src 'none'; style-src 'sha256-{_STYLE_HASH}'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
"""Headers of every printable page: only its own inline style (by hash) may apply; no script,
image, font or connection; it may not be framed."""


def _e(value: Any) -> str:
    """Text escaped for HTML (``None`` as a dash)."""
    return "&ndash;" if value is None else html.escape(str(value), quote=True)


def _num(value: Any) -> str:
    """A number as a page shows it: whole numbers without a fraction, others to two places."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:.2f}"
    return _e(value)


def _page(title: str, body: str) -> str:
    """A whole HTML document."""
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head>"
        f"<body>{body}</body></html>\n"
    )


def _meta(summary: Mapping[str, Any]) -> str:
    """The tournament's line under a title: format, scoring, commitment (and seed once revealed)."""
    parts = [
        f"{_e(summary['format'])}, scored by {_e(summary['scoring'])}",
        f"{_e(summary['rounds'])} rounds of {_e(summary['boards'])} boards",
        f"status {_e(summary['status'])}",
        f"seed commitment {_e(summary['commitment'])}",
    ]
    if summary.get("seed"):
        parts.append(f"seed {_e(summary['seed'])}")
    return '<p class="meta">' + " &middot; ".join(parts) + "</p>"


# ---------------------------------------------------------------- standings


def standing(final: bool) -> str:
    """What an export says of its standings: ``"final"`` once nothing can change them any more
    (the tournament finished, the last correction window over, no protest open), else
    ``"provisional"`` (``domain.tournament.records.standings_final``)."""
    return "final" if final else "provisional"


def standings_csv(rows: Iterable[Mapping[str, Any]], *, final: bool) -> str:
    """The standings as CSV: a header line, one row per entrant, one value per cell, the last
    column ``standing`` saying whether they are final or provisional."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow((*TOURNAMENT_STANDING_COLUMNS, "standing"))
    for row in rows:
        writer.writerow([*(csv_cell(row[c]) for c in TOURNAMENT_STANDING_COLUMNS), standing(final)])
    return out.getvalue()


def standings_ndjson(rows: Iterable[Mapping[str, Any]], *, final: bool) -> str:
    """The standings as newline-delimited JSON: one object per entrant, columns in export order,
    then ``standing`` (final or provisional)."""
    return "".join(
        dumps({**{c: row[c] for c in TOURNAMENT_STANDING_COLUMNS}, "standing": standing(final)}) + "\n" for row in rows
    )


_STANDING_HEAD = (
    ("rank", "#"),
    ("name", "entrant"),
    ("score", "score"),
    ("wins", "wins"),
    ("penalty_points", "penalty points"),
    ("matchpoints", "matchpoints"),
    ("adjustments", "adjustments"),
    ("tables_played", "tables"),
    ("boards", "boards"),
    ("byes", "byes"),
    ("head_to_head", "head-to-head"),
)


def standings_html(summary: Mapping[str, Any], rows: Sequence[Mapping[str, Any]], *, final: bool) -> str:
    """The standings as a printable page: "Final standings" once nothing can change them any
    more, "Provisional standings" before (also after the last round while corrections or
    protests may still change them)."""
    title = f"{'Final standings' if final else 'Provisional standings'}: {summary['name']}"
    head = "".join(f"<th>{_e(label)}</th>" for _, label in _STANDING_HEAD)
    lines = []
    ranks = [row["rank"] for row in rows]
    for row in rows:
        cells = []
        for key, _ in _STANDING_HEAD:
            if key == "rank" and ranks.count(row["rank"]) > 1:  # a shared rank reads "3="
                cells.append(f'<td class="n">{_num(row["rank"])}=</td>')
            elif key == "name":
                note = " (withdrawn)" if row["withdrawn"] else ""
                kind = f" [{row['kind']}]" if row["kind"] == "bot" else ""
                cells.append(f"<td>{_e(row['name'])}{_e(kind) if kind else ''}{_e(note) if note else ''}</td>")
            else:
                cells.append(f'<td class="n">{_num(row[key])}</td>')
        lines.append("<tr>" + "".join(cells) + "</tr>")
    after = f"after {_e(summary['rounds_closed'])} of {_e(summary['rounds'])} rounds"
    if not final:
        after += " (provisional: results may still be corrected or protested)"
    body = (
        f"<h1>{_e(title)}</h1>{_meta(summary)}<p>{after}; ties broken by "
        f"{_e(', '.join(summary['config'].get('tie_breaks', [])))}</p>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(lines)}</tbody></table>"
    )
    return _page(title, body)


# ---------------------------------------------------------------- seating list and score sheets


def _tables(seats: Iterable[Mapping[str, Any]]) -> dict[int, list[Mapping[str, Any]]]:
    """Seat rows grouped by table number, in seat order."""
    out: dict[int, list[Mapping[str, Any]]] = {}
    for seat in seats:
        out.setdefault(int(seat["table_no"]), []).append(seat)
    return out


def seating_html(
    summary: Mapping[str, Any],
    round_row: Mapping[str, Any],
    seats: Sequence[Mapping[str, Any]],
    names: Mapping[str, str],
) -> str:
    """A round's seating list: every table with its seats in order and its table id, then the
    byes (``names``: entrant id -> display name)."""
    round_no = round_row["round_no"]
    title = f"{summary['name']}: round {round_no} seating"
    parts = [f"<h1>{_e(title)}</h1>{_meta(summary)}"]
    parts.append("<table><thead><tr><th>table</th><th>seat</th><th>entrant</th><th>table id</th></tr></thead><tbody>")
    for table_no, rows in _tables(seats).items():
        for row in rows:
            sub = f" (bot {row['substitute']} for them)" if row.get("substitute") else ""
            parts.append(
                f'<tr><td class="n">{_e(table_no)}</td><td class="n">{_e(row["seat"] + 1)}</td>'
                f"<td>{_e(row['name'])}{_e(sub) if sub else ''}</td><td>{_e(row['table_id'])}</td></tr>"
            )
    parts.append("</tbody></table>")
    byes = [names.get(e, e) for e in round_row.get("byes", [])]
    parts.append(f"<h2>Byes</h2><p>{_e(', '.join(byes)) if byes else 'none'}</p>")
    return _page(title, "".join(parts))


def _seat_label(row: Mapping[str, Any]) -> str:
    """Whose points a seat's column holds: the entrant's, or the substitute bot's that played the
    seat after the entrant withdrew (never the withdrawn player's)."""
    return f"bot {row['substitute']} (substitute for {row['name']})" if row.get("substitute") else str(row["name"])


def score_sheets_html(
    summary: Mapping[str, Any], round_row: Mapping[str, Any], seats: Sequence[Mapping[str, Any]]
) -> str:
    """A round's score sheets, one per table (a page each when printed): a line per board, a
    column per seat, the recorded points filled in (blank cells to fill by hand while the table
    plays), totals and boards won, and lines for the players' signatures."""
    round_no = round_row["round_no"]
    boards = int(summary["boards"])
    title = f"{summary['name']}: round {round_no} score sheets"
    parts = [f"<h1>{_e(title)}</h1>{_meta(summary)}"]
    for table_no, rows in _tables(seats).items():
        heads = "".join(f"<th>{_e(r['seat'] + 1)}. {_e(_seat_label(r))}</th>" for r in rows)
        parts.append(
            f'<div class="sheet"><h2>Round {_e(round_no)}, table {_e(table_no)}</h2>'
            f'<p class="meta">table id {_e(rows[0]["table_id"])}'
            + (" &middot; result corrected by a director" if rows[0].get("corrected") else "")
            + f"</p><table><thead><tr><th>board</th>{heads}</tr></thead><tbody>"
        )
        for board in range(boards):
            cells = []
            for r in rows:
                points = r.get("points")
                value = points[board] if points is not None and board < len(points) else None
                cells.append(f'<td class="n">{_e(value)}</td>' if value is not None else '<td class="blank"></td>')
            parts.append(f"<tr><th>{board + 1}</th>{''.join(cells)}</tr>")
        totals = "".join(
            f'<td class="n">{_e(r["total"])}</td>' if r.get("total") is not None else '<td class="blank"></td>'
            for r in rows
        )
        won = "".join(
            f'<td class="n">{_e(r["boards_won"])}</td>'
            if r.get("boards_won") is not None
            else '<td class="blank"></td>'
            for r in rows
        )
        forfeits = "".join(f"<td>{'forfeited' if r.get('forfeited') else ''}</td>" for r in rows)
        signs = "".join('<td class="blank"></td>' for _ in rows)
        parts.append(
            f"<tr><th>total</th>{totals}</tr><tr><th>boards won</th>{won}</tr>"
            f"<tr><th>forfeited</th>{forfeits}</tr><tr><th>signature</th>{signs}</tr></tbody></table></div>"
        )
    return _page(title, "".join(parts))
