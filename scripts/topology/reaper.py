"""``python -m scripts.topology.reaper -- COMMAND...``: run one host process and reap what it leaves.

Every long-running process of the topology is started through this small parent, which stays in
the root network namespace.  It marks itself a child subreaper (``PR_SET_CHILD_SUBREAPER``), so
when a host is killed (``kill -9`` of everything in its namespace) the orphans of that process
tree — a postmaster whose ``pg_autoctl`` died first, uvicorn's workers — are reparented to it and
reaped here.  Without it they are reparented to PID 1, which on this machine does not reap, and
pile up as zombies.  It exits with the command's status once no child is left.
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys

PR_SET_CHILD_SUBREAPER = 36


def main(argv: list[str]) -> int:
    """Start ``argv`` (after a leading ``--``), reap every descendant, return the command's status."""
    command = argv[1:] if argv[:1] == ["--"] else argv
    if not command:
        print("usage: python -m scripts.topology.reaper -- COMMAND...", file=sys.stderr)
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    child = subprocess.Popen(command)
    status = 0
    while True:
        try:
            pid, raw = os.wait()
        except ChildProcessError:
            return status
        except KeyboardInterrupt:
            continue
        if pid == child.pid:
            status = os.waitstatus_to_exitcode(raw)
            child.returncode = status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
