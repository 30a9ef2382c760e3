"""A poison event parks only the projection that fails on it (SQLite and PostgreSQL).

The failing projections are made to order (:mod:`tests.projections.poison`): analytics' row of one
move overflows the real database (issue #8's 1e20 pending draw), audit's ``handle`` raises on
another event.  The other projections must reach the head, the failing ones must stop exactly
before their event with the error recorded, ``resume`` after a fix must catch them up to the
same tables a rebuild gives, ``resume`` without a fix must park again, and ``skip`` must leave
out exactly the one event, on record, in rebuilds too.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import func, select
from typer.testing import CliRunner

from api.cli.main import app
from domain.maumau import events as ev
from projections import parking
from projections.operations import checksums, rebuild, status
from projections.registry import PROJECTIONS
from projections.runner import Runner, read_trackers
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved, view_tables
from tests.projections.poison import fail_handle_at, move_notifications, overflow_analytics_at


def _positions(side: ReadSide) -> dict[str, int]:
    with side.engine.connect() as conn:
        return {name: t.position for name, t in read_trackers(conn, PROJECTIONS).items()}


def _parks(side: ReadSide) -> dict[str, parking.Park]:
    with side.engine.connect() as conn:
        return parking.read_parked(conn)


def _cli(side: ReadSide, *args: str) -> Any:
    return CliRunner().invoke(app, ["projections", *args, "--database-url", side.url])


def _analytics_rows_of(side: ReadSide, notification_id: int) -> int:
    moves = view_tables()["analytics_moves"]
    with side.engine.connect() as conn:
        return int(
            conn.execute(
                select(func.count()).select_from(moves).where(moves.c.notification_id == notification_id)
            ).scalar_one()
        )


def test_poison_events_park_only_their_projections_and_resume_after_a_fix(
    read_side: ReadSide, matches, monkeypatch: pytest.MonkeyPatch
) -> None:
    append_interleaved(read_side.store, matches[:6], max_chunk=12)
    head = read_side.store.max_notification_id()
    plays = move_notifications(read_side.store)
    draws = move_notifications(read_side.store, ev.CardDrawn)
    poison, bad_draw = plays[len(plays) // 2], draws[len(draws) // 3]
    overflow_analytics_at(monkeypatch, poison)
    fail_handle_at(monkeypatch, "audit", bad_draw)

    runner = Runner(read_side.engine, read_side.store, batch_size=50, retry_delay=0.0)
    runner.run_until_caught_up(max_seconds=120)

    positions = _positions(read_side)
    assert positions == {
        "leaderboards": head,
        "score_sheets": head,
        "disputes": head,
        "analytics": poison - 1,
        "audit": bad_draw - 1,
        # Punto Banco's read models follow their own stream kind: they pass Mau-Mau's events.
        "puntobanco_ledger": head,
        "puntobanco_coups": head,
        "puntobanco_audit": head,
        "tournaments": head,  # the tournaments' read model follows the tournament streams (#11)
        "game_results": head,  # every game with results (#22): none of Mau-Mau's events
    }
    parks = _parks(read_side)
    assert set(parks) == {"analytics", "audit"}
    assert (parks["analytics"].notification_id, parks["analytics"].position) == (poison, poison - 1)
    assert parks["analytics"].event_type == "CardPlayed"
    assert parks["analytics"].attempts == runner.max_attempts
    overflow = "NumericValueOutOfRange" if read_side.settings.is_postgres else "OverflowError"
    assert overflow in parks["analytics"].error_type
    assert (parks["audit"].notification_id, parks["audit"].error_type) == (bad_draw, "tests.projections.poison.Broken")
    assert "cannot fold notification" in parks["audit"].error
    # The good prefix is in the tables: every move before the poison, none from it on.
    assert _analytics_rows_of(read_side, poison - 1) + _analytics_rows_of(read_side, poison) <= 1
    assert _analytics_rows_of(read_side, plays[len(plays) // 2 - 1]) == 1
    assert _analytics_rows_of(read_side, poison) == 0

    # The status shows it; the error text only where asked for (the CLI), its type everywhere.
    rows = {r["name"]: r for r in status(read_side.engine, read_side.store)}
    assert rows["analytics"]["parked"]["notification_id"] == poison
    assert "error" not in rows["analytics"]["parked"]
    assert rows["leaderboards"]["parked"] is None
    shown = _cli(read_side, "status", "--json")
    assert shown.exit_code == 1
    cli_rows = {r["name"]: r for r in json.loads(shown.stdout)}
    assert "cannot fold notification" in cli_rows["audit"]["parked"]["error"]
    text = _cli(read_side, "status")
    assert "PARKED" in text.stdout
    assert "resume analytics" in text.stdout
    once = _cli(read_side, "run", "--once")  # the one-shot worker says so in its exit code
    assert once.exit_code == 1
    assert f"PARKED analytics at position {poison - 1}: notification {poison}" in once.output

    # More events: the healthy projections follow, the parked ones stay where they are.
    append_interleaved(read_side.store, matches[6:9], seed=5, max_chunk=12)
    new_head = read_side.store.max_notification_id()
    runner.run_until_caught_up(max_seconds=120)
    assert _positions(read_side)["leaderboards"] == new_head
    assert _positions(read_side)["analytics"] == poison - 1

    # Resumed without a fix: tried again, parked again at the same event.
    assert _cli(read_side, "resume", "analytics").exit_code == 0
    assert "analytics" not in _parks(read_side)
    runner.run_until_caught_up(max_seconds=120)
    assert _parks(read_side)["analytics"].notification_id == poison
    assert _cli(read_side, "resume", "leaderboards").exit_code == 1  # not parked

    # Fixed and resumed: both catch up, and equal a rebuild from zero.
    monkeypatch.undo()
    assert _cli(read_side, "resume", "analytics").exit_code == 0
    assert _cli(read_side, "resume", "audit").exit_code == 0
    runner.run_until_caught_up(max_seconds=120)
    runner.close()
    assert set(_positions(read_side).values()) == {new_head}
    assert _parks(read_side) == {}
    live = checksums(read_side.engine)
    rebuild(read_side.engine, read_side.store, ["analytics", "audit"])
    assert checksums(read_side.engine) == live


def test_skip_leaves_out_exactly_the_parked_event_on_record_also_in_rebuilds(
    read_side: ReadSide, matches, monkeypatch: pytest.MonkeyPatch
) -> None:
    append_interleaved(read_side.store, matches[:3], max_chunk=12)
    head = read_side.store.max_notification_id()
    plays = move_notifications(read_side.store)
    poison = plays[len(plays) // 2]
    overflow_analytics_at(monkeypatch, poison)
    runner = Runner(read_side.engine, read_side.store, batch_size=500, retry_delay=0.0)
    runner.run_until_caught_up(max_seconds=120)
    assert _parks(read_side)["analytics"].notification_id == poison

    wrong = _cli(read_side, "skip", "analytics", "--event", str(poison + 1), "--reason", "x")
    assert wrong.exit_code == 1  # only the event it is parked on
    assert "parked on notification" in wrong.output
    assert _cli(read_side, "skip", "analytics", "--event", str(poison), "--reason", " ").exit_code == 2
    done = _cli(read_side, "skip", "analytics", "--event", str(poison), "--reason", "1e20 cards: bad ruleset")
    assert done.exit_code == 0, done.output
    runner.run_until_caught_up(max_seconds=120)  # still "broken", but that event is left out
    runner.close()
    assert set(_positions(read_side).values()) == {head}
    assert _analytics_rows_of(read_side, poison) == 0
    assert _analytics_rows_of(read_side, plays[len(plays) // 2 + 1]) == 1
    with read_side.engine.connect() as conn:
        record = conn.execute(select(parking.skips)).mappings().one()
    assert (record["projection"], record["notification_id"], record["event_type"]) == (
        "analytics",
        poison,
        "CardPlayed",
    )
    assert record["reason"] == "1e20 cards: bad ruleset"
    assert record["error"]
    assert {r["name"]: r["skipped"] for r in status(read_side.engine, read_side.store)}["analytics"] == [poison]
    # A rebuild (the poison still in place) leaves the same event out and gives the same tables.
    live = checksums(read_side.engine, ["analytics"])
    rebuild(read_side.engine, read_side.store, ["analytics"], batch_size=100)
    assert checksums(read_side.engine, ["analytics"]) == live


def test_a_rebuild_that_hits_a_poison_event_stops_and_names_it(
    read_side: ReadSide, matches, monkeypatch: pytest.MonkeyPatch
) -> None:
    from projections.runner import ProjectionParked

    append_interleaved(read_side.store, matches[:2], max_chunk=12)
    Runner(read_side.engine, read_side.store).run_until_caught_up()
    before = checksums(read_side.engine, ["analytics"])
    poison = move_notifications(read_side.store)[3]
    overflow_analytics_at(monkeypatch, poison)
    with pytest.raises(ProjectionParked, match=f"notification {poison} "):
        rebuild(read_side.engine, read_side.store, ["analytics"], batch_size=100)
    # The live generation is untouched and not parked; a rebuild after the fix swaps in.
    assert "analytics" not in _parks(read_side)
    assert checksums(read_side.engine, ["analytics"]) == before
    monkeypatch.undo()
    assert rebuild(read_side.engine, read_side.store, ["analytics"]) == {"analytics": 3}
    assert checksums(read_side.engine, ["analytics"]) == before
    assert _parks(read_side) == {}
