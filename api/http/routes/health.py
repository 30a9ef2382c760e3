"""``/healthz`` and ``/readyz``: is the process alive, and can it serve with a read side that moves?

* ``GET /healthz`` answers 200 as long as the process serves HTTP at all (a liveness probe: no
  database access, so a database outage never gets a healthy process restarted).
* ``GET /readyz`` answers 200 when the database answers (the SQLAlchemy engine and the event
  store), its schema is at the newest Alembic revision this code ships, no projection or durable
  reaction is parked and (when ``MAUMAU_READY_MAX_PROJECTION_LAG_SECONDS`` is set) no read model
  lags further behind the event log than that.  The answer reports the migration revisions and
  every read model's lag (events and seconds).  Otherwise it is 503 in the one error shape,
  ``{"detail": {"rule": ..., "message": ...}}``, checked in this order:

  - ``unavailable``: the database does not answer (``Retry-After: 1``);
  - ``migrations_not_at_head``: the database is at another revision than the code
    (``detail.migrations``: ``current`` and ``head``; run ``maumau db upgrade``).  A database
    without a revision whose tables the service made itself (``MAUMAU_CREATE_TABLES``, such as
    an in-memory SQLite database) counts as current (``migrations.tables_made_by_service``);
  - ``projection_parked``: a projection is parked, named with its position and the event it
    fails on (``detail.parked``), never with the error text, which may quote row values
    (``maumau projections status`` shows that to operators; see ``docs/read_models.md``);
  - ``reaction_parked``: a durable reaction or one of its timers is parked, so a deadline may not
    fire (``detail.parked_reactions``);
  - ``reaction_overdue``: a durable reaction's timer (an automatic deal, a turn or challenge
    deadline) that is not parked was due more than ``MAUMAU_READY_MAX_REACTION_DELAY_SECONDS``
    ago and nobody fired it: no process runs the reactions (``detail.overdue_reactions``: name,
    timers, ``overdue_seconds``; ``Retry-After: 1``);
  - ``projection_lag``: a read model is further behind than the configured bound (``detail.lag``).

The probe itself is :func:`api.http.readiness.probe`, which ``/metrics`` shares.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from api.http.deps import ServicesDep
from api.http.readiness import Readiness, probe
from api.schemas.common import ErrorOut

router = APIRouter(tags=["health"])

log = logging.getLogger(__name__)

_NOT_READY: dict[int | str, dict[str, Any]] = {
    503: {
        "model": ErrorOut,
        "description": (
            "the database is unreachable or not at the newest schema, a projection or reaction is "
            "parked, a reaction's timer is overdue, or a read model lags beyond the configured bound"
        ),
    },
}


@router.get("/healthz", summary="Liveness: the process serves HTTP")
def healthz() -> dict[str, str]:
    """Always ``{"status": "ok"}``: no dependency is checked (that is ``/readyz``)."""
    return {"status": "ok"}


def _not_ready(detail: dict[str, Any], headers: dict[str, str] | None = None) -> JSONResponse:
    """503 with ``detail`` in the documented shape."""
    return JSONResponse({"detail": detail}, status_code=503, headers=headers)


def _parked_projections(found: Readiness) -> dict[str, Any]:
    """The ``projection_parked`` refusal (with the parked reactions, if any, too)."""
    parks = sorted(found.parked_projections, key=lambda p: str(p["name"]))
    names = ", ".join(
        f"{p['name']} at position {p['position']} (notification {p['notification_id']}, {p['event_type']})"
        for p in parks
    )
    detail: dict[str, Any] = {
        "rule": "projection_parked",
        "message": f"parked projection(s): {names}; see `maumau projections status`",
        "parked": parks,
    }
    if found.stuck_reactions:
        detail["parked_reactions"] = found.stuck_reactions
    return detail


def _answer(found: Readiness, max_lag_seconds: float, max_reaction_delay: float = 0.0) -> Any:
    """The readiness answer for what the probe found (see the module docstring for the order)."""
    migrations: dict[str, Any] = {"current": found.revision, "head": found.expected}
    if found.self_made:
        migrations["tables_made_by_service"] = True  # MAUMAU_CREATE_TABLES, no Alembic revision
    if not found.migrated:
        return _not_ready(
            {
                "rule": "migrations_not_at_head",
                "message": (
                    f"the database is at revision {found.revision or 'none'}, this code expects "
                    f"{found.expected or 'a single head'}: run `maumau db upgrade`"
                ),
                "migrations": migrations,
            }
        )
    if found.parked_projections:
        return _not_ready(_parked_projections(found))
    stuck = found.stuck_reactions
    if stuck:
        names = ", ".join(r["name"] for r in stuck)
        return _not_ready(
            {
                "rule": "reaction_parked",
                "message": f"parked reaction(s) or timers: {names}; see `maumau reactions status`",
                "parked_reactions": stuck,
            }
        )
    overdue = found.overdue_reactions(max_reaction_delay) if max_reaction_delay > 0 else []
    if overdue:
        names = ", ".join(f"{r['name']} ({r['overdue_seconds']:g} s)" for r in overdue)
        return _not_ready(
            {
                "rule": "reaction_overdue",
                "message": (
                    f"reaction timer(s) overdue: {names}; is `maumau reactions run` running "
                    "(or MAUMAU_REACTIONS_IN_PROCESS on)? see `maumau reactions status`"
                ),
                "overdue_reactions": overdue,
            },
            headers={"Retry-After": "1"},
        )
    lag = found.lag()
    worst = found.max_lag_seconds()
    if max_lag_seconds > 0 and worst > max_lag_seconds:
        return _not_ready(
            {
                "rule": "projection_lag",
                "message": (
                    f"a read model is {worst:.1f} s behind the event log (the bound is "
                    f"{max_lag_seconds:g} s): is `maumau projections run` running?"
                ),
                "lag": lag,
            },
            headers={"Retry-After": "1"},
        )
    answer: dict[str, Any] = {
        "status": "ready",
        "head": found.head,
        "migrations": migrations,
        "projection_lag": {"max_seconds": worst, "by_projection": lag},
    }
    if found.replica is not None:
        answer["read_replica"] = found.replica
    return answer


@router.get(
    "/readyz",
    summary="Readiness: database reachable and migrated, nothing parked, read models close behind",
    responses=_NOT_READY,
)
async def readyz(services: ServicesDep) -> Any:
    """200 ``{"status": "ready", "head": N, "migrations": {...}, "projection_lag": {...}}`` when
    the service can serve; 503 naming the reason otherwise."""
    try:
        found = await run_in_threadpool(probe, services)
    except Exception as error:  # whatever it is, the answer is "not ready", never a 500
        log.warning("readiness check failed: %s", error)
        down = {"rule": "unavailable", "message": "the database is unavailable: retry later"}
        return _not_ready(down, headers={"Retry-After": "1"})
    settings = services.settings
    return _answer(found, settings.ready_max_projection_lag_seconds, settings.ready_max_reaction_delay_seconds)
