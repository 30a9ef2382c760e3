"""What one runner step costs, counted (not timed): SQL statements and commits on an idle and on
a busy log (issue 21: "count, don't only time").  Statements are counted with the read engine's
``before_cursor_execute`` and ``commit`` events (every thread of the runner's pool included) and
the event store's ``read_notifications`` calls (one statement each), as
``benchmarks/follower_costs.py`` does.

Before issue 21 a step read the tracking rows, the parks and the skips (3 statements) and a busy
step committed once per read model (9) whether or not it had rows to write; now one statement
reads the rows and whether there are parks or skips at all, and the read models that handled
nothing move together in one statement and one commit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event

from projections.registry import PROJECTIONS
from projections.runner import Runner, Tracker, read_trackers
from tests.projections.conftest import ReadSide


@contextmanager
def _counted(side: ReadSide) -> Iterator[Counter[str]]:
    """Count the read engine's statements and commits and the store's log reads in the block."""
    counts: Counter[str] = Counter()

    def statement(*_a: Any, **_k: Any) -> None:
        counts["statements"] += 1

    def commit(*_a: Any, **_k: Any) -> None:
        counts["commits"] += 1

    original = side.store.read_notifications

    def read(*args: Any, **kwargs: Any) -> Any:
        counts["log_reads"] += 1
        return original(*args, **kwargs)

    event.listen(side.engine, "before_cursor_execute", statement)
    event.listen(side.engine, "commit", commit)
    side.store.read_notifications = read  # type: ignore[method-assign]
    try:
        yield counts
    finally:
        event.remove(side.engine, "before_cursor_execute", statement)
        event.remove(side.engine, "commit", commit)
        side.store.read_notifications = original  # type: ignore[method-assign]


def test_an_idle_step_reads_its_rows_and_the_log_and_commits_nothing(read_side: ReadSide, matches) -> None:
    sid, events = matches[0]
    read_side.store.append(sid, 0, events)
    runner = Runner(read_side.engine, read_side.store)
    try:
        runner.run_until_caught_up()
        with _counted(read_side) as counts:
            assert runner.step() == 0
    finally:
        runner.close()
    # the tracking rows (with whether any is parked or skips events: then those are read too);
    # one read of the log; no transaction written.  Before issue 21: 3 statements.
    assert counts == {"statements": 1, "log_reads": 1}


def test_a_busy_step_commits_once_for_all_read_models_without_rows(read_side: ReadSide, matches) -> None:
    runner = Runner(read_side.engine, read_side.store)
    steps = 0
    try:
        with _counted(read_side) as counts:
            for sid, events in matches[:3]:  # Mau-Mau and others, one move's events (3) a step
                for i in range(0, len(events), 3):
                    read_side.store.append(sid, i, events[i : i + 3])
                    runner.step()
                    steps += 1
    finally:
        runner.close()
    # each step: 1 read of the tracking rows and 1 of the log; one commit per read model with
    # rows to write, plus one for all the rest.  190 steps of these matches: 1,710 commits (9 a
    # step) and 2,402 (PostgreSQL) to 2,781 (SQLite) statements before issue 21; 628 commits and
    # 940 to 1,319 statements after.
    assert counts["log_reads"] == steps
    assert counts["commits"] <= steps * 3.5, counts
    assert counts["commits"] < steps * len(PROJECTIONS) / 2
    assert counts["statements"] <= steps * 7.5, counts


def test_the_joint_move_of_idle_read_models_is_all_or_none(read_side: ReadSide, matches) -> None:
    sid, events = matches[0]
    read_side.store.append(sid, 0, events)
    runner = Runner(read_side.engine, read_side.store)
    try:
        with read_side.engine.connect() as conn:
            rows = read_trackers(conn, ["puntobanco_ledger", "tournaments"])
        stale = [rows["puntobanco_ledger"], Tracker("tournaments", 99, rows["tournaments"].generation, 1)]
        assert runner._move_idle(stale, 5) is False  # one row is not where it was read: none moves
        with read_side.engine.connect() as conn:
            assert {n: t.position for n, t in read_trackers(conn, rows).items()} == {
                "puntobanco_ledger": 0,
                "tournaments": 0,
            }
        assert runner._move_idle(list(rows.values()), 5) is True
        with read_side.engine.connect() as conn:
            assert {t.position for t in read_trackers(conn, rows).values()} == {5}
    finally:
        runner.close()
