"""The league table: a pure function of the league's definition and its events' standings, so
anyone holding the tournaments' events can recompute it.

**Who is who across events.**  A person (an account or a guest) is matched by the identity it
registered with (``Entrant.player_id``; key ``player:<id>``), never by name, so two people with
look-alike names stay apart and a renamed account stays one line; a guest who comes back with a
new guest identity is a new line.  A bot has no identity: it is matched by its entrant name
(``bot:<name>``; the service names bots ``bot:<kind>#<n>`` by registration order), flagged
``kind="bot"`` so a reader may leave it out.  Bots are counted rather than dropped because the
league points of an event come from its places, which the bots take part in either way:
dropping their lines would not change anyone's points.

**Scoring.**  Only a *finished* tournament scores (a running one is listed with
``counts=False``).  Each of its standings rows (withdrawn entrants included, at the rank the
standings give them, shared ranks as shared) earns league points by place
(:class:`~domain.league.model.LeagueConfig`: the field scheme ``N + 1 - rank`` for ``N`` rows,
or a fixed list, 0 beyond it).  A player's **counted** events are its ``best_of`` best results
(most points, then the better place, then the event added earlier), the others **dropped**;
``total`` is the sum of the counted points.

**Ranking.**  Most total points, then more event wins among the counted events, then the best
single place among them; players equal on all three share the rank (the first of their run:
``1, 2, 2, 4``) and are listed by name, then key.

**Final.**  An event column is final when its standings are (``standings_final``: finished, the
last correction window over, no protest open); the table is final only when every event of the
league is final.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

from domain.league.model import LeagueConfig
from domain.tournament.records import standings_final, standings_of
from domain.tournament.state import FINISHED, TournamentState

__all__ = [
    "EventColumn",
    "EventResult",
    "EventScore",
    "LeagueRow",
    "LeagueTable",
    "Placing",
    "event_points",
    "event_result",
    "league_table",
]


@dataclass(frozen=True, slots=True)
class Placing:
    """One standings row of an event as the league sees it: who (``key``), shown as ``name``, of
    ``kind``, at ``rank``."""

    key: str
    name: str
    kind: str
    rank: int


@dataclass(frozen=True, slots=True)
class EventResult:
    """One tournament of the league: its id, name and status, whether it is finished (it counts)
    and final (its standings can no longer change), and its placings (empty until finished)."""

    tournament_id: str
    name: str
    status: str
    finished: bool
    final: bool
    placings: tuple[Placing, ...] = ()


@dataclass(frozen=True, slots=True)
class EventColumn:
    """An event's column of the table: ``counts`` once finished, ``final`` once its standings are,
    ``entrants`` ranked (the ``N`` of the field scheme)."""

    tournament_id: str
    name: str
    status: str
    counts: bool
    final: bool
    entrants: int


@dataclass(frozen=True, slots=True)
class EventScore:
    """A player's result in one event: place, league points, and whether it is counted."""

    tournament_id: str
    rank: int
    points: int
    counted: bool


@dataclass(frozen=True, slots=True)
class LeagueRow:
    """A player's line: rank, who, total of the counted events, events played (finished), wins and
    best place among the counted events (the tie-breaks), and every result in league order."""

    rank: int
    key: str
    name: str
    kind: str
    total: int
    events_played: int
    event_wins: int
    best_rank: int
    results: tuple[EventScore, ...]

    @property
    def counted(self) -> tuple[str, ...]:
        """The tournaments counted for this player."""
        return tuple(r.tournament_id for r in self.results if r.counted)

    @property
    def dropped(self) -> tuple[str, ...]:
        """The tournaments played but not counted (beyond ``best_of``)."""
        return tuple(r.tournament_id for r in self.results if not r.counted)


@dataclass(frozen=True, slots=True)
class LeagueTable:
    """The whole table: the event columns (league order), the rows (rank order), and whether it is
    final (every event's standings final)."""

    events: tuple[EventColumn, ...]
    rows: tuple[LeagueRow, ...]
    final: bool

    def as_dict(self) -> dict[str, object]:
        """The table as plain JSON-ready values (each row with its counted and dropped events)."""
        rows = [{**asdict(row), "counted": list(row.counted), "dropped": list(row.dropped)} for row in self.rows]
        return {"events": [asdict(e) for e in self.events], "rows": rows, "final": self.final}


def event_points(config: LeagueConfig, rank: int, entrants: int) -> int:
    """League points for ``rank`` in an event of ``entrants`` ranked rows."""
    if config.points is None:
        return max(entrants + 1 - rank, 0)
    return config.points[rank - 1] if 1 <= rank <= len(config.points) else 0


def event_result(tournament_id: str, state: TournamentState, now: int) -> EventResult:
    """What the league takes from a tournament's folded state at ``now`` (ms): its standings
    (``domain.tournament.records.standings_of``) once finished, each row keyed as the module
    docstring says, and whether they are final (``standings_final``)."""
    name = state.config.name if state.config is not None else ""
    finished = state.status == FINISHED
    placings: list[Placing] = []
    if finished:
        by_id = {e.entrant_id: e for e in state.entrants}
        for row in standings_of(state):
            entrant = by_id.get(row.entrant_id)
            player = entrant.player_id if entrant is not None else None
            key = f"player:{player}" if player else f"bot:{row.name}"
            placings.append(Placing(key, row.name, row.kind, row.rank))
    return EventResult(tournament_id, name, state.status, finished, standings_final(state, now), tuple(placings))


def league_table(config: LeagueConfig, events: Sequence[EventResult]) -> LeagueTable:
    """The league table of ``events`` (in the order they were added) under ``config``."""
    columns = tuple(
        EventColumn(e.tournament_id, e.name, e.status, e.finished, e.final, len(e.placings) if e.finished else 0)
        for e in events
    )
    # key -> [(order, tournament id, rank, points)], and the latest name and kind seen
    played: dict[str, list[tuple[int, str, int, int]]] = {}
    shown: dict[str, tuple[str, str]] = {}
    for order, event in enumerate(events):
        if not event.finished:
            continue
        seen: set[str] = set()
        for p in event.placings:
            if p.key in seen:  # one line per player per event (its best place: rows come ranked)
                continue
            seen.add(p.key)
            points = event_points(config, p.rank, len(event.placings))
            played.setdefault(p.key, []).append((order, event.tournament_id, p.rank, points))
            shown[p.key] = (p.name, p.kind)
    lines: list[tuple[tuple[int, int, int], str, LeagueRow]] = []
    for key, results in played.items():
        best = sorted(results, key=lambda r: (-r[3], r[2], r[0]))
        keep = len(best) if config.best_of is None else config.best_of
        counted = {r[0] for r in best[:keep]}
        total = sum(r[3] for r in results if r[0] in counted)
        wins = sum(1 for r in results if r[0] in counted and r[2] == 1)
        best_rank = min(r[2] for r in results if r[0] in counted)
        name, kind = shown[key]
        scores = tuple(EventScore(tid, rank, points, order in counted) for order, tid, rank, points in results)
        row = LeagueRow(0, key, name, kind, total, len(results), wins, best_rank, scores)
        lines.append(((-total, -wins, best_rank), name, row))
    lines.sort(key=lambda line: (line[0], line[1], line[2].key))
    rows: list[LeagueRow] = []
    previous: tuple[int, int, int] | None = None
    rank = 0
    for position, (measure, _name, row) in enumerate(lines, start=1):
        if measure != previous:
            rank, previous = position, measure
        rows.append(replace(row, rank=rank))
    final = bool(events) and all(e.final for e in events)
    return LeagueTable(columns, tuple(rows), final)
