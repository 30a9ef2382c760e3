"""A multi-host deployment of maumau on one machine, hosts as network namespaces.

``Topology(run_dir).up()`` starts HAProxy, two service hosts, two work hosts, PostgreSQL with
pg_auto_failover (monitor, primary, synchronous standby) and Redis, each in a namespace of its
own on one bridge; ``down()`` removes all of it.  Tests use the fault operations
(``kill_host``, ``restart_host``, ``link_down``/``link_up``, ``primary``, ``wait_primary_change``);
people use ``python -m scripts.topology up|down|status`` or ``scripts/topology.sh``.  Needs root,
``ip``, ``haproxy``, ``pg_autoctl`` (PostgreSQL 15) and ``redis-server``.
"""

from scripts.topology.cluster import Topology
from scripts.topology.plan import Host, Plan, TopologyError

__all__ = ["Host", "Plan", "Topology", "TopologyError"]
