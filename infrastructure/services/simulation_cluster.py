"""Simulation runs on a Dask cluster: the units of :mod:`infrastructure.services.simulation_runs`
played by workers on other machines (``maumau simulate --cluster``).

A run is already cut into units that depend only on the run's seed and their index, and the
parent takes their results back in unit order (:func:`~infrastructure.services.simulation_runs.run`).
:class:`ClusterPool` is a pool of the same shape as the local process pool (``map(fn, units)``
yielding results in unit order), backed by a Dask ``distributed`` client: each unit is one task,
at most a window of them in flight, and the results are handed back by unit index whichever
worker finishes first.  So the rows, the tallies and every result file are byte for byte those
of a local run of the same seed (``tests/sim/test_simulation_cluster.py``).

Workers import the project: a :class:`LocalCluster` (``local:N``) starts them from this process,
with its ``sys.path``; the workers of a remote scheduler (``tcp://host:8786``) must have the same
maumau installed.  :func:`code_identity` (the version and a digest of the ``domain`` and
``infrastructure`` sources, which the units run) is compared on every worker before the run and
again in every task, so a worker with other code is refused with one line instead of producing
other numbers.  Dask is the optional ``cluster`` extra, imported only here and only when a cluster
is asked for.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
import signal
import sys
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from distributed import Client, Future

__all__ = [
    "CONNECT_SECONDS",
    "MAX_LOCAL_WORKERS",
    "ClusterError",
    "ClusterPool",
    "ClusterTarget",
    "code_identity",
    "open_cluster",
    "parse_cluster",
    "source_digest",
]

MAX_LOCAL_WORKERS = 64
"""Most worker processes of a ``local:N`` cluster."""
CONNECT_SECONDS = 10.0
"""How long to wait for a remote scheduler to answer, and then for its first worker."""
SOURCE_PACKAGES = ("domain", "infrastructure")
"""The packages whose sources :func:`code_identity` digests: what a worker runs for a unit."""

_T = TypeVar("_T")
_R = TypeVar("_R")
_ADDRESS = re.compile(r"tcp://(?P<host>[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\]):(?P<port>[0-9]{1,5})")


class ClusterError(RuntimeError):
    """The cluster cannot play the run: no scheduler or workers, a worker with other code, a unit
    that failed on a worker.  The text is one line, fit for the CLI's error."""


@dataclass(frozen=True)
class ClusterTarget:
    """Where the units go: the scheduler at ``address`` or, without one, a local cluster of
    ``local_workers`` worker processes of one thread each."""

    address: str | None = None
    local_workers: int = 0

    def describe(self) -> str:
        """``tcp://host:8786`` or ``local:2``, as the option is written."""
        return self.address if self.address is not None else f"local:{self.local_workers}"


def parse_cluster(text: str) -> ClusterTarget:
    """The target of ``--cluster``: ``local:N`` (1 to :data:`MAX_LOCAL_WORKERS` processes) or
    ``tcp://host:port`` (a running ``dask scheduler``); ``ValueError`` saying what is expected."""
    value = text.strip()
    if value.startswith("local:"):
        count = value.removeprefix("local:")
        if not count.isdigit() or not 1 <= int(count) <= MAX_LOCAL_WORKERS:
            raise ValueError(f"local:N needs N from 1 to {MAX_LOCAL_WORKERS} worker processes, not {count[:20]!r}")
        return ClusterTarget(local_workers=int(count))
    match = _ADDRESS.fullmatch(value)
    if match is None or not 1 <= int(match["port"]) <= 65535:
        raise ValueError(f"give local:N or a scheduler's address tcp://host:port, not {value[:60]!r}")
    return ClusterTarget(address=value)


def source_digest(root: Path) -> str:
    """A sha256 of every ``.py`` file of :data:`SOURCE_PACKAGES` under ``root``, by path and content."""
    digest = hashlib.sha256()
    for package in SOURCE_PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


@functools.cache
def code_identity() -> str:
    """``maumau VERSION py3.11 code DIGEST``: the installed version, the Python and the
    :func:`source_digest` of the checkout or site-packages this module is in.  Read from the
    sources, not the imported modules, so a worker running the mypyc build of ``domain`` (the same
    sources, compiled) has the same identity."""
    code = source_digest(Path(__file__).resolve().parents[2])
    try:
        version = metadata.version("maumau")
    except metadata.PackageNotFoundError:  # a checkout that was never installed
        version = "unknown"
    python = f"py{sys.version_info.major}.{sys.version_info.minor}"
    return f"maumau {version} {python} code {code[:16]}"


def _mismatch(who: str, theirs: str, ours: str) -> str:
    return (
        f"{who} runs {theirs}, this process {ours}: install the same maumau version on the scheduler "
        "and every worker (pip install 'maumau[cluster]' from the same checkout)"
    )


def _checked(identity: str, fn: Callable[[_T], _R], item: _T) -> _R:
    """A task on a worker: refuse when the worker's code is not the client's, else ``fn(item)``.
    (A worker that joins after the check at the start is checked here.)"""
    mine = code_identity()
    if mine != identity:
        from distributed import get_worker

        raise ClusterError(_mismatch(f"worker {get_worker().address}", mine, identity))
    return fn(item)


