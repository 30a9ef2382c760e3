"""The balance report as one self-contained HTML page: text, tables and matplotlib plots as inline SVG.

:func:`render_html` turns the JSON report of :func:`infrastructure.services.balance.study.report`
(enriched by :func:`infrastructure.services.whatif.enrich`, or built from real matches by
:mod:`infrastructure.services.real_games`) into a page with no external asset (no script, no
stylesheet link, no font, no CDN): it opens from a file anywhere, offline.  The figures are drawn
by :mod:`api.reports.plots` from the report's numbers:

* win rate by position after the first player, bars side by side with 95% error bars and the
  fair share, per seat count, and the counts by seat number as a table;
* the strong-vs-weak gap (per-seat win rate of the first-named bot minus the second's);
* round length histograms (moves), clipped at the 99th percentile with the tail counted;
* "improvement when held" of each special card with its interval (a forest plot);
* the penalty-point distributions of a losing hand under the felt and the zone tables;
* for two rulesets, A - B of every figure with its interval, drawn by unit;
* for a sweep (``whatif``), every figure against the swept parameter with 95% bands;
* the design of experiments (``design``, ``first_player_edge``, ``warnings``, ``paired``,
  ``power``, ``card_roles``, computed by the balance service) in whatever shape they come:
  tables, and forest plots where rows carry intervals.

Every text that comes from the report is escaped.  Presentation only: the figures are the
report's, computed by the balance service.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from api.reports.plots import Figures, is_rate, tail_note

__all__ = ["render_html"]

_FIGURES = Figures  # the page's figure maker (api.reports.plots)


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _num(value: float) -> str:
    return f"{value:,.2f}" if abs(value) < 1000 else f"{value:,.0f}"


def _p(p_value: float | None) -> str:
    if p_value is None:
        return "-"
    return "< 0.001" if p_value < 0.001 else f"{p_value:.3f}"


def _note(text: str) -> str:
    return f'<p class="note">{_e(text)}</p>' if text else ""


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
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,"DejaVu Sans",sans-serif;max-width:64rem;margin:2rem auto}
body{color:#222;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.25rem;border-bottom:1px solid #ccc;margin-top:2.2rem}h3{font-size:1.05rem}
h4{font-size:.95rem;margin-bottom:.2rem}
table{border-collapse:collapse;margin:.6rem 0;font-size:.9rem}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:right}
th{background:#f3f3f3}td:first-child{text-align:left}.note{color:#555;font-size:.9rem}.sig{font-weight:bold}
.warn{background:#fff4e5;border-left:4px solid #e07b00;padding:.4rem .8rem}
svg{display:block;margin:.5rem 0;max-width:100%;height:auto}
"""

_DESIGN_KEYS = ("design", "first_player_edge", "warnings", "paired", "power", "card_roles")
"""Keys of the design of experiments (seat rotation, paired tests, power, card roles), computed
by the balance service: shown when a report has them, in whatever shape they come."""


def _is_interval(value: Any) -> bool:
    return isinstance(value, dict) and {"estimate", "low", "high"} <= set(value)


def _cell_text(value: Any) -> str:
    """A value of unknown shape as one table cell."""
    if _is_interval(value):
        sig = " *" if value.get("significant") else ""
        p = f", p {_p(value['p_value'])}" if value.get("p_value") is not None else ""
        return f"{value['estimate']:.4g} ({value['low']:.4g} to {value['high']:.4g}){p}{sig}"
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, (dict, list)):
        text = json.dumps(value, ensure_ascii=False)
        return text if len(text) <= 120 else text[:117] + "..."
    return "-" if value is None else str(value)


