"""The reference deployment, started for real: hosts as network namespaces on one bridge
(``scripts/topology``), reached only through the load balancer (slow; needs root).

Asserted: the load balancer answers ``/readyz``; a table is opened and its match played to the
end through it, the requests spread over both service hosts (HAProxy's counts per server); the
primary commits synchronously to a streaming standby; a stream on one service host carries the
moves made on the other; password guesses spread over both hosts meet the address's limit once
(Redis); ``down`` leaves no namespace, link, process or file behind.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from scripts.topology import Topology, haproxy, postgres
from tests.api.helpers import bearer, choose
from tests.live.helpers import StreamReader, Table, wait_for
from tests.topology.conftest import topology_up

pytestmark = pytest.mark.slow


SIGN_IN_FAILURES = 3
"""The address's failed sign-ins here (every client reaches the services from the load
balancer's one address; the load driver of the fault tests signs in with no password)."""


@pytest.fixture(scope="module")
def topology() -> Iterator[Topology]:
    limits = {"MAUMAU_SIGN_IN_ADDRESS_FAILURES": str(SIGN_IN_FAILURES), "MAUMAU_SIGN_IN_FREE_FAILURES": "100"}
    with topology_up("topology-up", extra_env=limits) as running:
        yield running


def _requests_per_server(topology: Topology) -> dict[str, int]:
    return {name: int(row["stot"] or 0) for name, row in haproxy.server_stats(topology.stats_url).items()}


def test_the_load_balancer_is_ready(topology: Topology) -> None:
    r = httpx.get(f"{topology.lb_url}/readyz", timeout=10)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "ready"
    wait_for(
        lambda: {row["status"] for row in haproxy.server_stats(topology.stats_url).values()} == {"UP"},
        20,
        0.2,
        "both service hosts UP in HAProxy (a loaded machine may fail one check: 'UP 1/2')",
    )


def test_a_match_is_played_through_the_load_balancer_on_both_service_hosts(topology: Topology) -> None:
    before = _requests_per_server(topology)
    rng = random.Random(3)
    with httpx.Client(base_url=topology.lb_url, timeout=10) as http:
        r = http.post(
            "/v1/rulesets",
            json={
                "base": "MM-001",
                "name": "one round",
                "overrides": {"win_target": 1, "scoring": "wins", "hand_size": 3},
            },
        )
        assert r.status_code == 201, r.text
        table = Table.open(http, ["human", "heuristic", "random"], r.json()["id"])
        token = table.tokens[0]
        moves = 0
        deadline = time.monotonic() + 90
        while True:
            view = http.get(f"{table.url}/view", headers=bearer(token)).json()
            if view["phase"] == "finished":
                break
            assert time.monotonic() < deadline, f"the match did not finish: {view}"
            move = choose(view.get("legal") or [], rng)
            if move is None:
                time.sleep(0.05)
                continue
            r = http.post(f"{table.url}/commands", json=move, headers={**bearer(token), "Idempotency-Key": f"m{moves}"})
            assert r.status_code == 200, r.text
            moves += 1
        assert table.public()["state"]["phase"] == "finished"
    after = _requests_per_server(topology)
    spread = {name: after[name] - before.get(name, 0) for name in after}
    print(json.dumps({"guest_moves": moves, "requests_per_service_host": spread}))
    assert set(spread) == {"svc1", "svc2"}
    assert all(n >= 5 for n in spread.values()), spread


def test_the_primary_commits_synchronously_to_a_streaming_standby(topology: Topology) -> None:
    assert topology.primary() == "db1"
    assert topology.standby() == "db2"
    state = topology.replication()
    settings = postgres.monitor_settings(topology.plan.monitor_url)
    print(json.dumps({"replication": state, "monitor": settings}))
    assert state["synchronous_standby_names"].startswith("ANY 1"), state
    assert not state["in_recovery"]
    assert [(s["state"], s["sync_state"]) for s in state["standbys"]] == [("streaming", "quorum")], state
    assert (
        settings["pgautofailover.health_check_period"]
        == postgres.MONITOR_SETTINGS["pgautofailover.health_check_period"]
    )
    with httpx.Client(timeout=5) as http:  # the services reach the database through the host list
        assert http.get(f"{topology.service_url('svc1')}/readyz").status_code == 200