def dask_setup(worker: object) -> None:  # pragma: no cover - runs in the workers
    """The workers' preload (Dask calls it as a worker starts, in its main thread): ignore Ctrl-C.
    Workers of ``local:N`` share the terminal, so Ctrl-C reaches them too; the parent alone stops
    the run (keeping the last checkpoint) and then the cluster, as with ``--jobs``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class ClusterPool:
    """A connected Dask client as a run's pool: :meth:`map` plays the items as tasks and yields
    their results in item order, at most :attr:`window` tasks in flight (enough to keep every
    worker thread busy while the results wait for an earlier one; bounded, so a run of a million
    units holds a window of them, not all)."""

    def __init__(self, client: Client, target: ClusterTarget) -> None:
        self.client = client
        self.target = target
        self.identity = code_identity()
        self.threads = 0

    def check_workers(self) -> None:
        """Ask the scheduler and every worker its :func:`code_identity`; refuse (``ClusterError``)
        one that has other code or cannot import maumau at all (the scheduler unpickles the tasks,
        so it needs maumau too).  Sets :attr:`threads`."""
        try:
            scheduler = self.client.run_on_scheduler(code_identity)
        except Exception as exc:
            raise ClusterError(
                f"the scheduler at {self.target.describe()} cannot run maumau ({_described(exc)}): "
                "install the same maumau version where dask scheduler runs"
            ) from None
        if scheduler != self.identity:
            raise ClusterError(_mismatch(f"the scheduler at {self.target.describe()}", str(scheduler), self.identity))
        answers: dict[str, Any] = self.client.run(code_identity, on_error="return")
        if not answers:
            raise ClusterError(f"the cluster at {self.target.describe()} has no workers")
        for address, answer in sorted(answers.items()):
            if isinstance(answer, BaseException):
                raise ClusterError(
                    f"worker {address} cannot run maumau ({_described(answer)}): "
                    "install the same maumau version on the scheduler and every worker"
                )
            if answer != self.identity:
                raise ClusterError(_mismatch(f"worker {address}", str(answer), self.identity))
        self.threads = sum(self.client.nthreads().values())

    @property
    def window(self) -> int:
        """Tasks in flight at most."""
        return max(4, 4 * self.threads)

    def map(self, fn: Callable[[_T], _R], items: Iterable[_T], /) -> Iterator[_R]:
        """``fn(item)`` of every item on the cluster, yielded in item order.  A task that fails
        (an exception in ``fn``, or workers that died running it) raises :class:`ClusterError`
        naming the item; tasks still in flight are then cancelled."""
        token = uuid.uuid4().hex[:12]
        pending: deque[tuple[int, Future[_R]]] = deque()
        source = enumerate(items)

        def submit_next() -> None:
            for position, item in source:
                index = getattr(item, "index", position)  # a UnitJob's unit index (a resumed run's too)
                key = f"maumau-unit-{token}-{index}"
                pending.append((index, self.client.submit(_checked, self.identity, fn, item, key=key, pure=False)))
                return

        try:
            for _ in range(self.window):
                submit_next()
            while pending:
                index, future = pending.popleft()
                try:
                    result: _R = future.result()
                except ClusterError:
                    raise
                except Exception as exc:
                    raise ClusterError(f"unit {index} failed on the cluster: {_described(exc)}") from exc
                submit_next()
                yield result
        finally:
            if pending:
                self.client.cancel([future for _, future in pending])


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:300] if text else "(no message)"


def _described(exc: BaseException) -> str:
    """``KeyError: ...``; an error a worker sent back as a plain ``Exception`` is its text alone."""
    return _first_line(exc) if type(exc) is Exception else f"{type(exc).__name__}: {_first_line(exc)}"


@contextmanager
def open_cluster(target: ClusterTarget, *, connect_seconds: float = CONNECT_SECONDS) -> Iterator[ClusterPool]:
    """A :class:`ClusterPool` on ``target``, its workers checked; closed on the way out.

    ``local:N`` starts a ``LocalCluster`` of N worker processes with one thread each, everything
    listening on 127.0.0.1 only and no dashboard, and stops it at the end.  A ``tcp://`` address
    connects to that scheduler (waiting ``connect_seconds`` for it and for a first worker) and
    leaves it running.  Whatever goes wrong on the way is a one-line :class:`ClusterError`."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ClusterError("--cluster needs Dask: pip install 'maumau[cluster]'") from None
    with ExitStack() as stack:
        if target.address is None:
            cluster = stack.enter_context(
                LocalCluster(
                    n_workers=target.local_workers,
                    threads_per_worker=1,
                    processes=True,
                    host="127.0.0.1",
                    dashboard_address=None,
                    # The scheduler's HTTP server (health, metrics) starts anyway: keep it off 8787.
                    scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"},
                    silence_logs=logging.ERROR,
                    preload=[__name__],  # dask_setup: the workers leave Ctrl-C to this process
                )
            )
            client = stack.enter_context(Client(cluster))
        else:
            try:
                client = stack.enter_context(Client(target.address, timeout=connect_seconds))
            except (OSError, TimeoutError):
                raise ClusterError(
                    f"no Dask scheduler answers at {target.address} (waited {connect_seconds:g} s): "
                    f"start one with dask scheduler, or check the address"
                ) from None
            try:
                client.wait_for_workers(1, timeout=connect_seconds)
            except TimeoutError:
                raise ClusterError(
                    f"the scheduler at {target.address} has no workers (waited {connect_seconds:g} s): "
                    f"start some with dask worker {target.address}"
                ) from None
        pool = ClusterPool(client, target)
        pool.check_workers()
        yield pool
