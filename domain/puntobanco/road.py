"""The "roads" casinos display beside a Punto Banco table, as data: the bead plate and the big road.

Neither is a rule of the game — they are ways of drawing the results of a shoe — but they are a
pure function of the outcomes in order, so they are written here once for the table view and the
read side.

* **Bead plate**: one cell per coup in order, filled top to bottom in columns of six
  (``col = i // 6``, ``row = i % 6``), showing ``player``, ``banker`` or ``tie``.
* **Big road**: one cell per Player or Banker win.  A run of wins of one side goes down a column;
  the other side's win starts the next column at the top.  A column that reaches the sixth row, or
  would run into a cell already taken, turns right and goes on along its row (the "dragon tail").
  Ties get no cell: they are counted on the cell of the win before them (``ties``); ties before
  the first win are ``leading_ties``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["ROWS", "BigRoadCell", "bead_plate", "big_road", "road"]

ROWS = 6
"""Rows of both roads (the usual display)."""


def bead_plate(outcomes: Sequence[str]) -> list[dict[str, Any]]:
    """One cell per coup: ``{"coup", "col", "row", "outcome"}``."""
    return [{"coup": i + 1, "col": i // ROWS, "row": i % ROWS, "outcome": o} for i, o in enumerate(outcomes)]


@dataclass(slots=True)
class BigRoadCell:
    """A cell of the big road: the side that won, the coup, and ties counted on it."""

    col: int
    row: int
    winner: str
    coup: int
    natural: bool
    ties: int = 0

    def as_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "col": self.col,
            "row": self.row,
            "winner": self.winner,
            "coup": self.coup,
            "natural": self.natural,
            "ties": self.ties,
        }


def big_road(outcomes: Sequence[str], naturals: Sequence[bool] = ()) -> tuple[list[BigRoadCell], int]:
    """The big road's cells in the order they were drawn, and the leading ties."""
    cells: list[BigRoadCell] = []
    taken: set[tuple[int, int]] = set()
    leading = 0
    streak_col = -1
    col = row = 0
    for i, outcome in enumerate(outcomes):
        if outcome == "tie":
            if cells:
                cells[-1].ties += 1
            else:
                leading += 1
            continue
        natural = bool(naturals[i]) if i < len(naturals) else False
        if not cells or cells[-1].winner != outcome:
            streak_col += 1
            while (streak_col, 0) in taken:  # a tail along the top row: start after it
                streak_col += 1
            col, row = streak_col, 0
        elif row + 1 < ROWS and (col, row + 1) not in taken and not _turned(cells):
            row += 1
        else:
            col += 1
        cells.append(BigRoadCell(col, row, outcome, i + 1, natural))
        taken.add((col, row))
    return cells, leading


def _turned(cells: list[BigRoadCell]) -> bool:
    """The current run has already turned right (its last two cells share a row)."""
    return len(cells) >= 2 and cells[-1].winner == cells[-2].winner and cells[-1].row == cells[-2].row


def road(outcomes: Sequence[str], naturals: Sequence[bool] = ()) -> dict[str, Any]:
    """Both roads and the counts of a shoe's outcomes, JSON-ready."""
    cells, leading = big_road(outcomes, naturals)
    return {
        "coups": len(outcomes),
        "counts": {k: sum(1 for o in outcomes if o == k) for k in ("player", "banker", "tie")},
        "bead_plate": bead_plate(outcomes),
        "big_road": [c.as_dict() for c in cells],
        "leading_ties": leading,
    }