def _generic(value: Any, figures: Figures, title: str, depth: int = 0) -> str:
    """Any JSON value as HTML: a list of rows as a table (and a forest plot of its intervals), a
    mapping of plain values as a two-column table, nested mappings as subsections."""
    if isinstance(value, list):
        if value and all(isinstance(v, dict) for v in value):
            keys = list(dict.fromkeys(k for row in value for k in row))
            out = _table(keys, [[_cell_text(row.get(k)) for k in keys] for row in value])
            label_key = next((k for k in keys if all(isinstance(r.get(k), str) for r in value)), None)
            for key in keys:
                if all(_is_interval(r.get(key)) for r in value):
                    rows = [(str(r.get(label_key, i)) if label_key else str(i), r[key]) for i, r in enumerate(value)]
                    if len(rows) <= 30:
                        out += figures.forest(f"{title}: {key}", rows, x_label=key, pct=False)
            return out
        if all(not isinstance(v, (dict, list)) for v in value):
            return "<ul>" + "".join(f"<li>{_e(_cell_text(v))}</li>" for v in value) + "</ul>"
        return "".join(_generic(v, figures, title, depth + 1) for v in value)
    if isinstance(value, dict):
        if _is_interval(value) or all(not isinstance(v, (dict, list)) or _is_interval(v) for v in value.values()):
            return _table(["", "value"], [[k, _cell_text(v)] for k, v in value.items()])
        parts = []
        plain = {k: v for k, v in value.items() if not isinstance(v, (dict, list)) or _is_interval(v)}
        if plain:
            parts.append(_table(["", "value"], [[k, _cell_text(v)] for k, v in plain.items()]))
        for key, sub in value.items():
            if key in plain:
                continue
            level = min(6, 4 + depth)
            parts.append(f"<h{level}>{_e(key)}</h{level}>")
            parts.append(_generic(sub, figures, f"{title}: {key}", depth + 1))
        return "".join(parts)
    return f"<p>{_e(_cell_text(value))}</p>"


def _warnings(report: dict[str, Any]) -> str:
    items = report.get("warnings") or []
    if not items:
        return ""
    texts = [w if isinstance(w, str) else w.get("message") or _cell_text(w) for w in items]
    return (
        '<div class="warn"><strong>Warnings</strong><ul>' + "".join(f"<li>{_e(t)}</li>" for t in texts) + "</ul></div>"
    )


def _design_sections(report: dict[str, Any], figures: Figures, where: str, keys: Sequence[str]) -> str:
    out = []
    for key in keys:
        if report.get(key) not in (None, [], {}):
            out.append(f"<h3>{_e(key.replace('_', ' ').capitalize())}{_e(where)}</h3>")
            out.append(_generic(report[key], figures, key.replace("_", " ")))
    return "".join(out)


def _moves_detail(cell: dict[str, Any]) -> dict[str, Any]:
    """The fine, clipped histogram of moves (``plot``), or one built from the binned one."""
    detail = cell.get("plot", {}).get("moves")
    if detail:
        return dict(detail)
    d = cell["length"]["moves"]
    return {
        "n": d["n"],
        "bins": d["histogram"],
        "width": d.get("bin_width", 1),
        "clip": d["max"],
        "above": 0,
        "max": d["max"],
    }


def _by_seat_table(group: Sequence[dict[str, Any]]) -> str:
    rows = []
    for c in group:
        fs = c["first_seat"]
        firsts = fs.get("first_by_seat", [])
        for row in fs["by_seat"]:
            seat = row["seat"]
            bot = c["bots"][seat] if seat < len(c["bots"]) else ""
            rows.append(
                [
                    c["ruleset"],
                    seat,
                    bot,
                    f"{row['wins']:,}",
                    _interval_text(row),
                    f"{firsts[seat]:,}" if seat < len(firsts) else "-",
                ]
            )
    return _table(["ruleset", "seat", "bot", "wins", "win rate", "rounds as first player"], rows)


