"""A tournament's standings, computed from its rounds (pure, so the decider, the read model and a
rebuild from zero all give the same table).

What counts, per entrant:

* **wins** — boards (Mau-Mau rounds) won; **penalty points** — the points the table recorded
  (only when the ruleset scores penalty points: under ``wins`` the recorded points are win
  marks, not penalties); **matchpoints** — duplicate only: on each board, 1 for every other
  player who held the same cards (same round, same board, same seat position, any table) and
  did worse, ½ for each who did as well.  A board is compared by one measure: under a ruleset
  scoring penalty points fewer points beat more and equal points tie (the board's winner, who
  has the fewest, has no edge of its own); under a ruleset scoring ``wins`` the board's winner
  beats everyone else and the others all tie.
* **byes** — a bye is credited the mean of that round's credited seats (wins, penalty points,
  matchpoints), so it neither helps nor hurts on average; the mean is of the results recorded so
  far.  A late entrant is credited so for every round seated before it entered.
* **adjustments and penalties** — added to the primary score as signed (a director writes a
  penalty as a negative number under wins or matchpoints, a positive one under penalty points).
* **forfeits** — a table's result does not say at which board a seat forfeited, so a forfeited
  seat is credited no wins and no matchpoints at that table and loses every comparison there
  (the other holders of its cards each score 1 against it; at its own table everyone beats it
  in head-to-head); its penalty points count as recorded.
* **substitutes** — a seat played by a bot after its entrant withdrew (``RoundRecord.substitutes``)
  credits that entrant nothing at that table (no boards, no points either way); the others are
  still compared with the seat.  Withdrawn entrants stay listed, flagged, and rank below every
  active entrant (among themselves by the same rules): they stop collecting results, which under
  penalty points would otherwise lift them.

Ranking: the primary score (``config.scoring``: wins ↑, penalty points ↓, matchpoints ↑, each
plus adjustments), then ``config.tie_breaks`` in order (wins ↑, penalty points ↓, matchpoints ↑,
head-to-head ↑, lot ↑), then always the lot: ranks are 1..N — unless the tournament shares ranks
(``shared_ranks``): entrants equal on everything but the lot then share the first rank of their
run ("3=", the next rank after two 3= is 5), the lot still ordering the list.  Head-to-head is
a mini-league of each group still tied when it is applied: one for every board and every other
member of the group the entrant beat at the same table, by the ranking's measure (under
tournament scoring ``wins`` a board's winner beats the others, who tie; else fewer penalty
points beat more).  The lot is
``domain.tournament.deals.lot_key`` (from the secret seed: nobody knows it before the end).

Sums are exact fractions inside (byes' means), floats in the rows.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from itertools import combinations

from domain.tournament.deals import lot_key
from domain.tournament.model import (
    Adjustment,
    Entrant,
    Format,
    Scoring,
    SeatedTable,
    TableResult,
    TieBreak,
    TournamentConfig,
)

__all__ = ["RoundCredit", "RoundRecord", "StandingRow", "compute_standings", "matchpoints", "round_credits"]

_HIGHER: dict[str, bool] = {
    TieBreak.WINS: True,
    TieBreak.PENALTY_POINTS: False,
    TieBreak.MATCHPOINTS: True,
    TieBreak.HEAD_TO_HEAD: True,
    TieBreak.LOT: False,
}
"""Which way each criterion ranks: ``True`` — more is better."""


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One tournament round as the standings need it: the seated tables, the byes, each table's
    result (``None`` while it plays; same order as ``tables``), the seats ``(table_no, seat)``
    a bot played after their entrant withdrew, and the late entrants who entered after it
    (``absent``: credited the round's mean as a bye is, but not counted as a bye)."""

    round_no: int
    tables: tuple[SeatedTable, ...]
    byes: tuple[str, ...]
    results: tuple[TableResult | None, ...]
    substitutes: frozenset[tuple[int, int]] = frozenset()
    absent: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One entrant's line in the standings (see the module docstring for each figure)."""

    rank: int
    entrant_id: str
    name: str
    kind: str
    withdrawn: bool
    tables_played: int
    boards: int
    wins: float
    penalty_points: float
    matchpoints: float
    adjustments: float
    score: float
    byes: int
    head_to_head: int
    lot: str

    def as_dict(self) -> dict[str, object]:
        """The row as plain JSON-ready values (read models, exports)."""
        return asdict(self)


