"""Automatic dealing (SQLite and PostgreSQL): a table with ``auto_deal_seconds`` deals its next round
that long after a round ends, with no request arriving — across a restart with the due time passing
while no process runs — exactly once; a round the host dealt first, a finished match and a table
without the setting are left alone."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.cards import build_deck, card_name
from domain.maumau.events import RoundStarted, RoundWon
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.runtime import Runtime
from tests.api.helpers import bearer
from tests.live.conftest import live_options
from tests.live.helpers import Table, reaction_rounds, wait_for
from tests.service_fixtures import FakeClock, seeded_random

FIRST_DECK = ["H10", "CK", "H9"]
"""Seat 0 holds H10, seat 1 CK, the start card is H9: seat 0 wins round 1 with its one card."""


def _one_card_ruleset(client: TestClient) -> str:
    r = client.post("/v1/rulesets", json={"base": "MM-001", "name": "one card", "overrides": {"hand_size": 1}})
    assert r.status_code == 201, r.text
    ruleset_id: str = r.json()["id"]
    return ruleset_id


def _deck(variant: int) -> list[str]:
    """The first deck; ``variant`` orders the rest differently (an explicit deck deals one table only)."""
    rest = [card_name(c) for c in build_deck(32, 1) if card_name(c) not in FIRST_DECK]
    return [*FIRST_DECK, *rest[variant:], *rest[:variant]]


def _table_after_round_one(client: TestClient, variant: int = 0, **settings: Any) -> Table:
    """A two-seat table whose first round seat 0 has just won (one card each, explicit deck)."""
    deck = _deck(variant)
    table = Table.open(client, ["human", "human"], _one_card_ruleset(client), deck=deck, settings=settings)
    r = client.post(
        f"{table.url}/commands",
        json={"type": "play", "cards": ["H10"], "call": "maumau"},
        headers=bearer(table.tokens[0]),
    )
    assert r.status_code == 200, r.text
    return table


def _rounds_started(services: Services, table_id: uuid.UUID) -> list[RecordedEvent[Any]]:
    return [r for r in services.games.load(table_id) if type(r.event) is RoundStarted]


def _armed(runtime: Runtime) -> list[tuple[uuid.UUID, int, int]]:
    assert runtime.reactions is not None
    return [(t["stream_id"], t["payload"]["round"], t["due_at"]) for t in runtime.reactions.runner.timers("auto_deal")]


def _start(services: Services) -> Runtime:
    return Runtime(services, live_options(bots=False), background=True).start()


def test_the_next_round_is_dealt_by_itself_once_across_a_restart(service_settings: Settings, clock: FakeClock) -> None:
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(b"auto deal"))
    with TestClient(create_app(services=services, background=False)) as client:
        table = _table_after_round_one(client, auto_deal_seconds=3)
    won = next(r for r in services.games.load(table.id) if type(r.event) is RoundWon)
    due = won.metadata["at"] + 3_000
    runtime = _start(services)
    try:
        wait_for(lambda: _armed(runtime) == [(table.id, 2, due)], 10, what="the deal's timer")
        clock.advance(due - 1 - clock.now)
        assert runtime.scheduler is not None
        runtime.scheduler.wake()
        reaction_rounds(runtime)
        assert len(_rounds_started(services, table.id)) == 1
    finally:
        runtime.stop()
        services.close()
    # Down while the due time passes; the new process deals at once.
    clock.advance(due + 500 - clock.now)
    services = build_services(service_settings, clock=clock, random_seed=seeded_random(b"restarted"))
    runtime = _start(services)
    try:
        wait_for(lambda: len(_rounds_started(services, table.id)) == 2, 10, what="round 2")
        dealt = _rounds_started(services, table.id)[1]
        assert dealt.event.round_no == 2
        assert dealt.metadata["actor"] == "clock"
        notes = services.store.read_notifications(1, 100_000, topics=(RoundWon.TOPIC,))
        won_note = next(n for n in notes if n.stream_id == table.id)
        assert dealt.metadata["key"] == f"react:auto_deal:{won_note.notification_id}"
        wait_for(lambda: _armed(runtime) == [], 10, what="the timer row to go")
        # Firing the same timer again (a crash before its row was deleted) deals nothing new.
        assert runtime.auto_deal is not None
        again = runtime.auto_deal.perform(services.games, table.id, {"round": 2}, dealt.metadata["key"])
        assert not again
        assert len(_rounds_started(services, table.id)) == 2
        assert services.games.state(table.id).round_no == 2
    finally:
        runtime.stop()
        services.close()


def test_a_round_the_host_dealt_first_and_tables_without_the_setting_are_left_alone(
    services: Services, clock: FakeClock
) -> None:
    with TestClient(create_app(services=services, background=False)) as client:
        quick = _table_after_round_one(client, auto_deal_seconds=3)
        manual = _table_after_round_one(client, 1)
        runtime = _start(services)
        try:
            wait_for(lambda: [t[0] for t in _armed(runtime)] == [quick.id], 10, what="one timer, for the quick table")
            # The host is quicker: the timer goes, and at its time nothing more is dealt.
            r = client.post(f"{quick.url}/rounds", headers=bearer(quick.host))
            assert r.status_code == 200, r.text
            wait_for(lambda: _armed(runtime) == [], 10, what="the timer cancelled")
            clock.advance(10_000)
            assert runtime.scheduler is not None
            runtime.scheduler.wake()
            reaction_rounds(runtime)
            assert [r.event.round_no for r in _rounds_started(services, quick.id)] == [1, 2]
            assert [r.event.round_no for r in _rounds_started(services, manual.id)] == [1]
            assert runtime.auto_deal is not None
            assert runtime.auto_deal.dealt == 0
        finally:
            runtime.stop()