def _sweep_html(whatif: dict[str, Any], figures: Figures) -> str:
    """One figure per measure against the first swept parameter: a line per seat count (and
    per value of the second parameter), each with its 95 % band."""
    params = whatif["parameters"]
    first = params[0]
    second = params[1] if len(params) > 1 else None
    seat_counts = sorted({p["seats"] for p in whatif["points"]})
    out = ["<h2>What if: " + _e(" and ".join(p["field"] for p in params)) + "</h2>"]
    values = ", ".join(f"{p['field']} = {', '.join(map(str, p['values']))}" for p in params)
    pair = whatif.get("strong_vs_weak")
    gap_note = f"; the gap is {pair[0]} minus {pair[1]} (per-seat win rate)" if pair else ""
    out.append(
        f'<p class="note">Swept {_e(values)}; one line per seat count{_e(gap_note)}. Bands are 95% intervals.</p>'
    )
    for fig in whatif["figures"]:
        lines: list[tuple[str, list[dict[str, Any] | None]]] = []
        for seats in seat_counts:
            for v2 in second["values"] if second else [None]:
                pts = {
                    json.dumps(p["values"][first["field"]]): p["figures"].get(fig["key"])
                    for p in whatif["points"]
                    if p["seats"] == seats and (second is None or p["values"][second["field"]] == v2)
                }
                label = f"{seats} seats" + (f", {second['field']}={v2}" if second else "")
                lines.append((label, [pts.get(json.dumps(v)) for v in first["values"]]))
        if not any(v for _, vs in lines for v in vs):
            continue
        unit = fig["unit"]
        y_label = {"points": "percentage points", "pct": "share", "count": "moves per round"}[unit]
        out.append(
            figures.lines(
                f"{fig['label']} against {first['field']}",
                first["values"],
                lines,
                x_label=first["field"],
                y_label=y_label,
                pct=unit == "pct",
                points=unit == "points",
                zero=unit == "points",
            )
        )
    rows = []
    for p in whatif["points"]:
        f = p["figures"]
        rows.append(
            [
                p["ruleset"],
                p["seats"],
                _interval_text(f["first_player_edge"]),
                _interval_text(f["moves"], pct=False) if f.get("moves") else "-",
                _interval_text(f["penalised"]),
                _interval_text(f["strength_gap"]) if f.get("strength_gap") else "-",
            ]
        )
    out.append(
        _table(
            ["ruleset", "seats", "first player's edge", "moves per round", "seat-rounds with a penalty", "gap"], rows
        )
    )
    return "".join(out)


