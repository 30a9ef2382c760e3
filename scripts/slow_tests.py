#!/usr/bin/env python3
"""Regenerate ``tests/slow_tests.txt``, the tests the default run leaves out, from a measurement.

Usage: ``scripts/test.sh --durations=400 -q > run.log; scripts/slow_tests.py run.log [--seconds 3]``.

Reads pytest's ``--durations`` lines of a default run (``12.3s call tests/x.py::test_y[p]``), sums
each test's setup, call and teardown, and writes every test of at least ``--seconds`` (default 3)
to ``tests/slow_tests.txt``, merged with the tests already listed (a listed test is left out of
the default run, so it is not measured there again; remove a line by hand to measure it anew).
``tests/conftest.py`` marks every listed test ``slow``; CI runs them all.  Standard library only.
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from pathlib import Path

LIST = Path(__file__).resolve().parents[1] / "tests" / "slow_tests.txt"
LINE = re.compile(r"^(\d+(?:\.\d+)?)s (?:call|setup|teardown)\s+(\S+)$")
HEADER = """\
# Tests left out of the default run (scripts/test.sh) and run in CI: each took at least {seconds} s of
# a default run on a 2-core machine.  Written by scripts/slow_tests.py from a --durations run;
# tests/conftest.py marks every test listed here `slow`.  One pytest node id per line.
"""


def measured(log: Path) -> dict[str, float]:
    """Seconds per node id (setup + call + teardown) in a pytest ``--durations`` output."""
    total: dict[str, float] = defaultdict(float)
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        found = LINE.match(line.strip())
        if found:
            total[found.group(2)] += float(found.group(1))
    return dict(total)


def listed() -> set[str]:
    """The node ids listed now."""
    if not LIST.exists():
        return set()
    return {
        line.strip()
        for line in LIST.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", type=Path, help="the output of a run with --durations")
    parser.add_argument("--seconds", type=float, default=3.0, help="list tests at least this slow")
    args = parser.parse_args()
    slow = {node for node, seconds in measured(args.log).items() if seconds >= args.seconds}
    nodes = sorted(slow | listed())
    LIST.write_text(HEADER.format(seconds=args.seconds) + "".join(f"{n}\n" for n in nodes), encoding="utf-8")
    print(f"{len(nodes)} tests listed ({len(slow)} measured at least {args.seconds} s) in {LIST}")


if __name__ == "__main__":
    main()