@dataclass(slots=True)
class _Tally:
    """An entrant's running sums (exact)."""

    tables_played: int = 0
    boards: int = 0
    byes: int = 0
    wins: Fraction = field(default_factory=Fraction)
    penalty_points: Fraction = field(default_factory=Fraction)
    matchpoints: Fraction = field(default_factory=Fraction)
    adjustments: Fraction = field(default_factory=Fraction)


def _beats(result: TableResult, board: int, a: int, b: int, by_points: bool) -> int:
    """On ``board`` (index) of ``result``: 1 when seat ``a`` did better than seat ``b``, -1 when
    worse, 0 for a tie (:func:`_compare`)."""
    return _compare(result, board, a, result, board, b, by_points)


def _compare(ra: TableResult, board: int, a: int, rb: TableResult, board_b: int, b: int, by_points: bool) -> int:
    """Seat ``a`` of ``ra`` against seat ``b`` of ``rb`` on the same board, by one measure:
    ``by_points`` — fewer points beat more, equal points tie (the board's winner has no edge of
    its own: it beats whoever it has fewer points than); else the board's winner beats every
    other seat and the others tie.  A forfeited seat loses every comparison (two tie)."""
    fa, fb = a in ra.forfeited, b in rb.forfeited
    if fa or fb:
        return 0 if fa and fb else (-1 if fa else 1)
    if by_points:
        pa, pb = ra.points[board][a], rb.points[board_b][b]
        return (pa < pb) - (pa > pb)
    wa, wb = ra.winners[board] == a, rb.winners[board_b] == b
    return wa - wb


def _round_matchpoints(record: RoundRecord, by_points: bool = True) -> dict[tuple[int, int], Fraction]:
    """``(table index, seat) -> matchpoints`` of one duplicate round (recorded tables only),
    compared by penalty points or, for a ruleset scoring wins, by the board's winner."""
    out: dict[tuple[int, int], Fraction] = {}
    recorded = [(i, r) for i, r in enumerate(record.results) if r is not None]
    boards = max((len(r.points) for _, r in recorded), default=0)
    seats = max((len(r.entrants) for _, r in recorded), default=0)
    half = Fraction(1, 2)
    for board in range(boards):
        for seat in range(seats):
            holders = [(i, r) for i, r in recorded if board < len(r.points) and seat < len(r.entrants)]
            for (i, ri), (j, rj) in combinations(holders, 2):
                verdict = _compare(ri, board, seat, rj, board, seat, by_points)
                gain_i = Fraction(1) if verdict > 0 else half if verdict == 0 else Fraction(0)
                gain_j = Fraction(1) - gain_i
                if seat in ri.forfeited:
                    gain_i = Fraction(0)
                if seat in rj.forfeited:
                    gain_j = Fraction(0)
                out[(i, seat)] = out.get((i, seat), Fraction(0)) + gain_i
                out[(j, seat)] = out.get((j, seat), Fraction(0)) + gain_j
    for i, r in recorded:
        for seat in range(len(r.entrants)):
            out.setdefault((i, seat), Fraction(0))
    return out


def matchpoints(rounds: Iterable[RoundRecord], by_points: bool = True) -> dict[str, float]:
    """Duplicate matchpoints per entrant over ``rounds`` (seats a substitute played credit
    nobody; byes are not credited here — :func:`compute_standings` does that)."""
    totals: dict[str, Fraction] = {}
    for record in rounds:
        for (i, seat), points in _round_matchpoints(record, by_points).items():
            table = record.tables[i]
            if (table.table_no, seat) in record.substitutes:
                continue
            entrant = table.entrants[seat]
            totals[entrant] = totals.get(entrant, Fraction(0)) + points
    return {entrant: float(points) for entrant, points in totals.items()}


