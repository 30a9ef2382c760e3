"""Read model "analytics": wide, boring tables for SQL users and exports.

* ``analytics_moves``: one row per move event — a play (with its cards, rank, effect, wish, the
  call made or due and missed), a draw (``draw`` by choice, ``effect_draw`` for a 7/2 penalty,
  ``penalty_draw`` for a penalty; the *number* of cards only: drawn cards are hidden), a pass, a
  penalty (wrong card or accepted challenge) or a refused challenge — with the seat, its position
  relative to the round's first player, the hand size before and after, the pending draw and the
  open card before the move.
* ``analytics_rounds``: one row per finished round — length (events, moves, turns, plays, cards
  drawn, reshuffles, duration), calls missed, penalties, refused challenges, the winner (seat,
  position, player), how it ended, the card the winner went out with and its effect, the last
  special card played, points and cards left per seat.
* ``analytics_matches``: one row per match — ruleset, scoring, seats, players, start, end,
  duration, rounds, events, status, winners, totals.

Identities (schema version 2): every row names its ruleset by ``ruleset_key`` (the ruleset's id, or
``name:<name>`` for a match started before ruleset ids were recorded) and ``ruleset_id`` next to
the ``ruleset`` name, a display label; a move by ``player_key`` (the account id, or
``handle:<handle>`` for a seat without one) and ``player_id`` next to the handle; a round its
winner likewise; a match its account ids per seat (``player_ids``) and whether it was ``rated``.
The canned queries group by the keys (two rulesets of one name, or two accounts of one handle,
are never counted together) and show the labels alongside.

Nothing in them names a card that was hidden when it was written.  The canned queries
(``win_rate_by_position``, ``round_lengths``, ``forgotten_calls``, ``deciding_cards``) and the
streamed exports (:func:`export_rows`, :func:`export_csv`, :func:`export_ndjson`) are below; they
take the same filters: ``ruleset`` (a ruleset key: its id, or ``name:<name>``) and a time range
``since``/``until`` (on the move's time, the round's end, the match's start).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    Uuid,
    and_,
    case,
    func,
    select,
)
from sqlalchemy.engine import Connection, Engine

from domain.cards import RANK_NAMES, SUITS, card_name
from domain.maumau import events as ev
from domain.maumau.codec import TOPIC_PREFIX
from domain.outcome import Termination
from projections.base import insert_rows, update_rows, upsert_rows
from projections.context import FoldCache, Item
from projections.queries import keyset_rows, ruleset_filter, time_filters
from projections.read_model import ReadModel
from projections.schema import ReadTables, ts


def _define(md: MetaData, sfx: str) -> None:
    """The ``analytics_moves``, ``analytics_rounds`` and ``analytics_matches`` tables of one generation."""
    m = Table(
        f"analytics_moves{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True),
        Column("notification_id", BigInteger, nullable=False),
        ts("recorded_at", False),
        Column("ruleset", String(200), nullable=False, comment="display label: the ruleset's name"),
        Column("ruleset_id", String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        Column("ruleset_key", String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        Column("seats", Integer, nullable=False),
        Column("round_no", Integer, nullable=False),
        Column("move_no", Integer, nullable=False, comment="1, 2, ... within the round"),
        Column("seat", Integer, nullable=False),
        Column("position", Integer, nullable=False, comment="seat relative to the round's first player"),
        Column("player", String(200), nullable=False, comment="display label: the seat's handle"),
        Column("player_id", String(36), nullable=True, comment="the seat's account id (null: none)"),
        Column("player_key", String(210), nullable=False, comment="account id, or 'handle:<handle>' ('' anonymous)"),
        Column(
            "kind",
            String(20),
            nullable=False,
            comment="play, draw, penalty_draw, effect_draw, pass, penalty, challenge_refused",
        ),
        Column("cards", JSON, nullable=True, comment="cards played (never drawn cards: hidden)"),
        Column("n_cards", Integer, nullable=False, comment="cards played or drawn"),
        Column("rank", String(2), nullable=True, comment="rank of the played card"),
        Column("effect", String(10), nullable=True),
        Column("wish", String(1), nullable=True),
        Column("call", String(10), nullable=True, comment="call made with the play (by the player or the service)"),
        Column("call_due", String(10), nullable=True, comment="manual call the player had to make with the play"),
        Column("call_missed", Boolean, nullable=False),
        Column("hand_before", Integer, nullable=False, comment="hand size before the move"),
        Column("hand_after", Integer, nullable=False),
        Column("pending_draw", Integer, nullable=False, comment="draw penalty pending before the move"),
        Column("top_before", String(3), nullable=True, comment="open card before the move"),
        Column("reason", Text, nullable=True),
    )
    Index(f"ix_{m.name}_time", m.c.recorded_at)
    r = Table(
        f"analytics_rounds{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("round_no", Integer, primary_key=True),
        Column("ruleset", String(200), nullable=False, comment="display label: the ruleset's name"),
        Column("ruleset_id", String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        Column("ruleset_key", String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        Column("seats", Integer, nullable=False),
        Column("first_seat", Integer, nullable=False),
        ts("started_at", False),
        ts("ended_at", False),
        Column("duration_ms", BigInteger, nullable=False),
        Column("events", Integer, nullable=False),
        Column("moves", Integer, nullable=False),
        Column("turns", Integer, nullable=False),
        Column("plays", Integer, nullable=False),
        Column("cards_drawn", Integer, nullable=False),
        Column("reshuffles", Integer, nullable=False),
        Column("calls_missed", Integer, nullable=False),
        Column("penalties", Integer, nullable=False),
        Column("challenges_refused", Integer, nullable=False),
        Column("winner_seat", Integer, nullable=False),
        Column("winner_position", Integer, nullable=False, comment="winner relative to the first player"),
        Column("winner_player", String(200), nullable=False, comment="display label: the winner's handle"),
        Column("winner_player_id", String(36), nullable=True, comment="the winner's account id (null: none)"),
        Column("winner_player_key", String(210), nullable=False, comment="account id, or 'handle:<handle>'"),
        Column("reason", String(20), nullable=False),
        Column("deciding_card", String(3), nullable=True, comment="the card the winner went out with"),
        Column("deciding_rank", String(2), nullable=True),
        Column("deciding_effect", String(10), nullable=True, comment="its special effect, if any"),
        Column("last_special_rank", String(2), nullable=True, comment="last special card played in the round"),
        Column("last_special_effect", String(10), nullable=True),
        Column("last_special_seat", Integer, nullable=True),
        Column("points", JSON, nullable=False),
        Column("cards_left", JSON, nullable=False, comment="cards left per seat"),
    )
    Index(f"ix_{r.name}_time", r.c.ended_at)
    a = Table(
        f"analytics_matches{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("ruleset", String(200), nullable=False, comment="display label: the ruleset's name"),
        Column("ruleset_id", String(64), nullable=True, comment="the ruleset id (null: a legacy match)"),
        Column("ruleset_key", String(210), nullable=False, comment="ruleset id, or 'name:<name>' (legacy)"),
        Column("rated", Boolean, nullable=False, comment="started rated (counts in the rated leaderboards)"),
        Column("scoring", String(20), nullable=False),
        Column("seats", Integer, nullable=False),
        Column("players", JSON, nullable=False),
        Column("player_ids", JSON, nullable=False, comment="account id per seat (null: a bot or legacy seat)"),
        ts("started_at", False),
        ts("finished_at"),
        Column("duration_ms", BigInteger, nullable=True),
        Column("rounds", Integer, nullable=False),
        Column("events", Integer, nullable=False),
        Column("status", String(10), nullable=False),
        Column("winners", JSON, nullable=False),
        Column("winner_players", JSON, nullable=False),
        Column("totals", JSON, nullable=False),
        Column("reason", Text, nullable=True),
    )
    Index(f"ix_{a.name}_time", a.c.started_at)


TABLES = ReadTables(_define)

_DRAW_KINDS = {"choice": "draw", "draw_effect": "effect_draw", "penalty": "penalty_draw"}


@dataclass(slots=True)
class Batch:
    """New move rows (by key), late changes to move rows of earlier batches, rounds, matches."""

    moves: dict[tuple[Any, int], dict[str, Any]] = field(default_factory=dict)
    move_updates: list[dict[str, Any]] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    matches: dict[Any, dict[str, Any]] = field(default_factory=dict)


def _match_row(item: Item, status: str) -> dict[str, Any]:
    info = item.info
    return {
        "match_id": info.match_id,
        "ruleset": info.rules.name,
        "ruleset_id": info.ruleset_id,
        "ruleset_key": info.ruleset_key,
        "rated": info.rated,
        "scoring": info.rules.scoring,
        "seats": info.seats,
        "players": list(info.players),
        "player_ids": [info.player_id(seat) for seat in range(info.seats)],
        "started_at": info.started_at,
        "finished_at": None,
        "duration_ms": None,
        "rounds": item.round_no,
        "events": item.n.version,
        "status": status,
        "winners": [],
        "winner_players": [],
        "totals": list(item.totals),
        "reason": None,
    }


def _ms(delta: Any) -> int:
    return int(delta.total_seconds() * 1000)


def _handle(item: Item, batch: Batch) -> None:
    """Add move rows, finish round rows, keep match rows current."""
    event = item.event
    kind = type(event)
    n = item.n
    if kind is ev.CardPlayed:
        _move(
            item,
            batch,
            event.seat,
            "play",
            len(event.cards),
            -len(event.cards),
            event.cards,
            effect=event.effect or None,
        )
    elif kind is ev.CardDrawn:
        _move(item, batch, event.seat, _DRAW_KINDS.get(event.reason, event.reason), len(event.cards), len(event.cards))
    elif kind is ev.Passed:
        _move(item, batch, event.seat, "pass", 0, 0, reason=event.reason)
    elif kind is ev.PenaltyApplied:
        _move(
            item,
            batch,
            event.seat,
            "penalty",
            event.count,
            0,
            (event.card,) if event.card is not None else None,
            reason=event.reason,
        )
    elif kind is ev.ChallengeRefused:
        _move(item, batch, event.by, "challenge_refused", 0, 0, reason=event.reason)
    elif kind is ev.MauCalled or kind is ev.CallMissed or kind is ev.SuitWished:
        play = item.last_play
        if play is None:  # pragma: no cover - always after a play
            return
        if kind is ev.SuitWished:
            change: dict[str, Any] = {"wish": SUITS[event.suit]}
        elif kind is ev.MauCalled:  # an automatic call was never the player's duty
            change = {"call": event.call, "call_due": None if event.auto else event.call}
        else:
            change = {"call_due": event.call, "call_missed": True}
        row = batch.moves.get((n.stream_id, play.version))
        if row is not None:
            row.update(change)
        else:
            batch.move_updates.append({"pk_match_id": n.stream_id, "pk_version": play.version, **change})
    elif kind is ev.RoundWon:
        _round(item, batch)
        batch.matches[n.stream_id] = _match_row(item, "running")
    elif kind is ev.MatchStarted:
        batch.matches[n.stream_id] = _match_row(item, "running")
    elif kind is ev.MatchFinished:
        row = _match_row(item, "finished")
        info = item.info
        row.update(
            finished_at=n.recorded_at,
            duration_ms=_ms(n.recorded_at - info.started_at),
            winners=list(event.winners),
            winner_players=[info.player(s) for s in event.winners],
            totals=list(event.totals),
            reason=event.reason,
        )
        batch.matches[n.stream_id] = row


def _move(
    item: Item,
    batch: Batch,
    seat: int,
    kind: str,
    count: int,
    delta: int,
    cards: tuple[int, ...] | None = None,
    effect: str | None = None,
    reason: str | None = None,
) -> None:
    n = item.n
    info = item.info
    before = item.hand_sizes[seat] if seat < len(item.hand_sizes) else 0
    batch.moves[(n.stream_id, n.version)] = {
        "match_id": n.stream_id,
        "version": n.version,
        "notification_id": n.notification_id,
        "recorded_at": n.recorded_at,
        "ruleset": info.rules.name,
        "ruleset_id": info.ruleset_id,
        "ruleset_key": info.ruleset_key,
        "seats": info.seats,
        "round_no": item.round_no,
        "move_no": item.move_no,
        "seat": seat,
        "position": (seat - item.first_seat) % info.seats,
        "player": info.player(seat),
        "player_id": info.player_id(seat),
        "player_key": info.player_key(seat),
        "kind": kind,
        "cards": [card_name(c) for c in cards] if cards else None,
        "n_cards": count,
        "rank": RANK_NAMES[cards[0] & 15] if cards else None,
        "effect": effect,
        "wish": None,
        "call": None,
        "call_due": None,
        "call_missed": False,
        "hand_before": before,
        "hand_after": before + delta,
        "pending_draw": item.pending_draw,
        "top_before": card_name(item.top) if item.top >= 0 else None,
        "reason": reason,
    }


def _round(item: Item, batch: Batch) -> None:
    event = item.event
    info = item.info
    t = item.tally
    assert t is not None
    assert t.started_at is not None
    play = item.last_play if event.outcome.termination == Termination.OUT else None  # blocked: no deciding card
    deciding = play.cards[-1] if play is not None else None
    special = t.last_special
    batch.rounds.append(
        {
            "match_id": info.match_id,
            "round_no": event.round_no,
            "ruleset": info.rules.name,
            "ruleset_id": info.ruleset_id,
            "ruleset_key": info.ruleset_key,
            "seats": info.seats,
            "first_seat": t.first_seat,
            "started_at": t.started_at,
            "ended_at": item.n.recorded_at,
            "duration_ms": _ms(item.n.recorded_at - t.started_at),
            "events": t.events + 1,
            "moves": t.moves,
            "turns": t.turns,
            "plays": t.plays,
            "cards_drawn": t.cards_drawn,
            "reshuffles": t.reshuffles,
            "calls_missed": t.calls_missed,
            "penalties": t.penalties,
            "challenges_refused": t.challenges_refused,
            "winner_seat": event.seat,
            "winner_position": (event.seat - t.first_seat) % info.seats,
            "winner_player": info.player(event.seat),
            "winner_player_id": info.player_id(event.seat),
            "winner_player_key": info.player_key(event.seat),
            "reason": event.reason,
            "deciding_card": card_name(deciding) if deciding is not None else None,
            "deciding_rank": RANK_NAMES[deciding & 15] if deciding is not None else None,
            "deciding_effect": (play.effect or None) if play is not None else None,
            "last_special_rank": RANK_NAMES[special[0] & 15] if special else None,
            "last_special_effect": special[1] if special else None,
            "last_special_seat": special[2] if special else None,
            "points": list(event.points),
            "cards_left": [len(h) for h in event.hands],
        }
    )


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Bulk-insert moves and rounds, apply late call/wish details, upsert matches."""
    insert_rows(conn, tables["analytics_moves"], list(batch.moves.values()))
    for row in batch.move_updates:  # rare: a call or wish split from its play by a batch boundary
        update_rows(conn, tables["analytics_moves"], [row])
    insert_rows(conn, tables["analytics_rounds"], batch.rounds)
    upsert_rows(conn, tables["analytics_matches"], list(batch.matches.values()))


