"""Read model "tournaments": every tournament's summary, standings, rounds, seatings and audit trail.

Follows the tournament streams (topic prefix ``tournament.``); its context
(:class:`~projections.tournament_context.TournamentFolds`) hands each event over with the
tournament's state before and after it, folded by the domain's own ``evolve`` — in memory, from
the event store on a miss: no read table holds a copy of a stream.  Tables (views):

* ``tournament_summaries`` — one row per tournament: name, format, status, organiser, the seed's
  commitment (public from the start) and the seed itself once the tournament is finished (NULL
  before), counts of entrants and rounds, the configuration;
* ``tournament_standings`` — one row per entrant: exactly the rows of the domain's
  ``compute_standings`` (through :func:`domain.tournament.game.standings_of`), rank first;
* ``tournament_rounds`` — one row per seated round: when it was seated and closed, the end of its
  correction window, its deadline and byes;
* ``tournament_seatings`` — one row per seat of every table of every round: the entrant, the
  table id (the Mau-Mau table's stream), a substitute bot that took the seat over, and the seat's
  result once the table's result is recorded (points per board, boards won, total);
* ``tournament_audit`` — one row per tournament event: version, time, type, who (``by``: an
  identity id; :func:`audit_rows` adds its handle, ``by_name``, from the players table), the
  reason of a director's action, a readable sentence (:mod:`projections.tournament_sentences`,
  actors by their handles as the flush finds them, seats from 1)
  and the event as anyone may see it (:func:`domain.tournament.redaction.public_event`: the seed
  blanked until the end; when ``TournamentFinished`` arrives the ``TournamentCreated`` row is
  rewritten with the seed).

Results before their time: a sealed (duplicate) round's table results are held back from everyone
until the round closes (``domain.tournament.redaction``: :func:`results_visible`).  Every derived
row is therefore computed from :func:`public_state` of the fold — the held-back results blanked —
so the summaries, standings, rounds and seatings show nothing of them, and a held-back
``TableResultRecorded`` audit row shows neither the table nor its figures (``redacted``) and is
left out of every answer (:func:`audit_rows`); at the round's ``RoundClosed`` those rows are
rewritten with the results and appear, at their versions (``redacted`` is true while a row hides
a secret: the seed, or such a result).  A result row that showed its figures before (written by an
older release during an open round) keeps them: rebuild the read model (``maumau projections
rebuild tournaments``) after upgrading during such a round.  The director's provisional view is
computed from the write side, never stored here.

Standings are not a sum of per-event deltas, so each flush rewrites every tournament it touches
from the tournament's latest state; nothing about a rule is restated here.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Float,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    Uuid,
    delete,
    select,
    update,
)
from sqlalchemy.engine import Connection

from domain.tournament import codec as tcodec
from domain.tournament.events import (
    TOPIC_PREFIX,
    TableResultRecorded,
    TournamentCreated,
    TournamentEvent,
    TournamentFinished,
)
from domain.tournament.records import standings_of
from domain.tournament.redaction import public_event, public_state, results_visible
from domain.tournament.state import FINISHED, RoundState, TournamentState
from infrastructure.adapters.db import PlayerRow
from projections.base import insert_rows, upsert_rows
from projections.queries import plain, plain_row
from projections.read_model import ReadModel
from projections.schema import ReadTables, ts
from projections.tournament_context import Held, TournamentFolds, TournamentItem
from projections.tournament_sentences import describe, entrant_name, who_and_why

__all__ = [
    "READ_MODEL",
    "STANDING_COLUMNS",
    "TABLES",
    "audit_rows",
    "list_tournaments",
    "round_rows",
    "seating_rows",
    "standings",
    "summary",
]

STANDING_COLUMNS = (
    "rank",
    "entrant_id",
    "name",
    "kind",
    "withdrawn",
    "tables_played",
    "boards",
    "wins",
    "penalty_points",
    "matchpoints",
    "adjustments",
    "score",
    "byes",
    "head_to_head",
    "lot",
)
"""The columns of a standings row, in the order exports write them (the fields of
``domain.tournament.standings.StandingRow``)."""


def _define(md: MetaData, sfx: str) -> None:
    """The tournament tables of one generation."""
    s = Table(
        f"tournament_summaries{sfx}",
        md,
        Column("tournament_id", Uuid, primary_key=True),
        Column("name", Text, nullable=False),
        Column("format", String(16), nullable=False, comment="'series' or 'duplicate'"),
        Column("status", String(16), nullable=False, comment="'registering', 'running' or 'finished'"),
        Column("organiser_id", String(64), nullable=False),
        Column("ruleset_id", String(210), nullable=False),
        Column("scoring", String(20), nullable=False, comment="'wins', 'penalty_points' or 'matchpoints'"),
        Column("rounds", Integer, nullable=False, comment="tournament rounds planned"),
        Column("boards", Integer, nullable=False, comment="Mau-Mau rounds per table and tournament round"),
        Column("table_size", Integer, nullable=False),
        Column("entrants", Integer, nullable=False, comment="registered, withdrawn ones included"),
        Column("withdrawn", Integer, nullable=False),
        Column("rounds_seated", Integer, nullable=False),
        Column("rounds_closed", Integer, nullable=False),
        Column("commitment", String(64), nullable=False, comment="sha256 commitment to the tournament seed"),
        Column("seed", String(64), nullable=True, comment="the tournament seed (hex), once finished; else NULL"),
        Column("config", JSON, nullable=False, comment="the tournament's configuration as created"),
        Column("version", Integer, nullable=False, comment="the tournament stream's version folded"),
        ts("created_at", False),
        ts("started_at"),
        ts("finished_at"),
    )
    Index(f"ix_{s.name}_created", s.c.created_at)
    Table(
        f"tournament_standings{sfx}",
        md,
        Column("tournament_id", Uuid, primary_key=True),
        Column("entrant_id", String(64), primary_key=True),
        Column("rank", Integer, nullable=False, comment="1 first; never shared (the lot settles every tie)"),
        Column("name", Text, nullable=False),
        Column("kind", String(16), nullable=False, comment="'account', 'guest' or 'bot'"),
        Column("withdrawn", Boolean, nullable=False),
        Column("tables_played", Integer, nullable=False),
        Column("boards", Integer, nullable=False, comment="boards (Mau-Mau rounds) played"),
        Column("wins", Float, nullable=False, comment="boards won (a bye credits the round's mean)"),
        Column("penalty_points", Float, nullable=False),
        Column("matchpoints", Float, nullable=False, comment="duplicate: 1 per same-cards player beaten, 1/2 a tie"),
        Column("adjustments", Float, nullable=False, comment="the directors' adjustments and penalties, summed"),
        Column("score", Float, nullable=False, comment="the primary score (per the scoring), adjustments included"),
        Column("byes", Integer, nullable=False),
        Column("head_to_head", Integer, nullable=False),
        Column("lot", String(64), nullable=False, comment="the lot drawn from the seed (lower first)"),
        Column("version", Integer, nullable=False, comment="the tournament stream's version they were computed at"),
    )
    Table(
        f"tournament_rounds{sfx}",
        md,
        Column("tournament_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True),
        Column("tables", Integer, nullable=False),
        Column("results", Integer, nullable=False, comment="tables whose result is recorded"),
        Column("byes", JSON, nullable=False, comment="entrant ids sitting the round out"),
        Column("substitutes", Integer, nullable=False, comment="seats a bot took over after a withdrawal"),
        ts("seated_at", False),
        ts("deadline"),
        ts("closed_at"),
        ts("corrections_until", comment="results may be corrected until then"),
    )
    Table(
        f"tournament_seatings{sfx}",
        md,
        Column("tournament_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True),
        Column("table_no", Integer, primary_key=True),
        Column("seat", Integer, primary_key=True),
        Column("table_id", Uuid, nullable=False, comment="the Mau-Mau table (its stream id)"),
        Column("entrant_id", String(64), nullable=False),
        Column("name", Text, nullable=False),
        Column("substitute", String(32), nullable=True, comment="the bot that took the seat over, if any"),
        Column("points", JSON, nullable=True, comment="points per board once the result is recorded"),
        Column("boards_won", Integer, nullable=True),
        Column("total", Integer, nullable=True, comment="sum of the points"),
        Column("forfeited", Boolean, nullable=False),
        Column("corrected", Boolean, nullable=False, comment="a director corrected the table's result"),
        Column("match_version", Integer, nullable=True, comment="the table stream's version the result was read at"),
    )
    a = Table(
        f"tournament_audit{sfx}",
        md,
        Column("tournament_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="the event's version in the tournament stream"),
        Column("notification_id", BigInteger, nullable=False),
        ts("recorded_at", False),
        ts("at", False, comment="the time the service stamped on the action"),
        Column("event_type", String(32), nullable=False),
        Column("by", String(64), nullable=True, comment="who acted (an identity id), where the event says"),
        Column("reason", Text, nullable=True, comment="a director's or withdrawal's reason"),
        Column("round_no", Integer, nullable=True),
        Column("entrant_id", String(64), nullable=True),
        Column("sentence", Text, nullable=False),
        Column("payload", JSON, nullable=False, comment="the event as anyone may see it (seed blanked until the end)"),
        Column("redacted", Boolean, nullable=False, comment="true while the row hides the secret seed"),
    )
    Index(f"ix_{a.name}_type", a.c.tournament_id, a.c.event_type)


TABLES = ReadTables(_define)


def _time(ms: int | None) -> datetime | None:
    """Milliseconds since the epoch as an aware UTC time."""
    return None if ms is None else datetime.fromtimestamp(ms / 1000, UTC)


# ---------------------------------------------------------------- rows from the state


def _summary_row(tid: uuid.UUID, state: TournamentState) -> dict[str, Any]:
    """The summary row of a folded tournament (the seed only once it is finished)."""
    config = state.config
    assert config is not None
    return {
        "tournament_id": tid,
        "name": config.name,
        "format": config.format,
        "status": state.status,
        "organiser_id": state.organiser_id,
        "ruleset_id": config.ruleset_id,
        "scoring": config.scoring,
        "rounds": config.rounds,
        "boards": config.boards,
        "table_size": config.table_size,
        "entrants": len(state.entrants),
        "withdrawn": len(state.withdrawn),
        "rounds_seated": len(state.rounds),
        "rounds_closed": sum(1 for r in state.rounds if r.closed),
        "commitment": state.commitment,
        "seed": state.seed if state.status == FINISHED else None,
        "config": tcodec.jsonify(config),
        "version": state.version,
        "created_at": _time(state.created_at),
        "started_at": _time(state.started_at),
        "finished_at": _time(state.finished_at),
    }


def _standing_rows(tid: uuid.UUID, state: TournamentState) -> list[dict[str, Any]]:
    """The standings rows of the domain, as stored."""
    rows = []
    for row in standings_of(state):
        out = {column: getattr(row, column) for column in STANDING_COLUMNS}
        rows.append({"tournament_id": tid, **out, "version": state.version})
    return rows


def _round_rows(tid: uuid.UUID, state: TournamentState) -> list[dict[str, Any]]:
    """One row per seated round."""
    assert state.config is not None
    window = state.config.correction_window_seconds * 1000
    return [
        {
            "tournament_id": tid,
            "round_no": r.round_no,
            "tables": len(r.tables),
            "results": sum(1 for x in r.results if x is not None),
            "byes": list(r.byes),
            "substitutes": len(r.substitutes),
            "seated_at": _time(r.seated_at),
            "deadline": _time(r.deadline),
            "closed_at": _time(r.closed_at),
            "corrections_until": _time(r.closed_at + window) if r.closed_at is not None else None,
        }
        for r in state.rounds
    ]


def _seat_rows(
    tid: uuid.UUID, state: TournamentState, r: RoundState, corrected: frozenset[tuple[int, int]]
) -> list[dict[str, Any]]:
    """One row per seat of round ``r``'s tables, with the seat's result once recorded."""
    subs = {(s.table_no, s.seat): s.bot for s in r.substitutes}
    rows = []
    for table, result in zip(r.tables, r.results, strict=True):
        for seat, entrant_id in enumerate(table.entrants):
            points = [board[seat] for board in result.points] if result is not None else None
            rows.append(
                {
                    "tournament_id": tid,
                    "round_no": r.round_no,
                    "table_no": table.table_no,
                    "seat": seat,
                    "table_id": uuid.UUID(table.table_id),
                    "entrant_id": entrant_id,
                    "name": entrant_name(state, entrant_id),
                    "substitute": subs.get((table.table_no, seat)),
                    "points": points,
                    "boards_won": sum(1 for w in result.winners if w == seat) if result is not None else None,
                    "total": sum(points) if points is not None else None,
                    "forfeited": result is not None and seat in result.forfeited,
                    "corrected": (r.round_no, table.table_no) in corrected,
                    "match_version": result.match_version if result is not None else None,
                }
            )
    return rows


# ---------------------------------------------------------------- the read model


@dataclass(slots=True)
class Batch:
    """The batch's audit rows, the results it reveals, the tournaments it finishes, and each
    tournament's latest state (with its corrected tables), to rewrite the derived rows from."""

    audits: list[dict[str, Any]] = field(default_factory=list)
    sentences: list[tuple[TournamentState, TournamentEvent, bool]] = field(default_factory=list)
    """For each audit row, what its sentence is made of (written in the flush, with the handles)."""
    reveals: list[tuple[uuid.UUID, Held]] = field(default_factory=list)
    finished: dict[uuid.UUID, TournamentFinished] = field(default_factory=dict)
    states: dict[uuid.UUID, tuple[TournamentState, frozenset[tuple[int, int]]]] = field(default_factory=dict)


