"""Running commands on a host: in its network namespace, with its own ``/run/postgresql``.

Every command is wrapped as ``ip netns exec NS sh -c 'mount --bind HOSTDIR/pgrun /run/postgresql
&& exec ...'``.  ``ip netns exec`` gives each command a private mount namespace, so the bind
mount is the host's alone: the PostgreSQL servers of ``mon``, ``db1`` and ``db2`` (all on port
5432) keep their Unix sockets and lock files apart, and none touches the machine's own server,
whose socket lives in the real ``/run/postgresql``.  PostgreSQL's tools refuse root, so those
commands run as ``postgres`` (``runuser``) with ``HOME`` and the XDG directories in the host's
directory, where ``pg_autoctl`` keeps its configuration and state.

Every command runs under :mod:`scripts.topology.reaper`, so what it leaves (a postmaster that
``pg_autoctl`` started and lost) is reaped rather than left to PID 1; long-running processes also
get a session of their own, so they outlive the command that started them (``python -m
scripts.topology up`` returns).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from scripts.topology.plan import TopologyError

ROOT = Path(__file__).resolve().parents[2]
PG_BIN = Path("/usr/lib/postgresql/15/bin")
_REAPER = [sys.executable, "-m", "scripts.topology.reaper", "--"]


@dataclass(frozen=True)
class HostDir:
    """A host's directory in the run directory: its logs, data and ``/run/postgresql``."""

    path: Path

    def log(self, process: str) -> Path:
        return self.path / f"{process}.log"

    @property
    def pgdata(self) -> Path:
        return self.path / "pgdata"

    def make(self, postgres_owned: bool) -> None:
        """Create the directory (and, for a PostgreSQL host, its subdirectories owned by ``postgres``)."""
        self.path.mkdir(parents=True, exist_ok=True)
        self.path.chmod(0o755)
        if postgres_owned:
            for sub in ("pgrun", "config", "share", "run"):
                (self.path / sub).mkdir(exist_ok=True)
            chown_postgres(self.path)


def chown_postgres(path: Path) -> None:
    """Give ``path`` and everything under it to the ``postgres`` user."""
    subprocess.run(["chown", "-R", "postgres:postgres", str(path)], check=True)


def host_argv(netns: str, argv: list[str], home: HostDir | None) -> list[str]:
    """``argv`` on the host ``netns``; with ``home``, as ``postgres`` with the host's own
    ``/run/postgresql`` and ``pg_autoctl`` directories."""
    if home is None:
        return ["ip", "netns", "exec", netns, *argv]
    env = [
        f"HOME={home.path}",
        f"XDG_CONFIG_HOME={home.path / 'config'}",
        f"XDG_DATA_HOME={home.path / 'share'}",
        f"XDG_RUNTIME_DIR={home.path / 'run'}",
        f"PATH={PG_BIN}:/usr/sbin:/usr/bin:/sbin:/bin",
        "LC_ALL=C.UTF-8",
    ]
    script = 'mkdir -p /run/postgresql && mount --bind "$0" /run/postgresql && exec "$@"'
    wrapped = ["runuser", "-u", "postgres", "--", "env", "-i", *env, *argv]
    return ["ip", "netns", "exec", netns, "sh", "-c", script, str(home.path / "pgrun"), *wrapped]


def start(
    netns: str, argv: list[str], log: Path, env: dict[str, str] | None = None, home: HostDir | None = None
) -> subprocess.Popen[bytes]:
    """Start a long-running process on a host, its output appended to ``log``."""
    command = [*_REAPER, *host_argv(netns, argv, home)]
    with log.open("ab") as out:
        return subprocess.Popen(
            command,
            cwd=ROOT,
            env={**os.environ, **(env or {})},
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def run(
    netns: str,
    argv: list[str],
    log: Path,
    env: dict[str, str] | None = None,
    home: HostDir | None = None,
    timeout: float = 120.0,
) -> str:
    """Run a command on a host to its end; its output (also appended to ``log``) is returned.
    A failure or a timeout raises :class:`TopologyError` with the output's tail."""
    try:
        done = subprocess.run(
            [*_REAPER, *host_argv(netns, argv, home)],
            cwd=ROOT,
            env={**os.environ, **(env or {})},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
            check=False,
        )
        output = (done.stdout + done.stderr).decode(errors="replace")
        code: int | str = done.returncode
    except subprocess.TimeoutExpired as expired:
        output = ((expired.stdout or b"") + (expired.stderr or b"")).decode(errors="replace")
        code = f"timeout after {timeout} s"
    with log.open("a", encoding="utf-8") as out:
        out.write(f"$ {' '.join(argv)}\n{output}")
    if code != 0:
        raise TopologyError(f"{netns}: {' '.join(argv)} failed ({code}):\n{output[-3000:]}")
    return output


def tail(path: Path, chars: int = 3000) -> str:
    """The end of a log file ('' when there is none)."""
    try:
        with path.open("rb") as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - chars))
            return handle.read().decode(errors="replace")
    except FileNotFoundError:
        return ""
