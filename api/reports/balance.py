"""The balance report as one self-contained HTML page: text, tables and plots drawn as inline SVG.

:func:`render_html` turns the JSON report of :func:`infrastructure.services.balance.study.report`
into a page with no external asset (no script, no stylesheet link, no font, no CDN): it opens
from a file anywhere, offline.  The plots are drawn here from the report's numbers:

* win rate by position after the first player, with 95% intervals and the fair share, per seat count;
* round length histograms (moves) — both rulesets overlaid when there are two;
* "improvement when held" of each special card with its interval;
* the penalty-point distributions of a losing hand under the felt and the zone tables.

Every text that comes from the report is escaped.  Presentation only: the figures are the
report's, computed by the balance service.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

__all__ = ["render_html"]

COLOURS = ("#3465a4", "#cc6b00", "#4e9a06", "#75507b")
_W, _H = 560, 220
_LEFT, _RIGHT, _TOP, _BOTTOM = 48, 12, 14, 34


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _num(value: float) -> str:
    return f"{value:,.2f}" if abs(value) < 1000 else f"{value:,.0f}"


def _tick(value: float) -> str:
    """An axis label: whole numbers without decimals."""
    return f"{value:,.0f}" if abs(value - round(value)) < 1e-9 or abs(value) >= 100 else f"{value:,.1f}"


def _p(p_value: float | None) -> str:
    if p_value is None:
        return "-"
    return "< 0.001" if p_value < 0.001 else f"{p_value:.3f}"


def _frame(title: str, y_max: float, y_fmt: str = "pct", width: int = _W) -> list[str]:
    """An SVG's opening, title, y axis with four grid lines (``y_fmt``: pct or num)."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{_H}" viewBox="0 0 {width} {_H}" '
        f'role="img" aria-label="{_e(title)}">',
        f"<title>{_e(title)}</title>",
    ]
    inner_h = _H - _TOP - _BOTTOM
    for i in range(5):
        value = y_max * i / 4
        y = _TOP + inner_h * (1 - i / 4)
        label = _pct(value) if y_fmt == "pct" else _num(value)
        out.append(f'<line x1="{_LEFT}" x2="{width - _RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{_LEFT - 4}" y="{y + 4:.1f}" font-size="10" text-anchor="end">{_e(label)}</text>')
    return out


def _y(value: float, y_max: float) -> float:
    inner_h = _H - _TOP - _BOTTOM
    return _TOP + inner_h * (1 - (value / y_max if y_max else 0))


def rate_chart(
    title: str, labels: Sequence[str], series: Sequence[tuple[str, Sequence[dict[str, Any]]]], fair: float | None
) -> str:
    """Bars of rates with 95% whiskers, one group per label, one bar per series; a dashed fair line."""
    y_max = max([r["high"] for _, rows in series for r in rows] + [fair or 0, 0.05])
    y_max = min(1.0, y_max * 1.1)
    out = _frame(title, y_max)
    inner_w = _W - _LEFT - _RIGHT
    group = inner_w / max(1, len(labels))
    bar = group * 0.8 / max(1, len(series))
    for g, label in enumerate(labels):
        x0 = _LEFT + g * group + group * 0.1
        out.append(
            f'<text x="{x0 + group * 0.4:.1f}" y="{_H - 18}" font-size="10" text-anchor="middle">{_e(label)}</text>'
        )
        for s, (name, rows) in enumerate(series):
            if g >= len(rows):
                continue
            row = rows[g]
            x = x0 + s * bar
            y = _y(row["estimate"], y_max)
            out.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar * 0.9:.1f}" height="{_y(0, y_max) - y:.1f}" '
                f'fill="{COLOURS[s % len(COLOURS)]}"><title>{_e(name)} {_e(label)}: {_pct(row["estimate"])} '
                f"({_pct(row['low'])}-{_pct(row['high'])})</title></rect>"
            )
            cx = x + bar * 0.45
            out.append(
                f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{_y(row["low"], y_max):.1f}" y2="{_y(row["high"], y_max):.1f}" '
                'stroke="#000"/>'
            )
    if fair is not None:
        y = _y(fair, y_max)
        out.append(
            f'<line x1="{_LEFT}" x2="{_W - _RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#a40000" stroke-dasharray="4 3"/>'
        )
    out += _legend([name for name, _ in series])
    out.append("</svg>")
    return "\n".join(out)


