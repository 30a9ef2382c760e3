"""Failures of one host of the reference deployment, under load (slow; needs root).

One topology for the module; each test starts the load driver (tables with a guest and two bots,
a turn clock and automatic deals, some with an absent guest so deadlines fire), breaks one host,
repairs it, stops the load and compares what the clients were told with the stored events:

* every acknowledged move is stored exactly once (none lost, none doubled);
* no clock command (turn deadline, deal) is stored twice, no round dealt twice, and no timer is
  overdue once the reactions run again;
* the clients saw only retryable failures (connection errors, 502/503/504), each retried with
  its idempotency key, and none gave up;
* the read models caught up (``/readyz`` ready) and the service answers through the load balancer.

Each test prints its figures as JSON (``-s``): moves acknowledged, lost, doubled, retries by
kind, and how long the clients saw errors after the fault.  Faults: ``kill -9`` of ``svc1``;
``svc2`` cut off the network; the primary database host killed (the standby takes over, the old
primary rejoins as standby); the work host holding the reactions lease killed (the other work
host takes the lease over once it runs out).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from scripts.topology import Topology, haproxy
from tests.live.helpers import wait_for
from tests.topology.conftest import topology_up
from tests.topology.load import LoadDriver, Report, ruleset
from tests.topology.verify import verify

pytestmark = pytest.mark.slow

TABLES = 6
IDLE_TABLES = 2
WARM_UP_ACKS = 30
"""Acknowledged moves before the fault: the load is really running."""
AFTER_ACKS = 30
"""Acknowledged moves after the repair before the load stops."""
TABLE_SETTINGS = {"turn_seconds": 5, "auto_deal_seconds": 1, "max_timeouts": 2}


@pytest.fixture(scope="module")
def topology() -> Iterator[Topology]:
    with topology_up("topology-faults") as running:
        yield running


@pytest.fixture(scope="module")
def quick(topology: Topology) -> str:
    """Short matches (3 cards, first to 2 rounds), so tables finish and new ones open under load."""
    return ruleset(topology.lb_url, hand_size=3, scoring="wins", win_target=2)


def _ready(topology: Topology) -> bool:
    try:
        return httpx.get(f"{topology.lb_url}/readyz", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


def _servers_up(topology: Topology) -> bool:
    return {row["status"] for row in haproxy.server_stats(topology.stats_url).values()} == {"UP"}


def _under_load(
    topology: Topology, ruleset_id: str, fault: Callable[[], object], repair: Callable[[], None], name: str
) -> dict[str, Any]:
    """Run the load, ``fault``, ``repair``, stop, verify; the figures (printed as JSON)."""
    driver = LoadDriver(topology.lb_url, ruleset_id, TABLES, settings=TABLE_SETTINGS, idle_tables=IDLE_TABLES)
    driver.start()
    try:
        wait_for(lambda: _acks(driver.report) >= WARM_UP_ACKS, 60, 0.1, "the load to run")
        fault_at = time.monotonic()
        fault()
        repair()
        repaired_at = time.monotonic()
        wait_for(lambda: _acks(driver.report, repaired_at) >= AFTER_ACKS, 120, 0.1, "moves after the repair")
    finally:
        report = driver.stop()
    recovered = wait_for(lambda: _ready(topology) and time.monotonic(), 90, 0.2, "/readyz after the fault")
    figures = _figures(topology, report, fault_at, repaired_at, recovered)
    print(json.dumps({"fault": name, **figures}))
    return figures


def _acks(report: Report, since: float = 0.0) -> int:
    """Moves acknowledged since ``since``; a client's unexpected answer fails at once."""
    assert not report.unexpected, report.unexpected
    assert not report.gave_up, report.gave_up
    return report.acks_since(since)


def _figures(
    topology: Topology, report: Report, fault_at: float, repaired_at: float, ready_at: float
) -> dict[str, Any]:
    # A deadline due while no reactions process ran fires within seconds of one running again.
    wait_for(lambda: not verify(topology.database_url, report)["overdue_reactions"], 30, 0.5, "overdue timers")
    return {
        **verify(topology.database_url, report),
        **report.timing(fault_at),
        "repaired_after_seconds": round(repaired_at - fault_at, 2),
        "ready_after_seconds": round(ready_at - fault_at, 2),
    }


