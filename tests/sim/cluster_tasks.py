"""Functions the cluster tests run on Dask workers: a module of its own that imports next to
nothing, so a worker unpickles them at once (the test module imports the whole CLI)."""

from __future__ import annotations

import os
import time

from infrastructure.services import simulation_cluster

OTHER_CODE = "maumau 0.0.0 py3.11 code 0000000000000000"
_REAL_IDENTITY = simulation_cluster.code_identity


def finish_out_of_order(item: int) -> tuple[int, float]:
    """Item 0 is the slowest: the others finish first."""
    time.sleep(1.0 if item == 0 else 0.05)
    return item, time.time()


def die(item: int) -> int:
    """The worker process exits while running the task."""
    os._exit(3)


def pretend_other_code() -> None:
    """This worker now reports another maumau (as if it had another version installed)."""
    simulation_cluster.code_identity = lambda: OTHER_CODE  # type: ignore[assignment]


def restore_code() -> None:
    simulation_cluster.code_identity = _REAL_IDENTITY
