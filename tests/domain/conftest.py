"""Hypothesis settings profiles for the domain's property tests.

* ``ci`` (the default): derandomized, so every run explores the same examples and a failure in CI
  reproduces locally bit for bit; no example database; a budget that keeps the suite fast.
* ``dev``: random exploration with the example database (failures are replayed first next time).
* ``thorough``: many more examples, for a nightly or pre-release run.

Choose one with ``HYPOTHESIS_PROFILE=dev scripts/test.sh tests/domain``.
The property tests scale their own per-test budgets from the profile's ``max_examples``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, Phase, settings

_BASE = settings(
    deadline=None,  # a whole round per example: wall-clock deadlines only produce flaky failures
    # a round is long by nature: even its simplest example makes a hundred choices
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
    print_blob=True,
)

# No shrinking in CI: an example is a whole round, shrinking one takes minutes, and a derandomized
# failure replays identically locally (where the ``dev`` profile shrinks it).
settings.register_profile(
    "ci", _BASE, derandomize=True, database=None, max_examples=20, phases=[Phase.explicit, Phase.reuse, Phase.generate]
)
settings.register_profile("dev", _BASE, max_examples=20)
settings.register_profile("thorough", _BASE, max_examples=300)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