def _credit_round(record: RoundRecord, duplicate: bool, penalty_scoring: bool, tallies: dict[str, _Tally]) -> None:
    """Add one round to the tallies: every credited seat, then the byes and the late entrants who
    had not entered yet at the round's mean."""
    mps = _round_matchpoints(record, penalty_scoring) if duplicate else {}
    seat_values: list[tuple[Fraction, Fraction, Fraction]] = []
    for i, (table, result) in enumerate(zip(record.tables, record.results, strict=True)):
        if result is None:
            continue
        for seat, entrant in enumerate(result.entrants):
            forfeited = seat in result.forfeited
            wins = 0 if forfeited else sum(1 for w in result.winners if w == seat)
            points = sum(board[seat] for board in result.points) if penalty_scoring else 0
            mp = mps.get((i, seat), Fraction(0))
            if (table.table_no, seat) in record.substitutes or entrant not in tallies:
                continue
            seat_values.append((Fraction(wins), Fraction(points), mp))
            tally = tallies[entrant]
            tally.tables_played += 1
            tally.boards += len(result.points)
            tally.wins += wins
            tally.penalty_points += points
            tally.matchpoints += mp
    for entrant in (*record.byes, *record.absent):
        if entrant not in tallies:
            continue
        tally = tallies[entrant]
        tally.byes += int(entrant in record.byes)
        if seat_values:
            n = len(seat_values)
            tally.wins += sum((v[0] for v in seat_values), Fraction(0)) / n
            tally.penalty_points += sum((v[1] for v in seat_values), Fraction(0)) / n
            tally.matchpoints += sum((v[2] for v in seat_values), Fraction(0)) / n


@dataclass(frozen=True, slots=True)
class RoundCredit:
    """What one round credits one entrant (a seat it played, or a bye at the round's mean; a seat
    a substitute played credits nothing): the figures the standings sum, and ``score``, the
    round's part of the primary score (adjustments not included)."""

    wins: Fraction
    penalty_points: Fraction
    matchpoints: Fraction
    score: Fraction


def _penalty_scoring(config: TournamentConfig) -> bool:
    """Whether the recorded points are penalty points (not win marks under ruleset ``wins``)."""
    return not config.plays_maumau or config.ruleset.get("scoring", "penalty_points") != "wins"


def round_credits(config: TournamentConfig, record: RoundRecord) -> dict[str, RoundCredit]:
    """Each entrant of one round (seated, on a bye, or a late entrant who had not entered yet) and
    what the round credits it — exactly the
    amounts :func:`compute_standings` adds for that round (the same :func:`_credit_round`), so a
    score card's rounds sum to the standings' figures."""
    tallies = {e: _Tally() for table in record.tables for e in table.entrants}
    tallies.update({e: _Tally() for e in (*record.byes, *record.absent)})
    _credit_round(record, config.format == Format.DUPLICATE, _penalty_scoring(config), tallies)
    out = {}
    for entrant, t in tallies.items():
        base = {Scoring.WINS: t.wins, Scoring.PENALTY_POINTS: t.penalty_points, Scoring.MATCHPOINTS: t.matchpoints}
        out[entrant] = RoundCredit(t.wins, t.penalty_points, t.matchpoints, base[Scoring(config.scoring)])
    return out


def _head_to_head(group: Collection[str], rounds: Sequence[RoundRecord], by_points: bool) -> dict[str, int]:
    """For each member of ``group``: one for every board and every other member it beat at the
    same table, by the standings' measure (``by_points``: fewer penalty points; else the board's
    winner) — a mini-league of the tied group (seats a substitute played count for nobody)."""
    out = dict.fromkeys(group, 0)
    for record in rounds:
        for table, result in zip(record.tables, record.results, strict=True):
            if result is None:
                continue
            members = [
                (seat, e)
                for seat, e in enumerate(result.entrants)
                if e in out and (table.table_no, seat) not in record.substitutes
            ]
            if not members:
                continue
            for seat, entrant in members:
                for other_seat, _other in members:
                    if other_seat == seat:
                        continue
                    out[entrant] += sum(
                        1
                        for board in range(len(result.points))
                        if _beats(result, board, seat, other_seat, by_points) > 0
                    )
    return out


