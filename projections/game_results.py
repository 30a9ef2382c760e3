"""Read model "game_results": a score sheet per table and a leaderboard per game, for every game
whose module declares ``results`` — with no code of the game's own.

A game's :class:`~domain.game_module.Results` are three pure functions of one event: the seats'
``players`` (from the event that starts a game), a round's ``score_line`` and the game's
``final_places``.  This read model follows the stream kinds of every registered game that has
them (:func:`read_model` over :func:`projections.games.registered_games`), asks the three
functions of each event of those kinds and of no other (the runner hands it nothing else), and
keeps, game-neutrally (one ``game`` column, the game's registered name):

* ``game_result_tables`` — one row per table (its stream): players, status, rounds scored, the
  points summed per seat, the final places once the game is over;
* ``game_result_rounds`` — one row per (table, round, seat): the round's points and place and the
  line's note — the score sheet's lines, and the analytics export of rounds;
* ``game_result_places`` — one row per (table, seat) of a finished game: its final place and the
  points summed — the analytics export of games;
* ``game_leaderboard`` — one row per (game, player name): games played, wins (final place 1, ties
  share it), the places summed and their mean, the rounds' points summed and the rounds played.
  A name that sits at more than one seat of a table (two bots of one kind) or an empty name is
  not ranked for that table: a player cannot be ranked against himself.

Only what a score line says is stored — points, places, a rule's name — which a game makes public
when a round is scored: no hand, no secret.  Round numbers are the game's (``ScoreLine.round``),
unique per table.  A game that gains ``results`` after its tables have events needs
``maumau projections rebuild game_results`` (the read model follows it from then on).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, Float, Index, Integer, MetaData, String, Table, Uuid, func, select
from sqlalchemy.engine import Connection, Engine

from domain.decider import topic_prefix_of
from domain.game_module import GameModule, Results, ScoreLine
from projections.base import insert_rows, select_by_keys, upsert_rows
from projections.games import registered_games
from projections.queries import keyset_rows, plain, plain_row, time_filters
from projections.read_model import ReadModel, StreamItem
from projections.schema import ReadTables, ts

__all__ = [
    "EXPORTS",
    "NAME",
    "READ_MODEL",
    "TABLES",
    "VERSION",
    "export_columns",
    "export_rows",
    "leaderboard",
    "read_model",
    "results_games",
    "score_sheet",
]

NAME = "game_results"
VERSION = 1


def _define(md: MetaData, sfx: str) -> None:
    """The four tables of one generation."""
    t = Table(
        f"game_result_tables{sfx}",
        md,
        Column("table_id", Uuid, primary_key=True, comment="the table's id (its event stream's id)"),
        Column("game", String(16), nullable=False, comment="the game's registered name"),
        Column("seats", Integer, nullable=False),
        Column("players", JSON, nullable=False, comment="player name per seat, as the game recorded them"),
        Column("status", String(10), nullable=False, comment="'running' or 'finished'"),
        Column("rounds", Integer, nullable=False, comment="rounds scored so far"),
        Column("totals", JSON, nullable=False, comment="the score lines' points summed, per seat"),
        Column("final_places", JSON, nullable=True, comment="place per seat in the whole game (1 best); null: running"),
        ts("started_at", comment="when the game's players were recorded"),
        ts("finished_at"),
        Column("version", Integer, nullable=False, comment="stream version of the last event that changed the row"),
    )
    Index(f"ix_{t.name}_game", t.c.game, t.c.started_at)
    r = Table(
        f"game_result_rounds{sfx}",
        md,
        Column("table_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True, comment="the game's round number"),
        Column("seat", Integer, primary_key=True),
        Column("game", String(16), nullable=False),
        Column("player", String(200), nullable=False, comment="the seat's player name ('' if none recorded)"),
        Column("points", Float, nullable=False, comment="the seat's points as the game counts them"),
        Column("place", Integer, nullable=False, comment="the seat's place in the round (1 best, ties share)"),
        Column("note", String(40), nullable=False, comment="how the round ended, a rule's name ('' none)"),
        ts("ended_at", False),
    )
    Index(f"ix_{r.name}_game", r.c.game, r.c.ended_at)
    p = Table(
        f"game_result_places{sfx}",
        md,
        Column("table_id", Uuid, primary_key=True),
        Column("seat", Integer, primary_key=True),
        Column("game", String(16), nullable=False),
        Column("player", String(200), nullable=False),
        Column(
            "final_place", Integer, nullable=False, comment="the seat's place in the whole game (1 best, ties share)"
        ),
        Column("points", Float, nullable=False, comment="the seat's score lines' points summed"),
        Column("rounds", Integer, nullable=False, comment="rounds scored at the table"),
        ts("finished_at", False),
    )
    Index(f"ix_{p.name}_game", p.c.game, p.c.finished_at)
    Table(
        f"game_leaderboard{sfx}",
        md,
        Column("game", String(16), primary_key=True),
        Column("player", String(200), primary_key=True, comment="the player's name as the game recorded it"),
        Column("games_played", Integer, nullable=False, comment="finished games"),
        Column("wins", Integer, nullable=False, comment="games finished in place 1 (a shared first place counts)"),
        Column("places_total", Integer, nullable=False, comment="final places summed"),
        Column("average_place", Float, nullable=False, comment="places_total / games_played"),
        Column("points_total", Float, nullable=False, comment="the score lines' points summed over its games"),
        Column("rounds_played", Integer, nullable=False),
        ts("last_at", False),
    )


TABLES = ReadTables(_define)


def results_games(games: Sequence[GameModule[Any, Any, Any]] | None = None) -> tuple[GameModule[Any, Any, Any], ...]:
    """The games of ``games`` (default: every registered one) that declare ``results``."""
    return tuple(g for g in (registered_games() if games is None else games) if g.results is not None)


# ---------------------------------------------------------------- the fold


@dataclass(slots=True)
class Batch:
    """What the batch's events said, in log order: ``(kind, table_id, game, value, at, version)``
    with kind ``players``, ``line`` or ``final``."""

    ops: list[tuple[str, uuid.UUID, str, Any, datetime, int]] = field(default_factory=list)


def _handler(games: Sequence[GameModule[Any, Any, Any]]) -> Any:
    """The handle of a read model over ``games``: each event asked the three results functions
    of its game (found by its topic's prefix)."""
    by_prefix: dict[str, tuple[str, Results[Any]]] = {
        g.decider.topic_prefix: (g.name, g.results) for g in games if g.results is not None
    }

    def handle(item: StreamItem, batch: Batch) -> None:
        n = item.n
        name, results = by_prefix[topic_prefix_of(n.topic)]
        event = n.event
        players = results.players(event)
        if players is not None:
            batch.ops.append(("players", n.stream_id, name, tuple(players), n.recorded_at, n.version))
        line = results.score_line(event)
        if line is not None:
            batch.ops.append(("line", n.stream_id, name, line, n.recorded_at, n.version))
        places = results.final_places(event)
        if places is not None:
            batch.ops.append(("final", n.stream_id, name, tuple(places), n.recorded_at, n.version))

    return handle


def _new_table(table_id: uuid.UUID, game: str, seats: int, at: datetime | None, version: int) -> dict[str, Any]:
    return {
        "table_id": table_id,
        "game": game,
        "seats": seats,
        "players": [""] * seats,
        "status": "running",
        "rounds": 0,
        "totals": [0.0] * seats,
        "final_places": None,
        "started_at": at,
        "finished_at": None,
        "version": version,
    }


def _name(players: Sequence[str], seat: int) -> str:
    return players[seat] if seat < len(players) else ""


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Load the stored rows of the tables the batch touches, apply its events in order, write."""
    if not batch.ops:
        return
    t = tables["game_result_tables"]
    touched = sorted({op[1] for op in batch.ops})
    rows: dict[uuid.UUID, dict[str, Any]] = {}
    for part in range(0, len(touched), 500):
        found = conn.execute(select(t).where(t.c.table_id.in_(touched[part : part + 500]))).mappings()
        rows.update({r["table_id"]: dict(r) for r in found})
    rounds: list[dict[str, Any]] = []
    places: list[dict[str, Any]] = []
    finished: list[tuple[str, dict[str, Any], tuple[int, ...], datetime]] = []
    for kind, table_id, game, value, at, version in batch.ops:
        row = rows.get(table_id)
        if kind == "players":
            seats = len(value)
            if row is None or row["seats"] != seats:
                row = rows[table_id] = _new_table(table_id, game, seats, at, version)
            row.update(players=list(value), started_at=row["started_at"] or at, version=version)
            continue
        seats = len(value.points) if kind == "line" else len(value)
        if row is None:
            row = rows[table_id] = _new_table(table_id, game, seats, None, version)
        row["version"] = version
        if kind == "line":
            line: ScoreLine = value
            totals = list(row["totals"])
            for seat, (points, place) in enumerate(zip(line.points, line.places, strict=True)):
                if seat < len(totals):
                    totals[seat] += float(points)
                rounds.append(
                    {
                        "table_id": table_id,
                        "round_no": line.round,
                        "seat": seat,
                        "game": game,
                        "player": _name(row["players"], seat),
                        "points": float(points),
                        "place": int(place),
                        "note": line.note[:40],
                        "ended_at": at,
                    }
                )
            row.update(totals=totals, rounds=max(row["rounds"], line.round))
        else:
            row.update(status="finished", final_places=list(value), finished_at=at)
            for seat, place in enumerate(value):
                places.append(
                    {
                        "table_id": table_id,
                        "seat": seat,
                        "game": game,
                        "player": _name(row["players"], seat),
                        "final_place": int(place),
                        "points": float(row["totals"][seat]) if seat < len(row["totals"]) else 0.0,
                        "rounds": row["rounds"],
                        "finished_at": at,
                    }
                )
            finished.append((game, row, tuple(value), at))
    upsert_rows(conn, t, [rows[k] for k in sorted(rows)])
    insert_rows(conn, tables["game_result_rounds"], rounds)
    insert_rows(conn, tables["game_result_places"], places)
    _rank(conn, tables["game_leaderboard"], finished)


def _rank(
    conn: Connection, table: Table, finished: list[tuple[str, dict[str, Any], tuple[int, ...], datetime]]
) -> None:
    """Add each finished game to its players' leaderboard rows (a name at one seat only)."""
    entries: list[tuple[tuple[str, str], int, float, int, datetime]] = []
    for game, row, places, at in finished:
        names = [_name(row["players"], seat) for seat in range(len(places))]
        for seat, place in enumerate(places):
            name = names[seat]
            if name and names.count(name) == 1:
                points = float(row["totals"][seat]) if seat < len(row["totals"]) else 0.0
                entries.append(((game, name), int(place), points, row["rounds"], at))
    if not entries:
        return
    board: dict[tuple[str, str], dict[str, Any]] = {
        (r["game"], r["player"]): dict(r) for r in select_by_keys(conn, table, sorted({e[0] for e in entries}))
    }
    for key, place, points, rounds, at in entries:
        entry = board.get(key)
        if entry is None:
            entry = board[key] = {
                "game": key[0],
                "player": key[1],
                "games_played": 0,
                "wins": 0,
                "places_total": 0,
                "average_place": 0.0,
                "points_total": 0.0,
                "rounds_played": 0,
                "last_at": at,
            }
        entry["games_played"] += 1
        entry["wins"] += int(place == 1)
        entry["places_total"] += place
        entry["average_place"] = entry["places_total"] / entry["games_played"]
        entry["points_total"] += points
        entry["rounds_played"] += rounds
        entry["last_at"] = at
    upsert_rows(conn, table, [board[k] for k in sorted(board)])


def read_model(games: Sequence[GameModule[Any, Any, Any]] | None = None) -> ReadModel[StreamItem, Batch]:
    """The read model over the games of ``games`` (default: every registered one) that declare
    ``results``: it follows their stream kinds and no other."""
    chosen = results_games(games)
    return ReadModel(
        name=NAME,
        version=VERSION,
        follows=tuple(g.decider.topic_prefix for g in chosen),
        tables=TABLES,
        batch=Batch,
        handle=_handler(chosen),
        flush=_flush,
    )


READ_MODEL: ReadModel[StreamItem, Batch] = read_model()
"""Score sheets and leaderboards of every registered game with ``results``."""


# ---------------------------------------------------------------- queries


def score_sheet(conn: Connection, game: str, table_id: uuid.UUID) -> dict[str, Any] | None:
    """The score sheet of one table of ``game``: the header (players, status, totals, final
    places) and one line per round (points and places per seat, the note); ``None``: the read
    side knows no such table of that game."""
    t = TABLES.view("game_result_tables")
    header = conn.execute(select(t).where(t.c.table_id == table_id, t.c.game == game)).mappings().first()
    if header is None:
        return None
    r = TABLES.view("game_result_rounds")
    lines: dict[int, dict[str, Any]] = {}
    stmt = select(r).where(r.c.table_id == table_id).order_by(r.c.round_no, r.c.seat)
    for row in conn.execute(stmt).mappings():
        line = lines.setdefault(
            row["round_no"],
            {
                "round": row["round_no"],
                "points": [],
                "places": [],
                "note": row["note"],
                "ended_at": plain(row["ended_at"]),
            },
        )
        line["points"].append(row["points"])
        line["places"].append(row["place"])
    sheet = plain_row(header)
    return {**sheet, "lines": list(lines.values())}


def leaderboard(conn: Connection, game: str, *, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
    """The players of ``game`` ranked by wins, then the lower average place, then more games;
    equal wins and average place share a rank (SQL ``rank()``: the players above, plus one)."""
    t = TABLES.view("game_leaderboard")
    standing = (t.c.wins.desc(), t.c.average_place)
    stmt = (
        select(func.rank().over(order_by=standing).label("rank"), *t.columns)
        .where(t.c.game == game)
        .order_by(*standing, t.c.games_played.desc(), t.c.player)
        .limit(limit)
        .offset(offset)
    )
    return [plain_row(row) for row in conn.execute(stmt).mappings()]


# ---------------------------------------------------------------- the analytics exports

EXPORTS: dict[str, str] = {"game_rounds": "game_result_rounds", "games": "game_result_places"}
"""Export name -> view: one schema for every game (the ``game`` column tells them apart)."""
_TIME_COLUMN = {"game_result_rounds": "ended_at", "game_result_places": "finished_at"}


def export_columns(name: str) -> list[str]:
    """The column names of an export, in table order."""
    return [c.name for c in TABLES.view(EXPORTS[name]).columns]


def export_table(name: str) -> Table:
    """The view-bound table of an export (its column types make the Parquet schema)."""
    return TABLES.view(EXPORTS[name])


def export_rows(
    engine: Engine,
    name: str,
    game: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    page: int = 2000,
) -> Iterator[dict[str, Any]]:
    """Every row of a platform-game export (``game_rounds``, ``games``) in key order, read in
    pages by keyset (short transactions, constant memory), of one game if given, filtered by time."""
    if name not in EXPORTS:
        raise ValueError(f"export must be one of {', '.join(EXPORTS)}")
    table = export_table(name)

    def conditions(conn: Connection) -> list[Any]:
        conds = time_filters(conn, table, _TIME_COLUMN[table.name], since, until)
        if game is not None:
            conds.append(table.c.game == game)
        return conds

    return keyset_rows(engine, table, conditions, page)