def _handle(item: TournamentItem, batch: Batch) -> None:
    """One audit row per event; the tournament's latest state for the flush."""
    n = item.n
    tid = n.stream_id
    event = item.event
    row = _audit_row(tid, n.version, n.notification_id, n.recorded_at, item.before, item.after, event)
    batch.audits.append(row)
    batch.sentences.append((item.before, event, row["redacted"] and isinstance(event, TableResultRecorded)))
    if item.revealed:
        batch.reveals.append((tid, item.revealed))
    if isinstance(event, TournamentFinished):
        batch.finished[tid] = event
    batch.states[tid] = (item.after, item.corrected)


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Insert the audit rows, show the results and the seed they reveal, and rewrite each
    touched tournament's derived rows from its latest state."""
    audit_t = tables["tournament_audit"]
    names = handles(conn, {row["by"] for row in batch.audits} | {state.organiser_id for state, _, _ in batch.sentences})
    for row, (before, event, held) in zip(batch.audits, batch.sentences, strict=True):
        row["sentence"] = describe(before, event, held=held, names=names)
    insert_rows(conn, audit_t, batch.audits)
    for tid, results in batch.reveals:
        _reveal_results(conn, audit_t, tid, batch.states[tid][0], results)
    for tid, finished in batch.finished.items():
        _reveal_created(conn, audit_t, tid, finished)
    for tid, (state, corrected) in batch.states.items():
        if state.config is not None:
            _rewrite(conn, tables, tid, state, corrected)


