"""The reference deployment on one machine: :class:`Topology`.

Hosts (network namespaces on one bridge, see :mod:`scripts.topology.plan` for the addresses):

* ``lb``: HAProxy on ``:8080`` in front of the service hosts (:mod:`scripts.topology.haproxy`);
* ``svc1``, ``svc2``: ``maumau serve`` on ``0.0.0.0:8000`` (HTTP and bots; no reactions, no
  read models);
* ``work1``, ``work2``: ``maumau projections run`` and ``maumau reactions run`` each, so one can
  stand in for the other;
* ``mon``, ``db1``, ``db2``: pg_auto_failover's monitor, a primary and its synchronous standby
  (:mod:`scripts.topology.postgres`), the database ``maumau`` migrated before any service starts;
* ``cache``: Redis without persistence.

Every service and work host is given the libpq multi-host URL of both database hosts
(``target_session_attrs=read-write``) and the Redis URL.  The state of a running topology is the
kernel's (namespaces, links, processes) plus ``topology.json`` and the logs in the run directory,
so ``down`` and ``status`` work from any process, also after a ``up`` that failed half-way.
"""

from __future__ import annotations

import contextlib
import functools
import json
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

import httpx
import psycopg

from scripts.topology import haproxy, netns, postgres, spawn
from scripts.topology.plan import POSTGRES_PORT, REDIS_PORT, SERVICE_PORT, Host, Plan, TopologyError
from scripts.topology.spawn import ROOT, HostDir

PRIMARY_STATES = ("single", "wait_primary", "primary")
MARKER = "topology.json"
T = TypeVar("T")


def _python() -> str:
    """The project's interpreter (``.venv``), else the one running this."""
    venv = ROOT / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


