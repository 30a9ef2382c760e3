"""What goes wrong only when the service runs as several processes (SQLite and PostgreSQL; the
real multi-process topology is in :mod:`tests.live.test_topology_processes`).

* A clock's command decided on a cached state another process has moved past: the separate
  reactions process dealt round 2 (its cache stops there), the serving process played round 2
  out; the timer of round 3 then found "still playing round 2" in its cache and dealt nothing,
  for good (issue #19, item 12: tables stopped dealing with ``maumau reactions run``).
* A bot's thinking time counted from the batch that woke it, not from the state it acts on: a
  guest who drew and then passed 300 ms later got the bot's move 100 ms after the pass (with
  several processes, the bot move of another process 17-68 ms earlier).
* ``/readyz`` with a reaction's timer overdue (nobody runs the reactions): 503
  ``reaction_overdue``; ready again once it fired.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.cards import build_deck, card_name
from domain.maumau.events import RoundStarted
from domain.maumau.legal import acting_seat
from domain.maumau.state import State
from domain.maumau.view import player_view
from infrastructure.adapters.settings import Settings
from infrastructure.services.auto_deal import AutoDeal
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.bot_runner import BotRunner
from infrastructure.services.reactions import ReactionRunner
from infrastructure.services.scheduler import Scheduler
from tests.api.helpers import bearer
from tests.live.helpers import Table, wait_for
from tests.service_fixtures import FakeClock, seeded_random

DELAY_MS = 400


def _one_card_ruleset(client: TestClient) -> str:
    r = client.post("/v1/rulesets", json={"base": "MM-001", "name": "one card", "overrides": {"hand_size": 1}})
    assert r.status_code == 201, r.text
    ruleset_id: str = r.json()["id"]
    return ruleset_id


def _play_round_out(runner: BotRunner, services: Services, table_id: uuid.UUID) -> State:
    """Let the bots of ``table_id`` play until the round is over (``runner`` deals nothing)."""
    for _ in range(500):
        state: State = services.games.state(table_id)
        if state.phase != "playing":
            return state
        assert runner.step(table_id), "a bot had nothing to do in a running round"
    raise AssertionError("the round did not end in 500 bot moves")


def _rounds_started(services: Services, table_id: uuid.UUID) -> list[int]:
    return [r.event.round_no for r in services.games.load(table_id) if type(r.event) is RoundStarted]


def test_a_deal_decided_on_a_cache_another_process_moved_past_still_deals(
    services: Services, service_settings: Settings, clock: FakeClock
) -> None:
    with TestClient(create_app(services=services, background=False)) as client:
        table = Table.open(client, ["random", "random"], _one_card_ruleset(client), settings={"auto_deal_seconds": 1})
    # The serving process's bots play; they deal nothing themselves (auto-deal is the reaction's).
    serving = BotRunner(services.games, services.tables, services.engine, Scheduler(clock), autodeal=False)
    assert _play_round_out(serving, services, table.id).round_no == 1
    # The reactions process (its own services: its own cache) deals round 2 ...
    reactions = build_services(service_settings, clock=clock, random_seed=seeded_random(b"reactions"))
    try:
        deal = AutoDeal(reactions.tables)
        assert deal.perform(reactions.games, table.id, {"round": 2}, "react:auto_deal:test-2")
        # ... the serving process plays it out; the reactions process's cache still says "round 2 runs".
        assert _play_round_out(serving, services, table.id).round_no == 2
        cached = reactions.games.cached_state(table.id)
        assert cached is not None
        assert (cached.phase, cached.round_no) == ("playing", 2)
        # Round 3's timer fires in the reactions process: it must deal, not find "nothing to do".
        assert services.games.state(table.id).phase == "between_rounds"
        assert deal.perform(reactions.games, table.id, {"round": 3}, "react:auto_deal:test-3")
        assert _rounds_started(services, table.id) == [1, 2, 3]
        assert reactions.games.state(table.id).round_no == 3
    finally:
        reactions.close()


def _draw(services: Services, table_id: uuid.UUID, seat: int, at: int) -> None:
    """``seat`` (a human) ends its turn, stamped ``at``: it draws, then passes (or plays) if the
    drawn card keeps the turn with it."""
    for _ in range(5):
        state = services.games.state(table_id)
        if state.phase != "playing" or acting_seat(state) != seat:
            return
        legal = player_view(state, seat).legal
        kinds = [type(c).__name__ for c in legal]
        wanted = "Draw" if "Draw" in kinds else "Pass"
        pick = legal[kinds.index(wanted)] if wanted in kinds else legal[0]
        assert services.games.submit_command(table_id, seat, pick, at).events
    raise AssertionError(f"seat {seat} kept the turn")


def test_a_bot_thinks_after_the_newest_batch_not_after_the_one_that_woke_it(
    services: Services, clock: FakeClock
) -> None:
    with TestClient(create_app(services=services, background=False)) as client:
        table = Table.open(client, ["human", "human", "random"], "MM-001")
    scheduler = Scheduler(clock).start()
    bots = BotRunner(
        services.games, services.tables, services.engine, scheduler, delay_ms=DELAY_MS, sweep_seconds=0
    ).start()

    def version() -> int:
        return int(services.games.state(table.id).version)

    try:
        # Until it is seat 0's turn: the bot moves after its thinking time, seat 1 draws.
        for _ in range(20):
            seat = acting_seat(services.games.state(table.id))
            if seat == 0:
                break
            before = version()
            clock.advance(DELAY_MS)
            if seat == 1:
                _draw(services, table.id, 1, clock.now)
            else:
                scheduler.wake()
            wait_for(lambda: version() > before, 10, what="the bot's move")  # noqa: B023
        assert acting_seat(services.games.state(table.id)) == 0
        clock.advance(DELAY_MS)
        # Two humans move 300 ms apart; then it is the bot's turn.
        first_at = clock.now
        _draw(services, table.id, 0, first_at)
        clock.advance(300)
        second_at = clock.now
        _draw(services, table.id, 1, second_at)
        state = services.games.state(table.id)
        assert (state.phase, acting_seat(state)) == ("playing", 2), "two draws: the bot's turn"
        moved = state.version
        # The look seat 0's move scheduled comes due (100 ms after seat 1's): the bot still thinks.
        clock.advance(first_at + DELAY_MS - clock.now)
        scheduler.wake()
        time.sleep(0.3)
        assert bots.wait_idle(10)
        assert version() == moved, "the bot moved 100 ms after the last move, before its thinking time"
        # Its thinking time after seat 1's move is over: it moves, stamped no earlier than that.
        clock.advance(second_at + DELAY_MS - clock.now)
        scheduler.wake()
        wait_for(lambda: version() > moved, 10, what="the bot's move after its thinking time")
        made = next(r for r in services.games.load(table.id) if r.version == moved + 1)
        assert made.metadata["actor"] == "bot"
        assert made.metadata["at"] >= second_at + DELAY_MS
    finally:
        bots.stop()
        scheduler.stop()


def _readyz(client: TestClient) -> tuple[int, dict[str, Any]]:
    r = client.get("/readyz")
    body: dict[str, Any] = r.json()
    return r.status_code, body


def test_readyz_is_503_while_a_due_timer_waits_beyond_the_margin(services: Services, clock: FakeClock) -> None:
    with TestClient(create_app(services=services, background=False)) as client:
        ruleset = _one_card_ruleset(client)
        deck = ["H10", "CK", "H9"]
        deck += [card_name(c) for c in build_deck(32, 1) if card_name(c) not in deck]
        table = Table.open(client, ["human", "human"], ruleset, deck=deck, settings={"auto_deal_seconds": 1})
        r = client.post(
            f"{table.url}/commands",
            json={"type": "play", "cards": ["H10"], "call": "maumau"},
            headers=bearer(table.tokens[0]),
        )
        assert r.status_code == 200, r.text
        # The reaction saw the round end: a timer is due in 1 s.  Nobody fires it.
        runner = ReactionRunner(services.games, services.engine, [AutoDeal(services.tables)])
        runner.install()
        runner.step()
        [timer] = runner.timers("auto_deal")
        assert _readyz(client)[0] == 200
        margin = services.settings.ready_max_reaction_delay_seconds
        assert margin > 0
        clock.advance(timer["due_at"] + int(margin * 1000) - clock.now)
        assert _readyz(client)[0] == 200, "exactly at the margin: not yet overdue"
        clock.advance(1_000)
        status, body = _readyz(client)
        assert status == 503, body
        assert body["detail"]["rule"] == "reaction_overdue"
        [overdue] = body["detail"]["overdue_reactions"]
        assert overdue["name"] == "auto_deal"
        assert overdue["timers"] == 1
        assert overdue["overdue_seconds"] == margin + 1
        # A reactions process comes back: it deals, and the service is ready again.
        assert runner.fire_due() == 1
        assert _rounds_started(services, table.id) == [1, 2]
        assert _readyz(client)[0] == 200
