"""What an operator does with the read side: status and health, rebuild without downtime, checksums.

:func:`status` reports every tracking row (position, lag, generation, schema version, parks,
skips, missing tables); :func:`rebuild` builds read models from position 0 into a new table
generation under their ``<name>#rebuild`` rows while the live runner keeps serving the current
one, then swaps (see :mod:`projections.runner` and ``docs/read_models.md``); :func:`checksums`
digests every read view, to compare a rebuild with the live tables.
"""

from __future__ import annotations

import hashlib
import json
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import inspect, select, update
from sqlalchemy.engine import Engine

from infrastructure.adapters.event_store import EventStore
from projections import parking, registry
from projections.registry import PROJECTIONS
from projections.runner import Models, ProjectionParked, Runner, make_engine, open_store, read_trackers
from projections.schema import REBUILD_SUFFIX, TRACKING_TABLE, tracking


def status(
    engine: Engine, store: EventStore[Any], *, errors: bool = False, models: Models | None = None
) -> list[dict[str, Any]]:
    """Position, lag (notifications and seconds behind the oldest unprocessed event), generation
    and schema version of every tracking row, rebuilds in progress included, and ``parked``:
    ``None``, or where the row is parked and on which event (:meth:`parking.Park.public`).

    ``error`` is ``None`` or why a row cannot work: a registered projection whose tables (of its
    generation) or views are missing, or one without a tracking row at all, is listed with an
    error instead of being left out.  The error text of a park is added (``parked["error"]``)
    only with ``errors``: it may quote row values, so the CLI shows it and the HTTP answers show
    the error's type only.  ``skipped`` lists the notification ids an operator chose to leave
    out of the projection.  ``models``: the read models (default every registered one).
    """
    models = models if models is not None else PROJECTIONS
    head = store.max_notification_id()
    with engine.connect() as conn:
        present = inspect(conn)
        trackers = read_trackers(conn) if present.has_table(TRACKING_TABLE) else {}
        has_parking = present.has_table(parking.PARKING_TABLE)
        parks = parking.read_parked(conn, trackers) if has_parking else {}
        skipped = parking.read_skips(conn, {t.projection for t in trackers.values()}) if has_parking else {}
        missing = registry.missing_tables(conn, {name: t.generation for name, t in trackers.items()}, models)
    out = []
    for name in sorted(trackers):
        t = trackers[name]
        behind = store.read_notifications(t.position + 1, 1) if t.position < head else []
        lag_s = (datetime.now(UTC) - behind[0].recorded_at).total_seconds() if behind else 0.0
        model = models.get(t.projection)
        code = model.version if model is not None else None
        gone = missing.get(name)
        out.append(
            {
                "name": name,
                "position": t.position,
                "head": head,
                "lag": max(0, head - t.position),
                "lag_seconds": round(lag_s, 3),
                "generation": t.generation,
                "schema_version": t.schema_version,
                "needs_rebuild": code is not None and code != t.schema_version and "#" not in name,
                "parked": _park_info(parks.get(name), errors),
                "skipped": sorted(skipped.get(t.projection, ())),
                "error": f"tables missing: {', '.join(gone)} (rebuild it: `maumau projections rebuild {t.projection}`)"
                if gone
                else None,
            }
        )
    for name in models:
        if name not in trackers:
            out.append(
                {
                    "name": name,
                    "position": None,
                    "head": head,
                    "lag": head,
                    "lag_seconds": None,
                    "generation": None,
                    "schema_version": None,
                    "needs_rebuild": False,
                    "parked": None,
                    "skipped": [],
                    "error": "not installed: no tracking row (run `maumau db upgrade`)",
                }
            )
    return out


def _park_info(park: parking.Park | None, errors: bool) -> dict[str, Any] | None:
    """A park as reported by :func:`status` (its error text only with ``errors``)."""
    if park is None:
        return None
    info = park.public()
    if errors:
        info["error"] = park.error
    return info


REBUILD_BATCH = 20_000
"""Events a rebuild folds per step and transaction: 4x fewer commits and statements than 5,000
(issue 21: about 10 % less CPU per event); what it keeps in memory is one such batch of the log
and the one read ahead, so memory stays bounded by the batch, not the log."""


def rebuild(
    engine: Engine,
    store: EventStore[Any],
    names: Sequence[str],
    *,
    batch_size: int = REBUILD_BATCH,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    models: Models | None = None,
) -> dict[str, int]:
    """Rebuild ``names`` from position 0 into fresh tables and swap them in without downtime.

    Returns ``{name: new generation}``.  The live runner may keep running meanwhile: it serves
    (and updates) the old generation until the swap, then continues on the new one.  With
    ``jobs > 1`` (PostgreSQL) the projections are split over that many worker processes, each
    reading the log itself: more cores, the same result (the registered read models only).
    ``models``: the read models (default every registered one).
    """
    models = models if models is not None else PROJECTIONS
    unknown = [n for n in names if n not in models]
    if unknown:
        raise KeyError(f"unknown projection(s) {', '.join(unknown)}; known: {', '.join(models)}")
    t = tracking
    generations: dict[str, int] = {}
    with engine.begin() as conn:
        trackers = read_trackers(conn)
        for name in names:
            if name not in trackers:
                raise LookupError(f"projection {name} is not installed: run `maumau db upgrade`")
            rb = trackers.get(name + REBUILD_SUFFIX)
            gen = max(trackers[name].generation, rb.generation if rb else 0) + 1
            tables = models[name].tables
            if rb is not None:
                tables.drop_generation(conn, rb.generation)
                conn.execute(t.delete().where(t.c.name == rb.name))
            parking.clear(conn, [name + REBUILD_SUFFIX])
            tables.create_generation(conn, gen)
            conn.execute(
                t.insert().values(
                    name=name + REBUILD_SUFFIX,
                    position=0,
                    generation=gen,
                    schema_version=models[name].version,
                    updated_at=datetime.now(UTC),
                )
            )
            generations[name] = gen
    parallel = jobs > 1 and engine.dialect.name == "postgresql" and models is PROJECTIONS
    groups = _split(list(names), jobs, models) if parallel else [list(names)]
    if len(groups) == 1:
        _catch_up_rebuilds(engine, store, groups[0], batch_size, progress, models)
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        url = engine.url.render_as_string(hide_password=False)
        ctx = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=len(groups), mp_context=ctx) as pool:
            for future in [pool.submit(_rebuild_worker, url, group, batch_size) for group in groups]:
                future.result()
    for name in names:
        _swap(engine, name, generations[name], models)
    return generations