def _rewrite(
    conn: Connection,
    tables: Mapping[str, Table],
    tid: uuid.UUID,
    state: TournamentState,
    corrected: frozenset[tuple[int, int]],
) -> None:
    """Replace the tournament's summary, standings, rounds and seatings with what anyone may see
    of the state (:func:`public_state`: a sealed round's results only once it closed)."""
    state = public_state(state)
    upsert_rows(conn, tables["tournament_summaries"], [_summary_row(tid, state)])
    for view, rows in (
        ("tournament_standings", _standing_rows(tid, state)),
        ("tournament_rounds", _round_rows(tid, state)),
        ("tournament_seatings", [row for r in state.rounds for row in _seat_rows(tid, state, r, corrected)]),
    ):
        table = tables[view]
        conn.execute(delete(table).where(table.c.tournament_id == tid))
        insert_rows(conn, table, rows)


def _audit_row(
    tid: uuid.UUID,
    version: int,
    nid: int,
    recorded_at: datetime,
    before: TournamentState,
    after: TournamentState,
    event: TournamentEvent,
) -> dict[str, Any]:
    """The audit row of one event (``before``: the state it applies to, ``after``: the state it
    makes; a result held back in ``after`` is not in the row)."""
    by, reason, round_no, entrant_id = who_and_why(event, before)
    held = isinstance(event, TableResultRecorded) and not results_visible(after, event.round_no)
    return {
        "tournament_id": tid,
        "version": version,
        "notification_id": nid,
        "recorded_at": recorded_at,
        "at": _time(event.at),
        "event_type": tcodec.event_type(event),
        "by": by,
        "reason": reason,
        "round_no": round_no,
        "entrant_id": entrant_id,
        "sentence": "",  # written in the flush, with the actors' handles (:func:`_flush`)
        "payload": public_event(event, after),
        "redacted": isinstance(event, TournamentCreated) or held,
    }