def render_html(report: dict[str, Any]) -> str:
    """The whole report page for a study report (see the module docstring)."""
    figures = _FIGURES()
    study = report["study"]
    names = study["ruleset_names"]
    cells = report["cells"]
    heading = " vs ".join(names) if len(names) <= 3 else f"{names[0]} and {len(names) - 1} variants"
    source = study.get("source", "simulation")
    out = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>Balance report: {_e(heading)}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>Balance report: {_e(heading)}</h1>",
    ]
    if source == "real":
        out.append(
            f'<p class="note">Real matches from the read side ({_e(study.get("rounds", 0))} rounds); grouped by '
            f"ruleset and seat count{_e(', rating band ' + study['band']) if study.get('band') else ''}. "
            "Intervals are 95%.</p>"
        )
    else:
        out.append(
            f'<p class="note">{_e(study["rounds_per_cell"])} rounds per ruleset and seat count; seat counts '
            f"{_e(', '.join(map(str, study['seat_counts'])))}; "
            f"bots {_e(', '.join(study['bots']))} (cycling over the seats); "
            f"seed {_e(study['seed'])}. Intervals are 95%; a difference is significant when p &lt; 0.05. "
            f"A round's time-equivalent assumes {_e(study['seconds_per_move'])} s per move.</p>"
        )
    out.append(_warnings(report))
    if study.get("interrupted"):
        out.append('<p class="sig">The study was interrupted: some cells are missing or short.</p>')
    design = _design_sections(
        report, figures, "", [k for k in _DESIGN_KEYS if k not in ("warnings", "paired", "power")]
    )
    if design:
        out.append("<h2>Design of the experiment</h2>" + design)
    if report.get("whatif"):
        out.append(_sweep_html(report["whatif"], figures))
    out.append("<h2>First-seat edge</h2>")
    out.append(
        '<p class="note">Win rate by position after the round\'s first player (position 0 is the first player), '
        "with 95% intervals; the dashed line is the fair share. The counts by seat number follow (they mix "
        "position and bot).</p>"
    )
    for seats in study["seat_counts"]:
        group = [c for c in cells if c["seats"] == seats]
        if not group:
            continue
        labels = [str(k) for k in range(seats)]
        series = [(c["ruleset"], c["first_seat"]["by_position"]) for c in group]
        out.append(f"<h3>{_e(seats)} seats</h3>")
        out.append(
            figures.rate_bars(
                f"Win rate by position, {seats} seats",
                labels,
                series,
                x_label="position after the first player (0 = moves first)",
                y_label="win rate (% of decided rounds)",
                fair=1 / seats,
            )
        )
        rows = []
        for c in group:
            edge = c["first_seat"]["first_player_edge"]
            chi = c["first_seat"]["chi_square"]
            rows.append(
                [
                    c["ruleset"],
                    f"{c['decided_rounds']:,}",
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
        out.append("<h4>By seat number</h4>" + _by_seat_table(group))
        for c in group:
            out.append(_design_sections(c, figures, f" ({c['ruleset']})", ("first_player_edge", "design")))
    gaps = [(f"{c['ruleset']}, {c['seats']} seats", c["strength_gap"]) for c in cells if c.get("strength_gap")]
    if gaps:
        pair = cells[0].get("strength_gap") or gaps[0][1]
        out.append("<h2>Strong against weak players</h2>")
        out.append(
            f'<p class="note">Per-seat win rate of the {_e(pair["strong"])} bot minus that of the '
            f"{_e(pair['weak'])} bot, with 95% intervals: a rule that widens the gap rewards skill, one that "
            "narrows it rewards luck.</p>"
        )
        out.append(
            figures.forest(
                "Strong-vs-weak gap", [(label, g["difference"]) for label, g in gaps], x_label="gap in win rate"
            )
        )
        out.append(
            _table(
                ["cell", "strong: win rate", "weak: win rate", "gap"],
                [
                    [
                        label,
                        _interval_text(g["strong_rate"]),
                        _interval_text(g["weak_rate"]),
                        _interval_text(g["difference"]),
                    ]
                    for label, g in gaps
                ],
            )
        )
    out.append("<h2>Round length</h2>")
    for seats in study["seat_counts"]:
        group = [c for c in cells if c["seats"] == seats]
        if not group:
            continue
        out.append(f"<h3>{_e(seats)} seats</h3>")
        moves = [(c["ruleset"], _moves_detail(c)) for c in group]
        out.append(
            figures.histogram(f"Moves per round, {seats} seats", moves, x_label="moves per round (accepted commands)")
        )
        out.append(_note(tail_note(moves)))
        rows = []
        for c in group:
            m, ev, mins = c["length"]["moves"], c["length"]["events"], c["length"]["minutes"]
            mean = c.get("plot", {}).get("moves_mean")
            rows.append(
                [
                    c["ruleset"],
                    _interval_text(mean, pct=False) if mean else _num(m["mean"]),
                    _num(m["median"]),
                    f"{_num(m['p10'])}-{_num(m['p90'])}",
                    _num(m["max"]),
                    _num(ev["mean"]),
                    _num(mins["mean"]),
                    _num(mins["p90"]),
                ]
            )
        out.append(
            _table(
                [
                    "ruleset",
                    "moves mean (95%)",
                    "median",
                    "10%-90%",
                    "longest",
                    "events mean",
                    "minutes mean",
                    "minutes 90%",
                ],
                rows,
            )
        )
    played = study.get("card_measure") == "played"
    verb = "played" if played else "held"
    out.append(f"<h2>Special cards: improvement when {verb}</h2>")
    out.append(
        f'<p class="note">Win rate of a seat {"that played" if played else "dealt"} at least one card of the rank '
        f"minus that of a seat {'that played' if played else 'dealt'} none, in percentage points (blue: significant)."
        + (" Real games record no dealt hand (it was hidden): the plays stand in for it." if played else "")
        + "</p>"
    )
    for c in cells:
        if not c["specials"]:
            continue
        out.append(f"<h3>{_e(c['ruleset'])}, {_e(c['seats'])} seats</h3>")
        rows_fig = [(f"{s['rank']} ({s['effect']})", s["difference"]) for s in c["specials"]]
        out.append(
            figures.forest(
                f"Improvement when {verb}, {c['ruleset']}, {c['seats']} seats",
                rows_fig,
                x_label=f"win rate {verb} - not {verb} (percentage points)",
            )
        )
        out.append(
            _table(
                ["rank", "effect", f"{verb}: win rate", f"not {verb}: win rate", "improvement", "p"],
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
        out.append(_design_sections(c, figures, f" ({c['ruleset']}, {c['seats']} seats)", ("card_roles",)))
    out.append("<h2>Forgotten calls and penalties</h2>")
    rows = []
    for c in cells:
        f, p = c["forgotten_calls"], c["penalties"]
        rows.append(
            [
                c["ruleset"],
                c["seats"],
                _num(f["per_round"]),
                _interval_text(f["rate"]),
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
                "seat-rounds forgetting",
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
        details = c.get("plot", {}).get("points", {})
        tables = [(table, points[table]) for table in ("felt", "zone") if table in points]
        if not tables:
            continue
        out.append(f"<h3>{_e(c['ruleset'])}, {_e(c['seats'])} seats</h3>")
        series = [
            (
                f"{table} table",
                details.get(table)
                or {"n": d["n"], "bins": d["histogram"], "width": d.get("bin_width", 1), "clip": d["max"], "above": 0},
            )
            for table, d in tables
        ]
        out.append(
            figures.histogram(
                f"Penalty points of a losing hand, {c['ruleset']}, {c['seats']} seats",
                series,
                x_label="points left in a losing hand",
            )
        )
        out.append(_note(tail_note(series)))
        out.append(
            _table(
                ["table", "mean", "median", "90%", "max"],
                [[name, _num(d["mean"]), _num(d["median"]), _num(d["p90"]), _num(d["max"])] for name, d in tables],
            )
        )
    if report.get("comparisons"):
        a, b = names[:2]
        out.append(f"<h2>{_e(a)} against {_e(b)}</h2>")
        out.append('<p class="note">Differences A - B with 95% intervals; bold: significant (p &lt; 0.05).</p>')
        for comparison in report["comparisons"]:
            out.append(f"<h3>{_e(comparison['seats'])} seats</h3>")
            out.append(
                figures.differences(f"A - B: {a} - {b}, {comparison['seats']} seats", comparison["metrics"], a=a, b=b)
            )
            rows_html = [
                "<table><thead><tr><th>figure</th><th>"
                + _e(a)
                + "</th><th>"
                + _e(b)
                + "</th><th>A - B</th><th>p</th></tr></thead><tbody>"
            ]
            for m in comparison["metrics"]:
                d = m["difference"]
                pct = is_rate(m["metric"])
                fmt = _pct if pct else _num
                cls = ' class="sig"' if d.get("significant") else ""
                rows_html.append(
                    f"<tr{cls}><td>{_e(m['metric'])}</td><td>{_e(fmt(m['a']))}</td><td>{_e(fmt(m['b']))}</td>"
                    f"<td>{_e(_interval_text(d, pct))}</td><td>{_e(_p(d['p_value']))}</td></tr>"
                )
            rows_html.append("</tbody></table>")
            out.append("".join(rows_html))
            out.append(_design_sections(comparison, figures, f" ({comparison['seats']} seats)", ("paired", "power")))
    paired = _design_sections(report, figures, "", ("paired", "power"))
    if paired:
        out.append("<h2>Paired comparison and power</h2>" + paired)
    out.append('<h2>Data</h2><p class="note">The same figures as JSON (the report\'s twin file):</p>')
    out.append(f"<details><summary>study settings</summary><pre>{_e(json.dumps(study, indent=1))}</pre></details>")
    out.append("</body></html>")
    return "\n".join(part for part in out if part) + "\n"
