"""The issue's scale check: after 200 bot matches across all presets, every read model equals a
rebuild from zero (checksums of every table), on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from projections.operations import checksums, rebuild
from projections.registry import PROJECTIONS
from projections.runner import Runner
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved, bot_matches


@pytest.mark.slow
def test_two_hundred_bot_matches_equal_a_rebuild_from_zero(read_side: ReadSide) -> None:
    matches = bot_matches(200, seed=200, max_rounds=1)
    runner = Runner(read_side.engine, read_side.store, batch_size=500)
    # Live: the runner follows while matches arrive interleaved, four at a time, in chunks.
    append_interleaved(read_side.store, matches[:100], seed=5, parallel=4, max_chunk=60)
    runner.run_until_caught_up()
    append_interleaved(read_side.store, matches[100:], seed=6, parallel=4, max_chunk=60)
    runner.run_until_caught_up()
    live = checksums(read_side.engine)
    assert live, "the read side has tables to compare"

    rebuild(read_side.engine, read_side.store, list(PROJECTIONS), batch_size=2000)
    assert checksums(read_side.engine) == live
