"""The topology's hosts, their addresses and the names of their network devices.

Every name carries the plan's prefix (``{prefix}-{host}`` for a namespace and its veth,
``{prefix}-br`` for the bridge), so two instances on one machine (a test's and a person's) never
collide and :meth:`Topology.down` finds an instance's leftovers by prefix alone.  Prefixes hold no
``-``, which keeps ``mmt-`` from matching ``mmt2-``; names stay within Linux's 15 characters.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from typing import Any, Literal

Role = Literal["lb", "service", "worker", "monitor", "database", "cache"]

_PREFIX_RE = re.compile(r"^[a-z][a-z0-9]{0,5}$")

LB_PORT = 8080
STATS_PORT = 8404
SERVICE_PORT = 8000
POSTGRES_PORT = 5432
REDIS_PORT = 6379


class TopologyError(RuntimeError):
    """Something of the topology did not start, stop or answer (the message says what, with logs)."""


@dataclass(frozen=True)
class Host:
    """One host: a network namespace with one address on the bridge."""

    name: str
    address: str
    role: Role


@dataclass(frozen=True)
class Plan:
    """Where everything goes: ``prefix`` names, ``subnet`` (a /24) addresses.

    Addresses inside the subnet: gateway (the root namespace) ``.1``, ``lb`` ``.10``, service
    hosts ``.11``..., ``mon`` ``.20``, ``db1``/``db2`` ``.21``/``.22``, ``cache`` ``.30``, work
    hosts ``.41``...
    """

    prefix: str = "mmt"
    subnet: str = "10.77.0.0/24"
    service_hosts: int = 2
    work_hosts: int = 2

    def __post_init__(self) -> None:
        if not _PREFIX_RE.fullmatch(self.prefix):
            raise TopologyError(f"prefix {self.prefix!r}: 1-6 lowercase letters and digits, starting with a letter")
        if self.network.prefixlen != 24:
            raise TopologyError(f"subnet {self.subnet!r}: a /24 is expected")
        if not 1 <= self.service_hosts <= 9 or not 1 <= self.work_hosts <= 9:
            raise TopologyError("service_hosts and work_hosts: 1 to 9 each")

    @property
    def network(self) -> ipaddress.IPv4Network:
        return ipaddress.IPv4Network(self.subnet, strict=True)

    def address(self, last: int) -> str:
        """The subnet's address ending in ``last``."""
        return str(self.network.network_address + last)

    @property
    def gateway(self) -> str:
        """The root namespace's address on the bridge (tests and people reach the hosts from it)."""
        return self.address(1)

    @property
    def bridge(self) -> str:
        return f"{self.prefix}-br"

    def netns(self, host: str) -> str:
        return f"{self.prefix}-{host}"

    def veth(self, host: str) -> str:
        """The root namespace's end of the host's veth pair (the host's own end is ``eth0``)."""
        return f"{self.prefix}-{host}"

    @property
    def hosts(self) -> tuple[Host, ...]:
        """Every host, in bring-up order (the database first, the load balancer last)."""
        out = [
            Host("cache", self.address(30), "cache"),
            Host("mon", self.address(20), "monitor"),
            Host("db1", self.address(21), "database"),
            Host("db2", self.address(22), "database"),
        ]
        out += [Host(f"svc{i}", self.address(10 + i), "service") for i in range(1, self.service_hosts + 1)]
        out += [Host(f"work{i}", self.address(40 + i), "worker") for i in range(1, self.work_hosts + 1)]
        out.append(Host("lb", self.address(10), "lb"))
        return tuple(out)

    def host(self, name: str) -> Host:
        for host in self.hosts:
            if host.name == name:
                return host
        raise TopologyError(f"no host {name!r} (hosts: {', '.join(h.name for h in self.hosts)})")

    def of_role(self, role: Role) -> tuple[Host, ...]:
        return tuple(h for h in self.hosts if h.role == role)

    @property
    def lb_url(self) -> str:
        return f"http://{self.host('lb').address}:{LB_PORT}"

    @property
    def stats_url(self) -> str:
        """HAProxy's statistics page (CSV with ``;csv``)."""
        return f"http://{self.host('lb').address}:{STATS_PORT}/stats"

    @property
    def database_url(self) -> str:
        """libpq's multi-host URL: both database hosts, the primary chosen by ``read-write``.

        ``connect_timeout`` bounds the attempt on a host that does not answer at all (its link is
        down), so the next host in the list is tried within seconds, not after TCP's minutes.
        """
        hosts = ",".join(f"{h.address}:{POSTGRES_PORT}" for h in self.of_role("database"))
        return f"postgresql://postgres@{hosts}/maumau?target_session_attrs=read-write&connect_timeout=3"

    @property
    def redis_url(self) -> str:
        return f"redis://{self.host('cache').address}:{REDIS_PORT}/0"

    @property
    def monitor_url(self) -> str:
        """The pg_auto_failover monitor's database, as the keepers reach it."""
        return f"postgresql://autoctl_node@{self.host('mon').address}:{POSTGRES_PORT}/pg_auto_failover"

    def as_json(self) -> dict[str, Any]:
        return {
            "prefix": self.prefix,
            "subnet": self.subnet,
            "service_hosts": self.service_hosts,
            "work_hosts": self.work_hosts,
        }