def _legend(names: Sequence[str]) -> list[str]:
    out = []
    for i, name in enumerate(names):
        x = _LEFT + i * 150
        out.append(f'<rect x="{x}" y="{_H - 12}" width="10" height="10" fill="{COLOURS[i % len(COLOURS)]}"/>')
        out.append(f'<text x="{x + 14}" y="{_H - 3}" font-size="10">{_e(name)}</text>')
    return out


def histogram_chart(title: str, series: Sequence[tuple[str, dict[str, Any]]], x_label: str) -> str:
    """Histograms (shares of observations per bin) of one or more distributions, overlaid on
    common bins (the widest series' bin width), so the bars of two rulesets compare."""
    starts = [start for _, dist in series for start, _ in dist.get("histogram", [])]
    if not starts:
        return ""
    width = max(dist.get("bin_width", 1) for _, dist in series)
    origin = min(starts)
    shares = []
    for name, dist in series:
        n = dist.get("n") or 1
        bins: dict[float, float] = {}
        for start, count in dist.get("histogram", []):
            key = origin + (start - origin) // width * width
            bins[key] = bins.get(key, 0.0) + count / n
        shares.append((name, sorted(bins.items()), {"bin_width": width}))
    x_min, x_max = origin, max(start for _, rows, _ in shares for start, _ in rows) + width
    y_max = max(share for _, rows, _ in shares for _, share in rows) * 1.1 or 1.0
    out = _frame(title, y_max)
    inner_w = _W - _LEFT - _RIGHT

    def x_of(value: float) -> float:
        return float(_LEFT + inner_w * (value - x_min) / (x_max - x_min if x_max > x_min else 1))

    for s, (name, rows, dist) in enumerate(shares):
        colour = COLOURS[s % len(COLOURS)]
        for start, share in rows:
            x0, x1 = x_of(start), x_of(start + dist.get("bin_width", 1))
            y = _y(share, y_max)
            out.append(
                f'<rect x="{x0:.1f}" y="{y:.1f}" width="{max(0.5, x1 - x0 - 0.5):.1f}" height="{_y(0, y_max) - y:.1f}" '
                f'fill="{colour}" fill-opacity="{0.85 if len(shares) == 1 else 0.5}"><title>{_e(name)}: '
                f"{_e(_num(start))}: {_pct(share)}</title></rect>"
            )
    for i in range(5):
        value = x_min + (x_max - x_min) * i / 4
        out.append(
            f'<text x="{x_of(value):.1f}" y="{_H - 18}" font-size="10" text-anchor="middle">{_e(_tick(value))}</text>'
        )
    out.append(f'<text x="{_W - _RIGHT}" y="{_TOP - 2}" font-size="10" text-anchor="end">{_e(x_label)}</text>')
    out += _legend([name for name, _, _ in shares])
    out.append("</svg>")
    return "\n".join(out)


def effect_chart(title: str, rows: Sequence[tuple[str, dict[str, Any]]]) -> str:
    """Differences with 95% intervals as dots and whiskers around a zero line (one row each)."""
    if not rows:
        return ""
    lo = min(min(d["low"] for _, d in rows), 0.0)
    hi = max(max(d["high"] for _, d in rows), 0.0)
    span = (hi - lo) or 0.1
    lo, hi = lo - span * 0.1, hi + span * 0.1
    height = 30 + 22 * len(rows)
    left, width = 150, _W
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{_e(title)}"><title>{_e(title)}</title>'
    ]

    def x_of(value: float) -> float:
        return float(left + (width - left - _RIGHT) * (value - lo) / (hi - lo))

    out.append(
        f'<line x1="{x_of(0):.1f}" x2="{x_of(0):.1f}" y1="4" y2="{height - 22}" '
        'stroke="#a40000" stroke-dasharray="4 3"/>'
    )
    for i, (label, d) in enumerate(rows):
        y = 16 + 22 * i
        colour = COLOURS[0] if d.get("significant") else "#888"
        out.append(f'<text x="{left - 6}" y="{y + 4}" font-size="11" text-anchor="end">{_e(label)}</text>')
        out.append(
            f'<line x1="{x_of(d["low"]):.1f}" x2="{x_of(d["high"]):.1f}" y1="{y}" y2="{y}" '
            f'stroke="{colour}" stroke-width="2"/>'
        )
        out.append(
            f'<circle cx="{x_of(d["estimate"]):.1f}" cy="{y}" r="4" fill="{colour}"><title>{_e(label)}: '
            f"{_e(_pct(d['estimate']))} ({_e(_pct(d['low']))} to {_e(_pct(d['high']))}), p {_e(_p(d.get('p_value')))}"
            "</title></circle>"
        )
    for value in (lo, 0.0, hi):
        out.append(
            f'<text x="{x_of(value):.1f}" y="{height - 6}" font-size="10" text-anchor="middle">{_e(_pct(value))}</text>'
        )
    out.append("</svg>")
    return "\n".join(out)