class Topology:
    """One instance of the deployment, its hosts named by ``prefix``, its files in ``run_dir``."""

    def __init__(
        self,
        run_dir: Path,
        prefix: str = "mmt",
        subnet: str = "10.77.0.0/24",
        service_hosts: int = 2,
        work_hosts: int = 2,
        bot_delay_ms: int = 100,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.run_dir = Path(run_dir).resolve()
        self.plan = Plan(prefix, subnet, service_hosts, work_hosts)
        self.bot_delay_ms = bot_delay_ms
        self.extra_env = dict(extra_env or {})
        self.timings: dict[str, float] = {}
        self._processes: dict[tuple[str, str], subprocess.Popen[bytes]] = {}

    @classmethod
    def load(cls, run_dir: Path) -> Topology:
        """The topology whose ``up`` wrote ``run_dir/topology.json``."""
        saved = json.loads((Path(run_dir) / MARKER).read_text(encoding="utf-8"))
        return cls(
            Path(run_dir),
            saved["prefix"],
            saved["subnet"],
            saved["service_hosts"],
            saved["work_hosts"],
            saved.get("bot_delay_ms", 100),
            saved.get("extra_env"),
        )

    # ---------------------------------------------------------------- addresses

    @property
    def lb_url(self) -> str:
        return self.plan.lb_url

    @property
    def stats_url(self) -> str:
        return self.plan.stats_url

    @property
    def database_url(self) -> str:
        return self.plan.database_url

    @property
    def redis_url(self) -> str:
        return self.plan.redis_url

    def node_url(self, host: str, dbname: str = "maumau") -> str:
        """A direct URL to one database host (``db1``, ``db2``), bypassing the host list."""
        return f"postgresql://postgres@{self.plan.host(host).address}:{POSTGRES_PORT}/{dbname}"

    def service_url(self, host: str) -> str:
        """A service host's own HTTP address (bypassing the load balancer)."""
        return f"http://{self.plan.host(host).address}:{SERVICE_PORT}"

    def host_dir(self, host: str) -> HostDir:
        return HostDir(self.run_dir / host)

    def logs(self, host: str) -> list[Path]:
        """The host's log files (one per process, plus the one-off commands run there)."""
        return sorted(self.host_dir(host).path.glob("*.log"))

    def log_tail(self, host: str, chars: int = 3000) -> str:
        return "\n".join(f"== {path.relative_to(self.run_dir)}\n{spawn.tail(path, chars)}" for path in self.logs(host))

    # ---------------------------------------------------------------- up

    def up(self) -> None:
        """Bring every host up, in order, waiting for each layer; a topology already up and ready
        is left as it is.  Raises :class:`TopologyError` with the log tails of what did not start
        (the half-built topology is left for inspection: call :meth:`down`)."""
        if self._already_up():
            return
        started = time.monotonic()
        self.down()
        self.run_dir.mkdir(parents=True)
        self.run_dir.chmod(0o755)  # the postgres user must reach its hosts' directories
        saved = {**self.plan.as_json(), "bot_delay_ms": self.bot_delay_ms, "extra_env": self.extra_env}
        (self.run_dir / MARKER).write_text(json.dumps(saved, indent=2), encoding="utf-8")

        self._step("network", self._network)
        self._step("cache", lambda: self._start_host("cache"))
        self._step("postgres", self._postgres)
        self._step("migrate", self._migrate)
        self._step("services", self._services)
        self.timings["total"] = round(time.monotonic() - started, 2)
        (self.run_dir / "timings.json").write_text(json.dumps(self.timings, indent=2), encoding="utf-8")

    def _step(self, name: str, action: Callable[[], None]) -> None:
        started = time.monotonic()
        action()
        self.timings[name] = round(time.monotonic() - started, 2)

    def _already_up(self) -> bool:
        if not (self.run_dir / MARKER).exists():
            return False
        if set(netns.namespaces(self.plan.prefix)) != {self.plan.netns(h.name) for h in self.plan.hosts}:
            return False
        try:
            return httpx.get(f"{self.lb_url}/readyz", timeout=3).status_code == 200
        except httpx.HTTPError:
            return False

    def _network(self) -> None:
        netns.add_bridge(self.plan.bridge, f"{self.plan.gateway}/24")
        for host in self.plan.hosts:
            netns.add_host(
                self.plan.netns(host.name), self.plan.veth(host.name), f"{host.address}/24", self.plan.bridge
            )
            self.host_dir(host.name).make(postgres_owned=host.role in ("monitor", "database"))

    def _postgres(self) -> None:
        mon = self.plan.host("mon")
        home = self.host_dir("mon")
        self._run("mon", "create", postgres.create_monitor(home.pgdata, mon.address), home=home)
        postgres.append_settings(home.pgdata, postgres.MONITOR_SETTINGS)
        self._start_host("mon")
        self._wait("the monitor to answer", lambda: self._answers(mon.address, POSTGRES_PORT), 30, ["mon"])
        for name in ("db1", "db2"):
            host = self.plan.host(name)
            home = self.host_dir(name)
            create = postgres.create_node(home.pgdata, name, host.address, self.plan.monitor_url)
            self._run(name, "create", create, home=home, timeout=180)
            for command in postgres.keeper_settings(home.pgdata):
                self._run(name, "create", command, home=home)
            postgres.append_settings(home.pgdata, postgres.NODE_SETTINGS)
            self._start_host(name)
            if name == "db1":
                self._wait("db1 to be primary", lambda: self.primary(wait=False) == "db1", 60, ["mon", "db1"])
        self._wait("db2 to be a secondary", lambda: self.standby(wait=False) == "db2", 120, ["mon", "db1", "db2"])
        self._wait("synchronous replication", lambda: self.synchronous(), 60, ["mon", "db1", "db2"])

    def _migrate(self) -> None:
        first_worker = self.plan.of_role("worker")[0].name
        self._run(first_worker, "migrate", [_python(), "-m", "api.cli.main", "db", "upgrade"], env=self._maumau_env())

    def _services(self) -> None:
        workers = [h.name for h in self.plan.hosts if h.role in ("service", "worker")]
        for name in workers:
            self._start_host(name)
        for host in self.plan.of_role("service"):
            health = f"{self.service_url(host.name)}/healthz"
            self._wait(f"{host.name} to serve", functools.partial(self._http_ok, health), 120, workers)
        self._start_host("lb")
        self._wait(
            "the load balancer to be ready", lambda: self._http_ok(f"{self.lb_url}/readyz"), 60, ["lb", *workers]
        )

    # ---------------------------------------------------------------- hosts' processes

    def _maumau_env(self, host: str = "") -> dict[str, str]:
        return {
            "PYTHONPATH": str(ROOT),
            "MAUMAU_HOST_NAME": host,
            # A request waits this long for a connection before 503 (no primary during a failover).
            "MAUMAU_POOL_TIMEOUT": "3",
            "MAUMAU_REQUEST_DATABASE_WAIT_SECONDS": "4",
            "MAUMAU_DATABASE_URL": self.database_url,
            "MAUMAU_REDIS_URL": self.redis_url,
            "MAUMAU_CREATE_TABLES": "false",
            "MAUMAU_REACTIONS_IN_PROCESS": "false",
            "MAUMAU_PROJECTIONS_IN_PROCESS": "false",
            # Every client reaches the services from the load balancer's one address.
            "MAUMAU_RATE_LIMIT_TOKEN_PER_SECOND": "0",
            "MAUMAU_RATE_LIMIT_ADDRESS_PER_SECOND": "0",
            "MAUMAU_BOT_SWEEP_SECONDS": "1",
            **self.extra_env,
        }

    def _commands(self, host: Host) -> list[tuple[str, list[str], dict[str, str] | None, HostDir | None]]:
        """The host's long-running processes: (name, argv, environment, postgres home)."""
        home = self.host_dir(host.name)
        maumau = [_python(), "-m", "api.cli.main"]
        if host.role == "cache":
            redis = ["redis-server", "--bind", host.address, "--port", str(REDIS_PORT), "--save", ""]
            redis += ["--appendonly", "no", "--protected-mode", "no", "--dir", str(home.path)]
            return [("redis", redis, None, None)]
        if host.role in ("monitor", "database"):
            return [("pg_autoctl", postgres.run_node(home.pgdata), None, home)]
        if host.role == "service":
            serve = [*maumau, "serve", "--host", "0.0.0.0", "--port", str(SERVICE_PORT), "--no-migrate"]
            serve += ["--no-projections", "--log-level", "warning", "--bot-delay-ms", str(self.bot_delay_ms)]
            return [("serve", serve, self._maumau_env(host.name), None)]
        if host.role == "worker":
            env = self._maumau_env(host.name)
            return [
                ("projections", [*maumau, "projections", "run"], env, None),
                ("reactions", [*maumau, "reactions", "run"], env, None),
            ]
        cfg = home.path / "haproxy.cfg"
        cfg.write_text(haproxy.config(host.address, self.plan.of_role("service")), encoding="utf-8")
        return [("haproxy", ["haproxy", "-db", "-f", str(cfg)], None, None)]

    def _start_host(self, name: str) -> None:
        host = self.plan.host(name)
        for process, argv, env, home in self._commands(host):
            log = self.host_dir(name).log(process)
            self._processes[(name, process)] = spawn.start(self.plan.netns(name), argv, log, env, home)

    def _run(
        self,
        host: str,
        log: str,
        argv: list[str],
        env: dict[str, str] | None = None,
        home: HostDir | None = None,
        timeout: float = 120,
    ) -> str:
        return spawn.run(self.plan.netns(host), argv, self.host_dir(host).log(log), env, home, timeout)

    def _exited(self, hosts: Iterable[str]) -> list[str]:
        """The processes started on ``hosts`` by this object that have exited."""
        wanted = set(hosts)
        return [
            f"{h}/{p} (exit {proc.returncode})"
            for (h, p), proc in self._processes.items()
            if h in wanted and proc.poll() is not None
        ]

    def _wait(self, what: str, ready: Callable[[], object], timeout: float, hosts: list[str]) -> None:
        """Poll ``ready`` until it holds; fail at once when a process of ``hosts`` exits, or at
        ``timeout``, with those hosts' log tails."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                if ready():
                    return
                problem = ""
            except (TopologyError, OSError, httpx.HTTPError) as error:  # psycopg's errors are OSErrors
                problem = str(error)
            except Exception as error:
                problem = f"{type(error).__name__}: {error}"
            exited = self._exited(hosts)
            if exited or time.monotonic() > deadline:
                why = f"exited: {', '.join(exited)}" if exited else f"timed out after {timeout} s"
                logs = "\n".join(self.log_tail(h) for h in hosts)
                raise TopologyError(f"waiting for {what}: {why}; last error: {problem or '-'}\n{logs}")
            time.sleep(0.2)

    @staticmethod
    def _answers(address: str, port: int) -> bool:
        try:
            with socket.create_connection((address, port), timeout=1):
                return True
        except OSError:
            return False

    @staticmethod
    def _http_ok(url: str) -> bool:
        try:
            return httpx.get(url, timeout=3).status_code == 200
        except httpx.HTTPError:
            return False

    # ---------------------------------------------------------------- faults

    def kill_host(self, name: str) -> int:
        """``kill -9`` every process of the host (a power cut: no clean shutdown); the number killed."""
        self.plan.host(name)
        killed = netns.kill_all(self.plan.netns(name))
        self._reap(name)
        return killed

    def restart_host(self, name: str) -> None:
        """Start the host's processes again (after :meth:`kill_host`; whatever still runs there
        is killed first).  A database host's ``pg_autoctl run`` rejoins the formation."""
        self.kill_host(name)
        self._start_host(name)

    def host_of(self, pid: int) -> str | None:
        """The host a process runs on (its namespace), or ``None`` when it is not one of ours."""
        ns = netns.identify(pid)
        prefix = f"{self.plan.prefix}-"
        return ns.removeprefix(prefix) if ns is not None and ns.startswith(prefix) else None

    def link_down(self, name: str) -> None:
        """Cut the host off the network (its processes keep running)."""
        netns.set_link(self.plan.veth(self.plan.host(name).name), up=False)

    def link_up(self, name: str) -> None:
        netns.set_link(self.plan.veth(self.plan.host(name).name), up=True)

    def _reap(self, host: str, timeout: float = 10.0) -> None:
        for key in [k for k in self._processes if k[0] == host]:
            # A reaper whose host's processes are not all gone yet exits with them.
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._processes.pop(key).wait(timeout)

    # ---------------------------------------------------------------- the database's state

    def nodes(self) -> list[dict[str, Any]]:
        """``pg_autoctl show state --json``, from the monitor."""
        return postgres.show_state(self.plan.monitor_url)

    def primary(self, wait: bool = True, timeout: float = 60) -> str | None:
        """The data node the monitor has made primary and that reports being one (``db1``/``db2``);
        with ``wait=False`` ``None`` while there is none."""
        return self._until("a primary", self._primary, timeout) if wait else self._primary()

    def _primary(self) -> str | None:
        for node in self.nodes():
            if (
                node["assigned_group_state"] in PRIMARY_STATES
                and node["current_group_state"] == node["assigned_group_state"]
            ):
                return str(node["nodename"])
        return None

    def standby(self, wait: bool = True, timeout: float = 60) -> str | None:
        """The data node that is a secondary (assigned and reported), or ``None`` (``wait=False``)."""
        return self._until("a standby", self._standby, timeout) if wait else self._standby()

    def _standby(self) -> str | None:
        for node in self.nodes():
            if node["assigned_group_state"] == "secondary" == node["current_group_state"]:
                return str(node["nodename"])
        return None

    def wait_primary_change(self, old: str, timeout: float = 90) -> tuple[str, float]:
        """Wait until a node other than ``old`` is primary; (its name, seconds waited)."""
        started = time.monotonic()

        def other() -> str | None:
            name = self._primary()
            return name if name != old else None

        new = self._until(f"a primary other than {old}", other, timeout)
        return new, round(time.monotonic() - started, 2)

    def _until(self, what: str, find: Callable[[], T | None], timeout: float, hosts: Iterable[str] = ()) -> T:
        """Poll ``find`` (as :meth:`_wait`) until it returns something; that."""
        found: list[T] = []

        def ready() -> bool:
            value = find()
            if value is not None:
                found.append(value)
            return value is not None

        self._wait(what, ready, timeout, list(hosts))
        return found[-1]

    def replication(self) -> dict[str, Any]:
        """The primary's ``synchronous_standby_names`` and ``pg_stat_replication``."""
        primary = self.primary(wait=False)
        if primary is None:
            raise TopologyError("no primary")
        return {"primary": primary, **postgres.replication(self.node_url(primary))}

    def synchronous(self) -> bool:
        """True when the primary commits synchronously to a streaming standby (False while there
        is no primary, or it does not answer: during a failover or a rejoin)."""
        try:
            state = self.replication()
        except (TopologyError, psycopg.Error):
            return False
        return bool(state["synchronous_standby_names"]) and any(
            s["state"] == "streaming" and s["sync_state"] in ("sync", "quorum") for s in state["standbys"]
        )

    # ---------------------------------------------------------------- status and down

    def status(self) -> dict[str, Any]:
        """What runs: each host's namespace, link and process count; the load balancer's
        readiness and servers; the database nodes as the monitor sees them."""
        present = set(netns.namespaces(self.plan.prefix))
        hosts: dict[str, Any] = {}
        for host in self.plan.hosts:
            ns = self.plan.netns(host.name)
            exists = ns in present
            hosts[host.name] = {
                "address": host.address,
                "role": host.role,
                "netns": exists,
                "link_up": exists and netns.link_is_up(self.plan.veth(host.name)),
                "processes": len(netns.pids(ns)) if exists else 0,
            }
        out: dict[str, Any] = {"lb_url": self.lb_url, "run_dir": str(self.run_dir), "hosts": hosts}
        try:
            ready = httpx.get(f"{self.lb_url}/readyz", timeout=3)
            out["readyz"] = ready.status_code
        except httpx.HTTPError as error:
            out["readyz"] = str(error) or type(error).__name__
        try:
            servers = haproxy.server_stats(self.stats_url)
            out["lb_servers"] = {
                name: {"status": row["status"], "requests": int(row["stot"] or 0)} for name, row in servers.items()
            }
        except (httpx.HTTPError, KeyError, ValueError) as error:
            out["lb_servers"] = str(error) or type(error).__name__
        try:
            out["database"] = [
                {k: n[k] for k in ("nodename", "nodehost", "current_group_state", "assigned_group_state", "health")}
                for n in self.nodes()
            ]
        except TopologyError as error:
            out["database"] = str(error)
        return out

    def down(self) -> None:
        """Kill every process in the instance's namespaces, delete the namespaces, veths and
        bridge (found by prefix: leftovers of any earlier run too) and the run directory."""
        for ns in netns.namespaces(self.plan.prefix):
            netns.delete_namespace(ns)
        for link in netns.links(self.plan.prefix):
            netns.delete_link(link)
        for host in {h for h, _ in self._processes}:
            self._reap(host)
        if self.run_dir.exists():
            if not (self.run_dir / MARKER).exists() and any(self.run_dir.iterdir()):
                raise TopologyError(f"{self.run_dir} holds no {MARKER}: not removing a directory this did not make")
            shutil.rmtree(self.run_dir)

    def leftovers(self) -> dict[str, list[str]]:
        """What of this prefix still exists (namespaces, links): empty lists after :meth:`down`."""
        return {"namespaces": netns.namespaces(self.plan.prefix), "links": netns.links(self.plan.prefix)}
