"""Run by tests/sim/test_compiled_build.py in a process whose domain/ is the mypyc build: prints
which modules are compiled and the golden digests of every ruleset, as JSON."""

from __future__ import annotations

import json
import sys

import domain  # noqa: F401 - the package, so that its modules are in sys.modules
from tests.sim.test_golden_behaviour import RULESETS, stream_digest, verdict_digest


def main() -> None:
    """Print ``{"modules": {name: file}, "digests": {ruleset: [stream, verdict]}}``."""
    modules = {
        name: getattr(module, "__file__", "") for name, module in sys.modules.items() if name.startswith("domain.")
    }
    digests = {rules.name: [stream_digest(rules), verdict_digest(rules)] for rules in RULESETS}
    print(json.dumps({"modules": modules, "digests": digests}))


if __name__ == "__main__":
    main()
