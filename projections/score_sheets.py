"""Read model "score_sheets": the paper score sheet of seed 004 §6, one per match.

``score_sheet_rounds`` has one row per (match, round, seat): the seat's result, the cards it
kept and their count, and the points and running totals under *both* scoring schemes — a win
point per round won ("first to 5"), and the penalty value of the cards left under the match's
card-value table ("fewest points wins") — plus the points and total under the scheme the match is
actually played by.  ``score_sheet_matches`` has one row per match with its players, status,
totals and result.  The API turns the rows into the familiar sheet: one line per round, one
column per player.

Identities (schema version 2): a match row carries its ruleset's id and key (``ruleset_key``: the
id, or ``name:<name>`` for a match started before ruleset ids were recorded; ``ruleset`` is the
name, a display label), the account id per seat (``player_ids``, null for a bot or a legacy seat)
and whether it is ``rated``; a round line carries the seat's ``player_id`` and ``player_key``
(the id, or ``handle:<handle>`` without one) next to the handle.  :func:`matches` filters by
ruleset key.

Only facts public at the end of a round are stored (the hands left are revealed by ``RoundWon``).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import JSON, Boolean, Column, Index, Integer, MetaData, String, Table, Text, Uuid, select
from sqlalchemy.engine import Connection

from domain.cards import card_name
from domain.maumau import events as ev
from domain.maumau.codec import TOPIC_PREFIX
from projections.base import insert_rows, upsert_rows
from projections.context import FoldCache, Item
from projections.queries import plain, plain_row, ruleset_filter
from projections.read_model import ReadModel
from projections.schema import ReadTables, ts


def _define(md: MetaData, sfx: str) -> None:
    """The ``score_sheet_matches`` and ``score_sheet_rounds`` tables of one generation."""
    m = Table(
        f"score_sheet_matches{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("ruleset", String(200), nullable=False, comment="display label: the ruleset's name"),
        Column("ruleset_id", String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        Column("ruleset_key", String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        Column("rated", Boolean, nullable=False, comment="started rated (counts in the rated leaderboards)"),
        Column("scoring", String(20), nullable=False, comment="'wins' or 'penalty_points': what decides"),
        Column("card_values", String(10), nullable=False, comment="card value table for penalty points"),
        Column("seats", Integer, nullable=False),
        Column("players", JSON, nullable=False, comment="handle per seat ('' when anonymous)"),
        Column("player_ids", JSON, nullable=False, comment="account id per seat (null: a bot or legacy seat)"),
        Column("status", String(10), nullable=False, comment="'running' or 'finished'"),
        Column("rounds_played", Integer, nullable=False),
        Column("wins", JSON, nullable=False, comment="round wins per seat"),
        Column("penalty_totals", JSON, nullable=False, comment="penalty points per seat"),
        Column("totals", JSON, nullable=False, comment="the match's own totals per seat (its scheme)"),
        Column("winners", JSON, nullable=False, comment="winning seats once finished"),
        Column("winner_players", JSON, nullable=False),
        Column("result", Text, nullable=False, comment="why the match ended"),
        ts("started_at", False),
        ts("finished_at"),
    )
    Index(f"ix_{m.name}_ruleset", m.c.ruleset_key, m.c.started_at)
    t = Table(
        f"score_sheet_rounds{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True),
        Column("seat", Integer, primary_key=True),
        Column("player", String(200), nullable=False, comment="display label: the seat's handle"),
        Column("player_id", String(36), nullable=True, comment="the seat's account id (null: none)"),
        Column("player_key", String(210), nullable=False, comment="account id, or 'handle:<handle>' ('' anonymous)"),
        Column("result", String(10), nullable=False, comment="'won' or 'lost'"),
        Column("reason", String(20), nullable=False, comment="how the round ended: 'out' or 'blocked'"),
        Column("cards_left", Integer, nullable=False),
        Column("cards", JSON, nullable=False, comment="cards left in hand (public once the round is over)"),
        Column("win_points", Integer, nullable=False, comment="wins scheme: 1 for the winner"),
        Column("penalty_points", Integer, nullable=False, comment="penalty scheme: value of the cards left"),
        Column("total_wins", Integer, nullable=False, comment="running total, wins scheme"),
        Column("total_penalty", Integer, nullable=False, comment="running total, penalty scheme"),
        Column("points", Integer, nullable=False, comment="points under the match's own scheme"),
        Column("total", Integer, nullable=False, comment="running total under the match's own scheme"),
        ts("ended_at", False),
    )
    Index(f"ix_{t.name}_ended", t.c.ended_at)


TABLES = ReadTables(_define)


@dataclass(slots=True)
class Batch:
    """Match rows by id (latest state wins) and new round rows."""

    matches: dict[Any, dict[str, Any]] = field(default_factory=dict)
    rounds: list[dict[str, Any]] = field(default_factory=list)


def _match_row(item: Item) -> dict[str, Any]:
    """The match row as of this event (from the fold: totals and wins before the event)."""
    info = item.info
    return {
        "match_id": info.match_id,
        "ruleset": info.rules.name,
        "ruleset_id": info.ruleset_id,
        "ruleset_key": info.ruleset_key,
        "rated": info.rated,
        "scoring": info.rules.scoring,
        "card_values": info.rules.card_values,
        "seats": info.seats,
        "players": list(info.players),
        "player_ids": [info.player_id(seat) for seat in range(info.seats)],
        "status": "running",
        "rounds_played": 0,
        "wins": list(item.wins),
        "penalty_totals": list(item.penalty_totals),
        "totals": list(item.totals),
        "winners": [],
        "winner_players": [],
        "result": "",
        "started_at": info.started_at,
        "finished_at": None,
    }


def _handle(item: Item, batch: Batch) -> None:
    """Update the match row and add the round's lines."""
    event = item.event
    kind = type(event)
    info = item.info
    match_id = info.match_id
    if kind is ev.MatchStarted:
        batch.matches[match_id] = _match_row(item)
    elif kind is ev.RoundWon:
        row = batch.matches.get(match_id) or _match_row(item)
        wins, pens, totals = list(item.wins), list(item.penalty_totals), list(item.totals)
        penalties = item.round_penalties
        for seat, hand in enumerate(event.hands):
            win_point = 1 if seat == event.seat else 0
            penalty = penalties[seat]
            wins[seat] += win_point
            pens[seat] += penalty
            totals[seat] += event.points[seat]
            batch.rounds.append(
                {
                    "match_id": match_id,
                    "round_no": event.round_no,
                    "seat": seat,
                    "player": info.player(seat),
                    "player_id": info.player_id(seat),
                    "player_key": info.player_key(seat),
                    "result": "won" if win_point else "lost",
                    "reason": event.reason,
                    "cards_left": len(hand),
                    "cards": [card_name(c) for c in hand],
                    "win_points": win_point,
                    "penalty_points": penalty,
                    "total_wins": wins[seat],
                    "total_penalty": pens[seat],
                    "points": event.points[seat],
                    "total": totals[seat],
                    "ended_at": item.n.recorded_at,
                }
            )
        row.update(rounds_played=event.round_no, wins=wins, penalty_totals=pens, totals=totals)
        batch.matches[match_id] = row
    elif kind is ev.MatchFinished:
        row = batch.matches.get(match_id) or _match_row(item)
        row.update(
            status="finished",
            rounds_played=item.round_no,
            totals=list(event.totals),
            winners=list(event.winners),
            winner_players=[info.player(s) for s in event.winners],
            result=event.reason,
            finished_at=item.n.recorded_at,
        )
        batch.matches[match_id] = row


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Upsert the match rows, insert the round lines."""
    upsert_rows(conn, tables["score_sheet_matches"], list(batch.matches.values()))
    insert_rows(conn, tables["score_sheet_rounds"], batch.rounds)


READ_MODEL: ReadModel[Item, Batch] = ReadModel(
    name="score_sheets", version=2, follows=(TOPIC_PREFIX,), context=FoldCache,
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
    event_types=frozenset((ev.MatchStarted, ev.RoundWon, ev.MatchFinished)),
)  # fmt: skip
"""Folds ``MatchStarted``, ``RoundWon`` and ``MatchFinished`` into the score sheet tables."""


# ---------------------------------------------------------------- queries


def score_sheet(conn: Connection, match_id: uuid.UUID) -> dict[str, Any] | None:
    """The score sheet of a match: one line per round, one entry per seat, both schemes."""
    m = TABLES.view("score_sheet_matches")
    match = conn.execute(select(m).where(m.c.match_id == match_id)).mappings().first()
    if match is None:
        return None
    r = TABLES.view("score_sheet_rounds")
    lines: dict[int, dict[str, Any]] = {}
    stmt = select(r).where(r.c.match_id == match_id).order_by(r.c.round_no, r.c.seat)
    for row in conn.execute(stmt).mappings():
        line = lines.setdefault(
            row["round_no"],
            {"round_no": row["round_no"], "ended_at": plain(row["ended_at"]), "reason": row["reason"], "seats": []},
        )
        line["seats"].append(
            {k: plain(v) for k, v in row.items() if k not in ("match_id", "round_no", "ended_at", "reason")}
        )
    return {"match": plain_row(match), "rounds": list(lines.values())}


def matches(
    conn: Connection, status: str | None = None, ruleset: str | None = None, limit: int = 50, offset: int = 0
) -> list[dict[str, Any]]:
    """Score-sheet headers of recent matches (newest first), of one ruleset if given
    (:func:`~projections.queries.ruleset_filter`: its id, or ``name:<name>`` for a legacy one)."""
    m = TABLES.view("score_sheet_matches")
    stmt = select(m)
    if status:
        stmt = stmt.where(m.c.status == status)
    if ruleset:
        stmt = stmt.where(m.c.ruleset_key == ruleset_filter(ruleset))
    stmt = stmt.order_by(m.c.started_at.desc(), m.c.match_id).limit(limit).offset(offset)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]