READ_MODEL: ReadModel[Item, Batch] = ReadModel(
    name="analytics", version=2, rebuild_cost=3, follows=(TOPIC_PREFIX,), context=FoldCache,
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
)  # fmt: skip
"""Folds events into the three analytics tables."""


# ---------------------------------------------------------------- canned analytics

EXPORTS: dict[str, str] = {"moves": "analytics_moves", "rounds": "analytics_rounds", "matches": "analytics_matches"}
"""Export name -> view."""

_TIME_COLUMN = {"analytics_moves": "recorded_at", "analytics_rounds": "ended_at", "analytics_matches": "started_at"}


def _filters(
    conn: Connection, table: Table, column: str, ruleset: str | None, since: datetime | None, until: datetime | None
) -> list[Any]:
    """The conditions every analytics query takes: ``since <= column < until`` and the ruleset
    (:func:`~projections.queries.ruleset_filter`: its id, or ``name:<name>`` for a legacy one)."""
    conds = time_filters(conn, table, column, since, until)
    if ruleset:
        conds.append(table.c.ruleset_key == ruleset_filter(ruleset))
    return conds


def _ruleset_columns(t: Table) -> tuple[Any, ...]:
    """What a canned query groups rulesets by: the key and the id, with the name (a display
    label; the latest one if a ruleset's rows carry several) alongside."""
    return t.c.ruleset_key, t.c.ruleset_id, func.max(t.c.ruleset).label("ruleset")


