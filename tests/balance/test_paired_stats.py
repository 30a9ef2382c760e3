"""Paired tests, Holm and power against published values and by simulation."""

from __future__ import annotations

import random

import pytest

from infrastructure.services.balance.stats import (
    holm,
    paired_difference,
    rounds_for_power,
    student_t_sf,
    t_quantile,
)


def test_student_t_matches_the_published_table() -> None:
    # Two-sided 95% points of Student's t (any statistics table).
    for dof, point in ((1, 12.706), (5, 2.571), (10, 2.228), (30, 2.042), (120, 1.980)):
        assert t_quantile(0.975, dof) == pytest.approx(point, abs=1e-3)
        assert student_t_sf(point, dof) == pytest.approx(0.025, abs=1e-4)
    assert student_t_sf(0.0, 7) == pytest.approx(0.5)
    assert student_t_sf(-2.0, 10) == pytest.approx(1 - student_t_sf(2.0, 10))


def test_paired_difference_by_hand() -> None:
    # Differences 1, 2, 3, 4, 5: mean 3, sd sqrt(2.5), se sqrt(0.5), t = 3 / sqrt(0.5) on 4 dof.
    summary = paired_difference([1, 2, 3, 4, 5])
    assert summary.mean == 3.0
    assert summary.sd == pytest.approx(2.5**0.5)
    half = 2.776445 * 0.5**0.5
    assert (summary.interval.low, summary.interval.high) == pytest.approx((3 - half, 3 + half), abs=1e-4)
    assert summary.interval.p_value == pytest.approx(2 * student_t_sf(3 / 0.5**0.5, 4))
    assert paired_difference([0, 0, 0]).interval.p_value == 1.0
    assert paired_difference([2]).interval.p_value == 1.0


def test_holm_adjusts_step_down() -> None:
    # Holm (1979): sorted p times (m, m-1, ...), kept monotone, capped at 1.
    assert holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert holm([0.5, None, 0.9]) == [pytest.approx(1.0), None, pytest.approx(1.0)]
    assert holm([]) == []


def test_the_rounds_for_power_give_eighty_percent_power() -> None:
    assert rounds_for_power(1.0, 0.5) == 32  # ((1.95996 + 0.84162) / 0.5)^2 = 31.4
    assert rounds_for_power(1.0, 0.0) is None
    assert rounds_for_power(0.0, 1.0) == 1
    # By simulation: with the n it gives, a paired t-test finds a true 0.5-sd shift about 80% of
    # the time.
    rng = random.Random(3)
    n = rounds_for_power(1.0, 0.5)
    assert n is not None
    hits = 0
    trials = 400
    for _ in range(trials):
        p = paired_difference([rng.gauss(0.5, 1.0) for _ in range(n)]).interval.p_value
        hits += p is not None and p < 0.05
    assert 0.72 < hits / trials < 0.88
