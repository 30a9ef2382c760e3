"""Read model "leaderboards": per player, per ruleset and per month, plus the all-time totals,
in two boards: rated and unrated.

Table ``leaderboard``: one row per (player, ruleset, period, board).  Rows are keyed on ids, never
on display labels:

* ``player_key``: the player's account id (a UUID), or ``handle:<handle>`` for a seat without one
  (matches started before ids were recorded, bots); ``player_id`` holds the id (null for a handle
  key) and ``player`` the handle last seen, a display label only.
* ``ruleset_key``: the ruleset's id (a preset's name such as ``MM-001``, or a saved ruleset's UUID),
  ``name:<name>`` for a match started before ruleset ids were recorded, or ``'*'`` (all rulesets);
  ``ruleset_id`` holds the id and ``ruleset`` the ruleset's name, a display label only.  Two saved
  rulesets with one name never share a row, and a legacy row is never merged with an id-keyed one.
* ``period``: a UTC month ``'YYYY-MM'`` or ``'all'``.
* ``rated``: the board.  A match started rated (``MatchStarted.rated``: a rated table, accounts
  only) counts in the rated board, and there only its seats with an account id are ranked (bots
  and guests never enter it); every other match (unrated tables, guests, legacy matches) counts in
  the unrated board.  Each match counts in exactly one board.

Every event updates the four scopes it falls in (its ruleset and ``'*'``, its month and
``'all'``, in its board), so any filter is a plain ``WHERE ruleset_key = ? AND period = ? AND
rated = ?``.

Per row: matches played and won, win rate, rounds played and won, penalty points (the value of
the cards left at each round's end under the match's card-value table; the round winner scores 0)
and their mean per round, the current and longest run of matches won in a row, and an OpenSkill
Plackett-Luce rating (``mu``, ``sigma``) updated on each round's finishing order — the winner
first, then the others by cards left, then by their value, equal places tied — shown as the
conservative ``ordinal = mu - 3 sigma``.  Ratings and streaks are kept per scope: the monthly
board rates only that month's rounds.

Seats without a key (no id and no handle) are not ranked, nor is a key that sits at more than one
seat of a match (several bots of one kind share a handle such as ``bot:heuristic``: a player
cannot be ranked against himself).  Matches count when they finish.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import Boolean, Column, Float, Index, Integer, MetaData, String, Table, select
from sqlalchemy.engine import Connection

from domain.maumau import events as ev
from domain.maumau.codec import TOPIC_PREFIX
from projections.base import select_by_keys, upsert_rows
from projections.context import FoldCache, Item
from projections.queries import plain_row, player_filter, ruleset_filter
from projections.read_model import ReadModel
from projections.schema import ReadTables, ts

ALL_RULESETS = "*"
ALL_TIME = "all"
ORDERS = ("ordinal", "win_rate", "matches_won", "rounds_won", "longest_streak", "mean_penalty_points")
"""The columns a leaderboard may be ordered by."""


def _define(md: MetaData, sfx: str) -> None:
    """The ``leaderboard`` table of one generation."""
    t = Table(
        f"leaderboard{sfx}",
        md,
        Column("player_key", String(210), primary_key=True, comment="account id, or 'handle:<handle>' without one"),
        Column("ruleset_key", String(210), primary_key=True, comment="ruleset id, 'name:<name>' (legacy) or '*'"),
        Column("period", String(7), primary_key=True, comment="'YYYY-MM' (UTC month) or 'all'"),
        Column("rated", Boolean, primary_key=True, comment="the rated board (true) or the unrated one"),
        Column("player_id", String(36), nullable=True, comment="the account id (null: keyed on a handle)"),
        Column("player", String(200), nullable=False, comment="display label: the handle last seen"),
        Column("ruleset_id", String(64), nullable=True, comment="the ruleset id (null: legacy or '*')"),
        Column("ruleset", String(200), nullable=False, comment="display label: the ruleset's name, '*' = all"),
        Column("matches_played", Integer, nullable=False),
        Column("matches_won", Integer, nullable=False),
        Column("win_rate", Float, nullable=False, comment="matches_won / matches_played"),
        Column("rounds_played", Integer, nullable=False),
        Column("rounds_won", Integer, nullable=False),
        Column("penalty_points", Integer, nullable=False, comment="sum of card values left at round ends"),
        Column("mean_penalty_points", Float, nullable=False, comment="penalty_points / rounds_played"),
        Column("current_streak", Integer, nullable=False, comment="matches won in a row, now"),
        Column("longest_streak", Integer, nullable=False, comment="longest run of matches won in a row"),
        Column("mu", Float, nullable=False, comment="OpenSkill Plackett-Luce mean"),
        Column("sigma", Float, nullable=False, comment="OpenSkill Plackett-Luce uncertainty"),
        Column("ordinal", Float, nullable=False, comment="conservative rating mu - 3 sigma"),
        ts("last_at", comment="time of the last event counted"),
    )
    Index(f"ix_{t.name}_rank", t.c.ruleset_key, t.c.period, t.c.rated, t.c.ordinal)


TABLES = ReadTables(_define)

MODEL = PlackettLuce()
"""The OpenSkill model (its defaults: mu 25, sigma 25/3)."""


def period_of(at: datetime) -> str:
    """The monthly period an event falls in (``'2026-11'``, UTC)."""
    return f"{at.year:04d}-{at.month:02d}"


Key = tuple[str, str, str, bool]
"""A row's primary key: ``(player_key, ruleset_key, period, rated)``."""
Scope = tuple[str, str | None, str, str, bool]
"""Where a result counts: ``(ruleset_key, ruleset_id, ruleset label, period, rated)``."""
Result = tuple[str, str | None, str, int, int, bool]
"""One seat's result: ``(player_key, player_id, handle, rank, penalty points, won)``."""


