"""Known answers of the balance statistics: values worked out by hand or read from published tables."""

from __future__ import annotations

import math

import pytest

from infrastructure.services.balance.stats import (
    chi_square_sf,
    chi_square_uniform,
    difference_of_differences,
    mean_difference,
    normal_sf,
    proportion_difference,
    proportion_vs,
    wilson,
)


def test_normal_tail() -> None:
    assert normal_sf(0) == pytest.approx(0.5)
    assert normal_sf(1.959963984540054) == pytest.approx(0.025, abs=1e-12)
    assert normal_sf(-1.0) == pytest.approx(0.841344746068543)


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        (50, 100, 0.403832, 0.596168),  # Wilson (1927) / Newcombe (1998) table values
        (0, 10, 0.0, 0.277533),
        (10, 10, 0.722467, 1.0),
        (81, 263, 0.255289, 0.366210),  # Newcombe (1998) example: 0.2553 to 0.3662
    ],
)
def test_wilson_interval(successes: int, trials: int, low: float, high: float) -> None:
    interval = wilson(successes, trials)
    assert interval.estimate == pytest.approx(successes / trials)
    assert (interval.low, interval.high) == pytest.approx((low, high), abs=1e-6)
    assert interval.p_value is None
    assert not interval.significant


def test_two_proportion_z_test_by_hand() -> None:
    # 60/100 against 50/100: pooled 0.55, se0 = sqrt(.55 * .45 * (2/100)) = 0.070356, z = 1.42134
    d = proportion_difference(60, 100, 50, 100)
    assert d.estimate == pytest.approx(0.1)
    assert d.p_value == pytest.approx(2 * normal_sf(0.1 / math.sqrt(0.55 * 0.45 * 0.02)))
    assert d.p_value == pytest.approx(0.155218, abs=1e-6)
    se = math.sqrt(0.6 * 0.4 / 100 + 0.5 * 0.5 / 100)
    assert (d.low, d.high) == pytest.approx((0.1 - 1.959964 * se, 0.1 + 1.959964 * se))
    assert not d.significant
    assert proportion_difference(600, 1000, 500, 1000).significant
    assert proportion_difference(5, 10, 5, 10).p_value == 1.0


def test_rate_against_a_fair_share() -> None:
    # 300 first-player wins in 1000 four-seat rounds: z = 0.05 / sqrt(.25 * .75 / 1000) = 3.6515
    d = proportion_vs(300, 1000, 0.25)
    assert d.estimate == pytest.approx(0.05)
    assert d.p_value == pytest.approx(2 * normal_sf(0.05 / math.sqrt(0.25 * 0.75 / 1000)))
    assert d.p_value == pytest.approx(0.000261, abs=1e-6)
    assert proportion_vs(250, 1000, 0.25).p_value == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("statistic", "dof", "p"),
    [
        (3.841459, 1, 0.05),  # the 95% points of the chi-square table
        (5.991465, 2, 0.05),
        (7.814728, 3, 0.05),
        (11.070498, 5, 0.05),
        (6.634897, 1, 0.01),
        (20.0, 2, math.exp(-10)),  # two degrees of freedom: exp(-x / 2) exactly
        (0.0, 4, 1.0),
    ],
)
def test_chi_square_tail(statistic: float, dof: int, p: float) -> None:
    assert chi_square_sf(statistic, dof) == pytest.approx(p, rel=1e-5, abs=1e-12)


def test_chi_square_tail_stays_accurate_far_out() -> None:
    assert chi_square_sf(100.0, 2) == pytest.approx(math.exp(-50), rel=1e-9)
    assert 0 < chi_square_sf(100.0, 3) < 1e-20


def test_chi_square_of_equal_shares() -> None:
    statistic, dof, p = chi_square_uniform([30, 10])  # expected 20 each: (100 + 100) / 20
    assert (statistic, dof) == (10.0, 1)
    assert p == pytest.approx(0.001565, abs=1e-6)
    assert chi_square_uniform([25, 25, 25, 25])[2] == pytest.approx(1.0)


def test_welch_difference_of_means() -> None:
    d = mean_difference(100, 10.0, 4.0, 100, 9.0, 4.0)  # se = sqrt(4/100 + 4/100) = 0.28284
    assert d.estimate == 1.0
    assert (d.low, d.high) == pytest.approx((1 - 1.959964 * 0.282843, 1 + 1.959964 * 0.282843), abs=1e-5)
    assert d.p_value == pytest.approx(2 * normal_sf(1 / math.sqrt(0.08)))
    assert d.significant


def test_difference_of_two_differences() -> None:
    a = proportion_difference(60, 100, 50, 100)
    b = proportion_difference(55, 100, 50, 100)
    d = difference_of_differences(a, b)
    assert d.estimate == pytest.approx(0.05)
    assert d.low < 0 < d.high
    assert difference_of_differences(a, a).p_value == pytest.approx(1.0)
