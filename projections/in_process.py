"""The projection runner as a thread of the service process (``maumau serve`` on SQLite, or
PostgreSQL without a separate worker), and its stand-in where it cannot run."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from infrastructure.adapters.pg_listen import postgres_dsn
from infrastructure.adapters.settings import Settings
from projections import parking
from projections.runner import ProjectionParked, Runner, ensure_installed, make_engine, open_store, read_trackers

log = logging.getLogger("maumau.projections")


class InProcessRunner:
    """A runner in a daemon thread of the service process (SQLite, or PostgreSQL without a worker)."""

    def __init__(self, settings: Settings, *, poll_interval: float = 0.2, batch_size: int = 500) -> None:
        """Open an engine and a store for the runner; :meth:`start` launches the thread."""
        self.settings = settings
        self.engine = make_engine(settings)
        self.store = open_store(settings)
        ensure_installed(self.engine)
        self.runner = Runner(self.engine, self.store, batch_size=batch_size)
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._poll = poll_interval
        self._thread = threading.Thread(target=self._run, name="maumau-projections", daemon=True)

    def _run(self) -> None:
        listen = postgres_dsn(self.settings) if self.settings.is_postgres else None
        self.runner.run_forever(self._stop, self._wake, poll_interval=self._poll, listen_url=listen)

    def start(self) -> InProcessRunner:
        """Start the thread; returns ``self``."""
        self._thread.start()
        return self

    def wake(self) -> None:
        """Ask for an immediate step (call after appending events)."""
        self._wake.set()

    def catch_up(self, timeout: float = 10.0) -> None:
        """Block until the projections reached the log's current end (tests, read-your-writes);
        :class:`ProjectionParked` if one of them is parked (it would never get there)."""
        head = self.store.max_notification_id()
        deadline = time.monotonic() + timeout
        self.wake()
        while time.monotonic() < deadline:
            with self.engine.connect() as conn:
                trackers = read_trackers(conn, self.runner.models)
                parked = parking.read_parked(conn, trackers)
            if parked:
                raise ProjectionParked(parked)
            if all(t.position >= head for t in trackers.values()):
                return
            time.sleep(0.01)
        raise TimeoutError(f"projections did not reach notification {head} within {timeout} s")

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the thread and release the engine and the store."""
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout)
        self.runner.close()
        self.engine.dispose()
        self.store.close()


class DisabledRunner:
    """Stands in for the runner where it cannot run (an in-memory SQLite database, whose
    connections cannot be shared with a second engine): no read models, no thread."""

    def wake(self) -> None:
        """Nothing to wake."""

    def catch_up(self, timeout: float = 10.0) -> None:
        """There are no read models to wait for."""
        raise RuntimeError("the projection runner is disabled (in-memory SQLite database)")

    def stop(self, timeout: float = 5.0) -> None:
        """Nothing to stop."""


def start_in_process(settings: Settings, **options: Any) -> InProcessRunner | DisabledRunner:
    """Start the projection runner as a thread of the calling process (``maumau serve`` on SQLite).

    Creates the read tables if they are missing, then follows the log by polling (and LISTEN on
    PostgreSQL).  Call :meth:`InProcessRunner.wake` after appends for low lag and
    :meth:`InProcessRunner.stop` at shutdown.  On an in-memory SQLite database (tests) it logs a
    warning and returns a :class:`DisabledRunner`.
    """
    if not settings.is_postgres and settings.sqlite_path is None:
        log.warning("projections disabled: an in-memory SQLite database cannot be shared with the runner")
        return DisabledRunner()
    return InProcessRunner(settings, **options).start()