def _reveal_results(conn: Connection, audit_t: Table, tid: uuid.UUID, state: TournamentState, results: Held) -> None:
    """A round closed: the audit rows of its results that were held back are rewritten as anyone
    may see them now (``state``: after the close)."""
    for version, event in results:
        conn.execute(
            update(audit_t)
            .where(audit_t.c.tournament_id == tid, audit_t.c.version == version, audit_t.c.redacted.is_(True))
            .values(payload=public_event(event, state), sentence=describe(state, event), redacted=False)
        )


def _reveal_created(conn: Connection, audit_t: Table, tid: uuid.UUID, finished: TournamentFinished) -> None:
    """The tournament is over: its ``TournamentCreated`` audit row shows the seed from now on."""
    stored = conn.execute(
        select(audit_t.c.version, audit_t.c.payload, audit_t.c.sentence).where(
            audit_t.c.tournament_id == tid, audit_t.c.event_type == "TournamentCreated"
        )
    ).first()
    if stored is None:  # pragma: no cover - a stream always starts with it
        return
    version, payload, sentence = stored
    conn.execute(
        update(audit_t)
        .where(audit_t.c.tournament_id == tid, audit_t.c.version == version)
        .values(
            payload={**payload, "seed": finished.seed},
            sentence=f"{sentence}; seed {finished.seed} (revealed at the end)",
            redacted=False,
        )
    )


