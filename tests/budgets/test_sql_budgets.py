"""Per-move budgets of SQL statements and commits, counted at the database driver (both backends).

A regression in the write path shows here as a count, whatever the machine is doing: one more
statement or commit per move fails the test that owns the route.  The counts come from
:mod:`benchmarks.sql_counts` (psycopg and sqlite3 patched, every statement attributed to its
thread); the budgets are in :mod:`tests.budgets.budgets` with the reasoning for each figure, and
``docs/benchmarks.md`` ("Performance II: budgets") lists them.  The service runs as production
does (window clock, turn clock, auto-deal, tournaments' reactions and the lobby status in
process; on PostgreSQL the remote-appends watcher too), humans only, the reactions' poll set to
an hour so that the counts are what the events cost, not what the seconds cost (the idle test
counts one poll round).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from benchmarks.sql_counts import SqlCounts, counting
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.runtime import load_runtime_settings
from tests.budgets.budgets import FOLLOWER_BUDGETS, IDLE_ROUND_BUDGETS, ROUTE_BUDGETS, RouteBudget
from tests.live.helpers import Table, wait_for
from tests.puntobanco.http_helpers import Table as PuntoBancoTable
from tests.puntobanco.http_helpers import guest
from tests.service_fixtures import (  # noqa: F401 - fixtures, requested by name
    FakeClock,
    postgres_template,
    seeded_random,
    service_database_url,
    service_settings,
    sqlite_template,
)

MOVES = 60


@dataclass
class Service:
    """A service app built inside the count, its client and its backend."""

    services: Services
    client: TestClient
    counts: SqlCounts
    backend: str

    def quiet(self) -> None:
        """Let the background threads finish what the last request started, then reset."""
        runtime = self.client.app.state.runtime  # type: ignore[attr-defined]
        if runtime.reactions is not None:
            before = runtime.reactions.rounds
            runtime.reactions.wake()
            wait_for(lambda: runtime.reactions.rounds > before, 10.0, what="a reactions round")
        time.sleep(0.3)
        self.counts.reset()

    def head(self) -> int:
        return self.services.store.max_notification_id()


@pytest.fixture
def service(service_settings: Settings) -> Iterator[Service]:  # noqa: F811
    with counting() as counts:
        services = build_services(service_settings, clock=FakeClock(), random_seed=seeded_random())
        options = load_runtime_settings(
            bots=False,
            bot_sweep_seconds=0,
            projections_in_process=False,
            reactions_poll_seconds=3600,
            window_timers=True,
            turn_clock=True,
            auto_deal=True,
        )
        app = create_app(services=services, background=True, runtime_settings=options)
        try:
            with TestClient(app) as client:
                yield Service(services, client, counts, service_settings.sqlalchemy_url.get_backend_name())
        finally:
            services.close()


def _bearer(token: str | None) -> dict[str, str]:
    assert token is not None
    return {"Authorization": f"Bearer {token}"}


def _check(budget: RouteBudget, counts: SqlCounts, requests: int, events: int, what: str) -> None:
    statements, commits = counts.snapshot()
    spent_statements, spent_commits = statements.get("other", 0), commits.get("other", 0)
    allowed_statements = budget.statements_per_request * requests + budget.statements_per_event * events
    allowed_commits = budget.commits_per_request * requests
    assert spent_commits <= allowed_commits, (
        f"{what}: {spent_commits} commits for {requests} requests ({events} events); "
        f"budget {budget.commits_per_request}/request"
    )
    assert spent_statements <= allowed_statements, (
        f"{what}: {spent_statements} statements for {requests} requests ({events} events); budget "
        f"{budget.statements_per_request}/request + {budget.statements_per_event}/event = {allowed_statements}"
    )


def _add_request(service: Service, total: SqlCounts) -> None:
    """Add what the request threads spent since the last reset to ``total``."""
    statements, commits = service.counts.snapshot()
    total.statements["other"] += statements.get("other", 0)
    total.commits["other"] += commits.get("other", 0)


def _one_move(service: Service, table: Table, rng: random.Random) -> bool:
    """The seat to act plays a random legal move (True), or the round is over (False)."""
    state = table.state()
    if state["phase"] != "playing":
        return False
    seat = state["window_seat"] if state["window_seat"] is not None else state["turn"]
    legal = service.client.get(f"{table.url}/legal", headers=_bearer(table.tokens[seat])).json()["legal"]
    if not legal:
        return False
    r = service.client.post(f"{table.url}/commands", json=rng.choice(legal), headers=_bearer(table.tokens[seat]))
    assert r.status_code == 200, r.text
    return True


def _moves(service: Service, count: int) -> tuple[int, int, SqlCounts]:
    """Play ``count`` moves at two-human tables, counting only the POSTs of the moves; returns
    (moves, events, counts)."""
    rng = random.Random(7)
    table = Table.open(service.client, ["human", "human"], "MM-001")
    moved = events = 0
    total = SqlCounts()
    while moved < count:
        state = table.state()
        if state["phase"] == "between_rounds":
            r = service.client.post(f"{table.url}/rounds", headers=_bearer(table.host))
            assert r.status_code == 200, r.text
            continue
        if state["phase"] != "playing":
            table = Table.open(service.client, ["human", "human"], "MM-001")
            continue
        seat = state["window_seat"] if state["window_seat"] is not None else state["turn"]
        legal = service.client.get(f"{table.url}/legal", headers=_bearer(table.tokens[seat])).json()["legal"]
        if not legal:  # a seat with nothing to do (a window to close): a new table
            table = Table.open(service.client, ["human", "human"], "MM-001")
            continue
        head = service.head()  # the test's own statement, before the count
        service.counts.reset()
        r = service.client.post(f"{table.url}/commands", json=rng.choice(legal), headers=_bearer(table.tokens[seat]))
        assert r.status_code == 200, r.text
        _add_request(service, total)
        events += service.head() - head
        moved += 1
    return moved, events, total


def test_a_mau_mau_move_costs_its_budget(service: Service) -> None:
    moves, events, counts = _moves(service, MOVES)
    assert events >= moves  # every move appended its events
    _check(ROUTE_BUDGETS[service.backend]["move"], counts, moves, events, "POST /v1/tables/{id}/commands")


def test_dealing_a_round_costs_its_budget(service: Service) -> None:
    deals = events = 0
    total = SqlCounts()
    for _ in range(4):
        table = Table.open(service.client, ["human", "human"], "MM-001", start=False)
        head = service.head()  # the test's own statement, before the count
        service.counts.reset()
        r = service.client.post(f"{table.url}/start", headers=_bearer(table.host))
        assert r.status_code == 200, r.text
        _add_request(service, total)
        events += service.head() - head
        deals += 1
    _check(ROUTE_BUDGETS[service.backend]["deal"], total, deals, events, "POST /v1/tables/{id}/start")


def test_reading_a_table_costs_no_statement(service: Service) -> None:
    table = Table.open(service.client, ["human", "human"], "MM-001")
    table.state()  # the first read may warm a cache
    service.client.get(f"{table.url}/legal", headers=_bearer(table.tokens[0]))
    service.quiet()
    for _ in range(10):
        table.state()
        assert service.client.get(table.url).status_code == 200
        service.client.get(f"{table.url}/legal", headers=_bearer(table.tokens[0]))
    _check(ROUTE_BUDGETS[service.backend]["read"], service.counts, 30, 0, "GET a table's state, page and legal moves")


def test_a_punto_banco_bet_and_coup_cost_their_budget(service: Service) -> None:
    table = PuntoBancoTable(service.client)
    token = table.join(0, "Budget", guest(service.client, "Budget"))
    table.grant(10_000, seat=0)
    table.shoe()
    bets = coups = bet_events = coup_events = 0
    bet_counts, coup_counts = SqlCounts(), SqlCounts()
    for _ in range(8):
        for counts, action in ((bet_counts, "bet"), (coup_counts, "coup")):
            head = service.head()
            service.counts.reset()
            if action == "bet":
                r = table.bet(token, "banker", 20)
                assert r.status_code == 200, r.text
            else:
                table.deal()
            _add_request(service, counts)
            if action == "bet":
                bets, bet_events = bets + 1, bet_events + service.head() - head
            else:
                coups, coup_events = coups + 1, coup_events + service.head() - head
    _check(ROUTE_BUDGETS[service.backend]["pb_bet"], bet_counts, bets, bet_events, "POST .../bets")
    _check(ROUTE_BUDGETS[service.backend]["pb_coup"], coup_counts, coups, coup_events, "POST .../coups")


def test_the_followers_cost_nothing_for_moves_they_do_not_handle(service: Service) -> None:
    runtime: Any = service.client.app.state.runtime  # type: ignore[attr-defined]
    interest = runtime.reactions.runner.interest
    rng = random.Random(3)
    tables = [Table.open(service.client, ["human", "human"], "MM-001") for _ in range(2)]
    service.quiet()
    start = service.head() + 1
    moves = 0
    while moves < 400:  # until both rounds are over
        progressed = False
        for table in tables:
            if _one_move(service, table, rng):
                moves += 1
                progressed = True
        if not progressed:
            break
    time.sleep(0.5)
    statements, commits = service.counts.snapshot()
    notes = service.services.store.read_notifications(start, 10_000)
    handled = sum(1 for note in notes if interest.wants(note.topic))  # a round's end, say
    assert moves >= 20  # both kinds: moves it ignores,
    assert handled > 0  # and a round's end
    for bucket, budget in FOLLOWER_BUDGETS[service.backend].items():
        allowed = budget.statements_per_100_moves * moves / 100 + budget.statements_per_handled_event * handled
        assert statements.get(bucket, 0) <= allowed, (
            f"{bucket}: {statements.get(bucket, 0)} statements in {moves} moves with {handled} events it "
            f"handles; budget {budget.statements_per_100_moves}/100 moves + {budget.statements_per_handled_event}"
            "/handled event"
        )
        allowed = budget.commits_per_100_moves * moves / 100 + budget.commits_per_handled_event * handled
        assert commits.get(bucket, 0) <= allowed, (
            f"{bucket}: {commits.get(bucket, 0)} commits in {moves} moves with {handled} events it handles"
        )


def test_an_idle_poll_round_costs_its_budget(service: Service) -> None:
    runtime: Any = service.client.app.state.runtime  # type: ignore[attr-defined]
    worker = runtime.reactions
    assert worker is not None
    service.quiet()
    rounds = 5
    for _ in range(rounds):
        target = worker.rounds + 1
        worker.wake()
        wait_for(lambda: worker.rounds >= target, 10.0, what="a reactions round")  # noqa: B023 - waited on at once
        time.sleep(0.05)
    statements, commits = service.counts.snapshot()
    budget = IDLE_ROUND_BUDGETS[service.backend]
    spent = statements.get("maumau-reactions", 0)
    assert spent <= budget.statements_per_round * rounds, (
        f"{spent} statements in {rounds} idle rounds; budget {budget.statements_per_round}/round"
    )
    assert commits.get("maumau-reactions", 0) <= budget.commits_per_round * rounds
