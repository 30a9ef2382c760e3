"""The topology tests' guard and fixture helper.

They need root, iproute2, HAProxy, pg_auto_failover (PostgreSQL 15) and Redis
(``scripts/topology.sh install``).  Without them the tests are skipped — except in CI
(``CI=true``), where a skip would hide a deployment that no longer starts, so they fail.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from scripts.topology import Topology
from scripts.topology.__main__ import missing_tools
from scripts.topology.spawn import PG_BIN


def _instance() -> tuple[str, str]:
    """This test process's own names and subnet: ``mmq0`` on 10.78.0.0/24 without xdist or on
    worker ``gw0``, ``mmq1`` on 10.79.0.0/24 on ``gw1``, ...  Two workers may each bring a
    topology up at the same time (xdist spreads a module's tests over its workers), and one's
    clean-up by prefix must never touch the other's (a person's instance uses ``mmt``)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    number = int(worker[2:]) if worker.startswith("gw") and worker[2:].isdigit() else 0
    return f"mmq{number}", f"10.{78 + number}.0.0/24"


TEST_PREFIX, TEST_SUBNET = _instance()


def _missing() -> str | None:
    if os.geteuid() != 0:
        return "needs root (network namespaces)"
    missing = missing_tools()
    if not (PG_BIN / "pg_ctl").exists():
        missing.append(str(PG_BIN / "pg_ctl"))
    return f"missing {', '.join(missing)} (scripts/topology.sh install)" if missing else None


def require_topology() -> None:
    """Skip the test (fail it in CI) when the machine cannot run the topology."""
    why = _missing()
    if why is None:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"the topology tests cannot run: {why}")
    pytest.skip(why)


@contextmanager
def topology_up(name: str, extra_env: dict[str, str] | None = None) -> Iterator[Topology]:
    """A topology up in a fresh run directory (the services and work hosts with ``extra_env``
    too), torn down however the block ends; its bring-up timings are printed as JSON (``-s``)."""
    require_topology()
    run_dir = Path(tempfile.mkdtemp(prefix=f"maumau-{name}-"))
    topology = Topology(run_dir, prefix=TEST_PREFIX, subnet=TEST_SUBNET, extra_env=extra_env)
    try:
        topology.up()
        print(json.dumps({"bring_up_seconds": topology.timings}))
        yield topology
    finally:
        topology.down()