READ_MODEL: ReadModel[TournamentItem, Batch] = ReadModel(
    name="tournaments", version=2, follows=(TOPIC_PREFIX,), context=TournamentFolds,
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
)  # fmt: skip
"""Folds the tournament streams into the tournament tables (see the module docstring).  Version 2:
no copy of the streams (``tournament_fold`` dropped, revision 0018)."""


# ---------------------------------------------------------------- queries


def handles(conn: Connection, ids: Iterable[str | None]) -> dict[str, str]:
    """The handles of the identities ``ids`` (ids that are no player's are left out)."""
    keys = set()
    for raw in ids:
        try:
            keys.add(uuid.UUID(str(raw)))
        except ValueError:
            continue
    if not keys:
        return {}
    rows = conn.execute(select(PlayerRow.id, PlayerRow.handle).where(PlayerRow.id.in_(sorted(keys))))
    return {str(row.id): row.handle for row in rows}


def summary(conn: Connection, tid: uuid.UUID) -> dict[str, Any] | None:
    """The summary row of a tournament, or ``None``."""
    s = TABLES.view("tournament_summaries")
    row = conn.execute(select(s).where(s.c.tournament_id == tid)).mappings().first()
    return plain_row(row) if row is not None else None


def list_tournaments(
    conn: Connection, status: str | None = None, limit: int = 50, offset: int = 0
) -> list[dict[str, Any]]:
    """Tournaments, newest first (optionally of one status)."""
    s = TABLES.view("tournament_summaries")
    stmt = select(s)
    if status:
        stmt = stmt.where(s.c.status == status)
    stmt = stmt.order_by(s.c.created_at.desc(), s.c.tournament_id).limit(limit).offset(offset)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]


