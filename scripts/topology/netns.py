"""Network namespaces, veth pairs and the bridge, through ``ip`` (iproute2; needs root).

A host is a namespace with ``lo`` and ``eth0`` (one end of a veth pair); the other end sits in
the root namespace, enslaved to the bridge, which also holds the root namespace's own address.
Nothing is routed off the bridge: the hosts have no default route.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time

from scripts.topology.plan import TopologyError


def ip(*args: str, check: bool = True) -> str:
    """Run ``ip ARGS`` and return its output; raise :class:`TopologyError` with its stderr on failure."""
    done = subprocess.run(["ip", *args], capture_output=True, text=True, check=False)
    if check and done.returncode != 0:
        raise TopologyError(f"ip {' '.join(args)}: {done.stderr.strip() or done.returncode}")
    return done.stdout


def add_bridge(name: str, address: str) -> None:
    """The bridge, up, with ``address`` (``10.77.0.1/24``) for the root namespace."""
    ip("link", "add", name, "type", "bridge")
    ip("addr", "add", address, "dev", name)
    ip("link", "set", name, "up")


def add_host(netns: str, veth: str, address: str, bridge: str) -> None:
    """A namespace with ``lo`` up and ``eth0`` at ``address`` (``10.77.0.21/24``) on ``bridge``."""
    ip("netns", "add", netns)
    ip("link", "add", veth, "type", "veth", "peer", "name", "eth0", "netns", netns)
    ip("link", "set", veth, "master", bridge)
    ip("link", "set", veth, "up")
    ip("-n", netns, "link", "set", "lo", "up")
    ip("-n", netns, "addr", "add", address, "dev", "eth0")
    ip("-n", netns, "link", "set", "eth0", "up")


def set_link(veth: str, up: bool) -> None:
    """Pull (or plug back) a host's cable: its veth end in the root namespace."""
    ip("link", "set", veth, "up" if up else "down")


def link_is_up(veth: str) -> bool:
    """True when the veth end is administratively up (its flags, ``<BROADCAST,UP,...>``, hold ``UP``)."""
    flags = ip("-o", "link", "show", veth).partition("<")[2].partition(">")[0]
    return "UP" in flags.split(",")


def namespaces(prefix: str) -> list[str]:
    """The namespaces named ``{prefix}-...`` (``ip netns list`` prints ``name (id: 3)``)."""
    names = (line.split()[0] for line in ip("netns", "list").splitlines() if line.strip())
    return sorted(name for name in names if name.startswith(f"{prefix}-"))


def links(prefix: str) -> list[str]:
    """The root namespace's links named ``{prefix}-...`` (veth ends and the bridge)."""
    out = []
    for line in ip("-o", "link", "show").splitlines():
        name = line.split(":", 2)[1].strip().split("@", 1)[0]
        if name.startswith(f"{prefix}-"):
            out.append(name)
    return sorted(out)


def pids(netns: str) -> list[int]:
    """Every process whose network namespace is ``netns``."""
    return [int(pid) for pid in ip("netns", "pids", netns, check=False).split()]


def identify(pid: int) -> str | None:
    """The named namespace process ``pid`` runs in (``ip netns identify``), or ``None``."""
    return ip("netns", "identify", str(pid), check=False).strip() or None


def kill_all(netns: str, timeout: float = 10.0) -> int:
    """``kill -9`` every process in ``netns`` until none is left; the number killed."""
    killed: set[int] = set()
    deadline = time.monotonic() + timeout
    while left := pids(netns):
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
                killed.add(pid)
            except ProcessLookupError:
                pass
        if time.monotonic() > deadline:
            raise TopologyError(f"processes of {netns} survive kill -9: {left}")
        time.sleep(0.05)
    return len(killed)


def delete_namespace(netns: str) -> None:
    """Kill what runs in ``netns``, then delete it (its ``eth0`` goes with it, and the veth's other end)."""
    kill_all(netns)
    ip("netns", "delete", netns, check=False)


def delete_link(name: str) -> None:
    ip("link", "delete", name, check=False)
