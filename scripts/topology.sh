#!/usr/bin/env bash
# The reference deployment on one machine (root): scripts/topology.sh up|down|status|install [options...]
#
# Hosts are network namespaces on one bridge: HAProxy (lb), two `maumau serve` hosts, two work
# hosts (projections and reactions), PostgreSQL 15 with pg_auto_failover (monitor, primary,
# synchronous standby) and Redis; `up` prints the load balancer's URL (http://10.77.0.10:8080).
# See docs/operations.md, "Reference deployment: several hosts on one machine".
#
# Creates .venv when needed (scripts/_venv.sh) and installs the Debian packages it needs when they
# are missing (haproxy, postgresql-15-auto-failover, redis-server, iproute2); `install` does only
# that (CI can call it before the tests). Options go to `python -m scripts.topology` (--run-dir,
# --prefix, --subnet).
set -euo pipefail

# shellcheck source=scripts/_venv.sh
source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh"
cd "$MAUMAU_ROOT"

topology_install() {
    local missing=()
    command -v ip >/dev/null 2>&1 || missing+=(iproute2)
    command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
    command -v pg_autoctl >/dev/null 2>&1 || missing+=(postgresql-15-auto-failover)
    command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
    [ "${#missing[@]}" -eq 0 ] && return 0
    echo "==> installing ${missing[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    # Debian starts an installed redis-server as a service on 127.0.0.1:6379; the topology runs
    # its own inside a namespace and needs none outside.
}

if [ "$(id -u)" != 0 ]; then
    echo "error: the topology needs root (network namespaces, the postgres user)" >&2
    exit 2
fi

case "${1:-}" in
install)
    topology_install
    ;;
up | down | status)
    topology_install
    maumau_ensure_venv ""
    exec .venv/bin/python -m scripts.topology "$@"
    ;;
*)
    echo "usage: scripts/topology.sh up|down|status|install [--run-dir DIR] [--prefix P] [--subnet 10.77.0.0/24]" >&2
    exit 2
    ;;
esac
