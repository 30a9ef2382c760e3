"""Server-side bots (SQLite and PostgreSQL): a table of bots finishes its match alone, every bot
move is reproducible from the stream, tables found at start-up are resumed, and a removed bot stops."""

from __future__ import annotations

import dataclasses
import random
import time
import uuid
from collections.abc import Sequence

from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.maumau.bot_registry import BOTS
from domain.maumau.decide import decide
from domain.maumau.evolve import fold
from domain.maumau.view import player_view
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.services.bot_runner import BotRunner, bot_rng
from infrastructure.services.runtime import Runtime
from infrastructure.services.scheduler import Scheduler
from tests.api.helpers import bearer
from tests.live.conftest import live_options
from tests.live.helpers import Table, settle, wait_for


def _batches(records: Sequence[RecordedEvent[object]]) -> list[list[RecordedEvent[object]]]:
    """The stored batches of ``records`` (events sharing one recording time and metadata)."""
    out: list[list[RecordedEvent[object]]] = []
    for record in records:
        if out and out[-1][-1].recorded_at == record.recorded_at and out[-1][-1].metadata == record.metadata:
            out[-1].append(record)
        else:
            out.append([record])
    return out


def test_a_table_of_bots_plays_its_whole_match_alone_and_every_bot_move_replays(
    live_app, live_client, services
) -> None:
    names = ["heuristic", "random", "random", "heuristic"]
    table = Table.open(live_client, names, "MM-002")
    wait_for(lambda: table.state()["phase"] == "finished", 60, 0.05, "the bots to finish the match")
    state = table.state()
    assert state["winners"]
    assert state["round_no"] >= 1
    # Every batch after the start came from a bot (rounds dealt by the bots' table too).
    records = services.games.load(table.id)
    batches = _batches(records)
    actors = [b[0].metadata["actor"] for b in batches]
    assert actors[0] == "host"
    assert set(actors[1:]) == {"bot"}
    # Reproducible: each bot move is the bot's choice from its own view and the documented rng.
    for batch in batches[1:]:
        seat = batch[0].metadata["seat"]
        if seat is None:
            continue  # the next round, dealt for the table of bots
        before = fold(r.event for r in records[: batch[0].version - 1])
        view = player_view(before, seat)
        command = BOTS[names[seat]](view, bot_rng(table.id, before.version, seat))
        assert command is not None
        stamped = dataclasses.replace(command, at=batch[0].metadata["at"])
        assert decide(before, stamped) == [r.event for r in batch]
    assert live_app.state.runtime.bots.moves == len(batches) - 1


def test_bots_found_at_start_up_resume_their_match(services) -> None:
    # A table of bots started while no runtime runs: nothing moves.
    quiet = create_app(services=services, background=False)
    with TestClient(quiet) as client:
        table = Table.open(client, ["random", "heuristic"], "MM-003")
        started = table.state()["version"]
        time.sleep(0.2)
        assert table.state()["version"] == started
    # A process starts: its sweep finds the table and the bots finish the match.
    runtime = Runtime(services, live_options(), background=True).start()
    try:
        wait_for(lambda: services.games.state(table.id).phase == "finished", 60, 0.05, "the resumed match")
    finally:
        runtime.stop()


def test_a_removed_bot_stops_and_a_human_table_waits_for_its_human(live_app, live_client, services) -> None:
    table = Table.open(live_client, ["human", "heuristic"], "MM-001")
    settle(live_app)
    state = table.state()
    assert state["phase"] == "playing"
    assert state["turn"] == 0, "the bot moved until it was the human's turn"
    version = state["version"]
    settle(live_app)
    assert table.state()["version"] == version, "nobody moves for the human"
    # A bot that started the match stays until it ends: the host cannot remove it.
    r = live_client.post(f"{table.url}/seats/1/leave", headers=bearer(table.host))
    assert (r.status_code, r.json()["detail"]["rule"]) == (409, "match_running")
    assert table.state()["version"] == version
    # A substitute for a human who left may be removed: once the seat cache expires it no longer acts.
    human = table.tokens[0]
    assert live_client.post(f"{table.url}/seats/0/leave", headers=bearer(human)).status_code == 204
    if services.tables.seats(table.id)[0] is None:  # no substitute from the table's on_leave yet
        services.tables.seat_substitute(table.id, 0, "random")
    bots: BotRunner = live_app.state.runtime.bots
    assert wait_for(lambda: 0 in bots.bot_seats(table.id), 5, 0.05, "the substitute to be seen")
    r = live_client.post(f"{table.url}/seats/0/leave", headers=bearer(table.host))
    assert r.status_code == 204, r.text
    assert wait_for(lambda: 0 not in bots.bot_seats(table.id), 5, 0.05, "the seat cache to expire")


def test_bot_rng_is_a_pure_function_of_table_version_and_seat() -> None:
    table = uuid.uuid4()
    assert bot_rng(table, 7, 1).random() == bot_rng(table, 7, 1).random()
    assert bot_rng(table, 7, 1).random() != bot_rng(table, 8, 1).random()
    assert bot_rng(table, 7, 1).random() != bot_rng(table, 7, 2).random()
    assert isinstance(bot_rng(table, 0, 0), random.Random)


def test_scheduler_runs_timers_in_due_order_skips_cancelled_and_wakes_on_a_moved_clock() -> None:
    now = [1_000]
    scheduler = Scheduler(lambda: now[0]).start()
    try:
        ran: list[str] = []
        scheduler.schedule(1_500, lambda: ran.append("b"))
        scheduler.schedule(1_200, lambda: ran.append("a"))
        scheduler.schedule(1_300, lambda: ran.append("cancelled")).cancel()
        scheduler.schedule(900, lambda: ran.append("due"))
        wait_for(lambda: ran == ["due"], 5, what="the due timer")
        now[0] = 1_600
        scheduler.wake()
        wait_for(lambda: ran == ["due", "a", "b"], 5, what="the moved clock")
    finally:
        scheduler.stop()