@dataclass(slots=True)
class Batch:
    """Results in log order; applied to the stored rows at flush time (ratings and streaks are
    order-dependent, so they are computed in the flush, after loading the current rows)."""

    ops: list[tuple[str, list[Scope], datetime, list[Result]]] = field(default_factory=list)
    keys: set[Key] = field(default_factory=set)


def _new_row(key: Key, scope: Scope, result: Result) -> dict[str, Any]:
    player_key, ruleset_key, period, rated = key
    return {
        "player_key": player_key,
        "ruleset_key": ruleset_key,
        "period": period,
        "rated": rated,
        "player_id": result[1],
        "player": result[2],
        "ruleset_id": scope[1],
        "ruleset": scope[2],
        "matches_played": 0,
        "matches_won": 0,
        "win_rate": 0.0,
        "rounds_played": 0,
        "rounds_won": 0,
        "penalty_points": 0,
        "mean_penalty_points": 0.0,
        "current_streak": 0,
        "longest_streak": 0,
        "mu": MODEL.mu,
        "sigma": MODEL.sigma,
        "ordinal": MODEL.mu - 3 * MODEL.sigma,
        "last_at": None,
    }


def finishing_ranks(winner: int, hands: tuple[tuple[int, ...], ...], values: tuple[int, ...]) -> list[int]:
    """Place per seat (1 = best): the winner first, then fewer cards, then lower value; ties share."""
    keys = [(0, 0, 0) if seat == winner else (1, len(hand), values[seat]) for seat, hand in enumerate(hands)]
    order = sorted(set(keys))
    return [order.index(k) + 1 for k in keys]


