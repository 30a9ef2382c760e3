"""Reading the read models: the queries behind the HTTP endpoints and the CLI.

Everything here reads the stable view names (``leaderboard``, ``score_sheet_rounds``, ...), never
a physical generation, so a rebuild's swap is invisible to callers.  Functions take an open
SQLAlchemy ``Connection`` and return plain JSON-ready dicts.

Canned analytics (``win_rate_by_position``, ``round_lengths``, ``forgotten_calls``,
``deciding_cards``) and the streamed exports (:func:`export_rows`, :func:`export_csv`,
:func:`export_ndjson`) take the same filters: ``ruleset`` and a time range ``since``/``until``
(on the move's time, the round's end, the match's start).
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Table, and_, case, func, select, tuple_
from sqlalchemy.engine import Connection, Engine

from projections.schema import view_tables

EXPORTS: dict[str, str] = {"moves": "analytics_moves", "rounds": "analytics_rounds", "matches": "analytics_matches"}
"""Export name -> view."""

_TIME_COLUMN = {"analytics_moves": "recorded_at", "analytics_rounds": "ended_at", "analytics_matches": "started_at"}
ORDERS = ("ordinal", "win_rate", "matches_won", "rounds_won", "longest_streak", "mean_penalty_points")


def _t(name: str) -> Table:
    return view_tables()[name]


def _plain(value: Any) -> Any:
    """JSON-ready scalar (UTC ISO times, uuid strings)."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value.astimezone(UTC).isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


def _row(mapping: Any) -> dict[str, Any]:
    return {k: _plain(v) for k, v in mapping.items()}


