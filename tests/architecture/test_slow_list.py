"""``tests/slow_tests.txt`` names real tests: every listed node id's file exists and defines the
test function (a renamed test would otherwise fall back into the default run unnoticed), and
the list is what ``tests/conftest.py`` marks ``slow``."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import _listed_slow

ROOT = Path(__file__).resolve().parents[2]


def test_every_listed_slow_test_exists() -> None:
    listed = _listed_slow()
    assert len(listed) > 50
    missing = []
    for node in sorted(listed):
        path, _, rest = node.partition("::")
        name = re.split(r"[\[:]", rest)[0]
        file = ROOT / path
        if not file.exists() or not re.search(rf"^\s*(async )?def {re.escape(name)}\(", file.read_text(), re.M):
            missing.append(node)
    assert missing == []


def test_the_list_is_sorted_and_has_no_duplicates() -> None:
    lines = [x for x in (ROOT / "tests" / "slow_tests.txt").read_text().splitlines() if x and not x.startswith("#")]
    assert lines == sorted(set(lines))
