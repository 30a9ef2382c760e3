"""What the database holds, compared with what the load driver's clients were told.

Read through the service's own event store (the multi-host URL: whichever node is primary), so a
move counts as present only if a reader of the log sees it.  A batch is the events of one
request id; an idempotency key belongs to a batch (its first event's metadata).
"""

from __future__ import annotations

import time
import uuid
from collections import Counter
from typing import Any

from domain.maumau.events import RoundStarted
from infrastructure.adapters.event_store import REQUEST_ID, RecordedEvent
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from tests.topology.load import Report

OVERDUE_MS = 5_000
"""A timer this late has not been fired by a running reactions process (they poll every second)."""


def _batches(records: list[RecordedEvent[Any]]) -> list[list[RecordedEvent[Any]]]:
    out: list[list[RecordedEvent[Any]]] = []
    for record in records:
        if out and out[-1][-1].metadata.get(REQUEST_ID) == record.metadata.get(REQUEST_ID):
            out[-1].append(record)
        else:
            out.append([record])
    return out


def verify(database_url: str, report: Report) -> dict[str, Any]:
    """Figures: acknowledged moves found once, lost (none) or doubled (more); clock commands
    (deadlines, deals: keys ``react:...``) stored more than once; rounds dealt twice; timers
    overdue now (a deadline nobody fired) or parked."""
    from infrastructure.services.reactions import status

    services = build_services(load_settings(database_url=database_url, create_tables=False))
    try:
        keys: Counter[str] = Counter()
        clock_keys: Counter[str] = Counter()
        doubled_rounds = 0
        clock_batches = 0
        for table_id in sorted(set(report.tables)):
            batches = _batches(list(services.games.load(uuid.UUID(table_id))))
            for batch in batches:
                key = batch[0].metadata.get("key")
                if isinstance(key, str):
                    keys[f"{table_id}/{key}"] += 1
                    if key.startswith("react:"):
                        clock_keys[f"{table_id}/{key}"] += 1
                if batch[0].metadata.get("actor") == "clock":
                    clock_batches += 1
            dealt = Counter(r.event.round_no for b in batches for r in b if isinstance(r.event, RoundStarted))
            doubled_rounds += sum(1 for n in dealt.values() if n > 1)
        acked = Counter(f"{a.table_id}/{a.key}" for a in report.acks)
        found = [keys[k] for k in acked]
        now_ms = int(time.time() * 1000)
        overdue = [
            {"name": r["name"], "overdue_seconds": (now_ms - r["next_live_due"]) / 1000, "parked": r["parked"]}
            for r in status(services.engine, services.store.max_notification_id())
            if r["parked"] or (r["next_live_due"] is not None and now_ms - r["next_live_due"] > OVERDUE_MS)
        ]
    finally:
        services.close()
    return {
        "tables": len(set(report.tables)),
        "finished_tables": report.finished_tables,
        "acknowledged": len(acked),
        "acknowledged_replayed": sum(1 for a in report.acks if a.replayed),
        "present_once": sum(1 for n in found if n == 1),
        "lost": sum(1 for n in found if n == 0),
        "doubled": sum(1 for n in found if n > 1),
        "refused": report.refused,
        "retried": dict(report.retried),
        "unexpected": report.unexpected[:10],
        "gave_up": report.gave_up[:10],
        "clock_batches": clock_batches,
        "clock_keys_doubled": sum(1 for n in clock_keys.values() if n > 1),
        "rounds_dealt_twice": doubled_rounds,
        "overdue_reactions": overdue,
    }
