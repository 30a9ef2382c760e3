"""Run a README command as if only what ``scripts/serve.sh`` installs were there (used by
``tests/sim/test_readme_commands.py``): the modules of every other optional dependency are made
unimportable first.

Usage: ``python -m tests.sim.readme_env BLOCKED maumau ARGS...`` or ``... BLOCKED python -m MODULE ARGS...``,
``BLOCKED`` a comma-separated list of top-level module names ("" for none).
"""

from __future__ import annotations

import importlib.abc
import runpy
import sys
from collections.abc import Sequence
from types import ModuleType


class _Blocker(importlib.abc.MetaPathFinder):
    """Refuses the top-level modules it names (and their submodules), as if not installed."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> None:
        if fullname.partition(".")[0] in self.names:
            raise ModuleNotFoundError(
                f"No module named {fullname!r} (not installed by scripts/serve.sh)", name=fullname
            )
        return None


def main(argv: list[str]) -> None:
    blocked = {name for name in argv[0].split(",") if name}
    for name in list(sys.modules):
        if name.partition(".")[0] in blocked:
            del sys.modules[name]
    sys.meta_path.insert(0, _Blocker(blocked))
    program, *args = argv[1:]
    if program == "maumau":
        from api.cli.main import app

        sys.argv = ["maumau", *args]
        app()
    elif program == "python" and args[:1] == ["-m"]:
        sys.argv = [args[1], *args[2:]]
        runpy.run_module(args[1], run_name="__main__", alter_sys=True)
    else:
        raise SystemExit(f"cannot run {program} {' '.join(args)}")


if __name__ == "__main__":
    main(sys.argv[1:])