def _assert_consistent(figures: dict[str, Any]) -> None:
    assert figures["acknowledged"] >= WARM_UP_ACKS + AFTER_ACKS
    assert figures["lost"] == 0, figures
    assert figures["doubled"] == 0, figures
    assert figures["present_once"] == figures["acknowledged"], figures
    assert figures["unexpected"] == [], figures
    assert figures["gave_up"] == [], figures
    assert figures["clock_keys_doubled"] == 0, figures
    assert figures["rounds_dealt_twice"] == 0, figures
    assert figures["overdue_reactions"] == [], figures
    assert figures["clock_batches"] > 0, "the turn clock and deals must have fired during the test"


def test_a_service_host_killed_under_load(topology: Topology, quick: str) -> None:
    def repair() -> None:
        wait_for(lambda: haproxy.server_stats(topology.stats_url)["svc1"]["status"] == "DOWN", 15, 0.1, "svc1 out")
        time.sleep(2)  # the load runs on svc2 alone for a while
        topology.restart_host("svc1")
        wait_for(lambda: _servers_up(topology), 90, 0.2, "svc1 back in the load balancer")

    figures = _under_load(topology, quick, lambda: topology.kill_host("svc1"), repair, "kill -9 svc1")
    _assert_consistent(figures)


def test_a_service_host_cut_off_the_network(topology: Topology, quick: str) -> None:
    def repair() -> None:
        wait_for(lambda: haproxy.server_stats(topology.stats_url)["svc2"]["status"] == "DOWN", 15, 0.1, "svc2 out")
        time.sleep(2)
        topology.link_up("svc2")
        wait_for(lambda: _servers_up(topology), 60, 0.2, "svc2 back in the load balancer")

    figures = _under_load(topology, quick, lambda: topology.link_down("svc2"), repair, "link down svc2")
    _assert_consistent(figures)


def test_the_primary_database_host_killed(topology: Topology, quick: str) -> None:
    assert topology.primary() == "db1"
    assert topology.synchronous()
    switch: dict[str, Any] = {}

    def repair() -> None:
        new, seconds = topology.wait_primary_change("db1", timeout=90)
        switch.update(new_primary=new, failover_seconds=seconds)
        topology.restart_host("db1")  # the old primary rejoins as the standby
        started = time.monotonic()
        wait_for(lambda: topology.standby(wait=False) == "db1" and topology.synchronous(), 120, 0.5, "db1 rejoining")
        switch["rejoin_seconds"] = round(time.monotonic() - started, 2)

    figures = _under_load(topology, quick, lambda: topology.kill_host("db1"), repair, "kill -9 db1 (primary)")
    print(json.dumps({"fault": "kill -9 db1 (primary)", **switch}))
    assert switch["new_primary"] == "db2"
    _assert_consistent(figures)
    # During the switch the service answers 503 (Retry-After) within the request's database
    # deadline (MAUMAU_REQUEST_DATABASE_WAIT_SECONDS=4); most waits end there, but on a loaded
    # machine a few requests still outwait the client's 10 s (docs/reliability.md): reported, and
    # bounded here so that a return to the unbounded waits fails.
    assert figures["retried"].get("ReadTimeout", 0) <= 3, figures["retried"]


def _reactions_host(topology: Topology) -> str | None:
    """The work host named by the reactions lease (``MAUMAU_HOST_NAME:pid:suffix``), or ``None``
    before anyone took it."""
    from infrastructure.adapters.db import build_engine
    from infrastructure.adapters.settings import load_settings
    from infrastructure.services.leases import holders

    engine = build_engine(load_settings(database_url=topology.database_url, create_tables=False), pool_size=1)
    try:
        lease = next((row for row in holders(engine) if row["name"] == "reactions"), None)
    finally:
        engine.dispose()
    return None if lease is None else str(lease["holder"]).split(":")[0]


def test_the_reactions_host_killed_while_clocks_run(topology: Topology, quick: str) -> None:
    victim: dict[str, str] = {}

    def fault() -> None:
        host = _reactions_host(topology)
        assert host is not None
        assert host.startswith("work")
        victim["host"] = host
        topology.kill_host(host)

    def repair() -> None:
        # The lease runs out (MAUMAU_LEASE_SECONDS, 10 s) and the other work host takes over;
        # turn deadlines (5 s) fall due meanwhile.
        started = time.monotonic()
        taken = wait_for(lambda: (h := _reactions_host(topology)) != victim["host"] and h, 60, 0.5, "a new holder")
        victim.update(new_holder=taken, takeover_seconds=str(round(time.monotonic() - started, 2)))
        topology.restart_host(victim["host"])

    figures = _under_load(topology, quick, fault, repair, "kill -9 of the reactions lease holder")
    print(json.dumps({"fault": "reactions host", **victim}))
    _assert_consistent(figures)