def _split(names: list[str], jobs: int, models: Models) -> list[list[str]]:
    """Greedy split of ``names`` into at most ``jobs`` groups of similar cost."""
    groups: list[tuple[int, list[str]]] = [(0, []) for _ in range(min(jobs, len(names)))]
    for name in sorted(names, key=lambda n: -models[n].rebuild_cost):
        cost, members = min(groups, key=lambda g: g[0])
        groups.remove((cost, members))
        groups.append((cost + models[name].rebuild_cost, [*members, name]))
    return [members for _, members in groups if members]


def _rebuild_worker(url: str, names: list[str], batch_size: int) -> None:
    """Process entry point of a ``jobs > 1`` rebuild: catch up ``names``' rebuild rows."""
    from infrastructure.adapters.settings import load_settings

    settings = load_settings(database_url=url, create_tables=False)
    engine, store = make_engine(settings), open_store(settings)
    try:
        _catch_up_rebuilds(engine, store, names, batch_size, None, PROJECTIONS)
    finally:
        engine.dispose()
        store.close()


def _catch_up_rebuilds(
    engine: Engine,
    store: EventStore[Any],
    names: Sequence[str],
    batch_size: int,
    progress: Callable[[int, int], None] | None,
    models: Models,
) -> None:
    """Run the ``<name>#rebuild`` rows until they are within one batch of the log's end."""
    rb_names = [n + REBUILD_SUFFIX for n in names]
    runner = Runner(engine, store, rb_names, models=models, batch_size=batch_size)
    head = store.max_notification_id()
    try:
        while True:
            runner.step()
            if runner.parked:
                raise ProjectionParked(runner.parked)
            with engine.connect() as conn:
                pos = min(tr.position for tr in read_trackers(conn, rb_names).values())
            if progress is not None:
                progress(pos, head)
            if pos >= head:
                new_head = store.max_notification_id()
                if new_head - pos <= batch_size:  # close enough: one more step, then swap
                    runner.step()
                    if runner.parked:
                        raise ProjectionParked(runner.parked)
                    return
                head = new_head
            elif runner.failing:
                time.sleep(runner.retry_delay)
            elif runner.waiting_on_gap:
                time.sleep(0.01)
    finally:
        runner.close()


def _swap(engine: Engine, name: str, generation: int, models: Models) -> None:
    """Move ``name`` to its rebuilt generation and re-point the views; drop the old tables."""
    t = tracking
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(select(t.c.name).where(t.c.name.in_([name, name + REBUILD_SUFFIX])).with_for_update())
        trackers = read_trackers(conn, [name, name + REBUILD_SUFFIX])
        old, new = trackers[name], trackers[name + REBUILD_SUFFIX]
        conn.execute(
            update(t)
            .where(t.c.name == name)
            .values(
                position=new.position,
                generation=generation,
                schema_version=new.schema_version,
                updated_at=datetime.now(UTC),
            )
        )
        conn.execute(t.delete().where(t.c.name == new.name))
        parking.clear(conn, [name])  # the new generation went past whatever parked the old one
        models[name].tables.point_views(conn, generation)
    with engine.begin() as conn:
        models[name].tables.drop_generation(conn, old.generation)


def _normal(value: Any) -> Any:
    """A backend-independent form of a column value for checksums."""
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            value = value.astimezone(UTC).replace(tzinfo=None)
        return value.isoformat()
    if isinstance(value, date | uuid.UUID):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    return value


def checksums(
    engine: Engine, projections: Iterable[str] | None = None, models: Models | None = None
) -> dict[str, tuple[int, str]]:
    """``{view: (rows, sha256)}`` of every read table (through the views), in primary-key order."""
    models = models if models is not None else PROJECTIONS
    out: dict[str, tuple[int, str]] = {}
    wanted = list(projections) if projections is not None else list(models)
    with engine.connect() as conn:
        for projection in wanted:
            for name, table in models[projection].tables.views.items():
                pk = [c for c in table.columns if c.primary_key]
                digest = hashlib.sha256()
                rows = 0
                for row in conn.execute(select(table).order_by(*pk)):
                    digest.update(json.dumps([_normal(v) for v in row], sort_keys=True, default=str).encode())
                    rows += 1
                out[name] = (rows, digest.hexdigest())
    return out