def _bound(conn: Connection, value: datetime) -> datetime:
    """A filter bound as the column stores it: aware UTC on PostgreSQL, naive UTC on SQLite
    (a naive bound is taken as UTC)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    value = value.astimezone(UTC)
    return value if conn.dialect.name == "postgresql" else value.replace(tzinfo=None)


def _time_filters(conn: Connection, table: Table, column: str, since: datetime | None,
                  until: datetime | None) -> list[Any]:
    """``since <= column < until`` conditions."""
    col = table.c[column]
    conds = []
    if since is not None:
        conds.append(col >= _bound(conn, since))
    if until is not None:
        conds.append(col < _bound(conn, until))
    return conds


# ---------------------------------------------------------------- leaderboards

def leaderboard(conn: Connection, ruleset: str = "*", period: str = "all", order: str = "ordinal",
                limit: int = 50, offset: int = 0, min_matches: int = 0) -> list[dict[str, Any]]:
    """Players ranked by ``order`` (default the conservative OpenSkill ordinal) for a ruleset
    (``'*'``: all) and a period (``'all'`` or ``'YYYY-MM'``), with their rank."""
    if order not in ORDERS:
        raise ValueError(f"order must be one of {', '.join(ORDERS)}")
    t = _t("leaderboard")
    stmt = (select(t).where(t.c.ruleset == ruleset, t.c.period == period, t.c.matches_played >= min_matches)
            .order_by(t.c[order].desc(), t.c.player).limit(limit).offset(offset))
    return [{"rank": offset + i + 1, **_row(r)} for i, r in enumerate(conn.execute(stmt).mappings())]


def player_stats(conn: Connection, player: str) -> list[dict[str, Any]]:
    """Every leaderboard row of one player (all rulesets and periods)."""
    t = _t("leaderboard")
    stmt = select(t).where(t.c.player == player).order_by(t.c.ruleset, t.c.period)
    return [_row(r) for r in conn.execute(stmt).mappings()]


# ---------------------------------------------------------------- score sheets

def score_sheet(conn: Connection, match_id: uuid.UUID) -> dict[str, Any] | None:
    """The score sheet of a match: one line per round, one entry per seat, both schemes."""
    m = _t("score_sheet_matches")
    match = conn.execute(select(m).where(m.c.match_id == match_id)).mappings().first()
    if match is None:
        return None
    r = _t("score_sheet_rounds")
    lines: dict[int, dict[str, Any]] = {}
    for row in conn.execute(select(r).where(r.c.match_id == match_id).order_by(r.c.round_no, r.c.seat)).mappings():
        line = lines.setdefault(row["round_no"], {"round_no": row["round_no"], "ended_at": _plain(row["ended_at"]),
                                                  "reason": row["reason"], "seats": []})
        line["seats"].append({k: _plain(v) for k, v in row.items()
                              if k not in ("match_id", "round_no", "ended_at", "reason")})
    return {"match": _row(match), "rounds": list(lines.values())}


def matches(conn: Connection, status: str | None = None, ruleset: str | None = None, limit: int = 50,
            offset: int = 0) -> list[dict[str, Any]]:
    """Score-sheet headers of recent matches (newest first)."""
    m = _t("score_sheet_matches")
    stmt = select(m)
    if status:
        stmt = stmt.where(m.c.status == status)
    if ruleset:
        stmt = stmt.where(m.c.ruleset == ruleset)
    stmt = stmt.order_by(m.c.started_at.desc(), m.c.match_id).limit(limit).offset(offset)
    return [_row(r) for r in conn.execute(stmt).mappings()]


# ---------------------------------------------------------------- audit and disputes

def audit_trail(conn: Connection, match_id: uuid.UUID, round_no: int | None = None, after_version: int = 0,
                limit: int = 1000) -> list[dict[str, Any]]:
    """The audit rows of a match (optionally one round), in version order."""
    a = _t("audit_trail")
    stmt = select(a).where(a.c.match_id == match_id, a.c.version > after_version)
    if round_no is not None:
        stmt = stmt.where(a.c.round_no == round_no)
    stmt = stmt.order_by(a.c.version).limit(limit)
    return [_row(r) for r in conn.execute(stmt).mappings()]


def disputes(conn: Connection, match_id: uuid.UUID, round_no: int | None = None) -> dict[str, Any]:
    """Every call moment of a match with the challenges about it, plus challenges about no moment."""
    mo, ch = _t("mau_moments"), _t("mau_challenges")
    ms = select(mo).where(mo.c.match_id == match_id)
    cs = select(ch).where(ch.c.match_id == match_id)
    if round_no is not None:
        ms = ms.where(mo.c.round_no == round_no)
        cs = cs.where(ch.c.round_no == round_no)
    moments = [_row(r) for r in conn.execute(ms.order_by(mo.c.play_version)).mappings()]
    challenges = [_row(r) for r in conn.execute(cs.order_by(ch.c.version)).mappings()]
    by_moment: dict[int, list[dict[str, Any]]] = {}
    loose = []
    for c in challenges:
        if c["moment_version"] is None:
            loose.append(c)
        else:
            by_moment.setdefault(c["moment_version"], []).append(c)
    for m in moments:
        m["challenges"] = by_moment.pop(m["play_version"], [])
    for rest in by_moment.values():
        loose.extend(rest)
    return {"moments": moments, "other_challenges": sorted(loose, key=lambda c: c["version"])}


# ---------------------------------------------------------------- canned analytics

def win_rate_by_position(conn: Connection, ruleset: str | None = None, since: datetime | None = None,
                         until: datetime | None = None) -> list[dict[str, Any]]:
    """Round win rate per seat position (0 = the round's first player) by ruleset and table size."""
    r = _t("analytics_rounds")
    conds = _time_filters(conn, r, "ended_at", since, until)
    if ruleset:
        conds.append(r.c.ruleset == ruleset)
    where = and_(*conds) if conds else None
    totals_q = select(r.c.ruleset, r.c.seats, func.count().label("rounds")).group_by(r.c.ruleset, r.c.seats)
    wins_q = (select(r.c.ruleset, r.c.seats, r.c.winner_position, func.count().label("wins"))
              .group_by(r.c.ruleset, r.c.seats, r.c.winner_position))
    if where is not None:
        totals_q, wins_q = totals_q.where(where), wins_q.where(where)
    wins = {(w.ruleset, w.seats, w.winner_position): w.wins for w in conn.execute(wins_q)}
    out = []
    for t in conn.execute(totals_q.order_by(r.c.ruleset, r.c.seats)):
        for pos in range(t.seats):
            n = wins.get((t.ruleset, t.seats, pos), 0)
            out.append({"ruleset": t.ruleset, "seats": t.seats, "position": pos, "rounds": t.rounds, "wins": n,
                        "win_rate": n / t.rounds if t.rounds else 0.0})
    return out


def round_lengths(conn: Connection, ruleset: str | None = None, since: datetime | None = None,
                  until: datetime | None = None) -> list[dict[str, Any]]:
    """Round length by ruleset: rounds, mean/min/max moves, mean turns, events and duration."""
    r = _t("analytics_rounds")
    q = select(r.c.ruleset, func.count().label("rounds"), func.avg(r.c.moves).label("mean_moves"),
               func.min(r.c.moves).label("min_moves"), func.max(r.c.moves).label("max_moves"),
               func.avg(r.c.turns).label("mean_turns"), func.avg(r.c.events).label("mean_events"),
               func.avg(r.c.duration_ms).label("mean_duration_ms")).group_by(r.c.ruleset).order_by(r.c.ruleset)
    conds = _time_filters(conn, r, "ended_at", since, until)
    if ruleset:
        conds.append(r.c.ruleset == ruleset)
    if conds:
        q = q.where(*conds)
    return [{k: (float(v) if k.startswith("mean") and v is not None else v) for k, v in row.items()}
            for row in conn.execute(q).mappings()]


def forgotten_calls(conn: Connection, ruleset: str | None = None, since: datetime | None = None,
                    until: datetime | None = None) -> list[dict[str, Any]]:
    """Per player: manual calls due, how many were forgotten, and the rate."""
    m = _t("analytics_moves")
    missed = func.sum(case((m.c.call_missed, 1), else_=0))
    q = (select(m.c.player, func.count().label("calls_due"), missed.label("forgotten"))
         .where(m.c.call_due.is_not(None)).group_by(m.c.player).order_by(m.c.player))
    conds = _time_filters(conn, m, "recorded_at", since, until)
    if ruleset:
        conds.append(m.c.ruleset == ruleset)
    if conds:
        q = q.where(*conds)
    return [{"player": r.player, "calls_due": r.calls_due, "forgotten": int(r.forgotten or 0),
             "rate": int(r.forgotten or 0) / r.calls_due} for r in conn.execute(q)]


def deciding_cards(conn: Connection, ruleset: str | None = None, since: datetime | None = None,
                   until: datetime | None = None) -> list[dict[str, Any]]:
    """How often each special card decides a round: the card the winner went out with, by rank
    and effect, as a count and a share of the ruleset's rounds (ordinary ranks shown as well,
    with ``effect`` null)."""
    r = _t("analytics_rounds")
    conds = _time_filters(conn, r, "ended_at", since, until)
    if ruleset:
        conds.append(r.c.ruleset == ruleset)
    totals_q = select(r.c.ruleset, func.count().label("rounds")).group_by(r.c.ruleset)
    q = (select(r.c.ruleset, r.c.deciding_rank, r.c.deciding_effect, func.count().label("rounds"))
         .where(r.c.deciding_rank.is_not(None))
         .group_by(r.c.ruleset, r.c.deciding_rank, r.c.deciding_effect))
    if conds:
        totals_q, q = totals_q.where(*conds), q.where(*conds)
    totals = {row.ruleset: row.rounds for row in conn.execute(totals_q)}
    out = [{"ruleset": row.ruleset, "rank": row.deciding_rank, "effect": row.deciding_effect, "rounds": row.rounds,
            "share": row.rounds / totals[row.ruleset]} for row in conn.execute(q)]
    return sorted(out, key=lambda x: (x["ruleset"], x["effect"] is None, -x["rounds"], x["rank"]))


# ---------------------------------------------------------------- exports

def export_rows(engine: Engine, name: str, ruleset: str | None = None, since: datetime | None = None,
                until: datetime | None = None, page: int = 2000) -> Iterator[dict[str, Any]]:
    """Every row of an analytics table (``moves``, ``rounds``, ``matches``) in key order, read in
    pages by keyset (short transactions, constant memory), filtered by ruleset and time."""
    if name not in EXPORTS:
        raise ValueError(f"export must be one of {', '.join(EXPORTS)}")
    table = _t(EXPORTS[name])
    pk = [c for c in table.columns if c.primary_key]
    last: tuple[Any, ...] | None = None
    while True:
        with engine.connect() as conn:
            conds = _time_filters(conn, table, _TIME_COLUMN[table.name], since, until)
            if ruleset:
                conds.append(table.c.ruleset == ruleset)
            if last is not None:
                conds.append(tuple_(*pk) > tuple_(*last) if len(pk) > 1 else pk[0] > last[0])
            stmt = select(table).where(*conds).order_by(*pk).limit(page)
            rows = conn.execute(stmt).mappings().all()
        if not rows:
            return
        for row in rows:
            yield _row(row)
        last = tuple(rows[-1][c.name] for c in pk)
        if len(rows) < page:
            return


def export_columns(name: str) -> list[str]:
    """The column names of an export, in table order."""
    return [c.name for c in _t(EXPORTS[name]).columns]


def export_ndjson(rows: Iterator[dict[str, Any]]) -> Iterator[bytes]:
    """Rows as newline-delimited JSON, in chunks."""
    buf: list[str] = []
    for row in rows:
        buf.append(json.dumps(row, ensure_ascii=False, separators=(",", ":")))
        if len(buf) >= 500:
            yield ("\n".join(buf) + "\n").encode()
            buf = []
    if buf:
        yield ("\n".join(buf) + "\n").encode()


def export_csv(name: str, rows: Iterator[dict[str, Any]]) -> Iterator[bytes]:
    """Rows as CSV with a header line; list/dict cells as JSON text; in chunks."""
    columns = export_columns(name)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(columns)
    for n, row in enumerate(rows, start=1):
        writer.writerow([json.dumps(v) if isinstance(v, list | dict) else ("" if v is None else v)
                         for v in (row[c] for c in columns)])
        if n % 500 == 0:
            yield out.getvalue().encode()
            out.seek(0)
            out.truncate()
    yield out.getvalue().encode()