def standings(conn: Connection, tid: uuid.UUID) -> list[dict[str, Any]]:
    """The standings rows of a tournament, by rank."""
    t = TABLES.view("tournament_standings")
    stmt = select(t).where(t.c.tournament_id == tid).order_by(t.c.rank)
    return [{k: plain(v) for k, v in r.items() if k != "tournament_id"} for r in conn.execute(stmt).mappings()]


def round_rows(conn: Connection, tid: uuid.UUID, round_no: int | None = None) -> list[dict[str, Any]]:
    """The round rows of a tournament (one round if given), in round order."""
    t = TABLES.view("tournament_rounds")
    stmt = select(t).where(t.c.tournament_id == tid)
    if round_no is not None:
        stmt = stmt.where(t.c.round_no == round_no)
    return [
        {k: plain(v) for k, v in r.items() if k != "tournament_id"}
        for r in conn.execute(stmt.order_by(t.c.round_no)).mappings()
    ]


def seating_rows(conn: Connection, tid: uuid.UUID, round_no: int | None = None) -> list[dict[str, Any]]:
    """The seat rows of a tournament (one round if given), by round, table and seat."""
    t = TABLES.view("tournament_seatings")
    stmt = select(t).where(t.c.tournament_id == tid)
    if round_no is not None:
        stmt = stmt.where(t.c.round_no == round_no)
    stmt = stmt.order_by(t.c.round_no, t.c.table_no, t.c.seat)
    return [{k: plain(v) for k, v in r.items() if k != "tournament_id"} for r in conn.execute(stmt).mappings()]


def audit_rows(
    conn: Connection, tid: uuid.UUID, after_version: int = 0, limit: int = 1000, event_type: str | None = None
) -> list[dict[str, Any]]:
    """The audit trail of a tournament after ``after_version``, in version order; a sealed round's
    ``TableResultRecorded`` rows only once the round closed (until then the row is held back
    whole: even that a table has finished says how long its boards took)."""
    a = TABLES.view("tournament_audit")
    held = (a.c.event_type == "TableResultRecorded") & a.c.redacted.is_(True)
    stmt = select(a).where(a.c.tournament_id == tid, a.c.version > after_version, ~held)
    if event_type is not None:
        stmt = stmt.where(a.c.event_type == event_type)
    stmt = stmt.order_by(a.c.version).limit(limit)
    rows = [{k: plain(v) for k, v in r.items() if k != "tournament_id"} for r in conn.execute(stmt).mappings()]
    names = handles(conn, {row["by"] for row in rows})
    return [{**row, "by_name": names.get(row["by"]) if row["by"] else None} for row in rows]


def known_versions(conn: Connection, tids: Sequence[uuid.UUID]) -> dict[uuid.UUID, int]:
    """The folded stream version of each tournament the read model knows (for freshness checks)."""
    s = TABLES.view("tournament_summaries")
    stmt = select(s.c.tournament_id, s.c.version).where(s.c.tournament_id.in_(list(tids)))
    return {row.tournament_id: row.version for row in conn.execute(stmt)}
