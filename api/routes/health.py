"""``/healthz`` and ``/readyz``: is the process alive, and can it serve with a read side that moves?

* ``GET /healthz`` answers 200 as long as the process serves HTTP at all (a liveness probe: no
  database access, so a database outage never gets a healthy process restarted).
* ``GET /readyz`` answers 200 when the database answers (the SQLAlchemy engine and the event
  store) and no projection or durable reaction is parked; otherwise 503 in the one error shape,
  ``{"detail": {"rule": "unavailable" | "projection_parked" | "reaction_parked", "message": ...}}``
  (a parked reaction means a deadline may not fire: ``detail.parked_reactions`` names it).  A parked
  projection is named with its position and the event it fails on (``detail.parked``), but never
  with the error text, which may quote row values: ``maumau projections status`` shows that to
  operators.  See ``docs/read_models.md`` ("Parked projections").
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from sqlalchemy import inspect, text

from api.deps import ServicesDep
from api.schemas import ErrorOut
from infrastructure.adapters.db import ReactionTrackingRow
from infrastructure.services.bootstrap import Services
from infrastructure.services.reactions import status as reaction_status
from projections.api import Park, parked

router = APIRouter(tags=["health"])

log = logging.getLogger(__name__)

_NOT_READY: dict[int | str, dict[str, Any]] = {
    503: {"model": ErrorOut, "description": "the database is unreachable, or a projection is parked"},
}


@router.get("/healthz", summary="Liveness: the process serves HTTP")
def healthz() -> dict[str, str]:
    """Always ``{"status": "ok"}``: no dependency is checked (that is ``/readyz``)."""
    return {"status": "ok"}


def _probe(services: Services) -> tuple[dict[str, Park], list[dict[str, Any]], int]:
    """The parked projections (none if the read side is not installed), the parked reactions
    (a reaction parked as a whole, or with parked timers) and the log's head; raises when the
    database does not answer."""
    with services.engine.connect() as conn:
        conn.execute(text("SELECT 1"))
        installed = inspect(conn)
        parks = parked(conn)
        has_reactions = installed.has_table(ReactionTrackingRow.__tablename__)
    head = services.store.max_notification_id()
    stuck = []
    for row in reaction_status(services.engine, head) if has_reactions else []:
        park = row["parked"]
        if park is None and not row["parked_timers"]:
            continue
        entry: dict[str, Any] = {
            "name": row["name"],
            "position": row["position"],
            "parked_timers": len(row["parked_timers"]),
        }
        if park is not None:
            entry.update(notification_id=park["notification_id"], event_type=park["event_type"])
        stuck.append(entry)
    return parks, stuck, head


@router.get("/readyz", summary="Readiness: database reachable, no projection parked", responses=_NOT_READY)
def readyz(services: ServicesDep) -> Any:
    """200 ``{"status": "ready", "head": N}`` when the database answers and no projection is
    parked; 503 naming the reason otherwise."""
    try:
        parks, stuck_reactions, head = _probe(services)
    except Exception as error:  # whatever it is, the answer is "not ready", never a 500
        log.warning("readiness check failed: %s", error)
        down = {"rule": "unavailable", "message": "the database is unavailable: retry later"}
        return JSONResponse({"detail": down}, status_code=503, headers={"Retry-After": "1"})
    if parks:
        ordered = sorted(parks.values(), key=lambda p: p.name)
        names = ", ".join(
            f"{p.name} at position {p.position} (notification {p.notification_id}, {p.event_type})" for p in ordered
        )
        detail: dict[str, Any] = {
            "rule": "projection_parked",
            "message": f"parked projection(s): {names}; see `maumau projections status`",
            "parked": [p.public() for p in ordered],
        }
        if stuck_reactions:
            detail["parked_reactions"] = stuck_reactions
        return JSONResponse({"detail": detail}, status_code=503)
    if stuck_reactions:
        names = ", ".join(r["name"] for r in stuck_reactions)
        detail = {
            "rule": "reaction_parked",
            "message": f"parked reaction(s) or timers: {names}; see `maumau reactions status`",
            "parked_reactions": stuck_reactions,
        }
        return JSONResponse({"detail": detail}, status_code=503)
    return {"status": "ready", "head": head}