def win_rate_by_position(
    conn: Connection, ruleset: str | None = None, since: datetime | None = None, until: datetime | None = None
) -> list[dict[str, Any]]:
    """Round win rate per seat position (0 = the round's first player) by ruleset (key) and table size."""
    r = TABLES.view("analytics_rounds")
    conds = _filters(conn, r, "ended_at", ruleset, since, until)
    where = and_(*conds) if conds else None
    totals_q = select(*_ruleset_columns(r), r.c.seats, func.count().label("rounds")).group_by(
        r.c.ruleset_key, r.c.ruleset_id, r.c.seats
    )
    wins_q = select(r.c.ruleset_key, r.c.seats, r.c.winner_position, func.count().label("wins")).group_by(
        r.c.ruleset_key, r.c.seats, r.c.winner_position
    )
    if where is not None:
        totals_q, wins_q = totals_q.where(where), wins_q.where(where)
    wins = {(w.ruleset_key, w.seats, w.winner_position): w.wins for w in conn.execute(wins_q)}
    out = []
    for t in conn.execute(totals_q.order_by(r.c.ruleset_key, r.c.seats)):
        for pos in range(t.seats):
            n = wins.get((t.ruleset_key, t.seats, pos), 0)
            out.append(
                {
                    "ruleset": t.ruleset,
                    "ruleset_key": t.ruleset_key,
                    "ruleset_id": t.ruleset_id,
                    "seats": t.seats,
                    "position": pos,
                    "rounds": t.rounds,
                    "wins": n,
                    "win_rate": n / t.rounds if t.rounds else 0.0,
                }
            )
    return out


