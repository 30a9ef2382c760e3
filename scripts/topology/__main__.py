"""``python -m scripts.topology up|down|status`` (as root): the reference deployment by hand.

``up`` prints the load balancer's URL and how to tear it all down; ``status`` prints JSON;
``down`` removes every namespace, link and process of the prefix, and the run directory.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from scripts.topology.cluster import MARKER, Topology
from scripts.topology.plan import TopologyError

DEFAULT_RUN_DIR = Path("/tmp/maumau-topology")
REQUIRED = ("ip", "haproxy", "pg_autoctl", "redis-server", "runuser")


def missing_tools() -> list[str]:
    """The commands the topology needs that are not installed."""
    return [tool for tool in REQUIRED if shutil.which(tool) is None]


def _topology(args: argparse.Namespace) -> Topology:
    run_dir: Path = args.run_dir
    if args.command != "up" and (run_dir / MARKER).exists():
        return Topology.load(run_dir)
    return Topology(run_dir, prefix=args.prefix, subnet=args.subnet)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.topology", description=__doc__)
    parser.add_argument("command", choices=["up", "down", "status"])
    parser.add_argument("--run-dir", type=Path, default=DEFAULT_RUN_DIR, help=f"default {DEFAULT_RUN_DIR}")
    parser.add_argument("--prefix", default="mmt", help="names of namespaces and links (default mmt)")
    parser.add_argument("--subnet", default="10.77.0.0/24", help="the bridge's /24 (default 10.77.0.0/24)")
    args = parser.parse_args(argv)
    if missing := missing_tools():
        print(f"missing: {', '.join(missing)} (scripts/topology.sh installs them)", file=sys.stderr)
        return 2
    topology = _topology(args)
    try:
        if args.command == "up":
            topology.up()
            print(f"up in {topology.timings.get('total', 0)} s: {json.dumps(topology.timings)}", file=sys.stderr)
            print(topology.lb_url)
            print(f"tear down: python -m scripts.topology down --run-dir {topology.run_dir}", file=sys.stderr)
        elif args.command == "down":
            topology.down()
            print(f"down: no namespace or link named {topology.plan.prefix}-* is left", file=sys.stderr)
        else:
            print(json.dumps(topology.status(), indent=2))
    except TopologyError as error:
        print(f"error: {error}", file=sys.stderr)
        if args.command == "up":
            print(f"logs in {topology.run_dir}; clean up: python -m scripts.topology down", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