def compute_standings(
    config: TournamentConfig,
    entrants: Sequence[Entrant],
    withdrawn: Collection[str],
    rounds: Sequence[RoundRecord],
    adjustments: Sequence[Adjustment],
    seed: bytes,
) -> tuple[StandingRow, ...]:
    """The standings after ``rounds`` (any mix of recorded and playing tables): one row per
    entrant (withdrawn ones flagged), ranked 1..N as the module docstring says."""
    tallies = {e.entrant_id: _Tally() for e in entrants}
    duplicate = config.format == Format.DUPLICATE
    penalty_scoring = _penalty_scoring(config)
    for record in rounds:
        _credit_round(record, duplicate, penalty_scoring, tallies)
    for adjustment in adjustments:
        if adjustment.entrant_id in tallies:
            tallies[adjustment.entrant_id].adjustments += Fraction(str(adjustment.score))
    numbers: dict[str, dict[str, Fraction]] = {}
    for e in entrants:
        t = tallies[e.entrant_id]
        base = {Scoring.WINS: t.wins, Scoring.PENALTY_POINTS: t.penalty_points, Scoring.MATCHPOINTS: t.matchpoints}
        numbers[e.entrant_id] = {
            "score": base[Scoring(config.scoring)] + t.adjustments,
            TieBreak.WINS: t.wins,
            TieBreak.PENALTY_POINTS: t.penalty_points,
            TieBreak.MATCHPOINTS: t.matchpoints,
            TieBreak.HEAD_TO_HEAD: Fraction(0),
        }
    lots = {e.entrant_id: lot_key(seed, e.entrant_id) for e in entrants}
    criteria = [("score", _HIGHER[config.scoring])]
    criteria += [(name, _HIGHER[name]) for name in config.tie_breaks if name in _HIGHER and name != TieBreak.LOT]
    active = [e.entrant_id for e in entrants if e.entrant_id not in withdrawn]
    gone = [e.entrant_id for e in entrants if e.entrant_id in withdrawn]
    by_points = penalty_scoring and config.scoring != Scoring.WINS  # head-to-head by the ranking's measure
    groups = _rank(active, criteria, numbers, lots, rounds, by_points) + _rank(
        gone, criteria, numbers, lots, rounds, by_points
    )
    places: list[tuple[int, str]] = []  # (rank, entrant) in standings order
    for group in groups:
        first = len(places) + 1
        places += [(first if config.shared_ranks else first + i, entrant) for i, entrant in enumerate(group)]
    by_id = {e.entrant_id: e for e in entrants}
    rows = []
    for rank, entrant_id in places:
        e, t, v = by_id[entrant_id], tallies[entrant_id], numbers[entrant_id]
        rows.append(
            StandingRow(
                rank=rank,
                entrant_id=entrant_id,
                name=e.name,
                kind=e.kind,
                withdrawn=entrant_id in withdrawn,
                tables_played=t.tables_played,
                boards=t.boards,
                wins=float(t.wins),
                penalty_points=float(t.penalty_points),
                matchpoints=float(t.matchpoints),
                adjustments=float(t.adjustments),
                score=float(v["score"]),
                byes=t.byes,
                head_to_head=int(v["head_to_head"]),
                lot=lots[entrant_id],
            )
        )
    return tuple(rows)


def _rank(
    group: list[str],
    criteria: Sequence[tuple[str, bool]],
    numbers: dict[str, dict[str, Fraction]],
    lots: dict[str, str],
    rounds: Sequence[RoundRecord],
    by_points: bool,
) -> list[list[str]]:
    """``group`` in standings order, as the runs that are equal on every criterion (each run
    ordered by the lot, distinct for every entrant): sorted by the first criterion, each run of
    equal values ranked by the rest (head-to-head counted inside the run it decides)."""
    if len(group) <= 1:
        return [group] if group else []
    if not criteria:
        return [sorted(group, key=lambda entrant: lots[entrant])]
    (name, higher), rest = criteria[0], criteria[1:]
    if name == "head_to_head":
        for entrant, count in _head_to_head(group, rounds, by_points).items():
            numbers[entrant]["head_to_head"] = Fraction(count)
    ordered = sorted(group, key=lambda entrant: numbers[entrant][name], reverse=higher)
    out: list[list[str]] = []
    start = 0
    while start < len(ordered):
        end = start + 1
        while end < len(ordered) and numbers[ordered[end]][name] == numbers[ordered[start]][name]:
            end += 1
        out += _rank(ordered[start:end], rest, numbers, lots, rounds, by_points)
        start = end
    return out