def round_lengths(
    conn: Connection, ruleset: str | None = None, since: datetime | None = None, until: datetime | None = None
) -> list[dict[str, Any]]:
    """Round length by ruleset (key): rounds, mean/min/max moves, mean turns, events and duration."""
    r = TABLES.view("analytics_rounds")
    q = (
        select(
            *_ruleset_columns(r),
            func.count().label("rounds"),
            func.avg(r.c.moves).label("mean_moves"),
            func.min(r.c.moves).label("min_moves"),
            func.max(r.c.moves).label("max_moves"),
            func.avg(r.c.turns).label("mean_turns"),
            func.avg(r.c.events).label("mean_events"),
            func.avg(r.c.duration_ms).label("mean_duration_ms"),
        )
        .group_by(r.c.ruleset_key, r.c.ruleset_id)
        .order_by(r.c.ruleset_key)
    )
    conds = _filters(conn, r, "ended_at", ruleset, since, until)
    if conds:
        q = q.where(*conds)
    return [
        {k: (float(v) if k.startswith("mean") and v is not None else v) for k, v in row.items()}
        for row in conn.execute(q).mappings()
    ]


def forgotten_calls(
    conn: Connection, ruleset: str | None = None, since: datetime | None = None, until: datetime | None = None
) -> list[dict[str, Any]]:
    """Per player (key: the account id, or ``handle:<handle>``; the handle alongside): manual
    calls due, how many were forgotten, and the rate."""
    m = TABLES.view("analytics_moves")
    missed = func.sum(case((m.c.call_missed, 1), else_=0))
    q = (
        select(
            m.c.player_key,
            m.c.player_id,
            func.max(m.c.player).label("player"),
            func.count().label("calls_due"),
            missed.label("forgotten"),
        )
        .where(m.c.call_due.is_not(None))
        .group_by(m.c.player_key, m.c.player_id)
        .order_by(m.c.player_key)
    )
    conds = _filters(conn, m, "recorded_at", ruleset, since, until)
    if conds:
        q = q.where(*conds)
    return [
        {
            "player": r.player,
            "player_key": r.player_key,
            "player_id": r.player_id,
            "calls_due": r.calls_due,
            "forgotten": int(r.forgotten or 0),
            "rate": int(r.forgotten or 0) / r.calls_due,
        }
        for r in conn.execute(q)
    ]


