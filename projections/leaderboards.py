"""Read model "leaderboards": per player, per ruleset and per month, plus the all-time totals.

Table ``leaderboard``: one row per (player, ruleset, period) where ``ruleset`` is a ruleset name
or ``'*'`` (all rulesets) and ``period`` a UTC month ``'YYYY-MM'`` or ``'all'``; every event
updates the four scopes it falls in, so any filter is a plain ``WHERE ruleset = ? AND period = ?``.

Per row: matches played and won, win rate, rounds played and won, penalty points (the value of
the cards left at each round's end under the match's card-value table; the round winner scores 0)
and their mean per round, the current and longest run of matches won in a row, and an OpenSkill
Plackett-Luce rating (``mu``, ``sigma``) updated on each round's finishing order — the winner
first, then the others by cards left, then by their value, equal places tied — shown as the
conservative ``ordinal = mu - 3 sigma``.  Ratings and streaks are kept per scope: the monthly
board rates only that month's rounds.

Seats without a handle (anonymous matches) are not ranked, nor is a handle that sits at more
than one seat of a match (several bots of one kind share a handle such as ``bot:heuristic``: a
player cannot be ranked against himself).  Matches count when they finish.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import Column, Float, Index, Integer, MetaData, String, Table, select
from sqlalchemy.engine import Connection

from domain import events as ev
from projections.base import select_by_keys, upsert_rows
from projections.context import Item
from projections.queries import plain_row
from projections.schema import ReadTables, ts

NAME = "leaderboards"
VERSION = 1
"""Schema version of this module's tables and fold (bump it, and rebuild, when either changes)."""
REBUILD_COST = 2
"""Relative cost of a rebuild (balances ``rebuild --jobs`` worker processes)."""
ALL_RULESETS = "*"
ALL_TIME = "all"
ORDERS = ("ordinal", "win_rate", "matches_won", "rounds_won", "longest_streak", "mean_penalty_points")
"""The columns a leaderboard may be ordered by."""


def _define(md: MetaData, sfx: str) -> None:
    """The ``leaderboard`` table of one generation."""
    t = Table(
        f"leaderboard{sfx}",
        md,
        Column("player", String(200), primary_key=True),
        Column("ruleset", String(200), primary_key=True, comment="ruleset name, '*' = all rulesets"),
        Column("period", String(7), primary_key=True, comment="'YYYY-MM' (UTC month) or 'all'"),
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
    Index(f"ix_{t.name}_rank", t.c.ruleset, t.c.period, t.c.ordinal)


TABLES = ReadTables(_define)

MODEL = PlackettLuce()
"""The OpenSkill model (its defaults: mu 25, sigma 25/3)."""


def period_of(at: datetime) -> str:
    """The monthly period an event falls in (``'2026-11'``, UTC)."""
    return f"{at.year:04d}-{at.month:02d}"


@dataclass(slots=True)
class Batch:
    """Results in log order; applied to the stored rows at flush time (ratings and streaks are
    order-dependent, so they are computed in the flush, after loading the current rows)."""

    ops: list[tuple[Any, ...]] = field(default_factory=list)
    keys: set[tuple[str, str, str]] = field(default_factory=set)


def _new_row(player: str, ruleset: str, period: str) -> dict[str, Any]:
    return {
        "player": player,
        "ruleset": ruleset,
        "period": period,
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


class LeaderboardProjection:
    """Folds finished rounds and matches into ``leaderboard``."""

    name = NAME
    version = VERSION
    tables = TABLES
    rebuild_cost = REBUILD_COST
    event_types: frozenset[type] | None = frozenset((ev.RoundWon, ev.MatchFinished))

    def new_batch(self) -> Batch:
        """An empty batch."""
        return Batch()

    def handle(self, item: Item, batch: Batch) -> None:
        """Record round results and match results of named players."""
        event = item.event
        kind = type(event)
        if kind is not ev.RoundWon and kind is not ev.MatchFinished:
            return
        info = item.info
        at = item.n.recorded_at
        scopes = [(r, p) for r in (info.rules.name, ALL_RULESETS) for p in (period_of(at), ALL_TIME)]
        handles = info.players
        named = [seat for seat in range(info.seats) if info.player(seat) and handles.count(handles[seat]) == 1]
        if not named:
            return
        if kind is ev.RoundWon:
            values = item.round_penalties
            ranks = finishing_ranks(event.seat, event.hands, values)
            results = [(info.player(s), ranks[s], values[s], s == event.seat) for s in named]
            batch.ops.append(("round", scopes, at, results))
        else:
            results = [(info.player(s), 0, 0, s in event.winners) for s in named]
            batch.ops.append(("match", scopes, at, results))
        for player, *_ in results:
            for ruleset, period in scopes:
                batch.keys.add((player, ruleset, period))

    def flush(self, batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
        """Load the affected rows, replay the batch's results in order, upsert the changed rows."""
        if not batch.ops:
            return
        table = tables["leaderboard"]
        rows: dict[tuple[str, str, str], dict[str, Any]] = {}
        for row in select_by_keys(conn, table, sorted(batch.keys)):
            rows[(row["player"], row["ruleset"], row["period"])] = dict(row)
        for kind, scopes, at, results in batch.ops:
            for ruleset, period in scopes:
                scoped = []
                for player, rank, penalty, won in results:
                    key = (player, ruleset, period)
                    row = rows.get(key)
                    if row is None:
                        row = rows[key] = _new_row(player, ruleset, period)
                    row["last_at"] = at
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
                    rated = MODEL.rate(teams, ranks=[rank for _, rank in scoped])
                    for (row, _), (rating,) in zip(scoped, rated, strict=True):
                        row["mu"], row["sigma"] = rating.mu, rating.sigma
                        row["ordinal"] = rating.ordinal()
        upsert_rows(conn, table, [rows[k] for k in sorted(rows)])


PROJECTION = LeaderboardProjection()


# ---------------------------------------------------------------- queries


def leaderboard(
    conn: Connection,
    ruleset: str = ALL_RULESETS,
    period: str = ALL_TIME,
    order: str = "ordinal",
    limit: int = 50,
    offset: int = 0,
    min_matches: int = 0,
) -> list[dict[str, Any]]:
    """Players ranked by ``order`` (default the conservative OpenSkill ordinal) for a ruleset
    (``'*'``: all) and a period (``'all'`` or ``'YYYY-MM'``), with their rank."""
    if order not in ORDERS:
        raise ValueError(f"order must be one of {', '.join(ORDERS)}")
    t = TABLES.view("leaderboard")
    stmt = (
        select(t)
        .where(t.c.ruleset == ruleset, t.c.period == period, t.c.matches_played >= min_matches)
        .order_by(t.c[order].desc(), t.c.player)
        .limit(limit)
        .offset(offset)
    )
    return [{"rank": offset + i + 1, **plain_row(r)} for i, r in enumerate(conn.execute(stmt).mappings())]


def player_stats(conn: Connection, player: str) -> list[dict[str, Any]]:
    """Every leaderboard row of one player (all rulesets and periods)."""
    t = TABLES.view("leaderboard")
    stmt = select(t).where(t.c.player == player).order_by(t.c.ruleset, t.c.period)
    return [plain_row(r) for r in conn.execute(stmt).mappings()]
