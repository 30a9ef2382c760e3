"""The budgets of ``tests/budgets``: what a request or a follower may spend, in SQL statements and
commits, per backend.  Each figure is what the code spends today (measured by these tests), so
one more statement or commit per request fails; lower a figure when the code gets cheaper."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RouteBudget:
    """A route's allowance: per request, plus per event it appended (SQLite inserts one row a
    statement; PostgreSQL inserts a batch in one)."""

    statements_per_request: float
    commits_per_request: float
    statements_per_event: float = 0.0


@dataclass(frozen=True, slots=True)
class FollowerBudget:
    """A background follower's allowance per 100 moves whose events it does not handle (none:
    it must not even wake for them), plus per event it does handle (a round's end wakes the
    reactions: one round of reading the log and moving their position)."""

    statements_per_100_moves: float
    commits_per_100_moves: float
    statements_per_handled_event: float = 0.0
    commits_per_handled_event: float = 0.0


@dataclass(frozen=True, slots=True)
class RoundBudget:
    """A follower's allowance for one round that finds nothing to do (a poll)."""

    statements_per_round: float
    commits_per_round: float


ROUTE_BUDGETS: dict[str, dict[str, RouteBudget]] = {
    "sqlite": {
        "move": RouteBudget(0, 1, 1),
        "deal": RouteBudget(1, 1, 1),
        "read": RouteBudget(1.67, 0),
        "pb_bet": RouteBudget(1, 1, 1),
        "pb_coup": RouteBudget(2, 1, 1),
    },
    "postgresql": {
        "move": RouteBudget(1, 1),
        "deal": RouteBudget(3, 1),
        "read": RouteBudget(2.34, 0),
        "pb_bet": RouteBudget(3, 1),
        "pb_coup": RouteBudget(5, 1),
    },
}

FOLLOWER_BUDGETS: dict[str, dict[str, FollowerBudget]] = {
    "sqlite": {
        "maumau-reactions": FollowerBudget(0, 0, 10, 3),
    },
    "postgresql": {
        "maumau-reactions": FollowerBudget(0, 0, 20, 3),
        "maumau-remote-appends": FollowerBudget(0, 0),  # this process's own appends: heard in memory
    },
}

IDLE_ROUND_BUDGETS: dict[str, RoundBudget] = {
    "sqlite": RoundBudget(1, 0),
    "postgresql": RoundBudget(3, 0),
}