def deciding_cards(
    conn: Connection, ruleset: str | None = None, since: datetime | None = None, until: datetime | None = None
) -> list[dict[str, Any]]:
    """How often each special card decides a round: the card the winner went out with, by rank
    and effect, as a count and a share of the ruleset's rounds (ordinary ranks shown as well,
    with ``effect`` null); rulesets by key, their name alongside."""
    r = TABLES.view("analytics_rounds")
    conds = _filters(conn, r, "ended_at", ruleset, since, until)
    totals_q = select(*_ruleset_columns(r), func.count().label("rounds")).group_by(r.c.ruleset_key, r.c.ruleset_id)
    q = (
        select(r.c.ruleset_key, r.c.deciding_rank, r.c.deciding_effect, func.count().label("rounds"))
        .where(r.c.deciding_rank.is_not(None))
        .group_by(r.c.ruleset_key, r.c.deciding_rank, r.c.deciding_effect)
    )
    if conds:
        totals_q, q = totals_q.where(*conds), q.where(*conds)
    totals = {row.ruleset_key: row for row in conn.execute(totals_q)}
    out = [
        {
            "ruleset": totals[row.ruleset_key].ruleset,
            "ruleset_key": row.ruleset_key,
            "ruleset_id": totals[row.ruleset_key].ruleset_id,
            "rank": row.deciding_rank,
            "effect": row.deciding_effect,
            "rounds": row.rounds,
            "share": row.rounds / totals[row.ruleset_key].rounds,
        }
        for row in conn.execute(q)
    ]
    return sorted(out, key=lambda x: (x["ruleset_key"], x["effect"] is None, -x["rounds"], x["rank"]))


