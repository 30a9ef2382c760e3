"""The league table as CSV (``GET /v1/leagues/{id}/table?format=csv``): one line per player,
one column per event, texts a spreadsheet would run as a formula defused (``projections.api.csv_cell``)."""

from __future__ import annotations

import csv
import io

from domain.league.table import LeagueTable
from projections.api import csv_cell

__all__ = ["CSV_COLUMNS", "table_csv"]

CSV_COLUMNS = ("rank", "name", "kind", "key", "total", "events_played", "event_wins", "best_rank", "counted", "dropped")


def table_csv(table: LeagueTable) -> str:
    """The table as CSV: one line per player, then one column per event (its league points, ``-``
    when not played, ``(n)`` when dropped), and a ``standing`` column (``final`` / ``provisional``)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*CSV_COLUMNS, *(e.tournament_id for e in table.events), "standing"])
    standing = "final" if table.final else "provisional"
    for row in table.rows:
        by_event = {r.tournament_id: r for r in row.results}
        cells = []
        for event in table.events:
            r = by_event.get(event.tournament_id)
            cells.append("-" if r is None else str(r.points) if r.counted else f"({r.points})")
        writer.writerow(
            [
                row.rank,
                csv_cell(row.name),
                row.kind,
                row.key,
                row.total,
                row.events_played,
                row.event_wins,
                row.best_rank,
                " ".join(row.counted),
                " ".join(row.dropped),
                *cells,
                standing,
            ]
        )
    return out.getvalue()