def _our_processes(topology: Topology) -> list[str]:
    """Processes that name the run directory (pg_autoctl, postgres, haproxy, redis...) or one of
    the namespaces (the reapers, ``ip netns exec``), zombies included."""
    marks = (str(topology.run_dir), f"netns exec {topology.plan.prefix}-")
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if any(mark in cmdline for mark in marks):
            found.append(f"{proc.name}: {cmdline[:200]}")
    return found


def test_a_stream_on_one_host_carries_the_moves_made_on_the_other(topology: Topology) -> None:
    """Streams work whichever host a client reaches: a spectator's stream opened on ``svc1``
    receives the moves a guest makes on ``svc2`` (LISTEN/NOTIFY from the primary), at once rather
    than at the next heartbeat."""
    one, other = topology.service_url("svc1"), topology.service_url("svc2")
    with httpx.Client(base_url=other, timeout=10) as on_other, httpx.Client(base_url=one, timeout=None) as on_one:
        table = Table.open(on_other, ["human", "heuristic"], "MM-001")
        reader = StreamReader(on_one, f"{table.url}/events/public", {})
        try:
            wait_for(lambda: reader.status == 200 and reader.ids(), 20, 0.05, "the stream's first frames")
            seen = max(reader.ids())
            token = table.tokens[0]
            view = wait_for(
                lambda: (v := on_other.get(f"{table.url}/view", headers=bearer(token)).json()).get("legal") and v,
                20,
                0.05,
                "the guest's turn",
            )
            move = choose(view["legal"], random.Random(1))
            moved = on_other.post(
                f"{table.url}/commands", json=move, headers={**bearer(token), "Idempotency-Key": "x1"}
            )
            assert moved.status_code == 200, moved.text
            version = int(moved.json()["version"])
            started = time.monotonic()
            wait_for(lambda: max(reader.ids()) >= version, 10, 0.02, "the move on the other host's stream")
            print(json.dumps({"cross_host_stream_seconds": round(time.monotonic() - started, 3), "after": seen}))
        finally:
            reader.close()


def test_password_guesses_spread_over_both_hosts_meet_the_address_limit_once(topology: Topology) -> None:
    """The sign-in limits are kept in the cache host's Redis: wrong passwords sent round-robin
    to both service hosts spend one budget, not one per host."""
    password = "correct horse battery staple"
    handle = f"spread{random.randrange(10**6)}"
    with httpx.Client(base_url=topology.lb_url, timeout=10) as http:
        created = http.post("/v1/accounts", json={"handle": handle, "password": password})
        assert created.status_code == 201, created.text
    statuses = []
    for n in range(2 * SIGN_IN_FAILURES):
        host = ("svc1", "svc2")[n % 2]
        with httpx.Client(base_url=topology.service_url(host), timeout=10) as direct:
            guess = direct.post("/v1/sessions", json={"handle": handle, "password": f"guess {n}"})
        statuses.append(guess.status_code)
        if guess.status_code == 429:
            assert guess.json()["detail"]["limit"] == "address"
    print(json.dumps({"sign_in_statuses": statuses}))
    assert statuses == [401] * SIGN_IN_FAILURES + [429] * SIGN_IN_FAILURES


def test_down_leaves_no_namespace_link_process_or_file(topology: Topology) -> None:
    assert _our_processes(topology), "the check must see the running topology's processes"
    topology.down()
    assert topology.leftovers() == {"namespaces": [], "links": []}
    wait_for(lambda: not _our_processes(topology), 10, 0.1, "the reapers to exit")
    assert not topology.run_dir.exists()
