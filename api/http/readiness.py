"""One look at what the service depends on, for ``GET /readyz`` and ``GET /metrics`` alike.

:func:`probe` asks the database, in this order: does it answer (``SELECT 1``), which Alembic
revision it is at (compared with the newest revision this code ships; a database the service made
its own tables in, never migrated, counts as current), where every read model
stands (:func:`projections.api.status`: position, lag behind the event log in events and in
seconds, a park), which durable reactions are parked and when each one's earliest timer that will
still fire was due (:func:`infrastructure.services.reactions.status`), and the service clock's time:
a timer due long ago that nobody fired means no reactions process runs (see :meth:`Readiness.overdue_reactions`).
It raises whatever the database raises when it does not answer: the callers turn that into
"not ready" (``/readyz``) or ``maumau_database_up 0`` (``/metrics``), never into a 500.

Nothing here decides readiness: :mod:`api.http.routes.health` does, from a :class:`Readiness`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import inspect, text

from infrastructure.adapters.db import ReactionTrackingRow
from infrastructure.adapters.migrate import head_revision
from infrastructure.services.bootstrap import Services
from infrastructure.services.reactions import status as reaction_status
from projections.api import status as projection_status

__all__ = ["Readiness", "expected_revision", "probe", "replica_state"]

_VERSION_TABLE = "alembic_version"


@functools.cache
def expected_revision() -> str | None:
    """The newest Alembic revision of this code (read from the scripts once per process: the
    code does not change while it runs).  ``None`` when the scripts cannot tell (no revision,
    or several heads)."""
    try:
        return head_revision()
    except Exception:  # several heads (a merge missing): there is no single revision to expect
        return None


@dataclass(frozen=True)
class Readiness:
    """What :func:`probe` found; every list is in name order."""

    head: int
    """The event log's last notification id."""
    revision: str | None
    """The database's Alembic revision (``None``: never migrated)."""
    expected: str | None
    """The newest revision this code ships."""
    self_made: bool = False
    """True when the service made its tables itself (``MAUMAU_CREATE_TABLES``, e.g. an in-memory
    SQLite database) and the database has no Alembic revision: the tables are the code's own."""
    projections: list[dict[str, Any]] = field(default_factory=list)
    """:func:`projections.api.status` rows (without error texts)."""
    reactions: list[dict[str, Any]] = field(default_factory=list)
    """:func:`infrastructure.services.reactions.status` rows (empty without the reactions' tables)."""
    now: int = 0
    """The service clock when the probe ran (ms since the epoch): what timers are due against."""
    replica: dict[str, Any] | None = None
    """The read replica's state (:func:`replica_state`), ``None`` without one."""

    @property
    def migrated(self) -> bool:
        """True when the database is at the newest revision this code knows (or, never migrated,
        has the tables the service made from the code itself)."""
        if self.revision is None and self.self_made:
            return True
        return self.expected is not None and self.revision == self.expected

    @property
    def parked_projections(self) -> list[dict[str, Any]]:
        """The public part of every projection park (no error text)."""
        return [row["parked"] for row in self.projections if row["parked"] is not None]

    @property
    def stuck_reactions(self) -> list[dict[str, Any]]:
        """Every reaction parked as a whole or with parked timers: name, position, the number of
        parked timers and, for a park, the event it stopped on (never the error text)."""
        stuck = []
        for row in self.reactions:
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
        return stuck

    def overdue_reactions(self, margin_seconds: float) -> list[dict[str, Any]]:
        """Every reaction with a timer (not parked) due more than ``margin_seconds`` ago that has
        not fired: name, how many timers it holds and by how many seconds the earliest is overdue.
        A running reactions worker fires a timer within its poll interval of the due time, so one
        this late means no process runs the reactions (or none can reach the database)."""
        overdue = []
        for row in self.reactions:
            due = row.get("next_live_due")
            if due is None or self.now - int(due) <= margin_seconds * 1000:
                continue
            late = round((self.now - int(due)) / 1000.0, 1)
            overdue.append({"name": row["name"], "timers": row["timers"], "overdue_seconds": late})
        return overdue

    def lag(self) -> dict[str, dict[str, Any]]:
        """Each working read model's lag: ``{"events": N, "seconds": S}`` (a read model whose
        tables are missing has no meaningful lag and is left out: ``projections status`` names it)."""
        return {
            row["name"]: {"events": row["lag"], "seconds": row["lag_seconds"]}
            for row in self.projections
            if row["error"] is None and row["position"] is not None
        }

    def max_lag_seconds(self) -> float:
        """The largest lag in seconds among working, unparked read models (0 when none lags);
        a parked one is reported as parked, not as lagging."""
        lags = [
            float(row["lag_seconds"] or 0.0)
            for row in self.projections
            if row["error"] is None and row["position"] is not None and row["parked"] is None
        ]
        return max(lags, default=0.0)


def _revision(services: Services) -> str | None:
    """The database's Alembic revision, read on the service's engine (``None``: never migrated;
    several rows, i.e. unmerged branches, read as ``"a+b"``, which is no head)."""
    with services.engine.connect() as conn:
        conn.execute(text("SELECT 1"))
        if not inspect(conn).has_table(_VERSION_TABLE):
            return None
        rows = sorted(str(r[0]) for r in conn.execute(text(f"SELECT version_num FROM {_VERSION_TABLE}")))  # noqa: S608
    return "+".join(rows) or None


_REPLICA_LAG = text(
    "SELECT pg_is_in_recovery() AS standby, CASE WHEN NOT pg_is_in_recovery() THEN 0 "
    "WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0 "
    "ELSE COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()), 0) END AS lag"
)


def replica_state(services: Services) -> dict[str, Any] | None:
    """Where the read replica stands: ``{"up": true, "standby": bool, "lag_seconds": S}`` (0 when
    it has replayed all it received, or when the URL reached a primary: ``standby`` false), or
    ``{"up": false}`` when it does not answer; ``None`` without a replica."""
    engine = services.read_engine
    if engine is None:
        return None
    try:
        with engine.connect() as conn:
            row = conn.execute(_REPLICA_LAG).one()
    except Exception:  # a replica that does not answer is reported, not raised
        return {"up": False}
    return {"up": True, "standby": bool(row.standby), "lag_seconds": round(float(row.lag), 3)}


def probe(services: Services) -> Readiness:
    """Read everything :class:`Readiness` holds; raises when the database does not answer."""
    revision = _revision(services)
    head = services.store.max_notification_id()
    projections = projection_status(services.engine, services.store)
    with services.engine.connect() as conn:
        has_reactions = inspect(conn).has_table(ReactionTrackingRow.__tablename__)
    reactions = reaction_status(services.engine, head) if has_reactions else []
    self_made = revision is None and services.settings.create_tables
    now = services.games.now()
    replica = replica_state(services)
    return Readiness(head, revision, expected_revision(), self_made, projections, reactions, now, replica)
