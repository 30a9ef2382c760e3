"""HAProxy in front of the service hosts: its configuration and its statistics.

* Health: ``GET /healthz`` every second; two failures take a server out, two successes put it
  back; a server taken out has its sessions (SSE streams) cut, so clients reconnect elsewhere.
* Failures: a request whose connection to a server fails is retried (3 times) and redispatched
  to the other server; HAProxy never resends a request a server may have received — that is the
  client's retry with its ``Idempotency-Key``.
* SSE: ``timeout server`` bounds a silent response (the service sends keep-alive comments well
  within it) and ``timeout tunnel`` bounds a long-lived stream.
* Statistics: ``http://LB:8404/stats`` (``;csv`` for machines): requests per server, state.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

import httpx

from scripts.topology.plan import LB_PORT, SERVICE_PORT, STATS_PORT, Host


def config(address: str, services: Sequence[Host]) -> str:
    """The whole ``haproxy.cfg`` for a load balancer on ``address``."""
    servers = "\n".join(f"    server {h.name} {h.address}:{SERVICE_PORT} check" for h in services)
    return f"""\
global
    maxconn 4096
    log stdout format raw local0 notice

defaults
    mode http
    log global
    option httplog
    option dontlognull
    timeout connect 1s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 5s
    timeout client-fin 5s
    timeout server-fin 5s
    retries 3
    option redispatch 1
    retry-on conn-failure

frontend api
    bind {address}:{LB_PORT}
    default_backend maumau

backend maumau
    balance roundrobin
    option httpchk
    http-check send meth GET uri /healthz
    http-check expect status 200
    default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 on-marked-down shutdown-sessions
{servers}

listen stats
    bind {address}:{STATS_PORT}
    stats enable
    stats uri /stats
    stats refresh 5s
"""


def server_stats(stats_url: str) -> dict[str, dict[str, str]]:
    """Each server of the ``maumau`` backend: its CSV row (``stot`` requests so far, ``status``
    ``UP``/``DOWN``, ``hrsp_5xx``...)."""
    response = httpx.get(f"{stats_url};csv", timeout=5)
    response.raise_for_status()
    text = response.text.lstrip("# ")
    out: dict[str, dict[str, str]] = {}
    for row in csv.DictReader(io.StringIO(text)):
        if row.get("pxname") == "maumau" and row.get("svname") not in ("FRONTEND", "BACKEND"):
            out[row["svname"]] = row
    return out