def _handle(item: Item, batch: Batch) -> None:
    """Record round results and match results of the ranked seats (see the module docstring)."""
    event = item.event
    kind = type(event)
    if kind is not ev.RoundWon and kind is not ev.MatchFinished:
        return
    info = item.info
    at = item.n.recorded_at
    rated = info.rated
    label = info.rules.name
    rulesets = ((info.ruleset_key, info.ruleset_id, label), (ALL_RULESETS, None, ALL_RULESETS))
    scopes = [(key, rid, name, p, rated) for key, rid, name in rulesets for p in (period_of(at), ALL_TIME)]
    keys = info.player_keys
    named = [
        seat
        for seat in range(info.seats)
        if keys[seat] and keys.count(keys[seat]) == 1 and (not rated or info.player_id(seat) is not None)
    ]
    if not named:
        return
    if kind is ev.RoundWon:
        values = item.round_penalties
        ranks = finishing_ranks(event.seat, event.hands, values)
        results = [(keys[s], info.player_id(s), info.player(s), ranks[s], values[s], s == event.seat) for s in named]
        batch.ops.append(("round", scopes, at, results))
    else:
        results = [(keys[s], info.player_id(s), info.player(s), 0, 0, s in event.winners) for s in named]
        batch.ops.append(("match", scopes, at, results))
    for result in results:
        for ruleset_key, _, _, period, board in scopes:
            batch.keys.add((result[0], ruleset_key, period, board))


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
    """Load the affected rows, replay the batch's results in order, upsert the changed rows."""
    if not batch.ops:
        return
    table = tables["leaderboard"]
    rows: dict[Key, dict[str, Any]] = {}
    for row in select_by_keys(conn, table, sorted(batch.keys)):
        rows[(row["player_key"], row["ruleset_key"], row["period"], bool(row["rated"]))] = dict(row)
    for kind, scopes, at, results in batch.ops:
        for scope in scopes:
            ruleset_key, _, ruleset_label, period, rated = scope
            scoped = []
            for result in results:
                player, _, handle, rank, penalty, won = result
                key = (player, ruleset_key, period, rated)
                row = rows.get(key)
                if row is None:
                    row = rows[key] = _new_row(key, scope, result)
                row["last_at"] = at
                row["player"] = handle  # labels follow the latest match
                row["ruleset"] = ruleset_label
                if kind == "round":
                    row["rounds_played"] += 1
                    row["rounds_won"] += int(won)
                    row["penalty_points"] += penalty
                    row["mean_penalty_points"] = row["penalty_points"] / row["rounds_played"]
                    scoped.append((row, rank))
                else:
                    row["matches_played"] += 1
                    if won:
                        row["matches_won"] += 1
                        row["current_streak"] += 1
                        row["longest_streak"] = max(row["longest_streak"], row["current_streak"])
                    else:
                        row["current_streak"] = 0
                    row["win_rate"] = row["matches_won"] / row["matches_played"]
            if len(scoped) >= 2:
                teams = [[MODEL.rating(mu=row["mu"], sigma=row["sigma"])] for row, _ in scoped]
                new = MODEL.rate(teams, ranks=[rank for _, rank in scoped])
                for (row, _), (rating,) in zip(scoped, new, strict=True):
                    row["mu"], row["sigma"] = rating.mu, rating.sigma
                    row["ordinal"] = rating.ordinal()
    upsert_rows(conn, table, [rows[k] for k in sorted(rows)])


READ_MODEL: ReadModel[Item, Batch] = ReadModel(
    name="leaderboards", version=2, rebuild_cost=2, follows=(TOPIC_PREFIX,), context=FoldCache,
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush, event_types=frozenset((ev.RoundWon, ev.MatchFinished)),
)  # fmt: skip
"""Folds finished rounds and matches into ``leaderboard``."""


# ---------------------------------------------------------------- queries


def leaderboard(
    conn: Connection,
    ruleset: str = ALL_RULESETS,
    period: str = ALL_TIME,
    order: str = "ordinal",
    limit: int = 50,
    offset: int = 0,
    min_matches: int = 0,
    *,
    rated: bool = True,
) -> list[dict[str, Any]]:
    """Players ranked by ``order`` (default the conservative OpenSkill ordinal) for a ruleset
    (:func:`~projections.queries.ruleset_filter`: an id, ``name:<name>`` for a legacy ruleset, ``'*'``: all), a period
    (``'all'`` or ``'YYYY-MM'``) and a board (``rated``: the rated one by default), with their
    rank; each row carries its keys, ids and display labels."""
    if order not in ORDERS:
        raise ValueError(f"order must be one of {', '.join(ORDERS)}")
    t = TABLES.view("leaderboard")
    stmt = (
        select(t)
        .where(
            t.c.ruleset_key == ruleset_filter(ruleset),
            t.c.period == period,
            t.c.rated == rated,
            t.c.matches_played >= min_matches,
        )
        .order_by(t.c[order].desc(), t.c.player_key)
        .limit(limit)
        .offset(offset)
    )
    return [{"rank": offset + i + 1, **plain_row(r)} for i, r in enumerate(conn.execute(stmt).mappings())]


def player_stats(conn: Connection, player: str, *, rated: bool | None = None) -> list[dict[str, Any]]:
    """Every leaderboard row of one player (:func:`~projections.queries.player_filter`: an account id or a handle),
    in every ruleset and period, in both boards unless ``rated`` names one."""
    t = TABLES.view("leaderboard")
    stmt = select(t).where(t.c.player_key == player_filter(player))
    if rated is not None:
        stmt = stmt.where(t.c.rated == rated)
    stmt = stmt.order_by(t.c.rated.desc(), t.c.ruleset_key, t.c.period)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]
