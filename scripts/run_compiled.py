"""Run a module or script with the mypyc build of domain/ (``scripts/build_compiled.sh``) first.

    python scripts/run_compiled.py -m benchmarks.engine --json
    python scripts/run_compiled.py -m api.cli.main simulate --preset MM-002 --rounds 100000

``build/compiled`` goes first on ``sys.path`` (spawned worker processes inherit it), then the
repository.  Without a build, or when it is stale (the sources changed since it was built), it
says so on stderr and runs the pure-Python domain: the one source of rules is ``domain/``, the
build only its compiled copy.  ``--require`` makes a missing or stale build an error instead.
"""

from __future__ import annotations

import hashlib
import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "compiled"


def build_state(build: Path = BUILD, root: Path = ROOT) -> str:
    """``"current"``, ``"missing"`` or ``"stale"`` (a source changed, was added or removed)."""
    manifest = build / "SOURCES.sha256"
    if not manifest.exists() or not any((build / "domain").rglob("*.so")):
        return "missing"
    recorded = {}
    for line in manifest.read_text(encoding="utf-8").splitlines():
        digest, name = line.split(maxsplit=1)
        recorded[name.strip()] = digest
    now = {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((root / "domain").rglob("*.py"))
        if "__pycache__" not in p.parts
    }
    return "current" if now == recorded else "stale"


def main(argv: list[str]) -> int:
    """Put the build first (when current) and run ``-m module args`` or ``script args``."""
    require = "--require" in argv[:1]
    if require:
        argv = argv[1:]
    state = build_state()
    if state == "current":
        sys.path[:0] = [str(BUILD), str(ROOT)]
    else:
        message = f"run_compiled: the compiled build is {state} (scripts/build_compiled.sh)"
        if require:
            print(message, file=sys.stderr)
            return 2
        print(message + "; running the pure-Python domain", file=sys.stderr)
        sys.path.insert(0, str(ROOT))
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    if argv[0] == "-m":
        sys.argv = [argv[1], *argv[2:]]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = argv
        runpy.run_path(argv[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
