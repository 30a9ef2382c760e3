"""PostgreSQL with pg_auto_failover: a monitor, a primary and a synchronous standby.

``pg_autoctl create monitor`` / ``create postgres`` initialise a node (and stop its server); the
host's long-running process is then ``pg_autoctl run``, which starts PostgreSQL, reports to the
monitor and carries out the state it is assigned (``single`` → ``wait_primary`` → ``primary``
for the first node, ``wait_standby`` → ``catchingup`` → ``secondary`` for the second, cloned
with ``pg_basebackup``).  With two nodes of replication quorum the monitor sets the primary's
``synchronous_standby_names`` to ``ANY 1 (pgautofailover_standby_N)``: a commit returns once the
standby has it.  Restarting a killed node is ``pg_autoctl run`` again: the old primary rejoins
as a standby (``pg_rewind``).

The settings below trade the defaults' caution (a failover after about a minute) for a failover
within about ten seconds, which is what a test of failures needs; see docs/operations.md.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import psycopg

from scripts.topology.plan import POSTGRES_PORT, TopologyError
from scripts.topology.spawn import PG_BIN, chown_postgres

PG_CTL = PG_BIN / "pg_ctl"

MONITOR_SETTINGS: dict[str, str] = {
    # How often the monitor probes each node, and for how long one probe may take (5 s each by default).
    "pgautofailover.health_check_period": "1000",
    "pgautofailover.health_check_timeout": "1000",
    # Failed probes again before a node counts as down (2, 2 s apart, by default).
    "pgautofailover.health_check_max_retries": "1",
    "pgautofailover.health_check_retry_delay": "500",
    # A node is unhealthy once its probes fail and its keeper has not reported for this long (20 s).
    "pgautofailover.node_considered_unhealthy_timeout": "3000",
    # How long a primary that does not answer is given to demote itself before the standby is
    # promoted (30 s).  It must stay above the keepers' network_partition_timeout (below), so an
    # isolated primary has stopped taking writes before the standby takes any.
    "pgautofailover.primary_demote_timeout": "6000",
    # No failover this soon after the monitor starts (10 s).
    "pgautofailover.startup_grace_period": "5000",
    "shared_buffers": "'64MB'",
}
"""The monitor's ``postgresql.auto.conf`` additions."""

KEEPER_SETTINGS: dict[str, str] = {
    # A primary that reaches neither the monitor nor its standby for this many seconds demotes itself (20).
    "timeout.network_partition_timeout": "4",
    # How long a standby being promoted waits for its WAL receiver to stop (5).
    "timeout.prepare_promotion_walreceiver": "2",
}
"""``pg_autoctl config set`` on each data node."""

NODE_SETTINGS: dict[str, str] = {
    "max_connections": "300",
    # pg_autoctl sizes memory for a machine of its own; three servers share this one.
    "shared_buffers": "'128MB'",
    "effective_cache_size": "'1GB'",
    "maintenance_work_mem": "'64MB'",
    "work_mem": "'4MB'",
    "wal_keep_size": "'512MB'",
}
"""Each data node's ``postgresql.auto.conf`` additions (the standby's clone copies the primary's)."""


def create_monitor(pgdata: Path, address: str) -> list[str]:
    return [
        "pg_autoctl", "create", "monitor", "--pgdata", str(pgdata), "--pgport", str(POSTGRES_PORT),
        "--hostname", address, "--auth", "trust", "--no-ssl", "--pgctl", str(PG_CTL),
    ]  # fmt: skip


def create_node(pgdata: Path, name: str, address: str, monitor_url: str) -> list[str]:
    """A data node of the formation; ``--pg-hba-lan`` lets the whole subnet reach ``maumau``."""
    return [
        "pg_autoctl", "create", "postgres", "--pgdata", str(pgdata), "--pgport", str(POSTGRES_PORT),
        "--hostname", address, "--name", name, "--auth", "trust", "--no-ssl", "--pgctl", str(PG_CTL),
        "--dbname", "maumau", "--monitor", monitor_url, "--pg-hba-lan",
    ]  # fmt: skip


def run_node(pgdata: Path) -> list[str]:
    """The host's long-running process (monitor or data node)."""
    return ["pg_autoctl", "run", "--pgdata", str(pgdata)]


def keeper_settings(pgdata: Path) -> list[list[str]]:
    return [["pg_autoctl", "config", "set", "--pgdata", str(pgdata), k, v] for k, v in KEEPER_SETTINGS.items()]


def append_settings(pgdata: Path, settings: dict[str, str]) -> None:
    """Add ``settings`` to ``postgresql.auto.conf`` (read last, so they win over pg_autoctl's)."""
    auto = pgdata / "postgresql.auto.conf"
    lines = "".join(f"{name} = {value}\n" for name, value in settings.items())
    with auto.open("a", encoding="utf-8") as out:
        out.write(f"# scripts/topology\n{lines}")
    chown_postgres(auto)


def show_state(monitor_url: str, timeout: float = 5.0) -> list[dict[str, Any]]:
    """``pg_autoctl show state --json``: every node as the monitor sees it (name, host,
    ``current_group_state``, ``assigned_group_state``, ``health``, ``reported_lsn``...)."""
    try:
        done = subprocess.run(
            ["runuser", "-u", "postgres", "--", "pg_autoctl", "show", "state", "--json", "--monitor", monitor_url],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise TopologyError(f"the monitor did not answer within {timeout} s") from None
    if done.returncode != 0:
        raise TopologyError(f"pg_autoctl show state: {done.stderr.strip()[-1000:]}")
    nodes: list[dict[str, Any]] = json.loads(done.stdout)
    return nodes


def replication(url: str) -> dict[str, Any]:
    """The primary's replication as it reports it: ``synchronous_standby_names`` and
    ``pg_stat_replication`` (one row per standby: name, state, sync_state)."""
    with psycopg.connect(url, connect_timeout=3, autocommit=True) as conn:
        names = conn.execute("SHOW synchronous_standby_names").fetchone()
        rows = conn.execute("SELECT application_name, state, sync_state FROM pg_stat_replication").fetchall()
        recovery = conn.execute("SELECT pg_is_in_recovery()").fetchone()
    return {
        "synchronous_standby_names": names[0] if names else "",
        "in_recovery": bool(recovery and recovery[0]),
        "standbys": [{"name": r[0], "state": r[1], "sync_state": r[2]} for r in rows],
    }


def monitor_settings(monitor_url: str) -> dict[str, str]:
    """The ``pgautofailover.*`` settings in force on the monitor (to record what was tuned)."""
    with psycopg.connect(monitor_url, connect_timeout=3, autocommit=True) as conn:
        rows = conn.execute("SELECT name, setting FROM pg_settings WHERE name LIKE 'pgautofailover.%'").fetchall()
    return {str(name): str(setting) for name, setting in rows}
