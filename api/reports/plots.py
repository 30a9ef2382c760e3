"""The balance report's figures, drawn with matplotlib and written as inline SVG.

Why matplotlib: it is the well-kept, widely known plotting library of Python, draws every figure
the report needs (bars with error bars, interval bands, step histograms, forest plots) with real
axes — titles, units, tick locators and formatters at round values, legends placed outside the
data — and writes SVG with its own Agg-free SVG backend: no browser, no JavaScript, no font file,
no network.  Vega-Lite would need its JavaScript runtime vendored into every page.

Every function takes plain report numbers and returns one ``<svg>`` element as text (no XML
prolog), ready to paste into the page:

* text stays text (``svg.fonttype = none``): the page's sans-serif font draws it, nothing is
  embedded or fetched;
* the output is deterministic (a fixed hash salt, no date), so one study gives one page;
* the element ids matplotlib writes (markers) get a prefix per figure (:class:`Figures`), so
  many figures share one HTML page without clashing ids; clip paths, metadata and the ``xlink``
  namespace are dropped (every artist lies inside its axes; SVG 2 ``href``), so the page names
  no address but the SVG namespace.

Rates are drawn in percent with ticks at round values (5 %, 10 %, ...), differences in
percentage points; long-tailed distributions are clipped at their 99th percentile with the tail's
size written on the figure, so a rare 1,000-move round does not squeeze the histogram.
Presentation only: every number comes from the report.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import matplotlib

matplotlib.use("svg")  # the SVG backend: no display, no Agg rasterising

from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator, PercentFormatter

__all__ = ["COLOURS", "Figures"]

COLOURS = ("#1f6fb4", "#e07b00", "#2b9348", "#b5179e", "#6c757d", "#8c564b", "#17becf", "#bcbd22", "#d62728")
"""Distinct colours (colour-blind friendly first pair: blue and orange), one per series."""
INSIGNIFICANT = "#9a9a9a"

_RC: Any = {
    "svg.fonttype": "none",
    "svg.hashsalt": "maumau-balance",
    "font.family": "sans-serif",
    "font.sans-serif": ["DejaVu Sans", "Arial", "Helvetica", "sans-serif"],
    "font.size": 9.5,
    "axes.titlesize": 10.5,
    "axes.labelsize": 9.5,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "axes.axisbelow": True,
    "grid.color": "#e3e3e3",
    "grid.linewidth": 0.8,
    "legend.frameon": False,
    "legend.fontsize": 8.5,
}
_ID = re.compile(r'\bid="([^"]+)"')
_METADATA = re.compile(r"<metadata>.*?</metadata>\s*", re.S)
_CLIP_DEF = re.compile(r"<clipPath\b.*?</clipPath>\s*", re.S)
_CLIP_USE = re.compile(r'\s*clip-path="url\(#[^)]*\)"')


def _pct_axis(axis: Any, decimals: int = 0, points: bool = False) -> None:
    """Percent ticks at round values on ``axis`` (values are fractions: 0.05 is 5 %)."""
    axis.set_major_locator(MaxNLocator(nbins=6, steps=[1, 2, 5, 10]))
    formatter = PercentFormatter(xmax=1.0, decimals=decimals)
    if points:  # percentage points: "+2 pp"
        axis.set_major_formatter(_PointsFormatter(decimals))
    else:
        axis.set_major_formatter(formatter)


class _PointsFormatter(PercentFormatter):
    """Differences of rates as signed percentage points (``+2 pp``)."""

    def __init__(self, decimals: int) -> None:
        super().__init__(xmax=1.0, decimals=decimals, symbol="")

    def __call__(self, x: float, pos: int | None = None) -> str:
        text = super().__call__(x, pos).strip()
        if text.lstrip("-") in ("0", "0.0"):
            return "0"
        return f"{'+' if x > 0 else ''}{text} pp"


def _interval(d: dict[str, Any]) -> tuple[float, float, float]:
    """``(estimate, low, high)`` with the bounds on either side of the estimate (rounding aside)."""
    est = float(d["estimate"])
    return est, min(est, float(d["low"])), max(est, float(d["high"]))


class Figures:
    """Draws the figures of one page; numbers its figures so their SVG ids are unique."""

    def __init__(self, prefix: str = "fig") -> None:
        self.prefix = prefix
        self.count = 0

    # ------------------------------------------------------------ plumbing

    @contextmanager
    def _figure(self, width: float = 6.4, height: float = 2.8) -> Iterator[Figure]:
        with matplotlib.rc_context(_RC):
            fig = Figure(figsize=(width, height), layout="constrained")
            yield fig

    def svg(self, fig: Figure, title: str) -> str:
        """``fig`` as an inline ``<svg>`` element with a ``<title>`` and ids unique on the page."""
        with matplotlib.rc_context(_RC):
            FigureCanvasSVG(fig)
            out = io.StringIO()
            fig.savefig(out, format="svg", metadata={"Date": None, "Creator": None, "Title": title})
        text = out.getvalue()
        text = text[text.index("<svg") :]
        text = _METADATA.sub("", text)
        text = _CLIP_DEF.sub("", text)
        text = _CLIP_USE.sub("", text)
        text = text.replace(' xmlns:xlink="http://www.w3.org/1999/xlink"', "").replace("xlink:href=", "href=")
        self.count += 1
        tag = f"{self.prefix}{self.count}-"
        ids = set(_ID.findall(text))
        for ident in sorted(ids, key=len, reverse=True):
            text = text.replace(f'id="{ident}"', f'id="{tag}{ident}"')
            text = text.replace(f"url(#{ident})", f"url(#{tag}{ident})")
            text = text.replace(f'href="#{ident}"', f'href="#{tag}{ident}"')
        return text.replace("<svg ", f'<svg role="img" aria-label="{_attr(title)}" ', 1)

    # ------------------------------------------------------------ figures

    def rate_bars(
        self,
        title: str,
        labels: Sequence[str],
        series: Sequence[tuple[str, Sequence[dict[str, Any]]]],
        *,
        x_label: str,
        y_label: str,
        fair: float | None = None,
    ) -> str:
        """Rates as bars side by side (one colour per series) with 95 % error bars; a dashed
        line at the fair share."""
        with self._figure() as fig:
            ax = fig.add_subplot()
            k = max(1, len(series))
            width = 0.8 / k
            for s, (name, rows) in enumerate(series):
                xs = [g + (s - (k - 1) / 2) * width for g in range(len(rows))]
                est = [float(r["estimate"]) for r in rows]
                err = [
                    [max(0.0, e - float(r["low"])) for e, r in zip(est, rows, strict=True)],
                    [max(0.0, float(r["high"]) - e) for e, r in zip(est, rows, strict=True)],
                ]
                ax.bar(xs, est, width * 0.92, color=COLOURS[s % len(COLOURS)], label=name)
                ax.errorbar(xs, est, yerr=err, fmt="none", ecolor="#222", elinewidth=1, capsize=2.5)
            if fair is not None:
                ax.axhline(fair, color="#a40000", linestyle="--", linewidth=1, label=f"fair share {100 * fair:.1f}%")
            ax.set_xticks(range(len(labels)), labels)
            ax.set_xlabel(x_label)
            ax.set_ylabel(y_label)
            ax.set_ylim(bottom=0)
            _pct_axis(ax.yaxis)
            ax.set_title(title, loc="left")
            ax.grid(axis="x", visible=False)
            fig.legend(loc="outside right upper")
            return self.svg(fig, title)

    def histogram(self, title: str, series: Sequence[tuple[str, dict[str, Any]]], *, x_label: str) -> str:
        """Shares of observations per bin (``detail``: ``bins`` of ``[start, count]``, ``width``,
        ``n``, ``clip``, ``above``, ``max``); one series filled, several as outlines in distinct
        colours (nothing overlays into brown).  The x axis ends at the clip value; :func:`tail_note`
        says what lies beyond it."""
        series = [(name, d) for name, d in series if d.get("n")]
        if not series:
            return ""
        with self._figure() as fig:
            ax = fig.add_subplot()
            for s, (name, d) in enumerate(series):
                n = float(d["n"])
                starts = [float(b[0]) for b in d["bins"]]
                shares = [float(b[1]) / n for b in d["bins"]]
                width = float(d["width"])
                colour = COLOURS[s % len(COLOURS)]
                edges = [*starts, starts[-1] + width] if starts else [0.0, 1.0]
                if len(series) == 1:
                    ax.stairs(shares, edges, fill=True, color=colour, alpha=0.85, label=name)
                else:
                    ax.stairs(shares, edges, fill=False, color=colour, linewidth=1.6, label=name)
            ax.set_xlabel(x_label)
            ax.set_ylabel("share of observations")
            ax.set_ylim(bottom=0)
            _pct_axis(ax.yaxis, decimals=None if max(_peak(d) for _, d in series) < 0.05 else 0)  # type: ignore[arg-type]
            ax.xaxis.set_major_locator(MaxNLocator(nbins=8, integer=True, steps=[1, 2, 5, 10]))
            ax.set_title(title, loc="left")
            if len(series) > 1:
                fig.legend(loc="outside right upper")
            return self.svg(fig, title)

    def forest(
        self,
        title: str,
        rows: Sequence[tuple[str, dict[str, Any]]],
        *,
        x_label: str,
        pct: bool = True,
    ) -> str:
        """Differences (or any estimates) with 95 % intervals as dots and whiskers around a zero
        line, one row each; significant rows in colour, the others grey."""
        if not rows:
            return ""
        with self._figure(height=0.9 + 0.32 * len(rows)) as fig:
            ax = fig.add_subplot()
            ys = list(range(len(rows)))[::-1]
            for y, (_, d) in zip(ys, rows, strict=True):
                est, lo, hi = _interval(d)
                colour = COLOURS[0] if d.get("significant") else INSIGNIFICANT
                ax.errorbar([est], [y], xerr=[[est - lo], [hi - est]], fmt="o", color=colour, capsize=3, markersize=5)
            ax.axvline(0, color="#a40000", linestyle="--", linewidth=1)
            ax.set_yticks(ys, [label for label, _ in rows])
            ax.set_ylim(-0.7, len(rows) - 0.3)
            ax.set_xlabel(x_label)
            if pct:
                _pct_axis(ax.xaxis, points=True)
            ax.grid(axis="y", visible=False)
            ax.set_title(title, loc="left")
            return self.svg(fig, title)

    def lines(
        self,
        title: str,
        x_values: Sequence[Any],
        lines: Sequence[tuple[str, Sequence[dict[str, Any] | None]]],
        *,
        x_label: str,
        y_label: str,
        pct: bool = False,
        points: bool = False,
        zero: bool = False,
    ) -> str:
        """One line per series against a parameter, with its 95 % interval as a band; numeric
        parameters on a numeric axis, others as categories."""
        numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in x_values)
        xs = [float(v) for v in x_values] if numeric else list(range(len(x_values)))
        with self._figure() as fig:
            ax = fig.add_subplot()
            for s, (name, values) in enumerate(lines):
                pts = [(x, _interval(v)) for x, v in zip(xs, values, strict=True) if v is not None]
                if not pts:
                    continue
                colour = COLOURS[s % len(COLOURS)]
                px = [p[0] for p in pts]
                ax.plot(px, [p[1][0] for p in pts], marker="o", color=colour, label=name, linewidth=1.6)
                ax.fill_between(px, [p[1][1] for p in pts], [p[1][2] for p in pts], color=colour, alpha=0.18)
            if zero:
                ax.axhline(0, color="#a40000", linestyle="--", linewidth=1)
            ax.set_xticks(xs, [str(v) for v in x_values])
            ax.set_xlabel(x_label)
            ax.set_ylabel(y_label)
            if pct or points:
                _pct_axis(ax.yaxis, decimals=None if points else 0, points=points)  # type: ignore[arg-type]
            ax.set_title(title, loc="left")
            fig.legend(loc="outside right upper")
            return self.svg(fig, title)

    def differences(self, title: str, metrics: Sequence[dict[str, Any]], *, a: str, b: str) -> str:
        """A - B (``a`` minus ``b``, named in the title) with 95 % intervals, in two panels by
        unit: rates (percentage points) and means (moves, events, points); figures without
        observations on a side (no calls in either ruleset, say) are left out."""
        metrics = [m for m in metrics if not _empty(m["difference"])]
        rates = [m for m in metrics if is_rate(m["metric"])]
        counts = [m for m in metrics if not is_rate(m["metric"])]
        panels = [(rows, unit) for rows, unit in ((rates, "pp"), (counts, "count")) if rows]
        if not panels:
            return ""
        height = 1.2 + 0.3 * sum(len(rows) for rows, _ in panels)
        with self._figure(height=height) as fig:
            axes = fig.subplots(len(panels), 1, height_ratios=[max(1, len(r)) for r, _ in panels], squeeze=False)
            for ax, (rows, unit) in zip(axes[:, 0], panels, strict=True):
                ys = list(range(len(rows)))[::-1]
                for y, m in zip(ys, rows, strict=True):
                    est, lo, hi = _interval(m["difference"])
                    colour = COLOURS[0] if m["difference"].get("significant") else INSIGNIFICANT
                    ax.errorbar([est], [y], xerr=[[est - lo], [hi - est]], fmt="o", color=colour, capsize=3)
                ax.axvline(0, color="#a40000", linestyle="--", linewidth=1)
                ax.set_yticks(ys, [m["metric"] for m in rows])
                ax.set_ylim(-0.7, len(rows) - 0.3)
                ax.grid(axis="y", visible=False)
                if unit == "pp":
                    _pct_axis(ax.xaxis, decimals=None, points=True)  # type: ignore[arg-type]
                    ax.set_xlabel("A - B, rates (percentage points)")
                else:
                    ax.set_xlabel("A - B, means (moves, events, points)")
            axes[0, 0].set_title(title, loc="left")
            return self.svg(fig, title)


def _empty(d: dict[str, Any]) -> bool:
    """A difference with nothing observed: all zero, or the placeholder -1..1 with p = 1."""
    bounds = (float(d["estimate"]), float(d["low"]), float(d["high"]))
    return bounds == (0.0, 0.0, 0.0) or (bounds == (0.0, -1.0, 1.0) and d.get("p_value") == 1.0)


def tail_note(series: Sequence[tuple[str, dict[str, Any]]]) -> str:
    """What a clipped histogram leaves out, e.g. "x axis clipped at the 99th percentile (83):
    ZONE 2 of 200 rounds beyond, the longest 139"; empty when nothing is clipped."""
    tails = [
        f"{name}: {d['above']:,} of {int(d['n']):,} beyond, the longest {d['max']:,.0f}"
        for name, d in series
        if d.get("above")
    ]
    if not tails:
        return ""
    clip = max(float(d["clip"]) for _, d in series)
    return f"x axis clipped at the 99th percentile ({clip:,.0f}); " + "; ".join(tails)


def is_rate(metric: str) -> bool:
    """Whether a comparison metric is a rate (drawn in percent) rather than a count."""
    return any(word in metric for word in ("rate", "edge", "seat-rounds", "blocked", "share"))


def _peak(d: dict[str, Any]) -> float:
    n = float(d["n"]) or 1.0
    return max((float(b[1]) / n for b in d["bins"]), default=0.0)


def _attr(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