# ---------------------------------------------------------------- exports


def export_rows(
    engine: Engine,
    name: str,
    ruleset: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    page: int = 2000,
) -> Iterator[dict[str, Any]]:
    """Every row of an analytics table (``moves``, ``rounds``, ``matches``) in key order, read in
    pages by keyset (short transactions, constant memory), filtered by ruleset and time."""
    if name not in EXPORTS:
        raise ValueError(f"export must be one of {', '.join(EXPORTS)}")
    table = TABLES.view(EXPORTS[name])
    return keyset_rows(
        engine, table, lambda conn: _filters(conn, table, _TIME_COLUMN[table.name], ruleset, since, until), page
    )


def export_columns(name: str) -> list[str]:
    """The column names of an export, in table order."""
    return [c.name for c in TABLES.view(EXPORTS[name]).columns]


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


CSV_LIST_SEPARATOR = "|"
"""Joins the entries of a list in one CSV cell (``C7|HQ``); an entry's own ``|`` or ``\\`` is
escaped with a backslash, an entry that is null is empty."""
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet takes as the start of a formula (or a cell that hides one)."""


def _list_entry(value: Any) -> str:
    """One entry of a list cell: text with the separator escaped, ``true``/``false``, empty for null."""
    if value is None:
        return ""
    text = csv_text(value)
    return text.replace("\\", "\\\\").replace(CSV_LIST_SEPARATOR, "\\" + CSV_LIST_SEPARATOR)


def csv_text(value: Any) -> str:
    """A scalar as CSV text: ``true``/``false`` for booleans, empty for null, compact JSON for an
    object (no export has one today), else ``str``."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return str(value)


def csv_cell(value: Any) -> str | int | float:
    """One value per CSV cell: a list joined with :data:`CSV_LIST_SEPARATOR`, booleans
    ``true``/``false``, null empty; numbers stay numbers.  A text that a spreadsheet would run as a
    formula (it starts with ``= + - @``, a tab or a carriage return) is neutralised with a leading
    ``'``, so opening an export never executes a player's handle or a free-text reason."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    text = CSV_LIST_SEPARATOR.join(_list_entry(v) for v in value) if isinstance(value, list) else csv_text(value)
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def export_csv(name: str, rows: Iterator[dict[str, Any]]) -> Iterator[bytes]:
    """Rows as CSV with a header line, one value per cell (:func:`csv_cell`); in chunks."""
    return csv_chunks(export_columns(name), rows)


def csv_chunks(columns: Sequence[str], rows: Iterator[dict[str, Any]]) -> Iterator[bytes]:
    """``rows`` as CSV under a header of ``columns``, one value per cell (:func:`csv_cell`), in
    chunks of 500 rows (every export's CSV)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(columns)
    for n, row in enumerate(rows, start=1):
        writer.writerow([csv_cell(row[c]) for c in columns])
        if n % 500 == 0:
            yield out.getvalue().encode()
            out.seek(0)
            out.truncate()
    yield out.getvalue().encode()