def _table(head: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    out = ["<table><thead><tr>", *(f"<th>{_e(h)}</th>" for h in head), "</tr></thead><tbody>"]
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{_e(cell)}</td>" for cell in row) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _interval_text(d: dict[str, Any], pct: bool = True) -> str:
    if d.get("p_value") == 1.0 and d["low"] == -1.0 and d["high"] == 1.0 and d["estimate"] == 0.0:
        return "-"  # a side without observations (no calls in this ruleset, say)
    f = _pct if pct else _num
    return f"{f(d['estimate'])} ({f(d['low'])} to {f(d['high'])})"


_STYLE = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:62rem;margin:2rem auto;padding:0 1rem}
body{color:#222}
h1{font-size:1.6rem}h2{font-size:1.25rem;border-bottom:1px solid #ccc;margin-top:2.2rem}h3{font-size:1.05rem}
table{border-collapse:collapse;margin:.6rem 0;font-size:.9rem}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:right}
th{background:#f3f3f3}td:first-child{text-align:left}.note{color:#555;font-size:.9rem}.sig{font-weight:bold}
svg{display:block;margin:.5rem 0}
"""


def render_html(report: dict[str, Any]) -> str:
    """The whole report page for a study report (see the module docstring)."""
    study = report["study"]
    names = study["ruleset_names"]
    cells = report["cells"]
    out = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Balance report: {_e(' vs '.join(names))}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>Balance report: {_e(' vs '.join(names))}</h1>",
        f'<p class="note">{_e(study["rounds_per_cell"])} rounds per ruleset and seat count; seat counts '
        f"{_e(', '.join(map(str, study['seat_counts'])))}; "
        f"bots {_e(', '.join(study['bots']))} (cycling over the seats); "
        f"seed {_e(study['seed'])}. Intervals are 95%; a difference is significant when p &lt; 0.05. "
        f"A round's time-equivalent assumes {_e(study['seconds_per_move'])} s per move.</p>",
    ]
    if study.get("interrupted"):
        out.append('<p class="sig">The study was interrupted: some cells are missing or short.</p>')
    out.append("<h2>First-seat edge</h2>")
    out.append(
        '<p class="note">Win rate by position after the round\'s first player (position 0 is the first player), '
        "with 95% intervals; the dashed line is the fair share.</p>"
    )
    for seats in study["seat_counts"]:
        group = [c for c in cells if c["seats"] == seats]
        if not group:
            continue
        labels = [str(k) for k in range(seats)]
        series = [(c["ruleset"], c["first_seat"]["by_position"]) for c in group]
        out.append(f"<h3>{_e(seats)} seats</h3>")
        out.append(rate_chart(f"Win rate by position, {seats} seats", labels, series, 1 / seats))
        rows = []
        for c in group:
            edge = c["first_seat"]["first_player_edge"]
            chi = c["first_seat"]["chi_square"]
            rows.append(
                [
                    c["ruleset"],
                    c["decided_rounds"],
                    _interval_text(c["first_seat"]["by_position"][0]),
                    _interval_text(edge),
                    _p(edge["p_value"]),
                    f"{chi['statistic']:.1f} (df {chi['dof']}), p {_p(chi['p_value'])}",
                ]
            )
        out.append(
            _table(
                [
                    "ruleset",
                    "rounds",
                    "first player wins",
                    "edge over fair share",
                    "p",
                    "chi-square: all positions equal",
                ],
                rows,
            )
        )
    out.append("<h2>Round length</h2>")
    for seats in study["seat_counts"]:
        group = [c for c in cells if c["seats"] == seats]
        if not group:
            continue
        out.append(f"<h3>{_e(seats)} seats</h3>")
        out.append(
            histogram_chart(
                f"Moves per round, {seats} seats", [(c["ruleset"], c["length"]["moves"]) for c in group], "moves"
            )
        )
        rows = []
        for c in group:
            m, ev, mins = c["length"]["moves"], c["length"]["events"], c["length"]["minutes"]
            rows.append(
                [
                    c["ruleset"],
                    _num(m["mean"]),
                    _num(m["median"]),
                    f"{_num(m['p10'])}-{_num(m['p90'])}",
                    _num(ev["mean"]),
                    _num(mins["mean"]),
                    _num(mins["p90"]),
                ]
            )
        out.append(
            _table(["ruleset", "moves mean", "median", "10%-90%", "events mean", "minutes mean", "minutes 90%"], rows)
        )
    out.append("<h2>Special cards: improvement when held</h2>")
    out.append(
        '<p class="note">Win rate of a seat dealt at least one card of the rank minus that of a seat dealt none '
        "(blue: significant).</p>"
    )
    for c in cells:
        if not c["specials"]:
            continue
        out.append(f"<h3>{_e(c['ruleset'])}, {_e(c['seats'])} seats</h3>")
        rows_fig = [(f"{s['rank']} ({s['effect']})", s["difference"]) for s in c["specials"]]
        out.append(effect_chart(f"Improvement when held, {c['ruleset']}, {c['seats']} seats", rows_fig))
        out.append(
            _table(
                ["rank", "effect", "held: win rate", "not held: win rate", "improvement", "p"],
                [
                    [
                        s["rank"],
                        s["effect"],
                        _interval_text(s["with"]),
                        _interval_text(s["without"]),
                        _interval_text(s["difference"]),
                        _p(s["difference"]["p_value"]),
                    ]
                    for s in c["specials"]
                ],
            )
        )
    out.append("<h2>Forgotten calls and penalties</h2>")
    rows = []
    for c in cells:
        f, p = c["forgotten_calls"], c["penalties"]
        rows.append(
            [
                c["ruleset"],
                c["seats"],
                _num(f["per_round"]),
                _interval_text(f["difference"]),
                _num(p["per_round"]),
                _num(p["cards_per_round"]),
                _interval_text(p["difference"]),
            ]
        )
    out.append(
        _table(
            [
                "ruleset",
                "seats",
                "forgotten calls / round",
                "cost: win rate after forgetting",
                "penalties / round",
                "penalty cards / round",
                "cost: win rate after a penalty",
            ],
            rows,
        )
    )
    out.append("<h2>Penalty points of a losing hand</h2>")
    out.append('<p class="note">What the cards left in a losing hand are worth under the felt and the zone tables.</p>')
    for c in cells:
        points = c["points"]
        tables = [(f"{c['ruleset']} {table}", points[table]) for table in ("felt", "zone") if table in points]
        if not tables:
            continue
        out.append(f"<h3>{_e(c['ruleset'])}, {_e(c['seats'])} seats</h3>")
        out.append(histogram_chart(f"Penalty points, {c['ruleset']}, {c['seats']} seats", tables, "points"))
        out.append(
            _table(
                ["table", "mean", "median", "90%", "max"],
                [[name, _num(d["mean"]), _num(d["median"]), _num(d["p90"]), _num(d["max"])] for name, d in tables],
            )
        )
    if report.get("comparisons"):
        a, b = names
        out.append(f"<h2>{_e(a)} against {_e(b)}</h2>")
        out.append('<p class="note">Differences A - B with 95% intervals; bold: significant (p &lt; 0.05).</p>')
        for comparison in report["comparisons"]:
            out.append(f"<h3>{_e(comparison['seats'])} seats</h3>")
            rows_html = [
                "<table><thead><tr><th>figure</th><th>"
                + _e(a)
                + "</th><th>"
                + _e(b)
                + "</th><th>A - B</th><th>p</th></tr></thead><tbody>"
            ]
            for m in comparison["metrics"]:
                d = m["difference"]
                pct = (
                    "rate" in m["metric"]
                    or "edge" in m["metric"]
                    or "seat-rounds" in m["metric"]
                    or "blocked" in m["metric"]
                )
                fmt = _pct if pct else _num
                cls = ' class="sig"' if d.get("significant") else ""
                rows_html.append(
                    f"<tr{cls}><td>{_e(m['metric'])}</td><td>{_e(fmt(m['a']))}</td><td>{_e(fmt(m['b']))}</td>"
                    f"<td>{_e(_interval_text(d, pct))}</td><td>{_e(_p(d['p_value']))}</td></tr>"
                )
            rows_html.append("</tbody></table>")
            out.append("".join(rows_html))
    out.append('<h2>Data</h2><p class="note">The same figures as JSON (the report\'s twin file):</p>')
    out.append(f"<details><summary>study settings</summary><pre>{_e(json.dumps(study, indent=1))}</pre></details>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
